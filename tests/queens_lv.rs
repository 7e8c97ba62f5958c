//! Brassard & Bratley's queensLV (`queens-lv`, src/queens_lv.rs) and its table
//! (src/lab/brassard_bratley.rs): the exact 8-queens columns are the book's; an independent
//! recount (every sequence of random choices with its probability, and a plain recursive
//! depth-first search from each prefix) gives the exact columns for n = 4 … 8 and 12; the
//! measured columns lie within three standard errors of the exact ones; every solution
//! passes the verifier; k = 0 is backtracking (114 nodes, 876 squares tried on 8 × 8) and
//! k = n random placement (the same run for the same seed, the same p).

use nqueens::backtracking;
use nqueens::lab::brassard_bratley::{self as bb, ExactRow, BOOK_8};
use nqueens::params::Params;
use nqueens::queens_lv::{QueensLv, DEFAULT_K};
use nqueens::random_placement::{self, RandomPlacement};
use nqueens::registry::Algorithm;
use nqueens::registry::{animate_with, try_odds};
use nqueens::solver::{Outcome, StepSolver};
use nqueens::verify::verify;

fn queens_lv() -> Algorithm {
    "queens-lv".parse().expect("listed in the registry")
}

/// Brassard & Bratley (1996), §10.6.3: t to two places for k = 0 … 8, and p (four places),
/// s and e (two) where the book gives them.
#[test]
fn the_exact_8_queens_columns_are_the_books() {
    let rows = bb::exact(8).unwrap();
    assert_eq!(rows.len(), 9);
    let ts: Vec<String> = rows.iter().map(|r| bb::printed(r.t.unwrap(), 2)).collect();
    assert_eq!(
        ts,
        ["114.00", "39.63", "28.20", "29.01", "35.10", "46.92", "53.50", "55.93", "55.93"]
    );
    for (row, book) in rows.iter().zip(BOOK_8) {
        assert_eq!(row.k, book.k);
        assert_eq!(
            bb::printed(row.p, 4),
            bb::printed(book.p, 4),
            "k = {}",
            row.k
        );
        assert_eq!(
            bb::printed(row.s.unwrap(), 2),
            bb::printed(book.s, 2),
            "k = {}",
            row.k
        );
        assert_eq!(
            row.e.map(|e| bb::printed(e, 2)),
            book.e.map(|e| bb::printed(e, 2)),
            "k = {}",
            row.k
        );
        assert_eq!(bb::printed(row.t.unwrap(), 2), bb::printed(book.t, 2));
    }
    // k = 1's s is 317/8 exactly (a half to round: the book's 39.63).
    assert_eq!(rows[1].s, Some(39.625));
    assert_eq!(bb::best_k(&rows), Some(2));
    assert_eq!(DEFAULT_K, 2, "the default k is the best for 8 queens");
    // n = 12: the best k is 5, 80.39 nodes per solution against backtracking's 262.
    let twelve = bb::exact(12).unwrap();
    assert_eq!(bb::best_k(&twelve), Some(5));
    assert_eq!(bb::printed(twelve[5].t.unwrap(), 2), "80.39");
    assert_eq!(twelve[0].t, Some(262.0));
}

/// The recount's sums per k: probability and probability × nodes, of successes and failures.
#[derive(Default, Clone, Copy)]
struct Sums {
    success: f64,
    success_nodes: f64,
    failure: f64,
    failure_nodes: f64,
}

fn safe(columns: &[usize], col: usize) -> bool {
    let row = columns.len();
    columns
        .iter()
        .enumerate()
        .all(|(r, &c)| c != col && c.abs_diff(col) != row - r)
}

/// Plain depth-first search from the full vector `columns`, columns left to right: whether
/// it finds a solution, and the vectors it visits below `columns` until then.
fn depth_first(n: usize, columns: &mut Vec<usize>) -> (bool, u64) {
    if columns.len() == n {
        return (true, 0);
    }
    let mut visited = 0;
    for col in 0..n {
        if safe(columns, col) {
            columns.push(col);
            let (found, below) = depth_first(n, columns);
            columns.pop();
            visited += 1 + below;
            if found {
                return (true, visited);
            }
        }
    }
    (false, visited)
}

