/* argp_help.c -- argp's output: --help (argp_help, argp_state_help), the
 * usage lines, argp_error and argp_failure, the default options --help,
 * --usage and --version, and the tree of argps that argp.c also walks.
 *
 * The layout follows glibc's: options at column 2 (long ones alone at 6),
 * their documentation at column 29 (three spaces after an option that
 * ends at columns 29 to 32, the next line after a longer one), lines
 * wrapped before column 80, a group's header at column 1; entries sorted
 * by group (0, 1, 2, ... then the negative ones, -1 last), then by their
 * first short option or the first letter of their long name (lower case
 * before upper); an alias is listed with its option; after the first
 * header, groups are separated by blank lines. Not provided: help filters
 * (help_filter is not called), ARGP_HELP_LONG_ONLY's single dashes, and
 * glibc's ARGP_HELP_FMT environment variable. */
#include "argp_impl.h"
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

const char *argp_program_version;
void (*argp_program_version_hook)(FILE *stream, struct argp_state *state);
const char *argp_program_bug_address;
error_t argp_err_exit_status = 64; /* EX_USAGE */

#define DOC_COL 29
#define RMARGIN 79

int _option_is_short(const struct argp_option *o) {
    if (o->flags & OPTION_DOC)
        return 0;
    return o->key > 0 && o->key <= 255 && isprint(o->key);
}

int _option_is_end(const struct argp_option *o) { return !o->key && !o->name && !o->doc && !o->group; }

int __divm_argp_is_header(const struct argp_option *o) { return !o->name && !o->key && o->doc; }

/* ---- the tree ----------------------------------------------------------- */

static int walk(const struct argp *a, int parent, int index, int group, const char *header, struct argp_node *out, int n) {
    if (n >= ARGP_MAX_NODES)
        return n;
    int me = n;
    out[n++] = (struct argp_node){a, parent, index, group, header};
    if (a->children)
        for (int i = 0; a->children[i].argp; i++)
            n = walk(a->children[i].argp, me, i, a->children[i].group, a->children[i].header, out, n);
    return n;
}

int __divm_argp_nodes(const struct argp *root, struct argp_node *out) { return walk(root, -1, 0, 0, NULL, out, 0); }

/* ---- the default options ------------------------------------------------ */

#define KEY_USAGE (-3)

static error_t default_parser(int key, char *arg, struct argp_state *state) {
    (void)arg;
    if (key == '?')
        argp_state_help(state, state->out_stream, ARGP_HELP_STD_HELP);
    else if (key == KEY_USAGE)
        argp_state_help(state, state->out_stream, ARGP_HELP_USAGE | ARGP_HELP_EXIT_OK);
    else
        return ARGP_ERR_UNKNOWN;
    return 0;
}

static const struct argp_option default_options[] = {
    {"help", '?', 0, 0, "Give this help list", -1},
    {"usage", KEY_USAGE, 0, 0, "Give a short usage message", 0},
    {0, 0, 0, 0, 0, 0},
};
static const struct argp default_argp = {default_options, default_parser, NULL, NULL, NULL, NULL, NULL};

static error_t version_parser(int key, char *arg, struct argp_state *state) {
    (void)arg;
    if (key != 'V')
        return ARGP_ERR_UNKNOWN;
    if (argp_program_version_hook)
        argp_program_version_hook(state->out_stream, state);
    else if (argp_program_version)
        fprintf(state->out_stream, "%s\n", argp_program_version);
    else
        argp_error(state, "%s", "(PROGRAM ERROR) No version known!?");
    if (!(state->flags & ARGP_NO_EXIT))
        exit(0);
    return 0;
}

static const struct argp_option version_options[] = {
    {"version", 'V', 0, 0, "Print program version", -1},
    {0, 0, 0, 0, 0, 0},
};
static const struct argp version_argp = {version_options, version_parser, NULL, NULL, NULL, NULL, NULL};

void __divm_argp_wrap(const struct argp *user, unsigned flags, struct argp *root, struct argp_child *kids) {
    int n = 0;
    memset(root, 0, sizeof *root);
    if (user)
        kids[n++] = (struct argp_child){user, 0, NULL, 0};
    if (!(flags & ARGP_NO_HELP))
        kids[n++] = (struct argp_child){&default_argp, 0, NULL, 0};
    if (argp_program_version || argp_program_version_hook)
        kids[n++] = (struct argp_child){&version_argp, 0, NULL, 0};
    kids[n] = (struct argp_child){NULL, 0, NULL, 0};
    root->children = kids;
}

