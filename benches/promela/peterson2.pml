/* peterson2.pml -- Promela twin of bench/models/peterson2.c
 *
 * Peterson's mutual exclusion, 2 threads, each entering the critical
 * section K times; in_cs is incremented on entry, asserted == 1 inside and
 * decremented on exit.  Expected: no errors.
 *
 * Granularity (shared by all twins in this directory): one shared access
 * per step -- a load, a store or an atomic read-modify-write.  A guard on a
 * shared variable (`flag[other] == 1`, or its `else`) is the load; purely
 * local computation (loop counters, branching on locals) is folded into the
 * atomic{} of the neighbouring shared access, so it adds no state.
 * pthread_create is `run`; thread exit is the store exited[me] = 1 and
 * pthread_join(t[i]) waits for exited[i] == 1.
 * Parameters: -DK=n (n >= 1).
 */
#ifndef K
#define K 3 /* critical-section entries per thread */
#endif

bit  flag[2];
bit  turn;
byte in_cs;
bit  exited[2]; /* pthread thread-exit state, read by the join */

proctype worker(bit me)
{
    bit  other = 1 - me;
    byte k = 0;
    do
    :: flag[me] = 1;                              /* store */
       turn = other;                              /* store */
       do                                         /* while (flag[other] == 1 && turn == other) ; */
       :: flag[other] == 1 ->                     /* load */
            if
            :: turn == other                      /* load: keep spinning */
            :: else -> break
            fi
       :: else -> break
       od;
       in_cs++;                                   /* RMW */
       assert(in_cs == 1);                        /* load */
       in_cs--;                                   /* RMW */
       atomic { flag[me] = 0;                     /* store */
                k++; if :: k == K -> break :: else fi }
    od;
    exited[me] = 1                                /* thread exit */
}

init {
    run worker(0);                                /* pthread_create */
    run worker(1);
    exited[0] == 1;                               /* pthread_join */
    exited[1] == 1
}
