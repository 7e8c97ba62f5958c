//! `Counts` (three bit planes, a side table from 4 on) and `ByteCounts` (a byte each, a side
//! table from 255 on) against plain `u32` counts.

use nqueens::counts::{ByteCounts, Counts, LineCounts};
use nqueens::diagonals::Diagonals;
use proptest::prelude::*;

/// Increments (true) and decrements (false) at an index; runs of them cross each plane and
/// the side table both ways (short runs often, long ones sometimes).
fn ops() -> impl Strategy<Value = Vec<(bool, usize, usize)>> {
    prop::collection::vec(
        (
            any::<bool>(),
            0usize..130,
            prop_oneof![1usize..6, 1usize..200],
        ),
        0..60,
    )
}

/// Runs `ops` on `counts` (130 of them) and on plain `u32` counts, comparing after each.
fn check<C: LineCounts>(
    mut counts: C,
    ops: Vec<(bool, usize, usize)>,
    table_from: u32,
) -> Result<(), TestCaseError> {
    let mut plain = [0u32; 130];
    for (up, i, times) in ops {
        for _ in 0..times {
            if up {
                prop_assert_eq!(counts.increment(i), plain[i]);
                plain[i] += 1;
            } else if plain[i] > 0 {
                plain[i] -= 1;
                prop_assert_eq!(counts.decrement(i), plain[i]);
            }
            prop_assert_eq!(counts.get(i), plain[i]);
            prop_assert_eq!(counts.is_zero(i), plain[i] == 0);
            prop_assert_eq!(counts.at_least_two(i), plain[i] >= 2);
        }
        prop_assert_eq!(counts.to_vec(), plain.to_vec());
        prop_assert_eq!(
            counts.spilled(),
            plain.iter().filter(|&&c| c >= table_from).count()
        );
    }
    Ok(())
}

proptest! {
    #[test]
    fn counts_match_u32_counts_across_the_spill(ops in ops()) {
        // 130 counts: three words of each plane, the last one partial.
        check(Counts::new(130), ops, 4)?;
    }

    #[test]
    fn byte_counts_match_u32_counts_across_the_spill(ops in ops()) {
        check(<ByteCounts as LineCounts>::new(130), ops, 255)?;
    }
}

#[test]
fn a_count_climbs_past_one_byte_and_back() {
    let mut counts = Counts::new(2);
    for k in 0..1000 {
        assert_eq!(counts.increment(0), k);
    }
    assert_eq!(
        (counts.get(0), counts.get(1), counts.spilled()),
        (1000, 0, 1)
    );
    for k in (0..1000).rev() {
        assert_eq!(counts.decrement(0), k);
    }
    assert_eq!((counts.to_vec(), counts.spilled()), (vec![0, 0], 0));
    counts.fill(3);
    assert_eq!(counts.to_vec(), [3, 3]);
    // A fill leaves the bits past the last count clear (here 70 counts: a partial word).
    let mut counts = Counts::new(70);
    counts.fill(1);
    assert_eq!(counts.to_vec(), vec![1; 70]);
    // The same counts made one at a time compare equal: no bit is set past the 70th.
    let mut by_hand = Counts::new(70);
    for i in 0..70 {
        by_hand.increment(i);
    }
    assert_eq!(counts, by_hand);
    counts.fill(0);
    assert_eq!(counts.to_vec(), vec![0; 70]);
}

#[test]
#[should_panic(expected = "a count below zero")]
fn a_count_below_zero_panics() {
    Counts::new(1).decrement(0);
}

/// 300 queens on one square (as a hand-set board may stack them on a diagonal): the counts
/// and the collisions are exact past the planes.
#[test]
fn diagonals_count_300_queens_on_one_diagonal() {
    let mut diagonals: Diagonals = Diagonals::new(4);
    for _ in 0..300 {
        diagonals.add(1, 2);
    }
    assert_eq!(diagonals.sums().get(3), 300);
    assert_eq!(diagonals.differences().get(1 + 4 - 1 - 2), 300);
    assert_eq!(diagonals.collisions(), 2 * 299);
    assert_eq!(diagonals.through(1, 2), 600);
    for _ in 0..300 {
        diagonals.remove(1, 2);
    }
    assert_eq!((diagonals.collisions(), diagonals.sums().spilled()), (0, 0));
}
