/* test_measure_batch.c — batch measures (ae_tree_define_measure_batch): rows of leaves are
 * measured in one call and laid out exactly as single-call measures lay them out; answers of
 * the wrong count, NaN, negative or infinite sizes, failures, re-entry and freeing the tree
 * from the callback fail clearly and leave the tree usable (and nothing leaked: valgrind). */
#include <stdlib.h>

#include "check.h"

static const double u = AE_UNSPECIFIED;
enum { ROWS = 30, LEAVES = 5 };

/* Text-like: `natural` wide at most, wrapping into lines 10 high under a narrower width. */
static ae_size wrapping(double natural, double proposed_width) {
    double width = isnan(proposed_width) || proposed_width > natural ? natural : proposed_width;
    double lines = width > 0 ? ceil(natural / width) : 1;
    return (ae_size){width, 10 * lines};
}

static double natural_width(int key) { return 20 + 13 * (key % 5); }

static int measure_single(double w, double h, void *user_data, ae_size *out) {
    (void)h;
    int *calls = user_data;
    calls[0]++;
    *out = wrapping(natural_width(calls[1]), w);
    return 0;
}

/* What the batch callback does, and what it saw. */
typedef struct {
    const char *mode;  /* "good", "fewer", "more", "nan", "negative", "infinite", "fails", "silent", "reenter", "free" */
    ae_tree *tree;
    int batches, requests;
    ae_status reentry_status;
} batch_host;

static int measure_batch(const ae_measure_request *requests, size_t count, void *user_data, ae_size *out, size_t *answered) {
    batch_host *host = user_data;
    host->batches++;
    host->requests += (int)count;
    for (size_t i = 0; i < count; i++) {
        /* Leaves made by AE_OP_MEASURED carry the measure's user data: key 1. */
        int key = requests[i].view_data == user_data ? 1 : *(const int *)requests[i].view_data;
        out[i] = wrapping(natural_width(key), requests[i].proposed_width);
    }
    *answered = count;
    const char *mode = host->mode;
    if (!strcmp(mode, "fewer")) *answered = count - 1;
    if (!strcmp(mode, "more")) *answered = count + 1;
    if (!strcmp(mode, "nan")) out[count - 1].height = NAN;
    if (!strcmp(mode, "negative")) out[0].width = -1;
    if (!strcmp(mode, "infinite")) out[0].width = INFINITY;
    if (!strcmp(mode, "silent")) *answered = 0;
    if (!strcmp(mode, "reenter")) {
        size_t views;
        host->reentry_status = ae_tree_get_view_count(host->tree, &views);
    }
    if (!strcmp(mode, "free")) ae_tree_free(host->tree);
    return !strcmp(mode, "fails") ? 7 : 0;
}

static double baseline_of_data(double width, double height, void *view_data) {
    (void)width;
    return height - *(const int *)view_data;
}

/* ROWS rows of LEAVES leaves in a VStack: single-call leaves (batch NULL) or leaves of the
 * batch measure `batch` with data keys[i]. Answers the root. */
static ae_view build_rows(ae_tree *tree, int32_t batch, int (*calls)[2], int *keys) {
    ae_view rows[ROWS], root;
    for (int r = 0; r < ROWS; r++) {
        ae_view leaves[LEAVES];
        CHECK_OK(ae_view_create_hstack(tree, AE_GUIDE_TOP, 8, &rows[r]));
        for (int j = 0; j < LEAVES; j++) {
            int key = r * LEAVES + j;
            keys[key] = key;
            calls[key][1] = key;
            if (batch >= 0) {
                CHECK_OK(ae_view_create_measured_batch(tree, batch, &keys[key], &leaves[j]));
            } else {
                CHECK_OK(ae_view_create_measured(tree, measure_single, NULL, NULL, calls[key], &leaves[j]));
            }
        }
        CHECK_OK(ae_view_set_children(tree, rows[r], leaves, LEAVES));
    }
    CHECK_OK(ae_view_create_vstack(tree, AE_GUIDE_LEADING, 4, &root));
    CHECK_OK(ae_view_set_children(tree, root, rows, ROWS));
    return root;
}

