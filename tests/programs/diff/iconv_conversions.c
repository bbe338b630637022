// iconv.h against glibc: conversions between UTF-8, ASCII (three names), ISO-8859-1 (LATIN1), UTF-16LE/BE, UTF-32LE/BE and WCHAR_T, names in any case; EINVAL from iconv_open for an unknown encoding; from iconv, E2BIG (output full: the input stops at the last whole character), EILSEQ (an invalid sequence, or a character the target cannot hold: the input stops before it) and EINVAL (an incomplete sequence at the end), the pointers and counts left as POSIX says, and a NULL input resetting the state.
// EXPECT: safe
// FLAGS: --leak
// MODE: run-diff
#include <errno.h>
#include <iconv.h>
#include <stdio.h>
#include <string.h>

static const char *errname(int e) {
    return e == E2BIG ? "E2BIG" : e == EILSEQ ? "EILSEQ" : e == EINVAL ? "EINVAL" : e == 0 ? "-" : "other";
}

static void conv(const char *to, const char *from, const char *in, size_t inlen, size_t outcap) {
    iconv_t cd = iconv_open(to, from);
    printf("%s <- %s (%zu bytes, room %zu): ", to, from, inlen, outcap);
    if (cd == (iconv_t)-1) {
        printf("iconv_open %s\n", errname(errno));
        return;
    }
    char out[64];
    memset(out, 0, sizeof out);
    char *ip = (char *)in, *op = out;
    size_t il = inlen, ol = outcap;
    errno = 0;
    size_t r = iconv(cd, &ip, &il, &op, &ol);
    int e = r == (size_t)-1 ? errno : 0;
    printf("r=%d %s used=%zu left=%zu out=", (int)r, errname(e), (size_t)(ip - in), il);
    for (char *p = out; p < op; p++)
        printf("%02x", (unsigned char)*p);
    printf(" outleft=%zu\n", ol);
    iconv_close(cd);
}

int main(void) {
    const char *u8 = "A\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80z"; /* A é € 😀 z */
    size_t n8 = strlen(u8);
    static const char *const encs[] = {"UTF-8", "ASCII", "ISO-8859-1", "UTF-16LE", "UTF-16BE", "UTF-32LE", "UTF-32BE", "WCHAR_T"};
    for (int i = 0; i < 8; i++)
        conv(encs[i], "UTF-8", u8, n8, 64);
    conv("UTF-8", "UTF-8", "plain ascii", 11, 64);
    conv("us-ascii", "utf8", "abc", 3, 64);
    conv("ANSI_X3.4-1968", "latin1", "abc", 3, 64);
    conv("utf-8", "LATIN1", "caf\xe9 \xff", 6, 64);
    conv("ISO8859-1", "UTF-8", "caf\xc3\xa9", 5, 64);
    conv("ISO_8859-1", "UTF-8", "x\xe2\x82\xac", 4, 64);
    conv("UTF-8", "UTF-16LE", "A\0\x3d\xd8\x00\xde" "z\0", 8, 64);
    conv("UTF-8", "UTF-16BE", "\0A\xd8\x3d\xde\x00\0z", 8, 64);
    conv("UTF-8", "UTF-32LE", "\x00\xf6\x01\x00" "A\0\0\0", 8, 64);
    conv("UTF-8", "UTF-32BE", "\0\0\0A\0\0\x20\xac", 8, 64);
    conv("UTF-8", "WCHAR_T", "A\0\0\0\xe9\0\0\0", 8, 64);
    /* E2BIG: stops at the last character that fits */
    conv("UTF-8", "UTF-8", u8, n8, 4);
    conv("UTF-16LE", "UTF-8", u8, n8, 5);
    conv("ISO-8859-1", "UTF-8", "abc", 3, 2);
    conv("UTF-8", "UTF-8", "", 0, 0);
    /* EILSEQ: invalid input, or a character the target cannot hold */
    conv("UTF-16LE", "UTF-8", "ab\xff" "cd", 5, 64);
    conv("UTF-16LE", "UTF-8", "a\xc0\x80", 3, 64);
    conv("UTF-16LE", "UTF-8", "a\xed\xa0\x80", 4, 64);
    conv("UTF-16LE", "UTF-8", "a\xf4\x90\x80\x80", 5, 64);
    conv("UTF-16LE", "UTF-8", "a\xc3" "b", 3, 64);
    conv("UTF-8", "ASCII", "ab\x80", 3, 64);
    conv("ASCII", "UTF-8", "ab\xc3\xa9", 4, 64);
    conv("ISO-8859-1", "UTF-8", "ab\xe2\x82\xac", 5, 64);
    conv("UTF-8", "UTF-16LE", "\x00\xdc" "a\0", 4, 64);
    conv("UTF-8", "UTF-16LE", "\x3d\xd8" "a\0", 4, 64);
    conv("UTF-8", "UTF-32LE", "\x00\x00\x11\x00", 4, 64);
    conv("UTF-8", "UTF-32BE", "\x00\x00\xd8\x00", 4, 64);
    /* EINVAL: an incomplete sequence at the end */
    conv("UTF-16LE", "UTF-8", "ab\xe2\x82", 4, 64);
    conv("UTF-16LE", "UTF-8", "\xf0\x9f", 2, 64);
    conv("UTF-8", "UTF-16LE", "a\0b", 3, 64);
    conv("UTF-8", "UTF-16BE", "\xd8\x3d", 2, 64);
    conv("UTF-8", "UTF-32LE", "a\0\0", 3, 64);
    /* unknown encodings */
    conv("EBCDIC-XYZ", "UTF-8", "a", 1, 64);
    conv("UTF-8", "NO-SUCH", "a", 1, 64);

    /* a NULL input resets (nothing to write for these encodings); a
     * conversion in pieces gives the whole result */
    iconv_t cd = iconv_open("UTF-16BE", "UTF-8");
    char out[32], *op = out;
    size_t ol = sizeof out;
    printf("reset %d\n", (int)iconv(cd, NULL, NULL, &op, &ol));
    printf("reset2 %d\n", (int)iconv(cd, NULL, NULL, NULL, NULL));
    char *ip = (char *)u8;
    size_t il = 2; /* "A" and half of é */
    errno = 0;
    size_t r = iconv(cd, &ip, &il, &op, &ol);
    printf("piece1 %d %s left=%zu\n", (int)r, errname(r == (size_t)-1 ? errno : 0), il);
    il = n8 - (size_t)(ip - u8);
    r = iconv(cd, &ip, &il, &op, &ol);
    printf("piece2 %d left=%zu out=", (int)r, il);
    for (char *p = out; p < op; p++)
        printf("%02x", (unsigned char)*p);
    printf("\n");
    printf("close %d\n", iconv_close(cd));
    return 0;
}
