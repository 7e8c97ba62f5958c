//! The caption of a move, the words under the board, derived from the move's events: one
//! function, [`caption_of`], written once per event kind, knowing no algorithm.
//!
//! Every algorithm reports each move as events of the one vocabulary ([`crate::moves`]); the
//! caption is composed here from their data, so an algorithm writes no caption of its own.
//! Each event gives one sentence (a clause for the parts of a genetic child), built from its
//! fields alone, rows and columns 1-based; a move's sentences are joined with ". ". Where two
//! algorithms word the same kind of move differently, the difference is in the event's data
//! (how a queen was placed, what a restart starts from and after what, why a row is blocked
//! or a search stuck, which inference pruned, what a move was judged by), never in which
//! algorithm made it.
//!
//! | event | its sentence | source |
//! | --- | --- | --- |
//! | [`Event::Try`] | "Row 2, column 3 is attacked by the queen in row 1 — move along", or "… is safe"; a safe try followed by the search's [`Event::Place`]: "… is safe — queen placed; 3 squares above marked 2" (the marks it numbers); in a Las Vegas trial (`trial`), "Backtracking: row 2, column 3 …" | the walkthrough; Brassard & Bratley's queensLV |
//! | [`Event::Place`] | by the search: "Queen placed in row 2, column 3" and its marks; at random: "Row 2: column 3 drawn at random from 2 unattacked squares" (`among`); conflict-free by swaps: "Start: row 2 keeps column 3 after 1 swap, on free diagonals" (or "still attacked"); conflict-free from the unused columns: "Start: row 2 takes column 3 with 0 conflicts"; by the formula: "Row 2: the formula puts the queen in column 3" | the walkthrough; `las-vegas-random-placement.txt`; Sosič & Gu's QS4; Minton et al. 1992; Hoffman, Loessi & Moore 1969 |
//! | [`Event::Lift`] | "The queen in row 2 leaves column 3; its 3 marks are cleared" | the walkthrough |
//! | [`Event::DeadEnd`] | tried, a lift following: "Row 3 has no safe square left — back to row 2" (in a trial: "… — the queen in row 2 leaves column 3", the lift's sentence with it); tried, no lift, in a trial: "Row 3, the first row the backtracking fills, has no safe square left — trial 4 failed"; none unattacked: "Row 3 has no unattacked square — trial 4 is a dead end"; no later row: "Row 3 is on a row + column diagonal in use and no later row is left to swap — the vector fails" | the walkthrough; queensLV; random placement; Rolfe's Algorithm One |
//! | [`Event::WipeOut`] | "Row 4 has no square left in its domain: a wipe-out — the queen of row 2 moves along" | AIMA §6.3.2 |
//! | [`Event::Restart`] | by what it starts from and how the try before ended: "Board cleared: trial 2 starts"; "Too many moves: a new greedy start (attempt 2)"; "Permutation 2: a random placement with 3 collisions" (its collisions counted); "Too many tests: new permutation (attempt 2)"; "Permutation vector 2: the queens are shuffled"; "Random restart: climb 2 starts from a fresh random board, h = 5" (after a stuck climb); "Restart: run 2 starts from a fresh random board, h = 5" (after cooling); "Restart: the run used its generations unsolved; run 2 starts from a fresh random population" | Rolfe; Sosič & Gu; Minton et al.; AIMA §4.1 |
//! | [`Event::Check`] | "Row 2, column 3 is on two free diagonals — flag them in use" | Rolfe's Algorithm One (Wirth's flags) |
//! | [`Event::MoveQueen`] | judged by h: "Row 2’s queen moves from column 3 to column 5: h falls from 4 to 2" (and "(one of 3 best successors, drawn at random)"), or when h stays, "Sideways move on a plateau: …; h stays 2"; by conflicts: "Row 2's queen moves from column 3 to 5 (1 conflict there); 2 conflicting pairs left", or "Row 2's queen stays in column 3: no square of its row has fewer than 1 conflict; …"; the move an [`Event::Accept`] took says nothing more | AIMA §4.1.1; Minton et al. |
//! | [`Event::Swap`] | paired by diagonals in use: "Row 2, column 3 is on both diagonals in use — swap with row 4: column 3 ↔ 1"; over a pass: "Swap rows 2 and 4 (columns 3 ↔ 1): collisions fall to 2"; drawn: "Swap rows 2 and 4: collisions fall to 2" | Rolfe; Sosič & Gu's QS1, QS4 |
//! | [`Event::SelectRow`] | "MRV picks row 3: 2 squares left in its domain, the fewest" (or "not attacked", domains unpruned) | AIMA §6.3.1 |
//! | [`Event::Prune`] | "Forward checking removes 5 squares from the empty rows' domains, numbered 1"; "Arc consistency (AC-3) removes 2 squares more, left without a support, numbered 1"; nothing when it removed nothing | AIMA §6.3.2, §6.2.2 |
//! | [`Event::Propose`] | "Proposed at T = 1.998: row 2’s queen from column 3 to column 5, h 4 → 5 (ΔE = −1)" | AIMA §4.1.2 |
//! | [`Event::Accept`] | "Taken: the move is better (ΔE = +1 ≥ 0, h 4 → 3)" (or "no worse"); "Taken although worse: the draw 0.123 fell below e^(ΔE/T) = e^(−1/1.998) = 61 %" | AIMA §4.1.2 |
//! | [`Event::Refuse`] | with odds: "Refused: the draw 0.923 was not below e^(ΔE/T) = e^(−1/1.998) = 61 %; h stays 4"; a swap tested over a pass: "Swapping rows 2 and 4 would not reduce the collisions — keep them"; drawn: "… would not reduce the collisions" | AIMA §4.1.2; Sosič & Gu |
//! | [`Event::Stuck`] | a local minimum: "Local minimum: h = 1, and every successor is worse (the best has h = 2)"; a plateau: "Stuck on a plateau: h = 1, no successor is better, and no sideways move is left", each "; the climb stops after 4 moves. A random restart follows." (or ", unsolved (restarts are off)."); cooled: "Cooled: T = 0.0001 is below the floor with h = 2; the run stops unsolved, and a fresh run follows"; no progress: "A full pass found no improving swap with 2 collisions left — new permutation" (collisions counted) | AIMA §4.1.1–4.1.2; Sosič & Gu; Minton et al. |
//! | [`Event::SelectParents`], [`Event::Crossover`], [`Event::Mutate`] | one sentence for the child: "Child 3: parents 5 (fitness 22) and 1 (fitness 24) cross after row 4; mutation: row 2 to column 7; fitness 23" (", its own column: the board unchanged" when the column is its own) | AIMA §4.1.4 |
//! | [`Event::Generation`] | "Generation 2: the children replace the population; best fitness 25, mean 21.45" | AIMA §4.1.4 |
//! | [`Event::Solution`] | by how it was found: "Solution 2: every row has a queen (columns 3,1,4,2)"; "Solution: every row has a queen, found in trial 3"; "Solution after 2 permutation vectors and 5 swaps"; "Solution: no collision left, after 2 permutations"; "… after 12 swaps"; "Solution: no queen is attacked, after 9 repair moves"; "Solution: the construction is complete, no search needed"; "Solution: h = 0 after 3 moves of climb 2"; "Solution: h = 0 in run 2"; "Solution: child 4 of generation 9 (bred from generation 8) has every pair non-attacking" (or "board 4 of generation 1" of a fresh population) | OEIS A000170; each algorithm's source |
//! | [`Event::Exhausted`] | "Search complete: 92 solutions in all" ("1 solution", "no solution exists on this board") | OEIS A000170 |
//!
//! Numbers that count the work of a whole run (trials, permutations, attempts, swaps, repair
//! moves, solutions) are written with thousands separators ([`crate::input::grouped`]).

