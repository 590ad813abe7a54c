/* test_reentry.c — the tree guard: a callback that calls back into its own tree, and a second
 * thread using a tree while another call holds it, get AE_ERROR_BUSY ("tree is busy: ...")
 * from every function that takes a tree, and nothing changes; other trees stay usable, from
 * callbacks and from other threads at the same time. */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <time.h>

#include "check.h"

static const double u = AE_UNSPECIFIED;
enum { H = AE_GUIDE_HORIZONTAL_CENTER, V = AE_GUIDE_VERTICAL_CENTER };

static double guide_zero(const ae_dimensions *d, void *user_data) {
    (void)d; (void)user_data;
    return 0;
}

static int measure_ten(double w, double h, void *user_data, ae_size *out) {
    (void)w; (void)h; (void)user_data;
    out->width = 10;
    out->height = 10;
    return 0;
}

static int measure_batch_ten(const ae_measure_request *requests, size_t count, void *user_data, ae_size *out, size_t *answered) {
    (void)requests; (void)user_data;
    for (size_t i = 0; i < count; i++) out[i] = (ae_size){10, 10};
    *answered = count;
    return 0;
}

static void geometry_ignored(double width, double height, void *user_data) {
    (void)width; (void)height; (void)user_data;
}

/* Calls every function that takes a tree on `tree` with valid arguments (views 0 and 1 exist;
 * view 2 is a Text; view 3 a GeometryReader) and counts the answers that are not
 * AE_ERROR_BUSY, or whose message does not say who holds the tree (`holder`). */
static int call_everything(ae_tree *tree, const char *holder) {
    ae_view view = -1, two[] = {0, 1};
    ae_guide guide = -1;
    int32_t measure = -1;
    size_t count = 0, line_count = 0;
    const volatile uint8_t *flag = NULL;
    double values[64], position = 0, first = 0, last = 0;
    ae_rect rect, lines[4];
    ae_size size;
    const double program[] = {AE_OP_SHAPE, 0};
    ae_status answers[] = {
        ae_tree_get_view_count(tree, &count),
        ae_tree_define_guide(tree, "g", AE_AXIS_VERTICAL, "0", &guide),
        ae_tree_define_guide_callback(tree, "h", AE_AXIS_VERTICAL, guide_zero, NULL, &guide),
        ae_tree_find_guide(tree, "top", AE_AXIS_VERTICAL, &guide),
        ae_tree_define_measure(tree, measure_ten, NULL, NULL, NULL, &measure),
        ae_tree_layout(tree, 0, 100, 100, AE_LEFT_TO_RIGHT, &size),
        ae_tree_get_frames(tree, values, 8, &count),
        ae_tree_layout_again(tree, &size),
        ae_tree_get_layout_flag(tree, &flag),
        ae_tree_get_text_lines(tree, values, 4, &count, values + 16, 4, &line_count),
        ae_tree_build(tree, program, 2, &view),
        ae_view_create_hstack(tree, V, u, &view),
        ae_view_create_vstack(tree, H, u, &view),
        ae_view_create_zstack(tree, H, V, &view),
        ae_view_create_shape(tree, AE_SHAPE_COLOR, &view),
        ae_view_create_geometry_reader(tree, &view),
        ae_view_create_image(tree, 1, 1, 0, &view),
        ae_view_create_text(tree, "a", NULL, 0, AE_TEXT_ALIGNMENT_LEADING, &view),
        ae_view_create_spacer(tree, u, &view),
        ae_view_create_measured(tree, measure_ten, NULL, NULL, NULL, &view),
        ae_tree_define_measure_batch(tree, measure_batch_ten, NULL, NULL, NULL, &measure),
        ae_view_create_measured_batch(tree, 0, NULL, &view),
        ae_view_set_children(tree, 0, two + 1, 1),
        ae_view_set_id(tree, 1, "x"),
        ae_view_set_color(tree, 1, "red"),
        ae_view_observe_geometry(tree, 3, geometry_ignored, NULL),
        ae_view_apply_frame(tree, 1, 5, 5, H, V),
        ae_view_apply_flexible_frame(tree, 1, u, u, u, u, u, u, H, V),
        ae_view_apply_padding(tree, 1, 1, 1, 1, 1),
        ae_view_apply_alignment_guide(tree, 1, AE_GUIDE_TOP, "0"),
        ae_view_apply_alignment_guide_callback(tree, 1, AE_GUIDE_TOP, guide_zero, NULL),
        ae_view_apply_offset(tree, 1, 1, 1),
        ae_view_apply_fixed_size(tree, 1, 1, 1),
        ae_view_apply_layout_priority(tree, 1, 1),
        ae_view_apply_overlay(tree, 1, 4, H, V),
        ae_view_apply_background(tree, 1, 4, H, V),
        ae_view_apply_aspect_ratio(tree, 1, 1, AE_CONTENT_MODE_FIT),
        ae_view_apply_position(tree, 1, 1, 1),
        ae_view_apply_layout_direction(tree, 1, AE_RIGHT_TO_LEFT),
        ae_view_get_frame(tree, 1, &rect),
        ae_view_get_outer_frame(tree, 1, &rect),
        ae_view_get_guide_position(tree, 1, AE_GUIDE_TOP, &position),
        ae_view_get_text_lines(tree, 2, lines, 4, &count, &first, &last),
        ae_view_mark_dirty(tree, 1),
        ae_view_set_text(tree, 2, "b", 1),
        ae_view_set_spacing(tree, 0, 1),
        ae_view_set_grid_spacing(tree, 0, 1, 1),
        ae_view_set_alignment(tree, 0, AE_GUIDE_NONE, V),
        ae_view_set_image_size(tree, 1, 1, 1),
        ae_view_set_measured_fixed_size(tree, 1, 1),
        ae_tree_set_measure_fixed_size(tree, 0, 1),
        ae_view_set_frame(tree, 1, 0, 5, 5, H, V),
        ae_view_set_flexible_frame(tree, 1, 0, u, u, u, u, u, u, H, V),
        ae_view_set_padding(tree, 1, 0, 1, 1, 1, 1),
        ae_view_set_offset(tree, 1, 0, 1, 1),
        ae_view_set_layout_priority(tree, 1, 0, 1),
        ae_view_set_fixed_size(tree, 1, 0, 1, 1),
        ae_view_set_aspect_ratio(tree, 1, 0, 1, AE_CONTENT_MODE_FIT),
        ae_view_set_position(tree, 1, 0, 1, 1),
    };
    int wrong = 0;
    for (size_t i = 0; i < sizeof answers / sizeof answers[0]; i++) {
        if (answers[i] != AE_ERROR_BUSY) {
            fprintf(stderr, "call %zu on a busy tree answered %s\n", i, ae_status_name(answers[i]));
            wrong++;
        }
    }
    char expected[96];
    snprintf(expected, sizeof expected, "tree is busy: %s is using it", holder);
    if (strstr(ae_last_error_message(), expected) != ae_last_error_message()) {
        fprintf(stderr, "busy message \"%s\" lacks \"%s\"\n", ae_last_error_message(), expected);
        wrong++;
    }
    return wrong + (int)(sizeof answers / sizeof answers[0] != 59);
}

