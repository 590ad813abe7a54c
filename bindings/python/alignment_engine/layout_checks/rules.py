"""The layout rules a sweep checks: what SwiftUI developers find late on small phones, at
large text sizes and right to left.

Each rule reads one laid-out document: the document (for what the views are and which
modifiers they carry) and its result JSON (their frames), joined by the result's paths.

- ``truncation``: a Text truncated, shrunk below ``min-scale``, or taller than its frame;
- ``overflow``: a view outside its parent's frame, or off the screen, except where SwiftUI
  draws outside on purpose (an offset or position, overlay and background content, a
  ScrollView's content);
- ``overlap``: siblings that overlap outside a ZStack, an overlay or a background;
- ``tap-target``: a control people tap (Button, Toggle, Link, ...) smaller than
  ``min-width`` x ``min-height`` (Apple's 44 x 44 points: HIG, Accessibility, "Offer
  sufficiently sized controls").
"""

from __future__ import annotations

import re

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, Mapping

__all__ = ["RULES", "TAP_TARGETS", "ViewFinding", "LaidOutView", "check_layout", "laid_out_views"]

#: The rules, in the order findings are reported.
RULES = ("truncation", "overflow", "overlap", "tap-target")

#: The view types people tap: SwiftUI's controls whose whole frame is the tap target.
TAP_TARGETS = frozenset({
    "Button", "Toggle", "Link", "NavigationLink", "ShareLink", "Menu", "Picker", "Stepper",
    "Slider", "TextField", "SecureField",
})

#: The fields of a control that hold views (a Label's title and icon, a Picker's label, a
#: Section's header and footer): its children, with the field's name as their path's last step.
_SLOTS = ("title", "icon", "label", "header", "footer")
#: Containers whose children lie on top of each other by design.
_STACKED = frozenset({"ZStack", "GeometryReader"})
#: Modifiers that move a view where its parent did not put it, or let it reach past its
#: frame into the safe area.
_MOVING = ("offset", "position", "ignoresSafeArea")
#: Modifiers whose content is drawn over or under the view, and may exceed it.
_CONTENT_MODIFIERS = frozenset({"overlay", "background"})


@dataclass(frozen=True)
class ViewFinding:
    """One rule broken by one view of one layout: the rule's name, the view's document path,
    a short name of the view (``Button 'save'``) and what is wrong, with numbers."""

    rule: str
    path: str
    view: str
    message: str


@dataclass(frozen=True)
class _Box:
    x: float
    y: float
    width: float
    height: float

    @classmethod
    def of(cls, frame: Mapping[str, Any]) -> "_Box":
        return cls(*(float(frame[k]) for k in ("x", "y", "width", "height")))

    @property
    def max_x(self) -> float:
        return self.x + self.width

    @property
    def max_y(self) -> float:
        return self.y + self.height

    @property
    def is_empty(self) -> bool:
        return self.width <= 0 or self.height <= 0

    def beyond(self, container: "_Box") -> dict[str, float]:
        """How far the box reaches past each edge of ``container`` (only edges it passes)."""
        reach = {
            "leading": container.x - self.x,
            "top": container.y - self.y,
            "trailing": self.max_x - container.max_x,
            "bottom": self.max_y - container.max_y,
        }
        return {edge: amount for edge, amount in reach.items() if amount > 0}

    def overlap(self, other: "_Box") -> tuple[float, float]:
        """The width and height of the intersection with ``other`` (0 when they do not meet)."""
        width = min(self.max_x, other.max_x) - max(self.x, other.x)
        height = min(self.max_y, other.max_y) - max(self.y, other.y)
        return max(width, 0.0), max(height, 0.0)


