// Celsius to Fahrenheit and back in float with a truncating (int) loses a degree (c = 2 natively): z3 needed the conversion back to int said as a constraint to decide it.
// EXPECT: error assert
// FLAGS: --symbolic
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

int main(void) {
    int c = __VERIFIER_nondet_int();
    __VERIFIER_assume(c >= -100 && c <= 100);
    float f = c * 9.0f / 5.0f + 32.0f;
    int back = (int)((f - 32.0f) * 5.0f / 9.0f);
    if (back != c) reach_error(); // ERROR
    return 0;
}
