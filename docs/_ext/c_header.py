"""The C reference: reads ``bindings/c/include/alignment_engine.h`` and writes one page per
object (trees, views, modifiers, ...) with each function and the comment above it as Sphinx
C domain entries (other pages link to them with ``:c:func:``), the header's block comments
as the pages' notes, a page of its types and constants, and its opening comment (the
conventions: ownership, errors, threads, callbacks) as the first page.

The header is the only source: a function without a comment directly above it, or one that
no group below claims, fails the build (``HeaderError``)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from rst import index_page

#: The reference's pages in order: (page name, title, introduction, function name patterns).
#: A function belongs to the first group with a pattern that matches its whole name.
GROUPS: list[tuple[str, str, str, list[str]]] = [
    ("library", "Library and errors", "The version, status names, view types, error messages and the strings the library returns.",
     [r"ae_version", r"ae_status_name", r"ae_view_type_has_children", r"ae_last_error_message", r"ae_string_free"]),
    ("tree", "Trees", "A tree owns its views, guides and measures; build many views in one call.",
     [r"ae_tree_create", r"ae_tree_free", r"ae_tree_get_view_count", r"ae_tree_build", r"ae_tree_define_measure(_batch)?",
      r"ae_tree_set_measure_fixed_size", r"ae_tree_set_pixel_scale"]),
    ("views", "Views", "Leaves and containers: stacks, lazy stacks, scroll views, shapes, images, text, spacers, "
     "measured leaves; children, names, observers, and changing a view in place.",
     [r"ae_view_create_(hstack|vstack|zstack|shape|geometry_reader|image|text|spacer|measured|measured_batch|scroll_view|lazy_hstack|lazy_vstack)",
      r"ae_view_set_(children|id|color|text|spacing|alignment|image_size|measured_fixed_size)", r"ae_view_observe_geometry.*",
      r"ae_view_mark_dirty", r"ae_view_set_line_(limit|spacing)", r"ae_font_get_text_style"]),
    ("text", "Text, Dynamic Type and SF Symbols", "Fonts, weights and the other text modifiers, the Dynamic Type size of a "
     "tree or a subtree, SF Symbols sized from their font, how texts fit (truncated, shrunk), warnings, scaled values.",
     [r"ae_view_(apply|set)_text_modifier", r"ae_view_apply_(dynamic_type_size_range|font)", r"ae_view_set_text_font", r"ae_tree_set_(dynamic_type_size|font)",
      r"ae_view_create_symbol", r"ae_tree_define_symbol", r"ae_tree_get_warnings", r"ae_(view|tree)_get_text_fits?",
      r"ae_text_style_scaled_value", r"ae_font_get_text_style_at"]),
    ("modifiers", "Modifiers", "Each ``ae_view_apply_*`` function wraps a view in a modifier, as a SwiftUI modifier chain "
     "does; each modifier setter changes an applied one in place.",
     [r"ae_view_apply_(?!alignment_guide|grid_|ignores_safe_area|safe_area_|style|labels_hidden|list_row_|list_section_|default_min_list_row_height).*",
      r"ae_view_set_(frame|flexible_frame|padding|offset|layout_priority|fixed_size|aspect_ratio|position)"]),
    ("safe-area", "Safe area", "Views that reach out of the safe area a layout is given, and modifiers that add to it "
     "(SwiftUI's ignoresSafeArea, safeAreaInset, safeAreaPadding).",
     [r"ae_view_apply_(ignores_safe_area|safe_area_inset|safe_area_padding)", r"ae_view_set_(ignores_safe_area|safe_area_padding)"]),
    ("grid", "Grids and ViewThatFits", "SwiftUI's Grid, GridRow, Divider, the grid cell modifiers, ViewThatFits and the "
     "lazy grids (LazyVGrid, LazyHGrid with their grid items).",
     [r"ae_view_create_(grid|grid_row|divider|view_that_fits|lazy_vgrid|lazy_hgrid)", r"ae_view_apply_grid_.*", r"ae_view_set_grid_spacing"]),
    ("rows", "Lazy rows and viewports", "Rows a lazy stack or grid builds on demand (SwiftUI's ForEach), and the "
     "ScrollView viewport that decides which of them exist.",
     [r"ae_view_set_rows", r"ae_view_(set|remove)_viewport", r"ae_view_get_row(_window)?"]),
    ("host-layouts", "Host layouts", "Custom layout containers (SwiftUI's Layout protocol): callbacks size and place the subviews.",
     [r"ae_view_create_layout", r"ae_view_set_layout_spacing", r"ae_view_set_layout_value", r"ae_subviews_.*"]),
    ("controls", "Controls", "SwiftUI's controls (Button, Toggle, List ...), their styles, the platform profile, the "
     "device presets and tap targets.",
     [r"ae_view_create_(button|link|navigation_link|label|toggle|stepper|slider|progress_view|text_field|secure_field|picker|"
      r"labeled_content|list|form|section)",
      r"ae_view_apply_(style|labels_hidden|list_row_insets|list_row_spacing|list_section_spacing|default_min_list_row_height)",
      r"ae_tree_(set|get)_platform.*", r"ae_device_.*", r"ae_view_get_tap_target"]),
    ("layout", "Layout and results", "Laying a tree out; reading its frames, text lines and layout flag.",
     [r"ae_tree_layout.*", r"ae_tree_get_(frames|layout_flag|text_lines|changed_views|layout_number|layout_frames)", r"ae_tree_set_keeps_previous_frames", r"ae_view_get_(frame|outer_frame|text_lines)"]),
    ("guides", "Alignment guides", "Custom guides, explicit guide values, guide callbacks and where a guide lies.",
     [r"ae_tree_(define|find)_guide.*", r"ae_view_apply_alignment_guide.*", r"ae_dimensions_.*",
      r"ae_view_get_guide_position"]),
    ("explanations", "Explanations", "Why views got their frames: the explanation JSON and text traces.",
     [r"ae_tree_explain", r"ae_view_explain", r"ae_document_explain"]),
    ("documents", "Layout documents", "Laying out a JSON layout document (see :doc:`/document`) in one call.",
     [r"ae_document_layout"]),
]


_TOKEN = re.compile(
    r"(?P<comment>/\*.*?\*/)"
    r"|(?P<define>^\#define[ \t]+(?P<macro>AE_\w+)[^\n]*)"
    r"|(?P<directive>^\#[^\n]*)"
    r"|(?P<function>^(?:const[ \t]+)?\w+[ \t]+\**(?P<name>ae_\w+)\((?P<parameters>[^;]*?)\)\s*;)"
    r"|(?P<declaration>^(?:typedef|enum)\b(?:[^;{}]|\{[^{}]*\})*;)"
    r"|(?P<other>^[^\n]+)",
    re.S | re.M,
)
_TYPEDEF_NAME = re.compile(r"^typedef[^{(]*\(\s*\*\s*(\w+)\s*\)|(\w+)\s*;\s*$")
_NAME = re.compile(r"\b(?:ae|AE)_[A-Za-z0-9_*]*[A-Za-z0-9_]\b(?:\*|\(\))?|\bae_\w+\*")


class HeaderError(Exception):
    """The header breaks a rule of the reference: an uncommented or ungrouped function."""


@dataclass(frozen=True)
class Function:
    """One function of the header: its name, declaration and the comment above it."""

    name: str
    declaration: str
    comment: str


@dataclass(frozen=True)
class Declaration:
    """A type or constant of the header: its source text, the type it names (if any) and the
    comment above it."""

    source: str
    type_name: str | None
    comment: str


@dataclass
class Header:
    """What the reference shows of the header, in the header's order."""

    conventions: str
    functions: list[Function] = field(default_factory=list)
    declarations: list[Declaration] = field(default_factory=list)
    #: Block comments that document no single declaration, by the first function after them.
    notes: dict[str, list[str]] = field(default_factory=dict)


