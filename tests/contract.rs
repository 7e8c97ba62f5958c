//! The solver interface's contract, tested once over the whole registry (`registry::ALGORITHMS`):
//! for every algorithm and many (n, seed),
//! - stepping reaches a solution the independent verifier accepts (or, for an exhaustive
//!   search on n = 2, 3, ends with none);
//! - Step back from any point returns exactly to the earlier state (queens, counters, focus,
//!   caption), and stepping forward again retraces the same moves;
//! - the fast path (`run_to_end`, the lab's) ends where stepping does, with the same counters;
//! - the timeline's position counts the moves made, and seeking to any move (back or
//!   forward, in slices) shows exactly the state stepping showed there; a run to a solution
//!   counts its moves as stepping does.
//!
//! - and all of the above with each value of each choice parameter an algorithm declares
//!   (backtracking's options, hill climbing's choice), the others at their defaults.
//!
//! Algorithm-specific properties stay in each algorithm's own test file.

use nqueens::description::ContinuesFrom;
use nqueens::description::ParameterKind;
use nqueens::params::Params;
use nqueens::registry::{animate, animate_with};
use nqueens::registry::{Algorithm, Visit, ALGORITHMS};
use nqueens::solver::{Animation, Counter, Focus, Outcome, StepSolver};
use nqueens::verify::verify;
use proptest::prelude::*;

/// Everything a person sees of an animation at one moment.
#[derive(Debug, PartialEq)]
struct Snapshot {
    columns: Vec<u32>,
    counters: Vec<Counter>,
    focus: Focus,
    caption: String,
    line: usize,
    solution: bool,
    at_start: bool,
}

fn snapshot(a: &dyn Animation) -> Snapshot {
    Snapshot {
        columns: a.columns().to_vec(),
        counters: a.counters(),
        focus: a.focus(),
        caption: a.caption(),
        line: a.line(),
        solution: a.is_solution(),
        at_start: a.at_start(),
    }
}

/// Sizes the algorithm accepts among 1..=max, skipping 2 and 3 where it refuses them.
fn accepts(algorithm: Algorithm, n: usize) -> bool {
    nqueens::registry::check(algorithm, n).is_ok()
}

/// Steps `S` to its end by `step` and by `run_to_end`: same columns, same counters.
struct FastMatchesStepped {
    n: usize,
    seed: u64,
}

