/* irq_weights.c -- firmware for the irq platform's weights: a timer ISR
 * counts how often it fires (saturating at 3, to keep the state space
 * finite) while main does some work. With -D EXPECT_QUIET, main asserts
 * that the timer never fired. */
#include <assert.h>
#include <stdio.h>
#include "irq.h"

static volatile unsigned fired, work;

static void timer_isr(void) {
    if (fired < 3)
        fired++;
}

int main(void) {
    divm_irq_register(0, timer_isr);
    divm_irq_enable();
    for (int i = 0; i < 10; i++)
        work++;
    divm_irq_disable();
    printf("fired %u\n", fired);
#ifdef EXPECT_QUIET
    assert(fired == 0);
#endif
    return 0;
}
