"""Layout values (SwiftUI's ``LayoutValueKey`` and ``.layoutValue(key:value:)``): numbers a
view gives the custom ``Layout`` it is a subview of.

A key is a ``LayoutValueKey`` (a name and the value of a subview that sets none) or a plain
name (whose default is None)::

    Flexibility = LayoutValueKey("flexibility", default=1.0)
    Color("red").layout_value(Flexibility, 3)
    # in a layout: [subview[Flexibility] for subview in subviews]   -> [3.0, 1.0, ...]
"""

from __future__ import annotations

from typing import Union

from . import _arguments as arguments

__all__ = ["LayoutValueKey"]


class LayoutValueKey:
    """A layout value's key: its ``name`` (unique per meaning: two keys with one name are the
    same key) and ``default``, the value of a subview that sets none."""

    __slots__ = ("name", "default")

    def __init__(self, name: str, default: float | None = None) -> None:
        self.name = arguments.string(name, "LayoutValueKey(name)")
        self.default = None if default is None else arguments.real(default, "LayoutValueKey(default)")

    def __repr__(self) -> str:
        return f"LayoutValueKey({self.name!r}, default={self.default!r})"


#: What names a layout value: a key, or a plain name (default None).
Key = Union[LayoutValueKey, str]


def key_name(key: Key, call: str, where: arguments.Where = "") -> str:
    """The name of ``key``, the parameter of ``call``: a ``TypeError`` for anything else."""
    if isinstance(key, LayoutValueKey):
        return key.name
    return arguments.string(key, call, where)


def key_default(key: Key) -> float | None:
    """The value of a subview that sets none for ``key``."""
    return key.default if isinstance(key, LayoutValueKey) else None
