//! `divm run`: one execution, like running the program natively.

use crate::choice::{Listed, Random};
use crate::compile::CompileOpts;
use crate::error::DriverError;
use crate::platform::{self, OsOpts};
use crate::session::{run_path, End, PathObserver};
use crate::trace::{TraceFile, TraceKind};
use crate::{program, world, SemanticOpts};
use divm_vm::{Chooser, FirstChoice, Machine};
use std::io::Write;
use std::path::PathBuf;

/// How a run makes its choices: `--seed` or `--choices` (at most one).
pub struct Choosing {
    pub seed: Option<u64>,
    pub choices: Option<String>,
}

pub fn run(
    files: &[PathBuf],
    Choosing { seed, choices }: Choosing,
    trace_out: Option<PathBuf>,
    max_memory: Option<u64>,
    sem: &SemanticOpts,
    copts: &CompileOpts,
    os: &OsOpts,
) -> Result<i32, DriverError> {
    let (prog, plat) = program::build(files, copts, os)?;
    let mut w = world(crate::session::Mode::Run, sem)?;
    w.max_memory = max_memory.or(w.max_memory);
    platform::preflight(&prog, &plat, w.config())?;
    w.profile = crate::profile::requested(&prog);
    let mut chooser: Box<dyn Chooser> = match (seed, choices) {
        (Some(_), Some(_)) => return Err(DriverError::Usage("--seed and --choices exclude each other".into())),
        (Some(s), None) => Box::new(Random::new(s)),
        (None, Some(list)) => {
            let values = list
                .split(',')
                .filter(|s| !s.trim().is_empty())
                .map(|s| s.trim().parse::<u32>().map_err(|_| DriverError::Usage(format!("--choices: bad value '{}'", s))))
                .collect::<Result<Vec<_>, _>>()?;
            Box::new(Listed { values, next: 0 })
        }
        (None, None) => Box::new(FirstChoice),
    };
    let m = match Machine::boot(&prog, w.config()) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("divm: {}", e);
            return Ok(2);
        }
    };
    let res = run_path(&prog, &w, m, chooser.as_mut(), &mut Output);
    if let Some(path) = trace_out {
        let t = TraceFile::new(&prog, &plat, w.flags.clone(), res.steps.clone());
        let text = serde_json::to_string_pretty(&t).unwrap_or_default();
        crate::outfile::write(&path, text)?;
    }
    if crate::environment::get().stats {
        eprintln!("divm: {} instructions, {} edges", res.instructions, res.steps.len());
        if let Some(p) = &w.profile {
            crate::profile::print(&prog, p, None);
        }
    }
    Ok(match res.end {
        End::Exit(n) => n & 0xff,
        End::Error(e) => {
            eprintln!("divm: {}", e.message);
            if let Some(l) = &e.location {
                eprintln!("  at {}:{} in {}", l.file, l.line, l.function);
            }
            eprint!("{}", crate::report::backtrace_text(&e.backtrace));
            1
        }
        End::Cancelled => {
            eprintln!("divm: the run stopped: an assumption does not hold on this path");
            2
        }
        End::Vm(e) => {
            eprintln!("divm: {}", e);
            2
        }
        // (Output stops nothing.)
        End::Stopped => 2,
    })
}

/// The program's output, as it happens: stdout to stdout, stderr to stderr.
struct Output;

impl PathObserver for Output {
    fn after(&mut self, _m: &Machine, _edge: &divm_vm::Edge, st: &crate::trace::Step) -> Option<End> {
        let mut out = std::io::stdout().lock();
        for t in &st.traces {
            match t.kind {
                TraceKind::Output => {
                    let _ = out.write_all(&t.bytes);
                }
                TraceKind::Stderr => {
                    let _ = out.flush();
                    let _ = std::io::stderr().write_all(&t.bytes);
                }
                _ => {}
            }
        }
        let _ = out.flush();
        None
    }
}