/* ---- output with a column -------------------------------------------- */

struct out {
    FILE *f;
    int col;
};

static void put(struct out *o, const char *s, size_t n) {
    for (size_t i = 0; i < n; i++) {
        fputc(s[i], o->f);
        o->col = s[i] == '\n' ? 0 : o->col + 1;
    }
}

static void puts_(struct out *o, const char *s) { put(o, s, strlen(s)); }

static void indent(struct out *o, int col) {
    while (o->col < col)
        put(o, " ", 1);
}

static void newline(struct out *o) { put(o, "\n", 1); }

/* Text of n bytes, words wrapped before RMARGIN; new lines start at lm. */
static void wrap(struct out *o, const char *s, size_t n, int lm) {
    size_t i = 0;
    while (i < n) {
        if (s[i] == '\n') {
            newline(o);
            i++;
            if (i < n && s[i] != '\n')
                indent(o, lm);
            continue;
        }
        if (s[i] == ' ') {
            size_t j = i;
            while (j < n && s[j] == ' ')
                j++;
            size_t w = j;
            while (w < n && s[w] != ' ' && s[w] != '\n')
                w++;
            if (j < n && s[j] != '\n' && o->col + (int)(j - i) + (int)(w - j) > RMARGIN) {
                newline(o);
                indent(o, lm);
            } else {
                put(o, s + i, j - i);
            }
            i = j;
            continue;
        }
        size_t w = i;
        while (w < n && s[w] != ' ' && s[w] != '\n')
            w++;
        if (o->col > lm && o->col + (int)(w - i) > RMARGIN) {
            newline(o);
            indent(o, lm);
        }
        put(o, s + i, w - i);
        i = w;
    }
}

/* ---- the entries of the help ------------------------------------------ */

/* An option and its aliases (the next entries with OPTION_ALIAS), or a
 * group header, with where it sorts. */
struct entry {
    const struct argp_option *opt;
    const char *header; /* a child's header (opt is then NULL) */
    int n;
    int group;
    int node;
    int seq;
};

static int group_rank(int g) { return g >= 0 ? g : 0x40000000 + g; }

static int is_header(const struct entry *e) { return e->header || __divm_argp_is_header(e->opt); }

static const char *header_text(const struct entry *e) { return e->header ? e->header : e->opt->doc; }

static int first_char(const struct entry *e) {
    for (int i = 0; i < e->n; i++)
        if (_option_is_short(&e->opt[i]) && !(e->opt[i].flags & OPTION_HIDDEN))
            return e->opt[i].key;
    for (int i = 0; i < e->n; i++)
        if (e->opt[i].name && !(e->opt[i].flags & OPTION_HIDDEN))
            return (unsigned char)e->opt[i].name[0];
    return 0;
}

static int before(const struct entry *a, const struct entry *b) {
    int ra = group_rank(a->group), rb = group_rank(b->group);
    if (ra != rb)
        return ra < rb;
    if (a->node != b->node)
        return a->node < b->node;
    int ha = is_header(a), hb = is_header(b);
    if (ha != hb)
        return ha;
    if (!ha) {
        int ca = first_char(a), cb = first_char(b);
        int la = tolower(ca), lb = tolower(cb);
        if (la != lb)
            return la < lb;
        if (ca != cb)
            return islower(ca) != 0;
    }
    return a->seq < b->seq;
}

/* The sorted entries of the tree below root; their number. */
static int entries(const struct argp *root, struct entry **out) {
    struct argp_node nodes[ARGP_MAX_NODES];
    int nn = __divm_argp_nodes(root, nodes);
    int cap = 0;
    for (int k = 0; k < nn; k++)
        for (const struct argp_option *o = nodes[k].argp->options; o && !_option_is_end(o); o++)
            cap++;
    cap += nn;
    struct entry *es = malloc((size_t)(cap ? cap : 1) * sizeof *es);
    int n = 0, seq = 0;
    for (int k = 0; k < nn; k++) {
        const struct argp_option *o = nodes[k].argp->options;
        int g = 0;
        if (nodes[k].header && *nodes[k].header)
            es[n++] = (struct entry){NULL, nodes[k].header, 0, nodes[k].group, k, seq++};
        for (; o && !_option_is_end(o); o++) {
            if (__divm_argp_is_header(o))
                g = o->group ? o->group : g + 1;
            else if (o->group)
                g = o->group;
            if ((o->flags & OPTION_ALIAS) && n > 0 && !__divm_argp_is_header(o)) {
                if (es[n - 1].opt && es[n - 1].opt + es[n - 1].n == o)
                    es[n - 1].n++;
                continue;
            }
            int group = g ? g : nodes[k].group;
            es[n++] = (struct entry){o, NULL, 1, group, k, seq++};
        }
    }
    /* insertion sort: stable, and the lists are short */
    for (int i = 1; i < n; i++) {
        struct entry e = es[i];
        int j = i;
        while (j > 0 && before(&e, &es[j - 1])) {
            es[j] = es[j - 1];
            j--;
        }
        es[j] = e;
    }
    *out = es;
    return n;
}

