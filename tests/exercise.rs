//! Graded exercises (src/exercise.rs): each family graded against its algorithm on many
//! seeded instances (the algorithm's own steps score 100 %; one changed step scores less and
//! is named), the right answers recounted from the definitions, and completion codes
//! re-graded, with a tampered code refused; a learner's answer key is the questions they are
//! asked, whatever they answer.

use nqueens::exercise::{
    check_code, code_check, Answer, AnswerKey, Ask, ClassCode, Family, Instance, Mode, Question,
    Session,
};
use nqueens::solver::NO_QUEEN;
use proptest::prelude::*;

/// The board of a session as rows of optional 0-based columns.
fn board(session: &Session) -> Vec<Option<usize>> {
    let anim = session.animation();
    let mut rows = vec![None; anim.n()];
    for (r, &c) in anim.columns().iter().enumerate() {
        if c != NO_QUEEN {
            rows[r] = Some(c as usize);
        }
    }
    rows
}

/// Queens attacking square (row, col) from other rows, from the definition.
fn attacks(rows: &[Option<usize>], row: usize, col: usize) -> usize {
    rows.iter()
        .enumerate()
        .filter(|&(r, c)| {
            r != row && c.is_some_and(|c| c == col || c.abs_diff(col) == r.abs_diff(row))
        })
        .count()
}

/// h from the definition: pairs of queens on one column or diagonal.
fn h_of(cols: &[usize]) -> usize {
    let mut h = 0;
    for a in 0..cols.len() {
        for b in a + 1..cols.len() {
            if cols[a] == cols[b] || cols[a].abs_diff(cols[b]) == b - a {
                h += 1;
            }
        }
    }
    h
}

#[path = "common/wrong_answer.rs"]
mod wrong_answer;

/// A wrong answer to `question` on an `n × n` board (the `pick`-th of the candidates).
fn wrong(question: &Question, n: usize, pick: usize) -> Answer {
    wrong_answer::wrong_answer(question, n, pick).expect("a wrong answer exists")
}

/// The family of class code letters `code` ("BT", "FC", …).
fn fam(code: &str) -> Family {
    code.parse().unwrap()
}

/// The instance of learner number `learner` in the class `family` with `seed`.
fn instance(family: Family, seed: u32, learner: u32) -> Instance {
    Instance::personal(ClassCode { family, seed }, &format!("learner {learner}"), 1).unwrap()
}

/// The algorithm's own answers, in order, with the questions.
fn model_run(instance: Instance, mode: Mode) -> (Session, Vec<Question>) {
    let mut session = Session::new(instance, mode).unwrap();
    let mut asked = Vec::new();
    while let Some(q) = session.question().cloned() {
        asked.push(q.clone());
        let verdict = session.answer(q.model.clone());
        assert!(verdict.right, "the model's answer {} is right", q.model);
    }
    (session, asked)
}

