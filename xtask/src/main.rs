//! Project tasks.
//!
//! - `cargo xtask serve [--port 8000]`: adds the wasm32 target and the matching wasm-bindgen
//!   CLI when missing, builds the WebAssembly module into `pkg/`, serves the page on
//!   http://127.0.0.1:8000 and prints the URL.
//! - `cargo xtask test`: fmt check, clippy (native and wasm32), native tests, the page's pure
//!   modules under Node's test runner (fast-check), wasm-bindgen-test in headless Chromium,
//!   the classroom builds and the book, and the end-to-end tests against the served page, one file at a time: in headless
//!   Chromium (playwright-core, with axe-core), and a set of them in headless Firefox ESR over
//!   WebDriver BiDi (puppeteer-core, `tests/e2e/firefox.test.mjs`). Installs Chromium,
//!   ChromeDriver and Firefox ESR (Debian packages), playwright-core, puppeteer-core, axe-core,
//!   fast-check, scorm-again (an LMS's SCORM run-time, for `tests/e2e/scorm.test.mjs`) and
//!   fflate (npm) when missing.
//! - `cargo xtask dist`: the page for a classroom in `dist/`: a static site with a web app
//!   manifest and a service worker, and `dist/nqueens-visualizer.html`, one file that works
//!   from disk (see `dist.rs`).
//! - `cargo xtask book`: the project's book (`docs/`, mdBook) in `dist/book/`, beside the page
//!   the workflow publishes; installs mdBook (pinned, [`MDBOOK`]) when missing.

mod dist;

use clap::{Parser, Subcommand};
use std::path::{Component, Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

const WASM_TARGET: &str = "wasm32-unknown-unknown";
const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
const FIREFOX: &str = "/usr/bin/firefox-esr";

#[derive(Parser)]
#[command(
    name = "cargo xtask",
    about = "Build, serve and test the N-Queens visualizer"
)]
struct Cli {
    #[command(subcommand)]
    task: Task,
}

#[derive(Subcommand)]
enum Task {
    /// Build the WebAssembly module and serve the page on 127.0.0.1.
    Serve {
        /// Port to listen on.
        #[arg(long, default_value_t = 8000)]
        port: u16,
    },
    /// Run every check: fmt, clippy, native tests, wasm tests in Chromium, end-to-end tests
    /// in Chromium and Firefox ESR.
    ///
    /// Installs what they need when missing: the wasm32 target and wasm-bindgen CLI;
    /// mdBook (the book is built too); Chromium, ChromeDriver and Firefox ESR (Debian
    /// packages, as root); playwright-core, puppeteer-core, axe-core, fast-check,
    /// scorm-again and fflate (npm).
    Test,
    /// Write `dist/`: the page as a static site (any host, any sub-path, offline after one
    /// visit) and as one HTML file that works opened from disk.
    Dist,
    /// Build the book (`docs/`, mdBook) into `dist/book/`, beside the page; run it after
    /// `dist`, which clears `dist/`. Installs mdBook when missing.
    Book,
    /// Build the page and run only the end-to-end tests, `--repeat` times in a row (to show
    /// they do not flake); prints how many rounds passed and failed.
    E2e {
        /// Rounds of the whole end-to-end suite.
        #[arg(long, default_value_t = 1)]
        repeat: u32,
        /// CPU-bound processes kept running beside the suite (the suite must pass on a
        /// loaded machine: it waits for states, never for a clock).
        #[arg(long, default_value_t = 0)]
        busy: u32,
        /// Only the end-to-end files whose name contains one of these words (repeatable),
        /// e.g. `--only lesson --only teaching`.
        #[arg(long)]
        only: Vec<String>,
    },
    /// Time the solvers natively and in headless Chromium (WebAssembly) and print one table.
    Bench {
        /// Batches per case and side in each round (the fastest counts).
        #[arg(long, default_value_t = 5)]
        repeat: u32,
        /// Rounds, each timing every case natively and then in Chromium; the fastest batch
        /// of all rounds counts on each side, so a busy spell of the machine in one round
        /// does not land on one side only.
        #[arg(long, default_value_t = 2)]
        rounds: u32,
        /// Leave out the rows for n = 10^8 (natively and in the page, a few minutes).
        #[arg(long)]
        no_huge: bool,
        /// The earlier revision to time side by side with this one, whole process, at
        /// n = 10^6 and 10^7 (built into target/baseline).
        #[arg(long, default_value = BASELINE)]
        baseline: String,
        /// Leave out the side-by-side with the baseline revision.
        #[arg(long)]
        no_baseline: bool,
        /// Leave out Lighthouse on the static build (mobile and desktop presets).
        #[arg(long)]
        no_lighthouse: bool,
    },
}

/// The revision the issue on 10^8 queens measured against.
const BASELINE: &str = "c1fcd9e";

type Result<T = ()> = std::result::Result<T, String>;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let outcome = match cli.task {
        Task::Serve { port } => serve(port),
        Task::Test => test(),
        Task::Dist => dist::dist(),
        Task::Book => book(),
        Task::E2e { repeat, busy, only } => e2e(repeat.max(1), busy, &only),
        Task::Bench {
            repeat,
            rounds,
            no_huge,
            baseline,
            no_baseline,
            no_lighthouse,
        } => bench(repeat, rounds.max(1)).and_then(|address| {
            if !no_lighthouse {
                lighthouse(&address)?;
            }
            if !no_huge {
                huge(&address)?;
            }
            if !no_baseline {
                side_by_side(&baseline)?;
            }
            Ok(())
        }),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask: {message}");
            ExitCode::FAILURE
        }
    }
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask sits in the workspace")
        .to_path_buf()
}

/// Runs a command in the workspace root, echoing it; fails with its name on a non-zero exit.
fn run(program: &str, args: &[&str], envs: &[(&str, &str)]) -> Result {
    eprintln!("$ {program} {}", args.join(" "));
    let status = Command::new(program)
        .args(args)
        .envs(envs.iter().copied())
        .current_dir(root())
        .status()
        .map_err(|e| format!("could not start {program}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{program} {}` failed ({status})", args.join(" ")))
    }
}

