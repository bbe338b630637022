//! Violation witnesses in GraphML 1.0 (`check --witness FILE.graphml`),
//! which SV-COMP still asks for in some categories (concurrency): a chain
//! of nodes from the `entry` node to the `violation` node, an edge per
//! nondet input (its `startline`, the value as an `assumption` on
//! `\result`, the nondet function as `assumption.resultfunction`, and the
//! thread as `threadId`), two per thread creation (the creator's
//! `createThread`, then the new thread's `enterFunction`) and a last edge
//! to the violation. `read` takes such a file back for `divm validate`;
//! it reads the elements divm writes, not XML at large.

use crate::session::ErrorInfo;
use crate::spawned::Created;
use crate::trace::Step;
use crate::witness::{self, Task, Violation};
use std::fmt::Write as _;

/// The keys divm writes: (id, for, type).
const KEYS: &[(&str, &str, &str)] = &[
    ("witness-type", "graph", "string"),
    ("sourcecodelang", "graph", "string"),
    ("producer", "graph", "string"),
    ("specification", "graph", "string"),
    ("programfile", "graph", "string"),
    ("programhash", "graph", "string"),
    ("architecture", "graph", "string"),
    ("creationtime", "graph", "string"),
    ("entry", "node", "boolean"),
    ("violation", "node", "boolean"),
    ("startline", "edge", "int"),
    ("threadId", "edge", "string"),
    ("createThread", "edge", "string"),
    ("enterFunction", "edge", "string"),
    ("assumption", "edge", "string"),
    ("assumption.scope", "edge", "string"),
    ("assumption.resultfunction", "edge", "string"),
];

fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&apos;")
}

fn unescape(s: &str) -> String {
    s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&apos;", "'").replace("&amp;", "&")
}

fn data(out: &mut String, indent: &str, key: &str, value: &str) {
    let _ = writeln!(out, "{}<data key=\"{}\">{}</data>", indent, key, escape(value));
}

/// The GraphML witness of a counterexample; `created`: the threads each
/// step created (`spawned::created`), if known.
pub fn violation(task: &Task, steps: &[Step], created: Option<&[Vec<Created>]>, error: &ErrorInfo) -> Result<String, String> {
    let threads = steps.iter().filter_map(|s| s.thread).max().unwrap_or(1) > 1 || created.is_some_and(|c| c.iter().any(|c| !c.is_empty()));
    let source = task.sources.first().ok_or("no source file")?;
    let mut g = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n");
    g.push_str("<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n");
    for (id, on, ty) in KEYS {
        let default = if *ty == "boolean" { "\n  <default>false</default>\n " } else { "" };
        let _ = writeln!(g, " <key attr.name=\"{id}\" attr.type=\"{ty}\" for=\"{on}\" id=\"{id}\">{default}</key>");
    }
    g.push_str(" <graph edgedefault=\"directed\">\n");
    let meta = [
        ("witness-type", "violation_witness".to_string()),
        ("sourcecodelang", "C".into()),
        ("producer", format!("divm {}", env!("CARGO_PKG_VERSION"))),
        ("specification", format!("CHECK( init(main()), LTL({}) )", task.specification)),
        ("programfile", source.to_string_lossy().into_owned()),
        ("programhash", witness::sha256_of(source).map_err(|e| e.to_string())?),
        ("architecture", if task.ilp32 { "32bit" } else { "64bit" }.into()),
        ("creationtime", humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string()),
    ];
    for (k, v) in &meta {
        data(&mut g, "  ", k, v);
    }
    g.push_str("  <node id=\"N0\">\n   <data key=\"entry\">true</data>\n  </node>\n");
    let mut n = 0;
    let mut edge = |g: &mut String, line: u32, thread: Option<u32>, extra: &[(&str, String)], last: bool| {
        n += 1;
        let node = if last { "   <data key=\"violation\">true</data>\n" } else { "" };
        let _ = write!(g, "  <node id=\"N{}\">\n{}  </node>\n  <edge source=\"N{}\" target=\"N{}\">\n", n, node, n - 1, n);
        data(g, "   ", "startline", &line.to_string());
        if let Some(t) = thread.filter(|_| threads) {
            data(g, "   ", "threadId", &t.to_string());
        }
        for (k, v) in extra {
            data(g, "   ", k, v);
        }
        g.push_str("  </edge>\n");
    };
    for (k, step) in steps.iter().enumerate() {
        let created = created.and_then(|c| c.get(k)).map_or(&[][..], Vec::as_slice);
        // A step's inputs and creations, in the order the step made them.
        let mut next = created.iter().peekable();
        for n in 0..=step.inputs.len() {
            let i = step.inputs.get(n);
            while let Some(c) = next.next_if(|c| i.is_none() || c.inputs_before <= n) {
                edge(&mut g, c.at.line, step.thread, &[("createThread", c.thread.to_string())], false);
                edge(&mut g, c.function_line, Some(c.thread), &[("enterFunction", c.function.clone())], false);
            }
            let Some(i) = i else { break };
            let (Some(value), Some(at)) = (&i.value, &i.location) else {
                return Err(format!("input {} of the counterexample has no value or place", i.index));
            };
            let extra = [
                ("assumption", format!("\\result == {};", value)),
                ("assumption.scope", at.function.clone()),
                ("assumption.resultfunction", i.function.clone()),
            ];
            edge(&mut g, at.line, step.thread, &extra, false);
        }
    }
    let target = witness::target(task.property, error).ok_or("the error has no location")?;
    edge(&mut g, target.line, error.thread, &[], true);
    g.push_str(" </graph>\n</graphml>\n");
    Ok(g)
}

