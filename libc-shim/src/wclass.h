/* wclass.h -- the character classes of bracket expressions ([:alpha:]
 * and the others), shared by fnmatch.c and regex.c; defined in wctype.c. */
#ifndef DIVM_WCLASS_H
#define DIVM_WCLASS_H
#include <stddef.h>

/* Whether c is in the class [:name:] (len bytes), through <wctype.h>'s
 * names; -1 if there is no such class. */
int __divm_class_member(const char *name, size_t len, int c);

#endif