fn output(program: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(program).args(args).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The wasm-bindgen version pinned in Cargo.lock (the CLI must match it exactly).
fn locked_wasm_bindgen_version() -> Result<String> {
    let lock = std::fs::read_to_string(root().join("Cargo.lock"))
        .map_err(|e| format!("reading Cargo.lock: {e}"))?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line == "name = \"wasm-bindgen\"" {
            if let Some(version) = lines
                .next()
                .and_then(|l| l.strip_prefix("version = \""))
                .and_then(|l| l.strip_suffix('"'))
            {
                return Ok(version.to_string());
            }
        }
    }
    Err("Cargo.lock has no wasm-bindgen package".into())
}

/// Adds the wasm32 target and installs the matching wasm-bindgen CLI when missing.
fn ensure_wasm_tools() -> Result {
    let installed = output("rustup", &["target", "list", "--installed"]).unwrap_or_default();
    if !installed.lines().any(|t| t.trim() == WASM_TARGET) {
        run("rustup", &["target", "add", WASM_TARGET], &[])?;
    }
    let version = locked_wasm_bindgen_version()?;
    let have = output("wasm-bindgen", &["--version"]).unwrap_or_default();
    if have.split_whitespace().nth(1) != Some(version.as_str()) {
        eprintln!("Installing wasm-bindgen-cli {version} (takes several minutes, once)…");
        run(
            "cargo",
            &["install", "wasm-bindgen-cli", "--version", &version],
            &[],
        )?;
    }
    Ok(())
}

/// Builds the library for wasm32 in release mode and generates the JS glue into `pkg/`.
fn build_wasm() -> Result {
    run(
        "cargo",
        &["build", "--lib", "--release", "--target", WASM_TARGET],
        &[],
    )?;
    let wasm = format!("target/{WASM_TARGET}/release/nqueens.wasm");
    run(
        "wasm-bindgen",
        &[
            "--target",
            "web",
            "--out-dir",
            "pkg",
            "--no-typescript",
            &wasm,
        ],
        &[],
    )
}

/// Builds the core with the test build's throwaway algorithm (the `throwaway-algorithm`
/// feature) for wasm32 and writes its glue to [`THROWAWAY_PKG`], for the page served under
/// [`THROWAWAY_PREFIX`]. Its own target directory keeps the page's build untouched.
fn build_throwaway_wasm() -> Result {
    let target_dir = "target/throwaway";
    run(
        "cargo",
        &[
            "build",
            "--lib",
            "--release",
            "--target",
            WASM_TARGET,
            "--features",
            "throwaway-algorithm",
            "--target-dir",
            target_dir,
        ],
        &[],
    )?;
    let wasm = format!("{target_dir}/{WASM_TARGET}/release/nqueens.wasm");
    run(
        "wasm-bindgen",
        &[
            "--target",
            "web",
            "--out-dir",
            THROWAWAY_PKG,
            "--no-typescript",
            &wasm,
        ],
        &[],
    )
}

/// The mdBook release `cargo xtask book` builds the book with (Debian 12 packages none).
const MDBOOK: &str = "0.5.4";

/// Installs mdBook [`MDBOOK`] when `mdbook --version` gives another or none: from crates.io,
/// with `Cargo.lock`'s pins (`--locked`) and without its default features (serve, watch and
/// the search index, which `mdbook build` does not need; about 3 minutes on 2 cores, once).
fn ensure_mdbook() -> Result {
    let have = output("mdbook", &["--version"]).unwrap_or_default();
    if have.trim().strip_prefix("mdbook v") == Some(MDBOOK) {
        return Ok(());
    }
    eprintln!("Installing mdBook {MDBOOK} (takes a few minutes, once)…");
    run(
        "cargo",
        &[
            "install",
            "mdbook",
            "--version",
            MDBOOK,
            "--locked",
            "--no-default-features",
        ],
        &[],
    )
}

/// `cargo xtask book`: the book (`docs/`, its pages in `docs/SUMMARY.md`) into `dist/book/`
/// (`docs/book.toml`'s build-dir). A page named in the summary but missing fails the build.
fn book() -> Result {
    ensure_mdbook()?;
    run("mdbook", &["build", "docs"], &[])?;
    println!(
        "The book: {}",
        root().join("dist/book/index.html").display()
    );
    Ok(())
}

/// Installs Debian's Chromium and ChromeDriver when missing (needs root, as on CI).
fn ensure_chromium() -> Result {
    ensure_debian_packages(
        "Chromium and ChromeDriver",
        &[(CHROMIUM, "chromium"), (CHROMEDRIVER, "chromium-driver")],
    )
}

/// Installs Debian's Firefox ESR when missing (needs root, as on CI); the Firefox end-to-end
/// tests drive it over WebDriver BiDi (puppeteer-core).
fn ensure_firefox() -> Result {
    ensure_debian_packages("Firefox ESR", &[(FIREFOX, "firefox-esr")])
}

/// Installs the Debian `packages` (each with the file it provides) whose file is missing:
/// with apt-get as root (as on CI); otherwise fails with the command to run.
fn ensure_debian_packages(what: &str, packages: &[(&str, &str)]) -> Result {
    if packages.iter().all(|(file, _)| Path::new(file).exists()) {
        return Ok(());
    }
    let names: Vec<&str> = packages.iter().map(|(_, name)| *name).collect();
    let root_user = output("id", &["-u"]).is_some_and(|uid| uid.trim() == "0");
    if !root_user {
        let files: Vec<&str> = packages.iter().map(|(file, _)| *file).collect();
        return Err(format!(
            "{what} not installed ({}); install with `sudo apt-get install -y {}`",
            files.join(", "),
            names.join(" ")
        ));
    }
    run("apt-get", &["update"], &[])?;
    let mut args = vec!["install", "-y"];
    args.extend(&names);
    run("apt-get", &args, &[("DEBIAN_FRONTEND", "noninteractive")])
}

