"""Lexical scopes: the names a piece of Swift sees (locals and parameters, then ``self``'s
members, then the files' statics and globals, which the evaluator looks up itself)."""

from __future__ import annotations

from typing import Any, Optional

__all__ = ["MISSING", "Scope"]


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


#: What ``Scope.local`` answers for a name it does not bind.
MISSING: Any = _Missing()


class Scope:
    """A scope: ``names`` it binds, the ``parent`` it sees through, and, for the body of a type's
    member, ``receiver`` (``self``: an ``Instance``, the views an ``extension View`` method is
    called on, or an enum case) and ``owner`` (the ``declarations.TypeDeclaration`` whose statics bare names may be)."""

    __slots__ = ("names", "parent", "receiver", "owner")

    def __init__(self, parent: Optional[Scope] = None, receiver: Any = MISSING, owner: Any = None) -> None:
        """A scope inside ``parent``; ``receiver`` and ``owner`` default to the parent's."""
        self.names: dict[str, Any] = {}
        self.parent = parent
        self.receiver = parent.receiver if receiver is MISSING and parent is not None else receiver
        self.owner = parent.owner if owner is None and parent is not None else owner

    def child(self) -> Scope:
        """A scope for a block inside this one."""
        return Scope(self)

    def bind(self, name: str, value: Any) -> None:
        """Binds a local name."""
        self.names[name] = value

    def local(self, name: str) -> Any:
        """The value a local name has here or in an enclosing scope, or ``MISSING``."""
        scope: Optional[Scope] = self
        while scope is not None:
            value = scope.names.get(name, MISSING)
            if value is not MISSING:
                return value
            scope = scope.parent
        return MISSING

    def assign(self, name: str, value: Any) -> bool:
        """Changes the value of a local variable where it is bound; False when it is not."""
        scope: Optional[Scope] = self
        while scope is not None:
            if name in scope.names:
                scope.names[name] = value
                return True
            scope = scope.parent
        return False
