/* crypt.c -- crypt, setkey, encrypt: DES (FIPS 46-3), on arrays of bits,
 * written from the standard's tables. crypt is the traditional DES-based
 * one: a 2-character salt from [./0-9A-Za-z] perturbs the expansion, the
 * key's first 8 characters (7 bits each) are the key, and 25 encryptions
 * of a zero block give 11 characters after the salt. Other methods ("$1$",
 * "$5$", "$6$", ...) are not provided: like a bad salt, they fail with
 * EINVAL and the failure string "*0" ("*1" if the salt is "*0"), as
 * libxcrypt does. */
#include <errno.h>
#include <stdlib.h>
#include <unistd.h>

static const unsigned char ip[64] = {58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4,
                                     62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8,
                                     57, 49, 41, 33, 25, 17, 9,  1, 59, 51, 43, 35, 27, 19, 11, 3,
                                     61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7};
static const unsigned char fp[64] = {40, 8, 48, 16, 56, 24, 64, 32, 39, 7, 47, 15, 55, 23, 63, 31,
                                     38, 6, 46, 14, 54, 22, 62, 30, 37, 5, 45, 13, 53, 21, 61, 29,
                                     36, 4, 44, 12, 52, 20, 60, 28, 35, 3, 43, 11, 51, 19, 59, 27,
                                     34, 2, 42, 10, 50, 18, 58, 26, 33, 1, 41, 9,  49, 17, 57, 25};
static const unsigned char ebox[48] = {32, 1,  2,  3,  4,  5,  4,  5,  6,  7,  8,  9,  8,  9,  10, 11,
                                       12, 13, 12, 13, 14, 15, 16, 17, 16, 17, 18, 19, 20, 21, 20, 21,
                                       22, 23, 24, 25, 24, 25, 26, 27, 28, 29, 28, 29, 30, 31, 32, 1};
static const unsigned char pbox[32] = {16, 7, 20, 21, 29, 12, 28, 17, 1,  15, 23, 26, 5,  18, 31, 10,
                                       2,  8, 24, 14, 32, 27, 3,  9,  19, 13, 30, 6,  22, 11, 4,  25};
static const unsigned char pc1[56] = {57, 49, 41, 33, 25, 17, 9,  1,  58, 50, 42, 34, 26, 18,
                                      10, 2,  59, 51, 43, 35, 27, 19, 11, 3,  60, 52, 44, 36,
                                      63, 55, 47, 39, 31, 23, 15, 7,  62, 54, 46, 38, 30, 22,
                                      14, 6,  61, 53, 45, 37, 29, 21, 13, 5,  28, 20, 12, 4};
static const unsigned char pc2[48] = {14, 17, 11, 24, 1,  5,  3,  28, 15, 6,  21, 10, 23, 19, 12, 4,
                                      26, 8,  16, 7,  27, 20, 13, 2,  41, 52, 31, 37, 47, 55, 30, 40,
                                      51, 45, 33, 48, 44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32};
