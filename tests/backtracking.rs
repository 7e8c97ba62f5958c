//! Depth-first backtracking against published numbers and against itself: the stepper, step
//! back and the fast bitboard path must always agree, and every solution passes the
//! independent verifier.

use nqueens::backtracking::{first_solution, Backtracking, Step, MAX_N};
use nqueens::solver::{Outcome, StepSolver};
use nqueens::verify::verify;
use nqueens::Error;
use proptest::prelude::*;

/// OEIS A000170, Q(n) for n = 1..=12.
const A000170: [u64; 12] = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200];

fn step_to_next_solution_or_end(search: &mut Backtracking) {
    for step in search.by_ref() {
        if matches!(step, Step::Solution { .. } | Step::Exhausted { .. }) {
            break;
        }
    }
}

#[test]
fn eight_queens_first_solution_takes_876_attempts() {
    // OEIS A140450 (attempts) and A141843 (first solution), as the walkthrough counts them.
    let report = first_solution(8).unwrap();
    assert_eq!(report.attempts, 876);
    assert_eq!(report.attempts_per_row.iter().sum::<u64>(), 876);
    let columns = report.solution.unwrap();
    assert_eq!(verify(8, &columns), Ok(()));
    let one_based: Vec<usize> = columns.iter().map(|c| c + 1).collect();
    assert_eq!(one_based, [1, 5, 8, 6, 3, 7, 2, 4]);
}

/// OEIS A140450, a(1)..a(33): queens placed tentatively (squares tried) before the first
/// solution, or to the end of the search for n = 2, 3 (copied from the sequence's data).
const A140450: [u64; 33] = [
    1, 6, 18, 26, 15, 171, 42, 876, 333, 975, 517, 3066, 1365, 26495, 20280, 160712, 91222, 743229,
    48184, 3992510, 179592, 38217905, 584591, 9878316, 1216775, 10339849, 12263400, 84175966,
    44434525, 1692888135, 408773285, 2799725104, 4618568460,
];

#[test]
fn first_solution_attempts_are_oeis_a140450_for_n_1_to_33() {
    for (n, &attempts) in (1..).zip(&A140450) {
        let report = first_solution(n).unwrap();
        assert_eq!(report.attempts, attempts, "n = {n}");
        if let Some(columns) = report.solution {
            assert_eq!(verify(n, &columns), Ok(()), "n = {n}");
        }
    }
}

#[test]
fn small_boards_match_the_walkthrough_site() {
    // 4×4: 26 attempts (walkthrough); 5×5: 15 attempts, the fewest of any board (A140450).
    assert_eq!(first_solution(4).unwrap().attempts, 26);
    assert_eq!(first_solution(5).unwrap().attempts, 15);
    assert_eq!(first_solution(1).unwrap().attempts, 1);
}

#[test]
fn two_and_three_have_no_solution_after_6_and_18_attempts() {
    for (n, attempts) in [(2, 6), (3, 18)] {
        let report = first_solution(n).unwrap();
        assert_eq!(report.solution, None, "n = {n}");
        assert_eq!(report.attempts, attempts, "n = {n}");
        let mut search = Backtracking::new(n).unwrap();
        let last = search.by_ref().last();
        assert_eq!(last, Some(Step::Exhausted { solutions: 0 }));
        assert_eq!(search.total_attempts(), attempts);
    }
}

#[test]
fn thirty_queens_first_solution_takes_1_692_888_135_attempts() {
    // OEIS A140450(30). Run on the fast path; checks counting per node at scale.
    let report = first_solution(30).unwrap();
    assert_eq!(report.attempts, 1_692_888_135);
    assert_eq!(verify(30, &report.solution.unwrap()), Ok(()));
}

#[test]
fn fast_path_equals_the_stepper_for_every_n_up_to_20() {
    for n in 1..=20 {
        let mut stepped = Backtracking::new(n).unwrap();
        step_to_next_solution_or_end(&mut stepped);
        let mut fast = Backtracking::new(n).unwrap();
        let outcome = fast.run_for(u64::MAX);
        assert_eq!(fast, stepped, "n = {n}");
        assert_eq!(outcome == Outcome::Solution, stepped.is_solved());
        if let Some(columns) = stepped.solution_one_based() {
            let zero_based: Vec<usize> = columns.iter().map(|c| c - 1).collect();
            assert_eq!(verify(n, &zero_based), Ok(()), "n = {n}");
        }
    }
}

