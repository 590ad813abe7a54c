/* test_changes.c — changing a laid-out tree in place (the header's "Changing a laid-out tree"
 * block). Every setter: change a value of a laid-out tree, lay it out again, and compare
 * every frame with a fresh tree built with the new value (which must differ from the frames
 * before the change, so each comparison can fail); then bad input: wrong view types, bad
 * modifier indices, NaN and infinite numbers, NULL and invalid text, wrong guides, and
 * AE_ERROR_BUSY from inside a callback, each leaving the tree as it was. */
#include <stdint.h>
#include <stdlib.h>

#include "check.h"

enum { H = AE_GUIDE_HORIZONTAL_CENTER, V = AE_GUIDE_VERTICAL_CENTER };
static const double u = AE_UNSPECIFIED;

/* What a measured leaf answers (for every proposal), and how often it was asked. */
typedef struct measured_size {
    double width, height;
    int calls;
} measured_size;

static int measure_fixed(double w, double h, void *user_data, ae_size *out) {
    (void)w; (void)h;
    measured_size *size = user_data;
    size->calls++;
    out->width = size->width;
    out->height = size->height;
    return 0;
}

/* Every value a setter can change, and the tree they make. */
typedef struct params {
    ae_guide stack_alignment;     /* root VStack: horizontal */
    double stack_spacing;
    ae_guide row_alignment;       /* HStack row: vertical */
    double row_spacing;
    const char *text;             /* first Text of the row */
    size_t text_length;
    double priority;              /* its .layoutPriority (modifier 0) */
    int fixed_h, fixed_v;         /* its .fixedSize (modifier 1) */
    double image_width, image_height;
    double pad_top, pad_leading, pad_bottom, pad_trailing; /* the image's .padding (modifier 0) */
    measured_size measured;       /* the measured leaf's answer */
    int measured_fixed;
    double frame_width, frame_height; ae_guide frame_h, frame_v; /* measured .frame (modifier 0) */
    double offset_x, offset_y;    /* measured .offset (modifier 1) */
    ae_guide zstack_h, zstack_v;
    double ratio; ae_content_mode mode; /* ZStack's second colour: .aspectRatio (modifier 0) */
    double flex[6]; ae_guide flex_h, flex_v; /* then .frame(min...) (modifier 1) */
    ae_guide grid_h, grid_v;
    double grid_spacing_h, grid_spacing_v;
    ae_guide grid_row_alignment;
    double position_x, position_y; /* the last cell's .position (modifier 0) */
} params;

static params defaults(void) {
    params p = {
        .stack_alignment = AE_GUIDE_LEADING, .stack_spacing = u,
        .row_alignment = AE_GUIDE_TOP, .row_spacing = 4,
        .text = "a long first text to wrap", .priority = 0, .fixed_h = 0, .fixed_v = 0,
        .image_width = 20, .image_height = 30,
        .pad_top = 2, .pad_leading = 3, .pad_bottom = 4, .pad_trailing = 5,
        .measured = {25, 15, 0}, .measured_fixed = 0,
        .frame_width = 40, .frame_height = u, .frame_h = H, .frame_v = V,
        .offset_x = 0, .offset_y = 0,
        .zstack_h = H, .zstack_v = V,
        .ratio = 2, .mode = AE_CONTENT_MODE_FIT,
        .flex = {0, u, 200, 0, u, 40}, .flex_h = H, .flex_v = V,
        .grid_h = H, .grid_v = V, .grid_spacing_h = u, .grid_spacing_v = u,
        .grid_row_alignment = AE_GUIDE_TOP,
        .position_x = 10, .position_y = 10,
    };
    p.text_length = strlen(p.text);
    return p;
}

/* The views of the tree `build` makes, by role. */
typedef struct views {
    ae_view root, row, text, image, measured, zstack, flexible, grid, grid_row, cell;
} views;

static ae_view color(ae_tree *tree, double width, double height) {
    ae_view view = -1;
    CHECK_OK(ae_view_create_shape(tree, AE_SHAPE_COLOR, &view));
    if (!isnan(width) || !isnan(height)) CHECK_OK(ae_view_apply_frame(tree, view, width, height, H, V));
    return view;
}

static ae_view text_view(ae_tree *tree, const char *string, size_t length) {
    char buffer[128];
    snprintf(buffer, sizeof buffer, "%.*s", (int)length, string);
    ae_view view = -1;
    CHECK_OK(ae_view_create_text(tree, buffer, NULL, 0, AE_TEXT_ALIGNMENT_LEADING, &view));
    return view;
}

/* VStack { HStack { Text, Text, Image, Measured }, ZStack { Color, Color }, Grid { GridRow
 * { Color, Text }, GridRow { Color, Color } } }, with the values of `p` (`size` answers for
 * the measured leaf). */
