#ifndef HEAP_STATISTICS_H
#define HEAP_STATISTICS_H
#include <stddef.h>

/// Bytes the C allocator has handed out and not taken back (small blocks and mmapped ones);
/// 0 where the C library cannot tell. Used by the benchmark to measure bytes per view.
size_t heap_bytes_in_use(void);

#endif