static const unsigned char shifts[16] = {1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1};
static const unsigned char sbox[8][64] = {
    {14, 4,  13, 1, 2,  15, 11, 8,  3,  10, 6,  12, 5,  9,  0, 7,  0, 15, 7,  4,  14, 2,  13, 1,  10, 6, 12, 11, 9,  5,  3,  8,
     4,  1,  14, 8, 13, 6,  2,  11, 15, 12, 9,  7,  3,  10, 5, 0,  15, 12, 8, 2,  4,  9,  1,  7,  5,  11, 3,  14, 10, 0,  6,  13},
    {15, 1,  8,  14, 6,  11, 3,  4,  9,  7, 2,  13, 12, 0, 5,  10, 3,  13, 4,  7,  15, 2,  8,  14, 12, 0, 1,  10, 6,  9,  11, 5,
     0,  14, 7,  11, 10, 4,  13, 1,  5,  8, 12, 6,  9,  3, 2,  15, 13, 8,  10, 1,  3,  15, 4,  2,  11, 6, 7,  12, 0,  5,  14, 9},
    {10, 0,  9,  14, 6, 3,  15, 5,  1,  13, 12, 7,  11, 4,  2,  8,  13, 7,  0, 9,  3,  4,  6,  10, 2,  8, 5,  14, 12, 11, 15, 1,
     13, 6,  4,  9,  8, 15, 3,  0,  11, 1,  2,  12, 5,  10, 14, 7,  1,  10, 13, 0, 6,  9,  8,  7,  4,  15, 14, 3,  11, 5,  2,  12},
    {7,  13, 14, 3, 0,  6,  9,  10, 1,  2, 8, 5,  11, 12, 4,  15, 13, 8,  11, 5, 6,  15, 0,  3,  4,  7, 2,  12, 1,  10, 14, 9,
     10, 6,  9,  0, 12, 11, 7,  13, 15, 1, 3, 14, 5,  2,  8,  4,  3,  15, 0,  6, 10, 1,  13, 8,  9,  4, 5,  11, 12, 7,  2,  14},
    {2,  12, 4,  1,  7,  10, 11, 6, 8,  5,  3,  15, 13, 0, 14, 9,  14, 11, 2,  12, 4, 7,  13, 1,  5,  0,  15, 10, 3,  9,  8,  6,
     4,  2,  1,  11, 10, 13, 7,  8, 15, 9,  12, 5,  6,  3, 0,  14, 11, 8,  12, 7,  1, 14, 2,  13, 6,  15, 0,  9,  10, 4,  5,  3},
    {12, 1,  10, 15, 9, 2,  6,  8,  0,  13, 3,  4,  14, 7,  5,  11, 10, 15, 4,  2,  7,  12, 9,  5,  6, 1,  13, 14, 0,  11, 3,  8,
     9,  14, 15, 5,  2, 8,  12, 3,  7,  0,  4,  10, 1,  13, 11, 6,  4,  3,  2,  12, 9,  5,  15, 10, 11, 14, 1,  7,  6, 0,  8,  13},
    {4,  11, 2,  14, 15, 0, 8,  13, 3,  12, 9,  7,  5,  10, 6, 1,  13, 0,  11, 7,  4,  9,  1,  10, 14, 3,  5,  12, 2,  15, 8, 6,
     1,  4,  11, 13, 12, 3, 7,  14, 10, 15, 6,  8,  0,  5,  9, 2,  6,  11, 13, 8,  1,  4,  10, 7,  9,  5,  0,  15, 14, 2,  3, 12},
    {13, 2,  8,  4, 6,  15, 11, 1,  10, 9,  3,  14, 5,  0,  12, 7,  1,  15, 13, 8,  10, 3,  7,  4,  12, 5,  6, 11, 0,  14, 9,  2,
     7,  11, 4,  1, 9,  12, 14, 2,  0,  6,  10, 13, 15, 3,  5,  8,  2,  1,  14, 7,  4,  10, 8,  13, 15, 12, 9, 0,  3,  5,  6,  11},
};

/* The 16 round keys of a 64-bit key (parity bits ignored). */
static void schedule(const unsigned char key[64], unsigned char ks[16][48]) {
    unsigned char cd[56];
    for (int i = 0; i < 56; i++)
        cd[i] = key[pc1[i] - 1];
    for (int r = 0; r < 16; r++) {
        for (int s = 0; s < shifts[r]; s++) {
            unsigned char c0 = cd[0], d0 = cd[28];
            for (int i = 0; i < 27; i++) {
                cd[i] = cd[i + 1];
                cd[28 + i] = cd[29 + i];
            }
            cd[27] = c0;
            cd[55] = d0;
        }
        for (int i = 0; i < 48; i++)
            ks[r][i] = cd[pc2[i] - 1];
    }
}

/* One DES pass over block (64 bits, in place): decrypt uses the round
 * keys backwards; `salt` (12 bits) swaps expansion bits i and i+24. */
