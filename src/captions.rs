//! The caption of a move, the words under the board, derived from the move's events: one
//! function, [`caption_of`], written once per event kind, knowing no algorithm.
//!
//! Every algorithm reports each move as events of the one vocabulary ([`crate::moves`]); the
//! caption is composed here from their data, so an algorithm writes no caption of its own.
//! It is composed as messages of the catalogs (issue 42: `locales/<lang>/captions.ftl`, ids
//! `caption-…`; [`crate::message::Message`]), never English: each event gives one sentence
//! (a clause for the parts of a genetic child), built from its fields alone, rows and columns
//! 1-based; a move's sentences are joined into one message by the joints' messages, since
//! each language punctuates its own way (`caption-joined`, English ". ", Chinese "。";
//! `caption-joined-clause`, " "; `caption-joined-semicolon`, "; "). The page formats it with
//! `www/i18n.js`'s `say` (`www/narration.js`), the CLI and the tests with [`crate::l10n`]
//! ([`caption_text`]). The table shows each sentence in English, the catalog's. Where two
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
//! Numbers are passed as numbers, written the language's way: those that count the work of a
//! whole run (trials, permutations, attempts, swaps, repair moves, solutions) with thousands
//! separators, rows, columns, h and the like without (`NUMBER($row, useGrouping: "false")` in
//! the catalogs); T and the draws with three decimals, the chance of a worse move in percent
//! (whole from 10 %, one decimal from 0.1 %, else a mantissa and a power of ten), all
//! rounded here as Rust's formatting rounds them so every language shows the same digits;
//! ΔE's sign (a true minus sign) is the message's select. A solution's columns ("3,1,4,2") are
//! data, passed as text.

use crate::message::Message;
use crate::moves::{
    Blocked, Change, Diagonals, Ended, Event, Found, Fresh, Inference, Judged, Pairing, Placement,
    Square, Stuck,
};

/// How a sentence (or a clause) joins the caption before it: each is a message of the
/// catalogs, since each language punctuates its own way (English ". ", Chinese "。").
#[derive(Clone, Copy)]
enum Joint {
    /// A new sentence: `caption-joined` (English ". ").
    Sentence,
    /// A clause going on without a sign: `caption-joined-clause` (English " ").
    Clause,
    /// A clause after a semicolon: `caption-joined-semicolon` (English "; ").
    Semicolon,
}

/// A row or column, 0-based, as the 1-based number the captions show.
fn one(index: usize) -> u64 {
    index as u64 + 1
}

/// "yes" or "no", for a message's select.
fn yes(flag: bool) -> &'static str {
    if flag {
        "yes"
    } else {
        "no"
    }
}

/// The diagonals in use, as the catalogs' select reads them.
fn diagonals(d: Diagonals) -> &'static str {
    match d {
        Diagonals::Difference => "difference",
        Diagonals::Sum => "sum",
        Diagonals::Both => "both",
    }
}

/// The empty text (`caption-empty`): an optional clause left out.
fn empty() -> Message {
    Message::new("caption-empty")
}

/// ΔE with AIMA's sign (`caption-delta-e`): "+4" for a move that lowers h by 4, "0", "−3"
/// (a true minus sign) for a worse move; the sign is the message's select, `size` the number.
fn signed(delta_e: i64) -> Message {
    let sign = match delta_e {
        0 => "zero",
        d if d > 0 => "plus",
        _ => "minus",
    };
    Message::new("caption-delta-e")
        .arg("sign", sign)
        .arg("size", delta_e.unsigned_abs())
}

/// A number rounded to `digits` decimals (as Rust's `{:.digits$}` writes it), so that the
/// language's formatting with that many digits shows the same digits.
fn rounded(value: f64, digits: usize) -> f64 {
    format!("{value:.digits$}").parse().unwrap_or(value)
}

/// A chance in percent: whole from 10 % (and 0, `caption-percent-whole`), one decimal from
/// 0.1 % (`caption-percent-tenths`), else in scientific notation (`caption-percent-tiny`: its
/// mantissa with two decimals and its power of ten).
fn percent(p: f64) -> Message {
    let pct = p * 100.0;
    if pct >= 10.0 || pct == 0.0 {
        Message::new("caption-percent-whole").arg("percent", rounded(pct, 0))
    } else if pct >= 0.1 {
        Message::new("caption-percent-tenths").arg("percent", rounded(pct, 1))
    } else {
        let written = format!("{pct:.2e}");
        let (mantissa, exponent) = written.split_once('e').unwrap_or((&written, "0"));
        Message::new("caption-percent-tiny")
            .arg("mantissa", mantissa.parse::<f64>().unwrap_or(0.0))
            .arg("exponent", exponent.parse::<i32>().unwrap_or(0))
    }
}

