// Reads the numbers of a host file copied in with --file and checks their sum: the guest sees the file's real content.
// EXPECT: safe
// FLAGS: --file tests/programs/data/numbers.txt:numbers.txt
#include <assert.h>
#include <stdio.h>

int main(void) {
    FILE *f = fopen("numbers.txt", "r");
    assert(f != NULL);
    int x, sum = 0, n = 0;
    while (fscanf(f, "%d", &x) == 1) {
        sum += x;
        n++;
    }
    assert(feof(f));
    fclose(f);
    assert(n == 4 && sum == 22);
    return 0;
}
