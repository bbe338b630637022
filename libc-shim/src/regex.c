/* regex.c -- POSIX regular expressions (regcomp, regexec, regerror,
 * regfree): basic and extended syntax with glibc's GNU additions (\| \+ \?
 * in basic, back-references in both, \w \W \s \S \b \B \< \> \` \'). The
 * pattern is parsed into a tree, the tree compiled into a small program,
 * and regexec runs the program by backtracking from each start position in
 * turn: the first start with a match wins, and there the longest match
 * (POSIX's leftmost-longest); among equally long ones the first found,
 * trying the longer repetition and the left alternative first, gives the
 * subexpressions. Without back-references a visited set of (instruction,
 * position) pairs keeps the search linear in program times text. */
#include <ctype.h>
#include <limits.h>
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include <wctype.h>
#include "wclass.h"

/* ---- the tree ---- */

enum { N_EMPTY, N_CHAR, N_ANY, N_SET, N_BOL, N_EOL, N_ASSERT, N_CAT, N_ALT, N_GROUP, N_REPEAT, N_REF };
/* N_ASSERT kinds */
enum { A_WORDB, A_NWORDB, A_WBEG, A_WEND, A_BUFBEG, A_BUFEND };

struct node {
    int type;
    int a, b;        /* char / set / group / assert kind; repeat min and max (-1: none) */
    int left, right; /* children (node indexes) */
};

struct parser {
    const unsigned char *p;
    int cflags;
    int err;
    struct node *nodes;
    int nnodes, capnodes;
    unsigned char (*sets)[32];
    int nsets, capsets;
    int ngroups;  /* groups opened so far */
    int depth;    /* open groups */
    int has_refs; /* a back-reference was seen */
};

static int fold(int c, int cflags) { return (cflags & REG_ICASE) ? tolower(c) : c; }

static int new_node(struct parser *ps, int type, int a, int b, int left, int right) {
    if (ps->err)
        return -1;
    if (ps->nnodes == ps->capnodes) {
        int cap = ps->capnodes ? ps->capnodes * 2 : 16;
        struct node *n = realloc(ps->nodes, (size_t)cap * sizeof *n);
        if (!n) {
            ps->err = REG_ESPACE;
            return -1;
        }
        ps->nodes = n;
        ps->capnodes = cap;
    }
    struct node *n = &ps->nodes[ps->nnodes];
    n->type = type;
    n->a = a;
    n->b = b;
    n->left = left;
    n->right = right;
    return ps->nnodes++;
}

static int new_set(struct parser *ps) {
    if (ps->nsets == ps->capsets) {
        int cap = ps->capsets ? ps->capsets * 2 : 4;
        unsigned char (*s)[32] = realloc(ps->sets, (size_t)cap * 32);
        if (!s) {
            ps->err = REG_ESPACE;
            return -1;
        }
        ps->sets = s;
        ps->capsets = cap;
    }
    memset(ps->sets[ps->nsets], 0, 32);
    return ps->nsets++;
}

static int cat(struct parser *ps, int l, int r) {
    if (l < 0)
        return r;
    if (r < 0)
        return l;
    return new_node(ps, N_CAT, 0, 0, l, r);
}

static int is_ere(const struct parser *ps) { return (ps->cflags & REG_EXTENDED) != 0; }

/* ---- bracket expressions ---- */


static void set_add(unsigned char *set, int c) { set[c >> 3] |= (unsigned char)(1u << (c & 7)); }

/* One end of a range or a single element: a byte or [.c.] / [=c=]. Returns
 * the byte or -1 with ps->err set. */
static int bracket_char(struct parser *ps) {
    const unsigned char *p = ps->p;
    if (p[0] == '[' && (p[1] == '.' || p[1] == '=')) {
        unsigned char kind = p[1];
        const unsigned char *q = p + 2;
        while (*q && !(q[0] == kind && q[1] == ']'))
            q++;
        if (!*q) {
            ps->err = REG_EBRACK;
            return -1;
        }
        if (q - (p + 2) != 1) {
            ps->err = REG_ECOLLATE;
            return -1;
        }
        ps->p = q + 2;
        return p[2];
    }
    if (!*p) {
        ps->err = REG_EBRACK;
        return -1;
    }
    ps->p++;
    return *p;
}

