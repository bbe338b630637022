//! `divm sim`: an interactive simulator. It runs the program edge by edge
//! as `check` explores it (the same scheduler choices and nondet values),
//! reads commands line by line from stdin, lets the user pick the next
//! thread or choice, go back, run to an error or a breakpoint, and look at
//! backtraces, globals and the heap; `--trace` starts it on the path of a
//! counterexample.

mod command;
pub(crate) mod inspect;
pub(crate) mod locals;
mod stepwise;

use crate::choice::{next_prefix, Enumerator};
use crate::compile::CompileOpts;
use crate::error::DriverError;
use crate::platform::{self, OsOpts};
use crate::replay::{check_made_for, read_trace, trace_mode};
use crate::session::{edge_end, edge_error, leak_error, EdgeEnd, ErrorInfo, Mode, World};
use crate::trace::{Location, Step, TraceFile};
use crate::{program, world, SemanticOpts};
use command::{Breakpoint, Command};
use divm_vm::eval::State;
use divm_vm::ir::Program;
use divm_vm::{Edge, Machine, VmError};
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;

/// `run` takes at most this many edges before it stops to ask again.
const RUN_LIMIT: usize = 10_000;

#[derive(clap::Args, Debug)]
pub struct SimArgs {
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Start on the path of this counterexample (a divm-trace/1 file, or
    /// a JSON report that holds one): `step` and `run` follow it.
    #[arg(long, value_name = "TRACE")]
    pub trace: Option<PathBuf>,
    #[command(flatten)]
    pub sem: SemanticOpts,
    #[command(flatten)]
    pub copts: CompileOpts,
    #[command(flatten)]
    pub os: OsOpts,
}

pub fn sim(a: SimArgs) -> Result<i32, DriverError> {
    let trace = a.trace.as_deref().map(read_trace).transpose()?;
    let (prog, plat) = program::build(&a.files, &a.copts, &a.os)?;
    let mut w = world(trace.as_ref().map_or(Mode::Check, trace_mode), &a.sem)?;
    if w.solver.is_some() {
        return Err(DriverError::Usage(
            "divm sim runs with concrete values: drop --symbolic (a symbolic counterexample can be followed with --trace)".into(),
        ));
    }
    if let Some(t) = &trace {
        check_made_for(t, &prog, &plat)?;
        if w.flags.files != t.flags.files || w.flags.stdin != t.flags.stdin {
            return Err(DriverError::Trace("the trace was made with other input files (--file, --stdin) than given".into()));
        }
        // The trace says the semantics it was made under.
        w.flags = t.flags.clone();
        if t.flags.symbolic {
            let values = crate::trace::input_values(&t.steps).map_err(|i| DriverError::Trace(format!("input {} of the trace has no value", i)))?;
            w.concrete_inputs = Some(std::sync::Arc::new(values));
        }
    }
    // Each step says the nondet values it read (as a described counterexample).
    w.describe = true;
    platform::preflight(&prog, &plat, w.config())?;
    // Only the general evaluator, which runs one instruction at a time
    // (`stepi`); its states are the fast paths' (tests/reference.rs).
    let mut config = w.config();
    config.reference = true;
    let mut m = Machine::boot(&prog, config).map_err(|e| DriverError::Load(e.to_string()))?;
    m.collect_garbage();
    let interactive = std::io::stdin().is_terminal();
    let mut s = Simulator {
        prog: &prog,
        world: &w,
        m,
        before: Vec::new(),
        steps: Vec::new(),
        ended: None,
        trace,
        breakpoints: Vec::new(),
        partial: None,
        sources: a.files.clone(),
        copts: a.copts.clone(),
        names: None,
    };
    s.session(std::io::stdin().lock(), interactive);
    Ok(0)
}

/// How the path ended.
enum Ended {
    Error(ErrorInfo),
    Exit(i32),
    Vm(VmError),
}

/// An edge just run, the state before it and its globals then.
struct Ran {
    edge: Edge,
    saved: State,
    globals: crate::assigned::Before,
}

/// What trying an edge found. On `Ran` the machine holds the state after
/// it; otherwise it holds the state before, unchanged.
enum Tried {
    Ran(Box<Ran>),
    /// Every edge with these first choices is cancelled (a blocked thread,
    /// a failed assumption).
    Cancelled,
    /// Choice `index` of the edge has only `alternatives` values (`None`:
    /// the edge makes no such choice).
    NoSuchChoice {
        index: usize,
        alternatives: Option<u32>,
    },
    Vm(VmError),
}

struct Simulator<'p> {
    prog: &'p Program,
    world: &'p World,
    m: Machine<'p>,
    /// The state before each step taken, for `back`.
    before: Vec<State>,
    steps: Vec<Step>,
    /// How the last step ended the path, if it did.
    ended: Option<Ended>,
    trace: Option<TraceFile>,
    breakpoints: Vec<Breakpoint>,
    /// The edge in progress, stopped between two instructions (`stepi`,
    /// `line`, `next`): the machine is in the middle of it.
    partial: Option<stepwise::Partial>,
    /// The sources and how they were compiled, for their syntax trees.
    sources: Vec<PathBuf>,
    copts: CompileOpts,
    /// Variable names and C types, once `print` or `locals` needed them.
    names: Option<Result<locals::Names, String>>,
}

