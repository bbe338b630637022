// Locals read and written in one statement (post-increment, swaps, compound assignment): a load whose use follows a store to the same variable keeps the old value.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>

static int twice(int v) { return 2 * v; }

int main(void)
{
    int x = 5;
    int y = x++;            /* y gets the old x */
    printf("%d %d\n", x, y);
    y = x--;
    printf("%d %d\n", x, y);
    y = ++x, y += x++;      /* the comma sequences them */
    printf("%d %d\n", x, y);
    int a = 1, b = 2, t;
    t = a, a = b, b = t;    /* swap through a temporary */
    printf("%d %d\n", a, b);
    long acc = 0;
    for (int i = 0; i < 10; i++) {
        int old = i;
        acc += old * i++;   /* old and i differ after the increment */
        acc ^= (long)old << 3;
    }
    printf("%ld\n", acc);
    unsigned char c = 250;
    unsigned char d = c++;
    d = d + c++;            /* wraps */
    c += 10;
    printf("%u %u\n", (unsigned)c, (unsigned)d);
    double f = 1.5, g = f;
    f *= f;
    g = g + f;
    printf("%.3f %.3f\n", f, g);
    int arr[4] = {0, 0, 0, 0};
    int k = 0;
    arr[k++] = 7;
    arr[1] = twice(k++);
    arr[k] = k;
    printf("%d %d %d %d\n", arr[0], arr[1], arr[2], k);
    int *p = arr, *q = p++;
    printf("%d %d\n", (int)(p - arr), (int)(q - arr));
    int m = 3;
    m = m * m + m;          /* the result goes straight into m */
    m -= m / 2;
    printf("%d\n", m);
    return 0;
}
