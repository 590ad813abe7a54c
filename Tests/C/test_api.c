/* test_api.c — every function of alignment_engine.h on valid input, with numbers worked out
 * from the spec (reference cases S1, S6, S7, S8, R2, R6, R8, R10 and the rules of
 * semantics.md / document.md). */
#include <stdint.h>
#include <stdlib.h>

#include "check.h"

/* A geometry observer that records the reader's size. */
static void observe_geometry(double width, double height, void *user_data) {
    ae_size *seen = user_data;
    seen->width = width;
    seen->height = height;
}

static const ae_font body = {17, 13, 4, 0, 9};
static const ae_font title = {28, 22, 6, 0, 15};

/* A Color with a fixed frame (AE_UNSPECIFIED for no dimension). */
static ae_view color(ae_tree *tree, double width, double height) {
    ae_view view = -1;
    CHECK_OK(ae_view_create_shape(tree, AE_SHAPE_COLOR, &view));
    if (!isnan(width) || !isnan(height)) {
        CHECK_OK(ae_view_apply_frame(tree, view, width, height, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER));
    }
    return view;
}

static ae_view text(ae_tree *tree, const char *string, const ae_font *font) {
    ae_view view = -1;
    CHECK_OK(ae_view_create_text(tree, string, font, 0, AE_TEXT_ALIGNMENT_LEADING, &view));
    return view;
}

static ae_size layout(ae_tree *tree, ae_view root, double width, double height, ae_direction direction) {
    ae_size size = {NAN, NAN};
    CHECK_OK(ae_tree_layout(tree, root, width, height, direction, &size));
    return size;
}

