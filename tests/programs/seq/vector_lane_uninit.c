// A vector lane that was never written is undefined, lane by lane: a decision on the written lanes is fine, one on the unwritten lane is an uninit error.
// EXPECT: error uninit
#include <stdint.h>

typedef int32_t v4i __attribute__((vector_size(16)));

int main(void) {
    v4i v;
    v[0] = 1;
    v[1] = 2;
    v[2] = 3; /* lane 3 stays undefined */
    v4i w = v * 2;
    if (w[0] + w[1] + w[2] != 12)
        return 1;
    if (w[3] > 0) // ERROR
        return 2;
    return 0;
}