/// Installs the pinned npm packages of `folder` (from its package-lock.json) unless every
/// one of `markers` (files inside its node_modules) is already there.
fn ensure_npm_packages(folder: &str, markers: &[&str]) -> Result {
    let modules = root().join(folder).join("node_modules");
    if markers.iter().all(|marker| modules.join(marker).exists()) {
        return Ok(());
    }
    run(
        "npm",
        &["ci", "--prefix", folder, "--no-audit", "--no-fund"],
        &[],
    )
}

/// The page's front-end packages (Chart.js, gifenc, qrcode-generator, fflate, and Fluent's
/// bundle and language negotiation), served from www/node_modules.
fn ensure_page_packages() -> Result {
    ensure_npm_packages(
        "www",
        &[
            "@fluent/bundle/esm/index.js",
            "@fluent/langneg/esm/index.js",
            "chart.js/dist/chart.umd.js",
            "gifenc/dist/gifenc.esm.js",
            "qrcode-generator/dist/qrcode.mjs",
            "fflate/esm/browser.js",
        ],
    )
}

/// The end-to-end tests' packages (playwright-core, puppeteer-core, axe-core, fast-check,
/// and for the SCORM packages scorm-again, the LMS's stand-in, and fflate, to unzip them).
fn ensure_playwright() -> Result {
    ensure_npm_packages(
        "tests/e2e",
        &[
            "playwright-core/package.json",
            "puppeteer-core/package.json",
            "axe-core/axe.min.js",
            "fast-check/package.json",
            "scorm-again/dist/scorm-again.min.js",
            "fflate/esm/index.mjs",
        ],
    )
}

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js" | "mjs") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("wasm") => "application/wasm",
        Some("webmanifest") => "application/manifest+json",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("json") => "application/json",
        Some("ftl") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// The page's Content-Security-Policy (the robustness issue): scripts only from the page's
/// own origin, WebAssembly compiled but no `eval`, no inline script, style or event-handler
/// attribute, workers from the origin; images may be `data:` or `blob:` URLs and media
/// `blob:` ones (the exports: a PNG, a WebM recording played back); fetches from the origin and
/// from `https:` addresses (a teacher's lesson at a web address, where its host allows). The server sends it with every response outside `dist/`; `dist/index.html`
/// carries it in a `<meta>`, since a static host may send no header, and the single file
/// carries its own (see `dist::single_file_policy`). No `frame-ancestors`: a slide deck may
/// embed the page (`embed=1`).
pub const CSP: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; \
     style-src 'self'; img-src 'self' data: blob:; media-src 'self' blob:; worker-src 'self'; connect-src 'self' https:; \
     object-src 'none'; base-uri 'none'; form-action 'none'";

/// Where the server also serves `dist/` (when built), as a static host would from a
/// sub-path: the end-to-end tests check the hosted build there.
const DIST_PREFIX: &str = "/classroom/nqueens/";

/// Where the server also serves the page with the test build's throwaway algorithm: the same
/// `index.html` and `www/`, with the glue of a core built with the `throwaway-algorithm`
/// feature ([`THROWAWAY_PKG`]) as its `pkg/` (tests/e2e/throwaway.test.mjs).
const THROWAWAY_PREFIX: &str = "/throwaway/";

/// Where [`build_throwaway_wasm`] writes the throwaway build's glue.
const THROWAWAY_PKG: &str = "target/throwaway-pkg";

/// Maps a request URL to a file the page may load: `/` and `/index.html`, and files under
/// `www/`, `pkg/`, `lessons/` and `locales/` (the message catalogs); under [`DIST_PREFIX`], the files of `dist/`; under
/// [`THROWAWAY_PREFIX`], the page with [`THROWAWAY_PKG`] as its `pkg/`. Anything else (or
/// any `..`) is refused.
fn resolve(url: &str) -> Option<PathBuf> {
    let path = url.split(['?', '#']).next().unwrap_or("/");
    if let Some(rest) = path.strip_prefix(THROWAWAY_PREFIX) {
        let file = resolve(&format!("/{rest}"))?;
        let pkg = root().join("pkg");
        return Some(match file.strip_prefix(&pkg) {
            Ok(inner) => root().join(THROWAWAY_PKG).join(inner),
            Err(_) => file,
        });
    }
    if let Some(rest) = path.strip_prefix(DIST_PREFIX) {
        let relative = Path::new(if rest.is_empty() { "index.html" } else { rest });
        let plain = relative
            .components()
            .all(|c| matches!(c, Component::Normal(_)));
        return plain.then(|| root().join("dist").join(relative));
    }
    let relative = match path.trim_start_matches('/') {
        "" => "index.html",
        other => other,
    };
    let relative = Path::new(relative);
    // (And the built-in lessons' files: a lesson at a web address, lesson-url=.)
    let allowed = relative == Path::new("index.html")
        || relative.starts_with("www")
        || relative.starts_with("pkg")
        || relative.starts_with("lessons")
        || relative.starts_with("locales");
    let plain = relative
        .components()
        .all(|c| matches!(c, Component::Normal(_)));
    (allowed && plain).then(|| root().join(relative))
}

/// Serves the page on 127.0.0.1:`port` (0 = any free port), a thread per connection, for as
/// long as the process runs. Returns its address.
///
/// Each response closes its connection (HTTP/1.1 `Connection: close`). With tiny_http 0.12,
/// which keeps connections alive, a fresh Chromium's first navigation went unanswered in 3
/// of 8 tries (for 30 s and more); with one request per connection, none of 16 (nor in the
/// 20 rounds of `cargo xtask e2e --repeat 20`).
fn start_server(port: u16) -> Result<String> {
    let listener = std::net::TcpListener::bind(("127.0.0.1", port))
        .map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e}"))?;
    let address = listener
        .local_addr()
        .map_err(|e| format!("no local address: {e}"))?;
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            std::thread::spawn(move || serve_connection(stream));
        }
    });
    Ok(format!("http://{address}"))
}

