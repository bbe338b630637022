// Unaligned loads and stores through memcpy and packed structs; type punning via byte buffers.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <string.h>
#include <stdint.h>

struct __attribute__((packed)) hdr {
    uint8_t kind;
    uint32_t len;
    uint16_t flags;
    uint64_t stamp;
    double val;
};

int main(void) {
    unsigned char buf[64];
    for (int i = 0; i < 64; i++) buf[i] = (unsigned char)(i * 37 + 11);
    for (int off = 0; off < 8; off++) {
        uint16_t a; uint32_t b; uint64_t c;
        memcpy(&a, buf + off, 2);
        memcpy(&b, buf + off + 1, 4);
        memcpy(&c, buf + off + 3, 8);
        printf("%d: %04x %08x %016llx\n", off, a, b, (unsigned long long)c);
    }
    uint32_t w = 0xA1B2C3D4;
    memcpy(buf + 3, &w, 4);
    memmove(buf + 5, buf + 3, 10);
    for (int i = 0; i < 16; i++) printf("%02x", buf[i]);
    printf("\n");
    struct hdr h;
    printf("sizeof hdr %zu\n", sizeof h);
    h.kind = 7; h.len = 0x11223344; h.flags = 0xBEEF; h.stamp = 0x0102030405060708ull; h.val = -2.5;
    h.len += 1; h.stamp <<= 4; h.val *= 3;
    unsigned char raw[sizeof h];
    memcpy(raw, &h, sizeof h);
    for (size_t i = 0; i < sizeof h; i++) printf("%02x", raw[i]);
    printf("\n%u %x %llx %g\n", h.kind, h.flags, (unsigned long long)h.stamp, h.val);
    struct hdr arr[3];
    memset(arr, 0, sizeof arr);
    arr[1].len = 5; arr[2].stamp = 99;
    uint32_t *lp = &arr[1].len;
    uint32_t lv; memcpy(&lv, lp, 4);
    printf("arr %u %llu\n", lv, (unsigned long long)arr[2].stamp);
    return 0;
}
