/* sys/cdefs.h -- the BSD/glibc declaration helpers some programs use. */
#ifndef _DIVM_SYS_CDEFS_H
#define _DIVM_SYS_CDEFS_H
#include <bits/cdefs.h>
#define __BEGIN_DECLS __DIVM_BEGIN_DECLS
#define __END_DECLS __DIVM_END_DECLS
#ifndef __THROW
#define __THROW
#endif
#define __P(args) args
#define __CONCAT(x, y) x##y
#define __STRING(x) #x
#define __attribute_pure__ __attribute__((__pure__))
#define __attribute_const__ __attribute__((__const__))
#define __attribute_unused__ __attribute__((__unused__))
#define __always_inline __inline __attribute__((__always_inline__))
#define __glibc_unlikely(c) __builtin_expect((c), 0)
#define __glibc_likely(c) __builtin_expect((c), 1)
#define __nonnull(params) __attribute__((__nonnull__ params))
#define __wur __attribute__((__warn_unused_result__))
#endif
