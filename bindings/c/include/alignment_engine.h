/*
 * alignment_engine.h — the C interface of AlignmentEngine (libalignment_engine.so).
 *
 * SwiftUI's layout and alignment system for C, C++ and FFI hosts. A tree (ae_tree) owns its
 * views; views are small integer ids, valid for the tree that made them. Build views, give
 * containers their children, apply modifiers (each wraps everything applied before it, as a
 * SwiftUI modifier chain does), lay out a root for a proposal, then read frames.
 *
 * Conventions
 * - Every function that can fail returns an ae_status; AE_OK is 0. On failure nothing has
 *   changed, the tree stays usable, and ae_last_error_message() says what was wrong.
 * - Lengths are doubles in points. AE_UNSPECIFIED (NaN) means "nil" wherever a parameter is
 *   optional (a proposal axis, a frame dimension, a spacing, a minimum length). NaN is
 *   rejected everywhere else; so are negative sizes and infinities where SwiftUI has none.
 * - Frames are in the root's coordinate space, y pointing down; the root is at (0, 0).
 * - A tree may be used by one thread at a time; separate trees from separate threads at once.
 *   Error messages are kept per thread.
 * - Callbacks run during ae_tree_layout, on the calling thread or, for trees deeper than a
 *   few thousand levels, on a helper thread with a large stack that the call waits for.
 *   A callback may not change or lay out the tree being laid out (AE_ERROR_INVALID_ARGUMENT);
 *   if it frees that tree, the tree is freed when the layout returns.
 */
#ifndef ALIGNMENT_ENGINE_H
#define ALIGNMENT_ENGINE_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

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
    AE_ERROR_BUFFER_TOO_SMALL = 10
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
 * Valid only during the callback. Ask for guide values with ae_dimensions_value and
 * ae_dimensions_explicit_value.
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
/** Distance from the top of a leaf of the given size to a text baseline; NaN = failure. */
typedef double (*ae_baseline_fn)(double width, double height, void *user_data);
/** Told a GeometryReader's size when a layout places it, before its children are laid out. */
typedef void (*ae_geometry_fn)(double width, double height, void *user_data);

/* ---- Library ---------------------------------------------------------------------- */

/** The library version, e.g. "0.1.0". */
const char *ae_version(void);
/** The name of a status, e.g. "AE_ERROR_INVALID_VALUE"; "AE_UNKNOWN_STATUS" if unknown. */
const char *ae_status_name(ae_status status);
/** The message of the last failure on this thread ("" if none). Valid until the next call. */
const char *ae_last_error_message(void);
/** Frees a string the library returned (NULL is allowed). */
void ae_string_free(char *string);

/* ---- Trees ------------------------------------------------------------------------ */

ae_status ae_tree_create(ae_tree **out_tree);
/** Frees a tree and everything it holds. NULL is allowed. */
void ae_tree_free(ae_tree *tree);
/** How many views the tree holds; view ids run from 0 to count - 1. */
ae_status ae_tree_view_count(const ae_tree *tree, size_t *out_count);

/** Defines a custom guide whose default is a guide expression, e.g. "d.width / 4". */
ae_status ae_tree_define_guide(ae_tree *tree, const char *name, ae_axis axis, const char *default_expression, ae_guide *out_guide);
/** Defines a custom guide whose default a callback computes. */
ae_status ae_tree_define_guide_callback(ae_tree *tree, const char *name, ae_axis axis, ae_guide_fn default_fn, void *user_data, ae_guide *out_guide);
/** Finds a guide by name ("leading", "center" with its axis, or a defined custom guide). */
ae_status ae_tree_find_guide(const ae_tree *tree, const char *name, ae_axis axis, ae_guide *out_guide);

/**
 * Defines a measure for host-measured leaves that programs create (AE_OP_MEASURED): the same
 * callbacks as ae_view_create_measured (the baseline callbacks may be NULL), shared by every
 * leaf that uses it. *out_measure receives its id in this tree: 0 for the first, then 1, 2, ...
 */
ae_status ae_tree_define_measure(ae_tree *tree, ae_measure_fn measure, ae_baseline_fn first_baseline, ae_baseline_fn last_baseline,
                                 void *user_data, int32_t *out_measure);

/** Lays out the tree below `root` for a proposal (AE_UNSPECIFIED per axis = nil). */
ae_status ae_tree_layout(ae_tree *tree, ae_view root, double proposed_width, double proposed_height, ae_direction direction, ae_size *out_size);
/**
 * Every view's frame and outer frame at once, indexed by view id: 8 doubles per view
 * (frame x, y, width, height, then outer frame x, y, width, height); NaN for views that
 * were not laid out. `capacity` counts views; *out_count receives the view count.
 */
ae_status ae_tree_frames(const ae_tree *tree, double *out_values, size_t capacity, size_t *out_count);

