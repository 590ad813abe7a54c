/* test_text_environment.c — weights, tracking, minimumScaleFactor, truncation, Dynamic Type and
 * SF Symbols through alignment_engine.h (the Swift tests have the same numbers and sources). */
#include <math.h>
#include <stdlib.h>
#include "check.h"

static ae_view text(ae_tree *tree, const char *string) {
    ae_view view = -1;
    CHECK_OK(ae_view_create_text(tree, string, NULL, 0, AE_TEXT_ALIGNMENT_LEADING, &view));
    return view;
}

static ae_size lay_out(ae_tree *tree, ae_view root, double width, double height) {
    ae_size size = {0, 0};
    CHECK_OK(ae_tree_layout(tree, root, width, height, AE_LEFT_TO_RIGHT, &size));
    return size;
}

/* Weights scale the advance 2 % per hundred of weight class from the font's own; .bold() is
 * semibold for body (HIG); kerning follows every character, tracking only those between. */
static void test_weights_and_spacing(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view bold = text(tree, "abcd");
    CHECK_OK(ae_view_apply_text_modifier(tree, bold, AE_TEXT_MODIFIER_BOLD, 1));
    CHECK_NEAR(lay_out(tree, bold, AE_UNSPECIFIED, AE_UNSPECIFIED).width, 4 * 9 * 1.04);
    ae_view black = text(tree, "abcd");
    CHECK_OK(ae_view_apply_text_modifier(tree, black, AE_TEXT_MODIFIER_FONT_WEIGHT, AE_FONT_WEIGHT_BLACK));
    CHECK_NEAR(lay_out(tree, black, AE_UNSPECIFIED, AE_UNSPECIFIED).width, 4 * 9 * 1.10);
    CHECK_OK(ae_view_set_text_modifier(tree, black, 0, AE_TEXT_MODIFIER_FONT_WEIGHT, AE_UNSPECIFIED));
    CHECK_NEAR(lay_out(tree, black, AE_UNSPECIFIED, AE_UNSPECIFIED).width, 36);
    ae_view condensed = text(tree, "abcd");
    CHECK_OK(ae_view_apply_text_modifier(tree, condensed, AE_TEXT_MODIFIER_FONT_WIDTH, AE_FONT_WIDTH_CONDENSED));
    CHECK_NEAR(lay_out(tree, condensed, AE_UNSPECIFIED, AE_UNSPECIFIED).width, 27);
    ae_view kerned = text(tree, "abcd"), tracked = text(tree, "abcd");
    CHECK_OK(ae_view_apply_text_modifier(tree, kerned, AE_TEXT_MODIFIER_KERNING, 2));
    CHECK_OK(ae_view_apply_text_modifier(tree, tracked, AE_TEXT_MODIFIER_TRACKING, 2));
    CHECK_NEAR(lay_out(tree, kerned, AE_UNSPECIFIED, AE_UNSPECIFIED).width, 44);
    CHECK_NEAR(lay_out(tree, tracked, AE_UNSPECIFIED, AE_UNSPECIFIED).width, 42);
    ae_view raised = text(tree, "a");
    CHECK_OK(ae_view_apply_text_modifier(tree, raised, AE_TEXT_MODIFIER_BASELINE_OFFSET, 5));
    CHECK_NEAR(lay_out(tree, raised, AE_UNSPECIFIED, AE_UNSPECIFIED).height, 22);
    /* Bad input: clear errors, nothing applied. */
    CHECK_STATUS(ae_view_apply_text_modifier(tree, raised, AE_TEXT_MODIFIER_MINIMUM_SCALE_FACTOR, -0.5), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("minimum scale factor must be from 0 to 1, not -0.5");
    CHECK_STATUS(ae_view_apply_text_modifier(tree, raised, AE_TEXT_MODIFIER_MINIMUM_SCALE_FACTOR, 1.5), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_apply_text_modifier(tree, raised, AE_TEXT_MODIFIER_FONT_WEIGHT, 9), AE_ERROR_INVALID_ARGUMENT);
    CHECK_MESSAGE("font weight");
    CHECK_STATUS(ae_view_apply_text_modifier(tree, raised, (ae_text_modifier)15, 0), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_view_apply_text_modifier(tree, raised, AE_TEXT_MODIFIER_KERNING, INFINITY), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_apply_text_modifier(tree, raised, AE_TEXT_MODIFIER_BOLD, 2), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_view_set_text_modifier(tree, raised, 0, AE_TEXT_MODIFIER_KERNING, 1), AE_ERROR_INVALID_TREE);
    ae_tree_free(tree);
}

/* "Hello World" (99 wide) in 80 shrinks by 80 / 99; a 16-character text in 99 keeps 10 and
 * the ellipsis where its truncation mode puts it. */
static void test_fit(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view shrink;
    CHECK_OK(ae_view_create_text(tree, "Hello World", NULL, 1, AE_TEXT_ALIGNMENT_LEADING, &shrink));
    CHECK_OK(ae_view_apply_text_modifier(tree, shrink, AE_TEXT_MODIFIER_MINIMUM_SCALE_FACTOR, 0.5));
    ae_view cut;
    CHECK_OK(ae_view_create_text(tree, "abcdefghijklmnop", NULL, 1, AE_TEXT_ALIGNMENT_LEADING, &cut));
    CHECK_OK(ae_view_apply_text_modifier(tree, cut, AE_TEXT_MODIFIER_TRUNCATION_MODE, AE_TRUNCATION_HEAD));
    ae_view stack, children[2] = {shrink, cut};
    CHECK_OK(ae_view_create_vstack(tree, AE_GUIDE_LEADING, 0, &stack));
    CHECK_OK(ae_view_set_children(tree, stack, children, 2));
    CHECK_STATUS(ae_view_get_text_fit(tree, shrink, &(int32_t){0}, &(double){0}), AE_ERROR_NOT_LAID_OUT);
    lay_out(tree, stack, 80, AE_UNSPECIFIED);
    int32_t truncated = -1;
    double scale = 0;
    CHECK_OK(ae_view_get_text_fit(tree, shrink, &truncated, &scale));
    CHECK(truncated == 0);
    CHECK_NEAR(scale, 80.0 / 99);
    CHECK_OK(ae_view_get_text_fit(tree, cut, &truncated, &scale));
    CHECK(truncated == 1);
    CHECK_NEAR(scale, 1);
    double fits[6];
    size_t count = 0;
    CHECK_STATUS(ae_tree_get_text_fits(tree, fits, 1, &count), AE_ERROR_BUFFER_TOO_SMALL);
    CHECK(count == 2);
    CHECK_OK(ae_tree_get_text_fits(tree, fits, 2, &count));
    CHECK(fits[0] == shrink && fits[1] == 0);
    CHECK_NEAR(fits[2], 80.0 / 99);
    CHECK(fits[3] == cut && fits[4] == 1 && fits[5] == 1);
    CHECK_STATUS(ae_view_get_text_fit(tree, stack, &truncated, &scale), AE_ERROR_INVALID_ARGUMENT);
    ae_tree_free(tree);
}

/* Apple's HIG table: body is 17 points at large, 40 at accessibility3, 23 at xxxLarge. */
static void test_dynamic_type(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view body = text(tree, "Hello"), fixed, clamped = text(tree, "a"), title = text(tree, "a");
    ae_font font = {17, 13, 4, 0, 9};
    CHECK_OK(ae_view_create_text(tree, "Hello", &font, 0, AE_TEXT_ALIGNMENT_LEADING, &fixed));
    CHECK_OK(ae_view_apply_dynamic_type_size_range(tree, clamped, AE_DYNAMIC_TYPE_SIZE_X_SMALL, AE_DYNAMIC_TYPE_SIZE_XXX_LARGE));
    CHECK_OK(ae_view_apply_text_modifier(tree, title, AE_TEXT_MODIFIER_FONT, AE_TEXT_STYLE_TITLE));
    ae_view stack, children[4] = {body, fixed, clamped, title};
    CHECK_OK(ae_view_create_vstack(tree, AE_GUIDE_LEADING, 0, &stack));
    CHECK_OK(ae_view_set_children(tree, stack, children, 4));
    CHECK_NEAR(lay_out(tree, stack, AE_UNSPECIFIED, AE_UNSPECIFIED).height, 17 + 17 + 17 + 28);
    CHECK_OK(ae_tree_set_dynamic_type_size(tree, AE_DYNAMIC_TYPE_SIZE_ACCESSIBILITY3));
    CHECK_NEAR(lay_out(tree, stack, AE_UNSPECIFIED, AE_UNSPECIFIED).height, 40 + 17 + 23 + 48);
    CHECK_FRAME(tree, body, 0, 0, 0, 105, 40);
    CHECK_STATUS(ae_tree_set_dynamic_type_size(tree, (ae_dynamic_type_size)12), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_view_apply_dynamic_type_size_range(tree, body, AE_DYNAMIC_TYPE_SIZE_LARGE, AE_DYNAMIC_TYPE_SIZE_SMALL), AE_ERROR_INVALID_VALUE);
    double value = 0;
    CHECK_OK(ae_text_style_scaled_value(AE_TEXT_STYLE_BODY, 17, AE_DYNAMIC_TYPE_SIZE_MEDIUM, &value));
    CHECK_NEAR(value, 16.333); /* Jared Sinclair, 2024 */
    CHECK_OK(ae_font_get_text_style_at(AE_TEXT_STYLE_BODY, AE_DYNAMIC_TYPE_SIZE_ACCESSIBILITY3, &font));
    CHECK_NEAR(font.size, 40);
    CHECK_NEAR(font.ascent, 31);
    CHECK_NEAR(font.advance, 21);
    ae_tree_free(tree);
}

/* A symbol is a square of its font's point size (x 1.3 at the large scale), its baseline
 * centred on the middle of SF's cap height (1443 / 2048 em); an unknown name warns. */
static void test_symbols(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view star, large, unknown, given, label = text(tree, "Hi");
    CHECK_OK(ae_view_create_symbol(tree, "star", NULL, 0, &star));
    CHECK_OK(ae_view_create_symbol(tree, "star.fill", NULL, 0, &large));
    CHECK_OK(ae_view_apply_text_modifier(tree, large, AE_TEXT_MODIFIER_IMAGE_SCALE, AE_IMAGE_SCALE_LARGE));
    CHECK_OK(ae_view_create_symbol(tree, "no.such.symbol", NULL, 0, &unknown));
    ae_symbol_size size = {0.5, 1.2};
    CHECK_OK(ae_view_create_symbol(tree, "tall", &size, 0, &given));
    ae_view row, children[5] = {star, large, unknown, given, label};
    CHECK_OK(ae_view_create_hstack(tree, AE_GUIDE_FIRST_TEXT_BASELINE, 0, &row));
    CHECK_OK(ae_view_set_children(tree, row, children, 5));
    lay_out(tree, row, AE_UNSPECIFIED, AE_UNSPECIFIED);
    double cap = 17 * 1443.0 / 2048, large_baseline = (22.1 + cap) / 2;
    CHECK_FRAME(tree, large, 0, 17, 0, 22.1, 22.1);
    CHECK_FRAME(tree, star, 0, 0, large_baseline - (17 + cap) / 2, 17, 17);
    CHECK_FRAME(tree, given, 0, 39.1 + 17, large_baseline - (20.4 + cap) / 2, 8.5, 20.4);
    CHECK_FRAME(tree, label, 0, 39.1 + 17 + 8.5, large_baseline - 13, 18, 17);
    char *warnings = NULL;
    size_t length = 0;
    CHECK_OK(ae_tree_get_warnings(tree, &warnings, &length));
    CHECK(strstr(warnings, "Image(systemName: \"no.such.symbol\") is not a symbol the engine knows") != NULL);
    CHECK(strchr(warnings, '\n') == warnings + length - 1);
    ae_string_free(warnings);
    CHECK_OK(ae_tree_define_symbol(tree, "no.such.symbol", 2, 1));
    lay_out(tree, row, AE_UNSPECIFIED, AE_UNSPECIFIED);
    CHECK_FRAME(tree, unknown, 0, 39.1, large_baseline - (17 + cap) / 2, 34, 17);
    CHECK_OK(ae_tree_get_warnings(tree, &warnings, &length));
    CHECK(length == 0 && warnings[0] == '\0');
    ae_string_free(warnings);
    CHECK_STATUS(ae_tree_define_symbol(tree, "x", NAN, 1), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_create_symbol(tree, NULL, NULL, 0, &star), AE_ERROR_NULL_ARGUMENT);
    size.width = -1;
    CHECK_STATUS(ae_view_create_symbol(tree, "x", &size, 0, &star), AE_ERROR_INVALID_VALUE);
    ae_tree_free(tree);
}

/* Fonts with a text style and traits: a Text's own, a view's, the tree's. */
static void test_fonts(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view own = text(tree, "ab"), inherits = text(tree, "ab"), stack;
    ae_font_traits title_bold = {AE_TEXT_STYLE_TITLE, -1, -1, 1, 0, 0, 0};
    CHECK_OK(ae_view_set_text_font(tree, own, NULL, &title_bold));
    ae_view children[2] = {own, inherits};
    CHECK_OK(ae_view_create_vstack(tree, AE_GUIDE_LEADING, 0, &stack));
    CHECK_OK(ae_view_set_children(tree, stack, children, 2));
    ae_font_traits caption = {AE_TEXT_STYLE_CAPTION, -1, -1, 0, 0, 0, 0};
    CHECK_OK(ae_view_apply_font(tree, stack, NULL, &caption));
    lay_out(tree, stack, AE_UNSPECIFIED, AE_UNSPECIFIED);
    CHECK_FRAME(tree, own, 0, 0, 0, 2 * 15 * 1.06, 28); /* title, bold (HIG: emphasized) */
    CHECK_FRAME(tree, inherits, 0, 0, 28, 12, 12);      /* caption */
    ae_font fixed = {20, 16, 4, 0, 10};
    ae_font_traits condensed = {-1, -1, AE_FONT_WIDTH_CONDENSED, 0, 0, 0, 0};
    CHECK_OK(ae_view_set_text_font(tree, own, &fixed, &condensed));
    CHECK_OK(ae_tree_set_dynamic_type_size(tree, AE_DYNAMIC_TYPE_SIZE_ACCESSIBILITY5));
    lay_out(tree, stack, AE_UNSPECIFIED, AE_UNSPECIFIED);
    CHECK_FRAME(tree, own, 0, 0, 0, 15, 20);    /* fixed metrics keep their size */
    CHECK_FRAME(tree, inherits, 0, 0, 20, 46, 43); /* caption at AX5: 43 points, advance 23 */
    CHECK_STATUS(ae_view_set_text_font(tree, own, &fixed, &title_bold), AE_ERROR_INVALID_ARGUMENT);
    CHECK_MESSAGE("not both");
    CHECK_STATUS(ae_view_apply_font(tree, stack, NULL, NULL), AE_ERROR_NULL_ARGUMENT);
    ae_font_traits bad = {-1, 9, -1, 0, 0, 0, 0};
    CHECK_STATUS(ae_view_apply_font(tree, stack, &fixed, &bad), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_view_set_text_font(tree, stack, NULL, NULL), AE_ERROR_INVALID_TREE);
    /* The tree's font: texts without one of their own, and no font modifier above them. */
    ae_view lone = text(tree, "abc");
    CHECK_OK(ae_tree_set_font(tree, &fixed, NULL));
    CHECK_NEAR(lay_out(tree, lone, AE_UNSPECIFIED, AE_UNSPECIFIED).width, 30);
    CHECK_OK(ae_tree_set_font(tree, NULL, NULL));
    CHECK_NEAR(lay_out(tree, lone, AE_UNSPECIFIED, AE_UNSPECIFIED).width, 3 * 28); /* body at AX5 */
    ae_tree_free(tree);
}

int main(void) {
    test_fonts();
    test_weights_and_spacing();
    test_fit();
    test_dynamic_type();
    test_symbols();
    return check_summary("test_text_environment");
}
