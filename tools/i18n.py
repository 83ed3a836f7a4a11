#!/usr/bin/env python3
"""Keep ninescore's translations in step with the code.

    python3 tools/i18n.py update    # collect the strings from ninescore/**/*.py into the .ts files
    python3 tools/i18n.py release   # compile the .ts files into the .qm files the program loads
                                    # (and those into their Qt resource module)
    python3 tools/i18n.py check     # CI: fail if the .ts or .qm files lag behind the code,
                                    # or a translate()/tr() call hides its text from lupdate

Workflow after changing user-visible strings: ``update``, translate the new entries in
``resources/i18n/ninescore_ru.ts`` (Qt Linguist, or any editor: fill in the
<translation> and remove ``type="unfinished"``), ``release``, commit the .ts and .qm files.

The .qm files are committed, so that building ninescore needs no Qt Linguist tools, and
``check`` proves they are current; like every file of ``resources/`` they reach the program
through the Qt resource module tools/compile_resources.py makes of their folder.

Russian conventions (keep them when translating new strings): rule citations read «п. 7»,
«п. 5e» with a no-break space (the Russian rules text says "см. п. 5"), never "R7"; the terms are
those of the Russian rules (партия, начальный удар / разбой, удар «с руки», пуш-аут, нарушение,
биток, прицельный шар, серия, выскочивший шар, девятка); sentences about a player use the present
tense ("{name} забивает 3"), which in Russian does not depend on the player's gender.

Source locations are not stored in the .ts files (``-locations none``) so that moving code around
does not rewrite them: a .ts diff then always means a string was added, changed or translated.
"""

from __future__ import annotations

import argparse
import ast
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import compile_resources  # tools/, the script's own folder

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "ninescore"
I18N_DIR = ROOT / "resources" / "i18n"
# Where the compiled resources go: generated code, not strings to translate.
COMPILED = PACKAGE / "resources_rc"
# English is the source language; its .ts only matters for plural forms ("%n frame(s)").
LANGUAGES = {"ru": "ru_RU", "en": "en_US"}
COMPLETE_LANGUAGE = "ru"

# Placeholders the code fills in after translating: {name} for str.format, %1 for QString.arg,
# %n for plurals, %(name)s and %s for argparse. A translation that loses or renames one breaks or
# garbles the message.
_PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%L?\d+|%n|%\([A-Za-z_]+\)[sdr]|%[sdr]")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    numerus: bool

    def describe(self) -> str:
        extra = f" [{self.comment}]" if self.comment else ""
        return f"{self.context}: {self.source!r}{extra}"


@dataclass(frozen=True)
class Entry:
    message: Message
    unfinished: bool
    translations: tuple[str, ...]


def ts_path(lang: str) -> Path:
    return I18N_DIR / f"ninescore_{lang}.ts"


def qm_path(lang: str) -> Path:
    return I18N_DIR / f"ninescore_{lang}.qm"


def source_files() -> list[Path]:
    return sorted(
        p
        for p in PACKAGE.rglob("*.py")
        if "__pycache__" not in p.parts and not p.is_relative_to(COMPILED)
    )


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        sys.exit(f"{name} not found: it comes with PySide6-Essentials (pip install -e '.[dev]').")
    return found


PLURAL_FORMS = {"ru": 3, "en": 2}
"""How many plural forms each language's catalogue holds (Russian: 1, 2–4, 5+; English: 1, 2+)."""


def _message_key(context: str, message: ET.Element) -> tuple[str, str, str]:
    return (context, message.findtext("source") or "", message.findtext("comment") or "")


def _plural_forms(ts_file: Path) -> dict[tuple[str, str, str], tuple[list[str], bool]]:
    """The plural entries of ``ts_file`` already translated: their forms and unfinished flag."""
    found: dict[tuple[str, str, str], tuple[list[str], bool]] = {}
    if not ts_file.exists():
        return found
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if message.get("numerus") == "yes" and translation is not None:
                forms = [form.text or "" for form in translation.iter("numerusform")]
                found[_message_key(name, message)] = (
                    forms,
                    translation.get("type") == "unfinished",
                )
    return found


def mark_plurals(
    ts_file: Path, lang: str, kept: dict[tuple[str, str, str], tuple[list[str], bool]]
) -> None:
    """Make every message whose source has ``%n`` a plural one, keeping its forms.

    lupdate's Python parser marks ``translate(context, text, None, n)`` as a plural only when
    ``n`` is a number literal, never a name, so the plurals of ``QCoreApplication.translate``
    and of ``describe``'s ``_tr`` alias would reach the catalogue as one form ("1 matches").
    A ``%n`` in the source is what makes a plural, so it is what is marked here, after every
    lupdate run (``update`` and ``check`` alike), and the forms translated before are put back.
    """
    tree = ET.parse(ts_file)
    changed = False
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            if "%n" not in (message.findtext("source") or "") or message.get("numerus") == "yes":
                continue
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            if translation.get("type") in ("obsolete", "vanished"):
                continue
            forms, unfinished = kept.get(
                _message_key(name, message), ([""] * PLURAL_FORMS[lang], True)
            )
            forms = (forms + [""] * PLURAL_FORMS[lang])[: PLURAL_FORMS[lang]]
            message.set("numerus", "yes")
            translation.text = None
            for child in list(translation):
                translation.remove(child)
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form
            if unfinished or not all(forms):
                translation.set("type", "unfinished")
            else:
                translation.attrib.pop("type", None)
            changed = True
    if changed:
        ET.indent(tree, space="    ")
        body = ET.tostring(tree.getroot(), encoding="unicode")
        ts_file.write_text(
            '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
            encoding="utf-8",
        )


