//! The picture's highlight of a move (`nqueens::focus`), derived from the move's events by
//! one function written once per event kind (`focus_of`), is the one the page has always
//! drawn:
//! - for every algorithm (each value of each choice parameter too, and the settings that reach
//!   its rarer moves), n = 4…8 and six seeds (one for a deterministic algorithm), every move's
//!   focus as the page reads it (kind, squares, chance), up to 2,000 moves a run, is the one
//!   recorded in `tests/fixtures/focus-records.txt`. They were recorded while each algorithm
//!   still wrote its own `focus` (on commit c74a74e), every derived focus checked equal to
//!   the algorithm's but for QS4's restart: it draws a new permutation, as QS1's and Rolfe's
//!   do, and is now a "shuffle" like theirs where QS4's own said "restart" (neither names a
//!   square, both tick a dead end). And the animation's focus is the one derived from its
//!   last move's events;
//! - over the same runs, each focus recounted from its definition on the boards before and
//!   after the move (the squares it names, the queens that stand there, the chance of a
//!   proposal from h and T), reading of the events only a proposal's temperature;
//! - the walkthrough's 4 × 4 backtracking, move by move, as its text draws it.
//!
//! Regenerate the records only for a deliberate change of what the page draws, with
//! `NQUEENS_BLESS=1 cargo test --release --features throwaway-algorithm --test focus`, and say
//! why in the commit.

#[path = "common/fixture.rs"]
mod fixture;

use nqueens::complete_state::attacking_pairs;
use nqueens::description::ParameterKind;
use nqueens::focus::{focus_of, Focus};
use nqueens::moves::Event;
use nqueens::params::Params;
use nqueens::registry::{animate, animate_with, Algorithm};
use nqueens::solver::{Animation, NO_QUEEN};
use nqueens::verify::verify;
use std::collections::BTreeMap;

/// Every run: each algorithm with its defaults, with each other value of each choice
/// parameter, and with settings that reach rarer moves (annealing cooled, hill climbing's
/// plateaus), as `(algorithm, [(name, value)])`.
fn runs() -> Vec<(Algorithm, Vec<(&'static str, &'static str)>)> {
    let mut runs = Vec::new();
    for algorithm in Algorithm::ALL {
        runs.push((algorithm, Vec::new()));
        for parameter in algorithm.description().parameters {
            if let ParameterKind::Choice { choices, default } = parameter.kind {
                for choice in choices.iter().filter(|c| c.value != default) {
                    runs.push((algorithm, vec![(parameter.name, choice.value)]));
                }
            }
        }
    }
    let hill = "hill-climbing".parse::<Algorithm>().unwrap();
    runs.push((hill, vec![("sideways", "100")]));
    runs.push((hill, vec![("sideways", "100"), ("choice", "first-choice")]));
    let annealing = "simulated-annealing".parse::<Algorithm>().unwrap();
    runs.push((annealing, vec![("cooling", "0.5")]));
    runs
}

/// The focus as the page's record reads it: `kind:row,col,row2,col2` (1-based, 0 where
/// unused), and a proposal's chance in parts per million.
fn record(focus: &Focus) -> String {
    let cells = focus.cells_one_based().map(|c| c.to_string()).join(",");
    match focus {
        Focus::Proposed { chance, .. } => format!("{}:{cells}:{chance}", focus.kind()),
        _ => format!("{}:{cells}", focus.kind()),
    }
}

/// The most moves of a run recorded.
const MOVES: u64 = 2000;

/// One line per run: the run, its moves, how many of each kind of focus, and a hash of every
/// move's record in order. Checks on the way that the animation's focus is the one derived
/// from its last move's events and its board (none at the start).
fn lines() -> Vec<String> {
    let mut out = Vec::new();
    for (algorithm, settings) in runs() {
        let params = Params::parse(algorithm.description(), &settings).unwrap();
        let label: Vec<String> = settings.iter().map(|(k, v)| format!(" {k}={v}")).collect();
        for n in 4..=8 {
            for seed in 0..6u64 {
                let Ok(mut a) = animate_with(algorithm, n, seed, &params) else {
                    continue;
                };
                if seed > 0 && a.seed().is_none() {
                    break; // a deterministic run: the same whatever the seed
                }
                let context = format!("{algorithm}{} n={n} seed={seed}", label.concat());
                assert!(a.events().is_empty(), "{context}");
                assert_eq!(focus_of(&[], a.columns()), Focus::None, "{context}");
                assert_eq!(a.focus(), Focus::None, "{context}: at the start");
                let mut records = Vec::new();
                let mut kinds: BTreeMap<&'static str, u64> = BTreeMap::new();
                while a.position() < MOVES && a.advance() {
                    let events = a.events();
                    let derived = focus_of(&events, a.columns());
                    assert_eq!(derived, a.focus(), "{context} move {}", a.position());
                    records.push(record(&derived));
                    *kinds.entry(derived.kind()).or_default() += 1;
                }
                let kinds: Vec<String> = kinds.iter().map(|(k, c)| format!("{k} {c}")).collect();
                out.push(format!(
                    "{context}|{} moves|{}|{}",
                    records.len(),
                    kinds.join(", "),
                    fixture::fnv(&records.join(" "))
                ));
            }
        }
    }
    out
}

