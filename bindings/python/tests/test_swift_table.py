"""The one table from SwiftUI to layout documents, checked against the document reader: every
form of every entry, written as SwiftUI source with sample arguments, is read into a document
that the library lays out (so an entry the document format does not know fails here); and
every view type and modifier of docs/document.md has an entry."""

from __future__ import annotations

import re

import pytest

from alignment_engine import layout_swift
from alignment_engine.swift import read_swift
from alignment_engine.swift.kinds import Content, GuideValue, Slot
from alignment_engine.swift.table import IGNORED, MODIFIERS, REQUIRED, STAND_INS, VIEWS, ModifierEntry, ModifierForm, Param, ViewEntry
from conftest import REPOSITORY

#: Calls of forms whose one parameter reads the whole call.
WHOLE_CALLS = {
    "Color": "Color(red: 0.2, green: 0.4, blue: 0.6)",
    "UnevenRoundedRectangle": "UnevenRoundedRectangle(topLeadingRadius: 4, bottomTrailingRadius: 8)",
    "Image": "Image(uiImage: photo)",
    "Text": "Text(Date(), style: .time)",
}
#: The assumption each stand-in makes for a sample call (none elsewhere).
STAND_IN_KINDS = {"image": {"image"}, "text": {"text"}}


def arguments(params: tuple[Param, ...]) -> tuple[str, str]:
    """Sample arguments for every parameter the document has a key for, and the required
    ones (a call's argument list, and its trailing closures: the first unlabelled, a control's
    slots labelled)."""
    parts: list[str] = []
    trailing = ""
    for param in params:
        if isinstance(param.kind, Slot):
            view = 'Text("Sample")'
            if param.closure:
                trailing += f" {param.label}: {{ {view} }}" if trailing else f" {{ {view} }}"
            else:
                parts.append(f"{param.label}: {view}")
            continue
        if isinstance(param.kind, Content) and param.closure:
            trailing += f" {param.label}: {{ Color.red.frame(width: 5, height: 5) }}" if trailing else " { Color.red.frame(width: 5, height: 5) }"
            continue
        if isinstance(param.kind, GuideValue):
            trailing = f" {param.kind.write(param.kind.sample())}"
            continue
        if param.key is None or param.key == "content":
            if param.default is REQUIRED:
                text = param.kind.write(param.fill) if param.fill is not None else "Color.blue"
                parts.append(f"{param.label}: {text}" if param.label else text)
            continue
        value = param.fill if param.fill is not None and param.kind.sample() is None else param.kind.sample()
        text = param.kind.write(value)
        parts.append(f"{param.label}: {text}" if param.label else text)
    return ", ".join(parts), trailing


def view_call(entry: ViewEntry, params: tuple[Param, ...]) -> str:
    if len(params) == 1 and params[0].whole:
        return WHOLE_CALLS[entry.name]
    text, trailing = arguments(params)
    return f"{entry.name}({text}){trailing}"


def modifier_call(entry: ModifierEntry, form: ModifierForm) -> str:
    text, trailing = arguments(form.params)
    return f".{entry.name}({text}){trailing}"


VIEW_FORMS = [(entry, params) for entry in VIEWS.values() for params in entry.forms]
MODIFIER_FORMS = [(entry, form) for entry in MODIFIERS.values() for form in entry.forms]


def source(body: str) -> str:
    return f"struct Sample: View {{\n    var body: some View {{\n        {body}\n    }}\n}}\n"


