//! The one vocabulary of moves (`nqueens::moves`), tested once over the whole registry: every
//! algorithm's events are the truth of its moves, recounted from the definitions on a board
//! the test keeps itself, from the events alone.
//!
//! For every algorithm (each choice parameter's values too, and a few whole-number settings
//! that reach its rarer events), n = 4…8 and several seeds:
//! - replaying the events that place, lift, move and swap queens on the test's own board
//!   gives the board the solver shows after every move (a restart, a crossover or a new
//!   generation draws a board the events do not carry: the test takes the solver's);
//! - a square tried is attacked exactly when a queen of the test's board attacks it, by the
//!   row it names; a queen placed by the search stands on a safe square;
//! - a queen placed at random lands among exactly the row's safe squares; one placed
//!   conflict-free stands on a square no queen attacks;
//! - a move among ties lists exactly the successors of least h (steepest ascent, recounted as
//!   attacking pairs), or at least its own square, each least-conflicted for its row
//!   (min-conflicts);
//! - a proposal's ΔE is h before less h after, recounted; its chance is 1 exactly when ΔE ≥ 0,
//!   and e^(ΔE/T) at its temperature otherwise;
//!   an accepted one's draw passed the chance, a refused one's did not;
//! - forward checking prunes exactly the squares the new queen attacks in the rows still empty
//!   and not pruned before; arc consistency prunes squares of empty rows not pruned before; a
//!   wipe-out leaves its row no square; MRV's row has the fewest squares left, as it says;
//! - a solution passes the independent verifier, and the square it names, if any, is where
//!   the last queen moved since the last restart went;
//! - each move's timeline tick, read from its events, is the one the timeline records (from
//!   `StepSolver::tick`, which an algorithm may answer from its step);
//! - each algorithm emits only the kinds its description declares, and (but for restarts
//!   after long limits) every kind it declares;
//! - the numbers the captions read (`nqueens::captions`) are recounted too: a try's trial;
//!   the marks a search's queen numbers (the lowest attacker's) and those its lift clears;
//!   a conflict-free start's conflicts; why a row is blocked and the diagonals in use; a
//!   restart's number, what ended the try before and the fresh board's h or collisions
//!   (Sosič & Gu's, k − 1 a diagonal); h before and after a move and its ties, or its
//!   conflicts and min-conflicts' pairs; a swap's diagonals in use and the collisions left;
//!   MRV's pruned domains; a proposal's h and its odds on its outcome; a stuck search's h,
//!   best successor, moves and temperature; the child bred and its fitness before and after
//!   a mutation, a generation's number and mean; how a solution was found, with its counts;
//!   the solutions of an exhausted search;
//! - and over all the runs every kind of event occurs (the vocabulary has no dead word).

use nqueens::complete_state::attacking_pairs;
use nqueens::description::ParameterKind;
use nqueens::moves::{
    tick_of, Blocked, Change, Diagonals, Ended, Event, EventKind, Found, Inference, Judged,
    Pairing, Placement, Square, Stuck,
};
use nqueens::params::Params;
use nqueens::registry::animate_with;
use nqueens::registry::Algorithm;
use nqueens::solver::{Animation, NO_QUEEN};
use nqueens::verify::verify;
use std::collections::{BTreeMap, BTreeSet};

/// Every (algorithm, parameters) run: the defaults, each other value of each choice
/// parameter, and settings that reach rarer events (annealing cooled, hill climbing's
/// plateaus).
fn runs() -> Vec<(Algorithm, Params)> {
    let mut runs = Vec::new();
    for algorithm in Algorithm::ALL {
        let description = algorithm.description();
        runs.push((algorithm, algorithm.default_params()));
        for parameter in description.parameters {
            if let ParameterKind::Choice { choices, default } = parameter.kind {
                for choice in choices.iter().filter(|c| c.value != default) {
                    runs.push((
                        algorithm,
                        Params::parse(description, &[(parameter.name, choice.value)]).unwrap(),
                    ));
                }
            }
        }
    }
    let hill = "hill-climbing".parse::<Algorithm>().unwrap();
    runs.push((
        hill,
        Params::parse(hill.description(), &[("sideways", "100")]).unwrap(),
    ));
    runs.push((
        hill,
        Params::parse(
            hill.description(),
            &[("sideways", "100"), ("choice", "first-choice")],
        )
        .unwrap(),
    ));
    let annealing = "simulated-annealing".parse::<Algorithm>().unwrap();
    runs.push((
        annealing,
        Params::parse(annealing.description(), &[("cooling", "0.5")]).unwrap(),
    ));
    runs
}

/// The squares of the test's board: `n` rows, `NO_QUEEN` where empty.
fn board_of(n: usize, a: &dyn Animation) -> Vec<u32> {
    let mut board = vec![NO_QUEEN; n];
    for (row, &col) in a.columns().iter().enumerate() {
        board[row] = col;
    }
    board
}

