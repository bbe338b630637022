/* obstack.h -- GNU obstacks (libc-shim/src/obstack.c): stacks of objects
 * in chunks got from obstack_chunk_alloc, which the program defines (as
 * with glibc, usually malloc) with obstack_chunk_free. struct obstack, the
 * functions and the macros' types are glibc 2.36's (int sizes); the
 * macros are GNU C statement expressions, as glibc's are under GCC and
 * clang. obstack_printf and obstack_vprintf are in <stdio.h>. */
#ifndef _DIVM_OBSTACK_H
#define _DIVM_OBSTACK_H
#include <bits/cdefs.h>
#include <stddef.h>
#include <string.h>
__DIVM_BEGIN_DECLS

struct _obstack_chunk {
    char *limit;
    struct _obstack_chunk *prev;
    char contents[4];
};

struct obstack {
    long chunk_size;
    struct _obstack_chunk *chunk;
    char *object_base;
    char *next_free;
    char *chunk_limit;
    union {
        ptrdiff_t tempint;
        void *tempptr;
    } temp;
    int alignment_mask;
    /* the chunk functions, of these types or, with use_extra_arg, taking
     * extra_arg first */
    struct _obstack_chunk *(*chunkfun)(void *, long);
    void (*freefun)(void *, struct _obstack_chunk *);
    void *extra_arg;
    unsigned use_extra_arg : 1;
    unsigned maybe_empty_object : 1;
    unsigned alloc_failed : 1;
};

int _obstack_begin(struct obstack *h, int size, int alignment, void *(*chunkfun)(long), void (*freefun)(void *));
int _obstack_begin_1(struct obstack *h, int size, int alignment, void *(*chunkfun)(void *, long), void (*freefun)(void *, void *),
                     void *arg);
void _obstack_newchunk(struct obstack *h, int length);
void obstack_free(struct obstack *h, void *obj);
int _obstack_memory_used(struct obstack *h);
void *_obstack_finish(struct obstack *h);

extern void (*obstack_alloc_failed_handler)(void);
extern int obstack_exit_failure;

#define obstack_base(h) ((void *)(h)->object_base)
#define obstack_chunk_size(h) ((h)->chunk_size)
#define obstack_next_free(h) ((void *)(h)->next_free)
#define obstack_alignment_mask(h) ((h)->alignment_mask)

#define obstack_init(h) \
    _obstack_begin((h), 0, 0, (void *(*)(long))obstack_chunk_alloc, (void (*)(void *))obstack_chunk_free)
#define obstack_begin(h, size) \
    _obstack_begin((h), (size), 0, (void *(*)(long))obstack_chunk_alloc, (void (*)(void *))obstack_chunk_free)
#define obstack_specify_allocation(h, size, alignment, chunkfun, freefun) \
    _obstack_begin((h), (size), (alignment), (void *(*)(long))(chunkfun), (void (*)(void *))(freefun))
#define obstack_specify_allocation_with_arg(h, size, alignment, chunkfun, freefun, arg) \
    _obstack_begin_1((h), (size), (alignment), (void *(*)(void *, long))(chunkfun), (void (*)(void *, void *))(freefun), (arg))
#define obstack_chunkfun(h, newchunkfun) ((h)->chunkfun = (struct _obstack_chunk * (*)(void *, long))(newchunkfun))
#define obstack_freefun(h, newfreefun) ((h)->freefun = (void (*)(void *, struct _obstack_chunk *))(newfreefun))

#define obstack_1grow_fast(h, achar) ((void)(*((h)->next_free)++ = (achar)))
#define obstack_blank_fast(h, n) ((void)((h)->next_free += (n)))
#define obstack_memory_used(h) _obstack_memory_used(h)

#define obstack_object_size(h) \
    __extension__({ struct obstack const *__oos = (h); (unsigned)(__oos->next_free - __oos->object_base); })
#define obstack_room(h) \
    __extension__({ struct obstack const *__oro = (h); (unsigned)(__oro->chunk_limit - __oro->next_free); })
#define obstack_empty_p(h) \
    __extension__({ struct obstack const *__oep = (h); __oep->chunk->prev == 0 && \
        __oep->next_free == (char *)__oep->chunk + (((__oep->chunk->contents - (char *)__oep->chunk) + \
                                                     __oep->alignment_mask) & ~(long)__oep->alignment_mask); })
#define obstack_make_room(h, length) \
    __extension__({ struct obstack *__omr = (h); unsigned __omr_len = (length); \
        if (obstack_room(__omr) < __omr_len) _obstack_newchunk(__omr, (int)__omr_len); (void)0; })
#define obstack_grow(h, where, length) \
    __extension__({ struct obstack *__ogr = (h); unsigned __ogr_len = (length); obstack_make_room(__ogr, __ogr_len); \
        memcpy(__ogr->next_free, (where), __ogr_len); __ogr->next_free += __ogr_len; (void)0; })
#define obstack_grow0(h, where, length) \
    __extension__({ struct obstack *__og0 = (h); unsigned __og0_len = (length); obstack_make_room(__og0, __og0_len + 1); \
        memcpy(__og0->next_free, (where), __og0_len); __og0->next_free += __og0_len; *(__og0->next_free)++ = 0; (void)0; })
#define obstack_1grow(h, datum) \
    __extension__({ struct obstack *__o1g = (h); obstack_make_room(__o1g, 1); obstack_1grow_fast(__o1g, (datum)); })
#define obstack_ptr_grow(h, datum) \
    __extension__({ struct obstack *__opg = (h); obstack_make_room(__opg, sizeof(void *)); obstack_ptr_grow_fast(__opg, (datum)); })
#define obstack_int_grow(h, datum) \
    __extension__({ struct obstack *__oig = (h); obstack_make_room(__oig, sizeof(int)); obstack_int_grow_fast(__oig, (datum)); })
#define obstack_ptr_grow_fast(h, aptr) \
    __extension__({ struct obstack *__opf = (h); void *__opf_v = (aptr); memcpy(__opf->next_free, &__opf_v, sizeof __opf_v); \
        __opf->next_free += sizeof(void *); (void)0; })
#define obstack_int_grow_fast(h, aint) \
    __extension__({ struct obstack *__oif = (h); int __oif_v = (aint); memcpy(__oif->next_free, &__oif_v, sizeof __oif_v); \
        __oif->next_free += sizeof(int); (void)0; })
#define obstack_blank(h, length) \
    __extension__({ struct obstack *__obl = (h); int __obl_len = (length); obstack_make_room(__obl, __obl_len); \
        obstack_blank_fast(__obl, __obl_len); })
#define obstack_finish(h) _obstack_finish(h)
#define obstack_alloc(h, length) __extension__({ struct obstack *__oal = (h); obstack_blank(__oal, (length)); obstack_finish(__oal); })
#define obstack_copy(h, where, length) \
    __extension__({ struct obstack *__oco = (h); obstack_grow(__oco, (where), (length)); obstack_finish(__oco); })
#define obstack_copy0(h, where, length) \
    __extension__({ struct obstack *__oc0 = (h); obstack_grow0(__oc0, (where), (length)); obstack_finish(__oc0); })

__DIVM_END_DECLS
#endif