#[test]
fn stepping_to_exhaustion_finds_a000170_solutions_all_verified() {
    for n in 1..=8 {
        let mut search = Backtracking::new(n).unwrap();
        let mut found = 0;
        let mut exhausted = None;
        for step in search.by_ref() {
            match step {
                Step::Solution { number, columns } => {
                    found += 1;
                    assert_eq!(number, found);
                    assert_eq!(verify(n, &columns), Ok(()), "n = {n}");
                }
                Step::Exhausted { solutions } => exhausted = Some(solutions),
                _ => {}
            }
        }
        assert_eq!(found, A000170[n - 1], "n = {n}");
        assert_eq!(exhausted, Some(A000170[n - 1]), "n = {n}");
        assert!(search.is_exhausted());
    }
}

#[test]
fn fast_path_through_every_solution_matches_the_stepper_and_a000170() {
    for n in 1..=10 {
        let mut fast = Backtracking::new(n).unwrap();
        let mut stepped = Backtracking::new(n).unwrap();
        loop {
            let outcome = fast.run_for(u64::MAX);
            if n <= 8 {
                step_to_next_solution_or_end(&mut stepped);
                assert_eq!(fast, stepped, "n = {n}");
            }
            match outcome {
                Outcome::Solution => assert_eq!(verify(n, fast.columns()), Ok(())),
                Outcome::Exhausted => break,
                Outcome::Paused => unreachable!("unlimited budget"),
            }
        }
        assert_eq!(fast.solutions(), A000170[n - 1], "n = {n}");
        assert_eq!(fast.run_for(u64::MAX), Outcome::Exhausted);
    }
}

#[test]
fn board_size_out_of_range_is_an_error_not_a_panic() {
    for n in [0, MAX_N + 1, usize::MAX] {
        assert!(matches!(
            Backtracking::new(n),
            Err(Error::BoardSize {
                min: 1,
                max: MAX_N,
                ..
            })
        ));
    }
    let message = Backtracking::new(0).unwrap_err().to_string();
    assert!(message.contains("from 1 to 64"), "{message}");
}

#[test]
fn captions_are_one_based_words() {
    let backtracking = "backtracking".parse().unwrap();
    let mut a = nqueens::registry::animate(backtracking, 4, 0).unwrap();
    a.advance();
    assert_eq!(
        a.caption(),
        "Row 1, column 1 is safe — queen placed; 6 squares above marked 1"
    );
    a.advance();
    a.advance();
    assert_eq!(
        a.caption(),
        "Row 2, column 2 is attacked by the queen in row 1 — move along"
    );
    while !a.is_solution() {
        a.advance();
    }
    assert_eq!(
        a.caption(),
        "Row 4, column 3 is safe — queen placed. Solution 1: every row has a queen (columns 2,4,1,3)"
    );
}

#[path = "common/marks.rs"]
mod marks;
use marks::marks_by_definition;

proptest! {
    #[test]
    fn step_back_undoes_every_event_exactly(n in 1usize..=8, events in 0usize..4000) {
        let mut search = Backtracking::new(n).unwrap();
        let mut history = vec![search.clone()];
        let mut forward = Vec::new();
        for _ in 0..events {
            match search.next() {
                Some(step) => { forward.push(step); history.push(search.clone()); }
                None => break,
            }
        }
        while let Some(step) = search.step_back() {
            prop_assert_eq!(Some(step), forward.pop());
            history.pop();
            prop_assert_eq!(&search, history.last().unwrap());
        }
        prop_assert!(forward.is_empty());
        prop_assert_eq!(search, Backtracking::new(n).unwrap());
    }

    #[test]
    fn retreat_after_next_move_and_after_run_for_returns_to_the_same_states(
        n in 4usize..=10, moves in 1usize..300, budget in 1u64..40,
    ) {
        let mut search = Backtracking::new(n).unwrap();
        let mut rest_states = vec![search.clone()];
        for _ in 0..moves {
            if search.next_move().is_empty() { break; }
            rest_states.push(search.clone());
        }
        // A fast run in small slices lands on a state the stepper would reach...
        let mut fast = search.clone();
        while fast.run_for(budget) == Outcome::Paused {}
        let mut stepped = search.clone();
        step_to_next_solution_or_end(&mut stepped);
        prop_assert_eq!(&fast, &stepped);
        // ...and stepping back from the recorded states retraces them in order.
        rest_states.pop();
        while let Some(expected) = rest_states.pop() {
            prop_assert!(!search.retreat().is_empty());
            prop_assert_eq!(&search, &expected);
        }
        prop_assert!(search.retreat().is_empty());
    }

    #[test]
    fn marks_are_always_the_lowest_attacking_row(n in 1usize..=9, moves in 0usize..2000) {
        let mut search = Backtracking::new(n).unwrap();
        for _ in 0..moves {
            if search.next_move().is_empty() { break; }
        }
        let marks = search.layers().marks.unwrap();
        prop_assert_eq!(
            marks.as_bytes(),
            &marks_by_definition(n, search.columns())[..]
        );
        prop_assert_eq!(
            search.layers().attempts_per_row.unwrap().iter().sum::<u64>(),
            search.total_attempts()
        );
    }
}

