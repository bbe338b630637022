// glibc's getopt and getopt_long permute argv: non-options are moved after the options as the scan passes them, so "prog file -v" sees -v and optind ends at the first non-option; "--" ends the options, a leading '+' or POSIXLY_CORRECT stops at the first non-option, a leading '-' returns each non-option as option 1; optind = 0 restarts a scan. argv is printed after each scan to show the order glibc leaves.
// EXPECT: safe
// MODE: run-diff
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

static struct option longs[] = {
    {"name", required_argument, 0, 'n'},
    {"count", required_argument, 0, 'c'},
    {"verbose", no_argument, 0, 'V'},
    {0, 0, 0, 0},
};

static void scan(const char *title, int argc, char **argv, const char *opts, int use_long) {
    printf("%s:\n", title);
    optind = 0;
    opterr = 0;
    int c, idx = -1;
    while ((c = use_long ? getopt_long(argc, argv, opts, longs, &idx) : getopt(argc, argv, opts)) != -1)
        printf("  opt %d '%c' arg=%s optind=%d\n", c, c > 32 ? c : '.', optarg ? optarg : "-", optind);
    printf("  optind=%d argv:", optind);
    for (int i = 0; i < argc; i++)
        printf(" %s", argv[i]);
    printf("\n");
    for (int i = optind; i < argc; i++)
        printf("  operand %s\n", argv[i]);
}

int main(void) {
    char *a1[] = {"prog", "file1", "-v", "--name=bob", "-o", "out", "--count", "3", "-xvz", "file2", "--", "-notopt",
                  "--verb", NULL};
    scan("long, permuted", 13, a1, "vo:xz", 1);
    char *a2[] = {"prog", "in", "-a", "mid", "-b", "barg", "last", NULL};
    scan("short, permuted", 7, a2, "ab:", 0);
    char *a3[] = {"prog", "in", "-a", "mid", "-b", "barg", "last", NULL};
    scan("'+': stop at the first non-option", 7, a3, "+ab:", 0);
    char *a4[] = {"prog", "in", "-a", "mid", "-b", "barg", "last", NULL};
    scan("'-': non-options in order", 7, a4, "-ab:", 0);
    char *a5[] = {"prog", "x", "y", "-a", "--", "-b", "z", NULL};
    scan("'--' after non-options", 7, a5, "ab", 0);
    char *a6[] = {"prog", "x", "-", "-a", "y", "-b", NULL};
    scan("'-' alone is an operand, missing argument at the end", 6, a6, ":ab:", 0);
    char *a7[] = {"prog", "one", "two", NULL};
    scan("no options", 3, a7, "a", 0);
    char *a8[] = {"prog", "p", "--verbose", "q", "--count", "5", "r", "-ac", NULL};
    scan("long after operands, grouped shorts", 8, a8, "ac", 1);
    setenv("POSIXLY_CORRECT", "1", 1);
    char *a9[] = {"prog", "-a", "in", "-b", NULL};
    scan("POSIXLY_CORRECT", 4, a9, "ab", 0);
    return 0;
}