static views build(ae_tree *tree, const params *p, measured_size *size) {
    views v;
    CHECK_OK(ae_view_create_vstack(tree, p->stack_alignment, p->stack_spacing, &v.root));
    CHECK_OK(ae_view_create_hstack(tree, p->row_alignment, p->row_spacing, &v.row));
    v.text = text_view(tree, p->text, p->text_length);
    CHECK_OK(ae_view_apply_layout_priority(tree, v.text, p->priority));
    CHECK_OK(ae_view_apply_fixed_size(tree, v.text, p->fixed_h, p->fixed_v));
    ae_view second = text_view(tree, "the second text also wraps", 26);
    CHECK_OK(ae_view_create_image(tree, p->image_width, p->image_height, 0, &v.image));
    CHECK_OK(ae_view_apply_padding(tree, v.image, p->pad_top, p->pad_leading, p->pad_bottom, p->pad_trailing));
    CHECK_OK(ae_view_create_measured(tree, measure_fixed, NULL, NULL, size, &v.measured));
    CHECK_OK(ae_view_set_measured_fixed_size(tree, v.measured, p->measured_fixed));
    CHECK_OK(ae_view_apply_frame(tree, v.measured, p->frame_width, p->frame_height, p->frame_h, p->frame_v));
    CHECK_OK(ae_view_apply_offset(tree, v.measured, p->offset_x, p->offset_y));
    ae_view row[] = {v.text, second, v.image, v.measured};
    CHECK_OK(ae_view_set_children(tree, v.row, row, 4));

    CHECK_OK(ae_view_create_zstack(tree, p->zstack_h, p->zstack_v, &v.zstack));
    ae_view small = color(tree, 30, 10);
    v.flexible = color(tree, u, u);
    CHECK_OK(ae_view_apply_aspect_ratio(tree, v.flexible, p->ratio, p->mode));
    CHECK_OK(ae_view_apply_flexible_frame(tree, v.flexible, p->flex[0], p->flex[1], p->flex[2], p->flex[3], p->flex[4],
                                          p->flex[5], p->flex_h, p->flex_v));
    ae_view layers[] = {small, v.flexible};
    CHECK_OK(ae_view_set_children(tree, v.zstack, layers, 2));

    ae_view rows[2], first_row[2], second_row[2];
    CHECK_OK(ae_view_create_grid(tree, p->grid_h, p->grid_v, p->grid_spacing_h, p->grid_spacing_v, &v.grid));
    CHECK_OK(ae_view_create_grid_row(tree, p->grid_row_alignment, &v.grid_row));
    first_row[0] = color(tree, 20, 36);
    first_row[1] = text_view(tree, "ab", 2);
    CHECK_OK(ae_view_create_grid_row(tree, AE_GUIDE_NONE, &rows[1]));
    second_row[0] = color(tree, 50, 10);
    v.cell = color(tree, u, u);
    CHECK_OK(ae_view_apply_position(tree, v.cell, p->position_x, p->position_y));
    CHECK_OK(ae_view_apply_frame(tree, v.cell, 30, 30, H, V));
    second_row[1] = v.cell;
    CHECK_OK(ae_view_set_children(tree, v.grid_row, first_row, 2));
    CHECK_OK(ae_view_set_children(tree, rows[1], second_row, 2));
    rows[0] = v.grid_row;
    CHECK_OK(ae_view_set_children(tree, v.grid, rows, 2));

    ae_view top[] = {v.row, v.zstack, v.grid};
    CHECK_OK(ae_view_set_children(tree, v.root, top, 3));
    return v;
}

enum { MAX_VIEWS = 32 };

/* Lays out `tree` for 300 x 500 and copies every frame and outer frame into `frames`. */
static size_t lay_out(ae_tree *tree, ae_view root, double frames[MAX_VIEWS * 8]) {
    ae_size size;
    size_t count = 0;
    CHECK_OK(ae_tree_layout(tree, root, 300, 500, AE_LEFT_TO_RIGHT, &size));
    CHECK_OK(ae_tree_get_frames(tree, frames, MAX_VIEWS, &count));
    return count;
}

/* Equal up to floating-point rounding: a relayout moves an unchanged subtree by the change of
 * its origin, adding the same offsets in another order than a cold layout does. */
static int same(double a, double b) {
    double scale = fmax(1, fmax(fabs(a), fabs(b)));
    return a == b || (isnan(a) && isnan(b)) || fabs(a - b) <= 1e-9 * scale;
}

/* How many of the first `count` views' frames differ between two frame buffers. */
static int differences(const double *a, const double *b, size_t count) {
    int different = 0;
    for (size_t i = 0; i < count * 8; i += 8) {
        for (size_t k = 0; k < 8; k++) {
            if (!same(a[i + k], b[i + k])) { different++; break; }
        }
    }
    return different;
}

/* The tree changed in place (`changed`, laid out again) must have exactly the frames of a
 * fresh tree built from `expected`, and those must differ from the frames `before`. */
