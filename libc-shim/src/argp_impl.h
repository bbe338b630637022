/* argp_impl.h -- what argp.c (parsing) takes from argp_help.c (help,
 * default options, the tree of argps). */
#ifndef DIVM_ARGP_IMPL_H
#define DIVM_ARGP_IMPL_H
#include <argp.h>

#define ARGP_MAX_NODES 32

/* One argp of the tree, in depth-first order: the root first. */
struct argp_node {
    const struct argp *argp;
    int parent;      /* index of the parent node, -1 for the root */
    int child_index; /* its index among the parent's children */
    int group;       /* the argp_child's group (0 for the root) */
    const char *header;
};

/* The tree below `root`: the number of nodes written to `out`. */
int __divm_argp_nodes(const struct argp *root, struct argp_node *out);

/* The root argp_parse works with: the program's argp, then the default
 * options (--help, --usage; not with ARGP_NO_HELP), then --version if the
 * program has a version. `kids` holds four children. */
void __divm_argp_wrap(const struct argp *user, unsigned flags, struct argp *root, struct argp_child *kids);

/* Whether an option entry is a group header or documentation only. */
int __divm_argp_is_header(const struct argp_option *o);

#endif
