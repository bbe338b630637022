// Every short converts to float exactly, keeps its order, and the midpoint of two lies between them (float-sorted terms: this took z3 over 60 s).
// EXPECT: safe
// FLAGS: --symbolic
extern short __VERIFIER_nondet_short(void);
extern void reach_error(void);

int main(void) {
    short a = __VERIFIER_nondet_short();
    short b = __VERIFIER_nondet_short();
    float fa = (float)a, fb = (float)b;
    if ((short)fa != a) reach_error();
    if ((a < b) != (fa < fb)) reach_error();
    float m = (fa + fb) / 2.0f;
    if (a <= b && (m < fa || m > fb)) reach_error();
    return 0;
}
