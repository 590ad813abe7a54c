/*
 * flow.c — the wrapping layout of seed 003 as a custom layout from C, SwiftUI's
 *
 *   struct Flow: Layout { ... }   // subviews at their ideal sizes, left to right, a new
 *                                 // row when the next one would pass the proposed width
 *   Flow { ForEach(platforms) { Text($0).padding(5).padding(4) } }
 *
 * in 300 points. Prints each chip's frame and checks them against the frames of the
 * alignment-guide trick (the seed's ZStack version, SeedExampleTests in the Swift suite).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "alignment_engine.h"

static void check(ae_status status, const char *what) {
    if (status != AE_OK) {
        fprintf(stderr, "%s: %s: %s\n", what, ae_status_name(status), ae_last_error_message());
        exit(1);
    }
}

/* Arranges the subviews for a width; writes origins (may be NULL) and the size. */
static int arrange(const ae_subviews *subviews, double max_width, double *origins, ae_size *out_size) {
    size_t count = 0;
    if (ae_subviews_get_count(subviews, &count) != AE_OK) return 1;
    double x = 0, y = 0, row_height = 0, width = 0;
    for (size_t i = 0; i < count; i++) {
        ae_size size;
        if (ae_subviews_get_size(subviews, i, AE_UNSPECIFIED, AE_UNSPECIFIED, &size) != AE_OK) return 1;
        if (x > 0 && x + size.width > max_width) {
            x = 0;
            y += row_height;
            row_height = 0;
        }
        if (origins) {
            origins[2 * i] = x;
            origins[2 * i + 1] = y;
        }
        x += size.width;
        if (x > width) width = x;
        if (size.height > row_height) row_height = size.height;
    }
    out_size->width = width;
    out_size->height = y + row_height;
    return 0;
}

static int flow_size(void *context, const ae_subviews *subviews, double proposed_width, double proposed_height, ae_size *out) {
    (void)context;
    (void)proposed_height;
    return arrange(subviews, isnan(proposed_width) ? INFINITY : proposed_width, NULL, out);
}

static int flow_place(void *context, const ae_subviews *subviews, double x, double y, double width, double height,
                      double proposed_width, double proposed_height) {
    (void)context;
    (void)height;
    (void)proposed_width;
    (void)proposed_height;
    double origins[2 * 16];
    size_t count = 0;
    ae_size size;
    if (ae_subviews_get_count(subviews, &count) != AE_OK || count > 16) return 1;
    if (arrange(subviews, width, origins, &size) != 0) return 1;
    for (size_t i = 0; i < count; i++) {
        if (ae_subviews_place(subviews, i, x + origins[2 * i], y + origins[2 * i + 1], 0, 0, AE_UNSPECIFIED, AE_UNSPECIFIED) != AE_OK) return 1;
    }
    return 0;
}

int main(void) {
    static const char *platforms[] = {"Ninetendo", "XBox", "PlayStation", "PlayStation 2", "PlayStation 3", "PlayStation 4"};
    /* The alignment-guide trick's outer frames of the chips (x, y, width, height). */
    static const double expected[6][4] = {
        {0, 0, 99, 35}, {99, 0, 54, 35}, {153, 0, 117, 35}, {0, 35, 135, 35}, {135, 35, 135, 35}, {0, 70, 135, 35}};
    ae_tree *tree = NULL;
    check(ae_tree_create(&tree), "create");
    ae_view chips[6], flow;
    for (int i = 0; i < 6; i++) {
        check(ae_view_create_text(tree, platforms[i], NULL, 0, AE_TEXT_ALIGNMENT_LEADING, &chips[i]), "text");
        check(ae_view_apply_padding(tree, chips[i], 5, 5, 5, 5), "padding");
        check(ae_view_apply_padding(tree, chips[i], 4, 4, 4, 4), "padding");
    }
    ae_layout_callbacks callbacks = {flow_size, flow_place, NULL};
    check(ae_view_create_layout(tree, "Flow", &callbacks, NULL, &flow), "layout");
    check(ae_view_set_children(tree, flow, chips, 6), "children");
    ae_size size;
    check(ae_tree_layout(tree, flow, 300, 400, AE_LEFT_TO_RIGHT, &size), "layout");
    printf("Flow: %g x %g\n", size.width, size.height);
    int failures = 0;
    for (int i = 0; i < 6; i++) {
        ae_rect frame;
        check(ae_view_get_outer_frame(tree, chips[i], &frame), "frame");
        printf("%-14s (%g, %g, %g, %g)\n", platforms[i], frame.x, frame.y, frame.width, frame.height);
        if (frame.x != expected[i][0] || frame.y != expected[i][1] || frame.width != expected[i][2] || frame.height != expected[i][3]) {
            fprintf(stderr, "%s differs from the alignment-guide trick\n", platforms[i]);
            failures++;
        }
    }
    ae_tree_free(tree);
    return failures == 0 && size.width == 270 && size.height == 105 ? 0 : 1;
}
