/* <crypt.h> (glibc, libxcrypt): crypt, also declared by <unistd.h>. */
#ifndef _DIVM_CRYPT_H
#define _DIVM_CRYPT_H
#include <unistd.h>
#endif