static void check_like_fresh(const char *what, ae_tree *changed, ae_view root, const double *before, const params *expected) {
    double after[MAX_VIEWS * 8], fresh[MAX_VIEWS * 8];
    size_t count = lay_out(changed, root, after);
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    measured_size size = expected->measured;
    views v = build(tree, expected, &size);
    size_t fresh_count = lay_out(tree, v.root, fresh);
    CHECK(count == fresh_count);
    int mismatches = differences(after, fresh, count);
    int changes = differences(before, after, count);
    CHECK(mismatches == 0);
    CHECK(changes > 0);
    if (mismatches || !changes) fprintf(stderr, "  %s: %d views differ from a fresh tree, %d changed\n", what, mismatches, changes);
    ae_tree_free(tree);
}

/* Each setter on its own laid-out tree; the tree and `p` get the same change. */
#define CHANGE(what, call, assignment)                                                         \
    do {                                                                                       \
        params p = defaults();                                                                 \
        ae_tree *tree = NULL;                                                                  \
        CHECK_OK(ae_tree_create(&tree));                                                       \
        measured_size size = p.measured;                                                       \
        views v = build(tree, &p, &size);                                                      \
        double before[MAX_VIEWS * 8];                                                          \
        lay_out(tree, v.root, before);                                                         \
        CHECK_OK(call);                                                                        \
        assignment;                                                                            \
        check_like_fresh(what, tree, v.root, before, &p);                                      \
        ae_tree_free(tree);                                                                    \
    } while (0)

static void test_each_setter(void) {
    CHANGE("text", ae_view_set_text(tree, v.text, "short", 5), p.text = "short"; p.text_length = 5);
    CHANGE("text by length", ae_view_set_text(tree, v.text, "tiny but longer", 4), p.text = "tiny"; p.text_length = 4);
    CHANGE("spacing", ae_view_set_spacing(tree, v.row, 20), p.row_spacing = 20);
    CHANGE("default spacing", ae_view_set_spacing(tree, v.root, 30), p.stack_spacing = 30);
    CHANGE("grid spacing", ae_view_set_grid_spacing(tree, v.grid, 12, 1), p.grid_spacing_h = 12; p.grid_spacing_v = 1);
    CHANGE("vstack alignment", ae_view_set_alignment(tree, v.root, AE_GUIDE_TRAILING, AE_GUIDE_NONE),
           p.stack_alignment = AE_GUIDE_TRAILING);
    CHANGE("hstack alignment", ae_view_set_alignment(tree, v.row, AE_GUIDE_NONE, AE_GUIDE_BOTTOM), p.row_alignment = AE_GUIDE_BOTTOM);
    CHANGE("zstack alignment", ae_view_set_alignment(tree, v.zstack, AE_GUIDE_LEADING, AE_GUIDE_BOTTOM),
           p.zstack_h = AE_GUIDE_LEADING; p.zstack_v = AE_GUIDE_BOTTOM);
    CHANGE("grid alignment", ae_view_set_alignment(tree, v.grid, AE_GUIDE_TRAILING, AE_GUIDE_TOP),
           p.grid_h = AE_GUIDE_TRAILING; p.grid_v = AE_GUIDE_TOP);
    CHANGE("grid row alignment", ae_view_set_alignment(tree, v.grid_row, AE_GUIDE_NONE, AE_GUIDE_BOTTOM),
           p.grid_row_alignment = AE_GUIDE_BOTTOM);
    CHANGE("grid row back to its grid's alignment", ae_view_set_alignment(tree, v.grid_row, AE_GUIDE_NONE, AE_GUIDE_NONE),
           p.grid_row_alignment = AE_GUIDE_NONE);
    CHANGE("image size", ae_view_set_image_size(tree, v.image, 44, 12), p.image_width = 44; p.image_height = 12);
    CHANGE("measured, marked dirty", (size.width = 60, size.height = 70, ae_view_mark_dirty(tree, v.measured)),
           p.measured.width = 60; p.measured.height = 70);
    CHANGE("frame", ae_view_set_frame(tree, v.measured, 0, 70, 50, AE_GUIDE_LEADING, AE_GUIDE_TOP),
           p.frame_width = 70; p.frame_height = 50; p.frame_h = AE_GUIDE_LEADING; p.frame_v = AE_GUIDE_TOP);
    CHANGE("offset", ae_view_set_offset(tree, v.measured, 1, 7, -3), p.offset_x = 7; p.offset_y = -3);
    CHANGE("padding", ae_view_set_padding(tree, v.image, 0, 10, 0, 1, 2),
           p.pad_top = 10; p.pad_leading = 0; p.pad_bottom = 1; p.pad_trailing = 2);
    CHANGE("layout priority", ae_view_set_layout_priority(tree, v.text, 0, 1), p.priority = 1);
    CHANGE("fixed size", ae_view_set_fixed_size(tree, v.text, 1, 1, 0), p.fixed_h = 1);
    CHANGE("aspect ratio", ae_view_set_aspect_ratio(tree, v.flexible, 0, 0.5, AE_CONTENT_MODE_FILL),
           p.ratio = 0.5; p.mode = AE_CONTENT_MODE_FILL);
    CHANGE("flexible frame", ae_view_set_flexible_frame(tree, v.flexible, 1, 10, u, 60, 5, u, INFINITY, AE_GUIDE_LEADING, AE_GUIDE_TOP),
           p.flex[0] = 10; p.flex[2] = 60; p.flex[3] = 5; p.flex[5] = INFINITY; p.flex_h = AE_GUIDE_LEADING; p.flex_v = AE_GUIDE_TOP);
    CHANGE("position", ae_view_set_position(tree, v.cell, 0, 3, 25), p.position_x = 3; p.position_y = 25);
}

