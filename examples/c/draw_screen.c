/*
 * draw_screen.c — a host that draws: a profile card whose every Text is measured by a real
 * font (DejaVu Sans through Cairo's text extents), laid out by the engine, drawn with Cairo
 * to a PNG; then one label and the window width change and the card is laid out again
 * incrementally and drawn again. In SwiftUI's words:
 *
 *   VStack(alignment: .leading, spacing: 12) {
 *       HStack(alignment: .firstTextBaseline) { Text("Profile").font(.title.bold()); Spacer(); Text("Edit") }
 *       Divider()
 *       VStack(alignment: .valueColumn, spacing: 8) {          // the values share one left edge
 *           HStack(alignment: .firstTextBaseline) {
 *               Text("Name"); Text("Ada Lovelace").bold().alignmentGuide(.valueColumn) { d in d[.leading] }
 *           }
 *           ... the same for "E-mail" "ada@analytical.org" and "Status" "Online"
 *       }
 *       Text("Wrote the first program ...").lineSpacing(4)     // wraps to the width it is proposed
 *   }
 *   .padding(16)
 *
 * proposed 360 points wide (height nil), then "Online" becomes "Away until Monday" and the
 * window 280 points wide. Each Text is a measured view (ae_view_create_measured): its measure
 * callback breaks the words greedily into lines no wider than the proposed width (a word
 * wider than that overflows on a line of its own; there is no hyphenation) and puts the label's
 * line spacing between its lines, as the engine's own Text does (n lines are n line heights and
 * n - 1 spacings tall), and its baseline callbacks give the font's ascent below the first and
 * last line; the lines are drawn one line height and spacing apart. A measured view's text is
 * the host's, so the change is: edit the host's string, ae_view_mark_dirty, lay out again.
 * Cairo's toy font API finds the font through fontconfig (its nearest match if DejaVu Sans is
 * not installed); metrics are unhinted, so text measured at 1:1 fits the picture drawn at 2x.
 *
 *   draw_screen [OUTDIR]       writes OUTDIR/screen-1.png and OUTDIR/screen-2.png (default .)
 *
 * It prints, one line per fact, for a test to read (examples/c/check_screen.py):
 *   picture NAME FILE WIDTH HEIGHT SCALE       the PNG and the root's size in points
 *   view NAME ID KIND X Y WIDTH HEIGHT [BASELINE]  every view's frame (a Text's first baseline)
 *   text NAME ID LINES LINE_HEIGHT LINE_SPACING LAST_BASELINE  every Text's lines as drawn
 *   guide NAME valueColumn X                    where the custom guide lies (the values' left edge)
 *   measures NAME COUNT                         measure calls the layout made
 *   view cold ...                               screen 2's frames from a new tree laid out cold
 * Build: cc draw_screen.c $(pkg-config --cflags --libs alignment_engine cairo) -lm
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cairo.h>

#include "alignment_engine.h"

#define FONT_FAMILY "DejaVu Sans"
#define SCALE 2.0
#define MAX_TEXT 256
#define MAX_VIEWS 32

/* Stops with the library's message when a call fails. */
static void check(ae_status status, const char *what) {
    if (status != AE_OK) {
        fprintf(stderr, "%s: %s: %s\n", what, ae_status_name(status), ae_last_error_message());
        exit(1);
    }
}

/* A run of text in one font, `line_spacing` points between its lines (`.lineSpacing(_:)`):
 * the host's data behind a measured view. */
typedef struct label {
    char text[MAX_TEXT];
    double font_size;
    cairo_font_weight_t weight;
    double line_spacing;
} label;

/* The Cairo context text is measured with (a 1 x 1 surface; only its font matters), and how
 * many times the engine asked for a measurement. */
static cairo_t *measuring;
static int measure_calls;

/* Makes a context's text metrics those of the font's design, not rounded to its device's
 * pixels: the measuring context (1:1) and the drawing one (scaled by SCALE) then agree. */
static void use_unhinted_metrics(cairo_t *cr) {
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_set_font_options(cr, options);
    cairo_font_options_destroy(options);
}

