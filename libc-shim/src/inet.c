/* inet.c -- byte order (x86-64 is little-endian; network order is big)
 * and the text forms of IPv4 and IPv6 addresses, as POSIX and RFC 5952
 * describe them (glibc's choices: inet_pton takes no leading zeros in
 * IPv4, inet_aton takes 1-4 parts in C's bases). */
#include <arpa/inet.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

const struct in6_addr in6addr_any = IN6ADDR_ANY_INIT;
const struct in6_addr in6addr_loopback = IN6ADDR_LOOPBACK_INIT;

uint32_t htonl(uint32_t v) { return __builtin_bswap32(v); }
uint16_t htons(uint16_t v) { return __builtin_bswap16(v); }
uint32_t ntohl(uint32_t v) { return __builtin_bswap32(v); }
uint16_t ntohs(uint16_t v) { return __builtin_bswap16(v); }

/* a.b.c.d, each 0-255 in decimal without leading zeros: 1, else 0. */
static int pton4(const char *s, unsigned char out[4]) {
    for (int part = 0; part < 4; part++) {
        if (part && *s++ != '.')
            return 0;
        if (*s < '0' || *s > '9')
            return 0;
        unsigned v = 0;
        const char *start = s;
        while (*s >= '0' && *s <= '9') {
            v = v * 10 + (unsigned)(*s++ - '0');
            if (v > 255 || (s - start > 1 && *start == '0'))
                return 0;
        }
        out[part] = (unsigned char)v;
    }
    return *s == 0;
}

static int hexval(char c) {
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* Up to eight groups of 1-4 hex digits, one "::" for a run of zero
 * groups, and an IPv4 address in the last 32 bits. */
static int pton6(const char *s, unsigned char out[16]) {
    unsigned char w[16];
    memset(w, 0, sizeof w);
    int n = 0, gap = -1; /* bytes written; where "::" stands */
    if (s[0] == ':' && s[1] != ':')
        return 0; /* a leading single ':' */
    const char *group = s;
    while (*s) {
        if (*s == ':') {
            s++;
            if (*s == ':') {
                if (gap >= 0)
                    return 0;
                gap = n;
                s++;
                group = s;
                if (!*s)
                    break;
                if (*s == ':')
                    return 0; /* ":::" */
                continue;
            }
            if (!*s)
                return 0; /* a trailing single ':' */
            group = s;
        }
        /* an IPv4 tail? */
        const char *e = s;
        while (hexval(*e) >= 0)
            e++;
        if (*e == '.') {
            if (n > 12 || !pton4(group, w + n))
                return 0;
            n += 4;
            break;
        }
        int digits = 0;
        unsigned v = 0;
        while (hexval(*s) >= 0) {
            if (++digits > 4)
                return 0;
            v = v << 4 | (unsigned)hexval(*s++);
        }
        if (!digits || n > 14 || (*s && *s != ':'))
            return 0;
        w[n++] = (unsigned char)(v >> 8);
        w[n++] = (unsigned char)v;
    }
    if (gap >= 0) {
        if (n == 16)
            return 0;
        int tail = n - gap;
        memmove(w + 16 - tail, w + gap, (size_t)tail);
        memset(w + gap, 0, (size_t)(16 - n));
    } else if (n != 16) {
        return 0;
    }
    memcpy(out, w, 16);
    return 1;
}

int inet_pton(int af, const char *restrict src, void *restrict dst) {
    unsigned char buf[16];
    if (af == AF_INET) {
        if (!pton4(src, buf))
            return 0;
        memcpy(dst, buf, 4);
        return 1;
    }
    if (af == AF_INET6) {
        if (!pton6(src, buf))
            return 0;
        memcpy(dst, buf, 16);
        return 1;
    }
    errno = EAFNOSUPPORT;
    return -1;
}

const char *inet_ntop(int af, const void *restrict src, char *restrict dst, socklen_t size) {
    const unsigned char *b = src;
    char tmp[INET6_ADDRSTRLEN];
    if (af == AF_INET) {
        snprintf(tmp, sizeof tmp, "%u.%u.%u.%u", b[0], b[1], b[2], b[3]);
    } else if (af == AF_INET6) {
        unsigned w[8];
        for (int i = 0; i < 8; i++)
            w[i] = (unsigned)b[2 * i] << 8 | b[2 * i + 1];
        /* the first longest run of two or more zero groups */
        int best = -1, bestlen = 0;
        for (int i = 0; i < 8;) {
            int j = i;
            while (j < 8 && w[j] == 0)
                j++;
            if (j - i > bestlen && j - i >= 2)
                best = i, bestlen = j - i;
            i = j > i ? j : i + 1;
        }
        char *p = tmp;
        for (int i = 0; i < 8; i++) {
            if (i == best) {
                *p++ = ':';
                if (i + bestlen == 8)
                    *p++ = ':';
                i += bestlen - 1;
                continue;
            }
            if (i)
                *p++ = ':';
            /* IPv4-compatible and -mapped forms (glibc's rule) */
            if (i == 6 && best == 0 && (bestlen == 6 || (bestlen == 5 && w[5] == 0xffff))) {
                p += sprintf(p, "%u.%u.%u.%u", b[12], b[13], b[14], b[15]);
                break;
            }
            p += sprintf(p, "%x", w[i]);
        }
        *p = 0;
    } else {
        errno = EAFNOSUPPORT;
        return NULL;
    }
    if (strlen(tmp) + 1 > size) {
        errno = ENOSPC;
        return NULL;
    }
    return strcpy(dst, tmp);
}

/* One number in C's bases (0x.., 0..., decimal); the end, or NULL. */
static const char *number(const char *s, unsigned long *v) {
    unsigned long base = 10, x = 0;
    if (*s == '0') {
        base = 8;
        if (s[1] == 'x' || s[1] == 'X')
            base = 16, s += 2;
    }
    const char *start = s;
    for (;; s++) {
        int d = hexval(*s);
        if (d < 0 || (unsigned long)d >= base)
            break;
        x = x * base + (unsigned long)d;
        if (x > 0xffffffffu)
            return NULL;
    }
    if (s == start && base != 8)
        return NULL;
    *v = x;
    return s;
}

/* a, a.b, a.b.c or a.b.c.d: the last part fills the remaining bytes. */
int inet_aton(const char *s, struct in_addr *a) {
    unsigned long part[4];
    int n = 0;
    for (;;) {
        if (n == 4 || !(s = number(s, &part[n])))
            return 0;
        n++;
        if (*s != '.')
            break;
        s++;
    }
    if (*s && *s != ' ' && *s != '\t' && *s != '\n')
        return 0;
    unsigned long v;
    static const unsigned long last_max[] = {0xffffffffu, 0xffffff, 0xffff, 0xff};
    for (int i = 0; i < n - 1; i++)
        if (part[i] > 255)
            return 0;
    if (part[n - 1] > last_max[n - 1])
        return 0;
    v = part[n - 1];
    for (int i = 0; i < n - 1; i++)
        v |= part[i] << (24 - 8 * i);
    if (a)
        a->s_addr = htonl((uint32_t)v);
    return 1;
}

in_addr_t inet_addr(const char *s) {
    struct in_addr a;
    return inet_aton(s, &a) ? a.s_addr : INADDR_NONE;
}

char *inet_ntoa(struct in_addr a) {
    static char buf[INET_ADDRSTRLEN];
    inet_ntop(AF_INET, &a.s_addr, buf, sizeof buf);
    return buf;
}
