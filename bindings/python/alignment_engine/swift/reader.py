"""Reading SwiftUI source: ``read_swift`` parses files once into a ``SwiftSource``, whose
``document`` lays out any of its entry points (a ``#Preview``, a ``PreviewProvider``, a
``View`` struct) with the caller's stand-ins into a ``SwiftDocument``: the layout document,
the assumptions made, and the source of each view. A ``SwiftDocument`` gives the document
for any proposal and direction without reading the source again.
"""

from __future__ import annotations

import gc
import math
import os
import re
import sys
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cached_property, partial
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Mapping, Optional, Sequence, Union

from ..errors import SwiftSourceError
from ..values import _arguments as arguments
from ..values.parameters import EdgeInsets, LayoutDirection, safe_area_insets
from .assumptions import Assumption, Assumptions, StandIns
from .declarations import Declarations, Preview, collect
from .documents import Origin, ViewSource, write_document
from .evaluation import FRAMES_PER_LEVEL, MAX_DEPTH
from .guides import guide_expression
from .inlining import Inliner
from .kinds import Mismatch
from .parsing import parse
from .scope import Scope
from .syntax import SourceLocation, Syntax

__all__ = ["SwiftInput", "SwiftSource", "SwiftDocument", "read_swift", "template_path", "Proposal"]

#: A source file: a path (``Path``, or a string ending in ``.swift`` without a line break),
#: Swift source text, or UTF-8 bytes.
SwiftInput = Union[str, bytes, "os.PathLike[str]"]
#: A proposed length: a number >= 0, ``None`` (unspecified), ``math.inf`` or ``"infinity"``.
Proposal = Union[float, str, None]
#: Safe-area insets: ``EdgeInsets``, ``(top, leading, bottom, trailing)`` or None.
_SafeArea = Union[EdgeInsets, tuple[float, float, float, float], None]


def _is_path(source: SwiftInput) -> bool:
    if isinstance(source, os.PathLike):
        return True
    return isinstance(source, str) and "\n" not in source and source.rstrip().endswith(".swift") and "{" not in source


def read_swift(sources: Union[SwiftInput, Sequence[SwiftInput]]) -> SwiftSource:
    """Parses SwiftUI source: one file or several (paths, source text or bytes; text is named
    ``<source>``, or ``<source 2>``... when there are several). Raises ``SwiftSourceError``
    for a syntax error (with its file, line and column), ``OSError`` for a file that cannot
    be read, ``ImportError`` when the ``swift`` extra is not installed."""
    items = [sources] if isinstance(sources, (str, bytes, bytearray, os.PathLike)) else list(sources)
    if not items:
        raise SwiftSourceError("no source files")
    files: list[tuple[str, Syntax]] = []
    for index, item in enumerate(items):
        if _is_path(item):
            name = os.fspath(item)  # type: ignore[arg-type]
            data = Path(name).read_bytes()
        elif isinstance(item, (bytes, bytearray)):
            name, data = _text_name(index, len(items)), bytes(item)
        elif isinstance(item, str):
            name, data = _text_name(index, len(items)), item.encode("utf-8", errors="surrogatepass")
        else:
            raise arguments.type_error("read_swift(sources)", "", "paths, Swift source text or bytes", item)
        with _collector_paused():
            files.append((name, parse(name, data)))
    return SwiftSource(files)


def _text_name(index: int, count: int) -> str:
    return "<source>" if count == 1 else f"<source {index + 1}>"


@contextmanager
def _collector_paused() -> Iterator[None]:
    """The cyclic garbage collector paused: reading makes tens of thousands of small objects
    that hold no cycles, and full collections over the syntax tree would cost more than the
    reading (they run again as soon as it is done)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


@contextmanager
def _deep_enough(file: str) -> Iterator[None]:
    """Python recursion for ``MAX_DEPTH`` nested expressions; should a construct take more
    frames a level than counted, the recursion error is the source's nesting error."""
    needed = MAX_DEPTH * FRAMES_PER_LEVEL + 2000
    previous = sys.getrecursionlimit()
    if previous < needed:
        sys.setrecursionlimit(needed)
    try:
        yield
    except RecursionError:
        raise SwiftSourceError("the source nests too deep for the reader (views inside views, calls inside calls)", file) from None
    finally:
        if previous < needed:
            sys.setrecursionlimit(previous)