/* ---- Views ------------------------------------------------------------------------ */

ae_status ae_view_create_hstack(ae_tree *tree, ae_guide alignment, double spacing, ae_view *out_view);
ae_status ae_view_create_vstack(ae_tree *tree, ae_guide alignment, double spacing, ae_view *out_view);
ae_status ae_view_create_zstack(ae_tree *tree, ae_guide horizontal_alignment, ae_guide vertical_alignment, ae_view *out_view);
ae_status ae_view_create_shape(ae_tree *tree, ae_shape shape, ae_view *out_view);
ae_status ae_view_create_geometry_reader(ae_tree *tree, ae_view *out_view);
ae_status ae_view_create_image(ae_tree *tree, double width, double height, int resizable, ae_view *out_view);
/** A Text; font NULL = the body font; line_limit 0 = no limit. The string is UTF-8. */
ae_status ae_view_create_text(ae_tree *tree, const char *text, const ae_font *font, int32_t line_limit, ae_text_alignment alignment, ae_view *out_view);
ae_status ae_view_create_spacer(ae_tree *tree, double min_length, ae_view *out_view);
/** A host-measured leaf; the baseline callbacks may be NULL (no text baseline). */
ae_status ae_view_create_measured(ae_tree *tree, ae_measure_fn measure, ae_baseline_fn first_baseline, ae_baseline_fn last_baseline, void *user_data, ae_view *out_view);

/** Makes `children` the children of a stack or GeometryReader, replacing earlier ones. */
ae_status ae_view_set_children(ae_tree *tree, ae_view parent, const ae_view *children, size_t count);
/** Names a view (SwiftUI's .id); names are unique in a tree. */
ae_status ae_view_set_id(ae_tree *tree, ae_view view, const char *id);
/** Records a colour name for pictures; layout ignores it. */
ae_status ae_view_set_color(ae_tree *tree, ae_view view, const char *color);
/**
 * Calls `observer` with a GeometryReader's size each time a layout places it, before its
 * children are laid out (what SwiftUI's GeometryProxy.size tells the content, so callbacks
 * of the content can read it). Replaces an earlier observer of the same reader.
 */
ae_status ae_view_observe_geometry(ae_tree *tree, ae_view reader, ae_geometry_fn observer, void *user_data);

/* Modifiers: each wraps the view with everything applied before it. */
ae_status ae_view_frame(ae_tree *tree, ae_view view, double width, double height, ae_guide horizontal_alignment, ae_guide vertical_alignment);
ae_status ae_view_flexible_frame(ae_tree *tree, ae_view view,
                                 double min_width, double ideal_width, double max_width,
                                 double min_height, double ideal_height, double max_height,
                                 ae_guide horizontal_alignment, ae_guide vertical_alignment);
ae_status ae_view_padding(ae_tree *tree, ae_view view, double top, double leading, double bottom, double trailing);
/** .alignmentGuide(guide) { d in EXPRESSION } with a guide expression. */
ae_status ae_view_alignment_guide(ae_tree *tree, ae_view view, ae_guide guide, const char *expression);
/** .alignmentGuide(guide) computed by a callback. */
ae_status ae_view_alignment_guide_callback(ae_tree *tree, ae_view view, ae_guide guide, ae_guide_fn value_fn, void *user_data);
ae_status ae_view_offset(ae_tree *tree, ae_view view, double x, double y);
ae_status ae_view_fixed_size(ae_tree *tree, ae_view view, int horizontal, int vertical);
ae_status ae_view_layout_priority(ae_tree *tree, ae_view view, double priority);
/** Draws `content` (a view with no parent) over the view; content is proposed its size. */
ae_status ae_view_overlay(ae_tree *tree, ae_view view, ae_view content, ae_guide horizontal_alignment, ae_guide vertical_alignment);
ae_status ae_view_background(ae_tree *tree, ae_view view, ae_view content, ae_guide horizontal_alignment, ae_guide vertical_alignment);
/** ratio AE_UNSPECIFIED = the content's ideal size's ratio. */
ae_status ae_view_aspect_ratio(ae_tree *tree, ae_view view, double ratio, ae_content_mode mode);
ae_status ae_view_position(ae_tree *tree, ae_view view, double x, double y);
ae_status ae_view_layout_direction(ae_tree *tree, ae_view view, ae_direction direction);

/** The view itself, inside all its modifiers, after the last layout. */
ae_status ae_view_get_frame(const ae_tree *tree, ae_view view, ae_rect *out_frame);
/** The view with all its modifiers, as its parent placed it. */
ae_status ae_view_get_outer_frame(const ae_tree *tree, ae_view view, ae_rect *out_frame);
/**
 * Where a view's guide lies after the last layout, in the root's space: an x for a
 * horizontal guide, a y for a vertical one. It is the view's value for the guide as its
 * container sees it (explicit if it has one, else the guide's default), so views a container
 * aligned on a guide report the same position. Each query works the proposals out again in
 * a fresh pass (a sweep over the tree's nodes plus the view's ancestors): ask for the views
 * you need rather than every view of a large tree.
 */
