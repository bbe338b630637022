// An S-box hash of four symbolic bytes reaches 0x1234 (e.g. 248, 53, 207, 57; checked natively): each table read at a symbolic index is one ite term over the 16 entries, not a fork per entry.
// EXPECT: error assert
// FLAGS: --symbolic
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
static const unsigned char sbox[16] = {12, 5, 6, 11, 9, 0, 10, 13, 3, 14, 15, 8, 4, 7, 1, 2};
int main(void) {
    unsigned char k[4];
    for (int i = 0; i < 4; i++) k[i] = __VERIFIER_nondet_uchar();
    unsigned h = 0;
    for (int i = 0; i < 4; i++) {
        h = (h << 4) ^ sbox[(k[i] ^ h) & 15];
        h ^= sbox[k[i] >> 4];
    }
    assert(h != 0x1234); // ERROR
    return 0;
}
