/* philosophers.pml -- Promela twin of bench/models/philosophers{3,4,5}.c
 * and, with -DNAIVE, of philosophers_deadlock3.c.
 *
 * Dining philosophers: philosopher id needs forks id and (id + 1) % N, each
 * a pthread mutex, modelled as a lock bit: lock is
 * atomic { forks[f] == 0 -> forks[f] = 1 } (blocks while taken), unlock is
 * forks[f] = 0.  By default every philosopher locks the lower-numbered fork
 * first (resource hierarchy: no deadlock); with -DNAIVE it locks its left
 * fork (id) first, then its right fork, and all of them can block.  While
 * eating, a philosopher writes id + 1 into user[] of both forks and asserts
 * both still hold it.  Each philosopher eats ROUNDS times.
 * Expected: no errors; with -DNAIVE an invalid end state (deadlock: every
 * philosopher blocked on its second fork, init blocked in the join).
 *
 * Granularity as in peterson2.pml.  main's pthread_mutex_init of each fork
 * is a store.  Parameters: -DN=n (n >= 2), -DROUNDS=r (r >= 1), -DNAIVE.
 */
#ifndef N
#define N 3 /* philosophers = forks */
#endif
#ifndef ROUNDS
#define ROUNDS 1 /* meals per philosopher */
#endif

bit  forks[N];   /* the pthread mutexes: 1 = locked */
byte user[N];
bit  exited[N];  /* pthread thread-exit state, read by the join */

proctype philosopher(byte id)
{
#ifdef NAIVE
    byte first = id;                                /* BUG: no global order */
    byte second = (id + 1) % N;
#else
    byte first = (id < (id + 1) % N -> id : (id + 1) % N);  /* lower-numbered fork */
    byte second = (id < (id + 1) % N -> (id + 1) % N : id);
#endif
    byte r = 0;
    do
    :: atomic { forks[first] == 0 -> forks[first] = 1 }    /* pthread_mutex_lock */
       atomic { forks[second] == 0 -> forks[second] = 1 }  /* pthread_mutex_lock */
       user[first] = id + 1;                               /* store */
       user[second] = id + 1;                              /* store */
       assert(user[first] == id + 1);                      /* load */
       assert(user[second] == id + 1);                     /* load */
       forks[second] = 0;                                  /* pthread_mutex_unlock */
       atomic { forks[first] = 0;                          /* pthread_mutex_unlock */
                r++; if :: r == ROUNDS -> break :: else fi }
    od;
    exited[id] = 1                                         /* thread exit */
}

init {
    byte i = 0;
    do                                                     /* pthread_mutex_init */
    :: atomic { forks[i] = 0; i++; if :: i == N -> i = 0; break :: else fi }
    od;
    do                                                     /* pthread_create */
    :: atomic { run philosopher(i); i++; if :: i == N -> i = 0; break :: else fi }
    od;
    do                                                     /* pthread_join */
    :: atomic { exited[i] == 1 -> i++; if :: i == N -> break :: else fi }
    od
}
