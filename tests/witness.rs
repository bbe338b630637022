//! Witnesses: every task of tests/svcomp whose expected verdict is false
//! gets a violation witness from `divm check --witness`, in YAML (which
//! must match tests/svcomp/violation-witness.schema.json, read with PyYAML
//! and checked with jsonschema) and in GraphML (well-formed XML with the
//! format's keys, read with Python's ElementTree); every task whose
//! expected verdict is true (but termination) gets a correctness witness
//! (tests/svcomp/correctness-witness.schema.json), and every program that
//! can run forever a non-termination witness (format 2.1, the violation
//! schema). Each must be confirmed
//! by `divm validate`; a witness with a wrong input value or invariant
//! (over a global, a local or a parameter), or for another program, is
//! not.

mod common;

use std::path::PathBuf;
use std::process::{Command, Output};

const DIVM: &str = env!("CARGO_BIN_EXE_divm");

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn divm(args: &[&str]) -> Output {
    Command::new(DIVM).args(args).output().expect("divm runs")
}

fn last_line(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).lines().last().unwrap_or("").to_string()
}

/// (task, property) pairs whose expected verdict is false, from the task
/// files themselves.
fn false_tasks() -> Vec<(PathBuf, String)> {
    tasks_expecting("false")
}

fn tasks_expecting(verdict: &str) -> Vec<(PathBuf, String)> {
    tasks_of(verdict, false)
}

