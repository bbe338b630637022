/* memory.h -- the old BSD name for string.h's memory functions. */
#ifndef _DIVM_MEMORY_H
#define _DIVM_MEMORY_H
#include <string.h>
#endif