def read_header(path: Path) -> Header:
    """Every function, type and constant of the header with its comment."""
    text = path.read_text()
    tokens = list(_TOKEN.finditer(text))
    if not tokens or tokens[0].lastgroup != "comment":
        raise HeaderError(f"{path}: the header must open with its conventions comment")
    header = Header(_comment_text(tokens[0].group()))
    pending: list[str] = []  # block comments waiting for the next function
    missing: list[str] = []
    for index, token in enumerate(tokens[1:], start=1):
        kind = token.lastgroup  # the outer group: comment, define, directive, function, declaration, other
        previous = tokens[index - 1]
        documented = previous.lastgroup == "comment" and text[previous.end() : token.start()].count("\n") <= 1
        comment = _comment_text(previous.group()) if documented else ""
        if kind == "function":
            name = token.group("name")
            if not documented:
                missing.append(name)
            declaration = " ".join(token.group("function").rstrip(";").split())
            header.functions.append(Function(name, declaration.replace("( ", "(").replace(" )", ")"), comment))
            header.notes.setdefault(name, []).extend(pending)
            pending.clear()
        elif kind in ("declaration", "define"):
            source = token.group()
            names = _TYPEDEF_NAME.search(source) if source.startswith("typedef") else None
            type_name = (names.group(1) or names.group(2)) if names else None
            header.declarations.append(Declaration(source, type_name, comment))
        elif kind == "comment":
            following = tokens[index + 1] if index + 1 < len(tokens) else None
            documents_next = (
                following is not None
                and following.lastgroup != "comment"
                and text[token.end() : following.start()].count("\n") <= 1
            )
            separator = "\n" not in token.group() and re.search(r"----|====", token.group())
            if not documents_next and not separator:
                pending.append(_comment_text(token.group()))
    if missing:
        raise HeaderError(f"{path}: functions without a comment directly above them: {', '.join(missing)}")
    return header