#[test]
fn every_moves_focus_is_the_one_the_page_has_always_drawn() {
    let got = lines();
    let Some(recorded) = fixture::recorded("focus-records.txt", &got) else {
        return;
    };
    let (runs, differ) = fixture::runs_that_differ(&recorded, &got);
    assert!(
        differ.is_empty(),
        "{} of {runs} runs recorded draw other focuses:\n{}",
        differ.len(),
        differ.join("\n")
    );
}

/// The board of `a`: `n` rows, `NO_QUEEN` where empty.
fn board_of(n: usize, a: &dyn Animation) -> Vec<u32> {
    let mut board = vec![NO_QUEEN; n];
    for (row, &col) in a.columns().iter().enumerate() {
        board[row] = col;
    }
    board
}

/// True when the queen of row `by` on `board` attacks `(row, col)`.
fn attacks(board: &[u32], by: usize, (row, col): (usize, usize)) -> bool {
    let c = board[by];
    c != NO_QUEEN
        && by != row
        && (c as usize == col || by.abs_diff(row) == (c as usize).abs_diff(col))
}

/// True when some queen of `board` attacks `square`.
fn attacked(board: &[u32], square: (usize, usize)) -> bool {
    (0..board.len()).any(|by| attacks(board, by, square))
}

/// True when a queen of `board` stands on `(row, col)`.
fn stands(board: &[u32], (row, col): (usize, usize)) -> bool {
    board[row] == col as u32
}

/// `focus`, the focus of a move from `before` to `after`, checked against its definition
/// (`events` only for a proposal's temperature, which the board does not show).
fn check(focus: &Focus, before: &[u32], after: &[u32], a: &dyn Animation, events: &[Event]) {
    let n = before.len();
    let unchanged = before == after;
    let empty = |board: &[u32], row: usize| board[row] == NO_QUEEN;
    let ok = match *focus {
        // Nothing to show: the start; a child made without a mutation that moved a queen, or
        // a generation (the population beside the board).
        Focus::None => {
            a.at_start()
                || a.layers()
                    .population
                    .is_some_and(|p| p.mutated_row.is_none())
        }
        Focus::Safe { square } => {
            empty(before, square.0) && !attacked(before, square) && stands(after, square)
        }
        Focus::Attacked { square, by } => attacks(before, by, square) && unchanged,
        Focus::Removed { square } => stands(before, square) && empty(after, square.0),
        Focus::Placed { square } => match a.layers().population {
            // A mutation: the child's row given a new column.
            Some(p) => p.mutated_row == Some(square.0),
            None => stands(after, square),
        },
        Focus::DeadRow { row } => empty(after, row),
        Focus::Chosen { row } => empty(before, row) && empty(after, row),
        Focus::WipedOut { square, row } => stands(after, square) && empty(after, row),
        // A fresh board (which may happen to be the one before).
        Focus::Restart | Focus::Shuffle => true,
        Focus::Clear { square } => {
            // Its diagonals hold no queen of the rows checked below it (Wirth's flags).
            unchanged
                && stands(after, square)
                && (0..square.0).all(|r| {
                    after[r] == NO_QUEEN || square.0 - r != (after[r] as usize).abs_diff(square.1)
                })
        }
        Focus::Swap { first, second } => {
            before[first.0] == second.1 as u32
                && before[second.0] == first.1 as u32
                && stands(after, first)
                && stands(after, second)
        }
        Focus::Proposed {
            row,
            from,
            to,
            chance,
        } => {
            let mut next = before.to_vec();
            next[row] = to as u32;
            let delta_e = attacking_pairs(before) as f64 - attacking_pairs(&next) as f64;
            let temperature = events
                .iter()
                .find_map(|e| match e {
                    Event::Propose { temperature, .. } => Some(*temperature),
                    _ => None,
                })
                .unwrap();
            let p = (delta_e / temperature).exp().min(1.0);
            unchanged && before[row] == from as u32 && chance == (p * 1e6).round() as u32
        }
        // (min-conflicts may keep a queen where it stands, the least conflicted square)
        Focus::Move { row, from, to } => before[row] == from as u32 && after[row] == to as u32,
        Focus::Fail { square } => {
            // Its queen shares a diagonal with a queen of a row below.
            unchanged
                && stands(after, square)
                && (0..square.0).any(|r| square.0 - r == (after[r] as usize).abs_diff(square.1))
        }
        Focus::Reject { first, second } => {
            // Refused: the board as it was, a queen on the second square at least (a swap's
            // two queens; a move's queen where it stays).
            unchanged && stands(after, second) && (first.0 == second.0 || stands(after, first))
        }
        Focus::Stuck | Focus::Exhausted => unchanged,
        Focus::Solution { last } => {
            verify(n, after).is_ok() && last.is_none_or(|square| stands(after, square))
        }
    };
    assert!(ok, "{focus:?} from {before:?} to {after:?}: {events:?}");
}

