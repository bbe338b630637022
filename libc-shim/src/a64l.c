/* a64l.c -- a64l and l64a (XSI): 32-bit values as up to six base-64
 * digits, least significant first, with the digits ./0-9A-Za-z. */
#include <stdint.h>
#include <stdlib.h>

static int digit_value(char c) {
    if (c == '.')
        return 0;
    if (c == '/')
        return 1;
    if (c >= '0' && c <= '9')
        return c - '0' + 2;
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 12;
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 38;
    return -1;
}

long a64l(const char *s) {
    uint32_t v = 0;
    for (int i = 0; i < 6; i++) {
        int d = digit_value(s[i]);
        if (d < 0)
            break;
        v |= (uint32_t)d << (6 * i);
    }
    return (long)v;
}

/* A static buffer, overwritten by the next call; 0 gives "". */
char *l64a(long value) {
    static const char digits[] = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    static char buf[7];
    uint32_t v = (uint32_t)value;
    int i = 0;
    for (; v; v >>= 6)
        buf[i++] = digits[v & 63];
    buf[i] = 0;
    return buf;
}
