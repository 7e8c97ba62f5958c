//! Backtracking's constraint-satisfaction options (`src/csp.rs`; AIMA chapter 6): every
//! combination against a recursive search written here from the definitions, the
//! walkthrough unchanged at the defaults, forward checking's first solution (OEIS A141843)
//! in fewer squares tried, MAC pruning at least what forward checking prunes, and every
//! first solution passed by the verifier.

use nqueens::backtracking::{first_solution, Backtracking, Step, PSEUDOCODE};
use nqueens::csp::{removed_after, Csp, Inference, Options, Ordering, Values};
use nqueens::params::Params;
use nqueens::registry::Algorithm;
use nqueens::solver::{StepSolver, NO_QUEEN};
use nqueens::verify::verify;
use proptest::prelude::*;

const INFERENCES: [Inference; 3] = [Inference::None, Inference::ForwardChecking, Inference::Mac];
const ORDERINGS: [Ordering; 2] = [Ordering::Rows, Ordering::Mrv];
const VALUES: [Values; 2] = [Values::LeftToRight, Values::Lcv];

fn every_option() -> Vec<Options> {
    let mut all = Vec::new();
    for inference in INFERENCES {
        for ordering in ORDERINGS {
            for values in VALUES {
                all.push(Options {
                    inference,
                    ordering,
                    values,
                });
            }
        }
    }
    all
}

fn attacks(a: (usize, usize), b: (usize, usize)) -> bool {
    a.1 == b.1 || a.0.abs_diff(b.0) == a.1.abs_diff(b.1)
}

/// What the reference search counts on its way to the first solution.
#[derive(Debug, Default, PartialEq)]
struct Tally {
    tried: u64,
    checks: u64,
    backtracks: u64,
    wipeouts: u64,
    solution: Option<Vec<usize>>,
}

/// AIMA's BACKTRACK written recursively from the definitions in `src/csp.rs`'s docs, with
/// whole domains copied at each level (nothing shared with the engine).
struct Reference {
    n: usize,
    options: Options,
    /// The queens, in the order placed.
    placed: Vec<(usize, usize)>,
    tally: Tally,
}

impl Reference {
    fn run(n: usize, options: Options) -> Tally {
        let mut search = Reference {
            n,
            options,
            placed: Vec::new(),
            tally: Tally::default(),
        };
        let domains = vec![vec![true; n]; n];
        search.search(&domains, true);
        search.tally
    }

    fn empty(&self) -> Vec<usize> {
        (0..self.n)
            .filter(|r| !self.placed.iter().any(|&(q, _)| q == *r))
            .collect()
    }

    /// Checks made trying (row, col) against the queens placed, up to the first attack.
    fn try_checks(&self, square: (usize, usize)) -> (u64, bool) {
        for (i, &queen) in self.placed.iter().enumerate() {
            if attacks(queen, square) {
                return (i as u64 + 1, true);
            }
        }
        (self.placed.len() as u64, false)
    }

