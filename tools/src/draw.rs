//! `divm draw`: the state space of a small program as a picture. States
//! are nodes labelled with where each thread last stopped; edges are the
//! steps between them, with their thread, choices and the line they ended
//! at; error states and the path to the first one are drawn in red. DOT
//! text, or SVG through Graphviz's `dot`.

use crate::choice::{next_prefix, Enumerator};
use crate::compile::CompileOpts;
use crate::error::DriverError;
use crate::platform::{self, OsOpts};
use crate::session::{edge_end, edge_error, EdgeEnd, ErrorInfo, Mode, World};
use crate::store::{vector, Interner, Store};
use crate::trace::Step;
use crate::{program, world, SemanticOpts};
use divm_vm::ir::Program;
use divm_vm::Machine;
use std::collections::{BTreeMap, HashMap, VecDeque};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct DrawArgs {
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// The picture: `.dot` for Graphviz's text, `.svg` drawn by `dot`.
    #[arg(short = 'o', value_name = "FILE")]
    pub out: PathBuf,
    /// Refuse state spaces larger than this (a picture of more is not read).
    #[arg(long, value_name = "N", default_value_t = 500)]
    pub max_states: usize,
    #[command(flatten)]
    pub sem: SemanticOpts,
    #[command(flatten)]
    pub copts: CompileOpts,
    #[command(flatten)]
    pub os: OsOpts,
}

/// A state: where each thread last stopped, and how it was reached.
struct Node {
    threads: BTreeMap<u32, String>,
    parent: Option<usize>,
    error: Option<ErrorInfo>,
}

struct Arc {
    from: usize,
    to: usize,
    label: String,
}

/// The state graph, explored breadth first.
struct Graph {
    nodes: Vec<Node>,
    arcs: Vec<Arc>,
}

pub fn draw(a: DrawArgs) -> Result<i32, DriverError> {
    let svg = match a.out.extension().and_then(|e| e.to_str()) {
        Some("dot") => false,
        Some("svg") => true,
        _ => return Err(DriverError::Usage(format!("-o {}: the picture must be a .dot or .svg file", a.out.display()))),
    };
    let (prog, plat) = program::build(&a.files, &a.copts, &a.os)?;
    let w = world(Mode::Check, &a.sem)?;
    if w.solver.is_some() {
        return Err(DriverError::Usage("divm draw does not take --symbolic: use --nondet-range for the inputs' values".into()));
    }
    platform::preflight(&prog, &plat, w.config())?;
    let g = match explore(&prog, &w, a.max_states)? {
        Some(g) => g,
        None => {
            eprintln!("divm: the state space has more than {} states: too many to draw (raise --max-states)", a.max_states);
            return Ok(2);
        }
    };
    let dot = g.dot();
    if svg {
        let out = std::process::Command::new("dot")
            .args(["-Tsvg", "-o"])
            .arg(&a.out)
            .stdin(std::process::Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                use std::io::Write;
                child.stdin.take().map(|mut i| i.write_all(dot.as_bytes())).transpose()?;
                child.wait_with_output()
            })
            .map_err(|e| {
                DriverError::Toolchain(format!("cannot run Graphviz's dot for {} ({}): install graphviz, or write a .dot file", a.out.display(), e))
            })?;
        if !out.status.success() {
            return Err(DriverError::Toolchain(format!("Graphviz's dot failed on the graph: {}", String::from_utf8_lossy(&out.stderr).trim())));
        }
    } else {
        crate::outfile::write(&a.out, dot)?;
    }
    let errors = g.nodes.iter().filter(|n| n.error.is_some()).count();
    eprintln!("divm: {} states, {} transitions, {} error states: {}", g.nodes.len(), g.arcs.len(), errors, a.out.display());
    Ok(0)
}

