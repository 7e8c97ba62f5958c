//! The six steps of `first-solution-walkthrough.txt` on a 4×4 board: after the move that
//! brings the attempt counter to each step's total (1, 8, 9, 15, 18, 26), the board, its
//! numbered marks and the per-row counters must look exactly as drawn there.

use nqueens::backtracking::Backtracking;
use nqueens::verify::verify;

struct Fixture {
    name: &'static str,
    attempts: u64,
    rows: Vec<u64>,
    board: String,
}

fn fixture(name: &'static str, text: &str) -> Fixture {
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    let mut field = |key: &str| -> Vec<u64> {
        let line = lines.next().expect("field line");
        let rest = line.strip_prefix(key).expect("field name");
        rest.split_whitespace()
            .map(|v| v.parse().unwrap())
            .collect()
    };
    let attempts = field("attempts")[0];
    let rows = field("rows");
    let board: String = lines.map(|l| format!("{l}\n")).collect();
    Fixture {
        name,
        attempts,
        rows,
        board,
    }
}

fn fixtures() -> Vec<Fixture> {
    vec![
        fixture("step 1", include_str!("fixtures/walkthrough/step-1.txt")),
        fixture("step 2", include_str!("fixtures/walkthrough/step-2.txt")),
        fixture("step 3", include_str!("fixtures/walkthrough/step-3.txt")),
        fixture("step 4", include_str!("fixtures/walkthrough/step-4.txt")),
        fixture("step 5", include_str!("fixtures/walkthrough/step-5.txt")),
        fixture("step 6", include_str!("fixtures/walkthrough/step-6.txt")),
    ]
}

fn assert_matches(search: &Backtracking, f: &Fixture) {
    assert_eq!(search.total_attempts(), f.attempts, "{}: total", f.name);
    assert_eq!(
        search.attempts_per_row(),
        &f.rows[..],
        "{}: per row",
        f.name
    );
    assert_eq!(
        search.marks().render(search.queens()),
        f.board,
        "{}: board",
        f.name
    );
}

#[test]
fn fixtures_carry_the_walkthroughs_counters() {
    // The walkthrough's "Number of attempted Queen placements so far" after each of its six
    // diagrams, and its final per-row counters (2, 8, 9, 7): a fixture copied wrongly fails.
    let totals: Vec<u64> = fixtures().iter().map(|f| f.attempts).collect();
    assert_eq!(totals, [1, 8, 9, 15, 18, 26]);
    assert_eq!(fixtures()[5].rows, [2, 8, 9, 7]);
    for f in fixtures() {
        assert_eq!(f.rows.iter().sum::<u64>(), f.attempts, "{}", f.name);
        assert_eq!(f.board.lines().count(), 4, "{}", f.name);
    }
}

#[test]
fn each_step_of_the_walkthrough_looks_as_drawn() {
    let mut search = Backtracking::new(4).unwrap();
    let mut checked = 0;
    for f in fixtures() {
        while search.total_attempts() < f.attempts {
            assert!(
                !search.advance().is_empty(),
                "{}: search ended early",
                f.name
            );
        }
        assert_matches(&search, &f);
        checked += 1;
    }
    assert_eq!(checked, 6);
    assert!(search.is_solution());
    assert_eq!(search.solution_one_based(), Some(vec![2, 4, 1, 3]));
    assert_eq!(verify(4, search.queens()), Ok(()));
}

#[test]
fn stepping_back_from_the_solution_passes_every_step_again() {
    let mut search = Backtracking::new(4).unwrap();
    while !search.is_solution() {
        search.advance();
    }
    for f in fixtures().iter().rev() {
        // Step back until the state is the one reached by the move that made this total.
        while search.total_attempts() > f.attempts
            || search
                .last_move()
                .iter()
                .all(|s| !matches!(s, nqueens::backtracking::Step::Attempt { .. }))
        {
            assert!(
                !search.retreat().is_empty(),
                "{}: reached the start",
                f.name
            );
        }
        assert_matches(&search, f);
    }
}

#[test]
fn one_step_back_from_the_first_solution_reads_25() {
    let mut search = Backtracking::new(4).unwrap();
    while !search.is_solution() {
        search.advance();
    }
    search.retreat();
    assert_eq!(search.total_attempts(), 25);
    assert_eq!(search.attempts_per_row(), &[2, 8, 9, 6]);
}
