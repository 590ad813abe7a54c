"""``alignment-engine serve`` without a browser: its JSON endpoints over HTTP (the screens of
the files, a screen laid out on a device with its frames, sources and findings, a view's
explanation), errors with their places (a file that does not parse, a view that contains
itself, bad requests), laying out again when a file changes, and the command line.

The numbers: the iPhone SE (3rd generation) is 375 x 667 points with a 20-point top safe
area and the iPhone 17 402 x 874 with 62 at the top and 34 at the bottom (docs/decisions.md,
"Device presets"); the root is proposed the safe area's size and centred in it, as a hosting
controller places a screen (docs/decisions.md, "Safe area"), so on the SE (a safe area of 375
x 647 at y = 20) the banner's VStack of a 100 x 50 colour, a flexible colour 20 high and a
500 x 10 colour is 500 x 80 at ((375 - 500) / 2, 20 + (647 - 80) / 2) = (-62.5, 303.5): the
first colour is centred in it at x = -62.5 + (500 - 100) / 2 = 137.5, the flexible one takes
the proposed 375 points at x = 0 and y = 303.5 + 50, and the 500-point colour passes each
edge of the screen by 62.5 points.
"""

from __future__ import annotations

import json
import subprocess
import sys
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from alignment_engine import devices
from alignment_engine.layout_checks.settings import load_settings
from alignment_engine.serve import ServePage

pytest.importorskip("tree_sitter_swift", reason="the swift extra is not installed (scripts/python-env.sh installs it)")

SE = "iPhone SE (3rd generation)"
BANNER = """\
import SwiftUI

struct Banner: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50)
            Color.blue.frame(height: 20)
            Color.green.frame(width: 500, height: 10)
        }
    }
}

#Preview("Banner") {
    Banner()
}
"""
LOOP = """\
import SwiftUI

struct Row: View {
    var body: some View {
        VStack { Detail() }
    }
}

struct Detail: View {
    var body: some View {
        Row()
    }
}
"""


def get(page: ServePage, endpoint: str, **query: str) -> tuple[int, Any]:
    """The status and JSON of a GET request to the page's server."""
    url = page.url.rstrip("/") + endpoint + ("?" + urllib.parse.urlencode(query) if query else "")
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "Banner.swift").write_text(BANNER, encoding="utf-8")
    return tmp_path


@pytest.fixture
def page(folder: Path):  # type: ignore[no-untyped-def]
    with ServePage([folder]) as served:
        yield served


def frames(answer: dict[str, Any]) -> dict[str, list[float]]:
    return {view["path"]: view["frame"] for view in answer["views"]}


def test_the_server_listens_on_this_machine_only(page: ServePage) -> None:
    assert page.url == f"http://127.0.0.1:{page.port}/"
    assert page.port > 0
    with urllib.request.urlopen(page.url, timeout=30) as response:
        html = response.read().decode()
    assert response.headers["Content-Type"].startswith("text/html") and '<script src="page.js">' in html
    for name in ("page.js", "page.css"):
        with urllib.request.urlopen(page.url + name, timeout=30) as response:
            assert response.status == 200 and len(response.read()) > 500


def test_the_screens_of_the_files(page: ServePage, folder: Path) -> None:
    status, answer = get(page, "/api/screens")
    assert status == 200 and answer["error"] is None and answer["version"] == 1
    name = str(folder / "Banner.swift")
    assert answer["files"] == [{"name": name, "text": BANNER}]
    assert answer["screens"] == [
        {"id": "preview:1", "title": "#Preview 'Banner'", "kind": "preview", "file": name, "line": 13},
        {"id": "view:Banner", "title": "Banner", "kind": "view", "file": name, "line": 3},
    ]


def test_the_options_are_the_presets_sizes_and_directions(page: ServePage) -> None:
    status, answer = get(page, "/api/options")
    assert status == 200
    se = next(device for device in answer["devices"] if device["name"] == SE)
    assert (se["width"], se["height"], se["pixelScale"]) == (375, 667, 2)
    assert answer["dynamicTypeSizes"][0] == "xSmall" and answer["dynamicTypeSizes"][-1] == "accessibility5"
    assert answer["directions"] == ["ltr", "rtl"]
    assert answer["default"] == {"device": "iPhone 17", "dynamicTypeSize": "large", "direction": "ltr"}


