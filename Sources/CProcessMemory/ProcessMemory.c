// glibc's malloc tuned for a command-line run, and huge pages asked for large buffers. Everything
// here is a hint or a malloc setting: without it (TEXTPROOF_MEMORY_TUNING=0, another C library, a
// sanitizer's allocator, a kernel without transparent huge pages) the results are the same bytes.
#define _GNU_SOURCE
#include "CProcessMemory.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

// 0: not worked out yet; 1: yes; 2: no.
static atomic_int switchedOffState;

static int switchedOff(void) {
    int state = atomic_load_explicit(&switchedOffState, memory_order_relaxed);
    if (state == 0) {
        const char *value = getenv("TEXTPROOF_MEMORY_TUNING");
        state = value != NULL && strcmp(value, "0") == 0 ? 1 : 2;
        atomic_store_explicit(&switchedOffState, state, memory_order_relaxed);
    }
    return state == 1;
}

int textproof_memory_under_sanitizer(void) {
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
    return 1;
#endif
#endif
    // Asked at run time too: Swift code built with -sanitize links the runtime while this C file
    // may have been compiled without it.
    static const char *const initializers[] = {"__asan_init", "__tsan_init", "__msan_init", "__hwasan_init"};
    for (size_t index = 0; index < sizeof initializers / sizeof *initializers; index++) {
        if (dlsym(RTLD_DEFAULT, initializers[index]) != NULL) return 1;
    }
    return 0;
}

int textproof_memory_tuning_allowed(void) {
#ifdef __GLIBC__
    return !switchedOff() && !textproof_memory_under_sanitizer();
#else
    return 0;
#endif
}

// A large image faults its buffer in 4 KB pages, one kernel entry each; transparent huge pages,
// where the kernel offers them to regions that ask (Debian's default), make that one fault per
// 2 MB. The kernel sometimes waits to zero or compact 2 MB pages, so a run can be slower, but
// the mean is lower (Benchmarks.md).
void textproof_advise_huge_pages(void *buffer, size_t length) {
#ifdef MADV_HUGEPAGE
    if (switchedOff()) return;
    const uintptr_t huge = (uintptr_t)2 << 20;
    const uintptr_t start = ((uintptr_t)buffer + huge - 1) & ~(huge - 1);
    const uintptr_t end = ((uintptr_t)buffer + length) & ~(huge - 1);
    if (end > start) madvise((void *)start, end - start, MADV_HUGEPAGE);
#else
    (void)buffer;
    (void)length;
#endif
}

// glibc maps every block over 128 KB afresh and unmaps it when freed, so the next block of that
// size (a run's coverage mask, a band's deflate output) is zeroed by the kernel page by page
// again. Kept in the heap instead, a freed block is reused as it is. Blocks over 32 MB (a 4096²
// image in a diff) are still mapped and unmapped on their own.
static void keepFreedMemory(void) {
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
}

// Each thread that draws or encodes gets its own malloc heap (a glibc arena), which grows a page at
// a time: a proof's masks, copies and band buffers came to about 2,000 faults of 4 KB pages, each
// zeroed on its own, and as many pages to free at exit. Grown once by `HEAP_RESERVE` and advised
// for huge pages (the block is freed at once, but kept in the heap by keepFreedMemory, which must
// come first: otherwise the block is mapped on its own and unmapped when freed), the heap serves
// them from 2 MB pages instead. A thread that never allocates much never calls this: its first
// touch of the heap would zero a whole 2 MB page.
//
// Only whole 2 MB pages can be huge, and the heap's first (from the 64 MB-aligned start where glibc
// keeps its header, touched already) never is: the reserve's part below the first 2 MB boundary
// would be served in 4 KB pages, and it is what a thread's first blocks would be made from. That
// part is taken by a block never freed nor touched (address space only), so the heap's next blocks
// start on the boundary. All of this leans on glibc's arena layout, hence tuning only with glibc's
// own malloc.
enum { HEAP_RESERVE = 16 << 20 };
static atomic_int tuned;
static _Thread_local int threadHeapPrepared;
// Not static: a variable never read could be dropped with its malloc.
_Thread_local void *textproof_thread_heap_below_huge_pages;

void textproof_prepare_thread_heap(void) {
    if (threadHeapPrepared || !atomic_load_explicit(&tuned, memory_order_relaxed)) return;
    threadHeapPrepared = 1;
    void *block = malloc(HEAP_RESERVE);
    if (block == NULL) return;
    textproof_advise_huge_pages(block, HEAP_RESERVE);
    free(block);
    const uintptr_t huge = (uintptr_t)2 << 20, start = (uintptr_t)block;
    const size_t below = (size_t)(((start + huge - 1) & ~(huge - 1)) - start);
    // Freed into the heap's top, the reserve's space is where the next block is carved from; a
    // block's header takes two words before it.
    if (below > 2 * sizeof(size_t)) textproof_thread_heap_below_huge_pages = malloc(below - 2 * sizeof(size_t));
}

int textproof_tune_for_command_line(void) {
    if (!textproof_memory_tuning_allowed()) return 0;
    keepFreedMemory();
    atomic_store_explicit(&tuned, 1, memory_order_relaxed);
    // The calling thread (a command's own) makes about 1.5 MB of small blocks (its arguments, the
    // spec, the layout) before its first large one: its heap is prepared at once.
    textproof_prepare_thread_heap();
    return 1;
}

int textproof_memory_tuned(void) { return atomic_load_explicit(&tuned, memory_order_relaxed); }
