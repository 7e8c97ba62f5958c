//! The explicit construction (Hoffman, Loessi & Moore 1969; Bernhardsson 1991), checked by
//! the independent verifier.

use nqueens::construction::{column, solve, Construction, Step};
use nqueens::solver::StepSolver;
use nqueens::verify::verify;
use nqueens::Error;

#[test]
fn solves_every_n_up_to_5000() {
    for n in (1..=5000).filter(|&n| n != 2 && n != 3) {
        let columns = solve(n).unwrap();
        assert_eq!(verify(n, &columns), Ok(()), "n = {n}");
    }
}

/// `solve` fills each half in a loop of its own; `column` is the formula row by row (and
/// what the stepper places). They must agree in all three cases of the construction.
#[test]
fn solve_places_every_queen_where_column_does() {
    for n in (1..=2000).filter(|&n| n != 2 && n != 3) {
        let columns = solve(n).unwrap();
        for (row, &col) in columns.iter().enumerate() {
            assert_eq!(col, column(n, row), "n = {n}, row {}", row + 1);
        }
    }
}

#[test]
fn solves_a_million_and_every_residue_mod_12_after_it() {
    for n in 1_000_000..1_000_012 {
        assert_eq!(verify(n, &solve(n).unwrap()), Ok(()), "n = {n}");
    }
}

#[test]
fn two_and_three_have_no_construction() {
    for n in [2, 3] {
        assert_eq!(solve(n), Err(Error::NoSolution { n }));
        assert!(Construction::new(n).is_err());
    }
    assert!(solve(0).is_err());
}

#[test]
fn the_step_iterator_places_the_same_queens_then_reports_the_solution() {
    let mut steps = Construction::new(10).unwrap();
    let placed: Vec<usize> = steps
        .by_ref()
        .take(10)
        .map(|s| match s {
            Step::Place { col, .. } => col,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(placed, solve(10).unwrap());
    assert_eq!(steps.next(), Some(Step::Solution));
    assert_eq!(steps.next(), None);
    assert!(steps.is_solved());
}