/* Sets cr's font to the label's. */
static void use_font(cairo_t *cr, const label *label) {
    cairo_select_font_face(cr, FONT_FAMILY, CAIRO_FONT_SLANT_NORMAL, label->weight);
    cairo_set_font_size(cr, label->font_size);
}

/* The width of `length` bytes of `text` in the font cr uses. */
static double advance(cairo_t *cr, const char *text, size_t length) {
    char run[MAX_TEXT];
    memcpy(run, text, length);
    run[length] = '\0';
    cairo_text_extents_t extents;
    cairo_text_extents(cr, run, &extents);
    return extents.x_advance;
}

/*
 * Breaks a label into lines no wider than max_width (INFINITY: one line), greedily at
 * spaces; calls line(start, length, index, context) for each (line may be NULL). Returns the number of lines and
 * the widest line's width in *out_width. Greedy breaking keeps the engine's rule for measured
 * leaves: the lines for the widest line's width are the lines for every wider proposal.
 */
static int break_lines(cairo_t *cr, const label *label, double max_width, double *out_width,
                       void (*line)(const char *start, size_t length, int index, void *context), void *context) {
    use_font(cr, label);
    const char *text = label->text, *start = text;
    int lines = 0;
    double widest = 0;
    while (*start) {
        size_t end = 0, fits = 0; /* `fits`: the longest run of whole words that fits */
        for (;;) {
            while (start[end] && start[end] != ' ') end++;
            if (fits > 0 && advance(cr, start, end) > max_width) break;
            fits = end;
            if (!start[end]) break;
            end++;
        }
        double width = advance(cr, start, fits);
        if (width > widest) widest = width;
        if (line) line(start, fits, lines, context);
        lines++;
        start += fits;
        while (*start == ' ') start++;
    }
    *out_width = widest;
    return lines;
}

/* The font's ascent and line height (ascent + descent + gap) for a label. */
static void font_metrics(const label *label, double *ascent, double *line_height) {
    use_font(measuring, label);
    cairo_font_extents_t extents;
    cairo_font_extents(measuring, &extents);
    *ascent = extents.ascent;
    *line_height = extents.height;
}

/* The height of `lines` lines of a label: line heights with its line spacing between them. */
static double lines_height(const label *label, int lines, double line_height) {
    return lines * line_height + (lines - 1) * label->line_spacing;
}

static int measure_label(double proposed_width, double proposed_height, void *user_data, ae_size *out) {
    (void)proposed_height; /* text takes the height its lines need */
    const label *label = user_data;
    measure_calls++;
    double ascent, line_height, width;
    font_metrics(label, &ascent, &line_height);
    int lines = break_lines(measuring, label, isnan(proposed_width) ? INFINITY : proposed_width, &width, NULL, NULL);
    out->width = width;
    out->height = lines_height(label, lines > 0 ? lines : 1, line_height);
    return 0;
}

static double first_baseline(double width, double height, void *user_data) {
    (void)width;
    (void)height;
    double ascent, line_height;
    font_metrics(user_data, &ascent, &line_height);
    return ascent;
}

static double last_baseline(double width, double height, void *user_data) {
    (void)width;
    const label *label = user_data;
    double ascent, line_height;
    font_metrics(label, &ascent, &line_height);
    double pitch = line_height + label->line_spacing;
    return round((height + label->line_spacing) / pitch - 1) * pitch + ascent;
}

/* The card's host data: its labels (the measured views' user data) and the window width. */
typedef struct screen {
    label title, edit, name_key, name_value, mail_key, mail_value, status_key, status_value, bio;
    double window_width;
} screen;

static label text_label(const char *text, double font_size, cairo_font_weight_t weight) {
    label label = {{0}, font_size, weight, 0};
    snprintf(label.text, sizeof label.text, "%s", text);
    return label;
}

/* `label` with `spacing` points between its lines (`.lineSpacing(spacing)`). */
static label line_spacing(label label, double spacing) {
    label.line_spacing = spacing;
    return label;
}

