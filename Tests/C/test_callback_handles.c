/* test_callback_handles.c — the handles a callback receives: an `ae_subviews *` or
 * an `ae_dimensions` kept and used after its callback returned, or used from another thread,
 * answers AE_ERROR_INVALID_ARGUMENT (never touching freed memory: valgrind runs this), and
 * every ae_subviews_* call that fails fails the layout, whatever status the callback returns. */
#include <pthread.h>

#include "check.h"

/* What the layout's callbacks do wrong, and what they saw. */
enum mistake {
    KEEP_HANDLE, PLACE_OUT_OF_RANGE, SIZE_OUT_OF_RANGE, COUNT_NULL, GUIDE_UNKNOWN, PRIORITY_OUT_OF_RANGE,
    SPACING_OUT_OF_RANGE, DIRECTION_NULL, PROPOSE_NEGATIVE, OTHER_THREAD, MISTAKES
};
static enum mistake mistake;
static const ae_subviews *kept;
static ae_status seen;

static void *count_on_another_thread(void *subviews) {
    size_t count = 0;
    seen = ae_subviews_get_count(subviews, &count);
    return NULL;
}

/* Every mistake ignores the failing call's status and answers 0 (success). */
static int size_that_fits(void *context, const ae_subviews *subviews, double w, double h, ae_size *out) {
    (void)context;
    (void)w;
    (void)h;
    out->width = 10;
    out->height = 10;
    kept = subviews;
    ae_size s;
    double value;
    uint32_t edges;
    switch (mistake) {
    case SIZE_OUT_OF_RANGE: seen = ae_subviews_get_size(subviews, 7, 10, 10, &s); break;
    case COUNT_NULL: seen = ae_subviews_get_count(subviews, NULL); break;
    case GUIDE_UNKNOWN: seen = ae_subviews_get_guide_value(subviews, 0, 10, 10, 4242, &value); break;
    case PRIORITY_OUT_OF_RANGE: seen = ae_subviews_get_priority(subviews, 1, &value); break;
    case SPACING_OUT_OF_RANGE: seen = ae_subviews_get_spacing(subviews, 3, &edges); break;
    case DIRECTION_NULL: seen = ae_subviews_get_layout_direction(subviews, NULL); break;
    case PROPOSE_NEGATIVE: seen = ae_subviews_get_size(subviews, 0, -5, 10, &s); break;
    case OTHER_THREAD: {
        pthread_t thread;
        pthread_create(&thread, NULL, count_on_another_thread, (void *)subviews);
        pthread_join(thread, NULL);
        break;
    }
    default: break;
    }
    return 0;
}

static int place_subviews(void *context, const ae_subviews *subviews, double x, double y, double width, double height,
                          double w, double h) {
    (void)context;
    (void)width;
    (void)height;
    (void)w;
    (void)h;
    if (mistake == PLACE_OUT_OF_RANGE) {
        size_t count = 0;
        ae_subviews_get_count(subviews, &count);
        seen = ae_subviews_place(subviews, count + 5, x, y, 0, 0, AE_UNSPECIFIED, AE_UNSPECIFIED);
    }
    return 0;
}

static double kept_dimensions_width;
static ae_dimensions kept_dimensions;
static double keep_dimensions(const ae_dimensions *dimensions, void *user_data) {
    (void)user_data;
    kept_dimensions = *dimensions;
    kept_dimensions_width = dimensions->width;
    return 0;
}

/* A new tree whose root is a layout named `name` of this file's callbacks, over one image. */
static ae_tree *tree_with_layout(const char *name, ae_view *out_layout) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view leaf;
    CHECK_OK(ae_view_create_image(tree, 4, 4, 0, &leaf));
    ae_layout_callbacks callbacks = {size_that_fits, place_subviews, NULL};
    CHECK_OK(ae_view_create_layout(tree, name, &callbacks, NULL, out_layout));
    CHECK_OK(ae_view_set_children(tree, *out_layout, &leaf, 1));
    return tree;
}