/// Whether a witness text is GraphML.
pub fn is_graphml(text: &str) -> bool {
    text.contains("<graphml")
}

/// The text of each `<data key="K">` inside `element`, in order.
fn datas(element: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = element;
    while let Some(i) = rest.find("<data ") {
        rest = &rest[i..];
        let Some(close) = rest.find('>') else { break };
        let head = &rest[..close];
        let key = attribute(head, "key").unwrap_or_default();
        let body_end = if head.ends_with('/') { close } else { rest.find("</data>").unwrap_or(close) };
        let body = if body_end > close { &rest[close + 1..body_end] } else { "" };
        out.push((key, unescape(body.trim())));
        rest = &rest[close + 1..];
    }
    out
}

fn attribute(head: &str, name: &str) -> Option<String> {
    for quote in ['"', '\''] {
        let pat = format!("{}={}", name, quote);
        if let Some(i) = head.find(&pat) {
            let v = &head[i + pat.len()..];
            return v.find(quote).map(|e| unescape(&v[..e]));
        }
    }
    None
}

/// The elements `<tag ...>...</tag>` (or `<tag .../>`) of a text.
fn elements<'a>(text: &'a str, tag: &str) -> Vec<&'a str> {
    let (open, close) = (format!("<{} ", tag), format!("</{}>", tag));
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find(&open) {
        rest = &rest[i..];
        // (An unclosed head runs to the end of the text.)
        let end = match rest.find('>') {
            Some(head_end) if rest[..head_end].ends_with('/') => head_end + 1,
            Some(_) => rest.find(&close).map_or(rest.len(), |e| e + close.len()),
            None => rest.len(),
        };
        out.push(&rest[..end]);
        rest = &rest[end.min(rest.len())..];
    }
    out
}

/// A GraphML violation witness as `divm validate` follows it: the chain
/// of edges from the entry node, each `\result == V` assumption an input
/// value, and the edge into the violation node the target.
pub fn read(text: &str) -> Result<Violation, String> {
    let graph = elements(text, "graph").into_iter().next().ok_or("no graph element")?;
    let meta = datas(&graph[..graph.find("<node").unwrap_or(graph.len())]);
    let get = |k: &str| meta.iter().find(|m| m.0 == k).map(|m| m.1.clone());
    if get("witness-type").as_deref() != Some("violation_witness") {
        return Err("not a violation witness (witness-type)".into());
    }
    let specification = get("specification").ok_or("no specification")?;
    let specification = specification
        .trim()
        .strip_prefix("CHECK( init(main()), LTL(")
        .and_then(|r| r.strip_suffix(") )"))
        .map(str::to_string)
        .unwrap_or(specification);
    let file = get("programfile").ok_or("no programfile")?;
    let hashes = get("programhash").map(|h| vec![(file.clone(), h)]).unwrap_or_default();
    let mut entry = None;
    let mut violation = Vec::new();
    for node in elements(graph, "node") {
        let id = attribute(&node[..node.find('>').unwrap_or(node.len())], "id").ok_or("a node without id")?;
        for (k, v) in datas(node) {
            match (k.as_str(), v.as_str()) {
                ("entry", "true") => entry = Some(id.clone()),
                ("violation", "true") => violation.push(id.clone()),
                _ => {}
            }
        }
    }
    let mut next = std::collections::HashMap::new();
    for e in elements(graph, "edge") {
        let head = &e[..e.find('>').unwrap_or(e.len())];
        let (Some(from), Some(to)) = (attribute(head, "source"), attribute(head, "target")) else {
            return Err("an edge without source or target".into());
        };
        if next.insert(from.clone(), (to, datas(e))).is_some() {
            return Err(format!("node {} has more than one edge out: divm follows a single path", from));
        }
    }
    let mut at = entry.ok_or("no entry node")?;
    let mut inputs = Vec::new();
    let mut target = None;
    let mut threads = Threads::default();
    for _ in 0..=next.len() {
        let Some((to, datas)) = next.get(&at) else { break };
        let line = datas.iter().find(|d| d.0 == "startline").and_then(|d| d.1.parse::<u32>().ok());
        let thread = datas.iter().find(|d| d.0 == "threadId").map(|d| d.1.trim().to_string());
        if let Some(t) = &thread {
            threads.saw(t);
        }
        for (k, v) in datas {
            match k.as_str() {
                "assumption" => {
                    let c = v.trim().trim_end_matches(';');
                    let value = c.trim().strip_prefix("\\result").map(str::trim).and_then(|r| r.strip_prefix("==")).map(str::trim);
                    let value: i128 = value
                        .and_then(|v| v.trim_end_matches(['U', 'u', 'L', 'l']).parse().ok())
                        .ok_or_else(|| format!("an assumption divm cannot follow: {}", v))?;
                    inputs.push(value);
                    threads.inputs.push(thread.clone());
                }
                "createThread" => threads.create(v.trim())?,
                "control" | "enterLoopHead" => return Err(format!("{} edges are not supported", k)),
                _ => {}
            }
        }
        if violation.contains(to) {
            target = Some((file.clone(), line.ok_or("the edge into the violation has no startline")?));
            break;
        }
        at = to.clone();
    }
    let input_threads = threads.of_inputs()?;
    Ok(Violation {
        inputs,
        target: target.ok_or("no path from the entry node to a violation node")?,
        specification,
        hashes,
        input_threads,
        lasso: false,
    })
}