@dataclass(frozen=True)
class LaidOutView:
    """A view of a laid-out document: its path, document object, result entry, frames,
    the path of the view that holds it, and whether it is modifier content."""

    path: str
    spec: Mapping[str, Any]
    entry: Mapping[str, Any]
    parent: str | None
    is_content: bool

    @property
    def type(self) -> str:
        """The view's type (``Text``, ``Button`` ...)."""
        return str(self.entry.get("type", self.spec.get("type", "?")))

    @property
    def frame(self) -> _Box:
        """The view itself, inside its modifiers."""
        return _Box.of(self.entry["frame"])

    @property
    def outer_frame(self) -> _Box:
        """The view with its modifiers, as its parent placed it."""
        return _Box.of(self.entry["outerFrame"])

    @property
    def tap_target(self) -> _Box:
        """The frame people tap: the result's ``tapTarget`` (a Toggle's switch, a Stepper's
        buttons, the List row of a Button in a row), or the view with its modifiers."""
        target = self.entry.get("tapTarget")
        return _Box.of(target) if isinstance(target, Mapping) else self.outer_frame

    @property
    def name(self) -> str:
        """``Button 'save'``, or the type alone for a view without an id."""
        view_id = self.entry.get("id")
        return f"{self.type} '{view_id}'" if view_id else self.type

    def modifier_names(self) -> list[str]:
        """The names of the view's modifiers, in order."""
        names: list[str] = []
        for modifier in self.spec.get("modifiers", ()):
            if isinstance(modifier, Mapping):
                names.extend(modifier)
        return names

    @property
    def moves(self) -> bool:
        """Whether an offset or a position moves the view from where its parent put it, or
        ``ignoresSafeArea`` lets it reach past its frame."""
        return any(name in _MOVING for name in self.modifier_names())

    @property
    def draws_nothing(self) -> bool:
        """Whether the view is invisible wherever it lies (``Color.clear``)."""
        return self.type == "Color" and self.spec.get("color") == "clear"


def _children(spec: Mapping[str, Any]) -> list[Any]:
    children = spec.get("children", [])
    return list(children) if isinstance(children, list) else []


def laid_out_views(document: Mapping[str, Any], result: Mapping[str, Any]) -> dict[str, LaidOutView]:
    """Every view of ``document`` that ``result`` (its result JSON, with paths) laid out, by
    path. Walks the document with a work stack, so any depth is fine."""
    entries = {entry["path"]: entry for entry in result.get("views", ()) if "path" in entry}
    views: dict[str, LaidOutView] = {}
    stack: list[tuple[str, Mapping[str, Any], str | None, bool]] = [("/", document["root"], None, False)]
    while stack:
        path, spec, parent, is_content = stack.pop()
        entry = entries.get(path)
        if entry is None:
            continue
        views[path] = LaidOutView(path, spec, entry, parent, is_content)
        prefix = "" if path == "/" else path
        for k, modifier in enumerate(spec.get("modifiers", ())):
            if isinstance(modifier, Mapping):
                for name, value in modifier.items():
                    if name in _CONTENT_MODIFIERS and isinstance(value, Mapping) and isinstance(value.get("content"), Mapping):
                        stack.append((f"{prefix}/modifiers/{k}", value["content"], path, True))
        children = _children(spec)
        if len(children) == 1 and isinstance(children[0], Mapping) and children[0].get("type") == "ForEach":
            # A lazy template (document-extensions.md, "Lazy rows"): every row built is its content.
            content = children[0].get("content")
            if isinstance(content, Mapping):
                stack.extend((row, content, path, False) for row in _rows(entries, prefix))
            children = []
        for index, child in enumerate(children):
            if isinstance(child, Mapping):
                stack.append((f"{prefix}/{index}", child, path, False))
        for slot in _SLOTS:  # a control's label, header... views (document-extensions.md, "Controls")
            if isinstance(spec.get(slot), Mapping):
                stack.append((f"{prefix}/{slot}", spec[slot], path, False))
    return views


def _rows(entries: Mapping[str, Any], prefix: str) -> list[str]:
    """The result paths of the rows laid out below the view at ``prefix`` (its children)."""
    row = re.compile(re.escape(prefix) + r"/\d+")
    return [path for path in entries if row.fullmatch(path)]


def _scrolls(view: LaidOutView, views: Mapping[str, LaidOutView]) -> bool:
    """Whether the view is a ScrollView's content, or inside it."""
    parent = view.parent
    while parent is not None:
        if views[parent].type == "ScrollView":
            return True
        parent = views[parent].parent
    return False


def _moved(view: LaidOutView, views: Mapping[str, LaidOutView]) -> bool:
    """Whether the view or a view above it is moved by an offset or position, or is the
    content of an overlay or background (drawn where it is on purpose)."""
    current: LaidOutView | None = view
    while current is not None:
        if current.moves or current.is_content:
            return True
        current = views[current.parent] if current.parent is not None else None
    return False


