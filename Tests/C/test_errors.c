/* test_errors.c — every error path of alignment_engine.h: each bad input gets its status and
 * a message, changes nothing, and leaves the tree usable. */
#include <stdlib.h>

#include "check.h"

/* A geometry observer that does nothing. */
static void geometry_ignored(double width, double height, void *user_data) {
    (void)width;
    (void)height;
    (void)user_data;
}

static const double u = AE_UNSPECIFIED;
enum { H = AE_GUIDE_HORIZONTAL_CENTER, V = AE_GUIDE_VERTICAL_CENTER };

static size_t view_count(const ae_tree *tree) {
    size_t count = 0;
    CHECK_OK(ae_tree_get_view_count(tree, &count));
    return count;
}

static ae_view shape(ae_tree *tree) {
    ae_view view = -1;
    CHECK_OK(ae_view_create_shape(tree, AE_SHAPE_COLOR, &view));
    return view;
}

static int measure_ok(double w, double h, void *user_data, ae_size *out) {
    (void)w; (void)h; (void)user_data;
    out->width = 10;
    out->height = 10;
    return 0;
}

static double guide_zero(const ae_dimensions *d, void *user_data) {
    (void)d; (void)user_data;
    return 0;
}

/* NULL for every pointer argument. */
static void test_null_arguments(void) {
    ae_tree *tree = NULL;
    ae_view view = -1;
    ae_guide guide = -1;
    size_t count = 0;
    ae_size size;
    ae_rect rect;
    double value = 0;
    int has = 0;
    char *json = NULL;
    CHECK_STATUS(ae_tree_create(NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_MESSAGE("out_tree");
    CHECK_STATUS(ae_tree_get_view_count(NULL, &count), AE_ERROR_NULL_ARGUMENT);
    CHECK_MESSAGE("tree is NULL");
    CHECK_STATUS(ae_tree_define_guide(NULL, "g", AE_AXIS_VERTICAL, "0", &guide), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_define_guide_callback(NULL, "g", AE_AXIS_VERTICAL, guide_zero, NULL, &guide), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_find_guide(NULL, "top", AE_AXIS_VERTICAL, &guide), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_define_measure(NULL, measure_ok, NULL, NULL, NULL, &guide), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_layout(NULL, 0, u, u, AE_LEFT_TO_RIGHT, &size), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_get_frames(NULL, NULL, 0, &count), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_create_hstack(NULL, V, u, &view), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_create_vstack(NULL, H, u, &view), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_create_zstack(NULL, H, V, &view), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_create_shape(NULL, AE_SHAPE_COLOR, &view), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_create_geometry_reader(NULL, &view), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_create_image(NULL, 1, 1, 0, &view), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_create_text(NULL, "a", NULL, 0, AE_TEXT_ALIGNMENT_LEADING, &view), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_create_spacer(NULL, u, &view), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_create_measured(NULL, measure_ok, NULL, NULL, NULL, &view), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_set_children(NULL, 0, NULL, 0), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_set_id(NULL, 0, "a"), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_set_color(NULL, 0, "a"), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_observe_geometry(NULL, 0, geometry_ignored, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_get_guide_position(NULL, 0, AE_GUIDE_TOP, &rect.x), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_apply_frame(NULL, 0, 1, 1, H, V), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_apply_flexible_frame(NULL, 0, u, u, u, u, u, u, H, V), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_apply_padding(NULL, 0, 1, 1, 1, 1), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_apply_alignment_guide(NULL, 0, AE_GUIDE_TOP, "0"), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_apply_alignment_guide_callback(NULL, 0, AE_GUIDE_TOP, guide_zero, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_apply_offset(NULL, 0, 1, 1), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_apply_fixed_size(NULL, 0, 1, 1), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_apply_layout_priority(NULL, 0, 1), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_apply_overlay(NULL, 0, 1, H, V), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_apply_background(NULL, 0, 1, H, V), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_apply_aspect_ratio(NULL, 0, 1, AE_CONTENT_MODE_FIT), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_apply_position(NULL, 0, 1, 1), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_apply_layout_direction(NULL, 0, AE_LEFT_TO_RIGHT), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_get_frame(NULL, 0, &rect), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_get_outer_frame(NULL, 0, &rect), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_dimensions_get_value(NULL, AE_GUIDE_TOP, &value), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_dimensions_get_explicit_value(NULL, AE_GUIDE_TOP, &has, &value), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_build(NULL, NULL, 0, &view), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_document_layout(NULL, 0, &json, &count), AE_ERROR_NULL_ARGUMENT);

    CHECK_OK(ae_tree_create(&tree));
    ae_view a = shape(tree);
    CHECK_OK(ae_tree_layout(tree, a, 10, 10, AE_LEFT_TO_RIGHT, &size));
    CHECK_STATUS(ae_tree_get_view_count(tree, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_define_guide(tree, NULL, AE_AXIS_VERTICAL, "0", &guide), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_define_guide(tree, "g", AE_AXIS_VERTICAL, NULL, &guide), AE_ERROR_NULL_ARGUMENT);
    CHECK_MESSAGE("default_expression");
    CHECK_STATUS(ae_tree_define_guide(tree, "g", AE_AXIS_VERTICAL, "0", NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_define_guide_callback(tree, "g", AE_AXIS_VERTICAL, NULL, NULL, &guide), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_find_guide(tree, NULL, AE_AXIS_VERTICAL, &guide), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_find_guide(tree, "top", AE_AXIS_VERTICAL, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_define_measure(tree, NULL, NULL, NULL, NULL, &guide), AE_ERROR_NULL_ARGUMENT);
    CHECK_MESSAGE("measure is NULL");
    CHECK_STATUS(ae_tree_define_measure(tree, measure_ok, NULL, NULL, NULL, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_MESSAGE("out_measure");
    CHECK_STATUS(ae_tree_layout(tree, a, u, u, AE_LEFT_TO_RIGHT, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_get_frames(tree, NULL, 1, &count), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_get_frames(tree, NULL, 0, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_create_hstack(tree, V, u, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_MESSAGE("out_view");
    CHECK_STATUS(ae_view_create_text(tree, NULL, NULL, 0, AE_TEXT_ALIGNMENT_LEADING, &view), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_create_measured(tree, NULL, NULL, NULL, NULL, &view), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_set_children(tree, a, NULL, 1), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_set_id(tree, a, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_set_color(tree, a, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_observe_geometry(tree, a, NULL, NULL), AE_ERROR_NULL_ARGUMENT);
    /* Only a GeometryReader has a geometry to observe. */
    CHECK_STATUS(ae_view_observe_geometry(tree, a, geometry_ignored, NULL), AE_ERROR_INVALID_TREE);
    CHECK_MESSAGE("not a GeometryReader");
    CHECK_STATUS(ae_view_apply_alignment_guide(tree, a, AE_GUIDE_TOP, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_apply_alignment_guide_callback(tree, a, AE_GUIDE_TOP, NULL, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_get_frame(tree, a, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_get_outer_frame(tree, a, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_build(tree, NULL, 3, &view), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_build(tree, NULL, 0, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_document_layout("{}", 2, NULL, &count), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_document_layout("{}", 2, &json, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK(view_count(tree) == 1);
    ae_tree_free(tree);
}

/* Ids: unknown, negative, and ids that belong to a bigger tree. */
static void test_ids(void) {
    ae_tree *big = NULL, *tree = NULL;
    CHECK_OK(ae_tree_create(&big));
    CHECK_OK(ae_tree_create(&tree));
    for (int i = 0; i < 5; i++) shape(big);
    ae_view foreign = 4, a = shape(tree), b = shape(tree), view = -1;
    ae_rect rect;
    ae_size size;
    const ae_view ids[] = {-1, 2, foreign, 1000000};
    for (int i = 0; i < 4; i++) {
        ae_view id = ids[i];
        CHECK_STATUS(ae_view_apply_frame(tree, id, 1, 1, H, V), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_apply_flexible_frame(tree, id, u, u, u, u, u, u, H, V), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_apply_padding(tree, id, 1, 1, 1, 1), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_apply_alignment_guide(tree, id, AE_GUIDE_TOP, "0"), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_apply_alignment_guide_callback(tree, id, AE_GUIDE_TOP, guide_zero, NULL), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_apply_offset(tree, id, 1, 1), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_apply_fixed_size(tree, id, 1, 1), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_apply_layout_priority(tree, id, 1), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_apply_overlay(tree, id, a, H, V), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_apply_overlay(tree, a, id, H, V), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_apply_background(tree, a, id, H, V), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_apply_aspect_ratio(tree, id, 1, AE_CONTENT_MODE_FIT), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_apply_position(tree, id, 1, 1), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_apply_layout_direction(tree, id, AE_LEFT_TO_RIGHT), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_set_id(tree, id, "x"), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_set_color(tree, id, "x"), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_observe_geometry(tree, id, geometry_ignored, NULL), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_set_children(tree, id, &a, 1), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_tree_layout(tree, id, u, u, AE_LEFT_TO_RIGHT, &size), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_get_frame(tree, id, &rect), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_get_outer_frame(tree, id, &rect), AE_ERROR_INVALID_ARGUMENT);
    }
    CHECK_MESSAGE("does not exist");
    /* Guide ids: unknown ones, and ones of the wrong axis. */
    const ae_guide bad_guides[] = {-1, 8, 1000};
    for (int i = 0; i < 3; i++) {
        CHECK_STATUS(ae_view_create_hstack(tree, bad_guides[i], u, &view), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_create_vstack(tree, bad_guides[i], u, &view), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_create_zstack(tree, bad_guides[i], V, &view), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_apply_frame(tree, a, 1, 1, H, bad_guides[i]), AE_ERROR_INVALID_ARGUMENT);
        CHECK_STATUS(ae_view_apply_alignment_guide(tree, a, bad_guides[i], "0"), AE_ERROR_INVALID_ARGUMENT);
    }
    CHECK_STATUS(ae_view_create_hstack(tree, AE_GUIDE_LEADING, u, &view), AE_ERROR_INVALID_GUIDE);
    CHECK_STATUS(ae_view_create_vstack(tree, AE_GUIDE_TOP, u, &view), AE_ERROR_INVALID_GUIDE);
    CHECK_STATUS(ae_view_create_zstack(tree, V, H, &view), AE_ERROR_INVALID_GUIDE);
    CHECK_STATUS(ae_view_apply_overlay(tree, a, b, V, V), AE_ERROR_INVALID_GUIDE);
    CHECK_STATUS(ae_view_apply_flexible_frame(tree, a, u, u, u, u, u, u, H, AE_GUIDE_TRAILING), AE_ERROR_INVALID_GUIDE);
    CHECK(view_count(tree) == 2);
    CHECK_OK(ae_tree_layout(tree, b, 5, 5, AE_LEFT_TO_RIGHT, &size));
    CHECK_NEAR(size.width, 5);
    ae_tree_free(big);
    ae_tree_free(tree);
}

/* Numbers and enum values that are not allowed. */
static void test_values_and_enums(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view a = shape(tree), view = -1;
    ae_size size;
    ae_guide guide;
    CHECK_STATUS(ae_view_create_hstack(tree, V, INFINITY, &view), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_create_vstack(tree, H, -INFINITY, &view), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_create_image(tree, u, 1, 0, &view), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("NaN");
    CHECK_STATUS(ae_view_create_image(tree, -1, 1, 0, &view), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("negative");
    CHECK_STATUS(ae_view_create_image(tree, 1, INFINITY, 0, &view), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_create_spacer(tree, INFINITY, &view), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_apply_frame(tree, a, -1, u, H, V), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_apply_frame(tree, a, u, INFINITY, H, V), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_apply_flexible_frame(tree, a, -5, u, u, u, u, u, H, V), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_apply_flexible_frame(tree, a, u, INFINITY, u, u, u, u, H, V), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_apply_flexible_frame(tree, a, u, u, -INFINITY, u, u, u, H, V), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_apply_flexible_frame(tree, a, u, u, u, u, u, -1, H, V), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_apply_padding(tree, a, u, 0, 0, 0), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_apply_padding(tree, a, 0, 0, 0, INFINITY), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_apply_offset(tree, a, u, 0), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_apply_offset(tree, a, 0, -INFINITY), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_apply_layout_priority(tree, a, u), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_apply_layout_priority(tree, a, INFINITY), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_apply_aspect_ratio(tree, a, 0, AE_CONTENT_MODE_FIT), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_apply_aspect_ratio(tree, a, -2, AE_CONTENT_MODE_FIT), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_apply_aspect_ratio(tree, a, INFINITY, AE_CONTENT_MODE_FIT), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_apply_position(tree, a, u, 0), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_tree_layout(tree, a, -1, u, AE_LEFT_TO_RIGHT, &size), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_tree_layout(tree, a, u, -INFINITY, AE_LEFT_TO_RIGHT, &size), AE_ERROR_INVALID_VALUE);
    const ae_font negative = {17, -13, 4, 0, 9}, nan_font = {17, 13, 4, 0, NAN}, infinite = {INFINITY, 13, 4, 0, 9};
    CHECK_STATUS(ae_view_create_text(tree, "a", &negative, 0, AE_TEXT_ALIGNMENT_LEADING, &view), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_create_text(tree, "a", &nan_font, 0, AE_TEXT_ALIGNMENT_LEADING, &view), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_create_text(tree, "a", &infinite, 0, AE_TEXT_ALIGNMENT_LEADING, &view), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_create_text(tree, "a", NULL, -1, AE_TEXT_ALIGNMENT_LEADING, &view), AE_ERROR_INVALID_VALUE);

    /* Enum values out of range. */
    CHECK_STATUS(ae_view_create_shape(tree, (ae_shape)6, &view), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_view_create_shape(tree, (ae_shape)-1, &view), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_view_create_text(tree, "a", NULL, 0, (ae_text_alignment)3, &view), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_view_apply_aspect_ratio(tree, a, 1, (ae_content_mode)2), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_view_apply_layout_direction(tree, a, (ae_direction)2), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_tree_layout(tree, a, u, u, (ae_direction)-1, &size), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_tree_define_guide(tree, "g", (ae_axis)2, "0", &guide), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_tree_find_guide(tree, "top", (ae_axis)7, &guide), AE_ERROR_INVALID_ARGUMENT);

    /* Strings that are not UTF-8. */
    const char *bad = "\xff\xfe";
    CHECK_STATUS(ae_view_create_text(tree, bad, NULL, 0, AE_TEXT_ALIGNMENT_LEADING, &view), AE_ERROR_INVALID_ARGUMENT);
    CHECK_MESSAGE("UTF-8");
    CHECK_STATUS(ae_view_set_id(tree, a, bad), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_view_set_color(tree, a, bad), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_tree_define_guide(tree, bad, AE_AXIS_VERTICAL, "0", &guide), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_tree_define_guide(tree, "g", AE_AXIS_VERTICAL, bad, &guide), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_tree_find_guide(tree, bad, AE_AXIS_VERTICAL, &guide), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_view_apply_alignment_guide(tree, a, AE_GUIDE_TOP, bad), AE_ERROR_INVALID_ARGUMENT);

    /* Nothing above changed the tree: one view, no modifiers. */
    CHECK(view_count(tree) == 1);
    CHECK_OK(ae_tree_layout(tree, a, 7, 9, AE_LEFT_TO_RIGHT, &size));
    CHECK_NEAR(size.width, 7);
    CHECK_NEAR(size.height, 9);
    ae_tree_free(tree);
}

/* Trees that are not trees. */
static void test_structure(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view s1, s2, a = shape(tree), b = shape(tree), c = shape(tree);
    CHECK_OK(ae_view_create_hstack(tree, V, u, &s1));
    CHECK_OK(ae_view_create_vstack(tree, H, u, &s2));
    ae_view pair[] = {a, b}, twice[] = {c, c}, nested[] = {s2};
    CHECK_OK(ae_view_set_children(tree, s1, pair, 2));
    CHECK_STATUS(ae_view_set_children(tree, s2, pair, 2), AE_ERROR_INVALID_TREE); /* two parents */
    CHECK_MESSAGE("already has a parent");
    CHECK_STATUS(ae_view_set_children(tree, s2, twice, 2), AE_ERROR_INVALID_TREE);
    CHECK_STATUS(ae_view_set_children(tree, s1, &s1, 1), AE_ERROR_INVALID_TREE);
    CHECK_STATUS(ae_view_set_children(tree, a, &c, 1), AE_ERROR_INVALID_TREE); /* a colour has no children */
    CHECK_OK(ae_view_set_children(tree, s2, &s1, 1));
    CHECK_STATUS(ae_view_set_children(tree, s1, nested, 1), AE_ERROR_INVALID_TREE); /* own ancestor */
    CHECK_MESSAGE("ancestor");
    CHECK_STATUS(ae_view_set_children(tree, s1, pair, 7), AE_ERROR_INVALID_ARGUMENT); /* more than the views */
    CHECK_STATUS(ae_view_set_children(tree, s1, pair, (size_t)-1), AE_ERROR_INVALID_ARGUMENT);
    /* Overlay and background content needs no holder, and may not be the view or an ancestor. */
    CHECK_STATUS(ae_view_apply_overlay(tree, a, a, H, V), AE_ERROR_INVALID_TREE);
    CHECK_STATUS(ae_view_apply_overlay(tree, a, b, H, V), AE_ERROR_INVALID_TREE);
    CHECK_STATUS(ae_view_apply_background(tree, a, s2, H, V), AE_ERROR_INVALID_TREE);
    CHECK_OK(ae_view_apply_overlay(tree, s1, c, H, V));
    CHECK_STATUS(ae_view_apply_background(tree, b, c, H, V), AE_ERROR_INVALID_TREE);
    /* Content may not also become a child of the view it decorates. */
    ae_view with_content[] = {a, b, c};
    CHECK_STATUS(ae_view_set_children(tree, s1, with_content, 3), AE_ERROR_INVALID_TREE);
    /* Names are unique. */
    CHECK_OK(ae_view_set_id(tree, a, "a"));
    CHECK_STATUS(ae_view_set_id(tree, b, "a"), AE_ERROR_INVALID_TREE);
    /* Replacing children frees the old ones. */
    CHECK_OK(ae_view_set_children(tree, s1, &a, 1));
    CHECK_OK(ae_view_set_children(tree, s2, pair + 1, 1));
    ae_size size;
    CHECK_OK(ae_tree_layout(tree, s1, u, u, AE_LEFT_TO_RIGHT, &size));
    CHECK_NEAR(size.width, 10);
    ae_tree_free(tree);
}

/* Guide definitions and expressions. */
static void test_guides(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view a = shape(tree);
    ae_guide guide = -1, other = -1;
    CHECK_OK(ae_tree_define_guide(tree, "mid", AE_AXIS_VERTICAL, "d.height / 2", &guide));
    CHECK_STATUS(ae_tree_define_guide(tree, "mid", AE_AXIS_VERTICAL, "0", &other), AE_ERROR_INVALID_GUIDE);
    CHECK_STATUS(ae_tree_define_guide_callback(tree, "mid", AE_AXIS_HORIZONTAL, guide_zero, NULL, &other), AE_ERROR_INVALID_GUIDE);
    CHECK_STATUS(ae_tree_define_guide(tree, "leading", AE_AXIS_HORIZONTAL, "0", &other), AE_ERROR_INVALID_GUIDE);
    CHECK_STATUS(ae_tree_define_guide(tree, "", AE_AXIS_HORIZONTAL, "0", &other), AE_ERROR_INVALID_GUIDE);
    CHECK_STATUS(ae_tree_define_guide(tree, "g", AE_AXIS_HORIZONTAL, "d.width +", &other), AE_ERROR_INVALID_EXPRESSION);
    CHECK_STATUS(ae_tree_define_guide(tree, "g", AE_AXIS_HORIZONTAL, "d[.nowhere]", &other), AE_ERROR_INVALID_EXPRESSION);
    CHECK_STATUS(ae_tree_define_guide(tree, "g", AE_AXIS_HORIZONTAL, "d[.g]", &other), AE_ERROR_INVALID_EXPRESSION);
    CHECK_STATUS(ae_tree_find_guide(tree, "nowhere", AE_AXIS_VERTICAL, &other), AE_ERROR_INVALID_GUIDE);
    CHECK_STATUS(ae_tree_find_guide(tree, "mid", AE_AXIS_HORIZONTAL, &other), AE_ERROR_INVALID_GUIDE);
    CHECK_STATUS(ae_tree_find_guide(tree, "top", AE_AXIS_HORIZONTAL, &other), AE_ERROR_INVALID_GUIDE);
    CHECK_STATUS(ae_view_apply_alignment_guide(tree, a, guide, "d.height *"), AE_ERROR_INVALID_EXPRESSION);
    CHECK_STATUS(ae_view_apply_alignment_guide(tree, a, guide, "d[explicit: .top]"), AE_ERROR_INVALID_EXPRESSION);
    CHECK_STATUS(ae_view_apply_alignment_guide(tree, a, AE_GUIDE_LEADING, "d[.nowhere]"), AE_ERROR_INVALID_EXPRESSION);
    /* A guide another definition refers to works. */
    CHECK_OK(ae_tree_define_guide(tree, "below", AE_AXIS_VERTICAL, "d[.mid] + 1", &other));
    CHECK(other == guide + 1);
    CHECK_OK(ae_view_apply_alignment_guide(tree, a, other, "d[.mid] - 1"));
    ae_size size;
    CHECK_OK(ae_tree_layout(tree, a, 4, 4, AE_LEFT_TO_RIGHT, &size));
    ae_tree_free(tree);
}

/* Callbacks that fail or answer NaN, and callbacks that misuse the tree. */
typedef struct {
    int mode;
    ae_tree *tree;
    ae_status status;
} host;

static int measure(double w, double h, void *user_data, ae_size *out) {
    (void)w; (void)h;
    host *state = user_data;
    out->width = 10;
    out->height = 10;
    switch (state->mode) {
    case 1: return 1;
    case 2: out->width = NAN; break;
    case 3: out->height = -1; break;
    case 4: out->width = INFINITY; break;
    case 5: {
        ae_view view;
        state->status = ae_view_create_shape(state->tree, AE_SHAPE_COLOR, &view);
        break;
    }
    case 6: ae_tree_free(state->tree); break;
    case 12: {
        int32_t id;
        state->status = ae_tree_define_measure(state->tree, measure_ok, NULL, NULL, NULL, &id);
        break;
    }
    }
    return 0;
}

static double baseline(double w, double h, void *user_data) {
    (void)w;
    return ((host *)user_data)->mode == 7 ? NAN : h;
}

static double guide_value(const ae_dimensions *d, void *user_data) {
    host *state = user_data;
    double value = 0;
    int has = 0;
    if (state->mode == 8) return NAN;
    if (state->mode == 9) {
        ae_dimensions fake = {d->width, d->height, NULL};
        state->status = ae_dimensions_get_value(&fake, AE_GUIDE_TOP, &value);
        return 0;
    }
    if (state->mode == 10) {
        state->status = ae_dimensions_get_value(d, 999, &value);
        return 0;
    }
    if (state->mode == 11) {
        state->status = ae_dimensions_get_value(d, AE_GUIDE_TOP, NULL);
        if (state->status == AE_ERROR_NULL_ARGUMENT) state->status = ae_dimensions_get_explicit_value(d, AE_GUIDE_TOP, NULL, &value);
        if (state->status == AE_ERROR_NULL_ARGUMENT) state->status = ae_dimensions_get_explicit_value(d, AE_GUIDE_TOP, &has, NULL);
        if (state->status == AE_ERROR_NULL_ARGUMENT) state->status = ae_dimensions_get_explicit_value(d, -5, &has, &value);
        return 0;
    }
    return d->height / 2;
}

/* The host's callbacks answer differently from now on: the tree keeps their answers across
 * layouts until the views that use them are marked dirty. */
static void set_mode(host *state, int mode, const ae_view *views, size_t count) {
    state->mode = mode;
    for (size_t i = 0; i < count; i++) CHECK_OK(ae_view_mark_dirty(state->tree, views[i]));
}

static void test_callbacks(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    host state = {0, tree, AE_OK};
    ae_guide custom;
    CHECK_OK(ae_tree_define_guide_callback(tree, "custom", AE_AXIS_VERTICAL, guide_value, &state, &custom));
    ae_view stack, box, guided = shape(tree), plain = shape(tree);
    CHECK_OK(ae_view_create_hstack(tree, AE_GUIDE_FIRST_TEXT_BASELINE, u, &stack));
    CHECK_OK(ae_view_create_measured(tree, measure, baseline, baseline, &state, &box));
    ae_view row[] = {box, guided};
    CHECK_OK(ae_view_set_children(tree, stack, row, 2));
    CHECK_OK(ae_view_apply_alignment_guide_callback(tree, guided, AE_GUIDE_FIRST_TEXT_BASELINE, guide_value, &state));
    ae_view row2[] = {plain};
    ae_view stack2;
    CHECK_OK(ae_view_create_hstack(tree, custom, u, &stack2));
    CHECK_OK(ae_view_set_children(tree, stack2, row2, 1));
    ae_size size;
    ae_rect rect;
    const ae_view users[] = {box, guided, plain}; /* the views whose callbacks read the mode */
    const int failing[] = {1, 2, 3, 4, 7, 8};
    for (int i = 0; i < 6; i++) {
        set_mode(&state, failing[i], users, 3);
        CHECK_STATUS(ae_tree_layout(tree, stack, u, u, AE_LEFT_TO_RIGHT, &size), AE_ERROR_CALLBACK_FAILED);
        CHECK_STATUS(ae_view_get_frame(tree, box, &rect), AE_ERROR_NOT_LAID_OUT);
        set_mode(&state, 0, users, 3);
        CHECK_OK(ae_tree_layout(tree, stack, u, u, AE_LEFT_TO_RIGHT, &size));
    }
    /* The default of a custom guide answering NaN. */
    set_mode(&state, 8, users, 3);
    CHECK_STATUS(ae_tree_layout(tree, stack2, u, u, AE_LEFT_TO_RIGHT, &size), AE_ERROR_CALLBACK_FAILED);
    /* Misusing ae_dimensions inside a callback. */
    const int misuse[] = {9, 10, 11};
    const ae_status expected[] = {AE_ERROR_INVALID_ARGUMENT, AE_ERROR_INVALID_ARGUMENT, AE_ERROR_INVALID_ARGUMENT};
    for (int i = 0; i < 3; i++) {
        set_mode(&state, misuse[i], users, 3);
        state.status = AE_OK;
        CHECK_OK(ae_tree_layout(tree, stack, u, u, AE_LEFT_TO_RIGHT, &size));
        CHECK(state.status == expected[i]);
    }
    ae_dimensions outside = {1, 1, NULL};
    double value;
    CHECK_STATUS(ae_dimensions_get_value(&outside, AE_GUIDE_TOP, &value), AE_ERROR_INVALID_ARGUMENT);
    /* A callback may not change the tree while it is laid out. */
    set_mode(&state, 5, users, 3);
    state.status = AE_OK;
    CHECK_OK(ae_tree_layout(tree, stack, u, u, AE_LEFT_TO_RIGHT, &size));
    CHECK(state.status == AE_ERROR_BUSY);
    size_t count = 0;
    CHECK_OK(ae_tree_get_view_count(tree, &count));
    CHECK(count == 5);
    set_mode(&state, 12, users, 3);
    state.status = AE_OK;
    CHECK_OK(ae_tree_layout(tree, stack, u, u, AE_LEFT_TO_RIGHT, &size));
    CHECK(state.status == AE_ERROR_BUSY);
    /* ... and a callback that frees its tree frees it when the layout ends. */
    set_mode(&state, 6, users, 3);
    CHECK_OK(ae_tree_layout(tree, box, u, u, AE_LEFT_TO_RIGHT, &size));
}

/* Frames before a layout, after a change, into a small buffer, and of views not laid out. */
static void test_frames(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    double values[16];
    size_t count = 99;
    ae_rect rect;
    ae_size size;
    CHECK_STATUS(ae_tree_get_frames(tree, values, 2, &count), AE_ERROR_NOT_LAID_OUT);
    CHECK(count == 0);
    ae_view a = shape(tree), b = shape(tree);
    CHECK_STATUS(ae_view_get_frame(tree, a, &rect), AE_ERROR_NOT_LAID_OUT);
    CHECK_STATUS(ae_view_get_outer_frame(tree, a, &rect), AE_ERROR_NOT_LAID_OUT);
    CHECK_OK(ae_tree_layout(tree, a, 3, 4, AE_LEFT_TO_RIGHT, &size));
    CHECK_STATUS(ae_view_get_frame(tree, b, &rect), AE_ERROR_NOT_LAID_OUT); /* not below the root */
    CHECK_STATUS(ae_tree_get_frames(tree, values, 1, &count), AE_ERROR_BUFFER_TOO_SMALL);
    CHECK(count == 2);
    CHECK_STATUS(ae_tree_get_frames(tree, NULL, 0, &count), AE_ERROR_BUFFER_TOO_SMALL);
    CHECK_OK(ae_tree_get_frames(tree, values, 2, &count));
    CHECK_NEAR(values[2], 3);
    CHECK(isnan(values[8]) && isnan(values[15]));
    CHECK_OK(ae_view_apply_padding(tree, a, 1, 1, 1, 1));
    CHECK_STATUS(ae_tree_get_frames(tree, values, 2, &count), AE_ERROR_NOT_LAID_OUT);
    CHECK_STATUS(ae_view_get_frame(tree, a, &rect), AE_ERROR_NOT_LAID_OUT);
    ae_tree_free(tree);
}

/* Build programs: bad opcodes, operands and structure; nothing is built on failure. */
static void test_build(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view first = -1, stack;
    CHECK_OK(ae_view_create_hstack(tree, V, u, &stack));
    ae_view a = shape(tree);
    CHECK_OK(ae_view_set_children(tree, stack, &a, 1));
    struct { double program[16]; size_t length; ae_status status; const char *message; } cases[] = {
        {{0}, 1, AE_ERROR_INVALID_ARGUMENT, "opcode"},
        {{AE_OP_DYNAMIC_TYPE_SIZE_RANGE + 1}, 1, AE_ERROR_INVALID_ARGUMENT, "opcode"},
        {{1.5}, 1, AE_ERROR_INVALID_ARGUMENT, "opcode"},
        {{NAN}, 1, AE_ERROR_INVALID_ARGUMENT, "opcode"},
        {{AE_OP_HSTACK, V}, 2, AE_ERROR_INVALID_ARGUMENT, "ends"},
        {{AE_OP_SHAPE, 0, AE_OP_FRAME, 2.5, 1, 1, H, V}, 8, AE_ERROR_INVALID_ARGUMENT, "offset 2"},
        {{AE_OP_SHAPE, 0, AE_OP_FRAME, 3, 1, 1, H, V}, 8, AE_ERROR_INVALID_ARGUMENT, "does not exist"},
        {{AE_OP_SHAPE, 0, AE_OP_FRAME, 2, -1, 1, H, V}, 8, AE_ERROR_INVALID_VALUE, "offset 2"},
        {{AE_OP_SHAPE, 0, AE_OP_SHAPE, 9}, 4, AE_ERROR_INVALID_ARGUMENT, "shape"},
        {{AE_OP_VSTACK, V, u}, 3, AE_ERROR_INVALID_GUIDE, "offset 0"},
        {{AE_OP_IMAGE, 1, 1, 0.5}, 4, AE_ERROR_INVALID_ARGUMENT, "resizable"},
        {{AE_OP_VSTACK, H, u, AE_OP_CHILDREN, 2, 1, 1}, 7, AE_ERROR_INVALID_TREE, "already has a parent"},
        {{AE_OP_VSTACK, H, u, AE_OP_CHILDREN, 2, 1, 0, AE_OP_CHILDREN, 0, 1, 2}, 11, AE_ERROR_INVALID_TREE, "offset 7"},
        {{AE_OP_VSTACK, H, u, AE_OP_CHILDREN, 2, 1, 2}, 7, AE_ERROR_INVALID_TREE, "its own child"},
        {{AE_OP_SHAPE, 0, AE_OP_CHILDREN, 2, 0}, 5, AE_ERROR_INVALID_TREE, "children"},
        {{AE_OP_CHILDREN, 0, 5, 1}, 4, AE_ERROR_INVALID_ARGUMENT, "count"},
        {{AE_OP_SHAPE, 0, AE_OP_OVERLAY, 1, 2, H, V, AE_OP_OVERLAY, 0, 2, H, V}, 12, AE_ERROR_INVALID_TREE, "offset 7"},
        {{AE_OP_SHAPE, 0, AE_OP_ASPECT_RATIO, 2, 0, 0}, 6, AE_ERROR_INVALID_VALUE, "ratio"},
        {{AE_OP_SHAPE, 0, AE_OP_LAYOUT_DIRECTION, 2, 3}, 5, AE_ERROR_INVALID_ARGUMENT, "direction"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        first = -1;
        CHECK_STATUS(ae_tree_build(tree, cases[i].program, cases[i].length, &first), cases[i].status);
        CHECK_MESSAGE(cases[i].message);
        CHECK(first == -1);
        CHECK(view_count(tree) == 2);
    }
    CHECK_STATUS(ae_tree_build(tree, cases[0].program, (size_t)-1, &first), AE_ERROR_INVALID_ARGUMENT);
    /* The structure is as it was: the stack still holds its colour, which nothing else took. */
    ae_size size;
    CHECK_OK(ae_tree_layout(tree, stack, u, u, AE_LEFT_TO_RIGHT, &size));
    CHECK_NEAR(size.width, 10);
    const double ok[] = {AE_OP_SHAPE, 0, AE_OP_CHILDREN, 0, 2, 1, 2};
    CHECK_OK(ae_tree_build(tree, ok, 7, &first));
    CHECK(first == 2);
    CHECK_OK(ae_tree_layout(tree, stack, u, u, AE_LEFT_TO_RIGHT, &size));
    CHECK_NEAR(size.width, 28);
    ae_tree_free(tree);
}

/* Measure definitions and AE_OP_MEASURED: ids count per tree, and nothing is built from an id
 * the tree has not defined (none yet, a negative or fractional one, one of another tree). */
static void test_measures(void) {
    ae_tree *tree = NULL, *other = NULL;
    CHECK_OK(ae_tree_create(&tree));
    CHECK_OK(ae_tree_create(&other));
    ae_view first = -1;
    int32_t id = -1;
    const double before[] = {AE_OP_MEASURED, 0};
    CHECK_STATUS(ae_tree_build(tree, before, 2, &first), AE_ERROR_INVALID_ARGUMENT);
    CHECK_MESSAGE("measure 0 is not a measure of this tree (it has defined 0)");
    host state = {0, tree, AE_OK};
    for (int32_t i = 0; i < 3; i++) {
        CHECK_OK(ae_tree_define_measure(other, measure_ok, NULL, NULL, NULL, &id));
        CHECK(id == i);
    }
    CHECK_OK(ae_tree_define_measure(tree, measure, baseline, NULL, &state, &id));
    CHECK(id == 0);
    struct { double program[4]; size_t length; const char *message; } cases[] = {
        {{AE_OP_MEASURED, 2}, 2, "measure 2 is not a measure of this tree (it has defined 1)"},
        {{AE_OP_MEASURED, -1}, 2, "measure must be an integer"},
        {{AE_OP_MEASURED, 0.5}, 2, "measure must be an integer"},
        {{AE_OP_MEASURED, NAN}, 2, "measure must be an integer"},
        {{AE_OP_MEASURED, 3e9}, 2, "measure must be an integer"},
        {{AE_OP_MEASURED}, 1, "ends before the measure operand"},
        {{AE_OP_MEASURED, 0, AE_OP_MEASURED, 1}, 4, "instruction at offset 2"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        first = -1;
        CHECK_STATUS(ae_tree_build(tree, cases[i].program, cases[i].length, &first), AE_ERROR_INVALID_ARGUMENT);
        CHECK_MESSAGE(cases[i].message);
        CHECK(first == -1);
        CHECK(view_count(tree) == 0);
    }
    /* The other tree's ids are its own. */
    CHECK_OK(ae_tree_build(other, cases[0].program, 2, &first));
    CHECK(first == 0 && view_count(other) == 1);
    /* A leaf of a defined measure reports its callback's failure like any measured leaf. */
    const double ok[] = {AE_OP_MEASURED, 0};
    CHECK_OK(ae_tree_build(tree, ok, 2, &first));
    ae_size size;
    state.mode = 1;
    CHECK_STATUS(ae_tree_layout(tree, first, u, u, AE_LEFT_TO_RIGHT, &size), AE_ERROR_CALLBACK_FAILED);
    state.mode = 0;
    CHECK_OK(ae_tree_layout(tree, first, u, u, AE_LEFT_TO_RIGHT, &size));
    CHECK_NEAR(size.width, 10);
    ae_tree_free(other);
    ae_tree_free(tree);
}

static void test_document(void) {
    char *json = NULL;
    size_t length = 0;
    CHECK_STATUS(ae_document_layout("{", 1, &json, &length), AE_ERROR_INVALID_DOCUMENT);
    CHECK_STATUS(ae_document_layout("{\"format\": 2, \"root\": {\"type\": \"Color\"}}", 40, &json, &length), AE_ERROR_INVALID_DOCUMENT);
    CHECK_STATUS(ae_document_layout("{}", (size_t)-1, &json, &length), AE_ERROR_INVALID_ARGUMENT);
    CHECK(json == NULL);
}

int main(void) {
    test_null_arguments();
    test_ids();
    test_values_and_enums();
    test_structure();
    test_guides();
    test_callbacks();
    test_frames();
    test_build();
    test_measures();
    test_document();
    return check_summary("test_errors");
}
