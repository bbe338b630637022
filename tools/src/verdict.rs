//! The typed vocabulary of results: the kind of an error, the verdict of a
//! command, and why a search gave up. Text is made from these only when a
//! report is printed; nothing is parsed back.

use divm_vm::VmError;
use serde::{Serialize, Serializer};
use std::fmt;

/// An error's kind (DESIGN §5, the JSON report's `error.kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ErrorKind {
    Assert,
    Memory,
    Uninit,
    Arith,
    Deadlock,
    Leak,
    Pthread,
    Exit,
    Nontermination,
    Race,
    Ltl,
    Other,
}

impl ErrorKind {
    pub const ALL: [ErrorKind; 12] = [
        ErrorKind::Assert,
        ErrorKind::Memory,
        ErrorKind::Uninit,
        ErrorKind::Arith,
        ErrorKind::Deadlock,
        ErrorKind::Leak,
        ErrorKind::Pthread,
        ErrorKind::Exit,
        ErrorKind::Nontermination,
        ErrorKind::Race,
        ErrorKind::Ltl,
        ErrorKind::Other,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::Assert => "assert",
            ErrorKind::Memory => "memory",
            ErrorKind::Uninit => "uninit",
            ErrorKind::Arith => "arith",
            ErrorKind::Deadlock => "deadlock",
            ErrorKind::Leak => "leak",
            ErrorKind::Pthread => "pthread",
            ErrorKind::Exit => "exit",
            ErrorKind::Nontermination => "nontermination",
            ErrorKind::Race => "race",
            ErrorKind::Ltl => "ltl",
            ErrorKind::Other => "other",
        }
    }

    /// What an error of this kind means, in a sentence.
    pub fn description(self) -> &'static str {
        match self {
            ErrorKind::Assert => "An assertion failed, abort() or reach_error() was called",
            ErrorKind::Memory => "Invalid memory access or free: out of bounds, dangling, or through a bad pointer",
            ErrorKind::Uninit => "A decision depends on uninitialised memory",
            ErrorKind::Arith => "Undefined arithmetic: division by zero, a bad shift, signed overflow",
            ErrorKind::Deadlock => "Every thread is blocked",
            ErrorKind::Leak => "Heap memory is lost (or, for valid-memcleanup, not freed at exit)",
            ErrorKind::Pthread => "A POSIX threads function is misused",
            ErrorKind::Exit => "The program exits with a nonzero status",
            ErrorKind::Nontermination => "A run of the program never ends",
            ErrorKind::Race => "Two threads access the same memory, one writes, not both atomically, with nothing ordering them",
            ErrorKind::Ltl => "A run of the program violates the LTL property",
            ErrorKind::Other => "Another error the program or the checker's OS found",
        }
    }

    /// The guest OS's fault text is `KIND: message` (the OS contract, DESIGN
    /// §3): its kind and message. Text without a known kind is `other`, whole.
    pub fn from_os_text(text: &str) -> (ErrorKind, &str) {
        if let Some((head, rest)) = text.split_once(':') {
            if let Some(k) = ErrorKind::ALL.into_iter().find(|k| k.name() == head.trim()) {
                return (k, rest.trim());
            }
        }
        (ErrorKind::Other, text)
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a command concluded (the JSON report's `verdict`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum VerdictKind {
    Safe,
    Error,
    Unknown,
}

impl VerdictKind {
    /// `divm check`'s exit status (DESIGN §5).
    pub fn exit_code(self) -> i32 {
        match self {
            VerdictKind::Safe => 0,
            VerdictKind::Error => 1,
            VerdictKind::Unknown => 2,
        }
    }
}

impl fmt::Display for VerdictKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            VerdictKind::Safe => "safe",
            VerdictKind::Error => "error",
            VerdictKind::Unknown => "unknown",
        })
    }
}

