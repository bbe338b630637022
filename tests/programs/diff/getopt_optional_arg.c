// Run-diff: an optional argument ("c::") is only one attached to the option
// ("-cval"); "-c" followed by another element takes no argument, and the
// next element is scanned as an option or operand of its own.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <unistd.h>

static void scan(int argc, char **argv) {
    optind = 1;
    opterr = 0;
    int c;
    while ((c = getopt(argc, argv, ":ac::b:")) != -1) {
        if (c == 'c')
            printf(" c=%s", optarg ? optarg : "(none)");
        else if (c == 'a')
            printf(" a");
        else if (c == 'b')
            printf(" b=%s", optarg);
        else
            printf(" %c(%c)", c, optopt);
    }
    printf(" | optind=%d", optind);
    for (int i = optind; i < argc; i++)
        printf(" %s", argv[i]);
    printf("\n");
}

int main(void) {
    char *a1[] = {"prog", "-cval", "-c", "-a", NULL};
    char *a2[] = {"prog", "-c", "word", "-b", "x", NULL};
    char *a3[] = {"prog", "-ac", "-c", NULL};
    char *a4[] = {"prog", "-acx", "-z", "-b", NULL};
    scan(4, a1);
    scan(5, a2);
    scan(3, a3);
    scan(4, a4);
    return 0;
}
