// printf's %d reads an int, but a double was passed: the mismatched va_arg inside printf is reported at the printf call.
// EXPECT: error memory
#include <stdio.h>

int main(void) {
    double ratio = 0.75;
    int pct = 75;
    printf("%d%%\n", pct);
    printf("%d%%\n", ratio * 100); // ERROR
    return 0;
}