fn attacks(board: &[u32], by: usize, sq: Square) -> bool {
    let c = board[by];
    c != NO_QUEEN
        && by != sq.row
        && (c as usize == sq.col || by.abs_diff(sq.row) == (c as usize).abs_diff(sq.col))
}

fn attackers_of(board: &[u32], sq: Square) -> Vec<usize> {
    (0..board.len())
        .filter(|&r| attacks(board, r, sq))
        .collect()
}

/// h of a complete board, recounted as attacking pairs.
fn h(board: &[u32]) -> i64 {
    attacking_pairs(board) as i64
}

/// What the test keeps while replaying one run.
struct Replay {
    n: usize,
    board: Vec<u32>,
    /// Squares pruned from their rows' domains, with the row whose queen pruned them.
    pruned: BTreeMap<Square, usize>,
    /// The chance of the last proposal.
    chance: Option<f64>,
    /// The square the last queen moved within its row went to, since the last restart.
    moved: Option<Square>,
    /// True when the solver's board is not the test's to follow (a population's best).
    follows: bool,
}

impl Replay {
    /// The squares left in `row`'s domain: neither pruned nor attacked by a queen placed.
    fn left_in(&self, row: usize) -> usize {
        (0..self.n)
            .map(|c| Square::new(row, c))
            .filter(|sq| !self.pruned.contains_key(sq) && attackers_of(&self.board, *sq).is_empty())
            .count()
    }