impl<'p> Simulator<'p> {
    fn session(&mut self, input: impl BufRead, interactive: bool) {
        let mut files: Vec<&str> = self
            .prog
            .functions
            .iter()
            .filter(|f| f.origin == divm_vm::ir::Origin::User)
            .map(|f| self.prog.file_name(f.loc))
            .filter(|f| !f.is_empty())
            .collect();
        files.sort_unstable();
        files.dedup();
        println!("divm sim: {} booted; `step` runs the first edge, `help` lists the commands", files.join(", "));
        if let Some(t) = &self.trace {
            println!("following a trace of {} steps: `step` and `run` take its choices", t.steps.len());
        }
        let mut lines = input.lines();
        loop {
            if interactive {
                print!("(divm) ");
                let _ = std::io::stdout().flush();
            }
            let Some(Ok(line)) = lines.next() else { break };
            let out = match command::parse(&line) {
                Ok(Command::Quit) => break,
                Ok(c) => self.execute(c),
                Err(e) => e,
            };
            if !out.is_empty() {
                println!("{}", out.trim_end());
            }
        }
        if interactive {
            println!();
        }
    }

    fn execute(&mut self, c: Command) -> String {
        if self.partial.is_some() {
            if let Some(text) = self.refused_within(&c) {
                return text;
            }
        }
        match c {
            Command::Step(n) => {
                let mut out = self.finish_partial();
                let finished = !out.is_empty();
                if finished && self.ended.is_some() {
                    return out;
                }
                for _ in usize::from(finished)..n {
                    let pinned = self.trace_choices();
                    let (text, moved) = self.take(&pinned);
                    out.push_str(&text);
                    if !moved || self.ended.is_some() {
                        break;
                    }
                }
                out
            }
            Command::Choose(values) => self.take(&values).0,
            Command::Thread(k) => self.thread(k),
            Command::Threads => self.threads_text(),
            Command::Back(n) => self.back(n),
            Command::Run => self.run(),
            Command::Break(b) => self.add_breakpoint(b),
            Command::Breakpoints if self.breakpoints.is_empty() => "no breakpoints".into(),
            Command::Breakpoints => self.breakpoints.iter().map(|b| format!("breakpoint at {}:{}\n", b.file, b.line)).collect(),
            Command::Delete => {
                self.breakpoints.clear();
                "breakpoints deleted".into()
            }
            Command::Stepi(n) => self.move_within(stepwise::Until::Instructions, n),
            Command::Line(n) => self.move_within(stepwise::Until::Line, n),
            Command::Next(n) => self.move_within(stepwise::Until::Next, n),
            Command::Backtrace => self.backtraces(),
            Command::Print(name) => self.print(&name),
            Command::Locals => self.locals(),
            Command::Heap(name) => self.heap(&name),
            Command::Path if self.steps.is_empty() && self.partial.is_none() => "no steps yet".into(),
            Command::Path => {
                let mut out = crate::report::steps_text(&self.steps, None);
                if let Some((t, at)) = self.partial_where() {
                    let who = t.map(|t| format!("thread {} ", t)).unwrap_or_default();
                    out.push_str(&format!("  step {} in progress: {}at {}\n", self.steps.len() + 1, who, at));
                }
                out
            }
            Command::Help => command::HELP.into(),
            Command::Quit | Command::Nothing => String::new(),
        }
    }

