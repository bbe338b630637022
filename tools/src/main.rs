//! divm: a model checker for C programs.
//!
//! The driver: compiles C with the provided headers, loads the program into
//! the VM, and runs it (`run`), checks it (`check`) or replays a trace.

mod assigned;
mod check;
mod choice;
mod compile;
mod ctors;
mod draw;
mod environment;
mod error;
#[cfg(test)]
mod fuzz;
mod graphml;
mod guestfs;
mod html;
mod interrupt;
mod invariants;
mod ltl;
mod outfile;
mod platform;
mod profile;
mod program;
mod progress;
mod replay;
mod report;
mod run;
mod runtime;
mod sarif;
mod search;
mod session;
mod sim;
mod smc;
mod snippet;
mod solver;
mod spawned;
mod store;
mod svcomp;
mod syntax;
mod trace;
mod verdict;
mod watchdog;
mod witness;
mod yaml;

use clap::{Parser, Subcommand};
use compile::CompileOpts;
use error::DriverError;
use std::path::PathBuf;

#[derive(Parser)]
#[command(name = "divm", version, about = "A model checker for C programs", disable_help_subcommand = true)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

/// Options that change the guest's semantics.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct SemanticOpts {
    /// Report heap memory that becomes unreachable without being freed.
    #[arg(long)]
    pub leak: bool,
    /// Let malloc, calloc and realloc fail (return NULL).
    #[arg(long)]
    pub malloc_may_fail: bool,
    /// Domain of wide __VERIFIER_nondet_* values, e.g. -8..8.
    #[arg(long, value_name = "LO..HI", allow_hyphen_values = true)]
    pub nondet_range: Option<String>,
    /// A non-zero exit status is not an error.
    #[arg(long)]
    pub ignore_exit_status: bool,
    /// Condition variables may wake up spuriously.
    #[arg(long)]
    pub spurious_wakeups: bool,
    /// Report signed integer overflow (undefined behaviour) as an arith error.
    #[arg(long)]
    pub ub_overflow: bool,
    /// Floating-point division by zero gives IEEE infinities and NaNs
    /// instead of an arith error.
    #[arg(long)]
    pub float_ieee: bool,
    /// Integer __VERIFIER_nondet_* values are symbolic over their whole
    /// domain, decided by an SMT solver (z3); `run` keeps concrete values.
    #[arg(long)]
    pub symbolic: bool,
    /// With --symbolic: a state is not explored when an explored state with
    /// the same memory has a path condition it implies (subsumption), not
    /// only an equivalent one. (A search option: run and replay ignore it.)
    #[arg(long)]
    pub symbolic_subsumption: bool,
    /// Maximum call depth before a stack-overflow fault.
    #[arg(long, value_name = "FRAMES")]
    pub stack_limit: Option<u32>,
    /// Environment variable for the program (repeatable).
    #[arg(long = "env", value_name = "K=V")]
    pub env: Vec<String>,
    /// Copy a host file into the guest's file system at path GUEST (repeatable).
    #[arg(long = "file", value_name = "HOST:GUEST")]
    pub file: Vec<String>,
    /// The content of the program's standard input (default: empty).
    #[arg(long = "stdin", value_name = "FILE")]
    pub stdin: Option<PathBuf>,
    /// The program's arguments (argv[1], ...), after a `--`: `divm run prog.c -- -v input.txt`.
    #[arg(last = true, value_name = "ARGS")]
    pub args: Vec<String>,
}

#[derive(Subcommand)]
enum Cmd {
    /// Compile C to bitcode with the provided headers.
    Cc {
        file: PathBuf,
        #[arg(short = 'o', value_name = "OUT")]
        out: Option<PathBuf>,
        #[command(flatten)]
        copts: CompileOpts,
    },
    /// Execute one path: program stdout to stdout, exit with its status.
    Run {
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Make random choices with this seed (default: always the first choice).
        #[arg(long)]
        seed: Option<u64>,
        /// Comma-separated values for the choices, in order.
        #[arg(long, value_name = "LIST")]
        choices: Option<String>,
        /// Write the path as a divm-trace/1 file.
        #[arg(long, value_name = "FILE")]
        trace_out: Option<PathBuf>,
        /// Stop (exit status 2) when the program's allocations take divm
        /// above this much memory (e.g. 4G, 512M; default: 85% of RAM, or
        /// of the control group's limit).
        #[arg(long, value_name = "SIZE")]
        max_memory: Option<String>,
        #[command(flatten)]
        sem: SemanticOpts,
        #[command(flatten)]
        copts: CompileOpts,
        #[command(flatten)]
        os: platform::OsOpts,
    },
    /// Check every execution for errors.
    Check(check::CheckArgs),
    /// Reads a bitcode or IR file and exits 0 if LLVM can (run by divm
    /// itself in a child process: compile::check_loadable).
    #[command(name = "__check-bitcode", hide = true)]
    CheckBitcode { file: PathBuf },
    /// Validate a witness (violation: YAML or GraphML; correctness: YAML):
    /// `divm validate TASK.yml WITNESS` (or the C files, then the witness,
    /// with --property).
    Validate(check::CheckArgs),
    /// Statistical model checking: answer a query by random runs.
    Smc(smc::SmcArgs),
    /// Draw the state space of a small program: `divm draw FILE.c -o graph.svg` (or .dot).
    Draw(draw::DrawArgs),
    /// Step through the program interactively (commands on stdin; `help`
    /// lists them): `divm sim FILE.c [--trace T]`.
    Sim(sim::SimArgs),
    /// Re-execute a counterexample: `divm replay FILE.c TRACE.json`.
    Replay {
        /// The program's sources, then the trace (or a JSON report that contains one).
        #[arg(required = true, num_args = 2..)]
        files: Vec<PathBuf>,
        #[command(flatten)]
        sem: SemanticOpts,
        #[command(flatten)]
        copts: CompileOpts,
        #[command(flatten)]
        os: platform::OsOpts,
    },
}

