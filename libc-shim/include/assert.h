/* assert.h -- deliberately without an include guard: NDEBUG may change
 * between inclusions (C11 7.2). */
#include <bits/cdefs.h>

#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))
#endif

#ifndef _DIVM_ASSERT_DECL
#define _DIVM_ASSERT_DECL
__DIVM_BEGIN_DECLS
/* The runtime (DiOS) reports "assert: assertion failed: ..." at the caller. */
__divm_noreturn void __assert_fail(const char *__expr, const char *__file, unsigned int __line,
                                   const char *__func);
__DIVM_END_DECLS
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L && __STDC_VERSION__ < 202311L && !defined(__cplusplus)
#define static_assert _Static_assert
#endif
#endif
