// Safe twin of uninit_struct_copy: padding and the unused field are copied but never inspected.
// EXPECT: safe
#include <stdio.h>
#include <string.h>

struct rec { char tag; int value; long extra; };

int main(void) {
    struct rec a, b, c;
    a.tag = 'x';
    a.value = 5;
    memcpy(&b, &a, sizeof a);
    c = b;
    if (c.tag == 'x' && c.value == 5)
        printf("copied\n");
    return 0;
}
