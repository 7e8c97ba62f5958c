//! Step back by checkpoints: long runs thin their checkpoints and still retrace exactly.

use nqueens::permutation_swap::PermutationSwap;
use nqueens::solver::rewind::{Rewind, MAX_CHECKPOINTS};
use nqueens::solver::StepSolver;

#[test]
fn retraces_a_long_run_after_thinning() {
    // n = 64 with seed 9 takes over 100,000 steps, forcing several thinnings of the checkpoints.
    let steps: Vec<_> = PermutationSwap::new(64, 9).unwrap().collect();
    assert!(
        steps.len() as u64 > 64 * MAX_CHECKPOINTS as u64,
        "{}",
        steps.len()
    );
    let mut rewind = Rewind::new(PermutationSwap::new(64, 9).unwrap());
    while rewind.step().is_some() {}
    assert_eq!(rewind.position(), steps.len() as u64);
    // Back 1,000 steps one by one, then forward again to the same end.
    for k in (steps.len() - 1000..steps.len()).rev() {
        assert!(rewind.step_back());
        assert_eq!(rewind.last(), Some(&steps[k - 1]));
    }
    for step in &steps[steps.len() - 1000..] {
        assert_eq!(rewind.step().as_ref(), Some(step));
    }
    assert_eq!(rewind.step(), None);
    assert!(rewind.state().is_solved());
}