/* Parses a bracket expression, ps->p just past '['. */
static int parse_bracket(struct parser *ps) {
    int s = new_set(ps);
    if (s < 0)
        return -1;
    unsigned char set[32];
    memset(set, 0, sizeof set);
    int neg = 0;
    if (*ps->p == '^') {
        neg = 1;
        ps->p++;
    }
    for (int first = 1;; first = 0) {
        const unsigned char *p = ps->p;
        if (!*p) {
            ps->err = REG_EBRACK;
            return -1;
        }
        if (*p == ']' && !first) {
            ps->p++;
            break;
        }
        if (p[0] == '[' && p[1] == ':') {
            const unsigned char *q = p + 2;
            while (*q && !(q[0] == ':' && q[1] == ']'))
                q++;
            if (!*q) {
                ps->err = REG_EBRACK;
                return -1;
            }
            size_t len = (size_t)(q - (p + 2));
            if (__divm_class_member((const char *)p + 2, len, 'a') < 0) {
                ps->err = REG_ECTYPE;
                return -1;
            }
            for (int c = 1; c < 256; c++)
                if (__divm_class_member((const char *)p + 2, len, c) > 0)
                    set_add(set, c);
            ps->p = q + 2;
            continue;
        }
        int lo = bracket_char(ps);
        if (lo < 0)
            return -1;
        int hi = lo;
        if (ps->p[0] == '-' && ps->p[1] && ps->p[1] != ']') {
            ps->p++;
            hi = bracket_char(ps);
            if (hi < 0)
                return -1;
            if (hi < lo) {
                ps->err = REG_ERANGE;
                return -1;
            }
        }
        for (int c = lo; c <= hi; c++)
            set_add(set, c);
    }
    if (ps->cflags & REG_ICASE)
        for (int c = 0; c < 256; c++)
            if (set[c >> 3] & (1u << (c & 7))) {
                set_add(set, tolower(c));
                set_add(set, toupper(c));
            }
    if (neg) {
        for (int i = 0; i < 32; i++)
            set[i] = (unsigned char)~set[i];
        set[0] &= (unsigned char)~1u; /* never NUL */
        if (ps->cflags & REG_NEWLINE)
            set['\n' >> 3] &= (unsigned char)~(1u << ('\n' & 7));
    }
    memcpy(ps->sets[s], set, 32);
    return new_node(ps, N_SET, s, 0, -1, -1);
}

/* ---- the parser ---- */

static int parse_alt(struct parser *ps);

/* Reads "m}", "m,}", "m,n}", ",n}" (ERE) or the same ending in "\}"
 * (BRE), ps->p just past the opening brace. */
static int parse_interval(struct parser *ps, int *min, int *max) {
    const unsigned char *p = ps->p;
    long lo = -1, hi;
    if (isdigit(*p)) {
        lo = 0;
        while (isdigit(*p)) {
            if (lo <= RE_DUP_MAX)
                lo = lo * 10 + (*p - '0');
            p++;
        }
    }
    hi = lo;
    if (*p == ',') {
        p++;
        hi = -1;
        if (isdigit(*p)) {
            hi = 0;
            while (isdigit(*p)) {
                if (hi <= RE_DUP_MAX)
                    hi = hi * 10 + (*p - '0');
                p++;
            }
        }
        if (lo < 0)
            lo = 0;
    }
    int closed = is_ere(ps) ? *p == '}' : (p[0] == '\\' && p[1] == '}');
    if (!closed) {
        /* runs to the end of the pattern: unmatched; else bad content */
        const unsigned char *q = p;
        while (*q && !(is_ere(ps) ? *q == '}' : (q[0] == '\\' && q[1] == '}')))
            q++;
        ps->err = *q ? REG_BADBR : REG_EBRACE;
        return -1;
    }
    if (lo < 0) {
        ps->err = REG_BADBR;
        return -1;
    }
    if (lo > RE_DUP_MAX || hi > RE_DUP_MAX) {
        ps->err = REG_ESIZE;
        return -1;
    }
    if (hi >= 0 && hi < lo) {
        ps->err = REG_BADBR;
        return -1;
    }
    ps->p = p + (is_ere(ps) ? 1 : 2);
    *min = (int)lo;
    *max = (int)hi;
    return 0;
}

