/* counter.pml -- Promela twin of bench/models/counter_3x2.c (defaults) and
 * counter_4x2.c (-DNT=4).
 *
 * NT threads each do M increments of a plain global counter, each increment
 * under one pthread mutex (lock: atomic { mtx == 0 -> mtx = 1 }, unlock:
 * mtx = 0); counter++ is a load into a local then a store.  init joins all
 * threads and asserts counter == NT * M.  Expected: no errors.
 *
 * Granularity as in peterson2.pml.  Parameters: -DNT=n, -DM=m (m >= 1),
 * NT * M < 256.
 */
#ifndef NT
#define NT 3 /* worker threads */
#endif
#ifndef M
#define M 2 /* increments per thread */
#endif

bit  mtx;        /* the pthread mutex (PTHREAD_MUTEX_INITIALIZER): 1 = locked */
byte counter;
bit  exited[NT]; /* pthread thread-exit state, read by the join */

proctype worker(byte id)
{
    byte k = 0, tmp;
    do
    :: atomic { mtx == 0 -> mtx = 1 }                   /* pthread_mutex_lock */
       tmp = counter;                                   /* load */
       atomic { counter = tmp + 1; tmp = 0 }            /* store (tmp is dead) */
       atomic { mtx = 0;                                /* pthread_mutex_unlock */
                k++; if :: k == M -> break :: else fi }
    od;
    exited[id] = 1                                      /* thread exit */
}

init {
    byte i = 0;
    do                                                  /* pthread_create */
    :: atomic { run worker(i); i++; if :: i == NT -> i = 0; break :: else fi }
    od;
    do                                                  /* pthread_join */
    :: atomic { exited[i] == 1 -> i++; if :: i == NT -> break :: else fi }
    od;
    assert(counter == NT * M)                           /* load */
}
