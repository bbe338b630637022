//! The BenchExec tool-info module (contrib/benchexec/divm_tools/divm.py),
//! tested with BenchExec's own `test_tool_info` on divm's real outputs, and
//! the benchmark definition over tests/svcomp run by `benchexec` itself.
//! (BenchExec comes from PyPI into target/pyenv: ./setup.sh.)

mod common;

use std::path::PathBuf;
use std::process::Command;

const DIVM: &str = env!("CARGO_BIN_EXE_divm");

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn pyenv(tool: &str) -> PathBuf {
    let p = root().join("target/pyenv/bin").join(tool);
    assert!(p.exists(), "run ./setup.sh first: it installs BenchExec into target/pyenv");
    p
}

/// A folder with `bin/divm`, as BenchExec's tool locator looks for it.
fn tool_dir(name: &str) -> PathBuf {
    let dir = common::scratch(&format!("benchexec-{}", name));
    std::fs::create_dir_all(dir.join("bin")).unwrap();
    let bin = dir.join("bin/divm");
    if !bin.exists() {
        std::fs::copy(DIVM, &bin).unwrap();
    }
    dir
}

#[test]
fn the_tool_info_module_maps_every_answer() {
    let dir = tool_dir("info");
    let svcomp = root().join("tests/svcomp");
    let runs = [
        ("unreach-call", "reach_empty_body", "false(unreach-call)"),
        ("unreach-call", "reach_guarded", "true"),
        ("valid-memsafety", "deref_past_end", "false(valid-deref)"),
        ("valid-memsafety", "free_twice", "false(valid-free)"),
        ("valid-memsafety", "lost_pointer", "false(valid-memtrack)"),
        ("valid-memcleanup", "global_kept", "false(valid-memcleanup)"),
        ("no-overflow", "add_overflows", "false(no-overflow)"),
        ("no-data-race", "racy_flag", "false(no-data-race)"),
        ("termination", "spin_forever", "false(termination)"),
    ];
    let mut outputs = Vec::new();
    for (i, (prp, task, _)) in runs.iter().enumerate() {
        let out = Command::new(DIVM)
            .args(["check", "--property"])
            .arg(svcomp.join(format!("properties/{}.prp", prp)))
            .arg(svcomp.join(format!("tasks/{}.yml", task)))
            .output()
            .unwrap();
        let f = dir.join(format!("out{}.txt", i));
        std::fs::write(&f, &out.stdout).unwrap();
        outputs.push(f);
    }
    // A run that printed no answer (a bad input) is an error, not unknown.
    let f = dir.join("bad.txt");
    std::fs::write(&f, "divm: no such file: x.c\n").unwrap();
    outputs.push(f);
    let out = Command::new(pyenv("python3"))
        .args(["-m", "benchexec.test_tool_info", "--no-container", "--tool-directory"])
        .arg(&dir)
        .arg("--task-definition")
        .arg(svcomp.join("tasks/add_overflows.yml"))
        .arg("--tool-output")
        .args(&outputs)
        .args(["--", "divm_tools.divm"])
        .env("PYTHONPATH", root().join("contrib/benchexec"))
        .current_dir(&dir)
        .output()
        .unwrap();
    // (test_tool_info reports on stderr.)
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "{}", text);
    // The command line a task gets: its property and data model.
    assert!(text.contains("'--property'") && text.contains("'--data-model', 'ILP32'"), "{}", text);
    assert!(text.contains("Version: “0.1.0”") || text.contains(&format!("Version: “{}”", env!("CARGO_PKG_VERSION"))), "{}", text);
    // "Result of analyzing tool output in “F”:" then the result, per file.
    let results: Vec<String> = text
        .lines()
        .skip_while(|l| !l.starts_with("Result of analyzing"))
        .filter(|l| l.starts_with('\t'))
        .map(|l| l.trim().trim_matches(['“', '”']).to_string())
        .collect();
    let mut want: Vec<String> = runs.iter().map(|r| r.2.to_string()).collect();
    want.push("ERROR(no such file: x.c)".into());
    assert_eq!(results, want, "{}", text);
    let _ = std::fs::remove_dir_all(&dir);
}

/// `benchexec` on the benchmark definition: the maximum score. Where the
/// machine's cgroups do not let BenchExec measure, tests/svcomp/run is the
/// plain runner (tests/svcomp.rs requires the maximum of it too).
#[test]
fn benchexec_scores_the_task_set_where_cgroups_allow() {
    let dir = tool_dir("run");
    let out = Command::new(pyenv("benchexec"))
        .args(["--no-container", "--no-compress-results", "-o"])
        .arg(dir.join("results/"))
        .arg(root().join("contrib/benchexec/divm-tasks.xml"))
        .env("PYTHONPATH", root().join("contrib/benchexec"))
        .env("PATH", format!("{}:{}", dir.join("bin").display(), std::env::var("PATH").unwrap_or_default()))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let err = String::from_utf8_lossy(&out.stderr);
    if !text.contains("Statistics:") {
        assert!(err.to_lowercase().contains("cgroup"), "benchexec failed for another reason than cgroups:\n{}{}", text, err);
        return;
    }
    let score = text.lines().find(|l| l.trim_start().starts_with("Score:")).unwrap_or("");
    let words: Vec<&str> = score.split(|c: char| c.is_whitespace() || c == '(' || c == ')').filter(|w| !w.is_empty()).collect();
    // "Score: 34 (max: 34)"
    assert!(words.len() == 4 && words[1] == words[3], "{}", text);
    assert!(text.contains("incorrect:             0"), "{}", text);
    let _ = std::fs::remove_dir_all(&dir);
}