    /// The trace's choices for the next edge, while the path is the trace's.
    fn trace_choices(&self) -> Vec<u32> {
        let Some(t) = &self.trace else { return Vec::new() };
        let i = self.steps.len();
        let on = i < t.steps.len() && self.steps.iter().zip(&t.steps).all(|(a, b)| a.choices == b.concrete_choices().0);
        if on {
            t.steps[i].concrete_choices().0
        } else {
            Vec::new()
        }
    }

    /// Runs one edge whose choices begin with `pinned`, then the first
    /// values that give an edge that is not cancelled.
    fn try_edge(&mut self, pinned: &[u32]) -> Tried {
        let saved = self.m.state.clone();
        let globals = crate::assigned::before(&self.m);
        let mut prefix = pinned.to_vec();
        loop {
            let mut en = Enumerator::new(prefix);
            let edge = match self.m.run_edge(&mut en) {
                Ok(e) => e,
                Err(e) => {
                    self.m.state = saved;
                    return Tried::Vm(e);
                }
            };
            // (The enumerator takes the last value for one out of range.)
            if let Some(index) = (0..pinned.len()).find(|&i| en.record.get(i).is_none_or(|&(n, _)| pinned[i] >= n)) {
                self.m.state = saved;
                return Tried::NoSuchChoice { index, alternatives: en.record.get(index).map(|r| r.0) };
            }
            if edge.cancelled() && !edge.error() {
                self.m.state.clone_from(&saved);
                match next_prefix(&en.record) {
                    Some(p) if p.len() > pinned.len() => prefix = p,
                    _ => return Tried::Cancelled,
                }
                continue;
            }
            return Tried::Ran(Box::new(Ran { edge, saved, globals }));
        }
    }

    /// Takes one edge (see `try_edge`) and says what it did; `true` when
    /// the path moved on.
    fn take(&mut self, pinned: &[u32]) -> (String, bool) {
        if let Some(e) = &self.ended {
            return (format!("the path has ended ({}): `back` to go back", ended_text(e)), false);
        }
        match self.try_edge(pinned) {
            Tried::Ran(r) => {
                let Ran { edge, saved, globals } = *r;
                self.commit(edge, saved, globals);
                (self.last_step_text(), true)
            }
            other => (self.not_taken(other, pinned), false),
        }
    }

    /// What an edge that was not taken says (`try_edge`).
    fn not_taken(&mut self, t: Tried, pinned: &[u32]) -> String {
        let text = match t {
            Tried::Ran(_) => String::new(),
            Tried::Cancelled if pinned.is_empty() => "no edge can be taken here: every one is cancelled (an assumption fails on each)".into(),
            Tried::Cancelled => {
                format!("choices {:?}: that edge is cancelled (the thread is blocked, or an assumption fails); nothing changed", pinned)
            }
            Tried::NoSuchChoice { index, alternatives: Some(n) } => {
                format!("choice {} of the edge has only {} values (0 to {}); nothing changed", index + 1, n, n - 1)
            }
            Tried::NoSuchChoice { index, alternatives: None } => {
                format!("the edge makes {} choice(s), not {}; nothing changed", index, pinned.len())
            }
            Tried::Vm(e) => {
                let text = format!("the VM stopped: {}", e);
                self.ended = Some(Ended::Vm(e));
                text
            }
        };
        text
    }

    /// Keeps the edge just run as the path's next step, judging how it ends
    /// as `run_path` does.
    fn commit(&mut self, edge: Edge, saved: State, globals: crate::assigned::Before) {
        let mut step = Step::from_edge(self.prog, &edge);
        step.assigned = crate::assigned::changes(&globals, &self.m);
        let thread = step.thread;
        self.before.push(saved);
        self.steps.push(step);
        let how = edge_end(&edge);
        if how == EdgeEnd::Error {
            self.ended = Some(Ended::Error(edge_error(self.prog, &edge, thread)));
            return;
        }
        let leaks = self.m.collect_garbage();
        if self.world.flags.leak && !leaks.is_empty() {
            self.ended = Some(Ended::Error(leak_error(self.prog, &leaks, thread)));
        } else if let EdgeEnd::Exit(status) = how {
            self.ended = Some(Ended::Exit(status));
        }
    }