    fn search(&mut self, domains: &[Vec<bool>], bottom: bool) -> bool {
        let n = self.n;
        let empty = self.empty();
        if empty.is_empty() {
            self.tally.solution = Some({
                let mut cols = vec![0; n];
                for &(r, c) in &self.placed {
                    cols[r] = c;
                }
                cols
            });
            return true;
        }
        let size = |r: usize| domains[r].iter().filter(|&&v| v).count();
        let row = match self.options.ordering {
            Ordering::Rows => empty[0],
            Ordering::Mrv => {
                if self.options.inference == Inference::None {
                    for &r in &empty {
                        for c in 0..n {
                            self.tally.checks += self.try_checks((r, c)).0;
                        }
                    }
                }
                *empty.iter().min_by_key(|&&r| (size(r), r)).unwrap()
            }
        };
        let mut values: Vec<usize> = (0..n).filter(|&c| domains[row][c]).collect();
        if self.options.values == Values::Lcv {
            let others: Vec<usize> = empty.iter().copied().filter(|&s| s != row).collect();
            let mut keyed: Vec<(usize, usize)> = values
                .iter()
                .map(|&c| {
                    let mut ruled_out = 0;
                    for &s in &others {
                        self.tally.checks += size(s) as u64;
                        ruled_out += (0..n)
                            .filter(|&y| domains[s][y] && attacks((row, c), (s, y)))
                            .count();
                    }
                    (ruled_out, c)
                })
                .collect();
            keyed.sort();
            values = keyed.into_iter().map(|(_, c)| c).collect();
        }
        if self.options.inference == Inference::None {
            if self.options.values == Values::Lcv {
                values.extend((0..n).filter(|&c| !domains[row][c]));
            } else {
                values = (0..n).collect();
            }
        }
        for col in values {
            self.tally.tried += 1;
            if self.options.inference == Inference::None {
                let (checks, attacked) = self.try_checks((row, col));
                self.tally.checks += checks;
                if attacked {
                    continue;
                }
            }
            let mut next = domains.to_vec();
            let others: Vec<usize> = empty.iter().copied().filter(|&s| s != row).collect();
            let prunes = self.options.inference != Inference::None;
            let mut wiped = false;
            for &s in &others {
                if prunes {
                    self.tally.checks += size(s) as u64;
                }
                for (y, open) in next[s].iter_mut().enumerate() {
                    if attacks((row, col), (s, y)) {
                        *open = false;
                    }
                }
                // Forward checking stops at the first row it leaves empty, as AIMA's does.
                if prunes && !next[s].contains(&true) {
                    wiped = true;
                    break;
                }
            }
            if !wiped && self.options.inference == Inference::Mac {
                // Arc consistency by sweeping every arc until nothing changes (the closure
                // does not depend on the order; the checks would, so they are not compared).
                let mut changed = true;
                while changed && !wiped {
                    changed = false;
                    for &k in &others {
                        for &j in &others {
                            if k == j {
                                continue;
                            }
                            for x in 0..n {
                                if next[k][x]
                                    && !(0..n).any(|y| next[j][y] && !attacks((k, x), (j, y)))
                                {
                                    next[k][x] = false;
                                    changed = true;
                                }
                            }
                            if !next[k].contains(&true) {
                                wiped = true;
                            }
                        }
                    }
                }
            }
            if wiped {
                self.tally.wipeouts += 1;
                continue;
            }
            self.placed.push((row, col));
            if self.search(&next, false) {
                return true;
            }
            self.placed.pop();
        }
        if !bottom {
            self.tally.backtracks += 1;
        }
        false
    }
}

/// The engine to its first solution (or the end): its tally, the verifier passing the
/// solution.
fn engine(n: usize, options: Options) -> Tally {
    let mut csp = Csp::new(n, options).unwrap();
    while !csp.is_solved() && !csp.is_exhausted() {
        let steps = csp.advance();
        assert!(!steps.is_empty());
    }
    let solution = csp.is_solved().then(|| {
        let cols: Vec<usize> = csp.columns().iter().map(|&c| c as usize).collect();
        assert!(verify(n, &cols).is_ok(), "{options:?} n = {n}: {cols:?}");
        cols
    });
    assert_eq!(csp.attempts_per_row().iter().sum::<u64>(), csp.tried());
    Tally {
        tried: csp.tried(),
        checks: csp.checks(),
        backtracks: csp.backtracks(),
        wipeouts: csp.wipeouts(),
        solution,
    }
}

#[test]
fn every_option_counts_what_the_recursive_definition_counts() {
    for options in every_option() {
        for n in 1..=9 {
            let ours = engine(n, options);
            let theirs = Reference::run(n, options);
            assert_eq!(ours.solution, theirs.solution, "{options:?} n = {n}");
            assert_eq!(ours.tried, theirs.tried, "{options:?} n = {n}");
            assert_eq!(ours.backtracks, theirs.backtracks, "{options:?} n = {n}");
            assert_eq!(ours.wipeouts, theirs.wipeouts, "{options:?} n = {n}");
            // AC-3's checks depend on the order its arcs are revised: compared elsewhere.
            if options.inference != Inference::Mac {
                assert_eq!(ours.checks, theirs.checks, "{options:?} n = {n}");
            }
        }
    }
}

