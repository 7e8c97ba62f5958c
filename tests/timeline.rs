//! The timeline's record of a run: the same ticks however the moves were made (stepped one by
//! one, or run to the end on the fast paths), bounded memory on long runs, and the solutions
//! found with their moves, each checked by the independent verifier.

use nqueens::registry::Algorithm;
use nqueens::registry::{animate, animate_from_board};
use nqueens::solver::{Animation, Focus, Outcome};
use nqueens::timeline::{SolutionLog, Tick, Ticks};
use nqueens::verify::verify;
use proptest::prelude::*;
use std::collections::BTreeSet;

/// Every tick of `run`, as (move, kind) pairs, read back from its timeline.
fn ticks_of(run: &dyn Animation) -> BTreeSet<(u64, Tick)> {
    listed(&run.timeline().ticks)
}

/// The ticks recounted independently: each move's focus after stepping, one move at a time,
/// in buckets as the timeline keeps them (one move each up to `Ticks::MAX_BUCKETS` moves).
fn stepped_ticks(algorithm: Algorithm, n: usize, seed: u64, moves: u64) -> BTreeSet<(u64, Tick)> {
    let mut run = animate(algorithm, n, seed).unwrap();
    let mut ticks = Ticks::new();
    while run.position() < moves && run.advance() {
        let kind = match run.focus() {
            Focus::Solution { .. } => Some(Tick::Solution),
            Focus::Removed { .. } => Some(Tick::Backtrack),
            Focus::DeadRow { .. }
            | Focus::Restart
            | Focus::Shuffle
            | Focus::Fail { .. }
            | Focus::Stuck => Some(Tick::Dead),
            _ => None,
        };
        if let Some(kind) = kind {
            ticks.record(run.position(), kind);
        }
    }
    listed(&ticks)
}

/// The ticks in `ticks` as (first move of the bucket, kind) pairs.
fn listed(ticks: &Ticks) -> BTreeSet<(u64, Tick)> {
    Tick::ALL
        .into_iter()
        .flat_map(|kind| ticks.positions(kind).map(move |p| (p, kind)))
        .collect()
}

/// Runs `run` toward its next solution in slices of `budget`, as the page's Run to end does.
fn run_to(run: &mut dyn Animation, budget: u64) -> Outcome {
    loop {
        match run.run(budget) {
            Outcome::Paused => {}
            end => return end,
        }
    }
}

#[test]
fn random_placement_run_to_end_keeps_every_dead_end_and_restart_tick() {
    // The run: n = 8, seed 3. Each failed trial is a dead-end move and a restart move.
    let mut run = animate(Algorithm::RandomPlacement, 8, 3).unwrap();
    assert_eq!(run_to(run.as_mut(), 7), Outcome::Solution);
    let trials = run
        .counters()
        .iter()
        .find(|c| c.spec.id == "trials")
        .unwrap()
        .value;
    let ticks = ticks_of(run.as_ref());
    let dead = ticks.iter().filter(|(_, k)| *k == Tick::Dead).count() as u64;
    assert_eq!(
        dead,
        2 * (trials - 1),
        "a dead end and a restart per failed trial"
    );
    assert!(
        trials > 1,
        "this seed restarts (the issue: solved in trial 6)"
    );
    assert_eq!(
        ticks,
        stepped_ticks(Algorithm::RandomPlacement, 8, 3, run.position())
    );
}

#[test]
fn backtracking_run_keeps_its_backtrack_ticks_to_the_first_solution_and_through_the_search() {
    for n in [4, 6, 8] {
        let mut run = animate(Algorithm::Backtracking, n, 0).unwrap();
        // Small budgets: the slices end mid-search, as the page's do.
        assert_eq!(run_to(run.as_mut(), 5), Outcome::Solution);
        let first = run.position();
        assert_eq!(
            ticks_of(run.as_ref()),
            stepped_ticks(Algorithm::Backtracking, n, 0, first),
            "n = {n}"
        );
        // On through the whole search: the moves on after each solution tick too.
        while run_to(run.as_mut(), 1000) == Outcome::Solution {}
        let end = run.position();
        let ticks = ticks_of(run.as_ref());
        assert_eq!(
            ticks,
            stepped_ticks(Algorithm::Backtracking, n, 0, end),
            "n = {n}"
        );
    }
}

#[test]
fn every_algorithm_ticks_the_same_stepped_or_run() {
    for algorithm in Algorithm::ALL {
        let mut run = animate(algorithm, 8, 11).unwrap();
        run_to(run.as_mut(), 3);
        let moves = run.position();
        assert_eq!(
            ticks_of(run.as_ref()),
            stepped_ticks(algorithm, 8, 11, moves),
            "{algorithm}"
        );
        // The solution's tick sits in the bucket holding its move (its exact move while the
        // run is within `Ticks::MAX_BUCKETS` moves; the genetic algorithm's runs are longer),
        // and the solution log keeps the exact move.
        let bucket = run.timeline().ticks.bucket();
        let at = moves - moves % bucket;
        assert!(
            ticks_of(run.as_ref()).contains(&(at, Tick::Solution)),
            "{algorithm}: bucket {bucket}"
        );
        assert_eq!(
            run.timeline().solutions.positions().last(),
            Some(&moves),
            "{algorithm}"
        );
    }
}

#[test]
fn stepping_back_and_forward_again_changes_no_tick() {
    let mut run = animate(Algorithm::RandomPlacement, 8, 3).unwrap();
    run_to(run.as_mut(), 1000);
    let before = ticks_of(run.as_ref());
    let end = run.position();
    run.seek(3, u64::MAX);
    for _ in 0..5 {
        run.step_back();
    }
    run.seek(end, u64::MAX);
    assert_eq!(ticks_of(run.as_ref()), before);
}

