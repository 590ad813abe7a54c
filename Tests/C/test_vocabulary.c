/* test_vocabulary.c — grids, ViewThatFits and custom layouts through alignment_engine.h. */
#include "check.h"

static ae_view text(ae_tree *tree, const char *string) {
    ae_view view = -1;
    CHECK_OK(ae_view_create_text(tree, string, NULL, 0, AE_TEXT_ALIGNMENT_LEADING, &view));
    return view;
}

static ae_view image(ae_tree *tree) {
    ae_view view = -1;
    CHECK_OK(ae_view_create_image(tree, 20, 20, 0, &view));
    return view;
}

/* Apple's two-by-two grid: columns 45 and 45, rows 20 and 20 (GridTests in Swift). */
static void test_grid(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view hello = text(tree, "Hello"), globe = image(tree), wave = image(tree), world = text(tree, "World");
    ae_view rows[2], grid;
    CHECK_OK(ae_view_create_grid_row(tree, -1, &rows[0]));
    CHECK_OK(ae_view_create_grid_row(tree, -1, &rows[1]));
    ae_view first[2] = {hello, globe}, second[2] = {wave, world};
    CHECK_OK(ae_view_set_children(tree, rows[0], first, 2));
    CHECK_OK(ae_view_set_children(tree, rows[1], second, 2));
    CHECK_OK(ae_view_create_grid(tree, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER, AE_UNSPECIFIED, AE_UNSPECIFIED, &grid));
    CHECK_OK(ae_view_set_children(tree, grid, rows, 2));
    ae_size size;
    CHECK_OK(ae_tree_layout(tree, grid, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    CHECK_NEAR(size.width, 98);
    CHECK_NEAR(size.height, 48);
    CHECK_FRAME(tree, hello, 0, 0, 1.5, 45, 17);
    CHECK_FRAME(tree, globe, 0, 65.5, 0, 20, 20);
    CHECK_FRAME(tree, world, 0, 53, 29.5, 45, 17);
    /* A spanning cell and a trailing column. */
    ae_view wide = text(tree, "A very wide cell"), row, grid2, cells[2];
    cells[0] = text(tree, "a");
    cells[1] = text(tree, "bb");
    CHECK_OK(ae_view_apply_grid_column_alignment(tree, cells[0], AE_GUIDE_TRAILING));
    CHECK_OK(ae_view_create_grid_row(tree, AE_GUIDE_TOP, &row));
    CHECK_OK(ae_view_set_children(tree, row, cells, 2));
    CHECK_OK(ae_view_create_grid(tree, AE_GUIDE_LEADING, AE_GUIDE_TOP, 0, 0, &grid2));
    ae_view grid2_children[2] = {row, wide};
    CHECK_OK(ae_view_set_children(tree, grid2, grid2_children, 2));
    CHECK_OK(ae_tree_layout(tree, grid2, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    /* Columns 9 and 18 (27); the 144-wide text spanning both widens each by 58.5. */
    CHECK_NEAR(size.width, 144);
    CHECK_FRAME(tree, cells[0], 0, 67.5 - 9, 0, 9, 17);
    CHECK_FRAME(tree, cells[1], 0, 67.5, 0, 18, 17);
    CHECK_FRAME(tree, wide, 0, 0, 17, 144, 17);
    /* A span of INT32_MAX columns killed the process (17 GB); now it costs what one
     * cell costs. "bb" spans INT32_MAX columns that only it reaches (spacing 0 here); the wide
     * cell spreads its 117 extra points over all of them and "a"'s column. */
    CHECK_OK(ae_view_apply_grid_cell_columns(tree, cells[1], INT32_MAX));
    CHECK_OK(ae_tree_layout(tree, grid2, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    CHECK_NEAR(size.width, 144);
    CHECK_FRAME(tree, cells[0], 0, 0, 0, 9, 17);
    CHECK_FRAME(tree, cells[1], 0, 9, 0, 18, 17);
    CHECK_FRAME(tree, wide, 0, 0, 17, 144, 17);
    /* Bad arguments. */
    CHECK_STATUS(ae_view_apply_grid_cell_columns(tree, wide, 0), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("gridCellColumns must be at least 1");
    CHECK_STATUS(ae_view_apply_grid_cell_unsized_axes(tree, wide, 4), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_view_apply_grid_column_alignment(tree, wide, AE_GUIDE_TOP), AE_ERROR_INVALID_GUIDE);
    CHECK_STATUS(ae_view_create_grid_row(tree, AE_GUIDE_LEADING, &row), AE_ERROR_INVALID_GUIDE);
    CHECK_STATUS(ae_view_create_divider(tree, NULL), AE_ERROR_NULL_ARGUMENT);
    /* Numbers are checked by the header's rules and named by their C parameters, as the stacks' are. */
    CHECK_STATUS(ae_view_create_grid(tree, AE_GUIDE_LEADING, AE_GUIDE_TOP, INFINITY, AE_UNSPECIFIED, &grid2), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("horizontal_spacing must be finite, not inf");
    CHECK_STATUS(ae_view_create_lazy_vstack(tree, AE_GUIDE_LEADING, -INFINITY, &row), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("spacing must be finite, not -inf");
    CHECK_STATUS(ae_view_apply_grid_cell_anchor(tree, wide, 0.5, NAN), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("y is NaN");
    CHECK_STATUS(ae_view_apply_grid_cell_anchor(tree, 999, NAN, 0), AE_ERROR_INVALID_ARGUMENT); /* the view first */
    ae_tree_free(tree);
}

static void test_view_that_fits(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view big, small, fits;
    CHECK_OK(ae_view_create_shape(tree, AE_SHAPE_COLOR, &big));
    CHECK_OK(ae_view_apply_frame(tree, big, 100, 10, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER));
    CHECK_OK(ae_view_create_shape(tree, AE_SHAPE_COLOR, &small));
    CHECK_OK(ae_view_apply_frame(tree, small, 50, 10, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER));
    CHECK_OK(ae_view_create_view_that_fits(tree, AE_AXES_HORIZONTAL, &fits));
    ae_view children[2] = {big, small};
    CHECK_OK(ae_view_set_children(tree, fits, children, 2));
    ae_size size;
    CHECK_OK(ae_tree_layout(tree, fits, 80, 5, AE_LEFT_TO_RIGHT, &size));
    CHECK_NEAR(size.width, 50);
    CHECK_FRAME(tree, small, 0, 0, 0, 50, 10);
    CHECK_FRAME(tree, big, 0, 0, 0, 0, 0);
    CHECK_STATUS(ae_view_create_view_that_fits(tree, 8, &fits), AE_ERROR_INVALID_ARGUMENT);
    ae_tree_free(tree);
}

/* A layout whose behaviour the context selects. */
enum mistake { NONE, FAIL_SIZE, NAN_SIZE, PLACE_TWICE, BAD_INDEX };
static int place_status = AE_OK;

static int row_size(void *context, const ae_subviews *subviews, double w, double h, ae_size *out) {
    (void)w;
    (void)h;
    enum mistake mistake = *(enum mistake *)context;
    if (mistake == FAIL_SIZE) return 3;
    size_t count = 0;
    ae_subviews_get_count(subviews, &count);
    out->width = 0;
    out->height = 0;
    for (size_t i = 0; i < count; i++) {
        ae_size s;
        if (ae_subviews_get_size(subviews, i, AE_UNSPECIFIED, AE_UNSPECIFIED, &s) != AE_OK) return 1;
        out->width += s.width;
        if (s.height > out->height) out->height = s.height;
    }
    if (mistake == NAN_SIZE) out->width = NAN;
    return 0;
}

static int row_place(void *context, const ae_subviews *subviews, double x, double y, double width, double height, double w, double h) {
    (void)width;
    (void)w;
    (void)h;
    enum mistake mistake = *(enum mistake *)context;
    size_t count = 0;
    ae_subviews_get_count(subviews, &count);
    for (size_t i = 0; i < count; i++) {
        ae_size s;
        ae_subviews_get_size(subviews, i, AE_UNSPECIFIED, AE_UNSPECIFIED, &s);
        /* Bottom-aligned: anchor (0, 1) at the bottom edge. */
        place_status = ae_subviews_place(subviews, mistake == BAD_INDEX ? 99 : i, x, y + height, 0, 1, AE_UNSPECIFIED, AE_UNSPECIFIED);
        if (place_status != AE_OK) return 1;
        if (mistake == PLACE_TWICE) {
            place_status = ae_subviews_place(subviews, i, x, y, 0, 0, AE_UNSPECIFIED, AE_UNSPECIFIED);
            if (place_status != AE_OK) return 2;
        }
        x += s.width;
    }
    return 0;
}

static void test_custom_layout(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    enum mistake mistake = NONE;
    ae_view a, b, layout;
    CHECK_OK(ae_view_create_image(tree, 10, 20, 0, &a));
    CHECK_OK(ae_view_create_image(tree, 30, 10, 0, &b));
    ae_layout_callbacks callbacks = {row_size, row_place, NULL};
    CHECK_OK(ae_view_create_layout(tree, "BottomRow", &callbacks, &mistake, &layout));
    ae_view children[2] = {a, b};
    CHECK_OK(ae_view_set_children(tree, layout, children, 2));
    ae_size size;
    CHECK_OK(ae_tree_layout(tree, layout, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    CHECK_NEAR(size.width, 40);
    CHECK_NEAR(size.height, 20);
    CHECK_FRAME(tree, a, 0, 0, 0, 10, 20);
    CHECK_FRAME(tree, b, 0, 10, 10, 30, 10);
    /* Right to left mirrors the placements. */
    CHECK_OK(ae_tree_layout(tree, layout, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_RIGHT_TO_LEFT, &size));
    CHECK_FRAME(tree, a, 0, 30, 0, 10, 20);
    /* Failures propagate as AE_ERROR_CALLBACK_FAILED, naming the layout. */
    mistake = FAIL_SIZE;
    CHECK_STATUS(ae_tree_layout(tree, layout, 100, 100, AE_LEFT_TO_RIGHT, &size), AE_ERROR_CALLBACK_FAILED);
    CHECK_MESSAGE("the layout 'BottomRow'");
    CHECK_MESSAGE("size_that_fits returned 3");
    mistake = NAN_SIZE;
    CHECK_STATUS(ae_tree_layout(tree, layout, 101, 100, AE_LEFT_TO_RIGHT, &size), AE_ERROR_CALLBACK_FAILED);
    CHECK_MESSAGE("answered size (nan x 20.0)");
    /* A subview placed twice keeps its last placement (top-aligned at y = 0): decision 23. */
    mistake = PLACE_TWICE;
    CHECK_OK(ae_tree_layout(tree, layout, 102, 100, AE_LEFT_TO_RIGHT, &size));
    CHECK(place_status == AE_OK);
    CHECK_FRAME(tree, a, 0, 0, 0, 10, 20);
    CHECK_FRAME(tree, b, 0, 10, 0, 30, 10);
    mistake = BAD_INDEX;
    CHECK_STATUS(ae_tree_layout(tree, layout, 103, 100, AE_LEFT_TO_RIGHT, &size), AE_ERROR_CALLBACK_FAILED);
    CHECK(place_status == AE_ERROR_INVALID_ARGUMENT);
    /* Bad arguments. */
    ae_layout_callbacks missing = {NULL, row_place, NULL};
    CHECK_STATUS(ae_view_create_layout(tree, "X", &missing, NULL, &layout), AE_ERROR_NULL_ARGUMENT);
    CHECK_MESSAGE("size_that_fits");
    CHECK_STATUS(ae_view_create_layout(tree, "X", NULL, NULL, &layout), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_subviews_get_count(NULL, NULL), AE_ERROR_NULL_ARGUMENT);
    ae_tree_free(tree);
}

static double seen_frame[4];
static void remember_frame(double x, double y, double width, double height, void *user_data) {
    (void)user_data;
    seen_frame[0] = x;
    seen_frame[1] = y;
    seen_frame[2] = width;
    seen_frame[3] = height;
}

static void test_scroll_view_lazy_stacks_and_reader_frames(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view bar, reader, stack, content, scroll;
    CHECK_OK(ae_view_create_shape(tree, AE_SHAPE_COLOR, &bar));
    CHECK_OK(ae_view_apply_frame(tree, bar, AE_UNSPECIFIED, 30, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER));
    CHECK_OK(ae_view_create_geometry_reader(tree, &reader));
    CHECK_OK(ae_view_apply_frame(tree, reader, AE_UNSPECIFIED, 50, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER));
    CHECK_OK(ae_view_observe_geometry_frame(tree, reader, remember_frame, NULL));
    CHECK_OK(ae_view_create_lazy_vstack(tree, AE_GUIDE_LEADING, 0, &stack));
    ae_view rows[2] = {bar, reader};
    CHECK_OK(ae_view_set_children(tree, stack, rows, 2));
    content = stack;
    CHECK_OK(ae_view_create_scroll_view(tree, AE_AXES_VERTICAL, &scroll));
    CHECK_OK(ae_view_set_children(tree, scroll, &content, 1));
    ae_size size;
    CHECK_OK(ae_tree_layout(tree, scroll, 200, 60, AE_LEFT_TO_RIGHT, &size));
    /* The content is proposed (200, nil): 200 x 80, taller than the 60-point ScrollView. */
    CHECK_NEAR(size.height, 60);
    CHECK_FRAME(tree, stack, 0, 0, 0, 200, 80);
    CHECK_NEAR(seen_frame[1], 30);
    CHECK_NEAR(seen_frame[2], 200);
    CHECK_NEAR(seen_frame[3], 50);
    CHECK_STATUS(ae_view_observe_geometry_frame(tree, bar, remember_frame, NULL), AE_ERROR_INVALID_TREE);
    CHECK_STATUS(ae_view_create_scroll_view(tree, 9, &scroll), AE_ERROR_INVALID_ARGUMENT);
    ae_tree_free(tree);
}

/* The spacing callback of test_layout_spacing_and_direction: what it saw and answers. */
static void *spacing_context_seen;
static ae_direction spacing_direction_seen;
static uint32_t spacing_subview_edges_seen;
static int spacing_status;
static uint32_t spacing_answer;

static int flush_spacing(void *context, const ae_subviews *subviews, uint32_t *out_zero_edges) {
    spacing_context_seen = context;
    if (ae_subviews_get_layout_direction(subviews, &spacing_direction_seen) != AE_OK) return 1;
    if (ae_subviews_get_spacing(subviews, 0, &spacing_subview_edges_seen) != AE_OK) return 1;
    *out_zero_edges = spacing_answer;
    return spacing_status;
}

static void test_layout_spacing_and_direction(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    enum mistake mistake = NONE;
    ae_view a, inside, c, spacer, layout, row;
    CHECK_OK(ae_view_create_image(tree, 10, 10, 0, &a));
    CHECK_OK(ae_view_create_image(tree, 20, 10, 0, &inside));
    CHECK_OK(ae_view_create_image(tree, 5, 10, 0, &c));
    CHECK_OK(ae_view_create_spacer(tree, 0, &spacer));
    ae_layout_callbacks callbacks = {row_size, row_place, NULL};
    CHECK_OK(ae_view_create_layout(tree, "Flush", &callbacks, &mistake, &layout));
    ae_view content[2] = {spacer, inside};
    CHECK_OK(ae_view_set_children(tree, layout, content, 2));
    CHECK_OK(ae_view_create_hstack(tree, AE_GUIDE_VERTICAL_CENTER, AE_UNSPECIFIED, &row));
    ae_view children[3] = {a, layout, c};
    CHECK_OK(ae_view_set_children(tree, row, children, 3));
    ae_size size;
    /* The default: the union of the subviews' (the unoriented Spacer asks for none anywhere). */
    CHECK_OK(ae_tree_layout(tree, row, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    CHECK_FRAME(tree, layout, 0, 10, 0, 20, 10);
    CHECK_FRAME(tree, c, 0, 30, 0, 5, 10);
    /* Its own: no space on its leading edge only. */
    spacing_answer = AE_EDGE_LEADING;
    CHECK_OK(ae_view_set_layout_spacing(tree, layout, flush_spacing));
    CHECK_OK(ae_tree_layout(tree, row, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    CHECK_FRAME(tree, layout, 0, 10, 0, 20, 10);
    CHECK_FRAME(tree, c, 0, 38, 0, 5, 10);
    CHECK_NEAR(size.width, 43);
    CHECK(spacing_context_seen == &mistake);
    CHECK(spacing_subview_edges_seen == AE_EDGE_ALL);
    CHECK(spacing_direction_seen == AE_LEFT_TO_RIGHT);
    /* None on any edge but the top: the default 8 on both sides. */
    spacing_answer = AE_EDGE_TOP;
    CHECK_OK(ae_view_set_layout_spacing(tree, layout, flush_spacing));
    CHECK_OK(ae_tree_layout(tree, row, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    CHECK_FRAME(tree, layout, 0, 18, 0, 20, 10);
    CHECK_FRAME(tree, c, 0, 46, 0, 5, 10);
    /* The direction: the root's, or the one an environment above the layout sets. */
    CHECK_OK(ae_tree_layout(tree, row, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_RIGHT_TO_LEFT, &size));
    CHECK(spacing_direction_seen == AE_RIGHT_TO_LEFT);
    CHECK_OK(ae_view_apply_layout_direction(tree, layout, AE_RIGHT_TO_LEFT));
    CHECK_OK(ae_tree_layout(tree, row, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    CHECK(spacing_direction_seen == AE_RIGHT_TO_LEFT);
    /* Failures name the layout; the next layout asks again. */
    spacing_status = 5;
    CHECK_OK(ae_view_set_layout_spacing(tree, layout, flush_spacing));
    CHECK_STATUS(ae_tree_layout(tree, row, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size), AE_ERROR_CALLBACK_FAILED);
    CHECK_MESSAGE("the layout 'Flush'");
    CHECK_MESSAGE("spacing returned 5");
    ae_rect frame;
    CHECK_STATUS(ae_view_get_frame(tree, layout, &frame), AE_ERROR_NOT_LAID_OUT);
    spacing_status = 0;
    spacing_answer = 16;
    CHECK_STATUS(ae_tree_layout(tree, row, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size), AE_ERROR_CALLBACK_FAILED);
    CHECK_MESSAGE("spacing answered the edges 16");
    /* NULL restores the default. */
    CHECK_OK(ae_view_set_layout_spacing(tree, layout, NULL));
    CHECK_OK(ae_tree_layout(tree, row, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    CHECK_FRAME(tree, c, 0, 30, 0, 5, 10);
    /* Bad arguments. */
    CHECK_STATUS(ae_view_set_layout_spacing(tree, a, flush_spacing), AE_ERROR_INVALID_TREE);
    CHECK_MESSAGE("not a Layout");
    CHECK_STATUS(ae_view_set_layout_spacing(tree, 99, flush_spacing), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_subviews_get_spacing(NULL, 0, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_subviews_get_layout_direction(NULL, NULL), AE_ERROR_NULL_ARGUMENT);
    ae_tree_free(tree);
}

/* objc.io's quiz 1 ("SwiftUI's Grid Views", 2020): [.fixed(70), .adaptive(minimum: 40)] in
 * 200: the fixed column is 70, the adaptive one fits two cells of 57. Then bad grid items. */
static void test_lazy_grids(void) {
    CHECK(sizeof(ae_grid_item) == 40);
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_grid_item columns[] = {{AE_GRID_ITEM_FIXED, 70, 70, AE_UNSPECIFIED, AE_GUIDE_NONE, AE_GUIDE_NONE},
                              {AE_GRID_ITEM_ADAPTIVE, 40, INFINITY, AE_UNSPECIFIED, AE_GUIDE_NONE, AE_GUIDE_NONE}};
    ae_view grid, cells[4];
    CHECK_OK(ae_view_create_lazy_vgrid(tree, columns, 2, AE_GUIDE_HORIZONTAL_CENTER, AE_UNSPECIFIED, &grid));
    for (int i = 0; i < 4; i++) {
        CHECK_OK(ae_view_create_shape(tree, AE_SHAPE_COLOR, &cells[i]));
        CHECK_OK(ae_view_apply_frame(tree, cells[i], AE_UNSPECIFIED, 50, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER));
    }
    CHECK_OK(ae_view_set_children(tree, grid, cells, 4));
    ae_size size;
    CHECK_OK(ae_tree_layout(tree, grid, 200, 300, AE_LEFT_TO_RIGHT, &size));
    CHECK_NEAR(size.width, 200);
    CHECK_NEAR(size.height, 108);
    CHECK_FRAME(tree, cells[1], 1, 78, 0, 57, 50);
    CHECK_FRAME(tree, cells[2], 1, 143, 0, 57, 50);
    CHECK_FRAME(tree, cells[3], 1, 0, 58, 70, 50);
    /* Apple's LazyHGrid: two fixed rows of 20, aligned at the top. */
    ae_grid_item rows[] = {{AE_GRID_ITEM_FIXED, 20, 20, AE_UNSPECIFIED, AE_GUIDE_NONE, AE_GUIDE_NONE},
                           {AE_GRID_ITEM_FIXED, 20, 20, AE_UNSPECIFIED, AE_GUIDE_NONE, AE_GUIDE_NONE}};
    CHECK_OK(ae_view_create_lazy_hgrid(tree, rows, 2, AE_GUIDE_TOP, 4, &grid));
    /* Bad items: each a clear error naming the item and the value. */
    ae_grid_item bad = {AE_GRID_ITEM_FIXED, -1, 0, AE_UNSPECIFIED, AE_GUIDE_NONE, AE_GUIDE_NONE};
    CHECK_STATUS(ae_view_create_lazy_vgrid(tree, &bad, 1, AE_GUIDE_LEADING, AE_UNSPECIFIED, &grid), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("LazyVGrid item 0: fixed size must not be negative");
    bad = (ae_grid_item){AE_GRID_ITEM_FLEXIBLE, NAN, 10, AE_UNSPECIFIED, AE_GUIDE_NONE, AE_GUIDE_NONE};
    CHECK_STATUS(ae_view_create_lazy_vgrid(tree, &bad, 1, AE_GUIDE_LEADING, AE_UNSPECIFIED, &grid), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("flexible minimum is NaN");
    bad = (ae_grid_item){AE_GRID_ITEM_FLEXIBLE, 30, 20, AE_UNSPECIFIED, AE_GUIDE_NONE, AE_GUIDE_NONE};
    CHECK_STATUS(ae_view_create_lazy_hgrid(tree, &bad, 1, AE_GUIDE_TOP, AE_UNSPECIFIED, &grid), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("LazyHGrid item 0: flexible minimum 30.0 is above its maximum 20.0");
    bad = (ae_grid_item){AE_GRID_ITEM_ADAPTIVE, 0, INFINITY, AE_UNSPECIFIED, AE_GUIDE_NONE, AE_GUIDE_NONE};
    CHECK_STATUS(ae_view_create_lazy_vgrid(tree, &bad, 1, AE_GUIDE_LEADING, AE_UNSPECIFIED, &grid), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("adaptive minimum must be above 0");
    bad = (ae_grid_item){AE_GRID_ITEM_FIXED, INFINITY, 0, AE_UNSPECIFIED, AE_GUIDE_NONE, AE_GUIDE_NONE};
    CHECK_STATUS(ae_view_create_lazy_vgrid(tree, &bad, 1, AE_GUIDE_LEADING, AE_UNSPECIFIED, &grid), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("must be finite");
    CHECK_STATUS(ae_view_create_lazy_vgrid(tree, columns, 0, AE_GUIDE_LEADING, AE_UNSPECIFIED, &grid), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("LazyVGrid needs at least one grid item");
    CHECK_STATUS(ae_view_create_lazy_vgrid(tree, NULL, 2, AE_GUIDE_LEADING, AE_UNSPECIFIED, &grid), AE_ERROR_NULL_ARGUMENT);
    bad = (ae_grid_item){(ae_grid_item_size)7, 1, 1, AE_UNSPECIFIED, AE_GUIDE_NONE, AE_GUIDE_NONE};
    CHECK_STATUS(ae_view_create_lazy_vgrid(tree, &bad, 1, AE_GUIDE_LEADING, AE_UNSPECIFIED, &grid), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_view_create_lazy_vgrid(tree, columns, 2, AE_GUIDE_TOP, AE_UNSPECIFIED, &grid), AE_ERROR_INVALID_GUIDE);
    ae_tree_free(tree);
}

/* Layout values: a row that puts each subview at x = its "x" layout value (default 0). */
static int indent_size(void *context, const ae_subviews *subviews, double w, double h, ae_size *out) {
    (void)context;
    (void)w;
    (void)h;
    size_t count = 0;
    ae_subviews_get_count(subviews, &count);
    out->width = 0;
    out->height = 10;
    for (size_t i = 0; i < count; i++) {
        double x = 0;
        if (ae_subviews_get_layout_value(subviews, i, "x", 0, &x) != AE_OK) return 1;
        if (x + 10 > out->width) out->width = x + 10;
    }
    return 0;
}

static int indent_place(void *context, const ae_subviews *subviews, double x, double y, double width, double height, double w, double h) {
    (void)context;
    (void)width;
    (void)height;
    (void)w;
    (void)h;
    size_t count = 0;
    ae_subviews_get_count(subviews, &count);
    for (size_t i = 0; i < count; i++) {
        double indent = -1;
        if (ae_subviews_get_layout_value(subviews, i, "x", 0, &indent) != AE_OK) return 1;
        if (ae_subviews_place(subviews, i, x + indent, y, 0, 0, 10, 10) != AE_OK) return 2;
    }
    return 0;
}

static void test_layout_values(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view a, b, layout;
    CHECK_OK(ae_view_create_shape(tree, AE_SHAPE_COLOR, &a));
    CHECK_OK(ae_view_create_shape(tree, AE_SHAPE_COLOR, &b));
    /* The value belongs to the view with its modifiers. */
    CHECK_OK(ae_view_apply_padding(tree, b, 0, 0, 0, 0));
    ae_layout_callbacks callbacks = {indent_size, indent_place, NULL};
    CHECK_OK(ae_view_create_layout(tree, "Indent", &callbacks, NULL, &layout));
    CHECK_OK(ae_view_set_children(tree, layout, (ae_view[]){a, b}, 2));
    CHECK_OK(ae_view_set_layout_value(tree, b, "x", 30));
    ae_size size;
    CHECK_OK(ae_tree_layout(tree, layout, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    CHECK_NEAR(size.width, 40);
    /* a sets no value: the default the layout passes (0). */
    CHECK_FRAME(tree, a, 0, 0, 0, 10, 10);
    CHECK_FRAME(tree, b, 0, 30, 0, 10, 10);
    /* A changed value relays out the container. */
    CHECK_OK(ae_view_set_layout_value(tree, a, "x", 50));
    CHECK_OK(ae_tree_layout(tree, layout, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    CHECK_NEAR(size.width, 60);
    CHECK_FRAME(tree, a, 0, 50, 0, 10, 10);
    /* Bad input. */
    CHECK_STATUS(ae_view_set_layout_value(tree, a, "x", NAN), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("layoutValue 'x' of view #0 must be a finite number, not nan");
    CHECK_STATUS(ae_view_set_layout_value(tree, a, NULL, 1), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_set_layout_value(tree, 99, "x", 1), AE_ERROR_INVALID_ARGUMENT);
    ae_tree_free(tree);
}

/* Every view and modifier that the functions make from numbers, built as one program: the
 * same frames as the functions give (they run the same instructions). */
static void test_program_builds_the_whole_vocabulary(void) {
    const double u = AE_UNSPECIFIED, H = AE_GUIDE_HORIZONTAL_CENTER, V = AE_GUIDE_VERTICAL_CENTER;
    const double program[] = {
        AE_OP_IMAGE, 20, 20, 0,                                   /* 0 */
        AE_OP_IMAGE, 30, 10, 0,                                   /* 1 */
        AE_OP_DIVIDER,                                            /* 2 */
        AE_OP_GRID_ROW, -1,                                       /* 3 */
        AE_OP_CHILDREN, 3, 2, 0, 1,
        AE_OP_GRID, AE_GUIDE_LEADING, AE_GUIDE_TOP, 4, u,         /* 4 */
        AE_OP_CHILDREN, 4, 2, 3, 2,
        AE_OP_GRID_CELL_ANCHOR, 0, 1, 1,
        AE_OP_GRID_COLUMN_ALIGNMENT, 1, AE_GUIDE_TRAILING,
        AE_OP_IMAGE, 10, 10, 0, AE_OP_IMAGE, 10, 10, 0, AE_OP_IMAGE, 10, 10, 0,   /* 5, 6, 7 */
        AE_OP_LAZY_VGRID, 2, AE_GRID_ITEM_FIXED, 15, 15, u, AE_GUIDE_NONE, AE_GUIDE_NONE,
                             AE_GRID_ITEM_FLEXIBLE, 10, INFINITY, u, AE_GUIDE_NONE, AE_GUIDE_NONE, H, 2,   /* 8 */
        AE_OP_CHILDREN, 8, 3, 5, 6, 7,
        AE_OP_LAZY_VSTACK, H, 6,                                  /* 9 */
        AE_OP_CHILDREN, 9, 2, 4, 8,
        AE_OP_SCROLL_VIEW, AE_AXES_VERTICAL,                      /* 10 */
        AE_OP_CHILDREN, 10, 1, 9,
        AE_OP_IMAGE, 50, 50, 1, AE_OP_IMAGE, 500, 50, 0,          /* 11, 12 */
        AE_OP_VIEW_THAT_FITS, AE_AXES_HORIZONTAL,                 /* 13 */
        AE_OP_CHILDREN, 13, 2, 12, 11,
        AE_OP_CONTAINER_RELATIVE_FRAME, 11, AE_AXES_HORIZONTAL, 4, 1, 0, H, V,
        AE_OP_LAZY_HSTACK, V, 0,                                  /* 14 */
        AE_OP_CHILDREN, 14, 2, 10, 13,
    };
    ae_tree *tree = NULL;
    ae_view first = -1;
    ae_size size;
    CHECK_OK(ae_tree_create(&tree));
    CHECK_OK(ae_tree_build(tree, program, sizeof program / sizeof program[0], &first));
    CHECK(first == 0);
    CHECK_OK(ae_tree_layout(tree, 14, 200, 100, AE_LEFT_TO_RIGHT, &size));
    size_t count = 0;
    double frames[15 * 8];
    CHECK_OK(ae_tree_get_frames(tree, frames, 15, &count));
    CHECK(count == 15);

    /* The same tree through the functions. */
    ae_tree *other = NULL;
    ae_view v[15];
    ae_grid_item columns[] = {{AE_GRID_ITEM_FIXED, 15, 15, AE_UNSPECIFIED, AE_GUIDE_NONE, AE_GUIDE_NONE},
                              {AE_GRID_ITEM_FLEXIBLE, 10, INFINITY, AE_UNSPECIFIED, AE_GUIDE_NONE, AE_GUIDE_NONE}};
    CHECK_OK(ae_tree_create(&other));
    CHECK_OK(ae_view_create_image(other, 20, 20, 0, &v[0]));
    CHECK_OK(ae_view_create_image(other, 30, 10, 0, &v[1]));
    CHECK_OK(ae_view_create_divider(other, &v[2]));
    CHECK_OK(ae_view_create_grid_row(other, -1, &v[3]));
    CHECK_OK(ae_view_set_children(other, v[3], (ae_view[]){v[0], v[1]}, 2));
    CHECK_OK(ae_view_create_grid(other, AE_GUIDE_LEADING, AE_GUIDE_TOP, 4, AE_UNSPECIFIED, &v[4]));
    CHECK_OK(ae_view_set_children(other, v[4], (ae_view[]){v[3], v[2]}, 2));
    CHECK_OK(ae_view_apply_grid_cell_anchor(other, v[0], 1, 1));
    CHECK_OK(ae_view_apply_grid_column_alignment(other, v[1], AE_GUIDE_TRAILING));
    for (int i = 5; i <= 7; i++) CHECK_OK(ae_view_create_image(other, 10, 10, 0, &v[i]));
    CHECK_OK(ae_view_create_lazy_vgrid(other, columns, 2, AE_GUIDE_HORIZONTAL_CENTER, 2, &v[8]));
    CHECK_OK(ae_view_set_children(other, v[8], (ae_view[]){v[5], v[6], v[7]}, 3));
    CHECK_OK(ae_view_create_lazy_vstack(other, AE_GUIDE_HORIZONTAL_CENTER, 6, &v[9]));
    CHECK_OK(ae_view_set_children(other, v[9], (ae_view[]){v[4], v[8]}, 2));
    CHECK_OK(ae_view_create_scroll_view(other, AE_AXES_VERTICAL, &v[10]));
    CHECK_OK(ae_view_set_children(other, v[10], (ae_view[]){v[9]}, 1));
    CHECK_OK(ae_view_create_image(other, 50, 50, 1, &v[11]));
    CHECK_OK(ae_view_create_image(other, 500, 50, 0, &v[12]));
    CHECK_OK(ae_view_create_view_that_fits(other, AE_AXES_HORIZONTAL, &v[13]));
    CHECK_OK(ae_view_set_children(other, v[13], (ae_view[]){v[12], v[11]}, 2));
    CHECK_OK(ae_view_apply_container_relative_frame(other, v[11], AE_AXES_HORIZONTAL, 4, 1, 0, AE_GUIDE_HORIZONTAL_CENTER,
                                                     AE_GUIDE_VERTICAL_CENTER));
    CHECK_OK(ae_view_create_lazy_hstack(other, AE_GUIDE_VERTICAL_CENTER, 0, &v[14]));
    CHECK_OK(ae_view_set_children(other, v[14], (ae_view[]){v[10], v[13]}, 2));
    ae_size other_size;
    CHECK_OK(ae_tree_layout(other, v[14], 200, 100, AE_LEFT_TO_RIGHT, &other_size));
    CHECK_NEAR(other_size.width, size.width);
    CHECK_NEAR(other_size.height, size.height);
    double other_frames[15 * 8];
    CHECK_OK(ae_tree_get_frames(other, other_frames, 15, &count));
    for (int i = 0; i < 15 * 8; i++) CHECK_NEAR(other_frames[i], frames[i]);
    /* A few numbers: the relative frame is a quarter of the root's 200 (no ScrollView above). */
    CHECK_NEAR(frames[11 * 8 + 2], 50);
    ae_tree_free(other);
    ae_tree_free(tree);
}
int main(void) {
    test_program_builds_the_whole_vocabulary();
    test_lazy_grids();
    test_scroll_view_lazy_stacks_and_reader_frames();
    test_grid();
    test_view_that_fits();
    test_custom_layout();
    test_layout_spacing_and_direction();
    test_layout_values();
    return check_summary("test_vocabulary");
}
