// Computed goto at -O1: the label table becomes a constant of label differences, and the values carried into each label arrive through phis on the indirectbr's edges (computed_goto_offsets.c, recompiled).
// EXPECT: safe
// MODE: run-diff
// FLAGS: -O1
#include "computed_goto_offsets.c"