/// Answers the one request of `stream` (GET or HEAD of a file the page may load), then
/// closes it. A connection that sends nothing for 10 s (a browser's spare one) is dropped.
fn serve_connection(stream: std::net::TcpStream) {
    use std::io::{BufRead, BufReader, Write};
    let _ = stream.set_read_timeout(Some(std::time::Duration::from_secs(10)));
    let mut reader = BufReader::new(&stream);
    let mut request_line = String::new();
    if reader.read_line(&mut request_line).unwrap_or(0) == 0 {
        return;
    }
    // The headers are not needed: read up to the blank line that ends them.
    let mut line = String::new();
    while reader.read_line(&mut line).unwrap_or(0) > 0 && !line.trim().is_empty() {
        line.clear();
    }
    let mut words = request_line.split_whitespace();
    let (method, url) = (words.next().unwrap_or(""), words.next().unwrap_or("/"));
    let file = matches!(method, "GET" | "HEAD")
        .then(|| resolve(url))
        .flatten()
        .and_then(|path| Some((content_type(&path), std::fs::read(&path).ok()?)));
    // dist/ carries its own policies in <meta> (the single file's differs): a second,
    // stricter policy in a header would be enforced as well.
    let policy = if url.starts_with(DIST_PREFIX) {
        String::new()
    } else {
        format!("Content-Security-Policy: {CSP}\r\n")
    };
    let (status, kind, body) = match file {
        Some((kind, body)) => ("200 OK", kind, body),
        None => (
            "404 Not Found",
            "text/plain; charset=utf-8",
            b"Not found".to_vec(),
        ),
    };
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\n\
         {policy}Cache-Control: no-store\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let mut stream = &stream;
    let _ = stream.write_all(head.as_bytes());
    if method != "HEAD" {
        let _ = stream.write_all(&body);
    }
    let _ = stream.flush();
}

fn serve(port: u16) -> Result {
    ensure_wasm_tools()?;
    build_wasm()?;
    ensure_page_packages()?;
    let address = start_server(port)?;
    println!("Serving the N-Queens visualizer at {address}/ (Ctrl-C to stop)");
    loop {
        std::thread::park();
    }
}

