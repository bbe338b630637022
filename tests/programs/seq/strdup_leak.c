// strdup allocates: a copy that is never freed is a leak, reported at the strdup call.
// EXPECT: error leak
// FLAGS: --leak
#include <string.h>

int main(void) {
    char *copy = strdup("temporary"); // ERROR
    copy[0] = 'T';
    return 0;
}
