/* sysexits.h -- BSD's exit statuses for programs that report why they
 * failed (EX_USAGE for a bad command line, ...); the values are the
 * common ones of BSD and glibc. */
#ifndef _DIVM_SYSEXITS_H
#define _DIVM_SYSEXITS_H

#define EX_OK 0            /* success */
#define EX__BASE 64        /* the first failure status */
#define EX_USAGE 64        /* the command was used wrongly */
#define EX_DATAERR 65      /* the input data was wrong */
#define EX_NOINPUT 66      /* an input file cannot be opened */
#define EX_NOUSER 67       /* no such user */
#define EX_NOHOST 68       /* no such host */
#define EX_UNAVAILABLE 69  /* a service is unavailable */
#define EX_SOFTWARE 70     /* an internal software error */
#define EX_OSERR 71        /* an operating system error */
#define EX_OSFILE 72       /* a system file is missing or wrong */
#define EX_CANTCREAT 73    /* an output file cannot be created */
#define EX_IOERR 74        /* an input/output error */
#define EX_TEMPFAIL 75     /* a temporary failure: try again */
#define EX_PROTOCOL 76     /* a remote protocol error */
#define EX_NOPERM 77       /* permission denied */
#define EX_CONFIG 78       /* a configuration error */
#define EX__MAX 78         /* the last failure status */

#endif