static void test_rows_match_single_calls(void) {
    static int calls[ROWS * LEAVES][2], keys[ROWS * LEAVES];
    ae_tree *single = NULL, *batched = NULL;
    CHECK_OK(ae_tree_create(&single));
    CHECK_OK(ae_tree_create(&batched));
    batch_host host = {"good", batched, 0, 0, AE_OK};
    int32_t measure = -1;
    CHECK_OK(ae_tree_define_measure_batch(batched, measure_batch, NULL, NULL, &host, &measure));
    ae_view a = build_rows(single, -1, calls, keys), b = build_rows(batched, measure, calls, keys);
    ae_size sa, sb;
    CHECK_OK(ae_tree_layout(single, a, 150, u, AE_LEFT_TO_RIGHT, &sa));
    CHECK_OK(ae_tree_layout(batched, b, 150, u, AE_LEFT_TO_RIGHT, &sb));
    CHECK(sa.width == sb.width && sa.height == sb.height);
    static double fa[ROWS * (LEAVES + 1) * 8 + 8], fb[ROWS * (LEAVES + 1) * 8 + 8];
    size_t na = 0, nb = 0;
    CHECK_OK(ae_tree_get_frames(single, fa, sizeof fa / sizeof fa[0], &na));
    CHECK_OK(ae_tree_get_frames(batched, fb, sizeof fb / sizeof fb[0], &nb));
    CHECK(na == nb && na > 0 && memcmp(fa, fb, na * 8 * sizeof(double)) == 0);
    int single_calls = 0;
    for (int i = 0; i < ROWS * LEAVES; i++) single_calls += calls[i][0];
    /* Ahead: every leaf's ideal and minimum in one batch; then one batch of probes per row;
     * the offers that depend on earlier answers one at a time. */
    CHECK(host.requests == 2 * ROWS * LEAVES + ROWS * LEAVES + (single_calls - 2 * ROWS * LEAVES));
    CHECK(host.batches == 1 + ROWS + (single_calls - 2 * ROWS * LEAVES));
    CHECK(host.batches < single_calls / 2);
    /* Nothing changed: nothing asked. */
    int before = host.batches;
    CHECK_OK(ae_tree_layout(batched, b, 150, u, AE_LEFT_TO_RIGHT, &sb));
    CHECK(host.batches == before);
    ae_tree_free(single);
    ae_tree_free(batched);
}

static void test_program_leaves_and_baselines_get_their_data(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    batch_host host = {"good", tree, 0, 0, AE_OK};
    int32_t measure = -1, single = -1;
    CHECK_OK(ae_tree_define_measure(tree, measure_single, NULL, NULL, NULL, &single));
    CHECK_OK(ae_tree_define_measure_batch(tree, measure_batch, baseline_of_data, NULL, &host, &measure));
    ae_view leaf;
    CHECK_STATUS(ae_view_create_measured_batch(tree, single, NULL, &leaf), AE_ERROR_INVALID_ARGUMENT);
    CHECK_MESSAGE("is not a batch measure");
    CHECK_STATUS(ae_view_create_measured_batch(tree, 9, NULL, &leaf), AE_ERROR_INVALID_ARGUMENT);
    int key = 3;
    ae_view a, b, row;
    CHECK_OK(ae_view_create_measured_batch(tree, measure, &key, &a)); /* 20 + 39 wide */
    const double program[] = {AE_OP_MEASURED, (double)measure};
    CHECK_OK(ae_tree_build(tree, program, 2, &b));                     /* key 1: 33 wide */
    CHECK_OK(ae_view_create_hstack(tree, AE_GUIDE_TOP, 0, &row));
    ae_view children[] = {a, b};
    CHECK_OK(ae_view_set_children(tree, row, children, 2));
    ae_size size;
    CHECK_OK(ae_tree_layout(tree, row, u, u, AE_LEFT_TO_RIGHT, &size));
    ae_rect frame;
    CHECK_OK(ae_view_get_frame(tree, a, &frame));
    CHECK_NEAR(frame.width, 59);
    CHECK_NEAR(frame.height, 10);
    CHECK_OK(ae_view_get_frame(tree, b, &frame));
    CHECK_NEAR(frame.x, 59);
    CHECK_NEAR(frame.width, 33);
    CHECK(host.batches == 1 && host.requests == 4);
    /* The baseline callback gets the view's data: 10 - 3. */
    double baseline = 0;
    CHECK_OK(ae_view_get_guide_position(tree, a, AE_GUIDE_FIRST_TEXT_BASELINE, &baseline));
    CHECK_NEAR(baseline, 7);
    ae_tree_free(tree);
}

