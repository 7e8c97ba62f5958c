//! Counting every solution of the n-queens puzzle (OEIS A000170).
//!
//! Bitboard depth-first search over rows, with the mirror symmetry of the first row: a
//! solution with the row-1 queen in the left half mirrors to one in the right half, so only
//! the left half (and the middle column for odd `n`) is searched.

use crate::Error;

/// The largest `n` [`count_solutions`] accepts. Single-threaded, Q(16) takes about a second
/// and each further size about six times longer; beyond 20 a count takes hours.
pub const MAX_N: usize = 20;

fn count_below(full: u64, vertical: u64, rising: u64, falling: u64) -> u64 {
    if vertical == full {
        return 1;
    }
    let mut safe = !(vertical | rising | falling) & full;
    let mut total = 0;
    while safe != 0 {
        let bit = safe & safe.wrapping_neg();
        safe ^= bit;
        total += count_below(
            full,
            vertical | bit,
            (rising | bit) << 1,
            (falling | bit) >> 1,
        );
    }
    total
}

/// Solutions with the queen of row 1 in 0-based column `col` (one unit of work for progress).
pub fn count_with_first_queen(n: usize, col: usize) -> u64 {
    let full = u64::MAX >> (64 - n);
    let bit = 1u64 << col;
    count_below(full, bit, bit << 1, bit >> 1)
}

/// The first-row columns [`count_solutions`] searches, each with its weight (2 for a column
/// in the left half, which stands for its mirror image too; 1 for the middle column).
pub fn first_row_work(n: usize) -> Vec<(usize, u64)> {
    let mut work: Vec<(usize, u64)> = (0..n / 2).map(|c| (c, 2)).collect();
    if n % 2 == 1 {
        work.push((n / 2, 1));
    }
    work
}

/// Q(n), the number of ways to place `n` non-attacking queens on an `n × n` board
/// (OEIS A000170: 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, …).
///
/// # Errors
/// [`Error::BoardSize`] unless `1 ≤ n ≤` [`MAX_N`].
///
/// ```
/// assert_eq!(nqueens::count::count_solutions(8), Ok(92));
/// ```
pub fn count_solutions(n: usize) -> Result<u64, Error> {
    crate::check_board_size(n, MAX_N, "counting all solutions takes hours beyond that")?;
    Ok(first_row_work(n)
        .into_iter()
        .map(|(col, weight)| weight * count_with_first_queen(n, col))
        .sum())
}

/// Counting tasks for [`count_solutions_parallel`]: each fixes the queens of rows 1 and 2
/// (0-based columns) and carries the mirror-symmetry weight of its first-row column.
pub fn tasks(n: usize) -> Vec<(usize, Option<usize>, u64)> {
    let mut tasks = Vec::new();
    for (c0, weight) in first_row_work(n) {
        if n == 1 {
            tasks.push((c0, None, weight));
            continue;
        }
        for c1 in 0..n {
            if c1.abs_diff(c0) > 1 {
                tasks.push((c0, Some(c1), weight));
            }
        }
    }
    tasks
}

/// Solutions counted by one task of [`tasks`], weight included.
pub fn count_task(n: usize, (c0, c1, weight): (usize, Option<usize>, u64)) -> u64 {
    let full = u64::MAX >> (64 - n);
    let b0 = 1u64 << c0;
    let Some(c1) = c1 else {
        return weight * count_below(full, b0, b0 << 1, b0 >> 1);
    };
    let b1 = 1u64 << c1;
    let (vertical, rising, falling) = (b0 | b1, ((b0 << 1) | b1) << 1, ((b0 >> 1) | b1) >> 1);
    weight * count_below(full, vertical, rising, falling)
}

/// Q(n) on `threads` threads (bitboards, mirror symmetry, tasks fixing rows 1 and 2),
/// calling `progress(done, total)` after each task.
///
/// # Errors
/// [`Error::BoardSize`] unless `1 ≤ n ≤` [`MAX_N`].
pub fn count_solutions_parallel(
    n: usize,
    threads: usize,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<u64, Error> {
    crate::check_board_size(n, MAX_N, "counting all solutions takes hours beyond that")?;
    let tasks = tasks(n);
    let next = std::sync::atomic::AtomicUsize::new(0);
    let done = std::sync::atomic::AtomicUsize::new(0);
    let total = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.clamp(1, 256))
            .map(|_| {
                scope.spawn(|| {
                    let mut sum = 0;
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(&task) = tasks.get(i) else { break sum };
                        sum += count_task(n, task);
                        let finished = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                        progress(finished, tasks.len());
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("a counting thread panicked"))
            .sum()
    });
    Ok(total)
}
