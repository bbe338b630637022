// The same flow as heap_fields_ok.c, with a wrong expectation that only a = 0x12345678 violates.
// EXPECT: error assert
// FLAGS: --symbolic
#include <assert.h>
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int *v = malloc(4 * sizeof(int));
    if (!v)
        return 0;
    int a = __VERIFIER_nondet_int();
    for (int i = 0; i < 4; i++)
        v[i] = a ^ i;
    int copy[4];
    memcpy(copy, v, sizeof copy);
    assert(copy[3] != (0x12345678 ^ 3)); // ERROR
    free(v);
    return 0;
}
