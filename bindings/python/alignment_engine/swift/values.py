"""The values Swift expressions evaluate to while the reader reads views.

Plain Python values stand for Swift's literals: ``int`` and ``float`` (a ``SwiftInt`` is a
value of Swift's ``Int`` type, whose division truncates), ``bool``, ``str``, lists, tuples,
dicts and ``range``; ``NIL`` is ``nil``. The classes here stand for the rest: a member such as
``.leading`` or ``Color.red`` (``Member``), a call of a SwiftUI value type such as
``EdgeInsets(...)`` (``Constructed``), a value the source does not determine (``Unknown``), a
closure, an instance of a struct of the files, and views (``ViewValue``; several views, as a
view builder makes them, are ``Views``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from .syntax import Syntax

__all__ = [
    "SwiftInt", "Nil", "NIL", "Unknown", "Element", "TypeRef", "Member", "Argument", "Constructed", "KeyPath", "Interval", "Closure",
    "GeometryProxy", "Instance", "Modifier", "ViewValue", "Views",
]


class SwiftInt(int):
    """A value of Swift's ``Int`` (a declared or inferred ``Int``, an index, a count): divided
    by another ``Int`` it truncates, as Swift's integer division does. Integer literals are
    plain ``int`` and divide exactly, as they do where a ``CGFloat`` is expected."""

    __slots__ = ()


class Nil:
    """Swift's ``nil``."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "nil"


#: Swift's ``nil``.
NIL = Nil()


@dataclass(frozen=True)
class Unknown:
    """A value the source does not determine (a model's value, an environment value, a
    parameter without an argument): ``path`` is how the source names it (``item.title``),
    ``syntax`` where it is read. A string interpolating unknown values keeps its ``parts``:
    strings and the unknown values between them."""

    path: str
    syntax: Syntax
    parts: Optional[tuple[Any, ...]] = None

    def member(self, name: str, syntax: Syntax) -> Unknown:
        """The unknown value's member (``item.title``)."""
        return Unknown(f"{self.path}.{name}" if self.path else name, syntax)


@dataclass(frozen=True)
class Element:
    """The element of a lazy row template: a ``ForEach`` over a range, all of a lazy stack's
    content, read once for all its rows (``templates``). Interpolated into a string it is
    its ``marker``, which the document writes as ``\\(name)``; any other use of it (arithmetic,
    a condition, a size) ends the template: the rows are built one by one."""

    #: Which template it is the element of.
    serial: int
    #: The closure's parameter that holds it.
    name: str
    syntax: Syntax

    @property
    def marker(self) -> str:
        """What stands for it in a string (characters of a private-use plane, and the serial)."""
        return f"\U000F0000{self.serial}\U000F0001"


@dataclass(frozen=True)
class Argument:
    """An argument of a call: its label (None when unlabelled), its value, and its syntax
    (a trailing closure's own)."""

    label: Optional[str]
    value: Any
    syntax: Syntax
    #: Whether it is a trailing closure.
    trailing: bool = False


@dataclass(frozen=True)
class TypeRef:
    """A type named as a value (``Color``, ``CGFloat``, ``Edge.Set``, a type of the files), as
    in ``Color.red`` or ``Theme.spacing``."""

    name: str


@dataclass(frozen=True)
class Member:
    """A member of a type written as a value: ``.leading`` (``type`` None: the type comes
    from where it is used), ``Color.red`` (``type`` ``"Color"``), and with ``arguments`` a call
    such as ``.fixed(100)`` or ``.system(size: 17)``."""

    type: Optional[str]
    name: str
    syntax: Syntax
    arguments: Optional[tuple[Argument, ...]] = None
    #: Methods called on it, in order, with their arguments (``.headline.bold()``): most
    #: values ignore them; a font reads its weight, width and the like from them.
    calls: tuple[tuple[str, tuple[Argument, ...]], ...] = field(default=(), compare=False)

    def called(self, name: str, arguments: tuple[Argument, ...]) -> Member:
        """The member with one more method called on it."""
        return Member(self.type, self.name, self.syntax, self.arguments, self.calls + ((name, arguments),))


