//! Source snippets under diagnostics, as compilers show them: the place,
//! the source line and a caret under the column (in colour on a terminal).

use crate::trace::Location;
use std::io::IsTerminal;

/// Whether stdout takes colour: a terminal, and no `NO_COLOR`.
pub fn color_on_stdout() -> bool {
    std::io::stdout().is_terminal() && !crate::environment::get().no_color
}

/// The snippet of `l`, indented by two spaces; empty when the source is
/// not readable (the runtime's files, a moved source).
pub fn snippet(l: &Location, color: bool) -> String {
    let Ok(text) = std::fs::read_to_string(&l.file) else { return String::new() };
    let Some(line) = text.lines().nth(l.line.saturating_sub(1) as usize).filter(|_| l.line > 0) else { return String::new() };
    let line = line.replace('\t', "    ");
    let num = l.line.to_string();
    let pad = " ".repeat(num.len());
    // The caret: under the column, else under the line's first character.
    let first = line.len() - line.trim_start().len();
    let col = if l.column > 0 { (l.column as usize - 1).min(line.len()) } else { first };
    let (on, off) = if color { ("\x1b[1;31m", "\x1b[0m") } else { ("", "") };
    let at = if l.column > 0 { format!("{}:{}:{}", l.file, l.line, l.column) } else { format!("{}:{}", l.file, l.line) };
    format!("  {pad}--> {at}\n  {pad} |\n  {num} | {line}\n  {pad} | {}{on}^{off}\n", " ".repeat(col))
}

/// Line `l.line` of `l`'s source file, if readable (tabs as spaces).
pub fn source_line(l: &Location) -> Option<String> {
    let text = std::fs::read_to_string(&l.file).ok()?;
    text.lines().nth(l.line.checked_sub(1)? as usize).map(|s| s.replace('\t', "    "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_caret_sits_under_the_column() {
        let dir = std::env::temp_dir().join(format!("divm-snippet-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let f = dir.join("p.c");
        std::fs::write(&f, "int main(void) {\n    p[4] = 1;\n}\n").unwrap();
        let l = Location { file: f.to_string_lossy().into_owned(), line: 2, function: "main".into(), column: 10 };
        let s = snippet(&l, false);
        let lines: Vec<&str> = s.lines().collect();
        assert!(lines[0].ends_with(&format!("{}:2:10", f.display())), "{}", s);
        assert_eq!(lines[2], "  2 |     p[4] = 1;");
        assert_eq!(lines[3], "    |          ^");
        // No column: under the first character; no file: nothing.
        let s = snippet(&Location { column: 0, ..l.clone() }, false);
        assert_eq!(s.lines().nth(3), Some("    |     ^"));
        assert_eq!(snippet(&Location { file: "no/such.c".into(), ..l }, false), "");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
