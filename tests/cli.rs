//! The driver's contract for bad input, limits and unsupported programs
//! (a one-line message, a distinct exit status, never a panic), and what
//! its reports say.

mod common;

use std::path::PathBuf;
use std::process::{Command, Output};

fn divm(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_divm")).args(args).output().unwrap()
}

fn scratch(name: &str, text: &str) -> PathBuf {
    let dir = common::scratch("cli");
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

fn json(o: &Output) -> serde_json::Value {
    serde_json::from_slice(&o.stdout).unwrap_or_else(|_| panic!("no JSON: {}", String::from_utf8_lossy(&o.stdout)))
}

/// The JSON report of a `check` that stopped with `unknown` (exit status
/// 2) for a reason that says `reason`.
fn unknown_report(o: &Output, reason: &str) -> serde_json::Value {
    assert_eq!(o.status.code(), Some(2), "{}", String::from_utf8_lossy(&o.stderr));
    let r = json(o);
    assert_eq!(r["verdict"], "unknown");
    assert!(r["reason"].as_str().unwrap().contains(reason), "{}", r);
    r
}

/// The peak memory of a report, in MiB.
fn peak_mib(r: &serde_json::Value) -> u64 {
    r["stats"]["peak_memory_bytes"].as_u64().unwrap() >> 20
}

#[test]
fn missing_file_is_exit_3_with_one_line() {
    let o = divm(&["check", "/nonexistent/prog.c"]);
    assert_eq!(o.status.code(), Some(3));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(err.trim().lines().count(), 1, "{}", err);
    assert!(err.contains("no such file"));
}

#[test]
fn compile_error_shows_diagnostics_and_exits_3() {
    let p = scratch("bad.c", "int main(void) { return undeclared; }\n");
    let o = divm(&["run", p.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(3));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("undeclared") && err.contains("compilation failed"), "{}", err);
}

#[test]
fn invalid_bitcode_exits_3() {
    let p = scratch("bad.bc", "this is not bitcode");
    let o = divm(&["run", p.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&o.stderr).contains("not an LLVM bitcode file"));
}

#[test]
fn a_module_that_fails_llvms_verifier_exits_3_with_one_line() {
    // It parses, but %x is used before it is defined.
    let p = scratch("undominated.ll", "define i32 @main() {\n  %y = add i32 %x, 1\n  %x = add i32 %y, 1\n  ret i32 0\n}\n");
    let o = divm(&["run", p.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(3));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(err.trim().lines().count(), 1, "{}", err);
    assert!(err.contains("invalid module") && err.contains("dominate"), "{}", err);
}

#[test]
fn state_limit_gives_unknown_with_reason() {
    let p = scratch(
        "spin.c",
        "#include <pthread.h>\nint x;\nvoid *w(void *a) { for (int i = 0; i < 50; i++) x++; return a; }\n\
         int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); for (int i = 0; i < 50; i++) x++; pthread_join(t, 0); return 0; }\n",
    );
    let o = divm(&["check", "--report=json", "--max-states", "20", p.to_str().unwrap()]);
    let r = unknown_report(&o, "state limit");
    assert_eq!(r["limit"], "states", "{}", r);
    assert!(r["stats"]["states"].as_u64().unwrap() >= 20);
}

/// A program whose states are all distinct and many: a walk of 40 coin
/// tosses, each folded into a number (2^40 states).
const COIN_WALK: &str = "#include <stdbool.h>\nextern bool __VERIFIER_nondet_bool(void);\n\
    int main(void) { unsigned long x = 1; for (int i = 0; i < 40; i++) x = x * 3 + __VERIFIER_nondet_bool(); return (int)(x & 0); }\n";

#[test]
fn memory_limit_stops_the_search_close_to_it() {
    let p = scratch("coin_walk.c", COIN_WALK);
    let p = p.to_str().unwrap();
    // The limit sits 64 MiB above what loading the program takes. The
    // search grows by hundreds of MiB a second, so a limit read once a
    // second would be passed several times over.
    let limit = peak_mib(&json(&divm(&["check", "--report=json", "--max-states", "1", p]))) + 64;
    let o = divm(&["check", "--report=json", "--threads", "2", "--max-memory", &format!("{}M", limit), p]);
    let r = unknown_report(&o, &format!("memory limit of {} MiB", limit));
    assert_eq!(r["limit"], "memory", "{}", r);
    let peak = peak_mib(&r);
    assert!(peak <= limit + 16, "peak {} MiB for a limit of {} MiB", peak, limit);
    assert!(r["stats"]["states"].as_u64().unwrap() > 1000, "{}", r);
}

/// A program that allocates 1 MiB after 1 MiB in one long edge (a run,
/// or a recursion no interrupt point cuts): 20 GiB if nothing stops it.
const DEEP_ALLOCATION: &str = "#include <stdlib.h>\n#include <string.h>\n\
    static void dive(int n) { char *p = malloc(1 << 20); if (!p) return; memset(p, n, 1 << 20); if (n > 0) dive(n - 1); free(p); }\n\
    int main(void) { dive(20000); return 0; }\n";

#[test]
fn run_stops_at_the_memory_limit_while_the_program_allocates() {
    let p = scratch("deep_allocation_run.c", DEEP_ALLOCATION);
    let o = divm(&["run", "--max-memory", "300M", p.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(err.trim().lines().count(), 1, "{}", err);
    assert!(err.contains("memory limit of 300 MiB reached while the program allocates"), "{}", err);
}

#[test]
fn check_stops_at_the_memory_limit_within_one_edge() {
    let p = scratch("deep_allocation_check.c", DEEP_ALLOCATION);
    let o = divm(&["check", "--report=json", "--max-memory", "300M", p.to_str().unwrap()]);
    let r = unknown_report(&o, "memory limit of 300 MiB");
    assert_eq!(r["limit"], "memory", "{}", r);
    let peak = peak_mib(&r);
    assert!(peak <= 300 + 48, "peak {} MiB for a limit of 300 MiB", peak);
}

/// `run` holds only OS code to the per-edge instruction limit (its edges
/// may be whole programs): a program of 240 million instructions in one
/// edge runs to its end. (An OS that loops forever is stopped in every
/// command: tests/platforms.rs.)
#[test]
fn run_lets_a_long_program_finish_in_one_edge() {
    let p = scratch(
        "long_run.c",
        "#include <stdio.h>\nint main(void) { unsigned long s = 0;\n\
         for (unsigned long i = 0; i < 30000000; i++) s += i ^ (s >> 3);\n printf(\"%lu\\n\", s); return 0; }\n",
    );
    let o = Command::new(env!("CARGO_BIN_EXE_divm")).env("DIVM_STATS", "1").args(["run", p.to_str().unwrap()]).output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{}", err);
    assert_eq!(String::from_utf8_lossy(&o.stdout).trim(), "9687637685457726455");
    let line = err.lines().find(|l| l.ends_with(" edges")).unwrap_or_else(|| panic!("{}", err));
    let n: u64 = line.trim_start_matches("divm: ").split(' ').next().unwrap().parse().unwrap();
    assert!(n > 50_000_000 && line.ends_with(" 1 edges"), "{}", line);
}

#[test]
fn time_limit_gives_unknown_soon_after_it() {
    let p = scratch("coin_walk_time.c", COIN_WALK);
    let o = divm(&["check", "--report=json", "--time-limit", "0.5", p.to_str().unwrap()]);
    let r = unknown_report(&o, "time limit of 0.5 s");
    assert_eq!(r["limit"], "time", "{}", r);
    let secs = r["stats"]["seconds"].as_f64().unwrap();
    assert!((0.5..5.0).contains(&secs), "stopped after {} s", secs);
}

#[test]
fn unsupported_instruction_is_unknown_naming_it_and_its_line() {
    let p = scratch(
        "vec.c",
        "#include <emmintrin.h>\nint main(void) { __m128i a = _mm_set1_epi8(3);\n  __m128i s = _mm_sad_epu8(a, _mm_setzero_si128());\n  return _mm_cvtsi128_si32(s) != 48; }\n",
    );
    let o = divm(&["check", "--report=json", p.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let r = json(&o);
    assert_eq!(r["verdict"], "unknown");
    let reason = r["reason"].as_str().unwrap();
    // An intrinsic on vectors that is not lowered lane by lane is named,
    // never computed as one wide number.
    // (libm on vectors, `llvm.sqrt.v4f32`, is lowered lane by lane since:
    // diff/libm_vectorised_o2.c; SSE2's sum of absolute differences is not.)
    assert!(reason.contains("unsupported: vector intrinsic llvm.x86.sse2.psad.bw") && reason.contains("vec.c:3"), "{}", reason);
}

#[test]
fn inline_asm_is_understood_or_unknown() {
    // An asm statement that writes memory (`=*m`) was skipped as if it were
    // a barrier: `lock; incl` lost its increments (a false assertion
    // failure) and a store hid an error (a false "safe"). `lock; incl` is
    // now an atomic increment (the right assertion holds, the wrong one
    // fails); any other statement with outputs is refused, naming its text.
    for (want, verdict) in [(1, "safe"), (0, "error")] {
        let src = format!("#include <assert.h>\nint x;\nint main(void) {{\n  __asm__ volatile(\"lock; incl %0\" : \"+m\"(x));\n  assert(x == {want}); return 0; }}\n");
        let o = divm(&["check", "--report=json", scratch("asm_incl.c", &src).to_str().unwrap()]);
        assert_eq!(json(&o)["verdict"], verdict, "{}", String::from_utf8_lossy(&o.stdout));
    }
    let p = scratch("asm_mov.c", "int x;\nint main(void) { int y;\n  __asm__ volatile(\"movl %1, %0\" : \"=r\"(y) : \"m\"(x));\n  return y; }\n");
    let r = unknown_report(&divm(&["check", "--report=json", p.to_str().unwrap()]), "inline assembly `movl $1, $0`");
    assert!(r["reason"].as_str().unwrap().contains("asm_mov.c:3"), "{}", r);
    // No outputs (a compiler barrier, a fence, a spin-wait hint): nothing.
    let p = scratch(
        "asm_fence.c",
        "#include <immintrin.h>\nint x;\nint main(void) {\n  __asm__ volatile(\"mfence\" ::: \"memory\");\n  __asm__ volatile(\"\" :: \"r\"(&x) : \"memory\");\n  _mm_pause(); _mm_mfence();\n  return x; }\n",
    );
    let o = divm(&["check", "--report=json", p.to_str().unwrap()]);
    assert_eq!(json(&o)["verdict"], "safe", "{}", String::from_utf8_lossy(&o.stdout));
    // No outputs, but a store through an input pointer: refused too.
    let p = scratch(
        "asm_store.c",
        "#include <assert.h>\nint x;\nint main(void) {\n  __asm__ volatile(\"movl $1, (%0)\" :: \"r\"(&x) : \"memory\");\n  assert(x == 0); return 0; }\n",
    );
    let r = unknown_report(&divm(&["check", "--report=json", p.to_str().unwrap()]), "inline assembly `movl $$1, ($0)`");
    assert!(r["reason"].as_str().unwrap().contains("asm_store.c:4"), "{}", r);
    // An empty template whose outputs are tied to inputs (`"+r"`, "do not
    // optimise") passes the values on: the wrong assertion is found.
    let p = scratch(
        "asm_tied.c",
        "#include <assert.h>\nint main(void) { int x = 2; long y = 3;\n  __asm__ volatile(\"\" : \"+r\"(x));\n  \
         __asm__ volatile(\"\" : \"+r,m\"(y) :: \"memory\");\n  assert(x == 2 && y == 3);\n  assert(x + y == 6);\n  return 0; }\n",
    );
    let o = divm(&["check", "--report=json", p.to_str().unwrap()]);
    let j = json(&o);
    assert_eq!(j["verdict"], "error", "{}", String::from_utf8_lossy(&o.stdout));
    assert_eq!(j["error"]["location"]["line"], 6, "{}", j);
    // An output tied to nothing would be whatever the register held: refused.
    let p = scratch("asm_untied.c", "int main(void) { int x;\n  __asm__ volatile(\"\" : \"=r\"(x));\n  return x; }\n");
    let r = unknown_report(&divm(&["check", "--report=json", p.to_str().unwrap()]), "inline assembly ``");
    assert!(r["reason"].as_str().unwrap().contains("asm_untied.c:2"), "{}", r);
    // x86's xadd without `lock` is no atomic operation: refused, not
    // taken for the locked one.
    let p =
        scratch("asm_xadd.c", "int x;\nint main(void) { int v = 1;\n  __asm__ volatile(\"xaddl %0, %1\" : \"+r\"(v), \"+m\"(x));\n  return v; }\n");
    let r = unknown_report(&divm(&["check", "--report=json", p.to_str().unwrap()]), "inline assembly `xaddl $0, $1`");
    assert!(r["reason"].as_str().unwrap().contains("asm_xadd.c:3"), "{}", r);
}

#[test]
fn bfloat_arithmetic_is_unknown_naming_the_type() {
    // `__bf16` values are stored and copied, but divm has no arithmetic,
    // comparison, conversion or intrinsic of them: never a verdict.
    let p = scratch("bf16.c", "#include <assert.h>\nint main(void) { __bf16 a = 1.5;\n  float f = a;\n  assert(f == 1.5f); return 0; }\n");
    let r = unknown_report(&divm(&["check", "--report=json", p.to_str().unwrap()]), "FpExt from bfloat to float");
    assert!(r["reason"].as_str().unwrap().contains("bf16.c:3"), "{}", r);
    let p = scratch("bf16_abs.c", "int main(void) { volatile __bf16 a = -1.5;\n  __bf16 b = __builtin_elementwise_abs(a);\n  return b < 0; }\n");
    unknown_report(&divm(&["check", "--report=json", p.to_str().unwrap()]), "intrinsic llvm.fabs.bf16 (not implemented by divm)");
    // Only copied: no operation, no unknown.
    let p = scratch(
        "bf16_copy.c",
        "#include <string.h>\nint main(void) { __bf16 a = 1.5, b; unsigned short u;\n  memcpy(&b, &a, 2); memcpy(&u, &b, 2); return u != 0x3fc0; }\n",
    );
    let o = divm(&["check", "--report=json", p.to_str().unwrap()]);
    assert_eq!(json(&o)["verdict"], "safe", "{}", String::from_utf8_lossy(&o.stdout));
}

#[test]
fn ucontext_calls_are_unknown_naming_the_function() {
    // divm cannot run code on another stack: <ucontext.h> compiles, and
    // each of its four calls stops the check with `unknown` naming it.
    let calls = [
        ("getcontext", "ucontext_t u; getcontext(&u);"),
        ("setcontext", "ucontext_t u = {0}; setcontext(&u);"),
        ("makecontext", "static char st[8192]; ucontext_t u = {0}; u.uc_stack.ss_sp = st; u.uc_stack.ss_size = sizeof st; makecontext(&u, f, 0);"),
        ("swapcontext", "ucontext_t a, b = {0}; swapcontext(&a, &b);"),
    ];
    for (name, body) in calls {
        let p = scratch(
            &format!("{name}.c"),
            &format!("#include <assert.h>\n#include <ucontext.h>\nstatic void f(void) {{}}\nint main(void) {{ (void)f; {body}\n  assert(0); return 0; }}\n"),
        );
        let o = divm(&["check", "--report=json", p.to_str().unwrap()]);
        let r = unknown_report(&o, &format!("{name} is not modelled by divm"));
        assert!(r["reason"].as_str().unwrap().contains(&format!("in {name}")), "{}", r);
        // (the reason says it: no warning of an undefined llvm.divm.* function)
        assert!(!String::from_utf8_lossy(&o.stderr).contains("llvm.divm"), "{}", String::from_utf8_lossy(&o.stderr));
    }
    let p = scratch("no_ucontext.c", "#include <ucontext.h>\nint main(void) { ucontext_t u = {0}; return (int)u.uc_flags; }\n");
    let o = divm(&["check", p.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stdout));
    assert!(!String::from_utf8_lossy(&o.stderr).contains("llvm.divm"), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn symbolic_float16_is_unknown_with_its_reason() {
    // A symbolic float narrowed to `_Float16` has no term: its values are
    // tried one by one, and past the limit the result is unknown, saying why.
    let p = scratch(
        "f16_sym.c",
        "#include <assert.h>\nextern float __VERIFIER_nondet_float(void);\nint main(void) { float f = __VERIFIER_nondet_float();\n  _Float16 h = f;\n  if (h > 1.5f16 && h < 1.6f16) assert(0);\n  return 0; }\n",
    );
    let r = unknown_report(
        &divm(&["check", "--symbolic", "--report=json", p.to_str().unwrap()]),
        "a _Float16 value (symbolic mode has no half-precision terms)",
    );
    assert!(r["reason"].as_str().unwrap().contains("f16_sym.c:4"), "{}", r);
}

#[test]
fn replay_refuses_a_trace_of_another_program() {
    let a = scratch("a.c", "#include <assert.h>\nint main(void) { assert(0); }\n");
    let b = scratch("b.c", "#include <assert.h>\nint main(void) { int x = 1; assert(x == 0); }\n");
    let t = a.with_file_name("a.json");
    let o = divm(&["check", "--trace-out", t.to_str().unwrap(), a.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let o = divm(&["replay", b.to_str().unwrap(), t.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&o.stderr).contains("another program"));
    let o = divm(&["replay", a.to_str().unwrap(), t.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn run_prints_the_fault_with_location_and_exits_1() {
    let p = scratch("oob.c", "#include <stdlib.h>\nint main(void) { int *a = malloc(8);\n  a[2] = 1;\n  return 0; }\n");
    let o = divm(&["run", p.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("out of bounds: store of 4 bytes at offset 8 of a 8-byte heap object") && err.contains("oob.c:3"), "{}", err);
}

#[test]
fn hash_compaction_is_flagged_and_agrees_on_a_small_model() {
    let p = scratch(
        "hc.c",
        "#include <pthread.h>\n#include <assert.h>\nint x; pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;\n\
         void *w(void *a) { pthread_mutex_lock(&m); x++; pthread_mutex_unlock(&m); return a; }\n\
         int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); w(0); pthread_join(t, 0); assert(x == 2); return 0; }\n",
    );
    let exact = json(&divm(&["check", "--report=json", p.to_str().unwrap()]));
    let compact = json(&divm(&["check", "--report=json", "--hash-compaction", p.to_str().unwrap()]));
    assert_eq!(exact["verdict"], "safe");
    assert_eq!(compact["verdict"], "safe");
    assert_eq!(exact["stats"]["states"], compact["stats"]["states"]);
    assert!(exact.get("caveats").is_none());
    assert!(compact["caveats"][0].as_str().unwrap().contains("hash-compaction"));
}

/// The counts of `DIVM_STATS`' profile lines: (instructions, function).
fn profile_lines(stderr: &str) -> Vec<(u64, String)> {
    stderr
        .lines()
        .skip_while(|l| !l.contains("VM instructions by function"))
        .skip(2)
        .map_while(|l| {
            let mut words = l.split_whitespace();
            let n = words.next()?.parse::<u64>().ok()?;
            Some((n, words.last()?.to_string()))
        })
        .collect()
}

#[test]
fn stats_profile_attributes_every_instruction_once() {
    let p = scratch(
        "profile.c",
        "#include <pthread.h>\nint x;\nstatic int square(int v) { int s = 0; for (int i = 0; i < v; i++) s += v; return s; }\n\
         void *w(void *a) { x = square(20); return a; }\n\
         int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); int y = square(3); pthread_join(t, 0); return y != 9; }\n",
    );
    let path = p.to_str().unwrap();
    let run = Command::new(env!("CARGO_BIN_EXE_divm")).args(["run", path]).env("DIVM_STATS", "1").output().unwrap();
    assert_eq!(run.status.code(), Some(0));
    let err = String::from_utf8_lossy(&run.stderr);
    let total: u64 = err.lines().find_map(|l| l.strip_prefix("divm: ")?.split(" instructions").next()?.parse().ok()).expect("the instruction count");
    let lines = profile_lines(&err);
    assert_eq!(lines.iter().map(|l| l.0).sum::<u64>(), total, "{}", err);
    // square's loop body (a compare, an add, a branch at least) runs 23 times.
    let square = lines.iter().find(|l| l.1 == "square").map(|l| l.0);
    assert!(square.is_some_and(|n| n >= 3 * 23), "{}", err);
    for threads in ["1", "2"] {
        let o = Command::new(env!("CARGO_BIN_EXE_divm"))
            .args(["check", "--report=json", "--threads", threads, path])
            .env("DIVM_STATS", "1")
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(0));
        let r = json(&o);
        let lines = profile_lines(&String::from_utf8_lossy(&o.stderr));
        assert!(lines.iter().any(|l| l.1 == "__dios_schedule"), "{}", String::from_utf8_lossy(&o.stderr));
        assert_eq!(Some(lines.iter().map(|l| l.0).sum::<u64>()), r["stats"]["instructions"].as_u64(), "--threads {}", threads);
    }
}

#[test]
fn a_stack_overflow_report_folds_the_repeated_frames_and_json_keeps_them() {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs/seq/stack_overflow_registers.c");
    let p = p.to_str().unwrap();
    let text = divm(&["check", p]);
    assert_eq!(text.status.code(), Some(1));
    let out = String::from_utf8_lossy(&text.stdout);
    assert!(out.contains("#1..#9999 the same, 9999 more frames\n"), "{}", out);
    assert!(out.contains("(the backtrace stops at 10000 frames)"), "{}", out);
    assert!(out.lines().count() < 30, "{}", out);
    let run = divm(&["run", p]);
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(err.contains("#1..#9999 the same") && err.lines().count() < 30, "{}", err);
    let j = json(&divm(&["check", p, "--report=json"]));
    let bt = j["error"]["backtrace"].as_array().unwrap();
    assert_eq!(bt.len(), 10_000);
    assert!(bt.iter().all(|l| l["function"] == "depth" && l["line"] == 7));
}

/// An `indirectbr` jumps only to the blocks it lists. C cannot write one
/// that leaves out a label whose address is taken (clang lists them all),
/// so this one is IR: a jump to a listed block runs, to an unlisted block
/// of the same function faults.
#[test]
fn a_computed_goto_to_a_block_it_does_not_list_faults() {
    let ir = |dests: &str| {
        format!(
            "define i32 @main() {{\nentry:\n  %p = alloca ptr\n  store volatile ptr blockaddress(@main, %b), ptr %p\n  \
             %t = load volatile ptr, ptr %p\n  indirectbr ptr %t, [{}]\na:\n  ret i32 0\nb:\n  ret i32 7\n}}\n",
            dests
        )
    };
    let listed = scratch("goto_listed.ll", &ir("label %a, label %b"));
    assert_eq!(divm(&["run", listed.to_str().unwrap()]).status.code(), Some(7));
    let unlisted = scratch("goto_unlisted.ll", &ir("label %a"));
    let j = json(&divm(&["check", "--report=json", unlisted.to_str().unwrap()]));
    assert_eq!(j["verdict"], "error", "{}", j);
    assert_eq!(j["error"]["kind"], "memory", "{}", j);
    let msg = j["error"]["message"].as_str().unwrap();
    assert!(msg.contains("computed goto") && msg.contains("does not list"), "{}", msg);
}

/// LLVM's reader ends the process on some corrupt bitcode (exit 1, which
/// reads as "error found"): divm reads user bitcode in a child first.
#[test]
fn truncated_bitcode_exits_3_naming_the_file() {
    let c = scratch("whole.c", "int main(void) { return 0; }\n");
    let bc = c.with_extension("bc");
    assert_eq!(divm(&["cc", c.to_str().unwrap(), "-o", bc.to_str().unwrap()]).status.code(), Some(0));
    let bytes = std::fs::read(&bc).unwrap();
    for cut in [300, bytes.len() / 2, bytes.len() - 7] {
        let t = bc.with_file_name(format!("cut{}.bc", cut));
        std::fs::write(&t, &bytes[..cut]).unwrap();
        for cmd in ["check", "run"] {
            let o = divm(&[cmd, t.to_str().unwrap()]);
            let err = String::from_utf8_lossy(&o.stderr);
            assert_eq!(o.status.code(), Some(3), "{} {}: {}", cmd, cut, err);
            assert!(err.contains(t.to_str().unwrap()) && err.trim().lines().count() == 1, "{}", err);
        }
    }
}

#[test]
fn a_program_without_main_is_bad_input() {
    let c = scratch("nomain.c", "int helper(void) { return 1; }\n");
    let o = divm(&["check", c.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&o.stderr).contains("defines no main function"));
    let e = scratch("empty.c", "");
    assert_eq!(divm(&["check", e.to_str().unwrap()]).status.code(), Some(3));
}

/// The output of `divm ARGS` sent `sig` (as `kill` spells it) after
/// 1.5 s, which must end it within a second.
fn signalled(args: &[&str], sig: &str) -> Output {
    let child =
        Command::new(env!("CARGO_BIN_EXE_divm")).args(args).stdout(std::process::Stdio::piped()).stderr(std::process::Stdio::null()).spawn().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(1500));
    let sent = std::time::Instant::now();
    assert!(Command::new("kill").arg(sig).arg(child.id().to_string()).status().unwrap().success());
    let out = child.wait_with_output().unwrap();
    assert!(sent.elapsed().as_secs_f64() < 1.0, "{:?} {}: took {:?}", args, sig, sent.elapsed());
    out
}

/// SIGINT and SIGTERM end a search that would never end within a second,
/// with the report of what was explored. (A choice every turn: each turn
/// is a state, where a loop without one would run on in long edges.)
#[test]
fn a_signal_ends_check_with_an_unknown_report() {
    let c = scratch(
        "forever.c",
        "extern _Bool __VERIFIER_nondet_bool(void);\nint main(void) { unsigned x = 0; while (1) x = 3 * x + __VERIFIER_nondet_bool(); }\n",
    );
    for sig in ["-INT", "-TERM"] {
        let out = signalled(&["check", "--report=json", c.to_str().unwrap()], sig);
        assert_eq!(out.status.code(), Some(2), "{}", sig);
        let r = json(&out);
        assert_eq!(r["verdict"], "unknown");
        assert!(r["reason"].as_str().unwrap().starts_with("interrupted"), "{}", r);
        assert!(r["stats"]["states"].as_u64().unwrap() > 1000, "{}", r);
    }
}

/// A counterexample says the value each nondet call returned on it, in
/// its steps (text and JSON trace), where the choices alone do not.
#[test]
fn counterexample_steps_say_their_nondet_values() {
    let p = scratch(
        "nondet_value.c",
        "#include <assert.h>\nextern int __VERIFIER_nondet_int(void);\nextern _Bool __VERIFIER_nondet_bool(void);\n\
         int main(void) { int x = __VERIFIER_nondet_int(); _Bool b = __VERIFIER_nondet_bool();\n  assert(!(b && x * 2 == 6));\n  return 0; }\n",
    );
    let o = divm(&["check", "--report=json", p.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let r = json(&o);
    let texts: Vec<String> = r["trace"]["steps"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["traces"].as_array().unwrap().iter().map(|t| t["text"].as_str().unwrap().to_string()))
        .collect();
    assert!(texts.iter().any(|t| t == "__VERIFIER_nondet_int() = 3"), "{:?}", texts);
    assert!(texts.iter().any(|t| t == "__VERIFIER_nondet_bool() = 1"), "{:?}", texts);
    let text = String::from_utf8_lossy(&divm(&["check", p.to_str().unwrap()]).stdout).to_string();
    assert!(text.contains("info: __VERIFIER_nondet_int() = 3"), "{}", text);
}

/// A counterexample step that changes a global says its new value (text
/// and JSON trace): integers, doubles, pointers by name, array elements.
#[test]
fn counterexample_steps_say_the_globals_they_assign() {
    let p = scratch(
        "global_values.c",
        "#include <assert.h>\n#include <pthread.h>\nint x;\nint arr[4];\ndouble d;\nint *p;\n\
         static void *worker(void *a) { (void)a; x = x + 1; arr[2] = 7; return 0; }\n\
         int main(void) { pthread_t t; pthread_create(&t, 0, worker, 0);\n  d = 2.5; p = &x; x = 5;\n  pthread_join(t, 0);\n  assert(x != 6);\n  return 0; }\n",
    );
    let o = divm(&["check", "--report=json", p.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}", String::from_utf8_lossy(&o.stderr));
    let r = json(&o);
    let assigned: Vec<String> = r["trace"]["steps"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["assigned"].as_array().cloned().unwrap_or_default())
        .map(|a| format!("{} = {}", a["name"].as_str().unwrap(), a["value"].as_str().unwrap()))
        .collect();
    // The failing order: main sets x to 5, then the worker increments it.
    for want in ["d = 2.5", "p = &x", "x = 5", "arr[2] = 7", "x = 6"] {
        assert!(assigned.iter().any(|a| a == want), "{}: {:?}", want, assigned);
    }
    let x5 = assigned.iter().position(|a| a == "x = 5").unwrap();
    assert!(assigned.iter().skip(x5).any(|a| a == "x = 6"), "{:?}", assigned);
    let text = String::from_utf8_lossy(&divm(&["check", p.to_str().unwrap()]).stdout).to_string();
    assert!(text.contains("write: x = 6"), "{}", text);
}

/// `divm replay` describes the steps as the check did: the same lines,
/// nondet values and globals written included.
#[test]
fn a_replay_says_the_values_its_check_said() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let prog = root.join("examples/withdraw.c");
    let cex = scratch("withdraw-cex.json", "");
    let check = divm(&["check", "--threads", "1", "--trace-out", cex.to_str().unwrap(), prog.to_str().unwrap()]);
    assert_eq!(check.status.code(), Some(1));
    let replay = divm(&["replay", prog.to_str().unwrap(), cex.to_str().unwrap()]);
    assert_eq!(replay.status.code(), Some(1), "{}", String::from_utf8_lossy(&replay.stderr));
    let steps = |o: &Output| -> Vec<String> {
        String::from_utf8_lossy(&o.stdout).lines().take_while(|l| !l.starts_with("error")).filter(|l| l.starts_with("  ")).map(String::from).collect()
    };
    let (said, replayed) = (steps(&check), steps(&replay));
    assert_eq!(said, replayed);
    for want in ["info: __VERIFIER_nondet_int() = 6", "write: balance = 4", "write: balance = -2", "output: balance = -2"] {
        assert!(replayed.iter().any(|l| l.trim() == want), "{}: {:#?}", want, replayed);
    }
}

/// Files link as a static link of their objects does: a tentative
/// definition (`int g;`) and an initialised one in another file are one
/// variable with the initial value, in either order; a weak definition
/// yields to a strong one, and stands alone when there is none.
#[test]
fn tentative_and_weak_definitions_link_as_a_static_link_does() {
    let main = scratch("tentative_main.c", "int g;\nint get(void);\nint main(void) { return get() != 5 || g != 5; }\n");
    let other = scratch("tentative_other.c", "int g = 5;\nint get(void) { return g; }\n");
    let verdict = |files: &[&PathBuf]| {
        json(&divm(&[&["check", "--report=json"][..], &files.iter().map(|p| p.to_str().unwrap()).collect::<Vec<_>>()].concat()))["verdict"].clone()
    };
    assert_eq!(verdict(&[&main, &other]), "safe");
    assert_eq!(verdict(&[&other, &main]), "safe");
    let weak = scratch("weak_main.c", "__attribute__((weak)) int h(void) { return 1; }\nint main(void) { return h() != 2; }\n");
    let strong = scratch("strong_h.c", "int h(void) { return 2; }\n");
    assert_eq!(verdict(&[&weak, &strong]), "safe");
    // Alone, the weak h returns 1: the exit status is an error.
    assert_eq!(verdict(&[&weak]), "error");
}

/// The time limit holds while one state's edges are enumerated: four
/// nondet values in one step are 201^4 edges of a single state, and the
/// search still stops about when the limit says, with `unknown`.
#[test]
fn a_time_limit_stops_a_step_with_billions_of_edges() {
    let p = scratch(
        "four_inputs.c",
        "extern int __VERIFIER_nondet_int(void);\nint main(void) { int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int(),\n  \
         c = __VERIFIER_nondet_int(), d = __VERIFIER_nondet_int(); return a + b + c + d == 1000; }\n",
    );
    let start = std::time::Instant::now();
    let o = divm(&["check", "--report=json", "--nondet-range", "-100..100", "--time-limit", "1", p.to_str().unwrap()]);
    let r = unknown_report(&o, "time limit");
    assert_eq!(r["limit"], "time", "{}", r);
    assert!(start.elapsed().as_secs_f64() < 20.0, "took {:?}", start.elapsed());
}

/// One edge that runs for half a minute: 2000 memsets of 64 MiB, each one
/// VM instruction, in a loop whose points stay quiet (one thread, no
/// choice). Limits were read between states only, so they waited for it.
const LONG_EDGE: &str = "#include <stdlib.h>\n#include <string.h>\n\
    int main(void) { size_t n = (size_t)64 << 20; char *p = malloc(n); if (!p) return 1;\n\
    for (int k = 0; k < 2000; k++) memset(p, k, n);\n return p[5] == 3; }\n";

/// The time limit holds inside one edge, in `check` (both reports, one
/// worker or two) and `smc` (sampling or `--exact`): about a second late at
/// most, exit status 2.
#[test]
fn a_time_limit_holds_inside_one_long_edge() {
    let p = scratch("long_edge.c", LONG_EDGE);
    let p = p.to_str().unwrap();
    for threads in ["1", "2"] {
        let (o, secs) = timed(&["check", "--report=json", "--threads", threads, "--time-limit", "1", p]);
        let r = unknown_report(&o, "time limit of 1 s");
        assert_eq!(r["limit"], "time", "{}", r);
        assert_eq!(r["stats"]["states"], 1, "{}", r);
        assert!(secs < 4.0, "--threads {}: took {} s", threads, secs);
    }
    let (o, secs) = timed(&["check", "--time-limit", "1", p]);
    assert_eq!(o.status.code(), Some(2));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("reason: time limit of 1 s reached") && text.contains("verdict: unknown"), "{}", text);
    assert!(secs < 4.0, "text report: took {} s", secs);
    for exact in [&[][..], &["--exact"][..]] {
        let (o, secs) = timed(&[&["smc", "--report=json", "--time-limit", "1", "-q", "Pr[<=100](<> error)", p][..], exact].concat());
        assert_eq!(o.status.code(), Some(2), "{}", String::from_utf8_lossy(&o.stderr));
        let q = &json(&o)["results"][0];
        assert!(q["reason"].as_str().unwrap().contains("time limit"), "{}", q);
        assert!(secs < 4.0, "smc {:?}: took {} s", exact, secs);
    }
}

/// A loop of 2^31 iterations with nothing to interleave: its edges run
/// 2^17 turns each (a sequential run), and the time limit still holds.
#[test]
fn a_time_limit_holds_in_a_long_sequential_loop() {
    let p = scratch(
        "long_loop.c",
        "int main(void) { unsigned long s = 0;\n  for (unsigned long i = 0; i < (1UL << 31); i++) s += i ^ (s >> 3);\n  return s == 7; }\n",
    );
    let (o, secs) = timed(&["check", "--report=json", "--threads", "2", "--time-limit", "1", p.to_str().unwrap()]);
    let r = unknown_report(&o, "time limit of 1 s");
    assert_eq!(r["limit"], "time", "{}", r);
    assert!(secs < 4.0, "took {} s", secs);
}

/// SIGINT ends `check` (two workers) and `smc` (sampling or `--exact`) within a second even
/// while an edge runs on: `unknown: interrupted`, exit status 2.
#[test]
fn a_signal_ends_a_long_edge() {
    let p = scratch("long_edge_signal.c", LONG_EDGE);
    for (cmd, sig) in [
        (&["check", "--report=json", "--threads", "2"][..], "-INT"),
        (&["smc", "--report=json", "-q", "Pr[<=100](<> error)"][..], "-TERM"),
        (&["smc", "--report=json", "--exact", "-q", "Pr[<=100](<> error)"][..], "-INT"),
    ] {
        let out = signalled(&[cmd, &[p.to_str().unwrap()]].concat(), sig);
        assert_eq!(out.status.code(), Some(2), "{}", cmd[0]);
        let r = json(&out);
        let reason = if cmd[0] == "check" { &r["reason"] } else { &r["results"][0]["reason"] };
        assert!(reason.as_str().unwrap().starts_with("interrupted"), "{}", r);
    }
}

// Limits under programs built to break them (issue 49, item 4). Each ends
// quickly with `unknown` naming the limit, or with the program's real
// error, never a panic; DEEP_ALLOCATION above is a recursion that
// allocates.

/// Seconds a command took, with its output.
fn timed(args: &[&str]) -> (Output, f64) {
    let start = std::time::Instant::now();
    let o = divm(args);
    (o, start.elapsed().as_secs_f64())
}

#[test]
fn limits_hold_under_unbounded_thread_creation() {
    // Threads that spin forever, created forever: the state space never ends.
    let spin = scratch(
        "spawn_spinners.c",
        "#include <pthread.h>\nstatic void *spin(void *a) { for (;;) {} return a; }\n\
         int main(void) { pthread_t t; for (;;) pthread_create(&t, 0, spin, 0); }\n",
    );
    let (o, secs) = timed(&["check", "--report=json", "--time-limit", "2", spin.to_str().unwrap()]);
    let r = unknown_report(&o, "time limit of 2 s");
    assert_eq!(r["limit"], "time", "{}", r);
    assert!(secs < 10.0, "took {} s", secs);
    // Threads that each hold 1 MiB and block: one run grows without bound.
    let hold = scratch(
        "spawn_holders.c",
        "#include <pthread.h>\n#include <stdlib.h>\n#include <string.h>\n\
         static pthread_mutex_t never = PTHREAD_MUTEX_INITIALIZER;\n\
         static void *hold(void *a) { char *p = malloc(1 << 20); if (p) memset(p, 1, 1 << 20); pthread_mutex_lock(&never); return p; }\n\
         int main(void) { pthread_mutex_lock(&never); pthread_t t; for (;;) if (pthread_create(&t, 0, hold, 0)) return 1; }\n",
    );
    let (o, secs) = timed(&["run", "--max-memory", "300M", hold.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stderr).contains("memory limit of 300 MiB"), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(secs < 20.0, "took {} s", secs);
    let (o, secs) = timed(&["check", "--report=json", "--time-limit", "2", hold.to_str().unwrap()]);
    unknown_report(&o, "time limit of 2 s");
    assert!(secs < 10.0, "took {} s", secs);
}

/// A list that grows by one node per iteration, forever: every state is
/// new and larger than the last.
const GROWING_LIST: &str = "#include <stdlib.h>\nstruct node { struct node *next; int v; };\n\
    int main(void) { struct node *head = 0; for (int i = 0;; i++) { struct node *n = malloc(sizeof *n);\n\
    if (!n) return 1; n->next = head; n->v = i; head = n; } }\n";

#[test]
fn limits_hold_under_allocation_in_a_tight_loop() {
    let p = scratch("growing_list.c", GROWING_LIST);
    let p = p.to_str().unwrap();
    let (o, secs) = timed(&["check", "--report=json", "--max-memory", "300M", p]);
    let r = unknown_report(&o, "memory limit of 300 MiB");
    assert_eq!(r["limit"], "memory", "{}", r);
    // Small objects cost the host far more than their size: they are
    // counted with their bookkeeping (before: 531 MiB for this limit).
    let peak = peak_mib(&r);
    assert!(peak <= 375, "peak {} MiB for a limit of 300 MiB", peak);
    assert!(secs < 30.0, "took {} s", secs);
    let (o, _) = timed(&["run", "--max-memory", "300M", p]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("memory limit of 300 MiB reached while the program allocates"));
    // Its edges (2^17 mallocs each) stop at the time limit; the storing of
    // a state is not cut, and takes a few tenths of a second once the
    // state is large (before the edges stopped: 4.4 s for this limit).
    let (o, secs) = timed(&["check", "--report=json", "--time-limit", "1", p]);
    unknown_report(&o, "limit");
    assert!(secs < 10.0, "took {} s", secs);
}

#[test]
fn a_huge_single_allocation_fails_or_stops_at_the_limit() {
    // Past what divm gives one object, malloc returns NULL: a program that
    // does not check it has a real error.
    let unchecked =
        scratch("huge_unchecked.c", "#include <stdlib.h>\nint main(void) { char *p = malloc((size_t)1 << 40);\n  p[0] = 1;\n  return 0; }\n");
    let o = divm(&["check", "--report=json", unchecked.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(json(&o)["error"]["message"].as_str().unwrap().contains("null pointer"), "{}", json(&o));
    // 1 GiB fits one object but not the limit: refused before it is made
    // (before: made, and the check went on to 2.1 GiB, or said `safe`
    // when the object was barely touched).
    for (name, text) in [
        ("huge_filled.c", "#include <stdlib.h>\n#include <string.h>\nint main(void) { size_t n = (size_t)1 << 30; char *p = malloc(n);\n  if (!p) return 0; memset(p, 7, n); return p[n - 1] != 7; }\n"),
        ("huge_touched.c", "#include <stdlib.h>\nint main(void) { char *p = malloc((size_t)1 << 30); if (!p) return 0;\n  p[0] = 1; p[(1 << 30) - 1] = 2; free(p); return 0; }\n"),
        ("huge_vla.c", "int main(int argc, char **argv) { (void)argv; unsigned long n = (1UL << 30) * (unsigned long)argc;\n  volatile char buf[n]; buf[n - 1] = 1; return buf[0]; }\n"),
    ] {
        let p = scratch(name, text);
        let o = divm(&["check", "--report=json", "--max-memory", "300M", p.to_str().unwrap()]);
        let r = unknown_report(&o, "memory limit of 300 MiB");
        assert!(peak_mib(&r) <= 300, "{}: {}", name, r);
        let o = divm(&["run", "--max-memory", "300M", p.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(2), "{}: {}", name, String::from_utf8_lossy(&o.stderr));
    }
}

#[test]
fn deep_recursion_is_a_stack_overflow_or_stops_at_the_limit() {
    let deep =
        scratch("deep_recursion.c", "static int f(int n) { return n == 0 ? 0 : 1 + f(n - 1); }\nint main(void) { return f(100000000) == 3; }\n");
    let (o, secs) = timed(&["check", "--report=json", "--time-limit", "5", deep.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(json(&o)["error"]["message"].as_str().unwrap().contains("stack overflow"), "{}", json(&o));
    assert!(secs < 10.0, "took {} s", secs);
    // Frames of 1 MiB each: the memory limit comes before the frame limit.
    let wide = scratch(
        "wide_recursion.c",
        "static int f(int n) { volatile char buf[1 << 20]; buf[0] = (char)n; buf[(1 << 20) - 1] = 1;\n  return n > 100000 ? buf[0] : f(n + 1) + buf[5]; }\nint main(void) { return f(0); }\n",
    );
    let o = divm(&["check", "--report=json", "--max-memory", "300M", wide.to_str().unwrap()]);
    let r = unknown_report(&o, "memory limit of 300 MiB");
    assert!(peak_mib(&r) <= 340, "{}", r);
}

#[test]
fn the_programs_arguments_reach_main_in_run_check_and_replay() {
    let p = scratch(
        "args.c",
        "#include <assert.h>\n#include <stdio.h>\n#include <string.h>\n\
         int main(int argc, char **argv) {\n\
           for (int i = 1; i < argc; i++) printf(\"%d:%s\\n\", i, argv[i]);\n\
           assert(argv[argc] == 0);\n\
           assert(argc != 3 || strcmp(argv[2], \"bad\") != 0);\n\
           return 0;\n}\n",
    );
    let f = p.to_str().unwrap();
    let o = divm(&["run", f, "--", "-v", "two words"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "1:-v\n2:two words\n");
    let o = divm(&["check", f, "--", "x"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stdout));
    // The arguments decide the verdict, and the replay needs them again.
    let trace = p.with_extension("json");
    let o = divm(&["check", f, "--trace-out", trace.to_str().unwrap(), "--", "x", "bad"]);
    assert_eq!(o.status.code(), Some(1), "{}", String::from_utf8_lossy(&o.stdout));
    let o = divm(&["replay", f, trace.to_str().unwrap(), "--", "x", "bad"]);
    assert!(String::from_utf8_lossy(&o.stdout).contains("assert"), "{}", String::from_utf8_lossy(&o.stdout));
}

#[test]
fn a_trace_replays_from_another_directory_and_path_spelling() {
    // The bitcode names the source's path and the working directory; the
    // trace's program hash does not, so the replay finds the same program.
    let p = scratch("elsewhere.c", "#include <assert.h>\nint main(void) { int x = 1; assert(x == 2); return 0; }\n");
    let dir = p.parent().unwrap();
    let o =
        Command::new(env!("CARGO_BIN_EXE_divm")).args(["check", "elsewhere.c", "--trace-out", "elsewhere.json"]).current_dir(dir).output().unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", String::from_utf8_lossy(&o.stdout));
    let trace = dir.join("elsewhere.json");
    let o = Command::new(env!("CARGO_BIN_EXE_divm"))
        .args(["replay", p.to_str().unwrap(), trace.to_str().unwrap()])
        .current_dir(dir.parent().unwrap())
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("assertion failed") && out.contains("elsewhere.c:2"), "{}{}", out, String::from_utf8_lossy(&o.stderr));
    // A changed source is still another program.
    let q = scratch("elsewhere_changed.c", "#include <assert.h>\nint main(void) { int x = 2; assert(x == 2); return 0; }\n");
    let o = divm(&["replay", q.to_str().unwrap(), trace.to_str().unwrap()]);
    assert!(String::from_utf8_lossy(&o.stderr).contains("made for another program"), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn a_preprocessed_file_is_checked_like_its_source() {
    // A `.i` file includes nothing: no header list is asked of clang.
    let p = scratch("preprocessed.i", "int main(void) { int x = 1; if (x == 1) __builtin_trap(); return 0; }\n");
    let o = divm(&["check", "--report=json", p.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
}

#[test]
fn a_deadlock_report_names_the_locks_and_lists_every_blocked_thread() {
    let p = scratch(
        "forks.c",
        "#include <pthread.h>\n\
         pthread_mutex_t forks[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};\n\
         void *eat(void *a) { long i = (long)a;\n\
         pthread_mutex_lock(&forks[i]);\n\
         pthread_mutex_lock(&forks[1 - i]);\n\
         pthread_mutex_unlock(&forks[1 - i]); pthread_mutex_unlock(&forks[i]); return 0; }\n\
         int main(void) { pthread_t a, b; pthread_create(&a, 0, eat, (void *)0); pthread_create(&b, 0, eat, (void *)1);\n\
         pthread_join(a, 0); pthread_join(b, 0); return 0; }\n",
    );
    let o = divm(&["check", "--report=json", p.to_str().unwrap()]);
    let r = json(&o);
    let e = &r["error"];
    assert_eq!(e["kind"], "deadlock", "{}", r);
    // Each of the two threads waits for the fork the other holds: the
    // error is one of them, `also` the other, both named and at line 5.
    let first = e["message"].as_str().unwrap();
    let also = e["also"].as_array().expect("the other blocked thread");
    assert_eq!(also.len(), 1, "{}", r);
    let second = also[0]["message"].as_str().unwrap();
    for (m, at) in [(first, &e["location"]), (second, &also[0]["location"])] {
        assert!(m.contains("blocked in pthread_mutex_lock on `forks[") && m.contains("held by thread"), "{}", m);
        assert_eq!(at["line"], 5, "{}", r);
    }
    assert_ne!(first[..first.find(" blocked").unwrap()], second[..second.find(" blocked").unwrap()]);
    let text = divm(&["check", p.to_str().unwrap()]);
    let out = String::from_utf8_lossy(&text.stdout);
    assert!(out.lines().any(|l| l.starts_with("  also at ") && l.contains("forks.c:5 in eat: thread ")), "{}", out);
}