def test_the_options_offer_what_the_check_sweeps_first(page: ServePage) -> None:
    # Without a configuration file: the sweep's defaults (a small, a regular and a large
    # phone; large, accessibility1, accessibility3; both directions), from the regular phone.
    _, answer = get(page, "/api/options")
    assert answer["checked"] == {
        "devices": [SE, "iPhone 17", "iPhone 17 Pro Max"],
        "dynamicTypeSizes": ["large", "accessibility1", "accessibility3"],
        "directions": ["ltr", "rtl"],
    }
    assert answer["settingsFile"] is None


CONFIGURED = """\
[check]
rules = ["tap-target", "overflow"]
devices = ["iPhone 16", "iPad Pro 11-inch"]
dynamic-type = ["xxxLarge", "accessibility2"]
directions = ["rtl"]

[check.overflow]
tolerance = 200
"""


def test_the_configuration_file_chooses_the_checked_configurations_and_rules(folder: Path, tmp_path: Path) -> None:
    config = tmp_path / "alignment-engine.toml"
    config.write_text(CONFIGURED, encoding="utf-8")
    settings = load_settings(None, [device.name for device in devices.ALL], folder=folder)  # found in the folder, as check finds it
    assert settings.source == str(config)
    with ServePage([folder], settings=settings) as configured:
        _, answer = get(configured, "/api/options")
        assert answer["checked"] == {"devices": ["iPhone 16", "iPad Pro 11-inch"], "dynamicTypeSizes": ["xxxLarge", "accessibility2"], "directions": ["rtl"]}
        assert answer["settingsFile"] == str(config)
        # The first of each (large and ltr are not checked), and every preset still offered.
        assert answer["default"] == {"device": "iPhone 16", "dynamicTypeSize": "xxxLarge", "direction": "rtl"}
        assert len(answer["devices"]) == len(devices.ALL) and len(answer["dynamicTypeSizes"]) == 12
        # The file's threshold: the banner's colour 62.5 points past the SE's edges is within
        # an overflow tolerance of 200 (test_a_screen_laid_out_on_a_device finds it with 0.5).
        _, laid_out = get(configured, "/api/layout", screen="preview:1", device=SE)
        assert laid_out["findings"] == [] and frames(laid_out)["/2"] == [-62.5, 373.5, 500, 10]


