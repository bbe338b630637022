/* search.c -- <search.h>: binary search trees (an unbalanced tree: POSIX
 * fixes what the calls return, not the tree's shape), hash tables with
 * linear probing (glibc's sizes and limits, so a full table fails at the
 * same insertion), linear search and doubly linked queues. */
#include <errno.h>
#include <search.h>
#include <stdlib.h>
#include <string.h>

/* ---- trees ---- */

/* The key comes first: a node pointer returned to the caller is a pointer
 * to a pointer to the key, as POSIX requires. */
struct tnode {
    const void *key;
    struct tnode *left, *right;
};

typedef int (*cmp_fn)(const void *, const void *);

/* The link that holds key's node, or the empty link where it belongs. */
static struct tnode **tlink(const void *key, struct tnode **link, cmp_fn cmp, struct tnode ***parent) {
    if (parent)
        *parent = NULL;
    while (*link) {
        int c = cmp(key, (*link)->key);
        if (c == 0)
            break;
        if (parent)
            *parent = link;
        link = c < 0 ? &(*link)->left : &(*link)->right;
    }
    return link;
}

void *tsearch(const void *key, void **rootp, int (*compar)(const void *, const void *)) {
    if (!rootp)
        return NULL;
    struct tnode **link = tlink(key, (struct tnode **)rootp, compar, NULL);
    if (!*link) {
        struct tnode *n = malloc(sizeof *n);
        if (!n)
            return NULL;
        n->key = key;
        n->left = n->right = NULL;
        *link = n;
    }
    return *link;
}

void *tfind(const void *key, void *const *rootp, int (*compar)(const void *, const void *)) {
    if (!rootp)
        return NULL;
    return *tlink(key, (struct tnode **)rootp, compar, NULL);
}

void *tdelete(const void *restrict key, void **restrict rootp, int (*compar)(const void *, const void *)) {
    if (!rootp || !*rootp)
        return NULL;
    struct tnode **parent;
    struct tnode **link = tlink(key, (struct tnode **)rootp, compar, &parent);
    struct tnode *n = *link;
    if (!n)
        return NULL;
    if (!n->left) {
        *link = n->right;
    } else if (!n->right) {
        *link = n->left;
    } else {
        /* Two children: the in-order successor's node takes n's place, so
         * every other node (and pointer to it) stays as it was. */
        struct tnode **s = &n->right;
        while ((*s)->left)
            s = &(*s)->left;
        struct tnode *succ = *s;
        *s = succ->right;
        succ->left = n->left;
        succ->right = n->right;
        *link = succ;
    }
    free(n);
    /* The parent's node; for the root, some other non-null pointer. */
    return parent ? (void *)*parent : (void *)rootp;
}

static void walk(const struct tnode *n, void (*action)(const void *, VISIT, int), int depth) {
    if (!n->left && !n->right) {
        action(n, leaf, depth);
        return;
    }
    action(n, preorder, depth);
    if (n->left)
        walk(n->left, action, depth + 1);
    action(n, postorder, depth);
    if (n->right)
        walk(n->right, action, depth + 1);
    action(n, endorder, depth);
}

void twalk(const void *root, void (*action)(const void *node, VISIT which, int depth)) {
    if (root && action)
        walk(root, action, 0);
}

void tdestroy(void *root, void (*free_node)(void *key)) {
    struct tnode *n = root;
    if (!n)
        return;
    tdestroy(n->left, free_node);
    tdestroy(n->right, free_node);
    free_node((void *)n->key);
    free(n);
}

/* ---- hash tables ---- */

struct __divm_hentry {
    unsigned used; /* the hash + 1, or 0 for an empty slot */
    ENTRY entry;
};

static int is_prime(size_t n) {
    for (size_t d = 3; d * d <= n; d += 2)
        if (n % d == 0)
            return 0;
    return 1;
}

int hcreate_r(size_t nel, struct hsearch_data *htab) {
    if (!htab) {
        errno = EINVAL;
        return 0;
    }
    if (htab->table)
        return 0; /* already made */
    /* glibc's size: at least 3, the next odd prime */
    if (nel < 3)
        nel = 3;
    nel |= 1;
    while (!is_prime(nel))
        nel += 2;
    if (nel > 0xffffffffu) {
        errno = ENOMEM;
        return 0;
    }
    htab->table = calloc(nel, sizeof *htab->table);
    if (!htab->table) {
        errno = ENOMEM;
        return 0;
    }
    htab->size = (unsigned)nel;
    htab->filled = 0;
    return 1;
}

void hdestroy_r(struct hsearch_data *htab) {
    if (!htab) {
        errno = EINVAL;
        return;
    }
    free(htab->table);
    htab->table = NULL;
    htab->size = htab->filled = 0;
}

int hsearch_r(ENTRY item, ACTION action, ENTRY **retval, struct hsearch_data *htab) {
    if (!htab->table) {
        errno = ESRCH;
        *retval = NULL;
        return 0;
    }
    unsigned h = 5381; /* any string hash will do */
    for (const unsigned char *p = (const unsigned char *)item.key; *p; p++)
        h = h * 33 + *p;
    unsigned mark = h == 0xffffffffu ? 1 : h + 1;
    unsigned i = h % htab->size;
    for (unsigned k = 0; k < htab->size; k++, i = (i + 1) % htab->size) {
        struct __divm_hentry *e = &htab->table[i];
        if (!e->used)
            break;
        if (e->used == mark && strcmp(e->entry.key, item.key) == 0) {
            *retval = &e->entry;
            return 1;
        }
    }
    if (action == ENTER) {
        if (htab->filled == htab->size) {
            errno = ENOMEM;
            *retval = NULL;
            return 0;
        }
        struct __divm_hentry *e = &htab->table[i];
        e->used = mark;
        e->entry = item;
        htab->filled++;
        *retval = &e->entry;
        return 1;
    }
    errno = ESRCH;
    *retval = NULL;
    return 0;
}

static struct hsearch_data the_table;

int hcreate(size_t nel) { return hcreate_r(nel, &the_table); }
void hdestroy(void) { hdestroy_r(&the_table); }

ENTRY *hsearch(ENTRY item, ACTION action) {
    ENTRY *r;
    hsearch_r(item, action, &r, &the_table);
    return r;
}

/* ---- linear search ---- */

void *lfind(const void *key, const void *base, size_t *nelp, size_t width, int (*compar)(const void *, const void *)) {
    const char *p = base;
    for (size_t i = 0; i < *nelp; i++, p += width)
        if (compar(key, p) == 0)
            return (void *)p;
    return NULL;
}

void *lsearch(const void *key, void *base, size_t *nelp, size_t width, int (*compar)(const void *, const void *)) {
    void *found = lfind(key, base, nelp, width, compar);
    if (found)
        return found;
    char *end = (char *)base + *nelp * width;
    memcpy(end, key, width);
    ++*nelp;
    return end;
}

/* ---- queues ---- */

void insque(void *elem, void *pred) {
    struct qelem *e = elem, *p = pred;
    if (!p) {
        e->q_forw = e->q_back = NULL;
        return;
    }
    e->q_forw = p->q_forw;
    e->q_back = p;
    if (p->q_forw)
        p->q_forw->q_back = e;
    p->q_forw = e;
}

void remque(void *elem) {
    struct qelem *e = elem;
    if (e->q_forw)
        e->q_forw->q_back = e->q_back;
    if (e->q_back)
        e->q_back->q_forw = e->q_forw;
}
