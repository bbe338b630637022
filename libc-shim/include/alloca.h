#ifndef _DIVM_ALLOCA_H
#define _DIVM_ALLOCA_H
#define __need_size_t
#include <stddef.h>
#undef alloca
#define alloca(size) __builtin_alloca(size)
#endif
