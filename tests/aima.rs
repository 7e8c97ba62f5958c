//! The textbook's numbers beside ours (`src/aima.rs`, `nqueens papers --aima`): the median
//! with sizes above the cap, the cap itself, and Figure 5.5's columns mapped to the options.

use nqueens::aima::{checks_to_first_solution, climbs, median, AIMA_CLIMBS, AIMA_FIGURE_5_5};
use nqueens::csp::{Csp, Inference, Options, Ordering};

#[test]
fn the_median_ranks_sizes_above_the_cap_last() {
    assert_eq!(median(&[Some(5), None, Some(1)]), Some(5));
    assert_eq!(median(&[Some(5), None, None]), None);
    // 49 sizes: the 25th value.
    let values: Vec<Option<u64>> = (1..=49).map(|v| (v <= 25).then_some(v)).collect();
    assert_eq!(median(&values), Some(25));
    let values: Vec<Option<u64>> = (1..=49).map(|v| (v <= 24).then_some(v)).collect();
    assert_eq!(median(&values), None);
    assert_eq!(median(&[]), None);
}

#[test]
fn checks_are_the_searchs_own_and_stop_at_the_cap() {
    let fc_mrv = Options {
        inference: Inference::ForwardChecking,
        ordering: Ordering::Mrv,
        ..Options::WALKTHROUGH
    };
    let mut csp = Csp::new(20, fc_mrv).unwrap();
    while !csp.is_solved() {
        csp.advance();
    }
    assert_eq!(
        checks_to_first_solution(20, fc_mrv, u64::MAX).unwrap(),
        Some(csp.checks())
    );
    assert_eq!(
        checks_to_first_solution(20, fc_mrv, csp.checks() - 1).unwrap(),
        None
    );
    // n = 2 has no solution: the checks of the whole search.
    assert!(checks_to_first_solution(2, Options::WALKTHROUGH, u64::MAX)
        .unwrap()
        .is_some());
}

#[test]
fn figure_5_5s_columns_are_the_options_they_name() {
    let names: Vec<(&str, Option<(Inference, Ordering)>)> = AIMA_FIGURE_5_5
        .iter()
        .map(|p| (p.what, p.options.map(|o| (o.inference, o.ordering))))
        .collect();
    assert_eq!(
        names,
        [
            ("Backtracking", Some((Inference::None, Ordering::Rows))),
            ("BT + MRV", Some((Inference::None, Ordering::Mrv))),
            (
                "Forward checking",
                Some((Inference::ForwardChecking, Ordering::Rows))
            ),
            (
                "FC + MRV",
                Some((Inference::ForwardChecking, Ordering::Mrv))
            ),
            ("Min-conflicts", None),
        ]
    );
}

#[test]
fn one_climb_each_counts_as_aima_does() {
    // 2,000 climbs of 8-queens: AIMA's 14 % and 94 % within five standard errors.
    for published in AIMA_CLIMBS {
        let ours = climbs(8, 2_000, published.sideways, 3).unwrap();
        assert!(
            (ours.solved - published.solved).abs() < 5.0 * ours.solved_error,
            "{published:?}: {ours:?}"
        );
        assert!(ours.moves_stuck > 0.0 && ours.moves_solved > 0.0);
    }
}

/// Figure 5.5's two MRV columns, measured (deterministic): the CLI's `papers --aima` and the
/// Compare view's table print these medians (the e2e test reads the page's).
pub const MEDIAN_BT_MRV: u64 = 116_538;
pub const MEDIAN_FC_MRV: u64 = 5_665;

#[test]
fn figure_5_5s_mrv_medians_are_measured_as_pinned() {
    for (column, pinned) in [(1, MEDIAN_BT_MRV), (3, MEDIAN_FC_MRV)] {
        let options = AIMA_FIGURE_5_5[column].options.unwrap();
        let values: Vec<Option<u64>> = (2..=50)
            .map(|n| checks_to_first_solution(n, options, nqueens::aima::FIGURE_5_5_CAP).unwrap())
            .collect();
        assert_eq!(
            median(&values),
            Some(pinned),
            "{}",
            AIMA_FIGURE_5_5[column].what
        );
    }
}
