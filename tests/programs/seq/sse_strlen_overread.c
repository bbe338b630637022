// An SSE2 strlen reads 16 bytes at a time: on a 20-byte heap string of 19 characters its second load covers bytes 16 to 31, past the object's end (the movemask intrinsic it tests the bytes with used to stop the run as unsupported).
// EXPECT: error memory
#include <emmintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static size_t sse_strlen(const char *s) {
    for (size_t i = 0;; i += 16) {
        __m128i v = _mm_loadu_si128((const __m128i *)(s + i)); // ERROR
        int m = _mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_setzero_si128()));
        if (m)
            return i + (size_t)__builtin_ctz((unsigned)m);
    }
}

int main(void) {
    char *s = malloc(20);
    if (!s)
        return 1;
    memset(s, 'a', 19);
    s[19] = 0;
    printf("%zu\n", sse_strlen(s));
    free(s);
    return 0;
}
