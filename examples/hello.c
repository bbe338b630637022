// A first program for divm: a small bounded buffer with an off-by-one bug.
// `divm run examples/hello.c` prints like native code would;
// `divm check examples/hello.c` finds the out-of-bounds write and shows where.
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 4;
    int *squares = malloc(n * sizeof *squares);
    for (int i = 0; i <= n; i++) /* should be i < n */
        squares[i] = i * i;
    printf("squares[3] = %d\n", squares[3]);
    free(squares);
    return 0;
}
