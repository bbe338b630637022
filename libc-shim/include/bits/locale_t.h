/* The type of a locale object (POSIX.1-2008); only the C locale exists. */
#ifndef _DIVM_BITS_LOCALE_T_H
#define _DIVM_BITS_LOCALE_T_H
typedef struct __divm_locale *locale_t;
#endif