class SwiftSource:
    """Parsed SwiftUI source files and their declarations; ``document`` reads an entry point."""

    def __init__(self, files: list[tuple[str, Syntax]]) -> None:
        """Files as (name, parsed ``source_file``); see ``read_swift``."""
        self.files = [name for name, _ in files]
        self._roots = [root for _, root in files]
        self.declarations: Declarations = collect(self._roots)

    @property
    def views(self) -> list[str]:
        """The ``View`` structs of the files, in order."""
        return list(self.declarations.views)

    @property
    def previews(self) -> list[Optional[str]]:
        """The entry points' names (a ``#Preview``'s title or None, a ``PreviewProvider``'s
        type), in the order of the files."""
        return [preview.name for preview in self.declarations.previews]

    def _entry(self, view: Optional[str], preview: Union[int, str, None]) -> tuple[str, Union[Preview, str]]:
        """What to lay out: (a description, a preview or a view's name)."""
        declarations = self.declarations
        if view is not None and preview is not None:
            raise SwiftSourceError("give a view or a preview, not both")
        if view is not None:
            if view not in declarations.views:
                known = ", ".join(declarations.views) or "none"
                raise SwiftSourceError(f"no View struct named {view!r} in the files (View structs: {known})")
            return f"view {view}", view
        previews = declarations.previews
        if preview is not None:
            if isinstance(preview, int) and not isinstance(preview, bool) or (isinstance(preview, str) and preview.isdigit()):
                number = int(preview)
                if 1 <= number <= len(previews):
                    return f"preview {number}", previews[number - 1]
            for found in previews:
                if found.name == preview:
                    return f"preview {preview!r}", found
            names = ", ".join(repr(item.name) if item.name else f"#{i + 1}" for i, item in enumerate(previews)) or "none"
            raise SwiftSourceError(f"no preview {preview!r} in the files (previews: {names})")
        first_file = self._roots[0].file
        for found in previews:
            if found.syntax.file is first_file:
                return "the first preview", found
        for name in declarations.views:
            if declarations.types[name].syntax.file is first_file:
                return f"view {name}", name
        if previews:
            return "the first preview", previews[0]
        if declarations.views:
            return f"view {declarations.views[0]}", declarations.views[0]
        raise SwiftSourceError("no #Preview, PreviewProvider or View struct to lay out", self.files[0])

    def document(
        self, view: Optional[str] = None, preview: Union[int, str, None] = None, stand_ins: Optional[StandIns] = None,
        geometry: Optional[Mapping[tuple[str, int, int], tuple[float, float]]] = None,
    ) -> SwiftDocument:
        """The layout document of an entry point: ``view`` names a ``View`` struct, ``preview``
        a preview by number (from 1) or name; neither: the first preview of the first file,
        else its first ``View`` struct. ``stand_ins`` choose what stands in for what the
        source does not determine; ``geometry`` the sizes of the GeometryReaders (a layout
        gives them: see ``SwiftDocument.with_geometry``)."""
        stand_ins = stand_ins if stand_ins is not None else StandIns()
        description, entry = self._entry(view, preview)
        assumptions = Assumptions()
        inliner = Inliner(self.declarations, stand_ins, assumptions, geometry)
        with _deep_enough(self.files[0]), _collector_paused():
            if isinstance(entry, str):
                declaration = self.declarations.types[entry]
                views = inliner.expand(declaration, (), declaration.syntax)
                syntax = declaration.syntax
            else:
                views = inliner.entry_views(entry.body)
                syntax = entry.syntax
            guides, guide_sources = _guides(inliner, assumptions)
        fonts = {**inliner.fonts, **{name: dict(metrics) for name, metrics in stand_ins.fonts.items()}}
        written = write_document(views, syntax, assumptions, guides, fonts)
        for key in ("platform", "device"):  # what the source cannot say, before the views
            if getattr(stand_ins, key) is not None:
                root = written.document.pop("root")
                written.document[key] = getattr(stand_ins, key)
                written.document["root"] = root
        return SwiftDocument(
            written.document, assumptions.sorted(self.files), description, written.origins, tuple(guide_sources), written.readers,
            inliner.geometry_unknown, partial(self.document, view, preview, stand_ins),
        )


def _guides(inliner: Inliner, assumptions: Assumptions) -> tuple[list[dict[str, Any]], list[Syntax]]:
    """The custom guides the views use (and those their defaults use), with their
    ``AlignmentID``'s ``defaultValue`` as a document expression, and where each is."""
    made: dict[str, tuple[dict[str, Any], Syntax]] = {}
    while len(made) < len(inliner.guides):
        for name, (axis, type_name) in list(inliner.guides.items()):
            if name in made:
                continue
            default, syntax = _default(inliner, assumptions, name, type_name)
            made[name] = ({"name": name, "axis": axis, "default": default}, syntax)
    return [guide for guide, _ in made.values()], [syntax for _, syntax in made.values()]


def _default(inliner: Inliner, assumptions: Assumptions, name: str, type_name: Optional[str]) -> tuple[str, Syntax]:
    """A custom guide's default expression, and the syntax it comes from."""
    declaration = inliner.declarations.type_named(type_name) if type_name else None
    functions = declaration.static_methods.get("defaultValue") if declaration is not None else None
    if not functions:
        syntax = inliner.declarations.types["HorizontalAlignment" if inliner.guides[name][0] == "horizontal" else "VerticalAlignment"].statics[name].syntax
        assumptions.add(syntax, "guide", f"the AlignmentID of {name} is not in the files: its default is 0")
        return "0", syntax
    function = functions[0]
    parameter = function.parameters[0].name if function.parameters else "d"
    try:
        return guide_expression(function.body, parameter, Scope(inliner.file_scope, owner=declaration), inliner), function.syntax
    except Mismatch as why:
        assumptions.add(function.syntax, "guide", f"defaultValue is not a guide expression of layout documents ({why}): 0")
        return "0", function.syntax