static screen first_screen(void) {
    return (screen){
        .title = text_label("Profile", 24, CAIRO_FONT_WEIGHT_BOLD),
        .edit = text_label("Edit", 13, CAIRO_FONT_WEIGHT_NORMAL),
        .name_key = text_label("Name", 15, CAIRO_FONT_WEIGHT_NORMAL),
        .name_value = text_label("Ada Lovelace", 15, CAIRO_FONT_WEIGHT_BOLD),
        .mail_key = text_label("E-mail", 15, CAIRO_FONT_WEIGHT_NORMAL),
        .mail_value = text_label("ada@analytical.org", 15, CAIRO_FONT_WEIGHT_BOLD),
        .status_key = text_label("Status", 15, CAIRO_FONT_WEIGHT_NORMAL),
        .status_value = text_label("Online", 15, CAIRO_FONT_WEIGHT_BOLD),
        .bio = line_spacing(text_label("Wrote the first published program for Babbage's Analytical Engine and "
                                       "saw that it could compose music as well as compute numbers.",
                                       13, CAIRO_FONT_WEIGHT_NORMAL),
                            4),
        .window_width = 360,
    };
}

/* The change between the two pictures. */
static const char *const changed_status = "Away until Monday";
static const double changed_window_width = 280;

/* What a view is, for drawing and for the printed lines. */
typedef enum kind { KIND_STACK, KIND_TEXT, KIND_SPACER, KIND_DIVIDER } kind;
static const char *const kind_names[] = {"stack", "text", "spacer", "divider"};

/* A built card: its tree, root, and the views to draw (a Text's label, else NULL). */
typedef struct card {
    ae_tree *tree;
    ae_view root, status_value;
    ae_guide value_column;
    size_t count;
    struct { ae_view view; const char *id; kind kind; const label *label; } views[MAX_VIEWS];
} card;

static ae_view add(card *card, ae_view view, const char *id, kind kind, const label *label) {
    check(ae_view_set_id(card->tree, view, id), id);
    card->views[card->count].view = view;
    card->views[card->count].id = id;
    card->views[card->count].kind = kind;
    card->views[card->count].label = label;
    card->count++;
    return view;
}

static ae_view text(card *card, const char *id, label *label) {
    ae_view view;
    check(ae_view_create_measured(card->tree, measure_label, first_baseline, last_baseline, label, &view), id);
    return add(card, view, id, KIND_TEXT, label);
}

static ae_view stack(card *card, const char *id, int horizontal, ae_guide alignment, double spacing,
                     const ae_view *children, size_t count) {
    ae_view view;
    if (horizontal)
        check(ae_view_create_hstack(card->tree, alignment, spacing, &view), id);
    else
        check(ae_view_create_vstack(card->tree, alignment, spacing, &view), id);
    check(ae_view_set_children(card->tree, view, children, count), id);
    return add(card, view, id, KIND_STACK, NULL);
}

/* A form row: key and value, the value's leading edge on the valueColumn guide; the value's
 * view goes to *out_value. */
static ae_view row(card *card, const char *id, const char *key_id, label *key, const char *value_id, label *value,
                   ae_view *out_value) {
    ae_view cells[2];
    cells[0] = text(card, key_id, key);
    cells[1] = *out_value = text(card, value_id, value);
    check(ae_view_apply_alignment_guide(card->tree, cells[1], card->value_column, "d[.leading]"), value_id);
    return stack(card, id, 1, AE_GUIDE_FIRST_TEXT_BASELINE, AE_UNSPECIFIED, cells, 2);
}

