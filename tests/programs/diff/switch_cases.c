// switch over consecutive, sparse, negative and unsorted case values, at 8, 16, 32 and 64 bits, each value below, inside, between and above the cases: lowering sorts the cases and the fast path finds consecutive ones by index, falling back to a search (ir/op.rs `SwitchCase::find`).
// EXPECT: safe
// MODE: run-diff
#include <stdint.h>
#include <stdio.h>

enum op { PUSH, LOAD, STORE, ADD, MUL, HALT };

static int dense(enum op o) {
    switch (o) {
    case HALT: return 60;
    case PUSH: return 10;
    case ADD: return 40;
    case LOAD: return 20;
    case MUL: return 50;
    case STORE: return 30;
    default: return -1;
    }
}

static int sparse(int x) {
    switch (x) {
    case 7: return 1;
    case -3: return 2;
    case 1000: return 3;
    case 8: return 4;
    case -2147483647 - 1: return 5;
    case 2147483647: return 6;
    case 0: return 7;
    default: return 0;
    }
}

static int narrow(int8_t c, uint16_t h) {
    int r = 0;
    switch (c) {
    case -128: r += 1; break;
    case -1: r += 2; break;
    case 0: r += 3; break;
    case 1: r += 4; break;
    case 127: r += 5; break;
    }
    switch (h) {
    case 65535: r += 10; break;
    case 2: r += 20; break;
    case 3: r += 30; break;
    case 4: r += 40; break;
    }
    return r;
}

static int wide(uint64_t v) {
    switch (v) {
    case 0: return 1;
    case 1: return 2;
    case 2: return 3;
    case UINT64_MAX: return 4;
    case (uint64_t)1 << 63: return 5;
    case ((uint64_t)1 << 32) + 1: return 6;
    default: return 0;
    }
}

int main(void) {
    long sum = 0;
    for (int o = -2; o < 9; o++)
        sum = sum * 3 + dense((enum op)o);
    printf("dense %ld\n", sum);
    int xs[] = {-2147483647 - 1, -4, -3, -2, -1, 0, 1, 6, 7, 8, 9, 999, 1000, 1001, 2147483647};
    for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
        printf("sparse %d -> %d\n", xs[i], sparse(xs[i]));
    for (int c = -128; c < 128; c += 1)
        sum += narrow((int8_t)c, (uint16_t)(c * 257));
    printf("narrow %ld\n", sum);
    uint64_t vs[] = {0, 1, 2, 3, UINT64_MAX, UINT64_MAX - 1, (uint64_t)1 << 63, ((uint64_t)1 << 63) + 1, ((uint64_t)1 << 32) + 1, (uint64_t)1 << 32};
    for (unsigned i = 0; i < sizeof vs / sizeof vs[0]; i++)
        printf("wide %llu -> %d\n", (unsigned long long)vs[i], wide(vs[i]));
    return 0;
}
