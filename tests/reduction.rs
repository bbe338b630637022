//! State-space reductions must merge what is unobservable and nothing
//! else. Programs in tests/reduction/. The numbers of states here are
//! those of the full interleaving (τ-reduction, `DIVM_NO_POR`); the
//! sync-point reduction has tests/por.rs.

use std::process::Command;

fn check(file: &str, extra: &[&str]) -> serde_json::Value {
    let path = format!("{}/tests/reduction/{}", env!("CARGO_MANIFEST_DIR"), file);
    let o = Command::new(env!("CARGO_BIN_EXE_divm"))
        .env("DIVM_VERIFY_CANONICAL", "1")
        .env("DIVM_NO_POR", "1")
        .args(["check", "--report=json", "--threads", "1", &path])
        .args(extra)
        .output()
        .unwrap();
    serde_json::from_slice(&o.stdout).unwrap_or_else(|_| panic!("no JSON: {}", String::from_utf8_lossy(&o.stderr)))
}

/// `file` as it is and with `flag`: both safe, with the same states.
fn same_states(file: &str, flag: &str) -> (serde_json::Value, serde_json::Value) {
    let plain = check(file, &[]);
    let flagged = check(file, &[flag]);
    assert_eq!(plain["verdict"], "safe", "{}", plain);
    assert_eq!(flagged["verdict"], "safe", "{}", flagged);
    assert_eq!(plain["stats"]["states"], flagged["stats"]["states"], "{} vs {}", plain, flagged);
    (plain, flagged)
}

/// A pointer left in a dead register (its last use is behind the pc) is
/// masked in the canonical state: the path that chose `&g2` and the path
/// that chose `&g1` reach the same states as a program with only `&g1`.
#[test]
fn dead_pointer_registers_do_not_split_states() {
    let (both, one) = same_states("dead_pointer_merge.c", "-DONE");
    // The nondeterministic choice did happen: more transitions.
    assert!(both["stats"]["transitions"].as_u64() > one["stats"]["transitions"].as_u64());
}

/// A caller waiting in a call holds nothing in the call's result
/// register: the return writes it (`Function::defined_result`). Paths
/// whose earlier call at the same site returned different values reach
/// the same states while the next call runs (before, the old result was
/// kept and split them: 39 states against 7).
#[test]
fn a_waiting_callers_result_register_does_not_split_states() {
    let (both, one) = same_states("waiting_call_result.c", "-DONE");
    assert!(both["stats"]["transitions"].as_u64() > one["stats"]["transitions"].as_u64());
}

/// Objects are renumbered canonically: two allocation orders reach the
/// same states (more transitions, no more states), also while another
/// thread runs and the allocating thread's stack changes depth.
#[test]
fn allocation_order_does_not_split_states() {
    let (both, one) = same_states("heap_symmetry.c", "-DONE");
    assert!(both["stats"]["transitions"].as_u64() > one["stats"]["transitions"].as_u64());
}

/// The register holding a stack variable's address is dead after its last
/// use, but the frame needs it to free the variable at return: masking it
/// must not turn a use after return into a safe verdict.
#[test]
fn alloca_registers_stay_live_until_return() {
    let r = check("dead_alloca_register_still_freed.c", &[]);
    assert_eq!(r["verdict"], "error", "{}", r);
    assert!(r["error"]["message"].as_str().unwrap().contains("use after scope"), "{}", r);
}

/// A thread about to lock a held mutex and a thread blocked after trying
/// are one state: each visible step main takes while holding the mutex
/// adds thread b's two positions (not started, at the lock), not three.
#[test]
fn mutex_waiter_before_and_after_trying_is_one_state() {
    let states = |n: &str| {
        let r = check("mutex_waiter.c", &["-D", n]);
        assert_eq!(r["verdict"], "safe", "{}", r);
        r["stats"]["states"].as_u64().unwrap()
    };
    let (two, three, four) = (states("N=2"), states("N=3"), states("N=4"));
    assert_eq!(three - two, 2, "{} {} {}", two, three, four);
    assert_eq!(four - three, 2, "{} {} {}", two, three, four);
}

/// The waiter marking must not change what a relock by the owner does,
/// even when the interrupt fires right at the relock.
#[test]
fn relock_by_the_owner_after_a_visible_action() {
    assert_eq!(check("relock_after_visible.c", &[])["verdict"], "safe");
    assert_eq!(check("relock_after_visible.c", &["-DERRORCHECK"])["verdict"], "safe");
    let normal = check("relock_after_visible.c", &["-DNORMAL"]);
    assert_eq!(normal["verdict"], "error", "{}", normal);
    assert_eq!(normal["error"]["kind"], "deadlock", "{}", normal);
}

