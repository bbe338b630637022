/* sys/socket.h -- AF_UNIX sockets over DiOS (dios/socket.c): socketpair,
 * socket, bind, listen, accept, connect and the transfer calls, sendmsg and
 * recvmsg (dios/uio.c: no ancillary data). Other families fail with
 * EAFNOSUPPORT. Constants and layouts are glibc's on
 * x86-64, so that natively compiled code agrees. */
#ifndef _DIVM_SYS_SOCKET_H
#define _DIVM_SYS_SOCKET_H
#include <bits/cdefs.h>
#include <bits/types.h>
#define __need_size_t
#include <stddef.h>
#include <sys/uio.h>
__DIVM_BEGIN_DECLS

#ifndef __DIVM_SSIZE_T
#define __DIVM_SSIZE_T
typedef __divm_ssize_t ssize_t;
#endif
typedef unsigned socklen_t;
typedef unsigned short sa_family_t;

struct sockaddr {
    sa_family_t sa_family;
    char sa_data[14];
};

struct sockaddr_storage {
    sa_family_t ss_family;
    char __ss_padding[118];
    unsigned long __ss_align;
};

struct linger {
    int l_onoff;
    int l_linger;
};

struct msghdr {
    void *msg_name;
    socklen_t msg_namelen;
    struct iovec *msg_iov;
    size_t msg_iovlen;
    void *msg_control;
    size_t msg_controllen;
    int msg_flags;
};

struct cmsghdr {
    size_t cmsg_len;
    int cmsg_level;
    int cmsg_type;
    unsigned char __cmsg_data[];
};

#define SCM_RIGHTS 1
#define SCM_CREDENTIALS 2

#define CMSG_ALIGN(len) (((len) + sizeof(size_t) - 1) & (size_t) ~(sizeof(size_t) - 1))
#define CMSG_SPACE(len) (CMSG_ALIGN(len) + CMSG_ALIGN(sizeof(struct cmsghdr)))
#define CMSG_LEN(len) (CMSG_ALIGN(sizeof(struct cmsghdr)) + (len))
#define CMSG_DATA(cmsg) ((cmsg)->__cmsg_data)
#define CMSG_FIRSTHDR(mhdr)                                                                                            \
    ((size_t)(mhdr)->msg_controllen >= sizeof(struct cmsghdr) ? (struct cmsghdr *)(mhdr)->msg_control                   \
                                                               : (struct cmsghdr *)0)
#define CMSG_NXTHDR(mhdr, cmsg) __divm_cmsg_nxthdr(mhdr, cmsg)
static __inline struct cmsghdr *__divm_cmsg_nxthdr(struct msghdr *__mhdr, struct cmsghdr *__cmsg) {
    if (__cmsg->cmsg_len < sizeof(struct cmsghdr))
        return (struct cmsghdr *)0;
    __cmsg = (struct cmsghdr *)((unsigned char *)__cmsg + CMSG_ALIGN(__cmsg->cmsg_len));
    unsigned char *__end = (unsigned char *)__mhdr->msg_control + __mhdr->msg_controllen;
    if ((unsigned char *)(__cmsg + 1) > __end ||
        (unsigned char *)__cmsg + CMSG_ALIGN(__cmsg->cmsg_len) > __end)
        return (struct cmsghdr *)0;
    return __cmsg;
}

#define SOCK_STREAM 1
#define SOCK_DGRAM 2
#define SOCK_RAW 3
#define SOCK_RDM 4
#define SOCK_SEQPACKET 5
#define SOCK_NONBLOCK 04000
#define SOCK_CLOEXEC 02000000

#define AF_UNSPEC 0
#define AF_UNIX 1
#define AF_LOCAL AF_UNIX
#define AF_INET 2
#define AF_INET6 10
#define AF_NETLINK 16
#define AF_PACKET 17
#define PF_UNSPEC AF_UNSPEC
#define PF_UNIX AF_UNIX
#define PF_LOCAL AF_LOCAL
#define PF_INET AF_INET
#define PF_INET6 AF_INET6

#define SOL_SOCKET 1
#define SO_DEBUG 1
#define SO_REUSEADDR 2
#define SO_TYPE 3
#define SO_ERROR 4
#define SO_DONTROUTE 5
#define SO_BROADCAST 6
#define SO_SNDBUF 7
#define SO_RCVBUF 8
#define SO_KEEPALIVE 9
#define SO_OOBINLINE 10
#define SO_LINGER 13
#define SO_REUSEPORT 15
#define SO_PASSCRED 16
#define SO_RCVLOWAT 18
#define SO_SNDLOWAT 19
#define SO_RCVTIMEO 20
#define SO_SNDTIMEO 21
#define SO_ACCEPTCONN 30
#define SO_PROTOCOL 38
#define SO_DOMAIN 39

#define SOMAXCONN 4096

#define MSG_OOB 0x01
#define MSG_PEEK 0x02
#define MSG_DONTROUTE 0x04
#define MSG_CTRUNC 0x08
#define MSG_TRUNC 0x20
#define MSG_DONTWAIT 0x40
#define MSG_EOR 0x80
#define MSG_WAITALL 0x100
#define MSG_NOSIGNAL 0x4000
#define MSG_CMSG_CLOEXEC 0x40000000

#define SHUT_RD 0
#define SHUT_WR 1
#define SHUT_RDWR 2

int socket(int domain, int type, int protocol);
int socketpair(int domain, int type, int protocol, int sv[2]);
int bind(int fd, const struct sockaddr *addr, socklen_t len);
int listen(int fd, int backlog);
int accept(int fd, struct sockaddr *__restrict addr, socklen_t *__restrict len);
int accept4(int fd, struct sockaddr *__restrict addr, socklen_t *__restrict len, int flags);
int connect(int fd, const struct sockaddr *addr, socklen_t len);
int getsockname(int fd, struct sockaddr *__restrict addr, socklen_t *__restrict len);
int getpeername(int fd, struct sockaddr *__restrict addr, socklen_t *__restrict len);
ssize_t send(int fd, const void *buf, size_t len, int flags);
ssize_t recv(int fd, void *buf, size_t len, int flags);
ssize_t sendto(int fd, const void *buf, size_t len, int flags, const struct sockaddr *addr, socklen_t alen);
ssize_t recvfrom(int fd, void *__restrict buf, size_t len, int flags, struct sockaddr *__restrict addr,
                 socklen_t *__restrict alen);
ssize_t sendmsg(int fd, const struct msghdr *msg, int flags);
ssize_t recvmsg(int fd, struct msghdr *msg, int flags);
int shutdown(int fd, int how);
int setsockopt(int fd, int level, int name, const void *val, socklen_t len);
int getsockopt(int fd, int level, int name, void *__restrict val, socklen_t *__restrict len);

__DIVM_END_DECLS
#endif
