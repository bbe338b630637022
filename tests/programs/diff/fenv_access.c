// Directed rounding under #pragma STDC FENV_ACCESS ON (clang emits llvm.experimental.constrained.* calls, compares included): every rounding mode for float and double add, sub, mul, div, sqrt, fma, a*b+c, fptrunc, int-to-float conversions and rint/nearbyint/lrint/llrint, with signed zeros, overflow, subnormals and NaN: fenv_rounding.c's program, under the pragma.
// EXPECT: safe
// MODE: run-diff
#pragma STDC FENV_ACCESS ON
#include "fenv_rounding.c"
