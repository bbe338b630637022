/* wordexp.c -- shell word expansion without a shell: tilde expansion,
 * parameters ($NAME, ${NAME}, ${NAME:-w}, ${NAME-w}, ${NAME:+w},
 * ${NAME+w}, ${#NAME}), field splitting on IFS, pathname expansion (glob)
 * and quote removal. Command substitution ($(...), `...`) is WRDE_CMDSUB
 * whether WRDE_NOCMD is given or not (divm runs no other process), and
 * arithmetic expansion and the other ${...} forms are WRDE_NOSYS. */
#include <ctype.h>
#include <glob.h>
#include <pwd.h>
#include <stdlib.h>
#include <string.h>
#include <wordexp.h>

/* A growing string. */
struct buf {
    char *s;
    size_t len, cap;
};

static int put(struct buf *b, char c) {
    if (b->len + 2 > b->cap) {
        size_t cap = b->cap ? 2 * b->cap : 32;
        char *s = realloc(b->s, cap);
        if (!s)
            return -1;
        b->s = s;
        b->cap = cap;
    }
    b->s[b->len++] = c;
    b->s[b->len] = 0;
    return 0;
}

struct state {
    const char *p;
    int flags;
    const char *ifs;
    struct buf lit, pat; /* the field, and it as a glob pattern */
    int started;         /* a field is open (even empty: "") */
    int globbing;        /* it has an unquoted * ? or [ */
    char **words;
    size_t nwords, cap;
    int err;
};

static int is_ifs(const struct state *st, char c) { return c && strchr(st->ifs, c) != NULL; }

static void add_char(struct state *st, char c, int quoted) {
    st->started = 1;
    if (put(&st->lit, c) < 0)
        st->err = WRDE_NOSPACE;
    if (!quoted && (c == '*' || c == '?' || c == '['))
        st->globbing = 1;
    if (quoted && strchr("*?[]\\", c) && put(&st->pat, '\\') < 0)
        st->err = WRDE_NOSPACE;
    if (put(&st->pat, c) < 0)
        st->err = WRDE_NOSPACE;
}

static void push_word(struct state *st, char *w) {
    if (!w) {
        st->err = WRDE_NOSPACE;
        return;
    }
    if (st->nwords == st->cap) {
        size_t cap = st->cap ? 2 * st->cap : 8;
        char **v = realloc(st->words, cap * sizeof *v);
        if (!v) {
            free(w);
            st->err = WRDE_NOSPACE;
            return;
        }
        st->words = v;
        st->cap = cap;
    }
    st->words[st->nwords++] = w;
}

/* Ends the open field: its matches if it globs to any, else itself. */
static void end_field(struct state *st) {
    if (!st->started)
        return;
    int done = 0;
    if (st->globbing) {
        glob_t g;
        memset(&g, 0, sizeof g);
        if (glob(st->pat.s, 0, NULL, &g) == 0) {
            for (size_t i = 0; i < g.gl_pathc; i++)
                push_word(st, strdup(g.gl_pathv[i]));
            done = 1;
        }
        globfree(&g);
    }
    if (!done)
        push_word(st, strdup(st->lit.s ? st->lit.s : ""));
    st->lit.len = st->pat.len = 0;
    if (st->lit.s)
        st->lit.s[0] = st->pat.s[0] = 0;
    st->started = st->globbing = 0;
}

/* The text of an expansion: quoted, as it is; unquoted, split on IFS. */
static void add_value(struct state *st, const char *v, int quoted) {
    if (quoted) {
        st->started = 1;
        for (; *v; v++)
            add_char(st, *v, 1);
        return;
    }
    /* glibc: white space at either end of the value does not split it
     * from the text around it ("x${V}y" with V=" a b " is "xa", "by") */
    const char *end = v + strlen(v);
    while (*v && is_ifs(st, *v) && isspace((unsigned char)*v))
        v++;
    while (end > v && is_ifs(st, end[-1]) && isspace((unsigned char)end[-1]))
        end--;
    while (v < end) {
        if (!is_ifs(st, *v)) {
            add_char(st, *v++, 0);
            continue;
        }
        /* one delimiter: IFS white space around at most one other IFS
         * character, which ends a field even if empty ("a::b": a, "", b) */
        int hard = 0;
        while (v < end && is_ifs(st, *v) && isspace((unsigned char)*v))
            v++;
        if (v < end && is_ifs(st, *v) && !isspace((unsigned char)*v)) {
            hard = 1;
            v++;
            while (v < end && is_ifs(st, *v) && isspace((unsigned char)*v))
                v++;
        }
        if (hard)
            st->started = 1;
        end_field(st);
    }
}

