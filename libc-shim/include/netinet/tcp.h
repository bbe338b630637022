/* netinet/tcp.h -- TCP socket options (POSIX: TCP_NODELAY; Linux's
 * values). divm's sockets are AF_UNIX ones (docs/libc.md), so these only
 * let a program that sets them compile. */
#ifndef _DIVM_NETINET_TCP_H
#define _DIVM_NETINET_TCP_H

#define TCP_NODELAY 1
#define TCP_MAXSEG 2
#define TCP_CORK 3
#define TCP_KEEPIDLE 4
#define TCP_KEEPINTVL 5
#define TCP_KEEPCNT 6

#endif