#: The names of the edges of ``_Box.beyond`` as a right-to-left layout reads them: its
#: leading edge is the right one.
_RIGHT_TO_LEFT_EDGES = {"leading": "trailing", "trailing": "leading"}
#: The order a message names edges in.
_EDGE_ORDER = ("leading", "top", "trailing", "bottom")


def _edges(reach: Mapping[str, float], right_to_left: bool) -> str:
    """The edges passed, named in the layout's direction (``beyond`` names them left to right)."""
    names = _RIGHT_TO_LEFT_EDGES if right_to_left else {}
    named = sorted(((names.get(edge, edge), amount) for edge, amount in reach.items()), key=lambda item: _EDGE_ORDER.index(item[0]))
    return ", ".join(f"{amount:g} pt past its {edge} edge" for edge, amount in named)


def _truncation(views: Mapping[str, LaidOutView], options: Mapping[str, Any]) -> Iterator[ViewFinding]:
    min_scale = float(options.get("min-scale", 1.0))
    for view in views.values():
        if view.type != "Text":
            continue
        entry = view.entry
        text = str(view.spec.get("text", ""))
        shown = f"'{text[:40]}{'…' if len(text) > 40 else ''}'"
        if entry.get("truncated"):
            yield ViewFinding("truncation", view.path, view.name, f"Text {shown} is truncated")
        scale = entry.get("scale")
        if isinstance(scale, (int, float)) and scale < min_scale:
            yield ViewFinding("truncation", view.path, view.name,
                              f"Text {shown} is shrunk to {scale:g} of its size (below {min_scale:g})")
        frame, outer = view.frame, view.outer_frame
        if frame.height > outer.height + 0.5:
            yield ViewFinding("truncation", view.path, view.name,
                              f"Text {shown} is {frame.height - outer.height:g} pt taller than its frame ({outer.height:g} pt)")


def _screen(document: Mapping[str, Any], views: Mapping[str, LaidOutView]) -> _Box | None:
    """The screen: the document's proposal where it gives a finite length, else the root's
    outer frame on that axis."""
    root = views.get("/")
    if root is None:
        return None
    proposal = document.get("proposal") or {}
    frame = root.outer_frame

    def length(key: str, fallback: float) -> float:
        value = proposal.get(key)
        return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) and value != float("inf") else fallback

    return _Box(0.0, 0.0, length("width", frame.max_x), length("height", frame.max_y))


def _overflow(views: Mapping[str, LaidOutView], options: Mapping[str, Any], screen: _Box | None, right_to_left: bool) -> Iterator[ViewFinding]:
    tolerance = float(options.get("tolerance", 0.5))
    children: dict[str, list[LaidOutView]] = {}
    for view in views.values():
        if view.parent is not None and not view.is_content:
            children.setdefault(view.parent, []).append(view)
    for view in views.values():
        if view.frame.is_empty or view.draws_nothing or _moved(view, views):
            continue
        reach = {edge: amount for edge, amount in view.frame.beyond(view.outer_frame).items() if amount > tolerance}
        if view.type == "Text":  # a text taller than its frame is the truncation rule's
            reach = {edge: amount for edge, amount in reach.items() if edge in ("leading", "trailing")}
        if reach:
            yield ViewFinding("overflow", view.path, view.name, f"{view.name} overflows its own frame: {_edges(reach, right_to_left)}")
            continue
        if _scrolls(view, views):
            continue
        parent = views[view.parent] if view.parent is not None else None
        reach = {}
        if parent is not None and parent.type not in _STACKED and not parent.frame.is_empty:
            reach = {edge: amount for edge, amount in view.outer_frame.beyond(parent.frame).items() if amount > tolerance}
        if reach:
            yield ViewFinding("overflow", view.path, view.name, f"{view.name} overflows its parent {parent.name}: {_edges(reach, right_to_left)}")
        elif screen is not None and (parent is None or not _off_screen(parent, screen, tolerance)):
            reach = {edge: amount for edge, amount in view.outer_frame.beyond(screen).items() if amount > tolerance}
            if reach:
                view = _cause(view, reach, children, tolerance, screen)
                yield ViewFinding("overflow", view.path, view.name, f"{view.name} is off the screen: {_edges(reach, right_to_left)}")


