/* rounds.h -- the program's view of the rounds platform: N processes run
 * in synchronous rounds. In every round each process's step function is
 * called exactly once, in an order the model checker chooses freely, and a
 * message sent in round r is received in round r+1.
 *
 * The program's main() only sets up: it spawns the processes, says how
 * many rounds to run and, optionally, what to check at the end. */
#ifndef DIVM_ROUNDS_H
#define DIVM_ROUNDS_H

#define ROUNDS_MAX_PROCS 8

/* Add a process; returns its number, 0..N-1 in spawn order. */
unsigned rounds_spawn(void (*step)(unsigned self));
/* Run this many rounds (default 1). */
void rounds_limit(unsigned rounds);
/* Call fn after the last round (for properties of the final state). */
void rounds_at_end(void (*fn)(void));
/* The current round, counted from 0. */
unsigned rounds_now(void);
/* Send msg to process `to`; it is received in the next round. A process
 * receives at most one message per round: a second one is an error. */
void rounds_send(unsigned to, int msg);
/* The message sent to `self` in the previous round: returns 1 and stores
 * it in *msg, or returns 0 if there is none. */
int rounds_recv(unsigned self, int *msg);

#endif
