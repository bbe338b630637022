/* treiber_stack.pml -- Promela twin of bench/models/treiber_stack.c
 *
 * Lock-free (Treiber) stack with compare-and-swap.  NT threads; each pushes
 * OPS nodes of its own from a static pool (never reused: no ABA), then pops
 * OPS nodes, asserting every pop finds the stack non-empty; after joining,
 * init asserts that every pool node was popped exactly once.
 * Expected: no errors.
 *
 * Pointers are pool indices + 1 (0 is NULL): next[p] is pool[p-1].next.
 * The CAS atomic_compare_exchange_strong(&top, &old, new) is one atomic
 * step; on failure it loads the current top into `old`.
 * Granularity as in peterson2.pml.  Parameters: -DNT=n, -DOPS=m (m >= 1),
 * NT * OPS < 255.
 */
#ifndef NT
#define NT 3 /* threads */
#endif
#ifndef OPS
#define OPS 1 /* pushes (and then pops) per thread */
#endif
#define NNODES (NT * OPS)

byte next[NNODES + 1];   /* _Atomic next of each pool node; next[0] unused */
byte top;                /* _Atomic top; 0 = NULL */
byte popped[NNODES];     /* plain: slot id*OPS+k written by thread id */
bit  exited[NT];         /* pthread thread-exit state, read by the join */

proctype worker(byte id)
{
    byte k = 0, n, old, nxt;

    /* for (k = 0; k < OPS; k++) push(&pool[id * OPS + k]); */
    do
    :: atomic { n = id * OPS + k + 1;                   /* the node to push */
                old = top }                             /* load */
       do
       :: next[n] = old;                                /* store */
          atomic {                                      /* CAS(&top, &old, n) */
              if
              :: top == old -> top = n; old = 0; n = 0;
                   k++;
                   if :: k == OPS -> k = 0; goto pops   /* push loop done */
                      :: else -> break
                   fi
              :: else -> old = top                      /* failed: reload */
              fi }
       od
    od;

pops:
    /* for (k = 0; k < OPS; k++) { n = pop(); assert(n != NULL); popped[..] = n; } */
    do
    :: atomic { old = top;                              /* load */
                if :: old == 0 -> n = 0; goto popped_one :: else fi }
       do
       :: nxt = next[old];                              /* load */
          atomic {                                      /* CAS(&top, &old, nxt) */
              if
              :: top == old -> top = nxt; n = old; old = 0; nxt = 0;
                   goto popped_one
              :: else -> old = top; nxt = 0;            /* failed: reload */
                   if :: old == 0 -> n = 0; goto popped_one :: else fi
              fi }
       od;
popped_one:
       atomic { assert(n != 0);
                popped[id * OPS + k] = n; n = 0;        /* store */
                k++; if :: k == OPS -> break :: else fi }
    od;
    exited[id] = 1                                      /* thread exit */
}

init {
    byte i = 0, j = 0, seen = 0;
    do                                                  /* pthread_create */
    :: atomic { run worker(i); i++; if :: i == NT -> i = 0; break :: else fi }
    od;
    do                                                  /* pthread_join */
    :: atomic { exited[i] == 1 -> i++; if :: i == NT -> i = 0; break :: else fi }
    od;
    do                                                  /* each node popped exactly once */
    :: atomic {
           if :: popped[j] == i + 1 -> seen++ :: else fi;   /* load */
           j++;
           if
           :: j == NNODES ->
                assert(seen == 1);
                seen = 0; j = 0; i++;
                if :: i == NNODES -> break :: else fi
           :: else
           fi }
    od
}
