"""The gallery: every layout document of ``examples/documents/`` and of
``Tests/Fixtures/documents/`` on a page of its own, drawn with its explanation (guides,
baselines, padding and spacing), next to its SwiftUI code (generated from the document), the
API it uses, its numbers (every view's frames) and the document itself. Generated on every
build; a document whose picture cannot be made fails it (``GalleryError``)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import alignment_engine
from alignment_engine import layout_document
from alignment_engine.views import View

from swiftui import swiftui_code

#: The gallery's sections: (title, folder in the repository, what its documents are).
SOURCES = [
    ("Examples", "examples/documents", "The seed articles' and Apple's examples; ``scripts/run-example.sh`` lays them out."),
    ("Test documents", "Tests/Fixtures/documents",
     "The reference cases and rule examples the Swift, C and Python suites check against their "
     "``NAME.expected.json``."),
]
_SHAPES = {"Color", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Circle"}
_C_MODIFIER = {
    "environment": "ae_view_apply_layout_direction", "font": "ae_view_apply_font",
    # The text environment modifiers are one C function, by an AE_TEXT_MODIFIER_* value.
    **{name: "ae_view_apply_text_modifier" for name in (
        "fontWeight", "bold", "italic", "monospaced", "monospacedDigit", "fontWidth", "kerning", "tracking", "baselineOffset",
        "minimumScaleFactor", "truncationMode", "allowsTightening", "dynamicTypeSize", "imageScale")},
    **dict.fromkeys(("buttonStyle", "controlSize", "labelStyle", "toggleStyle", "progressViewStyle", "textFieldStyle",
                     "pickerStyle", "listStyle"), "ae_view_apply_style"),
}


class GalleryError(Exception):
    """A gallery item cannot be made: its document does not lay out or draw, or it uses an
    API the gallery cannot link to."""


@dataclass(frozen=True)
class Item:
    """One document of the gallery."""

    name: str
    path: Path
    section: str


def items(repository: Path) -> list[Item]:
    """Every gallery document, in section and name order (names are the pages' names, so
    two documents of the same name fail)."""
    found: dict[str, Item] = {}
    for title, folder, _ in SOURCES:
        for path in sorted((repository / folder).glob("*.json")):
            if path.name.endswith((".expected.json", ".result.json")):
                continue
            if path.stem in found:
                raise GalleryError(f"{folder}/{path.name}: a gallery document is already named {path.stem}")
            found[path.stem] = Item(path.stem, path, title)
    return list(found.values())


@dataclass(frozen=True)
class Links:
    """Where the gallery links the API a document uses: ``python_name`` gives the documented
    full name of an ``alignment_engine`` attribute; ``c_functions`` are the header's
    functions; ``swift_pages`` maps a Swift symbol's readable path
    (``AlignmentEngine/HStack``) to its page's URL path from the site's root (empty when the
    site has no Swift part)."""

    python_name: Callable[[str], str]
    c_functions: set[str]
    swift_pages: dict[str, str]


def write_gallery(repository: Path, out: Path, links: Links) -> list[Item]:
    """Writes ``index.rst``, a page and an SVG picture per document into ``out`` (two folders
    below the site's root)."""
    out.mkdir(parents=True, exist_ok=True)
    all_items = items(repository)
    for item in all_items:
        (out / f"{item.name}.rst").write_text(_page(item, repository, out, links))
    lines = [
        "Gallery", "=======", "",
        "Every layout document of the repository laid out by the engine and drawn with its explanation: "
        "the guides that aligned views (filled marks: explicit values, hollow: defaults), text baselines "
        "(orange), padding and spacing (shaded). Each page shows the SwiftUI code (generated from the "
        "document, in AlignmentEngine's Swift API), the API it uses, every view's frames and the document "
        "(:doc:`/document`). The pictures are made on every build by "
        ":py:meth:`LayoutResult.save_svg(..., explain=True) <alignment_engine.results.result.LayoutResult.save_svg>`.",
        "", ".. toctree::", "   :hidden:", "",
    ]
    lines += [f"   {item.name}" for item in all_items]
    for title, folder, description in SOURCES:
        lines += ["", title, "-" * len(title), "", f"``{folder}/``: {description}", "", ".. container:: gallery-grid", ""]
        for item in (i for i in all_items if i.section == title):
            lines += [
                f"   .. figure:: {item.name}.svg",
                f"      :target: {item.name}.html",
                f"      :alt: {item.name}",
                "",
                f"      :doc:`{item.name}`",
                "",
            ]
    (out / "index.rst").write_text("\n".join(lines) + "\n")
    return all_items


def _page(item: Item, repository: Path, out: Path, links: Links) -> str:
    relative = item.path.relative_to(repository).as_posix()
    try:
        document = json.loads(item.path.read_text())
        result = layout_document(item.path)
        result.save_svg(out / f"{item.name}.svg", explain=True)
    except Exception as error:  # any failure to lay out or draw fails the build, naming the document
        raise GalleryError(f"{relative}: its picture cannot be made: {error}") from error
    code = swiftui_code(document)
    lines = [
        item.name, "=" * len(item.name), "",
        f"``{relative}``, laid out to {_number(result.size.width)} × {_number(result.size.height)} points.", "",
        f".. image:: {item.name}.svg", f"   :width: {_display_width(out / f'{item.name}.svg')}px",
        f"   :alt: {item.name} drawn with its explanation", "",
        "SwiftUI", "-------", "", ".. code-block:: swift", "",
        *("   " + line if line else "" for line in code.splitlines()), "",
        "API used", "--------", "", *_api_lines(document, links), "",
        "Numbers", "-------", "",
        "Every view's frame (the view inside its modifiers) and outer frame (with its modifiers, as its "
        "parent placed it), in the root's coordinate space: ``x, y, width, height``.", "",
        ".. list-table::", "   :header-rows: 1", "",
        "   * - path", "     - id", "     - type", "     - frame", "     - outer frame",
    ]
    for view in result.views:
        lines += [
            f"   * - ``{view.path}``", f"     - {_literal(view.id)}", f"     - {view.type}",
            f"     - {_rect(view.frame)}", f"     - {_rect(view.outer_frame)}",
        ]
    lines += ["", "Document", "--------", "", ".. code-block:: json", ""]
    lines += ["   " + line if line else "" for line in item.path.read_text().splitlines()]
    return "\n".join(lines) + "\n"


def _api_lines(document: dict[str, Any], links: Links) -> list[str]:
    """The views and modifiers the document uses, each linked to its Swift, Python and C API."""
    types: dict[str, None] = {}
    modifiers: dict[str, None] = {}

    def walk(view: dict[str, Any]) -> None:
        types[view["type"]] = None
        for modifier in view.get("modifiers", []):
            for name, value in modifier.items():
                modifiers[name] = None
                if isinstance(value, dict) and "content" in value:
                    walk(value["content"])
        for child in view.get("children", []):
            walk(child)
        for slot in ("title", "icon", "label", "header", "footer"):  # a control's views
            if isinstance(view.get(slot), dict):
                walk(view[slot])

    walk(document["root"])
    lines = []
    for kind in types:
        if not hasattr(alignment_engine, kind):
            raise GalleryError(f"view type {kind} has no Python class alignment_engine.{kind}")
        c_name = "ae_view_create_shape" if kind in _SHAPES else "ae_view_create_" + _snake(kind)
        lines.append(
            f"- ``{kind}``: {_swift_link(f'AlignmentEngine/{kind}', kind, links)}"
            f"Python :py:class:`{kind} <{links.python_name(kind)}>`, C {_c_link(c_name, links)}"
        )
    for name in modifiers:
        method = _snake(name)
        if not hasattr(View, method):
            raise GalleryError(f"modifier {name} has no Python method View.{method}")
        c_name = _C_MODIFIER.get(name) or next(
            (candidate for candidate in (f"ae_view_apply_{method}", f"ae_view_{method}") if candidate in links.c_functions),
            None,
        )
        lines.append(
            f"- ``.{name}``: {_swift_link(f'AlignmentEngine/View/{name}(', f'View.{name}', links)}"
            f"Python :py:meth:`View.{method} <{links.python_name('View')}.{method}>`, C {_c_link(c_name, links)}"
        )
    if document.get("guides"):
        lines.append(
            f"- custom guides: {_swift_link('AlignmentEngine/AlignmentID', 'AlignmentID', links)}"
            f"Python :py:class:`HorizontalAlignment <{links.python_name('HorizontalAlignment')}>` / "
            f":py:class:`VerticalAlignment <{links.python_name('VerticalAlignment')}>`, C "
            + _c_link("ae_tree_define_guide", links)
        )
    return lines


def _swift_link(symbol: str, text: str, links: Links) -> str:
    """"Swift NAME, " linked to the first Swift page whose symbol is ``symbol`` or, for a
    prefix ending in ``(``, starts with it and takes arguments; "" without a Swift part."""
    if not links.swift_pages:
        return ""
    matches = [
        url for path, url in links.swift_pages.items()
        if path == symbol or (symbol.endswith("(") and path.startswith(symbol) and not path.endswith("()"))
    ]
    if not matches:
        raise GalleryError(f"no Swift page for {symbol}")
    return f"Swift `{text} <../..{matches[0]}>`__, "


def _display_width(picture: Path) -> int:
    """Twice the picture's own width (the pictures are drawn at one pixel per point), at most 720."""
    width = re.search(r'<svg[^>]*\bwidth="([0-9.]+)', picture.read_text())
    if width is None:
        raise GalleryError(f"{picture.name}: an SVG picture without a width")
    return min(720, round(2 * float(width.group(1))))


def _c_link(name: str | None, links: Links) -> str:
    if name is None or name not in links.c_functions:
        raise GalleryError(f"no C function {name} in the header")
    return f":c:func:`{name}`"


def _snake(name: str) -> str:
    return re.sub(r"(?<=[a-z])([A-Z])", r"_\1", name).lower()


def _number(value: float) -> str:
    return f"{value:g}"


def _rect(rect: Any) -> str:
    return ", ".join(_number(value) for value in rect)


def _literal(text: str | None) -> str:
    return f"``{text}``" if text else ""