ae_status ae_view_guide_position(const ae_tree *tree, ae_view view, ae_guide guide, double *out_position);

/**
 * A Text's lines after the last layout: up to `capacity` line frames (root's space, placed
 * by the text's alignment) into out_lines, the line count into *out_count, and the y of its
 * first and last baselines. A buffer too small gives AE_ERROR_BUFFER_TOO_SMALL with the
 * count set (out_lines may be NULL when capacity is 0). Only for Text views.
 */
ae_status ae_view_get_text_lines(const ae_tree *tree, ae_view view, ae_rect *out_lines, size_t capacity, size_t *out_count,
                                 double *out_first_baseline, double *out_last_baseline);

/* ---- Guide callbacks -------------------------------------------------------------- */

/** d[guide]: the explicit value if the view has one, else the guide's default. */
ae_status ae_dimensions_value(const ae_dimensions *dimensions, ae_guide guide, double *out_value);
/** d[explicit: guide]: *out_has_value is 1 and *out_value set if there is one, else 0. */
ae_status ae_dimensions_explicit_value(const ae_dimensions *dimensions, ae_guide guide, int *out_has_value, double *out_value);

/* ---- Batched building ------------------------------------------------------------- */

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
 *                                            ae_tree_define_measure of this tree)
 *
 * *out_first_view receives the id of the first view created (or the view count if none).
 * On failure nothing is built, and the message names the instruction's offset.
 */
enum {
    AE_OP_HSTACK = 1, AE_OP_VSTACK = 2, AE_OP_ZSTACK = 3, AE_OP_SHAPE = 4, AE_OP_GEOMETRY_READER = 5,
    AE_OP_IMAGE = 6, AE_OP_SPACER = 7, AE_OP_CHILDREN = 8, AE_OP_FRAME = 9, AE_OP_FLEXIBLE_FRAME = 10,
    AE_OP_PADDING = 11, AE_OP_OFFSET = 12, AE_OP_FIXED_SIZE = 13, AE_OP_LAYOUT_PRIORITY = 14,
    AE_OP_OVERLAY = 15, AE_OP_BACKGROUND = 16, AE_OP_ASPECT_RATIO = 17, AE_OP_POSITION = 18,
    AE_OP_LAYOUT_DIRECTION = 19, AE_OP_MEASURED = 20
};
ae_status ae_tree_build(ae_tree *tree, const double *program, size_t length, ae_view *out_first_view);

/* ---- Layout documents ------------------------------------------------------------- */

/**
 * Lays out a layout document (JSON, format 1) and returns its result JSON in *out_json
 * (NUL-terminated, its length in *out_length without the NUL), to be freed with
 * ae_string_free. On AE_ERROR_INVALID_DOCUMENT the message names the JSON path.
 */
ae_status ae_document_layout(const char *json, size_t length, char **out_json, size_t *out_length);

/* ==== Grids, ViewThatFits and custom layouts (issue 12) ================================
 *
 * Grid (SwiftUI's Grid): its children are grid rows (one cell per child of the row, from the
 * first column on) and other views, which span every column. Spacing AE_UNSPECIFIED = 8.
 *
 *   ae_view grid, row, a, b;
 *   ae_view_create_grid(tree, AE_GUIDE_LEADING, AE_GUIDE_VERTICAL_CENTER, AE_UNSPECIFIED, AE_UNSPECIFIED, &grid);
 *   ae_view_create_grid_row(tree, -1, &row);          (-1: the grid's vertical alignment)
 *   ... ae_view_set_children(tree, row, cells, 2); ae_view_set_children(tree, grid, &row, 1);
 */

/** Axis sets (ViewThatFits, gridCellUnsizedAxes): a combination of these bits. */
enum { AE_AXES_HORIZONTAL = 1, AE_AXES_VERTICAL = 2 };

ae_status ae_view_create_grid(ae_tree *tree, ae_guide horizontal_alignment, ae_guide vertical_alignment,
                              double horizontal_spacing, double vertical_spacing, ae_view *out_view);
