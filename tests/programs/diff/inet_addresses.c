// arpa/inet.h against glibc: inet_pton/inet_ntop for IPv6 (compression of the first longest zero run, IPv4-mapped and -compatible forms, invalid forms: ":::", a leading or trailing single ':', five digits, nine groups, two "::", a zone) and IPv4 (no leading zeros), inet_aton/inet_addr (1-4 parts, octal and hex), ENOSPC, EAFNOSUPPORT, inet_ntoa, htons/ntohs.
// EXPECT: safe
// MODE: run-diff
#include <arpa/inet.h>
#include <stdio.h>
#include <string.h>
static void p6(const char *s) {
    unsigned char b[16]; char out[64];
    int r = inet_pton(AF_INET6, s, b);
    printf("pton6 %-28s %d", s, r);
    if (r == 1) printf(" -> %s", inet_ntop(AF_INET6, b, out, sizeof out));
    printf("\n");
}
static void p4(const char *s) {
    unsigned char b[4]; struct in_addr a;
    int r = inet_pton(AF_INET, s, b);
    int r2 = inet_aton(s, &a);
    printf("pton4 %-18s %d aton %d %08x addr %08x\n", s, r, r2, r2 ? ntohl(a.s_addr) : 0, ntohl(inet_addr(s)));
}
int main(void) {
    const char *v6[] = {"::", "::1", "1::", "1::2", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7::", "::1:2:3:4:5:6:7", "1:0:0:2:0:0:0:3",
        "2001:db8::ff00:42:8329", "::ffff:1.2.3.4", "::1.2.3.4", "1:::2", ":1", "1:", "12345::", "1:2:3:4:5:6:7:8:9", "::ffff:1.2.3",
        "fe80::1%eth0", "ABCD::EF", "0:0:0:0:0:0:0:1", "1:2:3:4:5:6:1.2.3.4", "1::2::3", "g::", "::0:0:1"};
    for (unsigned i = 0; i < sizeof v6 / sizeof *v6; i++) p6(v6[i]);
    const char *v4[] = {"1.2.3.4", "255.255.255.255", "256.1.1.1", "01.2.3.4", "1.2.3", "1", "0x7f.1", "010.0.0.1", "1.2.3.4 ", "1.2.3.4x", "", "0"};
    for (unsigned i = 0; i < sizeof v4 / sizeof *v4; i++) p4(v4[i]);
    char small[8];
    unsigned char b[4] = {192, 168, 100, 200};
    printf("ntop small %p\n", (void*)inet_ntop(AF_INET, b, small, sizeof small));
    struct in_addr a = {htonl(0x0a000001)};
    printf("ntoa %s htons %x ntohs %x\n", inet_ntoa(a), htons(0x1234), ntohs(0x3412));
    printf("bad af %d\n", inet_pton(99, "1", b));
    return 0;
}
