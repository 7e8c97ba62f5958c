//! Diagonal bookkeeping (`Diagonals`, on `Counts`' bit planes) driven by random sequences of
//! operations and checked after every one against a recount from the queens themselves.

use nqueens::counts::LineCounts;
use nqueens::diagonals::Diagonals;
use proptest::prelude::*;

/// Queens per diagonal recounted from a list of queens (0-based): `row + col` counts, then
/// `row − col + n − 1` counts, 2n − 1 of each.
fn recount(n: usize, queens: &[(usize, usize)]) -> (Vec<u32>, Vec<u32>) {
    let mut sums = vec![0; 2 * n - 1];
    let mut differences = vec![0; 2 * n - 1];
    for &(row, col) in queens {
        sums[row + col] += 1;
        differences[row + n - 1 - col] += 1;
    }
    (sums, differences)
}

/// Collisions by definition: Σ (k − 1) over the diagonals holding k ≥ 1 queens.
fn collisions(sums: &[u32], differences: &[u32]) -> u64 {
    sums.iter()
        .chain(differences)
        .map(|&k| u64::from(k.saturating_sub(1)))
        .sum()
}

/// True if another queen of `queens` than the one at index `i` shares a diagonal with it.
fn shares_a_diagonal(queens: &[(usize, usize)], i: usize) -> bool {
    let (r, c) = queens[i];
    queens
        .iter()
        .enumerate()
        .any(|(j, &(s, d))| j != i && (r + d == s + c || r + c == s + d))
}

#[derive(Clone, Debug)]
enum Op {
    /// Add a queen at (row, col), each taken modulo n.
    Add(usize, usize),
    /// Remove the queen at this index modulo the number of queens (none: nothing).
    Remove(usize),
}

fn ops() -> impl Strategy<Value = Vec<Op>> {
    prop::collection::vec(
        prop_oneof![
            3 => (any::<usize>(), any::<usize>()).prop_map(|(r, c)| Op::Add(r, c)),
            2 => any::<usize>().prop_map(Op::Remove),
        ],
        0..120,
    )
}

proptest! {
    #[test]
    fn diagonals_match_a_recount_after_every_add_and_remove(n in 1usize..=24, ops in ops()) {
        let mut diagonals: Diagonals = Diagonals::new(n);
        let mut queens: Vec<(usize, usize)> = Vec::new();
        for op in ops {
            match op {
                Op::Add(r, c) => {
                    let (r, c) = (r % n, c % n);
                    diagonals.add(r, c);
                    queens.push((r, c));
                }
                Op::Remove(i) if !queens.is_empty() => {
                    let (r, c) = queens.swap_remove(i % queens.len());
                    diagonals.remove(r, c);
                }
                Op::Remove(_) => {}
            }
            let (sums, differences) = recount(n, &queens);
            prop_assert_eq!(diagonals.sums().to_vec(), sums.clone());
            prop_assert_eq!(diagonals.differences().to_vec(), differences.clone());
            prop_assert_eq!(diagonals.collisions(), collisions(&sums, &differences));
            for (i, &(r, c)) in queens.iter().enumerate() {
                prop_assert_eq!(diagonals.is_attacked(r, c), shares_a_diagonal(&queens, i));
                prop_assert_eq!(diagonals.through(r, c), sums[r + c] + differences[r + n - 1 - c]);
            }
        }
        diagonals.clear();
        prop_assert_eq!(diagonals, Diagonals::<nqueens::counts::Counts>::new(n));
    }

    #[test]
    fn exchanges_of_a_permutation_match_a_board_built_afresh(
        columns in (1usize..=40).prop_flat_map(|n| Just((0..n as u32).collect::<Vec<u32>>()).prop_shuffle()),
        swaps in prop::collection::vec((any::<usize>(), any::<usize>()), 0..60),
    ) {
        let n = columns.len();
        let mut queens = columns;
        let mut diagonals: Diagonals = Diagonals::new(n);
        diagonals.add_rows(&queens);
        for (i, j) in swaps {
            let (i, j) = (i % n, j % n);
            let before = (queens[i], queens[j]);
            diagonals.exchange(&mut queens, i, j);
            prop_assert_eq!((queens[j], queens[i]), before, "the columns are swapped");
            let mut fresh: Diagonals = Diagonals::new(n);
            fresh.add_rows(&queens);
            prop_assert_eq!(&diagonals, &fresh);
        }
        let placed: Vec<(usize, usize)> = queens.iter().enumerate().map(|(r, &c)| (r, c as usize)).collect();
        let (sums, differences) = recount(n, &placed);
        prop_assert_eq!(diagonals.collisions(), collisions(&sums, &differences));
    }

    #[test]
    fn free_squares_adding_to_them_and_clearing_answer_as_the_counts_do(
        n in 1usize..=130,
        squares in prop::collection::vec((any::<usize>(), any::<usize>()), 0..200),
    ) {
        // 130 > 64: the diagonals' bit planes span several 64-bit words.
        let mut diagonals: Diagonals = Diagonals::new(n);
        // Added with `add` only, while `diagonals` takes a free square by `add_free`.
        let mut reference: Diagonals = Diagonals::new(n);
        let mut queens: Vec<(usize, usize)> = Vec::new();
        for (r, c) in squares {
            let (r, c) = (r % n, c % n);
            let (sums, differences) = recount(n, &queens);
            let free = sums[r + c] == 0 && differences[r + n - 1 - c] == 0;
            prop_assert_eq!(diagonals.is_free(r, c), free);
            let row = diagonals.free_in_row(r);
            for col in 0..n {
                let free = sums[r + col] == 0 && differences[r + n - 1 - col] == 0;
                prop_assert_eq!(row.is_free(col), free, "({}, {})", r, col);
            }
            if free {
                diagonals.add_free(r, c);
            } else {
                diagonals.add(r, c);
            }
            reference.add(r, c);
            prop_assert_eq!(&diagonals, &reference);
            queens.push((r, c));
        }
        diagonals.clear();
        prop_assert_eq!(diagonals, Diagonals::<nqueens::counts::Counts>::new(n));
    }
}