    /// Checks one event against the board before it, then applies it.
    fn apply(&mut self, event: &Event, next: Option<&Event>, after: &[u32], context: &str) {
        let n = self.n;
        match event {
            Event::Try {
                square,
                attacked_by,
                ..
            } => {
                let by = attackers_of(&self.board, *square);
                match attacked_by {
                    None => assert!(by.is_empty(), "{context}: {event:?} is attacked by {by:?}"),
                    Some(r) => assert!(by.contains(r), "{context}: {event:?}: attackers {by:?}"),
                }
            }
            Event::Place { square, how } => {
                assert_eq!(self.board[square.row], NO_QUEEN, "{context}: {event:?}");
                match how {
                    Placement::Search { .. } => assert!(
                        attackers_of(&self.board, *square).is_empty(),
                        "{context}: {event:?} on an attacked square"
                    ),
                    Placement::Random { among } => {
                        let safe: Vec<usize> = (0..n)
                            .filter(|&c| {
                                attackers_of(&self.board, Square::new(square.row, c)).is_empty()
                            })
                            .collect();
                        assert_eq!(among, &safe, "{context}: {event:?}");
                        assert!(among.contains(&square.col), "{context}: {event:?}");
                    }
                    Placement::ConflictFree { free, .. } => {
                        if *free {
                            assert!(
                                attackers_of(&self.board, *square).is_empty(),
                                "{context}: {event:?} attacked"
                            );
                        }
                    }
                    Placement::Formula => {}
                }
                self.board[square.row] = square.col as u32;
            }
            Event::Lift { square, .. } => {
                assert_eq!(
                    self.board[square.row], square.col as u32,
                    "{context}: {event:?}"
                );
                self.board[square.row] = NO_QUEEN;
                self.pruned.retain(|_, by| *by != square.row);
            }
            Event::Check { square } => {
                assert_eq!(self.board[square.row], square.col as u32, "{context}");
            }
            Event::MoveQueen {
                row,
                from,
                to,
                among,
                ..
            } => {
                assert_eq!(self.board[*row], *from as u32, "{context}: {event:?}");
                if !among.is_empty() {
                    assert!(
                        among.contains(&Square::new(*row, *to)),
                        "{context}: {event:?}"
                    );
                    for sq in among {
                        let costs: Vec<usize> = (0..n)
                            .map(|c| attackers_of(&self.board, Square::new(sq.row, c)).len())
                            .collect();
                        let here = costs[sq.col];
                        let successors: BTreeSet<Square> =
                            successors_of_least_h(&self.board).into_iter().collect();
                        // Each tie is a least-conflicted square of its row (min-conflicts) or a
                        // successor of least h (steepest ascent), or a better one (first choice).
                        let better = {
                            let mut next = self.board.clone();
                            next[sq.row] = sq.col as u32;
                            h(&next) <= h(&self.board)
                        };
                        assert!(
                            here == *costs.iter().min().unwrap()
                                || successors.contains(sq)
                                || better,
                            "{context}: {event:?}: {sq:?} is no tie"
                        );
                    }
                }
                self.board[*row] = *to as u32;
                self.moved = Some(Square::new(*row, *to));
            }
            Event::Swap { first, second, .. } => {
                assert_eq!(
                    (self.board[first.row], self.board[second.row]),
                    (second.col as u32, first.col as u32),
                    "{context}: {event:?}"
                );
                self.board[first.row] = first.col as u32;
                self.board[second.row] = second.col as u32;
            }
            Event::SelectRow { row, remaining, .. } => {
                assert_eq!(self.board[*row], NO_QUEEN, "{context}: {event:?}");
                assert_eq!(self.left_in(*row), *remaining, "{context}: {event:?}");
                let least = (0..n)
                    .filter(|&r| self.board[r] == NO_QUEEN)
                    .map(|r| self.left_in(r))
                    .min()
                    .unwrap();
                assert_eq!(*remaining, least, "{context}: MRV chose {event:?}");
            }
            Event::Prune { squares, by, how } => {
                assert_ne!(self.board[*by], NO_QUEEN, "{context}: {event:?}");
                for sq in squares {
                    assert_eq!(self.board[sq.row], NO_QUEEN, "{context}: {event:?}");
                    assert!(
                        !self.pruned.contains_key(sq),
                        "{context}: pruned twice {sq:?}"
                    );
                }
                if *how == Inference::ForwardChecking {
                    // Rows are checked upward; a wipe-out stops the pruning at its row (AIMA).
                    let last = match next {
                        Some(Event::WipeOut { row, .. }) => *row,
                        _ => n - 1,
                    };
                    let expected: BTreeSet<Square> = (0..=last)
                        .filter(|&r| self.board[r] == NO_QUEEN)
                        .flat_map(|r| (0..n).map(move |c| Square::new(r, c)))
                        .filter(|sq| attacks(&self.board, *by, *sq))
                        .filter(|sq| !self.pruned.contains_key(sq))
                        .collect();
                    let got: BTreeSet<Square> = squares.iter().copied().collect();
                    assert_eq!(got, expected, "{context}: {event:?}");
                }
                for sq in squares {
                    self.pruned.insert(*sq, *by);
                }
            }
            Event::WipeOut { row, by } => {
                assert_eq!(self.left_in(*row), 0, "{context}: {event:?}");
                assert_ne!(self.board[*by], NO_QUEEN, "{context}: {event:?}");
            }
            Event::Propose {
                change,
                delta_e,
                chance,
                temperature,
                ..
            } => {
                let Change::Move { row, from, to } = *change else {
                    panic!("{context}: a proposal of a swap")
                };
                assert_eq!(self.board[row], from as u32, "{context}");
                let mut next = self.board.clone();
                next[row] = to as u32;
                assert_eq!(*delta_e, h(&self.board) - h(&next), "{context}: {event:?}");
                assert!(*chance > 0.0 && *chance <= 1.0, "{context}: {event:?}");
                assert_eq!(*chance == 1.0, *delta_e >= 0, "{context}: {event:?}");
                // AIMA's e^(ΔE/T) for a worse move, recounted from ΔE and T.
                assert!(*temperature > 0.0, "{context}: {event:?}");
                if *delta_e < 0 {
                    let recount = (*delta_e as f64 / temperature).exp();
                    assert!((chance - recount).abs() < 1e-12, "{context}: {event:?}");
                }
                self.chance = Some(*chance);
            }
            Event::Accept { draw, .. } => {
                if let (Some(draw), Some(chance)) = (draw, self.chance) {
                    assert!(*draw < chance, "{context}: {event:?} above {chance}");
                }
            }
            Event::Refuse { draw, .. } => {
                if let (Some(draw), Some(chance)) = (draw, self.chance) {
                    assert!(*draw >= chance, "{context}: {event:?} below {chance}");
                }
            }
            Event::SelectParents { parents, .. } => {
                assert_ne!(parents[0], usize::MAX, "{context}");
                self.follows = false;
            }
            Event::Crossover { at, .. } => {
                assert!((1..n).contains(at), "{context}: {event:?}");
                self.follows = false;
            }
            Event::Mutate { row, to, .. } => {
                assert!(*row < n && *to < n, "{context}: {event:?}");
                self.follows = false;
            }
            Event::Restart { .. } | Event::Generation { .. } => {
                self.board = after.to_vec();
                self.pruned.clear();
                self.moved = None;
            }
            Event::Solution { last, .. } => {
                let full: Vec<u32> = after.to_vec();
                assert!(verify(n, &full).is_ok(), "{context}: {full:?}");
                // The square it names is where the last queen moved went.
                if last.is_some() {
                    assert_eq!(*last, self.moved, "{context}: {event:?}");
                }
            }
            Event::DeadEnd { row, .. } => assert!(*row < n, "{context}"),
            Event::Stuck { .. } | Event::Exhausted { .. } => {}
        }
    }
}

/// Every successor (one queen moved within its row) of least h, recounted.
fn successors_of_least_h(board: &[u32]) -> Vec<Square> {
    if board.contains(&NO_QUEEN) {
        return Vec::new();
    }
    let n = board.len();
    let mut all = Vec::new();
    for row in 0..n {
        for col in (0..n).filter(|&c| c as u32 != board[row]) {
            let mut next = board.to_vec();
            next[row] = col as u32;
            all.push((h(&next), Square::new(row, col)));
        }
    }
    let least = all.iter().map(|(h, _)| *h).min().unwrap_or(0);
    all.into_iter()
        .filter(|(h, _)| *h == least)
        .map(|(_, sq)| sq)
        .collect()
}