static void expand_word_text(struct state *st, const char *s, size_t n, int quoted);

/* At '$' (st->p past it). */
static void dollar(struct state *st, int quoted) {
    const char *p = st->p;
    if (*p == '(') {
        st->err = p[1] == '(' ? WRDE_NOSYS : WRDE_CMDSUB;
        return;
    }
    char name[256];
    size_t k = 0;
    if (*p == '{') {
        p++;
        int length = 0;
        if (*p == '#' && p[1] != '}') {
            length = 1;
            p++;
        }
        while ((isalnum((unsigned char)*p) || *p == '_') && k < sizeof name - 1)
            name[k++] = *p++;
        name[k] = 0;
        if (k == 0) {
            st->err = WRDE_SYNTAX;
            return;
        }
        const char *v = getenv(name);
        const char *word = NULL;
        size_t wlen = 0;
        int op = 0;
        if (*p != '}') {
            int colon = *p == ':';
            if (colon)
                p++;
            if ((*p == '-' || *p == '+') && !length) {
                op = colon ? (*p == '-' ? 1 : 2) : (*p == '-' ? 3 : 4);
                p++;
                word = p;
                int depth = 0;
                while (*p && (*p != '}' || depth > 0)) {
                    if (*p == '{')
                        depth++;
                    else if (*p == '}')
                        depth--;
                    p++;
                }
                wlen = (size_t)(p - word);
            } else {
                st->err = *p ? WRDE_NOSYS : WRDE_SYNTAX;
                return;
            }
        }
        if (*p != '}') {
            st->err = WRDE_SYNTAX;
            return;
        }
        st->p = p + 1;
        int set = v != NULL, nonempty = v && *v;
        if (op == 1 || op == 3) { /* :- and - */
            if (!(op == 1 ? nonempty : set)) {
                expand_word_text(st, word, wlen, quoted);
                return;
            }
        } else if (op == 2 || op == 4) { /* :+ and + */
            if (op == 2 ? nonempty : set)
                expand_word_text(st, word, wlen, quoted);
            return;
        }
        if (!v && (st->flags & WRDE_UNDEF)) {
            st->err = WRDE_BADVAL;
            return;
        }
        if (length) {
            char num[24];
            int n = 0;
            size_t len = v ? strlen(v) : 0;
            do
                num[n++] = (char)('0' + len % 10);
            while ((len /= 10) > 0);
            char rev[24];
            for (int i = 0; i < n; i++)
                rev[i] = num[n - 1 - i];
            rev[n] = 0;
            add_value(st, rev, quoted);
            return;
        }
        add_value(st, v ? v : "", quoted);
        if (quoted)
            st->started = 1;
        return;
    }
    while ((isalnum((unsigned char)*p) || *p == '_') && k < sizeof name - 1) {
        name[k++] = *p++;
        if (k == 1 && isdigit((unsigned char)name[0]))
            break; /* a positional parameter is one digit */
    }
    name[k] = 0;
    if (k == 0) {
        add_char(st, '$', quoted); /* a lone '$' */
        return;
    }
    st->p = p;
    const char *v = isdigit((unsigned char)name[0]) ? NULL : getenv(name);
    if (!v && (st->flags & WRDE_UNDEF)) {
        st->err = WRDE_BADVAL;
        return;
    }
    add_value(st, v ? v : "", quoted);
}

/* Expands s[0..n) (a ${...} word) into the current field. */
static void expand_word_text(struct state *st, const char *s, size_t n, int quoted) {
    char *copy = strndup(s, n);
    if (!copy) {
        st->err = WRDE_NOSPACE;
        return;
    }
    const char *saved = st->p;
    st->p = copy;
    while (*st->p && !st->err) {
        char c = *st->p++;
        if (c == '$')
            dollar(st, quoted);
        else if (c == '\\' && *st->p)
            add_char(st, *st->p++, 1);
        else
            add_char(st, c, quoted);
    }
    st->p = saved;
    free(copy);
}

