/* cpu_model.c -- what __builtin_cpu_supports, __builtin_cpu_is and
 * __builtin_cpu_init read: compiler-rt's (and libgcc's) __cpu_model,
 * __cpu_features2 and __cpu_indicator_init, which clang's code loads
 * directly. divm runs x86-64's baseline (no FMA, x86 vector intrinsics
 * beyond SSE2's lane-by-lane ones are not run: docs/semantics.md), so
 * the processor has CMOV, MMX, SSE and SSE2 and the x86-64 level, vendor
 * "other", no type: a program that dispatches on the CPU takes its
 * portable path. The bit numbers are compiler-rt's enum ProcessorFeatures
 * (feature k is bit k % 32 of word k / 32, word 0 in __cpu_model). */

enum { CPU_VENDOR_OTHER = 3 };
enum { F_CMOV = 0, F_MMX = 1, F_SSE = 3, F_SSE2 = 4, F_X86_64_BASELINE = 95 };

struct divm_processor_model {
    unsigned int vendor;
    unsigned int type;
    unsigned int subtype;
    unsigned int features[1];
};

struct divm_processor_model __cpu_model = {
    CPU_VENDOR_OTHER, 0, 0, {1u << F_CMOV | 1u << F_MMX | 1u << F_SSE | 1u << F_SSE2}};

unsigned int __cpu_features2[3] = {0, 1u << (F_X86_64_BASELINE - 64), 0};

/* The model above is filled in already. */
int __cpu_indicator_init(void) { return 0; }