def test_the_command_line_reads_the_configuration_file(folder: Path, tmp_path: Path, subprocess_env: dict[str, str]) -> None:
    (tmp_path / "alignment-engine.toml").write_text(CONFIGURED.replace('"iPhone 16"', '"iPhone 1"'), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "alignment_engine", "serve", str(folder), "--no-open"], capture_output=True, text=True,
                          env=subprocess_env, cwd=folder, timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.startswith(f"error: {tmp_path / 'alignment-engine.toml'}:3:1: 'devices' has unknown device 'iPhone 1' (known: "), done.stderr
    good = tmp_path / "good.toml"
    good.write_text(CONFIGURED, encoding="utf-8")
    process = subprocess.Popen(
        [sys.executable, "-m", "alignment_engine", "serve", str(folder), "--no-open", "--config", str(good)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=subprocess_env,
    )  # fmt: skip
    try:
        line = process.stdout.readline()  # type: ignore[union-attr]
        url = line.split(" at ")[1].split()[0]
        with urllib.request.urlopen(url + "api/options", timeout=30) as response:
            assert json.loads(response.read())["default"] == {"device": "iPhone 16", "dynamicTypeSize": "xxxLarge", "direction": "rtl"}
    finally:
        process.terminate()
        process.wait(timeout=30)


def test_a_screen_laid_out_on_a_device(page: ServePage, folder: Path) -> None:
    status, answer = get(page, "/api/layout", screen="preview:1", device=SE, direction="ltr")
    assert status == 200 and "error" not in answer
    assert answer["screenSize"] == {"width": 375, "height": 667}
    assert frames(answer) == {"/": [-62.5, 303.5, 500, 80], "/0": [137.5, 303.5, 100, 50], "/1": [0, 353.5, 375, 20], "/2": [-62.5, 373.5, 500, 10]}
    name = str(folder / "Banner.swift")
    assert [view["source"] for view in answer["views"]] == [
        {"file": name, "line": line, "column": column} for line, column in ((5, 9), (6, 13), (7, 13), (8, 13))
    ]
    red = answer["views"][1]
    assert red["type"] == "Color"
    assert red["details"]["frame"] == "(137.5, 303.5, 100, 50)"
    assert red["details"]["proposal"] == "375 x 215.66666666666666"  # a third of the 647 points below the safe area's top
    assert answer["findings"] == [{
        # Reported at the 500-point Color that widens the stack past the screen (layout checks' overflow rule).
        "rule": "overflow", "path": "/2", "view": "Color", "message": "Color is off the screen: 62.5 pt past its leading edge, 62.5 pt past its trailing edge",
        "source": {"file": name, "line": 8, "column": 13},
    }]
    assert answer["assumptions"] == []
    # The picture covers the screen and what lies beyond it, one hit area per view, the finding outlined.
    svg = answer["svg"]
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" width="500" height="667" viewBox="-62.5 0 500 667">')
    assert [line for line in svg.splitlines() if 'class="hit"' in line][1] == (
        '<rect class="hit" data-path="/0" x="137.5" y="303.5" width="100" height="50" fill="transparent" pointer-events="all"/>'
    )
    assert '<rect class="highlight" x="-62.5" y="373.5" width="500" height="10"' in svg

    # Another device: its screen and safe area.
    status, answer = get(page, "/api/layout", screen="view:Banner", device="iPhone 17", direction="ltr")
    assert status == 200 and answer["screenSize"] == {"width": 402, "height": 874}
    # A safe area of 402 x (874 - 62 - 34) = 778 at y = 62: the stack at (-49, 62 + (778 - 80) / 2 = 411).
    assert frames(answer)["/1"] == [0, 461, 402, 20]


def test_right_to_left_mirrors_the_screen(page: ServePage, folder: Path) -> None:
    # An HStack of a 100- and a 50-point colour: right to left, the first is at the right.
    (folder / "Pair.swift").write_text(
        "import SwiftUI\n\nstruct Pair: View {\n    var body: some View {\n        HStack(spacing: 0) {\n"
        "            Color.red.frame(width: 100, height: 50)\n            Color.blue.frame(width: 50, height: 50)\n        }\n    }\n}\n",
        encoding="utf-8",
    )
    _, ltr = get(page, "/api/layout", screen="view:Pair", device=SE, direction="ltr")
    _, rtl = get(page, "/api/layout", screen="view:Pair", device=SE, direction="rtl")
    # The 150 x 50 stack centred at ((375 - 150) / 2, 20 + (647 - 50) / 2) = (112.5, 318.5).
    assert frames(ltr) == {"/": [112.5, 318.5, 150, 50], "/0": [112.5, 318.5, 100, 50], "/1": [212.5, 318.5, 50, 50]}
    assert frames(rtl) == {"/": [112.5, 318.5, 150, 50], "/0": [162.5, 318.5, 100, 50], "/1": [112.5, 318.5, 50, 50]}
    assert rtl["configuration"] == {"device": SE, "dynamicTypeSize": "large", "direction": "rtl"}


def test_frames_are_rounded_to_the_device_pixels(page: ServePage, folder: Path) -> None:
    # 100.3 points wide at the leading edge: 100.5 on the SE's 2 pixels per point, 100 1/3 on
    # the iPhone 17's 3; 10 high, centred at y = 20 + (647 - 10) / 2 and 62 + (778 - 10) / 2.
    (folder / "Thin.swift").write_text(
        "import SwiftUI\n\nstruct Thin: View {\n    var body: some View {\n"
        "        Color.red.frame(width: 100.3, height: 10).frame(maxWidth: .infinity, alignment: .leading)\n    }\n}\n",
        encoding="utf-8",
    )
    assert frames(get(page, "/api/layout", screen="view:Thin", device=SE)[1]) == {"/": [0, 338.5, 100.5, 10]}
    assert frames(get(page, "/api/layout", screen="view:Thin", device="iPhone 17")[1]) == {"/": [0, 446, 100 + 1 / 3, 10]}
    # Centred, its edges fall where the pixels put them: x = (375 - 100.3) / 2 = 137.35 and
    # 237.65 round to the SE's half points 137.5 and 237.5.
    (folder / "Thin.swift").write_text(
        "import SwiftUI\n\nstruct Thin: View {\n    var body: some View {\n        Color.red.frame(width: 100.3, height: 10)\n    }\n}\n",
        encoding="utf-8",
    )
    assert frames(get(page, "/api/layout", screen="view:Thin", device=SE)[1]) == {"/": [137.5, 338.5, 100, 10]}


def test_the_source_display_scale_wins_over_the_device(page: ServePage, folder: Path) -> None:
    # As the check lays a screen out (layout_checks.lay_out_screen): the device's scale is the
    # pixel scale unless the source sets \\.displayScale; at 1 pixel per point, 100.3 points
    # round to 100 (on the SE's 2: 100.5, test_frames_are_rounded_to_the_device_pixels).
    (folder / "Coarse.swift").write_text(
        "import SwiftUI\n\nstruct Coarse: View {\n    var body: some View {\n"
        "        Color.red.frame(width: 100.3, height: 10).frame(maxWidth: .infinity, alignment: .leading)"
        ".environment(\\.displayScale, 1)\n    }\n}\n",
        encoding="utf-8",
    )
    assert frames(get(page, "/api/layout", screen="view:Coarse", device=SE)[1])["/"][2] == 100


def test_ignore_comments_silence_findings_as_in_a_check(page: ServePage, folder: Path) -> None:
    # The banner's 500-point colour is off the SE's screen (test_a_screen_laid_out_on_a_device);
    # the comment on its line silences the finding, as it does for alignment-engine check.
    source = folder / "Banner.swift"
    source.write_text(BANNER.replace("width: 500, height: 10)", "width: 500, height: 10)  // alignment-engine: ignore overflow"), encoding="utf-8")
    _, answer = get(page, "/api/layout", screen="preview:1", device=SE)
    assert answer["findings"] == [] and frames(answer)["/2"] == [-62.5, 373.5, 500, 10]


def test_an_unnamed_preview_is_titled_by_its_place(page: ServePage, folder: Path) -> None:
    (folder / "Banner.swift").write_text(BANNER.replace('#Preview("Banner")', "#Preview"), encoding="utf-8")
    _, answer = get(page, "/api/screens")
    assert [screen["title"] for screen in answer["screens"]] == ["#Preview Banner.swift:13", "Banner"]


def test_a_larger_dynamic_type_size(page: ServePage, folder: Path) -> None:
    # Text in the body style: 17 points at large, 40 at accessibility3 (Apple's table, HIG
    # Typography); a line 5 advances of round(0.53 x size) wide and ascent + descent = size
    # high (docs/document-extensions.md, "Dynamic Type"): 45 x 17 and 105 x 40, centred in
    # the SE's safe area of 375 x 647 at y = 20.
    (folder / "Hello.swift").write_text(
        'import SwiftUI\n\nstruct Hello: View {\n    var body: some View {\n        Text("Hello")\n    }\n}\n', encoding="utf-8"
    )
    assert frames(get(page, "/api/layout", screen="view:Hello", device=SE)[1]) == {"/": [165, 335, 45, 17]}
    _, answer = get(page, "/api/layout", screen="view:Hello", device=SE, dynamicTypeSize="accessibility3")
    assert answer["configuration"]["dynamicTypeSize"] == "accessibility3" and frames(answer) == {"/": [135, 323.5, 105, 40]}


def test_a_view_explained(page: ServePage) -> None:
    status, answer = get(page, "/api/explain", screen="preview:1", device=SE, path="/0")
    assert status == 200
    assert answer["text"].startswith("How Color /0 got its frame (137.5, 303.5, 100, 50):\nVStack /: proposed 375 x 647 (the layout's proposal)")
    status, answer = get(page, "/api/explain", screen="preview:1", device=SE, path="/9")
    assert status == 200 and answer["error"]["message"] == "no view at '/9'"


def test_a_changed_file_is_laid_out_again(page: ServePage, folder: Path) -> None:
    assert get(page, "/api/version") == (200, {"version": 1})
    assert get(page, "/api/version") == (200, {"version": 1})
    (folder / "Banner.swift").write_text(BANNER.replace("width: 100, height: 50", "width: 300, height: 40"), encoding="utf-8")
    assert get(page, "/api/version") == (200, {"version": 2})
    _, answer = get(page, "/api/layout", screen="preview:1", device=SE)
    # Now 500 x 70: at (-62.5, 20 + (647 - 70) / 2 = 308.5), the 300-point colour centred in it.
    assert answer["version"] == 2 and frames(answer)["/0"] == [37.5, 308.5, 300, 40]
    # A new file in the folder is a change too, and its screens are listed.
    (folder / "Loop.swift").write_text(LOOP, encoding="utf-8")
    assert get(page, "/api/version") == (200, {"version": 3})
    assert [screen["id"] for screen in get(page, "/api/screens")[1]["screens"]] == ["preview:1", "view:Banner", "view:Row", "view:Detail"]


def test_a_file_that_does_not_parse_is_a_located_error(page: ServePage, folder: Path) -> None:
    name = str(folder / "Banner.swift")
    (folder / "Banner.swift").write_text(BANNER.replace("Color.blue.frame(height: 20)", "Color.blue.frame(height: 20"), encoding="utf-8")
    status, answer = get(page, "/api/screens")
    assert status == 200 and answer["screens"] == []
    # The reader finds the call unclosed where the next line's view starts.
    error = {"message": "syntax error in navigation expression: unexpected `Color`", "file": name, "line": 8, "column": 13}
    assert answer["error"] == error
    status, answer = get(page, "/api/layout", screen="preview:1", device=SE)
    assert status == 200 and answer["error"] == error and "views" not in answer and "svg" not in answer


def test_a_view_that_cannot_be_laid_out_is_a_located_error(page: ServePage, folder: Path) -> None:
    (folder / "Loop.swift").write_text(LOOP, encoding="utf-8")
    status, answer = get(page, "/api/layout", screen="view:Row", device=SE)
    assert status == 200
    assert answer["error"] == {
        "message": "the view Row contains itself (Row -> Detail -> Row): views that contain themselves without end cannot be laid out",
        "file": str(folder / "Loop.swift"), "line": 11, "column": 9,
    }
    # The other screens still lay out.
    assert frames(get(page, "/api/layout", screen="view:Banner", device=SE)[1])["/0"] == [137.5, 303.5, 100, 50]


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ({"device": SE}, "missing parameter 'screen'"),
        ({"screen": "preview:1", "device": "iPhone 1"}, "unknown device 'iPhone 1' (known: "),
        ({"screen": "preview:1", "device": SE, "dynamicTypeSize": "huge"}, "unknown Dynamic Type size 'huge' (known: xSmall, "),
        ({"screen": "preview:1", "device": SE, "direction": "up"}, "unknown direction 'up' (known: ltr, rtl)"),
    ],
)
def test_a_bad_request_is_a_json_error(page: ServePage, query: dict[str, str], message: str) -> None:
    status, answer = get(page, "/api/layout", **query)
    assert status == 400 and answer["error"]["message"].startswith(message)