use crate::input::grouped;
use crate::moves::{
    Blocked, Change, Diagonals, Ended, Event, Found, Fresh, Inference, Judged, Pairing, Placement,
    Square, Stuck,
};

/// "s" unless `count` is 1.
fn plural(count: u64) -> &'static str {
    if count == 1 {
        ""
    } else {
        "s"
    }
}

/// "1 square" or "3 squares".
fn squares(count: usize) -> String {
    format!("{count} square{}", plural(count as u64))
}

/// The diagonals in use, in words.
fn diagonals(d: Diagonals) -> &'static str {
    match d {
        Diagonals::Difference => "a row − column diagonal",
        Diagonals::Sum => "a row + column diagonal",
        Diagonals::Both => "both diagonals",
    }
}

/// ΔE with its sign, AIMA's: "+4" for a move that lowers h by 4, "0", "−3" (a true minus
/// sign) for a worse move.
fn signed(delta_e: i64) -> String {
    match delta_e {
        0 => "0".to_string(),
        d if d > 0 => format!("+{d}"),
        d => format!("−{}", -d),
    }
}

/// A chance in percent: whole from 10 % (and 0), one decimal from 0.1 %, else in
/// scientific notation.
fn percent(p: f64) -> String {
    let pct = p * 100.0;
    if pct >= 10.0 || pct == 0.0 {
        format!("{pct:.0} %")
    } else if pct >= 0.1 {
        format!("{pct:.1} %")
    } else {
        format!("{pct:.2e} %")
    }
}

