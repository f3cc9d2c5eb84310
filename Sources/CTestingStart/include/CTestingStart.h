#ifndef C_TESTING_START_H
#define C_TESTING_START_H

/// Whether the test libraries' start-up ran (for a test that they are linked in and ran once).
int textproof_testing_started(void);

#endif