/* Is the text at p the end of a BRE branch ('$' there is an anchor)? */
static int bre_branch_end(const unsigned char *p) { return !*p || (p[0] == '\\' && (p[1] == ')' || p[1] == '|')); }

static int escape(struct parser *ps, int c) {
    switch (c) {
    case 'w':
    case 'W': {
        int s = new_set(ps);
        if (s < 0)
            return -1;
        for (int ch = 1; ch < 256; ch++)
            if ((isalnum(ch) || ch == '_') == (c == 'w'))
                set_add(ps->sets[s], ch);
        return new_node(ps, N_SET, s, 0, -1, -1);
    }
    case 's':
    case 'S': {
        int s = new_set(ps);
        if (s < 0)
            return -1;
        for (int ch = 1; ch < 256; ch++)
            if ((isspace(ch) != 0) == (c == 's'))
                set_add(ps->sets[s], ch);
        return new_node(ps, N_SET, s, 0, -1, -1);
    }
    case 'b':
        return new_node(ps, N_ASSERT, A_WORDB, 0, -1, -1);
    case 'B':
        return new_node(ps, N_ASSERT, A_NWORDB, 0, -1, -1);
    case '<':
        return new_node(ps, N_ASSERT, A_WBEG, 0, -1, -1);
    case '>':
        return new_node(ps, N_ASSERT, A_WEND, 0, -1, -1);
    case '`':
        return new_node(ps, N_ASSERT, A_BUFBEG, 0, -1, -1);
    case '\'':
        return new_node(ps, N_ASSERT, A_BUFEND, 0, -1, -1);
    }
    if (c >= '1' && c <= '9') {
        if (c - '0' > ps->ngroups) {
            ps->err = REG_ESUBREG;
            return -1;
        }
        ps->has_refs = 1;
        return new_node(ps, N_REF, c - '0', 0, -1, -1);
    }
    return new_node(ps, N_CHAR, fold(c, ps->cflags), 0, -1, -1);
}

/* Parses one atom; branch_start: it begins a branch (the pattern, after
 * an open group or an alternation), where a BRE's '*' is an ordinary
 * character and its '^' an anchor. *repeatable is 0 for ERE anchors, which
 * a repetition may not follow. */
static int parse_atom(struct parser *ps, int branch_start, int *repeatable) {
    const unsigned char *p = ps->p;
    int c = *p;
    *repeatable = 1;
    if (is_ere(ps)) {
        switch (c) {
        case '*':
        case '+':
        case '?':
        case '{':
            ps->err = REG_BADRPT;
            return -1;
        case '(': {
            ps->p++;
            int g = ++ps->ngroups;
            ps->depth++;
            int inner = parse_alt(ps);
            if (ps->err)
                return -1;
            if (*ps->p != ')') {
                ps->err = REG_EPAREN;
                return -1;
            }
            ps->p++;
            ps->depth--;
            return new_node(ps, N_GROUP, g, 0, inner, -1);
        }
        case '^':
            ps->p++;
            *repeatable = 0;
            return new_node(ps, N_BOL, 0, 0, -1, -1);
        case '$':
            ps->p++;
            *repeatable = 0;
            return new_node(ps, N_EOL, 0, 0, -1, -1);
        }
    } else {
        if (c == '*' && branch_start) {
            ps->p++;
            return new_node(ps, N_CHAR, '*', 0, -1, -1);
        }
        if (c == '^' && branch_start) {
            ps->p++;
            *repeatable = 0;
            return new_node(ps, N_BOL, 0, 0, -1, -1);
        }
        if (c == '$' && bre_branch_end(p + 1)) {
            ps->p++;
            *repeatable = 0;
            return new_node(ps, N_EOL, 0, 0, -1, -1);
        }
        if (c == '\\' && p[1] == '(') {
            ps->p += 2;
            int g = ++ps->ngroups;
            ps->depth++;
            int inner = parse_alt(ps);
            if (ps->err)
                return -1;
            if (!(ps->p[0] == '\\' && ps->p[1] == ')')) {
                ps->err = REG_EPAREN;
                return -1;
            }
            ps->p += 2;
            ps->depth--;
            return new_node(ps, N_GROUP, g, 0, inner, -1);
        }
        if (c == '\\' && p[1] == '{') {
            ps->err = REG_BADRPT;
            return -1;
        }
        if (c == '\\' && p[1] == ')') {
            ps->err = REG_EPAREN;
            return -1;
        }
    }
    switch (c) {
    case '.':
        ps->p++;
        return new_node(ps, N_ANY, 0, 0, -1, -1);
    case '[':
        ps->p++;
        return parse_bracket(ps);
    case '\\':
        if (!p[1]) {
            ps->err = REG_EESCAPE;
            return -1;
        }
        ps->p += 2;
        return escape(ps, p[1]);
    }
    ps->p++;
    return new_node(ps, N_CHAR, fold(c, ps->cflags), 0, -1, -1);
}

