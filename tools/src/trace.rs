//! Counterexample traces (`divm-trace/1`) and the steps of a path.

use divm_vm::abi;
use divm_vm::ir::Program;
use divm_vm::{Edge, FrameInfo};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Location {
    pub file: String,
    pub line: u32,
    pub function: String,
    /// From 1; 0 when unknown (and in traces made before it was recorded).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub column: u32,
}

fn is_zero(x: &u32) -> bool {
    *x == 0
}

impl Location {
    /// The same file, line and function (the column aside, which older
    /// traces do not have). Files compare by name: a trace replays through
    /// another spelling of the source's path (the program hash has already
    /// matched the sources).
    pub fn same_place(&self, o: &Location) -> bool {
        fn name(f: &str) -> &str {
            f.rsplit('/').next().unwrap_or(f)
        }
        name(&self.file) == name(&o.file) && self.line == o.line && self.function == o.function
    }
}

pub fn location(prog: &Program, fi: FrameInfo) -> Location {
    let f = &prog.functions[fi.func as usize];
    let loc = f.locs.get(fi.pc as usize).copied().unwrap_or(f.loc);
    Location { file: prog.file_name(loc).to_string(), line: loc.line, function: f.name.clone(), column: loc.col }
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct TraceText {
    pub kind: TraceKind,
    pub text: String,
    /// The exact bytes (program output may contain NUL or non-UTF-8 bytes).
    #[serde(skip)]
    pub bytes: Vec<u8>,
}

/// What a trace text is (hypercalls.h `_VM_T_*`).
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum TraceKind {
    /// The program's standard output.
    Output,
    /// Its standard error.
    Stderr,
    Info,
    Fault,
    Sched,
    Label,
    Exit,
    #[serde(other)]
    Other,
}

impl TraceKind {
    pub fn of(k: u32) -> TraceKind {
        match k {
            abi::T_OUTPUT => TraceKind::Output,
            abi::T_ERROUT => TraceKind::Stderr,
            abi::T_INFO => TraceKind::Info,
            abi::T_FAULT => TraceKind::Fault,
            abi::T_SCHED => TraceKind::Sched,
            abi::T_LABEL => TraceKind::Label,
            abi::T_EXIT => TraceKind::Exit,
            _ => TraceKind::Other,
        }
    }

    /// Whether a counterexample shows it (what the program and the OS said).
    pub fn shown(self) -> bool {
        matches!(self, TraceKind::Output | TraceKind::Stderr | TraceKind::Info | TraceKind::Label)
    }

    pub fn name(self) -> &'static str {
        match self {
            TraceKind::Output => "output",
            TraceKind::Stderr => "stderr",
            TraceKind::Info => "info",
            TraceKind::Fault => "fault",
            TraceKind::Sched => "sched",
            TraceKind::Label => "label",
            TraceKind::Exit => "exit",
            TraceKind::Other => "other",
        }
    }
}

/// One edge of a path.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Step {
    /// Values returned by every `__vm_choose` on the edge, in order.
    pub choices: Vec<u32>,
    /// Number of alternatives of each choice (for replay checks).
    pub alternatives: Vec<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub thread: Option<u32>,
    pub traces: Vec<TraceText>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub location: Option<Location>,
    /// Which of `choices` (by position) were forks on symbolic values,
    /// which a concrete replay does not make.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forks: Vec<u32>,
    /// The symbolic inputs made on this step.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub inputs: Vec<Input>,
    /// The program's global variables this step changed, with their new
    /// values (said by the replay that describes a counterexample only).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub assigned: Vec<Assigned>,
}

/// A global variable (or an element of one) that a step changed.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Assigned {
    /// `x`, `a[2]`, or a static local's `main.count`.
    pub name: String,
    /// Its new value as C would print it (`3`, `-1`, `2.5`, `NULL`, `&x`),
    /// or what changed when it is not a scalar (`bytes 4-7`).
    pub value: String,
}

/// A symbolic input of a counterexample, and the value the solver gave it.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Input {
    /// Its number on the path (`__vm_input` counts from 0).
    pub index: u32,
    /// The function that read it (`__VERIFIER_nondet_int`), if known.
    pub function: String,
    pub width: u32,
    pub signed: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub location: Option<Location>,
    /// In decimal, as its type reads it; absent until the path's model
    /// is known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

impl Input {
    /// The value's bits, for a concrete replay.
    pub fn bits(&self) -> Option<u128> {
        let v: i128 = self.value.as_deref()?.parse().ok()?;
        Some(v as u128 & divm_vm::memory::mask(self.width))
    }

    /// Sets the value from the bits the solver gave.
    pub fn set_bits(&mut self, bits: u128) {
        let bits = bits & divm_vm::memory::mask(self.width);
        self.value = Some(if self.signed { divm_vm::scalar::sext(bits, self.width).to_string() } else { bits.to_string() });
    }
}

/// The values of a path's symbolic inputs, by index, for a concrete run
/// (`Config::inputs`); `Err` names an input without a value, or numbered
/// past the path's inputs (which are numbered from 0).
pub fn input_values(steps: &[Step]) -> Result<Vec<u128>, u32> {
    let count: usize = steps.iter().map(|s| s.inputs.len()).sum();
    let mut values = Vec::new();
    for i in steps.iter().flat_map(|s| s.inputs.iter()) {
        if i.index as usize >= count {
            return Err(i.index);
        }
        if values.len() <= i.index as usize {
            values.resize(i.index as usize + 1, 0);
        }
        values[i.index as usize] = i.bits().ok_or(i.index)?;
    }
    Ok(values)
}