/// (task, property) pairs with this expected verdict: of the termination
/// property (`termination`), or of every other.
fn tasks_of(verdict: &str, termination: bool) -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    let mut tasks: Vec<PathBuf> = std::fs::read_dir(root().join("tests/svcomp/tasks"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yml"))
        .collect();
    tasks.sort();
    for t in tasks {
        let text = std::fs::read_to_string(&t).unwrap();
        let mut prp = None;
        for line in text.lines().map(str::trim) {
            if let Some(p) = line.strip_prefix("- property_file:") {
                prp = Some(p.trim().to_string());
            } else if line == format!("expected_verdict: {}", verdict) {
                let p = prp.clone().unwrap();
                if p.contains("termination") == termination {
                    out.push((t.clone(), p));
                }
            }
        }
    }
    out
}

fn schema_check(witnesses: &[PathBuf]) {
    schema_check_with("violation-witness.schema.json", witnesses)
}

fn python() -> PathBuf {
    let python = root().join("target/pyenv/bin/python3");
    assert!(python.exists(), "run ./setup.sh first: it installs jsonschema and PyYAML");
    python
}

fn schema_check_with(schema: &str, witnesses: &[PathBuf]) {
    let python = python();
    let script = "import json, sys, yaml, jsonschema\n\
                  schema = json.load(open(sys.argv[1]))\n\
                  v = jsonschema.Draft7Validator(schema, format_checker=jsonschema.Draft7Validator.FORMAT_CHECKER)\n\
                  bad = 0\n\
                  for f in sys.argv[2:]:\n\
                  \x20   for e in v.iter_errors(yaml.safe_load(open(f))):\n\
                  \x20       bad += 1; print(f, e.message, list(e.absolute_path))\n\
                  sys.exit(1 if bad else 0)\n";
    let out = Command::new(python).arg("-c").arg(script).arg(root().join("tests/svcomp").join(schema)).args(witnesses).output().unwrap();
    assert!(out.status.success(), "{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
}

#[test]
fn every_witness_matches_the_schema_and_is_confirmed() {
    let dir = common::scratch("witness");
    let tasks = false_tasks();
    assert!(tasks.len() >= 10, "{:?}", tasks);
    let mut written = Vec::new();
    for (i, (task, prp)) in tasks.iter().enumerate() {
        let prp = task.parent().unwrap().join(prp);
        let w = dir.join(format!("w{}.yml", i));
        let (t, p, ws) = (task.to_str().unwrap(), prp.to_str().unwrap(), w.to_str().unwrap());
        let check = divm(&["check", "--property", p, "--witness", ws, t]);
        let answer = last_line(&check);
        assert!(answer.starts_with("divm: result: false("), "{}: {}", t, answer);
        assert!(w.exists(), "{}: no witness", t);
        let val = divm(&["validate", "--property", p, t, ws]);
        assert_eq!(last_line(&val), answer, "{} not confirmed:\n{}", t, String::from_utf8_lossy(&val.stdout));
        written.push(w);
    }
    schema_check(&written);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_wrong_witness_is_not_confirmed() {
    let dir = common::scratch("badwitness");
    let svcomp = root().join("tests/svcomp");
    let prp = svcomp.join("properties/unreach-call.prp");
    let task = svcomp.join("tasks/reach_deep_value.yml");
    let w = dir.join("w.yml");
    let (p, t, ws) = (prp.to_str().unwrap(), task.to_str().unwrap(), w.to_str().unwrap());
    divm(&["check", "--property", p, "--witness", ws, t]);
    let text = std::fs::read_to_string(&w).unwrap();
    // Another value for the one input: reach_error() is not reached.
    let value = text.lines().find_map(|l| l.trim().strip_prefix("value: \"\\\\result == ")).unwrap().trim_end_matches('"').to_string();
    std::fs::write(&w, text.replace(&format!("== {}", value), "== 5")).unwrap();
    let val = divm(&["validate", "--property", p, t, ws]);
    assert_eq!(last_line(&val), "divm: result: unknown");
    assert!(String::from_utf8_lossy(&val.stdout).contains("no run violates the property"), "{}", String::from_utf8_lossy(&val.stdout));
    // The right value, but the witness is for another version of the file.
    std::fs::write(&w, text.replace(&sha_of(&text), &"0".repeat(64))).unwrap();
    let val = divm(&["validate", "--property", p, t, ws]);
    assert_eq!(last_line(&val), "divm: result: unknown");
    assert!(String::from_utf8_lossy(&val.stdout).contains("another version"), "{}", String::from_utf8_lossy(&val.stdout));
    // Not a witness at all: one line, and no answer.
    std::fs::write(&w, "- entry_type: ghost_set\n").unwrap();
    let val = divm(&["validate", "--property", p, t, ws]);
    assert_eq!(val.status.code(), Some(3), "{}", String::from_utf8_lossy(&val.stderr));
    assert!(String::from_utf8_lossy(&val.stderr).contains("no violation_sequence entry"));
    // An invariant set without its metadata: the same.
    std::fs::write(&w, "- entry_type: invariant_set\n").unwrap();
    let val = divm(&["validate", "--property", p, t, ws]);
    assert_eq!(val.status.code(), Some(3), "{}", String::from_utf8_lossy(&val.stderr));
    assert!(String::from_utf8_lossy(&val.stderr).contains("no task.specification"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The file hash a witness text gives (the first 64-hex-digit word).
fn sha_of(text: &str) -> String {
    text.split(|c: char| !c.is_ascii_hexdigit()).find(|w| w.len() == 64).unwrap().to_string()
}

#[test]
fn every_true_task_gets_a_confirmed_correctness_witness() {
    let dir = common::scratch("proof");
    let tasks = tasks_expecting("true");
    assert!(tasks.len() >= 5, "{:?}", tasks);
    let mut written = Vec::new();
    for (i, (task, prp)) in tasks.iter().enumerate() {
        let prp = task.parent().unwrap().join(prp);
        let w = dir.join(format!("c{}.yml", i));
        let (t, p, ws) = (task.to_str().unwrap(), prp.to_str().unwrap(), w.to_str().unwrap());
        let check = divm(&["check", "--property", p, "--witness", ws, t]);
        assert_eq!(last_line(&check), "divm: result: true", "{}", t);
        assert!(w.exists(), "{}: no witness", t);
        let val = divm(&["validate", "--property", p, t, ws]);
        assert_eq!(last_line(&val), "divm: result: true", "{} not confirmed:\n{}", t, String::from_utf8_lossy(&val.stdout));
        assert!(String::from_utf8_lossy(&val.stdout).contains("the witness is confirmed"), "{}", t);
        written.push(w);
    }
    schema_check_with("correctness-witness.schema.json", &written);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_correctness_witness_states_the_loop_heads_values_and_a_wrong_one_is_not_confirmed() {
    let dir = common::scratch("invariants");
    let svcomp = root().join("tests/svcomp");
    let prp = svcomp.join("properties/unreach-call.prp");
    let task = svcomp.join("tasks/loop_globals.yml");
    let w = dir.join("w.yml");
    let (p, t, ws) = (prp.to_str().unwrap(), task.to_str().unwrap(), w.to_str().unwrap());
    let check = divm(&["check", "--property", p, "--witness", ws, t]);
    assert_eq!(last_line(&check), "divm: result: true");
    let text = std::fs::read_to_string(&w).unwrap();
    assert!(text.contains("checked by divm"), "{}", text);
    // The for loop (line 13, column 5) and the while loop (line 16).
    for (line, value) in
        [(13, "0 <= i && i <= 6"), (13, "mode == 1"), (13, "total <= 15"), (16, "1 <= i && i <= 6"), (16, "mode == 3"), (16, "total <= 15")]
    {
        let entry = format!("line: {}\n          column: 5\n          function: main\n        value: {}\n", line, value);
        assert!(text.contains(&entry), "no '{}' at line {}:\n{}", value, line, text);
    }
    // A tighter bound than the truth is refuted.
    std::fs::write(&w, text.replace("value: mode == 3", "value: mode == 2")).unwrap();
    let val = divm(&["validate", "--property", p, t, ws]);
    let out = String::from_utf8_lossy(&val.stdout);
    assert_eq!(last_line(&val), "divm: result: unknown", "{}", out);
    assert!(out.contains("does not hold"), "{}", out);
    // An invariant divm cannot read is not confirmed either.
    std::fs::write(&w, text.replace("value: mode == 3", "value: mode * 2 == 6")).unwrap();
    let val = divm(&["validate", "--property", p, t, ws]);
    let out = String::from_utf8_lossy(&val.stdout);
    assert_eq!(last_line(&val), "divm: result: unknown", "{}", out);
    assert!(out.contains("cannot check the invariant"), "{}", out);
    let _ = std::fs::remove_dir_all(&dir);
}

/// While other threads run, a loop head's values are not exact in the
/// reduced state space (a store by another thread between the loop's own
/// store and its head is never seen there): no invariant is stated of
/// them, and the one stated while main was alone is confirmed.
#[test]
fn no_invariant_is_stated_where_another_thread_may_write() {
    let dir = common::scratch("invariants-threads");
    let svcomp = root().join("tests/svcomp");
    let prp = svcomp.join("properties/unreach-call.prp");
    let task = svcomp.join("tasks/threads_loop_head.yml");
    let w = dir.join("w.yml");
    let (p, t, ws) = (prp.to_str().unwrap(), task.to_str().unwrap(), w.to_str().unwrap());
    let check = divm(&["check", "--property", p, "--witness", ws, t]);
    assert_eq!(last_line(&check), "divm: result: true");
    let text = std::fs::read_to_string(&w).unwrap();
    assert!(!text.contains("line: 20"), "an invariant at the loop that runs beside the writer:\n{}", text);
    assert!(text.contains("line: 16\n          column: 5\n          function: main\n        value: g == 0\n"), "{}", text);
    let val = divm(&["validate", "--property", p, t, ws]);
    assert_eq!(last_line(&val), "divm: result: true", "{}", String::from_utf8_lossy(&val.stdout));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The correctness witness `divm check --witness` writes for `task` of
/// tests/svcomp (unreach-call) into `dir`, checked against the schema;
/// and a function that validates a text as that witness (last line,
/// report).
fn correctness_witness(dir: &std::path::Path, task: &str) -> (String, impl Fn(&str) -> (String, String)) {
    let svcomp = root().join("tests/svcomp");
    let p = svcomp.join("properties/unreach-call.prp").to_string_lossy().into_owned();
    let t = svcomp.join(format!("tasks/{}.yml", task)).to_string_lossy().into_owned();
    let w = dir.join(format!("{}.yml", task));
    let ws = w.to_string_lossy().into_owned();
    let check = divm(&["check", "--property", &p, "--witness", &ws, &t]);
    assert_eq!(last_line(&check), "divm: result: true", "{}", task);
    schema_check_with("correctness-witness.schema.json", std::slice::from_ref(&w));
    let text = std::fs::read_to_string(&w).unwrap();
    let validate = move |text: &str| {
        let bad = w.with_extension("edited.yml");
        std::fs::write(&bad, text).unwrap();
        let val = divm(&["validate", "--property", &p, &t, &bad.to_string_lossy()]);
        (last_line(&val), String::from_utf8_lossy(&val.stdout).into_owned())
    };
    (text, validate)
}

/// The `loop_invariant` entry text for `value` at a loop keyword.
fn entry(line: u32, function: &str, value: &str) -> String {
    format!("line: {}\n          column: 5\n          function: {}\n        value: {}\n", line, function, value)
}

/// Parameters and locals in scope at a loop head get invariants too: the
/// innermost declaration of a name (a local shadows a global; one in the
/// loop's body or first clause is not in scope at its keyword), in every
/// frame of a recursive function, and in every thread for a variable kept
/// in the frame (but not one whose address is taken). A wrong one, or one
/// of the global a local shadows, is not confirmed.
#[test]
fn a_correctness_witness_states_locals_in_scope_and_a_wrong_one_is_not_confirmed() {
    let dir = common::scratch("invariants-locals");
    let (text, validate) = correctness_witness(&dir, "loop_locals");
    for (line, function, value) in [
        (23, "main", "0 <= i && i <= 10"),
        (23, "main", "0 <= g && g <= 20"),
        (23, "main", "h == 7"),
        (25, "main", "(g == 17 || g == 18 || g == 19 || g == 20)"),
        (13, "sum", "n == 10"),
        (13, "sum", "0 <= s && s <= 45"),
        (13, "sum", "0 <= i && i <= 10"),
        (13, "sum", "g == 100"),
        (13, "sum", "h == 7"),
    ] {
        assert!(text.contains(&entry(line, function, value)), "no '{}' at line {}:\n{}", value, line, text);
    }
    // The global g is shadowed in main, j is not in scope at the keyword.
    assert!(!text.contains(&entry(23, "main", "g == 100")) && !text.contains("value: 0 <= j") && !text.contains("(j =="), "{}", text);
    let (answer, out) = validate(&text);
    assert_eq!(answer, "divm: result: true", "{}", out);
    // A local counter's bound too tight, or main's g read as the global.
    for (right, wrong) in [("value: 0 <= i && i <= 10\n", "value: 0 <= i && i <= 9\n"), ("value: 0 <= g && g <= 20", "value: g == 100")] {
        let (answer, out) = validate(&text.replacen(right, wrong, 1));
        assert_eq!(answer, "divm: result: unknown", "{}", out);
        assert!(out.contains("does not hold"), "{}", out);
    }
    // A variable declared in the loop's first clause is not one divm reads.
    let (answer, out) = validate(&text.replace("value: h == 7", "value: j == 0"));
    assert_eq!(answer, "divm: result: unknown", "{}", out);
    assert!(out.contains("'j' is not an integer variable divm reads there"), "{}", out);

    // Recursion: t reaches 14 in the outermost frame only.
    let (text, validate) = correctness_witness(&dir, "loop_recursion");
    for value in ["(d == 0 || d == 1 || d == 2 || d == 3)", "(k == 0 || k == 1 || k == 2)", "0 <= t && t <= 14"] {
        assert!(text.contains(&entry(9, "walk", value)), "no '{}':\n{}", value, text);
    }
    assert_eq!(validate(&text).0, "divm: result: true");
    let (answer, out) = validate(&text.replace("t <= 14", "t <= 6"));
    assert_eq!(answer, "divm: result: unknown", "{}", out);
    assert!(out.contains("does not hold: values from 0 to 14 were seen"), "{}", out);

    // Threads: n is the thread's own; mine's address is taken.
    let (text, validate) = correctness_witness(&dir, "threads_loop_locals");
    assert!(text.contains(&entry(15, "worker", "(n == 0 || n == 1 || n == 2 || n == 3)")), "{}", text);
    assert!(!text.contains("mine") && !text.contains("done"), "{}", text);
    assert_eq!(validate(&text).0, "divm: result: true");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn graphml_witnesses_are_well_formed_and_confirmed() {
    let dir = common::scratch("graphml");
    let mut written = Vec::new();
    let mut threads = false;
    for (i, (task, prp)) in false_tasks().iter().enumerate() {
        let prp = task.parent().unwrap().join(prp);
        let w = dir.join(format!("w{}.graphml", i));
        let (t, p, ws) = (task.to_str().unwrap(), prp.to_str().unwrap(), w.to_str().unwrap());
        let check = divm(&["check", "--property", p, "--witness", ws, t]);
        let answer = last_line(&check);
        assert!(answer.starts_with("divm: result: false("), "{}: {}", t, answer);
        let text = std::fs::read_to_string(&w).unwrap();
        threads |= text.contains("key=\"threadId\">2<");
        // (A thread the counterexample runs was created on an edge of it.)
        assert_eq!(text.contains("key=\"threadId\">2<"), text.contains("key=\"createThread\">2<"), "{}:\n{}", t, text);
        let val = divm(&["validate", "--property", p, t, ws]);
        assert_eq!(last_line(&val), answer, "{} not confirmed:\n{}", t, String::from_utf8_lossy(&val.stdout));
        written.push(w);
    }
    assert!(threads, "no GraphML witness names a second thread");
    // Well-formed XML, the keys declared, one entry and one violation node,
    // and every edge between declared nodes with a start line.
    let script = "import sys, xml.etree.ElementTree as ET\n\
                  ns = '{http://graphml.graphdrawing.org/xmlns}'\n\
                  need = {'witness-type','sourcecodelang','producer','specification','programfile','programhash','architecture','creationtime','entry','violation','startline','threadId','createThread','enterFunction','assumption','assumption.resultfunction'}\n\
                  for f in sys.argv[1:]:\n\
                  \x20   root = ET.parse(f).getroot()\n\
                  \x20   keys = {k.get('id') for k in root.iter(ns + 'key')}\n\
                  \x20   assert need <= keys, (f, need - keys)\n\
                  \x20   g = root.find(ns + 'graph')\n\
                  \x20   data = {d.get('key'): d.text for d in g.findall(ns + 'data')}\n\
                  \x20   assert data['witness-type'] == 'violation_witness' and len(data['programhash']) == 64, (f, data)\n\
                  \x20   nodes = {n.get('id'): {d.get('key'): d.text for d in n.findall(ns + 'data')} for n in g.findall(ns + 'node')}\n\
                  \x20   assert sum(n.get('entry') == 'true' for n in nodes.values()) == 1, f\n\
                  \x20   assert sum(n.get('violation') == 'true' for n in nodes.values()) == 1, f\n\
                  \x20   live, entered = {'1'}, set()\n\
                  \x20   for e in g.findall(ns + 'edge'):\n\
                  \x20       assert e.get('source') in nodes and e.get('target') in nodes, f\n\
                  \x20       d = {x.get('key'): x.text for x in e.findall(ns + 'data')}\n\
                  \x20       assert int(d['startline']) >= 1, f\n\
                  \x20       # a thread acts once created, and first enters its start routine\n\
                  \x20       t = d.get('threadId', '1')\n\
                  \x20       assert t in live, (f, t)\n\
                  \x20       if 'enterFunction' in d: entered.add(t)\n\
                  \x20       assert t == '1' or t in entered, (f, t)\n\
                  \x20       if 'createThread' in d:\n\
                  \x20           assert d['createThread'] not in live, f\n\
                  \x20           live.add(d['createThread'])\n";
    let out = Command::new(python()).arg("-c").arg(script).args(&written).output().unwrap();
    assert!(out.status.success(), "{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A concurrent counterexample's GraphML witness creates the worker before
/// the worker reads its input, and `divm validate` follows the threads it
/// names: the same values read by the other threads are not confirmed.
#[test]
fn graphml_witnesses_create_threads_and_their_threads_are_followed() {
    let dir = common::scratch("graphml-threads");
    let svcomp = root().join("tests/svcomp");
    let prp = svcomp.join("properties/unreach-call.prp");
    let task = svcomp.join("tasks/threads_inputs.yml");
    let w = dir.join("w.graphml");
    let (p, t, ws) = (prp.to_str().unwrap(), task.to_str().unwrap(), w.to_str().unwrap());
    let check = divm(&["check", "--property", p, "--witness", ws, t]);
    assert_eq!(last_line(&check), "divm: result: false(unreach-call)");
    let text = std::fs::read_to_string(&w).unwrap();
    // The edges in order: main creates thread 2 at line 13, which enters
    // worker (line 7); main reads 3 at line 14, the worker 7 at line 8.
    let keys: Vec<String> = text
        .split("<edge ")
        .skip(1)
        .map(|e| {
            let data = |k: &str| e.split(&format!("key=\"{}\">", k)).nth(1).map(|r| r[..r.find('<').unwrap()].to_string());
            let mut d = vec![data("startline").unwrap(), data("threadId").unwrap()];
            d.extend(data("createThread").map(|c| format!("create {}", c)));
            d.extend(data("enterFunction").map(|c| format!("enter {}", c)));
            d.extend(data("assumption"));
            d.join(" ")
        })
        .collect();
    assert_eq!(keys, ["13 1 create 2", "7 2 enter worker", "14 1 \\result == 3;", "8 2 \\result == 7;", "17 1"], "{}", text);
    let val = divm(&["validate", "--property", p, t, ws]);
    assert_eq!(last_line(&val), "divm: result: false(unreach-call)", "{}", String::from_utf8_lossy(&val.stdout));
    // The inputs' threads swapped: main reads 7, the worker 3.
    let swapped: Vec<String> = text
        .split("<edge ")
        .map(|e| if e.contains("assumption\"") { e.replace(">1<", ">X<").replace(">2<", ">1<").replace(">X<", ">2<") } else { e.to_string() })
        .collect();
    std::fs::write(&w, swapped.join("<edge ")).unwrap();
    let val = divm(&["validate", "--property", p, t, ws]);
    assert_eq!(last_line(&val), "divm: result: unknown", "{}", String::from_utf8_lossy(&val.stdout));
    // A thread created twice is no witness.
    std::fs::write(&w, text.replace("<data key=\"enterFunction\">worker</data>", "<data key=\"createThread\">2</data>")).unwrap();
    let val = divm(&["validate", "--property", p, t, ws]);
    assert_eq!(val.status.code(), Some(3), "{}", String::from_utf8_lossy(&val.stdout));
    assert!(String::from_utf8_lossy(&val.stderr).contains("created twice"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every task whose program can run forever (one thread, and a worker
/// thread) gets a non-termination witness: a `cycle` whose `recurrence`
/// waypoint is where the run repeats, which matches the schema and is
/// confirmed. Placed at a line the repeating steps do not pass, it is not
/// confirmed; as a witness of another property, neither.
#[test]
fn nontermination_witnesses_are_confirmed() {
    let dir = common::scratch("nontermination");
    let tasks = tasks_of("false", true);
    assert!(tasks.len() >= 2, "{:?}", tasks);
    let mut written = Vec::new();
    for (i, (task, prp)) in tasks.iter().enumerate() {
        let prp = task.parent().unwrap().join(prp);
        let w = dir.join(format!("n{}.yml", i));
        let (t, p, ws) = (task.to_str().unwrap(), prp.to_str().unwrap(), w.to_str().unwrap());
        let check = divm(&["check", "--property", p, "--witness", ws, t]);
        assert_eq!(last_line(&check), "divm: result: false(termination)", "{}", t);
        let text = std::fs::read_to_string(&w).unwrap();
        assert!(text.contains("format_version: \"2.1\"") && text.contains("specification: F end"), "{}", text);
        assert!(text.contains("- cycle:\n        - segment:\n            - waypoint:\n                type: recurrence\n"), "{}", text);
        let val = divm(&["validate", "--property", p, t, ws]);
        assert_eq!(last_line(&val), "divm: result: false(termination)", "{} not confirmed:\n{}", t, String::from_utf8_lossy(&val.stdout));
        written.push(w);
    }
    schema_check(&written);
    // spin_forever.c repeats at its loop's condition (line 4), not at line 2.
    let spin = root().join("tests/svcomp/tasks/spin_forever.yml");
    let prp = root().join("tests/svcomp/properties/termination.prp");
    let w = dir.join("spin.yml");
    let (t, p, ws) = (spin.to_str().unwrap(), prp.to_str().unwrap(), w.to_str().unwrap());
    divm(&["check", "--property", p, "--witness", ws, t]);
    let text = std::fs::read_to_string(&w).unwrap();
    assert!(text.contains("line: 4\n"), "{}", text);
    std::fs::write(&w, text.replace("line: 4\n", "line: 2\n")).unwrap();
    let val = divm(&["validate", "--property", p, t, ws]);
    assert_eq!(last_line(&val), "divm: result: unknown", "{}", String::from_utf8_lossy(&val.stdout));
    assert!(String::from_utf8_lossy(&val.stdout).contains("does not pass"), "{}", String::from_utf8_lossy(&val.stdout));
    std::fs::write(&w, &text).unwrap();
    let unreach = root().join("tests/svcomp/properties/unreach-call.prp");
    let c = root().join("tests/svcomp/tasks/spin_forever.c");
    let val = divm(&["validate", "--property", unreach.to_str().unwrap(), c.to_str().unwrap(), ws]);
    assert_eq!(last_line(&val), "divm: result: unknown", "{}", String::from_utf8_lossy(&val.stdout));
    // GraphML non-termination witnesses are not written.
    let g = dir.join("spin.graphml");
    let check = divm(&["check", "--property", p, "--witness", g.to_str().unwrap(), t]);
    assert_eq!(last_line(&check), "divm: result: false(termination)");
    assert!(!g.exists() && String::from_utf8_lossy(&check.stderr).contains("not GraphML"));
    let _ = std::fs::remove_dir_all(&dir);
}
