"""hatchling build hook: compile resources/ into ninescore/resources_rc/ before a wheel is made.

It runs for ``pip install .``, ``pip install -e .`` and ``python -m build`` alike. An editable
install imports the package from the checkout, so the modules are written there (git ignores
them) and the wheel target's ``artifacts`` puts them into a wheel. See
tools/compile_resources.py.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CompileResources(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        root = Path(self.root)
        tool = root / "tools" / "compile_resources.py"
        spec = importlib.util.spec_from_file_location("ninescore_compile_resources", tool)
        if spec is None or spec.loader is None:
            raise RuntimeError(f"cannot load {tool}")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        written = module.compile_all(root / "resources", root / "ninescore" / "resources_rc")
        self.app.display_info(f"compiled resources/ into {len(written)} Qt resource modules")