/// The search tree: nodes per depth are the attempts per row, for every n ≤ 10 to the first
/// solution; a node's parent is the safe square below it on its path; a pruned leaf names a
/// queen of its path that attacks it, and a safe node none.
#[test]
fn the_search_tree_holds_every_attempt_under_its_path() {
    use nqueens::backtracking::{search_tree, TreeNode};
    for n in 1..=10 {
        let mut search = Backtracking::new(n).unwrap();
        while !search.is_solved() && !search.is_exhausted() {
            search.next_move();
        }
        let tree = search_tree(n, search.moves()).unwrap();
        let mut per_depth = vec![0u64; n];
        for node in &tree {
            per_depth[node.row] += 1;
        }
        assert_eq!(
            per_depth,
            search.layers().attempts_per_row.unwrap(),
            "n = {n}"
        );
        if n == 4 {
            // 26 attempts (OEIS A140450), rows 2, 8, 9, 7 as the walkthrough counts them.
            assert_eq!(per_depth, [2, 8, 9, 7]);
            assert_eq!(tree.len(), 26);
        }
        let ancestors = |node: &TreeNode| {
            let mut chain = Vec::new();
            let mut at = node.parent;
            while let Some(i) = at {
                chain.push(tree[i]);
                at = tree[i].parent;
            }
            chain
        };
        for node in &tree {
            let chain = ancestors(node);
            assert_eq!(chain.len(), node.row, "n = {n}: one ancestor per row below");
            for (k, a) in chain.iter().enumerate() {
                assert_eq!(a.row, node.row - 1 - k);
                assert_eq!(a.attacked_by, None, "a parent is a safe square");
            }
            let attacks =
                |a: &TreeNode| a.col == node.col || a.col.abs_diff(node.col) == node.row - a.row;
            match node.attacked_by {
                Some(by) => {
                    let queen = chain
                        .iter()
                        .find(|a| a.row == by)
                        .expect("the attacker is on the path");
                    assert!(attacks(queen), "n = {n}: {node:?} by {queen:?}");
                }
                None => assert!(!chain.iter().any(attacks), "n = {n}: {node:?} is safe"),
            }
        }
        // At the first solution the path is the solution's queens.
        if search.is_solved() {
            let mut path: Vec<&TreeNode> = tree.iter().filter(|t| t.on_path).collect();
            path.sort_by_key(|t| t.row);
            let cols: Vec<u32> = path.iter().map(|t| t.col as u32).collect();
            assert_eq!(cols, search.columns(), "n = {n}");
        }
    }
}

/// All solutions of n × n, brute force (every permutation checked by the verifier), in the
/// order depth-first search from the bottom-left meets them: lexicographic by row 1's column,
/// then row 2's, and so on.
fn all_solutions(n: usize) -> Vec<Vec<u32>> {
    fn extend(n: usize, board: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
        if board.len() == n {
            if nqueens::verify::verify(n, board).is_ok() {
                out.push(board.clone());
            }
            return;
        }
        for c in 0..n as u32 {
            if !board.contains(&c) {
                board.push(c);
                extend(n, board, out);
                board.pop();
            }
        }
    }
    let mut out = Vec::new();
    extend(n, &mut Vec::new(), &mut out);
    out
}

