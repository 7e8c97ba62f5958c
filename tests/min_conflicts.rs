//! Min-conflicts (Minton et al. 1992): every solution checked by the independent verifier, on small boards (many seeds)
//! and large ones; the same seed gives the same run, stepped or run in slices.

use nqueens::captions::caption_text as caption_of;
use nqueens::min_conflicts::{MinConflicts, Step, MAX_N, PSEUDOCODE};
use nqueens::moves::{Event, Judged};
use nqueens::solver::{Outcome, StepSolver};
use nqueens::verify::verify;
use nqueens::Error;
use proptest::prelude::*;

/// Nothing min-conflicts shows is dead: over 40 runs of 8 queens (some restart after too
/// many moves), every counter moves from its value at the start, and every pseudocode line
/// but the loop's header is the line of some step.
#[test]
fn every_counter_moves_and_every_line_is_some_steps() {
    let lines = PSEUDOCODE.len();
    let mut named = vec![false; lines + 1];
    let start = MinConflicts::new(8, 0).unwrap().counters();
    let mut moved = vec![false; start.len()];
    for seed in 0..40 {
        let mut search = MinConflicts::new(8, seed).unwrap();
        while let Some(step) = search.step() {
            named[search.line(&step)] = true;
            for ((moved, now), then) in moved.iter_mut().zip(search.counters()).zip(&start) {
                assert_eq!(now.spec.id, then.spec.id);
                *moved |= now.value != then.value;
            }
        }
    }
    for (counter, moved) in start.iter().zip(moved) {
        assert!(moved, "the counter “{}” never moves", counter.spec.label);
    }
    for (line, text) in PSEUDOCODE.iter().enumerate() {
        let header = text.ends_with(':');
        assert_eq!(named[line + 1], !header, "line {}: {text}", line + 1);
    }
}

#[test]
fn solves_large_boards() {
    for (n, seed) in [(1_000, 1), (1_001, 2), (100_000, 3)] {
        let mut search = MinConflicts::new(n, seed).unwrap();
        let last = search.by_ref().last();
        assert!(matches!(last, Some(Step::Solution { .. })), "{last:?}");
        assert_eq!(verify(n, search.columns()), Ok(()), "n = {n}");
    }
}

#[test]
fn two_and_three_say_no_solution_at_once() {
    for n in [2, 3] {
        assert_eq!(
            MinConflicts::new(n, 1).unwrap_err(),
            Error::NoSolution { n }
        );
    }
    assert!(MinConflicts::new(0, 1).is_err());
    assert!(MinConflicts::new(MAX_N + 1, 1).is_err());
}

#[test]
fn captions_say_whether_the_queen_moved_or_stayed() {
    let caption = |from: usize, to: usize, there: u32| {
        let event = Event::MoveQueen {
            row: 7,
            from,
            to,
            among: Vec::new(),
            judged: Some(Judged::Conflicts { there, pairs: 1 }),
        };
        caption_of(&[event], &[])
    };
    assert_eq!(
        caption(5, 2, 0),
        "Row 8's queen moves from column 6 to 3 (0 conflicts there); 1 conflicting pair left"
    );
    assert_eq!(
        caption(5, 5, 1),
        "Row 8's queen stays in column 6: no square of its row has fewer than 1 conflict; 1 conflicting pair left"
    );
}

/// Conflicting pairs among `queens` (columns of rows 0..k), recounted from the definition:
/// on each column and diagonal holding m queens, m − 1 collisions.
fn recount(queens: &[u32]) -> (u64, Vec<bool>) {
    let mut lines = std::collections::HashMap::new();
    for (r, &c) in queens.iter().enumerate() {
        let (r, c) = (r as i64, i64::from(c));
        for line in [(0, c), (1, r + c), (2, r - c)] {
            *lines.entry(line).or_insert(0u64) += 1;
        }
    }
    let collisions = lines.values().map(|&m| m - 1).sum();
    let attacked = queens
        .iter()
        .enumerate()
        .map(|(r, &c)| {
            let (r, c) = (r as i64, i64::from(c));
            [(0, c), (1, r + c), (2, r - c)]
                .iter()
                .any(|line| lines[line] > 1)
        })
        .collect();
    (collisions, attacked)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// During the start (diagonal counts only; the start is a permutation) and during the
    /// repairs (column counts too) alike.
    #[test]
    fn conflicts_and_attacked_queens_match_a_recount_after_every_step(
        n in 4usize..=40,
        seed in any::<u64>(),
    ) {
        let mut search = MinConflicts::new(n, seed).unwrap();
        while let Some(step) = search.next() {
            let (collisions, attacked) = recount(search.columns());
            prop_assert_eq!(search.conflicts(), collisions, "after {:?}", step);
            for (row, &expected) in attacked.iter().enumerate() {
                prop_assert_eq!(search.is_attacked(row), expected, "row {}, after {:?}", row, step);
            }
        }
    }

    #[test]
    fn every_solution_passes_the_verifier(n in 1usize..=64, seed in any::<u64>()) {
        prop_assume!(n != 2 && n != 3);
        let mut search = MinConflicts::new(n, seed).unwrap();
        let last = search.by_ref().last();
        prop_assert!(matches!(last, Some(Step::Solution { .. })), "{:?}", last);
        prop_assert_eq!(verify(n, search.columns()), Ok(()));
    }

    #[test]
    fn same_seed_same_run(n in 4usize..=40, seed in any::<u64>()) {
        let a: Vec<Step> = MinConflicts::new(n, seed).unwrap().collect();
        let b: Vec<Step> = MinConflicts::new(n, seed).unwrap().collect();
        prop_assert_eq!(a, b);
    }
}

