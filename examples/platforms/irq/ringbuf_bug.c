/* ringbuf_bug.c -- a UART receive ring buffer: the ISR puts bytes in, the
 * main loop takes them out. Both update `count`, so main masks IRQs around
 * its update... except that this version forgot to. The ISR can fire
 * between main's read and write of `count`, and the update is lost.
 *
 *   divm check --os platform/boot.c ... -I platform ringbuf_bug.c
 *   (README.md has the full command) */
#include <assert.h>
#include "irq.h"

#define UART_IRQ 3
#define SLOTS 2 /* ring buffer size */
#define BYTES 4 /* the UART delivers bytes 1..BYTES, then the line is idle */
#define POLLS 6 /* iterations of the main loop: keeps the state space finite */

static volatile unsigned char ring[SLOTS];
static volatile unsigned head, tail, count;
static volatile unsigned sent, dropped; /* bookkeeping for the property */

/* A byte arrived: store it, or drop it if the buffer is full. */
static void uart_rx_isr(void) {
    if (sent == BYTES)
        return;
    unsigned char byte = (unsigned char)++sent;
    if (count == SLOTS) {
        dropped++;
        return;
    }
    ring[head] = byte;
    head = (head + 1) % SLOTS;
    count++;
}

int main(void) {
    unsigned received = 0, last = 0;
    divm_irq_register(UART_IRQ, uart_rx_isr);
    divm_irq_enable();
    for (int i = 0; i < POLLS; i++) {
        /* BUG: no divm_irq_disable() around the update */
        if (count > 0) {
            unsigned char b = ring[tail];
            tail = (tail + 1) % SLOTS;
            count--;
            /* bytes come out in the order they went in */
            assert(b > last);
            last = b;
            received++;
        }
    }
    divm_irq_disable();
    /* every byte sent was received, dropped, or is still in the buffer */
    assert(received + dropped + count == sent);
    return 0;
}