def _cause(view: LaidOutView, reach: Mapping[str, float], children: Mapping[str, list[LaidOutView]], tolerance: float, screen: _Box) -> LaidOutView:
    """The view that takes ``view`` off the screen: down while exactly one child spans the
    view on the axis it passes the screen on and passes every edge it passes (a 400-point
    banner makes its stack 400 wide: the banner is reported, not the stack; where several
    children span it, the view that holds them is reported)."""
    horizontal = any(edge in ("leading", "trailing") for edge in reach)
    vertical = any(edge in ("top", "bottom") for edge in reach)
    while True:
        frame = view.frame
        passing = [
            child for child in children.get(view.path, ())
            if not child.frame.is_empty and not child.moves
            and (not horizontal or child.outer_frame.width >= frame.width - tolerance)
            and (not vertical or child.outer_frame.height >= frame.height - tolerance)
            and all(child.outer_frame.beyond(screen).get(edge, 0.0) > tolerance for edge in reach)
        ]  # fmt: skip
        if len(passing) != 1:
            return view
        view = passing[0]


def _off_screen(view: LaidOutView, screen: _Box, tolerance: float) -> bool:
    return any(amount > tolerance for amount in view.outer_frame.beyond(screen).values())


def _overlap(views: Mapping[str, LaidOutView], options: Mapping[str, Any]) -> Iterator[ViewFinding]:
    tolerance = float(options.get("tolerance", 0.5))
    siblings: dict[str, list[LaidOutView]] = {}
    for view in views.values():
        if view.parent is not None and not view.is_content:
            siblings.setdefault(view.parent, []).append(view)
    for parent_path, children in siblings.items():
        parent = views[parent_path]
        if parent.type in _STACKED:
            continue
        placed = [c for c in sorted(children, key=lambda c: c.path) if not c.outer_frame.is_empty and not c.draws_nothing and not _moved(c, views)]
        for i, first in enumerate(placed):
            for second in placed[i + 1:]:
                width, height = first.outer_frame.overlap(second.outer_frame)
                if width > tolerance and height > tolerance:
                    yield ViewFinding("overlap", second.path, second.name,
                                      f"{second.name} overlaps {first.name} by {width:g} x {height:g} pt in {parent.name}")


#: Controls whose tap target is a part the system draws at its own size (a Toggle's switch, a
#: Stepper's buttons): no modifier makes it larger, so its size is not the app's finding.
_SYSTEM_SIZED = frozenset({"Toggle", "Stepper"})


def _tap_target(views: Mapping[str, LaidOutView], options: Mapping[str, Any]) -> Iterator[ViewFinding]:
    min_width = float(options.get("min-width", 44))
    min_height = float(options.get("min-height", 44))
    for view in views.values():
        if view.type not in TAP_TARGETS and "tapTarget" not in view.entry or view.type in _SYSTEM_SIZED:
            continue
        frame = view.tap_target
        if frame.width < min_width or frame.height < min_height:
            yield ViewFinding("tap-target", view.path, view.name,
                              f"{view.name} is {frame.width:g} x {frame.height:g} pt, smaller than {min_width:g} x {min_height:g}")


_CHECKS: dict[str, Callable[[Mapping[str, LaidOutView], Mapping[str, Any], _Box | None, bool], Iterator[ViewFinding]]] = {
    "truncation": lambda views, options, *_: _truncation(views, options),
    "overflow": _overflow,
    "overlap": lambda views, options, *_: _overlap(views, options),
    "tap-target": lambda views, options, *_: _tap_target(views, options),
}


def check_layout(
    document: Mapping[str, Any], result: Mapping[str, Any], rules: Iterable[str] = RULES,
    options: Mapping[str, Mapping[str, Any]] | None = None,
) -> list[ViewFinding]:
    """The findings of ``rules`` on one laid-out document (``result`` is its result JSON,
    made with paths); ``options`` holds each rule's thresholds by rule name."""
    views = laid_out_views(document, result)
    screen = _screen(document, views)
    right_to_left = document.get("layoutDirection") == "rightToLeft"
    findings: list[ViewFinding] = []
    for rule in rules:
        findings.extend(_CHECKS[rule](views, (options or {}).get(rule, {}), screen, right_to_left))
    return findings