impl Visit for FastMatchesStepped {
    type Output = Result<(), TestCaseError>;
    fn visit<S: StepSolver>(self) -> Self::Output {
        let mut stepped = S::start(self.n, self.seed).unwrap();
        let mut last = None;
        while let Some(step) = stepped.step() {
            let end = S::outcome(&step);
            last = Some(step);
            if end != Outcome::Paused {
                break;
            }
        }
        let mut fast = S::start(self.n, self.seed).unwrap();
        fast.run_to_end();
        prop_assert_eq!(fast.columns(), stepped.columns());
        prop_assert_eq!(fast.counters(), stepped.counters());
        prop_assert_eq!(
            (fast.attempts(), fast.tries()),
            (stepped.attempts(), stepped.tries())
        );
        prop_assert_eq!(fast.is_solved(), stepped.is_solved());
        let ended = last.as_ref().map(|s| S::outcome(s));
        if stepped.is_solved() {
            prop_assert_eq!(ended, Some(Outcome::Solution));
            prop_assert_eq!(verify(self.n, stepped.columns()), Ok(()));
            prop_assert_eq!(stepped.columns().len(), self.n);
        } else {
            // Only an exhaustive search may end without a solution: on n = 2 and 3.
            prop_assert!(S::DESCRIPTION.exhaustive && matches!(self.n, 2 | 3));
            prop_assert_eq!(ended, Some(Outcome::Exhausted));
        }
        Ok(())
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn stepping_reaches_a_verified_solution_and_the_fast_path_ends_there_too(
        which in 0..ALGORITHMS.len(),
        n in 1usize..=12,
        seed in any::<u64>(),
    ) {
        let algorithm = Algorithm::ALL[which];
        prop_assume!(accepts(algorithm, n));
        algorithm.visit(FastMatchesStepped { n, seed })?;
    }

    #[test]
    fn step_back_returns_exactly_to_every_earlier_state(
        which in 0..ALGORITHMS.len(),
        n in 1usize..=10,
        seed in any::<u64>(),
        moves in 1usize..400,
    ) {
        let algorithm = Algorithm::ALL[which];
        prop_assume!(accepts(algorithm, n));
        let mut a = animate(algorithm, n, seed).unwrap();
        prop_assert!(a.at_start());
        let mut seen = vec![snapshot(a.as_ref())];
        while seen.len() <= moves && a.advance() {
            seen.push(snapshot(a.as_ref()));
        }
        // Back to the start, one move at a time: every state as it was.
        for earlier in seen.iter().rev().skip(1) {
            prop_assert!(a.step_back());
            prop_assert_eq!(&snapshot(a.as_ref()), earlier);
        }
        prop_assert!(!a.step_back(), "nothing before the start");
        prop_assert_eq!(a.position(), 0);
        // And forward again: the same moves; and a second run from the same seed too.
        let mut again = animate(algorithm, n, seed).unwrap();
        for later in &seen[1..] {
            prop_assert!(a.advance());
            prop_assert_eq!(&snapshot(a.as_ref()), later);
            prop_assert!(again.advance());
            prop_assert_eq!(&snapshot(again.as_ref()), later);
        }
    }

    #[test]
    fn seeking_shows_the_state_stepping_showed_at_that_move(
        which in 0..ALGORITHMS.len(),
        n in 1usize..=10,
        seed in any::<u64>(),
        moves in 1usize..600,
        targets in prop::collection::vec((0.0f64..=1.0, 1u64..50), 1..12),
    ) {
        let algorithm = Algorithm::ALL[which];
        prop_assume!(accepts(algorithm, n));
        let mut a = animate(algorithm, n, seed).unwrap();
        let mut seen = vec![snapshot(a.as_ref())];
        let lines = ALGORITHMS[which].pseudocode.len();
        prop_assert_eq!(a.line(), 0, "no pseudocode line before the first move");
        while seen.len() <= moves && a.advance() {
            prop_assert_eq!(a.position() as usize, seen.len(), "one move, one position");
            prop_assert!((1..=lines).contains(&a.line()), "move {} names line {} of {}", seen.len(), a.line(), lines);
            seen.push(snapshot(a.as_ref()));
        }
        let last = seen.len() as u64 - 1;
        for (fraction, budget) in targets {
            let target = (fraction * last as f64).round() as u64;
            // In slices of `budget` moves, as the page seeks while a slider is dragged.
            let mut slices = 0;
            while a.position() != target {
                let before = a.position();
                let reached = a.seek(target, budget);
                prop_assert_eq!(reached, a.position());
                prop_assert!(reached != before || reached == target, "a seek slice makes progress");
                slices += 1;
                prop_assert!(slices <= 1_000, "seeking to {} from {} ends", target, before);
            }
            prop_assert_eq!(&snapshot(a.as_ref()), &seen[target as usize], "at move {}", target);
        }
    }
}

/// Backtracking's run to a solution (bitboards, in node slices) counts the moves that
/// stepping makes to the same solution, and ends in the same state as seeking there.
#[test]
fn a_run_counts_the_moves_stepping_makes() {
    for n in 1..=9 {
        let mut stepped = animate(Algorithm::Backtracking, n, 0).unwrap();
        let mut moves = 0;
        while !stepped.is_solution() && !stepped.is_exhausted() && stepped.advance() {
            moves += 1;
        }
        for budget in [1, 7, u64::MAX] {
            let mut run = animate(Algorithm::Backtracking, n, 0).unwrap();
            while run.run(budget) == Outcome::Paused {}
            assert_eq!(run.position(), moves, "n = {n}, budget {budget}");
            assert_eq!(
                snapshot(run.as_ref()),
                snapshot(stepped.as_ref()),
                "n = {n}"
            );
        }
        // Through the whole search as well, past every solution to the end.
        let mut whole = animate(Algorithm::Backtracking, n, 0).unwrap();
        while whole.run(u64::MAX) != Outcome::Exhausted {}
        let mut each = animate(Algorithm::Backtracking, n, 0).unwrap();
        let mut count = 0;
        while each.advance() {
            count += 1;
        }
        assert_eq!(whole.position(), count, "n = {n}: the whole search");
        assert_eq!(snapshot(whole.as_ref()), snapshot(each.as_ref()));
    }
}

/// The descriptions' `continues_from` says which algorithms go on from a learner's board,
/// and from such a board they reach a verified solution (an empty 8 × 8 board, and rows 1
/// and 2 holding columns 3 and 6 of 6 × 6).
#[test]
fn the_algorithms_that_continue_from_a_board_are_the_registrys() {
    use nqueens::registry::animate_from_board;
    for algorithm in Algorithm::ALL {
        let info = algorithm.description();
        for (n, board) in [
            (8, vec![None; 8]),
            (6, vec![Some(2), Some(5), None, None, None, None]),
        ] {
            let result = animate_from_board(algorithm, n, 7, &board);
            assert_eq!(result.is_ok(), info.continues_from.is_some(), "{}", info.id);
            if let Ok(mut a) = result {
                while !a.is_solution() && a.advance() {}
                assert!(a.is_solution(), "{}", info.id);
                assert!(verify(n, a.columns()).is_ok(), "{}", info.id);
                if info.id == "backtracking" && n == 6 {
                    assert_eq!(a.columns(), [2, 5, 1, 4, 0, 3]);
                }
            }
        }
        // A board that is no prefix (row 1 empty under row 2's queen, and rows 3 and 4
        // attacking each other): a repair search takes it, a depth-first one does not.
        let board = [None, Some(2), Some(0), Some(1), None, None];
        let result = animate_from_board(algorithm, 6, 7, &board);
        assert_eq!(
            result.is_ok(),
            info.continues_from == Some(ContinuesFrom::AnyBoard),
            "{}",
            info.id
        );
        if let Ok(mut a) = result {
            while !a.is_solution() && a.advance() {}
            assert!(verify(6, a.columns()).is_ok(), "{}", info.id);
        }
    }
}

#[test]
fn every_algorithm_is_listed_once_in_the_order_of_its_enum() {
    for (i, info) in ALGORITHMS.iter().enumerate() {
        let algorithm = Algorithm::ALL[i];
        assert_eq!(algorithm as usize, i, "{}", info.id);
        assert_eq!(algorithm.description(), *info);
        assert_eq!(info.id.parse::<Algorithm>(), Ok(algorithm));
        // A solver's counters are its description's, in order.
        let a = animate(algorithm, 8, 1).unwrap();
        let ids: Vec<&str> = a.counters().iter().map(|c| c.spec.id).collect();
        let listed: Vec<&str> = info.counters.iter().map(|c| c.id).collect();
        assert_eq!(ids, listed, "{}", info.id);
        assert_eq!(a.description(), *info);
        assert_eq!(a.seed().is_some(), info.randomized, "{}", info.id);
    }
    assert_eq!(Algorithm::ALL.len(), ALGORITHMS.len());
}

/// What a description says the page draws is what its solver hands the page: over runs of
/// n = 5, 6 and 8 with 12 seeds each, numbered marks, attempts per row, Wirth's flags, a
/// dead-end row and the search tree are handed over at some move exactly when the
/// description draws them; an attacked queen and a diagonal holding two queens (recounted
/// here from the columns) occur exactly when it draws attacked queens and collision lines;
/// moves glide exactly when some move is a swap or a move within a row; and squares carry
/// values exactly when the description draws them.
#[test]
fn each_description_draws_exactly_what_its_solver_shows() {
    for algorithm in Algorithm::ALL {
        let draws = algorithm.description().draws;
        let mut seen = [false; 10];
        for n in [5, 6, 8] {
            for seed in 0..12 {
                let Ok(mut a) = animate(algorithm, n, seed) else {
                    continue;
                };
                for _ in 0..3000 {
                    let columns = a.columns();
                    let mut diagonals = std::collections::HashMap::new();
                    for (row, &col) in columns.iter().enumerate() {
                        *diagonals.entry((0, row + col as usize)).or_insert(0) += 1;
                        *diagonals.entry((1, row + n - col as usize)).or_insert(0) += 1;
                    }
                    let kind = a.focus().kind();
                    let layers = a.layers();
                    for (flag, shown) in seen.iter_mut().zip([
                        layers
                            .marks
                            .is_some_and(|m| m.as_bytes().iter().any(|&b| b > 0)),
                        layers.attempts_per_row.is_some(),
                        layers.diagonal_flags.is_some(),
                        layers.dead_row.is_some(),
                        a.search_tree(10_000).is_some(),
                        (0..columns.len()).any(|row| a.is_attacked(row)),
                        diagonals.values().any(|&k| k > 1),
                        kind == "swap" || kind == "move",
                        layers.values.is_some(),
                        layers.population.is_some(),
                    ]) {
                        *flag |= shown;
                    }
                    if a.is_solution() || !a.advance() {
                        break;
                    }
                }
            }
        }
        let said = [
            draws.numbered_marks,
            draws.attempts_per_row,
            draws.diagonal_flags,
            draws.dead_row,
            draws.search_tree,
            draws.attacked_queens,
            draws.collision_lines,
            draws.glides,
            draws.square_values,
            draws.population,
        ];
        let names = [
            "numbered marks",
            "attempts per row",
            "diagonal flags",
            "a dead row",
            "the search tree",
            "attacked queens",
            "collision lines",
            "gliding moves",
            "square values",
            "a population",
        ];
        for ((name, said), seen) in names.iter().zip(said).zip(seen) {
            assert_eq!(
                said, seen,
                "{algorithm}: the description says {name}: {said}"
            );
        }
    }
}

/// Every (algorithm, parameters) with one choice parameter set to a value other than its
/// default, the others at theirs.
fn choice_variants() -> Vec<(Algorithm, Params)> {
    let mut variants = Vec::new();
    for algorithm in Algorithm::ALL {
        let description = algorithm.description();
        for parameter in description.parameters {
            if let ParameterKind::Choice { choices, default } = parameter.kind {
                for choice in choices.iter().filter(|c| c.value != default) {
                    let params = Params::parse(description, &[(parameter.name, choice.value)])
                        .expect("a declared choice");
                    variants.push((algorithm, params));
                }
            }
        }
    }
    variants
}

/// Steps `S` with `params` to its end by `step` and by `run_to_end`: same columns and
/// counters, and a verified solution (or, exhaustive, none on n = 2, 3).
struct FastMatchesSteppedWith<'a> {
    n: usize,
    seed: u64,
    params: &'a Params,
}

