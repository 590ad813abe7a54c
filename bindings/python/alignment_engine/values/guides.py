"""Alignment guides in SwiftUI's terms: ``HorizontalAlignment``, ``VerticalAlignment``, the 2-D
``Alignment``, custom guides (SwiftUI's ``AlignmentID``), and the ``ViewDimensions`` a guide
function reads (guides and dimensions refer to each other, so they share this module; the
dimensions read their guide values through the tree that calls the guide function).

A guide's value for a view comes from a *guide function*: either a Python callable taking
``ViewDimensions`` (``lambda d: d.width / 4``), or a guide expression string in the Swift of a
``computeValue`` closure (``"d.width / 4"``, ``"d[.top] + 10"``), evaluated by the engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Protocol, TypeVar, Union

from . import _arguments as arguments

__all__ = ["GuideFunction", "HorizontalAlignment", "VerticalAlignment", "Alignment", "Guide", "ViewDimensions", "DimensionsReader"]

#: A guide's value: a callable of the view's dimensions, an expression string, or a constant.
GuideFunction = Union[Callable[["ViewDimensions"], float], str, float]

HORIZONTAL = 0
VERTICAL = 1

_G = TypeVar("_G", bound="_Guide")


@dataclass(frozen=True)
class _Guide:
    """A guide of one axis: a built-in one (``builtin_id`` set) or a custom one with a ``default``."""

    name: str
    default: GuideFunction | None = None
    builtin_id: int | None = None

    axis: ClassVar[int]

    @classmethod
    def custom(cls: type[_G], name: str, default: GuideFunction) -> _G:
        """A custom guide (SwiftUI's ``AlignmentID``) with its ``defaultValue(in:)``.

        ``default`` is a callable of ``ViewDimensions``, a guide expression string such as
        ``"d[.top]"``, or a constant. The name must be unique in a layout and may not reuse a
        built-in name.
        """
        name = arguments.string(name, f"{cls.__name__}.custom(name)")
        if not name:
            raise arguments.value_error(f"{cls.__name__}.custom(name)", "", "a name", name)
        if not callable(default) and not isinstance(default, str):
            arguments.real(default, f"{cls.__name__}.custom(default)", f"of guide {name!r}")
        return cls(name, default)

    @property
    def is_builtin(self) -> bool:
        """Whether this is one of SwiftUI's built-in guides."""
        return self.builtin_id is not None

    @property
    def document_name(self) -> str:
        """The name as a layout document writes it in ``alignmentGuide`` (axis-qualified center)."""
        if self.name == "center":
            return f"{type(self).__name__}.center"
        return self.name

    def __repr__(self) -> str:
        if self.is_builtin:
            return f"{type(self).__name__}.{_SNAKE.get(self.name, self.name)}"
        return f"{type(self).__name__}.custom({self.name!r}, default={self.default!r})"


class HorizontalAlignment(_Guide):
    """A horizontal guide: a vertical line that views of a VStack or ZStack are aligned on."""

    axis = HORIZONTAL
    leading: ClassVar[HorizontalAlignment]
    center: ClassVar[HorizontalAlignment]
    trailing: ClassVar[HorizontalAlignment]


class VerticalAlignment(_Guide):
    """A vertical guide: a horizontal line that views of an HStack or ZStack are aligned on."""

    axis = VERTICAL
    top: ClassVar[VerticalAlignment]
    center: ClassVar[VerticalAlignment]
    bottom: ClassVar[VerticalAlignment]
    first_text_baseline: ClassVar[VerticalAlignment]
    last_text_baseline: ClassVar[VerticalAlignment]


#: Either kind of guide.
Guide = Union[HorizontalAlignment, VerticalAlignment]

HorizontalAlignment.leading = HorizontalAlignment("leading", builtin_id=0)
HorizontalAlignment.center = HorizontalAlignment("center", builtin_id=1)
HorizontalAlignment.trailing = HorizontalAlignment("trailing", builtin_id=2)
VerticalAlignment.top = VerticalAlignment("top", builtin_id=3)
VerticalAlignment.center = VerticalAlignment("center", builtin_id=4)
VerticalAlignment.bottom = VerticalAlignment("bottom", builtin_id=5)
VerticalAlignment.first_text_baseline = VerticalAlignment("firstTextBaseline", builtin_id=6)
VerticalAlignment.last_text_baseline = VerticalAlignment("lastTextBaseline", builtin_id=7)

_SNAKE = {"firstTextBaseline": "first_text_baseline", "lastTextBaseline": "last_text_baseline"}


@dataclass(frozen=True)
class Alignment:
    """A 2-D alignment (a horizontal and a vertical guide), as ZStack, frame and overlay take."""

    horizontal: HorizontalAlignment = HorizontalAlignment.center
    vertical: VerticalAlignment = VerticalAlignment.center

    top_leading: ClassVar[Alignment]
    top: ClassVar[Alignment]
    top_trailing: ClassVar[Alignment]
    leading: ClassVar[Alignment]
    center: ClassVar[Alignment]
    trailing: ClassVar[Alignment]
    bottom_leading: ClassVar[Alignment]
    bottom: ClassVar[Alignment]
    bottom_trailing: ClassVar[Alignment]

    def __post_init__(self) -> None:
        if not isinstance(self.horizontal, HorizontalAlignment):
            raise TypeError(f"Alignment.horizontal must be a HorizontalAlignment, not {self.horizontal!r}")
        if not isinstance(self.vertical, VerticalAlignment):
            raise TypeError(f"Alignment.vertical must be a VerticalAlignment, not {self.vertical!r}")


Alignment.top_leading = Alignment(HorizontalAlignment.leading, VerticalAlignment.top)
Alignment.top = Alignment(HorizontalAlignment.center, VerticalAlignment.top)
Alignment.top_trailing = Alignment(HorizontalAlignment.trailing, VerticalAlignment.top)
Alignment.leading = Alignment(HorizontalAlignment.leading, VerticalAlignment.center)
Alignment.center = Alignment(HorizontalAlignment.center, VerticalAlignment.center)
Alignment.trailing = Alignment(HorizontalAlignment.trailing, VerticalAlignment.center)
Alignment.bottom_leading = Alignment(HorizontalAlignment.leading, VerticalAlignment.bottom)
Alignment.bottom = Alignment(HorizontalAlignment.center, VerticalAlignment.bottom)
Alignment.bottom_trailing = Alignment(HorizontalAlignment.trailing, VerticalAlignment.bottom)


class DimensionsReader(Protocol):
    """How ``ViewDimensions`` reads guide values of the view whose ``ae_dimensions`` it holds
    (the tree calling the guide function implements it)."""

    def value(self, pointer: Any, guide: Guide) -> float:
        """``ae_dimensions_get_value``: the explicit value, else the guide's default."""
        ...

    def explicit_value(self, pointer: Any, guide: Guide) -> float | None:
        """``ae_dimensions_get_explicit_value``: the explicit value, or None."""
        ...


class ViewDimensions:
    """A view's size and guide values, valid only while the guide callable that received it runs.

    ``d.width``, ``d.height``; ``d[guide]`` is the guide's explicit value if the view has one,
    else its default; ``d.explicit(guide)`` is the explicit value or ``None``.
    """

    __slots__ = ("_pointer", "_reader", "width", "height")

    def __init__(self, pointer: Any, reader: DimensionsReader) -> None:
        """``pointer``: the callback's ``ae_dimensions *``; ``reader`` reads its guide values."""
        self._pointer: Any = pointer
        self._reader = reader
        contents = pointer.contents
        #: The view's width.
        self.width: float = contents.width
        #: The view's height.
        self.height: float = contents.height

    def _live_pointer(self) -> Any:
        if self._pointer is None:
            raise RuntimeError("ViewDimensions are valid only during the guide callback that received them")
        return self._pointer

    def __getitem__(self, guide: Guide) -> float:
        """``d[guide]``: the explicit value if the view has one, else the guide's default."""
        return self._reader.value(self._live_pointer(), guide)

    def explicit(self, guide: Guide) -> float | None:
        """``d[explicit: guide]``: the view's explicit value for the guide, or ``None``."""
        return self._reader.explicit_value(self._live_pointer(), guide)

    def _invalidate(self) -> None:
        self._pointer = None

    def __repr__(self) -> str:
        return f"ViewDimensions(width={self.width!r}, height={self.height!r})"