/* Is a repetition operator next? Sets its bounds and consumes it. */
static int repetition(struct parser *ps, int *min, int *max) {
    const unsigned char *p = ps->p;
    if (*p == '*') {
        ps->p++;
        *min = 0;
        *max = -1;
        return 1;
    }
    if (is_ere(ps)) {
        if (*p == '+' || *p == '?') {
            ps->p++;
            *min = *p == '+';
            *max = *p == '+' ? -1 : 1;
            return 1;
        }
        if (*p == '{') {
            ps->p++;
            return parse_interval(ps, min, max) == 0 ? 1 : -1;
        }
        return 0;
    }
    if (p[0] == '\\' && (p[1] == '+' || p[1] == '?')) {
        ps->p += 2;
        *min = p[1] == '+';
        *max = p[1] == '+' ? -1 : 1;
        return 1;
    }
    if (p[0] == '\\' && p[1] == '{') {
        ps->p += 2;
        return parse_interval(ps, min, max) == 0 ? 1 : -1;
    }
    return 0;
}

static int branch_end(const struct parser *ps) {
    const unsigned char *p = ps->p;
    if (!*p)
        return 1;
    if (is_ere(ps))
        return *p == '|' || (*p == ')' && ps->depth > 0);
    return p[0] == '\\' && (p[1] == '|' || (p[1] == ')' && ps->depth > 0));
}

static int parse_branch(struct parser *ps) {
    int seq = -1;
    int start = 1;
    while (!ps->err && !branch_end(ps)) {
        int repeatable;
        int atom = parse_atom(ps, start, &repeatable);
        if (ps->err)
            return -1;
        /* in BRE a star right after a leading '^' is literal too */
        start = !is_ere(ps) && ps->nodes[atom].type == N_BOL;
        int min, max, r, reps = 0;
        while ((is_ere(ps) || repeatable) && (r = repetition(ps, &min, &max)) != 0) {
            if (r < 0)
                return -1;
            if (!is_ere(ps) && reps > 0) {
                ps->err = REG_BADRPT;
                return -1;
            }
            if (is_ere(ps) && !repeatable) {
                ps->err = REG_BADRPT;
                return -1;
            }
            atom = new_node(ps, N_REPEAT, min, max, atom, -1);
            reps++;
        }
        seq = cat(ps, seq, atom);
    }
    if (seq < 0)
        seq = new_node(ps, N_EMPTY, 0, 0, -1, -1);
    return seq;
}

static int parse_alt(struct parser *ps) {
    int left = parse_branch(ps);
    while (!ps->err) {
        const unsigned char *p = ps->p;
        if (is_ere(ps) && *p == '|')
            ps->p++;
        else if (!is_ere(ps) && p[0] == '\\' && p[1] == '|')
            ps->p += 2;
        else
            break;
        int right = parse_branch(ps);
        left = new_node(ps, N_ALT, 0, 0, left, right);
    }
    return left;
}

