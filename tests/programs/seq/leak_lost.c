// A heap block whose only pointer is overwritten leaks; with --leak it is reported at its allocation.
// EXPECT: error leak
// FLAGS: --leak
#include <stdlib.h>
#include <string.h>

int main(void) {
    char *keep = malloc(8);
    char *tmp = malloc(16); // ERROR
    strcpy(tmp, "temporary");
    tmp = keep;
    strcpy(tmp, "kept");
    free(keep);
    return 0;
}
