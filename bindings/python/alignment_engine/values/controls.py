"""The styles and sizes controls take from their environment (SwiftUI's names in snake_case;
their SwiftUI spelling, ``"borderedProminent"``, is accepted too), and the numbers the C
library gives them."""

from __future__ import annotations

import re
from enum import IntEnum
from typing import Any, TypeVar, Union

from . import _arguments as arguments

__all__ = [
    "ButtonStyle", "ControlSize", "LabelStyle", "ToggleStyle", "ProgressViewStyle", "TextFieldStyle", "PickerStyle",
    "ListStyle", "ListSectionSpacing",
]


class _Style(IntEnum):
    """A style: its value is the C library's (``AE_BUTTON_STYLE_*`` ...)."""

    @property
    def swiftui_name(self) -> str:
        """SwiftUI's name of the case (``borderedProminent``), as documents spell it."""
        head, *rest = self.name.split("_")
        return head + "".join(word.capitalize() for word in rest)


class ButtonStyle(_Style):
    """``.buttonStyle(_:)``."""

    automatic = 0
    bordered = 1
    bordered_prominent = 2
    borderless = 3
    plain = 4


class ControlSize(_Style):
    """``.controlSize(_:)``."""

    mini = 0
    small = 1
    regular = 2
    large = 3
    extra_large = 4


class LabelStyle(_Style):
    """``.labelStyle(_:)``."""

    automatic = 0
    title_and_icon = 1
    title_only = 2
    icon_only = 3


class ToggleStyle(_Style):
    """``.toggleStyle(_:)`` (``switch`` on iOS, ``checkbox`` on macOS)."""

    automatic = 0
    switch = 1
    checkbox = 2


class ProgressViewStyle(_Style):
    """``.progressViewStyle(_:)``."""

    automatic = 0
    circular = 1
    linear = 2


class TextFieldStyle(_Style):
    """``.textFieldStyle(_:)``."""

    automatic = 0
    plain = 1
    rounded_border = 2


class PickerStyle(_Style):
    """``.pickerStyle(_:)``."""

    automatic = 0
    menu = 1
    segmented = 2


class ListStyle(_Style):
    """``.listStyle(_:)``."""

    automatic = 0
    plain = 1
    inset_grouped = 2
    grouped = 3
    sidebar = 4


class ListSectionSpacing(IntEnum):
    """``.listSectionSpacing(_:)``'s named spacings (a number is a custom length)."""

    default = 0
    compact = 1


_S = TypeVar("_S", bound=_Style)
_CAMEL = re.compile(r"(?<!^)(?=[A-Z])")


def parse_style(value: Union[_S, str, int, Any], kind: type[_S], name: str, where: arguments.Where = "") -> _S:
    """``value`` as a member of ``kind``: a member, its value, or its name in snake_case or
    in SwiftUI's spelling (``"borderedProminent"``)."""
    if isinstance(value, str) and value not in kind.__members__:
        value = _CAMEL.sub("_", value).lower()
    return arguments.member(value, kind, name, where)