/// Every sequence of random choices of the first `k` rows, with its probability; at a dead
/// end or once `k` rows are drawn, the trial's outcome and nodes (1 + its queens).
fn random_rows(n: usize, k: usize, columns: &mut Vec<usize>, probability: f64, sums: &mut Sums) {
    if columns.len() == k {
        let (found, below) = depth_first(n, columns);
        let nodes = (1 + k as u64 + below) as f64;
        if found {
            sums.success += probability;
            sums.success_nodes += probability * nodes;
        } else {
            sums.failure += probability;
            sums.failure_nodes += probability * nodes;
        }
        return;
    }
    let free: Vec<usize> = (0..n).filter(|&c| safe(columns, c)).collect();
    if free.is_empty() {
        sums.failure += probability;
        sums.failure_nodes += probability * (1 + columns.len()) as f64;
        return;
    }
    for &col in &free {
        columns.push(col);
        random_rows(n, k, columns, probability / free.len() as f64, sums);
        columns.pop();
    }
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(1.0)
}

fn assert_recount(n: usize, k: usize, exact: &ExactRow) {
    let mut sums = Sums::default();
    random_rows(n, k, &mut Vec::new(), 1.0, &mut sums);
    assert!(close(sums.success + sums.failure, 1.0), "n = {n}, k = {k}");
    assert!(close(exact.p, sums.success), "n = {n}, k = {k}: p");
    let s = (sums.success > 0.0).then(|| sums.success_nodes / sums.success);
    let e = (sums.failure > 0.0).then(|| sums.failure_nodes / sums.failure);
    let pairs = [(exact.s, s), (exact.e, e)];
    for (name, (ours, recount)) in ["s", "e"].iter().zip(pairs) {
        assert_eq!(
            ours.is_some(),
            recount.is_some(),
            "n = {n}, k = {k}: {name}"
        );
        if let (Some(a), Some(b)) = (ours, recount) {
            assert!(close(a, b), "n = {n}, k = {k}: {name} {a} against {b}");
        }
    }
    if let (Some(s), Some(t)) = (s, exact.t) {
        let recount = s + sums.failure / sums.success * e.unwrap_or(0.0);
        assert!(
            close(t, recount),
            "n = {n}, k = {k}: t {t} against {recount}"
        );
    }
}

#[test]
fn an_independent_recount_gives_the_exact_columns() {
    for n in 4..=8 {
        let rows = bb::exact(n).unwrap();
        for row in &rows {
            assert_recount(n, row.k, row);
        }
    }
    // n = 12: k = 0 … 6, the best k (5) among them (the recount runs one search per prefix:
    // k = 7 … 12 would take a minute unoptimized; k = 12 is checked against random
    // placement's exact p in k_n_is_random_placement).
    let rows = bb::exact(12).unwrap();
    for row in &rows[..=6] {
        assert_recount(12, row.k, row);
    }
}

/// Measured and exact agree within three standard errors (the same seeded runs every time);
/// where a column cannot vary (k = 0: one trial of backtracking), they are equal.
fn assert_within_three_errors(n: usize, runs: u64, master: u64) {
    for exact in bb::exact(n).unwrap() {
        let measured = bb::measured(n, exact.k, runs, master).unwrap();
        let pairs = [
            ("p", Some(exact.p), Some(measured.p)),
            ("s", exact.s, Some(measured.s)),
            ("e", exact.e, measured.e),
            ("t", exact.t, Some(measured.t)),
        ];
        for (name, exact_value, estimate) in pairs {
            match (exact_value, estimate) {
                (Some(x), Some(m)) => assert!(
                    (m.value - x).abs() <= 3.0 * m.error + 1e-9,
                    "n = {n}, k = {}: {name} measured {} ± {} against {x}",
                    exact.k,
                    m.value,
                    m.error
                ),
                // No failed trial measured: none can fail, or (rarely) none did.
                (Some(_), None) => assert!(exact.p > 0.9, "n = {n}, k = {}", exact.k),
                (None, Some(_)) => panic!("n = {n}, k = {}: {name} measured, none exact", exact.k),
                (None, None) => {}
            }
        }
    }
}

#[test]
fn measured_columns_lie_within_three_standard_errors_of_the_exact_ones() {
    assert_within_three_errors(8, 4000, 1996);
    assert_within_three_errors(6, 4000, 1996);
    assert_within_three_errors(12, 1000, 1996);
}

#[test]
fn every_solution_passes_the_verifier_stepped_or_fast_and_both_agree() {
    for n in [1, 4, 5, 6, 7, 8, 9, 10, 12] {
        for k in 0..=n {
            for seed in 0..6 {
                let mut stepped = QueensLv::new(n, k, seed).unwrap();
                let mut last = None;
                while let Some(step) = stepped.step() {
                    last = Some(step);
                }
                assert_eq!(
                    last.as_ref().map(QueensLv::outcome),
                    Some(Outcome::Solution)
                );
                assert_eq!(verify(n, stepped.columns()), Ok(()), "n = {n}, k = {k}");
                let mut fast = QueensLv::new(n, k, seed).unwrap();
                fast.run_to_end();
                assert_eq!(fast.columns(), stepped.columns(), "n = {n}, k = {k}");
                assert_eq!(fast.counters(), stepped.counters(), "n = {n}, k = {k}");
                assert!(fast.is_solved());
                // Nodes per trial: every trial but the last failed.
                assert!(stepped.trials() >= 1);
            }
        }
    }
}

