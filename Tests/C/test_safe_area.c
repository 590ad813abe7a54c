/* test_safe_area.c — the safe area from C: ae_tree_layout_in_safe_area and the safe-area
 * modifiers, with the numbers of an iPhone 14 Pro / 15 Pro in portrait (393 x 852 points,
 * Apple's device specifications), whose safe-area insets UIKit printed as
 * UIEdgeInsets(top: 59.0, left: 0.0, bottom: 34.0, right: 0.0)
 * (csl.cool/2023/09/15/ios-dev/ios-layout-adaptation). The rules are SwiftUI's as
 * docs/decisions.md "Safe area" records them; the same cases are in the Swift, Python and
 * document tests. Then bad input: each a clear error that leaves the tree as it was. */
#include <stdint.h>

#include "check.h"

enum { H = AE_GUIDE_HORIZONTAL_CENTER, V = AE_GUIDE_VERTICAL_CENTER };
static const double u = AE_UNSPECIFIED;

static ae_view color(ae_tree *tree) {
    ae_view view = -1;
    CHECK_OK(ae_view_create_shape(tree, AE_SHAPE_COLOR, &view));
    return view;
}

static ae_size on_screen(ae_tree *tree, ae_view root, ae_direction direction) {
    ae_size size = {NAN, NAN};
    CHECK_OK(ae_tree_layout_in_safe_area(tree, root, 393, 852, 59, 0, 34, 0, direction, &size));
    return size;
}

/* A full-screen Color stops at the status bar and the home indicator; one that ignores the
 * safe area reaches the screen's edges, while its modifier keeps the safe frame. */
static void test_full_screen_color(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view plain = color(tree), ignoring = color(tree), top_only = color(tree);
    CHECK_OK(ae_view_apply_ignores_safe_area(tree, ignoring, AE_SAFE_AREA_REGION_ALL, AE_EDGE_ALL));
    CHECK_OK(ae_view_apply_ignores_safe_area(tree, top_only, AE_SAFE_AREA_REGION_CONTAINER, AE_EDGE_TOP));
    ae_size size = on_screen(tree, plain, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 393);
    CHECK_NEAR(size.height, 759);
    CHECK_FRAME(tree, plain, 0, 0, 59, 393, 759);
    on_screen(tree, ignoring, AE_LEFT_TO_RIGHT);
    CHECK_FRAME(tree, ignoring, 0, 0, 0, 393, 852);
    CHECK_FRAME(tree, ignoring, 1, 0, 59, 393, 759);
    on_screen(tree, top_only, AE_LEFT_TO_RIGHT);
    CHECK_FRAME(tree, top_only, 0, 0, 0, 393, 818);
    /* ae_tree_layout is a layout without insets: the root at (0, 0), 393 x 852. */
    ae_size whole = {NAN, NAN};
    CHECK_OK(ae_tree_layout(tree, ignoring, 393, 852, AE_LEFT_TO_RIGHT, &whole));
    CHECK_FRAME(tree, ignoring, 0, 0, 0, 393, 852);
    ae_tree_free(tree);
}

/* Rows with a bottom bar (.safeAreaInset(edge: .bottom) with the default spacing 8): the
 * rows' frame is proposed 759 - 50 - 8 = 701, the bar sits on the safe area's bottom edge
 * (818 - 50 = 768), and a Color behind the rows that ignores the safe area reaches under the
 * bar and the status bar. Built with a program (AE_OP_SAFE_AREA_INSET). */