static void test_kept_handles_answer_a_status(void) {
    ae_view layout;
    ae_tree *tree = tree_with_layout("Keeper", &layout);
    ae_size size;
    mistake = KEEP_HANDLE;
    CHECK_OK(ae_tree_layout(tree, layout, 100, 100, AE_LEFT_TO_RIGHT, &size));
    CHECK(kept != NULL);
    size_t count = 99;
    /* The crash: SIGSEGV here before. */
    CHECK_STATUS(ae_subviews_get_count(kept, &count), AE_ERROR_INVALID_ARGUMENT);
    CHECK_MESSAGE("subviews is not the subviews of a running callback");
    CHECK(count == 99);
    CHECK_STATUS(ae_subviews_place(kept, 0, 0, 0, 0, 0, AE_UNSPECIFIED, AE_UNSPECIFIED), AE_ERROR_INVALID_ARGUMENT);
    /* After the tree is gone too. */
    ae_tree_free(tree);
    CHECK_STATUS(ae_subviews_get_count(kept, &count), AE_ERROR_INVALID_ARGUMENT);

    /* A guide callback's dimensions, copied and used after the callback. */
    CHECK_OK(ae_tree_create(&tree));
    ae_view box;
    CHECK_OK(ae_view_create_image(tree, 30, 20, 0, &box));
    CHECK_OK(ae_view_apply_alignment_guide_callback(tree, box, AE_GUIDE_LEADING, keep_dimensions, NULL));
    ae_view stack;
    CHECK_OK(ae_view_create_vstack(tree, AE_GUIDE_LEADING, AE_UNSPECIFIED, &stack));
    CHECK_OK(ae_view_set_children(tree, stack, &box, 1));
    CHECK_OK(ae_tree_layout(tree, stack, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    CHECK_NEAR(kept_dimensions_width, 30);
    double value = -1;
    CHECK_STATUS(ae_dimensions_get_value(&kept_dimensions, AE_GUIDE_TRAILING, &value), AE_ERROR_INVALID_ARGUMENT);
    CHECK_MESSAGE("dimensions is not the dimensions of a running callback");
    CHECK(value == -1);
    ae_tree_free(tree);
}

static void test_failing_subviews_calls_fail_the_layout(void) {
    static const char *const messages[MISTAKES] = {
        [PLACE_OUT_OF_RANGE] = "place_subviews made a call that failed: ae_subviews_place failed: subview 6 does not exist (the layout has 1)",
        [SIZE_OUT_OF_RANGE] = "size_that_fits made a call that failed: ae_subviews_get_size failed: subview 7 does not exist",
        [COUNT_NULL] = "ae_subviews_get_count failed: out_count is NULL",
        [GUIDE_UNKNOWN] = "ae_subviews_get_guide_value failed: guide 4242 is not a guide of this tree",
        [PRIORITY_OUT_OF_RANGE] = "ae_subviews_get_priority failed: subview 1 does not exist",
        [SPACING_OUT_OF_RANGE] = "ae_subviews_get_spacing failed: subview 3 does not exist",
        [DIRECTION_NULL] = "ae_subviews_get_layout_direction failed: out_direction is NULL",
        [PROPOSE_NEGATIVE] = "proposed (-5.0 x 10.0) to its subview 0",
        [OTHER_THREAD] = "ae_subviews_get_count failed: subviews belongs to a callback running on another thread",
    };
    for (int m = PLACE_OUT_OF_RANGE; m < MISTAKES; m++) {
        ae_view layout;
        ae_tree *tree = tree_with_layout("Careless", &layout);
        mistake = (enum mistake)m;
        seen = AE_OK;
        ae_size size;
        CHECK_STATUS(ae_tree_layout(tree, layout, 100, 100, AE_LEFT_TO_RIGHT, &size), AE_ERROR_CALLBACK_FAILED);
        CHECK(seen != AE_OK);
        CHECK_MESSAGE("the layout 'Careless'");
        CHECK_MESSAGE(messages[m]);
        /* The tree stays usable: a careful layout of the same tree succeeds. */
        mistake = KEEP_HANDLE;
        CHECK_OK(ae_tree_layout(tree, layout, 100, 100, AE_LEFT_TO_RIGHT, &size));
        CHECK_NEAR(size.width, 10);
        ae_tree_free(tree);
    }
}

int main(void) {
    test_kept_handles_answer_a_status();
    test_failing_subviews_calls_fail_the_layout();
    return check_summary("test_callback_handles");
}