/// Checks `exchange_delta` against the change `exchange` makes (and the recount after it)
/// for each pair of rows in `pairs`, on one queen per row in `columns`, counted in `C`.
fn check_exchange_delta<C: LineCounts + std::fmt::Debug>(
    columns: &mut [u32],
    pairs: &[(usize, usize)],
) -> Result<(), TestCaseError> {
    let n = columns.len();
    let mut diagonals: Diagonals<C> = Diagonals::new(n);
    diagonals.add_rows(columns);
    for &(i, j) in pairs {
        let (i, j) = (i % n, j % n);
        let before = diagonals.collisions() as i64;
        let delta = diagonals.exchange_delta(columns, i, j);
        diagonals.exchange(columns, i, j);
        prop_assert_eq!(
            delta,
            diagonals.collisions() as i64 - before,
            "rows {} and {}",
            i,
            j
        );
        let placed: Vec<(usize, usize)> = columns
            .iter()
            .enumerate()
            .map(|(r, &c)| (r, c as usize))
            .collect();
        let (sums, differences) = recount(n, &placed);
        prop_assert_eq!(diagonals.collisions(), collisions(&sums, &differences));
    }
    Ok(())
}

proptest! {
    /// On permutations (as QS1 and QS4 swap them) and on any columns (shared columns, and
    /// diagonals holding several queens when the columns are few), in both layouts.
    #[test]
    fn exchange_delta_is_the_change_exchange_makes(
        columns in (1usize..=40).prop_flat_map(|n| (Just(n), 1..=n as u32)).prop_flat_map(|(n, width)| {
            prop::collection::vec(0..width, n)
        }),
        permutation in (1usize..=40).prop_flat_map(|n| Just((0..n as u32).collect::<Vec<u32>>()).prop_shuffle()),
        pairs in prop::collection::vec((any::<usize>(), any::<usize>()), 1..60),
    ) {
        for mut queens in [columns, permutation] {
            check_exchange_delta::<nqueens::counts::Counts>(&mut queens.clone(), &pairs)?;
            check_exchange_delta::<nqueens::counts::ByteCounts>(&mut queens, &pairs)?;
        }
    }
}

#[test]
fn a_small_board_by_hand() {
    // 4×4, queens at (0,0), (1,1), (2,3): the first two share the diagonal row − col = 0
    // (one collision); (2,3) and (1,1)… do not: 2 + 3 ≠ 1 + 1 and 2 − 3 ≠ 1 − 1.
    let mut diagonals: Diagonals = Diagonals::new(4);
    for (r, c) in [(0, 0), (1, 1), (2, 3)] {
        diagonals.add(r, c);
    }
    assert_eq!(diagonals.collisions(), 1);
    assert!(diagonals.is_attacked(0, 0) && diagonals.is_attacked(1, 1));
    assert!(!diagonals.is_attacked(2, 3));
    assert_eq!(diagonals.sums().to_vec(), [1, 0, 1, 0, 0, 1, 0]);
    assert_eq!(diagonals.differences().to_vec(), [0, 0, 1, 2, 0, 0, 0]);
}
