/*
 * alignment_engine.h — the C interface of AlignmentEngine (libalignment_engine.so.0).
 *
 * SwiftUI's layout and alignment system for C, C++ and FFI hosts. A tree (ae_tree) owns its
 * views; views are small integer ids, valid for the tree that made them. Build views, give
 * containers their children, apply modifiers (each wraps everything applied before it, as a
 * SwiftUI modifier chain does), lay out a root for a proposal, then read frames.
 *
 * Names: ae_<object>_<verb>. ae_tree_* and ae_view_* act on a tree; ae_view_create_* makes a
 * view, ae_view_set_* replaces a property, ae_view_apply_* wraps a view in a modifier (a
 * modifier applied twice is there twice, as in SwiftUI), ae_*_get_* reads and changes nothing.
 * ae_subviews_* act on a custom layout's subviews, ae_dimensions_* on a guide callback's
 * dimensions, ae_document_* on a layout document. The sections below follow the objects.
 *
 * Conventions
 * - Every function that can fail returns an ae_status; AE_OK is 0. On failure nothing has
 *   changed, the tree stays usable, and ae_last_error_message() says what was wrong.
 *   Out-parameters are written only on success unless a function says otherwise.
 * - Lengths are doubles in points. AE_UNSPECIFIED (NaN) means "nil" wherever a parameter is
 *   optional (a proposal axis, a frame dimension, a spacing, a minimum length). NaN is
 *   rejected everywhere else; so are negative sizes and infinities where SwiftUI has none.
 * - Frames are in the root's coordinate space, y pointing down; the root is at (0, 0) (in a
 *   safe area, at the safe part's corner: ae_tree_layout_in_safe_area).
 * - Ownership: the library copies every string and array it is given; the caller keeps its
 *   own. Strings the library returns are either static (ae_version, ae_status_name), per
 *   thread (ae_last_error_message) or the caller's to free with ae_string_free.
 * - Threads: a tree serves one call at a time. Every function that takes a tree holds it for
 *   the duration of the call (an atomic guard); a call that finds it held -- a callback that
 *   calls back into its own tree, or a second thread using the same tree at the same time --
 *   fails with AE_ERROR_BUSY ("tree is busy: ...") and changes nothing. Reads (const ae_tree *)
 *   take the guard too. Different trees may be used from different threads at once. Error
 *   messages are kept per thread.
 * - Callbacks (guide, measure, baseline, geometry and custom-layout functions) run only during
 *   ae_tree_layout, ae_tree_layout_again and ae_view_get_guide_position, on the calling thread:
 *   the library starts no thread of its own, and a layout keeps its pending work on an
 *   explicit stack of its own, so a tree of any depth is laid out on the caller's stack. A
 *   callback may read its ae_dimensions (ae_dimensions_get_value) and use other trees; any
 *   function on its own tree answers AE_ERROR_BUSY, except ae_tree_free, which frees the tree
 *   when the running call returns.
 */
#ifndef ALIGNMENT_ENGINE_H
#define ALIGNMENT_ENGINE_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The version of this header; ae_version() answers the library's (the two must match). The
 * repository's VERSION file is the one place the version is defined. */
#define AE_VERSION_MAJOR 0
#define AE_VERSION_MINOR 1
#define AE_VERSION_PATCH 0
#define AE_VERSION_STRING "0.1.0"

/** "nil": an unspecified proposal axis or an absent optional length. */
#define AE_UNSPECIFIED ((double)NAN)

/** Status codes. */
typedef enum ae_status {
    AE_OK = 0,
    /** A required pointer argument was NULL. */
    AE_ERROR_NULL_ARGUMENT = 1,
    /** An enum value out of range, an unknown view or guide id, a bad count. */
    AE_ERROR_INVALID_ARGUMENT = 2,
    /** A number not allowed where it stands (NaN, negative size, infinity). */
    AE_ERROR_INVALID_VALUE = 3,
    /** An unknown guide name, a guide of the wrong axis, a reused or reserved name. */
    AE_ERROR_INVALID_GUIDE = 4,
    /** A guide expression that does not parse. */
    AE_ERROR_INVALID_EXPRESSION = 5,
    /** Two parents, a view made its own ancestor, a duplicate id. */
    AE_ERROR_INVALID_TREE = 6,
    /** A callback failed or answered NaN. */
    AE_ERROR_CALLBACK_FAILED = 7,
    /** A layout document that is not valid. */
    AE_ERROR_INVALID_DOCUMENT = 8,
    /** Frames were asked for before a successful layout, after the tree changed, or for a
     *  view the last layout did not reach (not below its root). */
    AE_ERROR_NOT_LAID_OUT = 9,
    /** A caller-provided buffer is too small; the needed count is reported. */
    AE_ERROR_BUFFER_TOO_SMALL = 10,
    /** The tree is in use by another call: a callback of that call, or another thread. */
    AE_ERROR_BUSY = 11
} ae_status;

typedef struct ae_tree ae_tree;
/** A view of a tree. */
typedef int32_t ae_view;
/** An alignment guide of a tree: one of the built-in ids below, or one the tree defined. */
typedef int32_t ae_guide;

enum {
    AE_GUIDE_LEADING = 0,
    AE_GUIDE_HORIZONTAL_CENTER = 1,
    AE_GUIDE_TRAILING = 2,
    AE_GUIDE_TOP = 3,
    AE_GUIDE_VERTICAL_CENTER = 4,
    AE_GUIDE_BOTTOM = 5,
    AE_GUIDE_FIRST_TEXT_BASELINE = 6,
    AE_GUIDE_LAST_TEXT_BASELINE = 7
};

typedef enum ae_axis { AE_AXIS_HORIZONTAL = 0, AE_AXIS_VERTICAL = 1 } ae_axis;
typedef enum ae_direction { AE_LEFT_TO_RIGHT = 0, AE_RIGHT_TO_LEFT = 1 } ae_direction;
typedef enum ae_shape {
    AE_SHAPE_COLOR = 0,
    AE_SHAPE_RECTANGLE = 1,
    AE_SHAPE_ROUNDED_RECTANGLE = 2,
    AE_SHAPE_CAPSULE = 3,
    AE_SHAPE_ELLIPSE = 4,
    AE_SHAPE_CIRCLE = 5
} ae_shape;
typedef enum ae_content_mode { AE_CONTENT_MODE_FIT = 0, AE_CONTENT_MODE_FILL = 1 } ae_content_mode;
typedef enum ae_text_alignment {
    AE_TEXT_ALIGNMENT_LEADING = 0,
    AE_TEXT_ALIGNMENT_CENTER = 1,
    AE_TEXT_ALIGNMENT_TRAILING = 2
} ae_text_alignment;

typedef struct ae_size { double width, height; } ae_size;
typedef struct ae_rect { double x, y, width, height; } ae_rect;

/** A font in the metrics model: every character is `advance` wide. */
typedef struct ae_font { double size, ascent, descent, leading, advance; } ae_font;

/**
 * A view's dimensions as an alignment-guide callback sees them (SwiftUI's ViewDimensions).
 * Valid only during the callback, on its thread: ae_dimensions_get_value and
 * ae_dimensions_get_explicit_value answer AE_ERROR_INVALID_ARGUMENT for dimensions (or a copy
 * of them) used after the callback returned.
 */
typedef struct ae_dimensions {
    double width;
    double height;
    const void *context; /* private */
} ae_dimensions;

/** A guide value (explicit or default) from its dimensions; NaN signals failure. */
typedef double (*ae_guide_fn)(const ae_dimensions *dimensions, void *user_data);
/**
 * Host measurement: the size of a leaf for a proposal (AE_UNSPECIFIED = nil per axis).
 * Write the answer to *out and return 0, or return non-zero on failure. The leaf must be
 * sized by its content: an answer s for proposal p must also hold for every proposal
 * between s and p on each axis (unspecified counts as infinite); the engine reuses answers
 * on that basis, so a leaf is measured about twice per layout.
 */
typedef int (*ae_measure_fn)(double proposed_width, double proposed_height, void *user_data, ae_size *out);
/** One question of a batch measure: the size of `view` for a proposal (AE_UNSPECIFIED = nil
 *  per axis). `view_data` is the view's data (ae_view_create_measured_batch), or the
 *  measure's user_data for a leaf made by AE_OP_MEASURED. */
typedef struct ae_measure_request {
    ae_view view;
    double proposed_width;
    double proposed_height;
    void *view_data;
} ae_measure_request;
/**
 * Batch measurement: the sizes of many leaves in one call (ae_tree_define_measure_batch).
 * Write one ae_size per request to out_sizes[0 .. count - 1], in order, set *out_answered to
 * the number written (it must be `count`: fewer or more fails the layout) and return 0, or
 * return non-zero on failure. The leaves keep ae_measure_fn's contract (sized by their
 * content), and answers are reused on that basis exactly as single answers are, so a batch
 * measure lays out the frames a single-call measure does.
 *
 * When batches are asked: a layout that starts cold asks, in one call, every leaf of the
 * measure below the root for its ideal size (AE_UNSPECIFIED, AE_UNSPECIFIED) and its minimum
 * size (0, 0), and a fixed-size leaf (ae_view_set_measured_fixed_size) for its one size; when
 * both answers of a leaf are equal, that size holds for every proposal: the leaf is not
 * asked again and is laid out as a fixed-size one until ae_view_mark_dirty. Then each stack asks its leaves' flexibility probes and ideal sizes that no
 * answer holds for in one call; what is left (a proposal that depends on a sibling's answer,
 * a leaf marked dirty) comes as a batch of one. The leaves of one batch may come from
 * anywhere in the tree, each at most once per proposal.
 */
typedef int (*ae_measure_batch_fn)(const ae_measure_request *requests, size_t count, void *user_data, ae_size *out_sizes,
                                   size_t *out_answered);
/** Distance from the top of a leaf of the given size to a text baseline; NaN = failure. */
typedef double (*ae_baseline_fn)(double width, double height, void *user_data);
/** Told a GeometryReader's size when a layout places it, before its children are laid out. */
typedef void (*ae_geometry_fn)(double width, double height, void *user_data);

/* ---- Library: version, status names, error messages, returned strings ---------------------- */

/** The library's version, "MAJOR.MINOR.PATCH" (e.g. "0.1.0"): a static string, never freed.
 *  Any thread. Compare with AE_VERSION_STRING to check the header matches the library. */
const char *ae_version(void);
/** The name of a status, e.g. "AE_ERROR_INVALID_VALUE"; "AE_UNKNOWN_STATUS" for a value that
 *  is not one. A static string, never freed. Any thread. */
const char *ae_status_name(ae_status status);
/** Whether views of type `type` (named as results and documents name it: "HStack", "Text"
 *  ...) have children: *out_has_children receives 1 or 0. Any thread. Errors:
 *  AE_ERROR_NULL_ARGUMENT, AE_ERROR_INVALID_ARGUMENT (a name that is no view type). */
ae_status ae_view_type_has_children(const char *type, int32_t *out_has_children);
/** The message of the last failure on the calling thread ("" if none yet). Owned by the
 *  library and valid until the thread's next failing call or its exit; copy it to keep it. */
const char *ae_last_error_message(void);
/** Frees a string the library returned for the caller to free (ae_document_layout's JSON).
 *  NULL is allowed. Any thread. */
void ae_string_free(char *string);

/* ---- Trees: creating and freeing, measures, building many views at once -------------------- */

/** Creates an empty tree into *out_tree, owned by the caller (free it with ae_tree_free).
 *  Errors: AE_ERROR_NULL_ARGUMENT. Any thread. */
ae_status ae_tree_create(ae_tree **out_tree);
/**
 * Frees a tree and everything it holds (views, guides, measures; the callbacks' user data
 * stays the caller's). NULL is allowed. Called from a callback of a running call on the same
 * tree, it frees the tree when that call returns (the caller must not use it afterwards).
 * Must not race with another thread's call on the same tree.
 */
void ae_tree_free(ae_tree *tree);
/** How many views the tree holds into *out_count; view ids run from 0 to count - 1.
 *  Errors: AE_ERROR_NULL_ARGUMENT, AE_ERROR_BUSY. */
ae_status ae_tree_get_view_count(const ae_tree *tree, size_t *out_count);
/**
 * Defines a measure for host-measured leaves that programs create (AE_OP_MEASURED): the same
 * callbacks as ae_view_create_measured (the baseline callbacks may be NULL), shared by every
 * leaf that uses it; they are called during layout and must stay callable until the tree is
 * freed. *out_measure receives its id in this tree: 0 for the first, then 1, 2, ...
 * Errors: AE_ERROR_NULL_ARGUMENT (measure or out_measure), AE_ERROR_BUSY.
 */
ae_status ae_tree_define_measure(ae_tree *tree, ae_measure_fn measure, ae_baseline_fn first_baseline, ae_baseline_fn last_baseline,
                                 void *user_data, int32_t *out_measure);
