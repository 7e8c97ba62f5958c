//! `nqueens`: the command-line face of the same core the page uses. One module per
//! subcommand under `src/cli/`:
//!
//! - `nqueens algorithms [--json]`: the registry (ids, names, limits, counters, units).
//! - `nqueens solve --algorithm ALGORITHM --n N [--seed S] [--json [--with-solution]]
//!   [--out PATH]`: one solution, its counters and the elapsed time; `--out` writes the
//!   solution as text, one column per line.
//! - `nqueens compare`, `nqueens sweep`: many seeded runs (the page's Compare view).
//! - `nqueens papers`: our measurements beside Sosič & Gu's and Rolfe's tables.
//! - `nqueens count --n N [--json]`: the number of solutions (OEIS A000170, A002562).
//! - `nqueens bench` (hidden): timed lab runs for `cargo xtask bench`.
//! - `nqueens help-markdown` (hidden): this reference as Markdown, the book's `docs/cli.md`.
//!
//! Bad arguments print a clear message and exit with code 2 (clap's usage-error code).

#[cfg(not(target_arch = "wasm32"))]
mod cli;

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    // Rust ignores SIGPIPE, so printing to a closed pipe (`nqueens solve … | head`) would
    // panic; with the default action the process ends quietly, as other Unix tools do.
    #[cfg(unix)]
    // SAFETY: called first, before any thread starts; SIG_DFL is a valid action for SIGPIPE.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    cli::main()
}