def run_lupdate(ts_files: dict[str, Path]) -> None:
    """Merge the code's strings into ``ts_files`` (lang → path), dropping vanished ones."""
    kept = {lang: _plural_forms(ts_file) for lang, ts_file in ts_files.items()}
    with tempfile.TemporaryDirectory() as tmp:
        file_list = Path(tmp) / "sources.lst"
        file_list.write_text("\n".join(str(p) for p in source_files()) + "\n", encoding="utf-8")
        for lang, ts_file in ts_files.items():
            done = subprocess.run(
                [
                    _tool("pyside6-lupdate"),
                    "-silent",
                    "-no-obsolete",
                    "-locations",
                    "none",
                    # ninescore.describe translates through one function, _tr, shaped like
                    # QCoreApplication.translate (see ninescore/describe/_translation.py).
                    "-tr-function-alias",
                    "translate+=_tr",
                    "-source-language",
                    "en_US",
                    "-target-language",
                    LANGUAGES[lang],
                    f"@{file_list}",
                    "-ts",
                    str(ts_file),
                ],
                check=True,
                stderr=subprocess.PIPE,
                text=True,
            )
            # lupdate says it "removed plural forms" each time it reads a plural the Python
            # parser cannot see as one; mark_plurals puts them back, so that is no news.
            for line in done.stderr.splitlines():
                if not line.startswith(("Removed plural forms", "If this sounds wrong")):
                    print(line, file=sys.stderr)
            mark_plurals(ts_file, lang, kept[lang])


def run_lrelease(ts_file: Path, qm_file: Path) -> None:
    subprocess.run(
        [_tool("pyside6-lrelease"), "-silent", str(ts_file), "-qm", str(qm_file)], check=True
    )


def read_entries(ts_file: Path) -> list[Entry]:
    entries = []
    for context in ET.parse(ts_file).getroot().iter("context"):
        context_name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type", "") if translation is not None else "unfinished"
            if kind in ("obsolete", "vanished"):
                continue
            forms: tuple[str, ...]
            if translation is None:
                forms = ()
            elif message.get("numerus") == "yes":
                forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            entries.append(
                Entry(
                    Message(
                        context=context_name,
                        source=message.findtext("source") or "",
                        comment=message.findtext("comment") or "",
                        numerus=message.get("numerus") == "yes",
                    ),
                    unfinished=kind == "unfinished",
                    translations=forms,
                )
            )
    return entries


def update() -> int:
    I18N_DIR.mkdir(parents=True, exist_ok=True)
    run_lupdate({lang: ts_path(lang) for lang in LANGUAGES})
    for lang in LANGUAGES:
        todo = [e for e in read_entries(ts_path(lang)) if _needs_translation(lang, e)]
        print(f"{ts_path(lang).relative_to(ROOT)}: {len(todo)} entries to translate")
    return 0


def release() -> int:
    for lang in LANGUAGES:
        run_lrelease(ts_path(lang), qm_path(lang))
        print(f"wrote {qm_path(lang).relative_to(ROOT)}")
    module = compile_resources.compile_folder(I18N_DIR, COMPILED)
    print(f"wrote {module.relative_to(ROOT)}")
    return 0


def _needs_translation(lang: str, entry: Entry) -> bool:
    if lang == COMPLETE_LANGUAGE or entry.message.numerus:
        return entry.unfinished or not entry.translations or not all(entry.translations)
    return False


def _placeholder_problems(entry: Entry) -> list[str]:
    wanted = sorted(set(_PLACEHOLDER.findall(entry.message.source)))
    problems = []
    for form in entry.translations:
        found = sorted(set(_PLACEHOLDER.findall(form)))
        # A plural form may leave out %n ("один шар" for n == 1); anything else must match.
        if [p for p in found if p != "%n"] != [p for p in wanted if p != "%n"]:
            problems.append(f"{entry.message.describe()}: placeholders {found} ≠ {wanted}")
    return problems


def _literal_strings(args: list[ast.expr], count: int) -> bool:
    return (
        len(args) >= count
        and all(
            isinstance(arg, ast.Constant) and isinstance(arg.value, str) for arg in args[:count]
        )
        and _readable_count(args, count + 1)
    )