#[test]
fn every_algorithms_events_are_the_truth_of_its_moves() {
    let mut seen: BTreeSet<EventKind> = BTreeSet::new();
    let mut emitted: BTreeMap<Algorithm, BTreeSet<EventKind>> = BTreeMap::new();
    for (algorithm, params) in runs() {
        for n in 4..=8 {
            for seed in 0..4u64 {
                let Ok(mut a) = animate_with(algorithm, n, seed, &params) else {
                    continue;
                };
                assert!(a.events().is_empty(), "{algorithm}: events before a move");
                let mut replay = Replay {
                    n,
                    board: board_of(n, a.as_ref()),
                    pruned: BTreeMap::new(),
                    chance: None,
                    moved: None,
                    follows: true,
                };
                for moved in 1..=600 {
                    if !a.advance() {
                        break;
                    }
                    let events = a.events();
                    let recorded = a.timeline().ticks.kinds()[..]
                        .get(a.position() as usize)
                        .copied()
                        .unwrap_or(0);
                    assert_eq!(
                        tick_of(&events).map_or(0, |t| t as u8),
                        recorded,
                        "{algorithm} {params:?} n={n} seed={seed} move {moved}: {events:?}"
                    );
                    let declared = algorithm.description().events;
                    for event in &events {
                        assert!(
                            declared.contains(&event.kind()),
                            "{algorithm}: {event:?} is not among the kinds it declares"
                        );
                        emitted.entry(algorithm).or_default().insert(event.kind());
                    }
                    assert!(
                        !events.is_empty(),
                        "{algorithm} n={n} seed={seed}: a move with no event"
                    );
                    let after = board_of(n, a.as_ref());
                    replay.follows = true;
                    for (i, event) in events.iter().enumerate() {
                        seen.insert(event.kind());
                        let context =
                            format!("{algorithm} {params:?} n={n} seed={seed} move {moved}");
                        replay.apply(event, events.get(i + 1), &after, &context);
                    }
                    if replay.follows {
                        assert_eq!(
                            replay.board, after,
                            "{algorithm} {params:?} n={n} seed={seed} move {moved}: {events:?}"
                        );
                    } else {
                        replay.board = after;
                    }
                }
            }
        }
    }
    let missing: Vec<EventKind> = EventKind::ALL
        .into_iter()
        .filter(|k| !seen.contains(k))
        .collect();
    assert!(missing.is_empty(), "no algorithm emitted {missing:?}");
    // Each algorithm declares only what it emits, but for restarts these short runs do not
    // reach: min-conflicts' after 100 n + 10,000 moves, QS4's and the genetic algorithm's
    // after their own long limits.
    for algorithm in Algorithm::ALL {
        for kind in algorithm.description().events {
            let rare = *kind == EventKind::Restart
                && ["min-conflicts", "qs4", "genetic"].contains(&algorithm.description().id);
            assert!(
                rare || emitted[&algorithm].contains(kind),
                "{algorithm} declares {kind:?}, which no run emitted"
            );
        }
    }
}

/// The restarts the short runs above do not reach (min-conflicts', QS4's, the genetic
/// algorithm's): each solver's `tick` of such a step is its events' tick.
#[test]
fn a_rare_restart_ticks_as_its_events_do() {
    use nqueens::solver::StepSolver;
    fn check<S: StepSolver>(step: S::Step) {
        let solver = S::start(8, 1).unwrap();
        assert_eq!(
            solver.tick(&step),
            tick_of(&solver.events(&step)),
            "{}",
            S::DESCRIPTION.id
        );
    }
    check::<nqueens::min_conflicts::MinConflicts>(nqueens::min_conflicts::Step::Restart {
        attempt: 2,
    });
    check::<nqueens::qs4::Qs4>(nqueens::qs4::Step::Restart { attempt: 2 });
    check::<nqueens::genetic::Genetic>(nqueens::genetic::Step::Restart { run: 2 });
}

#[test]
fn steepest_ascent_lists_exactly_its_least_successors() {
    let hill = "hill-climbing".parse::<Algorithm>().unwrap();
    let mut checked = 0;
    for seed in 0..20 {
        let mut a = animate_with(hill, 8, seed, &hill.default_params()).unwrap();
        let mut before = board_of(8, a.as_ref());
        while a.advance() {
            for event in a.events() {
                if let Event::MoveQueen { among, .. } = event {
                    let mut expected = successors_of_least_h(&before);
                    expected.sort();
                    assert_eq!(among, expected, "seed {seed}");
                    checked += 1;
                }
            }
            before = board_of(8, a.as_ref());
        }
    }
    assert!(checked > 50, "only {checked} moves");
}