@dataclass(frozen=True)
class Constructed:
    """A call of a type the reader does not build views of, kept with its arguments for
    whoever reads it: ``EdgeInsets(top: 1, ...)``, ``GridItem(.fixed(50))``, ``Color(.red)``."""

    type: str
    arguments: tuple[Argument, ...]
    syntax: Syntax

    def argument(self, label: Optional[str], index: int = 0) -> Any:
        """The value of the argument with ``label`` (the ``index``-th unlabelled one for
        None), or None when there is none."""
        seen = 0
        for argument in self.arguments:
            if argument.label == label:
                if seen == index:
                    return argument.value
                seen += 1
        return None


@dataclass(frozen=True)
class KeyPath:
    """A key path such as ``\\.self``, ``\\.id`` or ``\\.layoutDirection``: its member names."""

    names: tuple[str, ...]
    syntax: Syntax


@dataclass(frozen=True)
class Interval:
    """A range of members (``.small ... .large``, ``...DynamicTypeSize.xxxLarge``,
    ``DynamicTypeSize.large...``): its bounds (None where it is open) and whether the upper
    bound is in it (``...``) or not (``..<``). Ranges of integers are ``range``."""

    lower: Optional[Member]
    upper: Optional[Member]
    closed: bool
    syntax: Syntax


@dataclass(frozen=True)
class Closure:
    """A closure or a function of the files: its parameter names, its statements, the scope it
    sees, and whether its parameters are written ``$0`` style."""

    parameters: tuple[str, ...]
    body: tuple[Syntax, ...]
    #: The ``scope.Scope`` the closure sees.
    scope: Any
    syntax: Syntax
    #: Default values of parameters (functions only), by name.
    defaults: dict[str, Syntax] = field(default_factory=dict)
    #: External labels of the parameters (functions only), in order; None: unlabelled.
    labels: tuple[Optional[str], ...] = ()
    #: The parameters' types as written (functions only), in order; None: not written.
    types: tuple[Optional[str], ...] = ()


@dataclass(frozen=True)
class GeometryProxy:
    """The proxy a ``GeometryReader`` gives its content: ``key`` names the reader (its
    closure's place and how many readers that closure made before), ``size`` its size once a
    layout has said it (None before)."""

    key: tuple[str, int, int]
    size: Optional[tuple[float, float]]
    syntax: Syntax


@dataclass(eq=False)
class Instance:
    """A value of a struct or class of the files: its declaration and stored properties."""

    #: The ``declarations.TypeDeclaration`` of its type.
    declaration: Any
    fields: dict[str, Any]
    syntax: Syntax


@dataclass(frozen=True)
class Modifier:
    """One modifier of a view, in order from the innermost: ``kind`` says what it is:

    - ``"document"``: a modifier of the document, ``{key: value}`` (``value`` may hold views,
      the content of an overlay or background);
    - ``"environment"``: an environment value for Text and shapes below it (``font``,
      ``lineLimit``, ``reservesSpace``, ``multilineTextAlignment``, ``lineSpacing``,
      ``color``), the innermost winning;
    - ``"field"``: a field of the view itself (``resizable`` of an Image, ``color`` of a
      shape), the innermost winning;
    - ``"id"``: the view's ``id``;
    - ``"root"``: a top-level key of the document (``pixelScale``), taken from the root.
    """

    kind: str
    key: str
    value: Any
    syntax: Syntax


@dataclass(frozen=True)
class ViewValue:
    """A view as the reader built it: its document ``type`` and ``fields``, ``children``,
    ``modifiers`` (innermost first), the syntax it was written as, and the custom views whose
    bodies it came from (outermost first)."""

    type: str
    fields: tuple[tuple[str, Any], ...]
    children: tuple[ViewValue, ...]
    modifiers: tuple[Modifier, ...]
    syntax: Syntax
    calls: tuple[Syntax, ...] = ()

    def with_modifier(self, modifier: Modifier) -> ViewValue:
        """The view with one more modifier outside the others."""
        return ViewValue(self.type, self.fields, self.children, self.modifiers + (modifier,), self.syntax, self.calls)

    def called_from(self, call: Syntax) -> ViewValue:
        """The view as the body of a custom view called at ``call``."""
        return ViewValue(self.type, self.fields, self.children, self.modifiers, self.syntax, (call,) + self.calls)

    def field(self, key: str, default: Any = None) -> Any:
        """The value of one of the view's fields."""
        for name, value in self.fields:
            if name == key:
                return value
        return default


class Views(tuple):
    """Views as a view builder makes them (a ``Group``, a ``ForEach``, a body of several
    views): none, one or several ``ViewValue``, in order."""

    __slots__ = ()
