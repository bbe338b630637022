/* counter_race.pml -- Promela twin of bench/models/counter_race.c
 *
 * NT threads each do M increments of a plain global counter WITHOUT any
 * lock (data race: counter++ is a load into a local then a store, so an
 * increment can be lost); init joins all threads and asserts
 * counter == NT * M.  Expected: assertion violation in init (lost update).
 *
 * Granularity as in peterson2.pml.  Parameters: -DNT=n, -DM=m (m >= 1),
 * NT * M < 256.
 */
#ifndef NT
#define NT 2 /* worker threads */
#endif
#ifndef M
#define M 2 /* increments per thread */
#endif

byte counter;
bit  exited[NT]; /* pthread thread-exit state, read by the join */

proctype worker(byte id)
{
    byte k = 0, tmp;
    do
    :: tmp = counter;                                   /* load */
       atomic { counter = tmp + 1; tmp = 0;             /* store (tmp is dead) */
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