/* What a re-entering callback does and finds. */
typedef struct {
    ae_tree *tree;
    ae_tree *other;      /* another tree, which the callback may use */
    const char *holder;  /* the function expected to hold `tree` */
    int calls;           /* callbacks run */
    int wrong;           /* answers that were not AE_ERROR_BUSY */
    ae_status other_status;
    ae_status dimensions_status;
} reentry;

static void reenter(reentry *state) {
    state->calls++;
    state->wrong += call_everything(state->tree, state->holder);
    ae_size size;
    state->other_status = ae_tree_layout(state->other, 0, 30, 40, AE_LEFT_TO_RIGHT, &size);
    if (state->other_status == AE_OK && (size.width != 30 || size.height != 40)) state->other_status = AE_ERROR_INVALID_VALUE;
}

static int measure_reentering(double w, double h, void *user_data, ae_size *out) {
    (void)w; (void)h;
    reenter(user_data);
    out->width = 10;
    out->height = 10;
    return 0;
}

static double guide_reentering(const ae_dimensions *d, void *user_data) {
    reentry *state = user_data;
    reenter(state);
    double top = -1;
    state->dimensions_status = ae_dimensions_get_value(d, AE_GUIDE_TOP, &top); /* allowed: no guard */
    return d->height / 2 + top;
}

static void geometry_reentering(double width, double height, void *user_data) {
    (void)width; (void)height;
    reenter(user_data);
}

/* Callbacks of every kind (measure, guide, geometry), during a layout and during a guide
 * position query, calling every function that takes their tree. */
