// Time values are non-deterministic: two readings of time() may fall in different seconds, so assuming they are equal is wrong.
// EXPECT: error assert
#include <assert.h>
#include <time.h>

int main(void) {
    time_t start = time(NULL);
    int sum = 0;
    for (int i = 0; i < 3; i++)
        sum += i;
    time_t end = time(NULL);
    assert(end == start); // ERROR
    return sum != 3;
}