#[test]
fn at_the_defaults_the_options_search_is_the_walkthrough_move_for_move() {
    for n in 1..=7 {
        let mut walkthrough = Backtracking::new(n).unwrap();
        let mut csp = Csp::new(n, Options::WALKTHROUGH).unwrap();
        loop {
            let a = walkthrough.next_move();
            let b = csp.advance();
            assert_eq!(a, b, "n = {n}");
            if a.is_empty() {
                break;
            }
        }
        assert_eq!(walkthrough.total_attempts(), csp.tried());
    }
    // And the parameters at their defaults give the walkthrough's own search.
    let params = Algorithm::Backtracking.default_params();
    let search = <Backtracking as StepSolver>::start_with(8, 0, &params).unwrap();
    assert_eq!(search, Backtracking::new(8).unwrap());
    assert!(search.csp().is_none());
}

#[test]
fn forward_checking_in_row_order_finds_a141843_in_fewer_squares_tried() {
    let fc = Options {
        inference: Inference::ForwardChecking,
        ..Options::WALKTHROUGH
    };
    for n in 4..=14 {
        let walkthrough = first_solution(n).unwrap();
        let ours = engine(n, fc);
        assert_eq!(ours.solution, walkthrough.solution, "n = {n}");
        assert!(ours.tried < walkthrough.attempts, "n = {n}");
    }
    // 8 × 8: 1,5,8,6,3,7,2,4 (A141843) after 88 squares tried, against the walkthrough's 876.
    let eight = engine(8, fc);
    assert_eq!(eight.solution, Some(vec![0, 4, 7, 5, 2, 6, 1, 3]));
    assert_eq!(eight.tried, 88);
}

#[test]
fn the_options_first_solutions_pass_the_verifier() {
    for options in every_option() {
        // Rows in order follow the walkthrough's tree: exponential, so small boards only.
        let sizes: Vec<usize> = match options.ordering {
            Ordering::Rows => (1..=12).collect(),
            Ordering::Mrv if options.inference == Inference::None => (1..=30).collect(),
            Ordering::Mrv => (1..=40).chain([60, 100]).collect(),
        };
        for n in sizes {
            let tally = engine(n, options);
            assert_eq!(
                tally.solution.is_some(),
                n != 2 && n != 3,
                "{options:?} n = {n}"
            );
        }
    }
}

/// Forward checking and MAC with MRV at n = 150 and 200 (seconds in a release build:
/// `cargo test --release --test csp -- --ignored`). Measured: 1.4 million and 640,000
/// squares tried with forward checking, 429,000 and 183,000 with MAC; the first solution of
/// a deterministic search is heavy-tailed in n (at 100 it takes under 200).
#[test]
#[ignore = "seconds in a release build, minutes in a debug one"]
fn mrv_with_inference_reaches_verified_solutions_at_150_and_200() {
    for inference in [Inference::ForwardChecking, Inference::Mac] {
        let options = Options {
            inference,
            ordering: Ordering::Mrv,
            values: Values::LeftToRight,
        };
        for n in [150, 200] {
            assert!(engine(n, options).solution.is_some(), "{options:?} n = {n}");
        }
    }
}

#[test]
fn mrv_fills_rows_out_of_order_and_says_so() {
    let mrv = Options {
        inference: Inference::ForwardChecking,
        ordering: Ordering::Mrv,
        values: Values::LeftToRight,
    };
    let mut csp = Csp::new(8, mrv).unwrap();
    assert!(csp.chooses_next());
    // At the start every row has 8 squares: the tie goes to row 1.
    assert_eq!(
        csp.advance(),
        vec![Step::Choose {
            row: 0,
            remaining: 8,
            pruned: true
        }]
    );
    assert_eq!(csp.filling(), Some(0));
    csp.advance(); // row 1, column 1: every other row keeps 6 squares, so row 2 is next
    assert_eq!(
        csp.advance(),
        vec![Step::Choose {
            row: 1,
            remaining: 6,
            pruned: true
        }]
    );
    // On the way to the first solution some queen stands above an empty row: rows without
    // a queen are NO_QUEEN between rows that have one.
    let mut out_of_order = false;
    while !csp.is_solved() {
        for step in csp.advance() {
            if let Step::Choose { row, remaining, .. } = step {
                // The chosen row is still empty; recounted from the marks, it has the
                // fewest squares left, and is the lowest of those.
                let left = |r: usize| (0..8).filter(|&c| csp.marks().get(r, c).is_none()).count();
                let fewest = (0..8)
                    .filter(|&r| r == row || csp.columns()[r] == NO_QUEEN)
                    .map(|r| (left(r), r))
                    .min();
                assert_eq!(Some((remaining, row)), fewest);
            }
        }
        let cols = csp.columns();
        out_of_order |= (1..8).any(|r| cols[r] != NO_QUEEN && cols[r - 1] == NO_QUEEN);
    }
    assert!(out_of_order);
}

