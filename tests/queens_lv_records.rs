//! queensLV (`src/queens_lv.rs`) and the walkthrough's backtracking (`src/backtracking.rs`)
//! do what they did when `tests/fixtures/queens-lv-records.txt` was recorded (on main,
//! d8f8707, before queensLV was made of random placement's draw and backtracking's search;
//! first recorded on cbe37d3, recorded again on d8f8707 because the events' data the captions
//! read was added there), whatever their insides become:
//! - queensLV animated, n = 1 and 4 … 10 with every k, n = 12, 16 and 20 with a few, four
//!   seeds each, up to 1,500 moves: every move's caption, pseudocode line, events, focus,
//!   counters, columns and layers (marks, dead row); at every 150th move and at the last the
//!   next move's events (peeked) and the search tree; then five moves stepped back, each read
//!   as well, and a run to the solution (its position, counters, columns and marks); and the
//!   timeline (ticks and solutions) at the end;
//! - queensLV run to its end on its fast path ([`StepSolver::run_to_end`]) from the start and
//!   after 1, 17 and 400 steps, and run in slices of steps ([`StepSolver::run_for`]), for
//!   n = 4 … 64 and several k and seeds: its counters and its solution;
//! - the walkthrough's backtracking animated (its stepped moves and its run on bitboards,
//!   interleaved: a few moves, then a run of some nodes, again and again), n = 4 … 12, 15,
//!   16, 17, 31, 32, 33 and 40: after each, the position, caption, events, columns, marks,
//!   counters, attempts per row and the timeline; and the search itself run to each next
//!   solution in slices ([`StepSolver::run_for`]), its marks after each slice.
//!
//! Each run is one line: what it is, a summary, and an FNV-1a hash of everything read in
//! order. Regenerate the records only for a deliberate change of what these algorithms do,
//! with `NQUEENS_BLESS=1 cargo test --release --test queens_lv_records`, and say why in the
//! commit.

#[path = "common/fixture.rs"]
mod fixture;

use nqueens::backtracking::Backtracking;
use nqueens::params::Params;
use nqueens::queens_lv::QueensLv;
use nqueens::registry::{animate_with, Algorithm};
use nqueens::solver::{Animation, Outcome, StepSolver};
use std::fmt::Write;

/// Everything the page reads of an animation now, as text.
fn read(a: &dyn Animation) -> String {
    let counters: Vec<String> = a
        .counters()
        .iter()
        .map(|c| format!("{}={}", c.spec.id, c.value))
        .collect();
    let layers = a.layers();
    format!(
        "@{} {:?} line {} {:?} {:?} {} cols {:?} marks {:?} dead {:?} per-row {:?} attempts {} \
         tries {} placed {:?} solution {} exhausted {} solutions {}",
        a.position(),
        a.caption(),
        a.line(),
        a.events(),
        a.focus(),
        counters.join(","),
        a.columns(),
        layers
            .marks
            .map(|m| fixture::fnv(&format!("{:?}", m.as_bytes()))),
        layers.dead_row,
        layers.attempts_per_row,
        a.attempts(),
        a.tries(),
        a.queens_placed(),
        a.is_solution(),
        a.is_exhausted(),
        a.solutions(),
    )
}

/// The timeline of `a` as text.
fn timeline(a: &dyn Animation) -> String {
    format!("{:?}", a.timeline())
}

/// The most moves of a queensLV run stepped.
const MOVES: u64 = 1500;

/// One line per queensLV animation (see the module's first item).
fn animated_queens_lv(out: &mut Vec<String>) {
    let algorithm: Algorithm = "queens-lv".parse().unwrap();
    let mut cases: Vec<(usize, usize)> = Vec::new();
    for n in [1, 4, 5, 6, 7, 8, 9, 10] {
        cases.extend((0..=n).map(|k| (n, k)));
    }
    for n in [12, 16, 20] {
        cases.extend([0, 1, 2, n / 2, n - 2, n].map(|k| (n, k)));
    }
    for (n, k) in cases {
        let params = Params::parse(algorithm.description(), &[("k", k.to_string())]).unwrap();
        for seed in 0..4u64 {
            let mut a = animate_with(algorithm, n, seed, &params).unwrap();
            let mut text = String::new();
            writeln!(text, "{:?} {}", a.start_caption(), read(&*a)).unwrap();
            while a.position() < MOVES && a.advance() {
                writeln!(text, "{}", read(&*a)).unwrap();
                if a.position().is_multiple_of(150) {
                    writeln!(text, "peek {:?}", a.peek_events()).unwrap();
                    writeln!(text, "tree {:?}", a.search_tree(u64::MAX)).unwrap();
                    writeln!(text, "{}", read(&*a)).unwrap();
                }
            }
            writeln!(text, "peek {:?}", a.peek_events()).unwrap();
            writeln!(text, "tree {:?}", a.search_tree(u64::MAX)).unwrap();
            writeln!(text, "timeline {}", timeline(&*a)).unwrap();
            let moves = a.position();
            for _ in 0..5 {
                a.step_back();
                writeln!(text, "back {}", read(&*a)).unwrap();
            }
            let outcome = a.run(u64::MAX);
            writeln!(text, "run {outcome:?} {}", read(&*a)).unwrap();
            writeln!(text, "timeline {}", timeline(&*a)).unwrap();
            out.push(format!(
                "queens-lv animated n={n} k={k} seed={seed}|{moves} moves, {} at the end, {:?}|{}",
                a.position(),
                a.columns(),
                fixture::fnv(&text)
            ));
        }
    }
}

