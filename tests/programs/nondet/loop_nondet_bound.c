// A loop bound chosen non-deterministically: the copy loop is correct for
// short inputs but writes past the buffer once the bound exceeds 6.
// EXPECT: error memory
// TAGS: nondet loop
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

int main(void) {
    char out[6];
    const char *src = "abcdefgh";
    unsigned int n = __VERIFIER_nondet_uint();
    __VERIFIER_assume(n <= 8);
    unsigned int i;
    for (i = 0; i < n && i < 8; i++)
        out[i] = src[i]; // ERROR
    return i > 0 ? out[0] != 'a' : 0;
}
