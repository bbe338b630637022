// argp with ARGP_LONG_ONLY (single-dash long options, abbreviated, with
// =value or the next word, falling back to short clusters) and with
// ARGP_NO_ARGS (the options stop at the first argument, whose index
// arg_index gives), as glibc.
// EXPECT: safe
// MODE: run-diff
#include <argp.h>
#include <stdio.h>
static struct argp_option o[] = {{"verbose", 'v', 0, 0, "v", 0}, {"output", 'o', "F", 0, "o", 0}, {0}};
static error_t p(int k, char *a, struct argp_state *s) { (void)s; if (k == 'v' || k == 'o') { printf("key %c %s\n", k, a ? a : "-"); return 0; } if (k == ARGP_KEY_ARG) { printf("arg %s\n", a); return 0; } return ARGP_ERR_UNKNOWN; }
static struct argp ap = {o, p, 0, 0, 0, 0, 0};
int main(void) {
  char *v[] = {"x", "-verbose", "-output=f", "-vo", "g", "-out", "h", "z", "-", "--verb"};
  printf("%d\n", argp_parse(&ap, 10, v, ARGP_LONG_ONLY | ARGP_NO_EXIT, 0, 0));
  char *w[] = {"x", "a", "b", "-v"}; int idx = 0;
  printf("%d idx %d\n", argp_parse(&ap, 4, w, ARGP_NO_ARGS | ARGP_NO_EXIT, &idx, 0), idx);
  return 0; }
