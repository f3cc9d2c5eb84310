// The test libraries' start-up, run as the test binary loads (before XCTest's first test).
//
// XCTest on Linux names the running test only to observers registered before it starts, and
// swift-snapshot-testing reads its default record mode once: both must be set before any test
// runs, and Swift has no load-time initialisers. Each library defines its hook in Swift
// (@_cdecl); a hook whose library is not linked in is a null weak symbol and is skipped.
#include "CTestingStart.h"

extern void textproof_testing_start(void) __attribute__((weak));
extern void textproof_snapshot_testing_start(void) __attribute__((weak));

static int started = 0;

__attribute__((constructor)) static void start(void) {
    if (textproof_testing_start) textproof_testing_start();
    if (textproof_snapshot_testing_start) textproof_snapshot_testing_start();
    started = 1;
}

int textproof_testing_started(void) { return started; }
