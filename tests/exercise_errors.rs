//! The exercises' errors (issue 42): a bad class code, exercise, grading, answer token,
//! learner's name, attempt or completion code. Their English is held to what it said before
//! the catalogs (`tests/fixtures/exercise-errors-en.txt`, recorded from the code that
//! composed it in English), each says a message of `locales/<lang>/exercise.ftl`
//! (`exercise-error-…`) whose English is that same text, byte for byte, and the messages read
//! in German with German numbers. Regenerate the fixture only for a deliberate change of the
//! English, with `NQUEENS_BLESS=1 cargo test --release --test exercise_errors`.

#[path = "common/fixture.rs"]
#[allow(dead_code)] // fnv, runs_that_differ: not used here
mod fixture;

use nqueens::exercise::{
    check_code, code_check, normalize_learner, Answer, AnswerKey, ClassCode, Family, Instance,
    Mode, Session,
};
use nqueens::registry::Algorithm;

/// Every refused input, as `what|English`, with the error itself (its English as it says).
fn refusals() -> Vec<(String, nqueens::message::Refusal)> {
    let mut out = Vec::new();
    let mut say = |what: String, result: Result<(), nqueens::message::Refusal>| {
        out.push((what, result.expect_err("refused")));
    };
    for text in ["XX", "", " zz ", "B T", "fcx"] {
        say(format!("family {text}"), text.parse::<Family>().map(drop));
    }
    for text in [
        "FC",
        "FC-123",
        "XX-7KQ2M9",
        "FC-7KQ2M!",
        "fc-7kq2m9x",
        "-",
        "",
        "RP-UUUUUU",
        "QS1_7KQ2M9",
    ] {
        say(format!("class {text}"), text.parse::<ClassCode>().map(drop));
    }
    let long = "x".repeat(61);
    say("learner long".into(), normalize_learner(&long).map(drop));
    let class: ClassCode = "BT-7KQ2M9".parse().unwrap();
    say(
        "personal long".into(),
        Instance::personal(class, &long, 1).map(drop),
    );
    for (token, n) in [
        ("zz", 4),
        ("s99", 4),
        ("s15", 4),
        ("c101", 8),
        ("c+5", 8),
        ("", 6),
        ("p1", 5),
        ("b1", 4),
        ("q", 12),
    ] {
        say(
            format!("token {token} {n}"),
            Answer::parse_token(token, n).map(drop),
        );
    }
    for text in ["maybe", "", "FIX"] {
        say(format!("mode {text}"), text.parse::<Mode>().map(drop));
    }
    let family: Family = "BT".parse().unwrap();
    let instance = Instance {
        family,
        n: 4,
        seed: 0,
        start: 0,
    };
    let many = vec!["m"; 400];
    say(
        "replay after the last".into(),
        Session::replay(instance, Mode::Fix, &many).map(drop),
    );
    say(
        "replay undo".into(),
        Session::replay(instance, Mode::Fix, &["u"]).map(drop),
    );
    say(
        "replay token".into(),
        Session::replay(instance, Mode::Fix, &["m", "zz"]).map(drop),
    );
    // Completion codes: real ones, then edited (with the check made again where the edit
    // is to reach a later test).
    let ada = Instance::personal(class, "Ada Lovelace", 1).unwrap();
    let mut session = Session::new(ada, Mode::Fix).unwrap();
    while let Some(q) = session.question().cloned() {
        session.answer(q.model.clone());
    }
    let good = session.completion_code(class, "Ada Lovelace", 1, 75);
    assert!(check_code(&good).is_ok(), "{good}");
    let rechecked = |fields: &[String]| {
        let body = fields.join("~");
        format!("{body}~{}", code_check(&body))
    };
    let parts: Vec<String> = good
        .rsplit_once('~')
        .unwrap()
        .0
        .split('~')
        .map(String::from)
        .collect();
    say("code none".into(), check_code("hello").map(drop));
    say("code short".into(), check_code("NQX1~a~b").map(drop));
    say(
        "code check".into(),
        check_code(&good.replace("~75~", "~76~")).map(drop),
    );
    let edits: &[(usize, &str)] = &[
        (1, "XX-000000"),
        (2, "%zz"),
        (2, "%C3"),
        (3, "x"),
        (3, "99999999999"),
        (4, "maybe"),
        (5, "a"),
        (6, "-1"),
        (7, "x"),
        (8, "x"),
        (9, "x"),
        (6, "0"),
        (7, "99"),
        (10, "1"),
        (11, "zz"),
        (2, &"y".repeat(61)),
    ];
    for (i, value) in edits {
        let mut fields = parts.clone();
        fields[*i] = value.to_string();
        say(
            format!("code field {i} {value}"),
            check_code(&rechecked(&fields)).map(drop),
        );
    }
    // A session where the model answer was opened, its code's count edited.
    let mut session = Session::new(ada, Mode::Fix).unwrap();
    session.model_step();
    let opened = session.completion_code(class, "Ada Lovelace", 1, 5);
    let mut fields: Vec<String> = opened
        .rsplit_once('~')
        .unwrap()
        .0
        .split('~')
        .map(String::from)
        .collect();
    fields[6] = "3".into();
    say(
        "code opened".into(),
        check_code(&rechecked(&fields)).map(drop),
    );
    say(
        "key no name".into(),
        AnswerKey::new(class, "  ", 1).map(drop),
    );
    say(
        "key attempt 0".into(),
        AnswerKey::new(class, "Ada", 0).map(drop),
    );
    say("key long".into(), AnswerKey::new(class, &long, 1).map(drop));
    for (algorithm, query) in [
        (Algorithm::HillClimbing, "sideways=100"),
        (Algorithm::Backtracking, "inference=mac&ordering=mrv"),
    ] {
        let params = nqueens::params::Params::parse_query(algorithm.description(), query).unwrap();
        say(
            format!("at {algorithm} {query}"),
            Instance::at(algorithm, &params, 8, 0, 0).map(drop),
        );
    }
    out
}

