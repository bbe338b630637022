/* argp.c -- glibc's argp_parse. The program's argp and its children form
 * groups (depth first), followed by the default options of argp_help.c
 * (--help/-?, --usage; --version/-V when the program has a version).
 * Each group's parser gets ARGP_KEY_INIT (parents first: a parent's
 * child_inputs give its children their input), its options, the
 * arguments, then at the end ARGP_KEY_NO_ARGS (a group that took no
 * argument) and ARGP_KEY_END, then ARGP_KEY_SUCCESS or ARGP_KEY_ERROR,
 * then ARGP_KEY_FINI (the end keys last group first), as glibc.
 *
 * Options as getopt_long reads them: clusters of short options (-qs), an
 * argument attached (-ofile) or the next word (-o file), optional ones
 * attached only; long options with =value or the next word, and
 * abbreviated to a unique prefix; "--" ends the options. Unless
 * ARGP_IN_ORDER (or POSIXLY_CORRECT or ARGP_NO_ARGS, which stop at the
 * first argument)
 * the arguments are moved after the options in argv, then given to the
 * parsers in order: ARGP_KEY_ARG to each group until one takes it, and a
 * group that refuses it is offered ARGP_KEY_ARGS (all the rest, at
 * state->next). An unknown option prints getopt's message on stderr and
 * "Try `NAME --help'..." on err_stream; then, as for argp_error, the
 * program exits with argp_err_exit_status, or with ARGP_NO_EXIT
 * argp_parse returns EINVAL. */
#include "argp_impl.h"
#include <stdlib.h>
#include <string.h>

#define EBADKEY ARGP_ERR_UNKNOWN

struct group {
    const struct argp *argp;
    int parent;      /* group index, -1 for none */
    int child_index; /* among the parent argp's children */
    void *input;
    void **child_inputs;
    void *hook;
    unsigned args;
};

/* An option argp_parse recognises. */
struct opt {
    int group;
    const char *name;
    int key;
    int arg; /* 0 none, 1 required, 2 optional */
};

struct parser {
    struct group groups[ARGP_MAX_NODES];
    int ngroups;
    struct opt *opts;
    int nopts;
    struct argp_state state;
};

static error_t call(struct parser *p, int g, int key, char *arg) {
    struct group *gr = &p->groups[g];
    if (!gr->argp->parser)
        return EBADKEY;
    p->state.hook = gr->hook;
    p->state.input = gr->input;
    p->state.child_inputs = gr->child_inputs;
    p->state.arg_num = gr->args;
    error_t r = gr->argp->parser(key, arg, &p->state);
    gr->hook = p->state.hook;
    return r;
}

void *_argp_input(const struct argp *argp, const struct argp_state *state) {
    const struct parser *p = state ? state->pstate : NULL;
    if (p)
        for (int g = 0; g < p->ngroups; g++)
            if (p->groups[g].argp == argp)
                return p->groups[g].input;
    return NULL;
}

/* The groups and options of the tree below the wrapper `root`. */
static void build(struct parser *p, const struct argp *root, void *input) {
    struct argp_node nodes[ARGP_MAX_NODES];
    int nn = __divm_argp_nodes(root, nodes);
    int map[ARGP_MAX_NODES];
    int cap = 0;
    p->ngroups = 0;
    for (int k = 1; k < nn; k++) { /* node 0 is the wrapper: no group */
        const struct argp *a = nodes[k].argp;
        int parent = nodes[k].parent > 0 ? map[nodes[k].parent] : -1;
        map[k] = p->ngroups;
        struct group *g = &p->groups[p->ngroups++];
        memset(g, 0, sizeof *g);
        g->argp = a;
        g->parent = parent;
        g->child_index = nodes[k].child_index;
        if (a->children) {
            int nc = 0;
            while (a->children[nc].argp)
                nc++;
            g->child_inputs = calloc((size_t)nc + 1, sizeof(void *));
        }
        for (const struct argp_option *o = a->options; o && !_option_is_end(o); o++)
            cap++;
    }
    if (p->ngroups > 0 && p->groups[0].argp == nodes[1].argp && nodes[1].child_index == 0)
        p->groups[0].input = input;
    p->opts = malloc((size_t)(cap ? cap : 1) * sizeof *p->opts);
    p->nopts = 0;
    for (int g = 0; g < p->ngroups; g++) {
        const struct argp_option *primary = NULL;
        for (const struct argp_option *o = p->groups[g].argp->options; o && !_option_is_end(o); o++) {
            if (__divm_argp_is_header(o) || (o->flags & OPTION_DOC))
                continue;
            if (!(o->flags & OPTION_ALIAS) || !primary)
                primary = o;
            int key = o->key ? o->key : primary->key;
            int arg = primary->arg ? ((primary->flags & OPTION_ARG_OPTIONAL) ? 2 : 1) : 0;
            p->opts[p->nopts++] = (struct opt){g, o->name, key, arg};
        }
    }
}

static int quiet(const struct parser *p) { return (p->state.flags & ARGP_NO_ERRS) != 0; }