#[test]
fn a_wipe_out_is_shown_then_its_queen_lifted() {
    let fc = Options {
        inference: Inference::ForwardChecking,
        ..Options::WALKTHROUGH
    };
    let mut csp = Csp::new(4, fc).unwrap();
    let mut seen = false;
    while !csp.is_solved() {
        let steps = csp.advance();
        if let Some(Step::WipeOut { row, by }) = steps.last() {
            assert_eq!(csp.wiped(), Some(*row));
            let next = csp.advance();
            assert!(matches!(next[..], [Step::Remove { row: r, .. }] if r == *by));
            assert!(csp.wiped_last());
            seen = true;
        }
    }
    assert!(seen, "4 × 4 forward checking meets a wipe-out");
}

#[test]
fn parameters_reach_the_search_and_are_checked() {
    let description = Algorithm::Backtracking.description();
    let params = Params::parse(
        description,
        &[("inference", "mac"), ("ordering", "mrv"), ("values", "lcv")],
    )
    .unwrap();
    assert_eq!(
        Options::from_params(&params),
        Options {
            inference: Inference::Mac,
            ordering: Ordering::Mrv,
            values: Values::Lcv
        }
    );
    let mut search = <Backtracking as StepSolver>::start_with(30, 0, &params).unwrap();
    search.run_to_end();
    assert!(search.is_solved());
    let cols: Vec<usize> = search.columns().iter().map(|&c| c as usize).collect();
    assert!(verify(30, &cols).is_ok());
    let ids: Vec<&str> = search.counters().iter().map(|c| c.spec.id).collect();
    assert_eq!(
        ids,
        [
            "attempts-total",
            "consistency-checks",
            "backtracks",
            "wipe-outs",
            "solutions-found"
        ]
    );
    // Beyond the walkthrough's 64 the options go on, to 255; beyond, a message names it.
    let fc = Params::parse(description, &[("inference", "forward-checking")]).unwrap();
    assert!(<Backtracking as StepSolver>::start_with(100, 0, &fc).is_ok());
    let refused = <Backtracking as StepSolver>::start_with(256, 0, &fc).unwrap_err();
    assert!(refused.to_string().contains("255"), "{refused}");
    assert!(Params::parse(description, &[("ordering", "random")]).is_err());
}

proptest! {
    #[test]
    fn mac_prunes_at_least_what_forward_checking_prunes(
        n in 4usize..12,
        picks in proptest::collection::vec((0usize..12, 0usize..12), 1..8),
    ) {
        // A board of queens no two attacking, placed in the order drawn.
        let mut board: Vec<Option<usize>> = vec![None; n];
        let mut order = Vec::new();
        for (r, c) in picks {
            let (r, c) = (r % n, c % n);
            let free = board[r].is_none()
                && board.iter().enumerate().all(|(r2, q)| q.is_none_or(|c2| !attacks((r, c), (r2, c2))));
            if free {
                board[r] = Some(c);
                order.push(r);
            }
        }
        let fc = removed_after(&board, &order, Inference::ForwardChecking);
        let mac = removed_after(&board, &order, Inference::Mac);
        for (i, (&by_fc, &by_mac)) in fc.iter().zip(&mac).enumerate() {
            prop_assert!(!by_fc || by_mac, "square {i} pruned by forward checking, not by MAC");
        }
        // Forward checking prunes exactly the empty rows' attacked squares.
        for (i, &pruned) in fc.iter().enumerate() {
            let (r, c) = (i / n, i % n);
            let attacked = board[r].is_none()
                && board.iter().enumerate().any(|(r2, q)| q.is_some_and(|c2| attacks((r, c), (r2, c2))));
            prop_assert_eq!(pruned, attacked);
        }
        prop_assert!(removed_after(&board, &order, Inference::None).iter().all(|&x| !x));
    }
}

