// argp --help layout: documentation at column 29, three spaces after an
// option ending at columns 29 to 32, sorted by short option or long
// name's first letter (lower case first), short-only options with their
// argument ("-e X", "-f[Y]"); arg_index gives the next argument.
// EXPECT: safe
// MODE: run-diff
#include <argp.h>
#include <stdio.h>
static struct argp_option o[] = {
 {"abcdefghijklmnopqrst", 'a', 0, 0, "len 26 plus", 0},
 {"abcdefghijklmnopqrstu", 'b', 0, 0, "len 27", 0},
 {"abcdefghijklmnopqrstuv", 'c', 0, 0, "len 28", 0},
 {"abcdefghijklmnopqrstuvw", 'd', 0, 0, "len 29", 0},
 {0, 'e', "X", 0, "short only", 0},
 {0, 'f', "Y", OPTION_ARG_OPTIONAL, "short only opt", 0},
 {"Beta", 'B', 0, 0, "upper B", 0},
 {"beta", 'g', 0, 0, "lower b long", 0},
 {0}};
static error_t p(int k, char *a, struct argp_state *s) { (void)a; if (k == ARGP_KEY_ARG) { printf("arg %s\n", a); return 0; } return k=='a'?0:ARGP_ERR_UNKNOWN; }
static struct argp ap = {o, p, 0, 0};
int main(void){ char *v[] = {"x", "--help"}; argp_parse(&ap, 2, v, ARGP_NO_EXIT, 0, 0);
 char *w[] = {"x", "-a", "q", "r"}; int idx = -5; argp_parse(&ap, 4, w, ARGP_NO_EXIT, &idx, 0); printf("idx %d\n", idx);
 char *w2[] = {"x", "-a"}; idx = -5; argp_parse(&ap, 2, w2, ARGP_NO_EXIT, &idx, 0); printf("idx %d\n", idx);
 return 0;}