/* Builds the card's tree from the host's data. */
static card build_card(screen *screen) {
    card card = {0};
    check(ae_tree_create(&card.tree), "tree");
    check(ae_tree_define_guide(card.tree, "valueColumn", AE_AXIS_HORIZONTAL, "d[.leading]", &card.value_column),
          "valueColumn");

    /* Views are made in drawing order (one statement each: C leaves the order of an
     * initializer list's calls open). */
    ae_view header_cells[3], rows[3], content[4], unused;
    header_cells[0] = text(&card, "title", &screen->title);
    check(ae_view_create_spacer(card.tree, AE_UNSPECIFIED, &header_cells[1]), "Spacer");
    add(&card, header_cells[1], "spacer", KIND_SPACER, NULL);
    header_cells[2] = text(&card, "edit", &screen->edit);
    content[0] = stack(&card, "header", 1, AE_GUIDE_FIRST_TEXT_BASELINE, AE_UNSPECIFIED, header_cells, 3);
    check(ae_view_create_divider(card.tree, &content[1]), "Divider");
    add(&card, content[1], "divider", KIND_DIVIDER, NULL);
    rows[0] = row(&card, "name", "name.key", &screen->name_key, "name.value", &screen->name_value, &unused);
    rows[1] = row(&card, "mail", "mail.key", &screen->mail_key, "mail.value", &screen->mail_value, &unused);
    rows[2] = row(&card, "status", "status.key", &screen->status_key, "status.value", &screen->status_value,
                  &card.status_value);
    content[2] = stack(&card, "form", 0, card.value_column, 8, rows, 3);
    content[3] = text(&card, "bio", &screen->bio);
    card.root = stack(&card, "card", 0, AE_GUIDE_LEADING, 12, content, 4);
    check(ae_view_apply_padding(card.tree, card.root, 16, 16, 16, 16), "padding");
    return card;
}

static ae_size lay_out(card *card, double window_width) {
    ae_size size;
    check(ae_tree_layout(card->tree, card->root, window_width, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size), "layout");
    return size;
}

/* Prints a view line per view (the root's frame is inside its padding). */
static void print_frames(const card *card, const char *name) {
    for (size_t i = 0; i < card->count; i++) {
        ae_rect frame;
        check(ae_view_get_frame(card->tree, card->views[i].view, &frame), "frame");
        printf("view %s %s %s %.17g %.17g %.17g %.17g", name, card->views[i].id, kind_names[card->views[i].kind], frame.x,
               frame.y, frame.width, frame.height);
        if (card->views[i].label)
            printf(" %.17g", frame.y + first_baseline(frame.width, frame.height, (void *)card->views[i].label));
        printf("\n");
    }
}

/* Prints a text line per Text: the lines drawn in its frame, its font's line height, its line
 * spacing and its last baseline in the root's space. */
static void print_text_lines(const card *card, const char *name) {
    for (size_t i = 0; i < card->count; i++) {
        const label *label = card->views[i].label;
        if (!label) continue;
        ae_rect frame;
        check(ae_view_get_frame(card->tree, card->views[i].view, &frame), "frame");
        double ascent, line_height, width;
        font_metrics(label, &ascent, &line_height);
        int lines = break_lines(measuring, label, frame.width, &width, NULL, NULL);
        printf("text %s %s %d %.17g %.17g %.17g\n", name, card->views[i].id, lines, line_height, label->line_spacing,
               frame.y + last_baseline(frame.width, frame.height, (void *)label));
    }
}

/* Drawing: a line of a Text at its baseline, `pitch` (line height and spacing) below the last. */
typedef struct line_origin { cairo_t *cr; double x, y, pitch; } line_origin;

static void draw_line(const char *start, size_t length, int index, void *context) {
    const line_origin *origin = context;
    char run[MAX_TEXT];
    memcpy(run, start, length);
    run[length] = '\0';
    cairo_move_to(origin->cr, origin->x, origin->y + index * origin->pitch);
    cairo_show_text(origin->cr, run);
}

/* Draws the card into DIR/screen-N.png: light backgrounds for the views' frames (stacks
 * outlined, Texts filled, the spacer tinted, the divider a grey line), the text in near-black. */