/// Why a command's verdict is `unknown`.
#[derive(Clone, Debug, PartialEq)]
pub enum Unknown {
    /// `--time-limit` seconds passed.
    TimeLimit { seconds: f64 },
    /// `--max-states` states were stored.
    StateLimit { states: u64 },
    /// divm's memory passed `--max-memory`.
    MemoryLimit { bytes: u64 },
    /// SIGINT or SIGTERM.
    Interrupted,
    /// The VM cannot go on: an unsupported feature, an invalid program, a
    /// fault no handler took, or one of the VM's own limits.
    Vm(VmError),
    /// Running an edge's prefix again gave a different result.
    Nondeterministic,
    /// Symbolic mode left something out (the first of what it left out).
    NotSure(String),
    /// Some paths end in an error the property does not count.
    NotAViolation(String),
    /// A witness being validated does not lead to its violation.
    WitnessNotConfirmed(String),
    /// The search found something its replay did not show again.
    ReplayMismatch(String),
    /// `smc --exact`: the model has more paths' edges than enumerating allows.
    TooManyEdges { edges: u64 },
    /// `smc`: every run so far was discarded by a failed assumption.
    AllDiscarded { runs: u64 },
    /// `smc`: a run or time limit came before the answer was certain.
    NotCertain,
}

impl Unknown {
    /// Which limit stopped the search, for the JSON report's `limit`.
    pub fn limit(&self) -> Option<&'static str> {
        match self {
            Unknown::TimeLimit { .. } => Some("time"),
            Unknown::StateLimit { .. } => Some("states"),
            Unknown::MemoryLimit { .. } | Unknown::Vm(VmError::Limit(divm_vm::VmLimit::Memory { .. })) => Some("memory"),
            Unknown::Vm(VmError::Limit(divm_vm::VmLimit::EdgeInstructions { .. })) => Some("edge-instructions"),
            _ => None,
        }
    }
}

impl fmt::Display for Unknown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unknown::TimeLimit { seconds } => write!(f, "time limit of {} s reached", seconds),
            Unknown::StateLimit { states } => write!(f, "state limit of {} reached", states),
            Unknown::MemoryLimit { bytes } => write!(f, "memory limit of {} MiB reached", bytes >> 20),
            Unknown::Interrupted => f.write_str("interrupted (SIGINT or SIGTERM): the search stopped before it was complete"),
            Unknown::Vm(e) => write!(f, "{}", e),
            Unknown::Nondeterministic => f.write_str("an edge's prefix ran differently the second time (the VM is not deterministic)"),
            Unknown::NotSure(what) => write!(f, "symbolic mode is not sure: {}", what),
            Unknown::NotAViolation(what) => write!(f, "some paths end in an error that is not a violation: {}", what),
            Unknown::WitnessNotConfirmed(why) => write!(f, "the witness is not confirmed: {}", why),
            Unknown::ReplayMismatch(what) => write!(f, "{} (a bug in divm: please report it)", what),
            Unknown::TooManyEdges { edges } => write!(f, "--exact: more than {} edges; the model is too large to enumerate every path", edges),
            Unknown::AllDiscarded { runs } => write!(f, "every one of the first {} runs was discarded by a failed assumption", runs),
            Unknown::NotCertain => f.write_str("a run or time limit was reached before the answer was certain"),
        }
    }
}

impl Serialize for Unknown {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn os_text_gives_kind_and_message() {
        assert_eq!(ErrorKind::from_os_text("memory: out of bounds"), (ErrorKind::Memory, "out of bounds"));
        assert_eq!(ErrorKind::from_os_text("assert: x > 0"), (ErrorKind::Assert, "x > 0"));
        assert_eq!(ErrorKind::from_os_text("weird: thing"), (ErrorKind::Other, "weird: thing"));
        assert_eq!(ErrorKind::from_os_text("no colon"), (ErrorKind::Other, "no colon"));
    }

    #[test]
    fn kinds_serialise_as_their_names() {
        for k in ErrorKind::ALL {
            assert_eq!(serde_json::to_string(&k).unwrap(), format!("\"{}\"", k.name()));
        }
        assert_eq!(serde_json::to_string(&VerdictKind::Unknown).unwrap(), "\"unknown\"");
    }

    #[test]
    fn limits_are_named() {
        assert_eq!(Unknown::StateLimit { states: 5 }.limit(), Some("states"));
        assert_eq!(Unknown::Interrupted.limit(), None);
        assert_eq!(Unknown::StateLimit { states: 5 }.to_string(), "state limit of 5 reached");
    }
}