def _comment_text(comment: str) -> str:
    """A comment's text without ``/*``, ``*/``, leading stars and ``====`` rules; lines kept."""
    body = comment[3:-2] if comment.startswith("/**") else comment[2:-2]
    lines = [re.sub(r"^\s*\* ?", "", line) for line in body.splitlines()]
    lines = [re.sub(r"\s*[=\-]{4,}\s*$", "", re.sub(r"^\s*[=\-]{4,}\s*", "", line)) for line in lines]
    lines = [re.sub(r" \(issue \d+\)", "", line) for line in lines]
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    common = min((len(line) - len(line.lstrip()) for line in lines if line.strip()), default=0)
    return "\n".join(line[common:].rstrip() for line in lines)


def rst_text(comment: str, functions: set[str]) -> str:
    """A comment as reStructuredText: paragraphs and "- " lists with the header's function
    names linked and other names shown as code; lines indented by two or more spaces (the
    header's code examples) as C code blocks."""
    blocks: list[str] = []
    prose: list[str] = []
    code: list[str] = []

    def flush() -> None:
        if prose:
            blocks.append(_inline(" ".join(line.strip() for line in prose), functions))
            prose.clear()
        if code:
            blocks.append(".. code-block:: c\n\n" + "\n".join("   " + line for line in code))
            code.clear()

    for line in comment.splitlines():
        if not line.strip():
            flush()
        elif line.startswith("  ") and not (prose and prose[0].startswith("- ")):
            if prose:
                flush()
            code.append(line[2:])
        elif line.startswith("- "):
            flush()
            prose.append(line)
        else:
            if code:
                flush()
            prose.append(line)
    flush()
    return "\n\n".join(blocks)


def _inline(text: str, functions: set[str]) -> str:
    """One paragraph as rst: special characters escaped, names linked or shown as code."""
    parts: list[str] = []
    bullet = text.startswith("- ")
    if bullet:
        text = text[2:]
    for piece in re.split(r"(`[^`]+`|" + _NAME.pattern + ")", text):
        if not piece:
            continue
        if piece.startswith("`") and piece.endswith("`"):
            parts.append("``" + piece.strip("`") + "``")
        elif piece.removesuffix("()") in functions:
            parts.append(f":c:func:`{piece.removesuffix('()')}`")
        elif _NAME.fullmatch(piece):
            parts.append(f"``{piece}``")
        else:
            parts.append(re.sub(r"([*_|\\`<>])", r"\\\1", piece))
    return ("- " if bullet else "") + "".join(parts)


def write_reference(header_path: Path, out: Path) -> list[str]:
    """Writes the reference into ``out``: ``index.rst``, ``conventions.rst`` (first),
    ``types.rst`` and one page per group. Returns every function name of the header."""
    header = read_header(header_path)
    names = {f.name for f in header.functions}
    out.mkdir(parents=True, exist_ok=True)
    pages = ["conventions"]
    _write(out / "conventions.rst", "Conventions",
           "The header's opening comment: names, errors, lengths, frames, ownership, threads and callbacks, "
           "which every function follows.", [rst_text(header.conventions, names)])
    claimed: set[str] = set()
    for page, title, introduction, patterns in GROUPS:
        functions = [f for f in header.functions if f.name not in claimed and any(re.fullmatch(p, f.name) for p in patterns)]
        claimed.update(f.name for f in functions)
        sections: list[str] = []
        for function in functions:
            sections.extend(".. note::\n\n" + _indent(rst_text(note, names)) for note in header.notes.get(function.name, []))
            sections.append(f".. c:function:: {function.declaration}\n\n" + _indent(rst_text(function.comment, names)))
        _write(out / f"{page}.rst", title, introduction, sections)
        pages.append(page)
    unclaimed = sorted(names - claimed)
    if unclaimed:
        raise HeaderError(f"functions in no group of the C reference (docs/_ext/c_header.py): {', '.join(unclaimed)}")
    _write(out / "types.rst", "Types and constants", "The header's types, enumerations and constants.",
           [_declaration_rst(d, names) for d in header.declarations])
    pages.append("types")
    (out / "index.rst").write_text(index_page(
        "C reference",
        "Every function of ``bindings/c/include/alignment_engine.h``, grouped by the object it acts on, with the "
        "comment the header gives it. ``#include \"alignment_engine.h\"`` and link with "
        "``pkg-config --cflags --libs alignment_engine``; the C examples are in ``examples/c/``.",
        pages,
    ))
    return sorted(names)


def _declaration_rst(declaration: Declaration, functions: set[str]) -> str:
    code = ".. code-block:: c\n\n" + _indent(declaration.source)
    comment = rst_text(declaration.comment, functions) if declaration.comment else ""
    if declaration.type_name is None:
        return "\n\n".join(part for part in (comment, code) if part)
    return f".. c:type:: {declaration.type_name}\n\n" + _indent("\n\n".join(part for part in (comment, code) if part))


def _write(path: Path, title: str, introduction: str, sections: list[str]) -> None:
    path.write_text(f"{title}\n{'=' * len(title)}\n\n{introduction}\n\n" + "\n\n".join(sections) + "\n")


def _indent(text: str) -> str:
    return "\n".join(("   " + line) if line.strip() else "" for line in text.splitlines())