/**
 * Defines a batch measure (ae_measure_batch_fn): one callback answering the sizes of every
 * leaf that uses it, many per call. Leaves are made with ae_view_create_measured_batch (with
 * data of their own) or AE_OP_MEASURED; the baseline callbacks (NULL = no text baseline) are
 * asked one leaf at a time and get the leaf's view_data. *out_measure receives its id, in the
 * ids of ae_tree_define_measure. The callbacks must stay callable until the tree is freed.
 * Errors: AE_ERROR_NULL_ARGUMENT (measure or out_measure), AE_ERROR_BUSY.
 *
 *   static int measure_texts(const ae_measure_request *requests, size_t count, void *fonts,
 *                            ae_size *out, size_t *answered) {
 *       for (size_t i = 0; i < count; i++)
 *           out[i] = text_size(fonts, requests[i].view_data, requests[i].proposed_width);
 *       *answered = count;
 *       return 0;
 *   }
 *   int32_t texts;
 *   ae_tree_define_measure_batch(tree, measure_texts, NULL, NULL, fonts, &texts);
 *   ae_view_create_measured_batch(tree, texts, "Title", &title);
 */
ae_status ae_tree_define_measure_batch(ae_tree *tree, ae_measure_batch_fn measure, ae_baseline_fn first_baseline,
                                       ae_baseline_fn last_baseline, void *user_data, int32_t *out_measure);
/** Makes the leaves that AE_OP_MEASURED creates from measure `measure` (an id of
 *  ae_tree_define_measure) from now on fixed-size (non-zero) or not, as
 *  ae_view_set_measured_fixed_size does for one view; leaves created before keep theirs.
 *  Errors: AE_ERROR_NULL_ARGUMENT, AE_ERROR_INVALID_ARGUMENT (measure), AE_ERROR_BUSY. */
ae_status ae_tree_set_measure_fixed_size(ae_tree *tree, int32_t measure, int fixed);

/**
 * Builds many views in one call from a program of doubles: a sequence of instructions, each
 * an opcode followed by its operands. Views are created with consecutive ids; `view` and
 * `content` operands are view ids (of earlier instructions or earlier calls).
 *
 *   AE_OP_HSTACK alignment spacing           AE_OP_VSTACK alignment spacing
 *   AE_OP_ZSTACK horizontal vertical         AE_OP_SHAPE shape
 *   AE_OP_GEOMETRY_READER                    AE_OP_IMAGE width height resizable
 *   AE_OP_SPACER min_length                  AE_OP_CHILDREN parent count child...
 *   AE_OP_FRAME view width height h v        AE_OP_FLEXIBLE_FRAME view minW idealW maxW minH idealH maxH h v
 *   AE_OP_PADDING view top leading bottom trailing
 *   AE_OP_OFFSET view x y                    AE_OP_FIXED_SIZE view horizontal vertical
 *   AE_OP_LAYOUT_PRIORITY view priority      AE_OP_OVERLAY view content h v
 *   AE_OP_BACKGROUND view content h v        AE_OP_ASPECT_RATIO view ratio mode
 *   AE_OP_POSITION view x y                  AE_OP_LAYOUT_DIRECTION view direction
 *   AE_OP_MEASURED measure                   (a host-measured leaf; `measure` is an id from
 *                                            ae_tree_define_measure of this tree, or from
 *                                            ae_tree_define_measure_batch: its view_data is
 *                                            then the measure's user_data)
 *   AE_OP_GRID h v horizontal_spacing vertical_spacing
 *   AE_OP_GRID_ROW alignment                 AE_OP_DIVIDER
 *   AE_OP_VIEW_THAT_FITS axes                AE_OP_SCROLL_VIEW axes
 *   AE_OP_LAZY_HSTACK alignment spacing      AE_OP_LAZY_VSTACK alignment spacing
 *   AE_OP_LAZY_VGRID count item... alignment spacing
 *   AE_OP_LAZY_HGRID count item... alignment spacing
 *                                            (each item six numbers: the ae_grid_item fields
 *                                            size minimum maximum spacing h v, in order)
 *   AE_OP_GRID_CELL_COLUMNS view count       AE_OP_GRID_COLUMN_ALIGNMENT view guide
 *   AE_OP_GRID_CELL_ANCHOR view x y          AE_OP_GRID_CELL_UNSIZED_AXES view axes
 *   AE_OP_CONTAINER_RELATIVE_FRAME view axes count span spacing h v
 *   AE_OP_IGNORES_SAFE_AREA view regions edges
 *   AE_OP_SAFE_AREA_INSET view content edge alignment spacing
 *   AE_OP_SAFE_AREA_PADDING view top leading bottom trailing
 *   AE_OP_SLIDER                             AE_OP_LIST
 *   AE_OP_FORM                               AE_OP_STYLE view setting value
 *   AE_OP_LABELS_HIDDEN view                 AE_OP_LIST_ROW_INSETS view top leading bottom trailing
 *   AE_OP_LIST_ROW_SPACING view spacing      AE_OP_LIST_SECTION_SPACING view kind spacing
 *   AE_OP_DEFAULT_MIN_LIST_ROW_HEIGHT view height
 *   AE_OP_TEXT_MODIFIER view modifier value  AE_OP_DYNAMIC_TYPE_SIZE_RANGE view minimum maximum
 *
 * Each instruction does what the function of the same name does; every function that
 * creates a view or applies a modifier from numbers runs its one instruction this way.
 */
enum {
    AE_OP_HSTACK = 1, AE_OP_VSTACK = 2, AE_OP_ZSTACK = 3, AE_OP_SHAPE = 4, AE_OP_GEOMETRY_READER = 5,
    AE_OP_IMAGE = 6, AE_OP_SPACER = 7, AE_OP_CHILDREN = 8, AE_OP_FRAME = 9, AE_OP_FLEXIBLE_FRAME = 10,
    AE_OP_PADDING = 11, AE_OP_OFFSET = 12, AE_OP_FIXED_SIZE = 13, AE_OP_LAYOUT_PRIORITY = 14,
    AE_OP_OVERLAY = 15, AE_OP_BACKGROUND = 16, AE_OP_ASPECT_RATIO = 17, AE_OP_POSITION = 18,
    AE_OP_LAYOUT_DIRECTION = 19, AE_OP_MEASURED = 20, AE_OP_GRID = 21, AE_OP_GRID_ROW = 22,
    AE_OP_DIVIDER = 23, AE_OP_VIEW_THAT_FITS = 24, AE_OP_SCROLL_VIEW = 25, AE_OP_LAZY_HSTACK = 26,
    AE_OP_LAZY_VSTACK = 27, AE_OP_LAZY_VGRID = 28, AE_OP_LAZY_HGRID = 29, AE_OP_GRID_CELL_COLUMNS = 30,
    AE_OP_GRID_COLUMN_ALIGNMENT = 31, AE_OP_GRID_CELL_ANCHOR = 32, AE_OP_GRID_CELL_UNSIZED_AXES = 33,
    AE_OP_CONTAINER_RELATIVE_FRAME = 34, AE_OP_IGNORES_SAFE_AREA = 35, AE_OP_SAFE_AREA_INSET = 36, AE_OP_SAFE_AREA_PADDING = 37,
    AE_OP_SLIDER = 38, AE_OP_LIST = 39, AE_OP_FORM = 40, AE_OP_STYLE = 41, AE_OP_LABELS_HIDDEN = 42,
    AE_OP_LIST_ROW_INSETS = 43, AE_OP_LIST_ROW_SPACING = 44, AE_OP_LIST_SECTION_SPACING = 45,
    AE_OP_DEFAULT_MIN_LIST_ROW_HEIGHT = 46,
    AE_OP_TEXT_MODIFIER = 47, AE_OP_DYNAMIC_TYPE_SIZE_RANGE = 48
};
/**
 * Runs a build program of `length` doubles (copied; NULL allowed when length is 0), all or
 * nothing. *out_first_view receives the id of the first view created (or the view count if
 * none). On failure nothing is built, and the message names the instruction's offset.
 * Errors: those of the functions the instructions stand for, AE_ERROR_INVALID_ARGUMENT (an
 * unknown opcode, a program that ends inside an instruction), AE_ERROR_BUSY.
 */
ae_status ae_tree_build(ae_tree *tree, const double *program, size_t length, ae_view *out_first_view);

/** Sets the pixels per point of the screen the tree is laid out for (0 = none, the default):
 *  a Divider is one pixel thick, 1 / scale points (1 point without a scale). Frames stay
 *  exact; the next layout is cold. AE_ERROR_INVALID_VALUE unless 0 or finite and > 0. */
ae_status ae_tree_set_pixel_scale(ae_tree *tree, double scale);

/* ---- Views: leaves and containers, children, names, observers, in-place changes ------------ */

/* The ae_view_create_* functions add a view with no parent to the tree and write its id to
 * *out_view. Errors: AE_ERROR_NULL_ARGUMENT, AE_ERROR_INVALID_ARGUMENT (an enum value or a
 * guide id of this tree), AE_ERROR_INVALID_GUIDE (a guide of the wrong axis),
 * AE_ERROR_INVALID_VALUE (a number the parameter does not allow), AE_ERROR_BUSY. */

/** HStack(alignment:spacing:): `alignment` a vertical guide, spacing AE_UNSPECIFIED = the
 *  default spacing between each pair of children. */
ae_status ae_view_create_hstack(ae_tree *tree, ae_guide alignment, double spacing, ae_view *out_view);
/** VStack(alignment:spacing:): `alignment` a horizontal guide; spacing as for an HStack. */
ae_status ae_view_create_vstack(ae_tree *tree, ae_guide alignment, double spacing, ae_view *out_view);
/** ZStack(alignment:): a horizontal and a vertical guide. */
ae_status ae_view_create_zstack(ae_tree *tree, ae_guide horizontal_alignment, ae_guide vertical_alignment, ae_view *out_view);
/** A shape or Color: takes every size it is proposed (a circle: the largest square in it). */
ae_status ae_view_create_shape(ae_tree *tree, ae_shape shape, ae_view *out_view);
/** GeometryReader: takes the proposed size and places its children at its top leading
 *  corner (see ae_view_observe_geometry). */
ae_status ae_view_create_geometry_reader(ae_tree *tree, ae_view *out_view);
/** Image of a natural size (finite, >= 0); resizable (non-zero) takes any proposed size. */
ae_status ae_view_create_image(ae_tree *tree, double width, double height, int resizable, ae_view *out_view);
/** Text in the metrics model. The UTF-8 string and the font are copied; font NULL = its
 *  environment's (a font text modifier around it, else the body text style, which follows the
 *  Dynamic Type size); line_limit 0 = no limit (negative: AE_ERROR_INVALID_VALUE). */
ae_status ae_view_create_text(ae_tree *tree, const char *text, const ae_font *font, int32_t line_limit, ae_text_alignment alignment, ae_view *out_view);
/** SwiftUI's text styles (Font.TextStyle), at their default Dynamic Type sizes. */
typedef enum ae_text_style {
    AE_TEXT_STYLE_LARGE_TITLE = 0, /* 34 points */
    AE_TEXT_STYLE_TITLE = 1,       /* 28 */
    AE_TEXT_STYLE_TITLE2 = 2,      /* 22 */
    AE_TEXT_STYLE_TITLE3 = 3,      /* 20 */
    AE_TEXT_STYLE_HEADLINE = 4,    /* 17, semibold, the metrics of body */
    AE_TEXT_STYLE_BODY = 5,        /* 17 */
    AE_TEXT_STYLE_CALLOUT = 6,     /* 16 */
    AE_TEXT_STYLE_SUBHEADLINE = 7, /* 15 */
    AE_TEXT_STYLE_FOOTNOTE = 8,    /* 13 */
    AE_TEXT_STYLE_CAPTION = 9,     /* 12 */
    AE_TEXT_STYLE_CAPTION2 = 10    /* 11 */
} ae_text_style;
/** The metrics-model font of a text style in *out_font (size s: ascent round(0.78 s), descent
 *  s - ascent, advance round(0.53 s), no leading). AE_ERROR_INVALID_ARGUMENT for another style. */
ae_status ae_font_get_text_style(ae_text_style style, ae_font *out_font);
/** Spacer(minLength:): AE_UNSPECIFIED = the default minimum length. */
ae_status ae_view_create_spacer(ae_tree *tree, double min_length, ae_view *out_view);
/** A host-measured leaf: `measure` (required) answers its size, the baseline callbacks (NULL
 *  = no text baseline) its baselines; all get `user_data` and are called during layout, so
 *  they must stay callable until the tree is freed. */
ae_status ae_view_create_measured(ae_tree *tree, ae_measure_fn measure, ae_baseline_fn first_baseline, ae_baseline_fn last_baseline, void *user_data, ae_view *out_view);
/** A host-measured leaf of batch measure `measure` (ae_tree_define_measure_batch): its
 *  requests carry `view_data` (the caller's; may be NULL), which its baseline callbacks get
 *  too. It is fixed-size if the measure is (ae_tree_set_measure_fixed_size).
 *  Errors: AE_ERROR_INVALID_ARGUMENT (a measure id of no batch measure). */