static void test_callbacks_reenter(void) {
    ae_tree *tree = NULL, *other = NULL;
    CHECK_OK(ae_tree_create(&tree));
    CHECK_OK(ae_tree_create(&other));
    reentry state = {tree, other, "ae_tree_layout", 0, 0, AE_OK, AE_OK};
    ae_view stack, leaf, text, reader, spare, shape;
    CHECK_OK(ae_view_create_hstack(tree, V, 0, &stack));                                      /* 0 */
    CHECK_OK(ae_view_create_measured(tree, measure_reentering, NULL, NULL, &state, &leaf));  /* 1 */
    CHECK_OK(ae_view_create_text(tree, "Hi", NULL, 0, AE_TEXT_ALIGNMENT_LEADING, &text));    /* 2 */
    CHECK_OK(ae_view_create_geometry_reader(tree, &reader));                                 /* 3 */
    CHECK_OK(ae_view_create_shape(tree, AE_SHAPE_COLOR, &spare));                            /* 4 */
    CHECK_OK(ae_view_create_shape(tree, AE_SHAPE_COLOR, &shape));                            /* 5 */
    CHECK(stack == 0 && leaf == 1 && text == 2 && reader == 3 && spare == 4);
    ae_view children[] = {leaf, text, reader};
    CHECK_OK(ae_view_set_children(tree, stack, children, 3));
    CHECK_OK(ae_view_set_children(tree, reader, &shape, 1));
    CHECK_OK(ae_view_apply_frame(tree, reader, 20, 20, H, V));
    CHECK_OK(ae_view_observe_geometry(tree, reader, geometry_reentering, &state));
    CHECK_OK(ae_view_apply_alignment_guide_callback(tree, text, AE_GUIDE_VERTICAL_CENTER, guide_reentering, &state));
    ae_view other_root;
    CHECK_OK(ae_view_create_shape(other, AE_SHAPE_COLOR, &other_root));

    ae_size size;
    CHECK_OK(ae_tree_layout(tree, stack, u, u, AE_LEFT_TO_RIGHT, &size));
    CHECK(state.calls >= 3); /* the measure, the guide and the geometry observer */
    CHECK(state.wrong == 0);
    CHECK(state.other_status == AE_OK);
    CHECK(state.dimensions_status == AE_OK);
    /* Nothing the callbacks tried happened: six views, no new guide, the same layout. */
    size_t count = 0;
    CHECK_OK(ae_tree_get_view_count(tree, &count));
    CHECK(count == 6);
    ae_guide guide;
    CHECK_STATUS(ae_tree_find_guide(tree, "g", AE_AXIS_VERTICAL, &guide), AE_ERROR_INVALID_GUIDE);
    ae_rect frame;
    CHECK_OK(ae_view_get_frame(tree, leaf, &frame));
    CHECK_NEAR(frame.width, 10);
    CHECK_NEAR(frame.x, 0);

    /* A guide position query runs the callbacks again; they find the tree held by it. */
    state.calls = 0;
    state.holder = "ae_view_get_guide_position";
    double position = 0;
    CHECK_OK(ae_view_get_guide_position(tree, text, AE_GUIDE_VERTICAL_CENTER, &position));
    CHECK(state.calls >= 1);
    CHECK(state.wrong == 0);
    CHECK(state.other_status == AE_OK);
    /* After the calls the tree serves every function again. */
    CHECK_OK(ae_view_apply_padding(tree, leaf, 1, 1, 1, 1));
    CHECK_OK(ae_tree_get_view_count(tree, &count));
    ae_tree_free(other);
    ae_tree_free(tree);
}

/* ---- Two threads, one tree ------------------------------------------------------------- */

typedef struct {
    ae_tree *tree;
    ae_tree *other;
    atomic_int inside;        /* the holder's callback is running */
    atomic_int answered;      /* the second thread has its answers */
    ae_status busy_status;    /* what the second thread got from the held tree */
    char busy_message[160];
    ae_status other_status;   /* what it got from another tree meanwhile */
} meeting;

/* Waits (at most ~10 s) for a flag; answers whether it came. */
static int wait_for(atomic_int *flag) {
    struct timespec pause = {0, 1000000};
    for (int i = 0; i < 10000 && !atomic_load(flag); i++) nanosleep(&pause, NULL);
    return atomic_load(flag);
}

static int measure_waiting(double w, double h, void *user_data, ae_size *out) {
    (void)w; (void)h;
    meeting *m = user_data;
    atomic_store(&m->inside, 1);
    wait_for(&m->answered);
    out->width = 10;
    out->height = 10;
    return 0;
}

static void *second_thread(void *argument) {
    meeting *m = argument;
    if (wait_for(&m->inside)) {
        ae_view view;
        m->busy_status = ae_view_create_shape(m->tree, AE_SHAPE_COLOR, &view);
        snprintf(m->busy_message, sizeof m->busy_message, "%s", ae_last_error_message());
        ae_size size;
        m->other_status = ae_tree_layout(m->other, 0, 7, 7, AE_LEFT_TO_RIGHT, &size);
    }
    atomic_store(&m->answered, 1);
    return NULL;
}

/* While one thread's layout holds a tree (inside a callback), another thread gets
 * AE_ERROR_BUSY from that tree and lays out a different tree at the same time. */
