//! Structured fuzzing of divm's own text inputs (issue 49): smc queries,
//! `--ltl` formulas, `.prp` property files, task definitions, YAML and
//! GraphML witnesses and `divm-trace/1` traces, each generated well formed
//! (which must read back as generated) and then mutated (which must give a
//! value or a typed error: never a panic, a stack overflow or a hang).
//!
//! Cases per property: `PROPTEST_CASES` (256 by default); the seed is
//! fixed unless `PROPTEST_RNG_SEED` is set (tests/fuzz/run.sh varies it).

use crate::smc::query::{self, Aggregate, BinOp, CmpOp, Expr, Hypothesis, Prop, Query};
use crate::trace::{Input, Location, SemanticFlags, Step, TraceFile, TraceKind, TraceText};
use crate::{graphml, ltl, replay, svcomp, witness};
use proptest::prelude::*;
use proptest::sample::select;
use proptest::test_runner::{Config, RngSeed};
use std::path::Path;

fn config() -> Config {
    let mut c = Config { failure_persistence: None, ..Config::default() };
    if std::env::var_os("PROPTEST_RNG_SEED").is_none() {
        c.rng_seed = RngSeed::Fixed(49);
    }
    c
}

/// One edit of a text, its positions taken modulo the text's length.
#[derive(Clone, Debug)]
enum Edit {
    Flip(usize, u8),
    Set(usize, u8),
    Truncate(usize),
    Delete(usize, usize),
    /// A piece of the format's vocabulary.
    Insert(usize, &'static str),
    /// A copy of a piece of the text itself, elsewhere.
    Splice(usize, usize, usize),
}

fn edits(words: &'static [&'static str]) -> impl Strategy<Value = Vec<Edit>> {
    let edit = prop_oneof![
        (any::<usize>(), 0u8..8).prop_map(|(i, b)| Edit::Flip(i, b)),
        (any::<usize>(), any::<u8>()).prop_map(|(i, b)| Edit::Set(i, b)),
        any::<usize>().prop_map(Edit::Truncate),
        (any::<usize>(), 1usize..16).prop_map(|(i, n)| Edit::Delete(i, n)),
        (any::<usize>(), select(words)).prop_map(|(i, w)| Edit::Insert(i, w)),
        (any::<usize>(), any::<usize>(), 1usize..64).prop_map(|(i, j, n)| Edit::Splice(i, j, n)),
    ];
    prop::collection::vec(edit, 1..8)
}