/// "; 3 squares above marked 2" for the queen of 0-based `row` that marked `marked` ("above"
/// only when every one is above it, as in the walkthrough; with MRV some may be below).
fn marked_suffix(row: usize, marked: &[Square]) -> String {
    let place = if marked.iter().all(|s| s.row > row) {
        " above"
    } else {
        ""
    };
    match marked.len() {
        0 => String::new(),
        k => format!("; {k} square{}{place} marked {}", plural(k as u64), row + 1),
    }
}

/// The sentence of a square tried, 1-based, "Row …" (or "Backtracking: row …" in a trial).
fn tried(square: Square, attacked_by: Option<usize>, trial: Option<u64>) -> String {
    let row = if trial.is_some() {
        "Backtracking: row"
    } else {
        "Row"
    };
    let (r, c) = (square.row + 1, square.col + 1);
    match attacked_by {
        Some(by) => format!(
            "{row} {r}, column {c} is attacked by the queen in row {} — move along",
            by + 1
        ),
        None => format!("{row} {r}, column {c} is safe"),
    }
}

/// The caption of a move made of `events` (the move's [`crate::solver::StepSolver::events`];
/// "" at the start), on the board it leaves, `columns` (row `r`'s 0-based column, as
/// [`crate::solver::StepSolver::columns`] gives them; a solution of a search names them):
/// each event's sentence, from its data, joined with ". " (see the [module docs](self)'s
/// table). Rows and columns are 1-based.
pub fn caption_of(events: &[Event], columns: &[u32]) -> String {
    let mut caption = String::new();
    let mut i = 0;
    while i < events.len() {
        let next = events.get(i + 1);
        // The next event, when this one's sentence says it too.
        let mut says_next = false;
        let (joint, sentence) = match &events[i] {
            Event::Try {
                square,
                attacked_by,
                trial,
            } => {
                let mut sentence = tried(*square, *attacked_by, *trial);
                if let (
                    None,
                    Some(Event::Place {
                        square: placed,
                        how: Placement::Search { marked },
                    }),
                ) = (attacked_by, next)
                {
                    if placed == square {
                        sentence.push_str(" — queen placed");
                        // (A Las Vegas trial's captions count no marks.)
                        if trial.is_none() {
                            sentence.push_str(&marked_suffix(square.row, marked));
                        }
                        says_next = true;
                    }
                }
                (". ", sentence)
            }
            Event::Place { square, how } => {
                let (r, c) = (square.row + 1, square.col + 1);
                let sentence = match how {
                    Placement::Search { marked } => format!(
                        "Queen placed in row {r}, column {c}{}",
                        marked_suffix(square.row, marked)
                    ),
                    Placement::Random { among } => format!(
                        "Row {r}: column {c} drawn at random from {} unattacked square{}",
                        among.len(),
                        plural(among.len() as u64)
                    ),
                    Placement::ConflictFree {
                        free,
                        swaps: Some(swaps),
                        ..
                    } => format!(
                        "Start: row {r} keeps column {c} after {swaps} swap{}{}",
                        plural(*swaps),
                        if *free {
                            ", on free diagonals"
                        } else {
                            ", still attacked"
                        }
                    ),
                    Placement::ConflictFree {
                        swaps: None,
                        conflicts,
                        ..
                    } => format!(
                        "Start: row {r} takes column {c} with {conflicts} conflict{}",
                        plural(u64::from(*conflicts))
                    ),
                    Placement::Formula => {
                        format!("Row {r}: the formula puts the queen in column {c}")
                    }
                };
                (". ", sentence)
            }
            Event::Lift { square, cleared } => {
                let mut sentence = format!(
                    "The queen in row {} leaves column {}",
                    square.row + 1,
                    square.col + 1
                );
                match cleared {
                    0 => {}
                    1 => sentence.push_str("; its 1 mark is cleared"),
                    k => sentence.push_str(&format!("; its {k} marks are cleared")),
                }
                (". ", sentence)
            }
            Event::DeadEnd { row, why, trial } => {
                let r = row + 1;
                let lifted = match next {
                    Some(Event::Lift { square, .. }) => Some(*square),
                    _ => None,
                };
                let sentence = match (why, trial, lifted) {
                    (Blocked::Tried, None, Some(lift)) => {
                        format!(
                            "Row {r} has no safe square left — back to row {}",
                            lift.row + 1
                        )
                    }
                    (Blocked::Tried, Some(_), Some(lift)) => {
                        says_next = true;
                        format!(
                            "Row {r} has no safe square left — the queen in row {} leaves column {}",
                            lift.row + 1,
                            lift.col + 1
                        )
                    }
                    (Blocked::Tried, Some(trial), None) => format!(
                        "Row {r}, the first row the backtracking fills, has no safe square left — \
                         trial {} failed",
                        grouped(*trial)
                    ),
                    (Blocked::Tried, None, None) => format!("Row {r} has no safe square left"),
                    (Blocked::NoneUnattacked, trial, _) => {
                        let mut sentence = format!("Row {r} has no unattacked square");
                        if let Some(trial) = trial {
                            sentence
                                .push_str(&format!(" — trial {} is a dead end", grouped(*trial)));
                        }
                        sentence
                    }
                    (Blocked::NoLaterRow { diagonals: d }, _, _) => format!(
                        "Row {r} is on {} in use and no later row is left to swap — the vector \
                         fails",
                        diagonals(*d)
                    ),
                };
                (". ", sentence)
            }
            Event::WipeOut { row, by } => (
                ". ",
                format!(
                    "Row {} has no square left in its domain: a wipe-out — the queen of row {} \
                     moves along",
                    row + 1,
                    by + 1
                ),
            ),
            Event::Restart {
                from,
                number,
                after,
                h,
                collisions,
            } => {
                let sentence = match (from, after, collisions) {
                    (Fresh::EmptyBoard, Some(Ended::MovesUsed), _) => format!(
                        "Too many moves: a new greedy start (attempt {})",
                        grouped(*number)
                    ),
                    (Fresh::EmptyBoard, _, _) => {
                        format!("Board cleared: trial {} starts", grouped(*number))
                    }
                    (Fresh::Permutation, _, Some(c)) => format!(
                        "Permutation {}: a random placement with {c} collision{}",
                        grouped(*number),
                        plural(*c)
                    ),
                    (Fresh::Permutation, Some(Ended::TestsUsed), None) => format!(
                        "Too many tests: new permutation (attempt {})",
                        grouped(*number)
                    ),
                    (Fresh::Permutation, _, None) => {
                        format!("Permutation vector {number}: the queens are shuffled")
                    }
                    (Fresh::RandomBoard, after, _) => {
                        let (head, unit) = match after {
                            Some(Ended::Stuck) => ("Random restart", "climb"),
                            _ => ("Restart", "run"),
                        };
                        let mut sentence =
                            format!("{head}: {unit} {number} starts from a fresh random board");
                        if let Some(h) = h {
                            sentence.push_str(&format!(", h = {h}"));
                        }
                        sentence
                    }
                    (Fresh::Population, _, _) => format!(
                        "Restart: the run used its generations unsolved; run {number} starts \
                         from a fresh random population"
                    ),
                };
                (". ", sentence)
            }
            Event::Check { square } => (
                ". ",
                format!(
                    "Row {}, column {} is on two free diagonals — flag them in use",
                    square.row + 1,
                    square.col + 1
                ),
            ),
            Event::MoveQueen {
                row,
                from,
                to,
                judged,
                ..
            } => {
                let (r, a, b) = (row + 1, from + 1, to + 1);
                let sentence = match judged {
                    Some(Judged::H {
                        before,
                        after,
                        tied,
                    }) => {
                        let mut sentence = if after == before {
                            format!(
                                "Sideways move on a plateau: row {r}’s queen from column {a} to \
                                 column {b}; h stays {after}"
                            )
                        } else {
                            format!(
                                "Row {r}’s queen moves from column {a} to column {b}: h falls \
                                 from {before} to {after}"
                            )
                        };
                        if *tied > 1 {
                            sentence.push_str(&format!(
                                " (one of {tied} best successors, drawn at random)"
                            ));
                        }
                        Some(sentence)
                    }
                    Some(Judged::Conflicts { there, pairs }) if from == to => Some(format!(
                        "Row {r}'s queen stays in column {a}: no square of its row has fewer \
                         than {there} conflict{}; {pairs} conflicting pair{} left",
                        plural(u64::from(*there)),
                        plural(*pairs)
                    )),
                    Some(Judged::Conflicts { there, pairs }) => Some(format!(
                        "Row {r}'s queen moves from column {a} to {b} ({there} conflict{} \
                         there); {pairs} conflicting pair{} left",
                        plural(u64::from(*there)),
                        plural(*pairs)
                    )),
                    // The change an acceptance just took: its sentence says it.
                    None if i > 0 && matches!(events[i - 1], Event::Accept { .. }) => None,
                    None => Some(format!(
                        "Row {r}’s queen moves from column {a} to column {b}"
                    )),
                };
                match sentence {
                    Some(sentence) => (". ", sentence),
                    None => {
                        i += 1;
                        continue;
                    }
                }
            }
            Event::Swap {
                first,
                second,
                pairing,
                collisions,
            } => {
                let fall = collisions
                    .map(|c| format!(": collisions fall to {c}"))
                    .unwrap_or_default();
                let sentence = match pairing {
                    // The first queen clashed and took the second's column.
                    Pairing::InUse { diagonals: d } => format!(
                        "Row {}, column {} is on {} in use — swap with row {}: column {} ↔ {}",
                        first.row + 1,
                        second.col + 1,
                        diagonals(*d),
                        second.row + 1,
                        second.col + 1,
                        first.col + 1
                    ),
                    Pairing::Pass => format!(
                        "Swap rows {} and {} (columns {} ↔ {}){fall}",
                        first.row + 1,
                        second.row + 1,
                        second.col + 1,
                        first.col + 1
                    ),
                    Pairing::Drawn => {
                        format!("Swap rows {} and {}{fall}", first.row + 1, second.row + 1)
                    }
                };
                (". ", sentence)
            }
            Event::SelectRow {
                row,
                remaining,
                pruned,
            } => (
                ". ",
                format!(
                    "MRV picks row {}: {} {}, the fewest",
                    row + 1,
                    squares(*remaining),
                    if *pruned {
                        "left in its domain"
                    } else {
                        "not attacked"
                    }
                ),
            ),
            Event::Prune { squares: s, .. } if s.is_empty() => {
                i += 1;
                continue;
            }
            Event::Prune {
                squares: s,
                by,
                how,
            } => (
                ". ",
                match how {
                    Inference::ForwardChecking => format!(
                        "Forward checking removes {} from the empty rows' domains, numbered {}",
                        squares(s.len()),
                        by + 1
                    ),
                    Inference::ArcConsistency => format!(
                        "Arc consistency (AC-3) removes {} more, left without a support, \
                         numbered {}",
                        squares(s.len()),
                        by + 1
                    ),
                },
            ),
            Event::Propose {
                change,
                delta_e,
                temperature,
                h,
                ..
            } => (
                ". ",
                match change {
                    Change::Move { row, from, to } => format!(
                        "Proposed at T = {temperature:.3}: row {}’s queen from column {} to \
                         column {}, h {h} → {} (ΔE = {})",
                        row + 1,
                        from + 1,
                        to + 1,
                        *h as i64 - delta_e,
                        signed(*delta_e)
                    ),
                    Change::Swap { first, second } => format!(
                        "Proposed at T = {temperature:.3}: rows {} and {} swap, h {h} → {} \
                         (ΔE = {})",
                        first.row + 1,
                        second.row + 1,
                        *h as i64 - delta_e,
                        signed(*delta_e)
                    ),
                },
            ),
            Event::Accept { draw, odds, .. } => (
                ". ",
                match (odds, draw) {
                    (Some(o), None) => format!(
                        "Taken: the move is {} (ΔE = {} ≥ 0, h {} → {})",
                        if o.delta_e > 0 { "better" } else { "no worse" },
                        signed(o.delta_e),
                        o.h,
                        o.h as i64 - o.delta_e
                    ),
                    (Some(o), Some(draw)) => format!(
                        "Taken although worse: the draw {draw:.3} fell below e^(ΔE/T) = \
                         e^({}/{:.3}) = {}",
                        signed(o.delta_e),
                        o.temperature,
                        percent(o.chance)
                    ),
                    (None, _) => "Taken".to_string(),
                },
            ),
            Event::Refuse {
                change,
                draw,
                odds,
                pairing,
            } => {
                let sentence = match (odds, draw, change) {
                    (Some(o), Some(draw), _) => format!(
                        "Refused: the draw {draw:.3} was not below e^(ΔE/T) = e^({}/{:.3}) = {}; \
                         h stays {}",
                        signed(o.delta_e),
                        o.temperature,
                        percent(o.chance),
                        o.h
                    ),
                    (_, _, Change::Swap { first, second }) => format!(
                        "Swapping rows {} and {} would not reduce the collisions{}",
                        first.row + 1,
                        second.row + 1,
                        if *pairing == Some(Pairing::Pass) {
                            " — keep them"
                        } else {
                            ""
                        }
                    ),
                    (_, _, Change::Move { row, from, to }) => format!(
                        "Refused: row {}’s queen stays in column {} (not column {})",
                        row + 1,
                        from + 1,
                        to + 1
                    ),
                };
                (". ", sentence)
            }
            Event::Stuck {
                why,
                h,
                best,
                moves,
                restarts,
                temperature,
                collisions,
            } => {
                let h = h.unwrap_or_default();
                let sentence = match why {
                    Stuck::LocalMinimum | Stuck::Plateau => {
                        let mut sentence = if *why == Stuck::LocalMinimum {
                            format!(
                                "Local minimum: h = {h}, and every successor is worse (the best \
                                 has h = {})",
                                best.unwrap_or_default()
                            )
                        } else {
                            format!(
                                "Stuck on a plateau: h = {h}, no successor is better, and no \
                                 sideways move is left"
                            )
                        };
                        if let Some(moves) = moves {
                            sentence.push_str(&format!(
                                "; the climb stops after {moves} move{}",
                                plural(*moves)
                            ));
                        }
                        match restarts {
                            Some(true) => sentence.push_str(". A random restart follows."),
                            Some(false) => sentence.push_str(", unsolved (restarts are off)."),
                            None => {}
                        }
                        sentence
                    }
                    Stuck::Cooled => format!(
                        "Cooled: T = {:.4} is below the floor with h = {h}; the run stops \
                         unsolved, and a fresh run follows",
                        temperature.unwrap_or_default()
                    ),
                    Stuck::NoProgress => {
                        let c = collisions.unwrap_or_default();
                        format!(
                            "A full pass found no improving swap with {c} collision{} left — new \
                             permutation",
                            plural(c)
                        )
                    }
                };
                (". ", sentence)
            }
            Event::SelectParents {
                parents,
                fitness,
                child,
            } => (
                ". ",
                format!(
                    "Child {}: parents {} (fitness {}) and {} (fitness {})",
                    child + 1,
                    parents[0] + 1,
                    fitness[0],
                    parents[1] + 1,
                    fitness[1]
                ),
            ),
            Event::Crossover { at, fitness } => {
                let mut clause = format!("cross after row {at}");
                if !matches!(next, Some(Event::Mutate { .. })) {
                    clause.push_str(&format!("; fitness {fitness}"));
                }
                (" ", clause)
            }
            Event::Mutate {
                row,
                from,
                to,
                fitness,
            } => {
                let mut clause = format!("mutation: row {} to column {}", row + 1, to + 1);
                if from == to {
                    clause.push_str(", its own column: the board unchanged");
                }
                clause.push_str(&format!("; fitness {fitness}"));
                ("; ", clause)
            }
            Event::Generation {
                number,
                best,
                mean_hundredths,
            } => (
                ". ",
                format!(
                    "Generation {number}: the children replace the population; best fitness \
                     {best}, mean {}.{:02}",
                    mean_hundredths / 100,
                    mean_hundredths % 100
                ),
            ),
            Event::Solution { found, .. } => (". ", solution(found, columns)),
            Event::Exhausted { solutions } => (
                ". ",
                match solutions {
                    0 => "Search complete: no solution exists on this board".to_string(),
                    1 => "Search complete: 1 solution in all".to_string(),
                    k => format!("Search complete: {} solutions in all", grouped(*k)),
                },
            ),
        };
        if !caption.is_empty() {
            caption.push_str(joint);
        }
        caption.push_str(&sentence);
        i += if says_next { 2 } else { 1 };
    }
    caption
}

