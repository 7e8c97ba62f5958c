//! The core's errors (issue 42): each says a message of `locales/<lang>/errors.ftl` with its
//! limits as numbers, and its English (`Display`, the page's JsError text) is the English
//! catalog's, over many refused inputs: board sizes for every algorithm, boards, parameters,
//! seeds.

use nqueens::input::{one_based_board, parse_board_size, parse_queens};
use nqueens::l10n::Messages;
use nqueens::params::Params;
use nqueens::registry::{Algorithm, ALGORITHMS};
use nqueens::seed::{parse_seed, seed_or_fresh};

#[test]
fn every_refusal_says_in_english_what_the_catalog_says() {
    let en = Messages::new("en");
    let mut checked = 0;
    for algorithm in Algorithm::ALL {
        let d = algorithm.description();
        for text in [
            "0",
            "2",
            "3",
            "abc",
            "-1",
            "1,00",
            "1.5",
            "",
            "99999999999",
            "9007199254740993",
            "12,345,678,901,234,567,890",
            "100000001",
            "65",
            "201",
            "1001",
            "2001",
            "9",
        ] {
            if let Err(e) = parse_board_size(text, d) {
                assert_eq!(en.say(&e.message), e.to_string(), "{algorithm}: {text}");
                checked += 1;
            }
        }
        // Every algorithm's own limit, one past it (Error::BoardSize with its reason).
        if let Err(e) = nqueens::registry::check(algorithm, d.max_n + 1) {
            let said = en.say(&e.message());
            assert_eq!(said, e.to_string(), "{algorithm}");
            assert!(!e.message().args.values().any(|a| matches!(a, nqueens::message::Arg::Message(m) if m.id == "error-untranslated")), "{algorithm}: a reason without its message: {said}");
            checked += 1;
        }
        for pairs in [
            vec![("no-such", "1")],
            vec![("sideways", "x")],
            vec![("sideways", "5000")],
            vec![("sideways", "1"), ("sideways", "2")],
            vec![("k", "9")],
            vec![("k", "-1")],
            vec![("cooling", "2")],
            vec![("temperature", "0")],
            vec![("floor", "abc")],
            vec![("restart", "maybe")],
            vec![("inference", "all")],
            vec![("mutation", "1.5")],
            vec![("population", "1")],
        ] {
            for n in [None, Some(8)] {
                let result = match n {
                    Some(n) => Params::parse_for(d, n, &pairs),
                    None => Params::parse(d, &pairs),
                };
                if let Err(e) = result {
                    assert_eq!(en.say(&e.message()), e.to_string(), "{algorithm} {pairs:?}");
                    checked += 1;
                }
            }
        }
        for query in ["sideways", "=1", "a=1&b"] {
            if let Err(e) = Params::parse_query(d, query) {
                assert_eq!(en.say(&e.message()), e.to_string(), "{algorithm} {query}");
                checked += 1;
            }
        }
    }
    for (text, rows) in [("1,x", 32), ("1,2,3", 2), (",", 8), ("1,,2", 8)] {
        let e = parse_queens(text, rows).unwrap_err();
        assert_eq!(en.say(&e.message), e.to_string(), "{text}");
        checked += 1;
    }
    for (columns, rows) in [(vec![], 32), (vec![4, 0, 1], 32), (vec![1; 40], 32)] {
        let e = one_based_board(&columns, rows).unwrap_err();
        assert_eq!(en.say(&e.message), e.to_string());
        checked += 1;
    }
    // Simulated annealing's floor above its temperature, past the parameters' ranges.
    let d = Algorithm::SimulatedAnnealing.description();
    let params = Params::parse(d, &[("floor", "5"), ("temperature", "1")]).expect("in range");
    let e = nqueens::registry::animate_with(Algorithm::SimulatedAnnealing, 8, 1, &params)
        .err()
        .expect("floor 5 above temperature 1 is refused");
    assert!(e.to_string().starts_with("floor 5 must be below"), "{e}");
    assert_eq!(en.say(&e.message()), e.to_string());
    checked += 1;
    assert!(checked > 300, "{checked} refusals checked");
    assert_eq!(ALGORITHMS.len(), Algorithm::ALL.len());
}

#[test]
fn a_refusal_in_german_names_its_limit_in_german_numbers() {
    let de = Messages::new("de");
    let e = parse_board_size("1,000,000,000", Algorithm::MinConflicts.description()).unwrap_err();
    assert_eq!(
        de.say(&e.message),
        "Brettgröße 1.000.000.000 liegt außerhalb des Bereichs: Min-Conflicts läuft von 1 bis 100.000.000"
    );
    let e = Params::parse(
        Algorithm::HillClimbing.description(),
        &[("sideways", "5000")],
    )
    .unwrap_err();
    assert_eq!(
        de.say(&e.message()),
        "sideways „5000“: Wählen Sie eine ganze Zahl von 0 bis 1.000"
    );
}