ae_status ae_view_create_measured_batch(ae_tree *tree, int32_t measure, void *view_data, ae_view *out_view);
/** Axis sets (ScrollView, ViewThatFits, gridCellUnsizedAxes): a combination of these bits. */
enum { AE_AXES_HORIZONTAL = 1, AE_AXES_VERTICAL = 2 };
/** ScrollView(axes): one child, proposed AE_UNSPECIFIED along the scroll axes; the scroll
 *  view takes the proposal along them and its content's length across them. */
ae_status ae_view_create_scroll_view(ae_tree *tree, int axes, ae_view *out_view);
/** LazyHStack(alignment:spacing:): children laid out as in an HStack; it takes a finite
 *  proposed height and aligns them in it. */
ae_status ae_view_create_lazy_hstack(ae_tree *tree, ae_guide alignment, double spacing, ae_view *out_view);
/** LazyVStack(alignment:spacing:): children laid out as in a VStack; it takes a finite
 *  proposed width and aligns them in it. */
ae_status ae_view_create_lazy_vstack(ae_tree *tree, ae_guide alignment, double spacing, ae_view *out_view);

/** Makes `children` (count ids, copied; NULL allowed when count is 0) the children of a
 *  stack or GeometryReader, replacing earlier ones. Errors: AE_ERROR_NULL_ARGUMENT,
 *  AE_ERROR_INVALID_ARGUMENT (an id, count), AE_ERROR_INVALID_TREE (a view that is not a
 *  container, a child with another parent, a cycle, a repeated child), AE_ERROR_BUSY. */
ae_status ae_view_set_children(ae_tree *tree, ae_view parent, const ae_view *children, size_t count);
/** Names a view (SwiftUI's .id; the name is copied and appears in results); names are unique
 *  in a tree. Errors: AE_ERROR_NULL_ARGUMENT, AE_ERROR_INVALID_ARGUMENT (view, not UTF-8),
 *  AE_ERROR_INVALID_TREE (a name another view has), AE_ERROR_BUSY. */
ae_status ae_view_set_id(ae_tree *tree, ae_view view, const char *id);
/** Records a colour name for pictures (copied); layout ignores it. Errors as ae_view_set_id,
 *  without AE_ERROR_INVALID_TREE. */
ae_status ae_view_set_color(ae_tree *tree, ae_view view, const char *color);
/**
 * Calls `observer` with a GeometryReader's size each time a layout places it, before its
 * children are laid out (what SwiftUI's GeometryProxy.size tells the content, so callbacks
 * of the content can read it). Replaces an earlier observer of the same reader; `observer`
 * must stay callable until the tree is freed. Errors: AE_ERROR_NULL_ARGUMENT,
 * AE_ERROR_INVALID_ARGUMENT (reader), AE_ERROR_INVALID_TREE (not a GeometryReader), AE_ERROR_BUSY.
 */
ae_status ae_view_observe_geometry(ae_tree *tree, ae_view reader, ae_geometry_fn observer, void *user_data);
/** A GeometryReader frame observer: the reader's frame in the root's space. */
typedef void (*ae_geometry_frame_fn)(double x, double y, double width, double height, void *user_data);
/**
 * Calls `observer` with GeometryReader `reader`'s frame in the root's space
 * (proxy.frame(in: .global)) each time a layout places it, before its children are laid out,
 * so callbacks of its content (a measure, a guide) can use it. Replaces an earlier frame
 * observer of the same reader; `user_data` is passed back untouched. The observer runs on the
 * thread that called ae_tree_layout and must not call functions that take the tree
 * (AE_ERROR_BUSY).
 */
ae_status ae_view_observe_geometry_frame(ae_tree *tree, ae_view reader, ae_geometry_frame_fn observer, void *user_data);

/*
 * Changing a laid-out tree.
 *
 * A tree keeps what a layout found (each container's, Text's and measured view's answers per
 * proposal, their explicit guide values, every view's placement) until something it depends
 * on changes. The setters below, the modifier setters (ae_view_set_frame, ...),
 * ae_view_set_grid_spacing and ae_view_mark_dirty change a view in place and record only
 * that view, so the next ae_tree_layout recomputes the nearest container (or Text, or
 * measured view) at or above it, then the containers above that one until one answers as
 * before, and places again only from there, skipping every subtree with no change that is
 * proposed what it was before. A new root proposal (a window resize) re-uses every subtree whose proposal stays
 * the same; a layout with nothing changed returns at once, calling no callback. Cold again
 * (everything recomputed): after a change of structure (new views, children, modifiers), a
 * new root or direction, a failed layout, and in every layout of a tree with GeometryReader
 * observers. Reads (frames, text lines, guide positions, explanations) answer
 * AE_ERROR_NOT_LAID_OUT after a change until the next successful layout.
 *
 * Every one of them fails, changing nothing, with: AE_ERROR_NULL_ARGUMENT (tree),
 * AE_ERROR_INVALID_ARGUMENT (a view id that is not the tree's), AE_ERROR_INVALID_TREE (a
 * view of a type the change does not apply to: the message names the type), AE_ERROR_BUSY
 * (from a callback of a running call on the same tree, or another thread using it), and the
 * errors listed with each.
 *
 * When callbacks are called. A measure function is asked once per distinct proposal a layout
 * needs of its view: at most about 2 per layout for a content-sized view (see ae_measure_fn),
 * once in all for a fixed-size one (ae_view_set_measured_fixed_size); a batch measure gets
 * many views' questions per call (see ae_measure_batch_fn). Its answers are kept
 * across layouts, so an unchanged view is not measured again, until ae_view_mark_dirty says
 * they changed. Baseline functions' answers are not kept across layouts: a layout that
 * recomputes the view's container may ask them again (a layout with nothing changed asks
 * nothing). Guide callbacks (ae_tree_define_guide_callback,
 * ae_view_apply_alignment_guide_callback) and the callbacks of custom layouts
 * (ae_view_create_layout) are treated like measure functions: their results are kept until
 * the view is marked dirty or changed. Keep callbacks pure (functions of their
 * arguments and of state the host changes only between layouts) and call ae_view_mark_dirty
 * on a view whenever what its callbacks read changes; a callback's answer that changes
 * without it may or may not be seen by the next layout.
 */

/** The value of a guide argument for an axis a view does not align on (ae_view_set_alignment). */
enum { AE_GUIDE_NONE = -1 };

/** Says that `view`'s callbacks will now answer differently: a measured view's measure or
 *  baseline functions (YGNodeMarkDirty), or the guide or custom-layout callbacks of any view.
 *  The next layout asks them again for that view and recomputes its ancestors. */
ae_status ae_view_mark_dirty(ae_tree *tree, ae_view view);
/** Replaces the characters of a Text with `length` bytes of UTF-8 at `text` (copied; no NUL
 *  needed, NULL is AE_ERROR_NULL_ARGUMENT), keeping its font, line limit and alignment. The
 *  next layout measures the text again for each proposal it gets and recomputes the path to
 *  the root (a text's baselines may move). Errors also AE_ERROR_INVALID_ARGUMENT (not UTF-8,
 *  length). */
ae_status ae_view_set_text(ae_tree *tree, ae_view view, const char *text, size_t length);
/** .lineLimit(line_limit, reservesSpace:) of a Text: line_limit 0 = no limit (negative:
 *  AE_ERROR_INVALID_VALUE); reserves_space non-zero: a shorter text is as tall as line_limit
 *  lines. The next layout recomputes the text as after ae_view_set_text. */
ae_status ae_view_set_line_limit(ae_tree *tree, ae_view view, int32_t line_limit, int reserves_space);
/** .lineSpacing(spacing) of a Text: points between its lines, finite and >= 0 (else
 *  AE_ERROR_INVALID_VALUE). The next layout recomputes the text as after ae_view_set_text. */
ae_status ae_view_set_line_spacing(ae_tree *tree, ae_view view, double spacing);
/** Changes the spacing of an HStack, VStack or lazy stack (AE_UNSPECIFIED = the default
 *  spacing between each pair of children); the next layout recomputes the stack, re-using its
 *  children's answers, and the containers above it until one answers as before. Errors also
 *  AE_ERROR_INVALID_VALUE (infinite). */
ae_status ae_view_set_spacing(ae_tree *tree, ae_view view, double spacing);
/**
 * Changes the alignment of a container: a VStack (or lazy one) takes `horizontal`, an HStack
 * (or lazy one) or a GridRow `vertical`, a ZStack or Grid both; pass AE_GUIDE_NONE for the
 * axis the view does not align on (anything else there is AE_ERROR_INVALID_ARGUMENT, so a
 * guide in the wrong slot is never silently ignored); AE_GUIDE_NONE as a GridRow's vertical
 * gives it back its grid's alignment (GridRow(alignment: nil)). The next layout recomputes
 * the container (its children's sizes are re-used) and the containers above it until one
 * answers as before, and places its children again.
 * Errors also AE_ERROR_INVALID_ARGUMENT (a guide id of no guide), AE_ERROR_INVALID_GUIDE (a
 * guide of the wrong axis).
 */
ae_status ae_view_set_alignment(ae_tree *tree, ae_view view, ae_guide horizontal, ae_guide vertical);
/** Changes the natural size of an Image (finite, >= 0); the next layout recomputes the
 *  container it is in and those above it until one answers as before. Errors also
 *  AE_ERROR_INVALID_VALUE. */
ae_status ae_view_set_image_size(ae_tree *tree, ae_view view, double width, double height);
/** Says whether a measured view (ae_view_create_measured, AE_OP_MEASURED) has a fixed size:
 *  non-zero = it answers the same size for every proposal (like an image that is not
 *  resizable), so the engine asks its measure function once, not once per distinct proposal.
 *  The next layout measures the view again and recomputes the whole path to the root (its
 *  rigidity may change). */
ae_status ae_view_set_measured_fixed_size(ae_tree *tree, ae_view view, int fixed);

/* ---- Modifiers: applying them, and changing an applied one --------------------------------- */

/* Modifiers: each ae_view_apply_* wraps the view with everything applied before it (the view
 * id stays the same). Errors: AE_ERROR_NULL_ARGUMENT, AE_ERROR_INVALID_ARGUMENT (a view id, an
 * enum value, a guide id), AE_ERROR_INVALID_GUIDE (a guide of the wrong axis),
 * AE_ERROR_INVALID_VALUE (a number the parameter does not allow), AE_ERROR_BUSY. */

/** .frame(width:height:alignment:): AE_UNSPECIFIED for a dimension the frame leaves to its
 *  content; the guides place the content in the frame. */
ae_status ae_view_apply_frame(ae_tree *tree, ae_view view, double width, double height, ae_guide horizontal_alignment, ae_guide vertical_alignment);
/** .frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:):
 *  AE_UNSPECIFIED for each absent value; a maximum may be INFINITY. */
ae_status ae_view_apply_flexible_frame(ae_tree *tree, ae_view view,
                                       double min_width, double ideal_width, double max_width,
                                       double min_height, double ideal_height, double max_height,
                                       ae_guide horizontal_alignment, ae_guide vertical_alignment);
/** .padding(EdgeInsets): four finite insets (negative ones allowed, as in SwiftUI). */
ae_status ae_view_apply_padding(ae_tree *tree, ae_view view, double top, double leading, double bottom, double trailing);
/** .offset(x:y:): moves the view when drawn; its parent lays it out where it was. */
ae_status ae_view_apply_offset(ae_tree *tree, ae_view view, double x, double y);
/** .fixedSize(horizontal:vertical:): non-zero proposes nil (the ideal size) on that axis. */
ae_status ae_view_apply_fixed_size(ae_tree *tree, ae_view view, int horizontal, int vertical);
/** .layoutPriority(priority): a finite number; stacks offer space to higher priorities first. */
ae_status ae_view_apply_layout_priority(ae_tree *tree, ae_view view, double priority);
/** .overlay(alignment:content:): draws `content` (a view with no parent, which becomes the
 *  overlay's) over the view; content is proposed the view's size. AE_ERROR_INVALID_TREE if
 *  content already has a parent or is the view. */
ae_status ae_view_apply_overlay(ae_tree *tree, ae_view view, ae_view content, ae_guide horizontal_alignment, ae_guide vertical_alignment);
/** .background(alignment:content:): as ae_view_apply_overlay, drawn behind the view. */
ae_status ae_view_apply_background(ae_tree *tree, ae_view view, ae_view content, ae_guide horizontal_alignment, ae_guide vertical_alignment);
/** .aspectRatio(ratio, contentMode:): ratio > 0 and finite, or AE_UNSPECIFIED = the ratio of
 *  the content's ideal size. */
ae_status ae_view_apply_aspect_ratio(ae_tree *tree, ae_view view, double ratio, ae_content_mode mode);
/** .position(x:y:): takes the proposed size and centres the view at (x, y) in it. */
ae_status ae_view_apply_position(ae_tree *tree, ae_view view, double x, double y);
/** .environment(\.layoutDirection, direction) for the view and everything inside it. */
ae_status ae_view_apply_layout_direction(ae_tree *tree, ae_view view, ae_direction direction);

