"""Why views got their frames: the layout core's explanation of a layout, as values read from
the JSON of ``ae_tree_explain`` / ``ae_document_explain`` (``_native.explainers`` asks for it).

``Explanation`` holds, for every view, the proposal its parent made, its size answer, its
frame and outer frame, its modifier chain (``Step``), a Text's characters, font and lines,
and every alignment made (``AlignmentLine``: a guide, the line where it lay, and each aligned
child's guide value with its source). Nothing here computes layout: the core replays the
layout and this module only reads its JSON. Pictures, the HTML page and
``LayoutResult.explain`` use it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from .geometry import Rect, Size, _from_json

__all__ = [
    "AlignmentLine",
    "Explanation",
    "Explainer",
    "Member",
    "Step",
    "TextInfo",
    "ViewExplanation",
]


@dataclass(frozen=True)
class Step:
    """One node of a view's modifier chain (outermost first), or the view itself last."""

    kind: str
    description: str
    #: The modifier's index in the view's modifier list; None for the view itself.
    modifier: int | None
    #: The proposal (``None`` = unspecified on that axis) and the node's answer.
    proposal: tuple[float | None, float | None]
    size: Size
    frame: Rect
    #: For an ``alignmentGuide``: the value it gave its guide, in the view's own space.
    value: float | None = None
    #: For a node of a control's part: what it is to the control ("Button label padding").
    part: str | None = None


@dataclass(frozen=True)
class TextInfo:
    """A Text's characters, font (size, ascent, descent, leading, advance) and laid-out lines."""

    string: str
    font_size: float
    ascent: float
    descent: float
    leading: float
    advance: float
    line_strings: tuple[str, ...]
    lines: tuple[Rect, ...]
    first_baseline: float
    last_baseline: float


@dataclass(frozen=True)
class Member:
    """A child an alignment placed: its guide value in its own space, and where it came from
    (``"alignmentGuide"``: its own modifier; ``"content"``: a text baseline or its children's
    values; ``"default"``: the guide's default for its size)."""

    path: str
    #: None for the view with all its modifiers; k for what its modifier k wraps.
    modifier: int | None
    value: float
    source: str
    frame: Rect

    @property
    def explicit(self) -> bool:
        """Whether the value is explicit (not the guide's default)."""
        return self.source != "default"


@dataclass(frozen=True)
class AlignmentLine:
    """One alignment: the guide of every member met the line at ``position`` (an x for a
    horizontal guide, a y for a vertical one, in the root's space)."""

    container: str
    modifier: int | None
    kind: str
    guide: str
    axis: str
    custom: bool
    position: float
    extent: Rect
    members: tuple[Member, ...]


@dataclass(frozen=True)
class ViewExplanation:
    """How one view was laid out."""

    path: str
    id: str | None
    type: str
    parent: str | None
    proposal: tuple[float | None, float | None]
    size: Size
    frame: Rect
    outer_frame: Rect
    right_to_left: bool
    color: str | None
    steps: tuple[Step, ...]
    #: Indices into ``Explanation.alignments``: the alignments that placed the view, and those it made.
    aligned_by: tuple[int, ...]
    aligns: tuple[int, ...]
    text: TextInfo | None
    #: For a view a control's composition made: its name (``"Toggle switch"``).
    part: str | None = None
    #: For a tappable control: the frame people tap to use it.
    tap_target: Rect | None = None

    @property
    def label(self) -> str:
        """How pictures and pages name the view, as the core's trace does: ``'id' (Type /path)``,
        or ``Type /path`` without an id; a control's part by its name: ``Toggle switch``."""
        if self.part:
            return self.part
        return f"'{self.id}' ({self.type} {self.path})" if self.id else f"{self.type} {self.path}"


class Explanation:
    """Every view's explanation in document order (``views``, ``explanation["/0/1"]``) and
    every alignment (``alignments``)."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.views: list[ViewExplanation] = [_view(v) for v in data["views"]]
        self.alignments: list[AlignmentLine] = [_alignment(a) for a in data["alignments"]]
        self._by_path = {view.path: view for view in self.views}

    def __getitem__(self, path: str) -> ViewExplanation:
        return self._by_path[path]

    def __contains__(self, path: object) -> bool:
        return path in self._by_path

    def __len__(self) -> int:
        return len(self.views)

    def aligned_by(self, view: ViewExplanation) -> list[AlignmentLine]:
        """The alignments that placed ``view``."""
        return [self.alignments[i] for i in view.aligned_by]


class Explainer(Protocol):
    """Where a result's explanation comes from (a kept tree, or the document's text)."""

    def explanation(self) -> Explanation:
        """The explanation of the whole layout."""
        ...

    def trace(self, path: str) -> str:
        """How the view at ``path`` got its frame, as text."""
        ...


# ---- Reading the JSON ----


def _proposal(data: dict[str, Any]) -> tuple[float | None, float | None]:
    return (
        None if data["width"] is None else _from_json(data["width"]),
        None if data["height"] is None else _from_json(data["height"]),
    )


def _view(data: dict[str, Any]) -> ViewExplanation:
    text = data.get("text")
    info = None
    if text is not None:
        font = text["font"]
        info = TextInfo(
            text["string"],
            _from_json(font["size"]),
            _from_json(font["ascent"]),
            _from_json(font["descent"]),
            _from_json(font["leading"]),
            _from_json(font["advance"]),
            tuple(text.get("lineStrings", ())),
            tuple(Rect.from_dict(line) for line in text.get("lines", ())),
            _from_json(text.get("firstBaseline")),
            _from_json(text.get("lastBaseline")),
        )
    steps = tuple(
        Step(
            s["kind"],
            s["description"],
            s["modifier"],
            _proposal(s["proposal"]),
            Size.from_dict(s["size"]),
            Rect.from_dict(s["frame"]),
            None if s.get("value") is None else _from_json(s["value"]),
            s.get("part"),
        )
        for s in data["steps"]
    )
    return ViewExplanation(
        data["path"],
        data.get("id"),
        data["type"],
        data["parent"],
        _proposal(data["proposal"]),
        Size.from_dict(data["size"]),
        Rect.from_dict(data["frame"]),
        Rect.from_dict(data["outerFrame"]),
        data["rightToLeft"],
        data.get("color"),
        steps,
        tuple(data["alignedBy"]),
        tuple(data["aligns"]),
        info,
        data.get("part"),
        None if data.get("tapTarget") is None else Rect.from_dict(data["tapTarget"]),
    )


def _alignment(data: dict[str, Any]) -> AlignmentLine:
    members = tuple(
        Member(m["path"], m["modifier"], _from_json(m["value"]), m["source"], Rect.from_dict(m["frame"])) for m in data["members"]
    )
    return AlignmentLine(
        data["container"],
        data["modifier"],
        data["kind"],
        data["guide"],
        data["axis"],
        data["custom"],
        _from_json(data["position"]),
        Rect.from_dict(data["extent"]),
        members,
    )
