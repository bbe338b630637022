// A symbolic float converted to int out of range is undefined (C17 6.3.1.4p1): the VM forks the conversion's range and reports a value that does not fit, e.g. 3e9 (checked natively with UBSan's float-cast-overflow).
// EXPECT: error arith
// FLAGS: --symbolic
extern float __VERIFIER_nondet_float(void);
int main(void) {
    float x = __VERIFIER_nondet_float();
    if (x < 0)
        return 0;
    int i = (int)x; // ERROR: does not fit in a signed 32-bit integer
    return i < 0;
}