#[test]
fn mac_prunes_more_than_forward_checking_on_some_board() {
    // Two queens in rows 1 and 2 of a 6 × 6 board: for some columns forward checking leaves
    // squares in rows 3 to 6 that AC-3 finds without a support.
    let mut strictly = 0;
    for a in 0usize..6 {
        for b in 0usize..6 {
            if a == b || a.abs_diff(b) == 1 {
                continue;
            }
            let board = [Some(a), Some(b), None, None, None, None];
            let fc = removed_after(&board, &[0, 1], Inference::ForwardChecking);
            let mac = removed_after(&board, &[0, 1], Inference::Mac);
            if mac.iter().filter(|&&x| x).count() > fc.iter().filter(|&&x| x).count() {
                strictly += 1;
            }
        }
    }
    assert!(strictly > 0);
}

#[test]
fn the_page_is_told_which_squares_ac3_removed() {
    use nqueens::solver::{PROPAGATED, PRUNED};
    let mac = Options {
        inference: Inference::Mac,
        ..Options::WALKTHROUGH
    };
    let mut csp = Csp::new(8, mac).unwrap();
    let (mut by_fc, mut by_arc) = (0, 0);
    while !csp.is_solved() {
        for step in csp.advance() {
            if let Step::Prune {
                pruned,
                arc_consistency,
                ..
            } = step
            {
                let pruning = csp.pruning();
                let expected = if arc_consistency { PROPAGATED } else { PRUNED };
                for (r, c) in pruned {
                    assert_eq!(pruning[r * 8 + c], expected);
                    if arc_consistency {
                        by_arc += 1;
                    } else {
                        by_fc += 1;
                    }
                }
            }
        }
    }
    assert!(by_fc > 0 && by_arc > 0, "{by_fc} {by_arc}");
    // Lifting a queen restores its squares: nothing is left marked in an empty domain
    // beyond what the queens on the board removed.
    let pruning = csp.pruning();
    let marks = csp.marks();
    for r in 0..8 {
        for c in 0..8 {
            assert_eq!(pruning[r * 8 + c] != 0, marks.get(r, c).is_some());
        }
    }
}

/// LCV's order of a row's squares with no inference, recounted from the definition (the book,
/// `src/csp.rs`): the safe squares (no queen attacks them) ranked by how many squares they
/// would attack among the other empty rows' safe squares, fewest first, ties to the left;
/// then the attacked squares, not ranked, left to right (each a failed attempt).
fn lcv_order_without_inference(columns: &[u32], row: usize) -> Vec<usize> {
    let n = columns.len();
    let queens: Vec<(usize, usize)> = (0..n)
        .filter(|&r| columns[r] != NO_QUEEN)
        .map(|r| (r, columns[r] as usize))
        .collect();
    let safe = |square: (usize, usize)| queens.iter().all(|&q| !attacks(q, square));
    let mut ranked: Vec<(usize, usize)> = (0..n)
        .filter(|&c| safe((row, c)))
        .map(|c| {
            let ruled_out = (0..n)
                .filter(|&s| s != row && columns[s] == NO_QUEEN)
                .flat_map(|s| (0..n).map(move |y| (s, y)))
                .filter(|&sq| safe(sq) && attacks((row, c), sq))
                .count();
            (ruled_out, c)
        })
        .collect();
    ranked.sort();
    let mut order: Vec<usize> = ranked.into_iter().map(|(_, c)| c).collect();
    order.extend((0..n).filter(|&c| !safe((row, c))));
    order
}