/* A fixed-size measured leaf is asked once, whether it was made fixed-size by its measure
 * (ae_tree_set_measure_fixed_size) or as a view; answers are kept across layouts until the
 * view is marked dirty, which asks that view alone again. */
static void test_fixed_size_measure_calls(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    measured_size a = {25, 15, 0}, b = {25, 15, 0};
    ae_view stack, leaf, other;
    CHECK_OK(ae_view_create_hstack(tree, V, u, &stack));
    CHECK_OK(ae_view_create_measured(tree, measure_fixed, NULL, NULL, &a, &leaf));
    int32_t measure = -1;
    CHECK_OK(ae_tree_define_measure(tree, measure_fixed, NULL, NULL, &b, &measure));
    CHECK_OK(ae_tree_set_measure_fixed_size(tree, measure, 1));
    const double program[] = {AE_OP_MEASURED, (double)measure};
    CHECK_OK(ae_tree_build(tree, program, 2, &other));
    ae_view children[] = {leaf, other};
    CHECK_OK(ae_view_set_children(tree, stack, children, 2));
    ae_size answer;
    CHECK_OK(ae_tree_layout(tree, stack, 300, 100, AE_LEFT_TO_RIGHT, &answer));
    CHECK(a.calls >= 1 && a.calls <= 2); /* content-sized: at most about twice */
    CHECK(b.calls == 1);                 /* fixed-size: once */
    CHECK_NEAR(answer.width, 58);

    /* Answers are kept across layouts: nothing changed, nothing is measured; a new root
     * proposal that leaves the leaves' proposals alone measures nothing either. */
    a.calls = b.calls = 0;
    CHECK_OK(ae_tree_layout(tree, stack, 300, 100, AE_LEFT_TO_RIGHT, &answer));
    CHECK(a.calls == 0 && b.calls == 0);
    CHECK_OK(ae_tree_layout(tree, stack, 300, 120, AE_LEFT_TO_RIGHT, &answer));
    CHECK(b.calls == 0);
    CHECK_NEAR(answer.width, 58);

    /* The view made fixed-size: one call in the next layout; the other is not asked again. */
    CHECK_OK(ae_view_set_measured_fixed_size(tree, leaf, 1));
    a.calls = b.calls = 0;
    CHECK_OK(ae_tree_layout(tree, stack, 300, 100, AE_LEFT_TO_RIGHT, &answer));
    CHECK(a.calls == 1);
    CHECK(b.calls == 0);
    /* Marked dirty with a new answer: asked once, and the stack grows by the difference. */
    a.width = 40;
    a.calls = b.calls = 0;
    CHECK_OK(ae_view_mark_dirty(tree, leaf));
    CHECK_OK(ae_tree_layout(tree, stack, 300, 100, AE_LEFT_TO_RIGHT, &answer));
    CHECK(a.calls == 1);
    CHECK(b.calls == 0); /* only the view marked dirty is asked again */
    CHECK_NEAR(answer.width, 73);
    ae_tree_free(tree);
}

/* ae_tree_layout_again repeats the last ae_tree_layout call whose arguments were valid,
 * whether or not that layout succeeded: the same root, proposal and direction. */