static void test_bad_answers_fail_and_leave_the_tree_usable(void) {
    static const struct { const char *mode, *message; } cases[] = {
        {"fewer", "answered 3 sizes for 4 requests"},
        {"more", "answered 5 sizes for 4 requests"},
        {"silent", "answered 0 sizes for 4 requests (*out_answered must be the count it was given)"},
        {"nan", "answered the size (0.0, nan) for request 3 (view 1)"},
        {"negative", "the batch measure answered (-1.0 x 10.0) for view 'first' (request 0 of 4)"},
        {"infinite", "answered the size (inf, 10.0) for request 0 (view 0)"},
        {"fails", "it returned 7"},
        {"reenter", NULL},
    };
    int keys[2] = {0, 0};
    ae_size size;
    ae_rect frame;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        /* A new tree each time, laid out cold: every question is asked. (A change of
         * structure would not do: a measured leaf's answers outlive it.) */
        ae_tree *tree = NULL;
        CHECK_OK(ae_tree_create(&tree));
        batch_host host = {"good", tree, 0, 0, AE_OK};
        int32_t measure = -1;
        CHECK_OK(ae_tree_define_measure_batch(tree, measure_batch, NULL, NULL, &host, &measure));
        ae_view leaves[2], row;
        CHECK_OK(ae_view_create_measured_batch(tree, measure, &keys[0], &leaves[0]));
        CHECK_OK(ae_view_create_measured_batch(tree, measure, &keys[1], &leaves[1]));
        CHECK_OK(ae_view_set_id(tree, leaves[0], "first"));
        CHECK_OK(ae_view_create_hstack(tree, AE_GUIDE_TOP, 0, &row));
        CHECK_OK(ae_view_set_children(tree, row, leaves, 2));
        host.mode = cases[i].mode;
        if (cases[i].message) {
            CHECK_STATUS(ae_tree_layout(tree, row, u, u, AE_LEFT_TO_RIGHT, &size), AE_ERROR_CALLBACK_FAILED);
            CHECK_MESSAGE(cases[i].message);
            CHECK_MESSAGE("view 'first'");
            CHECK_STATUS(ae_view_get_frame(tree, leaves[0], &frame), AE_ERROR_NOT_LAID_OUT);
        } else {
            CHECK_OK(ae_tree_layout(tree, row, u, u, AE_LEFT_TO_RIGHT, &size));
            CHECK(host.reentry_status == AE_ERROR_BUSY);
        }
        host.mode = "good";
        CHECK_OK(ae_tree_layout(tree, row, u, u, AE_LEFT_TO_RIGHT, &size));
        CHECK_NEAR(size.width, 40);
        CHECK_NEAR(size.height, 10);
        CHECK_OK(ae_tree_layout(tree, row, u, u, AE_LEFT_TO_RIGHT, &size));
        CHECK_NEAR(size.width, 40);
        ae_tree_free(tree);
    }
}

static void test_freeing_the_tree_from_the_callback(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    batch_host host = {"free", tree, 0, 0, AE_OK};
    int32_t measure = -1;
    CHECK_OK(ae_tree_define_measure_batch(tree, measure_batch, NULL, NULL, &host, &measure));
    int key = 0;
    ae_view leaf;
    CHECK_OK(ae_view_create_measured_batch(tree, measure, &key, &leaf));
    ae_size size;
    /* The tree is freed when the layout returns; the layout's own answer does not matter. */
    (void)ae_tree_layout(tree, leaf, u, u, AE_LEFT_TO_RIGHT, &size);
    CHECK(host.batches == 1);
}

int main(void) {
    test_rows_match_single_calls();
    test_program_leaves_and_baselines_get_their_data();
    test_bad_answers_fail_and_leave_the_tree_usable();
    test_freeing_the_tree_from_the_callback();
    return check_summary("test_measure_batch");
}
