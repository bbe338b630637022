// glibc's argp_parse: short options (clusters, attached and separate
// arguments, optional ones), long options (=value, next word, unique
// abbreviations), an alias, a hidden option, "--", ARGP_KEY_ARG with
// arg_num, argp_usage, the key sequence INIT ... NO_ARGS/END, SUCCESS or
// ERROR, FINI; --help (sorted entries, a group header, wrapped
// documentation, the note on arguments, the text after \v, the bug
// address), --usage, --version/-V, and getopt's errors with the "Try"
// line and EINVAL under ARGP_NO_EXIT. divm had no <argp.h>.
// EXPECT: safe
// MODE: run-diff
#include <argp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *argp_program_version = "demo 1.0";
const char *argp_program_bug_address = "<bugs@example.org>";

struct args { int verbose, quiet; const char *out; const char *level; const char *files[4]; int nfiles; };

static struct argp_option options[] = {
    {"verbose", 'v', 0, 0, "Produce verbose output", 0},
    {"quiet", 'q', 0, 0, "Don't produce any output", 0},
    {"silent", 's', 0, OPTION_ALIAS, 0, 0},
    {"output", 'o', "FILE", 0, "Output to FILE instead of standard output", 0},
    {0, 0, 0, 0, "Tuning:", 1},
    {"level", 'l', "N", OPTION_ARG_OPTIONAL, "Set the level to N (default 1); a rather long description that has to be wrapped over more than one line", 0},
    {"secret", 'x', 0, OPTION_HIDDEN, "Hidden", 0},
    {"a-very-long-option-name", 1000, "SOMETHING", 0, "Long one", 0},
    {"zeta", 'z', 0, 0, "Last one", 0},
    {0}};

static error_t parse_opt(int key, char *arg, struct argp_state *state) {
    struct args *a = state->input;
    switch (key) {
    case ARGP_KEY_INIT: state->err_stream = stdout; printf("INIT\n"); break;
    case 'v': a->verbose = 1; break;
    case 'q': case 's': a->quiet++; break;
    case 'o': a->out = arg; break;
    case 'l': a->level = arg ? arg : "(none)"; break;
    case 'x': printf("secret\n"); break;
    case 'z': printf("zeta\n"); break;
    case 1000: printf("long %s\n", arg); break;
    case ARGP_KEY_ARG:
        if (state->arg_num >= 2) argp_usage(state);
        a->files[a->nfiles++] = arg; printf("ARG %s num %u\n", arg, state->arg_num); break;
    case ARGP_KEY_NO_ARGS: printf("NO_ARGS\n"); break;
    case ARGP_KEY_END: printf("END next %d argc %d\n", state->next, state->argc); break;
    case ARGP_KEY_SUCCESS: printf("SUCCESS\n"); break;
    case ARGP_KEY_ERROR: printf("ERROR\n"); break;
    case ARGP_KEY_FINI: printf("FINI\n"); break;
    default: return ARGP_ERR_UNKNOWN;
    }
    return 0;
}

static struct argp argp = {options, parse_opt, "FILE [FILE]", "Demo -- a program that shows argp.\vThe text after the vertical tab."};

static void run(int n, char **v) {
    struct args a; memset(&a, 0, sizeof a);
    int idx = -1;
    printf("== run:"); for (int i = 0; i < n; i++) printf(" %s", v[i]); printf("\n");
    fflush(stdout);
    error_t e = argp_parse(&argp, n, v, ARGP_NO_EXIT, 0, &a);
    printf("=> %d verbose %d quiet %d out %s level %s nfiles %d", e, a.verbose, a.quiet, a.out ? a.out : "-", a.level ? a.level : "-", a.nfiles);
    for (int i = 0; i < a.nfiles; i++) printf(" [%s]", a.files[i]);
    printf(" idx %d\n", idx);
    fflush(stdout);
}

#define RUN(...) do { char *v[] = {__VA_ARGS__}; run(sizeof v / sizeof *v, v); } while (0)
int main(void) {
    RUN("/usr/bin/demo", "-v", "a", "--output=x.txt", "b");
    RUN("demo", "-qs", "--silent", "-ofile", "-l", "--level=3", "--", "-c");
    RUN("demo", "-o", "sep", "--output", "sep2", "--verb", "--lev");
    RUN("demo");
    RUN("demo", "--help");
    RUN("demo", "--usage");
    RUN("demo", "--version");
    RUN("demo", "-V");
    RUN("demo", "--bogus");
    RUN("demo", "-k");
    RUN("demo", "a", "b", "c");
    RUN("demo", "-o");
    RUN("demo", "--output");
    RUN("demo", "--verbose=1");
    RUN("demo", "-x", "--a-very-long-option-name", "val", "-z", "--a-v=w");
    RUN("demo", "--q");
    return 0;
}