/// Thread creation is a scheduling point although the creator is not
/// suspended there: the new thread may act before the creator's next
/// visible action.
#[test]
fn new_thread_may_act_before_its_creator_goes_on() {
    let r = check("create_then_act.c", &[]);
    assert_eq!(r["verdict"], "error", "{}", r);
    assert_eq!(r["error"]["kind"], "assert", "{}", r);
}

/// interrupt_cfl counts repeated points from the edge's visible action
/// on: the loop's back edge after a creation adds no state, so creating
/// threads in a loop gives the states of creating them one by one.
#[test]
fn loop_points_passed_before_the_visible_action_add_no_state() {
    same_states("create_loop.c", "-DLOOP");
}

/// A failed try on an object no other thread can reach cannot suspend at
/// its retry (no interrupt fires on private objects): the thread blocks,
/// and the deadlock is reported.
#[test]
fn failed_try_on_a_private_object_blocks() {
    let r = check("private_sem_wait.c", &[]);
    assert_eq!(r["verdict"], "error", "{}", r);
    assert_eq!(r["error"]["kind"], "deadlock", "{}", r);
}

/// A writer's relock of a rwlock interrupted at the try still gets EDEADLK.
#[test]
fn rwlock_relock_by_the_writer_after_a_visible_action() {
    let r = check("rwlock_relock_after_visible.c", &[]);
    assert_eq!(r["verdict"], "safe", "{}", r);
}

/// The edges out of a state run their common prefix (the scheduler up to
/// its choice) once and resume from it per choice. That must find exactly
/// what running every edge from the state finds: on every program here and
/// in tests/programs/{nondet,threads} (choices in the scheduler, in user
/// code, of a single value before the first real one, in malloc), the same
/// verdict, error, states, transitions and counterexample.
#[test]
fn shared_prefix_finds_what_reexecution_finds() {
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["tests/reduction", "tests/programs/nondet", "tests/programs/threads"] {
        let mut v: Vec<_> = std::fs::read_dir(root.join(dir)).unwrap().filter_map(|e| e.ok()).map(|e| e.path()).collect();
        v.retain(|p| p.extension().is_some_and(|e| e == "c"));
        v.sort();
        files.extend(v);
    }
    let run = |path: &std::path::Path, flags: &[String], reexecute: bool| -> serde_json::Value {
        let mut c = Command::new(env!("CARGO_BIN_EXE_divm"));
        c.args(["check", "--report=json", "--threads", "1", "--order", "bfs", "--time-limit", "60"]).args(flags).arg(path);
        if reexecute {
            c.env("DIVM_NO_SHARED_PREFIX", "1");
        }
        let o = c.output().unwrap();
        serde_json::from_slice(&o.stdout).unwrap_or_else(|_| panic!("{}: no JSON: {}", path.display(), String::from_utf8_lossy(&o.stderr)))
    };
    let mut compared = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        // Run-mode programs (MODE: run...) are not searched.
        if text.lines().take_while(|l| l.starts_with("//")).any(|l| l.starts_with("// MODE: run")) {
            continue;
        }
        let flags: Vec<String> = text
            .lines()
            .take_while(|l| l.starts_with("//"))
            .find_map(|l| l.strip_prefix("// FLAGS:"))
            .map(|v| v.split_whitespace().map(String::from).collect())
            .unwrap_or_default();
        let (shared, reference) = (run(f, &flags, false), run(f, &flags, true));
        let name = f.display();
        assert_eq!(shared["verdict"], reference["verdict"], "{}", name);
        assert_eq!(shared["error"]["kind"], reference["error"]["kind"], "{}", name);
        assert_eq!(shared["error"]["message"], reference["error"]["message"], "{}", name);
        assert_eq!(shared["stats"]["states"], reference["stats"]["states"], "{}", name);
        assert_eq!(shared["stats"]["transitions"], reference["stats"]["transitions"], "{}", name);
        // Breadth-first on one worker visits the edges in the same order.
        assert_eq!(shared["trace"]["steps"], reference["trace"]["steps"], "{}", name);
        compared += 1;
    }
    assert!(compared > 100, "only {} programs compared", compared);
}

