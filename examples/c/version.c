/*
 * version.c — checks that the header a program is compiled with matches the library it runs
 * with, as a program should before it relies on the ABI: prints both versions and fails when
 * they differ.
 */
#include <stdio.h>
#include <string.h>

#include "alignment_engine.h"

int main(void) {
    printf("header  %s (%d.%d.%d)\nlibrary %s\n", AE_VERSION_STRING, AE_VERSION_MAJOR, AE_VERSION_MINOR, AE_VERSION_PATCH,
           ae_version());
    if (strcmp(ae_version(), AE_VERSION_STRING) != 0) {
        fprintf(stderr, "alignment_engine.h %s does not match libalignment_engine %s\n", AE_VERSION_STRING, ae_version());
        return 1;
    }
    return 0;
}
