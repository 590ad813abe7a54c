/* test_rows.c — lazy rows (ae_view_set_rows) in a ScrollView with a viewport
 * (ae_view_set_viewport): only the rows in and near the viewport are built, each a host-measured
 * leaf; rows keep their places as the viewport scrolls; the views a layout changed
 * (ae_tree_get_changed_views) and the frames of the layout before (ae_tree_get_layout_frames).
 * Bad builders (failing, answering another view, re-entering the tree, freeing it) and bad
 * viewports fail clearly and leave the tree usable, and nothing leaks (valgrind). */
#include <stdint.h>
#include <stdlib.h>

#include "check.h"

enum { ROWS = 1000000 };

/* Row i is 20 + (i * 7) % 23 tall and 100 wide: its measure's view data is its index + 1. */
static int measure_rows(const ae_measure_request *requests, size_t count, void *user_data, ae_size *out, size_t *answered) {
    int *calls = user_data;
    *calls += (int)count;
    for (size_t i = 0; i < count; i++) {
        intptr_t row = (intptr_t)requests[i].view_data - 1;
        out[i] = (ae_size){100, 20 + (double)((row * 7) % 23)};
    }
    *answered = count;
    return 0;
}

typedef struct {
    int32_t measure;
    const char *mode; /* "good", "fails", "other", "layout", "set_text", "free" */
    ae_view other;
    int64_t lowest, highest, built;
    ae_status reentry_status;
} row_host;

static int build_row(ae_tree *tree, ae_view container, int64_t index, void *user_data, ae_view *out_row) {
    (void)container;
    row_host *host = user_data;
    host->built++;
    if (index < host->lowest) host->lowest = index;
    if (index > host->highest) host->highest = index;
    if (index == 5 && !strcmp(host->mode, "fails")) return 3;
    if (index == 5 && !strcmp(host->mode, "other")) {
        *out_row = host->other;
        return 0;
    }
    if (index == 5 && !strcmp(host->mode, "layout")) {
        ae_size size;
        host->reentry_status = ae_tree_layout(tree, 0, 100, 100, AE_LEFT_TO_RIGHT, &size);
    }
    if (index == 5 && !strcmp(host->mode, "set_text")) host->reentry_status = ae_view_set_text(tree, host->other, "x", 1);
    if (index == 5 && !strcmp(host->mode, "free")) ae_tree_free(tree);
    return ae_view_create_measured_batch(tree, host->measure, (void *)(intptr_t)(index + 1), out_row) == AE_OK ? 0 : 1;
}

/* A ScrollView of a LazyVStack (spacing 0) of ROWS measured rows. */
static ae_tree *make(row_host *host, int *calls, ae_view *scroll, ae_view *list) {
    ae_tree *tree;
    CHECK_OK(ae_tree_create(&tree));
    CHECK_OK(ae_tree_define_measure_batch(tree, measure_rows, NULL, NULL, calls, &host->measure));
    CHECK_OK(ae_view_create_scroll_view(tree, 2 /* vertical */, scroll));
    CHECK_OK(ae_view_create_lazy_vstack(tree, AE_GUIDE_LEADING, 0, list));
    CHECK_OK(ae_view_set_children(tree, *scroll, list, 1));
    CHECK_OK(ae_view_create_text(tree, "other", NULL, 0, AE_TEXT_ALIGNMENT_LEADING, &host->other));
    CHECK_OK(ae_view_set_rows(tree, *list, ROWS, build_row, host));
    return tree;
}