static int visible(const struct argp_option *o) { return !(o->flags & OPTION_HIDDEN); }

/* The argument's name of an entry (aliases have their option's). */
static const char *arg_of(const struct entry *e) { return e->opt->arg; }

static int has_long(const struct entry *e) {
    for (int i = 0; i < e->n; i++)
        if (e->opt[i].name && visible(&e->opt[i]) && !(e->opt[i].flags & OPTION_DOC))
            return 1;
    return 0;
}

static int has_short(const struct entry *e) {
    for (int i = 0; i < e->n; i++)
        if (_option_is_short(&e->opt[i]) && visible(&e->opt[i]))
            return 1;
    return 0;
}

/* One entry of the long help. */
static void entry_help(struct out *o, const struct entry *e) {
    const struct argp_option *p = e->opt;
    const char *arg = arg_of(e);
    int optional = p->flags & OPTION_ARG_OPTIONAL;
    int longs = has_long(e), first = 1;
    if (p->flags & OPTION_DOC) {
        indent(o, 4);
        if (p->name)
            puts_(o, p->name);
    } else {
        for (int i = 0; i < e->n; i++) {
            const struct argp_option *a = &p[i];
            if (!_option_is_short(a) || !visible(a))
                continue;
            if (first)
                indent(o, 2);
            else
                puts_(o, ", ");
            first = 0;
            char s[3] = {'-', (char)a->key, 0};
            puts_(o, s);
            if (arg && !longs) {
                puts_(o, optional ? "[" : " ");
                puts_(o, arg);
                if (optional)
                    puts_(o, "]");
            }
        }
        for (int i = 0; i < e->n; i++) {
            const struct argp_option *a = &p[i];
            if (!a->name || !visible(a))
                continue;
            if (first)
                indent(o, 6);
            else
                puts_(o, ", ");
            first = 0;
            puts_(o, "--");
            puts_(o, a->name);
            if (arg) {
                puts_(o, optional ? "[=" : "=");
                puts_(o, arg);
                if (optional)
                    puts_(o, "]");
            }
        }
    }
    if (p->doc && *p->doc) {
        if (o->col > DOC_COL + 3) {
            newline(o);
            indent(o, DOC_COL);
        } else if (o->col >= DOC_COL) {
            puts_(o, "   ");
        } else {
            indent(o, DOC_COL);
        }
        wrap(o, p->doc, strlen(p->doc), DOC_COL);
    }
    newline(o);
}

static void long_help(struct out *o, const struct argp *root) {
    struct entry *es;
    int n = entries(root, &es);
    int printed = 0, separate = 0, dup_note = 0;
    const struct entry *prev = NULL;
    for (int i = 0; i < n; i++) {
        const struct entry *e = &es[i];
        if (is_header(e)) {
            newline(o);
            indent(o, 1);
            wrap(o, header_text(e), strlen(header_text(e)), 1);
            newline(o);
            separate = 1;
            printed = 1;
            prev = e;
            continue;
        }
        if (!visible(e->opt))
            continue;
        if (!printed)
            newline(o);
        else if (separate && prev && prev->group != e->group && !is_header(prev))
            newline(o);
        entry_help(o, e);
        if (arg_of(e) && has_long(e) && has_short(e))
            dup_note = 1;
        printed = 1;
        prev = e;
    }
    free(es);
    if (dup_note) {
        static const char note[] = "Mandatory or optional arguments to long options are also mandatory or "
                                   "optional for any corresponding short options.";
        newline(o);
        wrap(o, note, sizeof note - 1, 0);
        newline(o);
    }
}

/* ---- usage -------------------------------------------------------------- */