/// The marks a queen of 0-based `row` made, as the clause after its placement
/// (`caption-marked`: "; 3 squares above marked 2", "above" only when every one is above it,
/// as in the walkthrough; with MRV some may be below), or none.
fn marked_clause(row: usize, marked: &[Square]) -> Message {
    if marked.is_empty() {
        return empty();
    }
    Message::new("caption-marked")
        .arg("count", marked.len())
        .arg("above", yes(marked.iter().all(|s| s.row > row)))
        .arg("row", one(row))
}

/// The sentence of a square tried, 1-based, "Row …" (or "Backtracking: row …" in a trial).
fn tried(square: Square, attacked_by: Option<usize>, trial: Option<u64>) -> Message {
    let id = match (attacked_by, trial) {
        (Some(_), None) => "caption-try-attacked",
        (Some(_), Some(_)) => "caption-trial-try-attacked",
        (None, None) => "caption-try-safe",
        (None, Some(_)) => "caption-trial-try-safe",
    };
    let m = Message::new(id)
        .arg("row", one(square.row))
        .arg("col", one(square.col));
    match attacked_by {
        Some(by) => m.arg("by", one(by)),
        None => m,
    }
}

/// The caption of a move made of `events` (the move's [`crate::solver::StepSolver::events`];
/// none at the start), on the board it leaves, `columns` (row `r`'s 0-based column, as
/// [`crate::solver::StepSolver::columns`] gives them; a solution of a search names them):
/// each event's sentence, from its data, as a message of the catalogs (see the
/// [module docs](self)'s table), joined into one by the joints' messages. Rows and columns are 1-based.
pub fn caption_of(events: &[Event], columns: &[u32]) -> Option<Message> {
    joined(sentences_of(events, columns))
}

