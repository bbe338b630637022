// A ratio in [0, 1] scaled to a bucket index with (int)(r * 10): r == 1.0 gives bucket 10 of 10 (ASan, r = 1.0).
// EXPECT: error memory
// FLAGS: --symbolic
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

static int buckets[10];

int main(void) {
    float r = __VERIFIER_nondet_float();
    __VERIFIER_assume(r >= 0.0f && r <= 1.0f);
    int b = (int)(r * 10.0f);
    buckets[b]++; // ERROR
    return 0;
}
