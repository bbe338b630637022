/* The pthread object types. Their layout is private to DiOS; all that
 * user code relies on is that the static initialisers are constant. */
#ifndef _DIVM_BITS_PTHREADTYPES_H
#define _DIVM_BITS_PTHREADTYPES_H

typedef unsigned long pthread_t; /* thread id: 1 is the main thread */

typedef struct {
    int __detachstate;
    int __scope;
    int __inheritsched;
    int __policy;
    int __priority;
    int __guardsize;
    unsigned long __stacksize;
    void *__stackaddr;
} pthread_attr_t;

typedef struct {
    unsigned long __owner; /* id of the holding thread, 0 when free */
    unsigned int __count;  /* recursion depth of a recursive mutex */
    int __kind;            /* PTHREAD_MUTEX_NORMAL/RECURSIVE/ERRORCHECK */
    int __state;           /* 0 usable, 1 destroyed */
    int __robust;
} pthread_mutex_t;

typedef struct {
    int __kind;
    int __pshared;
    int __protocol;
    int __robust;
    int __prioceiling;
} pthread_mutexattr_t;

typedef struct {
    int __state; /* 0 usable, 1 destroyed; the waiters are kept by DiOS */
    int __clock;
} pthread_cond_t;

typedef struct {
    int __pshared;
    int __clock;
} pthread_condattr_t;

typedef struct {
    unsigned long __writer; /* id of the writer, 0 if none */
    unsigned int __readers; /* number of read locks held */
    int __state;
    int __kind;
    int __pad;
} pthread_rwlock_t;

typedef struct {
    int __pshared;
    int __kind;
} pthread_rwlockattr_t;

typedef struct {
    unsigned int __count;      /* threads needed to open the barrier */
    unsigned int __waiting;    /* threads currently waiting */
    unsigned int __generation; /* incremented whenever it opens */
    int __state;
} pthread_barrier_t;

typedef struct {
    int __pshared;
} pthread_barrierattr_t;

typedef volatile int pthread_spinlock_t; /* holder's id, 0 when free */
typedef unsigned int pthread_key_t;
typedef int pthread_once_t;

#endif
