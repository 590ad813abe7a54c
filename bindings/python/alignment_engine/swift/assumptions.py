"""What the reader cannot know, and says so: the stand-ins a caller chooses (``StandIns``:
placeholder sizes, text length, image sizes, assumed values, fonts) and the ``Assumption``
recorded at every place where one replaced something the source does not determine.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Mapping, Optional

from ..errors import InvalidValueError
from .syntax import Syntax

__all__ = ["Assumption", "StandIns", "Assumptions", "parse_size", "placeholder_text"]

#: Text that stands for text the source does not determine, cut to the length asked for.
_LOREM = (
    "Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore "
    "et dolore magna aliqua Ut enim ad minim veniam quis nostrud exercitation ullamco laboris nisi ut "
)


def placeholder_text(length: int) -> str:
    """``length`` characters of lorem ipsum, never ending in a space (a full stop takes its
    place)."""
    text = (_LOREM * (length // len(_LOREM) + 1))[:length]
    return text[:-1] + "." if text.endswith(" ") else text


def parse_size(text: str, what: str) -> tuple[float, float]:
    """``"WxH"`` (``"44x44"``, ``"320.5x20"``) as two non-negative numbers."""
    match = re.fullmatch(r"\s*([0-9]*\.?[0-9]+(?:e[-+]?[0-9]+)?)\s*[xX×]\s*([0-9]*\.?[0-9]+(?:e[-+]?[0-9]+)?)\s*", text)
    if match is None:
        raise InvalidValueError(f"{what}: expected a size WxH such as 44x44, not {text!r}")
    return float(match.group(1)), float(match.group(2))


@dataclass(frozen=True)
class Assumption:
    """One place where the reader replaced what the source does not determine: where
    (``file``, ``line``, ``column`` from 1), the ``construct`` as written, what ``replacement``
    stood in for it, and the ``kind`` of stand-in (``text``, ``view``, ``image``, ``branch``,
    ``value``, ``loop``, ``modifier``, ``guide``, ``layout``, ``unsupported``)."""

    file: str
    line: int
    column: int
    construct: str
    replacement: str
    kind: str

    def to_dict(self) -> dict[str, Any]:
        """The assumption as the result JSON lists it."""
        return {"file": self.file, "line": self.line, "column": self.column, "kind": self.kind,
                "construct": self.construct, "replacement": self.replacement}

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}: {self.construct} -> {self.replacement}"


@dataclass(frozen=True)
class StandIns:
    """The stand-ins a caller chooses for what the source does not determine.

    - ``text_length``: the characters of placeholder text for a Text of a non-literal string;
    - ``placeholders``: the size of an unknown view by name (``{"AsyncImage": (60, 60)}``);
      an unknown view without one is flexible;
    - ``images``: the natural size of an image by name (asset or SF Symbol);
    - ``assume``: values of properties and conditions by name (``{"isPremium": "true",
      "items": "5"}``), as Swift source or Python values; a name matches a value's full path
      (``item.title``) or its last part (``title``); a number for a collection is its count;
    - ``fonts``: fonts of the metrics model by name (``{"title": {"size": 28, ...}}``),
      written into the document (they take the place of text styles of the same name, and
      ``.custom(NAME, size:)`` uses them);
    - ``platform``: the platform profile the controls use, the document's top-level
      ``platform`` (``"ios18"``, or ``{"name": "ios18", "metrics": {...}}``; None: the default);
    - ``device``: the device preset laid out for, the document's ``device`` (``"iPhone 17"``,
      or ``{"name": ..., "orientation": "landscape"}``): its screen is the proposal unless
      one is given, its scale the pixel scale.
    """

    text_length: int = 12
    placeholders: Mapping[str, tuple[float, float]] = field(default_factory=dict)
    images: Mapping[str, tuple[float, float]] = field(default_factory=dict)
    assume: Mapping[str, Any] = field(default_factory=dict)
    fonts: Mapping[str, Mapping[str, float]] = field(default_factory=dict)
    platform: Any = None
    device: Any = None

    def __post_init__(self) -> None:
        if isinstance(self.text_length, bool) or not isinstance(self.text_length, int) or not 0 <= self.text_length <= 100_000:
            raise InvalidValueError(f"text_length: expected a whole number from 0 to 100000, not {self.text_length!r}")
        for what, sizes in (("placeholders", self.placeholders), ("images", self.images)):
            for name, size in sizes.items():
                if not isinstance(size, (tuple, list)) or len(size) != 2 or not all(
                    isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v < float("inf") for v in size
                ):
                    raise InvalidValueError(f"{what}[{name!r}]: expected (width, height), two finite numbers >= 0, not {size!r}")


class Assumptions:
    """The assumptions of one reading, each once, in source order."""

    def __init__(self) -> None:
        """No assumptions yet."""
        self._seen: dict[tuple[Any, ...], tuple[int, Assumption]] = {}

    def add(self, syntax: Syntax, kind: str, replacement: str, construct: Optional[str] = None) -> None:
        """Records that ``replacement`` stood in for the construct at ``syntax`` (its source
        text unless ``construct`` says otherwise)."""
        where = syntax.location
        made = Assumption(where.file, where.line, where.column, construct or syntax.excerpt(), replacement, kind)
        key = (made.file, made.line, made.column, made.kind, made.replacement)
        if key not in self._seen:
            self._seen[key] = (syntax.start, made)

    def __len__(self) -> int:
        return len(self._seen)

    def rollback(self, mark: int) -> None:
        """Forgets the assumptions recorded after the first ``mark`` (``len`` of them then):
        a reading given up (a lazy row template read again row by row)."""
        for key in list(self._seen)[mark:]:
            del self._seen[key]

    def sorted(self, files: list[str]) -> tuple[Assumption, ...]:
        """Every assumption, by file (in ``files``' order), line and column."""
        order = {name: index for index, name in enumerate(files)}
        return tuple(item for _, item in sorted(self._seen.values(), key=lambda pair: (order.get(pair[1].file, 0), pair[0])))