static void parse(struct state *st) {
    int at_word_start = 1;
    while (*st->p && !st->err) {
        char c = *st->p;
        if (strchr("\n|&;<>(){}", c)) {
            st->err = WRDE_BADCHAR;
            return;
        }
        if (c == ' ' || c == '\t') { /* words are split on blanks; IFS splits expansions */
            st->p++;
            end_field(st);
            at_word_start = 1;
            continue;
        }
        if (c == '~' && at_word_start) {
            const char *q = st->p + 1;
            while (*q && *q != '/' && *q != ' ' && *q != '\t')
                q++;
            size_t n = (size_t)(q - (st->p + 1));
            const char *home = NULL;
            if (n == 0)
                home = getenv("HOME");
            else {
                char user[256];
                if (n < sizeof user) {
                    memcpy(user, st->p + 1, n);
                    user[n] = 0;
                    struct passwd *pw = getpwnam(user);
                    home = pw ? pw->pw_dir : NULL;
                }
            }
            if (home) {
                add_value(st, home, 1);
                st->p = q;
                at_word_start = 0;
                continue;
            }
        }
        at_word_start = 0;
        st->p++;
        switch (c) {
        case '\\':
            if (!*st->p) {
                st->err = WRDE_SYNTAX;
                return;
            }
            add_char(st, *st->p++, 1);
            break;
        case '\'':
            st->started = 1;
            while (*st->p && *st->p != '\'')
                add_char(st, *st->p++, 1);
            if (!*st->p) {
                st->err = WRDE_SYNTAX;
                return;
            }
            st->p++;
            break;
        case '"':
            st->started = 1;
            while (*st->p && *st->p != '"' && !st->err) {
                char d = *st->p++;
                if (d == '\\' && strchr("$`\"\\\n", *st->p) && *st->p)
                    add_char(st, *st->p++, 1);
                else if (d == '$')
                    dollar(st, 1);
                else if (d == '`')
                    st->err = WRDE_CMDSUB;
                else
                    add_char(st, d, 1);
            }
            if (st->err)
                return;
            if (!*st->p) {
                st->err = WRDE_SYNTAX;
                return;
            }
            st->p++;
            break;
        case '$':
            dollar(st, 0);
            break;
        case '`':
            st->err = WRDE_CMDSUB;
            return;
        default:
            add_char(st, c, 0);
        }
    }
    if (!st->err)
        end_field(st);
}

void wordfree(wordexp_t *we) {
    if (!we->we_wordv)
        return;
    for (size_t i = we->we_offs; i < we->we_offs + we->we_wordc; i++)
        free(we->we_wordv[i]);
    free(we->we_wordv);
    we->we_wordv = NULL;
    we->we_wordc = 0;
}

int wordexp(const char *restrict words, wordexp_t *restrict we, int flags) {
    if (flags & WRDE_REUSE)
        wordfree(we);
    struct state st;
    memset(&st, 0, sizeof st);
    st.p = words;
    st.flags = flags;
    st.ifs = getenv("IFS");
    if (!st.ifs)
        st.ifs = " \t\n";
    parse(&st);
    free(st.lit.s);
    free(st.pat.s);
    if (!st.err) {
        int append = (flags & WRDE_APPEND) && we->we_wordv;
        size_t offs = append ? we->we_offs : (flags & WRDE_DOOFFS) ? we->we_offs : 0;
        size_t old = append ? we->we_wordc : 0;
        char **v = realloc(append ? we->we_wordv : NULL, (offs + old + st.nwords + 1) * sizeof *v);
        if (!v)
            st.err = WRDE_NOSPACE;
        else {
            if (!append)
                for (size_t i = 0; i < offs; i++)
                    v[i] = NULL;
            for (size_t i = 0; i < st.nwords; i++)
                v[offs + old + i] = st.words[i];
            v[offs + old + st.nwords] = NULL;
            we->we_wordv = v;
            we->we_wordc = old + st.nwords;
            we->we_offs = offs;
            free(st.words);
            return 0;
        }
    }
    for (size_t i = 0; i < st.nwords; i++)
        free(st.words[i]);
    free(st.words);
    return st.err;
}
