/* Attribute shorthands for the headers. */
#ifndef _DIVM_BITS_CDEFS_H
#define _DIVM_BITS_CDEFS_H

#define __divm_noreturn __attribute__((__noreturn__))
#define __divm_printf(f, a) __attribute__((__format__(__printf__, f, a)))
#define __divm_scanf(f, a) __attribute__((__format__(__scanf__, f, a)))

#ifdef __cplusplus
#define __DIVM_BEGIN_DECLS extern "C" {
#define __DIVM_END_DECLS }
#else
#define __DIVM_BEGIN_DECLS
#define __DIVM_END_DECLS
#endif

#endif