/// Resumed from any prefix a learner could place (every non-attacking one, n ≤ 8), the search
/// finds first the first solution that extends the prefix, stepping and running alike, and is
/// exhausted at once when none does; it never moves the prefix's queens.
#[test]
fn resumed_from_a_prefix_it_finds_the_first_solution_extending_it() {
    fn prefixes(n: usize, prefix: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
        out.push(prefix.clone());
        if prefix.len() + 1 == n {
            return;
        }
        for c in 0..n as u32 {
            let row = prefix.len();
            let safe = prefix
                .iter()
                .enumerate()
                .all(|(r, &q)| q != c && q.abs_diff(c) as usize != row - r);
            if safe {
                prefix.push(c);
                prefixes(n, prefix, out);
                prefix.pop();
            }
        }
    }
    for n in 1..=8 {
        let solutions = all_solutions(n);
        let mut all = Vec::new();
        prefixes(n, &mut Vec::new(), &mut all);
        for prefix in &all {
            let expected = solutions.iter().find(|s| s.starts_with(prefix));
            // By the fast path…
            let mut run = Backtracking::from_prefix(n, prefix).unwrap();
            let outcome = run.run_for(u64::MAX);
            // …and by stepping.
            let mut stepped = Backtracking::from_prefix(n, prefix).unwrap();
            while !stepped.is_solved() && !stepped.is_exhausted() {
                assert!(
                    stepped.columns().starts_with(prefix),
                    "n = {n}: the prefix {prefix:?} stays"
                );
                stepped.next_move();
            }
            match expected {
                Some(solution) => {
                    assert_eq!(outcome, Outcome::Solution, "n = {n}, prefix {prefix:?}");
                    assert_eq!(run.columns(), &solution[..], "n = {n}, prefix {prefix:?}");
                    assert_eq!(stepped.columns(), &solution[..]);
                    assert_eq!(run.total_attempts(), stepped.total_attempts());
                    assert_eq!(run.moves(), stepped.moves());
                }
                None => {
                    assert_eq!(
                        outcome,
                        Outcome::Exhausted,
                        "n = {n}, prefix {prefix:?}: none extends it"
                    );
                    assert!(stepped.is_exhausted());
                    assert_eq!(
                        stepped.columns(),
                        &prefix[..],
                        "back to the prefix, not below"
                    );
                }
            }
            // Its search tree: the attempts it made, rows k and above, hanging from the prefix.
            let tree = nqueens::backtracking::search_tree_from(n, prefix, stepped.moves()).unwrap();
            assert_eq!(tree.len() as u64, stepped.total_attempts());
            assert!(tree
                .iter()
                .all(|t| t.row >= prefix.len() && (t.parent.is_none() == (t.row == prefix.len()))));
            // Undone to its start, no further: the prefix's queens stay.
            while !stepped.retreat().is_empty() {}
            assert_eq!(stepped.columns(), &prefix[..]);
            assert_eq!((stepped.total_attempts(), stepped.moves()), (0, 0));
        }
    }
    // The sandbox's example: 6 × 6 with columns 3 and 6 in rows 1 and 2 goes on to 3,6,2,5,1,4.
    let mut six = Backtracking::from_prefix(6, &[2, 5]).unwrap();
    assert_eq!(six.run_for(u64::MAX), Outcome::Solution);
    assert_eq!(six.solution_one_based(), Some(vec![3, 6, 2, 5, 1, 4]));
    // Refused: attacking queens, a column off the board, a full board.
    assert!(Backtracking::from_prefix(6, &[0, 1]).is_err());
    assert!(Backtracking::from_prefix(6, &[6]).is_err());
    assert!(Backtracking::from_prefix(4, &[1, 3, 0, 2]).is_err());
}

#[test]
fn queens_placed_counts_each_placement_stepped_or_run() {
    use nqueens::registry::animate;
    for n in [4, 6, 8] {
        // Recounted from the events: one Place per safe square tried.
        let mut search = Backtracking::new(n).unwrap();
        let mut places = 0;
        for step in search.by_ref() {
            match step {
                Step::Place { .. } => places += 1,
                Step::Solution { .. } => break,
                _ => {}
            }
        }
        assert_eq!(StepSolver::queens_placed(&search), Some(places), "n = {n}");
        // The fast path leaves the same count.
        let mut run = animate(nqueens::registry::Algorithm::Backtracking, n, 0).unwrap();
        while run.run(3) == Outcome::Paused {}
        assert_eq!(run.queens_placed(), Some(places), "n = {n}, run");
    }
    // 4 × 4: 26 squares tried to the first solution (the walkthrough), of which the safe ones
    // are placements: 26 less the attacked squares.
    let mut search = Backtracking::new(4).unwrap();
    let attacked = search
        .by_ref()
        .take_while(|s| !matches!(s, Step::Solution { .. }))
        .filter(|s| {
            matches!(
                s,
                Step::Attempt {
                    attacked_by: Some(_),
                    ..
                }
            )
        })
        .count() as u64;
    assert_eq!(StepSolver::queens_placed(&search), Some(26 - attacked));
}