/* ---- the program ---- */

enum { I_CHR, I_ANY, I_SET, I_BOL, I_EOL, I_ASSERT, I_SPLIT, I_JMP, I_SAVE, I_MARK, I_FLAG, I_LOOP, I_REF, I_MATCH };

struct inst {
    unsigned char op;
    int x, y;
};

struct prog {
    struct inst *code;
    int len, cap;
    unsigned char (*sets)[32];
    int nloops; /* loop registers */
    int nsub;
    int has_refs;
    int cflags;
};

#define MAX_PROG (1 << 22)

static int emit(struct prog *pg, int op, int x, int y) {
    if (pg->len == pg->cap) {
        if (pg->cap >= MAX_PROG)
            return -1;
        int cap = pg->cap ? pg->cap * 2 : 32;
        struct inst *c = realloc(pg->code, (size_t)cap * sizeof *c);
        if (!c)
            return -1;
        pg->code = c;
        pg->cap = cap;
    }
    pg->code[pg->len].op = (unsigned char)op;
    pg->code[pg->len].x = x;
    pg->code[pg->len].y = y;
    return pg->len++;
}

static int gen(struct prog *pg, const struct node *nodes, int n) {
    const struct node *nd = &nodes[n];
    switch (nd->type) {
    case N_EMPTY:
        return 0;
    case N_CHAR:
        return emit(pg, I_CHR, nd->a, 0) < 0 ? -1 : 0;
    case N_ANY:
        return emit(pg, I_ANY, 0, 0) < 0 ? -1 : 0;
    case N_SET:
        return emit(pg, I_SET, nd->a, 0) < 0 ? -1 : 0;
    case N_BOL:
        return emit(pg, I_BOL, 0, 0) < 0 ? -1 : 0;
    case N_EOL:
        return emit(pg, I_EOL, 0, 0) < 0 ? -1 : 0;
    case N_ASSERT:
        return emit(pg, I_ASSERT, nd->a, 0) < 0 ? -1 : 0;
    case N_REF:
        return emit(pg, I_REF, nd->a, 0) < 0 ? -1 : 0;
    case N_CAT:
        return gen(pg, nodes, nd->left) < 0 ? -1 : gen(pg, nodes, nd->right);
    case N_ALT: {
        int split = emit(pg, I_SPLIT, 0, 0);
        if (split < 0 || gen(pg, nodes, nd->left) < 0)
            return -1;
        int jmp = emit(pg, I_JMP, 0, 0);
        if (jmp < 0)
            return -1;
        pg->code[split].x = split + 1;
        pg->code[split].y = pg->len;
        if (gen(pg, nodes, nd->right) < 0)
            return -1;
        pg->code[jmp].x = pg->len;
        return 0;
    }
    case N_GROUP:
        if (emit(pg, I_SAVE, 2 * nd->a, 0) < 0 || gen(pg, nodes, nd->left) < 0)
            return -1;
        return emit(pg, I_SAVE, 2 * nd->a + 1, 0) < 0 ? -1 : 0;
    case N_REPEAT: {
        for (int i = 0; i < nd->a; i++)
            if (gen(pg, nodes, nd->left) < 0)
                return -1;
        /* An iteration that matches the empty string ends the repetition,
         * and is allowed only as its first (glibc: "(a*)*" on "b" gives
         * \1 = (0,0), "(a*)+" on "aa" gives (0,2)). */
        if (nd->b < 0) {
            /* [flag f 1;] L: split body, out; body: mark r; e; loop r, L;
             * out: -- loop goes back to L if e consumed something, else
             * falls through if flag f (first iteration) is set, else fails */
            int r = pg->nloops;
            pg->nloops += 2;
            if (nd->a == 0 && emit(pg, I_FLAG, r + 1, 1) < 0)
                return -1;
            if (nd->a > 0 && emit(pg, I_FLAG, r + 1, 0) < 0)
                return -1;
            int split = emit(pg, I_SPLIT, 0, 0);
            if (split < 0 || emit(pg, I_MARK, r, 0) < 0 || gen(pg, nodes, nd->left) < 0 || emit(pg, I_LOOP, r, split) < 0)
                return -1;
            pg->code[split].x = split + 1;
            pg->code[split].y = pg->len;
            return 0;
        }
        /* up to max - min optional copies, each one skipping to the end:
         * split e1, out; e1: e; split e2, out; e2: e; ... out: (an empty
         * copy is no end here: glibc gives "(a*){0,3}" on "aa" \1 = (2,2)) */
        int first = pg->len, nsplits = nd->b - nd->a;
        for (int i = 0; i < nsplits; i++)
            if (emit(pg, I_SPLIT, 0, -1) < 0 || gen(pg, nodes, nd->left) < 0)
                return -1;
        for (int i = first; i < pg->len; i++)
            if (pg->code[i].op == I_SPLIT && pg->code[i].y == -1) {
                pg->code[i].x = i + 1;
                pg->code[i].y = pg->len;
            }
        return 0;
    }
    }
    return -1;
}