/// A board size beyond 2^53 (what a message's number variable holds exactly) is said as typed
/// in every language, not rounded; one within it is said in the language's numbers.
#[test]
fn a_board_size_too_big_to_be_exact_is_said_as_typed() {
    let min_conflicts = Algorithm::MinConflicts.description();
    for text in ["9007199254740993", " 12,345,678,901,234,567,890 "] {
        let e = parse_board_size(text, min_conflicts).unwrap_err();
        for tag in ["en", "es", "de", "zh-CN", "ar"] {
            let said = Messages::new(tag).say(&e.message);
            assert!(said.contains(text.trim()), "{tag}: {said}");
        }
    }
    let e = parse_board_size("9007199254740992", min_conflicts).unwrap_err();
    assert!(Messages::new("de")
        .say(&e.message)
        .contains("9.007.199.254.740.992"));
}

/// The page's own checks (src/refusals.rs, thrown by the bindings): each refusal's English is
/// the English catalog's for its message, numbers and all, and every language says it.
#[test]
fn the_pages_own_refusals_say_in_english_what_the_catalog_says() {
    use nqueens::refusals;
    let refusals = [
        refusals::board_columns(8, 3),
        refusals::board_columns(1000, 12345),
        refusals::memory(
            1_100,
            100_000_000,
            Algorithm::MinConflicts.description(),
            11,
        ),
        refusals::memory(3, 1_000, Algorithm::Qs1.description(), 3),
        refusals::counting_kernel("avx", &["simd128".to_string(), "scalar".to_string()]),
        refusals::canvas("JsValue(IndexSizeError)"),
        refusals::no_question(0),
        refusals::no_question(12_345),
        refusals::attempt(),
        refusals::mastery(101.0),
        refusals::mastery(-1.0),
        refusals::mastery(50.5),
        refusals::mastery(12_345.125),
        refusals::same_learner(1),
        refusals::same_learner(42),
    ];
    let en = Messages::new("en");
    for refusal in &refusals {
        assert_eq!(en.say(&refusal.message), refusal.to_string());
    }
    // As the page's tests have always seen them.
    assert_eq!(
        refusals[2].to_string(),
        "the browser did not grant the 1,100 MB of memory that 100,000,000 queens need with \
         Min-conflicts (about 11 bytes per queen): choose a smaller board"
    );
    assert_eq!(
        refusals[1].to_string(),
        "a board of 1000 rows needs 1000 columns, not 12345"
    );
    for lang in ["es", "de", "zh-CN", "ar"] {
        let messages = Messages::new(lang);
        for refusal in &refusals {
            let said = messages.say(&refusal.message);
            assert_ne!(said, refusal.to_string(), "{lang}: {said}");
        }
    }
    let de = Messages::new("de");
    assert_eq!(
        de.say(&refusals[2].message),
        "Der Browser hat die 1.100 MB Speicher nicht gewährt, die 100.000.000 Damen mit \
         Min-Conflicts brauchen (etwa 11 Byte je Dame): Wählen Sie ein kleineres Brett"
    );
    assert_eq!(
        de.say(&refusals[11].message),
        "Eine Bestehensgrenze ist ein ganzzahliger Prozentsatz von 0 bis 100, nicht 50,5"
    );
}

/// A seed typed by a person and refused (`seed::parse_seed`, the Watch form's and Compare's
/// seed fields, a master seed): a message of errors.ftl whose English is the refusal's, and
/// which German says with its own words for it (the glossary's Startwert) and the largest
/// seed's digits as they are (a Fluent number would round 2⁶⁴ − 1).
#[test]
fn a_seed_refused_says_the_catalog_s_words_in_every_language() {
    let en = Messages::new("en");
    let de = Messages::new("de");
    for text in [
        "abc",
        "-1",
        " 4 2 ",
        "1,000",
        "١٢",
        "18446744073709551616",
        "99999999999999999999999",
    ] {
        let e = parse_seed(text).unwrap_err();
        assert!(
            e.message.id.starts_with("error-seed-"),
            "{text}: {}",
            e.message.id
        );
        assert_eq!(en.say(&e.message), e.to_string(), "{text}");
        assert_eq!(seed_or_fresh(text).unwrap_err(), e, "{text}");
        for tag in ["es", "zh-CN", "ar"] {
            let said = Messages::new(tag).say(&e.message);
            assert!(said.contains("18446744073709551615"), "{tag}: {said}");
        }
    }
    assert_eq!(
        de.say(&parse_seed("abc").unwrap_err().message),
        "Startwert „abc“ ist keine ganze Zahl von 0 bis 18446744073709551615"
    );
    assert_eq!(
        de.say(&parse_seed(" 18446744073709551616 ").unwrap_err().message),
        "Startwert 18446744073709551616 ist größer als 18446744073709551615"
    );
}