/* The first args_doc in the tree, or NULL. */
static const char *args_doc(const struct argp *root) {
    struct argp_node nodes[ARGP_MAX_NODES];
    int nn = __divm_argp_nodes(root, nodes);
    for (int k = 0; k < nn; k++)
        if (nodes[k].argp->args_doc)
            return nodes[k].argp->args_doc;
    return NULL;
}

/* One usage item: on this line if it fits, else on the next at lm. */
static void item(struct out *o, const char *s, int lm) {
    int len = (int)strlen(s);
    if (o->col > lm && o->col + 1 + len >= RMARGIN) {
        newline(o);
        indent(o, lm);
    } else if (o->col > lm) {
        puts_(o, " ");
    }
    puts_(o, s);
}

static void long_usage(struct out *o, const struct argp *root, const char *name) {
    struct entry *es;
    int n = entries(root, &es);
    puts_(o, "Usage: ");
    puts_(o, name);
    puts_(o, " ");
    int lm = o->col;
    char buf[256];
    /* the short options without an argument, in one bracket */
    size_t k = 0;
    buf[k++] = '[';
    buf[k++] = '-';
    for (int i = 0; i < n; i++) {
        const struct entry *e = &es[i];
        if (is_header(e) || arg_of(e) || (e->opt->flags & (OPTION_NO_USAGE | OPTION_DOC)))
            continue;
        for (int j = 0; j < e->n; j++)
            if (_option_is_short(&e->opt[j]) && visible(&e->opt[j]) && k < sizeof buf - 2)
                buf[k++] = (char)e->opt[j].key;
    }
    if (k > 2) {
        buf[k++] = ']';
        buf[k] = 0;
        item(o, buf, lm);
    }
    /* the short options with one */
    for (int i = 0; i < n; i++) {
        const struct entry *e = &es[i];
        if (is_header(e))
            continue;
        const char *arg = arg_of(e);
        if (!arg || (e->opt->flags & (OPTION_NO_USAGE | OPTION_DOC)))
            continue;
        for (int j = 0; j < e->n; j++)
            if (_option_is_short(&e->opt[j]) && visible(&e->opt[j])) {
                if (e->opt->flags & OPTION_ARG_OPTIONAL)
                    snprintf(buf, sizeof buf, "[-%c[%s]]", e->opt[j].key, arg);
                else
                    snprintf(buf, sizeof buf, "[-%c %s]", e->opt[j].key, arg);
                item(o, buf, lm);
            }
    }
    /* the long options */
    for (int i = 0; i < n; i++) {
        const struct entry *e = &es[i];
        if (is_header(e))
            continue;
        const char *arg = arg_of(e);
        if (e->opt->flags & (OPTION_NO_USAGE | OPTION_DOC))
            continue;
        for (int j = 0; j < e->n; j++) {
            const struct argp_option *a = &e->opt[j];
            if (!a->name || !visible(a))
                continue;
            if (!arg)
                snprintf(buf, sizeof buf, "[--%s]", a->name);
            else if (e->opt->flags & OPTION_ARG_OPTIONAL)
                snprintf(buf, sizeof buf, "[--%s[=%s]]", a->name, arg);
            else
                snprintf(buf, sizeof buf, "[--%s=%s]", a->name, arg);
            item(o, buf, lm);
        }
    }
    free(es);
    const char *ad = args_doc(root);
    if (ad) {
        const char *nl = strchr(ad, '\n');
        size_t len = nl ? (size_t)(nl - ad) : strlen(ad);
        snprintf(buf, sizeof buf, "%.*s", (int)len, ad);
        item(o, buf, lm);
        while (nl) {
            ad = nl + 1;
            nl = strchr(ad, '\n');
            len = nl ? (size_t)(nl - ad) : strlen(ad);
            newline(o);
            puts_(o, "  or:  ");
            puts_(o, name);
            puts_(o, " [OPTION...]");
            lm = o->col - 11;
            snprintf(buf, sizeof buf, "%.*s", (int)len, ad);
            item(o, buf, lm);
        }
    }
    newline(o);
}

static void short_usage(struct out *o, const struct argp *root, const char *name) {
    const char *ad = args_doc(root);
    const char *lead = "Usage:";
    do {
        const char *nl = ad ? strchr(ad, '\n') : NULL;
        puts_(o, lead);
        puts_(o, " ");
        puts_(o, name);
        puts_(o, " [OPTION...]");
        if (ad) {
            puts_(o, " ");
            put(o, ad, nl ? (size_t)(nl - ad) : strlen(ad));
        }
        newline(o);
        lead = "  or: ";
        ad = nl ? nl + 1 : NULL;
    } while (ad);
}

