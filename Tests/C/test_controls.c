/* test_controls.c — controls, their styles, platform profiles, devices and tap targets
 * through alignment_engine.h, with the numbers of ControlTests in Swift (text: 9 points per
 * character, 17 tall). */
#include "check.h"

static ae_view text(ae_tree *tree, const char *string) {
    ae_view view = -1;
    CHECK_OK(ae_view_create_text(tree, string, NULL, 0, AE_TEXT_ALIGNMENT_LEADING, &view));
    return view;
}

static void check_tap_target(ae_tree *tree, ae_view view, double x, double y, double w, double h) {
    ae_rect frame;
    int tappable = -1;
    CHECK_OK(ae_view_get_tap_target(tree, view, &frame, &tappable));
    CHECK(tappable == 1);
    CHECK_NEAR(frame.x, x);
    CHECK_NEAR(frame.y, y);
    CHECK_NEAR(frame.width, w);
    CHECK_NEAR(frame.height, h);
}

/* A style applied to an ancestor after its Buttons were made styles them (the environment is
 * read at layout): bordered regular pads 12 x 7, large 20 x 15 (OpenSwiftUI BorderedButtonSpec). */
static void test_buttons_take_the_style_of_their_environment(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    CHECK_OK(ae_tree_set_platform(tree, "ios18"));
    ae_view save, label, icon, stack;
    CHECK_OK(ae_view_create_button(tree, "Save", &save));
    CHECK_OK(ae_view_create_button(tree, NULL, &label));
    CHECK_OK(ae_view_create_image(tree, 20, 20, 0, &icon));
    CHECK_OK(ae_view_set_children(tree, label, &icon, 1));
    CHECK_OK(ae_view_create_vstack(tree, AE_GUIDE_LEADING, 0, &stack));
    ae_view children[2] = {save, label};
    CHECK_OK(ae_view_set_children(tree, stack, children, 2));
    CHECK_OK(ae_view_apply_style(tree, stack, AE_SETTING_BUTTON_STYLE, AE_BUTTON_STYLE_BORDERED));
    CHECK_OK(ae_view_apply_style(tree, label, AE_SETTING_CONTROL_SIZE, AE_CONTROL_SIZE_LARGE));
    ae_size size;
    CHECK_OK(ae_tree_layout(tree, stack, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    CHECK_FRAME(tree, save, 0, 0, 0, 36 + 24, 17 + 14);
    CHECK_FRAME(tree, label, 0, 0, 31, 20 + 40, 20 + 30);
    CHECK_FRAME(tree, icon, 0, 20, 31 + 15, 20, 20);
    check_tap_target(tree, save, 0, 0, 60, 31);
    /* A view that is not a tappable control has none. */
    ae_rect frame;
    int tappable = -1;
    CHECK_OK(ae_view_get_tap_target(tree, stack, &frame, &tappable));
    CHECK(tappable == 0 && isnan(frame.x));
    ae_tree_free(tree);
}

/* A label given as views takes the control's default font, as a title string does: a small
 * Button's is subheadline, 15 points, 8 per character (HIG, Typography), so "Inbox" is
 * 40 x 15 either way; a font of the Text's own (title: 28 points, 15 per character) wins. */
static void test_a_label_of_views_takes_the_controls_font(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view titled, viewed, label, own, own_label, stack;
    CHECK_OK(ae_view_create_button(tree, "Inbox", &titled));
    CHECK_OK(ae_view_create_button(tree, NULL, &viewed));
    label = text(tree, "Inbox");
    CHECK_OK(ae_view_set_children(tree, viewed, &label, 1));
    CHECK_OK(ae_view_create_button(tree, NULL, &own));
    ae_font title = {0};
    CHECK_OK(ae_font_get_text_style(AE_TEXT_STYLE_TITLE, &title));
    CHECK_OK(ae_view_create_text(tree, "Inbox", &title, 0, AE_TEXT_ALIGNMENT_LEADING, &own_label));
    CHECK_OK(ae_view_set_children(tree, own, &own_label, 1));
    CHECK_OK(ae_view_create_vstack(tree, AE_GUIDE_LEADING, 0, &stack));
    ae_view children[3] = {titled, viewed, own};
    CHECK_OK(ae_view_set_children(tree, stack, children, 3));
    CHECK_OK(ae_view_apply_style(tree, stack, AE_SETTING_CONTROL_SIZE, AE_CONTROL_SIZE_SMALL));
    ae_size size;
    CHECK_OK(ae_tree_layout(tree, stack, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    CHECK_FRAME(tree, titled, 0, 0, 0, 40, 15);
    CHECK_FRAME(tree, viewed, 0, 0, 15, 40, 15);
    CHECK_FRAME(tree, label, 0, 0, 15, 40, 15);
    CHECK_FRAME(tree, own_label, 0, 0, 30, 75, 28);
    ae_tree_free(tree);
}

/* A Toggle fills its row: label leading, the switch (63 x 28 from iOS 26, 51 x 31 before,
 * measured on SwiftUI: wanteddev/montage-ios PR 488) trailing and its tap target; a profile's
 * number can be overridden. */
static void test_toggle_and_the_platform_profile(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view toggle;
    CHECK_OK(ae_view_create_toggle(tree, "Wi-Fi", &toggle));
    ae_size size;
    CHECK_OK(ae_tree_layout(tree, toggle, 300, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    CHECK_NEAR(size.width, 300);
    CHECK_NEAR(size.height, 28);
    check_tap_target(tree, toggle, 237, 0, 63, 28);
    double width = 0;
    CHECK_OK(ae_tree_get_platform_metric(tree, "toggleSwitchWidth", &width));
    CHECK_NEAR(width, 63);
    CHECK_OK(ae_tree_set_platform(tree, "ios18"));
    CHECK_OK(ae_tree_layout(tree, toggle, 300, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    check_tap_target(tree, toggle, 249, 0, 51, 31);
    CHECK_OK(ae_tree_set_platform_metric(tree, "toggleSwitchWidth", 60));
    CHECK_OK(ae_tree_layout(tree, toggle, 300, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    check_tap_target(tree, toggle, 240, 0, 60, 31);
    CHECK_STATUS(ae_tree_set_platform(tree, "ios99"), AE_ERROR_INVALID_ARGUMENT);
    CHECK_MESSAGE("'ios99' is no platform");
    CHECK_STATUS(ae_tree_set_platform_metric(tree, "switchWidth", 51), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("'switchWidth' is no platform metric");
    CHECK_STATUS(ae_tree_set_platform_metric(tree, "toggleSwitchWidth", -1), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("platform metric toggleSwitchWidth must be a finite number");
    CHECK_STATUS(ae_tree_get_platform_metric(tree, "switchWidth", &width), AE_ERROR_INVALID_ARGUMENT);
    ae_tree_free(tree);
}

/* A Form of a Section with a header, a Toggle and a NavigationLink: iOS 26's inset-grouped
 * numbers (Tembeon/morph lists.md, UIKit iOS 27): 17.67 above the card, the header 11.67
 * below the section's top and 6 above the card, rows at least 53 with 15 and 16 of
 * padding, the card 20 from the edges. */
static void test_form_section_rows(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view header = text(tree, "Network"), wifi, details, section, form;
    CHECK_OK(ae_view_create_toggle(tree, "Wi-Fi", &wifi));
    CHECK_OK(ae_view_create_navigation_link(tree, "Details", &details));
    CHECK_OK(ae_view_create_section(tree, NULL, 1, 0, &section));
    ae_view rows[3] = {header, wifi, details};
    CHECK_OK(ae_view_set_children(tree, section, rows, 3));
    CHECK_OK(ae_view_create_form(tree, &form));
    CHECK_OK(ae_view_set_children(tree, form, &section, 1));
    ae_size size;
    CHECK_OK(ae_tree_layout(tree, form, 402, 874, AE_LEFT_TO_RIGHT, &size));
    double card = 17.67 + 11.67 + 17 + 6;
    CHECK_FRAME(tree, header, 0, 36, 17.67 + 11.67, 63, 17);
    CHECK_FRAME(tree, wifi, 0, 36, card + 15, 330, 28);
    CHECK_FRAME(tree, details, 0, 36, card + 58 + 18, 330, 17);
    check_tap_target(tree, details, 20, card + 58, 362, 53);
    /* Row insets on a row, and the rows' least height, are modifiers. */
    CHECK_OK(ae_view_apply_list_row_insets(tree, wifi, 0, 40, 0, 0));
    CHECK_OK(ae_view_apply_default_min_list_row_height(tree, form, 20));
    CHECK_OK(ae_tree_layout(tree, form, 402, 874, AE_LEFT_TO_RIGHT, &size));
    CHECK_FRAME(tree, wifi, 0, 60, card, 322, 28);
    CHECK_STATUS(ae_view_apply_list_row_insets(tree, wifi, AE_UNSPECIFIED, 4, 0, 0), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("give four edges");
    CHECK_STATUS(ae_view_apply_list_section_spacing(tree, form, AE_LIST_SECTION_SPACING_CUSTOM, -1), AE_ERROR_INVALID_VALUE);
    ae_tree_free(tree);
}

/* Every control from C; slots, bad arguments, and the program's control opcodes. */
static void test_every_control(void) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view views[12];
    CHECK_OK(ae_view_create_link(tree, "Apple", &views[0]));
    CHECK_OK(ae_view_create_label(tree, "Inbox", "tray", &views[1]));
    CHECK_OK(ae_view_create_stepper(tree, "Count", &views[2]));
    CHECK_OK(ae_view_create_slider(tree, &views[3]));
    CHECK_OK(ae_view_create_progress_view(tree, NULL, AE_UNSPECIFIED, 1, &views[4]));
    CHECK_OK(ae_view_create_text_field(tree, "Bio", "", AE_AXIS_VERTICAL, 3, 1, &views[5]));
    CHECK_OK(ae_view_create_secure_field(tree, "Password", NULL, &views[6]));
    CHECK_OK(ae_view_create_labeled_content(tree, "Version", "1.0", &views[7]));
    ae_view options[2] = {text(tree, "S"), text(tree, "M")}, picker;
    CHECK_OK(ae_view_create_picker(tree, "Size", 1, 0, &picker));
    CHECK_OK(ae_view_set_children(tree, picker, options, 2));
    CHECK_OK(ae_view_apply_style(tree, picker, AE_SETTING_PICKER_STYLE, AE_PICKER_STYLE_SEGMENTED));
    views[8] = picker;
    ae_view list, stack;
    CHECK_OK(ae_view_create_list(tree, &list));
    views[9] = list;
    CHECK_OK(ae_view_create_vstack(tree, AE_GUIDE_LEADING, 0, &stack));
    CHECK_OK(ae_view_set_children(tree, stack, views, 10));
    CHECK_OK(ae_view_apply_list_row_spacing(tree, list, 4));
    CHECK_OK(ae_view_apply_list_section_spacing(tree, list, AE_LIST_SECTION_SPACING_COMPACT, AE_UNSPECIFIED));
    CHECK_OK(ae_view_apply_labels_hidden(tree, views[2]));
    ae_size size;
    CHECK_OK(ae_tree_layout(tree, stack, 300, 2000, AE_LEFT_TO_RIGHT, &size));
    CHECK_FRAME(tree, views[0], 0, 0, 0, 45, 17);                  /* Link: its title */
    CHECK_FRAME(tree, views[1], 0, 0, 17, 17 + 8 + 45, 17);        /* Label: icon, 8, title */
    CHECK_FRAME(tree, views[2], 0, 0, 34, 94, 32);                 /* a hidden-label Stepper: its buttons */
    CHECK_FRAME(tree, views[3], 0, 0, 66, 300, 31);                /* Slider */
    CHECK_FRAME(tree, views[4], 0, 0, 97, 20, 20);                 /* the spinner */
    CHECK_FRAME(tree, views[5], 0, 0, 117, 300, 51);               /* three reserved lines */
    CHECK_FRAME(tree, views[8], 0, 0, 202, 300, 32);               /* segmented, 32 tall */
    /* Bad arguments. */
    ae_view bad;
    CHECK_STATUS(ae_view_create_text_field(tree, NULL, NULL, AE_AXIS_HORIZONTAL, 0, 0, &bad), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_view_create_text_field(tree, "Name", NULL, AE_AXIS_HORIZONTAL, 2, 0, &bad), AE_ERROR_INVALID_VALUE);
    CHECK_MESSAGE("lineLimit needs axis: .vertical");
    CHECK_STATUS(ae_view_create_text_field(tree, "Name", NULL, 7, 0, 0, &bad), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_view_create_progress_view(tree, NULL, AE_UNSPECIFIED, -1, &bad), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_create_picker(tree, "Size", -1, 0, &bad), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_create_section(tree, "Title", 1, 0, &bad), AE_ERROR_INVALID_VALUE);
    CHECK_STATUS(ae_view_apply_style(tree, stack, 8, 0), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_view_apply_style(tree, stack, AE_SETTING_CONTROL_SIZE, 5), AE_ERROR_INVALID_ARGUMENT);
    CHECK_MESSAGE("control size");
    ae_view slider_child = text(tree, "x");
    CHECK_STATUS(ae_view_set_children(tree, views[3], &slider_child, 1), AE_ERROR_INVALID_TREE);
    CHECK_MESSAGE("is a Slider, which has no children");
    /* The program form of the numeric controls and modifiers: a Slider, a Form, its style. */
    size_t before = 0;
    CHECK_OK(ae_tree_get_view_count(tree, &before));
    double program[] = {AE_OP_SLIDER, AE_OP_FORM, AE_OP_STYLE, (double)before + 1, AE_SETTING_LIST_STYLE, AE_LIST_STYLE_PLAIN,
                        AE_OP_LABELS_HIDDEN, (double)before};
    ae_view first;
    CHECK_OK(ae_tree_build(tree, program, sizeof program / sizeof program[0], &first));
    CHECK(first == (ae_view)before);
    program[5] = 9;
    CHECK_STATUS(ae_tree_build(tree, program, sizeof program / sizeof program[0], &first), AE_ERROR_INVALID_ARGUMENT);
    ae_tree_free(tree);
}

/* The device presets: Apple's screens (Human Interface Guidelines, Layout) and the sweep. */
static void test_devices(void) {
    size_t count = 0;
    CHECK_OK(ae_device_get_count(&count));
    CHECK(count == 16);
    int found_se = 0, sweep = 0;
    for (size_t index = 0; index < count; index++) {
        ae_device device;
        CHECK_OK(ae_device_get(index, &device));
        if (strcmp(device.name, "iPhone SE (3rd generation)") == 0) {
            found_se = 1;
            CHECK_NEAR(device.width, 375);
            CHECK_NEAR(device.height, 667);
            CHECK_NEAR(device.pixel_scale, 2);
            CHECK_NEAR(device.portrait_safe_area.top, 20);
            CHECK(device.sweep == 1);
        }
        if (strcmp(device.name, "iPhone 17 Pro Max") == 0) {
            CHECK_NEAR(device.width, 440);
            CHECK_NEAR(device.portrait_safe_area.top, 62);
            CHECK_NEAR(device.landscape_safe_area.leading, 62);
            CHECK(device.sweep == 3);
        }
        if (device.sweep) sweep++;
    }
    CHECK(found_se && sweep == 3);
    ae_device device;
    CHECK_STATUS(ae_device_get(count, &device), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_device_get(0, NULL), AE_ERROR_NULL_ARGUMENT);
}

int main(void) {
    test_buttons_take_the_style_of_their_environment();
    test_toggle_and_the_platform_profile();
    test_a_label_of_views_takes_the_controls_font();
    test_form_section_rows();
    test_every_control();
    test_devices();
    return check_summary("test_controls");
}