impl Visit for FastMatchesSteppedWith<'_> {
    type Output = ();
    fn visit<S: StepSolver>(self) {
        let start = || S::start_with(self.n, self.seed, self.params).unwrap();
        let mut stepped = start();
        while let Some(step) = stepped.step() {
            if S::outcome(&step) != Outcome::Paused {
                break;
            }
        }
        let mut fast = start();
        fast.run_to_end();
        assert_eq!(fast.columns(), stepped.columns());
        assert_eq!(fast.counters(), stepped.counters());
        if stepped.is_solved() {
            let columns: Vec<u32> = stepped.columns().to_vec();
            assert_eq!(verify(self.n, &columns), Ok(()));
        } else {
            assert!(S::DESCRIPTION.exhaustive && matches!(self.n, 2 | 3));
        }
    }
}

#[test]
fn each_choice_parameter_keeps_the_contract() {
    let variants = choice_variants();
    assert!(
        variants.len() >= 5,
        "backtracking's and hill climbing's choices"
    );
    for (algorithm, params) in &variants {
        for n in [1, 4, 5, 6, 8] {
            if !accepts(*algorithm, n) {
                continue;
            }
            for seed in 0..3 {
                algorithm.visit(FastMatchesSteppedWith { n, seed, params });
                // Step back through 300 moves returns to every state; seeking too.
                let mut a = animate_with(*algorithm, n, seed, params).unwrap();
                let lines = algorithm.description().pseudocode.len();
                let mut seen = vec![snapshot(a.as_ref())];
                while seen.len() <= 300 && a.advance() {
                    assert!((1..=lines).contains(&a.line()), "{algorithm} {params:?}");
                    seen.push(snapshot(a.as_ref()));
                }
                for earlier in seen.iter().rev().skip(1) {
                    assert!(a.step_back());
                    assert_eq!(&snapshot(a.as_ref()), earlier, "{algorithm} {params:?}");
                }
                let middle = (seen.len() / 2) as u64;
                while a.position() != middle {
                    a.seek(middle, 7);
                }
                assert_eq!(&snapshot(a.as_ref()), &seen[middle as usize]);
            }
        }
    }
}

