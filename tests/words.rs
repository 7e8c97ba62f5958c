//! What the algorithms say about themselves speaks every language (issue 42): each
//! description's words (name, title, summary, source, units, pseudocode lines, parameters'
//! labels, hints and choices, counters' labels) are messages of `locales/<lang>/algorithms.ftl`
//! named by `Description::words_id`, and the descriptions' English is the catalog's, byte for
//! byte (the descriptions hold the English the tests, the JSON and the CLI have always had).

use nqueens::description::Words;
use nqueens::l10n::Messages;
use nqueens::registry::{Algorithm, ALGORITHMS};
use std::process::Command;

const LANGUAGES: [&str; 4] = ["es", "de", "zh-CN", "ar"];

#[test]
fn the_english_catalog_is_the_descriptions_english_byte_for_byte() {
    let en = Messages::new("en");
    let mut pieces = 0;
    for d in ALGORITHMS.iter().filter(|d| d.id != "throwaway") {
        assert!(
            en.has(&d.words_id(Words::Name)),
            "{} is in the catalog",
            d.id
        );
        for words in d.all_words() {
            let english = d.english(words).expect("a piece it has");
            assert_eq!(en.words(d, words), english, "{}: {words:?}", d.id);
            pieces += 1;
        }
        // The pseudocode's lines, with their indentation, as the page shows them.
        assert_eq!(
            d.pseudocode.len(),
            d.all_words()
                .iter()
                .filter(|w| matches!(w, Words::Line(_)))
                .count()
        );
    }
    // Eleven algorithms, 292 pieces of words (recounted from `nqueens algorithms --json`),
    // 9 of the 3 counters backtracking shows with constraint-satisfaction options, and the
    // 45 items of their legends.
    assert_eq!(pieces, 292 + 9 + 45);
}

/// Every counter a run shows, with any choice of any parameter, is one its description has
/// words for: `nqueens solve` and the page label it from the catalogs (CI found `nqueens
/// --lang de solve --param inference=forward-checking` panicking on consistency checks).
#[test]
fn every_counter_any_choice_shows_has_words() {
    use nqueens::description::ParameterKind;
    use nqueens::params::Params;
    for d in ALGORITHMS.iter().filter(|d| d.id != "throwaway") {
        let algorithm: Algorithm = d.id.parse().expect("a registered id");
        let mut queries = vec![String::new()];
        for p in d.parameters {
            if let ParameterKind::Choice { choices, .. } = p.kind {
                queries.extend(choices.iter().map(|c| format!("{}={}", p.name, c.value)));
            }
        }
        for query in queries {
            let params = Params::parse_query(d, &query).expect("a choice it offers");
            let mut run =
                nqueens::registry::animate_with(algorithm, 6, 1, &params).expect("a 6×6 board");
            for _ in 0..40 {
                run.advance();
            }
            for c in run.counters() {
                assert!(
                    d.all_counters().any(|s| s.id == c.spec.id),
                    "{} with {query:?} shows the counter {} its description lacks",
                    d.id,
                    c.spec.id
                );
            }
        }
    }
}

#[test]
fn every_language_has_every_piece_translated() {
    for lang in LANGUAGES {
        let messages = Messages::new(lang);
        for d in ALGORITHMS.iter().filter(|d| d.id != "throwaway") {
            for words in d.all_words() {
                let text = messages.words(d, words);
                let english = d.english(words).unwrap();
                assert!(
                    !text.trim().is_empty(),
                    "{lang} {}: {words:?} is empty",
                    d.id
                );
                // A sentence is translated (a name, a label or a unit may be the same word).
                if matches!(
                    words,
                    Words::Summary | Words::ParameterHelp(_) | Words::CounterCounts(_)
                ) {
                    assert_ne!(text, english, "{lang} {}: {words:?} is still English", d.id);
                }
            }
            // The large board tells its collisions' counter by its label: where English names
            // them alike, so does every language.
            for c in d.counters {
                if c.label == d.collisions_label {
                    assert_eq!(
                        messages.words(d, Words::Counter(c.id)),
                        messages.words(d, Words::Collisions),
                        "{lang} {}",
                        d.id
                    );
                }
            }
        }
    }
}

#[test]
fn the_pseudo_locale_accents_every_piece() {
    let pseudo = Messages::new("en-XA");
    for d in ALGORITHMS.iter().filter(|d| d.id != "throwaway") {
        for words in d.all_words() {
            let text = pseudo.words(d, words);
            // fluent-pseudo accents every consonant (the vowels stay; a, e, o and u doubled).
            let plain = text
                .chars()
                .filter(|c| c.is_ascii_alphabetic() && !"aeiouAEIOU".contains(*c));
            assert_eq!(plain.count(), 0, "{}: {words:?}: {text}", d.id);
        }
    }
}

#[test]
fn german_and_arabic_names_and_terms() {
    let de = Messages::new("de");
    let hill = Algorithm::HillClimbing.description();
    let annealing = Algorithm::SimulatedAnnealing.description();
    let backtracking = Algorithm::Backtracking.description();
    assert_eq!(de.words(hill, Words::Name), "Bergsteigeralgorithmus");
    assert_eq!(de.words(annealing, Words::Name), "Simulierte Abkühlung");
    assert_eq!(
        de.words(Algorithm::Genetic.description(), Words::Name),
        "Genetischer Algorithmus"
    );
    assert_eq!(
        de.words(backtracking, Words::Choice("inference", "forward-checking")),
        "Vorwärtsprüfung (Forward Checking)"
    );
    assert_eq!(
        de.words(annealing, Words::Parameter("temperature")),
        "Anfangstemperatur"
    );
    let ar = Messages::new("ar");
    assert_eq!(ar.words(hill, Words::Name), "تسلق التل");
    assert_eq!(ar.words(annealing, Words::Name), "التلدين المحاكى");
    assert_eq!(ar.words(backtracking, Words::Name), "التراجع");
    let zh = Messages::new("zh-CN");
    assert_eq!(zh.words(backtracking, Words::Name), "回溯");
    assert_eq!(zh.words(hill, Words::Name), "爬山法");
    let es = Messages::new("es");
    assert_eq!(es.words(backtracking, Words::Name), "Vuelta atrás");
    assert_eq!(es.words(annealing, Words::Name), "Recocido simulado");
}

#[test]
fn nqueens_algorithms_speaks_the_chosen_language() {
    let run = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_nqueens"))
            .args(args)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", "C")
            .output()
            .unwrap();
        assert!(out.status.success(), "{args:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    let german = run(&["--lang", "de", "algorithms"]);
    assert!(
        german.contains("Bergsteigeralgorithmus (Russell & Norvig, AIMA §4.1.1)"),
        "{german}"
    );
    assert!(
        german.contains("Anfangstemperatur") || german.contains("T zu Beginn"),
        "{german}"
    );
    let english = run(&["algorithms"]);
    assert!(
        english.contains("Hill climbing (Russell & Norvig, AIMA §4.1.1)"),
        "{english}"
    );
    // The JSON is data: the same in every language.
    assert_eq!(
        run(&["--lang", "de", "algorithms", "--json"]),
        run(&["algorithms", "--json"])
    );
}