/// `base` with the edits made on its bytes (an invalid UTF-8 result is
/// read as the lossy text a caller of the parsers would see at most).
fn mutate(base: &str, edits: &[Edit]) -> String {
    let mut b = base.as_bytes().to_vec();
    for e in edits {
        let at = |i: usize, b: &Vec<u8>| if b.is_empty() { 0 } else { i % (b.len() + 1) };
        match *e {
            Edit::Flip(i, bit) if !b.is_empty() => {
                let i = i % b.len();
                b[i] ^= 1 << bit;
            }
            Edit::Set(i, v) if !b.is_empty() => {
                let i = i % b.len();
                b[i] = v;
            }
            Edit::Truncate(i) => {
                let i = at(i, &b);
                b.truncate(i);
            }
            Edit::Delete(i, n) => {
                let i = at(i, &b);
                b.drain(i..(i + n).min(b.len()));
            }
            Edit::Insert(i, w) => {
                let i = at(i, &b);
                b.splice(i..i, w.bytes());
            }
            Edit::Splice(i, j, n) if !b.is_empty() => {
                let j = j % b.len();
                let piece = b[j..(j + n).min(b.len())].to_vec();
                let i = at(i, &b);
                b.splice(i..i, piece);
            }
            _ => {}
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

// ---- smc queries and LTL formulas ----

const QUERY_WORDS: &[&str] = &[
    "Pr",
    "Estimate",
    "E",
    "[",
    "]",
    "(",
    ")",
    "{",
    "}",
    "<=",
    ">=",
    "<>",
    "<",
    ">",
    "==",
    "!=",
    "&&",
    "||",
    "!",
    "+",
    "-",
    "*",
    "/",
    "%",
    ",",
    ";",
    ":",
    ".",
    "error",
    "deadlock",
    "exit",
    "true",
    "false",
    "label",
    "call",
    "max",
    "min",
    "x",
    "a[3]",
    "0",
    "1",
    "0.5",
    "1e3",
    "0x1F",
    "99999999999999999999",
    "-1",
    " ",
    "G",
    "F",
    "X",
    "U",
    "R",
    "W",
    "->",
    "<->",
    "[]",
    "é",
];

/// A name that is no keyword of the query language or of LTL.
fn name() -> impl Strategy<Value = String> {
    "[a-z_][a-z0-9_]{0,5}"
        .prop_filter("a keyword", |n| !["error", "deadlock", "exit", "true", "false", "label", "call", "max", "min"].contains(&n.as_str()))
}

/// An arithmetic expression, fully parenthesised, and what it parses to.
fn expr() -> impl Strategy<Value = (String, Expr)> {
    let leaf = prop_oneof![
        (0i64..100_000).prop_map(|n| (n.to_string(), Expr::Int(n))),
        name().prop_map(|n| (n.clone(), Expr::Var(n))),
        (name(), name(), 0i64..9).prop_map(|(a, b, i)| {
            let v = format!("{}.{}[{}]", a, b, i);
            (v.clone(), Expr::Var(v))
        }),
    ];
    let op = select(&[("+", BinOp::Add), ("-", BinOp::Sub), ("*", BinOp::Mul), ("/", BinOp::Div), ("%", BinOp::Rem)][..]);
    leaf.prop_recursive(4, 24, 2, move |inner| {
        prop_oneof![
            (inner.clone(), op.clone(), inner.clone())
                .prop_map(|((ta, a), (o, op), (tb, b))| (format!("({} {} {})", ta, o, tb), Expr::Bin(op, Box::new(a), Box::new(b)))),
            inner.prop_map(|(t, e)| (format!("-({})", t), Expr::Neg(Box::new(e)))),
        ]
    })
}

/// A proposition, fully parenthesised, and what it parses to.
fn prop() -> impl Strategy<Value = (String, Prop)> {
    let cmp = select(&[("<", CmpOp::Lt), ("<=", CmpOp::Le), ("==", CmpOp::Eq), ("!=", CmpOp::Ne), (">=", CmpOp::Ge), (">", CmpOp::Gt)][..]);
    let leaf = prop_oneof![
        select(
            &[("error", Prop::Error), ("deadlock", Prop::Deadlock), ("exit", Prop::Exit), ("true", Prop::Const(true)), ("false", Prop::Const(false))]
                [..]
        )
        .prop_map(|(t, p)| (t.to_string(), p)),
        name().prop_map(|n| (format!("label:{}", n), Prop::Label(n))),
        name().prop_map(|n| (format!("call:{}", n), Prop::Call(n))),
        (expr(), cmp, expr()).prop_map(|((ta, a), (c, op), (tb, b))| (format!("{} {} {}", ta, c, tb), Prop::Cmp(a, op, b))),
    ];
    leaf.prop_recursive(4, 24, 2, |inner| {
        prop_oneof![
            inner.clone().prop_map(|(t, p)| (format!("!({})", t), Prop::Not(Box::new(p)))),
            (inner.clone(), inner.clone()).prop_map(|((ta, a), (tb, b))| (format!("({} && {})", ta, tb), Prop::And(Box::new(a), Box::new(b)))),
            (inner.clone(), inner).prop_map(|((ta, a), (tb, b))| (format!("({} || {})", ta, tb), Prop::Or(Box::new(a), Box::new(b)))),
        ]
    })
}

fn smc_query() -> impl Strategy<Value = (String, Query)> {
    let threshold = prop_oneof![Just(None), (any::<bool>(), 0u32..=100).prop_map(|(at_least, p)| Some((at_least, p)))];
    prop_oneof![
        (1u64..1_000_000, prop(), threshold).prop_map(|(bound, (t, prop), h)| {
            let hypothesis = h.map(|(at_least, p)| Hypothesis { at_least, theta: p as f64 / 100.0 });
            let tail = h.map(|(at_least, p)| format!(" {} {}", if at_least { ">=" } else { "<=" }, p as f64 / 100.0)).unwrap_or_default();
            (format!("Pr[<={}](<> {}){}", bound, t, tail), Query::Probability { bound, prop, hypothesis })
        }),
        (1u64..1_000_000, 1u64..10_000, any::<bool>(), expr()).prop_map(|(bound, runs, max, (t, expr))| {
            let aggregate = if max { Aggregate::Max } else { Aggregate::Min };
            (
                format!("Estimate[<={}, {}]{{{} {}}}", bound, runs, if max { "max" } else { "min" }, t),
                Query::Estimate { bound, runs, aggregate, expr },
            )
        }),
    ]
}

/// A query error must point into the text it is about.
fn typed_query_error(text: &str, e: &query::ParseError) -> Result<(), TestCaseError> {
    prop_assert!(e.at <= text.len(), "error position {} past the text ({} bytes): {}", e.at, text.len(), e);
    prop_assert!(!e.message.is_empty());
    Ok(())
}

/// An LTL formula over a few atoms (its text only: the parser numbers the
/// atoms).
fn ltl_text() -> impl Strategy<Value = String> {
    let leaf = select(&["x", "y > 1", "label:go", "call:f", "exit", "true", "false", "(z + 1) * 2 != 4", "a.b[2] == 3"][..]).prop_map(str::to_string);
    leaf.prop_recursive(4, 16, 2, |inner| {
        let unary = select(&["!", "G ", "F ", "X ", "[]", "<>"][..]);
        let binary = select(&["&&", "||", "->", "<->", "U", "R", "W"][..]);
        prop_oneof![
            (unary, inner.clone()).prop_map(|(o, f)| format!("{}({})", o, f)),
            (inner.clone(), binary, inner).prop_map(|(a, o, b)| format!("({}) {} ({})", a, o, b)),
        ]
    })
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn generated_queries_read_back(q in smc_query()) {
        prop_assert_eq!(query::parse(&q.0), Ok(q.1));
    }

    #[test]
    fn mutated_queries_give_a_query_or_a_typed_error(q in smc_query(), e in edits(QUERY_WORDS)) {
        let text = mutate(&q.0, &e);
        if let Err(err) = query::parse(&text) {
            typed_query_error(&text, &err)?;
        }
    }

    #[test]
    fn token_soup_gives_a_query_or_a_typed_error(words in prop::collection::vec(select(QUERY_WORDS), 0..60), spaced in any::<bool>()) {
        let text = words.join(if spaced { " " } else { "" });
        if let Err(err) = query::parse(&text) {
            typed_query_error(&text, &err)?;
        }
        if let Err(err) = ltl::formula::parse(&text) {
            typed_query_error(&text, &err)?;
        }
    }

    #[test]
    fn generated_formulas_parse_and_make_automata(text in ltl_text()) {
        let f = ltl::formula::parse(&text).map_err(|e| TestCaseError::fail(format!("{}: {}", text, e)))?;
        // Parentheses change nothing.
        prop_assert_eq!(&ltl::formula::parse(&format!("({})", text)).unwrap(), &f);
        // The automaton is built, or refused as too large: nothing else.
        if let Err(e) = ltl::buchi::automaton(&ltl::formula::Ltl::not(f.root)) {
            prop_assert!(e.contains("too large"), "{}", e);
        }
    }

    #[test]
    fn mutated_formulas_give_a_formula_or_a_typed_error(text in ltl_text(), e in edits(QUERY_WORDS)) {
        let text = mutate(&text, &e);
        match ltl::formula::parse(&text) {
            Ok(f) => {
                if let Err(e) = ltl::buchi::automaton(&ltl::formula::Ltl::not(f.root)) {
                    prop_assert!(e.contains("too large"), "{}", e);
                }
            }
            Err(err) => typed_query_error(ltl::formula::unquote(&text), &err)?,
        }
    }
}

/// Texts crafted against recursion and expansion: each is refused with a
/// typed error, not a stack overflow or an exponential construction.
#[test]
fn queries_and_formulas_too_deep_or_too_large_are_refused() {
    for (text, why) in [
        (format!("Pr[<=5](<> {}error)", "!".repeat(3000)), "nested"),
        (format!("Pr[<=5](<> {}", "(".repeat(3000)), "nested"),
        (format!("Pr[<=5](<> {}x > 0)", "-".repeat(3000)), "nested"),
        (format!("Pr[<=5](<> {}error)", "!".repeat(50_000)), "too long"),
        (format!("Pr[<=5](<> {}error)", "error || ".repeat(5000)), "too long"),
    ] {
        let e = query::parse(&text).unwrap_err();
        assert!(e.message.contains(why), "{}: {}", &text[..40], e);
    }
    for (text, why) in [
        (format!("{}x", "G ".repeat(3000)), "nested"),
        (format!("{}x", "(".repeat(3000)), "nested"),
        (format!("{}x", "G ".repeat(50_000)), "too long"),
        (format!("{}x", "x U ".repeat(1000)), "nested"),
        (format!("{}x", "x -> ".repeat(1000)), "nested"),
        (format!("{}x", "x && ".repeat(5000)), "too long"),
        // Each '<->' and 'W' copies its operands: 2^40 nodes unchecked.
        ((0..40).map(|i| format!("x{} <-> ", i)).collect::<String>() + "y", "too large"),
        ((0..40).map(|i| format!("x{} W ", i)).collect::<String>() + "y", "too large"),
    ] {
        let e = ltl::formula::parse(&text).unwrap_err();
        assert!(e.message.contains(why), "{}: {}", &text[..40], e);
    }
    // Parsed, but its automaton is exponential in the formula.
    let chain = (0..19).map(|i| format!("(x{} U x{})", i, i + 1)).collect::<Vec<_>>().join(" U ");
    let f = ltl::formula::parse(&chain).unwrap();
    assert!(ltl::buchi::automaton(&ltl::formula::Ltl::not(f.root)).unwrap_err().contains("too large"));
    // Moderate nesting still parses.
    assert!(query::parse(&format!("Pr[<=5](<> {}error{})", "(".repeat(50), ")".repeat(50))).is_ok());
    assert!(ltl::formula::parse(&format!("{}x{}", "(".repeat(50), ")".repeat(50))).is_ok());
}

// ---- .prp files and task definitions ----

const PROPERTIES: &[(&[&str], svcomp::Property)] = &[
    (&["G ! call(reach_error())"], svcomp::Property::UnreachCall),
    (&["G valid-free", "G valid-deref", "G valid-memtrack"], svcomp::Property::MemSafety),
    (&["G valid-memcleanup"], svcomp::Property::MemCleanup),
    (&["G ! overflow"], svcomp::Property::NoOverflow),
    (&["G ! data-race"], svcomp::Property::NoDataRace),
    (&["F end"], svcomp::Property::Termination),
];

const PRP_WORDS: &[&str] = &[
    "CHECK",
    "(",
    ")",
    "init",
    "main()",
    "LTL",
    ",",
    "G",
    "F",
    "!",
    "call",
    "reach_error()",
    " ",
    "\n",
    "\t",
    "valid-free",
    "end",
    "\r\n",
    "\u{feff}",
];

/// A `.prp` text, spaced and ordered at random, and its property.
fn prp() -> impl Strategy<Value = (String, svcomp::Property)> {
    (select(PROPERTIES), any::<u64>(), 0usize..3).prop_map(|((lines, p), shuffle, blank)| {
        let mut lines: Vec<String> = lines.iter().map(|f| format!("CHECK( init(main()), LTL({}) )", f)).collect();
        let n = lines.len();
        lines.rotate_left(shuffle as usize % n);
        if shuffle & 1 == 1 {
            lines = lines.iter().map(|l| l.replace(", ", ",").replace("( ", "(")).collect();
        }
        (lines.join(&"\n".repeat(blank + 1)) + "\n", p)
    })
}

const YAML_WORDS: &[&str] = &[
    "- ",
    ": ",
    "\n",
    "\n  ",
    "[",
    "]",
    "{",
    "}",
    ", ",
    "&a ",
    "*a",
    "'",
    "\"",
    "#",
    "---\n",
    "...\n",
    "? ",
    "|\n",
    ">\n",
    "~",
    "null",
    "true",
    "-1",
    "0",
    "99999999999999999999",
    "\t",
    "!!str ",
    "!!binary ",
    "%YAML 1.2\n",
    "format_version",
    "2.0",
    "input_files",
    "properties",
    "property_file",
    "expected_verdict",
    "options",
    "data_model",
    "ILP32",
    "language",
    "entry_type",
    "violation_sequence",
    "invariant_set",
    "waypoint",
    "segment",
    "content",
    "metadata",
    "line",
    "column",
    "\\result == ",
];

fn file_name() -> impl Strategy<Value = String> {
    "[a-z][a-z0-9_-]{0,8}\\.(c|i|prp)"
}

fn task() -> impl Strategy<Value = (String, svcomp::Task)> {
    let files = prop::collection::vec(file_name(), 1..4);
    let properties = prop::collection::vec((file_name(), prop::option::of(any::<bool>())), 0..3);
    (select(&["2.0", "1.0"][..]), files, any::<bool>(), properties, prop::option::of(any::<bool>()), any::<bool>()).prop_map(
        |(version, files, list, properties, ilp32, language)| {
            let dir = Path::new("/tasks");
            let mut t = format!("format_version: '{}'\n", version);
            if files.len() == 1 && !list {
                t.push_str(&format!("input_files: '{}'\n", files[0]));
            } else {
                t.push_str(&format!("input_files: [{}]\n", files.iter().map(|f| format!("'{}'", f)).collect::<Vec<_>>().join(", ")));
            }
            if !properties.is_empty() {
                t.push_str("properties:\n");
                for (f, v) in &properties {
                    t.push_str(&format!("  - property_file: ../props/{}\n", f));
                    if let Some(v) = v {
                        t.push_str(&format!("    expected_verdict: {}\n", v));
                    }
                }
            }
            if ilp32.is_some() || language {
                t.push_str("options:\n");
                if let Some(i) = ilp32 {
                    t.push_str(&format!("  data_model: {}\n", if i { "ILP32" } else { "LP64" }));
                }
                if language {
                    t.push_str("  language: C\n");
                }
            }
            let expected = svcomp::Task {
                input_files: files.iter().map(|f| dir.join(f)).collect(),
                properties: properties.iter().map(|(f, v)| (dir.join(format!("../props/{}", f)), *v)).collect(),
                ilp32: ilp32 == Some(true),
            };
            (t, expected)
        },
    )
}

/// Any YAML document of the formats' words, nested at random.
fn yaml_tree() -> impl Strategy<Value = String> {
    let scalar = select(YAML_WORDS).prop_map(|w| format!("{:?}", w));
    let key = select(
        &[
            "format_version",
            "input_files",
            "properties",
            "property_file",
            "expected_verdict",
            "options",
            "data_model",
            "language",
            "entry_type",
            "metadata",
            "task",
            "content",
            "segment",
            "waypoint",
            "type",
            "location",
            "line",
            "constraint",
            "value",
            "invariant",
            "format",
        ][..],
    );
    scalar.prop_recursive(6, 64, 4, move |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(|v| format!("[{}]", v.join(", "))),
            prop::collection::vec((key.clone(), inner), 0..4)
                .prop_map(|v| format!("{{{}}}", v.iter().map(|(k, x)| format!("{}: {}", k, x)).collect::<Vec<_>>().join(", "))),
        ]
    })
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn generated_property_files_read_back(p in prp()) {
        prop_assert_eq!(svcomp::parse_property(&p.0), Ok(p.1));
    }

    #[test]
    fn mutated_property_files_give_a_property_or_an_error(p in prp(), e in edits(PRP_WORDS)) {
        if let Err(why) = svcomp::parse_property(&mutate(&p.0, &e)) {
            prop_assert!(!why.is_empty());
        }
    }

    #[test]
    fn generated_tasks_read_back(t in task()) {
        prop_assert_eq!(svcomp::parse_task(&t.0, Path::new("/tasks")), Ok(t.1));
    }

    #[test]
    fn mutated_tasks_give_a_task_or_an_error(t in task(), e in edits(YAML_WORDS)) {
        if let Err(why) = svcomp::parse_task(&mutate(&t.0, &e), Path::new("/tasks")) {
            prop_assert!(!why.is_empty());
        }
    }

    #[test]
    fn any_yaml_gives_a_task_or_witness_or_an_error(doc in yaml_tree(), top in select(&["format_version: '2.0'\ninput_files: ", "- entry_type: violation_sequence\n  content: ", "", "- "][..])) {
        let text = format!("{}{}\n", top, doc);
        let _ = svcomp::parse_task(&text, Path::new("."));
        let _ = witness::is_correctness(&text);
        let _ = witness::read_violation(&text);
        let _ = witness::read_correctness(&text);
    }
}

// ---- witnesses ----

/// A YAML violation witness (as divm writes one) and what it says.
fn yaml_violation() -> impl Strategy<Value = (String, witness::Violation)> {
    (prop::collection::vec(any::<i64>(), 0..5), file_name(), 1u32..100_000, "[0-9a-f]{64}").prop_map(|(inputs, file, line, hash)| {
        let mut t = format!(
            "- entry_type: violation_sequence\n  metadata:\n    format_version: '2.0'\n    task:\n      input_files: ['{f}']\n      input_file_hashes:\n        '{f}': {h}\n      specification: G ! call(reach_error())\n  content:\n",
            f = file,
            h = hash
        );
        for v in &inputs {
            t.push_str(&format!(
                "    - segment:\n        - waypoint:\n            type: function_return\n            action: follow\n            location: {{file_name: '{}', line: 3, column: 9, function: main}}\n            constraint: {{value: '\\result == {}', format: c_expression}}\n",
                file, v
            ));
        }
        t.push_str(&format!("    - segment:\n        - waypoint:\n            type: target\n            action: follow\n            location: {{file_name: '{}', line: {}, column: 1, function: main}}\n", file, line));
        let expected = witness::Violation {
            inputs: inputs.iter().map(|&v| v as i128).collect(),
            target: (file.clone(), line),
            specification: "G ! call(reach_error())".into(),
            hashes: vec![(file, hash)],
            input_threads: vec![None; inputs.len()],
            lasso: false,
        };
        (t, expected)
    })
}

/// A YAML correctness witness and its invariants.
fn yaml_correctness() -> impl Strategy<Value = (String, witness::Correctness)> {
    let invariant = (1u32..10_000, prop::option::of(1u32..200), name(), -1000i64..1000);
    (prop::collection::vec(invariant, 0..4), file_name()).prop_map(|(invs, file)| {
        let mut t = format!(
            "- entry_type: invariant_set\n  metadata:\n    task:\n      input_file_hashes:\n        '{}': abc\n      specification: G ! call(reach_error())\n  content:\n",
            file
        );
        let mut expected = Vec::new();
        for (line, column, var, bound) in invs {
            let value = format!("{} <= {}", var, bound);
            let col = column.map(|c| format!(", column: {}", c)).unwrap_or_default();
            t.push_str(&format!(
                "    - invariant:\n        type: loop_invariant\n        location: {{file_name: '{}', line: {}{}, function: main}}\n        value: '{}'\n        format: c_expression\n",
                file, line, col, value
            ));
            expected.push(witness::WitnessInvariant { file: file.clone(), line, column, value });
        }
        if expected.is_empty() {
            t.push_str("    []\n");
        }
        let hashes = vec![(file, "abc".to_string())];
        (t, witness::Correctness { invariants: expected, specification: "G ! call(reach_error())".into(), hashes })
    })
}

const XML_WORDS: &[&str] = &[
    "<",
    ">",
    "/>",
    "</data>",
    "<data key=\"startline\">",
    "<data key=\"assumption\">",
    "<data key=\"violation\">true</data>",
    "<edge ",
    "</edge>",
    "<node id=\"",
    "<node ",
    "</node>",
    "\"",
    "'",
    "&amp;",
    "&lt;",
    "&",
    "<graph ",
    "</graph>",
    "<graphml>",
    "source=\"",
    "target='",
    "\\result == ",
    ";",
    "99999999999999999999999999999999999999999",
    "-",
    "\n",
    "<!-- ",
    " -->",
    "<![CDATA[",
    "é",
];

/// A GraphML violation witness: a chain of edges from the entry node to a
/// violation node, each but the last with an input.
fn graphml_violation() -> impl Strategy<Value = (String, witness::Violation)> {
    (prop::collection::vec(any::<i64>(), 0..5), file_name(), 1u32..100_000, any::<bool>()).prop_map(|(inputs, file, line, quote)| {
        let q = if quote { '\'' } else { '"' };
        let mut t =
            String::from("<?xml version=\"1.0\"?>\n<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\">\n<graph edgedefault=\"directed\">\n");
        t.push_str("<data key=\"witness-type\">violation_witness</data>\n");
        t.push_str("<data key=\"specification\">CHECK( init(main()), LTL(G ! call(reach_error())) )</data>\n");
        t.push_str(&format!("<data key=\"programfile\">{}</data>\n<data key=\"programhash\">abc</data>\n", file));
        t.push_str("<node id=\"N0\"><data key=\"entry\">true</data></node>\n");
        for i in 1..=inputs.len() + 1 {
            let violation = if i == inputs.len() + 1 { "<data key=\"violation\">true</data>" } else { "" };
            t.push_str(&format!("<node id=\"N{}\">{}</node>\n", i, violation));
        }
        for (i, v) in inputs.iter().enumerate() {
            t.push_str(&format!(
                "<edge source={q}N{}{q} target={q}N{}{q}><data key=\"startline\">3</data><data key=\"assumption\">\\result == {};</data></edge>\n",
                i,
                i + 1,
                v
            ));
        }
        let n = inputs.len();
        t.push_str(&format!("<edge source=\"N{}\" target=\"N{}\"><data key=\"startline\">{}</data></edge>\n</graph>\n</graphml>\n", n, n + 1, line));
        let expected = witness::Violation {
            inputs: inputs.iter().map(|&v| v as i128).collect(),
            target: (file.clone(), line),
            specification: "G ! call(reach_error())".into(),
            hashes: vec![(file, "abc".into())],
            input_threads: vec![None; inputs.len()],
            lasso: false,
        };
        (t, expected)
    })
}

/// What `divm validate` does with a witness text up to the check: which
/// reader, then the reader (errors are strings it prints in one line).
fn read_witness(text: &str) -> Result<(), String> {
    if graphml::is_graphml(text) {
        graphml::read(text).map(drop)
    } else if witness::is_correctness(text) {
        witness::read_correctness(text).map(drop)
    } else {
        witness::read_violation(text).map(drop)
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn generated_yaml_violation_witnesses_read_back(w in yaml_violation()) {
        prop_assert!(!witness::is_correctness(&w.0));
        prop_assert_eq!(witness::read_violation(&w.0), Ok(w.1));
    }

    #[test]
    fn generated_correctness_witnesses_read_back(w in yaml_correctness()) {
        prop_assert!(witness::is_correctness(&w.0));
        prop_assert_eq!(witness::read_correctness(&w.0), Ok(w.1));
    }

    #[test]
    fn generated_graphml_witnesses_read_back(w in graphml_violation()) {
        prop_assert!(graphml::is_graphml(&w.0));
        prop_assert_eq!(graphml::read(&w.0), Ok(w.1));
    }

    #[test]
    fn mutated_witnesses_give_a_witness_or_an_error(
        y in yaml_violation(), c in yaml_correctness(), g in graphml_violation(),
        ey in edits(YAML_WORDS), ec in edits(YAML_WORDS), eg in edits(XML_WORDS),
    ) {
        for text in [mutate(&y.0, &ey), mutate(&c.0, &ec), mutate(&g.0, &eg)] {
            if let Err(why) = read_witness(&text) {
                prop_assert!(!why.is_empty());
            }
        }
    }
}

#[test]
fn witnesses_crafted_against_the_readers_are_refused() {
    // An unclosed element head ran past the end of the text (a slice panic).
    for text in ["<graphml><graph /", "<graphml><graph edgedefault='directed'><node /", "<graphml><graph ><edge source='a' /"] {
        assert!(graphml::read(text).is_err(), "{}", text);
    }
    // Nesting deeper than yaml-rust2's recursion survives, aliases that
    // multiply do not fill the memory.
    assert!(read_witness(&"- ".repeat(100_000)).unwrap_err().contains("deep"));
    let mut laugh = String::from("- a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
    for i in 1..12 {
        laugh.push_str(&format!("  a{}: &a{} [{}]\n", i, i, vec![format!("*a{}", i - 1); 10].join(", ")));
    }
    assert!(read_witness(&laugh).unwrap_err().contains("aliases"));
    // Line numbers out of range are no line numbers (they were cast).
    use proptest::strategy::ValueTree;
    let (w, _) = yaml_violation().new_tree(&mut proptest::test_runner::TestRunner::deterministic()).unwrap().current();
    let target = w.rfind("line: ").unwrap();
    let end = target + w[target..].find(',').unwrap();
    for bad in ["-3", "0", "4294967296", "x"] {
        let text = format!("{}line: {}{}", &w[..target], bad, &w[end..]);
        assert!(witness::read_violation(&text).unwrap_err().contains("line number"), "{}", bad);
    }
}

// ---- traces ----

fn location() -> impl Strategy<Value = Location> {
    (file_name(), 0u32..10_000, name(), 0u32..200).prop_map(|(file, line, function, column)| Location { file, line, function, column })
}

fn step() -> impl Strategy<Value = Step> {
    let text = (select(&[TraceKind::Output, TraceKind::Stderr, TraceKind::Info, TraceKind::Label][..]), ".{0,12}")
        .prop_map(|(kind, text)| TraceText { kind, text, bytes: Vec::new() });
    let input = (0u32..8, name(), select(&[8u32, 16, 32, 64][..]), any::<bool>(), prop::option::of(location()), prop::option::of(any::<i32>()))
        .prop_map(|(index, function, width, signed, location, value)| Input {
            index,
            function,
            width,
            signed,
            location,
            value: value.map(|v| v.to_string()),
        });
    (
        prop::collection::vec((0u32..4, 1u32..5), 0..4),
        prop::option::of(0u32..4),
        prop::collection::vec(text, 0..3),
        prop::option::of(location()),
        prop::collection::vec(0u32..4, 0..2),
        prop::collection::vec(input, 0..2),
    )
        .prop_map(|(choices, thread, traces, location, forks, inputs)| Step {
            choices: choices.iter().map(|c| c.0 % c.1).collect(),
            alternatives: choices.iter().map(|c| c.1).collect(),
            thread,
            traces,
            location,
            forks,
            inputs,
            assigned: Vec::new(),
        })
}

fn trace() -> impl Strategy<Value = TraceFile> {
    (
        "[0-9a-f]{16}",
        any::<(bool, bool, bool, bool)>(),
        prop::option::of((-20i64..0, 0i64..20)),
        prop::option::of(select(&["G x", "F label:a"][..])),
        prop::collection::vec(step(), 0..5),
        prop::option::of(0usize..5),
        prop::option::of(Just("Pr[<=10](<> error)".to_string())),
    )
        .prop_map(|(program, (leak, symbolic, data_races, no_libc), nondet_range, ltl, steps, cycle, query)| TraceFile {
            format: crate::trace::FORMAT.into(),
            program,
            os: crate::platform::DIOS.into(),
            no_libc,
            flags: SemanticFlags { leak, symbolic, data_races, nondet_range, ltl: ltl.map(str::to_string), ..SemanticFlags::default() },
            query,
            steps,
            cycle,
        })
}

/// A JSON value of any shape, to put where the trace has another.
fn json() -> impl Strategy<Value = serde_json::Value> {
    use serde_json::Value;
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        ".{0,8}".prop_map(Value::from),
        Just(Value::from(u64::MAX)),
        Just(Value::from(u32::MAX)),
    ];
    leaf.prop_recursive(3, 16, 3, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..3).prop_map(Value::from),
            prop::collection::vec((select(&["format", "steps", "choices", "inputs", "index", "value", "cycle", "flags", "trace"][..]), inner), 0..3)
                .prop_map(|kv| Value::Object(kv.into_iter().map(|(k, v)| (k.to_string(), v)).collect())),
        ]
    })
}

