"""SwiftUI's controls in SwiftUI's words::

    Form(
        Section("Network", Toggle("Wi-Fi"), Picker("Band", Text("2.4 GHz"), Text("5 GHz"), selection=1)),
        Section(TextField("Name", text="Ada"), footer=Text("Shown to others.")),
    )
    HStack(Button("Cancel"), Button("Save")).button_style("bordered").control_size("large")

A control's layout is its composition, written once in the engine as SwiftUI composes it, with
the styles its environment gives it (``button_style``, ``control_size``, ``list_style`` ...)
and the numbers of the layout's platform profile. A title string is SwiftUI's ``Text(title)``
label; otherwise a control's label is the views it is given. Actions, bindings and
destinations play no part in layout and are not taken.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Iterable

from .._native.library import library
from ..values import _arguments as arguments
from ..values.unit_point import Axes
from .view import View, _children

if TYPE_CHECKING:
    from ._builder import Builder

__all__ = [
    "Button", "Link", "NavigationLink", "Label", "Toggle", "Stepper", "Slider", "ProgressView", "TextField", "SecureField",
    "Picker", "LabeledContent", "List", "Form", "Section",
]


def _title_or_views(name: str, items: tuple[object, ...]) -> tuple[str | None, tuple[View, ...]]:
    """A control's title (a first positional string) and its label views (the others)."""
    if items and isinstance(items[0], str):
        title, views = items[0], items[1:]
        if views:
            raise TypeError(f"{name}: a title or label views, not both")
        return title, ()
    return None, _children(items, name)


def _text(value: str | None) -> bytes | None:
    return None if value is None else value.encode()


class _Control(View):
    """A control: its ``title`` (or None), and its children as the engine takes them, slots
    first (``_slot_names`` names them in result paths), then its content, then trailing slots."""

    __slots__ = ("title",)
    #: Whether people tap it (``ControlKind.isTappable``): results then carry its tap target.
    tappable: ClassVar[bool] = False

    def _leading_slots(self) -> tuple[tuple[str, View], ...]:
        return ()

    def _main(self) -> tuple[View, ...]:
        return ()

    def _trailing_slots(self) -> tuple[tuple[str, View], ...]:
        return ()

    def _content(self, builder: Builder, view_id: int) -> Iterable[View]:
        return tuple(view for _, view in self._leading_slots()) + self._main() + tuple(view for _, view in self._trailing_slots())

    def _child_path(self, index: int) -> str:
        leading, trailing = self._leading_slots(), self._trailing_slots()
        if index < len(leading):
            return leading[index][0]
        main = len(self._main())
        if index >= len(leading) + main:
            return trailing[index - len(leading) - main][0]
        return str(index - len(leading))


class _Labeled(_Control):
    """A control with a title or label views: Button, Link, NavigationLink, Toggle, Stepper."""

    __slots__ = ("label",)
    _function: str

    def __init__(self, *title_or_label: View | str) -> None:
        super().__init__()
        title, label = _title_or_views(self.type_name, title_or_label)
        object.__setattr__(self, "title", title)
        object.__setattr__(self, "label", label)

    def _main(self) -> tuple[View, ...]:
        return self.label

    def _emit(self, builder: Builder) -> int:
        return builder.create(getattr(library(), self._function), _text(self.title))


class Button(_Labeled):
    """``Button("Save")`` or ``Button(label views...)``: a label that performs an action."""

    __slots__ = ()
    type_name = "Button"
    tappable = True
    _function = "ae_view_create_button"


class Link(_Labeled):
    """``Link("Apple", destination="https://apple.com")``: a button that opens a URL."""

    __slots__ = ("destination",)
    type_name = "Link"
    tappable = True
    _function = "ae_view_create_link"

    def __init__(self, *title_or_label: View | str, destination: str = "") -> None:
        super().__init__(*title_or_label)
        object.__setattr__(self, "destination", arguments.string(destination, "Link(destination)"))


class NavigationLink(_Labeled):
    """``NavigationLink("Details")``: a button that pushes a view (not laid out); in a List row
    it shows a chevron and the row is its tap target."""

    __slots__ = ()
    type_name = "NavigationLink"
    tappable = True
    _function = "ae_view_create_navigation_link"


class Toggle(_Labeled):
    """``Toggle("Wi-Fi")``: a label and a switch (a checkbox on macOS)."""

    __slots__ = ()
    type_name = "Toggle"
    tappable = True
    _function = "ae_view_create_toggle"


class Stepper(_Labeled):
    """``Stepper("Count: 3")``: a label and increment and decrement buttons."""

    __slots__ = ()
    type_name = "Stepper"
    tappable = True
    _function = "ae_view_create_stepper"


