// __VERIFIER_nondet_uchar explores all 256 values: a checksum bug that only
// shows for the single byte 0xA7 is found.
// EXPECT: error assert
// TAGS: nondet uchar
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);

static unsigned char mix(unsigned char b) {
    return (unsigned char)((b << 1) | (b >> 7));
}

int main(void) {
    unsigned char b = __VERIFIER_nondet_uchar();
    if (mix(b) == 0x4F)
        reach_error(); // ERROR
    return 0;
}
