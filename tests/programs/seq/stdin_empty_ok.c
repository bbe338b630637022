// Without --stdin, standard input is empty: getchar, fgets and scanf all see end of file at once.
// EXPECT: safe
#include <assert.h>
#include <stdio.h>
#include <unistd.h>

int main(void) {
    char buf[8];
    int x;
    assert(getchar() == EOF && feof(stdin));
    clearerr(stdin);
    assert(fgets(buf, sizeof buf, stdin) == NULL);
    assert(scanf("%d", &x) == EOF);
    assert(read(0, buf, sizeof buf) == 0);
    return 0;
}
