/* arpa/inet.h -- byte order and the text forms of Internet addresses. */
#ifndef _DIVM_ARPA_INET_H
#define _DIVM_ARPA_INET_H
#include <bits/cdefs.h>
#include <netinet/in.h>
__DIVM_BEGIN_DECLS

in_addr_t inet_addr(const char *s);
int inet_aton(const char *s, struct in_addr *a);
char *inet_ntoa(struct in_addr a);
int inet_pton(int af, const char *__restrict src, void *__restrict dst);
const char *inet_ntop(int af, const void *__restrict src, char *__restrict dst, socklen_t size);

__DIVM_END_DECLS
#endif
