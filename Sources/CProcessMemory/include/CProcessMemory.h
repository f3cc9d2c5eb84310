#ifndef TEXTPROOF_CPROCESSMEMORY_H
#define TEXTPROOF_CPROCESSMEMORY_H

#include <stddef.h>

/// Whether memory tuning may take effect in this process: malloc is glibc's own (not a
/// sanitizer's) and TEXTPROOF_MEMORY_TUNING is not "0". Worked out once.
int textproof_memory_tuning_allowed(void);

/// Whether this process runs under AddressSanitizer, ThreadSanitizer, MemorySanitizer or
/// HWAddressSanitizer, whose allocators replace glibc's.
int textproof_memory_under_sanitizer(void);

/// The command line's memory settings, both at once and in the order they need: freed heap blocks
/// kept for reuse, then the threads' heaps grown in huge pages (the calling thread's at once).
/// Returns 1 when made, 0 when tuning is not allowed (textproof_memory_tuning_allowed).
int textproof_tune_for_command_line(void);

/// 1 once textproof_tune_for_command_line has made its settings.
int textproof_memory_tuned(void);

/// Asks the kernel for transparent huge pages over the 2 MB-aligned part of `buffer` (not yet
/// touched): one page fault per 2 MB instead of per 4 KB. A hint; nothing where unsupported or
/// when TEXTPROOF_MEMORY_TUNING is "0".
void textproof_advise_huge_pages(void *buffer, size_t length);

/// Once per thread, after textproof_tune_for_command_line: grows the calling thread's malloc heap
/// by 16 MB advised for huge pages, so the thread's large buffers fault in 2 MB pages. Called
/// before large allocations (surfaces, masks, PNG bands); a no-op after the first call.
void textproof_prepare_thread_heap(void);
#endif
