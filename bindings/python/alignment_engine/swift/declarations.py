"""What the files declare: types (structs, classes, enums, with their extensions merged in),
their properties, functions and initialisers, global constants and functions, and the
entry points (``#Preview`` blocks and ``PreviewProvider`` types).

Declarations are only collected here; nothing is evaluated until a view needs it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Optional

from typing import TYPE_CHECKING

from .syntax import Syntax
from .values import Closure

if TYPE_CHECKING:
    from .scope import Scope

__all__ = ["Property", "Parameter", "Function", "TypeDeclaration", "Preview", "Declarations", "collect", "function_of"]

#: Tree-sitter kinds of type annotations (what follows a ``:`` or ``->``).
_TYPE_KINDS = frozenset({
    "user_type", "opaque_type", "optional_type", "array_type", "dictionary_type", "tuple_type",
    "function_type", "existential_type", "protocol_composition_type", "metatype",
})


@dataclass
class Property:
    """A stored or computed property, or a global constant: ``value`` is its initial value,
    ``getter`` the statements of a computed one, ``wrapper`` its property wrapper (``State``,
    ``ScaledMetric``, ``Environment``...) and ``wrapper_syntax`` the attribute itself."""

    name: str
    syntax: Syntax
    value: Optional[Syntax] = None
    getter: Optional[tuple[Syntax, ...]] = None
    type: Optional[str] = None
    wrapper: Optional[str] = None
    wrapper_syntax: Optional[Syntax] = None
    static: bool = False
    mutable: bool = False


@dataclass(frozen=True)
class Parameter:
    """A function's parameter: its external ``label`` (None for ``_``), its ``name`` inside the
    function, its type as written and its default value."""

    label: Optional[str]
    name: str
    type: Optional[str]
    default: Optional[Syntax]


@dataclass
class Function:
    """A function, method or initialiser: parameters and body statements."""

    name: str
    syntax: Syntax
    parameters: tuple[Parameter, ...]
    body: tuple[Syntax, ...]
    static: bool = False

    def closure(self, scope: Scope) -> Closure:
        """The function as a closure that sees ``scope``."""
        return Closure(
            tuple(parameter.name for parameter in self.parameters), self.body, scope, self.syntax,
            {parameter.name: parameter.default for parameter in self.parameters if parameter.default is not None},
            tuple(parameter.label for parameter in self.parameters), tuple(parameter.type for parameter in self.parameters),
        )


@dataclass
class TypeDeclaration:
    """A struct, class, enum or actor of the files with the members of its extensions (or, for
    a type of another module such as ``VerticalAlignment``, the members the files' extensions
    add): ``stored`` properties in declaration order (the memberwise initialiser's),
    ``computed`` properties, ``methods``, ``statics`` (static properties), ``static_methods``,
    ``inits`` and enum ``cases``."""

    name: str
    kind: str
    syntax: Syntax
    inherits: set[str] = field(default_factory=set)
    stored: list[Property] = field(default_factory=list)
    computed: dict[str, Property] = field(default_factory=dict)
    methods: dict[str, list[Function]] = field(default_factory=dict)
    statics: dict[str, Property] = field(default_factory=dict)
    static_methods: dict[str, list[Function]] = field(default_factory=dict)
    inits: list[Function] = field(default_factory=list)
    cases: list[str] = field(default_factory=list)
    nested: dict[str, str] = field(default_factory=dict)

    @property
    def is_view(self) -> bool:
        """Whether the type is a ``View``."""
        return "View" in self.inherits or "SwiftUI.View" in self.inherits

    @property
    def is_view_modifier(self) -> bool:
        """Whether the type is a ``ViewModifier``."""
        return "ViewModifier" in self.inherits

    @property
    def is_layout(self) -> bool:
        """Whether the type is a custom ``Layout``."""
        return "Layout" in self.inherits


@dataclass(frozen=True)
class Preview:
    """An entry point: a ``#Preview`` block (``name`` its title, or None) or the ``previews``
    of a ``PreviewProvider`` (``name`` the provider's type); ``body`` its statements."""

    name: Optional[str]
    body: tuple[Syntax, ...]
    syntax: Syntax


@dataclass
class Declarations:
    """Everything the files declare, by name."""

    types: dict[str, TypeDeclaration] = field(default_factory=dict)
    globals: dict[str, Property] = field(default_factory=dict)
    functions: dict[str, list[Function]] = field(default_factory=dict)
    #: ``View`` structs in the order of the files.
    views: list[str] = field(default_factory=list)
    previews: list[Preview] = field(default_factory=list)

    def type_named(self, name: str) -> Optional[TypeDeclaration]:
        """The type with a name (``Theme`` or ``Theme.Spacing``), or None."""
        return self.types.get(name)


def collect(files: Iterable[Syntax]) -> Declarations:
    """The declarations of parsed files (``source_file`` nodes), in order."""
    found = Declarations()
    for root in files:
        for node in root.children:
            if node.kind == "class_declaration":
                _type(found, node, None)
            elif node.kind == "property_declaration":
                for item in _properties(node):
                    found.globals[item.name] = item
            elif node.kind == "function_declaration":
                function = function_of(node)
                found.functions.setdefault(function.name, []).append(function)
            elif node.kind == "macro_invocation":
                _macro(found, node)
    return found


def _text_of_type(node: Syntax) -> str:
    return " ".join(node.text.split())


def _type(found: Declarations, node: Syntax, outer: Optional[str]) -> None:
    kind_token = node.child("declaration_kind")
    kind = kind_token.kind if kind_token is not None else "struct"
    name_node = node.child("name")
    if name_node is None:
        return
    name = _text_of_type(name_node)
    qualified = f"{outer}.{name}" if outer and kind != "extension" else name
    declaration = found.types.get(qualified)
    if declaration is None:
        declaration = TypeDeclaration(name, kind, node)
        found.types[qualified] = declaration
        if qualified != name:
            found.types.setdefault(name, declaration)
        if outer is not None:
            found.types[outer].nested[name] = qualified
    elif kind != "extension" and declaration.kind == "extension":
        declaration.kind = kind
        declaration.syntax = node
    for inheritance in node.of_kind("inheritance_specifier"):
        declaration.inherits.add(_text_of_type(inheritance.child("inherits_from") or inheritance))
    if kind == "struct" and declaration.is_view and qualified not in found.views:
        found.views.append(qualified)
    body = node.child("body")
    if body is None:
        return
    for member in body.children:
        if member.kind == "property_declaration":
            for item in _properties(member):
                if item.static:
                    declaration.statics[item.name] = item
                elif item.getter is not None:
                    declaration.computed[item.name] = item
                else:
                    declaration.stored.append(item)
        elif member.kind == "function_declaration":
            function = function_of(member)
            table = declaration.static_methods if function.static else declaration.methods
            table.setdefault(function.name, []).append(function)
        elif member.kind == "init_declaration":
            declaration.inits.append(function_of(member, "init"))
        elif member.kind == "class_declaration":
            _type(found, member, qualified)
        elif member.kind == "enum_entry":
            declaration.cases += [child.text for child in member.children_in("name")]
    if "PreviewProvider" in declaration.inherits:
        previews = declaration.statics.get("previews")
        if previews is not None and previews.getter is not None:
            found.previews.append(Preview(qualified, previews.getter, node))


def _modifier_words(node: Syntax) -> tuple[set[str], Optional[str], Optional[Syntax]]:
    """The words of a declaration's ``modifiers`` (``static``, ``private``...) and its
    property wrapper's name and attribute."""
    words: set[str] = set()
    wrapper = wrapper_syntax = None
    modifiers = node.first("modifiers")
    if modifiers is not None:
        for item in modifiers.children:
            if item.kind == "attribute":
                kind = item.first("user_type")
                if kind is not None:
                    wrapper = kind.text.split(".")[-1]
                    wrapper_syntax = item
            else:
                words.update(item.text.split())
    return words, wrapper, wrapper_syntax


def _properties(node: Syntax) -> list[Property]:
    """The properties one declaration declares (``let a = 1, b = 2`` declares two)."""
    words, wrapper, wrapper_syntax = _modifier_words(node)
    static = bool(words & {"static", "class"})
    binding = node.first("value_binding_pattern")
    mutable = binding is not None and any(child.kind == "var" for child in binding.children)
    made: list[Property] = []
    for child in node.children:
        if child.field == "name" and child.kind == "pattern":
            identifier = child.child("bound_identifier") or child.first("simple_identifier")
            if identifier is None:
                continue
            made.append(Property(identifier.text, node, static=static, mutable=mutable, wrapper=wrapper, wrapper_syntax=wrapper_syntax))
        elif not made:
            continue
        elif child.kind == "type_annotation":
            annotation = child.child("name") or (child.children[0] if child.children else None)
            made[-1].type = _text_of_type(annotation) if annotation is not None else None
        elif child.field == "value":
            made[-1].value = child
        elif child.field == "computed_value":
            made[-1].getter = _getter(child)
    return made


def _getter(node: Syntax) -> tuple[Syntax, ...]:
    """The statements of a computed property: its body, or its ``get`` block."""
    statements = node.first("statements")
    if statements is not None:
        return tuple(statements.children)
    getter = node.first("computed_getter")
    if getter is not None:
        inner = getter.first("statements")
        return tuple(inner.children) if inner is not None else ()
    return ()


def function_of(node: Syntax, name: Optional[str] = None) -> Function:
    """A ``function_declaration`` or ``init_declaration`` node as a ``Function``."""
    words, _, _ = _modifier_words(node)
    parameters: list[Parameter] = []
    for child in node.children:
        if child.kind == "parameter":
            parameters.append(_parameter(child))
        elif child.field == "default_value" and parameters:
            last = parameters[-1]
            parameters[-1] = Parameter(last.label, last.name, last.type, child)
        elif child.field == "name" and child.kind == "simple_identifier" and name is None:
            name = child.text
    body = node.child("body")
    statements = body.first("statements") if body is not None else None
    return Function(
        name or "", node, tuple(parameters), tuple(statements.children) if statements is not None else (),
        bool(words & {"static", "class"}),
    )


def _parameter(node: Syntax) -> Parameter:
    external = node.child("external_name")
    names = [child for child in node.children_in("name") if child.kind == "simple_identifier"]
    kinds = [child for child in node.children if child.kind in _TYPE_KINDS or child.kind == "type_modifiers"]
    name = names[0].text if names else (external.text if external is not None else "_")
    label: Optional[str] = name
    if external is not None:
        label = None if external.text == "_" else external.text
    return Parameter(label, name, _text_of_type(kinds[-1]) if kinds else None, None)


def _macro(found: Declarations, node: Syntax) -> None:
    name = node.first("simple_identifier")
    if name is None or name.text != "Preview":
        return
    suffix = node.first("call_suffix")
    if suffix is None:
        return
    title = None
    arguments = suffix.first("value_arguments")
    if arguments is not None:
        for argument in arguments.of_kind("value_argument"):
            value = argument.child("value")
            if argument.child("name") is None and value is not None and value.kind == "line_string_literal":
                title = "".join(part.text for part in value.children_in("text"))
    closure = suffix.first("lambda_literal")
    statements = closure.first("statements") if closure is not None else None
    found.previews.append(Preview(title, tuple(statements.children) if statements is not None else (), node))