/// Replaces the `pick`-th node (in a walk of `v`) with `with`.
fn replace_node(v: &mut serde_json::Value, pick: &mut usize, with: &serde_json::Value) -> bool {
    if *pick == 0 {
        *v = with.clone();
        return true;
    }
    *pick -= 1;
    let children: Vec<&mut serde_json::Value> = match v {
        serde_json::Value::Array(a) => a.iter_mut().collect(),
        serde_json::Value::Object(o) => o.values_mut().collect(),
        _ => return false,
    };
    for c in children {
        if replace_node(c, pick, with) {
            return true;
        }
    }
    false
}

/// What replay and sim do with a trace before and besides running it.
fn use_trace(t: &TraceFile) {
    let _ = crate::trace::input_values(&t.steps);
    for s in &t.steps {
        let _ = s.concrete_choices();
    }
    let _ = replay::trace_mode(t);
    let _ = t.platform();
    let _ = crate::report::steps_text(&t.steps, t.cycle);
}

const JSON_WORDS: &[&str] =
    &["{", "}", "[", "]", ",", ":", "\"", "null", "true", "-1", "1e400", "18446744073709551616", "\"steps\"", "\"cycle\"", "\\u0000", "\\ud800", " "];

proptest! {
    #![proptest_config(config())]

    #[test]
    fn generated_traces_read_back(t in trace()) {
        let text = serde_json::to_string_pretty(&t).unwrap();
        let back = replay::parse_trace(&text, "t.json").map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&back, &t);
        // A JSON report that embeds it reads the same.
        let report = serde_json::json!({"tool": "divm", "verdict": "error", "trace": t});
        prop_assert_eq!(&replay::parse_trace(&report.to_string(), "r.json").map_err(|e| TestCaseError::fail(e.to_string()))?, &t);
        use_trace(&back);
    }

    #[test]
    fn traces_with_a_node_replaced_give_a_trace_or_a_typed_error(t in trace(), pick in 0usize..200, with in json()) {
        let mut v = serde_json::to_value(&t).unwrap();
        let mut k = pick;
        replace_node(&mut v, &mut k, &with);
        match replay::parse_trace(&v.to_string(), "t.json") {
            Ok(t) => use_trace(&t),
            Err(e) => prop_assert!(matches!(e, crate::error::DriverError::Trace(_)), "{:?}", e),
        }
    }

    #[test]
    fn mutated_trace_texts_give_a_trace_or_a_typed_error(t in trace(), e in edits(JSON_WORDS)) {
        let text = mutate(&serde_json::to_string_pretty(&t).unwrap(), &e);
        match replay::parse_trace(&text, "t.json") {
            Ok(t) => use_trace(&t),
            Err(e) => prop_assert!(matches!(e, crate::error::DriverError::Trace(_)), "{:?}", e),
        }
    }
}

#[test]
fn a_trace_input_numbered_past_the_path_is_refused() {
    // Its number was the length of a vector of values: 2^32 of them.
    let input = |index| Input { index, function: "f".into(), width: 32, signed: true, location: None, value: Some("1".into()) };
    let step = Step {
        choices: vec![],
        alternatives: vec![],
        thread: None,
        traces: vec![],
        location: None,
        forks: vec![],
        inputs: vec![input(0), input(4_000_000_000)],
        assigned: vec![],
    };
    assert_eq!(crate::trace::input_values(std::slice::from_ref(&step)), Err(4_000_000_000));
    let ok = Step { inputs: vec![input(1), input(0)], ..step };
    assert_eq!(crate::trace::input_values(&[ok]), Ok(vec![1, 1]));
}
