// A writable global table read and written at symbolic indices: reads are ite terms, the write forks over the eight slots; every read agrees with the table's contents.
// EXPECT: safe
// FLAGS: --symbolic
#include <assert.h>
extern unsigned __VERIFIER_nondet_uint(void);

int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};

int main(void) {
    unsigned i = __VERIFIER_nondet_uint() % 8;
    unsigned j = __VERIFIER_nondet_uint() % 8;
    int before = table[i];
    assert(before >= 1 && before <= 9);
    table[j] = 100;
    int after = table[i];
    assert(i == j ? after == 100 : after == before);
    return 0;
}