/// With `values=lcv` and no inference, every row is tried in the order recounted from the
/// definition ([`lcv_order_without_inference`]), over the whole search of n = 1 to 8, rows
/// in order and with MRV: the squares tried in a row, from when it is opened until the
/// search backtracks from it, follow that order, and a backtrack comes only once all n are
/// tried. By hand on 4 × 4: after row 1's queen on column 1, row 2's safe squares are
/// columns 3 and 4; column 4 attacks 2 safe squares of rows 3 and 4 ((3, 4) and (4, 2)),
/// column 3 attacks 3 ((3, 2), (3, 4) and (4, 3)), so row 2 tries 4, 3, then the attacked
/// 1 and 2 (AIMA's LCV would rank those too: 1 attacks no safe square, so it would come
/// first).
#[test]
fn lcv_without_inference_ranks_the_safe_squares_then_tries_the_attacked_left_to_right() {
    assert_eq!(
        lcv_order_without_inference(&[0, NO_QUEEN, NO_QUEEN, NO_QUEEN], 1),
        [3, 2, 0, 1]
    );
    let mut search = Csp::new(
        4,
        Options {
            values: Values::Lcv,
            ..Options::WALKTHROUGH
        },
    )
    .unwrap();
    let mut row_2 = Vec::new();
    while row_2.len() < 4 {
        for step in search.advance() {
            if let Step::Attempt { row: 1, col, .. } = step {
                row_2.push(col);
            }
        }
    }
    assert_eq!(
        row_2,
        [3, 2, 0, 1],
        "row 2's columns 4, 3, 1, 2 (0-based here)"
    );

    for ordering in ORDERINGS {
        let options = Options {
            inference: Inference::None,
            ordering,
            values: Values::Lcv,
        };
        for n in 1..=8 {
            let mut csp = Csp::new(n, options).unwrap();
            // The rows being filled, each with the squares it has still to try.
            let mut open: Vec<(usize, Vec<usize>)> = Vec::new();
            let mut tried = 0u64;
            loop {
                if ordering == Ordering::Rows
                    && csp.filling().is_some_and(|r| {
                        open.last().is_none_or(|&(top, _)| top != r) && !csp.is_solved()
                    })
                {
                    let row = csp.filling().unwrap();
                    let mut order = lcv_order_without_inference(csp.columns(), row);
                    order.reverse();
                    open.push((row, order));
                }
                let steps = csp.advance();
                if steps.is_empty() {
                    break;
                }
                for step in steps {
                    match step {
                        Step::Choose { row, .. } => {
                            let mut order = lcv_order_without_inference(csp.columns(), row);
                            order.reverse();
                            open.push((row, order));
                        }
                        Step::Attempt { row, col, .. } => {
                            tried += 1;
                            let (top, order) = open.last_mut().expect("a row opened");
                            assert_eq!(*top, row, "{options:?} n = {n}");
                            assert_eq!(order.pop(), Some(col), "{options:?} n = {n}, row {row}");
                        }
                        Step::Backtrack { from_row, .. } => {
                            let (top, order) = open.pop().expect("a row opened");
                            assert_eq!(top, from_row);
                            assert!(order.is_empty(), "{options:?} n = {n}: {order:?} untried");
                        }
                        Step::Exhausted { .. } => {
                            let (_, order) = open.pop().expect("row 1 opened");
                            assert!(order.is_empty(), "{options:?} n = {n}: {order:?} untried");
                        }
                        _ => {}
                    }
                }
            }
            assert!(csp.is_exhausted());
            assert_eq!(tried, csp.tried());
            assert!(open.is_empty());
            // The whole search: every solution (OEIS A000170).
            assert_eq!(csp.solutions(), [1, 0, 0, 2, 10, 4, 40, 92][n - 1]);
        }
    }
    // The pseudocode on the page and the book's command-line page say where LCV departs from
    // AIMA.
    assert!(PSEUDOCODE.iter().any(|line| line.starts_with("with LCV")
        && line.contains("with no inference, only the safe squares are ranked, the attacked ones tried after them, left to right")));
    let page =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/command-line.md"))
            .expect("docs/command-line.md");
    let words = page.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains(
        "with `inference=none` it departs from AIMA, which would rank every square: it ranks \
         only the safe squares, and tries the attacked ones after them, left to right"
    ));
}
