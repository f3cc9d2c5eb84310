#include "CPNG.h"

#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

// A large image faults its buffer in 4 KB pages, one kernel entry each: for a 4096² image the
// faults cost more than inflating it (a diff of two such files: 58 ms with 4 KB pages, 30 ms with
// 2 MB ones). Transparent huge pages, where the kernel offers them to regions that ask (Debian's
// default), make that one fault per 2 MB. Measured over 31 runs each on a 2-core VM: medians 10 %
// (a proof) and 30 % (a 4096² diff) lower, but about one run in seven waits on the kernel (zeroing
// or compacting 2 MB pages) and takes up to twice as long; the means are still 5–7 % lower.
void textproof_advise_huge_pages(void *buffer, size_t length) {
    const uintptr_t huge = (uintptr_t)2 << 20;
    const uintptr_t start = ((uintptr_t)buffer + huge - 1) & ~(huge - 1);
    const uintptr_t end = ((uintptr_t)buffer + length) & ~(huge - 1);
    if (end > start) madvise((void *)start, end - start, MADV_HUGEPAGE);
}


// glibc maps every block over 128 KB afresh and unmaps it when freed, so the next block of that
// size (a run's coverage mask, a band's deflate output) is zeroed by the kernel page by page
// again. Kept in the heap instead, a freed block is reused as it is: on a 2-core VM a proof took
// 2,800 fewer page faults (6,900 to 4,100) and about a tenth less time. Blocks over 32 MB (a 4096²
// image in a diff) are still mapped and unmapped on their own.
void textproof_keep_freed_memory(void) {
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
}


// Each thread that draws or encodes gets its own malloc heap (a glibc arena), which grows a page at
// a time: a proof's masks, copies and band buffers came to about 2,000 faults of 4 KB pages, each
// zeroed on its own, and as many pages to free at exit. Grown once by `HEAP_RESERVE` and advised
// for huge pages (the block is freed at once, but kept in the heap: see above), the heap serves
// them from 2 MB pages instead. On a 2-core VM a paragraph's proof took 1,100 fewer faults and
// 1.4 ms (6 %) less. A thread that never allocates much never calls this: its first touch of the
// heap would zero a whole 2 MB page.
//
// Only whole 2 MB pages can be huge, and the heap's first (from the 64 MB-aligned start where glibc
// keeps its header, touched already) never is: the reserve's part below the first 2 MB boundary was
// served in 4 KB pages, and it was what a paragraph's surface and coverage masks were made from
// first (830 of a proof's 1,700 faults). That part is taken by a block never freed nor touched
// (address space only), so the heap's next blocks start on the boundary.
enum { HEAP_RESERVE = 16 << 20 };
static atomic_int hugePageHeaps;
static _Thread_local int threadHeapPrepared;
// Not static: a variable never read could be dropped with its malloc.
_Thread_local void *textproof_thread_heap_below_huge_pages;

void textproof_use_huge_page_heaps(void) { atomic_store_explicit(&hugePageHeaps, 1, memory_order_relaxed); }

void textproof_prepare_thread_heap(void) {
    if (threadHeapPrepared || !atomic_load_explicit(&hugePageHeaps, memory_order_relaxed)) return;
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