/// The sentence of a solution found so, on the board `columns`.
fn solution(found: &Found, columns: &[u32]) -> String {
    match *found {
        Found::Search { number } => {
            let listed: Vec<String> = columns.iter().map(|c| (c + 1).to_string()).collect();
            format!(
                "Solution {}: every row has a queen (columns {})",
                grouped(number),
                listed.join(",")
            )
        }
        Found::Trial { number } => format!(
            "Solution: every row has a queen, found in trial {}",
            grouped(number)
        ),
        Found::Vectors { vectors, swaps } => format!(
            "Solution after {} permutation vector{} and {} swap{}",
            grouped(vectors),
            plural(vectors),
            grouped(swaps),
            plural(swaps)
        ),
        Found::Permutation { number } => format!(
            "Solution: no collision left, after {} permutation{}",
            grouped(number),
            plural(number)
        ),
        Found::Swaps { swaps } => format!(
            "Solution: no collision left, after {} swaps",
            grouped(swaps)
        ),
        Found::Repairs { moves } => format!(
            "Solution: no queen is attacked, after {} repair moves",
            grouped(moves)
        ),
        Found::Formula => "Solution: the construction is complete, no search needed".to_string(),
        Found::Climb { climb, moves } => format!(
            "Solution: h = 0 after {moves} move{} of climb {climb}",
            plural(moves)
        ),
        Found::Run { run } => format!("Solution: h = 0 in run {run}"),
        Found::Generation {
            generation,
            index,
            child: true,
        } => format!(
            "Solution: child {} of generation {generation} (bred from generation {}) has every \
             pair non-attacking",
            index + 1,
            generation - 1
        ),
        Found::Generation {
            generation, index, ..
        } => format!(
            "Solution: board {} of generation {generation} has every pair non-attacking",
            index + 1
        ),
    }
}
