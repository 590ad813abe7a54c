"""Views: the evaluator extended with SwiftUI's views and modifiers (through the table),
view builders (``Group``, ``ForEach``, ``EmptyView``, ``AnyView``), and the files' own
views and modifiers inlined where they are used: ``View`` structs with their initialisers'
arguments and properties' defaults, computed ``some View`` properties and methods,
``ViewModifier`` structs and ``extension View`` methods. Custom alignment guides and fonts
the views use are collected for the document.

What the source cannot say becomes a stand-in, noted: placeholder text, placeholder views,
image sizes, arguments left to SwiftUI's defaults.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence

from . import modifier_values
from .arguments import Bound, Unbound, bind_first
from .assumptions import Assumptions, StandIns, placeholder_text
from .declarations import Declarations, TypeDeclaration
from .evaluation import Evaluator
from .guides import guide_expression
from .kinds import SWIFTUI_COLORS, Mismatch, String, format_number
from .scope import Scope
from .syntax import Syntax
from .table import IGNORED, MODIFIERS, REQUIRED, STAND_INS, VIEWS, ModifierEntry, ViewEntry
from .templates import LAZY_CONTAINERS, TemplateMisuse, content_misuse, uses_marker
from .values import NIL, Argument, Closure, Constructed, Element, GeometryProxy, Instance, Member, Modifier, TypeRef, Unknown, ViewValue, Views

__all__ = ["UNKNOWN_ELEMENTS", "MAX_VIEWS", "Inliner"]

#: How many elements a ``ForEach`` over a collection the source does not determine shows.
UNKNOWN_ELEMENTS = 3
#: The most views one entry point may make (views inside views can multiply without end).
MAX_VIEWS = 100_000
#: Types that are values, never views (their calls are kept as ``Constructed``).
_VALUE_TYPES = frozenset({
    "EdgeInsets", "Alignment", "HorizontalAlignment", "VerticalAlignment", "UnitPoint", "GridItem", "CGSize", "CGPoint",
    "CGRect", "Font", "URL", "UUID", "Date", "Binding", "State", "StateObject", "LocalizedStringKey", "AttributedString",
    "Angle", "Animation", "AnyTransition", "Namespace", "DateFormatter", "NumberFormatter", "Locale", "Set", "Dictionary",
    "Optional", "Result", "Data", "Bundle", "UIColor", "NSColor", "UIFont", "NSFont", "Gradient", "LinearGradient",
    "RadialGradient", "AngularGradient", "StrokeStyle", "Edge", "Axis", "Calendar", "TimeInterval", "IndexSet",
})
#: The default natural size of an image asset the options do not size.
_ASSET_SIZE = (100.0, 100.0)
#: The symbol laid out for an SF Symbol whose name the source does not determine: one the
#: engine knows as a square (docs/document-extensions.md).
_UNNAMED_SYMBOL = "square"


class Inliner(Evaluator):
    """Builds the views of the files' expressions (see the module's docstring)."""

    def __init__(
        self, declarations: Declarations, stand_ins: StandIns, assumptions: Assumptions,
        geometry: Optional[Mapping[tuple[str, int, int], tuple[float, float]]] = None,
    ) -> None:
        """An inliner for ``declarations`` with the caller's stand-ins; ``geometry`` gives the
        sizes a layout gave the GeometryReaders, by their proxies' keys."""
        super().__init__(declarations, stand_ins, assumptions)
        self.geometry = dict(geometry or {})
        self._readers: dict[tuple[str, int], int] = {}
        self._reader_key: Optional[tuple[str, int, int]] = None
        self._views = 0
        #: Custom guides the views use, by name: (axis, the AlignmentID type's name or None).
        self.guides: dict[str, tuple[str, Optional[str]]] = {}
        #: Fonts the views use that are not text styles, by name.
        self.fonts: dict[str, dict[str, float]] = {}
        self._expanding: list[tuple[TypeDeclaration, Syntax]] = []
        #: Whether a ForEach read now may be a lazy row template (it is a lazy container's
        #: content), innermost last.
        self._lazy: list[bool] = []
        #: The row templates begun, by serial: their ForEach.
        self._templates: dict[int, Syntax] = {}
        self._serial = 0
        #: Why a ForEach is read row by row though its lazy container took templates, by place.
        self._eager: dict[tuple[str, int], str] = {}

    # The kinds' context.

    def custom_guide(self, axis: str, name: str) -> bool:
        """Whether ``name`` is a custom guide of ``axis`` (``static let name =
        VerticalAlignment(X.self)``); notes its use."""
        swift_type = "HorizontalAlignment" if axis == "horizontal" else "VerticalAlignment"
        value = self.static_value((swift_type,), name)
        if not isinstance(value, Constructed) or value.type != swift_type:
            return False
        identifier = value.argument(None)
        self.guides.setdefault(name, (axis, identifier.name if isinstance(identifier, TypeRef) else None))
        return True

    def font(self, value: Member) -> Optional[str]:
        """The document font of ``.system(size:)`` or ``.custom(_:size:)``: the caller's font of
        that name, else one of the metrics model at that size."""
        arguments = {argument.label: argument.value for argument in value.arguments or ()}
        size = arguments.get("size", arguments.get("fixedSize"))
        if not isinstance(size, (int, float)) or isinstance(size, bool) or not 0 < size < 1e6:
            return None
        if value.name == "custom":
            name = arguments.get(None)
            if not isinstance(name, str):
                return None
            if name in self.stand_ins.fonts:
                return name
            made = f"{name} {format_number(size)}"
            self.note(value.syntax, "font", f"the font of the metrics model at {format_number(size)} points (--font {name}=... sets its metrics)")
        elif value.name == "system":
            made = f"system {format_number(size)}"
        else:
            return None
        ascent = float(round(0.78 * size))
        self.fonts[made] = {"size": float(size), "ascent": ascent, "descent": float(size) - ascent, "leading": 0.0, "advance": float(round(0.53 * size))}
        return made

    def guide_expression(self, closure: Closure) -> str:
        """An ``alignmentGuide`` closure as a document expression."""
        parameter = closure.parameters[0] if closure.parameters else "$0"
        return guide_expression(closure.body, parameter, closure.scope, self)

    def views(self, value: Any) -> Views:
        """A value as views (a closure runs as a view builder); raises ``Mismatch``."""
        if isinstance(value, Closure):
            value = self.call_closure(value, (), value.syntax)
        made = self.views_of(value, getattr(value, "syntax", None))
        if made is None:
            raise Mismatch("views")
        return made

    def reader_views(self, value: Any) -> Views:
        """A GeometryReader's content closure run with its proxy (of the size ``geometry``
        gives its key, if any)."""
        if not isinstance(value, Closure):
            raise Mismatch("a closure of the geometry proxy")
        place = (value.syntax.file.name, value.syntax.start)
        count = self._readers.get(place, 0)
        self._readers[place] = count + 1
        key = (*place, count)
        proxy = GeometryProxy(key, self.geometry.get(key), value.syntax)
        views = self.views_of(self.call_closure(value, (Argument(None, proxy, value.syntax),), value.syntax), value.syntax) or Views(())
        self._reader_key = key
        return views

    # Views of values.

    def views_of(self, value: Any, syntax: Optional[Syntax]) -> Optional[Views]:
        """A value as views: views themselves, a colour (a Color view), a closure run as a view
        builder, a call of an unknown type (a placeholder); None for other values."""
        if isinstance(value, ViewValue):
            return Views((value,))
        if isinstance(value, Views):
            return value
        if value is NIL:
            return Views(())
        if isinstance(value, Closure):
            return self.views_of(self.call_closure(value, (), value.syntax), value.syntax)
        if isinstance(value, Member) and value.type in (None, "Color"):
            if value.name in SWIFTUI_COLORS or self.static_value(("Color",), value.name) is not None or value.type == "Color":
                color = self.static_value(("Color",), value.name) if value.name not in SWIFTUI_COLORS else None
                name = color if isinstance(color, str) else (value.name if color is None else _color_name(color))
                return Views((ViewValue("Color", (("color", name),), (), (), value.syntax),))
            return None
        if isinstance(value, Constructed) and value.type not in _VALUE_TYPES and value.type[:1].isupper():
            return Views((self.placeholder(value.type, value.syntax),))
        if isinstance(value, Unknown) and syntax is not None and value.parts is None:
            return Views((self.placeholder(value.path, value.syntax, unknown=True),))
        return None

    def placeholder(self, name: str, syntax: Syntax, *, unknown: bool = False, why: str = "") -> ViewValue:
        """A stand-in for a view the reader cannot build: of the size ``StandIns.placeholders``
        gives ``name``, else a flexible view; noted."""
        size = self.stand_ins.placeholders.get(name)
        what = why or (f"a view the source does not determine ({name})" if unknown else f"the view {name} is not in the files or SwiftUI's layouts")
        if size is not None:
            self.note(syntax, "view", f"{what}: a {format_number(size[0])} x {format_number(size[1])} placeholder")
            frame = Modifier("document", "frame", {"width": size[0], "height": size[1], "alignment": "center"}, syntax)
            return ViewValue("Color", (("color", "placeholder"),), (), (frame,), syntax)
        self.note(syntax, "view", f"{what}: a flexible placeholder (--placeholder {name.split('(')[0]}=WxH sets its size)")
        return ViewValue("Color", (("color", "placeholder"),), (), (), syntax)

    # Calls.

    def construct(self, name: str, arguments: tuple[Argument, ...], syntax: Syntax, scope: Scope) -> Any:
        """Views of a call: a view of the files (inlined), a view of the table, a view builder,
        a stand-in; other types as the evaluator makes them."""
        declaration = self.declarations.type_named(name)
        if declaration is not None and declaration.kind in ("struct", "class", "enum"):
            if declaration.is_view:
                return self.expand(declaration, arguments, syntax)
            if declaration.is_layout:
                return Views((self.placeholder(name, syntax, why=f"the custom Layout {name} (its code is not run)"),))
            return super().construct(name, arguments, syntax, scope)
        entry = VIEWS.get(name)
        if entry is not None:
            return self.build_view(entry, arguments, syntax)
        builder = _BUILDERS.get(name)
        if builder is not None:
            return builder(self, arguments, syntax)
        if name in STAND_INS:
            return self._stand_in(name, arguments, syntax)
        return super().construct(name, arguments, syntax, scope)

    def call_free(self, name: str, arguments: tuple[Argument, ...], syntax: Syntax, scope: Scope) -> Any:
        """A bare call in an ``extension View`` method or a ``ViewModifier``: a modifier of ``self``."""
        receiver = scope.receiver
        if isinstance(receiver, (ViewValue, Views)):
            return self.modify(receiver, name, arguments, syntax, scope)
        return super().call_free(name, arguments, syntax, scope)

    def call_method(self, target: Any, name: str, arguments: tuple[Argument, ...], syntax: Syntax, scope: Scope) -> Any:
        """A modifier of views (and of colours and unknown views used as views)."""
        if isinstance(target, (ViewValue, Views)):
            return self.modify(target, name, arguments, syntax, scope)
        if isinstance(target, Constructed) or (isinstance(target, Member) and self._modifies_views(name)):
            views = self.views_of(target, syntax)
            if views is not None:
                return self.modify(views, name, arguments, syntax, scope)
        return super().call_method(target, name, arguments, syntax, scope)

    def _modifies_views(self, name: str) -> bool:
        """Whether ``.name(...)`` on a colour makes it a view: a modifier of the table or of
        the files' ``extension View``."""
        extensions = self.declarations.type_named("View")
        return name in MODIFIERS or name == "modifier" or (extensions is not None and name in extensions.methods)

    def combine(self, op: str, lhs: Any, rhs: Any, syntax: Syntax) -> Any:
        """``Text("a") + Text("b")`` is one Text."""
        if op == "+" and isinstance(lhs, ViewValue) and isinstance(rhs, ViewValue) and lhs.type == rhs.type == "Text":
            fields = tuple((key, value + rhs.field("text", "") if key == "text" else value) for key, value in lhs.fields)
            return ViewValue("Text", fields, (), lhs.modifiers, lhs.syntax, lhs.calls)
        return super().combine(op, lhs, rhs, syntax)

    # Views of the table.

    def build_view(self, entry: ViewEntry, arguments: Sequence[Argument], syntax: Syntax) -> Any:
        """A view of the table: its first form the arguments fit, SwiftUI's defaults for the
        rest, stand-ins for what the source does not determine."""
        self.element_use(syntax, f"the element in {entry.name}(…)", *arguments)
        bound = self._bind_view(entry, arguments, syntax)
        if isinstance(bound, Unbound):
            why = f" ({bound.reason})" if bound.reason else ""
            return Views((self.placeholder(entry.name, syntax, why=f"the arguments of {entry.name} are not understood{why}"),))
        fields = dict(entry.fields)
        fields.update((key, value) for key, value in bound.values.items() if key != "content")
        if entry.type == "GeometryReader" and self._reader_key is not None:
            fields["proxy"], self._reader_key = self._reader_key, None
        for param, argument in bound.unknown:
            if (entry.stand_in == "text" and param.key == "text") or (param.key == "title" and isinstance(param.kind, String)):
                fields[param.key] = self._placeholder_text(argument.value)  # a Text's, or a control's title
            elif param.key == "content":
                bound.content = Views((self.placeholder(argument.value.path, argument.syntax, unknown=True),))
            elif param.key is not None and param.default is not REQUIRED:
                self.note(argument.syntax, "value", f"{param.key}: the value is not known, SwiftUI's default is used (--assume sets it)")
        if entry.stand_in == "text" and "text" not in fields:
            fields["text"] = self._placeholder_text(Unknown(syntax.excerpt(40), syntax))
        if entry.stand_in == "image":
            self._image(fields, arguments, syntax)
        children: tuple[ViewValue, ...] = ()
        if entry.content is not None:
            children = tuple(bound.content or ())
        if entry.type == "Picker" and children and not (isinstance(fields.get("selection"), int) and fields["selection"] < len(children)):
            self.note(syntax, "value", "the selection is not the index of an option: the first option is shown")
            fields["selection"] = 0
            if entry.content == "one" and len(children) > 1:
                axes = fields.get("axes", "vertical")
                stack = "HStack" if axes == "horizontal" else "VStack"
                children = (ViewValue(stack, (), children, (), syntax),)
        self._views += 1 + len(children)
        if self._views > MAX_VIEWS:
            raise self.error(syntax, f"the views make more than {MAX_VIEWS} views: the reader stops there")
        return ViewValue(entry.type, tuple(fields.items()), children, (), syntax)

    def _bind_view(self, entry: ViewEntry, arguments: Sequence[Argument], syntax: Syntax) -> Bound | Unbound:
        """A view's arguments bound to its first form that fits them. A lazy container's
        content may be a lazy row template (``templates``); when one cannot say what its rows
        do (noted at its ForEach), or stands beside other views, the content is read again
        with every row built."""
        call = Constructed(entry.name, tuple(arguments), syntax)
        if entry.type in LAZY_CONTAINERS:
            first, mark, state = self._serial + 1, len(self.assumptions), (self._views, dict(self._readers), self._reader_key, self.geometry_unknown)
            self._lazy.append(True)
            try:
                bound = bind_first(entry.forms, arguments, self, call)
                content = bound.content if isinstance(bound, Bound) else None
                if not content or len(content) == 1 or not any(view.type == "ForEach" for view in content):
                    return bound
            except TemplateMisuse as misuse:
                if misuse.serial < first:
                    raise  # the element of a template around this container
                where = misuse.syntax.location
                why = f"{misuse.why} at {where.line}:{where.column}"
                self._eager[_place(self._templates[misuse.serial])] = why
                misuse_at: Optional[Syntax] = self._templates[misuse.serial]
            else:
                misuse_at = None
            finally:
                self._lazy.pop()
            self.assumptions.rollback(mark)
            self._views, self._readers, self._reader_key, self.geometry_unknown = state
            if misuse_at is not None:
                self.note(misuse_at, "loop", f"each row built, not one lazy template row: it cannot hold {self._eager[_place(misuse_at)]}")
        self._lazy.append(False)
        try:
            return bind_first(entry.forms, arguments, self, call)
        finally:
            self._lazy.pop()

    def row_template(self, syntax: Syntax, data: Argument, content: Any, count: int, element: Any) -> Optional[ViewValue]:
        """A ForEach's lazy row template (a ``ViewValue`` of type ``ForEach``), when it is all
        of a lazy container's content: its ``content`` read once, with ``element`` (an
        ``Element`` standing for the range ``lower ..< lower + count`` given as an int, else
        the unknown element of every row). Raises ``TemplateMisuse`` when the content cannot
        be a template; None when the ForEach is not a lazy container's content."""
        if not self._lazy or not self._lazy[-1] or (syntax.file.name, syntax.start) in self._eager:
            return None
        self._serial += 1
        serial = self._serial
        self._templates[serial] = syntax
        lower: Optional[int] = None
        if isinstance(element, int) and not isinstance(element, bool):
            lower = element
            parameters = content.parameters if isinstance(content, Closure) else ()
            element = Element(serial, parameters[0] if parameters and parameters[0].isidentifier() else "element", data.syntax)
        self._lazy.append(False)
        self.templating.append(serial)
        try:
            views = self.views_of(self._row(content, element, data, syntax), syntax) or Views(())
        finally:
            self.templating.pop()
            self._lazy.pop()
        if len(views) != 1:
            raise TemplateMisuse(serial, syntax, f"{len(views)} views for each element" if views else "no view for an element")
        variable = element.name if isinstance(element, Element) else None
        misuse = content_misuse(views[0], serial, variable)
        if misuse is not None:
            raise misuse
        fields: list[tuple[str, Any]] = [("count", count)] if not lower else [("range", [lower, lower + count])]
        if isinstance(element, Element) and uses_marker(views[0], element.marker):
            fields += [("variable", element.name), ("_marker", element.marker)]
        return ViewValue("ForEach", (*fields, ("_serial", serial)), (views[0],), (), syntax)

    def _row(self, content: Any, element: Any, data: Argument, syntax: Syntax) -> Any:
        """A ForEach's content for one element."""
        if isinstance(content, Closure):
            return self.call_closure(content, (Argument(None, element, data.syntax),), syntax)
        return self.call_value(content, (Argument(None, element, data.syntax),), syntax)

    def eager_reason(self, syntax: Syntax) -> str:
        """Why the ForEach at ``syntax`` is read row by row though it is a lazy container's
        content (empty: it is not, or nothing stopped a template)."""
        return self._eager.get(_place(syntax), "")

    def _placeholder_text(self, value: Unknown) -> str:
        """The text of a Text the source does not determine: its known parts, and placeholder
        text for the rest; noted."""
        length = self.stand_ins.text_length
        parts = value.parts if value.parts is not None else (value,)
        text = "".join(part if isinstance(part, str) else placeholder_text(length) for part in parts)
        self.note(value.syntax, "text", f"placeholder text {text!r} ({length} characters for each unknown part; --text-length sets it)")
        return text

    def _image(self, fields: dict[str, Any], arguments: Sequence[Argument], syntax: Syntax) -> None:
        """An Image's natural size: the options', else for an SF Symbol none (the engine sizes
        it from its font), else 100 x 100 for an asset; noted, but for a named symbol."""
        symbol = next((argument.value for argument in arguments if argument.label == "systemName"), None)
        name = symbol if symbol is not None else next((argument.value for argument in arguments if argument.label in (None, "decorative")), None)
        key = name if isinstance(name, str) else None
        size = self.stand_ins.images.get(key) if key is not None else None
        if size is not None:
            fields["width"], fields["height"] = size
            return
        hint = f" (--image {key}=WxH sets it)" if key is not None else ""
        if symbol is not None:
            if key is None:
                fields["systemName"] = _UNNAMED_SYMBOL
                self.note(syntax, "image", f"an SF Symbol whose name the source does not determine: {_UNNAMED_SYMBOL!r}, a square of its font's point size")
            return
        what = f"the image {key!r}" if key is not None else "an image whose name the source does not determine"
        fields["width"], fields["height"] = _ASSET_SIZE
        self.note(syntax, "image", f"{what}: {format_number(_ASSET_SIZE[0])} x {format_number(_ASSET_SIZE[1])}{hint}")

    def _stand_in(self, name: str, arguments: Sequence[Argument], syntax: Syntax) -> Views:
        """A SwiftUI view the engine does not have, laid out as its content (``STAND_INS``); noted."""
        stand_in = STAND_INS[name]
        self.note(syntax, "layout", f"{name}: {stand_in.replacement}")
        views: list[ViewValue] = []
        for label in stand_in.content:
            for argument in arguments:
                if (label is None and argument.trailing and argument.label is None) or (label is not None and argument.label == label):
                    made = self.views_of(argument.value, argument.syntax)
                    views.extend(made or ())
        return Views(views)

    # Modifiers.

    def modify(self, views: Any, name: str, arguments: tuple[Argument, ...], syntax: Syntax, scope: Scope) -> Any:
        """Views with a modifier: the table's, an ``extension View`` method of the files, a
        ``ViewModifier`` (``.modifier(_:)``); a modifier that never changes a layout is left
        out silently, any other with a note. Several views each get the modifier."""
        if isinstance(views, Views):
            made: list[ViewValue] = []
            for view in views:
                made.extend(self._as_views(self.modify(view, name, arguments, syntax, scope), syntax))
            return Views(made)
        if views.type == "ForEach":  # a row template: each row gets the modifier
            rows = self._as_views(self.modify(views.children[0], name, arguments, syntax, scope), syntax)
            if len(rows) != 1:
                raise TemplateMisuse(dict(views.fields)["_serial"], syntax, f"a row that .{name} makes {len(rows)} views")
            return ViewValue("ForEach", views.fields, (rows[0],), (), views.syntax)
        entry = MODIFIERS.get(name)
        if entry is not None:
            applied = self._table_modifier(entry, views, arguments, syntax)
            if applied is not None:
                return applied
        extension = self._extension_method(views, name)
        if extension is not None:
            return self.call_closure(extension.closure(Scope(self.file_scope, receiver=views)), arguments, syntax)
        if name == "modifier" and len(arguments) == 1:
            return self._view_modifier(views, arguments[0], syntax)
        if name in IGNORED:
            return views
        if entry is None:
            self.note(syntax, "modifier", f"the modifier .{name} is not one the reader knows: left out", construct=f".{name}(…)")
        return views

    def _as_views(self, value: Any, syntax: Syntax) -> Views:
        made = self.views_of(value, syntax)
        return made if made is not None else Views(())

    def _extension_method(self, view: ViewValue, name: str) -> Any:
        """The ``extension View`` (or ``extension Text`` for a Text...) method ``name``, or None."""
        for type_name in (view.type, "View"):
            declaration = self.declarations.type_named(type_name)
            if declaration is not None and name in declaration.methods:
                return declaration.methods[name][0]
        return None

    def _view_modifier(self, view: ViewValue, argument: Argument, syntax: Syntax) -> Any:
        modifier = argument.value
        if not isinstance(modifier, Instance) or not modifier.declaration.is_view_modifier or "body" not in modifier.declaration.methods:
            self.note(syntax, "modifier", "a view modifier that is not in the files: left out", construct=syntax.excerpt(60))
            return view
        body = modifier.declaration.methods["body"][0]
        scope = Scope(self.file_scope, receiver=modifier, owner=modifier.declaration)
        return self.call_closure(body.closure(scope), (Argument("content", view, argument.syntax),), syntax)

    def _table_modifier(self, entry: ModifierEntry, view: ViewValue, arguments: Sequence[Argument], syntax: Syntax) -> Optional[ViewValue]:
        """A modifier of the table, or None when its arguments fit none of its forms."""
        if entry.name != "id":  # an id of another type than a string is identity, never layout
            self.element_use(syntax, f"the element in .{entry.name}(…)", *arguments)
        forms = [form.params for form in entry.forms]
        self._lazy.append(False)
        try:
            bound = bind_first(forms, arguments, self)
        finally:
            self._lazy.pop()
        if isinstance(bound, Unbound):
            if entry.name == "id":
                return view  # an id of another type than a string: identity, never layout
            if self._extension_method(view, entry.name) is not None:
                return None
            why = f" ({bound.reason})" if bound.reason else ""
            self.note(syntax, "modifier", f"the arguments of .{entry.name} are not understood{why}: left out")
            return view
        form = entry.forms[forms.index(bound.params)]
        target = form.target
        if target.kind == "none":
            return view
        if not self._settle_unknowns(entry, bound, syntax):
            return view
        if target.kind == "document":
            value = modifier_values.build(target, bound.values, syntax)
            if value is modifier_values.SKIP:
                return view
            return view.with_modifier(Modifier("document", target.key or entry.name, value, syntax))
        if target.kind == "field":
            if view.type not in target.types:
                return view
            if target.build == "constant":
                return view.with_modifier(Modifier("field", target.key or "", target.constant, syntax))
            for key, value in bound.values.items():
                if value is not None:
                    view = view.with_modifier(Modifier("field", key, value, syntax))
            return view
        for key, value in bound.values.items():
            if target.kind == "id" and isinstance(value, str):
                view = view.with_modifier(Modifier("id", "id", value, syntax))
            elif target.kind in ("environment", "root"):
                view = view.with_modifier(Modifier(target.kind, key, value, syntax))
        return view

    def _settle_unknowns(self, entry: ModifierEntry, bound: Bound, syntax: Syntax) -> bool:
        """Arguments the source does not determine: a parameter with a default takes it (noted);
        without one the modifier is left out (noted, False)."""
        for param, argument in bound.unknown:
            if entry.name == "id":
                return False
            if param.default is REQUIRED:
                self.note(argument.syntax, "modifier", f".{entry.name} is left out: its argument is not known (--assume sets it)", construct=syntax.excerpt(60))
                return False
            self.note(argument.syntax, "value", f"the argument is not known: SwiftUI's default is used (--assume sets it)")
        return True

    # Views of the files.

    def expand(self, declaration: TypeDeclaration, arguments: Sequence[Argument], syntax: Syntax) -> Views:
        """A ``View`` struct of the files: an instance with the arguments, and its body's views
        (marked as called from ``syntax``). A view that contains itself is an error."""
        if any(item is declaration for item, _ in self._expanding):
            chain = " -> ".join([item.name for item, _ in self._expanding[[item for item, _ in self._expanding].index(declaration):]] + [declaration.name])
            raise self.error(syntax, f"the view {declaration.name} contains itself ({chain}): views that contain themselves without end cannot be laid out")
        body = declaration.computed.get("body")
        if body is None or body.getter is None:
            return Views((self.placeholder(declaration.name, syntax, why=f"{declaration.name} has no body the reader reads"),))
        instance = self.instantiate(declaration, arguments, syntax)
        self._expanding.append((declaration, syntax))
        try:
            value = self.run_body(body.getter, Scope(self.file_scope, receiver=instance, owner=declaration))
        finally:
            self._expanding.pop()
        views = self.views_of(value, syntax) or Views(())
        return Views(view.called_from(syntax) for view in views)

    def entry_views(self, statements: Sequence[Syntax]) -> Views:
        """The views of an entry point's statements (a ``#Preview`` body)."""
        value = self.run_body(statements, Scope(self.file_scope))
        return self.views_of(value, statements[0] if statements else None) or Views(())



