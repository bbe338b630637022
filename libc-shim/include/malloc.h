#ifndef _DIVM_MALLOC_H
#define _DIVM_MALLOC_H
#include <stdlib.h>
__DIVM_BEGIN_DECLS
size_t malloc_usable_size(void *p);
void *pvalloc(size_t size);
__DIVM_END_DECLS
#endif