/*
 * Modifier setters. Each replaces the parameters of modifier number `index` of `view` (0 =
 * the first applied, as the ae_view_apply_* calls made them) with new ones, taking the same
 * parameters, checked the same way, as the matching ae_view_apply_* function. The modifier
 * must be of that kind: AE_ERROR_INVALID_TREE if the view has no modifier `index` (a negative
 * index included) or if it is another kind of modifier (a frame is not a flexible frame).
 * Errors also those of the matching ae_view_apply_* function. The next layout recomputes the
 * whole path from the modified view to the root (a modifier may change spacing preferences
 * or rigidity), re-using the answers of the view itself and of every subtree not on the path.
 */

/** Modifier `index`, a .frame(width:height:alignment:), gets these parameters. */
ae_status ae_view_set_frame(ae_tree *tree, ae_view view, int32_t index, double width, double height,
                            ae_guide horizontal_alignment, ae_guide vertical_alignment);
/** Modifier `index`, a flexible .frame(minWidth:...), gets these parameters. */
ae_status ae_view_set_flexible_frame(ae_tree *tree, ae_view view, int32_t index,
                                     double min_width, double ideal_width, double max_width,
                                     double min_height, double ideal_height, double max_height,
                                     ae_guide horizontal_alignment, ae_guide vertical_alignment);
/** Modifier `index`, a .padding, gets these insets. */
ae_status ae_view_set_padding(ae_tree *tree, ae_view view, int32_t index, double top, double leading, double bottom, double trailing);
/** Modifier `index`, an .offset, gets this offset (sizes do not change, only frames). */
ae_status ae_view_set_offset(ae_tree *tree, ae_view view, int32_t index, double x, double y);
/** Modifier `index`, a .layoutPriority, gets this priority. */
ae_status ae_view_set_layout_priority(ae_tree *tree, ae_view view, int32_t index, double priority);
/** Modifier `index`, a .fixedSize, gets these axes. */
ae_status ae_view_set_fixed_size(ae_tree *tree, ae_view view, int32_t index, int horizontal, int vertical);
/** Modifier `index`, an .aspectRatio, gets this ratio and mode. */
ae_status ae_view_set_aspect_ratio(ae_tree *tree, ae_view view, int32_t index, double ratio, ae_content_mode mode);
/** Modifier `index`, a .position, gets this point. */
ae_status ae_view_set_position(ae_tree *tree, ae_view view, int32_t index, double x, double y);

/**
 * .containerRelativeFrame(axes, count:span:spacing:alignment:): on `axes` (AE_AXES_* bits)
 * the view is `span` of `count` columns `spacing` apart in its container's length L, Apple's
 * (L - spacing * (count - 1)) / count * span + spacing * (span - 1), at least 0; the container
 * is the nearest enclosing ScrollView (its proposed length), else the layout's proposal (an
 * unspecified length leaves that axis to the view). count >= 1, 1 <= span <= count, spacing
 * finite and >= 0, else AE_ERROR_INVALID_VALUE; the view is aligned by the two guides.
 */
ae_status ae_view_apply_container_relative_frame(ae_tree *tree, ae_view view, int axes, int32_t count, int32_t span, double spacing,
                                                 ae_guide horizontal_alignment, ae_guide vertical_alignment);
/** A containerRelativeFrame's length for its container's length on `axis`, called during
 *  layout with the `user_data` it was given; NaN, infinite or negative fails the layout. */
typedef double (*ae_length_fn)(double container_length, ae_axis axis, void *user_data);
/** .containerRelativeFrame(axes, alignment:) { length, axis in ... }: on `axes` the view is as
 *  long as `length` (required) answers; it must stay callable until the tree is freed. */
ae_status ae_view_apply_container_relative_frame_callback(ae_tree *tree, ae_view view, int axes, ae_length_fn length, void *user_data,
                                                          ae_guide horizontal_alignment, ae_guide vertical_alignment);

/* ---- Safe area ------------------------------------------------------------------------------ */

/*
 * A layout laid out in a safe area (ae_tree_layout_in_safe_area) places its root in the safe
 * part of the screen; these modifiers let views reach out of it or add to it. AE_EDGE_* (in
 * the section on spacing below) name edges: TOP 1, LEADING 2, BOTTOM 4, TRAILING 8.
 */

/** Safe-area regions (SwiftUI's SafeAreaRegions): the container's (the screen's insets and
 *  what safeAreaInset and safeAreaPadding add) and the software keyboard's (a layout has no
 *  keyboard: ignoring only it changes nothing). */
enum { AE_SAFE_AREA_REGION_CONTAINER = 1, AE_SAFE_AREA_REGION_KEYBOARD = 2, AE_SAFE_AREA_REGION_ALL = 3 };

/** .ignoresSafeArea(regions, edges:): placed where its frame reaches the edge of a safe area
 *  on one of `edges` (AE_EDGE_* bits), the view is proposed more and placed further out, to
 *  that safe area's outer edge; its parent lays it out as if it were not there. `regions`:
 *  AE_SAFE_AREA_REGION_* bits. Other bits in either are AE_ERROR_INVALID_ARGUMENT. */
ae_status ae_view_apply_ignores_safe_area(ae_tree *tree, ae_view view, uint32_t regions, uint32_t edges);
/** .safeAreaInset(edge:alignment:spacing:content:): `content` (a view with no parent, which
 *  becomes the modifier's) against `edge` (one AE_EDGE_* bit), aligned with the view by
 *  `alignment` (a horizontal guide for TOP and BOTTOM, a vertical one for LEADING and
 *  TRAILING); the view is inset by the content's length and `spacing` (AE_UNSPECIFIED: the
 *  default, 8 unless a spacer's edge asks for none), and its safe area with it.
 *  AE_ERROR_INVALID_TREE if content already has a parent or is the view. */
ae_status ae_view_apply_safe_area_inset(ae_tree *tree, ae_view view, ae_view content, uint32_t edge, ae_guide alignment, double spacing);
/** .safeAreaPadding(EdgeInsets): a padding of four finite insets >= 0 that the view's safe
 *  area gains too (SwiftUI's default length is 16). */
ae_status ae_view_apply_safe_area_padding(ae_tree *tree, ae_view view, double top, double leading, double bottom, double trailing);
/** Modifier `index`, an .ignoresSafeArea, gets these regions and edges (see the setters above). */
ae_status ae_view_set_ignores_safe_area(ae_tree *tree, ae_view view, int32_t index, uint32_t regions, uint32_t edges);
/** Modifier `index`, a .safeAreaPadding, gets these insets. */
ae_status ae_view_set_safe_area_padding(ae_tree *tree, ae_view view, int32_t index, double top, double leading, double bottom,
                                        double trailing);
/* ---- Text: fonts, weights, Dynamic Type, SF Symbols, how texts fit ------------------------- */

/*
 * Texts and SF Symbols take their font from their environment, as in SwiftUI: the text
 * modifiers below (.font, .fontWeight, .bold, .dynamicTypeSize, .imageScale ...) set a value
 * for every Text and symbol image inside the view they modify, the nearest setting winning,
 * and a Text's own font (ae_view_create_text) nearer than any. A text in a text style
 * (AE_TEXT_MODIFIER_FONT, or no font at all: the body style) takes the style's point size at
 * the Dynamic Type size of its environment: the tree's (ae_tree_set_dynamic_type_size) unless
 * an AE_TEXT_MODIFIER_DYNAMIC_TYPE_SIZE or ae_view_apply_dynamic_type_size_range above it
 * says otherwise. A text in a font of its own metrics keeps its size. Changing any of them in
 * place (ae_view_set_text_modifier, ae_tree_set_dynamic_type_size, ae_tree_define_symbol)
 * makes the next layout recompute only the texts and symbols whose size changed.
 */

/** SwiftUI's font weights (Font.Weight), lightest first. */
typedef enum ae_font_weight {
    AE_FONT_WEIGHT_ULTRA_LIGHT = 0, AE_FONT_WEIGHT_THIN = 1, AE_FONT_WEIGHT_LIGHT = 2, AE_FONT_WEIGHT_REGULAR = 3,
    AE_FONT_WEIGHT_MEDIUM = 4, AE_FONT_WEIGHT_SEMIBOLD = 5, AE_FONT_WEIGHT_BOLD = 6, AE_FONT_WEIGHT_HEAVY = 7,
    AE_FONT_WEIGHT_BLACK = 8
} ae_font_weight;
/** SwiftUI's font widths (Font.Width). */
typedef enum ae_font_width {
    AE_FONT_WIDTH_COMPRESSED = 0, AE_FONT_WIDTH_CONDENSED = 1, AE_FONT_WIDTH_STANDARD = 2, AE_FONT_WIDTH_EXPANDED = 3
} ae_font_width;
/** Where a truncated text loses its characters (Text.TruncationMode). */
typedef enum ae_truncation_mode {
    AE_TRUNCATION_HEAD = 0, AE_TRUNCATION_TAIL = 1, AE_TRUNCATION_MIDDLE = 2
} ae_truncation_mode;
/** SwiftUI's Dynamic Type sizes (DynamicTypeSize); AE_DYNAMIC_TYPE_SIZE_LARGE is the default. */
typedef enum ae_dynamic_type_size {
    AE_DYNAMIC_TYPE_SIZE_X_SMALL = 0, AE_DYNAMIC_TYPE_SIZE_SMALL = 1, AE_DYNAMIC_TYPE_SIZE_MEDIUM = 2,
    AE_DYNAMIC_TYPE_SIZE_LARGE = 3, AE_DYNAMIC_TYPE_SIZE_X_LARGE = 4, AE_DYNAMIC_TYPE_SIZE_XX_LARGE = 5,
    AE_DYNAMIC_TYPE_SIZE_XXX_LARGE = 6, AE_DYNAMIC_TYPE_SIZE_ACCESSIBILITY1 = 7, AE_DYNAMIC_TYPE_SIZE_ACCESSIBILITY2 = 8,
    AE_DYNAMIC_TYPE_SIZE_ACCESSIBILITY3 = 9, AE_DYNAMIC_TYPE_SIZE_ACCESSIBILITY4 = 10, AE_DYNAMIC_TYPE_SIZE_ACCESSIBILITY5 = 11
} ae_dynamic_type_size;
/** The scales of symbol images (Image.Scale): 0.8, 1 and 1.3 of the font's point size. */
typedef enum ae_image_scale { AE_IMAGE_SCALE_SMALL = 0, AE_IMAGE_SCALE_MEDIUM = 1, AE_IMAGE_SCALE_LARGE = 2 } ae_image_scale;
/**
 * The text modifiers and what `value` of ae_view_apply_text_modifier is for each:
 *   AE_TEXT_MODIFIER_FONT               an ae_text_style (.font(.title))
 *   AE_TEXT_MODIFIER_FONT_WEIGHT        an ae_font_weight, or AE_UNSPECIFIED (the font's own)
 *   AE_TEXT_MODIFIER_BOLD               1, or 0 (.bold(false))
 *   AE_TEXT_MODIFIER_ITALIC, _MONOSPACED, _MONOSPACED_DIGIT, _ALLOWS_TIGHTENING   1 or 0
 *   AE_TEXT_MODIFIER_FONT_WIDTH         an ae_font_width, or AE_UNSPECIFIED (standard)
 *   AE_TEXT_MODIFIER_KERNING, _TRACKING, _BASELINE_OFFSET   points, finite
 *   AE_TEXT_MODIFIER_MINIMUM_SCALE_FACTOR   from 0 to 1
 *   AE_TEXT_MODIFIER_TRUNCATION_MODE    an ae_truncation_mode
 *   AE_TEXT_MODIFIER_DYNAMIC_TYPE_SIZE  an ae_dynamic_type_size
 *   AE_TEXT_MODIFIER_IMAGE_SCALE        an ae_image_scale
 */
typedef enum ae_text_modifier {
    AE_TEXT_MODIFIER_FONT = 0, AE_TEXT_MODIFIER_FONT_WEIGHT = 1, AE_TEXT_MODIFIER_BOLD = 2, AE_TEXT_MODIFIER_ITALIC = 3,
    AE_TEXT_MODIFIER_MONOSPACED = 4, AE_TEXT_MODIFIER_MONOSPACED_DIGIT = 5, AE_TEXT_MODIFIER_FONT_WIDTH = 6,
    AE_TEXT_MODIFIER_KERNING = 7, AE_TEXT_MODIFIER_TRACKING = 8, AE_TEXT_MODIFIER_BASELINE_OFFSET = 9,
    AE_TEXT_MODIFIER_MINIMUM_SCALE_FACTOR = 10, AE_TEXT_MODIFIER_TRUNCATION_MODE = 11, AE_TEXT_MODIFIER_ALLOWS_TIGHTENING = 12,
    AE_TEXT_MODIFIER_DYNAMIC_TYPE_SIZE = 13, AE_TEXT_MODIFIER_IMAGE_SCALE = 14
} ae_text_modifier;
/** Applies text modifier `modifier` with `value` (see ae_text_modifier) to `view` and every
 *  Text and symbol image inside it (AE_OP_TEXT_MODIFIER). Errors: AE_ERROR_INVALID_ARGUMENT (a
 *  modifier, enum value or flag out of range), AE_ERROR_INVALID_VALUE (a number that is not
 *  finite, a scale factor outside 0 ... 1). */
