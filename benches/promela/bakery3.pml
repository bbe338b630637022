/* bakery3.pml -- Promela twin of bench/models/bakery3.c
 *
 * Lamport's bakery algorithm, NT threads, each entering the critical section
 * ROUNDS times (so a ticket never exceeds NT * ROUNDS).  Mutual exclusion is
 * checked with in_cs as in peterson2.pml.  A thread keeps its own ticket in
 * the local `my` and reads number[j] of the others, one load per busy-wait
 * iteration.  Expected: no errors.
 *
 * Granularity as in peterson2.pml: one shared access per step, local
 * computation folded into the atomic{} of the neighbouring access.  Locals
 * are reset to 0 where they die (as divm masks dead slots), so that stale
 * values do not split states.
 * Parameters: -DNT=n (2 <= n), -DROUNDS=r (r >= 1), NT * ROUNDS < 256.
 */
#ifndef NT
#define NT 3 /* threads */
#endif
#ifndef ROUNDS
#define ROUNDS 2 /* critical-section entries per thread */
#endif

bit  choosing[NT];
byte number[NT];
byte in_cs;
bit  exited[NT]; /* pthread thread-exit state, read by the join */

proctype worker(byte i)
{
    byte r = 0, j, n, max, my;
    do
    :: atomic { choosing[i] = 1;                         /* store */
                max = 0; j = 0 }
       do                                                /* for j: max of number[j] */
       :: atomic { n = number[j];                        /* load */
                   if :: n > max -> max = n :: else fi;
                   n = 0;                                /* n is dead */
                   j++; if :: j == NT -> break :: else fi }
       od;
       atomic { my = max + 1; max = 0;                   /* max is dead */
                number[i] = my }                         /* store */
       atomic { choosing[i] = 0;                         /* store */
                j = (i == 0 -> 1 : 0) }                  /* first j != i */
       do                                                /* for each j != i */
       :: do                                             /* while (choosing[j] != 0) ; */
          :: choosing[j] != 0                            /* load: keep spinning */
          :: else -> break
          od;
          do                                             /* for (;;) */
          :: atomic { n = number[j];                     /* load */
                      if
                      :: n == 0 || n > my || (n == my && j > i) ->
                           n = 0;                        /* n is dead */
                           j++; if :: j == i -> j++ :: else fi;
                           if :: j == NT -> j = 0; my = 0; goto cs  /* j, my dead */
                              :: else -> break fi
                      :: else -> n = 0                   /* keep spinning */
                      fi }
          od
       od;
cs:    in_cs++;                                          /* RMW */
       assert(in_cs == 1);                               /* load */
       in_cs--;                                          /* RMW */
       atomic { number[i] = 0;                           /* store */
                r++; if :: r == ROUNDS -> break :: else fi }
    od;
    exited[i] = 1                                        /* thread exit */
}

init {
    byte i = 0;
    do                                                   /* pthread_create */
    :: atomic { run worker(i); i++; if :: i == NT -> i = 0; break :: else fi }
    od;
    do                                                   /* pthread_join */
    :: atomic { exited[i] == 1 -> i++; if :: i == NT -> break :: else fi }
    od
}
