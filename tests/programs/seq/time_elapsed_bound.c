// A program that assumes a short computation takes less than half a second of clock() time is wrong: any reading of the clock may come arbitrarily late.
// EXPECT: error assert
#include <assert.h>
#include <time.h>

static int work(int n) { return n <= 1 ? n : work(n - 1) + work(n - 2); }

int main(void) {
    clock_t begin = clock();
    int r = work(8);
    clock_t end = clock();
    double elapsed = (double)(end - begin) / CLOCKS_PER_SEC;
    assert(elapsed < 0.5); // ERROR
    return r != 21;
}