ae_status ae_view_apply_text_modifier(ae_tree *tree, ae_view view, ae_text_modifier modifier, double value);
/** Modifier `index`, a text modifier, gets `value`; it must be the same `modifier`
 *  (AE_ERROR_INVALID_TREE otherwise). */
ae_status ae_view_set_text_modifier(ae_tree *tree, ae_view view, int32_t index, ae_text_modifier modifier, double value);
/** .dynamicTypeSize(minimum...maximum): the Dynamic Type size inside stays in the range, sizes
 *  set inside it too (AE_OP_DYNAMIC_TYPE_SIZE_RANGE; minimum > maximum: AE_ERROR_INVALID_VALUE). */
ae_status ae_view_apply_dynamic_type_size_range(ae_tree *tree, ae_view view, ae_dynamic_type_size minimum, ae_dynamic_type_size maximum);
/** A font's text style and traits: text_style an ae_text_style or -1 (none: the font has its
 *  own metrics), weight an ae_font_weight or -1 (the font's own), width an ae_font_width or -1
 *  (standard); bold (the style's emphasized weight), italic, monospaced, monospaced_digit 1 or 0. */
typedef struct ae_font_traits {
    int32_t text_style, weight, width, bold, italic, monospaced, monospaced_digit;
} ae_font_traits;
/** .font(_:) for every Text inside without a font of its own: a text style's (traits with a
 *  text_style, metrics NULL; it follows the Dynamic Type size) or a font of these metrics
 *  (it keeps its size), with the traits (NULL: none). Both are copied. Errors:
 *  AE_ERROR_NULL_ARGUMENT (neither), AE_ERROR_INVALID_ARGUMENT (both, or a trait out of
 *  range), AE_ERROR_INVALID_VALUE (a metric that is not finite and >= 0). */
ae_status ae_view_apply_font(ae_tree *tree, ae_view view, const ae_font *metrics, const ae_font_traits *traits);
/** A Text's own font, as with ae_view_apply_font (metrics and traits both NULL: its
 *  environment's); the next layout recomputes the text as after ae_view_set_text. */
ae_status ae_view_set_text_font(ae_tree *tree, ae_view view, const ae_font *metrics, const ae_font_traits *traits);
/** The Dynamic Type size of the tree's root (AE_DYNAMIC_TYPE_SIZE_LARGE until set). */
ae_status ae_tree_set_dynamic_type_size(ae_tree *tree, ae_dynamic_type_size size);
/** The font of the tree's root: of every Text without a font of its own or a font modifier
 *  above it, as with ae_view_apply_font (both NULL: the body text style, the default). */
ae_status ae_tree_set_font(ae_tree *tree, const ae_font *metrics, const ae_font_traits *traits);
/** The box of an SF Symbol at the medium image scale, in ems of its font's point size. */
typedef struct ae_symbol_size { double width, height; } ae_symbol_size;
/**
 * Image(systemName: name): an SF Symbol sized from the font of its environment, a square of
 * its point size at the medium scale (its text style's at the Dynamic Type size; x 0.8 small,
 * x 1.3 large; its width also by its weight), its baseline with the text's (centred on the
 * middle of SF's cap height). `size` (copied) gives its box instead, NULL the size
 * ae_tree_define_symbol gave its name; a name the engine does not know, without a size, lays
 * out as the default square with a warning (ae_tree_get_warnings). The name is copied.
 */
ae_status ae_view_create_symbol(ae_tree *tree, const char *name, const ae_symbol_size *size, int resizable, ae_view *out_view);
/** Gives every symbol image named `name` without a size of its own a box of width x height
 *  ems (finite, >= 0; else AE_ERROR_INVALID_VALUE). */
ae_status ae_tree_define_symbol(ae_tree *tree, const char *name, double width, double height);
/** What lays out by a documented fallback rather than as asked (symbol names the engine does
 *  not know), one line each ending in a newline, "" for none, into *out_text (its byte length
 *  in *out_length), to free with ae_string_free. */
ae_status ae_tree_get_warnings(const ae_tree *tree, char **out_text, size_t *out_length);
/** How a Text fit after the last layout: *out_truncated 1 if characters were cut (an ellipsis
 *  stands for them), else 0; *out_scale the fraction of its size it shrank to
 *  (.minimumScaleFactor), 1 if it did not. Errors as ae_view_get_text_lines. */
ae_status ae_view_get_text_fit(const ae_tree *tree, ae_view view, int32_t *out_truncated, double *out_scale);
/** Every Text's fit at once, in the order of ae_tree_get_text_lines: 3 doubles per Text (its
 *  view id, 1 or 0 for truncated, its scale) into out_fits, which holds 3 * capacity; the count
 *  goes to *out_count, also on AE_ERROR_BUFFER_TOO_SMALL. */
ae_status ae_tree_get_text_fits(const ae_tree *tree, double *out_fits, size_t capacity, size_t *out_count);
/** @ScaledMetric(relativeTo: style) of `value` at Dynamic Type size `size` into *out_value:
 *  measured for .body at large (x 1), medium (16.333 / 17) and accessibility5 (48 / 17), the
 *  style's point size ratio elsewhere (assumed; see the decisions). */
ae_status ae_text_style_scaled_value(ae_text_style style, double value, ae_dynamic_type_size size, double *out_value);
/** The metrics-model font of a text style at Dynamic Type size `size` (its point size from
 *  Apple's table) in *out_font, as a font of fixed metrics. */
ae_status ae_font_get_text_style_at(ae_text_style style, ae_dynamic_type_size size, ae_font *out_font);

/* ---- Grids and ViewThatFits ---------------------------------------------------------------- */

/*
 *
 * Grid (SwiftUI's Grid): its children are grid rows (one cell per child of the row, from the
 * first column on) and other views, which span every column. Spacing AE_UNSPECIFIED = 8.
 *
 *   ae_view grid, row, a, b;
 *   ae_view_create_grid(tree, AE_GUIDE_LEADING, AE_GUIDE_VERTICAL_CENTER, AE_UNSPECIFIED, AE_UNSPECIFIED, &grid);
 *   ae_view_create_grid_row(tree, -1, &row);          (-1: the grid's vertical alignment)
 *   ... ae_view_set_children(tree, row, cells, 2); ae_view_set_children(tree, grid, &row, 1);
 */

/**
 * A Grid(alignment:horizontalSpacing:verticalSpacing:) in *out_view: `horizontal_alignment`
 * and `vertical_alignment` (a horizontal and a vertical guide) align every cell in its cell
 * rectangle; a spacing of AE_UNSPECIFIED is the default 8. Its children are grid rows and
 * views that span every column. AE_ERROR_INVALID_GUIDE for a guide of the wrong axis,
 * AE_ERROR_BUSY while the tree is in use.
 */
ae_status ae_view_create_grid(ae_tree *tree, ae_guide horizontal_alignment, ae_guide vertical_alignment,
                              double horizontal_spacing, double vertical_spacing, ae_view *out_view);
/** A row of a grid; `alignment` a vertical guide, or -1 for the grid's. Only valid in a grid. */
ae_status ae_view_create_grid_row(ae_tree *tree, ae_guide alignment, ae_view *out_view);
/** A line one pixel thick (ae_tree_set_pixel_scale; 1 point without a scale): vertical in an
 *  HStack or grid row, horizontal elsewhere. */
ae_status ae_view_create_divider(ae_tree *tree, ae_view *out_view);
/** ViewThatFits(in: axes): shows the first child whose ideal size fits on `axes`, else the last. */
ae_status ae_view_create_view_that_fits(ae_tree *tree, int axes, ae_view *out_view);
/** .gridCellColumns(count): the cell spans `count` >= 1 columns. */
ae_status ae_view_apply_grid_cell_columns(ae_tree *tree, ae_view view, int32_t count);
/** .gridColumnAlignment(guide): the horizontal guide of the cell's whole column. */
ae_status ae_view_apply_grid_column_alignment(ae_tree *tree, ae_view view, ae_guide guide);
/** .gridCellAnchor(UnitPoint(x, y)): aligns this point of the cell's view with its cell's. */
ae_status ae_view_apply_grid_cell_anchor(ae_tree *tree, ae_view view, double x, double y);
/** .gridCellUnsizedAxes(axes): the cell does not size its column / row on those axes. */
ae_status ae_view_apply_grid_cell_unsized_axes(ae_tree *tree, ae_view view, int axes);
/** Changes a Grid's spacings (AE_UNSPECIFIED = the default); cost as ae_view_set_spacing. */
ae_status ae_view_set_grid_spacing(ae_tree *tree, ae_view view, double horizontal_spacing, double vertical_spacing);

/*
 * Lazy grids (SwiftUI's LazyVGrid / LazyHGrid): children fill the cells of the grid items
 * (columns of a LazyVGrid, rows of a LazyHGrid) in reading order, every child laid out.
 *
 *   ae_grid_item columns[] = {{AE_GRID_ITEM_FIXED, 70, 70, AE_UNSPECIFIED, AE_GUIDE_NONE, AE_GUIDE_NONE},
 *                             {AE_GRID_ITEM_ADAPTIVE, 40, INFINITY, AE_UNSPECIFIED, AE_GUIDE_NONE, AE_GUIDE_NONE}};
 *   ae_view grid;
 *   ae_view_create_lazy_vgrid(tree, columns, 2, AE_GUIDE_HORIZONTAL_CENTER, AE_UNSPECIFIED, &grid);
 */

/** The kind of a grid item's size (GridItem.Size). */
typedef enum ae_grid_item_size {
    /** .fixed(minimum): exactly `minimum` long (`maximum` is not read). */
    AE_GRID_ITEM_FIXED = 0,
    /** .flexible(minimum:maximum:): an equal share of the space left, clamped (SwiftUI's
     *  defaults are 10 and INFINITY). */
    AE_GRID_ITEM_FLEXIBLE = 1,
    /** .adaptive(minimum:maximum:): as many cells of at least `minimum` (> 0) as fit. */
    AE_GRID_ITEM_ADAPTIVE = 2
} ae_grid_item_size;

/** A GridItem(size, spacing:, alignment:). Lengths are finite and >= 0 (a maximum may be
 *  INFINITY, a minimum not above its maximum); `spacing` is the space after the item and
 *  between an adaptive item's cells (AE_UNSPECIFIED = 8); the alignment guides are a
 *  horizontal and a vertical guide, or both AE_GUIDE_NONE for the grid's alignment. */
typedef struct ae_grid_item {
    ae_grid_item_size size;
    double minimum;
    double maximum;
    double spacing;
    ae_guide horizontal_alignment;
    ae_guide vertical_alignment;
} ae_grid_item;

/**
 * A LazyVGrid(columns:alignment:spacing:) in *out_view: `count` >= 1 columns (copied);
 * `alignment` (a horizontal guide) aligns each cell's view in its cell unless its item has
 * an alignment; `spacing` is between rows (AE_UNSPECIFIED = 8). A bad item is
 * AE_ERROR_INVALID_VALUE naming the item and the value (a negative, NaN or infinite length,
 * a minimum above its maximum, an adaptive minimum of 0, no items), AE_ERROR_INVALID_ARGUMENT
 * for an unknown size kind, AE_ERROR_NULL_ARGUMENT for columns NULL with count > 0.
 */
ae_status ae_view_create_lazy_vgrid(ae_tree *tree, const ae_grid_item *columns, size_t count, ae_guide alignment,
                                    double spacing, ae_view *out_view);
/** A LazyHGrid(rows:alignment:spacing:): as ae_view_create_lazy_vgrid with the axes
 *  swapped; `alignment` is a vertical guide, `spacing` is between columns. */
ae_status ae_view_create_lazy_hgrid(ae_tree *tree, const ae_grid_item *rows, size_t count, ae_guide alignment,
                                    double spacing, ae_view *out_view);

/* ---- Lazy rows and viewports: rows built on demand, only those in and near the viewport ---- */

/**
 * Builds row `index` of lazy container `container` (a lazy stack's row, a lazy grid's item) in
 * `tree` with the calls of building (ae_view_create_*, ae_view_apply_*, ae_view_set_children,
 * ae_tree_build, ae_view_set_id / _color, ae_tree_define_*), writes its view -- the root of
 * what it built, without a parent -- to *out_row and answers 0, or non-zero to fail the layout.
 * It runs inside ae_tree_layout; any other call on the tree from it is AE_ERROR_BUSY, and
 * changing a view it did not build is AE_ERROR_INVALID_TREE.
 */
