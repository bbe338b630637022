/* netdb.c -- name resolution without a network or a hosts file: every
 * lookup fails, cleanly (EAI_FAIL, or NULL with h_errno HOST_NOT_FOUND),
 * so that a program reports the failure as it would offline. */
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>

int h_errno;

int getaddrinfo(const char *restrict node, const char *restrict service, const struct addrinfo *restrict hints,
                struct addrinfo **restrict res) {
    (void)hints;
    *res = NULL;
    return !node && !service ? EAI_NONAME : EAI_FAIL;
}

void freeaddrinfo(struct addrinfo *ai) {
    while (ai) {
        struct addrinfo *next = ai->ai_next;
        free(ai->ai_addr);
        free(ai->ai_canonname);
        free(ai);
        ai = next;
    }
}

/* glibc's messages. */
const char *gai_strerror(int err) {
    switch (err) {
    case EAI_BADFLAGS:
        return "Bad value for ai_flags";
    case EAI_NONAME:
        return "Name or service not known";
    case EAI_AGAIN:
        return "Temporary failure in name resolution";
    case EAI_FAIL:
        return "Non-recoverable failure in name resolution";
    case EAI_FAMILY:
        return "ai_family not supported";
    case EAI_SOCKTYPE:
        return "ai_socktype not supported";
    case EAI_SERVICE:
        return "Servname not supported for ai_socktype";
    case EAI_MEMORY:
        return "Memory allocation failure";
    case EAI_SYSTEM:
        return "System error";
    case EAI_OVERFLOW:
        return "Argument buffer overflow";
    default:
        return "Unknown error";
    }
}

int getnameinfo(const struct sockaddr *restrict sa, socklen_t salen, char *restrict host, socklen_t hostlen,
                char *restrict serv, socklen_t servlen, int flags) {
    (void)sa, (void)salen, (void)host, (void)hostlen, (void)serv, (void)servlen, (void)flags;
    return EAI_FAIL;
}

static struct hostent *no_host(void) {
    h_errno = HOST_NOT_FOUND;
    return NULL;
}

struct hostent *gethostbyname(const char *name) { return (void)name, no_host(); }
struct hostent *gethostbyaddr(const void *addr, socklen_t len, int type) { return (void)addr, (void)len, (void)type, no_host(); }
struct servent *getservbyname(const char *name, const char *proto) { return (void)name, (void)proto, NULL; }
struct servent *getservbyport(int port, const char *proto) { return (void)port, (void)proto, NULL; }
struct protoent *getprotobyname(const char *name) { return (void)name, NULL; }
struct protoent *getprotobynumber(int proto) { return (void)proto, NULL; }

const char *hstrerror(int err) {
    switch (err) {
    case HOST_NOT_FOUND:
        return "Unknown host";
    case TRY_AGAIN:
        return "Host name lookup failure";
    case NO_RECOVERY:
        return "Unknown server error";
    case NO_DATA:
        return "No address associated with name";
    default:
        return "Resolver internal error";
    }
}

void herror(const char *s) {
    if (s && *s)
        fprintf(stderr, "%s: %s\n", s, hstrerror(h_errno));
    else
        fprintf(stderr, "%s\n", hstrerror(h_errno));
}
