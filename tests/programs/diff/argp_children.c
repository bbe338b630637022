// argp with children: each child's input from the parent's child_inputs,
// options of every group, headers and group order in --help, --usage
// with two args_doc alternatives, ARGP_KEY_ARGS taking the rest (argv
// permuted: options first), ARGP_IN_ORDER, ARGP_NO_HELP, ARGP_NO_ERRS,
// arg_index, OPTION_NO_USAGE, an ambiguous abbreviation, argp_error and
// argp_failure from a child (to err_stream), and END last child first.
// EXPECT: safe
// MODE: run-diff
#include <argp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *argp_program_version = "demo 2.0";
const char *argp_program_bug_address = "<bugs@example.org>";

struct child_in { int n; const char *name; };
struct root_in { int verbose; struct child_in c1, c2; char **rest; int nrest; };

static struct argp_option child1_opts[] = {
    {"count", 'c', "NUM", 0, "Count to NUM", 0},
    {"name", 'n', "NAME", OPTION_ARG_OPTIONAL, "Use NAME", 0},
    {0}};
static error_t child1(int key, char *arg, struct argp_state *state) {
    struct child_in *c = state->input;
    switch (key) {
    case ARGP_KEY_INIT: printf("child1 INIT input %s\n", c ? "set" : "null"); break;
    case 'c': c->n = atoi(arg); if (c->n < 0) argp_error(state, "negative count %d", c->n); break;
    case 'n': c->name = arg ? arg : "default"; break;
    case ARGP_KEY_END: printf("child1 END\n"); break;
    case ARGP_KEY_FINI: printf("child1 FINI\n"); break;
    default: return ARGP_ERR_UNKNOWN;
    }
    return 0;
}
static struct argp child1_argp = {child1_opts, child1, 0, "Child one's doc."};

static struct argp_option child2_opts[] = {
    {"depth", 'd', "D", 0, "Depth", 0},
    {"fail", 'F', 0, 0, "Fail with argp_failure", 0},
    {0}};
static error_t child2(int key, char *arg, struct argp_state *state) {
    struct child_in *c = state->input;
    switch (key) {
    case 'd': c->n = atoi(arg); break;
    case 'F': argp_failure(state, 0, ENOENT, "cannot open %s", "x.conf"); return EIO;
    case ARGP_KEY_END: printf("child2 END\n"); break;
    default: return ARGP_ERR_UNKNOWN;
    }
    return 0;
}
static struct argp child2_argp = {child2_opts, child2, 0, 0};

static struct argp_child children[] = {
    {&child1_argp, 0, "Child one options:", 0},
    {&child2_argp, 0, "Child two options:", 5},
    {0}};

static struct argp_option root_opts[] = {
    {"verbose", 'v', 0, 0, "Be verbose", 0},
    {"hidden", 'H', 0, OPTION_HIDDEN, "Never shown", 0},
    {"nousage", 'U', 0, OPTION_NO_USAGE, "Not in usage", 0},
    {0}};
static error_t root_parser(int key, char *arg, struct argp_state *state) {
    struct root_in *r = state->input;
    switch (key) {
    case ARGP_KEY_INIT:
        state->err_stream = stdout;
        state->child_inputs[0] = &r->c1;
        state->child_inputs[1] = &r->c2;
        break;
    case 'v': r->verbose++; break;
    case 'H': case 'U': printf("opt %c\n", key); break;
    case ARGP_KEY_ARG: return ARGP_ERR_UNKNOWN;
    case ARGP_KEY_ARGS:
        r->rest = state->argv + state->next;
        r->nrest = state->argc - state->next;
        printf("ARGS at %d arg_num %u\n", state->next, state->arg_num);
        break;
    case ARGP_KEY_NO_ARGS: printf("NO_ARGS\n"); break;
    case ARGP_KEY_ERROR: printf("ERROR\n"); break;
    case ARGP_KEY_SUCCESS: printf("SUCCESS\n"); break;
    default: return ARGP_ERR_UNKNOWN;
    }
    return 0;
}
static struct argp root_argp = {root_opts, root_parser, "SRC DEST\n-l LIST", "Copies with children.\vMore after.", children};

static void run(unsigned flags, int n, char **v, int want_idx) {
    struct root_in r;
    memset(&r, 0, sizeof r);
    int idx = -1;
    printf("== run %#x:", flags);
    for (int i = 0; i < n; i++) printf(" %s", v[i]);
    printf("\n");
    error_t e = argp_parse(&root_argp, n, v, flags | ARGP_NO_EXIT, want_idx ? &idx : 0, &r);
    printf("=> %d v %d c1 %d %s c2 %d idx %d rest", e, r.verbose, r.c1.n, r.c1.name ? r.c1.name : "-", r.c2.n, idx);
    for (int i = 0; i < r.nrest; i++) printf(" [%s]", r.rest[i]);
    printf("\n argv now:");
    for (int i = 0; i < n; i++) printf(" %s", v[i]);
    printf("\n");
    fflush(stdout);
}

#define RUN(f, w, ...) do { char *v[] = {__VA_ARGS__}; run(f, sizeof v / sizeof *v, v, w); } while (0)
int main(void) {
    RUN(0, 0, "prog", "a", "-v", "--count=3", "b", "-d", "7", "c", "--name");
    RUN(0, 0, "prog", "--help");
    RUN(0, 0, "prog", "--usage");
    RUN(0, 0, "prog", "-c", "-2");
    RUN(0, 0, "prog", "-F");
    RUN(0, 0, "prog", "-vvnjoe", "--", "-x", "y");
    RUN(ARGP_IN_ORDER, 0, "prog", "a", "-v", "b");
    RUN(ARGP_NO_HELP, 0, "prog", "--help");
    RUN(0, 1, "prog", "x", "y");
    RUN(0, 0, "prog", "--n=abc", "--co", "4", "--de", "5");
    RUN(0, 0, "prog", "-HU", "--hid");
    RUN(ARGP_NO_ERRS, 0, "prog", "--nope");
    RUN(ARGP_PARSE_ARGV0, 0, "first", "-v");
    return 0;
}