def template_path(path: str, paths: Iterable[str]) -> Optional[str]:
    """The path among ``paths`` of the lazy template (``/0/*/2``) that a row's result path
    (``/0/41/2``) was built from, or None: templates name their rows' index ``*``."""
    for template in paths:
        if "*" in template and re.fullmatch(re.escape(template).replace(r"\*", "[0-9]+"), path):
            return template
    return None


@dataclass(frozen=True)
class SwiftDocument:
    """An entry point read as a layout document: ``document`` (without a proposal; see
    ``for_proposal``), the ``assumptions`` made, which ``entry`` point it is, and the
    ``sources`` of its views in document order (the order of a result's ``views``)."""

    document: dict[str, Any]
    assumptions: tuple[Assumption, ...]
    entry: str
    #: Where each view came from, in document order (``sources`` and ``locate`` read them).
    origins: list[Origin] = field(repr=False)
    #: Where each custom guide's default came from, in the order of ``guides``.
    guide_syntax: tuple[Syntax, ...] = field(repr=False)
    #: The result path of each GeometryReader and its proxy's key.
    readers: dict[str, tuple[str, int, int]] = field(repr=False)
    #: Whether the views read a GeometryReader's size before a layout gave it.
    needs_geometry: bool = False
    _reread: Optional[Callable[..., SwiftDocument]] = field(default=None, repr=False, compare=False)

    @cached_property
    def sources(self) -> tuple[ViewSource, ...]:
        """The source of each view, in document order (the order of a result's ``views``)."""
        return tuple(ViewSource(path, node.location, tuple(call.location for call in calls)) for path, node, calls, _ in self.origins)

    def with_geometry(self, sizes: Mapping[str, tuple[float, float]]) -> SwiftDocument:
        """The entry point read again with the sizes a layout gave its GeometryReaders (by
        result path), without parsing again."""
        if self._reread is None:
            return self
        return self._reread(geometry={self.readers[path]: size for path, size in sizes.items() if path in self.readers})

    def source(self, path: str) -> ViewSource:
        """The source of the view at a result path (``/0/1``; a lazy template's row, such as
        ``/0/41/2``, is its template's ``/0/*/2``); ``KeyError`` if there is none."""
        by_path = {item.path: item for item in self.sources}
        found = by_path.get(path) or by_path.get(template_path(path, by_path) or "")
        if found is None:
            raise KeyError(f"no view at {path!r}")
        return found

    def for_proposal(
        self, width: Proposal = None, height: Proposal = None, direction: Union[LayoutDirection, str] = "ltr", *, safe_area: _SafeArea = None
    ) -> dict[str, Any]:
        """The document for a proposal, a layout direction and the screen's ``safe_area``
        insets (``EdgeInsets`` or ``(top, leading, bottom, trailing)``, each >= 0; None: none),
        which become the document's ``safeArea`` (the views are shared, not copied: a cheap
        call for each configuration); without a proposal (both None), a document with a
        ``device`` is laid out on its screen (``"nil"`` is an unspecified length given)."""
        made = dict(self.document)
        if "device" not in made or width is not None or height is not None:  # "nil": unspecified, given
            made["proposal"] = {"width": _length(width, "width"), "height": _length(height, "height")}
        if LayoutDirection.parse(direction, "direction") == LayoutDirection.right_to_left:
            made["layoutDirection"] = "rightToLeft"
        insets = safe_area_insets(safe_area, "safe_area")
        if insets is not None:
            made["safeArea"] = {"top": insets.top, "leading": insets.leading, "bottom": insets.bottom, "trailing": insets.trailing}
        return made

    def locate(self, json_path: str) -> Optional[SourceLocation]:
        """The source of the view or modifier a JSON path of the document points into
        (``root.children[1].modifiers[0].frame.width``, ``guides[0].default``), or None."""
        guide = re.match(r"guides\[(\d+)\]", json_path)
        if guide is not None:
            index = int(guide.group(1))
            return self.guide_syntax[index].location if index < len(self.guide_syntax) else None
        if not json_path.startswith("root"):
            return None
        path, modifier = "", None
        for name, index in re.findall(r"\.?(\w+)(?:\[(\d+)\])?", json_path[4:]):
            if name == "children" and index:
                path, modifier = f"{path}/{index}", None
            elif name == "modifiers" and index:
                modifier = int(index)
            elif name == "content" and modifier is not None:
                path, modifier = f"{path}/modifiers/{modifier}", None
            elif name == "content":  # a lazy template's row
                path = f"{path.rsplit('/', 1)[0]}/*"
        origin = next((item for item in self.origins if item[0] == (path or "/")), None)
        if origin is None:
            return None
        syntax = origin[3][modifier] if modifier is not None and modifier < len(origin[3]) else origin[1]
        return syntax.location

def _length(value: Proposal, name: str) -> Any:
    if value is None or value == "nil":
        return None
    if value == "infinity" or value == "inf":
        return "infinity"
    length = arguments.real(value, f"proposal {name}", minimum=0, infinite=True)
    return "infinity" if math.isinf(length) else length
