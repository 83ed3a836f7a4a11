"""``python -m bench [--quick] [NAME ...]``: run the benchmarks and print the table."""

from bench.run import main

if __name__ == "__main__":
    raise SystemExit(main())
