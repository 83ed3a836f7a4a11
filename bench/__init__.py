"""ninescore's benchmarks: one module per benchmark, run by ``python -m bench`` (see run.py)."""