    /// The last step as the counterexample shows it, its source line, and
    /// how the path ended if it did.
    fn last_step_text(&self) -> String {
        let i = self.steps.len() - 1;
        let st = &self.steps[i];
        let mut out = crate::report::steps_text_from(std::slice::from_ref(st), i, None);
        out.push_str(&source_text(st.location.as_ref()));
        if let Some(t) = &self.trace {
            if i < t.steps.len() && self.steps.iter().zip(&t.steps).all(|(a, b)| a.choices == b.concrete_choices().0) {
                let same = match (&st.location, &t.steps[i].location) {
                    (Some(a), Some(b)) => a.same_place(b),
                    (a, b) => a.is_none() && b.is_none(),
                };
                if !same {
                    out.push_str("  (the trace's step ends elsewhere: this program does not follow it)\n");
                } else if i + 1 == t.steps.len() {
                    out.push_str("  (the trace's last step)\n");
                }
            }
        }
        if let Some(e) = &self.ended {
            out.push_str(&end_text(e));
        }
        out
    }

    /// The threads that can take the next edge, with the first choice that
    /// runs each; found by trying each value of the edge's first choice.
    fn runnable(&mut self) -> Vec<(u32, u32)> {
        let alternatives = match self.try_edge(&[]) {
            Tried::Ran(r) => {
                let Ran { edge, saved, .. } = *r;
                self.m.state = saved;
                match edge.choices.first() {
                    Some(&(n, _)) => n,
                    // No choice: the one thread that runs.
                    None => return crate::trace::edge_thread(&edge).map(|t| vec![(t, u32::MAX)]).unwrap_or_default(),
                }
            }
            _ => return Vec::new(),
        };
        let mut found: Vec<(u32, u32)> = Vec::new();
        for v in 0..alternatives {
            if let Tried::Ran(r) = self.try_edge(&[v]) {
                let Ran { edge, saved, .. } = *r;
                self.m.state = saved;
                if let Some(t) = crate::trace::edge_thread(&edge).filter(|t| !found.iter().any(|f| f.0 == *t)) {
                    found.push((t, v));
                }
            }
        }
        found
    }

    fn threads_text(&mut self) -> String {
        if let Some(e) = &self.ended {
            return format!("the path has ended ({}): no thread runs", ended_text(e));
        }
        let r = self.runnable();
        if r.is_empty() {
            return "no thread can run".into();
        }
        let each: Vec<String> =
            r.iter().map(|&(t, v)| if v == u32::MAX { format!("thread {}", t) } else { format!("thread {} (choose {})", t, v) }).collect();
        format!("runnable: {}", each.join(", "))
    }

    fn thread(&mut self, k: u32) -> String {
        if let Some(e) = &self.ended {
            return format!("the path has ended ({}): `back` to go back", ended_text(e));
        }
        let r = self.runnable();
        match r.iter().find(|&&(t, _)| t == k) {
            Some(&(_, u32::MAX)) => self.take(&[]).0,
            Some(&(_, v)) => self.take(&[v]).0,
            None => {
                let ids: Vec<String> = r.iter().map(|t| t.0.to_string()).collect();
                format!("thread {} cannot run now (runnable: {}); nothing changed", k, if ids.is_empty() { "none".into() } else { ids.join(", ") })
            }
        }
    }

    /// The frames of the thread being looked at: the one running the edge
    /// in progress, else the one that ran the last step, else the first.
    fn thread_frames(&self) -> Result<Vec<locals::Frame>, String> {
        if self.partial.is_some() {
            return Ok(locals::frames(self.m.running_frames()));
        }
        let threads = inspect::threads(&self.m).ok_or("the OS does not describe its threads (no __dios_debug_threads table)")?;
        let want = self.steps.last().and_then(|s| s.thread);
        let t = threads.iter().find(|t| Some(t.id as u32) == want).or(threads.first()).ok_or("there are no threads")?;
        Ok(if t.frame == 0 { Vec::new() } else { locals::frames(self.m.suspended_frames(t.frame)) })
    }

