// `void main()`, as textbooks write it, is an implementation-defined form of main (C17 5.1.2.2.1) whose exit status is unspecified: the program ends as if main returned 0, not as a call of the wrong type.
// EXPECT: safe
#include <stdio.h>

void main(void) {
    int sum = 0;
    for (int i = 1; i <= 10; i++)
        sum += i;
    printf("sum = %d\n", sum);
}
