//! The exercises' English, held to what it said before the catalogs (issue 42): for every
//! exercise family, several classes and learners, each instance's name, task, header and
//! instance words, every question's prompt, button labels, answer key and verdict on the
//! algorithm's answer and on a wrong one, the verdicts of a session graded after each step
//! (fixed and undone) and at the end, and the summaries, as recorded in
//! `tests/fixtures/exercise-english.txt` by the code that composed them in English (before
//! src/exercise.rs gave messages). The English catalog (`locales/en/exercise.ftl`) must say
//! the same, byte for byte. Regenerate only for a deliberate change of the English, with
//! `NQUEENS_BLESS=1 cargo test --release --test exercise_english`, and say why in the commit.

#[path = "common/fixture.rs"]
#[allow(dead_code)] // fnv: this fixture keeps the texts whole
mod fixture;

use nqueens::exercise::{Answer, AnswerKey, ClassCode, Family, Mode, Session};

#[path = "common/wrong_answer.rs"]
mod wrong_answer;
use wrong_answer::wrong_answer as wrong;

/// Every English text of the corpus, one a line: `class|learner|what|text` (a text's own
/// line breaks written as `\n`).
fn lines() -> Vec<String> {
    let mut out = Vec::new();
    for family in Family::all() {
        for seed in ["000000", "7KQ2M9"] {
            let class: ClassCode = format!("{}-{seed}", family.code()).parse().unwrap();
            for (l, learner) in ["Ada Lovelace", "learner 7", ""].iter().enumerate() {
                let attempt = 1 + l as u32 % 2;
                let mut say = |what: &str, text: String| {
                    out.push(format!(
                        "{class}|{learner}|{attempt}|{what}|{}",
                        text.replace('\n', "\\n")
                    ))
                };
                if learner.is_empty() {
                    // An empty name: the header leaves it out (the page before a name is typed).
                    let instance =
                        nqueens::exercise::Instance::personal(class, learner, attempt).unwrap();
                    say(
                        "header",
                        nqueens::exercise::header(class, learner, attempt, &instance),
                    );
                    continue;
                }
                let key = AnswerKey::new(class, learner, attempt).unwrap();
                let n = key.instance.n;
                say("name", family.name().to_string());
                say("task", family.task().to_string());
                say("instance", key.instance.to_string());
                say("header", key.header());
                say("key", key.text());
                for (i, q) in key.steps.iter().enumerate() {
                    let s = i + 1;
                    say(&format!("{s} prompt"), q.prompt());
                    let labels: Vec<String> = q
                        .ask
                        .options()
                        .into_iter()
                        .map(|(label, _)| label)
                        .collect();
                    say(&format!("{s} options"), labels.join(" / "));
                    say(&format!("{s} key"), q.key_answer());
                    say(&format!("{s} model"), q.model.to_string());
                    say(&format!("{s} right"), q.reason(&q.model));
                    for pick in [0, 5] {
                        if let Some(w) = wrong(q, n, pick + i) {
                            say(&format!("{s} wrong {pick}"), q.reason(&w));
                        }
                    }
                }
                // Sessions: wrong on every other step (fixed, undone, at the end), and one
                // with the model answer opened.
                for mode in [Mode::Fix, Mode::Undo, Mode::AtEnd] {
                    let mut session = Session::new(key.instance, mode).unwrap();
                    let mut step = 0;
                    while let Some(q) = session.question().cloned() {
                        step += 1;
                        let answer = if step % 2 == 0 {
                            wrong(&q, n, step).unwrap_or(q.model.clone())
                        } else {
                            q.model.clone()
                        };
                        let verdict = session.answer(answer.clone());
                        say(&format!("{} {step} verdict", mode.id()), verdict.text());
                        if mode == Mode::Undo && !verdict.right {
                            let verdict = session.answer(q.model.clone());
                            say(&format!("{} {step} again", mode.id()), verdict.text());
                        }
                        if mode == Mode::AtEnd && step == 3 && session.undo() {
                            say("end undo summary", session.summary());
                        }
                    }
                    say(&format!("{} summary", mode.id()), session.summary());
                    let over = session.answer(Answer::Backtrack);
                    say(&format!("{} over", mode.id()), over.text());
                }
                let mut session = Session::new(key.instance, Mode::Fix).unwrap();
                if let Some(q) = session.question().cloned() {
                    session.answer(q.model.clone());
                }
                session.model_step();
                while let Some(q) = session.question().cloned() {
                    session.answer(q.model.clone());
                }
                say("model summary", session.summary());
            }
        }
    }
    out
}

#[test]
fn the_catalogs_names_and_tasks_are_the_descriptions() {
    let english = nqueens::l10n::Messages::new("en");
    for family in Family::all() {
        assert_eq!(english.say(&family.name_message()), family.name());
        assert_eq!(english.say(&family.task_message()), family.task());
    }
}

#[test]
fn the_exercises_english_is_what_it_was() {
    let now = lines();
    let Some(recorded) = fixture::recorded("exercise-english.txt", &now) else {
        return;
    };
    let recorded: Vec<&str> = recorded.lines().collect();
    let differ: Vec<String> = recorded
        .iter()
        .zip(&now)
        .filter(|(was, is)| **was != is.as_str())
        .take(5)
        .map(|(was, is)| format!("recorded {was}\n     now {is}"))
        .collect();
    assert!(differ.is_empty(), "{}", differ.join("\n"));
    assert_eq!(recorded.len(), now.len(), "as many texts as recorded");
}

#[test]
fn the_teachers_keys_give_each_instance_as_a_message_that_says_its_english() {
    // The teacher's view names each instance from `instance_message` (answerKeysJson):
    // English says what `instance` (data) says; German its own words, the same numbers.
    let (en, de) = (
        nqueens::l10n::Messages::new("en"),
        nqueens::l10n::Messages::new("de"),
    );
    let mut from_move = 0;
    for family in Family::all() {
        let class: ClassCode = format!("{}-7KQ2M9", family.code()).parse().unwrap();
        let key = AnswerKey::new(class, "Ada Lovelace", 1).unwrap();
        let json: serde_json::Value = serde_json::from_str(&key.json_messages()).unwrap();
        let message = key.instance.message();
        assert_eq!(
            json["instance_message"],
            serde_json::to_value(&message).unwrap()
        );
        assert_eq!(json["instance"], key.instance.to_string());
        assert_eq!(en.say(&message), key.instance.to_string(), "{class}");
        let german = de.say(&message);
        assert_eq!(
            german,
            key.instance
                .to_string()
                .replace(", seed ", ", Startwert ")
                .replace(", from move ", ", ab Zug "),
            "{class}"
        );
        from_move += usize::from(key.instance.start > 0);
        // The CLI's JSON stays as it was: no message in it.
        assert!(!key.json().contains("instance_message"));
    }
    assert!(from_move > 0, "an instance from a move on was checked");
}