#[test]
fn k_0_is_backtracking() {
    for n in [1, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20] {
        let first = backtracking::first_solution(n).unwrap();
        let mut search = QueensLv::new(n, 0, 7).unwrap();
        search.run_to_end();
        assert_eq!(search.trials(), 1, "n = {n}");
        assert_eq!(search.squares_tried(), first.attempts, "n = {n}");
        let columns: Vec<usize> = search.columns().iter().map(|&c| c as usize).collect();
        assert_eq!(Some(columns), first.solution, "n = {n}");
        // Queens placed: backtracking's own placements to the same solution.
        let mut walk = backtracking::Backtracking::new(n).unwrap();
        walk.run_to_end();
        assert_eq!(Some(search.placements()), walk.queens_placed(), "n = {n}");
    }
    // 8 × 8: 114 nodes (the root and 113 queens placed), 876 squares tried (OEIS A140450).
    let mut search = QueensLv::new(8, 0, 0).unwrap();
    search.run_to_end();
    assert_eq!(search.placements() + 1, 114);
    assert_eq!(search.squares_tried(), 876);
    assert_eq!(search.columns(), [0, 4, 7, 5, 2, 6, 1, 3]); // OEIS A141843, 0-based
}

#[test]
fn k_n_is_random_placement() {
    for n in [1, 4, 5, 6, 7, 8, 9, 10, 11, 12] {
        let exact = bb::exact(n).unwrap();
        assert!(
            close(exact[n].p, random_placement::EXACT_TRIAL_SUCCESS[n - 1]),
            "n = {n}"
        );
        assert!(close(
            exact[n].p,
            random_placement::trial_success_probability(n)
        ));
        // The same seed, the same run: the same draws, trials and queens placed.
        for seed in 0..20 {
            let mut ours = QueensLv::new(n, n, seed).unwrap();
            ours.run_to_end();
            let mut theirs = RandomPlacement::new(n, seed).unwrap();
            theirs.run_to_end();
            assert_eq!(ours.columns(), theirs.columns(), "n = {n}, seed {seed}");
            assert_eq!(
                (ours.trials(), ours.placements()),
                (theirs.trials(), theirs.placements())
            );
            assert_eq!(ours.squares_tried(), 0);
        }
    }
}

#[test]
fn try_odds_is_the_exact_p_of_the_run_s_k() {
    let algorithm = queens_lv();
    let odds = try_odds(algorithm, 8, &algorithm.default_params()).unwrap();
    assert!(odds.exact);
    assert!(close(odds.success, 0.875)); // 7/8, the book's 0.8750
    assert_eq!(
        try_odds(algorithm, 12, &algorithm.default_params())
            .unwrap()
            .success,
        bb::exact(12).unwrap()[2].p
    );
    assert!(try_odds(algorithm, 13, &algorithm.default_params()).is_none());
    // On a 1 × 1 board the default k is 1, as the run takes it: one trial always succeeds.
    assert_eq!(
        try_odds(algorithm, 1, &algorithm.default_params()).map(|odds| odds.success),
        Some(1.0)
    );
    // The odds panel's p(k) for the run's k: the book's 0.4931 for k = 3, random placement's
    // for k = n, none for k > n.
    let with = |n: usize, k: u64| {
        let params = Params::parse(algorithm.description(), &[("k", k.to_string())]).unwrap();
        try_odds(algorithm, n, &params).map(|odds| odds.success)
    };
    assert_eq!(with(8, 3).map(|p| bb::printed(p, 4)), Some("0.4931".into()));
    assert!(close(
        with(8, 8).unwrap(),
        random_placement::EXACT_TRIAL_SUCCESS[7]
    ));
    assert_eq!(with(6, 7), None);
}

