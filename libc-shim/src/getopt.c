/* getopt.c -- getopt, getopt_long and getopt_long_only as glibc's: by
 * default the non-options are permuted to the end of argv as the scan
 * passes them (so "prog file -v" sees -v, and optind ends at the first
 * non-option); a leading '+' in the option string or POSIXLY_CORRECT stops
 * at the first non-option, a leading '-' returns each as option 1 with
 * optarg. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

char *optarg;
int optind = 1, opterr = 1, optopt;
static int optpos; /* position inside a group of short options */
static int initialized;
/* argv[first_nonopt, last_nonopt) are the non-options skipped so far. */
static int first_nonopt, last_nonopt;

enum { PERMUTE, REQUIRE_ORDER, RETURN_IN_ORDER };

static int nonoption(char *const argv[], int i) { return argv[i][0] != '-' || argv[i][1] == 0; }

/* Moves the skipped non-options [first_nonopt, last_nonopt) after the
 * options [last_nonopt, optind) that followed them, by swapping blocks. */
static void exchange(char *const argv[]) {
    char **v = (char **)argv;
    int bottom = first_nonopt, middle = last_nonopt, top = optind;
    while (top > middle && middle > bottom) {
        if (top - middle > middle - bottom) {
            int len = middle - bottom;
            for (int i = 0; i < len; i++) {
                char *t = v[bottom + i];
                v[bottom + i] = v[top - len + i];
                v[top - len + i] = t;
            }
            top -= len;
        } else {
            int len = top - middle;
            for (int i = 0; i < len; i++) {
                char *t = v[bottom + i];
                v[bottom + i] = v[middle + i];
                v[middle + i] = t;
            }
            bottom += len;
        }
    }
    first_nonopt += optind - last_nonopt;
    last_nonopt = optind;
}

/* At the start of an element: skip (and permute) non-options, handle
 * "--" and the end. Returns 0 when argv[optind] is an option to parse,
 * else getopt's result (-1, or 1 for a non-option in order). */
static int next_element(int argc, char *const argv[], int ordering) {
    if (last_nonopt > optind)
        last_nonopt = optind;
    if (first_nonopt > optind)
        first_nonopt = optind;
    if (ordering == PERMUTE) {
        if (first_nonopt != last_nonopt && last_nonopt != optind)
            exchange(argv);
        else if (last_nonopt != optind)
            first_nonopt = optind;
        while (optind < argc && nonoption(argv, optind))
            optind++;
        last_nonopt = optind;
    }
    if (optind != argc && strcmp(argv[optind], "--") == 0) {
        optind++;
        if (first_nonopt != last_nonopt && last_nonopt != optind)
            exchange(argv);
        else if (first_nonopt == last_nonopt)
            first_nonopt = optind;
        last_nonopt = argc;
        optind = argc;
    }
    if (optind >= argc) {
        /* Back over the non-options moved to the end. */
        if (first_nonopt != last_nonopt)
            optind = first_nonopt;
        return -1;
    }
    if (nonoption(argv, optind)) {
        if (ordering == REQUIRE_ORDER)
            return -1;
        optarg = argv[optind++];
        return 1;
    }
    return 0;
}

/* Strips the ordering prefix off opts; resets the scan when optind is 0. */
static int prepare(const char **opts) {
    if (optind == 0 || !initialized) {
        if (optind == 0)
            optind = 1;
        optpos = 0;
        first_nonopt = last_nonopt = optind;
        initialized = 1;
    }
    optarg = NULL;
    if (**opts == '-') {
        ++*opts;
        return RETURN_IN_ORDER;
    }
    if (**opts == '+') {
        ++*opts;
        return REQUIRE_ORDER;
    }
    return getenv("POSIXLY_CORRECT") ? REQUIRE_ORDER : PERMUTE;
}

/* The next short option of the element at argv[optind]. */
static int short_option(int argc, char *const argv[], const char *opts) {
    if (optpos == 0)
        optpos = 1;
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
        } else if (spec[2] == ':') {
            /* "c::": an optional argument is only one attached to the
             * option; the next element is never taken. */
            optarg = NULL;
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

int getopt(int argc, char *const argv[], const char *opts) {
    int ordering = prepare(&opts);
    if (optpos == 0) {
        int r = next_element(argc, argv, ordering);
        if (r)
            return r;
    }
    return short_option(argc, argv, opts);
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
    int ordering = prepare(&opts);
    if (optpos == 0) {
        int r = next_element(argc, argv, ordering);
        if (r)
            return r;
        const char *a = argv[optind];
        int colon = opts[0] == ':';
        if (a[1] == '-')
            return long_option(argc, argv, lo, longindex, 2, colon);
        if (only) {
            /* getopt_long_only: "-name" is long if it names a long option */
            size_t n = strcspn(a + 1, "=");
            for (int i = 0; lo[i].name; i++)
                if (strncmp(lo[i].name, a + 1, n) == 0 && (n > 1 || !strchr(opts, a[1])))
                    return long_option(argc, argv, lo, longindex, 1, colon);
        }
    }
    return short_option(argc, argv, opts);
}

int getopt_long(int argc, char *const argv[], const char *opts, const struct option *lo, int *longindex) {
    return getopt_any(argc, argv, opts, lo, longindex, 0);
}

int getopt_long_only(int argc, char *const argv[], const char *opts, const struct option *lo, int *longindex) {
    return getopt_any(argc, argv, opts, lo, longindex, 1);
}