typedef int (*ae_row_fn)(ae_tree *tree, ae_view container, int64_t index, void *user_data, ae_view *out_row);
/** ae_view_get_row's answer for a row that is not in the tree. */
enum { AE_NO_VIEW = -1 };
/**
 * Gives a LazyVStack, LazyHStack, LazyVGrid or LazyHGrid `count` rows that `build` makes on
 * demand (SwiftUI's ForEach in a lazy container): inside a ScrollView with a viewport along the
 * container's axis (ae_view_set_viewport) only the rows in and near the viewport exist, built
 * during ae_tree_layout; elsewhere every row is built. Rows not built count with the lengths
 * they had when they were laid out, else with the mean of those (docs/decisions.md, "Lazy
 * rows"). Replaces earlier rows; a container with children of its own cannot take rows
 * (AE_ERROR_INVALID_TREE). A builder that fails, answers a view it did not build for that row,
 * or uses the tree otherwise fails the layout (AE_ERROR_CALLBACK_FAILED or
 * AE_ERROR_INVALID_TREE, naming the container and the row), and what it built is undone; the
 * tree stays usable. `user_data` is passed to every call. Errors: AE_ERROR_NULL_ARGUMENT,
 * AE_ERROR_INVALID_ARGUMENT (an id), AE_ERROR_INVALID_TREE, AE_ERROR_INVALID_VALUE (a
 * negative count), AE_ERROR_BUSY.
 */
ae_status ae_view_set_rows(ae_tree *tree, ae_view container, int64_t count, ae_row_fn build, void *user_data);
/**
 * A ScrollView's viewport: the visible part of its content starts `offset` points along its
 * scroll axis (vertical when it scrolls vertically) and is `length` long. Its lazy containers
 * along that axis then build and lay out only the rows in and near it (half a viewport beyond
 * each end). An offset below 0 counts as 0, one past the end of the content as the last
 * screen; frames stay the content's layout (the offset moves none). A viewport that leaves the
 * rows as they are leaves the layout standing. Errors: AE_ERROR_NULL_ARGUMENT,
 * AE_ERROR_INVALID_ARGUMENT (an id), AE_ERROR_INVALID_TREE (not a ScrollView),
 * AE_ERROR_INVALID_VALUE (an offset that is NaN or infinite, a length that is not positive
 * and finite, naming the ScrollView and the value), AE_ERROR_BUSY.
 */
ae_status ae_view_set_viewport(ae_tree *tree, ae_view scroll_view, double offset, double length);
/** Removes a ScrollView's viewport: its lazy containers build every row again. */
ae_status ae_view_remove_viewport(ae_tree *tree, ae_view scroll_view);
/** The rows of a lazy container that are in the tree (those of the last layout): rows
 *  *out_first ..< *out_first + *out_count. AE_ERROR_INVALID_TREE for a view without rows. */
ae_status ae_view_get_row_window(const ae_tree *tree, ae_view container, int64_t *out_first, int64_t *out_count);
/** The view of row `index` of a lazy container into *out_row, or AE_NO_VIEW (-1) when that row
 *  is not in the tree; an index outside the rows is AE_ERROR_INVALID_VALUE. A row's views
 *  stay its own while it is in the window. */
ae_status ae_view_get_row(const ae_tree *tree, ae_view container, int64_t index, ae_view *out_row);

/* ---- Host layouts: containers the host sizes and places (SwiftUI's Layout) ----------------- */

/*
 * Custom layouts (SwiftUI's Layout protocol). A container whose children the host sizes and
 * places: create it with a table of callbacks and a context pointer, give it children with
 * ae_view_set_children, lay the tree out as usual.
 *
 * Ownership: the library copies the table (the caller may free it after the call); the
 * context pointer is the host's, passed back to every callback unchanged, and must stay valid
 * while the tree may be laid out (the library never frees it). The `ae_subviews *` a callback
 * receives is valid only during that callback and on its thread: it is a handle, not an
 * address, and using it later (or from another thread) answers AE_ERROR_INVALID_ARGUMENT.
 *
 * When callbacks run (during ae_tree_layout, on the thread described at the top):
 * - size_that_fits: once per distinct proposal the container receives in a layout (answers
 *   are cached); write the size to *out_size. NaN, infinite or negative sizes fail the layout.
 * - place_subviews: when the layout places the container, and when a parent needs the
 *   container's default explicit guides. Place each subview with ae_subviews_place (a
 *   subview placed twice keeps its last placement, as in SwiftUI); bounds has its origin at (0, 0) in the container's space and
 *   right-to-left layouts mirror the placements. Subviews not placed are centred.
 * - explicit_alignment (may be NULL = SwiftUI's default: the placed subviews' values,
 *   combined): the container's value of `guide` for its bounds; set *out_has_value to 1 and
 *   *out_value, or *out_has_value to 0 for none.
 * A callback returns 0, or non-zero to fail the layout: ae_tree_layout then returns
 * AE_ERROR_CALLBACK_FAILED with a message naming the layout and the callback. Calls of the
 * ae_subviews_* functions that fail (an index out of range, a subview placed outside
 * place_subviews, a NaN or negative proposal, a NULL out pointer, another thread) return their
 * status and fail the layout too, even when the callback then returns 0; the layout's message
 * names the failed call.
 *
 *   static int flow_size(void *context, const ae_subviews *subviews, double w, double h, ae_size *out);
 *   static int flow_place(void *context, const ae_subviews *subviews, double x, double y,
 *                         double width, double height, double w, double h);
 *   ae_layout_callbacks flow = {flow_size, flow_place, NULL};
 *   ae_view_create_layout(tree, "Flow", &flow, &spacing, &view);
 */
typedef struct ae_subviews ae_subviews;
typedef struct ae_layout_callbacks {
    int (*size_that_fits)(void *context, const ae_subviews *subviews, double proposed_width, double proposed_height,
                          ae_size *out_size);
    int (*place_subviews)(void *context, const ae_subviews *subviews, double x, double y, double width, double height,
                          double proposed_width, double proposed_height);
    int (*explicit_alignment)(void *context, const ae_subviews *subviews, ae_guide guide, double x, double y, double width,
                              double height, double proposed_width, double proposed_height, int *out_has_value,
                              double *out_value);
} ae_layout_callbacks;

/** A custom layout container; `name` names it in error messages (copied). */
ae_status ae_view_create_layout(ae_tree *tree, const char *name, const ae_layout_callbacks *callbacks, void *context,
                                ae_view *out_view);
/** How many subviews the container has. */
ae_status ae_subviews_get_count(const ae_subviews *subviews, size_t *out_count);
/** Subview `index`'s size for a proposal (AE_UNSPECIFIED = nil per axis). */
ae_status ae_subviews_get_size(const ae_subviews *subviews, size_t index, double proposed_width, double proposed_height,
                           ae_size *out_size);
/** Subview `index`'s value of `guide` (explicit, else default) for a proposal: d[guide]. */
ae_status ae_subviews_get_guide_value(const ae_subviews *subviews, size_t index, double proposed_width, double proposed_height,
                                  ae_guide guide, double *out_value);
/** Puts the point (anchor_x, anchor_y) of subview `index` (0, 0 = top-leading) at (x, y) of
 *  the container's bounds, proposing it the given size. Only from place_subviews; placing
 *  a subview again replaces its earlier placement. */
ae_status ae_subviews_place(const ae_subviews *subviews, size_t index, double x, double y, double anchor_x, double anchor_y,
                            double proposed_width, double proposed_height);
/** Subview `index`'s layout priority. */
ae_status ae_subviews_get_priority(const ae_subviews *subviews, size_t index, double *out_priority);

/*
 * Spacing preferences (SwiftUI's ViewSpacing, Layout.spacing(subviews:cache:)) in the
 * engine's model: a set of edges that ask for no space (next to a Spacer, say), the default
 * spacing (8) on the others. AE_EDGE_* are its bits; LEADING and TRAILING are in the
 * layout's own direction.
 */
#define AE_EDGE_TOP 1u
#define AE_EDGE_LEADING 2u
#define AE_EDGE_BOTTOM 4u
#define AE_EDGE_TRAILING 8u
#define AE_EDGE_ALL 15u
/**
 * Gives custom layout `layout` its own spacing preferences: `spacing` writes the AE_EDGE_*
 * bits of the edges that ask for no space to *out_zero_edges and returns 0 (non-zero, or
 * other bits, fail the layout with a message naming the layout). It gets the layout's
 * context, is called when a layout first meets the tree's structure (once per structure,
 * root and direction; again after a change below the layout), after its subviews' are known,
 * and may read them with ae_subviews_get_spacing (not place them). NULL restores the default:
 * the union of the subviews' (all edges for a layout without subviews). Errors also
 * AE_ERROR_INVALID_TREE (`layout` is not a custom layout).
 *
 *   static int flush_leading(void *context, const ae_subviews *subviews, uint32_t *out_zero_edges) {
 *       *out_zero_edges = AE_EDGE_LEADING;   // sits flush against the view before it
 *       return 0;
 *   }
 *   ae_view_set_layout_spacing(tree, flow, flush_leading);
 */
ae_status ae_view_set_layout_spacing(ae_tree *tree, ae_view layout,
                                     int (*spacing)(void *context, const ae_subviews *subviews, uint32_t *out_zero_edges));
/** Subview `index`'s spacing preferences: the AE_EDGE_* bits of its edges that ask for no space. */
ae_status ae_subviews_get_spacing(const ae_subviews *subviews, size_t index, uint32_t *out_zero_edges);
/** The direction the container is laid out in (SwiftUI's LayoutSubviews.layoutDirection): the
 *  root's, changed by ae_view_apply_layout_direction above it. Placements are mirrored for
 *  right to left by the library; a layout rarely needs it. */
ae_status ae_subviews_get_layout_direction(const ae_subviews *subviews, ae_direction *out_direction);

/**
 * Layout values (SwiftUI's LayoutValueKey and layoutValue(key:value:)): a number a view gives
 * the custom layout it is a subview of, under a key (a NUL-terminated UTF-8 name, copied).
 * The value belongs to the view with all its modifiers. Setting it again replaces it and is a
 * change in place: the next layout asks the container's callbacks again. A NaN or infinite
 * value is AE_ERROR_INVALID_VALUE.
 */
ae_status ae_view_set_layout_value(ae_tree *tree, ae_view view, const char *key, double value);
/** Subview `index`'s layout value under `key`, or `default_value` when it set none (as a
 *  key's defaultValue in SwiftUI). */
ae_status ae_subviews_get_layout_value(const ae_subviews *subviews, size_t index, const char *key, double default_value,
                                       double *out_value);

/* ---- Controls: SwiftUI's controls, their styles, platform profiles, devices, tap targets ---- */

/*
 * A control (Button, Toggle, List ...) is a view whose layout is its composition of the views
 * above, written once in the engine as SwiftUI composes it; the tree expands it when it is laid
 * out, with the styles its environment gives it and the numbers of the tree's platform profile.
 * A control given a title (not NULL) shows it in a Text; without one its label is its
 * children (ae_view_set_children). Controls with more than one kind of content take slots:
 * single child views before the others (a Label's title and icon, a Picker's or
 * LabeledContent's label, a Section's header), or after them (a Section's footer).
 *
 * Styles flow down as SwiftUI's environment does: ae_view_apply_style on a view styles every
 * control below it (the innermost setting wins), whenever the views are put together. A row's
 * ae_view_apply_list_row_insets is read by the row's Section or List.
 *
 *   ae_view_create_toggle(tree, "Wi-Fi", &wifi);
 *   ae_view_create_section(tree, "Network", 0, 0, &section);
 *   ae_view_set_children(tree, section, &wifi, 1);
 *   ae_view_create_form(tree, &form);
 *   ae_view_set_children(tree, form, &section, 1);
 *   ae_view_apply_style(tree, form, AE_SETTING_CONTROL_SIZE, AE_CONTROL_SIZE_LARGE);
 */

