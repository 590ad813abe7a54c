/* test_threads.c — separate trees laid out from several threads at once; error messages are
 * kept per thread. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "check.h"

enum { THREADS = 4, ROUNDS = 200 };

static int measure(double w, double h, void *user_data, ae_size *out) {
    (void)h;
    out->width = isnan(w) ? *(double *)user_data : fmin(w, *(double *)user_data);
    out->height = 20;
    return 0;
}

static void *work(void *argument) {
    long index = (long)argument;
    long failures = 0;
    double natural = 50 + (double)index;
    char name[32];
    snprintf(name, sizeof name, "t%ld", index);
    for (int round = 0; round < ROUNDS; round++) {
        ae_tree *tree = NULL;
        ae_view stack, a, b, view;
        ae_size size;
        ae_rect frame;
        failures += ae_tree_create(&tree) != AE_OK;
        failures += ae_view_create_hstack(tree, AE_GUIDE_VERTICAL_CENTER, AE_UNSPECIFIED, &stack) != AE_OK;
        failures += ae_view_create_measured(tree, measure, NULL, NULL, &natural, &a) != AE_OK;
        failures += ae_view_create_shape(tree, AE_SHAPE_COLOR, &b) != AE_OK;
        ae_view children[] = {a, b};
        failures += ae_view_set_children(tree, stack, children, 2) != AE_OK;
        double width = 200 + round;
        failures += ae_tree_layout(tree, stack, width, 100, AE_LEFT_TO_RIGHT, &size) != AE_OK;
        /* The measured leaf takes its natural width (less flexible), the colour the rest. */
        failures += ae_view_get_frame(tree, b, &frame) != AE_OK;
        failures += fabs(frame.x - (natural + 8)) > 1e-9 || fabs(frame.width - (width - natural - 8)) > 1e-9;
        failures += size.width != width || size.height != 100;
        /* A failure whose message names this thread's id stays this thread's. */
        failures += ae_view_set_id(tree, a, name) != AE_OK;
        failures += ae_view_set_id(tree, b, name) != AE_ERROR_INVALID_TREE;
        failures += strstr(ae_last_error_message(), name) == NULL;
        failures += ae_view_create_image(tree, -1, 1, 0, &view) != AE_ERROR_INVALID_VALUE;
        ae_tree_free(tree);
    }
    return (void *)failures;
}

int main(void) {
    pthread_t threads[THREADS];
    for (long i = 0; i < THREADS; i++) CHECK(pthread_create(&threads[i], NULL, work, (void *)i) == 0);
    for (long i = 0; i < THREADS; i++) {
        void *failures = NULL;
        CHECK(pthread_join(threads[i], &failures) == 0);
        CHECK(failures == NULL);
    }
    /* The main thread saw no failure of the others. */
    CHECK(strcmp(ae_last_error_message(), "") == 0);
    return check_summary("test_threads");
}
