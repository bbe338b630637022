//! The simulator's commands: one line of input parsed into a `Command`,
//! or a one-line message that says what is wrong with it.

/// A place to stop at: an edge that ends on this line of a file whose
/// path ends with `file`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Breakpoint {
    pub file: String,
    pub line: u32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// One edge with the default choices (`step N`: N edges).
    Step(usize),
    /// This many instructions of the program, within edges.
    Stepi(usize),
    /// On to the thread's next source line, this many times (into calls).
    Line(usize),
    /// On to the next source line of this function or a caller.
    Next(usize),
    /// One edge whose choices begin with these values.
    Choose(Vec<u32>),
    /// One edge of this thread.
    Thread(u32),
    /// The threads that can take the next edge.
    Threads,
    /// Undo this many edges.
    Back(usize),
    /// Edges until an error, the end or a breakpoint.
    Run,
    Break(Breakpoint),
    /// List the breakpoints.
    Breakpoints,
    /// Remove every breakpoint.
    Delete,
    Backtrace,
    Print(String),
    /// The local variables in scope.
    Locals,
    Heap(String),
    /// The steps taken so far.
    Path,
    Help,
    Quit,
    /// An empty line.
    Nothing,
}

/// Parses one input line.
pub fn parse(line: &str) -> Result<Command, String> {
    let mut words = line.split_whitespace();
    let Some(head) = words.next() else { return Ok(Command::Nothing) };
    let rest: Vec<&str> = words.collect();
    let count = |what: &str| -> Result<usize, String> {
        match rest.as_slice() {
            [] => Ok(1),
            [n] => n.parse::<usize>().ok().filter(|&n| n > 0).ok_or_else(|| format!("{}: '{}' is not a positive number", what, n)),
            _ => Err(format!("{}: expected at most one number", what)),
        }
    };
    let name = |what: &str| -> Result<String, String> {
        match rest.as_slice() {
            [n] => Ok(n.to_string()),
            _ => Err(format!("{}: expected one variable name (e.g. `{} counter`)", what, what)),
        }
    };
    let none = |c: Command| if rest.is_empty() { Ok(c) } else { Err(format!("{}: takes no argument", head)) };
    match head {
        "step" | "s" => count("step").map(Command::Step),
        "choose" | "c" => {
            if rest.is_empty() {
                return Err("choose: expected one or more choice values (e.g. `choose 1`)".into());
            }
            rest.iter()
                .map(|v| v.parse::<u32>().map_err(|_| format!("choose: '{}' is not a choice value (0, 1, ...)", v)))
                .collect::<Result<_, _>>()
                .map(Command::Choose)
        }
        "thread" | "t" => match rest.as_slice() {
            [k] => k.parse::<u32>().map(Command::Thread).map_err(|_| format!("thread: '{}' is not a thread id", k)),
            _ => Err("thread: expected one thread id (e.g. `thread 2`)".into()),
        },
        "threads" => none(Command::Threads),
        "stepi" | "si" => count("stepi").map(Command::Stepi),
        "line" | "l" => count("line").map(Command::Line),
        "next" | "n" => count("next").map(Command::Next),
        "back" | "b" => count("back").map(Command::Back),
        "run" | "r" | "continue" => none(Command::Run),
        "break" => match rest.as_slice() {
            [] => Ok(Command::Breakpoints),
            [at] => breakpoint(at).map(Command::Break),
            _ => Err("break: expected FILE:LINE (e.g. `break prog.c:12`)".into()),
        },
        "delete" => none(Command::Delete),
        "bt" | "backtrace" => none(Command::Backtrace),
        "print" | "p" => name("print").map(Command::Print),
        "locals" | "info" => none(Command::Locals),
        "heap" | "show" => name(head).map(Command::Heap),
        "path" => none(Command::Path),
        "help" | "h" | "?" => Ok(Command::Help),
        "quit" | "q" | "exit" => none(Command::Quit),
        other => Err(format!("unknown command '{}' (type `help` for the list)", other)),
    }
}

fn breakpoint(at: &str) -> Result<Breakpoint, String> {
    let bad = || format!("break: '{}' is not FILE:LINE (e.g. `break prog.c:12`)", at);
    let (file, line) = at.rsplit_once(':').ok_or_else(bad)?;
    let line = line.parse::<u32>().ok().filter(|&l| l > 0).ok_or_else(bad)?;
    if file.is_empty() {
        return Err(bad());
    }
    Ok(Breakpoint { file: file.to_string(), line })
}

pub const HELP: &str = "\
commands (one per line):
  step [N], s [N]      take N edges (default 1) with the default choices
                       (an edge in progress is finished first)
  stepi [N], si [N]    run N instructions of the program, stopping inside
                       an edge (the OS's instructions run along)
  line [N], l [N]      run on to the thread's next source line (into calls)
                       or the end of the edge
  next [N], n [N]      as `line`, over calls
  choose V..., c V...  take one edge whose choices begin with V... (the
                       scheduler's first, when threads run: see `threads`)
  thread K, t K        take one edge of thread K
  threads              the threads that can take the next edge
  back [N], b [N]      undo N steps (default 1); inside an edge in
                       progress, N of its `stepi`, `line` or `next` moves
  run, r               take edges until an error, the end or a breakpoint
  break FILE:LINE      stop `run` at an edge that ends on that line
  break                list the breakpoints; `delete` removes them all
  bt                   the backtrace of each thread
  print NAME, p NAME   the value and C type of a variable: a local of the
                       current thread (innermost frame first), else a global
  locals               the variables in scope in the current thread's frame
  heap NAME, show NAME the heap objects a global points to, and theirs
  path                 the steps taken so far
  help, quit
";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_parse_with_their_short_forms_and_arguments() {
        assert_eq!(parse("  s "), Ok(Command::Step(1)));
        assert_eq!(parse("step 3"), Ok(Command::Step(3)));
        assert_eq!(parse("choose 1 0"), Ok(Command::Choose(vec![1, 0])));
        assert_eq!(parse("thread 2"), Ok(Command::Thread(2)));
        assert_eq!(parse("b"), Ok(Command::Back(1)));
        assert_eq!(parse("break dir/p.c:12"), Ok(Command::Break(Breakpoint { file: "dir/p.c".into(), line: 12 })));
        assert_eq!(parse("print x"), Ok(Command::Print("x".into())));
        assert_eq!(parse("show head"), Ok(Command::Heap("head".into())));
        assert_eq!(parse("stepi"), Ok(Command::Stepi(1)));
        assert_eq!(parse("si 4"), Ok(Command::Stepi(4)));
        assert_eq!(parse("line 2"), Ok(Command::Line(2)));
        assert_eq!(parse("n"), Ok(Command::Next(1)));
        assert_eq!(parse("locals"), Ok(Command::Locals));
        assert_eq!(parse(""), Ok(Command::Nothing));
    }

    #[test]
    fn bad_input_gets_one_line_that_says_what_is_wrong() {
        for (line, says) in [
            ("jump", "unknown command 'jump'"),
            ("break p.c", "not FILE:LINE"),
            ("break p.c:0", "not FILE:LINE"),
            ("break :3", "not FILE:LINE"),
            ("step -1", "not a positive number"),
            ("choose x", "not a choice value"),
            ("choose", "expected one or more"),
            ("thread", "expected one thread id"),
            ("print", "expected one variable name"),
            ("run now", "takes no argument"),
            ("stepi 0", "not a positive number"),
            ("locals x", "takes no argument"),
        ] {
            let e = parse(line).unwrap_err();
            assert!(e.contains(says) && !e.contains('\n'), "{}: {}", line, e);
        }
    }
}