#[test]
fn min_conflicts_ties_are_every_least_conflicted_square_of_a_conflicted_queen() {
    let mc = "min-conflicts".parse::<Algorithm>().unwrap();
    let mut checked = 0;
    for seed in 0..30 {
        let mut a = animate_with(mc, 8, seed, &mc.default_params()).unwrap();
        let mut before = board_of(8, a.as_ref());
        while a.advance() {
            for event in a.events() {
                if let Event::MoveQueen { among, row, .. } = &event {
                    // Each tie's row holds a conflicted queen, and the tie is least-conflicted.
                    for sq in among {
                        let own = Square::new(sq.row, before[sq.row] as usize);
                        assert!(!attackers_of(&before, own).is_empty(), "seed {seed}");
                        let least = (0..8)
                            .map(|c| attackers_of(&before, Square::new(sq.row, c)).len())
                            .min()
                            .unwrap();
                        assert_eq!(attackers_of(&before, *sq).len(), least, "seed {seed}");
                    }
                    // And the moved row's least-conflicted columns are all there.
                    let least = (0..8)
                        .map(|c| attackers_of(&before, Square::new(*row, c)).len())
                        .min()
                        .unwrap();
                    for c in 0..8 {
                        if attackers_of(&before, Square::new(*row, c)).len() == least {
                            assert!(among.contains(&Square::new(*row, c)), "seed {seed}");
                        }
                    }
                    checked += 1;
                }
            }
            before = board_of(8, a.as_ref());
        }
    }
    assert!(checked > 50, "only {checked} moves");
}

/// Predict mode asks from the next move's events before the move is made: a peek gives
/// exactly the events the move then makes, and leaves the position, the last move's events,
/// the board and the timeline (ticks and solutions) as they were.
#[test]
fn a_peek_gives_the_next_moves_events_and_changes_nothing() {
    for (algorithm, params) in runs() {
        for n in [4, 6] {
            let Ok(mut a) = animate_with(algorithm, n, 5, &params) else {
                continue;
            };
            for _ in 0..150 {
                let before = (
                    a.position(),
                    a.events(),
                    board_of(n, &*a),
                    a.timeline().clone(),
                );
                let peeked = a.peek_events();
                let after = (
                    a.position(),
                    a.events(),
                    board_of(n, &*a),
                    a.timeline().clone(),
                );
                assert_eq!(
                    before, after,
                    "{algorithm:?} n = {n}: the peek changed the run"
                );
                if !a.advance() {
                    assert!(peeked.is_empty(), "{algorithm:?}: a peek past the end");
                    break;
                }
                assert_eq!(
                    peeked,
                    a.events(),
                    "{algorithm:?} n = {n} at move {}",
                    a.position()
                );
            }
        }
    }
}

/// Collisions as Sosič & Gu count them (QS1, QS4): a diagonal with k queens holds k − 1.
fn diagonal_collisions(board: &[u32]) -> u64 {
    let n = board.len();
    let mut difference = vec![0u64; 2 * n];
    let mut sum = vec![0u64; 2 * n];
    for (r, &c) in board.iter().enumerate().filter(|(_, &c)| c != NO_QUEEN) {
        difference[r + n - c as usize] += 1;
        sum[r + c as usize] += 1;
    }
    difference
        .iter()
        .chain(&sum)
        .map(|&k| k.saturating_sub(1))
        .sum()
}

/// The diagonals of `(row, col)` that a queen of a row below holds (Wirth's flags in use).
fn diagonals_in_use(board: &[u32], row: usize, col: usize) -> Option<Diagonals> {
    let on = |same: fn(usize, usize, usize, usize) -> bool| {
        (0..row).any(|r| board[r] != NO_QUEEN && same(r, board[r] as usize, row, col))
    };
    let difference = on(|r, c, row, col| r + col == row + c);
    let sum = on(|r, c, row, col| r + c == row + col);
    match (difference, sum) {
        (true, true) => Some(Diagonals::Both),
        (true, false) => Some(Diagonals::Difference),
        (false, true) => Some(Diagonals::Sum),
        (false, false) => None,
    }
}

/// What the recount of the captions' numbers keeps over one run.
#[derive(Default)]
struct Tally {
    /// The try under way (a trial, permutation, start, climb, run), 1-based.
    tries: u64,
    /// Solutions found.
    solutions: u64,
    /// Queens moved since the try began, and over the whole run.
    moves: u64,
    all_moves: u64,
    /// Swaps made over the whole run.
    swaps: u64,
    /// The numbered marks: each square marked, with the row of the queen that marked it.
    marks: BTreeMap<Square, usize>,
    /// The last proposal's numbers (h, ΔE, chance, T).
    proposal: Option<(u64, i64, f64, f64)>,
    /// Children bred into the next generation, and the generation shown.
    children: usize,
    generation: u64,
    /// The kinds of the move before.
    last: Vec<Event>,
}