static void test_layout_again(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_size answer = {0, 0}, expected = {0, 0};
    CHECK_STATUS(ae_tree_layout_again(tree, &answer), AE_ERROR_NOT_LAID_OUT);
    CHECK_MESSAGE("ae_tree_layout");
    CHECK_STATUS(ae_tree_layout_again(NULL, &answer), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_layout_again(tree, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_MESSAGE("out_size");
    /* HStack(measured 25 x 15, Image 20 x 30, Color): the Color takes what is left. */
    measured_size measured = {25, 15, 0};
    ae_view stack, leaf, image, color;
    CHECK_OK(ae_view_create_hstack(tree, V, u, &stack));
    CHECK_OK(ae_view_create_measured(tree, measure_fixed, NULL, NULL, &measured, &leaf));
    CHECK_OK(ae_view_create_image(tree, 20, 30, 0, &image));
    CHECK_OK(ae_view_create_shape(tree, AE_SHAPE_COLOR, &color));
    ae_view children[] = {leaf, image, color};
    CHECK_OK(ae_view_set_children(tree, stack, children, 3));
    CHECK_OK(ae_tree_layout(tree, stack, 300, 100, AE_LEFT_TO_RIGHT, &answer));
    CHECK_NEAR(answer.width, 300);
    CHECK_NEAR(answer.height, 100);

    /* Nothing changed: the same size, nothing measured. */
    measured.calls = 0;
    answer.width = answer.height = 0;
    CHECK_OK(ae_tree_layout_again(tree, &answer));
    CHECK_NEAR(answer.width, 300);
    CHECK_NEAR(answer.height, 100);
    CHECK(measured.calls == 0);

    /* A new proposal and direction, then a call with an invalid proposal (not repeated). */
    CHECK_OK(ae_tree_layout(tree, stack, 200, 50, AE_RIGHT_TO_LEFT, &answer));
    CHECK_STATUS(ae_tree_layout(tree, stack, -1, 50, AE_LEFT_TO_RIGHT, &answer), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_tree_layout(tree, stack, 300, 100, 7, &answer), AE_ERROR_INVALID_ARGUMENT);
    CHECK_OK(ae_tree_layout_again(tree, &answer));
    CHECK_NEAR(answer.width, 200);
    CHECK_NEAR(answer.height, 50);
    ae_rect frame;
    CHECK_OK(ae_view_get_frame(tree, leaf, &frame));
    CHECK_NEAR(frame.x, 175); /* right to left: the first child at the trailing edge */

    /* After changes: what ae_tree_layout with those arguments answers. */
    CHECK_OK(ae_view_set_image_size(tree, image, 40, 60));
    measured.width = 35;
    CHECK_OK(ae_view_mark_dirty(tree, leaf));
    measured.calls = 0;
    CHECK_OK(ae_tree_layout_again(tree, &answer));
    CHECK(measured.calls >= 1);
    CHECK_NEAR(answer.width, 200);
    CHECK_NEAR(answer.height, 60);
    CHECK_OK(ae_view_get_frame(tree, color, &frame));
    CHECK_NEAR(frame.width, 200 - 35 - 40 - 16);
    CHECK_OK(ae_tree_layout(tree, stack, 200, 50, AE_RIGHT_TO_LEFT, &expected));
    CHECK(answer.width == expected.width && answer.height == expected.height);

    /* A layout whose callback fails is repeated with its own arguments. */
    measured.width = NAN;
    CHECK_OK(ae_view_mark_dirty(tree, leaf));
    CHECK_STATUS(ae_tree_layout(tree, stack, 150, 40, AE_LEFT_TO_RIGHT, &answer), AE_ERROR_CALLBACK_FAILED);
    CHECK_STATUS(ae_tree_layout_again(tree, &answer), AE_ERROR_CALLBACK_FAILED);
    measured.width = 25;
    CHECK_OK(ae_view_mark_dirty(tree, leaf));
    CHECK_OK(ae_tree_layout_again(tree, &answer));
    CHECK_NEAR(answer.width, 150);
    CHECK_NEAR(answer.height, 60);
    CHECK_OK(ae_view_get_frame(tree, leaf, &frame));
    CHECK_NEAR(frame.x, 0);
    ae_tree_free(tree);
}

/* Reads fail after a change until the next layout. */
/* A measure that records the layout flag it sees while its layout runs. */
typedef struct flag_watch {
    const volatile uint8_t *flag;
    int seen;
} flag_watch;

static int measure_watching_flag(double w, double h, void *user_data, ae_size *out) {
    (void)w; (void)h;
    flag_watch *watch = user_data;
    watch->seen = *watch->flag;
    out->width = 10;
    out->height = 10;
    return 0;
}

static void observe_nothing(double width, double height, void *user_data) {
    (void)width; (void)height; (void)user_data;
}

/* ae_tree_get_layout_flag: the byte is 1 exactly while ae_tree_layout_again would find
 * nothing to do -- after a successful layout, through reads, until the next change. */
static void test_layout_flag(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    const volatile uint8_t *flag = NULL;
    CHECK_STATUS(ae_tree_get_layout_flag(NULL, &flag), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_get_layout_flag(tree, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_MESSAGE("out_flag");
    CHECK_OK(ae_tree_get_layout_flag(tree, &flag));
    CHECK(flag != NULL && *flag == 0); /* never laid out */

    flag_watch watch = {flag, -1};
    ae_view stack, image, leaf, reader;
    CHECK_OK(ae_view_create_hstack(tree, V, u, &stack));
    CHECK_OK(ae_view_create_image(tree, 20, 30, 0, &image));
    CHECK_OK(ae_view_create_measured(tree, measure_watching_flag, NULL, NULL, &watch, &leaf));
    ae_view children[] = {image, leaf};
    CHECK_OK(ae_view_set_children(tree, stack, children, 2));
    ae_size answer;
    CHECK_OK(ae_tree_layout(tree, stack, 300, 100, AE_LEFT_TO_RIGHT, &answer));
    CHECK(*flag == 1);
    CHECK(watch.seen == 0); /* a call is using the tree */

    /* Reads keep it; a repeat that finds nothing to do keeps it. */
    ae_rect frame;
    CHECK_OK(ae_view_get_frame(tree, image, &frame));
    CHECK(*flag == 1);
    CHECK_OK(ae_tree_layout_again(tree, &answer));
    CHECK(*flag == 1);
    CHECK_NEAR(answer.width, 38);

    /* A change clears it until the next layout; so does a failing call. */
    CHECK_OK(ae_view_set_image_size(tree, image, 40, 30));
    CHECK(*flag == 0);
    CHECK_STATUS(ae_view_set_image_size(tree, image, -1, 30), AE_ERROR_INVALID_VALUE);
    CHECK(*flag == 0);
    CHECK_OK(ae_tree_layout_again(tree, &answer));
    CHECK(*flag == 1);
    CHECK_NEAR(answer.width, 58);
    CHECK_OK(ae_view_mark_dirty(tree, leaf));
    CHECK(*flag == 0);
    CHECK_OK(ae_tree_layout_again(tree, &answer));
    CHECK(*flag == 1);

    /* It follows the last ae_tree_layout request: a new proposal, then an invalid one that
     * is not recorded and changes nothing. */
    CHECK_OK(ae_tree_layout(tree, stack, 200, 50, AE_RIGHT_TO_LEFT, &answer));
    CHECK(*flag == 1);
    CHECK_STATUS(ae_tree_layout(tree, stack, -1, 50, AE_LEFT_TO_RIGHT, &answer), AE_ERROR_INVALID_VALUE);
    CHECK(*flag == 1);

    /* A change of structure clears it. */
    CHECK_OK(ae_view_create_geometry_reader(tree, &reader));
    CHECK(*flag == 0);
    CHECK_OK(ae_tree_layout(tree, stack, 200, 50, AE_RIGHT_TO_LEFT, &answer));
    CHECK(*flag == 1);

    /* While a GeometryReader reports to the host, every layout runs: never 1. */
    ae_view outer, outer_children[] = {stack, reader};
    CHECK_OK(ae_view_create_vstack(tree, H, u, &outer));
    CHECK_OK(ae_view_set_children(tree, outer, outer_children, 2));
    CHECK_OK(ae_view_observe_geometry(tree, reader, observe_nothing, NULL));
    CHECK_OK(ae_tree_layout(tree, outer, 200, 100, AE_LEFT_TO_RIGHT, &answer));
    CHECK(*flag == 0);
    ae_tree_free(tree);

    /* A failed layout leaves it 0. */
    measured_size broken = {NAN, 10, 0};
    CHECK_OK(ae_tree_create(&tree));
    CHECK_OK(ae_tree_get_layout_flag(tree, &flag));
    CHECK_OK(ae_view_create_measured(tree, measure_fixed, NULL, NULL, &broken, &leaf));
    CHECK_STATUS(ae_tree_layout(tree, leaf, 100, 100, AE_LEFT_TO_RIGHT, &answer), AE_ERROR_CALLBACK_FAILED);
    CHECK(*flag == 0);
    broken.width = 10;
    CHECK_OK(ae_view_mark_dirty(tree, leaf));
    CHECK_OK(ae_tree_layout_again(tree, &answer));
    CHECK(*flag == 1);
    ae_tree_free(tree);
}

static void test_reads_after_change(void) {
    params p = defaults();
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    measured_size size = p.measured;
    views v = build(tree, &p, &size);
    double frames[MAX_VIEWS * 8];
    lay_out(tree, v.root, frames);
    CHECK_OK(ae_view_set_spacing(tree, v.row, 1));
    ae_rect rect;
    CHECK_STATUS(ae_view_get_frame(tree, v.text, &rect), AE_ERROR_NOT_LAID_OUT);
    lay_out(tree, v.root, frames);
    CHECK_OK(ae_view_get_frame(tree, v.text, &rect));
    ae_tree_free(tree);
}

/* Every bad argument fails with its status and a message, and changes nothing. */
static void test_bad_input(void) {
    params p = defaults();
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    measured_size size = p.measured;
    views v = build(tree, &p, &size);
    double before[MAX_VIEWS * 8], after[MAX_VIEWS * 8];
    size_t count = lay_out(tree, v.root, before);

    /* The tree and the view. */
    CHECK_STATUS(ae_view_mark_dirty(NULL, v.text), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_set_spacing(NULL, v.row, 1), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_mark_dirty(tree, 99), AE_ERROR_INVALID_ARGUMENT);
    CHECK_MESSAGE("view 99 does not exist");
    CHECK_STATUS(ae_view_set_frame(tree, -1, 0, 1, 1, H, V), AE_ERROR_INVALID_ARGUMENT);

    /* Wrong view types. */
    CHECK_STATUS(ae_view_set_text(tree, v.image, "x", 1), AE_ERROR_INVALID_TREE);
    CHECK_MESSAGE("Image");
    CHECK_STATUS(ae_view_set_spacing(tree, v.zstack, 1), AE_ERROR_INVALID_TREE);
    CHECK_STATUS(ae_view_set_spacing(tree, v.grid, 1), AE_ERROR_INVALID_TREE);
    CHECK_STATUS(ae_view_set_grid_spacing(tree, v.row, 1, 1), AE_ERROR_INVALID_TREE);
    CHECK_STATUS(ae_view_set_alignment(tree, v.text, AE_GUIDE_LEADING, AE_GUIDE_NONE), AE_ERROR_INVALID_TREE);
    CHECK_MESSAGE("no alignment");
    CHECK_STATUS(ae_view_set_image_size(tree, v.measured, 1, 1), AE_ERROR_INVALID_TREE);
    CHECK_STATUS(ae_view_set_measured_fixed_size(tree, v.image, 1), AE_ERROR_INVALID_TREE);

    /* Modifier indices and kinds. */
    CHECK_STATUS(ae_view_set_frame(tree, v.measured, 2, 1, 1, H, V), AE_ERROR_INVALID_TREE);
    CHECK_MESSAGE("there is no modifier 2");
    CHECK_STATUS(ae_view_set_frame(tree, v.measured, -1, 1, 1, H, V), AE_ERROR_INVALID_TREE);
    CHECK_STATUS(ae_view_set_offset(tree, v.row, 0, 1, 1), AE_ERROR_INVALID_TREE);
    CHECK_MESSAGE("0 modifiers");
    CHECK_STATUS(ae_view_set_offset(tree, v.measured, 0, 1, 1), AE_ERROR_INVALID_TREE);
    CHECK_MESSAGE("kind");
    CHECK_STATUS(ae_view_set_flexible_frame(tree, v.measured, 0, u, u, u, u, u, u, H, V), AE_ERROR_INVALID_TREE);
    CHECK_STATUS(ae_view_set_layout_priority(tree, v.text, 1, 1), AE_ERROR_INVALID_TREE);

    /* Numbers. */
    CHECK_STATUS(ae_view_set_image_size(tree, v.image, NAN, 1), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("image width is NaN");
    CHECK_STATUS(ae_view_set_image_size(tree, v.image, 1, -1), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_set_spacing(tree, v.row, INFINITY), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_set_grid_spacing(tree, v.grid, 1, -INFINITY), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_set_padding(tree, v.image, 0, NAN, 0, 0, 0), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("padding top is NaN");
    CHECK_STATUS(ae_view_set_offset(tree, v.measured, 1, INFINITY, 0), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_set_layout_priority(tree, v.text, 0, NAN), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_set_frame(tree, v.measured, 0, -5, u, H, V), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_set_flexible_frame(tree, v.flexible, 1, -1, u, u, u, u, u, H, V), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("frame min_width must not be negative");
    CHECK_STATUS(ae_view_set_aspect_ratio(tree, v.flexible, 0, 0, AE_CONTENT_MODE_FIT), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_set_aspect_ratio(tree, v.flexible, 0, 1, (ae_content_mode)7), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_view_set_position(tree, v.cell, 0, 1, NAN), AE_ERROR_INVALID_VALUE);

    /* Text. */
    CHECK_STATUS(ae_view_set_text(tree, v.text, NULL, 0), AE_ERROR_NULL_ARGUMENT);
    CHECK_MESSAGE("text is NULL");
    CHECK_STATUS(ae_view_set_text(tree, v.text, "\xff\xfe", 2), AE_ERROR_INVALID_ARGUMENT);
    CHECK_MESSAGE("UTF-8");
    CHECK_STATUS(ae_view_set_text(tree, v.text, "\xc3\xa9", 1), AE_ERROR_INVALID_ARGUMENT); /* a cut character */
    CHECK_STATUS(ae_view_set_text(tree, v.text, "x", (size_t)-1), AE_ERROR_INVALID_ARGUMENT);

    /* Guides. */
    CHECK_STATUS(ae_view_set_alignment(tree, v.root, AE_GUIDE_TOP, AE_GUIDE_NONE), AE_ERROR_INVALID_GUIDE);
    CHECK_STATUS(ae_view_set_alignment(tree, v.root, AE_GUIDE_LEADING, AE_GUIDE_TOP), AE_ERROR_INVALID_ARGUMENT);
    CHECK_MESSAGE("AE_GUIDE_NONE");
    CHECK_STATUS(ae_view_set_alignment(tree, v.row, AE_GUIDE_NONE, AE_GUIDE_NONE), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_view_set_alignment(tree, v.zstack, AE_GUIDE_LEADING, 99), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_view_set_alignment(tree, v.grid_row, AE_GUIDE_LEADING, AE_GUIDE_NONE), AE_ERROR_INVALID_ARGUMENT);
    CHECK_MESSAGE("GridRow has no horizontal alignment");
    CHECK_STATUS(ae_view_set_frame(tree, v.measured, 0, 1, 1, V, V), AE_ERROR_INVALID_GUIDE);

    /* Measures. */
    CHECK_STATUS(ae_tree_set_measure_fixed_size(tree, 0, 1), AE_ERROR_INVALID_ARGUMENT);
    CHECK_MESSAGE("measure 0");
    CHECK_STATUS(ae_tree_set_measure_fixed_size(NULL, 0, 1), AE_ERROR_NULL_ARGUMENT);

    /* Nothing changed: the next layout gives the same frames. */
    CHECK(lay_out(tree, v.root, after) == count);
    CHECK(differences(before, after, count) == 0);
    ae_tree_free(tree);
}

/* A measure callback that calls every setter on its own tree: each must be AE_ERROR_BUSY. */
typedef struct reentry {
    ae_tree *tree;
    views views;
    int busy, other;
} reentry;

static void count_busy(reentry *r, ae_status status) {
    if (status == AE_ERROR_BUSY && strstr(ae_last_error_message(), "ae_tree_layout")) r->busy++;
    else r->other++;
}

static int measure_reentering(double w, double h, void *user_data, ae_size *out) {
    (void)w; (void)h;
    reentry *r = user_data;
    ae_tree *tree = r->tree;
    views v = r->views;
    count_busy(r, ae_view_mark_dirty(tree, v.measured));
    count_busy(r, ae_view_set_text(tree, v.text, "x", 1));
    count_busy(r, ae_view_set_spacing(tree, v.row, 1));
    count_busy(r, ae_view_set_grid_spacing(tree, v.grid, 1, 1));
    count_busy(r, ae_view_set_alignment(tree, v.root, AE_GUIDE_LEADING, AE_GUIDE_NONE));
    count_busy(r, ae_view_set_image_size(tree, v.image, 1, 1));
    count_busy(r, ae_view_set_measured_fixed_size(tree, v.measured, 1));
    count_busy(r, ae_tree_set_measure_fixed_size(tree, 0, 1));
    count_busy(r, ae_view_set_frame(tree, v.measured, 0, 1, 1, H, V));
    count_busy(r, ae_view_set_flexible_frame(tree, v.flexible, 1, u, u, u, u, u, u, H, V));
    count_busy(r, ae_view_set_padding(tree, v.image, 0, 1, 1, 1, 1));
    count_busy(r, ae_view_set_offset(tree, v.measured, 1, 1, 1));
    count_busy(r, ae_view_set_layout_priority(tree, v.text, 0, 1));
    count_busy(r, ae_view_set_fixed_size(tree, v.text, 1, 1, 1));
    count_busy(r, ae_view_set_aspect_ratio(tree, v.flexible, 0, 1, AE_CONTENT_MODE_FIT));
    count_busy(r, ae_view_set_position(tree, v.cell, 0, 1, 1));
    ae_size size;
    count_busy(r, ae_tree_layout_again(tree, &size));
    out->width = 25;
    out->height = 15;
    return 0;
}

static void test_busy_inside_callback(void) {
    params p = defaults();
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    measured_size size = p.measured;
    reentry r = {tree, build(tree, &p, &size), 0, 0};
    /* The measured leaf's callback becomes the re-entering one: a new leaf in its place. */
    ae_view leaf = -1;
    CHECK_OK(ae_view_create_measured(tree, measure_reentering, NULL, NULL, &r, &leaf));
    ae_view stack = -1, children[] = {r.views.root, leaf};
    CHECK_OK(ae_view_create_zstack(tree, H, V, &stack));
    CHECK_OK(ae_view_set_children(tree, stack, children, 2));
    ae_size answer;
    CHECK_OK(ae_tree_layout(tree, stack, 300, 500, AE_LEFT_TO_RIGHT, &answer));
    CHECK(r.busy >= 17 && r.busy % 17 == 0);
    CHECK(r.other == 0);
    /* The tree is as it was: a fresh tree of the same views (the re-entering leaf replaced
     * by one of the same size) gives the same frames. */
    double frames[MAX_VIEWS * 8], fresh[MAX_VIEWS * 8];
    size_t count = 0, fresh_count = 0;
    CHECK_OK(ae_tree_get_frames(tree, frames, MAX_VIEWS, &count));
    ae_tree *other = NULL;
    CHECK_OK(ae_tree_create(&other));
    measured_size other_size = p.measured, leaf_size = {25, 15, 0};
    views w = build(other, &p, &other_size);
    CHECK_OK(ae_view_create_measured(other, measure_fixed, NULL, NULL, &leaf_size, &leaf));
    children[0] = w.root;
    children[1] = leaf;
    CHECK_OK(ae_view_create_zstack(other, H, V, &stack));
    CHECK_OK(ae_view_set_children(other, stack, children, 2));
    CHECK_OK(ae_tree_layout(other, stack, 300, 500, AE_LEFT_TO_RIGHT, &answer));
    CHECK_OK(ae_tree_get_frames(other, fresh, MAX_VIEWS, &fresh_count));
    CHECK(fresh_count == count);
    CHECK(differences(frames, fresh, count) == 0);
    ae_tree_free(other);
    ae_tree_free(tree);
}

int main(void) {
    test_each_setter();
    test_fixed_size_measure_calls();
    test_layout_again();
    test_layout_flag();
    test_reads_after_change();
    test_bad_input();
    test_busy_inside_callback();
    return check_summary("test_changes");
}
