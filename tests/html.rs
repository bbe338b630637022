//! `--report=html`: pages that parse as strict HTML (html5lib, installed
//! by setup.sh), say what the report says, and render in headless
//! Chromium: a screenshot that is not blank and shows the error, and the
//! DOM the browser built.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

const DIVM: &str = env!("CARGO_BIN_EXE_divm");

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn path(p: &str) -> String {
    root().join(p).to_string_lossy().into_owned()
}

fn scratch() -> PathBuf {
    common::scratch("html")
}

/// The page of `divm check --report=html ARGS` (run in the repository, so
/// that files are named as a user there names them), and its exit status.
fn page(args: &[&str]) -> (String, i32) {
    let out = Command::new(DIVM).current_dir(root()).args(["check", "--report=html"]).args(args).output().expect("divm runs");
    let text = String::from_utf8(out.stdout).expect("the page is UTF-8");
    assert!(text.starts_with("<!DOCTYPE html>\n"), "{:?}: {}\n{}", args, text, String::from_utf8_lossy(&out.stderr));
    (text, out.status.code().unwrap_or(-1))
}

/// Parses each page with html5lib in strict mode: any parse error (a
/// stray end tag, bad nesting, an unescaped character) fails.
fn strictly_parsed(pages: &[&str]) {
    let python = root().join("target/pyenv/bin/python3");
    assert!(python.exists(), "run ./setup.sh first: it installs html5lib into target/pyenv");
    let dir = scratch();
    let mut files = Vec::new();
    for (i, p) in pages.iter().enumerate() {
        let f = dir.join(format!("page{}.html", i));
        std::fs::write(&f, p).unwrap();
        files.push(f);
    }
    let script = "import sys, html5lib\n\
                  for f in sys.argv[1:]:\n\
                  \x20   try:\n\
                  \x20       html5lib.HTMLParser(strict=True).parse(open(f, 'rb').read())\n\
                  \x20   except Exception as e:\n\
                  \x20       sys.exit('%s: %s' % (f, e))\n";
    let out = Command::new(&python).arg("-c").arg(script).args(&files).output().expect("python runs");
    assert!(out.status.success(), "{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
}

#[test]
fn pages_are_strict_html_and_say_what_the_report_says() {
    let (error, code) = page(&["--threads", "1", "examples/withdraw.c"]);
    assert_eq!(code, 1);
    let (safe, code) = page(&[&path("tests/programs/races/different_fields_ok.c")]);
    assert_eq!(code, 0);
    let (unknown, code) = page(&["--max-states", "1", &path("tests/programs/threads/once_ok.c")]);
    assert_eq!(code, 2);
    let (lasso, code) = page(&["--termination", &path("tests/programs/termination/toggle.c")]);
    assert_eq!(code, 1);
    let (deadlock, code) = page(&[&path("tests/programs/threads/deadlock_names_heap_lock.c")]);
    assert_eq!(code, 1);
    strictly_parsed(&[&error, &safe, &unknown, &lasso, &deadlock]);

    // An error: a column per thread, the values read and written, the
    // output, the error last, and the source, escaped.
    assert!(error.contains("<span class=\"verdict verdict-error\">error</span>"), "{}", error);
    for want in [
        "<th>thread 1</th><th>thread 2</th>",
        "__VERIFIER_nondet_int() = 6",
        "<li class=\"write\">balance = 4</li>",
        "<li class=\"write\">balance = -2</li>",
        "<li class=\"output\">balance = -2</li>",
        "<td class=\"fault\"><div class=\"at\">error (assert)</div>",
        "<h3><code>examples/withdraw.c</code></h3>",
        "if (amount &gt; 0 &amp;&amp; balance &gt;= amount)",
        "assert(balance &gt;= 0 &amp;&amp; &quot;the account is overdrawn&quot;);",
        "<tr id=\"src-0-27\" class=\"fault-line\">",
        "<a href=\"#src-0-27\">examples/withdraw.c:27</a>",
        "caveat: __VERIFIER_nondet_int explored only -8..8",
    ] {
        assert!(error.contains(want), "{}\n--- wants: {}", error, want);
    }
    // The error's row is the last of the timeline.
    let rows = &error[error.find("<table class=\"timeline\">").unwrap()..error.find("</tbody>").unwrap()];
    assert!(rows.trim_end().ends_with("</td></tr>") && rows.rfind("class=\"fault\"") > rows.rfind("class=\"step\""), "{}", rows);
    // Safe and unknown: the statistics and why.
    let badge = |v: &str| format!("<span class=\"verdict verdict-{v}\">{v}</span>");
    assert!(safe.contains(&badge("safe")) && safe.contains("<h2>Statistics</h2>"), "{}", safe);
    assert!(!safe.contains("<table class=\"timeline\">") && safe.contains("<tr><th>states</th>"), "{}", safe);
    assert!(unknown.contains(&badge("unknown")) && unknown.contains("unknown: state limit of 1 reached"), "{}", unknown);
    // A run that never ends marks where its cycle begins.
    assert!(lasso.contains("<tr class=\"cycle\">") && lasso.contains("repeat forever"), "{}", lasso);
    // A deadlock names the lock, and lists the other blocked thread.
    assert!(deadlock.contains("byte 16 of heap memory allocated at"), "{}", deadlock);
    assert!(
        deadlock.contains("deadlock_names_heap_lock.c:25</a> in <code>main</code>: thread 1 blocked in pthread_join on thread 2</p>"),
        "{}",
        deadlock
    );
}

/// Chromium's command, if it is installed. In CI (`CI=true`) it must be:
/// setup.sh installs it there.
fn chromium() -> Option<&'static str> {
    let found = Command::new("chromium").arg("--version").output().is_ok_and(|o| o.status.success());
    if found {
        return Some("chromium");
    }
    assert!(std::env::var("CI").as_deref() != Ok("true"), "chromium is missing in CI: setup.sh installs it");
    eprintln!("note: chromium is not installed (./setup.sh installs it); skipping the browser test");
    None
}