/// The numbers the captions read (the data added to the events for them), recounted from
/// their definitions on the boards before and after each move and the moves before it: a
/// try's trial; the marks a search's queen numbers and those its lift clears; a start's
/// conflicts; a blocked row's cause and the diagonals in use; a restart's number, what ended
/// the try before and the fresh board's h and collisions; h before and after a move and its
/// ties, or its conflicts and the conflicting pairs left; a swap's diagonals in use and the
/// collisions left; MRV's pruned domains; a proposal's h and its odds on its outcome; a stuck
/// search's h, best successor, moves and temperature; the child bred and its fitness, a
/// generation's number and mean; how a solution was found, with its counts; the solutions of
/// an exhausted search.
#[test]
fn the_numbers_captions_read_are_recounted() {
    let mut checked: BTreeSet<&'static str> = BTreeSet::new();
    for (algorithm, params) in runs() {
        let numbered = algorithm.description().draws.numbered_marks;
        let infers = params.choice("inference").is_some_and(|i| i != "none");
        for n in 4..=8 {
            for seed in 0..3u64 {
                let Ok(mut a) = animate_with(algorithm, n, seed, &params) else {
                    continue;
                };
                let mut t = Tally {
                    tries: 1,
                    generation: 1,
                    ..Tally::default()
                };
                let mut before = board_of(n, a.as_ref());
                for moved in 1..=600 {
                    if !a.advance() {
                        break;
                    }
                    let events = a.events();
                    let after = board_of(n, a.as_ref());
                    let context = format!("{algorithm} {params:?} n={n} seed={seed} move {moved}");
                    for (i, event) in events.iter().enumerate() {
                        let c = format!("{context}: {event:?}");
                        recount(
                            event,
                            &events[i + 1..],
                            &before,
                            &after,
                            a.as_ref(),
                            &mut t,
                            numbered,
                            infers,
                            &mut checked,
                            &c,
                        );
                    }
                    t.last = events;
                    before = after;
                }
            }
        }
    }
    let all = [
        "try.trial",
        "place.marked",
        "place.conflicts",
        "lift.cleared",
        "dead-end.tried",
        "dead-end.none-unattacked",
        "dead-end.no-later-row",
        "dead-end.trial",
        "restart.after",
        "restart.h",
        "restart.collisions",
        "move.h",
        "move.conflicts",
        "swap.in-use",
        "swap.collisions",
        "select-row.pruned",
        "propose.h",
        "accept.odds",
        "refuse.odds",
        "refuse.pairing",
        "stuck.h",
        "stuck.best",
        "stuck.moves",
        "stuck.temperature",
        "stuck.collisions",
        "select-parents.child",
        "child.fitness",
        "generation.mean",
        "solution.search",
        "solution.trial",
        "solution.vectors",
        "solution.permutation",
        "solution.swaps",
        "solution.repairs",
        "solution.climb",
        "solution.run",
        "solution.generation",
        "exhausted.solutions",
    ];
    let missing: Vec<&str> = all.into_iter().filter(|k| !checked.contains(k)).collect();
    assert!(missing.is_empty(), "never recounted: {missing:?}");
}

