/* check.h — a tiny assertion kit for the C tests of alignment_engine.h. */
#ifndef AE_CHECK_H
#define AE_CHECK_H

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "alignment_engine.h"

static int check_failures = 0;
static int check_count = 0;

#define CHECK(cond)                                                                           \
    do {                                                                                      \
        check_count++;                                                                        \
        if (!(cond)) {                                                                        \
            check_failures++;                                                                 \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);          \
        }                                                                                     \
    } while (0)

/* A call must answer `expected`; a failure must also leave a message. */
#define CHECK_STATUS(call, expected)                                                          \
    do {                                                                                      \
        ae_status check_status_ = (call);                                                     \
        check_count++;                                                                        \
        if (check_status_ != (expected)) {                                                    \
            check_failures++;                                                                 \
            fprintf(stderr, "%s:%d: %s answered %s (%s), expected %s\n", __FILE__, __LINE__, #call, \
                    ae_status_name(check_status_), ae_last_error_message(), ae_status_name(expected)); \
        } else if ((expected) != AE_OK && ae_last_error_message()[0] == '\0') {               \
            check_failures++;                                                                 \
            fprintf(stderr, "%s:%d: %s failed without a message\n", __FILE__, __LINE__, #call); \
        }                                                                                     \
    } while (0)

#define CHECK_OK(call) CHECK_STATUS(call, AE_OK)

/* The last error message must contain `part`. */
#define CHECK_MESSAGE(part)                                                                   \
    do {                                                                                      \
        check_count++;                                                                        \
        if (!strstr(ae_last_error_message(), (part))) {                                       \
            check_failures++;                                                                 \
            fprintf(stderr, "%s:%d: message \"%s\" lacks \"%s\"\n", __FILE__, __LINE__,        \
                    ae_last_error_message(), (part));                                         \
        }                                                                                     \
    } while (0)

#define CHECK_NEAR(actual, expected)                                                          \
    do {                                                                                      \
        double check_a_ = (actual), check_e_ = (expected);                                    \
        check_count++;                                                                        \
        if (!(fabs(check_a_ - check_e_) <= 1e-3)) {                                           \
            check_failures++;                                                                 \
            fprintf(stderr, "%s:%d: %s = %.6g, expected %.6g\n", __FILE__, __LINE__, #actual, check_a_, check_e_); \
        }                                                                                     \
    } while (0)

/* A view's frame (outer = 0) or outer frame (outer = 1) must be (x, y, w, h). */
#define CHECK_FRAME(tree_, view_, outer_, x_, y_, w_, h_)                                      \
    do {                                                                                      \
        ae_rect check_r_ = {NAN, NAN, NAN, NAN};                                              \
        CHECK_OK((outer_) ? ae_view_get_outer_frame((tree_), (view_), &check_r_)              \
                          : ae_view_get_frame((tree_), (view_), &check_r_));                  \
        CHECK_NEAR(check_r_.x, (x_));                                                         \
        CHECK_NEAR(check_r_.y, (y_));                                                         \
        CHECK_NEAR(check_r_.width, (w_));                                                     \
        CHECK_NEAR(check_r_.height, (h_));                                                    \
    } while (0)

/* Ends a test program: prints a summary and answers the exit status. */
static int check_summary(const char *name) {
    if (check_failures) {
        fprintf(stderr, "%s: %d of %d checks failed\n", name, check_failures, check_count);
        return 1;
    }
    printf("%s: %d checks passed\n", name, check_count);
    return 0;
}

#endif