int regcomp(regex_t *restrict preg, const char *restrict pattern, int cflags) {
    struct parser ps;
    memset(&ps, 0, sizeof ps);
    ps.p = (const unsigned char *)pattern;
    ps.cflags = cflags;
    int root = parse_alt(&ps);
    if (!ps.err && *ps.p) /* cannot happen: an unmatched ')' is ordinary, "\)" an error */
        ps.err = REG_EPAREN;
    struct prog *pg = NULL;
    if (!ps.err) {
        pg = calloc(1, sizeof *pg);
        if (!pg)
            ps.err = REG_ESPACE;
    }
    if (!ps.err) {
        pg->nsub = ps.ngroups;
        pg->has_refs = ps.has_refs;
        pg->cflags = cflags;
        if (gen(pg, ps.nodes, root) < 0 || emit(pg, I_MATCH, 0, 0) < 0)
            ps.err = REG_ESPACE;
    }
    free(ps.nodes);
    if (ps.err) {
        free(ps.sets);
        if (pg)
            free(pg->code);
        free(pg);
        return ps.err;
    }
    pg->sets = ps.sets;
    preg->__prog = pg;
    preg->re_nsub = (size_t)ps.ngroups;
    preg->__cflags = cflags;
    return 0;
}

void regfree(regex_t *preg) {
    struct prog *pg = preg->__prog;
    if (pg) {
        free(pg->code);
        free(pg->sets);
        free(pg);
    }
    preg->__prog = NULL;
}

/* ---- matching ---- */

struct frame {
    int pc;  /* >= 0: resume at pc, pos; < 0: restore register -pc-1 to pos */
    int pos;
};

struct matcher {
    const struct prog *pg;
    const unsigned char *s;
    int begin, end; /* the text is s[begin, end) */
    int eflags;
    int *regs; /* captures then loop registers */
    int *best;
    int best_end;
    struct frame *stack;
    int sp, cap;
    unsigned char *seen;
    size_t seen_stride;
};

static int push(struct matcher *m, int pc, int pos) {
    if (m->sp == m->cap) {
        int cap = m->cap ? m->cap * 2 : 64;
        struct frame *f = realloc(m->stack, (size_t)cap * sizeof *f);
        if (!f)
            return -1;
        m->stack = f;
        m->cap = cap;
    }
    m->stack[m->sp].pc = pc;
    m->stack[m->sp].pos = pos;
    m->sp++;
    return 0;
}

static int word_at(const struct matcher *m, int pos) {
    if (pos < m->begin || pos >= m->end)
        return 0;
    int c = m->s[pos];
    return isalnum(c) || c == '_';
}

static int assertion(const struct matcher *m, int kind, int pos) {
    int before = word_at(m, pos - 1), after = word_at(m, pos);
    switch (kind) {
    case A_WORDB:
        return before != after;
    case A_NWORDB:
        return before == after;
    case A_WBEG:
        return !before && after;
    case A_WEND:
        return before && !after;
    case A_BUFBEG:
        return pos == m->begin;
    case A_BUFEND:
        return pos == m->end;
    }
    return 0;
}