/// The sentences (and clauses) of [`caption_of`], each with how it joins the one before.
fn sentences_of(events: &[Event], columns: &[u32]) -> Vec<(Joint, Message)> {
    let mut out = Vec::new();
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
                        sentence = match trial {
                            // (A Las Vegas trial's captions count no marks.)
                            Some(_) => Message::new("caption-trial-try-placed"),
                            None => Message::new("caption-try-placed")
                                .arg("marks", marked_clause(square.row, marked)),
                        }
                        .arg("row", one(square.row))
                        .arg("col", one(square.col));
                        says_next = true;
                    }
                }
                (Joint::Sentence, sentence)
            }
            Event::Place { square, how } => {
                let m = |id| {
                    Message::new(id)
                        .arg("row", one(square.row))
                        .arg("col", one(square.col))
                };
                let sentence = match how {
                    Placement::Search { marked } => {
                        m("caption-placed").arg("marks", marked_clause(square.row, marked))
                    }
                    Placement::Random { among } => {
                        m("caption-placed-random").arg("among", among.len())
                    }
                    Placement::ConflictFree {
                        free,
                        swaps: Some(swaps),
                        ..
                    } => m("caption-placed-kept")
                        .arg("swaps", *swaps)
                        .arg("free", yes(*free)),
                    Placement::ConflictFree {
                        swaps: None,
                        conflicts,
                        ..
                    } => m("caption-placed-conflicts").arg("conflicts", *conflicts),
                    Placement::Formula => m("caption-placed-formula"),
                };
                (Joint::Sentence, sentence)
            }
            Event::Lift { square, cleared } => (
                Joint::Sentence,
                Message::new("caption-lift")
                    .arg("row", one(square.row))
                    .arg("col", one(square.col))
                    .arg("cleared", *cleared),
            ),
            Event::DeadEnd { row, why, trial } => {
                let r = one(*row);
                let lifted = match next {
                    Some(Event::Lift { square, .. }) => Some(*square),
                    _ => None,
                };
                let sentence = match (why, trial, lifted) {
                    (Blocked::Tried, None, Some(lift)) => Message::new("caption-dead-end-back")
                        .arg("row", r)
                        .arg("back", one(lift.row)),
                    (Blocked::Tried, Some(_), Some(lift)) => {
                        says_next = true;
                        Message::new("caption-trial-dead-end-lift")
                            .arg("row", r)
                            .arg("lifted-row", one(lift.row))
                            .arg("lifted-col", one(lift.col))
                    }
                    (Blocked::Tried, Some(trial), None) => Message::new("caption-trial-failed")
                        .arg("row", r)
                        .arg("trial", *trial),
                    (Blocked::Tried, None, None) => Message::new("caption-dead-end").arg("row", r),
                    (Blocked::NoneUnattacked, Some(trial), _) => {
                        Message::new("caption-trial-none-unattacked")
                            .arg("row", r)
                            .arg("trial", *trial)
                    }
                    (Blocked::NoneUnattacked, None, _) => {
                        Message::new("caption-none-unattacked").arg("row", r)
                    }
                    (Blocked::NoLaterRow { diagonals: d }, _, _) => {
                        Message::new("caption-no-later-row")
                            .arg("row", r)
                            .arg("diagonals", diagonals(*d))
                    }
                };
                (Joint::Sentence, sentence)
            }
            Event::WipeOut { row, by } => (
                Joint::Sentence,
                Message::new("caption-wipe-out")
                    .arg("row", one(*row))
                    .arg("by", one(*by)),
            ),
            Event::Restart {
                from,
                number,
                after,
                h,
                collisions,
            } => {
                let sentence = match (from, after, collisions) {
                    (Fresh::EmptyBoard, Some(Ended::MovesUsed), _) => {
                        Message::new("caption-restart-moves-used")
                    }
                    (Fresh::EmptyBoard, _, _) => Message::new("caption-restart-trial"),
                    (Fresh::Permutation, _, Some(c)) => {
                        Message::new("caption-restart-collisions").arg("collisions", *c)
                    }
                    (Fresh::Permutation, Some(Ended::TestsUsed), None) => {
                        Message::new("caption-restart-tests-used")
                    }
                    (Fresh::Permutation, _, None) => Message::new("caption-restart-vector"),
                    (Fresh::RandomBoard, after, _) => {
                        let climb = matches!(after, Some(Ended::Stuck));
                        match (climb, h) {
                            (true, Some(h)) => Message::new("caption-restart-climb-h").arg("h", *h),
                            (true, None) => Message::new("caption-restart-climb"),
                            (false, Some(h)) => Message::new("caption-restart-run-h").arg("h", *h),
                            (false, None) => Message::new("caption-restart-run"),
                        }
                    }
                    (Fresh::Population, _, _) => Message::new("caption-restart-population"),
                };
                (Joint::Sentence, sentence.arg("number", *number))
            }
            Event::Check { square } => (
                Joint::Sentence,
                Message::new("caption-check")
                    .arg("row", one(square.row))
                    .arg("col", one(square.col)),
            ),
            Event::MoveQueen {
                row,
                from,
                to,
                judged,
                ..
            } => {
                let m = |id| {
                    Message::new(id)
                        .arg("row", one(*row))
                        .arg("from", one(*from))
                        .arg("to", one(*to))
                };
                let sentence = match judged {
                    Some(Judged::H {
                        before,
                        after,
                        tied,
                    }) => Some(if after == before {
                        m("caption-sideways").arg("h", *after).arg("tied", *tied)
                    } else {
                        m("caption-move-h")
                            .arg("before", *before)
                            .arg("after", *after)
                            .arg("tied", *tied)
                    }),
                    Some(Judged::Conflicts { there, pairs }) if from == to => Some(
                        m("caption-stays-conflicts")
                            .arg("there", *there)
                            .arg("pairs", *pairs),
                    ),
                    Some(Judged::Conflicts { there, pairs }) => Some(
                        m("caption-move-conflicts")
                            .arg("there", *there)
                            .arg("pairs", *pairs),
                    ),
                    // The change an acceptance just took: its sentence says it.
                    None if i > 0 && matches!(events[i - 1], Event::Accept { .. }) => None,
                    None => Some(m("caption-move")),
                };
                match sentence {
                    Some(sentence) => (Joint::Sentence, sentence),
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
                let fall = |m: Message, id_fall| match collisions {
                    Some(c) => Message { id: id_fall, ..m }.arg("collisions", *c),
                    None => m,
                };
                let sentence = match pairing {
                    // The first queen clashed and took the second's column.
                    Pairing::InUse { diagonals: d } => Message::new("caption-swap-in-use")
                        .arg("row", one(first.row))
                        .arg("col", one(second.col))
                        .arg("diagonals", diagonals(*d))
                        .arg("other", one(second.row))
                        .arg("to", one(first.col)),
                    Pairing::Pass => fall(
                        Message::new("caption-swap-pass")
                            .arg("first", one(first.row))
                            .arg("second", one(second.row))
                            .arg("from", one(second.col))
                            .arg("to", one(first.col)),
                        "caption-swap-pass-fall",
                    ),
                    Pairing::Drawn => fall(
                        Message::new("caption-swap-drawn")
                            .arg("first", one(first.row))
                            .arg("second", one(second.row)),
                        "caption-swap-drawn-fall",
                    ),
                };
                (Joint::Sentence, sentence)
            }
            Event::SelectRow {
                row,
                remaining,
                pruned,
            } => (
                Joint::Sentence,
                Message::new("caption-mrv")
                    .arg("row", one(*row))
                    .arg("remaining", *remaining)
                    .arg("pruned", yes(*pruned)),
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
                Joint::Sentence,
                Message::new(match how {
                    Inference::ForwardChecking => "caption-forward-checking",
                    Inference::ArcConsistency => "caption-arc-consistency",
                })
                .arg("count", s.len())
                .arg("by", one(*by)),
            ),
            Event::Propose {
                change,
                delta_e,
                temperature,
                h,
                ..
            } => {
                let m = match change {
                    Change::Move { row, from, to } => Message::new("caption-propose-move")
                        .arg("row", one(*row))
                        .arg("from", one(*from))
                        .arg("to", one(*to)),
                    Change::Swap { first, second } => Message::new("caption-propose-swap")
                        .arg("first", one(first.row))
                        .arg("second", one(second.row)),
                };
                (
                    Joint::Sentence,
                    m.arg("t", rounded(*temperature, 3))
                        .arg("h", *h)
                        .arg("next", *h as i64 - delta_e)
                        .arg("delta", signed(*delta_e)),
                )
            }
            Event::Accept { draw, odds, .. } => (
                Joint::Sentence,
                match (odds, draw) {
                    (Some(o), None) => Message::new("caption-taken")
                        .arg("better", yes(o.delta_e > 0))
                        .arg("delta", signed(o.delta_e))
                        .arg("h", o.h)
                        .arg("next", o.h as i64 - o.delta_e),
                    (Some(o), Some(draw)) => Message::new("caption-taken-worse")
                        .arg("draw", rounded(*draw, 3))
                        .arg("delta", signed(o.delta_e))
                        .arg("t", rounded(o.temperature, 3))
                        .arg("chance", percent(o.chance)),
                    (None, _) => Message::new("caption-taken-plain"),
                },
            ),
            Event::Refuse {
                change,
                draw,
                odds,
                pairing,
            } => {
                let sentence = match (odds, draw, change) {
                    (Some(o), Some(draw), _) => Message::new("caption-refused-odds")
                        .arg("draw", rounded(*draw, 3))
                        .arg("delta", signed(o.delta_e))
                        .arg("t", rounded(o.temperature, 3))
                        .arg("chance", percent(o.chance))
                        .arg("h", o.h),
                    (_, _, Change::Swap { first, second }) => Message::new("caption-refused-swap")
                        .arg("first", one(first.row))
                        .arg("second", one(second.row))
                        .arg("keep", yes(*pairing == Some(Pairing::Pass))),
                    (_, _, Change::Move { row, from, to }) => Message::new("caption-refused-move")
                        .arg("row", one(*row))
                        .arg("from", one(*from))
                        .arg("to", one(*to)),
                };
                (Joint::Sentence, sentence)
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
                        let head = if *why == Stuck::LocalMinimum {
                            Message::new("caption-local-minimum")
                                .arg("h", h)
                                .arg("best", best.unwrap_or_default())
                        } else {
                            Message::new("caption-plateau").arg("h", h)
                        };
                        let stop = match moves {
                            Some(moves) => Message::new("caption-climb-stops").arg("moves", *moves),
                            None => empty(),
                        };
                        let then = match restarts {
                            Some(true) => "restart",
                            Some(false) => "off",
                            None => "none",
                        };
                        Message::new("caption-stuck")
                            .arg("head", head)
                            .arg("stop", stop)
                            .arg("then", then)
                    }
                    Stuck::Cooled => Message::new("caption-cooled")
                        .arg("t", rounded(temperature.unwrap_or_default(), 4))
                        .arg("h", h),
                    Stuck::NoProgress => Message::new("caption-no-progress")
                        .arg("collisions", collisions.unwrap_or_default()),
                };
                (Joint::Sentence, sentence)
            }
            Event::SelectParents {
                parents,
                fitness,
                child,
            } => (
                Joint::Sentence,
                Message::new("caption-parents")
                    .arg("child", one(*child))
                    .arg("first", one(parents[0]))
                    .arg("first-fitness", fitness[0])
                    .arg("second", one(parents[1]))
                    .arg("second-fitness", fitness[1]),
            ),
            Event::Crossover { at, fitness } => (
                Joint::Clause,
                if matches!(next, Some(Event::Mutate { .. })) {
                    Message::new("caption-crossover").arg("at", *at)
                } else {
                    Message::new("caption-crossover-fitness")
                        .arg("at", *at)
                        .arg("fitness", *fitness)
                },
            ),
            Event::Mutate {
                row,
                from,
                to,
                fitness,
            } => (
                Joint::Semicolon,
                Message::new(if from == to {
                    "caption-mutation-own"
                } else {
                    "caption-mutation"
                })
                .arg("row", one(*row))
                .arg("col", one(*to))
                .arg("fitness", *fitness),
            ),
            Event::Generation {
                number,
                best,
                mean_hundredths,
            } => (
                Joint::Sentence,
                Message::new("caption-generation")
                    .arg("number", *number)
                    .arg("best", *best)
                    .arg("mean", *mean_hundredths as f64 / 100.0),
            ),
            Event::Solution { found, .. } => (Joint::Sentence, solution(found, columns)),
            Event::Exhausted { solutions } => (
                Joint::Sentence,
                Message::new("caption-exhausted").arg("solutions", *solutions),
            ),
        };
        out.push((joint, sentence));
        i += if says_next { 2 } else { 1 };
    }
    out
}

