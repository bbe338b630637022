// crypt (traditional DES: 2-character salt, 8 key characters, 25
// encryptions) gives the strings glibc's libxcrypt 4.4.33 gives for these
// keys and salts (computed with it natively: the harness links no
// -lcrypt, so this is no run-diff program), ignores key characters past
// the eighth, and fails with EINVAL and "*0" for a bad salt or another
// method (only DES is provided; libxcrypt would hash "$1$" with MD5).
// setkey/encrypt reproduce the well-known worked example of DES (Grabbe,
// "The DES Algorithm Illustrated": key 133457799BBCDFF1,
// block 0123456789ABCDEF -> 85E813540F0AB405) and decrypt it back.
// EXPECT: safe
// TAGS: crypt
#define _GNU_SOURCE
#include <assert.h>
#include <crypt.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static unsigned long long bits_value(const char b[64]) {
    unsigned long long v = 0;
    for (int i = 0; i < 64; i++)
        v = v << 1 | (unsigned)(b[i] & 1);
    return v;
}

int main(void) {
    assert(strcmp(crypt("password", "ab"), "abJnggxhB/yWI") == 0);
    assert(strcmp(crypt("", ".."), "..X8NBuQ4l6uQ") == 0);
    assert(strcmp(crypt("a", "zz"), "zzJZ5PtvFqi9o") == 0);
    assert(strcmp(crypt("verylongpassword!", "9/"), "9/OEcTQkMVHFI") == 0);
    assert(strcmp(crypt("verylong", "9/"), "9/OEcTQkMVHFI") == 0);
    assert(strcmp(crypt("test", "AbXYZ"), "AbAzA0BHXhxQ6") == 0);
    errno = 0;
    assert(strcmp(crypt("x", "a!"), "*0") == 0 && errno == EINVAL);
    assert(strcmp(crypt("x", "$1$salt$"), "*0") == 0);
    assert(strcmp(crypt("x", "*0"), "*1") == 0);

    char key[64], block[64];
    unsigned long long k = 0x133457799BBCDFF1ull, p = 0x0123456789ABCDEFull;
    for (int i = 0; i < 64; i++) {
        key[i] = (char)(k >> (63 - i) & 1);
        block[i] = (char)(p >> (63 - i) & 1);
    }
    setkey(key);
    encrypt(block, 0);
    assert(bits_value(block) == 0x85E813540F0AB405ull);
    encrypt(block, 1);
    assert(bits_value(block) == p);
    return 0;
}