fn test() -> Result {
    run("cargo", &["fmt", "--all", "--check"], &[])?;
    run(
        "cargo",
        &[
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
        &[],
    )?;
    ensure_wasm_tools()?;
    run(
        "cargo",
        &[
            "clippy",
            "--lib",
            "--test",
            "wasm",
            "--target",
            WASM_TARGET,
            "--",
            "-D",
            "warnings",
        ],
        &[],
    )?;
    run("cargo", &["test", "--workspace"], &[])?;
    // An algorithm is one file and one line of the list: a test build's throwaway algorithm
    // reaches the CLI, the descriptions the page reads and the dispatch (issue 28).
    run(
        "cargo",
        &[
            "test",
            "--features",
            "throwaway-algorithm",
            "--test",
            "throwaway",
            "--test",
            "registry",
        ],
        &[],
    )?;
    // The page's pure modules under Node's test runner (fast-check properties); one test
    // checks a page helper against the core's wasm, so the core is built first, and the
    // catalogs' test reads them with the page's own Fluent (www/node_modules).
    ensure_wasm_tools()?;
    build_wasm()?;
    ensure_page_packages()?;
    ensure_npm_packages(
        "tests/js",
        &["fast-check/package.json", "@fluent/bundle/package.json"],
    )?;
    run(
        "node",
        &["--test", "--test-reporter=spec", "tests/js/"],
        &[],
    )?;
    ensure_chromium()?;
    let webdriver_json = root().join("tests/webdriver.json");
    run(
        "cargo",
        &["test", "--target", WASM_TARGET, "--test", "wasm"],
        &[
            ("CHROMEDRIVER", CHROMEDRIVER),
            (
                "WASM_BINDGEN_TEST_WEBDRIVER_JSON",
                webdriver_json.to_str().ok_or("non-UTF-8 path")?,
            ),
        ],
    )?;
    let address = prepare_e2e()?;
    run_e2e(&address, &[])?;
    println!("xtask test: all checks passed");
    Ok(())
}

/// Builds the page and the CLI the Compare tests check it against, installs the test
/// packages and serves the page; returns its address.
fn prepare_e2e() -> Result<String> {
    ensure_wasm_tools()?;
    ensure_chromium()?;
    ensure_firefox()?;
    build_wasm()?;
    build_throwaway_wasm()?;
    ensure_page_packages()?;
    ensure_playwright()?;
    run("cargo", &["build", "--bin", "nqueens"], &[])?;
    // The classroom builds, which tests/e2e/dist.test.mjs opens from disk and from a sub-path,
    // and the book beside them (dist.test.mjs checks it is there, as the workflow publishes it).
    dist::dist()?;
    book()?;
    start_server(0)
}

/// The end-to-end test files, run one at a time.
const E2E_FILES: &[&str] = &[
    "tests/e2e/backtracking.test.mjs",
    "tests/e2e/first-contact.test.mjs",
    "tests/e2e/screens.test.mjs",
    "tests/e2e/randomized.test.mjs",
    "tests/e2e/compare.test.mjs",
    "tests/e2e/big.test.mjs",
    "tests/e2e/huge.test.mjs",
    "tests/e2e/classroom.test.mjs",
    "tests/e2e/teaching.test.mjs",
    "tests/e2e/local-search.test.mjs",
    "tests/e2e/constraint-propagation.test.mjs",
    "tests/e2e/throwaway.test.mjs",
    "tests/e2e/splice.test.mjs",
    "tests/e2e/exercise.test.mjs",
    "tests/e2e/scorm.test.mjs",
    "tests/e2e/lesson.test.mjs",
    "tests/e2e/guided-lessons.test.mjs",
    "tests/e2e/robust.test.mjs",
    "tests/e2e/csp.test.mjs",
    "tests/e2e/languages.test.mjs",
    "tests/e2e/lang-predict.test.mjs",
    "tests/e2e/lang-compare.test.mjs",
    "tests/e2e/lang-words.test.mjs",
    "tests/e2e/lang-watch.test.mjs",
    "tests/e2e/lang-captions.test.mjs",
    "tests/e2e/lang-exercise.test.mjs",
    "tests/e2e/lang-lessons.test.mjs",
    "tests/e2e/load.test.mjs",
    "tests/e2e/fuzz.test.mjs",
    "tests/e2e/monkey.test.mjs",
    "tests/e2e/dist.test.mjs",
    "tests/e2e/firefox.test.mjs",
];

/// Runs the end-to-end tests against the page served at `address`: `files` (all of
/// [`E2E_FILES`] when empty).
fn run_e2e(address: &str, files: &[&str]) -> Result {
    // Built by prepare_e2e; the Compare tests check the page against it.
    let nqueens_bin = root().join("target/debug/nqueens");
    let mut args = vec![
        "--test",
        "--test-reporter=spec",
        // One file at a time: two Chromiums at once on the 2-core machine would slow each
        // other's waits toward their deadlines.
        "--test-concurrency=1",
    ];
    args.extend_from_slice(if files.is_empty() { E2E_FILES } else { files });
    run(
        "node",
        &args,
        &[
            ("BASE_URL", address),
            ("CHROMIUM", CHROMIUM),
            ("FIREFOX", FIREFOX),
            ("NQUEENS_BIN", nqueens_bin.to_str().ok_or("non-UTF-8 path")?),
            ("DIST_URL", &format!("{address}{DIST_PREFIX}")),
            (
                "DIST_FILE",
                root()
                    .join("dist")
                    .join(dist::SINGLE_FILE)
                    .to_str()
                    .ok_or("non-UTF-8 path")?,
            ),
        ],
    )
}

/// CPU-bound processes that spin until dropped (`cargo xtask e2e --busy N`).
struct Busy(Vec<std::process::Child>);

impl Busy {
    fn start(count: u32) -> Result<Busy> {
        let children = (0..count)
            .map(|_| {
                Command::new("node")
                    .args(["-e", "for (;;) {}"])
                    .spawn()
                    .map_err(|e| format!("could not start a busy process: {e}"))
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(Busy(children))
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        for child in &mut self.0 {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// `cargo xtask e2e --repeat N [--busy B] [--only WORD…]`: the end-to-end suite (or the
/// files named) N times in a row against one build, with B CPU-bound processes beside it.
fn e2e(repeat: u32, busy: u32, only: &[String]) -> Result {
    let files: Vec<&str> = E2E_FILES
        .iter()
        .copied()
        .filter(|f| only.is_empty() || only.iter().any(|word| f.contains(word.as_str())))
        .collect();
    if files.is_empty() {
        return Err(format!(
            "no end-to-end file matches {only:?}: choose from {}",
            E2E_FILES.join(", ")
        ));
    }
    let address = prepare_e2e()?;
    let _busy = Busy::start(busy)?;
    if busy > 0 {
        eprintln!("{busy} CPU-bound processes running beside the suite");
    }
    let mut failed = Vec::new();
    for round in 1..=repeat {
        eprintln!("End-to-end round {round} of {repeat}…");
        if let Err(message) = run_e2e(&address, &files) {
            eprintln!("round {round} failed: {message}");
            failed.push(round);
        }
    }
    println!(
        "{} passed, {} failed",
        repeat as usize - failed.len(),
        failed.len()
    );
    if failed.is_empty() {
        Ok(())
    } else {
        Err(format!("end-to-end rounds that failed: {failed:?}"))
    }
}

/// The cases `cargo xtask bench` times, natively and in the browser: `algorithm:n`.
/// The least time a benchmark batch runs, in milliseconds (as in `nqueens bench` and
/// tests/e2e/bench.mjs).
const BATCH_MS: u32 = 200;

const BENCH_CASES: &[&str] = &[
    "backtracking:28",
    "backtracking:30",
    "random-placement:32",
    "permutation-swap:100",
    "qs1:100000",
    "min-conflicts:100000",
    "min-conflicts:1000000",
    "min-conflicts:10000000",
    "qs4:1000000",
    "qs4:10000000",
    "construction:1000000",
];

/// Reads `{"algorithm":…,"n":…,"ms":…,"attempts":…}` lines into (case, ms, attempts);
/// other lines are skipped.
fn bench_lines(text: &str) -> Vec<(String, f64, f64)> {
    text.lines()
        .filter_map(|line| {
            let value: serde_json::Value = serde_json::from_str(line).ok()?;
            let case = format!("{}:{}", value["algorithm"].as_str()?, value["n"].as_u64()?);
            Some((case, value["ms"].as_f64()?, value["attempts"].as_f64()?))
        })
        .collect()
}

/// Keeps, per case, the faster of `best` and `round` (same case names and attempts).
fn keep_fastest(best: &mut Vec<(String, f64, f64)>, round: Vec<(String, f64, f64)>) {
    for (case, ms, attempts) in round {
        match best.iter_mut().find(|(c, ..)| *c == case) {
            Some(entry) => {
                if ms < entry.1 {
                    entry.1 = ms;
                }
            }
            None => best.push((case, ms, attempts)),
        }
    }
}

/// Times the cases natively and in the page; returns the address of the page's server,
/// which the 10^8 rows use too.
fn bench(repeat: u32, rounds: u32) -> Result<String> {
    ensure_wasm_tools()?;
    ensure_chromium()?;
    build_wasm()?;
    ensure_page_packages()?;
    ensure_playwright()?;
    run("cargo", &["build", "--release", "--bin", "nqueens"], &[])?;
    let cases = BENCH_CASES.join(",");
    let repeat = repeat.to_string();
    let address = start_server(0)?;
    let (mut native, mut wasm) = (Vec::new(), Vec::new());
    let mut browser_stdout = String::new();
    for round in 1..=rounds {
        eprintln!("Round {round} of {rounds}: timing natively…");
        let output = Command::new(root().join("target/release/nqueens"))
            .args([
                "bench", "--cases", &cases, "--repeat", &repeat, "--seed", "1",
            ])
            .output()
            .map_err(|e| format!("running nqueens bench: {e}"))?;
        if !output.status.success() {
            return Err(String::from_utf8_lossy(&output.stderr).into_owned());
        }
        keep_fastest(
            &mut native,
            bench_lines(&String::from_utf8_lossy(&output.stdout)),
        );
        eprintln!("Round {round} of {rounds}: timing in headless Chromium…");
        // The page's own timing and the frame rate are measured once, in the last round.
        let extras = if round == rounds { "1" } else { "0" };
        let output = Command::new("node")
            .arg("tests/e2e/bench.mjs")
            .current_dir(root())
            .envs([
                ("BASE_URL", address.as_str()),
                ("CASES", cases.as_str()),
                ("REPEAT", repeat.as_str()),
                ("SEED", "1"),
                ("EXTRAS", extras),
                ("CHROMIUM", CHROMIUM),
            ])
            .output()
            .map_err(|e| format!("running the browser bench: {e}"))?;
        if !output.status.success() {
            return Err(String::from_utf8_lossy(&output.stderr).into_owned());
        }
        browser_stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        keep_fastest(&mut wasm, bench_lines(&browser_stdout));
    }
    println!(
        "{:<24} {:>12} {:>12} {:>10} {:>16} {:>16} {:>6}",
        "algorithm:n", "native ms", "wasm ms", "wasm/nat", "attempts", "native att/s", "same"
    );
    for (case, ms, attempts) in &native {
        let wasm_run = wasm.iter().find(|(c, ..)| c == case);
        let wasm_ms = wasm_run.map(|(_, ms, _)| *ms);
        // The same seeded run on both sides must count the same attempts.
        let same = wasm_run.map_or("—", |(_, _, a)| if a == attempts { "yes" } else { "NO" });
        println!(
            "{:<24} {:>12.2} {:>12} {:>10} {:>16} {:>16.3e} {:>6}",
            case,
            ms,
            wasm_ms.map_or("—".into(), |w| format!("{w:.2}")),
            wasm_ms.map_or("—".into(), |w| format!("{:.2}", w / ms)),
            attempts,
            attempts / (ms / 1e3),
            same,
        );
    }
    println!("(best of {repeat} batches in each of {rounds} rounds, native then browser, each batch repeating the run for at least {BATCH_MS} ms; lab run 0 under master seed 1 on both sides; attempts as `nqueens compare` counts them)");
    let values: Vec<serde_json::Value> = browser_stdout
        .lines()
        .filter_map(|line| serde_json::from_str(line).ok())
        .collect();
    if let Some(page) = values.iter().find(|value| value.get("page").is_some()) {
        println!(
            "page: min-conflicts on 1,000,000 queens, Run to end to \"Solved and verified\": best {:.0} ms, median {:.0} ms (seeds 1–{}, a fresh page each)",
            page["best"].as_f64().unwrap_or(f64::NAN),
            page["median"].as_f64().unwrap_or(f64::NAN),
            page["runs"].as_u64().unwrap_or(0),
        );
    }
    if let Some(redraw) = values.iter().find(|value| value.get("redraw").is_some()) {
        println!(
            "scaled view: the solved 1,000,000 queens redrawn whole (Zoom out) in the worker: best {:.1} ms, median {:.1} ms ({} redraws)",
            redraw["best"].as_f64().unwrap_or(f64::NAN),
            redraw["median"].as_f64().unwrap_or(f64::NAN),
            redraw["runs"].as_u64().unwrap_or(0),
        );
    }
    if let Some(page) = values
        .iter()
        .find(|value| value["page"] == "min-conflicts:10000000")
    {
        println!(
            "page: min-conflicts on 10,000,000 queens, Run to end to \"Solved and verified\": best {:.0} ms, median {:.0} ms (seeds 1–3, a fresh page each)",
            page["best"].as_f64().unwrap_or(f64::NAN),
            page["median"].as_f64().unwrap_or(f64::NAN),
        );
    }
    if let Some(count) = values.iter().find(|value| value.get("count").is_some()) {
        let ms = |side: &str, kernel: &str| count[side][kernel].as_f64().unwrap_or(f64::NAN);
        println!(
            "counting Q(16) in the page: one thread, scalar {:.0} ms, SIMD128 {:.0} ms ({:.2}×); the Compare view's Count, scalar {:.0} ms, SIMD128 {:.0} ms ({:.2}×) (best of two each)",
            ms("single", "scalar"),
            ms("single", "simd128"),
            ms("single", "scalar") / ms("single", "simd128"),
            ms("page", "scalar"),
            ms("page", "simd128"),
            ms("page", "scalar") / ms("page", "simd128"),
        );
    }
    compare_times(&values)?;
    let budgets: Vec<&serde_json::Value> = values.iter().filter_map(|v| v.get("budget")).collect();
    if !budgets.is_empty() {
        println!("The page's budgets (measured here, not asserted by the tests):");
        println!(
            "{:<72} {:>10} {:>10} {:>7}",
            "budget", "measured", "limit", "within"
        );
        for budget in budgets {
            let (value, limit) = (
                budget["value"].as_f64().unwrap_or(f64::NAN),
                budget["limit"].as_f64().unwrap_or(f64::NAN),
            );
            let unit = budget["unit"].as_str().unwrap_or("");
            println!(
                "{:<72} {:>10} {:>10} {:>7}",
                budget["name"].as_str().unwrap_or("?"),
                format!("{value} {unit}"),
                format!("{limit} {unit}"),
                if value <= limit { "yes" } else { "NO" }
            );
        }
    }
    let fps = values.iter().find_map(|value| value.get("fps")?.as_f64());
    if let Some(fps) = fps {
        println!("animation: backtracking on 32 × 32 at full speed, {fps:.1} frames per second");
    }
    Ok(address)
}

/// Lighthouse's performance score on the static build (`dist/`, built here and served by the
/// bench's server under its sub-path), mobile and desktop presets, three runs each
/// (tests/lighthouse/run.mjs), printed against the budget: performance ≥ 95 and cumulative
/// layout shift < 0.02 on both.
fn lighthouse(address: &str) -> Result {
    dist::dist()?;
    ensure_npm_packages("tests/lighthouse", &["lighthouse/package.json"])?;
    eprintln!("Lighthouse on dist/, mobile and desktop presets…");
    let output = Command::new("node")
        .arg("tests/lighthouse/run.mjs")
        .current_dir(root())
        .envs([
            ("URL", format!("{address}{DIST_PREFIX}")),
            ("CHROME_PATH", CHROMIUM.to_string()),
        ])
        .output()
        .map_err(|e| format!("running Lighthouse: {e}"))?;
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).into_owned());
    }
    println!("Lighthouse 13.5 on the static build (dist/), three runs per preset (budget: performance ≥ 95, layout shift < 0.02):");
    println!(
        "{:<8} {:>16} {:>22} {:>18} {:>18} {:>7}",
        "preset", "performance", "layout shift", "LCP ms", "TBT ms", "within"
    );
    for line in String::from_utf8_lossy(&output.stdout).lines() {
        let Ok(row) = serde_json::from_str::<serde_json::Value>(line) else {
            continue;
        };
        let list = |key: &str| -> Vec<f64> {
            row[key]
                .as_array()
                .map(|values| values.iter().filter_map(|v| v.as_f64()).collect())
                .unwrap_or_default()
        };
        let range = |values: &[f64]| {
            let (low, high) = values
                .iter()
                .fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), &v| {
                    (l.min(v), h.max(v))
                });
            if low == high {
                format!("{low}")
            } else {
                format!("{low}–{high}")
            }
        };
        let (performance, cls) = (list("performance"), list("cls"));
        let within = performance.iter().all(|&p| p >= 95.0) && cls.iter().all(|&c| c < 0.02);
        println!(
            "{:<8} {:>16} {:>22} {:>18} {:>18} {:>7}",
            row["lighthouse"].as_str().unwrap_or("?"),
            range(&performance),
            range(&cls),
            range(&list("lcp_ms")),
            range(&list("tbt_ms")),
            if within { "yes" } else { "NO" }
        );
    }
    Ok(())
}

/// The Compare view's CPU time per run for backtracking (the page's `{"compare": …}` lines in
/// `values`) beside the same run timed natively (`nqueens bench`, lab run 0, best of five
/// batches of at least 200 ms): the page's time must follow the run's work, as the native one
/// does.
fn compare_times(values: &[serde_json::Value]) -> Result {
    let page: Vec<(u64, f64)> = values
        .iter()
        .filter(|value| value.get("compare").is_some())
        .filter_map(|value| Some((value["n"].as_u64()?, value["ms"].as_f64()?)))
        .collect();
    if page.is_empty() {
        return Ok(());
    }
    let cases: Vec<String> = page
        .iter()
        .map(|(n, _)| format!("backtracking:{n}"))
        .collect();
    let output = Command::new(root().join("target/release/nqueens"))
        .args([
            "bench",
            "--cases",
            &cases.join(","),
            "--repeat",
            "5",
            "--seed",
            "1",
        ])
        .output()
        .map_err(|e| format!("running nqueens bench: {e}"))?;
    let native = bench_lines(&String::from_utf8_lossy(&output.stdout));
    println!("Compare's CPU time per run, backtracking (its one run repeated in a worker until well above the timer's resolution), against the same run natively:");
    println!(
        "{:>4} {:>14} {:>14} {:>14} {:>12}",
        "n", "squares tried", "page µs", "native µs", "page/native"
    );
    for (n, ms) in page {
        let case = format!("backtracking:{n}");
        if let Some((_, native_ms, attempts)) = native.iter().find(|(c, ..)| *c == case) {
            println!(
                "{n:>4} {attempts:>14} {:>14.3} {:>14.3} {:>12.2}",
                ms * 1e3,
                native_ms * 1e3,
                ms / native_ms
            );
        }
    }
    Ok(())
}

/// Runs `command` to its end with its output discarded; returns its wall time in seconds
/// and its peak resident memory in bytes (wait4's rusage: the process alone, not the ones
/// before it). Fails unless it exits with success.
fn measure(command: &mut Command) -> Result<(f64, u64)> {
    let start = Instant::now();
    let child = command
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::inherit())
        .spawn()
        .map_err(|e| format!("starting {command:?}: {e}"))?;
    let pid = child.id() as libc::pid_t;
    let mut status = 0;
    // SAFETY: a zeroed rusage is a valid value for wait4 to fill.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `pid` is our child, not yet waited for (std's Child is never waited on here).
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    let seconds = start.elapsed().as_secs_f64();
    if waited != pid || !libc::WIFEXITED(status) || libc::WEXITSTATUS(status) != 0 {
        return Err(format!("{command:?} failed (status {status})"));
    }
    // ru_maxrss is in kilobytes on Linux.
    Ok((seconds, usage.ru_maxrss as u64 * 1024))
}