static void des(unsigned char block[64], unsigned char ks[16][48], int decrypt, unsigned salt) {
    unsigned char lr[64], e[48], f[32];
    for (int i = 0; i < 64; i++)
        lr[i] = block[ip[i] - 1];
    unsigned char *l = lr, *r = lr + 32;
    for (int round = 0; round < 16; round++) {
        const unsigned char *k = ks[decrypt ? 15 - round : round];
        for (int i = 0; i < 48; i++)
            e[i] = r[ebox[i] - 1];
        for (int i = 0; i < 12; i++)
            if (salt >> i & 1) {
                unsigned char t = e[i];
                e[i] = e[i + 24];
                e[i + 24] = t;
            }
        unsigned char s[32];
        for (int b = 0; b < 8; b++) {
            const unsigned char *x = e + 6 * b;
            unsigned v[6];
            for (int i = 0; i < 6; i++)
                v[i] = x[i] ^ k[6 * b + i];
            unsigned row = v[0] << 1 | v[5], col = v[1] << 3 | v[2] << 2 | v[3] << 1 | v[4];
            unsigned o = sbox[b][row * 16 + col];
            for (int i = 0; i < 4; i++)
                s[4 * b + i] = (unsigned char)(o >> (3 - i) & 1);
        }
        for (int i = 0; i < 32; i++)
            f[i] = s[pbox[i] - 1];
        for (int i = 0; i < 32; i++) {
            unsigned char t = r[i];
            r[i] = l[i] ^ f[i];
            l[i] = t;
        }
    }
    /* the last round does not swap: R16 L16 */
    unsigned char pre[64];
    for (int i = 0; i < 32; i++) {
        pre[i] = r[i];
        pre[32 + i] = l[i];
    }
    for (int i = 0; i < 64; i++)
        block[i] = pre[fp[i] - 1];
}

static unsigned char key_schedule[16][48];

void setkey(const char *key) {
    unsigned char k[64];
    for (int i = 0; i < 64; i++)
        k[i] = key[i] & 1;
    schedule(k, key_schedule);
}

void encrypt(char block[64], int edflag) {
    unsigned char b[64];
    for (int i = 0; i < 64; i++)
        b[i] = block[i] & 1;
    des(b, key_schedule, edflag != 0, 0);
    for (int i = 0; i < 64; i++)
        block[i] = (char)b[i];
}

static const char alphabet[] = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

static int value_of(char c) {
    for (int i = 0; i < 64; i++)
        if (alphabet[i] == c)
            return i;
    return -1;
}

char *crypt(const char *key, const char *salt) {
    static char out[14];
    int s0 = salt[0] ? value_of(salt[0]) : -1, s1 = s0 >= 0 && salt[1] ? value_of(salt[1]) : -1;
    if (s0 < 0 || s1 < 0) {
        errno = EINVAL;
        out[0] = '*';
        out[1] = salt[0] == '*' && salt[1] == '0' ? '1' : '0';
        out[2] = 0;
        return out;
    }
    unsigned char k[64];
    int end = 0;
    for (int i = 0; i < 8; i++) {
        unsigned c = end ? 0 : (unsigned char)key[i];
        if (!c)
            end = 1;
        for (int j = 0; j < 7; j++)
            k[8 * i + j] = (unsigned char)(c >> (6 - j) & 1);
        k[8 * i + 7] = 0;
    }
    unsigned char ks[16][48], block[64] = {0};
    schedule(k, ks);
    unsigned saltbits = (unsigned)s0 | (unsigned)s1 << 6;
    for (int n = 0; n < 25; n++)
        des(block, ks, 0, saltbits);
    out[0] = salt[0];
    out[1] = salt[1];
    for (int i = 0; i < 11; i++) {
        unsigned v = 0;
        for (int j = 0; j < 6; j++) {
            int bit = 6 * i + j;
            v = v << 1 | (bit < 64 ? block[bit] : 0);
        }
        out[2 + i] = alphabet[v];
    }
    out[13] = 0;
    return out;
}