/* ---- documentation ------------------------------------------------------ */

/* The first doc before its '\v' (pre), or each argp's after it (post). */
static int docs(struct out *o, const struct argp *root, int post, int printed) {
    struct argp_node nodes[ARGP_MAX_NODES];
    int nn = __divm_argp_nodes(root, nodes);
    for (int k = 0; k < nn; k++) {
        const char *d = nodes[k].argp->doc;
        if (!d)
            continue;
        const char *vt = strchr(d, '\v');
        const char *s = post ? (vt ? vt + 1 : NULL) : d;
        size_t len = post ? (s ? strlen(s) : 0) : (vt ? (size_t)(vt - d) : strlen(d));
        if (!s || !len)
            continue;
        if (post && printed)
            newline(o);
        wrap(o, s, len, 0);
        if (o->col)
            newline(o);
        printed = 1;
        if (!post)
            break; /* glibc: the first argp's documentation only */
    }
    return printed;
}

static void help(const struct argp *root, FILE *f, unsigned flags, const char *name) {
    struct out o = {f, 0};
    int printed = 0;
    if (!name)
        name = "prog";
    if (flags & ARGP_HELP_USAGE) {
        long_usage(&o, root, name);
        printed = 1;
    } else if (flags & ARGP_HELP_SHORT_USAGE) {
        short_usage(&o, root, name);
        printed = 1;
    }
    if (flags & ARGP_HELP_PRE_DOC)
        printed = docs(&o, root, 0, printed);
    if (flags & ARGP_HELP_SEE) {
        fprintf(f, "Try `%s --help' or `%s --usage' for more information.\n", name, name);
        printed = 1;
    }
    if (flags & ARGP_HELP_LONG) {
        long_help(&o, root);
        printed = 1;
    }
    if (flags & ARGP_HELP_POST_DOC)
        printed = docs(&o, root, 1, printed);
    if ((flags & ARGP_HELP_BUG_ADDR) && argp_program_bug_address) {
        if (printed)
            newline(&o);
        fprintf(f, "Report bugs to %s.\n", argp_program_bug_address);
    }
}

void argp_help(const struct argp *argp, FILE *stream, unsigned flags, char *name) {
    if (!stream)
        return;
    struct argp root;
    struct argp_child kids[4];
    __divm_argp_wrap(argp, 0, &root, kids);
    help(&root, stream, flags, name);
}

void argp_state_help(const struct argp_state *state, FILE *stream, unsigned flags) {
    if ((state && (state->flags & ARGP_NO_ERRS)) || !stream)
        return;
    help(state ? state->root_argp : NULL, stream, flags, state ? state->name : NULL);
    if (!state || !(state->flags & ARGP_NO_EXIT)) {
        if (flags & ARGP_HELP_EXIT_ERR)
            exit(argp_err_exit_status);
        if (flags & ARGP_HELP_EXIT_OK)
            exit(0);
    }
}

void argp_usage(const struct argp_state *state) { argp_state_help(state, stderr, ARGP_HELP_STD_USAGE); }

void argp_error(const struct argp_state *state, const char *fmt, ...) {
    if (state && (state->flags & ARGP_NO_ERRS))
        return;
    FILE *f = state ? state->err_stream : stderr;
    if (!f)
        return;
    va_list ap;
    va_start(ap, fmt);
    fprintf(f, "%s: ", state ? state->name : "prog");
    vfprintf(f, fmt, ap);
    va_end(ap);
    fputc('\n', f);
    argp_state_help(state, f, ARGP_HELP_STD_ERR);
}

void argp_failure(const struct argp_state *state, int status, int errnum, const char *fmt, ...) {
    if (state && (state->flags & ARGP_NO_ERRS))
        return;
    FILE *f = state ? state->err_stream : stderr;
    if (f) {
        fprintf(f, "%s", state ? state->name : "prog");
        if (fmt) {
            va_list ap;
            va_start(ap, fmt);
            fputs(": ", f);
            vfprintf(f, fmt, ap);
            va_end(ap);
        }
        if (errnum)
            fprintf(f, ": %s", strerror(errnum));
        fputc('\n', f);
    }
    if (status && (!state || !(state->flags & ARGP_NO_EXIT)))
        exit(status);
}