/** A row of a grid; `alignment` a vertical guide, or -1 for the grid's. Only valid in a grid. */
ae_status ae_view_create_grid_row(ae_tree *tree, ae_guide alignment, ae_view *out_view);
/** A line 1 point thick: vertical in an HStack or grid row, horizontal elsewhere. */
ae_status ae_view_create_divider(ae_tree *tree, ae_view *out_view);
/** ViewThatFits(in: axes): shows the first child whose ideal size fits on `axes`, else the last. */
ae_status ae_view_create_view_that_fits(ae_tree *tree, int axes, ae_view *out_view);
/** .gridCellColumns(count): the cell spans `count` >= 1 columns. */
ae_status ae_view_grid_cell_columns(ae_tree *tree, ae_view view, int32_t count);
/** .gridColumnAlignment(guide): the horizontal guide of the cell's whole column. */
ae_status ae_view_grid_column_alignment(ae_tree *tree, ae_view view, ae_guide guide);
/** .gridCellAnchor(UnitPoint(x, y)): aligns this point of the cell's view with its cell's. */
ae_status ae_view_grid_cell_anchor(ae_tree *tree, ae_view view, double x, double y);
/** .gridCellUnsizedAxes(axes): the cell does not size its column / row on those axes. */
ae_status ae_view_grid_cell_unsized_axes(ae_tree *tree, ae_view view, int axes);

/*
 * Custom layouts (SwiftUI's Layout protocol). A container whose children the host sizes and
 * places: create it with a table of callbacks and a context pointer, give it children with
 * ae_view_set_children, lay the tree out as usual.
 *
 * Ownership: the library copies the table (the caller may free it after the call); the
 * context pointer is the host's, passed back to every callback unchanged, and must stay valid
 * while the tree may be laid out (the library never frees it). The `ae_subviews *` a callback
 * receives is valid only during that callback.
 *
 * When callbacks run (during ae_tree_layout, on the thread described at the top):
 * - size_that_fits: once per distinct proposal the container receives in a layout (answers
 *   are cached); write the size to *out_size. NaN, infinite or negative sizes fail the layout.
 * - place_subviews: when the layout places the container, and when a parent needs the
 *   container's default explicit guides. Place each subview at most once with
 *   ae_subviews_place; bounds has its origin at (0, 0) in the container's space and
 *   right-to-left layouts mirror the placements. Subviews not placed are centred.
 * - explicit_alignment (may be NULL = SwiftUI's default: the placed subviews' values,
 *   combined): the container's value of `guide` for its bounds; set *out_has_value to 1 and
 *   *out_value, or *out_has_value to 0 for none.
 * A callback returns 0, or non-zero to fail the layout: ae_tree_layout then returns
 * AE_ERROR_CALLBACK_FAILED with a message naming the layout and the callback. Calls of the
 * ae_subviews_* functions that fail (an index out of range, a subview placed twice or outside
 * place_subviews, a NaN or negative proposal) return their status and fail the layout too.
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
ae_status ae_subviews_count(const ae_subviews *subviews, size_t *out_count);
/** Subview `index`'s size for a proposal (AE_UNSPECIFIED = nil per axis). */
ae_status ae_subviews_size(const ae_subviews *subviews, size_t index, double proposed_width, double proposed_height,
                           ae_size *out_size);
/** Subview `index`'s value of `guide` (explicit, else default) for a proposal: d[guide]. */
ae_status ae_subviews_guide_value(const ae_subviews *subviews, size_t index, double proposed_width, double proposed_height,
                                  ae_guide guide, double *out_value);
/** Puts the point (anchor_x, anchor_y) of subview `index` (0, 0 = top-leading) at (x, y) of
 *  the container's bounds, proposing it the given size. Only from place_subviews, once. */
ae_status ae_subviews_place(const ae_subviews *subviews, size_t index, double x, double y, double anchor_x, double anchor_y,
                            double proposed_width, double proposed_height);
/** Subview `index`'s layout priority. */
ae_status ae_subviews_priority(const ae_subviews *subviews, size_t index, double *out_priority);

/* ScrollView, lazy stacks and GeometryReader frames. */

/** ScrollView(axes): one child, proposed AE_UNSPECIFIED along the scroll axes. */
ae_status ae_view_create_scroll_view(ae_tree *tree, int axes, ae_view *out_view);
/** LazyHStack / LazyVStack: laid out exactly as the stacks. */
ae_status ae_view_create_lazy_hstack(ae_tree *tree, ae_guide alignment, double spacing, ae_view *out_view);
ae_status ae_view_create_lazy_vstack(ae_tree *tree, ae_guide alignment, double spacing, ae_view *out_view);
/** Told a GeometryReader's frame in the root's space (proxy.frame(in: .global)) each time a
 *  layout places it, before its children are laid out, so callbacks of its content (a
 *  measure, a guide) can use it. Replaces an earlier frame observer of the same reader. */
typedef void (*ae_geometry_frame_fn)(double x, double y, double width, double height, void *user_data);
ae_status ae_view_observe_geometry_frame(ae_tree *tree, ae_view reader, ae_geometry_frame_fn observer, void *user_data);

/* ==== End of issue 12 additions ======================================================== */

#ifdef __cplusplus
}
#endif

#endif /* ALIGNMENT_ENGINE_H */