/// Recounts the numbers of `event` (followed by `later` in its move), from the board before
/// the move and after it, and the run's tally so far.
#[allow(clippy::too_many_arguments)]
fn recount(
    event: &Event,
    later: &[Event],
    before: &[u32],
    after: &[u32],
    a: &dyn Animation,
    t: &mut Tally,
    numbered: bool,
    infers: bool,
    checked: &mut BTreeSet<&'static str>,
    c: &str,
) {
    let n = before.len();
    let mut saw = |what: &'static str| {
        checked.insert(what);
    };
    match event {
        Event::Try { trial, .. } => {
            if let Some(trial) = trial {
                assert_eq!(*trial, t.tries, "{c}");
                saw("try.trial");
            }
        }
        Event::Place { square, how } => match how {
            Placement::Search { marked } => {
                // Newly marked: the squares of the empty rows that the queen attacks and no
                // queen placed before attacks (the walkthrough's numbers, the lowest
                // attacker's, above it; with MRV some below), when the algorithm numbers marks and no inference numbers the
                // squares it prunes instead.
                let mut expected: Vec<Square> = Vec::new();
                if numbered && !infers {
                    for r in (0..n).filter(|&r| r != square.row) {
                        for col in 0..n {
                            let sq = Square::new(r, col);
                            if before[r] == NO_QUEEN
                                && attacks_from(square, sq)
                                && attackers_of(before, sq).is_empty()
                            {
                                expected.push(sq);
                            }
                        }
                    }
                }
                let got: BTreeSet<Square> = marked.iter().copied().collect();
                assert_eq!(got, expected.into_iter().collect(), "{c}");
                for sq in marked {
                    t.marks.insert(*sq, square.row);
                }
                if !marked.is_empty() {
                    saw("place.marked");
                }
            }
            Placement::ConflictFree {
                free, conflicts, ..
            } => {
                assert_eq!(
                    *conflicts as usize,
                    attackers_of(before, *square).len(),
                    "{c}"
                );
                assert_eq!(*free, *conflicts == 0, "{c}");
                saw("place.conflicts");
            }
            Placement::Random { .. } | Placement::Formula => {}
        },
        Event::Lift { square, cleared } => {
            let mine = t.marks.values().filter(|&&r| r == square.row).count();
            assert_eq!(*cleared, mine, "{c}");
            t.marks.retain(|_, r| *r != square.row);
            if *cleared > 0 {
                saw("lift.cleared");
            }
        }
        Event::DeadEnd { row, why, trial } => {
            match why {
                Blocked::Tried => {
                    assert_eq!(before[*row], NO_QUEEN, "{c}");
                    saw("dead-end.tried");
                }
                Blocked::NoneUnattacked => {
                    assert_eq!(before[*row], NO_QUEEN, "{c}");
                    assert!(
                        (0..n).all(|col| !attackers_of(before, Square::new(*row, col)).is_empty()),
                        "{c}"
                    );
                    saw("dead-end.none-unattacked");
                }
                Blocked::NoLaterRow { diagonals } => {
                    let col = before[*row] as usize;
                    assert_eq!(Some(*diagonals), diagonals_in_use(before, *row, col), "{c}");
                    saw("dead-end.no-later-row");
                }
            }
            if let Some(trial) = trial {
                assert_eq!(*trial, t.tries, "{c}");
                saw("dead-end.trial");
            }
        }
        Event::Restart {
            number,
            after: ended,
            h: fresh_h,
            collisions,
            ..
        } => {
            assert_eq!(ended.is_none(), *number == 1, "{c}");
            let last = |kind: EventKind| t.last.iter().any(|e| e.kind() == kind);
            let cooled = t.last.iter().any(|e| {
                matches!(
                    e,
                    Event::Stuck {
                        why: Stuck::Cooled,
                        ..
                    }
                )
            });
            match ended {
                Some(Ended::DeadEnd) => assert!(last(EventKind::DeadEnd), "{c}"),
                Some(Ended::Stuck) => assert!(last(EventKind::Stuck) && !cooled, "{c}"),
                Some(Ended::Cooled) => assert!(cooled, "{c}"),
                _ => {}
            }
            if ended.is_some() {
                saw("restart.after");
            }
            if let Some(h) = fresh_h {
                assert_eq!(*h, attacking_pairs(after), "{c}");
                saw("restart.h");
            }
            if let Some(collisions) = collisions {
                assert_eq!(*collisions, diagonal_collisions(after), "{c}");
                saw("restart.collisions");
            }
            if *number > 1 {
                assert_eq!(*number, t.tries + 1, "{c}");
            }
            t.tries = *number;
            t.moves = 0;
            t.marks.clear();
            t.children = 0;
            t.generation = 1;
        }
        Event::MoveQueen {
            row,
            to,
            among,
            judged,
            ..
        } => {
            match judged {
                Some(Judged::H {
                    before: hb,
                    after: ha,
                    tied,
                }) => {
                    assert_eq!(*hb, attacking_pairs(before), "{c}");
                    assert_eq!(*ha, attacking_pairs(after), "{c}");
                    assert!(*tied == 1 || *tied == among.len(), "{c}");
                    saw("move.h");
                }
                Some(Judged::Conflicts { there, pairs }) => {
                    let sq = Square::new(*row, *to);
                    assert_eq!(*there as usize, attackers_of(after, sq).len(), "{c}");
                    let columns = {
                        let mut on = vec![0u64; n];
                        for &col in after.iter().filter(|&&col| col != NO_QUEEN) {
                            on[col as usize] += 1;
                        }
                        on.iter().map(|&k| k.saturating_sub(1)).sum::<u64>()
                    };
                    // Min-conflicts' count: on each column and diagonal with k queens, k − 1.
                    assert_eq!(*pairs, columns + diagonal_collisions(after), "{c}");
                    saw("move.conflicts");
                }
                None => {}
            }
            t.moves += 1;
            t.all_moves += 1;
        }
        Event::Swap {
            first,
            second,
            pairing,
            collisions,
        } => {
            if let Pairing::InUse { diagonals } = pairing {
                // The first queen stood in the second's column, on diagonals in use.
                let used = diagonals_in_use(before, first.row, second.col);
                assert_eq!(Some(*diagonals), used, "{c}");
                saw("swap.in-use");
            }
            if let Some(collisions) = collisions {
                assert_eq!(*collisions, diagonal_collisions(after), "{c}");
                saw("swap.collisions");
            }
            t.swaps += 1;
        }
        Event::SelectRow { pruned, .. } => {
            assert_eq!(*pruned, infers, "{c}");
            saw("select-row.pruned");
        }
        Event::Propose {
            delta_e,
            chance,
            temperature,
            h,
            ..
        } => {
            assert_eq!(*h, attacking_pairs(before), "{c}");
            t.proposal = Some((*h, *delta_e, *chance, *temperature));
            saw("propose.h");
        }
        Event::Accept { odds, .. } => {
            if let Some(o) = odds {
                assert_eq!(
                    Some((o.h, o.delta_e, o.chance, o.temperature)),
                    t.proposal,
                    "{c}"
                );
                saw("accept.odds");
            }
        }
        Event::Refuse {
            change,
            odds,
            pairing,
            ..
        } => {
            if let Some(o) = odds {
                assert_eq!(
                    Some((o.h, o.delta_e, o.chance, o.temperature)),
                    t.proposal,
                    "{c}"
                );
                saw("refuse.odds");
            }
            assert_eq!(
                pairing.is_some(),
                matches!(change, Change::Swap { .. }),
                "{c}"
            );
            if pairing.is_some() {
                saw("refuse.pairing");
            }
        }
        Event::Stuck {
            why,
            h,
            best,
            moves,
            temperature,
            collisions,
            ..
        } => {
            if let Some(h) = h {
                assert_eq!(*h, attacking_pairs(after), "{c}");
                saw("stuck.h");
            }
            if let Some(best) = best {
                let least = successors_of_least_h(after)
                    .first()
                    .map(|sq| {
                        let mut next = after.to_vec();
                        next[sq.row] = sq.col as u32;
                        attacking_pairs(&next)
                    })
                    .unwrap();
                assert_eq!(*best, least, "{c}");
                saw("stuck.best");
            }
            if let Some(moves) = moves {
                assert_eq!(*moves, t.moves, "{c}");
                saw("stuck.moves");
            }
            assert_eq!(temperature.is_some(), *why == Stuck::Cooled, "{c}");
            if temperature.is_some() {
                saw("stuck.temperature");
            }
            if let Some(collisions) = collisions {
                assert_eq!(*collisions, diagonal_collisions(after), "{c}");
                saw("stuck.collisions");
            }
        }
        Event::SelectParents { child, .. } => {
            assert_eq!(*child, t.children, "{c}");
            t.children += 1;
            saw("select-parents.child");
        }
        Event::Crossover { fitness, .. } => {
            // The child is shown on the board: its fitness, before the move's mutation.
            let most = (n * (n - 1) / 2) as u64;
            let mut crossed = after.to_vec();
            if let Some(Event::Mutate { row, from, .. }) = later.first() {
                crossed[*row] = *from as u32;
            }
            assert_eq!(*fitness, most - attacking_pairs(&crossed), "{c}");
            saw("child.fitness");
        }
        Event::Mutate { fitness, .. } => {
            let most = (n * (n - 1) / 2) as u64;
            assert_eq!(*fitness, most - attacking_pairs(after), "{c}");
        }
        Event::Generation {
            number,
            mean_hundredths,
            ..
        } => {
            assert_eq!(*number, t.generation + 1, "{c}");
            t.generation = *number;
            t.children = 0;
            let values = a.layers().population.unwrap().values;
            let mean = values.iter().sum::<u64>() * 100 / values.len() as u64;
            assert_eq!(*mean_hundredths, mean, "{c}");
            saw("generation.mean");
        }
        Event::Solution { found, .. } => match *found {
            Found::Search { number } => {
                t.solutions += 1;
                assert_eq!(number, t.solutions, "{c}");
                saw("solution.search");
            }
            Found::Trial { number } => {
                assert_eq!(number, t.tries, "{c}");
                saw("solution.trial");
            }
            Found::Vectors { vectors, swaps } => {
                assert_eq!((vectors, swaps), (t.tries, t.swaps), "{c}");
                saw("solution.vectors");
            }
            Found::Permutation { number } => {
                assert_eq!(number, t.tries, "{c}");
                saw("solution.permutation");
            }
            Found::Swaps { swaps } => {
                assert_eq!(swaps, t.swaps, "{c}");
                saw("solution.swaps");
            }
            Found::Repairs { moves } => {
                assert_eq!(moves, t.all_moves, "{c}");
                saw("solution.repairs");
            }
            Found::Climb { climb, moves } => {
                assert_eq!((climb, moves), (t.tries, t.moves), "{c}");
                saw("solution.climb");
            }
            Found::Run { run } => {
                assert_eq!(run, t.tries, "{c}");
                saw("solution.run");
            }
            Found::Generation {
                generation,
                index,
                child,
            } => {
                if child {
                    assert_eq!(
                        (generation, index + 1),
                        (t.generation + 1, t.children),
                        "{c}"
                    );
                } else {
                    assert_eq!(generation, t.generation, "{c}");
                }
                saw("solution.generation");
            }
            Found::Formula => {}
        },
        Event::Exhausted { solutions } => {
            assert_eq!(*solutions, t.solutions, "{c}");
            saw("exhausted.solutions");
        }
        Event::Prune { squares, by, .. } => {
            // With inference, the marks are the prunings, numbered by the placement's row.
            for sq in squares {
                t.marks.insert(*sq, *by);
            }
        }
        Event::Check { .. } | Event::WipeOut { .. } => {}
    }
}

/// True when a queen on `queen` attacks `square` (a column or a diagonal).
fn attacks_from(queen: &Square, square: Square) -> bool {
    queen.col == square.col || queen.row.abs_diff(square.row) == queen.col.abs_diff(square.col)
}