def _readable_count(args: list[ast.expr], text_args: int) -> bool:
    """A plural's count lupdate can read: a plain name or a number.  Given anything else as
    the count (``len(rows)``, ``stats.reracks``), lupdate drops the whole message."""
    if len(args) <= text_args:
        return True
    count = args[text_args]
    return isinstance(count, ast.Name) or (
        isinstance(count, ast.Constant) and isinstance(count.value, int)
    )


def hidden_strings(files: Iterable[Path]) -> list[str]:
    """Translation calls lupdate cannot read: a variable or f-string as context or text, or a
    plural's count that is not a plain name (lupdate then drops the message altogether).

    ``QCoreApplication.translate("Ctx", text)`` inside a helper such as ``def _tr(text)`` is
    looked up at run time, but lupdate never sees the literal passed to the helper, so that
    string is missing from the .ts and stays English. Passing the translate function itself
    along (``error.describe(QCoreApplication.translate)``) is fine: it is not a call here.
    """
    found = []
    for path in files:
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        except (SyntaxError, UnicodeDecodeError):
            continue  # not ours to judge: ruff and the tests report broken files
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            if isinstance(func, ast.Name) and func.id == "_tr":
                wanted = 2  # ninescore.describe's one door to translation, read by lupdate too
            elif not isinstance(func, ast.Attribute):
                continue
            elif func.attr == "translate" and isinstance(func.value, ast.Name):
                if not func.value.id.endswith("Application"):
                    continue
                wanted = 2
            elif func.attr == "tr":
                wanted = 1
            else:
                continue
            if not _literal_strings(node.args, wanted):
                where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
                found.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
    return found


def _report(title: str, lines: Iterable[str]) -> bool:
    lines = list(lines)
    if lines:
        print(f"{title}:")
        for line in lines:
            print(f"  - {line}")
    return bool(lines)


def check() -> int:
    failed = _report(
        "translation calls whose context or text is not a literal string, so their strings "
        "never reach the .ts (call QCoreApplication.translate / self.tr with literals at "
        "each place, not through a helper)",
        hidden_strings(source_files()),
    )
    with tempfile.TemporaryDirectory() as tmp:
        fresh = {}
        for lang in LANGUAGES:
            if not ts_path(lang).exists():
                print(f"{ts_path(lang).relative_to(ROOT)} is missing: run tools/i18n.py update")
                return 1
            fresh[lang] = Path(tmp) / ts_path(lang).name
            shutil.copyfile(ts_path(lang), fresh[lang])
        run_lupdate(fresh)

        reported_diffs: list[tuple[set[Message], set[Message]]] = []
        for lang in LANGUAGES:
            name = ts_path(lang).relative_to(ROOT)
            committed = {e.message for e in read_entries(ts_path(lang))}
            current = {e.message for e in read_entries(fresh[lang])}
            diff = (current - committed, committed - current)
            if any(diff) and diff in reported_diffs:
                # Both .ts files usually lag behind in the same way: say it once.
                print(f"{name}: the same strings are missing or stale")
                failed = True
            else:
                reported_diffs.append(diff)
                failed |= _report(
                    f"{name}: strings in the code but not in the .ts (run tools/i18n.py update)",
                    (m.describe() for m in sorted(diff[0], key=Message.describe)),
                )
                failed |= _report(
                    f"{name}: strings the code no longer has (run tools/i18n.py update)",
                    (m.describe() for m in sorted(diff[1], key=Message.describe)),
                )

            entries = read_entries(ts_path(lang))
            # A tr() outside a class, or a context that is not a literal, gets context "" from
            # lupdate while the program looks the string up under another: it never translates.
            failed |= _report(
                f"{name}: strings without a context, never translated at run time (use "
                'QCoreApplication.translate("Context", "text") with literal arguments)',
                (
                    e.message.describe()
                    for e in entries
                    if not e.message.context and lang == COMPLETE_LANGUAGE
                ),
            )
            failed |= _report(
                f"{name}: untranslated entries",
                (e.message.describe() for e in entries if _needs_translation(lang, e)),
            )
            failed |= _report(
                f"{name}: translations whose placeholders differ from the source",
                (p for e in entries if e.translations and any(e.translations)
                 for p in _placeholder_problems(e)),
            )  # fmt: skip

            built = Path(tmp) / qm_path(lang).name
            run_lrelease(ts_path(lang), built)
            if not qm_path(lang).exists() or qm_path(lang).read_bytes() != built.read_bytes():
                failed |= _report(
                    f"{qm_path(lang).relative_to(ROOT)}",
                    ["is not the compiled current .ts (run tools/i18n.py release)"],
                )
    if not failed:
        print("translations: all strings present, ru complete, .qm files current")
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["update", "release", "check"])
    args = parser.parse_args(argv)
    return {"update": update, "release": release, "check": check}[args.command]()


if __name__ == "__main__":
    sys.exit(main())
