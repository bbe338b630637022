// stdin holds the content of --stdin: scanf reads the four numbers, then end of file.
// EXPECT: safe
// FLAGS: --stdin tests/programs/data/numbers.txt
#include <assert.h>
#include <stdio.h>

int main(void) {
    int x, sum = 0, n = 0;
    while (scanf("%d", &x) == 1) {
        sum += x;
        n++;
    }
    assert(n == 4 && sum == 22 && feof(stdin));
    assert(getchar() == EOF);
    return 0;
}