/// The sentences `parts` as one message, each joined to those before it by its joint's
/// message (`caption-joined`, `caption-joined-clause`, `caption-joined-semicolon`, each with
/// `$before` and `$after`); None for none.
fn joined(parts: Vec<(Joint, Message)>) -> Option<Message> {
    let mut parts = parts.into_iter();
    let (_, first) = parts.next()?;
    Some(parts.fold(first, |before, (joint, after)| {
        Message::new(match joint {
            Joint::Sentence => "caption-joined",
            Joint::Clause => "caption-joined-clause",
            Joint::Semicolon => "caption-joined-semicolon",
        })
        .arg("before", before)
        .arg("after", after)
    }))
}

/// The sentence of a solution found so, on the board `columns`.
fn solution(found: &Found, columns: &[u32]) -> Message {
    match *found {
        Found::Search { number } => {
            let listed: Vec<String> = columns.iter().map(|c| (c + 1).to_string()).collect();
            Message::new("caption-solution-search")
                .arg("number", number)
                .arg("columns", listed.join(","))
        }
        Found::Trial { number } => Message::new("caption-solution-trial").arg("trial", number),
        Found::Vectors { vectors, swaps } => Message::new("caption-solution-vectors")
            .arg("vectors", vectors)
            .arg("swaps", swaps),
        Found::Permutation { number } => {
            Message::new("caption-solution-permutations").arg("permutations", number)
        }
        Found::Swaps { swaps } => Message::new("caption-solution-swaps").arg("swaps", swaps),
        Found::Repairs { moves } => Message::new("caption-solution-repairs").arg("moves", moves),
        Found::Formula => Message::new("caption-solution-formula"),
        Found::Climb { climb, moves } => Message::new("caption-solution-climb")
            .arg("climb", climb)
            .arg("moves", moves),
        Found::Run { run } => Message::new("caption-solution-run").arg("run", run),
        Found::Generation {
            generation,
            index,
            child: true,
        } => Message::new("caption-solution-child")
            .arg("index", one(index))
            .arg("generation", generation)
            .arg("parents", generation - 1),
        Found::Generation {
            generation, index, ..
        } => Message::new("caption-solution-board")
            .arg("index", one(index))
            .arg("generation", generation),
    }
}

/// [`caption_of`] in the process's language ([`crate::l10n::say`]: English unless the CLI
/// chose another), "" for no events. Native only (the page formats the message itself).
#[cfg(not(target_arch = "wasm32"))]
pub fn caption_text(events: &[Event], columns: &[u32]) -> String {
    caption_of(events, columns)
        .map(|m| crate::l10n::say(&m))
        .unwrap_or_default()
}