def test_unknown_screens_and_pages(page: ServePage) -> None:
    _, answer = get(page, "/api/layout", screen="view:Nothing", device=SE)
    assert answer["error"]["message"] == "no View struct named 'Nothing' in the files (View structs: Banner)"
    _, answer = get(page, "/api/layout", screen="preview:7", device=SE)
    assert answer["error"]["message"].startswith("no preview 7 in the files")
    _, answer = get(page, "/api/layout", screen="sketch", device=SE)
    assert answer["error"]["message"] == "unknown screen 'sketch': expected preview:N or view:NAME"
    assert get(page, "/api/nothing") == (404, {"error": {"message": "no such page: /api/nothing"}})


def test_paths_that_do_not_exist_are_refused(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="no such file or folder: .*Missing.swift"):
        ServePage([tmp_path / "Missing.swift"])


def test_a_folder_without_swift_files_says_so(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("no Swift here", encoding="utf-8")
    with ServePage([tmp_path]) as empty:
        _, answer = get(empty, "/api/screens")
        assert answer["screens"] == [] and answer["error"]["message"] == f"no .swift files in {tmp_path}"
        _, answer = get(empty, "/api/layout", screen="preview:1", device=SE)
        assert answer["error"]["message"] == f"no .swift files in {tmp_path}"


def test_the_command_line_prints_the_url_and_serves(folder: Path, subprocess_env: dict[str, str]) -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "alignment_engine", "serve", str(folder), "--no-open"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=subprocess_env,
    )  # fmt: skip
    try:
        line = process.stdout.readline()  # type: ignore[union-attr]
        assert line.startswith("Serving 1 .swift file(s) at http://127.0.0.1:"), line + process.stderr.read()  # type: ignore[union-attr]
        url = line.split(" at ")[1].split()[0]
        with urllib.request.urlopen(url + "api/version", timeout=30) as response:
            assert json.loads(response.read()) == {"version": 1}
    finally:
        process.terminate()
        process.wait(timeout=30)