impl Step {
    /// The choices a concrete replay makes: all but the forks.
    pub fn concrete_choices(&self) -> (Vec<u32>, Vec<u32>) {
        let keep = |i: &usize| !self.forks.contains(&(*i as u32));
        let c = self.choices.iter().enumerate().filter(|(i, _)| keep(i)).map(|(_, v)| *v).collect();
        let a = self.alternatives.iter().enumerate().filter(|(i, _)| keep(i)).map(|(_, v)| *v).collect();
        (c, a)
    }

    pub fn from_edge(prog: &Program, e: &Edge) -> Step {
        let thread = edge_thread(e);
        Step {
            choices: e.choices.iter().map(|c| c.1).collect(),
            alternatives: e.choices.iter().map(|c| c.0).collect(),
            thread,
            traces: e
                .traces
                .iter()
                .filter(|t| t.kind != abi::T_SCHED)
                .map(|t| TraceText { kind: TraceKind::of(t.kind), text: t.text().into_owned(), bytes: t.bytes.clone() })
                .collect(),
            location: e.end.map(|fi| location(prog, fi)),
            forks: e.forks.clone(),
            inputs: e
                .inputs
                .iter()
                .map(|i| Input {
                    index: i.index,
                    function: i.callee.map(|f| prog.functions[f as usize].name.clone()).unwrap_or_else(|| "__vm_input".into()),
                    width: i.width,
                    signed: i.signed,
                    location: (i.at.func != u32::MAX).then(|| location(prog, i.at)),
                    value: None,
                })
                .collect(),
            assigned: Vec::new(),
        }
    }
}

/// The thread an edge ran: the last one the scheduler named.
pub fn edge_thread(e: &Edge) -> Option<u32> {
    e.traces.iter().filter(|t| t.kind == abi::T_SCHED).filter_map(|t| t.text().trim().parse().ok()).next_back()
}

/// The semantic flags a trace was produced under.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Default)]
pub struct SemanticFlags {
    pub leak: bool,
    pub malloc_may_fail: bool,
    pub nondet_range: Option<(i64, i64)>,
    pub ignore_exit_status: bool,
    pub spurious_wakeups: bool,
    /// `--ub-overflow` (absent from traces made before the flag existed).
    #[serde(default)]
    pub ub_overflow: bool,
    /// `--float-ieee`: float division by zero is no error.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub float_ieee: bool,
    /// `--symbolic`: the trace's inputs are symbolic (their values are in
    /// `TraceFile::inputs`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub symbolic: bool,
    /// SV-COMP semantics (`--property`): `abort()` ends its path without
    /// an error.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub abort_ends_path: bool,
    /// `--data-races`: the last two steps are the racing accesses.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub data_races: bool,
    /// The sync-point reduction was on (docs/internals.md): threads
    /// interleave only at synchronisations, so a step runs a thread from
    /// one to the next.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub por: bool,
    /// `--ltl`: the formula the trace's run violates. DiOS then lets every
    /// step show at most one visible action, also while one thread runs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ltl: Option<String>,
    /// Files copied into the guest (`--file`): path, size and content hash.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub files: Vec<crate::guestfs::GuestFile>,
    /// Hash of the content of stdin (`--stdin`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stdin: Option<String>,
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct TraceFile {
    pub format: String,
    /// Hash of the linked program (hex).
    pub program: String,
    /// The OS it ran on: "dios" or "custom:<hash>" (traces without the
    /// field were made on DiOS).
    #[serde(default = "dios")]
    pub os: String,
    /// libc-shim was not linked (`--no-libc`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub no_libc: bool,
    pub flags: SemanticFlags,
    /// For a run saved by `divm smc`: the query it satisfies. Such a run
    /// ends where the query first held, not necessarily at an error.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub query: Option<String>,
    pub steps: Vec<Step>,
    /// A run that never ends (a lasso): the steps from this one (counted
    /// from 0) on return to the state where they began, and repeat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cycle: Option<usize>,
}

impl TraceFile {
    /// The symbolic inputs of the path, in order.
    pub fn inputs(&self) -> impl Iterator<Item = &Input> {
        self.steps.iter().flat_map(|s| s.inputs.iter())
    }
}

fn dios() -> String {
    crate::platform::DIOS.to_string()
}

impl TraceFile {
    pub fn new(prog: &Program, platform: &crate::platform::Platform, flags: SemanticFlags, steps: Vec<Step>) -> TraceFile {
        TraceFile {
            format: FORMAT.into(),
            program: format!("{:016x}", prog.hash),
            os: platform.id.clone(),
            no_libc: platform.no_libc,
            flags,
            query: None,
            steps,
            cycle: None,
        }
    }

    /// The platform the trace was made on.
    pub fn platform(&self) -> crate::platform::Platform {
        crate::platform::Platform { id: self.os.clone(), no_libc: self.no_libc }
    }
}

pub const FORMAT: &str = "divm-trace/1";
