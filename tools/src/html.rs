//! The report as one self-contained HTML page (`--report=html`): for an
//! error, the counterexample as a timeline with a column per thread (each
//! step's source line, the values it read and wrote, the error at the end)
//! and the source of the files involved; for any verdict, the statistics
//! and caveats. No scripts and no external resources.

use crate::report::{folded_steps, Report};
use crate::trace::{Location, Step, TraceKind};
use std::collections::HashMap;
use std::fmt::Write;

/// Sources larger than this are not embedded.
const MAX_SOURCE_BYTES: u64 = 1 << 20;

const STYLE: &str = "
body { font-family: system-ui, sans-serif; margin: 1.5em; color: #1d1d1f; background: #ffffff; }
h1 { font-size: 1.5em; margin: 0 0 .4em 0; }
h2 { font-size: 1.15em; margin: 1.4em 0 .5em 0; border-bottom: 1px solid #d0d0d8; }
code, pre { font-family: ui-monospace, monospace; font-size: .9em; }
pre { margin: 0; white-space: pre-wrap; }
.verdict { padding: .1em .5em; border-radius: .3em; color: #ffffff; }
.verdict-error { background: #c62828; }
.verdict-safe { background: #2e7d32; }
.verdict-unknown { background: #b26a00; }
.message { font-size: 1.1em; }
table { border-collapse: collapse; }
th, td { border: 1px solid #d0d0d8; padding: .3em .5em; vertical-align: top; text-align: left; }
th { background: #eef0f6; }
table.timeline td.n { color: #666670; text-align: right; white-space: nowrap; }
table.timeline td.step { background: #f4f7ff; min-width: 14em; }
table.timeline td.fault { background: #fde2e2; border: 2px solid #c62828; }
table.timeline tr.cycle td { background: #fff4d6; font-style: italic; }
.at { font-weight: 600; }
.fn { color: #555560; font-weight: normal; }
.line { background: #ffffff; border-left: 3px solid #8aa4e8; padding: .1em .4em; margin: .2em 0; }
ul.values { list-style: none; margin: .2em 0 0 0; padding: 0; }
ul.values li { font-family: ui-monospace, monospace; font-size: .85em; }
li.read::before { content: \"read \"; color: #2e7d32; }
li.write::before { content: \"write \"; color: #6a1b9a; }
li.output::before { content: \"output \"; color: #555560; }
li.info::before { content: \"info \"; color: #555560; }
.choices { color: #666670; font-size: .8em; }
table.source td { border: none; padding: 0 .6em; }
table.source td.ln { color: #8a8a94; text-align: right; user-select: none; }
table.source tr.hit td { background: #f4f7ff; }
table.source tr.fault-line td { background: #fde2e2; }
footer { margin-top: 2em; color: #8a8a94; font-size: .8em; }
";

/// `&`, `<`, `>`, `\"` and `'` as character references.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            // (Control characters other than tab and newline are not
            // allowed in HTML text.)
            c if c.is_control() && c != '\n' && c != '\t' => out.push('\u{fffd}'),
            c => out.push(c),
        }
    }
    out
}

/// The source files the page shows, read once: file name -> its lines.
struct Sources {
    order: Vec<String>,
    lines: HashMap<String, Vec<String>>,
}

impl Sources {
    /// The readable files of `locations`, in order of first mention.
    fn read<'a>(locations: impl Iterator<Item = &'a Location>) -> Sources {
        let mut s = Sources { order: Vec::new(), lines: HashMap::new() };
        for l in locations {
            if s.order.contains(&l.file) {
                continue;
            }
            s.order.push(l.file.clone());
            let small = std::fs::metadata(&l.file).is_ok_and(|m| m.len() <= MAX_SOURCE_BYTES);
            if let Some(text) = small.then(|| std::fs::read(&l.file).ok()).flatten() {
                let text = String::from_utf8_lossy(&text).replace('\t', "    ");
                s.lines.insert(l.file.clone(), text.lines().map(str::to_string).collect());
            }
        }
        s.order.retain(|f| s.lines.contains_key(f));
        s
    }

    fn line(&self, l: &Location) -> Option<&str> {
        let i = (l.line as usize).checked_sub(1)?;
        self.lines.get(&l.file)?.get(i).map(String::as_str)
    }

    /// The anchor of a line of a shown file.
    fn anchor(&self, l: &Location) -> Option<String> {
        let k = self.order.iter().position(|f| *f == l.file)?;
        Some(format!("src-{}-{}", k, l.line))
    }
}

/// The page of a report.
pub fn page(r: &Report) -> String {
    let steps: &[Step] = r.trace.as_ref().map(|t| t.steps.as_slice()).unwrap_or_default();
    let error_loc = r.error.as_ref().and_then(|e| e.location.as_ref());
    let sources = Sources::read(steps.iter().filter_map(|s| s.location.as_ref()).chain(error_loc));
    let file = error_loc.map(|l| format!(" in {}", l.file)).unwrap_or_default();
    let mut h = String::new();
    h.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    h.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    let _ = writeln!(h, "<title>divm {}: {}{}</title>", r.command, r.verdict, escape(&file));
    let _ = writeln!(h, "<style>{}</style>\n</head>\n<body>", STYLE);
    let _ = writeln!(h, "<h1>divm {}: <span class=\"verdict verdict-{v}\">{v}</span></h1>", r.command, v = r.verdict);
    if let Some(e) = &r.error {
        let _ = writeln!(h, "<p class=\"message\"><strong>{}</strong>: {}</p>", e.kind, escape(&e.message));
        if let Some(l) = &e.location {
            let _ = writeln!(h, "<p>at {} in <code>{}</code></p>", source_link(&sources, l), escape(&l.function));
        }
        for a in &e.also {
            let at = a.location.as_ref().map(|l| format!(" at {} in <code>{}</code>", source_link(&sources, l), escape(&l.function)));
            let _ = writeln!(h, "<p>also{}: {}</p>", at.unwrap_or_default(), escape(&a.message));
        }
    }
    if let Some(why) = &r.reason {
        let _ = writeln!(h, "<p class=\"message\">unknown: {}</p>", escape(&why.to_string()));
    }
    if let Some(a) = &r.svcomp {
        let _ = writeln!(h, "<p>SV-COMP ({}): <code>{}</code></p>", escape(a.property), escape(&a.result.to_string()));
    }
    if r.error.is_some() && !steps.is_empty() {
        timeline(&mut h, r, steps, &sources);
    }
    if let Some(e) = r.error.as_ref().filter(|e| !e.backtrace.is_empty()) {
        h.push_str("<h2>Backtrace</h2>\n<ol start=\"0\">\n");
        for l in &e.backtrace {
            let _ = writeln!(h, "<li><code>{}</code> at {}</li>", escape(&l.function), source_link(&sources, l));
        }
        h.push_str("</ol>\n");
    }
    if !r.inputs.is_empty() {
        h.push_str("<h2>Inputs</h2>\n<table>\n<tr><th>input</th><th>at</th><th>value</th></tr>\n");
        for i in &r.inputs {
            let at = i.location.as_ref().map(|l| source_link(&sources, l)).unwrap_or_default();
            let _ = writeln!(
                h,
                "<tr><td><code>{}()</code></td><td>{}</td><td><code>{}</code></td></tr>",
                escape(&i.function),
                at,
                escape(i.value.as_deref().unwrap_or("?"))
            );
        }
        h.push_str("</table>\n");
    }
    statistics(&mut h, r);
    if !r.caveats.is_empty() {
        h.push_str("<h2>Caveats</h2>\n<ul>\n");
        for c in &r.caveats {
            let _ = writeln!(h, "<li>{}</li>", escape(c));
        }
        h.push_str("</ul>\n");
    }
    source_listings(&mut h, r, steps, &sources);
    let _ = writeln!(h, "<footer>{} {}</footer>\n</body>\n</html>", r.tool, r.version);
    h
}

/// `file:line`, a link to the line when its file is shown.
fn source_link(sources: &Sources, l: &Location) -> String {
    let text = escape(&format!("{}:{}", l.file, l.line));
    match sources.anchor(l) {
        Some(a) => format!("<a href=\"#{}\">{}</a>", a, text),
        None => text,
    }
}

/// The counterexample: a row per (folded) step, in its thread's column;
/// the error in a last row.
fn timeline(h: &mut String, r: &Report, steps: &[Step], sources: &Sources) {
    let cycle = r.trace.as_ref().and_then(|t| t.cycle);
    let mut threads: Vec<Option<u32>> = Vec::new();
    for t in steps.iter().map(|s| s.thread).chain(r.error.as_ref().map(|e| e.thread)) {
        if !threads.contains(&t) {
            threads.push(t);
        }
    }
    let column = |t: Option<u32>| threads.iter().position(|x| *x == t).unwrap_or(0);
    h.push_str("<h2>Counterexample</h2>\n<table class=\"timeline\">\n<thead><tr><th>step</th>");
    for t in &threads {
        match t {
            Some(t) => {
                let _ = write!(h, "<th>thread {}</th>", t);
            }
            None => h.push_str("<th>OS</th>"),
        }
    }
    h.push_str("</tr></thead>\n<tbody>\n");
    let cells = |h: &mut String, at: usize, content: &str, class: &str| {
        for c in 0..threads.len() {
            if c == at {
                let _ = write!(h, "<td class=\"{}\">{}</td>", class, content);
            } else {
                h.push_str("<td></td>");
            }
        }
    };
    for run in folded_steps(steps, cycle) {
        let (i, last) = (*run.start(), *run.end());
        if cycle == Some(i) {
            let _ = writeln!(
                h,
                "<tr class=\"cycle\"><td colspan=\"{}\">from here, steps {} to {} repeat forever</td></tr>",
                threads.len() + 1,
                i + 1,
                steps.len()
            );
        }
        let st = &steps[i];
        let n = if last > i { format!("{}&ndash;{}", i + 1, last + 1) } else { (i + 1).to_string() };
        let _ = write!(h, "<tr><td class=\"n\">{}</td>", n);
        cells(h, column(st.thread), &step_cell(st, sources, last > i), "step");
        h.push_str("</tr>\n");
    }
    if let Some(e) = &r.error {
        let mut c = format!("<div class=\"at\">error ({})</div><div>{}</div>", e.kind, escape(&e.message));
        if let Some(l) = &e.location {
            let _ = write!(c, "<div>{}</div>", source_link(sources, l));
            if let Some(line) = sources.line(l) {
                let _ = write!(c, "<pre class=\"line\">{}</pre>", escape(line.trim_end()));
            }
        }
        let _ = write!(h, "<tr><td class=\"n\">error</td>");
        cells(h, column(e.thread), &c, "fault");
        h.push_str("</tr>\n");
    }
    h.push_str("</tbody>\n</table>\n");
}

/// Where a step ended, its source line, and what it read, wrote and said.
fn step_cell(st: &Step, sources: &Sources, folded: bool) -> String {
    let mut c = String::new();
    if let Some(l) = &st.location {
        let _ = write!(c, "<div class=\"at\">{} <span class=\"fn\">{}</span></div>", source_link(sources, l), escape(&l.function));
        if let Some(line) = sources.line(l) {
            let _ = write!(c, "<pre class=\"line\">{}</pre>", escape(line.trim_end()));
        }
    }
    let said: Vec<String> = st
        .traces
        .iter()
        .filter(|t| t.kind.shown())
        .map(|t| {
            let class = match t.kind {
                TraceKind::Output | TraceKind::Stderr => "output",
                _ => "info",
            };
            format!("<li class=\"{}\">{}</li>", class, escape(t.text.trim_end()))
        })
        .chain(st.inputs.iter().map(|i| format!("<li class=\"read\">{}() = {}</li>", escape(&i.function), escape(i.value.as_deref().unwrap_or("?")))))
        .chain(st.assigned.iter().map(|a| format!("<li class=\"write\">{} = {}</li>", escape(&a.name), escape(&a.value))))
        .collect();
    if !said.is_empty() {
        let _ = write!(c, "<ul class=\"values\">{}</ul>", said.concat());
    }
    if !st.choices.is_empty() {
        let each = if folded { " each" } else { "" };
        let _ = write!(c, "<div class=\"choices\">choices {:?}{}</div>", st.choices, each);
    }
    c
}

fn statistics(h: &mut String, r: &Report) {
    let s = &r.stats;
    h.push_str("<h2>Statistics</h2>\n<table class=\"stats\">\n");
    let rows = [
        ("states", s.states.to_string()),
        ("transitions", s.transitions.to_string()),
        ("instructions", s.instructions.to_string()),
        ("time", format!("{:.2} s", s.seconds)),
        ("peak memory", format!("{} MiB", s.peak_memory_bytes >> 20)),
        ("worker threads", s.threads.to_string()),
    ];
    for (k, v) in rows {
        let _ = writeln!(h, "<tr><th>{}</th><td>{}</td></tr>", k, v);
    }
    h.push_str("</table>\n");
}

/// Each shown file with numbered lines; the lines the counterexample
/// passes are marked, the error's line most.
fn source_listings(h: &mut String, r: &Report, steps: &[Step], sources: &Sources) {
    if sources.order.is_empty() {
        return;
    }
    h.push_str("<h2>Sources</h2>\n");
    let error = r.error.as_ref().and_then(|e| e.location.as_ref());
    let passed: std::collections::HashSet<(&str, u32)> =
        steps.iter().filter_map(|s| s.location.as_ref()).map(|l| (l.file.as_str(), l.line)).collect();
    for (k, file) in sources.order.iter().enumerate() {
        let _ = writeln!(h, "<h3><code>{}</code></h3>\n<table class=\"source\">", escape(file));
        for (i, line) in sources.lines[file].iter().enumerate() {
            let n = i as u32 + 1;
            let at = |l: &Location| l.file == *file && l.line == n;
            let class = if error.is_some_and(at) {
                " class=\"fault-line\""
            } else if passed.contains(&(file.as_str(), n)) {
                " class=\"hit\""
            } else {
                ""
            };
            let _ = writeln!(h, "<tr id=\"src-{}-{}\"{}><td class=\"ln\">{}</td><td><pre>{}</pre></td></tr>", k, n, class, n, escape(line));
        }
        h.push_str("</table>\n");
    }
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn markup_and_control_characters_are_escaped() {
        assert_eq!(escape("a<b && c>\"d\"'"), "a&lt;b &amp;&amp; c&gt;&quot;d&quot;&#39;");
        assert_eq!(escape("x\u{7}y\tz\n"), "x\u{fffd}y\tz\n");
    }
}