static void test_library(void) {
    /* The header's version macros are the library's version. */
    char version[32];
    snprintf(version, sizeof version, "%d.%d.%d", AE_VERSION_MAJOR, AE_VERSION_MINOR, AE_VERSION_PATCH);
    CHECK(strcmp(ae_version(), version) == 0);
    CHECK(strcmp(ae_version(), AE_VERSION_STRING) == 0);
    CHECK(strcmp(ae_status_name(AE_OK), "AE_OK") == 0);
    CHECK(strcmp(ae_status_name(AE_ERROR_INVALID_VALUE), "AE_ERROR_INVALID_VALUE") == 0);
    CHECK(strcmp(ae_status_name(AE_ERROR_BUFFER_TOO_SMALL), "AE_ERROR_BUFFER_TOO_SMALL") == 0);
    int32_t has_children = -1;
    CHECK_OK(ae_view_type_has_children("LazyVGrid", &has_children));
    CHECK(has_children == 1);
    CHECK_OK(ae_view_type_has_children("Text", &has_children));
    CHECK(has_children == 0);
    CHECK_STATUS(ae_view_type_has_children("Button!", &has_children), AE_ERROR_INVALID_ARGUMENT);
    CHECK_MESSAGE("'Button!' is no view type");
    CHECK_STATUS(ae_view_type_has_children(NULL, &has_children), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_type_has_children("HStack", NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK(strcmp(ae_status_name(AE_ERROR_BUSY), "AE_ERROR_BUSY") == 0);
    CHECK(strcmp(ae_status_name((ae_status)12), "AE_UNKNOWN_STATUS") == 0);
    CHECK(strcmp(ae_status_name((ae_status)-1), "AE_UNKNOWN_STATUS") == 0);
    ae_string_free(NULL);
    ae_tree_free(NULL);
}

/* S1: two 50 x 50 colours in an HStack are 108 wide; RTL mirrors them. */
static void test_hstack_and_frames(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view stack, red, blue;
    CHECK_OK(ae_view_create_hstack(tree, AE_GUIDE_VERTICAL_CENTER, AE_UNSPECIFIED, &stack));
    red = color(tree, 50, 50);
    blue = color(tree, 50, 50);
    ae_view children[] = {red, blue};
    CHECK_OK(ae_view_set_children(tree, stack, children, 2));
    size_t count = 0;
    CHECK_OK(ae_tree_get_view_count(tree, &count));
    CHECK(count == 3);

    ae_size size = layout(tree, stack, 200, 200, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 108);
    CHECK_NEAR(size.height, 50);
    CHECK_FRAME(tree, red, 0, 0, 0, 50, 50);
    CHECK_FRAME(tree, blue, 0, 58, 0, 50, 50);
    CHECK_FRAME(tree, blue, 1, 58, 0, 50, 50);

    double values[3 * 8];
    size_t written = 0;
    CHECK_OK(ae_tree_get_frames(tree, values, 3, &written));
    CHECK(written == 3);
    const double expected[] = {0, 0, 108, 50, 0, 0, 108, 50, 0, 0, 50, 50, 0, 0, 50, 50, 58, 0, 50, 50, 58, 0, 50, 50};
    for (int i = 0; i < 24; i++) CHECK_NEAR(values[i], expected[i]);

    layout(tree, stack, 200, 200, AE_RIGHT_TO_LEFT);
    CHECK_FRAME(tree, red, 0, 58, 0, 50, 50);
    CHECK_FRAME(tree, blue, 0, 0, 0, 50, 50);

    CHECK_OK(ae_view_apply_layout_direction(tree, stack, AE_RIGHT_TO_LEFT));
    layout(tree, stack, 200, 200, AE_LEFT_TO_RIGHT);
    CHECK_FRAME(tree, red, 0, 58, 0, 50, 50);
    CHECK_FRAME(tree, blue, 0, 0, 0, 50, 50);
    ae_tree_free(tree);
}

/* S6, built with one program. */
static void test_build_s6(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    const double c = AE_GUIDE_HORIZONTAL_CENTER, m = AE_GUIDE_VERTICAL_CENTER;
    const double program[] = {
        AE_OP_VSTACK, AE_GUIDE_LEADING, AE_UNSPECIFIED,        /* 0 */
        AE_OP_SHAPE, AE_SHAPE_COLOR, AE_OP_FRAME, 1, 30, 30, c, m, /* 1 red */
        AE_OP_SHAPE, AE_SHAPE_COLOR, AE_OP_FRAME, 2, 40, 40, c, m, /* 2 blue */
        AE_OP_HSTACK, AE_GUIDE_TOP, AE_UNSPECIFIED,            /* 3 */
        AE_OP_SHAPE, AE_SHAPE_COLOR, AE_OP_FRAME, 4, 50, 50, c, m, /* 4 green */
        AE_OP_SHAPE, AE_SHAPE_COLOR, AE_OP_FRAME, 5, 60, 60, c, m, /* 5 yellow */
        AE_OP_CHILDREN, 3, 2, 4, 5,
        AE_OP_CHILDREN, 0, 3, 1, 2, 3,
    };
    ae_view first = -1;
    CHECK_OK(ae_tree_build(tree, program, sizeof program / sizeof program[0], &first));
    CHECK(first == 0);
    ae_size size = layout(tree, 0, 200, 200, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 118);
    CHECK_NEAR(size.height, 146);
    CHECK_FRAME(tree, 1, 0, 0, 0, 30, 30);
    CHECK_FRAME(tree, 2, 0, 0, 38, 40, 40);
    CHECK_FRAME(tree, 3, 0, 0, 86, 118, 60);
    CHECK_FRAME(tree, 4, 0, 0, 86, 50, 50);
    CHECK_FRAME(tree, 5, 0, 58, 86, 60, 60);

    /* An empty program builds nothing and reports the view count. */
    CHECK_OK(ae_tree_build(tree, NULL, 0, &first));
    CHECK(first == 6);
    ae_tree_free(tree);
}

/* Every opcode in one program. */
static void test_build_every_opcode(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    const double c = AE_GUIDE_HORIZONTAL_CENTER, m = AE_GUIDE_VERTICAL_CENTER;
    const double program[] = {
        AE_OP_HSTACK, m, AE_UNSPECIFIED,       /* 0 */
        AE_OP_VSTACK, c, 0,                    /* 1 */
        AE_OP_ZSTACK, c, m,                    /* 2 */
        AE_OP_SHAPE, AE_SHAPE_COLOR,           /* 3 */
        AE_OP_GEOMETRY_READER,                 /* 4 */
        AE_OP_IMAGE, 20, 20, 0,                /* 5 */
        AE_OP_SPACER, AE_UNSPECIFIED,          /* 6 */
        AE_OP_SHAPE, AE_SHAPE_CIRCLE,          /* 7 */
        AE_OP_SHAPE, AE_SHAPE_COLOR,           /* 8 */
        AE_OP_SHAPE, AE_SHAPE_RECTANGLE,       /* 9 */
        AE_OP_FRAME, 3, 10, 10, c, m,
        AE_OP_PADDING, 3, 1, 1, 1, 1,
        AE_OP_OFFSET, 3, 0, 0,
        AE_OP_FIXED_SIZE, 3, 0, 0,
        AE_OP_LAYOUT_PRIORITY, 3, 0,
        AE_OP_ASPECT_RATIO, 5, AE_UNSPECIFIED, AE_CONTENT_MODE_FIT,
        AE_OP_OVERLAY, 5, 8, c, m,
        AE_OP_BACKGROUND, 5, 9, c, m,
        AE_OP_FLEXIBLE_FRAME, 7, 4, AE_UNSPECIFIED, 4, 4, AE_UNSPECIFIED, 4, c, m,
        AE_OP_POSITION, 7, 2, 2,
        AE_OP_FRAME, 4, 10, 10, c, m,
        AE_OP_LAYOUT_DIRECTION, 0, AE_LEFT_TO_RIGHT,
        AE_OP_CHILDREN, 4, 1, 7,
        AE_OP_CHILDREN, 2, 1, 4,
        AE_OP_CHILDREN, 1, 2, 5, 2,
        AE_OP_CHILDREN, 0, 3, 3, 6, 1,
    };
    ae_view first = -1;
    CHECK_OK(ae_tree_build(tree, program, sizeof program / sizeof program[0], &first));
    CHECK(first == 0);
    /* colour 10 + padding 2 = 12, spacer 8 with no gap on either side, VStack 20 x (20 + 10). */
    ae_size size = layout(tree, 0, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 40);
    CHECK_NEAR(size.height, 30);
    CHECK_FRAME(tree, 3, 0, 1, 10, 10, 10);
    CHECK_FRAME(tree, 3, 1, 0, 9, 12, 12);
    CHECK_FRAME(tree, 6, 0, 12, 15, 8, 0);
    CHECK_FRAME(tree, 5, 0, 20, 0, 20, 20);
    CHECK_FRAME(tree, 8, 0, 20, 0, 20, 20);
    CHECK_FRAME(tree, 9, 0, 20, 0, 20, 20);
    CHECK_FRAME(tree, 4, 0, 25, 20, 10, 10);
    /* The circle's centre is put at (2, 2) of the GeometryReader. */
    CHECK_FRAME(tree, 7, 0, 25, 20, 4, 4);
    ae_tree_free(tree);
}

/* S7, then S8 (layoutPriority), built view by view. */
static void test_priority_s7_s8(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view vstack, hstack;
    CHECK_OK(ae_view_create_vstack(tree, AE_GUIDE_HORIZONTAL_CENTER, AE_UNSPECIFIED, &vstack));
    ae_view red = color(tree, AE_UNSPECIFIED, AE_UNSPECIFIED), blue = color(tree, AE_UNSPECIFIED, AE_UNSPECIFIED);
    CHECK_OK(ae_view_create_hstack(tree, AE_GUIDE_VERTICAL_CENTER, AE_UNSPECIFIED, &hstack));
    ae_view green = color(tree, AE_UNSPECIFIED, AE_UNSPECIFIED), yellow = color(tree, AE_UNSPECIFIED, AE_UNSPECIFIED);
    ae_view row[] = {green, yellow}, column[] = {red, blue, hstack};
    CHECK_OK(ae_view_set_children(tree, hstack, row, 2));
    CHECK_OK(ae_view_set_children(tree, vstack, column, 3));
    ae_size size = layout(tree, vstack, 200, 200, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 200);
    CHECK_NEAR(size.height, 200);
    const double third = (200.0 - 16) / 3;
    CHECK_FRAME(tree, red, 0, 0, 0, 200, third);
    CHECK_FRAME(tree, blue, 0, 0, third + 8, 200, third);
    CHECK_FRAME(tree, hstack, 0, 0, 2 * third + 16, 200, third);
    CHECK_FRAME(tree, green, 0, 0, 2 * third + 16, 96, third);
    CHECK_FRAME(tree, yellow, 0, 104, 2 * third + 16, 96, third);

    CHECK_OK(ae_view_apply_layout_priority(tree, blue, 1));
    layout(tree, vstack, 200, 200, AE_LEFT_TO_RIGHT);
    CHECK_FRAME(tree, red, 0, 0, 0, 200, 0);
    CHECK_FRAME(tree, blue, 0, 0, 8, 200, 184);
    CHECK_FRAME(tree, hstack, 0, 0, 200, 200, 0);
    ae_tree_free(tree);
}

static double constant_guide(const ae_dimensions *d, void *user_data) {
    (void)d;
    return *(const double *)user_data;
}

/* R6: .alignmentGuide(.top) { _ in 25 } moves the view up, as an expression and as a callback. */
static void test_alignment_guide_r6(void) {
    for (int use_callback = 0; use_callback < 2; use_callback++) {
        ae_tree *tree = NULL;
        CHECK_OK(ae_tree_create(&tree));
        ae_view stack;
        CHECK_OK(ae_view_create_hstack(tree, AE_GUIDE_TOP, AE_UNSPECIFIED, &stack));
        ae_view blue = color(tree, 100, 150), red = color(tree, 100, 100);
        static double value = 25;
        if (use_callback) {
            CHECK_OK(ae_view_apply_alignment_guide_callback(tree, blue, AE_GUIDE_TOP, constant_guide, &value));
        } else {
            CHECK_OK(ae_view_apply_alignment_guide(tree, blue, AE_GUIDE_TOP, "25"));
        }
        ae_view children[] = {blue, red};
        CHECK_OK(ae_view_set_children(tree, stack, children, 2));
        ae_size size = layout(tree, stack, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
        CHECK_NEAR(size.width, 208);
        CHECK_NEAR(size.height, 150);
        CHECK_FRAME(tree, blue, 0, 0, 0, 100, 150);
        CHECK_FRAME(tree, red, 0, 108, 25, 100, 100);
        ae_tree_free(tree);
    }
}

/* R8: a ZStack is the union of its children. */
static void test_zstack_r8(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view stack;
    CHECK_OK(ae_view_create_zstack(tree, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER, &stack));
    ae_view yellow = color(tree, 50, AE_UNSPECIFIED), orange = color(tree, AE_UNSPECIFIED, 50);
    ae_view children[] = {yellow, orange};
    CHECK_OK(ae_view_set_children(tree, stack, children, 2));
    ae_size size = layout(tree, stack, 300, 300, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 300);
    CHECK_NEAR(size.height, 300);
    CHECK_FRAME(tree, yellow, 0, 125, 0, 50, 300);
    CHECK_FRAME(tree, orange, 0, 0, 125, 300, 50);
    ae_tree_free(tree);
}

/* R2 (flexibility order and overflow) and R10 (maxWidth: .infinity in a fixed frame). */
static void test_flexible_frames(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    const double u = AE_UNSPECIFIED;
    ae_view stack, red, green;
    CHECK_OK(ae_view_create_hstack(tree, AE_GUIDE_VERTICAL_CENTER, 0, &stack));
    CHECK_OK(ae_view_create_shape(tree, AE_SHAPE_RECTANGLE, &red));
    CHECK_OK(ae_view_create_shape(tree, AE_SHAPE_RECTANGLE, &green));
    CHECK_OK(ae_view_apply_flexible_frame(tree, red, u, u, 100, u, u, u, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER));
    CHECK_OK(ae_view_apply_flexible_frame(tree, green, 100, u, u, u, u, u, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER));
    ae_view children[] = {red, green};
    CHECK_OK(ae_view_set_children(tree, stack, children, 2));
    CHECK_OK(ae_view_apply_frame(tree, stack, 150, 100, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER));
    ae_size size = layout(tree, stack, 400, 400, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 150);
    CHECK_NEAR(size.height, 100);
    CHECK_FRAME(tree, red, 0, -12.5, 0, 75, 100);
    CHECK_FRAME(tree, green, 0, 62.5, 0, 100, 100);
    CHECK_FRAME(tree, stack, 0, -12.5, 0, 175, 100);
    CHECK_FRAME(tree, stack, 1, 0, 0, 150, 100);

    ae_view fill;
    CHECK_OK(ae_view_create_shape(tree, AE_SHAPE_COLOR, &fill));
    CHECK_OK(ae_view_apply_flexible_frame(tree, fill, u, u, INFINITY, u, u, u, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER));
    CHECK_OK(ae_view_apply_frame(tree, fill, 200, 200, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER));
    size = layout(tree, fill, 0, 0, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 200);
    CHECK_NEAR(size.height, 200);
    ae_tree_free(tree);
}

/* Padding, offset, position, aspect ratio, fixed size, overlay and background. */
static void test_unary_modifiers(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view padded = color(tree, 50, 50);
    CHECK_OK(ae_view_apply_padding(tree, padded, 10, 10, 10, 10));
    ae_size size = layout(tree, padded, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 70);
    CHECK_FRAME(tree, padded, 0, 10, 10, 50, 50);
    CHECK_FRAME(tree, padded, 1, 0, 0, 70, 70);

    /* An offset moves the view, not its size; at the end of the list it moves the outer frame. */
    ae_view moved = color(tree, 50, 50);
    CHECK_OK(ae_view_apply_offset(tree, moved, 10, 5));
    size = layout(tree, moved, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 50);
    CHECK_FRAME(tree, moved, 0, 10, 5, 50, 50);
    CHECK_FRAME(tree, moved, 1, 10, 5, 50, 50);

    /* .position puts the centre at (50, 60) and takes the proposal. */
    ae_view placed = color(tree, 20, 20);
    CHECK_OK(ae_view_apply_position(tree, placed, 50, 60));
    size = layout(tree, placed, 200, 200, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 200);
    CHECK_FRAME(tree, placed, 0, 40, 50, 20, 20);
    CHECK_FRAME(tree, placed, 1, 0, 0, 200, 200);

    /* .aspectRatio(2, .fit) in 200 x 200 is 200 x 100; .fill is 400 x 200. */
    ae_view fit = color(tree, AE_UNSPECIFIED, AE_UNSPECIFIED), filled = color(tree, AE_UNSPECIFIED, AE_UNSPECIFIED);
    CHECK_OK(ae_view_apply_aspect_ratio(tree, fit, 2, AE_CONTENT_MODE_FIT));
    CHECK_OK(ae_view_apply_aspect_ratio(tree, filled, 2, AE_CONTENT_MODE_FILL));
    size = layout(tree, fit, 200, 200, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 200);
    CHECK_NEAR(size.height, 100);
    size = layout(tree, filled, 200, 200, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 400);
    CHECK_NEAR(size.height, 200);
    /* Without a ratio, the ideal size's: a 60 x 30 image fits 200 x 200 as 200 x 100. */
    ae_view image;
    CHECK_OK(ae_view_create_image(tree, 60, 30, 1, &image));
    CHECK_OK(ae_view_apply_aspect_ratio(tree, image, AE_UNSPECIFIED, AE_CONTENT_MODE_FIT));
    size = layout(tree, image, 200, 200, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 200);
    CHECK_NEAR(size.height, 100);

    /* "Hello world" wraps in 50 points unless it has a fixed horizontal size. */
    ae_view hello = text(tree, "Hello world", &body);
    size = layout(tree, hello, 50, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 45);
    CHECK_NEAR(size.height, 34);
    CHECK_OK(ae_view_apply_fixed_size(tree, hello, 1, 0));
    size = layout(tree, hello, 50, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 99);
    CHECK_NEAR(size.height, 17);

    /* Overlay and background content is proposed the view's size and aligned in it. */
    ae_view base = color(tree, 100, 100), badge = color(tree, 20, 20), shadow = color(tree, 30, 30);
    CHECK_OK(ae_view_apply_overlay(tree, base, badge, AE_GUIDE_LEADING, AE_GUIDE_TOP));
    CHECK_OK(ae_view_apply_background(tree, base, shadow, AE_GUIDE_TRAILING, AE_GUIDE_BOTTOM));
    size = layout(tree, base, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 100);
    CHECK_FRAME(tree, badge, 0, 0, 0, 20, 20);
    CHECK_FRAME(tree, shadow, 0, 70, 70, 30, 30);
    CHECK_FRAME(tree, base, 1, 0, 0, 100, 100);
    ae_tree_free(tree);
}

/* Leaves: images, text (fonts, line limits), spacers, GeometryReader. */
static void test_leaves(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view fixed, resizable;
    CHECK_OK(ae_view_create_image(tree, 60, 40, 0, &fixed));
    CHECK_OK(ae_view_create_image(tree, 60, 40, 1, &resizable));
    ae_size size = layout(tree, fixed, 10, 10, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 60);
    CHECK_NEAR(size.height, 40);
    size = layout(tree, resizable, 10, 10, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 10);

    ae_view big = text(tree, "Forever_wj", &title);
    size = layout(tree, big, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 150);
    CHECK_NEAR(size.height, 28);
    ae_view plain = text(tree, "abc", NULL); /* the body font */
    size = layout(tree, plain, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 27);
    CHECK_NEAR(size.height, 17);
    /* One line of at most 4 characters: "aaa…". */
    ae_view limited;
    CHECK_OK(ae_view_create_text(tree, "aaa bbb ccc", &body, 1, AE_TEXT_ALIGNMENT_CENTER, &limited));
    size = layout(tree, limited, 40, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 36);
    CHECK_NEAR(size.height, 17);
    /* Its line: "aaa…" centred in the text's own 36-point frame; baselines 13 below the top. */
    ae_rect lines[2];
    size_t line_count = 0;
    double first_baseline = 0, last_baseline = 0;
    CHECK_OK(ae_view_get_text_lines(tree, limited, lines, 2, &line_count, &first_baseline, &last_baseline));
    CHECK(line_count == 1);
    CHECK_NEAR(lines[0].x, 0);
    CHECK_NEAR(lines[0].width, 36);
    CHECK_NEAR(lines[0].height, 17);
    CHECK_NEAR(first_baseline, 13);
    CHECK_NEAR(last_baseline, 13);
    /* Two lines at width 30: "aaa" / "bbb…" ends on the second line; the first line centred. */
    ae_view wrapped;
    CHECK_OK(ae_view_create_text(tree, "aaa bbb ccc", &body, 2, AE_TEXT_ALIGNMENT_CENTER, &wrapped));
    layout(tree, wrapped, 40, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
    CHECK_OK(ae_view_get_text_lines(tree, wrapped, lines, 2, &line_count, &first_baseline, &last_baseline));
    CHECK(line_count == 2);
    CHECK_NEAR(lines[0].x, 4.5);
    CHECK_NEAR(lines[0].width, 27);
    CHECK_NEAR(lines[1].x, 0);
    CHECK_NEAR(lines[1].y, 17);
    CHECK_NEAR(lines[1].width, 36);
    CHECK_NEAR(last_baseline, 30);
    CHECK_STATUS(ae_view_get_text_lines(tree, wrapped, lines, 1, &line_count, &first_baseline, &last_baseline), AE_ERROR_BUFFER_TOO_SMALL);
    CHECK(line_count == 2);
    CHECK_STATUS(ae_view_get_text_lines(tree, wrapped, NULL, 2, &line_count, &first_baseline, &last_baseline), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_get_text_lines(tree, wrapped, lines, 2, NULL, &first_baseline, &last_baseline), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_get_text_lines(tree, limited, lines, 2, &line_count, &first_baseline, &last_baseline), AE_ERROR_NOT_LAID_OUT);
    CHECK_STATUS(ae_view_get_text_lines(tree, 99999, lines, 2, &line_count, &first_baseline, &last_baseline), AE_ERROR_INVALID_ARGUMENT);
    /* Every Text at once: a VStack of `limited` over `wrapped` at width 40 gives each Text's
     * lines as ae_view_get_text_lines does, in view id order; Texts outside it are absent. */
    ae_view column, column_texts[] = {limited, wrapped};
    CHECK_OK(ae_view_create_vstack(tree, AE_GUIDE_LEADING, 0, &column));
    CHECK_OK(ae_view_set_children(tree, column, column_texts, 2));
    layout(tree, column, 40, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
    double all_texts[3 * 4], all_lines[4 * 4];
    size_t text_count = 0, all_line_count = 0;
    CHECK_STATUS(ae_tree_get_text_lines(tree, all_texts, 1, &text_count, all_lines, 4, &all_line_count), AE_ERROR_BUFFER_TOO_SMALL);
    CHECK(text_count == 2 && all_line_count == 3);
    CHECK_MESSAGE("2 texts with 3 lines");
    CHECK_STATUS(ae_tree_get_text_lines(tree, all_texts, 3, &text_count, all_lines, 2, &all_line_count), AE_ERROR_BUFFER_TOO_SMALL);
    CHECK_STATUS(ae_tree_get_text_lines(tree, NULL, 3, &text_count, all_lines, 4, &all_line_count), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_get_text_lines(tree, all_texts, 3, &text_count, NULL, 4, &all_line_count), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_get_text_lines(tree, all_texts, 3, NULL, all_lines, 4, &all_line_count), AE_ERROR_NULL_ARGUMENT);
    CHECK_MESSAGE("out_text_count");
    CHECK_STATUS(ae_tree_get_text_lines(NULL, all_texts, 3, &text_count, all_lines, 4, &all_line_count), AE_ERROR_NULL_ARGUMENT);
    CHECK_OK(ae_tree_get_text_lines(tree, all_texts, 3, &text_count, all_lines, 4, &all_line_count));
    CHECK(text_count == 2 && all_line_count == 3);
    const double *next_line = all_lines;
    for (size_t t = 0; t < 2; t++) {
        const double *entry = all_texts + 4 * t;
        CHECK(entry[0] == column_texts[t]);
        CHECK_OK(ae_view_get_text_lines(tree, column_texts[t], lines, 2, &line_count, &first_baseline, &last_baseline));
        CHECK(entry[1] == (double)line_count);
        CHECK(entry[2] == first_baseline && entry[3] == last_baseline);
        for (size_t l = 0; l < line_count; l++, next_line += 4) {
            CHECK(next_line[0] == lines[l].x && next_line[1] == lines[l].y);
            CHECK(next_line[2] == lines[l].width && next_line[3] == lines[l].height);
        }
    }
    CHECK_NEAR(all_texts[6], 30);  /* wrapped's first baseline: 17 below limited, then 13 */
    CHECK_NEAR(all_lines[4 * 2 + 1], 34); /* its second line */
    CHECK_OK(ae_view_set_text(tree, wrapped, "aaa", 3));
    CHECK_STATUS(ae_tree_get_text_lines(tree, all_texts, 3, &text_count, all_lines, 4, &all_line_count), AE_ERROR_NOT_LAID_OUT);
    ae_view unicode;
    CHECK_OK(ae_view_create_text(tree, "\xc3\xa9t\xc3\xa9", &body, 0, AE_TEXT_ALIGNMENT_TRAILING, &unicode));
    size = layout(tree, unicode, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 27);

    /* No gap next to a Spacer: it takes 200 - 100. */
    ae_view stack, spacer;
    CHECK_OK(ae_view_create_hstack(tree, AE_GUIDE_VERTICAL_CENTER, AE_UNSPECIFIED, &stack));
    ae_view left = color(tree, 50, 50), right = color(tree, 50, 50);
    CHECK_OK(ae_view_create_spacer(tree, AE_UNSPECIFIED, &spacer));
    ae_view row[] = {left, spacer, right};
    CHECK_OK(ae_view_set_children(tree, stack, row, 3));
    layout(tree, stack, 200, 50, AE_LEFT_TO_RIGHT);
    CHECK_FRAME(tree, right, 0, 150, 0, 50, 50);
    CHECK_FRAME(tree, spacer, 0, 50, 25, 100, 0);
    /* A Spacer's minimum length holds when space is short. */
    ae_view short_spacer;
    CHECK_OK(ae_view_create_spacer(tree, 30, &short_spacer));
    size = layout(tree, short_spacer, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 30);

    ae_view reader, inside = color(tree, 30, 30);
    CHECK_OK(ae_view_create_geometry_reader(tree, &reader));
    CHECK_OK(ae_view_set_children(tree, reader, &inside, 1));
    ae_size observed = {0, 0};
    CHECK_OK(ae_view_observe_geometry(tree, reader, observe_geometry, &observed));
    size = layout(tree, reader, 100, 80, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 100);
    CHECK_FRAME(tree, inside, 0, 0, 0, 30, 30);
    CHECK_NEAR(observed.width, 100);
    CHECK_NEAR(observed.height, 80);
    /* The child's guides after layout: its centre and its trailing edge in the reader. */
    double position = 0;
    CHECK_OK(ae_view_get_guide_position(tree, inside, AE_GUIDE_VERTICAL_CENTER, &position));
    CHECK_NEAR(position, 15);
    CHECK_OK(ae_view_get_guide_position(tree, inside, AE_GUIDE_TRAILING, &position));
    CHECK_NEAR(position, 30);
    layout(tree, reader, 100, 80, AE_RIGHT_TO_LEFT);
    CHECK_OK(ae_view_get_guide_position(tree, inside, AE_GUIDE_LEADING, &position));
    CHECK_NEAR(position, 100);
    CHECK_STATUS(ae_view_get_guide_position(tree, inside, 99, &position), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_view_get_guide_position(tree, inside, AE_GUIDE_TOP, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_get_guide_position(tree, stack, AE_GUIDE_TOP, &position), AE_ERROR_INVALID_TREE);
    CHECK_MESSAGE("not below the root");

    /* Names and colours do not change layout. */
    CHECK_OK(ae_view_set_id(tree, inside, "inside"));
    CHECK_OK(ae_view_set_id(tree, inside, "renamed"));
    CHECK_OK(ae_view_set_color(tree, inside, "red"));
    ae_tree_free(tree);
}

/* Host-measured leaves: a 100 x 40 box whose baselines are at 30 and 35. */
typedef struct { int calls; } measure_state;

static int measure_box(double width, double height, void *user_data, ae_size *out) {
    (void)height;
    ((measure_state *)user_data)->calls++;
    out->width = isnan(width) || width > 100 ? 100 : width;
    out->height = 40;
    return 0;
}

static double first_baseline(double width, double height, void *user_data) {
    (void)width; (void)height; (void)user_data;
    return 30;
}

static double last_baseline(double width, double height, void *user_data) {
    (void)width; (void)user_data;
    return height - 5;
}

static void test_measured(void) {
    for (ae_guide guide = AE_GUIDE_FIRST_TEXT_BASELINE; guide <= AE_GUIDE_LAST_TEXT_BASELINE; guide++) {
        ae_tree *tree = NULL;
        CHECK_OK(ae_tree_create(&tree));
        measure_state state = {0};
        ae_view stack, box, label = text(tree, "Hi", &body);
        CHECK_OK(ae_view_create_hstack(tree, guide, AE_UNSPECIFIED, &stack));
        CHECK_OK(ae_view_create_measured(tree, measure_box, first_baseline, last_baseline, &state, &box));
        ae_view row[] = {label, box};
        CHECK_OK(ae_view_set_children(tree, stack, row, 2));
        ae_size size = layout(tree, stack, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
        CHECK_NEAR(size.width, 126);
        CHECK_NEAR(size.height, 40);
        CHECK_FRAME(tree, box, 0, 26, 0, 100, 40);
        /* The text's baseline (13) meets the box's (30 first, 35 last). */
        CHECK_FRAME(tree, label, 0, 0, guide == AE_GUIDE_FIRST_TEXT_BASELINE ? 17 : 22, 18, 17);
        CHECK(state.calls >= 1);
        size = layout(tree, box, 60, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
        CHECK_NEAR(size.width, 60);
        ae_tree_free(tree);
    }
    /* Without baseline callbacks. */
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    measure_state state = {0};
    ae_view box;
    CHECK_OK(ae_view_create_measured(tree, measure_box, NULL, NULL, &state, &box));
    ae_size size = layout(tree, box, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 100);
    ae_tree_free(tree);
}

/* Measured leaves from a program: two definitions (with and without baselines), each shared
 * by several leaves and measured at most twice per leaf and layout. */
static void test_build_measured(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    measure_state with_baselines = {0}, plain = {0};
    int32_t boxes = -1, bare = -1;
    CHECK_OK(ae_tree_define_measure(tree, measure_box, first_baseline, last_baseline, &with_baselines, &boxes));
    CHECK_OK(ae_tree_define_measure(tree, measure_box, NULL, NULL, &plain, &bare));
    CHECK(boxes == 0 && bare == 1);
    const double c = AE_GUIDE_HORIZONTAL_CENTER, m = AE_GUIDE_VERTICAL_CENTER;
    const double program[] = {
        AE_OP_HSTACK, AE_GUIDE_FIRST_TEXT_BASELINE, 0, /* 0 */
        AE_OP_MEASURED, boxes,                         /* 1 */
        AE_OP_MEASURED, boxes,                         /* 2 */
        AE_OP_MEASURED, bare,                          /* 3 */
        AE_OP_FRAME, 2, 50, AE_UNSPECIFIED, c, m,
        AE_OP_CHILDREN, 0, 3, 1, 2, 3,
    };
    ae_view first = -1;
    CHECK_OK(ae_tree_build(tree, program, sizeof program / sizeof program[0], &first));
    CHECK(first == 0);
    ae_size size = layout(tree, 0, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
    /* 100 + 50 (the frame proposes 50) + 100; the boxes' first baselines (30) meet the bare
     * leaf's, which is its bottom (40), so the boxes sit 10 lower. */
    CHECK_NEAR(size.width, 250);
    CHECK_NEAR(size.height, 50);
    CHECK_FRAME(tree, 1, 0, 0, 10, 100, 40);
    CHECK_FRAME(tree, 2, 0, 100, 10, 50, 40);
    CHECK_FRAME(tree, 3, 0, 150, 0, 100, 40);
    CHECK(with_baselines.calls >= 2 && with_baselines.calls <= 4);
    CHECK(plain.calls >= 1 && plain.calls <= 2);
    ae_tree_free(tree);
}

/* A guide's default computed by a callback: a third of the height, through ae_dimensions_get_value. */
static double third_of_height(const ae_dimensions *d, void *user_data) {
    double bottom = NAN;
    if (ae_dimensions_get_value(d, AE_GUIDE_BOTTOM, &bottom) != AE_OK) return NAN;
    CHECK_NEAR(bottom, d->height);
    CHECK(*(int *)user_data == 42);
    return bottom / 3;
}

/* The explicit top (if any) plus 10. */
static double explicit_top_plus_ten(const ae_dimensions *d, void *user_data) {
    int has_value = -1;
    double value = NAN;
    if (ae_dimensions_get_explicit_value(d, AE_GUIDE_TOP, &has_value, &value) != AE_OK) return NAN;
    *(int *)user_data = has_value;
    return has_value ? value + 10 : 0;
}

static void test_custom_guides(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_guide bottomish = -1, third = -1, found = -1;
    CHECK_OK(ae_tree_define_guide(tree, "bottomish", AE_AXIS_VERTICAL, "d.height", &bottomish));
    CHECK(bottomish == 8);
    static int answer = 42;
    CHECK_OK(ae_tree_define_guide_callback(tree, "third", AE_AXIS_VERTICAL, third_of_height, &answer, &third));
    CHECK(third == 9);
    ae_guide quarter = -1;
    CHECK_OK(ae_tree_define_guide(tree, "quarter", AE_AXIS_HORIZONTAL, "d[.leading] + d.width / 4", &quarter));
    CHECK_OK(ae_tree_find_guide(tree, "bottomish", AE_AXIS_VERTICAL, &found));
    CHECK(found == bottomish);
    CHECK_OK(ae_tree_find_guide(tree, "quarter", AE_AXIS_HORIZONTAL, &found));
    CHECK(found == quarter);
    CHECK_OK(ae_tree_find_guide(tree, "center", AE_AXIS_HORIZONTAL, &found));
    CHECK(found == AE_GUIDE_HORIZONTAL_CENTER);
    CHECK_OK(ae_tree_find_guide(tree, "center", AE_AXIS_VERTICAL, &found));
    CHECK(found == AE_GUIDE_VERTICAL_CENTER);
    CHECK_OK(ae_tree_find_guide(tree, "lastTextBaseline", AE_AXIS_VERTICAL, &found));
    CHECK(found == AE_GUIDE_LAST_TEXT_BASELINE);

    /* Bottoms meet: 30 x 30 at y 30 beside 60 x 60. */
    ae_view stack, small = color(tree, 30, 30), large = color(tree, 60, 60);
    CHECK_OK(ae_view_create_hstack(tree, bottomish, AE_UNSPECIFIED, &stack));
    ae_view row[] = {small, large};
    CHECK_OK(ae_view_set_children(tree, stack, row, 2));
    ae_size size = layout(tree, stack, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 98);
    CHECK_NEAR(size.height, 60);
    CHECK_FRAME(tree, small, 0, 0, 30, 30, 30);

    /* Thirds meet: 10 below the small one's top, 20 below the large one's. */
    ae_view stack2, small2 = color(tree, 30, 30), large2 = color(tree, 60, 60);
    CHECK_OK(ae_view_create_hstack(tree, third, AE_UNSPECIFIED, &stack2));
    ae_view row2[] = {small2, large2};
    CHECK_OK(ae_view_set_children(tree, stack2, row2, 2));
    size = layout(tree, stack2, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.height, 60);
    CHECK_FRAME(tree, small2, 0, 0, 10, 30, 30);
    CHECK_FRAME(tree, large2, 0, 38, 0, 60, 60);

    /* Quarters meet in a VStack: 25 and 15 from the leading edges. */
    ae_view column, wide = color(tree, 100, 10), narrow = color(tree, 60, 10);
    CHECK_OK(ae_view_create_vstack(tree, quarter, 0, &column));
    ae_view col[] = {wide, narrow};
    CHECK_OK(ae_view_set_children(tree, column, col, 2));
    size = layout(tree, column, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
    CHECK_NEAR(size.width, 100);
    CHECK_FRAME(tree, narrow, 0, 10, 10, 60, 10);

    /* d[explicit: .top]: 5 from an earlier guide, then 5 + 10; none on the other view. */
    static int had_a = -1, had_b = -1;
    ae_view stack3, a = color(tree, 50, 50), b = color(tree, 50, 50);
    CHECK_OK(ae_view_apply_alignment_guide(tree, a, AE_GUIDE_TOP, "5"));
    CHECK_OK(ae_view_apply_alignment_guide_callback(tree, a, AE_GUIDE_TOP, explicit_top_plus_ten, &had_a));
    CHECK_OK(ae_view_apply_alignment_guide_callback(tree, b, AE_GUIDE_TOP, explicit_top_plus_ten, &had_b));
    CHECK_OK(ae_view_create_hstack(tree, AE_GUIDE_TOP, AE_UNSPECIFIED, &stack3));
    ae_view row3[] = {a, b};
    CHECK_OK(ae_view_set_children(tree, stack3, row3, 2));
    size = layout(tree, stack3, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
    CHECK(had_a == 1);
    CHECK(had_b == 0);
    CHECK_NEAR(size.height, 65);
    CHECK_FRAME(tree, a, 0, 0, 0, 50, 50);
    CHECK_FRAME(tree, b, 0, 58, 15, 50, 50);
    ae_tree_free(tree);
}

/* The CSDN cross-stack example (seed 001): "@CSDN" and "Forever_wj" share a vertical centre. */
static void test_csdn(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_guide mid = -1;
    CHECK_OK(ae_tree_define_guide(tree, "midAccountAndName", AE_AXIS_VERTICAL, "d[.top]", &mid));
    ae_view root, left, right, account, avatar, label, name;
    CHECK_OK(ae_view_create_hstack(tree, mid, AE_UNSPECIFIED, &root));
    CHECK_OK(ae_view_create_vstack(tree, AE_GUIDE_HORIZONTAL_CENTER, AE_UNSPECIFIED, &left));
    CHECK_OK(ae_view_create_vstack(tree, AE_GUIDE_HORIZONTAL_CENTER, AE_UNSPECIFIED, &right));
    account = text(tree, "@CSDN", &body);
    CHECK_OK(ae_view_apply_alignment_guide(tree, account, mid, "d[VerticalAlignment.center]"));
    CHECK_OK(ae_view_create_image(tree, 60, 60, 1, &avatar));
    CHECK_OK(ae_view_apply_frame(tree, avatar, 60, 60, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER));
    label = text(tree, "CSDN ID:", &body);
    name = text(tree, "Forever_wj", &title);
    CHECK_OK(ae_view_apply_alignment_guide(tree, name, mid, "d[VerticalAlignment.center]"));
    ae_view left_children[] = {account, avatar}, right_children[] = {label, name}, columns[] = {left, right};
    CHECK_OK(ae_view_set_children(tree, left, left_children, 2));
    CHECK_OK(ae_view_set_children(tree, right, right_children, 2));
    CHECK_OK(ae_view_set_children(tree, root, columns, 2));
    ae_size size = layout(tree, root, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT);
    /* Left column 60 x 85 with its guide at 8.5, right column 150 x 53 with its guide at 39. */
    CHECK_NEAR(size.width, 218);
    CHECK_NEAR(size.height, 115.5);
    CHECK_FRAME(tree, left, 0, 0, 30.5, 60, 85);
    CHECK_FRAME(tree, account, 0, 7.5, 30.5, 45, 17);
    CHECK_FRAME(tree, avatar, 0, 0, 55.5, 60, 60);
    CHECK_FRAME(tree, right, 0, 68, 0, 150, 53);
    CHECK_FRAME(tree, label, 0, 107, 0, 72, 17);
    CHECK_FRAME(tree, name, 0, 68, 25, 150, 28);
    ae_rect a, n;
    CHECK_OK(ae_view_get_frame(tree, account, &a));
    CHECK_OK(ae_view_get_frame(tree, name, &n));
    CHECK_NEAR(a.y + a.height / 2, n.y + n.height / 2);
    ae_tree_free(tree);
}

/* The document entry point. */
static void test_document(void) {
    const char *json =
        "{\"format\": 1, \"guides\": [{\"name\": \"mid\", \"axis\": \"vertical\", \"default\": \"d[.top]\"}],"
        " \"root\": {\"type\": \"HStack\", \"alignment\": \"mid\", \"children\": ["
        "   {\"type\": \"Color\", \"id\": \"a\", \"modifiers\": [{\"frame\": {\"width\": 50, \"height\": 50}}]},"
        "   {\"type\": \"Color\", \"id\": \"b\", \"modifiers\": [{\"frame\": {\"width\": 50, \"height\": 50}}]}]}}";
    char *result = NULL;
    size_t length = 0;
    CHECK_OK(ae_document_layout(json, strlen(json), &result, &length));
    CHECK(result != NULL && strlen(result) == length);
    CHECK(result != NULL && strstr(result, "\"size\"") != NULL);
    CHECK(result != NULL && strstr(result, "108") != NULL);
    ae_string_free(result);
}

int main(void) {
    test_library();
    test_hstack_and_frames();
    test_build_s6();
    test_build_every_opcode();
    test_priority_s7_s8();
    test_alignment_guide_r6();
    test_zstack_r8();
    test_flexible_frames();
    test_unary_modifiers();
    test_leaves();
    test_measured();
    test_build_measured();
    test_custom_guides();
    test_csdn();
    test_document();
    return check_summary("test_api");
}
