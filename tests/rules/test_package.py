"""The package's names are loaded on first use, and are the same names its parts define."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import ninescore.rules as rules


def type_checking_imports() -> dict[str, tuple[str, ...]]:
    """What the package's ``if TYPE_CHECKING:`` block imports, submodule by submodule."""
    tree = ast.parse(Path(rules.__file__).read_text(encoding="utf-8"))
    block = next(
        node
        for node in tree.body
        if isinstance(node, ast.If)
        and isinstance(node.test, ast.Name)
        and node.test.id == "TYPE_CHECKING"
    )
    found: dict[str, tuple[str, ...]] = {}
    for statement in block.body:
        assert isinstance(statement, ast.ImportFrom) and statement.level == 1
        assert statement.module is not None
        found[statement.module] = tuple(alias.name for alias in statement.names)
    return found


def test_the_type_checker_reads_the_same_names_the_package_loads() -> None:
    assert type_checking_imports() == rules._EXPORTED_FROM


def test_every_name_the_package_lists_is_one_it_loads() -> None:
    assert sorted(rules.__all__) == sorted(rules._SUBMODULE_OF)
    assert len(rules._SUBMODULE_OF) == sum(len(names) for names in rules._EXPORTED_FROM.values())


@pytest.mark.parametrize("name", sorted(rules._SUBMODULE_OF))
def test_a_name_of_the_package_is_its_submodules_own(name: str) -> None:
    submodule = importlib.import_module(f"ninescore.rules.{rules._SUBMODULE_OF[name]}")
    assert getattr(rules, name) is getattr(submodule, name)
    assert name in vars(rules)  # kept: the next use is a plain attribute
    assert name in dir(rules)


@pytest.mark.parametrize("name", ["Board", "_private"])
def test_an_unknown_name_is_an_attribute_error(name: str) -> None:
    with pytest.raises(AttributeError, match=f"no attribute '{name}'"):
        getattr(rules, name)
    with pytest.raises(ImportError, match=f"cannot import name '{name}'"):
        exec(f"from ninescore.rules import {name}", {})


def test_a_submodule_is_still_imported_by_name() -> None:
    from ninescore.rules import limits

    assert limits.__name__ == "ninescore.rules.limits"


def test_a_submodule_not_yet_imported_is_an_attribute_too() -> None:
    probe = textwrap.dedent(
        """
        import sys

        from ninescore import rules

        assert "ninescore.rules.limits" not in sys.modules
        print(rules.limits.__name__)
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True
    )
    assert result.stdout.strip() == "ninescore.rules.limits"


def test_a_submodule_missing_what_it_imports_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    # A submodule that is there but imports one that is not: its own error, not "no attribute".
    def import_module(name: str) -> object:
        missing = "no_such_module_here"
        raise ModuleNotFoundError(f"No module named {missing!r}", name=missing)

    monkeypatch.setattr(importlib, "import_module", import_module)
    with pytest.raises(ModuleNotFoundError, match="no_such_module_here"):
        getattr(rules, "broken_part")  # noqa: B009 (a name the type checker must not know)
