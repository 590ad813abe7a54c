/* test_deep_documents.c — ae_document_layout on a document nested 1,000,000 levels deep with
 * "resultPaths": false: read, laid out and reported in linear size. Run without
 * valgrind (it takes about a second natively); AE_DEEP_LEVELS=N picks another depth. */
#include <stdlib.h>

#include "check.h"

/* {"resultPaths": false, "proposal": {...}, "root": VStack > VStack > ... > Color "leaf"} */
static char *nested_document(size_t levels, size_t *out_length) {
    static const char head[] = "{\"resultPaths\": false, \"proposal\": {\"width\": 50, \"height\": 20}, \"root\": ";
    static const char open[] = "{\"type\":\"VStack\",\"children\":[";
    static const char leaf[] = "{\"type\":\"Color\",\"id\":\"leaf\"}";
    static const char close[] = "]}";
    size_t length = strlen(head) + levels * (strlen(open) + strlen(close)) + strlen(leaf) + 1;
    char *json = malloc(length + 1);
    if (json == NULL) return NULL;
    char *p = json;
    memcpy(p, head, strlen(head));
    p += strlen(head);
    for (size_t i = 0; i < levels; i++, p += strlen(open)) memcpy(p, open, strlen(open));
    memcpy(p, leaf, strlen(leaf));
    p += strlen(leaf);
    for (size_t i = 0; i < levels; i++, p += strlen(close)) memcpy(p, close, strlen(close));
    *p++ = '}';
    *p = '\0';
    *out_length = length;
    return json;
}

/* The number of lines of `text` (one result entry per line, plus the size line). */
static size_t line_count(const char *text) {
    size_t count = 1;
    for (; *text; text++) count += *text == '\n';
    return count;
}

static void test_deep_document_without_paths(size_t levels) {
    size_t length = 0;
    char *json = nested_document(levels, &length);
    CHECK(json != NULL);
    if (json == NULL) return;
    char *result = NULL;
    size_t result_length = 0;
    CHECK_OK(ae_document_layout(json, length, &result, &result_length));
    free(json);
    if (result == NULL) return;
    /* {"size":...,"views":[ then one line per view, then ]} */
    CHECK(line_count(result) == levels + 3);
    CHECK(strstr(result, "{\"size\":{\"width\":50,\"height\":20},\"views\":[\n{\"parent\":null,\"type\":\"VStack\"") == result);
    char last[160];
    snprintf(last, sizeof last, "{\"id\":\"leaf\",\"parent\":%zu,\"type\":\"Color\",\"frame\":{\"x\":0,\"y\":0,\"width\":50,\"height\":20}", levels - 1);
    CHECK(strstr(result, last) != NULL);
    /* Linear in depth: about 140 bytes a view, and no path anywhere. */
    CHECK(result_length < 160 * (levels + 1));
    CHECK(strstr(result, "\"path\"") == NULL);
    fprintf(stderr, "test_deep_documents: %zu levels, result %zu bytes\n", levels, result_length);
    ae_string_free(result);
}

int main(void) {
    const char *levels = getenv("AE_DEEP_LEVELS");
    test_deep_document_without_paths(levels != NULL ? (size_t)strtoull(levels, NULL, 10) : 1000000);
    return check_summary("test_deep_documents");
}