/* Runs the program from text position start. Returns 1 if it matched (the
 * longest match's registers in m->best), 0 if not, -1 out of memory. */
static int run(struct matcher *m, int start) {
    const struct prog *pg = m->pg;
    int nregs = 2 * (pg->nsub + 1) + pg->nloops;
    int icase = (pg->cflags & REG_ICASE) != 0, nl = (pg->cflags & REG_NEWLINE) != 0;
    for (int i = 0; i < nregs; i++)
        m->regs[i] = -1;
    m->best_end = -1;
    m->sp = 0;
    /* m->seen is kept from the earlier starts: none of them matched, so no
     * state they visited leads to a match */
    m->regs[0] = start;
    if (push(m, 0, start) < 0)
        return -1;
    while (m->sp > 0) {
        struct frame f = m->stack[--m->sp];
        if (f.pc < 0) {
            m->regs[-f.pc - 1] = f.pos;
            continue;
        }
        int pc = f.pc, pos = f.pos;
        for (;;) {
            if (m->seen) {
                size_t bit = (size_t)pc * m->seen_stride * 8 + (size_t)(pos - m->begin);
                if (m->seen[bit >> 3] & (1u << (bit & 7)))
                    break;
                m->seen[bit >> 3] |= (unsigned char)(1u << (bit & 7));
            }
            const struct inst *in = &pg->code[pc];
            int ok = 1;
            switch (in->op) {
            case I_CHR:
                ok = pos < m->end && (icase ? tolower(m->s[pos]) : m->s[pos]) == in->x;
                pc++;
                pos++;
                break;
            case I_ANY:
                ok = pos < m->end && !(nl && m->s[pos] == '\n') && m->s[pos] != 0;
                pc++;
                pos++;
                break;
            case I_SET: {
                int c = pos < m->end ? m->s[pos] : -1;
                ok = c >= 0 && (pg->sets[in->x][c >> 3] & (1u << (c & 7)));
                pc++;
                pos++;
                break;
            }
            case I_BOL:
                ok = (pos == m->begin && !(m->eflags & REG_NOTBOL)) || (nl && pos > m->begin && m->s[pos - 1] == '\n');
                pc++;
                break;
            case I_EOL:
                ok = (pos == m->end && !(m->eflags & REG_NOTEOL)) || (nl && pos < m->end && m->s[pos] == '\n');
                pc++;
                break;
            case I_ASSERT:
                ok = assertion(m, in->x, pos);
                pc++;
                break;
            case I_SPLIT:
                if (push(m, in->y, pos) < 0)
                    return -1;
                pc = in->x;
                break;
            case I_JMP:
                pc = in->x;
                break;
            case I_SAVE:
            case I_MARK:
            case I_FLAG: {
                int r = in->op == I_SAVE ? in->x : 2 * (pg->nsub + 1) + in->x;
                if (push(m, -r - 1, m->regs[r]) < 0)
                    return -1;
                m->regs[r] = in->op == I_FLAG ? in->y : pos;
                pc++;
                break;
            }
            case I_LOOP: {
                int r = 2 * (pg->nsub + 1) + in->x;
                if (m->regs[r] != pos) {
                    if (push(m, -(r + 1) - 1, m->regs[r + 1]) < 0)
                        return -1;
                    m->regs[r + 1] = 0;
                    pc = in->y;
                } else {
                    ok = m->regs[r + 1] == 1;
                    pc++;
                }
                break;
            }
            case I_REF: {
                int so = m->regs[2 * in->x], eo = m->regs[2 * in->x + 1];
                ok = so >= 0 && eo >= so && eo - so <= m->end - pos;
                for (int i = 0; ok && i < eo - so; i++) {
                    int a = m->s[so + i], b = m->s[pos + i];
                    ok = icase ? tolower(a) == tolower(b) : a == b;
                }
                if (ok)
                    pos += eo - so;
                pc++;
                break;
            }
            case I_MATCH:
                if (pos > m->best_end) {
                    m->best_end = pos;
                    memcpy(m->best, m->regs, 2 * (size_t)(pg->nsub + 1) * sizeof(int));
                    m->best[1] = pos;
                }
                if (pos == m->end)
                    return 1; /* nothing can be longer */
                ok = 0;
                break;
            }
            if (!ok)
                break;
        }
    }
    return m->best_end >= 0;
}

