//! The class codes and completion codes of the exercises that existed before the exercises
//! were derived from the moves' events (BT, FC, MRV, HC, MC, RP) still mean what they meant:
//! for many learners of several classes, each learner's instance, every question's kind,
//! its right answers' tokens, and a hash of its words (prompt and key) are the ones recorded
//! in `tests/fixtures/exercise-keys.txt` by the code of that time (commit b26ed95).
//!
//! A completion code handed in before then re-grades from these: a change here would grade
//! old codes differently. Regenerate only for a deliberate change, with
//! `NQUEENS_BLESS=1 cargo test --test exercise_keys`, and say why in the commit.

#[path = "common/fixture.rs"]
mod fixture;

use nqueens::exercise::{AnswerKey, ClassCode};

/// One line per learner: class, learner, attempt, instance, then each step as
/// `kind:right tokens joined by /:hash of its prompt and key`.
fn lines() -> Vec<String> {
    let mut out = Vec::new();
    for code in ["BT", "FC", "MRV", "HC", "MC", "RP"] {
        for seed in ["000000", "7KQ2M9", "ZZZZZZ"] {
            let class: ClassCode = format!("{code}-{seed}").parse().unwrap();
            for learner in 0..12 {
                let name = format!("learner {learner}");
                for attempt in 1..=2 {
                    let key = AnswerKey::new(class, &name, attempt).unwrap();
                    let steps: Vec<String> = key
                        .steps
                        .iter()
                        .map(|q| {
                            let right: Vec<String> = q.right.iter().map(|a| a.token()).collect();
                            format!(
                                "{}:{}:{}:{}",
                                q.ask.kind(),
                                q.model.token(),
                                right.join("/"),
                                fixture::fnv(&format!("{}\n{}", q.prompt(), q.key_answer()))
                            )
                        })
                        .collect();
                    out.push(format!(
                        "{class}|{name}|{attempt}|{}|{}",
                        key.instance,
                        steps.join(" ")
                    ));
                }
            }
        }
    }
    out
}

#[test]
fn the_earlier_exercises_ask_what_they_asked() {
    let now = lines();
    let Some(recorded) = fixture::recorded("exercise-keys.txt", &now) else {
        return;
    };
    let recorded: Vec<&str> = recorded.lines().collect();
    assert_eq!(recorded.len(), now.len(), "as many learners as recorded");
    for (was, is) in recorded.iter().zip(&now) {
        assert_eq!(
            *was,
            is.as_str(),
            "a learner's instance and questions changed"
        );
    }
}