static void test_rows_with_a_bottom_bar(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    const double program[] = {
        AE_OP_VSTACK, H, 0,                            /* 0: the rows */
        AE_OP_SHAPE, AE_SHAPE_COLOR, AE_OP_FRAME, 1, u, 44, H, V,
        AE_OP_SHAPE, AE_SHAPE_COLOR, AE_OP_FRAME, 2, u, 44, H, V,
        AE_OP_CHILDREN, 0, 2, 1, 2,
        AE_OP_FLEXIBLE_FRAME, 0, u, u, u, u, u, INFINITY, H, AE_GUIDE_TOP,
        AE_OP_SHAPE, AE_SHAPE_COLOR,                   /* 3: behind the rows */
        AE_OP_IGNORES_SAFE_AREA, 3, AE_SAFE_AREA_REGION_ALL, AE_EDGE_ALL,
        AE_OP_BACKGROUND, 0, 3, H, V,
        AE_OP_SHAPE, AE_SHAPE_COLOR, AE_OP_FRAME, 4, u, 50, H, V, /* 4: the bar */
        AE_OP_SAFE_AREA_INSET, 0, 4, AE_EDGE_BOTTOM, H, u,
    };
    ae_view first = -1;
    CHECK_OK(ae_tree_build(tree, program, sizeof program / sizeof program[0], &first));
    ae_size size = on_screen(tree, 0, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.height, 759);
    CHECK_FRAME(tree, 1, 0, 0, 59, 393, 44);
    CHECK_FRAME(tree, 2, 0, 0, 103, 393, 44);
    CHECK_FRAME(tree, 3, 0, 0, 0, 393, 852);
    CHECK_FRAME(tree, 3, 1, 0, 59, 393, 701);
    CHECK_FRAME(tree, 4, 0, 0, 768, 393, 50);
    /* ae_tree_layout_again repeats the insets; with nothing changed, the flag says so. */
    const volatile uint8_t *flag = NULL;
    CHECK_OK(ae_tree_get_layout_flag(tree, &flag));
    CHECK(*flag == 1);
    ae_size again = {NAN, NAN};
    CHECK_OK(ae_tree_layout_again(tree, &again));
    CHECK_NEAR(again.height, 759);
    CHECK_FRAME(tree, 4, 0, 0, 768, 393, 50);
    ae_tree_free(tree);
}

/* .safeAreaPadding(20): a Color 20 in; one that ignores the safe area reaches out through the
 * padding and the screen's safe area to (0, 0, 393, 852); the setters change both in place. */
static void test_safe_area_padding(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view view = color(tree);
    CHECK_OK(ae_view_apply_ignores_safe_area(tree, view, AE_SAFE_AREA_REGION_ALL, AE_EDGE_ALL));
    CHECK_OK(ae_view_apply_safe_area_padding(tree, view, 20, 20, 20, 20));
    on_screen(tree, view, AE_LEFT_TO_RIGHT);
    CHECK_FRAME(tree, view, 0, 0, 0, 393, 852);
    CHECK_FRAME(tree, view, 1, 0, 59, 393, 759);
    CHECK_OK(ae_view_set_ignores_safe_area(tree, view, 0, AE_SAFE_AREA_REGION_KEYBOARD, AE_EDGE_ALL));
    on_screen(tree, view, AE_LEFT_TO_RIGHT);
    CHECK_FRAME(tree, view, 0, 20, 79, 353, 719);
    CHECK_OK(ae_view_set_ignores_safe_area(tree, view, 0, AE_SAFE_AREA_REGION_CONTAINER, AE_EDGE_LEADING | AE_EDGE_TRAILING));
    CHECK_OK(ae_view_set_safe_area_padding(tree, view, 1, 0, 16, 0, 16));
    on_screen(tree, view, AE_LEFT_TO_RIGHT);
    CHECK_FRAME(tree, view, 0, 0, 59, 393, 759);
    ae_tree_free(tree);
}

/* Right to left the leading inset is on the right: a landscape screen (852 x 393) with the
 * leading edge unsafe by 59 and the bottom by 21; the root is at the left, and a view that
 * ignores the leading edge reaches the right edge. A leading inset sits on the right. */
static void test_right_to_left(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view view = color(tree);
    CHECK_OK(ae_view_apply_ignores_safe_area(tree, view, AE_SAFE_AREA_REGION_ALL, AE_EDGE_LEADING));
    ae_size size = {NAN, NAN};
    CHECK_OK(ae_tree_layout_in_safe_area(tree, view, 852, 393, 0, 59, 21, 0, AE_RIGHT_TO_LEFT, &size));
    CHECK_NEAR(size.width, 793);
    CHECK_FRAME(tree, view, 0, 0, 0, 852, 372);
    CHECK_FRAME(tree, view, 1, 0, 0, 793, 372);
    ae_view main = color(tree), bar = color(tree);
    CHECK_OK(ae_view_apply_frame(tree, bar, 30, u, H, V));
    CHECK_OK(ae_view_apply_safe_area_inset(tree, main, bar, AE_EDGE_LEADING, V, 0));
    CHECK_OK(ae_tree_layout(tree, main, 393, 100, AE_RIGHT_TO_LEFT, &size));
    CHECK_FRAME(tree, bar, 0, 363, 0, 30, 100);
    CHECK_FRAME(tree, main, 0, 0, 0, 363, 100);
    ae_tree_free(tree);
}

