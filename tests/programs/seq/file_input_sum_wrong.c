// The same file as file_input_sum_ok.c, but the program expects a wrong sum: the assertion fails because the content is real.
// EXPECT: error assert
// FLAGS: --file tests/programs/data/numbers.txt:/data/numbers.txt
#include <assert.h>
#include <stdio.h>

int main(void) {
    FILE *f = fopen("/data/numbers.txt", "r");
    if (!f)
        return 1;
    int x, sum = 0;
    while (fscanf(f, "%d", &x) == 1)
        sum += x;
    fclose(f);
    assert(sum == 21); // ERROR
    return 0;
}