#[test]
fn the_english_is_what_it_was_and_the_catalogs() {
    let refusals = refusals();
    let lines: Vec<String> = refusals
        .iter()
        .map(|(what, e)| format!("{what}|{e}"))
        .collect();
    let Some(recorded) = fixture::recorded("exercise-errors-en.txt", &lines) else {
        return;
    };
    assert_eq!(recorded, lines.join("\n") + "\n");
    assert!(lines.len() > 45, "{} refusals", lines.len());
    let en = nqueens::l10n::Messages::new("en");
    // Beyond the fixture, numbers a tampered code can make large: the catalog's English
    // writes them as the code's does, without grouping.
    let mut more = refusals.clone();
    let class: ClassCode = "BT-7KQ2M9".parse().unwrap();
    let ada = Instance::personal(class, "Ada Lovelace", 1).unwrap();
    let mut session = Session::new(ada, Mode::Fix).unwrap();
    while let Some(q) = session.question().cloned() {
        session.answer(q.model.clone());
    }
    let good = session.completion_code(class, "Ada Lovelace", 1, 75);
    let mut fields: Vec<String> = good
        .rsplit_once('~')
        .unwrap()
        .0
        .split('~')
        .map(String::from)
        .collect();
    fields[6] = "123456".into();
    fields[7] = "1234567".into();
    let body = fields.join("~");
    more.push((
        "code large".into(),
        check_code(&format!("{body}~{}", code_check(&body))).unwrap_err(),
    ));
    more.push((
        "token large n".into(),
        Answer::parse_token("zz", 1234).unwrap_err(),
    ));
    for (what, e) in &more {
        assert_eq!(en.say(&e.message), e.to_string(), "{what}");
        assert_ne!(e.message.id, "error-untranslated", "{what}: {e}");
    }
}

#[test]
fn they_read_in_german_with_german_numbers() {
    let de = nqueens::l10n::Messages::new("de");
    let long = "x".repeat(61);
    let e = normalize_learner(&long).unwrap_err();
    assert_eq!(e.message.id, "exercise-error-name-too-long");
    let said = de.say(&e.message);
    assert!(said.contains("60") && said.contains("Zeichen"), "{said}");
    let e = "XX-7KQ2M9".parse::<ClassCode>().unwrap_err();
    let said = de.say(&e.message);
    assert!(said.contains("kein Klassencode"), "{said}");
    let e = Answer::parse_token("zz", 12).unwrap_err();
    let said = de.say(&e.message);
    assert!(said.contains("12×12"), "{said}");
}