/// Renumbered copies of stored objects are remembered and reused when an
/// object moves the same way again. The copies are checked against fresh
/// ones (`DIVM_VERIFY_CANONICAL`, which `check` sets), and the state space
/// is the one found when every copy is made anew, with 1 and 2 workers.
#[test]
fn remembered_renumbered_copies_change_no_state() {
    let path = format!("{}/tests/reduction/stack_depths.c", env!("CARGO_MANIFEST_DIR"));
    let run = |threads: &str, remember: bool| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_divm"));
        cmd.env("DIVM_VERIFY_CANONICAL", "1").env("DIVM_STATS", "1").args(["check", "--report=json", "--threads", threads, &path]);
        if !remember {
            cmd.env("DIVM_NO_REMEMBERED_COPIES", "1");
        }
        let o = cmd.output().unwrap();
        let r: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap_or_else(|_| panic!("no JSON: {}", String::from_utf8_lossy(&o.stderr)));
        assert_eq!(r["verdict"], "safe", "{}", r);
        // "... it moved M stored objects, R of them to a remembered copy"
        let err = String::from_utf8_lossy(&o.stderr).into_owned();
        let line = err.lines().find(|l| l.contains("remembered copy")).unwrap_or_else(|| panic!("no statistics: {}", err)).to_string();
        let words: Vec<&str> = line.split_whitespace().collect();
        let reused: u64 = words[words.iter().position(|&w| w == "them").unwrap() - 2].trim_end_matches(',').parse().unwrap();
        (r["stats"]["states"].as_u64().unwrap(), r["stats"]["transitions"].as_u64().unwrap(), reused)
    };
    let (states, transitions, reused) = run("1", true);
    assert!(reused > 0, "no copy was reused");
    assert_eq!(run("1", false), (states, transitions, 0));
    let (s2, t2, _) = run("2", true);
    assert_eq!((s2, t2), (states, transitions));
}

/// A contended `pthread_mutex_lock` restarts its call (`_VM_MA_RESTART`):
/// a waiting thread is suspended before the call, so the deadlock is
/// reported at the user's call with no frame of the lock, and the verdict
/// is the one without reduction (where every access is an interrupt point).
#[test]
fn a_contended_lock_waits_before_its_call() {
    let source = std::fs::read_to_string(format!("{}/tests/reduction/lock_restart.c", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let line = source.lines().position(|l| l.contains("the second lock")).unwrap() as u64 + 1;
    for extra in [&[][..], &["--no-reduction"][..]] {
        let r = check("lock_restart.c", extra);
        assert_eq!(r["verdict"], "error", "{}", r);
        assert_eq!(r["error"]["kind"], "deadlock", "{}", r);
        assert_eq!(r["error"]["location"]["line"], line, "{}", r);
        let frames = r["error"]["backtrace"].as_array().unwrap();
        assert_eq!(frames[0]["function"], "take", "{}", r);
        assert_eq!(frames[0]["line"], line, "{}", r);
        assert!(frames.iter().all(|f| f["function"] != "pthread_mutex_lock"), "{}", r);
    }
}

/// The interpreter's fast path runs an edge's first visible action itself
/// when it can (a defined word) and leaves it to the general path when it
/// cannot (undefined bytes): either way the action is taken once, not
/// interrupted as if it were the edge's second.
#[test]
fn first_visible_action_counts_once_on_either_path() {
    let (general, fast) = same_states("first_visible_paths.c", "-DDEFINED");
    assert_eq!(general["stats"]["transitions"], fast["stats"]["transitions"], "{} vs {}", general, fast);
}

/// `count` of the report's stats.
fn stat(r: &serde_json::Value, count: &str) -> u64 {
    r["stats"][count].as_u64().unwrap_or_else(|| panic!("no {} in {}", count, r))
}

/// With one thread there is nothing to interleave: a loop runs on within
/// its edge (`CF_SEQUENTIAL`) for 2^17 loop points (2^22 turns: 32
/// states, not 2^22), and an
/// error after it is still found at its line. `--no-reduction` stores a
/// state per turn again.
#[test]
fn sequential_loops_store_no_state_per_turn() {
    let long = check("sequential_loop.c", &[]);
    assert_eq!(long["verdict"], "safe", "{}", long);
    assert!(stat(&long, "states") < 100, "{}", long);
    let bug = check("sequential_loop.c", &["-DBUG"]);
    assert_eq!(bug["error"]["kind"], "assert", "{}", bug);
    assert_eq!(bug["error"]["location"]["line"], 12, "{}", bug);
    let short = check("sequential_loop.c", &["-DTURNS=500"]);
    let every = check("sequential_loop.c", &["-DTURNS=500", "--no-reduction"]);
    assert!(stat(&short, "states") <= 3, "{}", short);
    assert!(stat(&every, "states") >= 500, "{}", every);
}

/// A choice ends the edge at the next loop point passed again, as without
/// sequential runs: every sequence of choices is explored, with a state
/// per turn.
#[test]
fn a_choice_in_a_sequential_loop_still_ends_its_edge() {
    let r = check("sequential_choices.c", &[]);
    assert_eq!(r["error"]["kind"], "assert", "{}", r);
    assert!(stat(&r, "states") >= 6, "{}", r);
}

/// Sequential runs start when the last other thread is gone: the worker's
/// loop, while main can still run, has a state per turn; main's long loop
/// after the join does not.
#[test]
fn loops_run_on_once_one_thread_is_left() {
    let r = check("sequential_after_join.c", &[]);
    assert_eq!(r["verdict"], "safe", "{}", r);
    let states = stat(&r, "states");
    assert!((50..400).contains(&states), "{}", r);
}