fn main() {
    // A panic is a bug in divm: say so in one line instead of a Rust dump.
    std::panic::set_hook(Box::new(|info| {
        let loc = info.location().map(|l| format!(" at {}:{}", l.file(), l.line())).unwrap_or_default();
        let msg = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        eprintln!("divm {}: internal error{}: {} (please report this)", env!("CARGO_PKG_VERSION"), loc, msg);
    }));
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if matches!(e.kind(), clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion) { 0 } else { 3 };
            let _ = e.print();
            std::process::exit(code);
        }
    };
    let result = std::panic::catch_unwind(|| dispatch(cli));
    let code = match result {
        Ok(Ok(code)) => code,
        Ok(Err(e)) => {
            eprintln!("divm: {}", e);
            e.exit_code()
        }
        Err(_) => 4,
    };
    std::process::exit(code);
}

fn dispatch(cli: Cli) -> Result<i32, DriverError> {
    match cli.cmd {
        Cmd::Cc { file, out, copts } => {
            let rt = runtime::unpack()?;
            if !file.exists() {
                return Err(DriverError::Input(format!("no such file: {}", file.display())));
            }
            let out = out.unwrap_or_else(|| file.with_extension("bc"));
            compile::compile_c(&rt, &copts, &file, &out, false)?;
            Ok(0)
        }
        Cmd::Run { files, seed, choices, trace_out, max_memory, sem, copts, os } => {
            let max_memory = max_memory.as_deref().map(check::parse_size).transpose()?;
            run::run(&files, run::Choosing { seed, choices }, trace_out, max_memory, &sem, &copts, &os)
        }
        Cmd::CheckBitcode { file } => {
            divm_vm::lower::read_module(&file).map_err(|e| DriverError::Load(e.to_string()))?;
            Ok(0)
        }
        Cmd::Check(args) => {
            interrupt::install();
            check::check(args)
        }
        Cmd::Validate(args) => check::validate(args),
        Cmd::Smc(args) => {
            interrupt::install();
            smc::smc(args)
        }
        Cmd::Draw(args) => draw::draw(args),
        Cmd::Sim(args) => sim::sim(args),
        Cmd::Replay { files, sem, copts, os } => replay::replay(&files, &sem, &copts, &os),
    }
}

/// The guest world described by the semantic options.
pub fn world(mode: session::Mode, sem: &SemanticOpts) -> Result<session::World, DriverError> {
    let nondet_range = match &sem.nondet_range {
        None => None,
        Some(r) => {
            let (lo, hi) = r.split_once("..").ok_or_else(|| DriverError::Usage(format!("--nondet-range {}: expected LO..HI", r)))?;
            let lo: i64 = lo.trim().parse().map_err(|_| DriverError::Usage(format!("--nondet-range: bad number '{}'", lo)))?;
            let hi: i64 = hi.trim().parse().map_err(|_| DriverError::Usage(format!("--nondet-range: bad number '{}'", hi)))?;
            if lo > hi || hi - lo > 1 << 20 {
                return Err(DriverError::Usage(format!("--nondet-range {}..{}: empty or too wide (at most 2^20 values)", lo, hi)));
            }
            Some((lo, hi))
        }
    };
    if sem.symbolic_subsumption && !sem.symbolic {
        return Err(DriverError::Usage("--symbolic-subsumption needs --symbolic".into()));
    }
    let inputs = guestfs::load(&sem.file, sem.stdin.as_deref())?;
    Ok(session::World {
        mode,
        flags: trace::SemanticFlags {
            leak: sem.leak,
            malloc_may_fail: sem.malloc_may_fail,
            nondet_range,
            ignore_exit_status: sem.ignore_exit_status,
            spurious_wakeups: sem.spurious_wakeups,
            ub_overflow: sem.ub_overflow,
            float_ieee: sem.float_ieee,
            symbolic: sem.symbolic && mode == session::Mode::Check,
            data_races: false,
            por: false,
            abort_ends_path: false,
            ltl: None,
            files: inputs.digests(),
            stdin: inputs.stdin_digest(),
        },
        stack_limit: sem.stack_limit,
        args: sem.args.clone(),
        env: sem.env.clone(),
        inputs,
        no_reduction: false,
        profile: None,
        max_memory: report::default_memory_limit(),
        solver: if sem.symbolic && mode == session::Mode::Check { Some(solver::shared().map_err(DriverError::Input)?) } else { None },
        concrete_inputs: None,
        input_threads: None,
        property: None,
        error_calls: Vec::new(),
        loop_watch: None,
        watch_calls: Vec::new(),
        symbolic_subsumption: sem.symbolic_subsumption,
        describe: false,
    })
}

#[cfg(test)]
mod tests {
    use clap::{CommandFactory, Parser};

    #[test]
    fn the_command_line_is_consistent() {
        super::Cli::command().debug_assert();
    }

    #[test]
    fn the_programs_arguments_follow_a_double_dash() {
        let cli = super::Cli::try_parse_from(["divm", "run", "a.c", "b.c", "--", "-v", "x"]).unwrap();
        let super::Cmd::Run { files, sem, .. } = cli.cmd else { panic!("not run") };
        assert_eq!(files.len(), 2);
        assert_eq!(sem.args, ["-v", "x"]);
        // Without `--` a word is a source file, as before.
        let cli = super::Cli::try_parse_from(["divm", "run", "a.c", "x"]).unwrap();
        let super::Cmd::Run { files, sem, .. } = cli.cmd else { panic!("not run") };
        assert_eq!(files.len(), 2);
        assert!(sem.args.is_empty());
    }
}
