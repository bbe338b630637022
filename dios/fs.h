/* fs.h -- DiOS's in-VM file system (fs.c).
 *
 * Everything lives in SYSTEM objects reachable from the OS state, so file
 * contents, positions and descriptors are part of every VM state. There is
 * one flat table of named nodes (files and directories, by normalised
 * absolute path), a table of descriptors, and open file descriptions that
 * descriptors share after dup. A node unlinked while open lives on, nameless,
 * until its last description is closed. */
#ifndef DIOS_FS_H
#define DIOS_FS_H

#include <stddef.h>
#include <stdint.h>

enum dios_node_kind {
    DIOS_N_FILE,    /* a regular file */
    DIOS_N_DIR,     /* a directory (only its name matters) */
    DIOS_N_CONSOLE, /* stdout/stderr: bytes become OUTPUT/ERROUT traces */
};

struct dios_node {
    char *name;          /* normalised absolute path; NULL once unlinked (or stdin) */
    int kind;            /* enum dios_node_kind */
    int trace;           /* console: _VM_T_OUTPUT or _VM_T_ERROUT */
    unsigned mode;       /* permission bits, for stat */
    unsigned long ino;   /* inode number, for stat */
    int unlinked;        /* its name was removed */
    unsigned char *data; /* exactly `size` bytes, NULL when empty */
    size_t size;
};

/* An open file description: what open() creates and dup() shares. */
struct dios_ofd {
    struct dios_node *node;
    size_t pos;
    int flags;     /* O_ACCMODE, O_APPEND, O_NONBLOCK as given to open */
    unsigned refs; /* descriptors that refer to it */
};

struct dios_fs {
    struct dios_node **nodes; /* the directory tree, flattened */
    unsigned nnodes, nodes_cap;
    struct dios_ofd **fds;    /* descriptor table; NULL slots are free */
    unsigned nfds, fds_cap;
    unsigned long next_ino;
    unsigned umask;
    char *cwd;                /* normalised working directory */
};

/* boot.c calls these while reading the boot environment. */
void __dios_fs_init(void);
void __dios_fs_add_file(const char *spec); /* "GUEST:HEX" */
void __dios_fs_set_stdin(const char *hex);

#endif
