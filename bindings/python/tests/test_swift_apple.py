"""Apple's documentation examples the engine's tests check (GridTests, LazyGridTests,
ContainerRelativeFrameTests), as SwiftUI source (Tests/Fixtures/swift/apple), laid out to the
same numbers. As there, an SF Symbol is 20 x 20 and a Toggle its label's size."""

from __future__ import annotations

import pytest

from alignment_engine import assert_frames, layout_swift
from swift_support import SWIFT

APPLE = SWIFT / "apple"
SYMBOLS = {"images": {"globe": (20, 20), "hand.wave": (20, 20)}}


@pytest.mark.parametrize("proposal", [(None, None), (390, 844)])
def test_grid_with_two_rows_and_two_columns(proposal: tuple) -> None:
    result = layout_swift(APPLE / "grid-two-by-two.swift", width=proposal[0], height=proposal[1], **SYMBOLS)  # type: ignore[arg-type]
    assert result.size == (98, 48) and result.assumptions == ()
    assert_frames(result, {"/0/0": (0, 1.5, 45, 17), "/0/1": (65.5, 0, 20, 20), "/1/0": (12.5, 28, 20, 20), "/1/1": (53, 29.5, 45, 17),
                           "/0": (0, 0, 98, 20), "/1": (0, 28, 98, 20)})


def test_rows_of_different_lengths_share_columns_and_dividers_span_the_grid() -> None:
    result = layout_swift(APPLE / "grid-rows-of-colors.swift", width=390, height=300)
    row = 266 / 3
    assert result.size == (390, 300) and result.assumptions == ()
    assert_frames(result, {"/0/1": (53, 0, 61, row), "/1": (0, row + 8, 390, 1), "/2/1": (53, row + 17, 61, row),
                           "/3": (0, 2 * row + 25, 390, 1), "/4/1": (53, 2 * row + 34, 61, row)})


def test_an_unsized_divider_keeps_the_grid_narrow() -> None:
    result = layout_swift(APPLE / "grid-unsized-divider.swift", width=390, **SYMBOLS)  # type: ignore[arg-type]
    assert result.size == (98, 57)
    assert_frames(result, {"/1": (0, 28, 98, 1), "/0/0": (0, 1.5, 45, 17)})


def test_grid_row_headers_and_generated_rows() -> None:
    result = layout_swift(APPLE / "grid-row-headers.swift", width=390, height=400)
    assert result.size == (390, 389) and len(result) == 21
    assert_frames(result, {"/0/0": (0, 0, 18, 17), "/0/1": (75, 0, 18, 17), "/1/0": (0, 74.5, 18, 17),
                           "/1/1": (26, 25, 116, 116), "/3/3": (274, 273, 116, 116)})


def test_grid_cell_anchor() -> None:
    result = layout_swift(APPLE / "grid-cell-anchor.swift")
    assert result.size == (121, 121)
    assert_frames(result, {"/1/1": (73.5, 98.5, 10, 10)})


def test_settings_form_column_alignment_and_spanning_cell() -> None:
    # Apple's macOS settings form, with macOS's controls: a "Select..." push button is its title
    # (9 characters of the 13-point control font, 7 points each) padded 10 on each side, 24
    # tall (platform profile: borderedButtonPaddingHorizontal.regular, buttonMinHeight.regular);
    # the toggle a 16-point checkbox, 6 points and its 38-character title: 288 wide.
    result = layout_swift(APPLE / "grid-settings-form.swift", platform="macos")
    assert result.assumptions == ()
    # Columns 153 and 144 + 83; the toggle spans the last two and widens them to 288: 449.
    # Rows 24, 24 and 16 with 8 between; texts sit on the buttons' first baselines.
    assert result.size == (449, 80)
    assert_frames(result, {"/0/0": (36, 2.5, 117, 17), "/1/0": (0, 34.5, 153, 17), "/0/2": (339.5, 0, 83, 24), "/2/1": (161, 64, 288, 16)})


def test_lazy_vgrid_of_codes_and_emoji() -> None:
    result = layout_swift(APPLE / "lazy-vgrid.swift", width=300, height=400)
    # The cells format their element (and are two views an element): each built, not one lazy template row.
    assert [(item.line, item.kind, item.replacement) for item in result.assumptions] == [
        (10, "loop", "each row built, not one lazy template row: it cannot hold the element in String(…) at 11:26")]
    assert len(result) == 2 + 2 * 122
    code, emoji = result["/0/0"].frame, result["/0/1"].frame
    # Two flexible columns of 146 with 8 between: centres 73 and 227; a row as tall as its
    # large-title emoji (34), 8 of spacing, the code centred in its row.
    assert (code.mid_x, emoji.mid_x, code.width, emoji.width) == (73, 227, 45, 18)
    assert (result["/0/2"].frame.y, result["/0/3"].frame.y, result["/0"].frame.width) == (50.5, 42, 300)


def test_lazy_hgrid_rows() -> None:
    result = layout_swift(APPLE / "lazy-hgrid.swift", width=390, height=400)
    # Two fixed rows of 30 with 8 between, cells centred in them.
    assert result.size == (390, 68)
    assert_frames(result, {"/0/0": (0, 6.5, 45, 17), "/0/1": (13.5, 36, 18, 34), "/0/2": (53, 6.5, 45, 17)})


def test_container_relative_frames() -> None:
    pages = layout_swift(APPLE / "container-relative-frame.swift", view="Pages", width=390, height=844)
    assert_frames(pages, {f"/0/{i}": (390 * i, 0, 390, 844) for i in range(3)})
    carousel = layout_swift(APPLE / "container-relative-frame.swift", view="Carousel", width=400, height=300)
    # .safeAreaPadding(.horizontal, 20) leaves the scroll view 360 wide, 20 in (decisions.md,
    # "Safe area" 8): as Apple's documentation says, the container's size less its safe-area
    # insets. (360 - 4 x 10) / 5 x 2 + 10 = 138 wide, 3:2.
    assert [view.frame.x for view in carousel][2:] == [20, 168, 316]
    assert carousel["/0/0"].frame.width == 138 and carousel["/0/0"].frame.height == pytest.approx(138 / 1.5)
    assert [(item.line, item.kind) for item in carousel.assumptions] == [(27, "loop"), (28, "view")]
