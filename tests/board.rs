//! The walkthrough's numbered attack marks (`board::Marks`), driven by random sequences of
//! placements and removals as depth-first search makes them, checked after each against the
//! rule recounted from the queens: a square carries the number of the lowest row whose queen
//! attacks it from below (same column or diagonal), and no number if none does.

use nqueens::board::Marks;
use proptest::prelude::*;

#[path = "common/marks.rs"]
mod marks;
use marks::marks_by_definition;

proptest! {
    #[test]
    fn marks_follow_placements_and_removals_as_the_walkthrough_defines_them(
        n in 1usize..=12,
        moves in prop::collection::vec(prop::option::of(any::<usize>()), 0..80),
    ) {
        // Some(c): place the next row's queen in column c mod n; None: lift the top queen.
        let mut marks = Marks::new(n);
        let mut queens: Vec<usize> = Vec::new();
        for step in moves {
            let before = marks.as_bytes().to_vec();
            let changed = match step {
                Some(c) if queens.len() < n => {
                    let (row, col) = (queens.len(), c % n);
                    queens.push(col);
                    marks.mark_from(row, col)
                }
                None if !queens.is_empty() => {
                    let col = queens.pop().unwrap();
                    marks.clear_from(queens.len(), col)
                }
                _ => continue,
            };
            let expected = marks_by_definition(n, &queens);
            prop_assert_eq!(marks.as_bytes(), &expected[..]);
            // The squares reported are exactly those whose mark changed.
            let mut differing: Vec<(usize, usize)> = (0..n * n)
                .filter(|&i| before[i] != expected[i])
                .map(|i| (i / n, i % n))
                .collect();
            let mut reported = changed;
            differing.sort_unstable();
            reported.sort_unstable();
            prop_assert_eq!(reported, differing);
            for row in 0..n {
                for col in 0..n {
                    let byte = expected[row * n + col];
                    prop_assert_eq!(marks.get(row, col), (byte > 0).then(|| usize::from(byte) - 1));
                }
            }
            prop_assert_eq!(Marks::from_queens(n, &queens), marks.clone());
        }
    }
}

#[test]
fn render_draws_the_walkthroughs_second_diagram() {
    // The walkthrough's step 2 on 4×4: queens in row 1, column 1 and row 2, column 3.
    let marks = Marks::from_queens(4, &[0usize, 2]);
    assert_eq!(
        marks.render(&[0usize, 2]),
        "1 . 2 1\n1 2 1 2\n1 1 Q .\nQ . . .\n"
    );
}

#[test]
fn a_mark_keeps_the_lower_row_when_two_queens_attack_a_square() {
    // Queens in row 1, column 1 and row 2, column 3 (1-based). Row 3, column 3 is attacked by
    // both (the first along its diagonal, the second along its column): it keeps 1. Row 4,
    // column 3 is attacked by row 2's queen only: 2. (0-based below.)
    let marks = Marks::from_queens(4, &[0usize, 2]);
    assert_eq!(
        marks.get(2, 2),
        Some(0),
        "row 3, column 3: row 1's diagonal, before row 2's column"
    );
    assert_eq!(
        marks.get(3, 2),
        Some(1),
        "row 4, column 3: row 2's column only"
    );
}