/* Give option o its argument and its group's parser. */
static error_t apply(struct parser *p, const struct opt *o, char *arg) {
    error_t r = call(p, o->group, o->key, arg);
    if (r == EBADKEY && !quiet(p) && p->state.err_stream)
        fprintf(p->state.err_stream, "%s: Option should have been recognized!?\n", p->state.name);
    return r;
}

/* The long option `s` (after its dashes); -1 if none, -2 if ambiguous. */
static int find_long(struct parser *p, const char *word, const char *s, size_t len, int report, const char *dashes) {
    int exact = -1, first = -1, ambiguous = 0;
    for (int i = 0; i < p->nopts; i++) {
        const struct opt *o = &p->opts[i];
        if (!o->name || strncmp(o->name, s, len) != 0)
            continue;
        if (strlen(o->name) == len) {
            exact = i;
            break;
        }
        if (first < 0)
            first = i;
        else if (o->group != p->opts[first].group || o->key != p->opts[first].key || o->arg != p->opts[first].arg)
            ambiguous = 1;
    }
    if (exact >= 0)
        return exact;
    if (ambiguous) {
        if (report && !quiet(p)) {
            fprintf(stderr, "%s: option '%s' is ambiguous; possibilities:", p->state.name, word);
            for (int i = 0; i < p->nopts; i++)
                if (p->opts[i].name && strncmp(p->opts[i].name, s, len) == 0)
                    fprintf(stderr, " '%s%s'", dashes, p->opts[i].name);
            fputc('\n', stderr);
        }
        return -2;
    }
    return first;
}

static error_t long_option(struct parser *p, char *word, const char *dashes) {
    char *s = word + strlen(dashes);
    char *eq = strchr(s, '=');
    size_t len = eq ? (size_t)(eq - s) : strlen(s);
    int i = find_long(p, word, s, len, 1, dashes);
    if (i == -2)
        return EBADKEY;
    if (i < 0) {
        if (!quiet(p))
            fprintf(stderr, "%s: unrecognized option '%s'\n", p->state.name, word);
        return EBADKEY;
    }
    const struct opt *o = &p->opts[i];
    char *arg = NULL;
    if (o->arg == 0 && eq) {
        if (!quiet(p))
            fprintf(stderr, "%s: option '%s%s' doesn't allow an argument\n", p->state.name, dashes, o->name);
        return EBADKEY;
    }
    if (eq)
        arg = eq + 1;
    else if (o->arg == 1) {
        if (p->state.next >= p->state.argc) {
            if (!quiet(p))
                fprintf(stderr, "%s: option '%s%s' requires an argument\n", p->state.name, dashes, o->name);
            return EBADKEY;
        }
        arg = p->state.argv[p->state.next++];
    }
    return apply(p, o, arg);
}

static const struct opt *find_short(const struct parser *p, int c) {
    for (int i = 0; i < p->nopts; i++)
        if (p->opts[i].key == c && c > 0 && c <= 255)
            return &p->opts[i];
    return NULL;
}

static error_t short_options(struct parser *p, char *cluster) {
    for (char *c = cluster; *c; c++) {
        const struct opt *o = find_short(p, (unsigned char)*c);
        if (!o) {
            if (!quiet(p))
                fprintf(stderr, "%s: invalid option -- '%c'\n", p->state.name, *c);
            return EBADKEY;
        }
        if (o->arg == 0) {
            error_t r = apply(p, o, NULL);
            if (r)
                return r;
            continue;
        }
        char *arg = c[1] ? c + 1 : NULL;
        if (!arg && o->arg == 1) {
            if (p->state.next >= p->state.argc) {
                if (!quiet(p))
                    fprintf(stderr, "%s: option requires an argument -- '%c'\n", p->state.name, *c);
                return EBADKEY;
            }
            arg = p->state.argv[p->state.next++];
        }
        return apply(p, o, arg);
    }
    return 0;
}

/* The argument at state.next: ARGP_KEY_ARG, else ARGP_KEY_ARGS, to each
 * group in turn until one takes it. */
static error_t argument(struct parser *p) {
    int index = p->state.next;
    for (int g = 0; g < p->ngroups; g++) {
        p->state.next = index + 1;
        error_t r = call(p, g, ARGP_KEY_ARG, p->state.argv[index]);
        if (r == EBADKEY) {
            p->state.next = index;
            r = call(p, g, ARGP_KEY_ARGS, NULL);
            if (r == EBADKEY)
                continue;
            if (r == 0 && p->state.next == index)
                p->state.next = p->state.argc;
            if (r == 0 && p->state.next > index)
                p->groups[g].args += (unsigned)(p->state.next - index);
            return r;
        }
        if (r == 0 && p->state.next > index)
            p->groups[g].args += (unsigned)(p->state.next - index);
        return r;
    }
    p->state.next = index + 1;
    return EBADKEY;
}

/* Options up to the first argument that ends them; the arguments met on
 * the way are moved after the options. */