def test_the_command_line_refuses_a_bad_port_and_missing_paths(tmp_path: Path, subprocess_env: dict[str, str]) -> None:
    run = [sys.executable, "-m", "alignment_engine", "serve"]
    done = subprocess.run([*run, str(tmp_path), "--port", "70000"], capture_output=True, text=True, env=subprocess_env)
    assert done.returncode == 2 and "must be a port number from 0 (a free port) to 65535" in done.stderr
    done = subprocess.run([*run, str(tmp_path / "Missing.swift"), "--no-open"], capture_output=True, text=True, env=subprocess_env)
    assert done.returncode == 1 and done.stderr.startswith("error: no such file or folder: ") and "Traceback" not in done.stderr
    (tmp_path / "Banner.swift").write_text(BANNER, encoding="utf-8")
    with ServePage([tmp_path]) as taken:
        done = subprocess.run([*run, str(tmp_path), "--port", str(taken.port), "--no-open"], capture_output=True, text=True, env=subprocess_env)
    assert done.returncode == 1 and done.stderr.startswith("error: ") and "Address already in use" in done.stderr and "Traceback" not in done.stderr


def test_the_rows_of_a_lazy_template_show_the_template_source(page: ServePage, folder: Path) -> None:
    # 20,000 rows are one template row (docs/decisions.md, "Lazy ForEach in SwiftUI source"):
    # its first screen is built, each row's Text written at line 8, column 21.
    (folder / "Feed.swift").write_text(
        "import SwiftUI\n\nstruct Feed: View {\n    var body: some View {\n        ScrollView {\n"
        "            LazyVStack(spacing: 0) {\n                ForEach(0..<20_000) { i in\n"
        '                    Text("Row \\(i)")\n                }\n            }\n        }\n    }\n}\n',
        encoding="utf-8",
    )
    _, answer = get(page, "/api/layout", screen="view:Feed", device=SE)
    rows = [view for view in answer["views"] if view["path"].count("/") == 2]  # /0/N: the LazyVStack's rows
    # 17-point rows in the SE's 647-point safe area: rows 0 to 38 reach it, and half a screen more is built.
    assert 39 <= len(rows) < 100
    assert {(view["source"]["line"], view["source"]["column"]) for view in rows} == {(8, 21)}
