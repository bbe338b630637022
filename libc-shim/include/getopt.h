/* getopt.h -- getopt and GNU getopt_long. */
#ifndef _DIVM_GETOPT_H
#define _DIVM_GETOPT_H
#include <bits/cdefs.h>
__DIVM_BEGIN_DECLS
extern char *optarg;
extern int optind, opterr, optopt;
struct option {
    const char *name;
    int has_arg;
    int *flag;
    int val;
};
#define no_argument 0
#define required_argument 1
#define optional_argument 2
int getopt(int argc, char *const argv[], const char *opts);
int getopt_long(int argc, char *const argv[], const char *opts, const struct option *longopts, int *longindex);
int getopt_long_only(int argc, char *const argv[], const char *opts, const struct option *longopts, int *longindex);
__DIVM_END_DECLS
#endif
