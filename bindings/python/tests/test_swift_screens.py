"""A corpus of app screens written in the style of real apps (Tests/Fixtures/swift/screens:
list rows, cards, settings, profile headers, with custom views, app modifiers, `if`,
`ForEach`, model values): each lays out on a 390 x 844 screen with its assumptions (kind and
place) listed, and a few numbers checked."""

from __future__ import annotations

import pytest

from alignment_engine import assert_frames, layout_swift
from alignment_engine.swift_layout import read_swift_document
from swift_support import SWIFT

SCREENS = SWIFT / "screens"

#: Each screen's assumptions on an iPhone-sized proposal: (line, column, kind). (SF Symbols of
#: known names are none: the engine sizes them from their font.)
ASSUMPTIONS = {
    "chat": [],
    "contacts": [],
    "dashboard": [],
    "inbox": [],
    "login": [],
    "music-player": [],
    "onboarding": [(26, 13, "image")],
    "order-summary": [],
    "product-grid": [(39, 13, "image")] * 3,
    "profile-header": [(33, 18, "text"), (51, 17, "view"), (58, 26, "text"), (61, 26, "text"), (76, 12, "branch")],
    "settings": [(78, 5, "layout")],
    "tab-header": [],
    "weather": [],
}


#: The screens' viewports: a lazy list of 100,000 rows is laid out where a viewport shows it.
VIEWPORTS = {"contacts": [("contacts", 0, 700)]}


def screen(name: str, **options):  # type: ignore[no-untyped-def]
    return layout_swift(SCREENS / f"{name}.swift", width=390, height=844, viewports=VIEWPORTS.get(name, ()), **options)


def test_the_corpus_is_the_screens_here() -> None:
    assert sorted(path.stem for path in SCREENS.glob("*.swift")) == sorted(ASSUMPTIONS)


@pytest.mark.parametrize("name", sorted(ASSUMPTIONS))
def test_every_screen_lays_out_with_its_assumptions(name: str) -> None:
    result = screen(name)
    assert [(item.line, item.column, item.kind) for item in result.assumptions] == ASSUMPTIONS[name]
    assert all(item.file.endswith(f"{name}.swift") and item.construct and item.replacement for item in result.assumptions)
    assert len(result) >= 9 and result.size.width <= 390


def test_inbox_rows_from_the_preview_data_and_from_an_unknown_model() -> None:
    result = screen("inbox")  # the first preview: three sample messages, the first unread
    assert [view.type for view in result][:4] == ["ScrollView", "LazyVStack", "HStack", "Circle"]
    # 16 inset, a 10-point dot, 12 of spacing: texts start at 38; "Ana Lima" is 8 characters.
    assert_frames(result, {"/0/0/0": (16, 9.5, 10, 10), "/0/0/1/0/0": (38, 8, 72, 17), "/0/1": (38, 88, 352, 1)})
    empty = screen("inbox", preview="From the server")
    assert [view.type for view in empty] == ["ScrollView", "LazyVStack"] and empty.assumptions == ()
    unknown = screen("inbox", view="InboxView")
    kinds = [(item.line, item.kind) for item in unknown.assumptions]
    # The rows of an unknown model would be one lazy template row, but each is two views (the row and its Divider).
    assert kinds == [(33, "branch"), (40, "text"), (43, "text"), (47, "text"), (49, "text"), (66, "loop"), (66, "loop")]
    assert unknown.assumptions[-2].replacement == "each row built, not one lazy template row: it cannot hold 2 views for each element at 66:17"
    assert sum(1 for view in unknown if view.type == "Divider") == 3
    many = screen("inbox", view="InboxView", assume={"messages": "5", "isUnread": "false"}, text_length=4)
    assert sum(1 for view in many if view.type == "Divider") == 5 and [item.kind for item in many.assumptions] == ["text"] * 4 + ["loop"]
    assert many["/0/0/1/0/0"].frame.width == 4 * 9


def test_product_cards_share_the_row() -> None:
    result = screen("product-grid", images={f"product-{i}": (300, 300) for i in (1, 2, 3)})
    assert result.assumptions == ()
    # Two flexible columns of (390 - 24 - 12) / 2 = 177; each card's image is 10 inside it, square.
    assert_frames(result, {"/0/0/modifiers/1": (12, 12, 177, 236), "/0/0/0": (22, 22, 157, 157), "/0/1/0": (211, 22, 157, 157)})
    # Only the product on sale has the overlay.
    assert "/0/0/0/modifiers/1" in result and "/0/1/0/modifiers/1" not in result


