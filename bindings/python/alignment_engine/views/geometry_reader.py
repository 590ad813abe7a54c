"""``GeometryReader`` and the ``GeometryProxy`` its content function reads."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Iterable

from ..values.geometry import Rect, Size
from .view import View, _children

if TYPE_CHECKING:
    from ._builder import Builder

__all__ = ["GeometryReader", "GeometryProxy"]


class GeometryProxy:
    """What a ``GeometryReader`` tells its content: ``size``, the reader's size, and
    ``global_frame``, its frame in the root's space (SwiftUI's ``frame(in: .global)``).
    ``layout`` calls the content function with the values of the previous layout until they
    settle, and updates them during layout before the content is laid out."""

    __slots__ = ("size", "global_frame")

    def __init__(self, frame: Rect | None = None) -> None:
        frame = frame or Rect(0.0, 0.0, 0.0, 0.0)
        self.size = Size(frame.width, frame.height)
        self.global_frame = frame

    def _observe(self, width: float, height: float) -> None:
        self.size = Size(width, height)

    def _observe_frame(self, frame: Rect) -> None:
        self.global_frame = frame


class GeometryReader(View):
    """``GeometryReader { proxy in … }``: takes whatever it is proposed (10 on an unspecified
    axis) and lays its content out top-leading in it.

    ``GeometryReader(child, ...)`` takes views; ``GeometryReader(lambda proxy: view)`` takes a
    function called at every layout with a fresh ``GeometryProxy`` whose ``size`` guide
    functions of the content may read during layout.
    """

    __slots__ = ("children", "content")
    type_name = "GeometryReader"

    def __init__(self, *children: View | Callable[[GeometryProxy], View | Iterable[View]]) -> None:
        super().__init__()
        if len(children) == 1 and callable(children[0]) and not isinstance(children[0], View):
            object.__setattr__(self, "children", ())
            object.__setattr__(self, "content", children[0])
        else:
            object.__setattr__(self, "children", _children(children, "GeometryReader"))
            object.__setattr__(self, "content", None)

    def _emit(self, builder: Builder) -> int:
        return builder.program.geometry_reader()

    def _content(self, builder: Builder, view_id: int) -> Iterable[View]:
        if self.content is None:
            return self.children
        index, frame = builder.next_reader()
        proxy = GeometryProxy(frame)
        builder.observe_geometry(view_id, proxy._observe)
        builder.observe_frame(view_id, index, proxy._observe_frame)
        made = self.content(proxy)
        return (made,) if isinstance(made, View) else _children(tuple(made), "GeometryReader content")