#[test]
fn k_beyond_n_is_refused_in_words() {
    let error = QueensLv::new(6, 7, 0).unwrap_err().to_string();
    assert!(error.contains("from 0 to 6"), "{error}");
    let description = queens_lv().description();
    let params = Params::parse(description, &[("k", "7")]).unwrap();
    assert!(animate_with(queens_lv(), 6, 0, &params).is_err());
    // k's bound is n: the parameters refuse it, naming n, before any solver starts; the
    // default k = 2 is taken as n on a smaller board.
    let refused = Params::parse_for(description, 6, &[("k", "7")]).unwrap_err();
    assert!(refused.to_string().contains("0 to n = 6"), "{refused}");
    let one = animate_with(queens_lv(), 1, 0, &queens_lv().default_params()).unwrap();
    assert_eq!(one.columns(), &[] as &[u32]);
    // The parameter reaches the solver: k = 0 through the registry is backtracking.
    let params = Params::parse(description, &[("k", "0")]).unwrap();
    let record = nqueens::lab::run_once(queens_lv(), 8, 3, &params).unwrap();
    assert_eq!((record.attempts, record.tries), (113, 1));
}

/// Step back and seeking with a k other than the default (the contract test steps the
/// default): every earlier state comes back, and a random row's queen is a placement, the
/// backtracking's squares tries.
#[test]
fn step_back_returns_to_every_state_for_every_k() {
    for k in [0, 1, 3, 6] {
        let params = Params::parse(queens_lv().description(), &[("k", k.to_string())]).unwrap();
        let mut a = animate_with(queens_lv(), 6, 11, &params).unwrap();
        let mut seen = vec![(a.columns().to_vec(), a.counters(), a.caption(), a.focus())];
        while seen.len() < 400 && a.advance() {
            seen.push((a.columns().to_vec(), a.counters(), a.caption(), a.focus()));
            assert!((1..=8).contains(&a.line()));
        }
        for earlier in seen.iter().rev().skip(1) {
            assert!(a.step_back());
            assert_eq!(
                &(a.columns().to_vec(), a.counters(), a.caption(), a.focus()),
                earlier
            );
        }
        assert!(a.at_start());
    }
}

/// Its search tree, built from its events by the one builder every search shares: with
/// k = 0 it is backtracking's tree to the first solution, node for node (each square tried,
/// under the queen below it, attacked by the same row); with k random rows, the trial's random
/// queens hang one under the other from the root, and a restart starts the tree afresh.
#[test]
fn its_search_tree_is_built_from_its_events() {
    let shape = |tree: &[nqueens::solver::TreeNode]| {
        tree.iter()
            .map(|t| (t.row, t.col, t.parent, t.attacked_by))
            .collect::<Vec<_>>()
    };
    for n in 4..=8 {
        let params = Params::parse(queens_lv().description(), &[("k", "0")]).unwrap();
        let mut a = animate_with(queens_lv(), n, 1, &params).unwrap();
        assert_eq!(a.run(u64::MAX), Outcome::Solution);
        let tree = a.search_tree(u64::MAX).expect("queensLV draws its tree");
        let mut search = backtracking::Backtracking::new(n).unwrap();
        while !search.is_solved() {
            search.next_move();
        }
        let expected = backtracking::search_tree(n, search.moves()).unwrap();
        assert_eq!(shape(&tree), shape(&expected), "n = {n}");
    }
    let params = Params::parse(queens_lv().description(), &[("k", "3")]).unwrap();
    let mut restarts = 0;
    for seed in 0..20 {
        let mut a = animate_with(queens_lv(), 8, seed, &params).unwrap();
        while a.advance() {
            let tree = a.search_tree(u64::MAX).unwrap();
            let trial: Vec<_> = tree.iter().filter(|t| t.row < 3).collect();
            for (row, node) in trial.iter().enumerate() {
                assert_eq!(
                    node.row, row,
                    "seed {seed}: one random queen a row, in order"
                );
                assert_eq!(node.parent, row.checked_sub(1), "seed {seed}");
            }
            if a.caption().contains("trial") && a.focus().kind() == "restart" {
                restarts += 1;
                assert!(tree.is_empty(), "seed {seed}: a restart starts afresh");
            }
        }
    }
    assert!(restarts > 0);
}

/// The caption before the first move says what Step does for this k: backtracking's first
/// try for k = 0, a random row otherwise (and that every row is random for k = n).
#[test]
fn the_first_caption_follows_k() {
    let first = |k: &str| {
        let params = Params::parse(queens_lv().description(), &[("k", k)]).unwrap();
        animate_with(queens_lv(), 8, 1, &params)
            .unwrap()
            .start_caption()
            .next
    };
    assert!(
        first("0").contains("tries row 1, column 1"),
        "{}",
        first("0")
    );
    assert!(
        first("3").contains("rows 1 to 3 are random"),
        "{}",
        first("3")
    );
    assert!(first("8").contains("every row is random"), "{}", first("8"));
}
