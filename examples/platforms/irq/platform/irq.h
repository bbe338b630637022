/* irq.h -- the firmware's view of the irq platform: a bare-metal style
 * machine with one main program (a super-loop) and interrupt service
 * routines (ISRs).
 *
 * Semantics (README.md beside this folder):
 * - main() runs as the only program; an enabled IRQ line may fire at every
 *   visible interrupt point of main (before an access to shared memory,
 *   e.g. a global variable, and on loop back-edges);
 * - an ISR runs to completion: ISRs do not nest and main does not run
 *   while one is active;
 * - divm_irq_disable() masks all lines until divm_irq_enable(); lines are
 *   masked at reset, so main enables them once its ISRs are registered;
 * - `divm check` explores firing and not firing at every point; `divm run`
 *   and `divm smc` fire line n with probability weight(n) / (quiet weight
 *   + the weights of the lines that could fire), per point. */
#ifndef DIVM_IRQ_H
#define DIVM_IRQ_H

#define DIVM_IRQ_LINES 8 /* lines 0..7 */

/* Default weights for run and smc mode; override with -D on the command
 * line (it reaches the platform and the firmware alike). */
#ifndef DIVM_IRQ_WEIGHT
#define DIVM_IRQ_WEIGHT 1 /* weight of each registered line */
#endif
#ifndef DIVM_IRQ_QUIET_WEIGHT
#define DIVM_IRQ_QUIET_WEIGHT 9 /* weight of "no interrupt at this point" */
#endif

/* Install `isr` for line n (replacing any previous one). */
void divm_irq_register(unsigned n, void (*isr)(void));
/* Change the weight of line n (run and smc mode only). */
void divm_irq_weight(unsigned n, unsigned weight);
/* Mask and unmask every line. They do not nest: enable after two disables
 * unmasks. */
void divm_irq_disable(void);
void divm_irq_enable(void);

#endif
