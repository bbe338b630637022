// Without ARGP_NO_EXIT, argp exits: an unknown option prints getopt's
// message and the "Try" line on stderr and exits with
// argp_err_exit_status (EX_USAGE, 64, changed here to 3) after the key
// ARGP_KEY_INIT only (no ARGP_KEY_ERROR nor FINI).
// EXPECT: safe
// MODE: run-diff
#include <argp.h>
#include <stdio.h>

static error_t parse(int key, char *arg, struct argp_state *state) {
    (void)arg, (void)state;
    if (key == ARGP_KEY_INIT)
        printf("INIT\n");
    else if (key == ARGP_KEY_ERROR || key == ARGP_KEY_FINI)
        printf("never: the program has exited\n");
    else
        return ARGP_ERR_UNKNOWN;
    fflush(stdout);
    return 0;
}

static struct argp_option options[] = {{"verbose", 'v', 0, 0, "Verbose", 0}, {0}};
static struct argp argp = {options, parse, 0, 0, 0, 0, 0};

int main(int argc, char **argv) {
    (void)argc, (void)argv;
    printf("status %d\n", argp_err_exit_status);
    argp_err_exit_status = 3;
    char *v2[] = {"prog", "-q"};
    argp_parse(&argp, 2, v2, 0, 0, 0);
    printf("not reached\n");
    return 0;
}
