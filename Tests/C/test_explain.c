/* test_explain.c — the explanation block of alignment_engine.h: ae_tree_explain,
 * ae_view_explain and ae_document_explain, on valid and invalid input. */
#include <stdlib.h>

#include "check.h"

/* HStack(alignment: .top) { Color.frame(20 x 40); Color.frame(20 x 20).alignmentGuide(.top, 5) } */
static ae_tree *laid_out_row(ae_view *out_small) {
    ae_tree *tree = NULL;
    CHECK_OK(ae_tree_create(&tree));
    ae_view row = -1, big = -1, small = -1;
    CHECK_OK(ae_view_create_hstack(tree, AE_GUIDE_TOP, 8, &row));
    CHECK_OK(ae_view_create_shape(tree, AE_SHAPE_COLOR, &big));
    CHECK_OK(ae_view_apply_frame(tree, big, 20, 40, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER));
    CHECK_OK(ae_view_create_shape(tree, AE_SHAPE_COLOR, &small));
    CHECK_OK(ae_view_apply_frame(tree, small, 20, 20, AE_GUIDE_HORIZONTAL_CENTER, AE_GUIDE_VERTICAL_CENTER));
    CHECK_OK(ae_view_apply_alignment_guide(tree, small, AE_GUIDE_TOP, "5"));
    CHECK_OK(ae_view_set_id(tree, small, "small"));
    ae_view children[2] = {big, small};
    CHECK_OK(ae_view_set_children(tree, row, children, 2));
    ae_size size = {NAN, NAN};
    CHECK_OK(ae_tree_layout(tree, row, AE_UNSPECIFIED, AE_UNSPECIFIED, AE_LEFT_TO_RIGHT, &size));
    CHECK_NEAR(size.height, 45); /* the small one's top guide (5) meets the big one's (0): it rises 5 */
    *out_small = small;
    return tree;
}

static void test_tree_explain(void) {
    ae_view small = -1;
    ae_tree *tree = laid_out_row(&small);
    char *json = NULL;
    size_t length = 0;
    CHECK_OK(ae_tree_explain(tree, &json, &length));
    CHECK(json != NULL && strlen(json) == length);
    /* The row aligned both children on top: the big one by its default 0 (at y = 5), the
     * small one by its explicit value 5 (at y = 0): the line lies at y = 5. */
    CHECK(json != NULL && strstr(json, "\"kind\":\"HStack\",\"guide\":\"top\",\"axis\":\"vertical\",\"custom\":false,\"position\":5") != NULL);
    CHECK(json != NULL && strstr(json, "\"value\":5,\"source\":\"alignmentGuide\"") != NULL);
    ae_string_free(json);

    char *trace = NULL;
    CHECK_OK(ae_view_explain(tree, small, &trace));
    CHECK(trace != NULL && strstr(trace, "How 'small' (Color /1) got its frame (28, 0, 20, 20):") == trace);
    CHECK(trace != NULL && strstr(trace, ".alignmentGuide(top) = 5") != NULL);
    CHECK(trace != NULL && strstr(trace, "d[top] = 5 (alignmentGuide), so y = 0 <-") != NULL);
    ae_string_free(trace);

    CHECK_STATUS(ae_view_explain(tree, 99, &trace), AE_ERROR_INVALID_ARGUMENT);
    CHECK_STATUS(ae_view_explain(tree, small, NULL), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_explain(NULL, &json, &length), AE_ERROR_NULL_ARGUMENT);
    CHECK_STATUS(ae_tree_explain(tree, &json, NULL), AE_ERROR_NULL_ARGUMENT);
    /* A change undoes the layout: nothing to explain until the next one. */
    CHECK_OK(ae_view_apply_padding(tree, small, 1, 1, 1, 1));
    CHECK_STATUS(ae_tree_explain(tree, &json, &length), AE_ERROR_NOT_LAID_OUT);
    CHECK_STATUS(ae_view_explain(tree, small, &trace), AE_ERROR_NOT_LAID_OUT);
    ae_tree_free(tree);
}

static void test_document_explain(void) {
    const char *json =
        "{\"format\": 1, \"guides\": [{\"name\": \"mid\", \"axis\": \"vertical\", \"default\": \"d.height / 2\"}],"
        " \"root\": {\"type\": \"HStack\", \"alignment\": \"mid\", \"children\": ["
        "   {\"type\": \"Color\", \"id\": \"a\", \"modifiers\": [{\"frame\": {\"width\": 50, \"height\": 50}}]},"
        "   {\"type\": \"Color\", \"id\": \"b\", \"modifiers\": [{\"frame\": {\"width\": 50, \"height\": 80}}]}]}}";
    char *out = NULL;
    size_t length = 0;
    CHECK_OK(ae_document_explain(json, strlen(json), NULL, &out, &length));
    CHECK(out != NULL && strlen(out) == length);
    CHECK(out != NULL && strncmp(out, "{\"result\":{\"size\":{\"width\":108,\"height\":80}", 42) == 0);
    CHECK(out != NULL && strstr(out, "\"guide\":\"mid\",\"axis\":\"vertical\",\"custom\":true,\"position\":40") != NULL);
    ae_string_free(out);

    CHECK_OK(ae_document_explain(json, strlen(json), "a", &out, &length));
    CHECK(out != NULL && strstr(out, "How 'a' (Color /0) got its frame (0, 15, 50, 50):") == out);
    CHECK(out != NULL && strstr(out, "on mid (vertical, custom): the line at y = 40") != NULL);
    ae_string_free(out);
    CHECK_OK(ae_document_explain(json, strlen(json), "/1", &out, &length));
    CHECK(out != NULL && strstr(out, "How 'b' (Color /1)") == out);
    ae_string_free(out);

    CHECK_STATUS(ae_document_explain(json, strlen(json), "nope", &out, &length), AE_ERROR_INVALID_ARGUMENT);
    CHECK_MESSAGE("no view with id or path 'nope'");
    CHECK_STATUS(ae_document_explain("{", 1, NULL, &out, &length), AE_ERROR_INVALID_DOCUMENT);
    CHECK_STATUS(ae_document_explain(json, strlen(json), NULL, NULL, &length), AE_ERROR_NULL_ARGUMENT);
}

int main(void) {
    test_tree_explain();
    test_document_explain();
    return check_summary("test_explain");
}