int regexec(const regex_t *restrict preg, const char *restrict string, size_t nmatch, regmatch_t pmatch[restrict],
            int eflags) {
    const struct prog *pg = preg->__prog;
    if (!pg)
        return REG_BADPAT;
    if (pg->cflags & REG_NOSUB)
        nmatch = 0;
    struct matcher m;
    memset(&m, 0, sizeof m);
    m.pg = pg;
    m.s = (const unsigned char *)string;
    m.eflags = eflags;
    int from = 0;
    if (eflags & REG_STARTEND) {
        /* glibc: the text is string[0, rm_eo), searched from rm_so on */
        from = pmatch[0].rm_so;
        m.end = pmatch[0].rm_eo;
    } else {
        size_t n = strlen(string);
        if (n > INT_MAX / 2)
            return REG_ESPACE;
        m.end = (int)n;
    }
    int nregs = 2 * (pg->nsub + 1) + pg->nloops;
    m.regs = malloc((size_t)nregs * sizeof(int));
    m.best = malloc(2 * (size_t)(pg->nsub + 1) * sizeof(int));
    if (!m.regs || !m.best) {
        free(m.regs);
        free(m.best);
        return REG_ESPACE;
    }
    if (!pg->has_refs) {
        m.seen_stride = (size_t)(m.end - m.begin + 1 + 7) / 8;
        if (m.seen_stride * (size_t)pg->len <= ((size_t)1 << 24))
            m.seen = calloc(m.seen_stride, (size_t)pg->len);
    }
    int r = 0;
    for (int start = from; start <= m.end; start++) {
        r = run(&m, start);
        if (r != 0)
            break;
        /* a pattern anchored at its start (no REG_NEWLINE) can only match
         * at the beginning */
        if (pg->code[0].op == I_BOL && !(pg->cflags & REG_NEWLINE))
            break;
    }
    if (r > 0)
        for (size_t i = 0; i < nmatch; i++) {
            if (i <= (size_t)pg->nsub && m.best[2 * i] >= 0 && m.best[2 * i + 1] >= 0) {
                pmatch[i].rm_so = m.best[2 * i];
                pmatch[i].rm_eo = m.best[2 * i + 1];
            } else {
                pmatch[i].rm_so = -1;
                pmatch[i].rm_eo = -1;
            }
        }
    free(m.regs);
    free(m.best);
    free(m.stack);
    free(m.seen);
    return r > 0 ? 0 : r < 0 ? REG_ESPACE : REG_NOMATCH;
}

size_t regerror(int errcode, const regex_t *restrict preg, char *restrict errbuf, size_t errbuf_size) {
    static const char *const messages[] = {
        "Success",
        "No match",
        "Invalid regular expression",
        "Invalid collation character",
        "Invalid character class name",
        "Trailing backslash",
        "Invalid back reference",
        "Unmatched [, [^, [:, [., or [=",
        "Unmatched ( or \\(",
        "Unmatched \\{",
        "Invalid content of \\{\\}",
        "Invalid range end",
        "Memory exhausted",
        "Invalid preceding regular expression",
        "Premature end of regular expression",
        "Regular expression too big",
        "Unmatched ) or \\)",
    };
    (void)preg;
    const char *msg = errcode >= 0 && (size_t)errcode < sizeof messages / sizeof messages[0] ? messages[errcode]
                                                                                           : "Unknown error";
    size_t len = strlen(msg) + 1;
    if (errbuf_size > 0) {
        size_t n = len < errbuf_size ? len - 1 : errbuf_size - 1;
        memcpy(errbuf, msg, n);
        errbuf[n] = 0;
    }
    return len;
}
