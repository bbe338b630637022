/* getopt.c -- getopt (POSIX: no argument permutation) and GNU's
 * getopt_long/getopt_long_only on top of it (also without permutation:
 * option processing stops at the first non-option). */
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* getopt: POSIX behaviour (no argument permutation). */
char *optarg;
int optind = 1, opterr = 1, optopt;
static int optpos; /* position inside a group of short options */

int getopt(int argc, char *const argv[], const char *opts) {
    if (optind == 0) { /* reset, as glibc allows */
        optind = 1;
        optpos = 0;
    }
    optarg = NULL;
    if (optpos == 0) {
        if (optind >= argc || !argv[optind] || argv[optind][0] != '-' || argv[optind][1] == 0)
            return -1;
        if (strcmp(argv[optind], "--") == 0) {
            optind++;
            return -1;
        }
        optpos = 1;
    }
    const char *arg = argv[optind];
    int c = (unsigned char)arg[optpos++];
    const char *spec = c != ':' ? strchr(opts, c) : NULL;
    int colon = opts[0] == ':';
    if (!spec) {
        optopt = c;
        if (opterr && !colon)
            fprintf(stderr, "%s: invalid option -- '%c'\n", argv[0], c);
        if (arg[optpos] == 0)
            optind++, optpos = 0;
        return '?';
    }
    if (spec[1] == ':') {
        if (arg[optpos]) {
            optarg = (char *)arg + optpos;
        } else if (optind + 1 < argc) {
            optarg = argv[++optind];
        } else {
            optopt = c;
            optind++, optpos = 0;
            if (colon)
                return ':';
            if (opterr)
                fprintf(stderr, "%s: option requires an argument -- '%c'\n", argv[0], c);
            return '?';
        }
        optind++, optpos = 0;
        return c;
    }
    if (arg[optpos] == 0)
        optind++, optpos = 0;
    return c;
}

/* "--name", "--name=value" or "--name value"; a unique prefix of a name
 * matches too. `dashes` is the number of leading dashes (1 or 2). */
static int long_option(int argc, char *const argv[], const struct option *lo, int *longindex, int dashes,
                       int colon) {
    const char *arg = argv[optind] + dashes;
    size_t n = 0;
    while (arg[n] && arg[n] != '=')
        n++;
    int found = -1, ambiguous = 0;
    for (int i = 0; lo[i].name; i++) {
        if (strncmp(lo[i].name, arg, n) != 0)
            continue;
        if (strlen(lo[i].name) == n) {
            found = i;
            ambiguous = 0;
            break;
        }
        if (found >= 0)
            ambiguous = 1;
        else
            found = i;
    }
    optind++;
    if (found < 0 || ambiguous) {
        optopt = 0;
        if (opterr && !colon)
            fprintf(stderr, "%s: %s option '%.*s%s'\n", argv[0], ambiguous ? "ambiguous" : "unrecognized",
                    dashes, "--", arg);
        return '?';
    }
    const struct option *o = &lo[found];
    optarg = NULL;
    if (arg[n] == '=') {
        if (o->has_arg == no_argument) {
            optopt = o->flag ? 0 : o->val;
            if (opterr && !colon)
                fprintf(stderr, "%s: option '--%s' doesn't allow an argument\n", argv[0], o->name);
            return '?';
        }
        optarg = (char *)arg + n + 1;
    } else if (o->has_arg == required_argument) {
        if (optind >= argc) {
            optopt = o->flag ? 0 : o->val;
            if (opterr && !colon)
                fprintf(stderr, "%s: option '--%s' requires an argument\n", argv[0], o->name);
            return colon ? ':' : '?';
        }
        optarg = argv[optind++];
    }
    if (longindex)
        *longindex = found;
    if (o->flag) {
        *o->flag = o->val;
        return 0;
    }
    return o->val;
}

static int getopt_any(int argc, char *const argv[], const char *opts, const struct option *lo, int *longindex,
                      int only) {
    if (optind == 0) {
        optind = 1;
        optpos = 0;
    }
    if (optpos == 0 && optind < argc && argv[optind] && argv[optind][0] == '-' && argv[optind][1]) {
        const char *a = argv[optind];
        int colon = opts[0] == ':' || ((opts[0] == '+' || opts[0] == '-') && opts[1] == ':');
        if (a[1] == '-' && a[2])
            return long_option(argc, argv, lo, longindex, 2, colon);
        if (only && a[1] != '-') {
            /* getopt_long_only: "-name" is long if it names a long option */
            size_t n = strcspn(a + 1, "=");
            for (int i = 0; lo[i].name; i++)
                if (strncmp(lo[i].name, a + 1, n) == 0 && (n > 1 || !strchr(opts, a[1])))
                    return long_option(argc, argv, lo, longindex, 1, colon);
        }
    }
    if (opts[0] == '+' || opts[0] == '-')
        opts++;
    return getopt(argc, argv, opts);
}

int getopt_long(int argc, char *const argv[], const char *opts, const struct option *lo, int *longindex) {
    return getopt_any(argc, argv, opts, lo, longindex, 0);
}

int getopt_long_only(int argc, char *const argv[], const char *opts, const struct option *lo, int *longindex) {
    return getopt_any(argc, argv, opts, lo, longindex, 1);
}
