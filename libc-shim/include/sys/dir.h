/* sys/dir.h -- BSD's directory header: <dirent.h>, with its entry under
 * the old name `struct direct` (as glibc's). */
#ifndef _DIVM_SYS_DIR_H
#define _DIVM_SYS_DIR_H
#include <dirent.h>
#define direct dirent
#endif