def _place(syntax: Syntax) -> tuple[str, int]:
    """Where a construct is: its file's name and its offset."""
    return (syntax.file.name, syntax.start)


def _color_name(value: Any) -> str:
    """A colour's name for a static of ``extension Color``."""
    if isinstance(value, Member):
        return value.name
    if isinstance(value, Constructed):
        first = value.argument(None)
        return first if isinstance(first, str) else value.type
    return "color"


def _group(inliner: Inliner, arguments: Sequence[Argument], syntax: Syntax) -> Views:
    """``Group { ... }``: its views in place."""
    views: list[ViewValue] = []
    for argument in arguments:
        if isinstance(argument.value, Closure):
            views.extend(inliner.views(argument.value))
    return Views(views)


def _empty(inliner: Inliner, arguments: Sequence[Argument], syntax: Syntax) -> Views:
    return Views(())


def _any_view(inliner: Inliner, arguments: Sequence[Argument], syntax: Syntax) -> Views:
    """``AnyView(view)``: the view."""
    return inliner.views_of(arguments[0].value, syntax) or Views(()) if arguments else Views(())


def _for_each(inliner: Inliner, arguments: Sequence[Argument], syntax: Syntax) -> Views:
    """``ForEach(data, id:) { element in ... }``: the content's views for each element of a
    range, an array or ``Array(repeating:count:)``; a collection the source does not
    determine has ``UNKNOWN_ELEMENTS`` unknown elements (noted), or as many as ``--assume``
    gives it. All of a lazy container's content, over a range or a collection the source does
    not determine, it is a lazy row template (``Inliner.row_template``)."""
    data = next((argument for argument in arguments if argument.label is None and not argument.trailing), None)
    content = next((argument.value for argument in arguments if argument.label == "content" or argument.trailing), None)
    if data is None or content is None:
        inliner.note(syntax, "unsupported", "a ForEach without data and content: no views")
        return Views(())
    values = data.value
    inliner.element_use(data.syntax, "a ForEach over the element", values)
    elements: Any
    if isinstance(values, Unknown):
        count = UNKNOWN_ELEMENTS
        inliner.note(data.syntax, "loop", f"{count} elements (the collection is not known; --assume {_assumed_name(values)}=N sets how many)")
        template = inliner.row_template(syntax, data, content, count, Unknown(values.path, data.syntax))
        elements = [Unknown(values.path, data.syntax) for _ in range(count)]
    elif isinstance(values, int) and not isinstance(values, bool):
        template = inliner.row_template(syntax, data, content, max(0, values), Unknown(data.syntax.excerpt(40), data.syntax))
        elements = [] if template else [Unknown(data.syntax.excerpt(40), data.syntax)] * inliner.count(values, data.syntax, inliner.eager_reason(syntax))
    elif isinstance(values, dict):
        template, elements = None, list(values.items())
    elif isinstance(values, (list, tuple, range)):
        span = values if isinstance(values, range) else _span(values)
        template = inliner.row_template(syntax, data, content, len(span), span.start) if span is not None and span.step == 1 else None
        elements = values
    else:
        inliner.note(data.syntax, "unsupported", "ForEach over a value that is not a collection: no views")
        return Views(())
    if template is not None:
        return Views((template,))
    inliner.count(len(elements), data.syntax, inliner.eager_reason(syntax))
    views: list[ViewValue] = []
    for element in elements:
        views.extend(inliner.views_of(inliner._row(content, element, data, syntax), syntax) or ())
    return Views(views)


def _assumed_name(values: Unknown) -> str:
    """The name ``--assume`` gives an unknown collection's count by: its last part, or the
    unknown bound of a range (``0..<count``)."""
    path = values.path
    for operator in ("..<", "..."):
        if operator in path:
            return path.rsplit(operator, 1)[-1].strip() or path
    return path.rsplit(".", 1)[-1]


def _span(values: Sequence[Any]) -> Optional[range]:
    """The range an array of consecutive integers holds (``Array(0..<n)``), or None."""
    if not values or not all(isinstance(value, int) and not isinstance(value, bool) for value in values):
        return None
    span = range(values[0], values[0] + len(values))
    return span if all(value == expected for value, expected in zip(values, span)) else None


#: View builders, by name.
_BUILDERS = {"Group": _group, "ForEach": _for_each, "EmptyView": _empty, "AnyView": _any_view}
