/* langinfo.c -- nl_langinfo and nl_langinfo_l: the C locale's strings, as
 * glibc gives them (its name for ASCII, "ANSI_X3.4-1968", as the codeset;
 * "UTF-8" while LC_CTYPE is C.UTF-8).
 * An unknown item gives "". */
#include <langinfo.h>
#include "mb.h"

static const char *const items[__DIVM_NL_ITEMS] = {
    [CODESET] = "ANSI_X3.4-1968",
    [D_T_FMT] = "%a %b %e %H:%M:%S %Y",
    [D_FMT] = "%m/%d/%y",
    [T_FMT] = "%H:%M:%S",
    [T_FMT_AMPM] = "%I:%M:%S %p",
    [AM_STR] = "AM",
    [PM_STR] = "PM",
    [DAY_1] = "Sunday", [DAY_2] = "Monday", [DAY_3] = "Tuesday", [DAY_4] = "Wednesday",
    [DAY_5] = "Thursday", [DAY_6] = "Friday", [DAY_7] = "Saturday",
    [ABDAY_1] = "Sun", [ABDAY_2] = "Mon", [ABDAY_3] = "Tue", [ABDAY_4] = "Wed",
    [ABDAY_5] = "Thu", [ABDAY_6] = "Fri", [ABDAY_7] = "Sat",
    [MON_1] = "January", [MON_2] = "February", [MON_3] = "March", [MON_4] = "April",
    [MON_5] = "May", [MON_6] = "June", [MON_7] = "July", [MON_8] = "August",
    [MON_9] = "September", [MON_10] = "October", [MON_11] = "November", [MON_12] = "December",
    [ABMON_1] = "Jan", [ABMON_2] = "Feb", [ABMON_3] = "Mar", [ABMON_4] = "Apr",
    [ABMON_5] = "May", [ABMON_6] = "Jun", [ABMON_7] = "Jul", [ABMON_8] = "Aug",
    [ABMON_9] = "Sep", [ABMON_10] = "Oct", [ABMON_11] = "Nov", [ABMON_12] = "Dec",
    [RADIXCHAR] = ".",
    [YESEXPR] = "^[yY]",
    [NOEXPR] = "^[nN]",
    [CRNCYSTR] = "-",
};

char *nl_langinfo(nl_item item) {
    if (item == CODESET && __divm_ctype_utf8)
        return (char *)"UTF-8";
    if (item < 0 || item >= __DIVM_NL_ITEMS || !items[item])
        return (char *)"";
    return (char *)items[item];
}

char *nl_langinfo_l(nl_item item, locale_t l) { return (void)l, nl_langinfo(item); }