fn family() -> impl Strategy<Value = Family> {
    prop::sample::select(Family::all())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// The algorithm's own steps score 100 %, in every mode; one changed step scores one
    /// less, and the first mismatch names it.
    #[test]
    fn the_models_steps_score_all_and_one_changed_step_is_named(
        family in family(), seed in 0u32..ClassCode::SEEDS, learner in 0u32..1000,
        at in any::<prop::sample::Index>(), pick in any::<usize>(),
    ) {
        let instance = instance(family, seed, learner);
        for mode in [Mode::Fix, Mode::Undo, Mode::AtEnd] {
            let (session, asked) = model_run(instance, mode);
            let score = session.score();
            prop_assert!(score.total >= nqueens::exercise::MIN_STEPS);
            prop_assert_eq!(score.total, asked.len());
            prop_assert_eq!(score.right, score.total);
            prop_assert_eq!(score.credit(), 1.0);
            prop_assert!(session.first_mismatch().is_none());
        }
        // One step changed.
        let (_, asked) = model_run(instance, Mode::Fix);
        let changed = at.index(asked.len());
        for mode in [Mode::Fix, Mode::AtEnd, Mode::Undo] {
            let mut session = Session::new(instance, mode).unwrap();
            let mut i = 0;
            while let Some(q) = session.question().cloned() {
                prop_assert_eq!(&q, &asked[i], "the same questions whatever the answers");
                if i == changed {
                    let given = wrong(&q, instance.n, pick);
                    let verdict = session.answer(given);
                    prop_assert!(!verdict.right);
                    prop_assert_eq!(verdict.shown, mode != Mode::AtEnd);
                    if mode == Mode::Undo {
                        prop_assert_eq!(session.question(), Some(&q), "undone: asked again");
                        prop_assert!(session.answer(q.model.clone()).right);
                    }
                } else {
                    session.answer(q.model.clone());
                }
                i += 1;
            }
            let score = session.score();
            prop_assert_eq!(score.right, score.total - 1);
            prop_assert_eq!((score.fixes, score.undos), if mode == Mode::Undo { (0, 1) } else { (1, 0) });
            let first = session.first_mismatch().expect("a mismatch");
            prop_assert_eq!(first.step, changed + 1);
            let summary = session.summary();
            let named = format!("step {}", changed + 1);
            prop_assert!(summary.contains(&named), "{}", summary);
        }
    }

    /// A completion code re-grades to the same score; any one character changed is refused.
    #[test]
    fn completion_codes_regrade_and_refuse_tampering(
        family in family(), seed in 0u32..ClassCode::SEEDS, learner in 0u32..1000,
        wrong_every in 2usize..5, at in any::<prop::sample::Index>(), pick in any::<usize>(),
    ) {
        let class = ClassCode { family, seed };
        let name = format!("Learner {learner}, Room 2");
        let instance = Instance::personal(class, &name, 3).unwrap();
        let mut session = Session::new(instance, Mode::Fix).unwrap();
        let mut i = 0;
        while let Some(q) = session.question().cloned() {
            let answer = if i % wrong_every == 1 { wrong(&q, instance.n, pick) } else { q.model.clone() };
            session.answer(answer);
            i += 1;
        }
        let code = session.completion_code(class, &name, 3, 95);
        let checked = check_code(&code).unwrap();
        prop_assert_eq!(checked.score, session.score());
        prop_assert_eq!(&checked.learner, &name);
        prop_assert_eq!(checked.instance, instance);
        prop_assert!(checked.finished);
        // Tampered: a character of the body changed.
        let (body, _) = code.rsplit_once('~').unwrap();
        let mut bytes = code.clone().into_bytes();
        let i = at.index(body.len());
        bytes[i] = if bytes[i] == b'1' { b'2' } else { b'1' };
        let tampered = String::from_utf8(bytes).unwrap();
        prop_assert!(check_code(&tampered).is_err(), "{} accepted", tampered);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// At the end's grading, a step answered wrong, taken back (*Undo*, after the board
    /// showed the algorithm's step) and answered right is not right at the first try: one
    /// step less right, no step wrong, one undo; its completion code carries the take-back
    /// and re-grades to the same. A right answer taken back and given again stays right at
    /// the first try, and a step of the model answer taken back still voids the credit.
    #[test]
    fn at_the_end_a_wrong_answer_taken_back_is_not_right_at_the_first_try(
        family in family(), seed in 0u32..ClassCode::SEEDS, learner in 0u32..1000,
        at in any::<prop::sample::Index>(), pick in any::<usize>(),
    ) {
        let class = ClassCode { family, seed };
        let name = format!("learner {learner}");
        let instance = Instance::personal(class, &name, 1).unwrap();
        let (_, asked) = model_run(instance, Mode::AtEnd);
        // Not the last step: answering it ends the exercise and shows the verdict.
        let changed = at.index(asked.len() - 1);
        // Wrong, taken back, right.
        let mut session = Session::new(instance, Mode::AtEnd).unwrap();
        // Right, taken back, right again.
        let mut again = Session::new(instance, Mode::AtEnd).unwrap();
        let mut i = 0;
        while let Some(q) = session.question().cloned() {
            prop_assert_eq!(&q, &asked[i]);
            if i == changed {
                prop_assert!(!session.answer(wrong(&q, instance.n, pick)).right);
                prop_assert!(session.undo());
                prop_assert_eq!(session.question(), Some(&q), "asked again");
                prop_assert!(again.answer(q.model.clone()).right);
                prop_assert!(again.undo());
            }
            prop_assert!(session.answer(q.model.clone()).right);
            again.answer(q.model.clone());
            i += 1;
        }
        let score = session.score();
        prop_assert_eq!(
            (score.right, score.answered, score.fixes, score.undos, score.model_opened),
            (score.total - 1, score.total, 0, 1, false)
        );
        prop_assert!(session.summary().contains(" 1 undone"), "{}", session.summary());
        // Once every step is answered the verdict is shown: nothing can be taken back.
        prop_assert!(!session.undo());
        let code = session.completion_code(class, &name, 1, 30);
        let checked = check_code(&code).unwrap();
        prop_assert_eq!(checked.score, score);
        let tokens: Vec<&str> = session.tokens().iter().map(String::as_str).collect();
        prop_assert_eq!(tokens.len(), asked.len() + 2);
        prop_assert_eq!(Session::replay(instance, Mode::AtEnd, &tokens).unwrap().score(), score);
        let score = again.score();
        prop_assert_eq!((score.right, score.fixes, score.undos), (score.total, 0, 0));
        // The model answer's step taken back: the credit stays void.
        let mut model = Session::new(instance, Mode::AtEnd).unwrap();
        model.model_step();
        prop_assert!(model.undo());
        prop_assert!(model.score().model_opened);
        prop_assert_eq!(model.score().credit(), 0.0);
    }
}

/// A score edited by hand, with a check recomputed to match, is still refused: the answers
/// give another score.
#[test]
fn a_stated_score_the_answers_do_not_give_is_refused() {
    let class: ClassCode = "BT-00ABCD".parse().unwrap();
    let instance = Instance::personal(class, "Grace", 1).unwrap();
    let mut session = Session::new(instance, Mode::Fix).unwrap();
    let q = session.question().cloned().unwrap();
    session.answer(wrong(&q, instance.n, 0));
    while let Some(q) = session.question().cloned() {
        session.answer(q.model.clone());
    }
    let code = session.completion_code(class, "Grace", 1, 60);
    let score = session.score();
    // The right count raised by one, and the check recomputed as the page would.
    let fields: Vec<&str> = code.split('~').collect();
    let mut forged: Vec<String> = fields[..12].iter().map(|s| s.to_string()).collect();
    forged[6] = (score.right + 1).to_string();
    let body = forged.join("~");
    // With the old check, the check refuses it; with the check recomputed, the re-grading.
    let err = check_code(&format!("{body}~{}", fields[12])).unwrap_err();
    assert!(err.contains("check does not match"), "{err}");
    let err = check_code(&format!("{body}~{}", code_check(&body))).unwrap_err();
    assert!(err.contains("not the"), "{err}");
    assert!(check_code(&code).is_ok());
}

/// The right answers recounted from the definitions, on many instances of each family.
#[test]
fn right_answers_recounted_from_the_definitions() {
    let (mut prunes_asked, mut wipe_outs_asked) = (0, 0);
    let (mut arc_asked, mut arc_wiped, mut chances_asked) = (0, 0, 0);
    let (mut crossovers_asked, mut checks_asked, mut swaps_asked) = (0, 0, 0);
    for family in Family::all() {
        for learner in 0..40 {
            let instance = instance(family, 12345, learner);
            let mut session = Session::new(instance, Mode::Fix).unwrap();
            while let Some(q) = session.question().cloned() {
                let rows = board(&session);
                let n = rows.len();
                match &q.ask {
                    Ask::Landing { row } => {
                        // The first empty row, and its unattacked squares.
                        assert_eq!(Some(*row), rows.iter().position(Option::is_none));
                        let free: Vec<usize> =
                            (0..n).filter(|&c| attacks(&rows, *row, c) == 0).collect();
                        assert_eq!(q.right, vec![Answer::Columns(free)]);
                    }
                    Ask::Successor if q.model != Answer::Stuck => {
                        let cols: Vec<usize> = rows.iter().map(|c| c.unwrap()).collect();
                        let h = h_of(&cols);
                        let mut best = usize::MAX;
                        let mut set = Vec::new();
                        for r in 0..n {
                            for c in (0..n).filter(|&c| c != cols[r]) {
                                let mut next = cols.clone();
                                next[r] = c;
                                let v = h_of(&next);
                                if v < best {
                                    (best, set) = (v, vec![]);
                                }
                                if v == best {
                                    set.push(Answer::Square { row: r, col: c });
                                }
                            }
                        }
                        assert!(best < h, "steepest ascent moves only downhill");
                        assert_eq!(q.right, set);
                    }
                    Ask::Successor => {
                        let cols: Vec<usize> = rows.iter().map(|c| c.unwrap()).collect();
                        let h = h_of(&cols);
                        for r in 0..n {
                            for c in (0..n).filter(|&c| c != cols[r]) {
                                let mut next = cols.clone();
                                next[r] = c;
                                assert!(h_of(&next) >= h, "stuck: no successor is lower");
                            }
                        }
                    }
                    Ask::Repair => {
                        let mut set = Vec::new();
                        for r in (0..n).filter(|&r| attacks(&rows, r, rows[r].unwrap()) > 0) {
                            let least = (0..n).map(|c| attacks(&rows, r, c)).min().unwrap();
                            set.extend(
                                (0..n)
                                    .filter(|&c| attacks(&rows, r, c) == least)
                                    .map(|col| Answer::Square { row: r, col }),
                            );
                        }
                        assert_eq!(q.right, set);
                    }
                    Ask::Prunes {
                        square: (row, col),
                        wiped,
                    } => {
                        // Forward checking removes the squares the new queen attacks in the
                        // empty rows that are still in their domains (not attacked by the
                        // queens already placed), row by row from the lowest, and stops at
                        // the first row it leaves with none (a wipe-out).
                        // (Under MAC the domains are the layer on show: arc consistency
                        // removed more than the queens attack.)
                        let layer = session.animation().layers().pruning.unwrap();
                        let in_domain = |r: usize, c: usize| layer[r * n + c] == 0;
                        assert!((0..n * n).all(|i| attacks(&rows, i / n, i % n) == 0
                            || rows[i / n].is_some()
                            || !in_domain(i / n, i % n)));
                        let mut placed = rows.clone();
                        placed[*row] = Some(*col);
                        let mut set = Vec::new();
                        let mut emptied = None;
                        for r in (0..n).filter(|&r| placed[r].is_none()) {
                            let mut left = 0;
                            for c in 0..n {
                                let by_new = c == *col || c.abs_diff(*col) == r.abs_diff(*row);
                                if in_domain(r, c) {
                                    if by_new {
                                        set.push((r, c));
                                    } else {
                                        left += 1;
                                    }
                                }
                            }
                            if left == 0 {
                                emptied = Some(r);
                                break;
                            }
                        }
                        assert_eq!(q.right, vec![Answer::Squares(set)]);
                        assert_eq!(*wiped, emptied);
                        prunes_asked += 1;
                        wipe_outs_asked += usize::from(emptied.is_some());
                    }
                    Ask::NextRow { .. } => {
                        // The empty row with the fewest squares no queen attacks, ties low.
                        let left = |r: usize| (0..n).filter(|&c| attacks(&rows, r, c) == 0).count();
                        let best = (0..n)
                            .filter(|&r| rows[r].is_none())
                            .min_by_key(|&r| (left(r), r))
                            .unwrap();
                        assert_eq!(q.right, vec![Answer::Row(best)]);
                    }
                    Ask::NextSquare | Ask::Formula { .. } => {}
                    Ask::ArcPrunes {
                        square: (row, col),
                        removed: fc_removed,
                    } => {
                        // AC-3's closure from the domains forward checking leaves: every
                        // square of an empty row without a support (a square of another
                        // empty row it does not attack) removed, again until none is; a
                        // domain left empty is a wipe-out (AIMA §6.2.2, §6.3.2).
                        let layer = session.animation().layers().pruning.unwrap();
                        let attack = |(r1, c1): (usize, usize), (r2, c2): (usize, usize)| {
                            c1 == c2 || c1.abs_diff(c2) == r1.abs_diff(r2)
                        };
                        let empty: Vec<usize> =
                            (0..n).filter(|&r| r != *row && rows[r].is_none()).collect();
                        let mut domain = vec![vec![false; n]; n];
                        for &r in &empty {
                            for c in 0..n {
                                domain[r][c] =
                                    layer[r * n + c] == 0 && !attack((r, c), (*row, *col));
                            }
                        }
                        // What forward checking removed just before (shown crossed out): the
                        // squares of the empty rows' domains the new queen attacks.
                        let mut by_fc: Vec<(usize, usize)> = empty
                            .iter()
                            .flat_map(|&r| (0..n).map(move |c| (r, c)))
                            .filter(|&(r, c)| layer[r * n + c] == 0 && attack((r, c), (*row, *col)))
                            .collect();
                        by_fc.sort_unstable();
                        assert_eq!(*fc_removed, by_fc);
                        let mut removed = Vec::new();
                        loop {
                            let mut changed = false;
                            for &k in &empty {
                                for x in 0..n {
                                    let unsupported = domain[k][x]
                                        && empty.iter().any(|&j| {
                                            j != k
                                                && !(0..n).any(|y| {
                                                    domain[j][y] && !attack((k, x), (j, y))
                                                })
                                        });
                                    if unsupported {
                                        domain[k][x] = false;
                                        removed.push((k, x));
                                        changed = true;
                                    }
                                }
                            }
                            if !changed {
                                break;
                            }
                        }
                        removed.sort_unstable();
                        let wiped = empty.iter().any(|&r| domain[r].iter().all(|d| !d));
                        let truth = if wiped {
                            Answer::WipeOut
                        } else {
                            Answer::Squares(removed)
                        };
                        assert_eq!(q.right, vec![truth]);
                        arc_asked += 1;
                        arc_wiped += usize::from(wiped);
                    }
                    Ask::Chance {
                        row,
                        from,
                        to,
                        delta_e,
                        temperature,
                        ..
                    } => {
                        // ΔE = h now − h after; the chance 1 for a move no worse, else
                        // e^(ΔE/T) (AIMA §4.1.2), T as the prompt writes it.
                        let cols: Vec<usize> = rows.iter().map(|c| c.unwrap()).collect();
                        assert_eq!(cols[*row], *from);
                        let mut next = cols.clone();
                        next[*row] = *to;
                        let recount = h_of(&cols) as i64 - h_of(&next) as i64;
                        assert_eq!(*delta_e, recount);
                        let t: f64 = temperature.parse().unwrap();
                        let chance = if recount >= 0 {
                            100.0
                        } else {
                            100.0 * (recount as f64 / t).exp()
                        };
                        assert!(q.right.contains(&Answer::Percent(chance.round() as u8)));
                        for a in &q.right {
                            let Answer::Percent(p) = a else {
                                panic!("{a:?}")
                            };
                            assert!((f64::from(*p) - chance).abs() <= 1.05, "{p} {chance}");
                        }
                        chances_asked += 1;
                    }
                    Ask::Crossover {
                        parents,
                        first,
                        second,
                        child,
                    } => {
                        // The parents are the population's boards, and the right points are
                        // exactly those whose rows below come from the first parent and the
                        // rest from the second make the child (AIMA §4.1.4).
                        let population = session.animation().layers().population.unwrap();
                        let board = |p: usize| -> Vec<usize> {
                            population.boards[p * n..(p + 1) * n]
                                .iter()
                                .map(|&c| c as usize)
                                .collect()
                        };
                        assert_eq!(*first, board(parents[0]));
                        assert_eq!(*second, board(parents[1]));
                        let points: Vec<Answer> = (1..n)
                            .filter(|&at| {
                                (0..n)
                                    .all(|r| child[r] == if r < at { first[r] } else { second[r] })
                            })
                            .map(|at| Answer::Row(at - 1))
                            .collect();
                        assert!(!points.is_empty());
                        assert_eq!(q.right, points);
                        crossovers_asked += 1;
                    }
                    Ask::Passes { row, col, .. } => {
                        // Wirth's diagonal flags: the queen passes when no queen of a row
                        // below shares one of its diagonals.
                        assert_eq!(rows[*row], Some(*col));
                        let passes = (0..*row).all(|r| rows[r].unwrap().abs_diff(*col) != row - r);
                        let truth = if passes { Answer::Yes } else { Answer::No };
                        assert_eq!(q.right, vec![truth]);
                        checks_asked += 1;
                    }
                    Ask::SwapTaken { rows: (i, j), cols } => {
                        // Sosič & Gu: a diagonal with k queens holds k − 1 collisions; the
                        // swap is taken when it lowers them.
                        let collisions = |cols: &[usize]| -> usize {
                            let mut up = vec![0usize; 2 * n];
                            let mut down = vec![0usize; 2 * n];
                            for (r, &c) in cols.iter().enumerate() {
                                up[r + c] += 1;
                                down[r + n - c] += 1;
                            }
                            up.iter().chain(&down).map(|&k| k.saturating_sub(1)).sum()
                        };
                        let now: Vec<usize> = rows.iter().map(|c| c.unwrap()).collect();
                        assert_eq!((now[*i], now[*j]), *cols);
                        let mut swapped = now.clone();
                        swapped.swap(*i, *j);
                        let truth = if collisions(&swapped) < collisions(&now) {
                            Answer::Yes
                        } else {
                            Answer::No
                        };
                        assert_eq!(q.right, vec![truth]);
                        swaps_asked += 1;
                    }
                }
                session.answer(q.model.clone());
            }
        }
    }
    // Forward checking's prunes were asked, after wipe-outs too; so was every new kind.
    assert!(
        prunes_asked > 50 && wipe_outs_asked > 5,
        "{prunes_asked} {wipe_outs_asked}"
    );
    assert!(arc_asked > 20 && arc_wiped > 2, "{arc_asked} {arc_wiped}");
    assert!(chances_asked > 50, "{chances_asked}");
    assert!(crossovers_asked > 50, "{crossovers_asked}");
    assert!(
        checks_asked > 50 && swaps_asked > 50,
        "{checks_asked} {swaps_asked}"
    );
}

/// Backtracking's questions from the empty 4×4 board are the walkthrough's: the squares
/// tried in order (row 1's first square, row 2's three, row 3's four), then a backtrack.
#[test]
fn backtracking_asks_the_walkthroughs_squares_in_order() {
    let instance = Instance {
        family: fam("BT"),
        n: 4,
        seed: 0,
        start: 0,
    };
    let (_, asked) = model_run(instance, Mode::Fix);
    let s = |row: usize, col: usize| Answer::Square {
        row: row - 1,
        col: col - 1,
    };
    // From first-solution-walkthrough.txt: (1,1); (2,1) (2,2) attacked, (2,3) safe;
    // (3,1)…(3,4) attacked; backtrack; (2,4) safe; (3,1) attacked, (3,2) safe.
    let walkthrough = vec![
        s(1, 1),
        s(2, 1),
        s(2, 2),
        s(2, 3),
        s(3, 1),
        s(3, 2),
        s(3, 3),
        s(3, 4),
        Answer::Backtrack,
        s(2, 4),
    ];
    let models: Vec<Answer> = asked.iter().map(|q| q.model.clone()).collect();
    assert_eq!(models, walkthrough);
}

/// One learner's instance does not depend on spacing or case, and differs between learners,
/// attempts and classes.
#[test]
fn personal_instances() {
    let class: ClassCode = "mc-7kq2m9".parse().unwrap();
    assert_eq!(class.to_string(), "MC-7KQ2M9");
    assert_eq!("MC-7KQ2M9".parse::<ClassCode>().unwrap(), class);
    let a = Instance::personal(class, "Ada Lovelace", 1).unwrap();
    assert_eq!(a, Instance::personal(class, " ada  LOVELACE", 1).unwrap());
    let others: Vec<Instance> = (0..20)
        .map(|i| Instance::personal(class, &format!("learner {i}"), 1).unwrap())
        .collect();
    assert!(others.iter().filter(|o| **o == a).count() == 0);
    assert_ne!(a, Instance::personal(class, "Ada Lovelace", 2).unwrap());
    let (lo, hi) = fam("MC").sizes();
    assert!(others.iter().all(|i| (lo..=hi).contains(&i.n)));
    assert!("XX-123456".parse::<ClassCode>().is_err());
    assert!("MC-12345".parse::<ClassCode>().is_err());
    assert!(Instance::personal(class, &"x".repeat(61), 1).is_err());
}

/// Depth-first backtracking's questions over its whole search, from the definitions: each
/// square tried in order (rows from the bottom, columns from the left), "backtrack" when a
/// row runs out of squares (its queen below lifted); after a solution the search goes on by
/// lifting the last queen, which asks nothing.
fn depth_first_questions(n: usize) -> Vec<Answer> {
    fn fill(row: usize, n: usize, queens: &mut Vec<usize>, out: &mut Vec<Answer>) {
        for col in 0..n {
            out.push(Answer::Square { row, col });
            let safe = queens
                .iter()
                .enumerate()
                .all(|(r, &c)| c != col && c.abs_diff(col) != row - r);
            if safe && row + 1 < n {
                queens.push(col);
                fill(row + 1, n, queens, out);
                queens.pop();
            }
        }
        if row > 0 {
            out.push(Answer::Backtrack);
        }
    }
    let mut out = Vec::new();
    fill(0, n, &mut Vec::new(), &mut out);
    out
}

/// The backtracking exercise asks, over the whole search (instances chained: each starts
/// where the last one's questions ended), exactly the questions of depth-first search
/// recounted from the definitions; in particular no "backtrack" right after a solution.
#[test]
fn backtracking_asks_the_whole_search_as_the_definitions_give_it() {
    for n in 4..=6 {
        let mut asked = Vec::new();
        let mut start = 0;
        loop {
            let instance = Instance {
                family: fam("BT"),
                n,
                seed: 0,
                start,
            };
            let (session, questions) = model_run(instance, Mode::Fix);
            if questions.is_empty() {
                break;
            }
            asked.extend(questions.into_iter().map(|q| q.model));
            start = session.position();
        }
        assert_eq!(asked, depth_first_questions(n), "n = {n}");
    }
}

/// One question of forward checking's exercise, as [`forward_checking_questions`] recounts
/// it: a square tried, the squares its placement removes (and the row it wipes out), or a
/// backtrack.
#[derive(Debug, PartialEq)]
enum Fc {
    Square(usize, usize),
    Prunes(Vec<(usize, usize)>, Option<usize>),
    Backtrack,
}

/// Forward checking's questions over its whole search in row order, from the definitions
/// (AIMA §6.3.2, and the book's command-line page): each square left in the row's domain
/// tried from the left; after each placement that leaves an empty row, the squares the
/// queen attacks still in the empty rows' domains, row by row from the lowest, up to the
/// first row left with none (a wipe-out: the queen is lifted, which asks nothing, and the row moves
/// along); "backtrack" when a row runs out (its queen below lifted); a solution's last
/// queen is lifted for the search to go on, which asks nothing.
fn forward_checking_questions(n: usize) -> Vec<Fc> {
    fn fill(row: usize, domains: &[Vec<bool>], out: &mut Vec<Fc>) {
        let n = domains.len();
        for col in (0..n).filter(|&c| domains[row][c]) {
            out.push(Fc::Square(row, col));
            if row + 1 == n {
                continue; // a solution
            }
            let mut next = domains.to_vec();
            let (mut removed, mut wiped) = (Vec::new(), None);
            for (s, domain) in next.iter_mut().enumerate().skip(row + 1) {
                for (y, open) in domain.iter_mut().enumerate() {
                    if *open && (y == col || y.abs_diff(col) == s - row) {
                        *open = false;
                        removed.push((s, y));
                    }
                }
                if !domain.contains(&true) {
                    wiped = Some(s);
                    break;
                }
            }
            out.push(Fc::Prunes(removed, wiped));
            if wiped.is_none() {
                fill(row + 1, &next, out);
            }
        }
        if row > 0 {
            out.push(Fc::Backtrack);
        }
    }
    let mut out = Vec::new();
    fill(0, &vec![vec![true; n]; n], &mut out);
    out
}

/// The forward-checking exercise asks, over the whole search (instances chained: each
/// starts where the last one's questions ended), exactly the questions recounted from the
/// definitions ([`forward_checking_questions`]): in particular the prunes after every
/// placement that leaves an empty row, a wipe-out's included (issue 38: one was followed
/// by "backtrack" with no prunes asked).
#[test]
fn forward_checking_asks_the_whole_search_as_the_definitions_give_it() {
    for n in 4..=6 {
        let mut asked: Vec<Fc> = Vec::new();
        let mut start = 0;
        loop {
            let instance = Instance {
                family: fam("FC"),
                n,
                seed: 0,
                start,
            };
            let (session, questions) = model_run(instance, Mode::Fix);
            if questions.is_empty() {
                break;
            }
            for (i, q) in questions.into_iter().enumerate() {
                let fc = match (q.ask, q.model) {
                    (Ask::NextSquare, Answer::Square { row, col }) => Fc::Square(row, col),
                    (Ask::NextSquare, Answer::Backtrack) => Fc::Backtrack,
                    (Ask::Prunes { wiped, .. }, Answer::Squares(squares)) => {
                        Fc::Prunes(squares, wiped)
                    }
                    other => panic!("forward checking asks no {other:?}"),
                };
                // An instance may end between a square and its prunes: the next one, from
                // the same move, asks the square again.
                if i == 0 && matches!(fc, Fc::Square(..)) && asked.last() == Some(&fc) {
                    continue;
                }
                asked.push(fc);
            }
            start = session.position();
        }
        let expected = forward_checking_questions(n);
        assert!(expected.iter().any(|q| matches!(q, Fc::Prunes(_, Some(_)))));
        assert_eq!(asked, expected, "n = {n}");
    }
}

/// The instance (`nqueens exercise key --class FC-DHNGQN --learner Fay15 --attempt
/// 2`): after rows 1 and 2 hold queens on columns 1 and 5, row 3's only square, column 2,
/// takes the queen, and forward checking removes row 4's only square left, column 2 (in its
/// column), leaving row 4 empty: it stops there, before row 5 (whose column 4 the queen
/// also attacks). The prunes are asked, the verdict names the wipe-out, and a completion
/// code with a wrong answer there re-grades.
#[test]
fn a_placement_that_wipes_a_domain_out_asks_its_prunes() {
    let class: ClassCode = "FC-DHNGQN".parse().unwrap();
    let instance = Instance::personal(class, "Fay15", 2).unwrap();
    let (_, asked) = model_run(instance, Mode::Fix);
    let at = asked
        .iter()
        .position(|q| q.model == Answer::Square { row: 2, col: 1 })
        .expect("row 3, column 2 is tried");
    let prunes = &asked[at + 1];
    assert_eq!(
        prunes.ask,
        Ask::Prunes {
            square: (2, 1),
            wiped: Some(3)
        }
    );
    assert_eq!(prunes.model, Answer::Squares(vec![(3, 1)]));
    assert!(prunes
        .reason(&prunes.model)
        .contains("Row 4 is left with no square: a wipe-out"));
    let too_far = Answer::Squares(vec![(3, 1), (4, 3)]);
    let verdict = prunes.reason(&too_far);
    assert!(
        verdict.contains("Still in their domains: row 5, column 4."),
        "{verdict}"
    );
    assert!(
        verdict.contains("Row 4 is left with no square: a wipe-out"),
        "{verdict}"
    );
    // Answered wrong there, right elsewhere: the code re-grades to the same score.
    let mut session = Session::new(instance, Mode::Fix).unwrap();
    while let Some(q) = session.question().cloned() {
        let answer = if q == *prunes {
            too_far.clone()
        } else {
            q.model.clone()
        };
        session.answer(answer);
    }
    assert_eq!(session.score().right, session.score().total - 1);
    let code = session.completion_code(class, "Fay15", 2, 120);
    assert_eq!(check_code(&code).unwrap().score, session.score());
}

/// A learner's answer key (`nqueens exercise key`, the teacher's view) lists the questions
/// that learner is asked, in order, whatever they answer (every answer wrong, fixed or
/// undone, or at the end), each with the algorithm's answer; where the algorithm draws among
/// equals, its words name every right answer and the one drawn.
#[test]
fn an_answer_key_is_the_learners_questions_whatever_they_answer() {
    let mut tied = 0;
    for family in Family::all() {
        for learner in 0..6u32 {
            let class = ClassCode {
                family,
                seed: 7 + learner,
            };
            let name = format!("  Learner {learner} ");
            let key = AnswerKey::new(class, &name, 1 + learner % 2).unwrap();
            assert_eq!(key.learner, format!("Learner {learner}"));
            assert_eq!(
                key.instance,
                Instance::personal(class, &name, key.attempt).unwrap()
            );
            let (_, asked) = model_run(key.instance, Mode::Fix);
            assert_eq!(key.steps, asked, "{family} learner {learner}");
            // Every answer wrong: the same questions, in each mode (undo asks a step again:
            // the model answer goes on from it).
            for mode in [Mode::Fix, Mode::Undo, Mode::AtEnd] {
                let mut session = Session::new(key.instance, mode).unwrap();
                let mut wrongly = Vec::new();
                while let Some(q) = session.question().cloned() {
                    wrongly.push(q.clone());
                    let before = session.step_number();
                    session.answer(wrong(&q, key.instance.n, learner as usize));
                    if session.step_number() == before {
                        session.model_step();
                    }
                }
                assert_eq!(wrongly, key.steps, "{family} learner {learner} {mode:?}");
            }
            for q in &key.steps {
                let words = q.key_answer();
                // A chance gives its exact value; points making the same child say so.
                if let Ask::Chance { exact, .. } = &q.ask {
                    assert!(words.starts_with(&format!("{} (exactly {exact} %", q.model)));
                    continue;
                }
                if matches!(q.ask, Ask::Crossover { .. }) && q.right.len() > 1 {
                    assert!(
                        words.starts_with("any of ") && words.contains("each makes this child")
                    );
                    for right in &q.right {
                        assert!(words.contains(&right.to_string()), "{right} in {words}");
                    }
                    continue;
                }
                if q.right.len() == 1 {
                    assert_eq!(words, q.model.to_string());
                    continue;
                }
                tied += 1;
                assert!(
                    words.starts_with("any of ")
                        && words
                            .ends_with(&format!("(equally good; the algorithm drew {})", q.model)),
                    "{words}"
                );
                for right in &q.right {
                    assert!(words.contains(&right.to_string()), "{right} in {words}");
                }
            }
            let header = key.header();
            assert_eq!(
                header,
                format!(
                    "Class {class}, Learner {learner}, attempt {}: {}",
                    key.attempt, key.instance
                )
            );
            let text = key.text();
            assert!(text.starts_with(&format!("{} — {header}\n", family.name())));
            assert_eq!(text.lines().count(), 1 + 2 * key.steps.len());
            let json: serde_json::Value = serde_json::from_str(&key.json()).unwrap();
            assert_eq!(json["steps"].as_array().unwrap().len(), key.steps.len());
            assert_eq!(json["header"], header);
        }
    }
    assert!(
        tied > 0,
        "some step of hill climbing or min-conflicts is a draw among equals"
    );
}

/// A key needs a name (each instance is drawn from it) of at most 60 characters, and an
/// attempt from 1; the address opens the instance's algorithm at its start.
#[test]
fn an_answer_key_refuses_a_missing_or_long_name_and_names_its_address() {
    let class: ClassCode = "FC-7KQ2M9".parse().unwrap();
    for name in ["", "   "] {
        let why = AnswerKey::new(class, name, 1).unwrap_err();
        assert!(why.contains("name or number"), "{why}");
    }
    let why = AnswerKey::new(class, &"x".repeat(61), 1).unwrap_err();
    assert!(why.contains("at most 60 characters"), "{why}");
    assert!(AnswerKey::new(class, "Ada", 0).is_err());
    let key = AnswerKey::new(class, "Ada", 1).unwrap();
    let i = key.instance;
    assert_eq!(
        i.address(),
        format!(
            "algorithm=backtracking&n={}&inference=forward-checking&step={}",
            i.n, i.start
        )
    );
    let hc = AnswerKey::new("HC-7KQ2M9".parse().unwrap(), "Ada", 1).unwrap();
    assert_eq!(
        hc.instance.address(),
        format!(
            "algorithm=hill-climbing&n={}&seed={}",
            hc.instance.n, hc.instance.seed
        )
    );
}

/// Every algorithm offers an exercise (its questions derived from its events, issue 40,
/// item 2): each family's code is unique and reads back, its parameters name it, its boards
/// fit a completion code's one digit per row, and its instances ask questions.
#[test]
fn every_algorithm_has_an_exercise_and_every_exercise_asks() {
    use nqueens::params::Params;
    use nqueens::registry::Algorithm;
    let families = Family::all();
    for algorithm in Algorithm::ALL {
        assert!(
            families.iter().any(|f| f.algorithm() == algorithm),
            "{} has no exercise",
            algorithm.id()
        );
    }
    let mut codes: Vec<&str> = families.iter().map(|f| f.code()).collect();
    codes.sort_unstable();
    codes.dedup();
    assert_eq!(
        codes.len(),
        families.len(),
        "class codes' letters are unique"
    );
    for family in families {
        assert_eq!(family.code().parse::<Family>().unwrap(), family);
        let params =
            Params::parse_query(family.algorithm().description(), family.params()).unwrap();
        assert_eq!(Family::of(family.algorithm(), &params), Some(family));
        let (lo, hi) = family.sizes();
        assert!(lo <= hi && hi <= 9, "{family}: sizes {lo}..={hi}");
        // Most learners' instances ask at least the fewest questions.
        let asking = (0..20)
            .filter(|&l| {
                let session = Session::new(instance(family, 777, l), Mode::Fix).unwrap();
                session.score().total >= nqueens::exercise::MIN_STEPS
            })
            .count();
        assert!(
            asking >= 18,
            "{family}: {asking} of 20 instances ask enough"
        );
    }
}
