// x86's movemask intrinsics (_mm_movemask_epi8, _mm_movemask_ps, _mm_movemask_pd: llvm.x86.sse2.pmovmskb.128, llvm.x86.sse.movmsk.ps, llvm.x86.sse2.movmsk.pd), the sign bit of each lane as a bit of an int, as an SSE2 strlen or memchr scans with them; they stopped the run as an unsupported vector intrinsic.
// EXPECT: safe
// MODE: run-diff
#include <emmintrin.h>
#include <stdio.h>
#include <string.h>

/* 16 bytes at a time: the first zero byte's index (buf is padded to 16). */
static size_t sse_strlen(const char *s) {
    for (size_t i = 0;; i += 16) {
        __m128i v = _mm_loadu_si128((const __m128i *)(s + i));
        int m = _mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_setzero_si128()));
        if (m)
            return i + (size_t)__builtin_ctz((unsigned)m);
    }
}

static const char *sse_memchr(const char *s, char c, size_t n) {
    __m128i needle = _mm_set1_epi8(c);
    for (size_t i = 0; i + 16 <= n; i += 16) {
        int m = _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(s + i)), needle));
        if (m)
            return s + i + __builtin_ctz((unsigned)m);
    }
    return NULL;
}

int main(void) {
    char buf[64];
    for (int len = 0; len < 48; len += 5) {
        memset(buf, 'a', sizeof buf);
        buf[len] = 0;
        printf("strlen %d: %zu\n", len, sse_strlen(buf));
    }
    memset(buf, '.', sizeof buf);
    buf[41] = 'x';
    printf("memchr: %td\n", sse_memchr(buf, 'x', sizeof buf) - buf);
    printf("%#x\n", _mm_movemask_epi8(_mm_set_epi8(-1, 0, -128, 127, 1, -2, 0, 0, -5, 0, 0, 0, 0, 0, 0, -1)));
    printf("%#x %#x\n", _mm_movemask_ps(_mm_set_ps(-1.0f, 2.0f, -0.0f, 0.0f)), _mm_movemask_ps(_mm_set1_ps(-1.0f)));
    printf("%#x %#x\n", _mm_movemask_pd(_mm_set_pd(-3.0, 4.0)), _mm_movemask_pd(_mm_set_pd(3.0, -4.0)));
    return 0;
}
