/* langinfo.h -- language information (POSIX nl_langinfo) for the one
 * locale there is, C. The item numbers are divm's own. */
#ifndef _DIVM_LANGINFO_H
#define _DIVM_LANGINFO_H
#include <bits/cdefs.h>
#include <bits/locale_t.h>
__DIVM_BEGIN_DECLS

#ifndef _DIVM_NL_ITEM
#define _DIVM_NL_ITEM
typedef int nl_item;
#endif

enum {
    CODESET,
    D_T_FMT,
    D_FMT,
    T_FMT,
    T_FMT_AMPM,
    AM_STR,
    PM_STR,
    DAY_1, DAY_2, DAY_3, DAY_4, DAY_5, DAY_6, DAY_7,
    ABDAY_1, ABDAY_2, ABDAY_3, ABDAY_4, ABDAY_5, ABDAY_6, ABDAY_7,
    MON_1, MON_2, MON_3, MON_4, MON_5, MON_6, MON_7, MON_8, MON_9, MON_10, MON_11, MON_12,
    ABMON_1, ABMON_2, ABMON_3, ABMON_4, ABMON_5, ABMON_6, ABMON_7, ABMON_8, ABMON_9, ABMON_10, ABMON_11, ABMON_12,
    ERA,
    ERA_D_FMT,
    ALT_DIGITS,
    ERA_D_T_FMT,
    ERA_T_FMT,
    RADIXCHAR,
    THOUSEP,
    YESEXPR,
    NOEXPR,
    CRNCYSTR,
    YESSTR, /* glibc, obsolete */
    NOSTR,  /* glibc, obsolete */
    __DIVM_NL_ITEMS
};
#define CODESET CODESET
#define D_T_FMT D_T_FMT
#define D_FMT D_FMT
#define T_FMT T_FMT
#define T_FMT_AMPM T_FMT_AMPM
#define AM_STR AM_STR
#define PM_STR PM_STR
#define ERA ERA
#define ERA_D_FMT ERA_D_FMT
#define ALT_DIGITS ALT_DIGITS
#define ERA_D_T_FMT ERA_D_T_FMT
#define ERA_T_FMT ERA_T_FMT
#define RADIXCHAR RADIXCHAR
#define THOUSEP THOUSEP
#define YESEXPR YESEXPR
#define NOEXPR NOEXPR
#define CRNCYSTR CRNCYSTR
#define DECIMAL_POINT RADIXCHAR /* glibc */
#define THOUSANDS_SEP THOUSEP   /* glibc */

char *nl_langinfo(nl_item item);
char *nl_langinfo_l(nl_item item, locale_t l);

__DIVM_END_DECLS
#endif
