// Safe twin of the pointer comparison tests: ordering pointers within one array (one past the end included) or one struct, and == / != across objects or with NULL, are defined.
// EXPECT: safe
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct pair { int a; int b; };

int main(void) {
    int arr[8];
    for (int *p = arr; p < arr + 8; p++)
        *p = (int)(p - arr);
    int other = 3;
    int *q = &other;
    struct pair s = { 1, 2 };
    char *buf = malloc(16);
    if (!buf)
        return 0;
    strcpy(buf, "hello, world");
    char *comma = strchr(buf, ',');
    int before = comma != NULL && comma > buf && comma <= buf + strlen(buf);
    int eq = (q == &arr[3]) + (q != NULL) + (&arr[8] != q);
    int order = (&s.a < &s.b) + (&arr[7] >= &arr[0]);
    printf("%d %d %d %d\n", arr[7], before, eq, order);
    free(buf);
    return 0;
}