proptest! {
    /// Repairing a learner's board (any queens, empty rows anywhere, shared columns allowed):
    /// the queens start where they were put, the empty rows are filled, and the repairs end in
    /// a solution the verifier accepts.
    #[test]
    fn repairs_any_board_a_learner_sets_up(
        (n, board) in (4usize..=16).prop_flat_map(|n| (Just(n), prop::collection::vec(prop::option::of(0..n as u32), n))),
        seed in any::<u64>(),
    ) {
        let mut search = MinConflicts::from_board(n, seed, &board)
            .expect("min-conflicts goes on from a board")
            .unwrap();
        prop_assert_eq!(search.columns().len(), n);
        for (row, col) in board.iter().enumerate() {
            if let Some(col) = col {
                prop_assert_eq!(search.columns()[row], *col, "row {} keeps its queen", row);
            }
        }
        search.by_ref().for_each(drop);
        prop_assert!(search.is_solved());
        prop_assert!(verify(n, search.columns()).is_ok());
    }
}

/// Runs `n`, `seed` to its solution by `run_for(slice)`, and to its end by `advance(slice)`
/// and by `run_to_end` (whose greedy starts build no steps), and checks them against stepping:
/// the same board and counters, solved by the call that takes the stepped run's last step,
/// and as many steps advanced as stepped.
fn fast_paths_match_stepping(n: usize, seed: u64, slice: u64) -> Result<(), TestCaseError> {
    let mut stepped = MinConflicts::new(n, seed).unwrap();
    let steps = stepped.by_ref().count() as u64;
    let mut fast = MinConflicts::new(n, seed).unwrap();
    let mut calls = 1;
    while fast.run_for(slice) == Outcome::Paused {
        calls += 1;
        prop_assert!(calls <= steps, "no solution after {} steps", steps);
    }
    prop_assert_eq!(
        calls,
        steps.div_ceil(slice),
        "{} steps in slices of {}",
        steps,
        slice
    );
    prop_assert!(fast.is_solved());
    prop_assert_eq!(verify(n, fast.columns()), Ok(()));
    prop_assert_eq!(fast.columns(), stepped.columns());
    let counters = |s: &MinConflicts| (s.moves(), s.starts(), s.conflicts());
    prop_assert_eq!(counters(&fast), counters(&stepped));
    let mut advanced = MinConflicts::new(n, seed).unwrap();
    let mut taken = 0;
    loop {
        let step = advanced.advance(slice);
        prop_assert!(step <= slice);
        taken += step;
        if step < slice {
            break;
        }
    }
    prop_assert_eq!(taken, steps);
    prop_assert_eq!(advanced.columns(), stepped.columns());
    prop_assert_eq!(counters(&advanced), counters(&stepped));
    let mut to_end = MinConflicts::new(n, seed).unwrap();
    to_end.run_to_end();
    prop_assert_eq!(to_end.columns(), stepped.columns());
    prop_assert_eq!(counters(&to_end), counters(&stepped));
    prop_assert!(to_end.next().is_none(), "run_to_end stops at the end");
    Ok(())
}

proptest! {
    #[test]
    fn run_for_advance_and_run_to_end_match_stepping(
        n in 4usize..=300,
        seed in any::<u64>(),
        slice in 1u64..=64,
    ) {
        fast_paths_match_stepping(n, seed, slice)?;
    }
}

/// At n = 100,000 the start draws by bits, then from the list of unused columns, and a few
/// rows find no free square in their draws.
#[test]
fn run_for_advance_and_run_to_end_match_stepping_on_a_large_board() {
    for (seed, slice) in [(1, 4096), (2, 1 << 20)] {
        fast_paths_match_stepping(100_000, seed, slice).unwrap();
    }
}

#[test]
fn a_board_that_does_not_fit_is_refused() {
    assert!(matches!(
        MinConflicts::from_board(6, 1, &[Some(6), None, None, None, None, None]),
        Some(Err(_))
    ));
    assert!(matches!(
        MinConflicts::from_board(6, 1, &[None; 5]),
        Some(Err(_))
    ));
}