/** The settings of ae_view_apply_style, and the values each takes (SwiftUI's names). */
typedef enum ae_style_setting {
    AE_SETTING_BUTTON_STYLE = 0, AE_SETTING_CONTROL_SIZE = 1, AE_SETTING_LABEL_STYLE = 2, AE_SETTING_TOGGLE_STYLE = 3,
    AE_SETTING_PROGRESS_VIEW_STYLE = 4, AE_SETTING_TEXT_FIELD_STYLE = 5, AE_SETTING_PICKER_STYLE = 6, AE_SETTING_LIST_STYLE = 7
} ae_style_setting;
enum {
    AE_BUTTON_STYLE_AUTOMATIC = 0, AE_BUTTON_STYLE_BORDERED = 1, AE_BUTTON_STYLE_BORDERED_PROMINENT = 2,
    AE_BUTTON_STYLE_BORDERLESS = 3, AE_BUTTON_STYLE_PLAIN = 4
};
enum {
    AE_CONTROL_SIZE_MINI = 0, AE_CONTROL_SIZE_SMALL = 1, AE_CONTROL_SIZE_REGULAR = 2, AE_CONTROL_SIZE_LARGE = 3,
    AE_CONTROL_SIZE_EXTRA_LARGE = 4
};
enum { AE_LABEL_STYLE_AUTOMATIC = 0, AE_LABEL_STYLE_TITLE_AND_ICON = 1, AE_LABEL_STYLE_TITLE_ONLY = 2, AE_LABEL_STYLE_ICON_ONLY = 3 };
enum { AE_TOGGLE_STYLE_AUTOMATIC = 0, AE_TOGGLE_STYLE_SWITCH = 1, AE_TOGGLE_STYLE_CHECKBOX = 2 };
enum { AE_PROGRESS_VIEW_STYLE_AUTOMATIC = 0, AE_PROGRESS_VIEW_STYLE_CIRCULAR = 1, AE_PROGRESS_VIEW_STYLE_LINEAR = 2 };
enum { AE_TEXT_FIELD_STYLE_AUTOMATIC = 0, AE_TEXT_FIELD_STYLE_PLAIN = 1, AE_TEXT_FIELD_STYLE_ROUNDED_BORDER = 2 };
enum { AE_PICKER_STYLE_AUTOMATIC = 0, AE_PICKER_STYLE_MENU = 1, AE_PICKER_STYLE_SEGMENTED = 2 };
enum {
    AE_LIST_STYLE_AUTOMATIC = 0, AE_LIST_STYLE_PLAIN = 1, AE_LIST_STYLE_INSET_GROUPED = 2, AE_LIST_STYLE_GROUPED = 3,
    AE_LIST_STYLE_SIDEBAR = 4
};
/** The kinds of ae_view_apply_list_section_spacing. */
typedef enum ae_list_section_spacing {
    AE_LIST_SECTION_SPACING_DEFAULT = 0, AE_LIST_SECTION_SPACING_COMPACT = 1, AE_LIST_SECTION_SPACING_CUSTOM = 2
} ae_list_section_spacing;

/* The ae_view_create_* functions of controls take the errors of the other view creators
 * (Views); a title, text or name that is not valid UTF-8 is AE_ERROR_INVALID_ARGUMENT. */

/** Button(title) (title NULL: Button { label }, the label its children). */
ae_status ae_view_create_button(ae_tree *tree, const char *title, ae_view *out_view);
/** Link(title, destination:): a Button that opens a URL (title NULL: the label is its children). */
ae_status ae_view_create_link(ae_tree *tree, const char *title, ae_view *out_view);
/** NavigationLink(title): a Button that pushes a view; in a List row it has a chevron and the
 *  row is its tap target (title NULL: the label is its children). */
ae_status ae_view_create_navigation_link(ae_tree *tree, const char *title, ae_view *out_view);
/** Label(title, systemImage:); a NULL title makes the first child the title (slot "title"), a
 *  NULL system_image makes the next child the icon (slot "icon"). */
ae_status ae_view_create_label(ae_tree *tree, const char *title, const char *system_image, ae_view *out_view);
/** Toggle(title, isOn:): the label and a switch (title NULL: the label is its children). */
ae_status ae_view_create_toggle(ae_tree *tree, const char *title, ae_view *out_view);
/** Stepper(title, value:) (title NULL: the label is its children). */
ae_status ae_view_create_stepper(ae_tree *tree, const char *title, ae_view *out_view);
/** Slider(value:). */
ae_status ae_view_create_slider(ae_tree *tree, ae_view *out_view);
/** ProgressView(title, value:, total:): value AE_UNSPECIFIED is indeterminate; total a number
 *  >= 0; title NULL: its label is its children, if any. */
ae_status ae_view_create_progress_view(ae_tree *tree, const char *title, double value, double total, ae_view *out_view);
/** TextField(title, text:, axis:) with .lineLimit(line_limit, reservesSpace:) (0: none; only
 *  with AE_AXIS_VERTICAL): shows text (NULL or "": the title, its placeholder). */
ae_status ae_view_create_text_field(ae_tree *tree, const char *title, const char *text, ae_axis axis, int32_t line_limit,
                                    int reserves_space, ae_view *out_view);
/** SecureField(title, text:). */
ae_status ae_view_create_secure_field(ae_tree *tree, const char *title, const char *text, ae_view *out_view);
/** Picker(title, selection:): its children are the options, `selection` the index of the
 *  selected one (checked when it is laid out); with has_label_view the first child is its label
 *  (slot "label") instead of the title. */
ae_status ae_view_create_picker(ae_tree *tree, const char *title, int32_t selection, int has_label_view, ae_view *out_view);
/** LabeledContent(title, value:): a NULL title makes the first child the label (slot "label");
 *  a NULL value makes the other children the content. */
ae_status ae_view_create_labeled_content(ae_tree *tree, const char *title, const char *value, ae_view *out_view);
/** List: its children are its rows and Sections. */
ae_status ae_view_create_list(ae_tree *tree, ae_view *out_view);
/** Form: a List in the form style. */
ae_status ae_view_create_form(ae_tree *tree, ae_view *out_view);
/** Section(title): with has_header_view (and a NULL title) the first child is its header (slot
 *  "header"), with has_footer_view the last child is its footer (slot "footer"); the others
 *  are its rows. */
ae_status ae_view_create_section(ae_tree *tree, const char *title, int has_header_view, int has_footer_view, ae_view *out_view);

/* Control modifiers take the errors of the other ae_view_apply_* functions (Modifiers). */

/** .buttonStyle(_:), .controlSize(_:), .labelStyle(_:), .toggleStyle(_:),
 *  .progressViewStyle(_:), .textFieldStyle(_:), .pickerStyle(_:) or .listStyle(_:): `setting`
 *  an ae_style_setting, `value` one of its AE_*_STYLE_* / AE_CONTROL_SIZE_* values. */
ae_status ae_view_apply_style(ae_tree *tree, ae_view view, ae_style_setting setting, int32_t value);
/** .labelsHidden(): Toggles, Steppers, Pickers and LabeledContent below show no label. */
ae_status ae_view_apply_labels_hidden(ae_tree *tree, ae_view view);
/** .listRowInsets(_:) on a List row (all four AE_UNSPECIFIED: the style's insets). */
ae_status ae_view_apply_list_row_insets(ae_tree *tree, ae_view view, double top, double leading, double bottom, double trailing);
/** .listRowSpacing(_:): a length >= 0, or AE_UNSPECIFIED for the style's (none). */
ae_status ae_view_apply_list_row_spacing(ae_tree *tree, ae_view view, double spacing);
/** .listSectionSpacing(_:): the default, compact, or a custom length >= 0 (`spacing`, read
 *  only for AE_LIST_SECTION_SPACING_CUSTOM). */
ae_status ae_view_apply_list_section_spacing(ae_tree *tree, ae_view view, ae_list_section_spacing kind, double spacing);
/** .environment(\.defaultMinListRowHeight, height): the least height of the List rows below. */
ae_status ae_view_apply_default_min_list_row_height(ae_tree *tree, ae_view view, double height);

/** Makes the tree's controls use a platform profile, "ios18", "ios26" (the default) or
 *  "macos", with its own numbers (overrides are dropped). The next layout is cold. Errors:
 *  AE_ERROR_NULL_ARGUMENT, AE_ERROR_INVALID_ARGUMENT (an unknown name), AE_ERROR_BUSY. */
ae_status ae_tree_set_platform(ae_tree *tree, const char *name);
/** Overrides one number of the tree's profile ("toggleSwitchWidth",
 *  "borderedButtonPaddingHorizontal.regular" ...; docs/decisions.md lists them). Errors:
 *  AE_ERROR_NULL_ARGUMENT, AE_ERROR_INVALID_VALUE (an unknown name, or a value that is not a
 *  finite number >= 0), AE_ERROR_BUSY. */
ae_status ae_tree_set_platform_metric(ae_tree *tree, const char *metric, double value);
/** One number of the tree's profile into *out_value. Errors: AE_ERROR_NULL_ARGUMENT,
 *  AE_ERROR_INVALID_ARGUMENT (an unknown name), AE_ERROR_BUSY. */
ae_status ae_tree_get_platform_metric(const ae_tree *tree, const char *metric, double *out_value);

/** Edge insets, leading and trailing as the layout direction reads them. */
typedef struct ae_edge_insets { double top, leading, bottom, trailing; } ae_edge_insets;

/**
 * A device preset: its name (static), its screen in portrait in points, its pixels per point,
 * its safe area in portrait and in landscape, and `sweep`: 1, 2 or 3 for the small, regular
 * and large phone a check sweeps by default, 0 for the others.
 */
typedef struct ae_device {
    const char *name;
    double width, height, pixel_scale;
    ae_edge_insets portrait_safe_area, landscape_safe_area;
    int32_t sweep;
} ae_device;

/** The number of device presets into *out_count. AE_ERROR_NULL_ARGUMENT. */
ae_status ae_device_get_count(size_t *out_count);
/** Device preset `index` (below the count) into *out_device. AE_ERROR_NULL_ARGUMENT,
 *  AE_ERROR_INVALID_ARGUMENT (the index). */
ae_status ae_device_get(size_t index, ae_device *out_device);

/**
 * The frame people tap to use a control after the last layout: the whole control for most, a
 * Toggle's switch, a Stepper's buttons, the List row of a Button or NavigationLink in one.
 * *out_is_tappable is 0 (and the frame NaN) for a view that is not a tappable control (Button,
 * Link, NavigationLink, Toggle, Stepper, Slider, Picker, TextField, SecureField). Errors: those
 * of the reads after a layout (ae_view_get_frame).
 */
ae_status ae_view_get_tap_target(const ae_tree *tree, ae_view view, ae_rect *out_frame, int *out_is_tappable);

/* ---- Layout and results: laying out, then reading frames and text lines -------------------- */

/**
 * Lays out the tree below `root` for a proposal (AE_UNSPECIFIED per axis = nil, INFINITY
 * allowed) in a layout direction; the root's size goes to *out_size, and every view below the
 * root gets frames (read them with ae_view_get_frame, ae_tree_get_frames). The tree's
 * callbacks run during this call. Errors: AE_ERROR_NULL_ARGUMENT, AE_ERROR_INVALID_ARGUMENT
 * (root, direction), AE_ERROR_INVALID_VALUE (a proposal, or a result that would not be a
 * valid number), AE_ERROR_CALLBACK_FAILED,
 * AE_ERROR_INVALID_GUIDE (a guide cycle), AE_ERROR_BUSY. After a failure no frames are kept.
 */
ae_status ae_tree_layout(ae_tree *tree, ae_view root, double proposed_width, double proposed_height, ae_direction direction, ae_size *out_size);
/**
 * ae_tree_layout on a screen of the proposed size whose edges are unsafe by `safe_top`,
 * `safe_leading`, `safe_bottom` and `safe_trailing` (leading and trailing in `direction`), as a
 * hosting view lays out: the root is proposed the safe part and placed at its top-leading
 * corner ((safe_leading, safe_top) left to right); views that ignore the safe area reach out
 * of it (ae_view_apply_ignores_safe_area). Frames are in the screen's space. Each inset is
 * finite and >= 0, and on a specified axis the two may not add up to more than the proposed
 * length: AE_ERROR_INVALID_VALUE naming the inset. ae_tree_layout_again repeats the insets too.
 * Errors also those of ae_tree_layout.
 */
ae_status ae_tree_layout_in_safe_area(ae_tree *tree, ae_view root, double proposed_width, double proposed_height,
                                      double safe_top, double safe_leading, double safe_bottom, double safe_trailing,
                                      ae_direction direction, ae_size *out_size);
/**
 * ae_tree_layout again with the root, proposal and direction of the last ae_tree_layout call
 * on this tree whose arguments were valid (whether or not that layout then succeeded): the
 * same work, answers and errors as that call made now. What changed since is laid out again;
 * with nothing changed, the call returns at once. A shorter call for hosts whose calls cost
 * per argument (Python's ctypes). Errors: AE_ERROR_NULL_ARGUMENT, AE_ERROR_NOT_LAID_OUT (no
 * such earlier call), then those of ae_tree_layout.
 */
ae_status ae_tree_layout_again(ae_tree *tree, ae_size *out_size);
/**
 * The address of the tree's layout flag into *out_flag: a byte that is 1 exactly while
 * ae_tree_layout_again would find nothing to do -- the last ae_tree_layout request succeeded,
 * nothing that can change a layout happened since (a setter, ae_view_mark_dirty, a change of
 * structure), no GeometryReader reports to the host, and no call is using the tree -- and 0
 * otherwise. The library brings it up to date as each call on the tree returns. A host that
 * lays out on every frame can read the byte instead of making a call: while it is 1, the size
 * of the last layout and every frame stand. The byte lives until the tree is freed; read it
 * from the thread that uses the tree (it is not a lock). Errors: AE_ERROR_NULL_ARGUMENT,
 * AE_ERROR_BUSY.
 */