    /// `heap NAME`: what a local variable of the thread (innermost frame
    /// first), else a global, points to.
    fn heap(&mut self, name: &str) -> String {
        let frames = self.thread_frames().unwrap_or_default();
        let read = self.names.get_or_insert_with(|| locals::Names::read(&self.sources, &self.copts));
        let roots = match read.as_ref().ok().and_then(|n| locals::local_pointers(&self.m, n, &frames, name)) {
            Some(found) => found,
            None => inspect::global_pointers(&self.m, name),
        };
        roots.and_then(|r| inspect::heap(&self.m, name, &r)).unwrap_or_else(|e| e)
    }

    /// `print NAME`: a local variable of the thread (innermost frame
    /// first), else a global.
    fn print(&mut self, name: &str) -> String {
        let frames = self.thread_frames().unwrap_or_default();
        let m = &self.m;
        let read = self.names.get_or_insert_with(|| locals::Names::read(&self.sources, &self.copts));
        let names = read.as_ref().ok();
        let out_of_scope = match names.and_then(|n| locals::print_local(m, n, &frames, name)) {
            Some(locals::Lookup::Value(text) | locals::Lookup::Unknown(text)) => return text,
            Some(locals::Lookup::OutOfScope(text)) => Some(text),
            None => None,
        };
        if let Some(text) = names.and_then(|n| locals::print_global_typed(m, n, name)) {
            return text;
        }
        match (inspect::print_global(m, name), out_of_scope, read) {
            (Ok(text), _, _) => text,
            (Err(_), Some(text), _) => text,
            (Err(e), None, Err(why)) => format!("{} (and locals cannot be read: {})", e, why),
            (Err(_), None, Ok(_)) => format!("{}: unknown: no variable of that name here, local or global", name),
        }
    }

    /// `locals`: the variables in scope in the thread's innermost frame of
    /// the program.
    fn locals(&mut self) -> String {
        let frames = match self.thread_frames() {
            Ok(f) => f,
            Err(e) => return e,
        };
        let m = &self.m;
        match self.names.get_or_insert_with(|| locals::Names::read(&self.sources, &self.copts)) {
            Ok(n) => locals::locals(m, n, &frames),
            Err(e) => format!("locals: unknown, because {}", e),
        }
    }

    fn backtraces(&self) -> String {
        let running = self.partial_where().and_then(|(t, _)| t);
        inspect::backtraces(&self.m, self.steps.last().and_then(|s| s.thread), running)
    }

    /// Commands that choose an edge have no meaning while one is in
    /// progress: what they say instead.
    fn refused_within(&self, c: &Command) -> Option<String> {
        let what = match c {
            Command::Choose(_) => "choose",
            Command::Thread(_) => "thread",
            Command::Threads => "threads",
            _ => return None,
        };
        let (t, at) = self.partial_where()?;
        let who = t.map(|t| format!("thread {} ", t)).unwrap_or_default();
        Some(format!(
            "{}: step {} is in progress ({}at {}): `step` finishes it, `back` undoes its parts; nothing changed",
            what,
            self.steps.len() + 1,
            who,
            at
        ))
    }

    fn back(&mut self, n: usize) -> String {
        let mut within = None;
        let mut n = n;
        while n > 0 && self.partial.is_some() {
            within = self.back_within();
            n -= 1;
        }
        if n == 0 {
            if let Some(text) = within {
                return text;
            }
        }
        if self.steps.is_empty() {
            return "at the initial state: no step to undo".into();
        }
        let n = n.min(self.steps.len());
        for _ in 0..n {
            if let Some(s) = self.before.pop() {
                self.m.state = s;
            }
            self.steps.pop();
        }
        self.ended = None;
        match self.steps.last() {
            None => "back at the initial state".into(),
            Some(st) => {
                let at = st.location.as_ref().map(|l| format!("{}:{} ({})", l.file, l.line, l.function)).unwrap_or_default();
                let who = st.thread.map(|t| format!("thread {} ", t)).unwrap_or_default();
                format!("back after step {}: {}at {}\n{}", self.steps.len(), who, at, source_text(st.location.as_ref()))
            }
        }
    }

