//! Facts divm reads from clang's syntax tree (`clang -ast-dump=json`) of
//! a C source: global variables, functions with their loops (for
//! correctness witnesses, `invariants`), their local variables with C
//! types and scopes, and the fields of structs (for `divm sim`).

use crate::compile::{clang, clang_args, CompileOpts};
use crate::error::DriverError;
use crate::runtime;
use serde_json::Value;
use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::process::Command;

/// Facts from clang's syntax tree of one source file.
#[derive(Debug, Default)]
pub struct Facts {
    pub globals: Vec<GlobalDecl>,
    pub functions: Vec<FuncFacts>,
    /// Structs and unions by their type's name (`struct node`): their
    /// fields in order, as (name, C type); `None` for one with a bit-field.
    pub records: HashMap<String, Option<Vec<(String, CType)>>>,
}

/// A global variable's declaration: its name, line, and integer type.
#[derive(Debug)]
pub struct GlobalDecl {
    pub name: String,
    pub line: u32,
    pub int: Option<(u32, bool)>,
    pub ty: CType,
}

/// A C type as clang writes it, and without its typedefs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CType {
    pub written: String,
    pub plain: String,
}

impl CType {
    fn of(n: &Value) -> CType {
        let written = n["type"]["qualType"].as_str().unwrap_or("").to_string();
        let plain = n["type"]["desugaredQualType"].as_str().map_or_else(|| written.clone(), String::from);
        CType { written, plain }
    }
}

/// A variable declared in a function: a parameter, or a local variable
/// (`static` ones are globals to the VM).
#[derive(Clone, Debug)]
pub struct LocalDecl {
    pub name: String,
    pub ty: CType,
    pub param: bool,
    /// `static` or `extern`: not on the stack.
    pub not_on_stack: bool,
    /// Where the declaration begins, and where its scope ends (the end of
    /// the block, or of the statement, that holds it).
    pub at: Pos,
    pub scope_end: Pos,
}

/// A source position: line and column.
pub type Pos = (u32, u32);

/// A `for` or `while` loop: its keyword, and its condition's extent.
#[derive(Debug)]
pub struct LoopFacts {
    pub keyword: Pos,
    pub cond: (Pos, Pos),
}

#[derive(Debug, Default)]
pub struct FuncFacts {
    pub name: String,
    pub line: u32,
    /// Every name a declaration inside the function gives (any scope).
    pub locals: HashSet<String>,
    /// Its parameters and local variables, in the order of the source.
    pub vars: Vec<LocalDecl>,
    pub loops: Vec<LoopFacts>,
}

/// Where the syntax tree's locations are: clang writes a file and a line
/// only when they change from the location written before.
#[derive(Default)]
struct Track {
    file: String,
    line: u32,
}

impl Track {
    fn pos(&mut self, v: &Value) -> Option<(u32, u32)> {
        if !v.is_object() {
            return None;
        }
        if let Some(sp) = v.get("spellingLoc") {
            self.pos(sp);
        }
        if let Some(ex) = v.get("expansionLoc") {
            return self.pos(ex);
        }
        if let Some(f) = v["file"].as_str() {
            self.file = f.to_string();
        }
        if let Some(l) = v["line"].as_u64() {
            self.line = l as u32;
        }
        Some((self.line, v["col"].as_u64()? as u32))
    }
}

/// An integer type's (size, signedness) from clang's type text.
pub fn int_type(t: &str) -> Option<(u32, bool)> {
    let t: Vec<&str> = t.split_whitespace().filter(|w| !matches!(*w, "const" | "volatile")).collect();
    let t = t.join(" ");
    Some(match t.as_str() {
        "_Bool" => (1, false),
        "char" | "signed char" => (1, true),
        "unsigned char" => (1, false),
        "short" | "short int" | "signed short" => (2, true),
        "unsigned short" | "unsigned short int" => (2, false),
        "int" | "signed int" | "signed" => (4, true),
        "unsigned int" | "unsigned" => (4, false),
        "long" | "long int" | "long long" | "long long int" => (8, true),
        "unsigned long" | "unsigned long int" | "unsigned long long" | "unsigned long long int" => (8, false),
        _ => return None,
    })
}