static void test_rows_near_the_viewport(void) {
    row_host host = {0, "good", 0, INT64_MAX, -1, 0, AE_OK};
    int calls = 0;
    ae_view scroll, list;
    ae_tree *tree = make(&host, &calls, &scroll, &list);
    CHECK_OK(ae_view_set_viewport(tree, scroll, 0, 800));
    ae_size size;
    CHECK_OK(ae_tree_layout(tree, scroll, 300, 800, AE_LEFT_TO_RIGHT, &size));
    CHECK(size.width == 300 && size.height == 800);
    int64_t first, count;
    CHECK_OK(ae_view_get_row_window(tree, list, &first, &count));
    /* 1,200 points of rows averaging 31 points: a few dozen rows of a million. */
    CHECK(first == 0 && count >= 35 && count <= 45);
    CHECK(host.highest < first + count + 10);
    CHECK(calls <= 2 * (count + 8));  /* two answers ahead per leaf, none asked again */
    ae_view row;
    ae_rect frame;
    CHECK_OK(ae_view_get_row(tree, list, 1, &row));
    CHECK_OK(ae_view_get_frame(tree, row, &frame));
    CHECK(frame.x == 0 && frame.y == 20 && frame.width == 100 && frame.height == 27);
    CHECK_OK(ae_view_get_row(tree, list, 500000, &row));
    CHECK(row == AE_NO_VIEW);
    CHECK_STATUS(ae_view_get_row(tree, list, ROWS, &row), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("no row 1000000");
    uint64_t number;
    CHECK_OK(ae_tree_get_layout_number(tree, &number));
    CHECK(number == 1);

    /* Scroll down one screen, twice: rows built only near there; rows 0 and 1 leave. */
    host.lowest = INT64_MAX;
    host.built = 0;
    CHECK_OK(ae_tree_set_keeps_previous_frames(tree, 1));
    CHECK_OK(ae_view_set_viewport(tree, scroll, 800, 800));
    CHECK_OK(ae_tree_layout(tree, scroll, 300, 800, AE_LEFT_TO_RIGHT, &size));
    CHECK_OK(ae_view_set_viewport(tree, scroll, 1600, 800));
    CHECK_OK(ae_tree_layout(tree, scroll, 300, 800, AE_LEFT_TO_RIGHT, &size));
    CHECK_OK(ae_view_get_row_window(tree, list, &first, &count));
    CHECK(first > 20 && host.lowest >= 20);
    CHECK_OK(ae_tree_get_layout_number(tree, &number));
    CHECK(number == 3);
    /* Row `first` sits where every row above it put it (rows measured on the way down). */
    double y = 0;
    for (int64_t i = 0; i < first; i++) y += 20 + (double)((i * 7) % 23);
    CHECK_OK(ae_view_get_row(tree, list, first, &row));
    CHECK_OK(ae_view_get_frame(tree, row, &frame));
    CHECK(frame.y == y);
    /* The changed views are listed; the frames of layout 2 are still kept. */
    size_t changed = 0;
    CHECK_STATUS(ae_tree_get_changed_views(tree, NULL, 0, &changed), AE_ERROR_BUFFER_TOO_SMALL);
    CHECK(changed > 0);
    ae_view *views = malloc(changed * sizeof(ae_view));
    CHECK_OK(ae_tree_get_changed_views(tree, views, changed, &changed));
    free(views);
    double frames[8];
    ae_view scroll_only[1] = {scroll};
    CHECK_OK(ae_tree_get_layout_frames(tree, 2, scroll_only, 1, frames));
    CHECK(frames[2] == 300 && frames[3] == 800);
    CHECK_STATUS(ae_tree_get_layout_frames(tree, 1, scroll_only, 1, frames), AE_ERROR_NOT_LAID_OUT);
    CHECK_MESSAGE("the frames of layout 1 are not kept");
    ae_tree_free(tree);
}

static void test_bad_builders(void) {
    const char *modes[] = {"fails", "other", "layout", "set_text"};
    for (size_t m = 0; m < sizeof modes / sizeof *modes; m++) {
        row_host host = {0, modes[m], 0, INT64_MAX, -1, 0, AE_OK};
        int calls = 0;
        ae_view scroll, list;
        ae_tree *tree = make(&host, &calls, &scroll, &list);
        CHECK_OK(ae_view_set_viewport(tree, scroll, 0, 800));
        ae_size size;
        ae_status status = ae_tree_layout(tree, scroll, 300, 800, AE_LEFT_TO_RIGHT, &size);
        CHECK(status == AE_ERROR_CALLBACK_FAILED || status == AE_ERROR_INVALID_TREE);
        CHECK_MESSAGE("row builder of LazyVStack view #1");
        CHECK_MESSAGE("row 5");
        if (!strcmp(modes[m], "layout")) CHECK(host.reentry_status == AE_ERROR_BUSY);
        if (!strcmp(modes[m], "set_text")) CHECK(host.reentry_status == AE_ERROR_BUSY);
        /* The tree stays usable: the builder behaves now. */
        host.mode = "good";
        CHECK_OK(ae_tree_layout(tree, scroll, 300, 800, AE_LEFT_TO_RIGHT, &size));
        int64_t first, count;
        CHECK_OK(ae_view_get_row_window(tree, list, &first, &count));
        CHECK(first == 0 && count > 30);
        ae_tree_free(tree);
    }
    /* Freeing the tree from a builder frees it when the layout returns. */
    row_host host = {0, "free", 0, INT64_MAX, -1, 0, AE_OK};
    int calls = 0;
    ae_view scroll, list;
    ae_tree *tree = make(&host, &calls, &scroll, &list);
    ae_size size;
    ae_tree_layout(tree, scroll, 300, 800, AE_LEFT_TO_RIGHT, &size);
}

static void test_bad_viewports_and_rows(void) {
    row_host host = {0, "good", 0, INT64_MAX, -1, 0, AE_OK};
    int calls = 0;
    ae_view scroll, list;
    ae_tree *tree = make(&host, &calls, &scroll, &list);
    CHECK_STATUS(ae_view_set_viewport(tree, scroll, NAN, 800), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("viewport offset of ScrollView view #0");
    CHECK_STATUS(ae_view_set_viewport(tree, scroll, INFINITY, 800), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_set_viewport(tree, scroll, 0, 0), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("not 0.0");
    CHECK_STATUS(ae_view_set_viewport(tree, scroll, 0, -1), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_set_viewport(tree, list, 0, 800), AE_ERROR_INVALID_TREE);
    CHECK_MESSAGE("not a ScrollView");
    CHECK_STATUS(ae_view_set_viewport(tree, 99, 0, 800), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_view_set_rows(tree, list, -1, build_row, &host), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_set_rows(tree, scroll, 3, build_row, &host), AE_ERROR_INVALID_TREE);
    CHECK_STATUS(ae_view_set_rows(tree, list, 3, NULL, &host), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_set_children(tree, list, &host.other, 1), AE_ERROR_INVALID_TREE);
    CHECK_MESSAGE("its children are its rows");
    int64_t first, count;
    CHECK_STATUS(ae_view_get_row_window(tree, scroll, &first, &count), AE_ERROR_INVALID_TREE);
    CHECK_STATUS(ae_view_get_row_window(tree, list, NULL, &count), AE_ERROR_NULL_ARGUMENT);
    /* A negative offset rests at the top, one past the end at the last screen. */
    ae_size size;
    CHECK_OK(ae_view_set_viewport(tree, scroll, -100, 800));
    CHECK_OK(ae_tree_layout(tree, scroll, 300, 800, AE_LEFT_TO_RIGHT, &size));
    CHECK_OK(ae_view_get_row_window(tree, list, &first, &count));
    CHECK(first == 0);
    CHECK_OK(ae_view_set_viewport(tree, scroll, 1e15, 800));
    CHECK_OK(ae_tree_layout(tree, scroll, 300, 800, AE_LEFT_TO_RIGHT, &size));
    CHECK_OK(ae_view_get_row_window(tree, list, &first, &count));
    CHECK(first + count == ROWS);
    CHECK_OK(ae_view_remove_viewport(tree, scroll));
    CHECK_STATUS(ae_tree_set_keeps_previous_frames(tree, 2), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_tree_get_changed_views(tree, NULL, 0, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_get_layout_frames(tree, 1, NULL, 0, NULL), AE_ERROR_BUFFER_TOO_SMALL);
    ae_tree_free(tree);
}

int main(void) {
    test_rows_near_the_viewport();
    test_bad_builders();
    test_bad_viewports_and_rows();
    return check_summary("test_rows");
}