ae_status ae_tree_get_layout_flag(const ae_tree *tree, const volatile uint8_t **out_flag);
/**
 * Every view's frame and outer frame at once, indexed by view id: 8 doubles per view
 * (frame x, y, width, height, then outer frame x, y, width, height); NaN for views that
 * were not laid out. `capacity` counts views (out_values holds 8 * capacity doubles);
 * *out_count receives the view count, also on AE_ERROR_BUFFER_TOO_SMALL. Errors:
 * AE_ERROR_NULL_ARGUMENT, AE_ERROR_NOT_LAID_OUT, AE_ERROR_BUFFER_TOO_SMALL, AE_ERROR_BUSY.
 */
ae_status ae_tree_get_frames(const ae_tree *tree, double *out_values, size_t capacity, size_t *out_count);
/**
 * The views whose frame or outer frame the last layout changed -- placed elsewhere or at
 * another size, moved with a container that moved, or no longer placed -- each once, in the
 * order the layout changed them; after the tree's first layout, and after the first layout
 * that follows a failed one, every view it placed. Up to `capacity` view ids into out_views;
 * *out_count receives how many there are, also on AE_ERROR_BUFFER_TOO_SMALL (out_views may
 * be NULL when capacity is 0; the count is never above the view count). It costs what the
 * layout changed, not a comparison of every frame. After a layout call that found nothing to
 * do the list is empty (a host that skips the call while the layout flag is 1 keeps the list
 * of the layout before). Layouts list their changes from the first call of this function on
 * (a tree nobody asks pays nothing for them): until then, the first answer included, every
 * view a layout placed counts. Errors: AE_ERROR_NULL_ARGUMENT,
 * AE_ERROR_NOT_LAID_OUT, AE_ERROR_BUFFER_TOO_SMALL, AE_ERROR_BUSY.
 */
ae_status ae_tree_get_changed_views(const ae_tree *tree, ae_view *out_views, size_t capacity, size_t *out_count);
/**
 * The number of the last successful layout (1 for the tree's first) into *out_number: its
 * frames stand until the next layout runs, whatever changes in place come between. 0 when
 * there is none (never laid out, or the last layout failed). Errors: AE_ERROR_NULL_ARGUMENT,
 * AE_ERROR_BUSY.
 */
ae_status ae_tree_get_layout_number(const ae_tree *tree, uint64_t *out_number);
/**
 * With `keeps` 1, the tree also keeps the frames of the layout before the last one (32 bytes
 * a node, and each layout copies the frames the layout before it changed), so that a host can
 * read them with ae_tree_get_layout_frames after the next layout; 0 (the default) stops and
 * frees them. Errors: AE_ERROR_NULL_ARGUMENT, AE_ERROR_INVALID_ARGUMENT (not 0 or 1),
 * AE_ERROR_BUSY.
 */
ae_status ae_tree_set_keeps_previous_frames(ae_tree *tree, int32_t keeps);
/**
 * The frames of `count` views (their ids in `views`) as layout number `layout`
 * (ae_tree_get_layout_number) placed them, 8 doubles per view into out_values as
 * ae_tree_get_frames writes them (NaN for a view that layout did not place), whatever
 * changes in place came since. With `views` NULL, every view's by view id: `count` is then
 * the capacity in views (at least the view count, else AE_ERROR_BUFFER_TOO_SMALL). Only the
 * last layout's frames are kept, and with ae_tree_set_keeps_previous_frames the one's before:
 * another layout number is AE_ERROR_NOT_LAID_OUT. Errors: AE_ERROR_NULL_ARGUMENT,
 * AE_ERROR_INVALID_ARGUMENT (a view id), AE_ERROR_NOT_LAID_OUT, AE_ERROR_BUFFER_TOO_SMALL,
 * AE_ERROR_BUSY.
 */
ae_status ae_tree_get_layout_frames(const ae_tree *tree, uint64_t layout, const ae_view *views, size_t count, double *out_values);

/* Reads after a layout. Errors: AE_ERROR_NULL_ARGUMENT, AE_ERROR_INVALID_ARGUMENT (a view or
 * guide id), AE_ERROR_NOT_LAID_OUT (no successful layout since the tree last changed, or a
 * view not below the last layout's root), AE_ERROR_BUSY. */

/** The view itself, inside all its modifiers, after the last layout, into *out_frame. */
ae_status ae_view_get_frame(const ae_tree *tree, ae_view view, ae_rect *out_frame);
/** The view with all its modifiers, as its parent placed it, into *out_frame. */
ae_status ae_view_get_outer_frame(const ae_tree *tree, ae_view view, ae_rect *out_frame);

/**
 * A Text's lines after the last layout: up to `capacity` line frames (root's space, placed
 * by the text's alignment) into out_lines, the line count into *out_count, and the y of its
 * first and last baselines. A buffer too small gives AE_ERROR_BUFFER_TOO_SMALL with the
 * count set (out_lines may be NULL when capacity is 0). Only for Text views
 * (AE_ERROR_INVALID_ARGUMENT otherwise).
 */
ae_status ae_view_get_text_lines(const ae_tree *tree, ae_view view, ae_rect *out_lines, size_t capacity, size_t *out_count,
                                 double *out_first_baseline, double *out_last_baseline);

/**
 * Every Text's lines after the last layout at once (what ae_view_get_text_lines answers for
 * each): for each Text the layout reached, in view id order, 4 doubles into out_texts -- its
 * view id, its number of lines, the y of its first and of its last baseline -- and its line
 * frames (x, y, width, height) one after another into out_lines, those of the first Text
 * first. `text_capacity` counts Texts (out_texts holds 4 * text_capacity doubles),
 * `line_capacity` lines (out_lines holds 4 * line_capacity). *out_text_count and
 * *out_line_count receive the numbers the layout has, also on AE_ERROR_BUFFER_TOO_SMALL
 * (either buffer may be NULL when its capacity is 0). Errors: AE_ERROR_NULL_ARGUMENT,
 * AE_ERROR_NOT_LAID_OUT, AE_ERROR_BUFFER_TOO_SMALL, AE_ERROR_BUSY.
 */
ae_status ae_tree_get_text_lines(const ae_tree *tree, double *out_texts, size_t text_capacity, size_t *out_text_count,
                                 double *out_lines, size_t line_capacity, size_t *out_line_count);

/* ---- Guides: custom guides, explicit guide values, guide callbacks, guide positions -------- */

/**
 * Defines a custom guide of `axis` whose default (the value of views with no explicit one)
 * is a guide expression over the view's dimensions, e.g. "d.width / 4" or "d[top] + 10"; its
 * id goes to *out_guide. The name and expression are copied. Errors: AE_ERROR_NULL_ARGUMENT,
 * AE_ERROR_INVALID_ARGUMENT (axis), AE_ERROR_INVALID_GUIDE (empty, reserved or reused name),
 * AE_ERROR_INVALID_EXPRESSION, AE_ERROR_BUSY.
 */
ae_status ae_tree_define_guide(ae_tree *tree, const char *name, ae_axis axis, const char *default_expression, ae_guide *out_guide);
/**
 * Defines a custom guide of `axis` whose default `default_fn` computes (called with
 * `user_data` during layout and guide-position queries; it must stay callable until the tree
 * is freed). Errors as ae_tree_define_guide, without AE_ERROR_INVALID_EXPRESSION.
 */
ae_status ae_tree_define_guide_callback(ae_tree *tree, const char *name, ae_axis axis, ae_guide_fn default_fn, void *user_data, ae_guide *out_guide);
/** Finds a guide by name into *out_guide: a built-in ("leading", "top", "center" with its
 *  axis, "firstTextBaseline", ...) or a custom guide this tree defined. Errors:
 *  AE_ERROR_NULL_ARGUMENT, AE_ERROR_INVALID_ARGUMENT (axis), AE_ERROR_INVALID_GUIDE (unknown
 *  name or other axis), AE_ERROR_BUSY. */
ae_status ae_tree_find_guide(const ae_tree *tree, const char *name, ae_axis axis, ae_guide *out_guide);

/* The alignment guide modifiers take the errors of the other ae_view_apply_* functions (Modifiers). */

/** .alignmentGuide(guide) { d in EXPRESSION } with a guide expression (copied), evaluated
 *  during layout. Errors also AE_ERROR_INVALID_EXPRESSION. */
ae_status ae_view_apply_alignment_guide(ae_tree *tree, ae_view view, ae_guide guide, const char *expression);
/** .alignmentGuide(guide) computed by `value_fn` with `user_data`, called during layout and
 *  guide-position queries; it must stay callable until the tree is freed. */
ae_status ae_view_apply_alignment_guide_callback(ae_tree *tree, ae_view view, ae_guide guide, ae_guide_fn value_fn, void *user_data);

/** d[guide] inside a guide callback: the view's explicit value for the guide if it has one,
 *  else the guide's default, into *out_value. Only with the `dimensions` a callback received,
 *  during that callback (AE_ERROR_INVALID_ARGUMENT otherwise, or for an unknown guide);
 *  AE_ERROR_NULL_ARGUMENT. It does not take the tree's guard. */
ae_status ae_dimensions_get_value(const ae_dimensions *dimensions, ae_guide guide, double *out_value);
/** d[explicit: guide]: *out_has_value is 1 and *out_value set if the view has an explicit
 *  value for the guide, else *out_has_value is 0. Same rules as ae_dimensions_get_value. */
ae_status ae_dimensions_get_explicit_value(const ae_dimensions *dimensions, ae_guide guide, int *out_has_value, double *out_value);

/**
 * Where a view's guide lies after the last layout, in the root's space: an x for a
 * horizontal guide, a y for a vertical one. It is the view's value for the guide as its
 * container sees it (explicit if it has one, else the guide's default), so views a container
 * aligned on a guide report the same position. Each query works the proposals out again in
 * a fresh pass (a sweep over the tree's nodes plus the view's ancestors), so the tree's
 * callbacks run again during it: ask for the views you need rather than every view of a
 * large tree. Errors: those of the reads after a layout (ae_view_get_frame), and
 * AE_ERROR_CALLBACK_FAILED.
 */
ae_status ae_view_get_guide_position(const ae_tree *tree, ae_view view, ae_guide guide, double *out_position);

/* ---- Explanations: why views got their frames ---------------------------------------------- */

/* Everything in this section reads the last layout again through the same layout core; the
 * strings are NUL-terminated UTF-8 from malloc, to be freed with ae_string_free. */

/**
 * The explanation of the tree's last layout as JSON in *out_json (its length in bytes,
 * without the NUL, in *out_length): for every view the layout reached, in document order,
 * its path, id, type, the proposal its parent made and its size answer, its frame and outer
 * frame, its modifier chain (each modifier's proposal, answer and frame), a Text's string,
 * font, lines and baselines, and the alignments that placed it; and every alignment made
 * (stacks, ZStacks, frames, overlays, backgrounds): the guide's name and axis, whether it is
 * custom, the line's position in the root's space, and each aligned child's guide value in
 * its own space with its source ("alignmentGuide", "content" or "default").
 * AE_ERROR_NOT_LAID_OUT if the tree has not been laid out since it last changed.
 */
ae_status ae_tree_explain(ae_tree *tree, char **out_json, size_t *out_length);

/**
 * How `view` got its frame in the last layout, as text in *out_text: the proposals from the
 * root down to the view, each answer, and the alignments with the guide values that decided
 * its position. AE_ERROR_NOT_LAID_OUT if the last layout did not reach the view.
 */
ae_status ae_view_explain(ae_tree *tree, ae_view view, char **out_text);

/**
 * Lays out a layout document (like ae_document_layout) and explains it. With `view` NULL,
 * *out is the JSON object {"result": RESULT, "explanation": EXPLANATION} (RESULT as
 * ae_document_layout writes it, EXPLANATION as ae_tree_explain, with exact frames); with
 * `view` the id or path of one of its views, *out is that view's text trace (as
 * ae_view_explain; AE_ERROR_INVALID_ARGUMENT if there is no such view). *out_length
 * receives the length in bytes without the NUL.
 */
ae_status ae_document_explain(const char *json, size_t length, const char *view, char **out, size_t *out_length);

/* ---- Layout documents ---------------------------------------------------------------------- */

/**
 * Lays out a layout document (JSON, format 1, see docs/document.md; `length` bytes, no NUL
 * needed) and returns its result JSON in *out_json (NUL-terminated, its length in
 * *out_length without the NUL), which the caller frees with ae_string_free. Uses no tree:
 * any thread, any number at once. A document with "resultPaths": false gets entries with a
 * "parent" index instead of a "path", so its result grows linearly with any nesting depth.
 * Errors: AE_ERROR_NULL_ARGUMENT, AE_ERROR_INVALID_ARGUMENT (length),
 * AE_ERROR_INVALID_DOCUMENT (the message names the JSON path).
 */
ae_status ae_document_layout(const char *json, size_t length, char **out_json, size_t *out_length);

#ifdef __cplusplus
}
#endif

#endif /* ALIGNMENT_ENGINE_H */