static error_t options(struct parser *p) {
    struct argp_state *st = &p->state;
    int start = st->next, stop = st->argc;
    int in_order = (st->flags & ARGP_IN_ORDER) != 0, posix = getenv("POSIXLY_CORRECT") != NULL;
    int *nonopt = malloc((size_t)(st->argc > 0 ? st->argc : 1) * sizeof *nonopt);
    int nn = 0;
    error_t err = 0;
    while (!err && st->next < st->argc) {
        char *w = st->argv[st->next];
        if (strcmp(w, "--") == 0) {
            st->next++;
            stop = st->next;
            break;
        }
        if (w[0] != '-' || w[1] == 0) {
            if (in_order && !(st->flags & ARGP_NO_ARGS)) {
                err = argument(p);
                continue;
            }
            if (posix || (st->flags & ARGP_NO_ARGS)) { /* glibc: ARGP_NO_ARGS stops here too */
                stop = st->next;
                break;
            }
            nonopt[nn++] = st->next++;
            continue;
        }
        st->next++;
        if (w[1] == '-')
            err = long_option(p, w, "--");
        else if ((st->flags & ARGP_LONG_ONLY) && w[2] && find_long(p, w, w + 1, strcspn(w + 1, "="), 0, "-") != -1)
            err = long_option(p, w, "-");
        else
            err = short_options(p, w + 1);
        stop = st->next;
    }
    if (!err && st->next >= st->argc && nn)
        stop = st->argc;
    if (nn && !in_order) {
        /* argv[start..stop): the options (and a final "--") first */
        char **tmp = malloc((size_t)(stop - start) * sizeof *tmp);
        int k = 0, j = 0;
        for (int i = start; i < stop; i++) {
            if (j < nn && nonopt[j] == i) {
                j++;
                continue;
            }
            tmp[k++] = st->argv[i];
        }
        int first = start + k;
        for (j = 0; j < nn; j++)
            tmp[k++] = st->argv[nonopt[j]];
        memcpy(st->argv + start, tmp, (size_t)(stop - start) * sizeof *tmp);
        free(tmp);
        if (!err)
            st->next = first;
    }
    free(nonopt);
    return err;
}

error_t argp_parse(const struct argp *argp, int argc, char **argv, unsigned flags, int *arg_index, void *input) {
    struct argp root;
    struct argp_child kids[4];
    __divm_argp_wrap(argp, flags, &root, kids);
    struct parser *p = calloc(1, sizeof *p);
    if (!p)
        return ENOMEM;
    build(p, &root, input);
    struct argp_state *st = &p->state;
    st->root_argp = &root;
    st->argc = argc;
    st->argv = argv;
    st->flags = flags;
    st->err_stream = stderr;
    st->out_stream = stdout;
    /* argv[0] is never parsed: glibc's getopt starts at 1 whatever
     * ARGP_PARSE_ARGV0 says; that flag only stops argv[0] naming the
     * program. */
    st->next = 1;
    st->pstate = p;
    const char *name = argv && argc > 0 && argv[0] && !(flags & ARGP_PARSE_ARGV0) ? argv[0] : "prog";
    const char *slash = strrchr(name, '/');
    st->name = (char *)(slash ? slash + 1 : name);

    error_t err = 0;
    for (int g = 0; g < p->ngroups && (!err || err == EBADKEY); g++) {
        struct group *gr = &p->groups[g];
        if (gr->parent >= 0 && p->groups[gr->parent].child_inputs)
            gr->input = p->groups[gr->parent].child_inputs[gr->child_index];
        err = call(p, g, ARGP_KEY_INIT, NULL);
    }
    if (err == EBADKEY)
        err = 0;
    if (!err)
        err = options(p);
    while (!err && st->next < st->argc && !(flags & ARGP_NO_ARGS))
        err = argument(p);
    if (!err) {
        if (st->next >= st->argc) {
            for (int g = p->ngroups - 1; g >= 0 && (!err || err == EBADKEY); g--)
                if (p->groups[g].args == 0)
                    err = call(p, g, ARGP_KEY_NO_ARGS, NULL);
            for (int g = p->ngroups - 1; g >= 0 && (!err || err == EBADKEY); g--)
                err = call(p, g, ARGP_KEY_END, NULL);
            if (err == EBADKEY)
                err = 0;
        } else if (!arg_index) {
            if (!quiet(p) && st->err_stream)
                fprintf(st->err_stream, "%s: Too many arguments\n", st->name);
            err = EBADKEY;
        }
    }
    if (arg_index)
        *arg_index = st->next;
    if (err) {
        if (err == EBADKEY)
            argp_state_help(st, st->err_stream, ARGP_HELP_STD_ERR);
        for (int g = 0; g < p->ngroups; g++)
            call(p, g, ARGP_KEY_ERROR, NULL);
    } else {
        for (int g = p->ngroups - 1; g >= 0 && (!err || err == EBADKEY); g--)
            err = call(p, g, ARGP_KEY_SUCCESS, NULL);
        if (err == EBADKEY)
            err = 0;
    }
    for (int g = p->ngroups - 1; g >= 0; g--)
        call(p, g, ARGP_KEY_FINI, NULL);
    if (err == EBADKEY)
        err = EINVAL;
    for (int g = 0; g < p->ngroups; g++)
        free(p->groups[g].child_inputs);
    free(p->opts);
    free(p);
    return err;
}