    fn run(&mut self) -> String {
        if let Some(e) = &self.ended {
            return format!("the path has ended ({}): `back` to go back", ended_text(e));
        }
        // (With breakpoints an edge in progress goes on line by line.)
        let finished = self.partial.is_some() && self.breakpoints.is_empty();
        let first = self.steps.len();
        if finished {
            let text = self.finish_partial();
            if self.steps.len() == first {
                return text;
            }
        }
        let mut why = String::new();
        // With breakpoints, the run goes by source lines, so that it stops
        // at a breakpoint's line inside an edge too.
        let mut inside = None;
        if !self.breakpoints.is_empty() {
            (why, inside) = self.run_by_lines(first);
        }
        for _ in 0..RUN_LIMIT {
            if self.ended.is_some() || !self.breakpoints.is_empty() {
                break;
            }
            let pinned = self.trace_choices();
            let (text, moved) = self.take(&pinned);
            if !moved {
                why = text;
                break;
            }
            if self.ended.is_some() {
                break;
            }
            if let Some(b) = self.steps.last().and_then(|st| st.location.as_ref()).and_then(|l| self.breakpoints.iter().find(|b| hits(b, l))) {
                why = format!("breakpoint at {}:{}", b.file, b.line);
                break;
            }
        }
        if why.is_empty() && self.ended.is_none() {
            why = format!("stopped after {} steps (`run` goes on)", RUN_LIMIT);
        }
        let mut out = crate::report::steps_text_from(&self.steps[first..], first, None);
        if let Some(stop) = inside {
            out.push_str(&stop);
        } else if self.steps.len() > first {
            out.push_str(&source_text(self.steps.last().and_then(|s| s.location.as_ref())));
        }
        match &self.ended {
            Some(e) => out.push_str(&end_text(e)),
            None => out.push_str(&why),
        }
        out
    }

    fn add_breakpoint(&mut self, b: Breakpoint) -> String {
        let known = self.prog.files.iter().any(|f| same_file(f, &b.file));
        if !known {
            return format!("break: no source file '{}' in the program", b.file);
        }
        let text = format!("breakpoint at {}:{}", b.file, b.line);
        if !self.breakpoints.contains(&b) {
            self.breakpoints.push(b);
        }
        text
    }
}

/// Whether `path` (as the debug information names it) is the file `name`
/// (as the user wrote it): equal, or ends with `/name`.
fn same_file(path: &str, name: &str) -> bool {
    path == name || path.ends_with(&format!("/{}", name.trim_start_matches("./")))
}

fn hits(b: &Breakpoint, l: &Location) -> bool {
    l.line == b.line && same_file(&l.file, &b.file)
}

/// `  12 | source`, or nothing without a readable source.
fn source_text(l: Option<&Location>) -> String {
    match l.and_then(|l| crate::snippet::source_line(l).map(|s| (l.line, s))) {
        Some((n, s)) => format!("  {:>5} | {}\n", n, s),
        None => String::new(),
    }
}

fn ended_text(e: &Ended) -> String {
    match e {
        Ended::Error(e) => format!("error ({}){}", e.kind, e.at()),
        Ended::Exit(n) => format!("the program exited with status {}", n),
        Ended::Vm(e) => format!("the VM stopped: {}", e),
    }
}

/// How the path ended, as `divm replay` says it.
fn end_text(e: &Ended) -> String {
    match e {
        Ended::Error(e) => {
            let mut s = format!("error ({}): {}\n", e.kind, e.message);
            if let Some(l) = &e.location {
                s.push_str(&format!("  at {}:{} in {}\n", l.file, l.line, l.function));
                s.push_str(&crate::snippet::snippet(l, crate::snippet::color_on_stdout()));
            }
            s.push_str(&crate::report::backtrace_text(&e.backtrace));
            s
        }
        Ended::Exit(n) => format!("the program exited with status {}\n", n),
        Ended::Vm(e) => format!("the VM stopped: {}\n", e),
    }
}
