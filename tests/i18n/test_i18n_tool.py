"""tools/i18n.py on a stand-in package: what `check` catches, and how update/release fix it."""

from __future__ import annotations

import importlib.util
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

TOOL = Path(__file__).resolve().parents[2] / "tools" / "i18n.py"

pytestmark = pytest.mark.skipif(
    shutil.which("pyside6-lupdate") is None or shutil.which("pyside6-lrelease") is None,
    reason="pyside6-lupdate/pyside6-lrelease (from PySide6-Essentials) are not on PATH",
)

SOURCE = """from PySide6.QtCore import QCoreApplication


def frame_won(name: str) -> str:
    return QCoreApplication.translate("Demo", "Frame won by {name}").format(name=name)
"""


@pytest.fixture
def tool(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    monkeypatch.syspath_prepend(str(TOOL.parent))  # as when run as a script: tools/ on the path
    spec = importlib.util.spec_from_file_location("i18n_tool_under_test", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    # Dataclasses look their module up in sys.modules while the module is being executed.
    monkeypatch.setitem(sys.modules, spec.name, module)
    spec.loader.exec_module(module)
    package = tmp_path / "ninescore"
    package.mkdir()
    (package / "demo.py").write_text(SOURCE, encoding="utf-8")
    monkeypatch.setattr(module, "ROOT", tmp_path)
    monkeypatch.setattr(module, "PACKAGE", package)
    monkeypatch.setattr(module, "I18N_DIR", tmp_path / "resources" / "i18n")
    monkeypatch.setattr(module, "COMPILED", package / "resources_rc")
    return module


def translate(ts_file: Path, source: str, text: str) -> None:
    """Do what a translator does in Qt Linguist: fill in the text and mark it finished."""
    tree = ET.parse(ts_file)
    for message in tree.getroot().iter("message"):
        if message.findtext("source") == source:
            translation = message.find("translation")
            assert translation is not None
            translation.text = text
            translation.attrib.pop("type", None)
    tree.write(ts_file, encoding="utf-8", xml_declaration=True)


def test_new_string_is_reported_untranslated_until_translated_and_released(
    tool: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    assert tool.main(["update"]) == 0
    assert tool.main(["check"]) == 1
    report = capsys.readouterr().out
    assert "untranslated entries" in report
    assert "Demo: 'Frame won by {name}'" in report

    translate(tool.ts_path("ru"), "Frame won by {name}", "Партию выиграл {name}")
    assert tool.main(["check"]) == 1
    assert "is not the compiled current .ts" in capsys.readouterr().out

    assert tool.main(["release"]) == 0
    assert tool.main(["check"]) == 0
    assert "ru complete" in capsys.readouterr().out
    # release also refreshes the Qt resource module the program loads the catalogues from
    compiler = tool.compile_resources
    made_from = compiler.compiled_digest(tool.COMPILED / "i18n.py")
    assert made_from == compiler.digest(tool.I18N_DIR)


def test_string_added_to_the_code_but_not_to_the_ts_fails_the_check(
    tool: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    tool.main(["update"])
    translate(tool.ts_path("ru"), "Frame won by {name}", "Партию выиграл {name}")
    tool.main(["release"])
    demo = tool.PACKAGE / "demo.py"
    demo.write_text(
        demo.read_text(encoding="utf-8")
        + '\n\ndef foul() -> str:\n    return QCoreApplication.translate("Demo", "Foul")\n',
        encoding="utf-8",
    )
    capsys.readouterr()

    assert tool.main(["check"]) == 1
    report = capsys.readouterr().out
    assert "strings in the code but not in the .ts" in report
    assert "Demo: 'Foul'" in report


def test_existing_translations_survive_an_update(tool: ModuleType) -> None:
    tool.main(["update"])
    translate(tool.ts_path("ru"), "Frame won by {name}", "Партию выиграл {name}")
    tool.main(["update"])
    entries = tool.read_entries(tool.ts_path("ru"))
    assert [(e.translations, e.unfinished) for e in entries] == [
        (("Партию выиграл {name}",), False)
    ]


def test_translation_that_loses_a_placeholder_fails_the_check(
    tool: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    tool.main(["update"])
    translate(tool.ts_path("ru"), "Frame won by {name}", "Партию выиграл {player}")
    tool.main(["release"])
    capsys.readouterr()

    assert tool.main(["check"]) == 1
    assert "placeholders differ" in capsys.readouterr().out


def test_tr_outside_a_class_is_reported_as_never_translated(
    tool: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    (tool.PACKAGE / "helper.py").write_text(
        'def tr(text: str) -> str:\n    return text\n\n\nLABEL = tr("Frame")\n',
        encoding="utf-8",
    )
    tool.main(["update"])
    capsys.readouterr()

    assert tool.main(["check"]) == 1
    report = capsys.readouterr().out
    assert "strings without a context" in report
    assert ": 'Frame'" in report


def test_translate_through_a_helper_is_reported_as_hidden_from_lupdate(
    tool: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    (tool.PACKAGE / "helper.py").write_text(
        "from PySide6.QtCore import QCoreApplication\n\n\n"
        "def _tr(text: str) -> str:\n"
        '    return QCoreApplication.translate("Sheet", text)\n\n\n'
        'TOTALS = _tr("Totals")\n',
        encoding="utf-8",
    )
    tool.main(["update"])
    translate(tool.ts_path("ru"), "Frame won by {name}", "Партию выиграл {name}")
    tool.main(["release"])
    capsys.readouterr()

    assert tool.main(["check"]) == 1
    report = capsys.readouterr().out
    assert "not a literal string" in report
    assert "ninescore/helper.py:5: QCoreApplication.translate('Sheet', text)" in report


def test_passing_the_translate_function_along_is_not_reported(tool: ModuleType) -> None:
    (tool.PACKAGE / "errors.py").write_text(
        "from PySide6.QtCore import QCoreApplication\n\n\n"
        "def show(error: object) -> str:\n"
        "    return error.describe(QCoreApplication.translate)  # type: ignore[attr-defined]\n",
        encoding="utf-8",
    )
    assert tool.hidden_strings(tool.source_files()) == []


PLURAL_SOURCE = """from PySide6.QtCore import QCoreApplication


def counted(rows: int) -> str:
    return QCoreApplication.translate("Demo", "%n row(s)", None, rows)
"""


def plural_message(ts_file: Path, source: str) -> ET.Element:
    for message in ET.parse(ts_file).getroot().iter("message"):
        if message.findtext("source") == source:
            return message
    raise AssertionError(f"{source!r} is not in {ts_file}")


def test_a_plural_by_name_becomes_a_numerus_entry_and_keeps_its_forms(tool: ModuleType) -> None:
    # lupdate alone would make "%n row(s)" one form ("1 rows" in every language).
    (tool.PACKAGE / "demo.py").write_text(PLURAL_SOURCE, encoding="utf-8")
    assert tool.main(["update"]) == 0
    ru = tool.ts_path("ru")
    message = plural_message(ru, "%n row(s)")
    assert message.get("numerus") == "yes"
    translation = message.find("translation")
    assert translation is not None
    assert len(list(translation.iter("numerusform"))) == 3  # Russian: 1, 2–4, 5+
    english = plural_message(tool.ts_path("en"), "%n row(s)").find("translation")
    assert english is not None and len(list(english.iter("numerusform"))) == 2
    # A translator fills in the three forms, as in Qt Linguist.
    forms = ["%n строка", "%n строки", "%n строк"]
    tree = ET.parse(ru)
    for each in tree.getroot().iter("message"):
        if each.findtext("source") == "%n row(s)":
            found = each.find("translation")
            assert found is not None
            for form, text in zip(found.iter("numerusform"), forms, strict=True):
                form.text = text
            found.attrib.pop("type", None)
    tree.write(ru, encoding="utf-8", xml_declaration=True)
    assert tool.main(["update"]) == 0  # a second lupdate run keeps the three forms
    kept = plural_message(ru, "%n row(s)").find("translation")
    assert kept is not None
    assert [form.text for form in kept.iter("numerusform")] == forms
    assert kept.get("type") is None


def test_a_plural_whose_count_lupdate_cannot_read_is_reported(tool: ModuleType) -> None:
    # Given len(rows) as the count, lupdate drops the whole message from the catalogue.
    (tool.PACKAGE / "demo.py").write_text(
        PLURAL_SOURCE.replace("None, rows)", "None, len([rows]))"), encoding="utf-8"
    )
    found = tool.hidden_strings([tool.PACKAGE / "demo.py"])
    assert len(found) == 1 and "len([rows])" in found[0]
