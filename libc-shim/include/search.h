/* search.h -- POSIX search tables: binary trees (tsearch), hash tables
 * (hsearch), linear search (lsearch) and queues (insque). */
#ifndef _DIVM_SEARCH_H
#define _DIVM_SEARCH_H
#include <bits/cdefs.h>
#define __need_size_t
#include <stddef.h>
__DIVM_BEGIN_DECLS

typedef enum { FIND, ENTER } ACTION;
typedef enum { preorder, postorder, endorder, leaf } VISIT;

typedef struct entry {
    char *key;
    void *data;
} ENTRY;

struct qelem {
    struct qelem *q_forw;
    struct qelem *q_back;
    char q_data[1];
};

/* The state of a reentrant hash table (GNU); zero it before hcreate_r. */
struct hsearch_data {
    struct __divm_hentry *table;
    unsigned int size;
    unsigned int filled;
};

typedef void (*__action_fn_t)(const void *node, VISIT which, int depth);
typedef void (*__free_fn_t)(void *node);

int hcreate(size_t nel);
void hdestroy(void);
ENTRY *hsearch(ENTRY item, ACTION action);
int hcreate_r(size_t nel, struct hsearch_data *htab);
void hdestroy_r(struct hsearch_data *htab);
int hsearch_r(ENTRY item, ACTION action, ENTRY **retval, struct hsearch_data *htab);

void insque(void *elem, void *pred);
void remque(void *elem);

void *lfind(const void *key, const void *base, size_t *nelp, size_t width, int (*compar)(const void *, const void *));
void *lsearch(const void *key, void *base, size_t *nelp, size_t width, int (*compar)(const void *, const void *));

void *tsearch(const void *key, void **rootp, int (*compar)(const void *, const void *));
void *tfind(const void *key, void *const *rootp, int (*compar)(const void *, const void *));
void *tdelete(const void *__restrict key, void **__restrict rootp, int (*compar)(const void *, const void *));
void twalk(const void *root, void (*action)(const void *node, VISIT which, int depth));
void tdestroy(void *root, void (*free_node)(void *key));

__DIVM_END_DECLS
#endif
