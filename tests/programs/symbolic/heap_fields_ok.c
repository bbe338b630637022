// Terms live in heap struct fields and arrays, pass through calls and come back unchanged: every check holds.
// EXPECT: safe
// FLAGS: --symbolic
#include <assert.h>
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
extern short __VERIFIER_nondet_short(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);

struct rec {
    char tag;
    short s;
    int vals[3];
    long total;
};

static long sum(const struct rec *r) { return (long)r->vals[0] + r->vals[1] + r->vals[2]; }

int main(void) {
    struct rec *r = malloc(sizeof *r);
    if (!r)
        return 0;
    int a = __VERIFIER_nondet_int();
    __VERIFIER_assume(a > -1000000 && a < 1000000);
    r->tag = (char)__VERIFIER_nondet_uchar();
    r->s = __VERIFIER_nondet_short();
    for (int i = 0; i < 3; i++)
        r->vals[i] = a + i;
    r->total = sum(r);
    struct rec copy;
    memcpy(&copy, r, sizeof copy);
    assert(copy.total == 3L * a + 3);
    assert(copy.vals[2] - copy.vals[0] == 2);
    assert(copy.s == r->s && copy.tag == r->tag);
    unsigned char bytes[sizeof(int)];
    memcpy(bytes, &a, sizeof a);
    int back;
    memcpy(&back, bytes, sizeof back);
    assert(back == a);
    free(r);
    return 0;
}