fn headless(browser: &str, page: &Path, args: &[&str]) -> std::process::Output {
    Command::new(browser)
        .args(["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--disable-dev-shm-usage"])
        .args(args)
        .arg(format!("file://{}", page.display()))
        .output()
        .expect("chromium runs")
}

/// How many pixels have exactly the colour `rgb`, how many distinct
/// colours there are, and how many pixels are not white.
fn pixels(png_file: &Path, rgb: [[u8; 3]; 2]) -> ([usize; 2], usize, usize, usize) {
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(png_file).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    let channels = info.color_type.samples();
    assert!(channels >= 3, "{:?}", info.color_type);
    let mut colours = std::collections::HashSet::new();
    let (mut hits, mut ink) = ([0; 2], 0);
    for p in buf[..info.buffer_size()].chunks(channels) {
        let c = [p[0], p[1], p[2]];
        colours.insert(c);
        for (k, want) in rgb.iter().enumerate() {
            hits[k] += (c == *want) as usize;
        }
        ink += (c != [255, 255, 255]) as usize;
    }
    (hits, colours.len(), ink, (info.width * info.height) as usize)
}

#[test]
fn an_error_page_renders_in_headless_chromium() {
    let Some(browser) = chromium() else { return };
    let (html, code) = page(&["--threads", "1", "examples/withdraw.c"]);
    assert_eq!(code, 1);
    let dir = scratch();
    let file = dir.join("withdraw.html");
    std::fs::write(&file, &html).unwrap();

    // The screenshot: not blank, with the error's colours in it (the
    // verdict's badge, #c62828, and the error's cell, #fde2e2).
    let shots = root().join("target/screenshots");
    std::fs::create_dir_all(&shots).unwrap();
    let shot = shots.join("html-report.png");
    let _ = std::fs::remove_file(&shot);
    let out = headless(browser, &file, &[&format!("--screenshot={}", shot.display()), "--window-size=1100,1900"]);
    assert!(shot.exists(), "no screenshot: {}", String::from_utf8_lossy(&out.stderr));
    let ([badge, fault], colours, ink, all) = pixels(&shot, [[0xc6, 0x28, 0x28], [0xfd, 0xe2, 0xe2]]);
    assert!(colours >= 32, "{} colours: a blank page?", colours);
    assert!(ink * 20 >= all, "{} of {} pixels are not white", ink, all);
    assert!(badge >= 200, "the verdict's badge: {} pixels", badge);
    assert!(fault >= 2000, "the error's cell: {} pixels", fault);
    // (`DIVM_UPDATE_SCREENSHOTS=1` refreshes the guide's copy.)
    if std::env::var("DIVM_UPDATE_SCREENSHOTS").as_deref() == Ok("1") {
        std::fs::copy(&shot, root().join("docs/images/html-report.png")).unwrap();
    }

    // The DOM the browser built from the page: the timeline and the error.
    let out = headless(browser, &file, &["--dump-dom"]);
    let dom = String::from_utf8_lossy(&out.stdout);
    for want in ["<th>thread 2</th>", "balance = -2", "error (assert)", "the account is overdrawn", "examples/withdraw.c:27"] {
        assert!(dom.contains(want), "the browser's DOM lacks {:?}:\n{}\n{}", want, dom, String::from_utf8_lossy(&out.stderr));
    }
}
