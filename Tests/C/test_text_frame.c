/* test_text_frame.c — line spacing, reserved lines, text styles, the pixel Divider and
 * containerRelativeFrame through alignment_engine.h (the Swift tests have the same numbers). */
#include <math.h>
#include "check.h"

static ae_view color(ae_tree *tree, double width, double height) {
    ae_view view = -1;
    CHECK_OK(ae_view_create_shape(tree, AE_SHAPE_COLOR, &view));
    if (width >= 0) CHECK_OK(ae_view_apply_frame(tree, view, width, height, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER));
    return view;
}

static void test_text(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view text;
    CHECK_OK(ae_view_create_text(tree, "Hello world again", NULL, 0, AE_TEXT_ALIGNMENT_LEADING, &text));
    ae_size size;
    CHECK_OK(ae_view_set_line_spacing(tree, text, 6));
    CHECK_OK(ae_tree_layout(tree, text, 100, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    CHECK_NEAR(size.height, 40); /* 2 x 17 + 6 */
    ae_rect lines[2];
    size_t count = 0;
    double first = 0, last = 0;
    CHECK_OK(ae_view_get_text_lines(tree, text, lines, 2, &count, &first, &last));
    CHECK(count == 2);
    CHECK_NEAR(lines[1].y, 23);
    CHECK_NEAR(last, 36);
    /* Reserved lines: as tall as three, laid out again in place. */
    CHECK_OK(ae_view_set_line_spacing(tree, text, 0));
    CHECK_OK(ae_view_set_line_limit(tree, text, 3, 1));
    CHECK_OK(ae_tree_layout(tree, text, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    CHECK_NEAR(size.width, 153);
    CHECK_NEAR(size.height, 51);
    /* Bad values. */
    CHECK_STATUS(ae_view_set_line_spacing(tree, text, -1), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("lineSpacing");
    CHECK_STATUS(ae_view_set_line_spacing(tree, text, NAN), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_set_line_limit(tree, text, -1, 0), AE_ERROR_INVALID_VALUE);
    ae_view shape = color(tree, 10, 10);
    CHECK_STATUS(ae_view_set_line_spacing(tree, shape, 2), AE_ERROR_INVALID_TREE);
    /* Text styles. */
    ae_font font;
    CHECK_OK(ae_font_get_text_style(AE_TEXT_STYLE_TITLE, &font));
    CHECK_NEAR(font.size, 28);
    CHECK_NEAR(font.ascent, 22);
    CHECK_NEAR(font.descent, 6);
    CHECK_NEAR(font.advance, 15);
    CHECK_OK(ae_font_get_text_style(AE_TEXT_STYLE_CAPTION2, &font));
    CHECK_NEAR(font.size, 11);
    CHECK_NEAR(font.advance, 6);
    CHECK_STATUS(ae_font_get_text_style((ae_text_style)11, &font), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_font_get_text_style(AE_TEXT_STYLE_BODY, NULL), AE_ERROR_NULL_ARGUMENT);
    ae_tree_free(tree);
}

static void test_divider(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view stack, divider, children[2];
    children[0] = color(tree, 100, 20);
    CHECK_OK(ae_view_create_divider(tree, &divider));
    children[1] = divider;
    CHECK_OK(ae_view_create_vstack(tree, AE_GUIDE_HORIZONTAL_CENTER, 0, &stack));
    CHECK_OK(ae_view_set_children(tree, stack, children, 2));
    ae_size size;
    CHECK_OK(ae_tree_layout(tree, stack, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    CHECK_NEAR(size.height, 21);
    CHECK_OK(ae_tree_set_pixel_scale(tree, 2));
    CHECK_OK(ae_tree_layout(tree, stack, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    CHECK_FRAME(tree, divider, 0, 0, 20, 100, 0.5);
    CHECK_OK(ae_tree_set_pixel_scale(tree, 3));
    CHECK_OK(ae_tree_layout(tree, stack, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    CHECK_NEAR(size.height, 20 + 1.0 / 3);
    CHECK_STATUS(ae_tree_set_pixel_scale(tree, -2), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("pixelScale");
    ae_tree_free(tree);
}

static double three_quarters(double length, ae_axis axis, void *user_data) {
    (void)axis;
    ++*(int *)user_data;
    return length * 0.75;
}

static double not_a_number(double length, ae_axis axis, void *user_data) {
    (void)length, (void)axis, (void)user_data;
    return NAN;
}

/* Apple's example: five columns 10 apart, each view spanning two, in a 400-wide scroll view. */
static void test_container_relative_frame(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view scroll, stack, items[3];
    for (int i = 0; i < 3; i++) {
        items[i] = color(tree, -1, -1);
        CHECK_OK(ae_view_apply_aspect_ratio(tree, items[i], 1.5, AE_CONTENT_MODE_FIT));
        CHECK_OK(ae_view_apply_container_relative_frame(tree, items[i], AE_AXES_HORIZONTAL, 5, 2, 10,
                                                        AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER));
    }
    CHECK_OK(ae_view_create_lazy_hstack(tree, AE_GUIDE_VERTICAL_CENTER, 10, &stack));
    CHECK_OK(ae_view_set_children(tree, stack, items, 3));
    CHECK_OK(ae_view_create_scroll_view(tree, AE_AXES_HORIZONTAL, &scroll));
    CHECK_OK(ae_view_set_children(tree, scroll, &stack, 1));
    ae_size size;
    CHECK_OK(ae_tree_layout(tree, scroll, 400, 300, AE_LEFT_TO_RIGHT, &size));
    ae_rect frame;
    CHECK_OK(ae_view_get_frame(tree, items[1], &frame));
    CHECK_NEAR(frame.x, 164);
    CHECK_NEAR(frame.width, 154);
    CHECK_NEAR(frame.height, 154 / 1.5);
    /* The closure form, relative to the layout's proposal. */
    int calls = 0;
    ae_view wide = color(tree, -1, -1);
    CHECK_OK(ae_view_apply_container_relative_frame_callback(tree, wide, AE_AXES_HORIZONTAL, three_quarters, &calls,
                                                             AE_GUIDE_LEADING, AE_GUIDE_VERTICAL_CENTER));
    CHECK_OK(ae_tree_layout(tree, wide, 400, 300, AE_LEFT_TO_RIGHT, &size));
    CHECK_NEAR(size.width, 300);
    CHECK_NEAR(size.height, 300);
    CHECK(calls > 0);
    /* Bad input: named, never a crash. */
    ae_view bad = color(tree, -1, -1);
    CHECK_STATUS(ae_view_apply_container_relative_frame(tree, bad, AE_AXES_HORIZONTAL, 0, 1, 0, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("count must be from 1");
    CHECK_STATUS(ae_view_apply_container_relative_frame(tree, bad, AE_AXES_HORIZONTAL, 2, 3, 0, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("span must be from 1 to its count (2), not 3");
    CHECK_STATUS(ae_view_apply_container_relative_frame(tree, bad, AE_AXES_HORIZONTAL, 2, 1, NAN, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_apply_container_relative_frame(tree, bad, 7, 2, 1, 0, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_view_apply_container_relative_frame_callback(tree, bad, AE_AXES_HORIZONTAL, NULL, NULL, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER), AE_ERROR_NULL_ARGUMENT);
    CHECK_OK(ae_view_apply_container_relative_frame_callback(tree, bad, AE_AXES_VERTICAL, not_a_number, NULL, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER));
    CHECK_STATUS(ae_tree_layout(tree, bad, 400, 300, AE_LEFT_TO_RIGHT, &size), AE_ERROR_CALLBACK_FAILED);
    CHECK_MESSAGE("length function of the containerRelativeFrame");
    ae_tree_free(tree);
}

int main(void) {
    test_text();
    test_divider();
    test_container_relative_frame();
    return check_summary("test_text_frame");
}
