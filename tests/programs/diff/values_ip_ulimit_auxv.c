// Small glibc headers: <values.h>'s System V limits, <netinet/ip.h>'s
// struct ip and struct iphdr (layout, bit-fields, an IPv4 header checksum)
// and constants, XSI ulimit (RLIMIT_FSIZE in 512-byte blocks, EINVAL for
// an unknown command) and getauxval's entries divm has (AT_PAGESZ,
// AT_CLKTCK, the ids, AT_SECURE, AT_PLATFORM, AT_RANDOM's 16 bytes) with
// ENOENT for one the kernel never passes. divm had none of these headers.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <netinet/ip.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/resource.h>
#include <ulimit.h>
#include <unistd.h>
#include <values.h>

static unsigned short checksum(const void *p, size_t n) {
    const unsigned char *b = p;
    unsigned long sum = 0;
    for (size_t i = 0; i + 1 < n; i += 2)
        sum += (unsigned)(b[i] << 8 | b[i + 1]);
    while (sum >> 16)
        sum = (sum & 0xffff) + (sum >> 16);
    return (unsigned short)~sum;
}

int main(void) {
    printf("bits %zu %zu %zu %zu %zu %zu %zu %d\n", CHARBITS, SHORTBITS, INTBITS, LONGBITS, PTRBITS, DOUBLEBITS, FLOATBITS,
           BITSPERBYTE);
    printf("ints %d %d %ld %d %d %ld %d %ld\n", MINSHORT, MININT, MINLONG, MAXSHORT, MAXINT, MAXLONG, HIBITS, HIBITL);
    printf("floats %g %g %g %g %d %d %d %d\n", MAXDOUBLE, MAXFLOAT, MINDOUBLE, MINFLOAT, DMINEXP, FMINEXP, DMAXEXP, FMAXEXP);

    printf("ip sizes %zu %zu %zu src %zu dst %zu daddr %zu\n", sizeof(struct ip), sizeof(struct iphdr), sizeof(struct timestamp),
           offsetof(struct ip, ip_src), offsetof(struct ip, ip_dst), offsetof(struct iphdr, daddr));
    struct iphdr h;
    memset(&h, 0, sizeof h);
    h.version = IPVERSION;
    h.ihl = 5;
    h.tos = IPTOS_LOWDELAY;
    h.tot_len = htons(20 + 8);
    h.id = htons(0x1234);
    h.frag_off = htons(IP_DF);
    h.ttl = IPDEFTTL;
    h.protocol = IPPROTO_UDP;
    h.saddr = htonl(0x7f000001);
    h.daddr = htonl(0x0a000002);
    h.check = htons(checksum(&h, sizeof h));
    const unsigned char *raw = (const unsigned char *)&h;
    printf("first byte 0x%02x check 0x%04x verify 0x%04x\n", raw[0], ntohs(h.check), checksum(&h, sizeof h));
    struct ip ip;
    memcpy(&ip, &h, sizeof ip);
    printf("as struct ip: v %u hl %u tos %u len %u off 0x%x ttl %u p %u dst 0x%08x\n", ip.ip_v, ip.ip_hl, ip.ip_tos,
           ntohs(ip.ip_len), ntohs(ip.ip_off), ip.ip_ttl, ip.ip_p, ntohl(ip.ip_dst.s_addr));
    printf("consts %d %d %d %d %d %d %d %d %d\n", IP_RF, IP_MF, IP_OFFMASK, IP_MAXPACKET, MAXTTL, IPFRAGTTL, IP_MSS,
           IPTOS_DSCP_EF, IPTOS_PREC_NETCONTROL);
    printf("opts %d %d %d %d %d %d %d\n", IPOPT_TS, IPOPT_LSRR, IPOPT_SSRR, IPOPT_RA, MAX_IPOPTLEN, IPOPT_COPIED(IPOPT_LSRR),
           IPOPT_NUMBER(IPOPT_TS));

    printf("ulimit %ld\n", ulimit(UL_GETFSIZE));
    printf("set %ld\n", ulimit(UL_SETFSIZE, 2048L));
    struct rlimit rl;
    getrlimit(RLIMIT_FSIZE, &rl);
    printf("get %ld rlimit %lu %lu\n", ulimit(UL_GETFSIZE), (unsigned long)rl.rlim_cur, (unsigned long)rl.rlim_max);
    errno = 0;
    printf("bad %ld %d\n", ulimit(99), errno == EINVAL);

    printf("pagesz %lu clktck %lu secure %lu\n", getauxval(AT_PAGESZ), getauxval(AT_CLKTCK), getauxval(AT_SECURE));
    printf("ids %d %d %d %d\n", getauxval(AT_UID) == getuid(), getauxval(AT_EUID) == geteuid(), getauxval(AT_GID) == getgid(),
           getauxval(AT_EGID) == getegid());
    printf("platform %s\n", (const char *)getauxval(AT_PLATFORM));
    const unsigned char *r = (const unsigned char *)getauxval(AT_RANDOM);
    unsigned x = 0;
    for (int i = 0; i < 16; i++)
        x += r[i];
    printf("random readable %d\n", x > 0 || r[0] == 0);
    errno = 0;
    printf("unknown %lu %d\n", getauxval(999), errno == ENOENT);
    return 0;
}