static void test_second_thread_meets_busy_tree(void) {
    meeting m = {NULL, NULL, 0, 0, AE_OK, "", AE_ERROR_BUSY};
    CHECK_OK(ae_tree_create(&m.tree));
    CHECK_OK(ae_tree_create(&m.other));
    ae_view leaf, other_root;
    CHECK_OK(ae_view_create_measured(m.tree, measure_waiting, NULL, NULL, &m, &leaf));
    CHECK_OK(ae_view_create_shape(m.other, AE_SHAPE_COLOR, &other_root));
    pthread_t thread;
    CHECK(pthread_create(&thread, NULL, second_thread, &m) == 0);
    ae_size size;
    CHECK_OK(ae_tree_layout(m.tree, leaf, u, u, AE_LEFT_TO_RIGHT, &size));
    CHECK(pthread_join(thread, NULL) == 0);
    CHECK(m.busy_status == AE_ERROR_BUSY);
    CHECK(strstr(m.busy_message, "tree is busy: ae_tree_layout is using it") == m.busy_message);
    CHECK(m.other_status == AE_OK);
    size_t count = 0;
    CHECK_OK(ae_tree_get_view_count(m.tree, &count));
    CHECK(count == 1);
    ae_tree_free(m.other);
    ae_tree_free(m.tree);
}

enum { HAMMER_ROUNDS = 3000 };

typedef struct {
    ae_tree *tree;
    ae_view stack, leaf;
    long index;
    long created;   /* views this thread created */
    long busy;      /* AE_ERROR_BUSY answers */
    long wrong;     /* answers other than AE_OK / AE_ERROR_BUSY, or wrong numbers */
} hammer;

static void tally(hammer *h, ae_status status) {
    if (status == AE_ERROR_BUSY) {
        h->busy++;
        h->wrong += strncmp(ae_last_error_message(), "tree is busy: ", 14) != 0;
    } else if (status != AE_OK && status != AE_ERROR_NOT_LAID_OUT) {
        h->wrong++;
    }
}

/* Mixed calls on the shared tree: layouts, frame reads, modifiers and new views. */
static void *hammer_thread(void *argument) {
    hammer *h = argument;
    for (int round = 0; round < HAMMER_ROUNDS; round++) {
        ae_size size;
        ae_rect frame;
        ae_view view;
        size_t count;
        switch ((round + h->index) % 4) {
        case 0: {
            ae_status status = ae_tree_layout(h->tree, h->stack, 200, 100, AE_LEFT_TO_RIGHT, &size);
            tally(h, status);
            if (status == AE_OK) h->wrong += size.width != 200 || size.height != 100;
            break;
        }
        case 1: {
            ae_status status = ae_view_get_frame(h->tree, h->leaf, &frame);
            tally(h, status);
            if (status == AE_OK) h->wrong += frame.width != 200 || frame.height != 100;
            break;
        }
        case 2: {
            ae_status status = ae_view_create_shape(h->tree, AE_SHAPE_COLOR, &view);
            tally(h, status);
            h->created += status == AE_OK;
            break;
        }
        default:
            tally(h, ae_tree_get_view_count(h->tree, &count));
            tally(h, ae_view_apply_layout_priority(h->tree, h->leaf, 0));
        }
    }
    return NULL;
}

/* Two threads hammering one tree: every answer is AE_OK or AE_ERROR_BUSY, the numbers are
 * right, and the tree ends with exactly the views the successful calls created. */
static void test_two_threads_hammer_one_tree(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view stack, leaf;
    CHECK_OK(ae_view_create_hstack(tree, V, u, &stack));
    CHECK_OK(ae_view_create_shape(tree, AE_SHAPE_COLOR, &leaf));
    CHECK_OK(ae_view_set_children(tree, stack, &leaf, 1));
    hammer hammers[2] = {{tree, stack, leaf, 0, 0, 0, 0}, {tree, stack, leaf, 1, 0, 0, 0}};
    pthread_t threads[2];
    for (int i = 0; i < 2; i++) CHECK(pthread_create(&threads[i], NULL, hammer_thread, &hammers[i]) == 0);
    for (int i = 0; i < 2; i++) CHECK(pthread_join(threads[i], NULL) == 0);
    CHECK(hammers[0].wrong == 0 && hammers[1].wrong == 0);
    size_t count = 0;
    CHECK_OK(ae_tree_get_view_count(tree, &count));
    CHECK(count == 2 + (size_t)(hammers[0].created + hammers[1].created));
    ae_size size;
    CHECK_OK(ae_tree_layout(tree, stack, 200, 100, AE_LEFT_TO_RIGHT, &size));
    CHECK_FRAME(tree, leaf, 0, 0, 0, 200, 100);
    printf("test_reentry: two threads, one tree: %ld + %ld busy answers\n", hammers[0].busy, hammers[1].busy);
    ae_tree_free(tree);
}

int main(void) {
    test_callbacks_reenter();
    test_second_thread_meets_busy_tree();
    test_two_threads_hammer_one_tree();
    return check_summary("test_reentry");
}
