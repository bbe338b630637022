/* tz.h -- the local time zone (tzset.c) for timefmt.c. */
#ifndef DIVM_LIBC_TZ_H
#define DIVM_LIBC_TZ_H

/* Whether daylight time is in force at t (seconds since the epoch), by
 * the zone tzset read last. */
int __divm_tz_is_dst(long long t);
/* The zone's offset west of UTC in seconds, standard or daylight time. */
long __divm_tz_west(int dst);

#endif