#[test]
fn each_focus_names_what_its_definition_says() {
    let mut kinds = std::collections::BTreeSet::new();
    for (algorithm, settings) in runs() {
        let params = Params::parse(algorithm.description(), &settings).unwrap();
        for n in 4..=8 {
            for seed in 0..6u64 {
                let Ok(mut a) = animate_with(algorithm, n, seed, &params) else {
                    continue;
                };
                let mut before = board_of(n, a.as_ref());
                check(&a.focus(), &before, &before, a.as_ref(), &[]);
                while a.position() < MOVES && a.advance() {
                    let after = board_of(n, a.as_ref());
                    let focus = a.focus();
                    kinds.insert(focus.kind());
                    check(&focus, &before, &after, a.as_ref(), &a.events());
                    before = after;
                }
            }
        }
    }
    assert_eq!(kinds.len(), 19, "every kind of focus is seen: {kinds:?}");
}

/// The walkthrough (`first-solution-walkthrough.txt`) on a 4 × 4 board, move by move to its
/// first solution, as the page's records (1-based): each square tried, safe or attacked by
/// the lowest queen whose mark it carries, each queen lifted when the row above has no safe
/// square left, and the solution with the square that completed it.
#[test]
fn the_walkthroughs_moves_are_highlighted_as_it_draws_them() {
    let expected = [
        "safe:1,1,0,0",     // attempt 1: row 1, column 1 is safe (step 1)
        "attacked:2,1,0,0", // row 2, column 1: same column as row 1's queen
        "attacked:2,2,0,0", // its diagonal
        "safe:2,3,0,0",
        "attacked:3,1,0,0",
        "attacked:3,2,0,0",
        "attacked:3,3,0,0",
        "attacked:3,4,0,0", // attempt 8 (step 2): row 3 has no safe square
        "removed:2,3,0,0",  // back to row 2: its queen leaves column 3
        "safe:2,4,0,0",     // attempt 9 (step 3)
        "attacked:3,1,0,0",
        "safe:3,2,0,0",
        "attacked:4,1,0,0",
        "attacked:4,2,0,0",
        "attacked:4,3,0,0",
        "attacked:4,4,0,0", // attempt 15 (step 4)
        "removed:3,2,0,0",
        "attacked:3,3,0,0",
        "attacked:3,4,0,0",
        "removed:2,4,0,0",
        "removed:1,1,0,0", // row 1's queen moves along to column 2
        "safe:1,2,0,0",    // attempt 18 (step 5)
        "attacked:2,1,0,0",
        "attacked:2,2,0,0",
        "attacked:2,3,0,0",
        "safe:2,4,0,0",
        "safe:3,1,0,0",
        "attacked:4,1,0,0",
        "attacked:4,2,0,0",
        "solution:4,3,0,0", // attempt 26 (step 6): columns 2, 4, 1, 3
    ];
    // The attacker of each attacked square, 1-based: the lowest queen attacking it.
    let by = [
        0, 1, 1, 0, 1, 2, 1, 2, 0, 0, 1, 0, 1, 2, 3, 1, 0, 1, 2, 0, 0, 0, 1, 1, 1, 0, 0, 3, 1, 0,
    ];
    let bt = "backtracking".parse::<Algorithm>().unwrap();
    let mut a = animate(bt, 4, 0).unwrap();
    assert_eq!(record(&a.focus()), "none:0,0,0,0");
    for (i, want) in expected.iter().enumerate() {
        assert!(a.advance());
        let focus = a.focus();
        assert_eq!(&record(&focus), want, "move {}", i + 1);
        if let Focus::Attacked { by: row, .. } = focus {
            assert_eq!(row + 1, by[i], "move {}: attacked by", i + 1);
        }
    }
    assert!(a.is_solution());
}
