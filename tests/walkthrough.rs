//! The six steps of `first-solution-walkthrough.txt` on a 4×4 board: after the move that
//! brings the attempt counter to each step's total (1, 8, 9, 15, 18, 26), the board, its
//! numbered marks and the per-row counters must look exactly as drawn there.

use nqueens::backtracking::Backtracking;
use nqueens::solver::StepSolver;
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
        search.layers().attempts_per_row,
        Some(&f.rows[..]),
        "{}: per row",
        f.name
    );
    assert_eq!(
        search.layers().marks.unwrap().render(search.columns()),
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
                !search.next_move().is_empty(),
                "{}: search ended early",
                f.name
            );
        }
        assert_matches(&search, &f);
        checked += 1;
    }
    assert_eq!(checked, 6);
    assert!(search.is_solved());
    assert_eq!(search.solution_one_based(), Some(vec![2, 4, 1, 3]));
    assert_eq!(verify(4, search.columns()), Ok(()));
}

#[test]
fn stepping_back_from_the_solution_passes_every_step_again() {
    let mut search = Backtracking::new(4).unwrap();
    while !search.is_solved() {
        search.next_move();
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
    while !search.is_solved() {
        search.next_move();
    }
    search.retreat();
    assert_eq!(search.total_attempts(), 25);
    assert_eq!(search.layers().attempts_per_row, Some(&[2, 8, 9, 6][..]));
}

/// The pseudocode line of every move of the 4×4 walkthrough to its first solution: each
/// attempt names line 3 (the square is attacked: move along), 4 (safe: place the queen) or 5
/// (the placement completes a solution), each backtrack line 6; as the events of the move say.
#[test]
fn every_move_of_the_walkthrough_names_its_pseudocode_line() {
    use nqueens::backtracking::{Step, PSEUDOCODE};
    use nqueens::registry::animate;
    use nqueens::registry::Algorithm;

    let mut search = Backtracking::new(4).unwrap();
    let mut animation = animate(Algorithm::Backtracking, 4, 0).unwrap();
    assert_eq!(animation.line(), 0, "no line before the first move");
    let mut lines = Vec::new();
    while !search.is_solved() {
        let events = search.next_move();
        assert!(animation.advance());
        let expected = match events.as_slice() {
            [Step::Attempt {
                attacked_by: Some(_),
                ..
            }] => 3,
            [Step::Attempt {
                attacked_by: None, ..
            }, Step::Place { .. }] => 4,
            [Step::Attempt {
                attacked_by: None, ..
            }, Step::Place { .. }, Step::Solution { .. }] => 5,
            [Step::Backtrack { .. }, Step::Remove { .. }] => 6,
            other => panic!("a move of the walkthrough has these events: {other:?}"),
        };
        let line = animation.line();
        assert_eq!(line, expected, "move {}: {events:?}", lines.len() + 1);
        assert!(PSEUDOCODE[line - 1].contains(match line {
            3 => "attacks it",
            4 => "place the queen",
            5 => "a solution",
            _ => "backtrack",
        }));
        lines.push(line);
    }
    // Row 1, column 1 is safe; row 2 tries columns 1 and 2 (attacked) and 3 (safe); row 3
    // finds all four squares attacked, so the search backtracks and row 2's queen moves on to
    // column 4, which is safe (the walkthrough's steps 1 to 3).
    assert_eq!(lines[..10], [4, 3, 3, 4, 3, 3, 3, 3, 6, 4]);
    // 26 attempts (OEIS A140450), one of them the solution; the rest are backtracks.
    let attempts = lines.iter().filter(|&&l| (3..=5).contains(&l)).count();
    assert_eq!(attempts, 26);
    assert_eq!(lines.iter().filter(|&&l| l == 5).count(), 1);
    assert_eq!(*lines.last().unwrap(), 5);
    assert_eq!(search.total_attempts(), 26);
}