/// `binary solve --algorithm algorithm --n n --seed 1`: one whole run, as the bench times it.
fn solve(binary: &Path, algorithm: &str, n: u64) -> Command {
    let mut command = Command::new(binary);
    command.args([
        "solve",
        "--algorithm",
        algorithm,
        "--n",
        &n.to_string(),
        "--seed",
        "1",
    ]);
    command
}

/// The algorithms that run to 10^8, natively and in the page.
const HUGE: &[&str] = &["min-conflicts", "qs4", "construction"];

/// `cargo xtask bench`'s rows for n = 10^8: one run each (seed 1), natively (`nqueens solve`,
/// whole process: time and peak memory) and in the page (the large board's Run to end to
/// "Solved and verified", and the worker's wasm memory, which only grows).
fn huge(address: &str) -> Result {
    let n: u64 = 100_000_000;
    let mut native = Vec::new();
    for algorithm in HUGE {
        eprintln!("n = 10^8, {algorithm}: natively…");
        native.push(measure(&mut solve(
            &root().join("target/release/nqueens"),
            algorithm,
            n,
        ))?);
    }
    eprintln!("n = 10^8: in the page (headless Chromium)…");
    let output = Command::new("node")
        .arg("tests/e2e/bench.mjs")
        .current_dir(root())
        .envs([
            ("BASE_URL", address),
            ("HUGE", &HUGE.join(",")),
            ("CHROMIUM", CHROMIUM),
        ])
        .output()
        .map_err(|e| format!("running the browser bench: {e}"))?;
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).into_owned());
    }
    let page: Vec<serde_json::Value> = String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| serde_json::from_str(line).ok())
        .collect();
    println!();
    println!(
        "{:<16} {:>10} {:>10} {:>8} {:>10} {:>10} {:>8}",
        "n = 10^8", "native s", "MB", "B/queen", "page s", "wasm MB", "B/queen"
    );
    for (algorithm, (seconds, bytes)) in HUGE.iter().zip(native) {
        let run = page.iter().find(|v| v["huge"] == *algorithm);
        let (page_s, memory) = run.map_or((f64::NAN, f64::NAN), |v| {
            (
                v["ms"].as_f64().unwrap_or(f64::NAN) / 1e3,
                v["memory"].as_f64().unwrap_or(f64::NAN),
            )
        });
        println!(
            "{:<16} {:>10.1} {:>10.0} {:>8.2} {:>10.1} {:>10.0} {:>8.2}",
            algorithm,
            seconds,
            bytes as f64 / 1e6,
            bytes as f64 / n as f64,
            page_s,
            memory / 1e6,
            memory / n as f64,
        );
    }
    println!("(one run each, seed 1: natively `nqueens solve`, the whole process, time and peak resident memory; in the page, Run to end to \"Solved and verified\", the worker's wasm memory at the end, its peak)");
    Ok(())
}

