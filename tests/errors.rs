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
        "Brettgröße 1.000.000.000 liegt außerhalb des Bereichs: Min-conflicts läuft von 1 bis 100.000.000"
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
