/* ipcid.c -- System V IPC identifiers (ipc.h, struct dios_ipc_ids): the
 * table of a kind's objects (message queues, semaphore sets) by id. An id
 * is a slot and the number of times the slot was used before, as Linux
 * makes them, so the id of a removed object stays invalid when its slot is
 * used again. */
#include "ipc.h"

void __dios_ipc_visible(struct dios_ipc_ids *t) {
    if (!t->token)
        t->token = __dios_alloc(1);
    __dios_visible_entry(t->token, 1);
}

void *__dios_ipc_object(const struct dios_ipc_ids *t, int id) {
    if (id < 0)
        return NULL;
    unsigned i = (unsigned)id % DIOS_IPC_SEQ;
    if (i >= t->n || !t->slots[i].obj || t->slots[i].seq != (unsigned)id / DIOS_IPC_SEQ)
        return NULL;
    return t->slots[i].obj;
}

int __dios_ipc_find(const struct dios_ipc_ids *t, int key) {
    for (unsigned i = 0; i < t->n; i++)
        if (t->slots[i].obj && t->slots[i].key == key)
            return (int)(i + t->slots[i].seq * DIOS_IPC_SEQ);
    return -1;
}

int __dios_ipc_add(struct dios_ipc_ids *t, void *obj, int key) {
    unsigned i = 0;
    while (i < t->n && t->slots[i].obj)
        i++;
    if (i == t->n) {
        t->slots = __dios_grow(t->slots, &t->cap, t->n + 1, sizeof *t->slots);
        t->n++;
    }
    t->slots[i].obj = obj;
    t->slots[i].key = key;
    t->used++;
    return (int)(i + t->slots[i].seq * DIOS_IPC_SEQ);
}

void __dios_ipc_remove(struct dios_ipc_ids *t, int id) {
    unsigned i = (unsigned)id % DIOS_IPC_SEQ;
    t->slots[i].obj = NULL;
    t->slots[i].seq++;
    t->used--;
}