/// Every state and transition, or `None` past `max` states.
fn explore(prog: &Program, world: &World, max: usize) -> Result<Option<Graph>, DriverError> {
    let vm = |e: divm_vm::VmError| DriverError::Load(format!("the program cannot be explored: {}", e));
    let store = Store::new();
    let mut interner = Interner::new(&store, false);
    let mut m = Machine::boot(prog, world.config()).map_err(vm)?;
    m.collect_garbage();
    let mut words = vec![crate::search::snapshot(&mut m, &store)];
    let mut ids: HashMap<Vec<u32>, usize> = HashMap::from([(words[0].clone(), 0)]);
    let mut g = Graph { nodes: vec![Node { threads: BTreeMap::new(), parent: None, error: None }], arcs: Vec::new() };
    let mut queue = VecDeque::from([0usize]);
    let mut freed = Vec::new();
    while let Some(s) = queue.pop_front() {
        let mut prefix = Some(Vec::new());
        while let Some(p) = prefix {
            // Back to state `s`, then one edge with the next choices.
            let state = vector::decode(&words[s]);
            freed.clear();
            state.freed_into(&mut freed);
            let mut segments = Vec::new();
            state.segments_into(&mut segments);
            m.restore(&state.ctl, state.objects, |h| interner.object(h), &freed, &segments);
            let mut en = Enumerator::new(p);
            let edge = m.run_edge(&mut en).map_err(vm)?;
            prefix = next_prefix(&en.record);
            let how = edge_end(&edge);
            if how == EdgeEnd::Cancelled {
                continue;
            }
            let step = Step::from_edge(prog, &edge);
            let mut threads = g.nodes[s].threads.clone();
            if let (Some(t), Some(l)) = (step.thread, &step.location) {
                threads.insert(t, format!("{}:{} ({})", file_name(&l.file), l.line, l.function));
            }
            let choices: Vec<u32> = en.record.iter().map(|c| c.1).collect();
            let label = arc_label(&step, &choices);
            let to = if how == EdgeEnd::Error {
                let error = Some(edge_error(prog, &edge, step.thread));
                g.nodes.push(Node { threads, parent: Some(s), error });
                g.nodes.len() - 1
            } else {
                m.collect_garbage();
                let key = crate::search::snapshot(&mut m, &store);
                match ids.get(&key) {
                    Some(&id) => id,
                    None => {
                        let id = g.nodes.len();
                        ids.insert(key.clone(), id);
                        words.push(key);
                        g.nodes.push(Node { threads, parent: Some(s), error: None });
                        if !matches!(how, EdgeEnd::Exit(_)) {
                            queue.push_back(id);
                        }
                        id
                    }
                }
            };
            g.arcs.push(Arc { from: s, to, label });
            if g.nodes.len() > max {
                return Ok(None);
            }
        }
    }
    Ok(Some(g))
}

fn arc_label(step: &Step, choices: &[u32]) -> String {
    let mut s = String::new();
    if let Some(t) = step.thread {
        let _ = write!(s, "T{}", t);
    }
    if !choices.is_empty() {
        let _ = write!(s, " choose {:?}", choices);
    }
    if let Some(l) = &step.location {
        let _ = write!(s, " → {}:{}", file_name(&l.file), l.line);
    }
    s.trim().to_string()
}

fn file_name(f: &str) -> &str {
    Path::new(f).file_name().and_then(|n| n.to_str()).unwrap_or(f)
}

/// DOT's quoted strings: `"` and `\` escaped, lines broken with `\n`.
fn quoted(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', "\\n"))
}

impl Graph {
    fn dot(&self) -> String {
        // The path to the first error (breadth first: a shortest one).
        let first = self.nodes.iter().position(|n| n.error.is_some());
        let mut on_path = vec![false; self.nodes.len()];
        let mut n = first;
        while let Some(i) = n {
            on_path[i] = true;
            n = self.nodes[i].parent;
        }
        let mut s =
            String::from("digraph divm {\n  node [shape=box, fontname=\"monospace\", fontsize=10];\n  edge [fontname=\"monospace\", fontsize=9];\n");
        for (i, node) in self.nodes.iter().enumerate() {
            let mut label = if i == 0 { "initial state".to_string() } else { format!("state {}", i) };
            for (t, at) in &node.threads {
                let _ = write!(label, "\nT{}: {}", t, at);
            }
            let mut attrs = String::new();
            if let Some(e) = &node.error {
                let _ = write!(label, "\nerror ({}): {}", e.kind, e.message);
                attrs.push_str(", color=red, fontcolor=red, penwidth=2");
            } else if on_path[i] {
                attrs.push_str(", color=red");
            }
            if i == 0 {
                attrs.push_str(", style=bold");
            }
            let _ = writeln!(s, "  s{} [label={}{}];", i, quoted(&label), attrs);
        }
        for a in &self.arcs {
            let path = on_path[a.from] && on_path[a.to] && self.nodes[a.to].parent == Some(a.from);
            let attrs = if path { ", color=red, fontcolor=red, penwidth=2" } else { "" };
            let _ = writeln!(s, "  s{} -> s{} [label={}{}];", a.from, a.to, quoted(&a.label), attrs);
        }
        s.push_str("}\n");
        s
    }
}