static void draw(const card *card, ae_size size, const char *dir, const char *name) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.png", dir, name);
    cairo_surface_t *surface =
        cairo_image_surface_create(CAIRO_FORMAT_RGB24, (int)ceil(size.width * SCALE), (int)ceil(size.height * SCALE));
    cairo_t *cr = cairo_create(surface);
    cairo_scale(cr, SCALE, SCALE);
    use_unhinted_metrics(cr);
    cairo_set_source_rgb(cr, 0.98, 0.97, 0.94);
    cairo_paint(cr);
    for (size_t i = 0; i < card->count; i++) {
        ae_rect f;
        check(ae_view_get_frame(card->tree, card->views[i].view, &f), "frame");
        cairo_rectangle(cr, f.x, f.y, f.width, f.height);
        switch (card->views[i].kind) {
        case KIND_STACK:
            cairo_set_source_rgb(cr, 0.62, 0.76, 0.95);
            cairo_set_line_width(cr, 0.5);
            cairo_stroke(cr);
            break;
        case KIND_TEXT:
            cairo_set_source_rgb(cr, 1.0, 0.93, 0.75);
            cairo_fill(cr);
            break;
        case KIND_SPACER:
            cairo_set_source_rgb(cr, 0.86, 0.95, 0.86);
            cairo_fill(cr);
            break;
        case KIND_DIVIDER:
            cairo_set_source_rgb(cr, 0.6, 0.6, 0.6);
            cairo_fill(cr);
            break;
        }
    }
    cairo_set_source_rgb(cr, 0.1, 0.1, 0.12);
    for (size_t i = 0; i < card->count; i++) {
        const label *label = card->views[i].label;
        if (!label) continue;
        ae_rect f;
        check(ae_view_get_frame(card->tree, card->views[i].view, &f), "frame");
        double ascent, line_height, width;
        font_metrics(label, &ascent, &line_height);
        line_origin origin = {cr, f.x, f.y + ascent, line_height + label->line_spacing};
        break_lines(cr, label, f.width, &width, draw_line, &origin);
    }
    cairo_destroy(cr);
    cairo_status_t status = cairo_surface_write_to_png(surface, path);
    if (status != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "cannot write %s: %s\n", path, cairo_status_to_string(status));
        exit(1);
    }
    cairo_surface_destroy(surface);
    printf("picture %s %s %.17g %.17g %g\n", name, path, size.width, size.height, SCALE);
}

/* Lays the card out, prints and draws it, with the measure calls that layout made. */
static void show(card *card, double window_width, const char *dir, const char *name) {
    measure_calls = 0;
    ae_size size = lay_out(card, window_width);
    printf("measures %s %d\n", name, measure_calls);
    double column;
    check(ae_view_get_guide_position(card->tree, card->status_value, card->value_column, &column), "guide position");
    printf("guide %s valueColumn %.17g\n", name, column);
    print_frames(card, name);
    print_text_lines(card, name);
    draw(card, size, dir, name);
}

int main(int argc, char **argv) {
    if (argc > 2) {
        fprintf(stderr, "usage: %s [OUTDIR]\n", argv[0]);
        return 2;
    }
    const char *dir = argc > 1 ? argv[1] : ".";
    cairo_surface_t *measuring_surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1);
    measuring = cairo_create(measuring_surface);
    use_unhinted_metrics(measuring);

    screen screen = first_screen();
    card shown = build_card(&screen);
    show(&shown, screen.window_width, dir, "screen-1");

    /* The change: one label's text (the host's data: mark the view dirty) and the window. */
    snprintf(screen.status_value.text, sizeof screen.status_value.text, "%s", changed_status);
    screen.window_width = changed_window_width;
    check(ae_view_mark_dirty(shown.tree, shown.status_value), "mark dirty");
    show(&shown, screen.window_width, dir, "screen-2");

    /* The same screen built anew and laid out cold, for the test to compare. */
    card cold = build_card(&screen);
    measure_calls = 0;
    lay_out(&cold, screen.window_width);
    printf("measures cold %d\n", measure_calls);
    print_frames(&cold, "cold");

    ae_tree_free(cold.tree);
    ae_tree_free(shown.tree);
    cairo_destroy(measuring);
    cairo_surface_destroy(measuring_surface);
    return 0;
}