@pytest.mark.parametrize(("entry", "params"), VIEW_FORMS, ids=[f"{e.name}-{i}" for i, (e, _) in enumerate(VIEW_FORMS)])
def test_every_view_form_reads_into_a_document_the_library_lays_out(entry: ViewEntry, params: tuple[Param, ...]) -> None:
    call = view_call(entry, params)
    if entry.type == "GridRow":  # only inside a Grid
        call = f"Grid {{ {call} }}"
    swift = read_swift(source(call)).document()
    root = swift.document["root"]
    if entry.type == "GridRow":
        root = root["children"][0]
    assert root["type"] == entry.type, call
    assert {item.kind for item in swift.assumptions} <= STAND_IN_KINDS.get(entry.stand_in or "", set()), [str(a) for a in swift.assumptions]
    for param in params:
        if param.key not in (None, "content") and not param.whole and param.key in ("alignment", "spacing", "axes", "in", "minLength", "columns", "rows", "text"):
            assert param.key in root, f"{call}: {param.key}"
    if any(param.key == "content" for param in params):
        assert root["children"][0]["type"] == "Color"
    for param in params:
        if isinstance(param.kind, Slot) and param.closure:  # a control's slot is a view of its own
            assert root[param.key]["type"] == "Text", f"{call}: {param.key}"
    result = layout_swift(source(call), width=300, height=200)
    assert result[0 if entry.type != "GridRow" else 1].type == entry.type


@pytest.mark.parametrize(("entry", "form"), MODIFIER_FORMS, ids=[f"{e.name}-{i}" for i, (e, _) in enumerate(MODIFIER_FORMS)])
def test_every_modifier_form_reads_into_a_document_the_library_lays_out(entry: ModifierEntry, form: ModifierForm) -> None:
    target = form.target
    keys = {param.key for param in form.params}
    base = {"field": 'Image("photo")' if "Image" in target.types else "Rectangle()",
            "environment": "Rectangle()" if "color" in keys else 'Text("Sample")'}.get(target.kind, "Color.red")
    call = base + modifier_call(entry, form)
    swift = read_swift(source(call)).document(stand_ins=None)
    assert {item.kind for item in swift.assumptions} <= {"image"}, [str(a) for a in swift.assumptions]
    root = swift.document["root"]
    if target.kind == "document":
        assert [list(modifier) for modifier in root["modifiers"]] == [[target.key]], call
    elif target.kind == "environment":
        assert set(root) - {"type", "text"} == keys - {None}, call
    elif target.kind == "field":
        assert (target.key or "color") in root, call
    elif target.kind == "id":
        assert root["id"] == "sample"
    elif target.kind == "none":
        assert set(root) == {"type", "color"}, call
    elif target.kind == "root":
        assert target.key is None and set(swift.document) >= {param.key for param in form.params if param.key}
    layout_swift(source(call), width=300, height=200)


def _first_column(section: str) -> set[str]:
    """The names in the first column of a table of docs/document.md's section."""
    text = (REPOSITORY / "docs" / "document.md").read_text(encoding="utf-8")
    body = text.split(f"## {section}\n", 1)[1].split("\n## ", 1)[0]
    names: set[str] = set()
    for line in body.splitlines():
        if line.startswith("| `"):
            names.update(re.findall(r"`([A-Za-z]+)`", line.split("|")[1]))
    return names


def test_every_view_type_of_the_format_has_an_entry() -> None:
    types = _first_column("Views")
    assert {"HStack", "Circle", "LazyHGrid", "Divider", "Spacer"} <= types
    assert types - {entry.type for entry in VIEWS.values()} == set()


def test_every_modifier_of_the_format_has_an_entry() -> None:
    modifiers = _first_column("Modifiers")
    assert {"frame", "padding", "containerRelativeFrame", "gridCellUnsizedAxes"} <= modifiers
    made = {form.target.key for entry in MODIFIERS.values() for form in entry.forms if form.target.kind == "document"}
    assert modifiers - made == set()


def test_every_text_and_image_field_of_the_format_has_an_entry() -> None:
    fields = {param.key for entry in MODIFIERS.values() for form in entry.forms for param in form.params if form.target.kind == "environment"}
    assert {"font", "lineLimit", "reservesSpace", "multilineTextAlignment", "lineSpacing"} <= fields
    assert any(form.target.key == "resizable" for form in MODIFIERS["resizable"].forms)


def test_the_ignored_modifiers_and_stand_ins_are_not_entries() -> None:
    assert IGNORED & set(MODIFIERS) == set()
    assert set(STAND_INS) & set(VIEWS) == set()