class Label(_Control):
    """``Label("Inbox", system_image="tray")``, or ``Label(title=view, icon=view)``."""

    __slots__ = ("system_image", "title_view", "icon")
    type_name = "Label"

    def __init__(
        self, title: str | None = None, *, system_image: str | None = None, title_view: View | None = None, icon: View | None = None
    ) -> None:
        super().__init__()
        if (title is None) == (title_view is None):
            raise TypeError("Label: give a title or a title_view (one of them)")
        if (system_image is None) == (icon is None):
            raise TypeError("Label: give a system_image or an icon (one of them)")
        object.__setattr__(self, "title", None if title is None else arguments.string(title, "Label(title)"))
        object.__setattr__(self, "system_image", None if system_image is None else arguments.string(system_image, "Label(system_image)"))
        object.__setattr__(self, "title_view", None if title_view is None else arguments.instance(title_view, View, "Label(title_view)"))
        object.__setattr__(self, "icon", None if icon is None else arguments.instance(icon, View, "Label(icon)"))

    def _leading_slots(self) -> tuple[tuple[str, View], ...]:
        return tuple((name, view) for name, view in (("title", self.title_view), ("icon", self.icon)) if view is not None)

    def _emit(self, builder: Builder) -> int:
        return builder.create(library().ae_view_create_label, _text(self.title), _text(self.system_image))


class Slider(_Control):
    """``Slider(value=0.5)``: a value chosen on a track (the value plays no part in layout)."""

    __slots__ = ("value",)
    type_name = "Slider"
    tappable = True

    def __init__(self, value: float = 0.0) -> None:
        super().__init__()
        object.__setattr__(self, "title", None)
        object.__setattr__(self, "value", arguments.real(value, "Slider(value)"))

    def _emit(self, builder: Builder) -> int:
        return builder.create(library().ae_view_create_slider)


class ProgressView(_Control):
    """``ProgressView()`` (indeterminate), ``ProgressView("Loading")``, ``ProgressView(value=0.5)``
    or ``ProgressView(label views..., value=0.5, total=1)``."""

    __slots__ = ("label", "value", "total")
    type_name = "ProgressView"

    def __init__(self, *title_or_label: View | str, value: float | None = None, total: float = 1.0) -> None:
        super().__init__()
        title, label = _title_or_views("ProgressView", title_or_label)
        object.__setattr__(self, "title", title)
        object.__setattr__(self, "label", label)
        object.__setattr__(self, "value", arguments.optional_real(value, "ProgressView(value)"))
        object.__setattr__(self, "total", arguments.real(total, "ProgressView(total)", minimum=0))

    def _main(self) -> tuple[View, ...]:
        return self.label

    def _emit(self, builder: Builder) -> int:
        value = float("nan") if self.value is None else self.value
        return builder.create(library().ae_view_create_progress_view, _text(self.title), value, self.total)


class TextField(_Control):
    """``TextField("Name", text="Ada")``: shows ``text``, or the title while it is empty; with
    ``axis="vertical"`` it grows to ``line_limit`` lines (``reserves_space``: always that tall)."""

    __slots__ = ("text", "axis", "line_limit", "reserves_space")
    type_name = "TextField"
    tappable = True

    def __init__(self, title: str, text: str = "", axis: Axes = "horizontal", *, line_limit: int | None = None, reserves_space: bool = False) -> None:
        super().__init__()
        object.__setattr__(self, "title", arguments.string(title, "TextField(title)"))
        object.__setattr__(self, "text", arguments.string(text, "TextField(text)"))
        if axis not in ("horizontal", "vertical"):
            raise arguments.value_error("TextField(axis)", "", "'horizontal' or 'vertical'", axis)
        object.__setattr__(self, "axis", axis)
        object.__setattr__(self, "line_limit", arguments.optional_whole(line_limit, "TextField(line_limit)", minimum=1))
        object.__setattr__(self, "reserves_space", arguments.boolean(reserves_space, "TextField(reserves_space)"))

    def _emit(self, builder: Builder) -> int:
        return builder.create(
            library().ae_view_create_text_field, _text(self.title), _text(self.text), 0 if self.axis == "horizontal" else 1,
            self.line_limit or 0, int(self.reserves_space),
        )


class SecureField(_Control):
    """``SecureField("Password", text="")``."""

    __slots__ = ("text",)
    type_name = "SecureField"
    tappable = True

    def __init__(self, title: str, text: str = "") -> None:
        super().__init__()
        object.__setattr__(self, "title", arguments.string(title, "SecureField(title)"))
        object.__setattr__(self, "text", arguments.string(text, "SecureField(text)"))

    def _emit(self, builder: Builder) -> int:
        return builder.create(library().ae_view_create_secure_field, _text(self.title), _text(self.text))


