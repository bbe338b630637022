// Name resolution without a network: getaddrinfo fails with EAI_FAIL (EAI_NONAME with neither node nor service) and leaves no list, getnameinfo fails, gethostbyname finds nothing (h_errno HOST_NOT_FOUND), the getserv*/getproto* lookups find nothing, gai_strerror gives glibc's messages.
// EXPECT: safe
#include <assert.h>
#include <netdb.h>
#include <string.h>

int main(void) {
    struct addrinfo hints, *res = (struct addrinfo *)&hints;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    int r = getaddrinfo("localhost", "80", &hints, &res);
    assert(r == EAI_FAIL && res == NULL);
    assert(getaddrinfo(NULL, NULL, &hints, &res) == EAI_NONAME);
    assert(strcmp(gai_strerror(EAI_NONAME), "Name or service not known") == 0);
    freeaddrinfo(NULL);
    char host[NI_MAXHOST];
    struct sockaddr_in sin;
    memset(&sin, 0, sizeof sin);
    sin.sin_family = AF_INET;
    assert(getnameinfo((struct sockaddr *)&sin, sizeof sin, host, sizeof host, NULL, 0, NI_NUMERICHOST) != 0);
    assert(gethostbyname("example.org") == NULL && h_errno == HOST_NOT_FOUND);
    assert(getservbyname("http", "tcp") == NULL && getprotobyname("tcp") == NULL);
    return 0;
}