def test_chat_bubbles_sit_on_their_sides() -> None:
    result = screen("chat")
    mine, theirs = result["/0/0/1/1/modifiers/2"].frame, result["/0/0/0/0/modifiers/2"].frame
    assert theirs.x == 16 and mine.max_x == 374
    # The send button is its symbol (a square of the body's 17 points); the field, one line
    # of body, takes the rest of the padded row: 358 - 8 - 17.
    assert_frames(result, {"/2/0": (16, 811, 333, 17), "/2/1": (357, 811, 17, 17)})


def test_order_summary_computes_its_amounts() -> None:
    swift = read_swift_document(SCREENS / "order-summary.swift")
    texts = [view.get("text") for row in swift.document["root"]["children"] for view in row.get("children", [])]
    assert texts[:6] == ["Espresso beans", "×2", "24.0 €", "Paper filters", "×1", "4.5 €"]
    # Swift prints a Double as the shortest text that reads back as it: 28.5 × 1.2 + 5 is not 39.2.
    assert texts[-4:] == ["Tax", "5.7 €", "Total", "39.199999999999996 €"]


def test_onboarding_takes_its_state_and_centres_the_title() -> None:
    result = screen("onboarding", images={"onboarding-1": (400, 300)})
    assert_frames(result, {"/2": (150, 441, 90, 34), "/1": (35, 181, 320, 240)})


def test_music_player_progress_comes_from_the_reader_size() -> None:
    result = screen("music-player")
    # 42 s of 210 in a 326-point bar.
    assert tuple(result["/2/0/1"].frame) == pytest.approx((32, 449, 65.2, 4))


def test_dashboard_fits_its_tiles() -> None:
    narrow, wide = screen("dashboard"), layout_swift(SCREENS / "dashboard.swift", width=700, height=400)
    assert narrow["/1"].frame.width == 226 and narrow["/0"].frame.width == 0
    assert wide["/0"].frame.width > 500 and wide["/1"].frame.width == 0


def test_login_fields_button_and_an_error() -> None:
    result = screen("login")
    # A plain field is one line of body (17) as wide as it is offered, inside its 12 x 14
    # padding and the rounded border around both; the Button (borderless on iOS) is its
    # label, padded 12 above and below.
    assert_frames(result, {"/2": (38, 117, 314, 17), "/2/modifiers/1": (24, 105, 342, 41), "/3/modifiers/1": (24, 162, 342, 41),
                           "/4": (24, 219, 342, 41)})
    failing = screen("login", assume={"errorMessage": '"Wrong password"'})
    # The Label in its .footnote (13 points): its symbol (13), 8 points, "Wrong password" (14
    # characters of round(0.53 x 13) = 7).
    assert failing.assumptions == () and failing["/4"].type == "Label" and tuple(failing["/4"].frame) == (24, 219, 13 + 8 + 98, 13)


def test_weather_system_font_and_scaled_metric() -> None:
    result = screen("weather", images={name: (20, 20) for name in ("sun.max", "cloud.sun", "cloud.rain", "cloud")})
    assert result.assumptions == ()
    # "19°" at 72 points, thin: 3 × 38, narrowed 2 % for each hundred of weight class below
    # regular (the metrics model's assumed rule, docs/decisions.md): 0.96.
    assert tuple(result["/1"].frame)[2:] == (pytest.approx(3 * 38 * 0.96), 72)
    assert_frames(result, {"/3/0/1": (88, 157, 20, 20)})  # centred in its 28-point @ScaledMetric frame


def test_tab_header_badges() -> None:
    result = screen("tab-header")
    assert result["header"].path == "/"
    # "99+" in the second badge (count 120), 3 characters of caption2.
    assert result["/2/1"].frame.width == 18 and "/3/1" not in result


def test_profile_header_with_assumed_values() -> None:
    result = screen("profile-header", assume={"isVerified": "false"}, placeholders={"AsyncImage": (72, 72)}, text_length=5)
    assert [item.kind for item in result.assumptions] == ["text", "view", "text", "text"]
    assert result["/0/1/0"].frame.width == 5 * 12  # title2: 12 points a character