class Picker(_Control):
    """``Picker("Color", option views..., selection=0)``: ``selection`` is the index of the
    selected option; ``label`` a label view instead of the title."""

    __slots__ = ("options", "selection", "label")
    type_name = "Picker"
    tappable = True

    def __init__(self, title: str | None = None, *options: View, selection: int = 0, label: View | None = None) -> None:
        super().__init__()
        if title is not None and label is not None:
            raise TypeError("Picker: a title or a label view, not both")
        object.__setattr__(self, "title", None if title is None else arguments.string(title, "Picker(title)"))
        object.__setattr__(self, "options", _children(options, "Picker"))
        object.__setattr__(self, "selection", arguments.whole(selection, "Picker(selection)", minimum=0))
        object.__setattr__(self, "label", None if label is None else arguments.instance(label, View, "Picker(label)"))

    def _leading_slots(self) -> tuple[tuple[str, View], ...]:
        return () if self.label is None else (("label", self.label),)

    def _main(self) -> tuple[View, ...]:
        return self.options

    def _emit(self, builder: Builder) -> int:
        return builder.create(library().ae_view_create_picker, _text(self.title), self.selection, int(self.label is not None))


class LabeledContent(_Control):
    """``LabeledContent("Version", value="1.0")``, ``LabeledContent("Version", content views...)``
    or ``LabeledContent(content views..., label=view)``."""

    __slots__ = ("value", "content", "label")
    type_name = "LabeledContent"

    def __init__(self, *title_and_content: View | str, value: str | None = None, label: View | None = None) -> None:
        super().__init__()
        title = title_and_content[0] if title_and_content and isinstance(title_and_content[0], str) else None
        content = _children(title_and_content[1:] if title is not None else title_and_content, "LabeledContent")
        if (title is None) == (label is None):
            raise TypeError("LabeledContent: give a title or a label view (one of them)")
        if value is not None and content:
            raise TypeError("LabeledContent: a value or content views, not both")
        object.__setattr__(self, "title", title)
        object.__setattr__(self, "value", None if value is None else arguments.string(value, "LabeledContent(value)"))
        object.__setattr__(self, "content", content)
        object.__setattr__(self, "label", None if label is None else arguments.instance(label, View, "LabeledContent(label)"))

    def _leading_slots(self) -> tuple[tuple[str, View], ...]:
        return () if self.label is None else (("label", self.label),)

    def _main(self) -> tuple[View, ...]:
        return self.content

    def _emit(self, builder: Builder) -> int:
        return builder.create(library().ae_view_create_labeled_content, _text(self.title), _text(self.value))


class List(_Control):
    """``List(rows...)``: rows and ``Section`` views in a scrolling list."""

    __slots__ = ("rows",)
    type_name = "List"
    _function = "ae_view_create_list"

    def __init__(self, *rows: View) -> None:
        super().__init__()
        object.__setattr__(self, "title", None)
        object.__setattr__(self, "rows", _children(rows, self.type_name))

    def _main(self) -> tuple[View, ...]:
        return self.rows

    def _emit(self, builder: Builder) -> int:
        return builder.create(getattr(library(), self._function))


class Form(List):
    """``Form(rows...)``: a List in the form style."""

    __slots__ = ()
    type_name = "Form"
    _function = "ae_view_create_form"


class Section(_Control):
    """``Section("Network", rows...)``, or ``Section(rows..., header=view, footer=view)``."""

    __slots__ = ("rows", "header", "footer")
    type_name = "Section"

    def __init__(self, *title_and_rows: View | str, header: View | None = None, footer: View | None = None) -> None:
        super().__init__()
        title = title_and_rows[0] if title_and_rows and isinstance(title_and_rows[0], str) else None
        if title is not None and header is not None:
            raise TypeError("Section: a title or a header view, not both")
        object.__setattr__(self, "title", title)
        object.__setattr__(self, "rows", _children(title_and_rows[1:] if title is not None else title_and_rows, "Section"))
        object.__setattr__(self, "header", None if header is None else arguments.instance(header, View, "Section(header)"))
        object.__setattr__(self, "footer", None if footer is None else arguments.instance(footer, View, "Section(footer)"))

    def _leading_slots(self) -> tuple[tuple[str, View], ...]:
        return () if self.header is None else (("header", self.header),)

    def _main(self) -> tuple[View, ...]:
        return self.rows

    def _trailing_slots(self) -> tuple[tuple[str, View], ...]:
        return () if self.footer is None else (("footer", self.footer),)

    def _emit(self, builder: Builder) -> int:
        return builder.create(library().ae_view_create_section, _text(self.title), int(self.header is not None), int(self.footer is not None))


def tappable_types() -> frozenset[str]:
    """The type names of the controls people tap."""
    found, stack = set(), list(_Control.__subclasses__())
    while stack:
        kind = stack.pop()
        stack += kind.__subclasses__()
        if kind.tappable:
            found.add(kind.type_name)
    return frozenset(found)