/// What a legend's swatch of a conditional kind looks like on the board, read from the
/// animation as the page reads it: `None` for the swatches this test does not observe.
fn observed(swatch: &str, a: &dyn Animation) -> Option<bool> {
    let pruned = |kind: u8| a.layers().pruning.is_some_and(|p| p.contains(&kind));
    Some(match swatch {
        "pruned" => pruned(1),
        "propagated" => pruned(2),
        "dead" => a.layers().dead_row.is_some(),
        "chosen" => a.focus().kind() == "chosen",
        "definition" => a
            .counters()
            .iter()
            .any(|c| c.spec.id == "consistency-checks"),
        _ => return None,
    })
}

/// Each legend lists only what the boards of the run on show can draw (issue 38, item 1):
/// for the defaults and each choice parameter's other values, every symbol of a kind this
/// test can see on the board (a crossed-out or circled domain value, a wiped-out row, MRV's
/// row, the consistency checks counter) is listed exactly when some move of n = 5, 6 or 8
/// (4 seeds, up to 3,000 moves each) shows it.
#[test]
fn each_legend_lists_only_what_the_run_can_draw() {
    let mut runs: Vec<(Algorithm, Params)> = Algorithm::ALL
        .iter()
        .map(|&a| (a, Params::defaults(a.description())))
        .collect();
    runs.extend(choice_variants());
    let mut conditional = 0;
    for (algorithm, params) in &runs {
        let legend = algorithm.description().legend;
        let mut seen = vec![false; legend.len()];
        for n in [5, 6, 8] {
            for seed in 0..4 {
                let Ok(mut a) = animate_with(*algorithm, n, seed, params) else {
                    continue;
                };
                for _ in 0..3000 {
                    for (flag, item) in seen.iter_mut().zip(legend) {
                        *flag |= observed(item.swatch, a.as_ref()).unwrap_or(false);
                    }
                    if !a.advance() {
                        break;
                    }
                }
            }
        }
        for (item, seen) in legend.iter().zip(seen) {
            conditional += usize::from(!item.when.is_empty());
            if observed(
                item.swatch,
                animate_with(*algorithm, 8, 0, params).unwrap().as_ref(),
            )
            .is_none()
            {
                continue;
            }
            assert_eq!(
                params.shows(item),
                seen,
                "{algorithm} {params:?}: the legend's “{}” ({})",
                item.swatch,
                item.text
            );
        }
    }
    assert!(
        conditional > 0,
        "backtracking's options have symbols of their own"
    );
}