/* Bad input: a clear error naming the value, and nothing changed. */
static void test_bad_input(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view view = color(tree), other = color(tree);
    ae_size size = {NAN, NAN};
    CHECK_STATUS(ae_tree_layout_in_safe_area(tree, view, 393, 852, 500, 0, 400, 0, AE_LEFT_TO_RIGHT, &size), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("the safe-area top and bottom insets (500.0 and 400.0) add up to 900.0, more than the proposed height 852.0");
    CHECK_STATUS(ae_tree_layout_in_safe_area(tree, view, 393, 852, -1, 0, 0, 0, AE_LEFT_TO_RIGHT, &size), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("safe_top must not be negative (-1.0)");
    CHECK_STATUS(ae_tree_layout_in_safe_area(tree, view, 393, 852, 0, NAN, 0, 0, AE_LEFT_TO_RIGHT, &size), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("safe_leading is NaN");
    CHECK_STATUS(ae_tree_layout_in_safe_area(tree, view, 393, 852, 0, 0, INFINITY, 0, AE_LEFT_TO_RIGHT, &size), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("safe_bottom must be finite");
    CHECK_STATUS(ae_tree_layout_in_safe_area(tree, view, 393, 852, 0, 0, 0, 0, AE_LEFT_TO_RIGHT, NULL), AE_ERROR_NULL_ARGUMENT);
    /* An unspecified height takes any insets; no frames were kept from the failures. */
    CHECK_OK(ae_tree_layout_in_safe_area(tree, view, 393, u, 500, 0, 400, 0, AE_LEFT_TO_RIGHT, &size));
    CHECK_FRAME(tree, view, 0, 0, 500, 393, 10);
    CHECK_STATUS(ae_view_apply_ignores_safe_area(tree, view, 4, AE_EDGE_ALL), AE_ERROR_INVALID_ARGUMENT);
    CHECK_MESSAGE("regions must be a combination of AE_SAFE_AREA_REGION_CONTAINER and AE_SAFE_AREA_REGION_KEYBOARD, not 4.0");
    CHECK_STATUS(ae_view_apply_ignores_safe_area(tree, view, AE_SAFE_AREA_REGION_ALL, 16), AE_ERROR_INVALID_ARGUMENT);
    CHECK_MESSAGE("edges must be a combination of the AE_EDGE_* bits, not 16.0");
    CHECK_STATUS(ae_view_apply_safe_area_inset(tree, view, other, AE_EDGE_TOP | AE_EDGE_BOTTOM, H, u), AE_ERROR_INVALID_ARGUMENT);
    CHECK_MESSAGE("edge must be one of AE_EDGE_TOP, AE_EDGE_LEADING, AE_EDGE_BOTTOM and AE_EDGE_TRAILING, not 5.0");
    CHECK_STATUS(ae_view_apply_safe_area_inset(tree, view, other, AE_EDGE_BOTTOM, AE_GUIDE_TOP, u), AE_ERROR_INVALID_GUIDE);
    CHECK_MESSAGE("alignment 3 ('top') is a vertical guide");
    CHECK_STATUS(ae_view_apply_safe_area_inset(tree, view, other, AE_EDGE_BOTTOM, H, INFINITY), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("spacing must be finite");
    CHECK_STATUS(ae_view_apply_safe_area_inset(tree, view, view, AE_EDGE_BOTTOM, H, u), AE_ERROR_INVALID_TREE);
    CHECK_MESSAGE("cannot be its own safeAreaInset content");
    CHECK_STATUS(ae_view_apply_safe_area_padding(tree, view, -4, 0, 0, 0), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("safe_area_padding top must not be negative (-4.0)");
    CHECK_STATUS(ae_view_apply_safe_area_padding(tree, view, 0, NAN, 0, 0), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("safe_area_padding leading is NaN");
    /* None of them applied a modifier: the view lays out as a plain Color. */
    CHECK_OK(ae_tree_layout_in_safe_area(tree, view, 393, 852, 59, 0, 34, 0, AE_LEFT_TO_RIGHT, &size));
    CHECK_FRAME(tree, view, 1, 0, 59, 393, 759);
    CHECK_STATUS(ae_view_set_safe_area_padding(tree, view, 0, 1, 1, 1, 1), AE_ERROR_INVALID_TREE);
    ae_tree_free(tree);
}

int main(void) {
    test_full_screen_color();
    test_rows_with_a_bottom_bar();
    test_safe_area_padding();
    test_right_to_left();
    test_bad_input();
    return check_summary("test_safe_area");
}
