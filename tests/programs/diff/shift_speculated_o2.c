// shift_speculated_o1.c at -O2.
// EXPECT: safe
// MODE: run-diff
// FLAGS: -O2
#include "shift_speculated_o1.c"