#[test]
fn the_full_8x8_search_lists_its_92_solutions_with_their_moves() {
    let mut run = animate(Algorithm::Backtracking, 8, 0).unwrap();
    let mut positions = Vec::new();
    while run_to(run.as_mut(), 10_000) == Outcome::Solution {
        positions.push(run.position());
    }
    assert!(run.is_exhausted());
    let log = run.timeline().solutions.clone();
    // OEIS A000170: Q(8) = 92.
    assert_eq!(log.positions().len(), 92);
    assert_eq!(log.positions(), positions.as_slice());
    let mut distinct = BTreeSet::new();
    for i in 0..92 {
        let columns: Vec<usize> = log.columns(i, 8).iter().map(|&c| usize::from(c)).collect();
        assert_eq!(verify(8, &columns), Ok(()), "solution {}", i + 1);
        distinct.insert(columns);
    }
    assert_eq!(distinct.len(), 92);
    // The first is OEIS A141843's 1,5,8,6,3,7,2,4, found at move 876 + its placements' moves:
    // a solution's move is the attempt that completes it.
    let first: Vec<u8> = log.columns(0, 8).iter().map(|c| c + 1).collect();
    assert_eq!(first, [1, 5, 8, 6, 3, 7, 2, 4]);
    // Seeking to a listed move shows that solution.
    run.seek(positions[41], u64::MAX);
    assert!(run.is_solution());
    let shown: Vec<u8> = run.columns().iter().map(|&c| c as u8).collect();
    assert_eq!(shown, log.columns(41, 8));
}

#[test]
fn a_search_from_a_learners_queens_says_so_before_its_first_move() {
    // 6×6, queens in row 1 column 2 and row 2 column 4 (the board).
    let run = animate_from_board(
        Algorithm::Backtracking,
        6,
        0,
        &[Some(1), Some(3), None, None, None, None],
    )
    .unwrap();
    let start = run.start_caption();
    assert_eq!(
        start.state,
        "Start: your 2 queens in rows 1 to 2 (columns 2, 4); they stay where they are."
    );
    assert_eq!(start.next, "Step tries row 3, column 1.");
    let fresh = animate(Algorithm::Backtracking, 6, 0).unwrap();
    assert_eq!(
        fresh.start_caption().to_string(),
        "Start: an empty board. Step tries row 1, column 1."
    );
    for algorithm in [Algorithm::MinConflicts, Algorithm::Qs1] {
        let run = animate_from_board(algorithm, 6, 5, &[Some(1), Some(3), None, None, None, None])
            .unwrap();
        assert!(
            run.start_caption().state.starts_with("Start: your queens"),
            "{algorithm}"
        );
        let fresh = animate(algorithm, 6, 5).unwrap();
        assert_eq!(
            fresh.start_caption().state,
            algorithm.description().start_caption,
            "{algorithm}"
        );
    }
}

#[test]
fn ticks_merge_in_pairs_past_the_bucket_limit() {
    let mut ticks = Ticks::new();
    ticks.record(3, Tick::Dead);
    ticks.record(4, Tick::Solution);
    assert_eq!(ticks.bucket(), 1);
    assert_eq!(ticks.positions(Tick::Dead).collect::<Vec<_>>(), [3]);
    ticks.record(Ticks::MAX_BUCKETS as u64, Tick::Backtrack);
    assert_eq!(ticks.bucket(), 2);
    assert_eq!(ticks.kinds().len(), Ticks::MAX_BUCKETS / 2 + 1);
    assert_eq!(ticks.positions(Tick::Dead).collect::<Vec<_>>(), [2]);
    assert_eq!(ticks.positions(Tick::Solution).collect::<Vec<_>>(), [4]);
    ticks.record(1 << 40, Tick::Backtrack);
    assert!(ticks.kinds().len() <= Ticks::MAX_BUCKETS);
}

#[test]
fn the_solution_log_keeps_each_move_once_and_stops_at_its_limit() {
    let mut log = SolutionLog::default();
    log.record(10, &[1, 3, 0, 2]);
    log.record(10, &[1, 3, 0, 2]);
    log.record(5, &[2, 0, 3, 1]);
    assert_eq!(log.positions(), [10]);
    for i in 0..SolutionLog::MAX_KEPT as u64 + 3 {
        log.record(11 + i, &[2, 0, 3, 1]);
    }
    assert_eq!(log.positions().len(), SolutionLog::MAX_KEPT);
    assert_eq!(log.dropped(), 4);
}

proptest! {
    /// Whatever the order of recording, each bucket holds exactly the kinds recorded in its
    /// moves (recounted from the list of ticks).
    #[test]
    fn each_bucket_holds_the_kinds_of_its_moves(
        ticks in prop::collection::vec((0u64..100_000, 0usize..3), 0..200)
    ) {
        let mut log = Ticks::new();
        for &(position, kind) in &ticks {
            log.record(position, Tick::ALL[kind]);
        }
        let bucket = log.bucket();
        prop_assert!(log.kinds().len() <= Ticks::MAX_BUCKETS);
        for (i, &kinds) in log.kinds().iter().enumerate() {
            let expected = ticks
                .iter()
                .filter(|(p, _)| p / bucket == i as u64)
                .fold(0u8, |a, &(_, k)| a | Tick::ALL[k] as u8);
            prop_assert_eq!(kinds, expected);
        }
    }
}
