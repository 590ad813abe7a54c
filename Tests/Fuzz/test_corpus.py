"""Replays every file of ``Tests/Fixtures/fuzz-corpus/``: each runs in a worker subprocess
with its timeout and must show no violation (no crash, no hang, valid numbers, the required
outcome; see each file's ``property`` and ``expect``), and the harness's own checks.

Run with ``PYTHONPATH=Tests:bindings/python python -m pytest -q Tests/Fuzz``.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from Fuzz import corpus, properties
from Fuzz.documents import random_document
from Fuzz.process import TIMEOUTS, WorkerProcess
from Fuzz.runner import case_size

FILES = sorted(corpus.CORPUS.glob("*.json"))


@pytest.fixture(scope="module")
def worker():
    process = WorkerProcess()
    yield process
    process.stop()


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_corpus_file(path: Path, worker: WorkerProcess) -> None:
    entry = json.loads(path.read_text(encoding="utf-8"))
    assert entry["kind"] in corpus.PROPERTIES and entry["expect"], f"{path.name} says what it exercises"
    answer = worker.run(entry["case"], TIMEOUTS[case_size(entry["case"])])
    problems = [f"{v['kind']}: {v['detail']}" for v in answer["violations"]]
    assert not problems, f"{path.name} ({entry['property']}; expected {entry['expect']}):\n" + "\n".join(problems)


# ---- The harness's own checks: properties catch what they must, generators stay in the spec ----


def test_invalid_numbers_are_found() -> None:
    result = {"size": {"width": 10, "height": "infinity"},
              "views": [{"path": "/", "type": "Color", "frame": {"x": None, "y": 0, "width": 10, "height": 5},
                         "outerFrame": {"x": 0, "y": 0, "width": "-infinity", "height": 5}}]}
    kinds = [v.detail for v in properties.result_numbers(result)]
    assert kinds == ["frame.x is null (NaN) | Color at /"]
    result["views"][0]["frame"]["x"] = 0
    assert [v.detail for v in properties.result_numbers(result)] == ["outerFrame.width is '-infinity' | Color at /"]
    result["views"][0]["outerFrame"]["width"] = "infinity"
    assert properties.result_numbers(result) == []


def test_error_places() -> None:
    assert properties.error_names_place("root.children[2].modifiers[0].frame.width: must not be negative", {})
    assert properties.error_names_place("invalid JSON at line 1, column 9: unexpected end", None)
    assert properties.error_names_place('["r ot"]: unknown key \'r ot\' in a layout document', None)
    assert not properties.error_names_place("the default of guide 'g' is inf for Color view #1", {"root": {}})


def test_mirror() -> None:
    ltr = {"size": {"width": 100, "height": 10}, "views": [
        {"path": "/0", "type": "Color", "frame": {"x": 10, "y": 0, "width": 30, "height": 10},
         "outerFrame": {"x": 10, "y": 0, "width": 30, "height": 10}}]}
    rtl = json.loads(json.dumps(ltr))
    rtl["views"][0]["frame"]["x"] = rtl["views"][0]["outerFrame"]["x"] = 60
    assert properties.mirror(ltr, rtl) == []
    rtl["views"][0]["frame"]["x"] = 59
    assert [v.kind for v in properties.mirror(ltr, rtl)] == ["mirror"]
    assert not properties.mirror_eligible({"root": {"type": "Color", "modifiers": [{"position": {"x": 1}}]}})
    assert properties.mirror_eligible({"root": {"type": "HStack", "children": [{"type": "Color"}]}})


def test_document_views_in_result_order() -> None:
    doc = {"root": {"type": "HStack", "id": "r", "children": [{"type": "Color"}, {"type": "Text", "text": "a"}],
                    "modifiers": [{"overlay": {"content": {"type": "Circle"}}}]}}
    assert properties.document_views(doc) == [("/", "HStack", "r"), ("/0", "Color", None), ("/1", "Text", None),
                                              ("/modifiers/0", "Circle", None)]


def test_random_documents_are_valid_json_of_the_format() -> None:
    rng = random.Random(7)
    for _ in range(200):
        doc = random_document(rng)
        assert set(doc) <= set(properties.TOP_LEVEL_KEYS)
        assert json.loads(json.dumps(doc)) == doc
        assert json.loads(properties.reserialised(doc)) == doc


def test_a_new_input_with_a_known_signature_is_saved(tmp_path: Path) -> None:
    """Signatures are coarse: a second input failing with the signature of a corpus file is a
    new reproducer (every corpus file passes), so the campaign saves it; the same input again
    is not saved twice."""
    from Fuzz.runner import Campaign

    violation = {"kind": "invalid-number", "detail": "a guide position is inf | Color at /"}
    known = {"kind": "document", "document": {"root": {"type": "Color"}}, "expect": {"outcome": "clean"}}
    path, new = corpus.save(tmp_path, "invalid-number", "invalid-number:guide position", known, {"seed": 0, "detail": ""})
    assert new and path.name == f"invalid-number-{corpus.case_hash(known)}.json"
    campaign = Campaign(seed=0, directory=tmp_path, save=True, quiet=True)
    campaign.execute = lambda case, size="small", counted=True: [violation]  # type: ignore[method-assign]
    campaign.log = lambda text: None  # type: ignore[method-assign]
    other = {"kind": "document", "document": {"root": {"type": "Circle"}}, "expect": {"outcome": "clean"}}
    campaign.attempt(other)
    assert [p.name for p in campaign.saved] == [f"invalid-number-{corpus.case_hash(other)}.json"]
    assert len(list(tmp_path.glob("*.json"))) == 2
    again = Campaign(seed=0, directory=tmp_path, save=True, quiet=True)
    again.execute = campaign.execute  # type: ignore[method-assign]
    again.log = campaign.log  # type: ignore[method-assign]
    again.attempt(other)
    assert again.saved == [] and len(list(tmp_path.glob("*.json"))) == 2


def test_generators_cover_the_vocabulary() -> None:
    """Every view type and modifier of the format, and every view kind, modifier and custom
    layout behaviour of the call sequences, comes up in a few hundred random inputs."""
    from Fuzz import api, documents, layouts

    rng = random.Random(11)
    types, modifiers = set(), set()
    for _ in range(400):
        stack = [random_document(rng)["root"]]
        while stack:
            view = stack.pop()
            types.add(view["type"])
            stack += view.get("children", [])
            for modifier in view.get("modifiers", []):
                modifiers |= set(modifier)
                stack += [modifier[key]["content"] for key in ("overlay", "background", "safeAreaInset") if key in modifier]
    assert types == set(documents.KINDS)
    text_modifiers = {"font", "fontWeight", "fontWidth", "bold", "italic", "monospaced", "monospacedDigit", "kerning", "tracking",
                      "baselineOffset", "minimumScaleFactor", "truncationMode", "allowsTightening", "dynamicTypeSize", "imageScale"}
    written = {"frame", *documents.MODIFIER_NAMES, *documents.GRID_MODIFIER_NAMES, *documents.CONTROL_MODIFIER_NAMES, *text_modifiers}
    assert modifiers == written - {"flexibleFrame", "text", "defaultMinListRowHeight"}  # the last is an environment value
    calls = [call for _ in range(400) for call in api.random_sequence(rng)]
    assert {call[1] for call in calls if call[0] == "view"} == set(api.VIEW_KINDS)
    assert {call[1] for call in calls if call[0] == "mod"} == set(api.MODIFIERS)
    behaviours = [call[2][0] for call in calls if call[:2] == ["view", "layout"]]
    assert {b["size"] for b in behaviours} == set(layouts.SIZES) and {b["place"] for b in behaviours} == set(layouts.PLACES)
    assert {b.get("explicit") for b in behaviours} - {None} == set(layouts.EXPLICITS)
    assert {b.get("spacing") for b in behaviours} - {None} == set(layouts.SPACINGS)


def test_builder_views_from_data() -> None:
    """A builder-API view as data: classes, modifiers with arguments, special floats, guides."""
    import math

    from alignment_engine import Grid, HorizontalAlignment
    from Fuzz import builder

    assert math.isnan(builder.value({"float": "nan"})) and builder.value({"guide": "leading"}) is HorizontalAlignment.leading
    grid = builder.view({"type": "Grid", "children": [{"type": "GridRow", "children": [
        {"type": "Color", "modifiers": [["grid_cell_columns", 2], ["frame", 10, 20]]}, {"type": "Color"}]}]})
    assert isinstance(grid, Grid)
    assert builder.run({"kind": "python", "view": {"type": "Color", "modifiers": [["frame", 30, 20]]},
                        "expect": {"frames": {"0": [0, 0, 30, 20]}}}) == []
    wrong = builder.run({"kind": "python", "view": {"type": "Color"}, "width": 5, "height": 5, "expect": {"width": 6}})
    assert [v.kind for v in wrong] == ["wrong-size"]


def test_document_views_through_the_builder_api() -> None:
    """A document with fonts, a custom guide, a grid and every kind of modifier argument is
    laid out alike through the builder API; a result that differs is reported."""
    from Fuzz import builder
    from Fuzz.engine import document_result_text

    doc = {"proposal": {"width": 300, "height": None}, "fonts": {"title": {"size": 20, "ascent": 15, "descent": 5, "advance": 11}},
           "guides": [{"name": "g", "axis": "vertical", "default": "d.height / 3"}],
           "root": {"type": "HStack", "alignment": "g", "children": [
               {"type": "Text", "text": "Title", "font": "title", "modifiers": [{"padding": {"top": None, "leading": 4}}]},
               {"type": "Grid", "alignment": {"horizontal": "leading", "vertical": "g"}, "children": [
                   {"type": "GridRow", "children": [{"type": "Color", "modifiers": [{"gridCellColumns": 2}, {"gridCellAnchor": {"x": 0.5, "y": 1}}]}]},
                   {"type": "GridRow", "children": [{"type": "Divider"}, {"type": "Circle", "modifiers": [{"frame": {"maxWidth": "infinity"}}]}]}]},
               {"type": "ScrollView", "axes": ["horizontal"], "children": [{"type": "Text", "text": "a b c"}],
                "modifiers": [{"alignmentGuide": {"guide": "g", "value": "d[.bottom]"}}, {"fixedSize": {"horizontal": True, "vertical": False}}]}]}}
    result = json.loads(document_result_text(json.dumps(doc).encode()))
    assert builder.document_views_agree(doc, result) == []
    result["views"][3]["frame"]["x"] += 1
    assert [v.kind for v in builder.document_views_agree(doc, result)] == ["builder"]


def test_session_changes_match_the_document_changed_alike() -> None:
    """The session property changes views with ids in place and compares the layout with
    the document changed alike: it agrees on an ordinary document, and it holds changes."""
    from Fuzz import builder

    doc = {"proposal": {"width": 200, "height": None}, "root": {"type": "HStack", "id": "h", "spacing": 4, "children": [
        {"type": "Text", "id": "t", "text": "Hello", "modifiers": [{"padding": 3}, {"offset": {"x": 2}}]},
        {"type": "Image", "id": "i", "width": 20, "height": 10, "modifiers": [{"frame": {"width": 30, "alignment": "leading"}}]}]}}
    changes = builder._changes(doc, random.Random(1))
    assert changes and {name for name, *_ in changes} <= {"h", "t", "i"}
    assert builder.session_agrees(doc) == []
