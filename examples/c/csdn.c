/*
 * csdn.c — the cross-stack alignment example of seed 001 with the C API:
 *
 *   HStack(alignment: .midAccountAndName) {
 *       VStack { Text("@CSDN").alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
 *                Image("forever_wj").resizable().frame(width: 60, height: 60) }
 *       VStack { Text("CSDN ID:")
 *                Text("Forever_wj").alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
 *                    .font(.title) }
 *   }
 *
 * with midAccountAndName's default d[.top]. Prints every view's frame.
 */
#include <stdio.h>
#include <stdlib.h>

#include "alignment_engine.h"

/* Stops with the library's message when a call fails. */
static void check(ae_status status, const char *what) {
    if (status != AE_OK) {
        fprintf(stderr, "%s: %s: %s\n", what, ae_status_name(status), ae_last_error_message());
        exit(1);
    }
}

int main(void) {
    const ae_font body = {17, 13, 4, 0, 9}, title = {28, 22, 6, 0, 15};
    ae_tree *tree = NULL;
    check(ae_tree_create(&tree), "create");

    ae_guide mid;
    check(ae_tree_define_guide(tree, "midAccountAndName", AE_AXIS_VERTICAL, "d[.top]", &mid), "guide");

    ae_view root, left, right, account, avatar, label, name;
    check(ae_view_create_hstack(tree, mid, AE_UNSPECIFIED, &root), "HStack");
    check(ae_view_create_vstack(tree, AE_GUIDE_HORIZONTAL_CENTER, AE_UNSPECIFIED, &left), "VStack");
    check(ae_view_create_vstack(tree, AE_GUIDE_HORIZONTAL_CENTER, AE_UNSPECIFIED, &right), "VStack");
    check(ae_view_create_text(tree, "@CSDN", &body, 0, AE_TEXT_ALIGNMENT_LEADING, &account), "Text");
    check(ae_view_apply_alignment_guide(tree, account, mid, "d[VerticalAlignment.center]"), "alignmentGuide");
    check(ae_view_create_image(tree, 60, 60, 1, &avatar), "Image");
    check(ae_view_apply_frame(tree, avatar, 60, 60, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER), "frame");
    check(ae_view_create_text(tree, "CSDN ID:", &body, 0, AE_TEXT_ALIGNMENT_LEADING, &label), "Text");
    check(ae_view_create_text(tree, "Forever_wj", &title, 0, AE_TEXT_ALIGNMENT_LEADING, &name), "Text");
    check(ae_view_apply_alignment_guide(tree, name, mid, "d[VerticalAlignment.center]"), "alignmentGuide");

    ae_view left_children[] = {account, avatar}, right_children[] = {label, name}, columns[] = {left, right};
    check(ae_view_set_children(tree, left, left_children, 2), "children");
    check(ae_view_set_children(tree, right, right_children, 2), "children");
    check(ae_view_set_children(tree, root, columns, 2), "children");

    ae_size size;
    check(ae_tree_layout(tree, root, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size), "layout");
    printf("root %g x %g\n", size.width, size.height);

    const char *names[] = {"HStack", "left VStack", "right VStack", "@CSDN", "Image", "CSDN ID:", "Forever_wj"};
    const ae_view views[] = {root, left, right, account, avatar, label, name};
    for (int i = 0; i < 7; i++) {
        ae_rect frame;
        check(ae_view_get_frame(tree, views[i], &frame), "frame");
        printf("%-12s (%g, %g, %g, %g)\n", names[i], frame.x, frame.y, frame.width, frame.height);
    }
    ae_tree_free(tree);
    return 0;
}