/// queensLV's counters and board.
fn counted(search: &QueensLv) -> String {
    let counters: Vec<String> = search
        .counters()
        .iter()
        .map(|c| format!("{}={}", c.spec.id, c.value))
        .collect();
    format!(
        "{} solved {} {:?} attempts {} tries {}",
        counters.join(","),
        search.is_solved(),
        search.columns(),
        StepSolver::attempts(search),
        search.tries()
    )
}

/// One line per queensLV run on its fast paths (see the module's second item).
fn run_queens_lv(out: &mut Vec<String>) {
    let mut cases: Vec<(usize, usize)> = Vec::new();
    for n in [4, 5, 6, 8, 10, 12, 14] {
        cases.extend((0..=n).map(|k| (n, k)));
    }
    for n in [15, 16, 17, 20, 24] {
        cases.extend([2, n / 2, n - 3, n].map(|k| (n, k)));
    }
    for n in [28, 31, 32] {
        cases.extend([n / 2, 2 * n / 3, n - 3, n].map(|k| (n, k)));
    }
    for (n, k) in cases {
        for seed in 0..3u64 {
            let mut text = String::new();
            let mut search = QueensLv::new(n, k, seed).unwrap();
            search.run_to_end();
            writeln!(text, "{}", counted(&search)).unwrap();
            let summary = counted(&search);
            for steps in [1, 17, 400] {
                let mut search = QueensLv::new(n, k, seed).unwrap();
                for _ in 0..steps {
                    search.step();
                }
                search.run_to_end();
                writeln!(text, "after {steps}: {}", counted(&search)).unwrap();
            }
            let mut search = QueensLv::new(n, k, seed).unwrap();
            for slice in 1..=200u64 {
                let outcome = search.run_for(slice * 7);
                writeln!(text, "slice {slice}: {outcome:?} {}", counted(&search)).unwrap();
                if outcome != Outcome::Paused {
                    break;
                }
            }
            out.push(format!(
                "queens-lv run n={n} k={k} seed={seed}|{summary}|{}",
                fixture::fnv(&text)
            ));
        }
    }
}

/// One line per walkthrough's backtracking (see the module's third item).
fn backtracking(out: &mut Vec<String>) {
    let algorithm: Algorithm = "backtracking".parse().unwrap();
    let params = algorithm.default_params();
    for n in [4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 16, 17, 31, 32, 33, 40] {
        let mut a = animate_with(algorithm, n, 0, &params).unwrap();
        let mut text = String::new();
        let mut round = 0u64;
        while round < 60 && !a.is_exhausted() {
            round += 1;
            for _ in 0..round % 5 {
                a.advance();
                writeln!(text, "{}", read(&*a)).unwrap();
            }
            let outcome = a.run(round * round * 13 % 997);
            writeln!(text, "run {outcome:?} {}", read(&*a)).unwrap();
            writeln!(text, "timeline {}", timeline(&*a)).unwrap();
        }
        let mut search = Backtracking::new(n).unwrap();
        for slice in 1..=400u64 {
            let outcome = search.run_for(slice * slice % 211 + 1);
            let counters: Vec<String> = search
                .counters()
                .iter()
                .map(|c| format!("{}={}", c.spec.id, c.value))
                .collect();
            writeln!(
                text,
                "slice {slice}: {outcome:?} {} {:?} {:?} {}",
                counters.join(","),
                search.columns(),
                search.layers().attempts_per_row,
                fixture::fnv(&format!("{:?}", search.layers().marks.unwrap().as_bytes()))
            )
            .unwrap();
            if outcome == Outcome::Exhausted {
                break;
            }
        }
        out.push(format!(
            "backtracking n={n}|{} moves, {} solutions|{}",
            a.position(),
            a.solutions(),
            fixture::fnv(&text)
        ));
    }
}

#[test]
fn queens_lv_and_backtracking_do_what_they_did() {
    let mut got = Vec::new();
    animated_queens_lv(&mut got);
    run_queens_lv(&mut got);
    backtracking(&mut got);
    let Some(recorded) = fixture::recorded("queens-lv-records.txt", &got) else {
        return;
    };
    let recorded: Vec<&str> = recorded.lines().collect();
    assert_eq!(recorded.len(), got.len(), "runs recorded and made");
    let differ: Vec<String> = recorded
        .iter()
        .zip(&got)
        .filter(|(r, g)| *r != g)
        .map(|(r, g)| format!("recorded {r}\n     now {g}"))
        .collect();
    assert!(
        differ.is_empty(),
        "{} of {} runs differ:\n{}",
        differ.len(),
        recorded.len(),
        differ.join("\n")
    );
}