/// Builds `revision`'s `nqueens` into target/baseline (from a worktree in
/// target/baseline-src) and times it side by side with this one, whole process, alternating
/// runs: min-conflicts and QS4 at n = 10^6 and 10^7, seed 1, five runs each.
fn side_by_side(revision: &str) -> Result {
    let source = root().join("target/baseline-src");
    if !source.join("Cargo.toml").exists() {
        run(
            "git",
            &[
                "worktree",
                "add",
                "--force",
                "--detach",
                source.to_str().ok_or("non-UTF-8 path")?,
                revision,
            ],
            &[],
        )?;
    } else {
        run(
            "git",
            &[
                "-C",
                source.to_str().ok_or("non-UTF-8 path")?,
                "checkout",
                "--detach",
                revision,
            ],
            &[],
        )?;
    }
    let status = Command::new("cargo")
        .args(["build", "--release", "--bin", "nqueens"])
        .current_dir(&source)
        .env("CARGO_TARGET_DIR", root().join("target/baseline"))
        .status()
        .map_err(|e| format!("building {revision}: {e}"))?;
    if !status.success() {
        return Err(format!("building {revision} failed"));
    }
    let binaries = [
        (
            revision.to_string(),
            root().join("target/baseline/release/nqueens"),
        ),
        (
            "this one".to_string(),
            root().join("target/release/nqueens"),
        ),
    ];
    println!();
    println!(
        "{:<28} {:>10} {:>22} {:>20} {:>9}",
        "whole process", "revision", "seconds (min–max)", "peak MB (B/queen)", "speed-up"
    );
    for n in [1_000_000u64, 10_000_000] {
        for algorithm in ["min-conflicts", "qs4"] {
            eprintln!("side by side: {algorithm} at n = {n}…");
            let mut times = [Vec::new(), Vec::new()];
            let mut peaks = [0u64; 2];
            for _ in 0..5 {
                for (k, (_, binary)) in binaries.iter().enumerate() {
                    let (seconds, bytes) = measure(&mut solve(binary, algorithm, n))?;
                    times[k].push(seconds);
                    peaks[k] = peaks[k].max(bytes);
                }
            }
            let median = |t: &mut Vec<f64>| {
                t.sort_by(f64::total_cmp);
                t[t.len() / 2]
            };
            let medians = [median(&mut times[0]), median(&mut times[1])];
            for (k, (name, _)) in binaries.iter().enumerate() {
                println!(
                    "{:<28} {:>10} {:>22} {:>20} {:>9}",
                    format!("{algorithm} n = {n}"),
                    name,
                    format!(
                        "{:.3} ({:.3}–{:.3})",
                        medians[k],
                        times[k][0],
                        times[k][times[k].len() - 1]
                    ),
                    format!(
                        "{:.0} ({:.1})",
                        peaks[k] as f64 / 1e6,
                        peaks[k] as f64 / n as f64
                    ),
                    if k == 1 {
                        format!("{:.2}×", medians[0] / medians[1])
                    } else {
                        String::new()
                    },
                );
            }
        }
    }
    println!("(five runs of each, alternating; `nqueens solve … --seed 1`, text output; median, min–max; speed-up: the baseline's median over this one's)");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::resolve;

    #[test]
    fn serves_only_the_page_files() {
        assert!(resolve("/").unwrap().ends_with("index.html"));
        assert!(resolve("/?algorithm=backtracking&n=8")
            .unwrap()
            .ends_with("index.html"));
        assert!(resolve("/www/app.js").unwrap().ends_with("www/app.js"));
        assert!(resolve("/pkg/nqueens_bg.wasm").is_some());
        assert!(resolve("/lessons/why-not-random.md").is_some());
        assert!(resolve("/Cargo.toml").is_none());
        assert!(resolve("/www/../Cargo.toml").is_none());
        assert!(resolve("/target/release/nqueens").is_none());
        assert!(resolve("/classroom/nqueens/?n=8")
            .unwrap()
            .ends_with("dist/index.html"));
        assert!(resolve("/classroom/nqueens/sw.js")
            .unwrap()
            .ends_with("dist/sw.js"));
        assert!(resolve("/classroom/nqueens/../Cargo.toml").is_none());
        // The throwaway page: the same page, the throwaway build's glue.
        assert!(resolve("/throwaway/?algorithm=throwaway")
            .unwrap()
            .ends_with("index.html"));
        assert!(resolve("/throwaway/www/app.js")
            .unwrap()
            .ends_with("www/app.js"));
        assert!(resolve("/throwaway/pkg/nqueens.js")
            .unwrap()
            .ends_with("target/throwaway-pkg/nqueens.js"));
        assert!(resolve("/throwaway/../Cargo.toml").is_none());
        assert!(resolve("/throwaway/target/release/nqueens").is_none());
    }
}