/// The threads a witness names, mapped onto divm's ids: the first one
/// named before any creation is the main thread (1), and the k-th
/// `createThread` makes thread k + 1, as DiOS numbers threads in order of
/// creation.
#[derive(Default)]
struct Threads {
    /// The witness's names, by divm's id less one.
    names: Vec<String>,
    /// Whether the witness creates threads (else its names say nothing
    /// divm can map, beyond the main thread's).
    creates: bool,
    /// The thread named on each input's edge.
    inputs: Vec<Option<String>>,
}

impl Threads {
    fn saw(&mut self, name: &str) {
        if self.names.is_empty() {
            self.names.push(name.to_string());
        }
    }

    fn create(&mut self, name: &str) -> Result<(), String> {
        if self.names.is_empty() {
            // (A creation on the first edge with no threadId: by the main thread.)
            self.names.push(String::new());
        }
        if self.names.iter().any(|n| n == name) {
            return Err(format!("thread {} is created twice", name));
        }
        self.creates = true;
        self.names.push(name.to_string());
        Ok(())
    }

    /// Each input's thread as divm's id, where the witness's threads map.
    fn of_inputs(&self) -> Result<Vec<Option<u32>>, String> {
        self.inputs
            .iter()
            .map(|t| match t {
                Some(t) if self.creates => match self.names.iter().position(|n| n == t) {
                    Some(i) => Ok(Some(i as u32 + 1)),
                    None => Err(format!("thread {} reads an input but is neither the main thread nor created before", t)),
                },
                _ => Ok(None),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_graphml_witness_reads_back() {
        let text = "<?xml version=\"1.0\"?>\n<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\">\n<graph edgedefault=\"directed\">\n\
            <data key=\"witness-type\">violation_witness</data>\n<data key=\"specification\">CHECK( init(main()), LTL(G ! call(reach_error())) )</data>\n\
            <data key=\"programfile\">a.c</data>\n<data key=\"programhash\">abc</data>\n\
            <node id=\"A\"><data key=\"entry\">true</data></node>\n<node id=\"B\"/>\n<node id=\"C\"><data key=\"violation\">true</data></node>\n\
            <edge source=\"A\" target=\"B\"><data key=\"startline\">4</data><data key=\"assumption\">\\result == -7;</data></edge>\n\
            <edge source='B' target='C'><data key=\"startline\">9</data></edge>\n</graph>\n</graphml>\n";
        let w = read(text).unwrap();
        assert_eq!(w.inputs, vec![-7]);
        assert_eq!(w.target, ("a.c".to_string(), 9));
        assert_eq!(w.specification, "G ! call(reach_error())");
        assert_eq!(w.hashes, vec![("a.c".to_string(), "abc".to_string())]);
        let no_violation = text.replace("<data key=\"violation\">true</data>", "");
        assert!(read(&no_violation).unwrap_err().contains("no path"));
        assert!(read(&text.replace("&&", "")).is_ok());
        assert_eq!(unescape(&escape("a < b && c")), "a < b && c");
    }
}