/// Walks a node; returns its extent (begin, end of its last token).
/// `scope`: the extent of the innermost block or statement around it that
/// ends the scope of a declaration.
fn walk(n: &Value, tr: &mut Track, main: &Path, facts: &mut Facts, func: Option<usize>, scope: Option<(Pos, Pos)>) -> Option<(Pos, Pos)> {
    tr.pos(&n["loc"]);
    let begin = tr.pos(&n["range"]["begin"]);
    let in_main = crate::witness::same_file(&tr.file, &main.to_string_lossy());
    let end = tr.pos(&n["range"]["end"]).map(|(l, c)| (l, c + n["range"]["end"]["tokLen"].as_u64().unwrap_or(1) as u32));
    let kind = n["kind"].as_str().unwrap_or("");
    let name = n["name"].as_str().unwrap_or("").to_string();
    let ty = n["type"]["desugaredQualType"].as_str().or(n["type"]["qualType"].as_str()).unwrap_or("");
    let mut func = func;
    let mut scope = scope;
    match kind {
        "VarDecl" | "ParmVarDecl" if func.is_some() => {
            let f = &mut facts.functions[func.unwrap_or(0)];
            f.locals.insert(name.clone());
            let param = kind == "ParmVarDecl";
            let not_on_stack = matches!(n["storageClass"].as_str(), Some("static" | "extern"));
            if let (Some(at), Some((_, scope_end))) = (begin, scope) {
                f.vars.push(LocalDecl { name, ty: CType::of(n), param, not_on_stack, at, scope_end });
            }
        }
        "VarDecl" if in_main && n["storageClass"].as_str() != Some("extern") => {
            facts.globals.push(GlobalDecl { name, line: begin.map_or(u32::MAX, |b| b.0), int: int_type(ty), ty: CType::of(n) });
        }
        "FunctionDecl" if in_main && n["inner"].as_array().is_some_and(|i| i.iter().any(|c| c["kind"] == "CompoundStmt")) => {
            facts.functions.push(FuncFacts { name, line: begin.map_or(0, |b| b.0), ..Default::default() });
            func = Some(facts.functions.len() - 1);
        }
        "RecordDecl" if n["completeDefinition"].as_bool() == Some(true) && !name.is_empty() => {
            let tag = n["tagUsed"].as_str().unwrap_or("struct");
            let fields = n["inner"].as_array().map(Vec::as_slice).unwrap_or(&[]).iter().filter(|c| c["kind"] == "FieldDecl");
            let bits = fields.clone().any(|c| c["isBitfield"].as_bool() == Some(true));
            let list = fields.map(|c| (c["name"].as_str().unwrap_or("").to_string(), CType::of(c))).collect();
            facts.records.insert(format!("{} {}", tag, name), (!bits).then_some(list));
        }
        _ => {}
    }
    if let (true, Some(b), Some(e)) =
        (matches!(kind, "FunctionDecl" | "CompoundStmt" | "ForStmt" | "WhileStmt" | "IfStmt" | "SwitchStmt"), begin, end)
    {
        scope = Some((b, e));
    }
    let inner = n["inner"].as_array().map(Vec::as_slice).unwrap_or(&[]);
    let mut extents = Vec::with_capacity(inner.len());
    for c in inner {
        extents.push(walk(c, tr, main, facts, func, scope));
    }
    let cond = match kind {
        "ForStmt" => extents.get(2).copied().flatten(),
        "WhileStmt" if inner.len() == 2 => extents.first().copied().flatten(),
        _ => None,
    };
    if let (Some(f), Some(b), Some(c), true) = (func, begin, cond, in_main) {
        facts.functions[f].loops.push(LoopFacts { keyword: b, cond: c });
    }
    Some((begin?, end?))
}

/// The syntax tree of `source`, as `clang -ast-dump=json` gives it.
pub fn syntax_facts(source: &Path, copts: &CompileOpts) -> Result<Facts, DriverError> {
    let rt = runtime::unpack()?;
    let clang = clang()?;
    let out = Command::new(&clang)
        .args(clang_args(&rt, copts))
        .args(["-w", "-fsyntax-only", "-Xclang", "-ast-dump=json"])
        .arg(source)
        .output()
        .map_err(|e| DriverError::Toolchain(format!("cannot run {}: {}", clang, e)))?;
    if !out.status.success() {
        return Err(DriverError::Toolchain(format!("clang cannot read the syntax of {}", source.display())));
    }
    let tree: Value = serde_json::from_slice(&out.stdout).map_err(|e| DriverError::Toolchain(format!("clang's syntax tree: {}", e)))?;
    let mut facts = Facts::default();
    walk(&tree, &mut Track::default(), source, &mut facts, None, None);
    Ok(facts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_types_from_clang() {
        assert_eq!(int_type("int"), Some((4, true)));
        assert_eq!(int_type("volatile unsigned int"), Some((4, false)));
        assert_eq!(int_type("unsigned long"), Some((8, false)));
        assert_eq!(int_type("_Bool"), Some((1, false)));
        assert_eq!(int_type("int *"), None);
        assert_eq!(int_type("struct s"), None);
    }
}
