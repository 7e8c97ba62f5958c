//! The captions of the moves, the words under the board (`Animation::caption`, and the
//! start's `Animation::start_caption`), are the ones the page and the CLI have always shown:
//! for every algorithm (each value of each choice parameter too, and settings that reach its
//! rarer moves: hill climbing's plateaus and restarts off, annealing cooled, the genetic
//! algorithm's restarts and mutations, queensLV's k), n = 1 to 6 and 8 (2 and 3 for the
//! searches that end there without a solution) and three seeds (one for a deterministic
//! algorithm), the start caption and every move's caption, up to 400 moves a run (and a few
//! runs followed further, to rarer moves they reach later), hash to the ones recorded in
//! `tests/fixtures/caption-records.txt`. They were recorded while each algorithm still wrote
//! its own captions (its steps' `Display`, on commit 8a17137). Each line also counts the
//! run's distinct captions; and stepping back a move shows the caption before it again.
//!
//! Regenerate the records only for a deliberate change of the words, with
//! `NQUEENS_BLESS=1 cargo test --release --features throwaway-algorithm --test captions`, and
//! say why in the commit. `NQUEENS_CAPTIONS_DUMP=PATH` also writes every caption, one a line,
//! to PATH (to compare two builds' words when a hash differs).

#[path = "common/fixture.rs"]
mod fixture;

use nqueens::description::ParameterKind;
use nqueens::l10n::Messages;
use nqueens::message::Message;
use nqueens::params::Params;
use nqueens::registry::{animate_with, Algorithm};
use std::collections::BTreeSet;

/// Every run: each algorithm with its defaults, with each other value of each choice
/// parameter, and with settings that reach rarer moves, as `(algorithm, [(name, value)])`.
fn runs() -> Vec<(Algorithm, Vec<(&'static str, &'static str)>)> {
    let mut runs = Vec::new();
    for algorithm in Algorithm::ALL {
        runs.push((algorithm, Vec::new()));
        for parameter in algorithm.description().parameters {
            if let ParameterKind::Choice { choices, default } = parameter.kind {
                for choice in choices.iter().filter(|c| c.value != default) {
                    runs.push((algorithm, vec![(parameter.name, choice.value)]));
                }
            }
        }
    }
    let named = |id: &str| id.parse::<Algorithm>().unwrap();
    let backtracking = named("backtracking");
    runs.push((
        backtracking,
        vec![("inference", "forward-checking"), ("ordering", "mrv")],
    ));
    runs.push((
        backtracking,
        vec![("inference", "mac"), ("ordering", "mrv"), ("values", "lcv")],
    ));
    let hill = named("hill-climbing");
    runs.push((hill, vec![("sideways", "100")]));
    runs.push((hill, vec![("sideways", "100"), ("choice", "first-choice")]));
    runs.push((hill, vec![("restart", "false")]));
    runs.push((hill, vec![("restart", "false"), ("sideways", "3")]));
    let annealing = named("simulated-annealing");
    runs.push((annealing, vec![("cooling", "0.5")]));
    runs.push((annealing, vec![("temperature", "0.05"), ("cooling", "0.9")]));
    let genetic = named("genetic");
    runs.push((genetic, vec![("population", "4"), ("generations", "3")]));
    runs.push((genetic, vec![("mutation", "1"), ("population", "6")]));
    runs.push((genetic, vec![("mutation", "0")]));
    let lv = named("queens-lv");
    for k in ["0", "1", "3", "5", "8"] {
        runs.push((lv, vec![("k", k)]));
    }
    runs
}

/// The most moves of a run recorded.
const MOVES: u64 = 400;

/// The boards recorded (2 and 3 for the searches that end without a solution there).
const SIZES: [usize; 7] = [1, 2, 3, 4, 5, 6, 8];

/// Runs followed further, to moves the others do not reach: `(algorithm, n, seed, moves)`.
/// Min-conflicts' restart after too many moves, QS4's after too many tests, hill climbing's
/// local minimum.
const LONG: [(&str, usize, u64, u64); 5] = [
    ("min-conflicts", 8, 2, 10_900),
    ("qs4", 5, 2, 1_100),
    ("hill-climbing", 7, 2, 400),
    ("hill-climbing", 7, 5, 400),
    ("hill-climbing", 8, 3, 400),
];

/// One run of the corpus: (algorithm, its settings, n, seed, moves).
type Run = (
    Algorithm,
    Vec<(&'static str, &'static str)>,
    usize,
    u64,
    u64,
);

/// Every run of the corpus, as (algorithm, its settings, n, seed, moves): each algorithm's
/// settings at every size of SIZES with seeds 0 to 2 for MOVES moves, then the LONG runs.
fn every_run() -> Vec<Run> {
    let mut all = Vec::new();
    for (algorithm, settings) in runs() {
        for n in SIZES {
            for seed in 0..3u64 {
                all.push((algorithm, settings.clone(), n, seed, MOVES));
            }
        }
    }
    for (id, n, seed, moves) in LONG {
        all.push((id.parse().unwrap(), Vec::new(), n, seed, moves));
    }
    all
}

/// One line per run: the run, its moves, how many distinct captions, and a hash of the start
/// caption and every move's caption in order; and every caption, for a dump.
fn lines() -> (Vec<String>, Vec<String>) {
    let all = every_run();
    let mut out = Vec::new();
    let mut dump = Vec::new();
    for (algorithm, settings, n, seed, moves) in all {
        let label: Vec<String> = settings.iter().map(|(k, v)| format!(" {k}={v}")).collect();
        {
            let Ok(params) = Params::parse_for(algorithm.description(), n, &settings) else {
                continue;
            };
            {
                let Ok(mut a) = animate_with(algorithm, n, seed, &params) else {
                    continue;
                };
                if seed > 0 && a.seed().is_none() {
                    continue; // a deterministic run: the same whatever the seed
                }
                let long = if moves == MOVES {
                    String::new()
                } else {
                    format!(" moves={moves}")
                };
                let context = format!("{algorithm}{} n={n} seed={seed}{long}", label.concat());
                assert_eq!(a.caption(), "", "{context}: at the start");
                let mut captions = vec![a.start_caption().to_string()];
                while a.position() < moves && a.advance() {
                    let caption = a.caption();
                    assert!(!caption.is_empty(), "{context} move {}", a.position());
                    captions.push(caption);
                }
                // Stepping back shows the caption before again (the start's is empty).
                if a.position() > 1 && a.step_back() {
                    let before = &captions[captions.len() - 2];
                    assert_eq!(&a.caption(), before, "{context}: a step back");
                }
                let distinct: BTreeSet<&String> = captions[1..].iter().collect();
                out.push(format!(
                    "{context}|{} moves|{} distinct|{}",
                    captions.len() - 1,
                    distinct.len(),
                    fixture::fnv(&captions.join("\n"))
                ));
                dump.push(format!("## {context}"));
                dump.extend(captions);
            }
        }
    }
    (out, dump)
}

#[test]
fn every_moves_caption_is_the_one_the_page_has_always_shown() {
    let (got, dump) = lines();
    if let Some(path) = std::env::var_os("NQUEENS_CAPTIONS_DUMP") {
        std::fs::write(path, dump.join("\n") + "\n").unwrap();
    }
    let Some(recorded) = fixture::recorded("caption-records.txt", &got) else {
        return;
    };
    let (runs, differ) = fixture::runs_that_differ(&recorded, &got);
    assert!(
        differ.is_empty(),
        "{} of {runs} runs recorded show other captions:\n{}",
        differ.len(),
        differ.join("\n")
    );
}

/// The words of moves no recorded run reaches, as the algorithms' own captions wrote them
/// (a search's placement apart from its try, QS4's start after one
/// swap), and the start's empty caption.
#[test]
fn moves_the_runs_do_not_reach_are_worded_as_before() {
    use nqueens::captions::caption_text as caption_of;
    use nqueens::moves::{Event, Placement, Square};
    assert_eq!(caption_of(&[], &[]), "");
    let placed = Event::Place {
        square: Square::new(1, 2),
        how: Placement::Search {
            marked: vec![Square::new(2, 1), Square::new(0, 1)],
        },
    };
    assert_eq!(
        caption_of(&[placed], &[]),
        "Queen placed in row 2, column 3; 2 squares marked 2"
    );
    let kept = Event::Place {
        square: Square::new(0, 4),
        how: Placement::ConflictFree {
            free: false,
            swaps: Some(1),
            conflicts: 1,
        },
    };
    assert_eq!(
        caption_of(&[kept], &[]),
        "Start: row 1 keeps column 5 after 1 swap, still attacked"
    );
}

/// `debug` (an event's `Debug`) with its numbers reduced to 0, 1 or # (two or more) and each
/// list to how many items it holds (0, 1 or #): the branches a caption's words take, not the
/// values they show.
fn shape_of(debug: &str) -> String {
    fn class(count: usize) -> char {
        match count {
            0 => '0',
            1 => '1',
            _ => '#',
        }
    }
    let chars: Vec<char> = debug.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '[' {
            // The list's items, counted at its own depth.
            let (mut depth, mut items, mut j) = (0, 0, i + 1);
            let mut any = false;
            while j < chars.len() && !(chars[j] == ']' && depth == 0) {
                match chars[j] {
                    '[' | '{' | '(' => depth += 1,
                    ']' | '}' | ')' => depth -= 1,
                    ',' if depth == 0 => items += 1,
                    ' ' => {}
                    _ => any = true,
                }
                j += 1;
            }
            out.push('[');
            out.push(class(if any { items + 1 } else { 0 }));
            out.push(']');
            i = j + 1;
        } else if c.is_ascii_digit() {
            let mut j = i;
            let mut value = String::new();
            while j < chars.len() && (chars[j].is_ascii_digit() || chars[j] == '.') {
                value.push(chars[j]);
                j += 1;
            }
            let v: f64 = value.trim_end_matches('.').parse().unwrap_or(2.0);
            out.push(if v == 0.0 {
                '0'
            } else if v == 1.0 {
                '1'
            } else {
                '#'
            });
            i = j;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// The corpus of `tests/fixtures/captions-en.json`, as `(key, English caption)`: every move
/// of short runs (every run of [`runs`] at n = 4 and 6, seeds 0 and 1, up to 30 moves); the
/// start caption of every run of the recorded corpus and of searches going on from a
/// learner's board; and, over the whole recorded corpus (every run, up to 400 moves, and the
/// long runs), the first two moves of each shape of events ([`shape_of`]: each branch of the
/// words, a number 0, 1 or more), reaching the rarer moves (restarts, solutions, exhaustion,
/// Las Vegas trials, a plateau, a cooled run).
fn corpus() -> Vec<(String, Message)> {
    let say = |a: &dyn nqueens::solver::Animation| a.caption_message().expect("a move's caption");
    let start = |a: &dyn nqueens::solver::Animation| a.start_message().joined();
    let mut out = Vec::new();
    let all = every_run();
    let mut shapes: std::collections::BTreeMap<String, usize> = Default::default();
    for (algorithm, settings, n, seed, moves) in all {
        let label: Vec<String> = settings.iter().map(|(k, v)| format!(" {k}={v}")).collect();
        let Ok(params) = Params::parse_for(algorithm.description(), n, &settings) else {
            continue;
        };
        let Ok(mut a) = animate_with(algorithm, n, seed, &params) else {
            continue;
        };
        if seed > 0 && a.seed().is_none() {
            continue;
        }
        let context = format!("{algorithm}{} n={n} seed={seed}", label.concat());
        out.push((format!("{context} start"), start(a.as_ref())));
        let short = (n == 4 || n == 6) && seed < 2;
        while a.position() < moves && a.advance() {
            let position = a.position();
            let shape: Vec<String> = a
                .events()
                .iter()
                .map(|e| shape_of(&format!("{e:?}")))
                .collect();
            let shape = shape.join(" | ");
            let seen = shapes.entry(shape).or_default();
            *seen += 1;
            if (short && position <= 30) || *seen <= 2 {
                out.push((format!("{context} #{position}"), say(a.as_ref())));
            }
        }
    }
    // Going on from a learner's board.
    for algorithm in Algorithm::ALL {
        for board in [
            vec![Some(0)],
            vec![Some(1), Some(3), None, None, None, None],
        ] {
            let mut board = board;
            board.resize(6, None);
            let Ok(mut a) = nqueens::registry::animate_from_board(algorithm, 6, 1, &board) else {
                continue;
            };
            let context = format!("{algorithm} n=6 seed=1 board={board:?}");
            out.push((format!("{context} start"), start(a.as_ref())));
            while a.position() < 3 && a.advance() {
                out.push((format!("{context} #{}", a.position()), say(a.as_ref())));
            }
        }
    }
    out
}

#[test]
fn the_corpus_reads_as_recorded_in_english() {
    let en = Messages::new("en");
    let got: Vec<(String, String)> = corpus()
        .into_iter()
        .map(|(key, m)| (key, en.say(&m)))
        .collect();
    let path = format!(
        "{}/tests/fixtures/captions-en.json",
        env!("CARGO_MANIFEST_DIR")
    );
    if std::env::var_os("NQUEENS_BLESS").is_some() {
        let json: Vec<[&str; 2]> = got.iter().map(|(k, v)| [k.as_str(), v.as_str()]).collect();
        let mut text = String::from("[\n");
        for (i, pair) in json.iter().enumerate() {
            text.push_str(&serde_json::to_string(pair).unwrap());
            text.push_str(if i + 1 < json.len() { ",\n" } else { "\n" });
        }
        text.push_str("]\n");
        std::fs::write(&path, text).unwrap();
        return;
    }
    let recorded: Vec<(String, String)> =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert!(
        recorded.len() > 1000,
        "{} captions recorded",
        recorded.len()
    );
    let got: std::collections::BTreeMap<&str, &str> =
        got.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    // (The throwaway algorithm's only with its feature.)
    let differ: Vec<String> = recorded
        .iter()
        .filter(|(k, _)| k.split(' ').next().unwrap().parse::<Algorithm>().is_ok())
        .filter(|(k, v)| got.get(k.as_str()) != Some(&v.as_str()))
        .take(20)
        .map(|(k, v)| format!("{k}:\n  recorded {v}\n       now {:?}", got.get(k.as_str())))
        .collect();
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}

/// Every language formats every caption of the corpus (a message or a variable missing
/// panics in `say`), each differently from English but for the numbers, and the
/// pseudo-locale leaves no ASCII consonant of the catalog's words: every word of a caption
/// comes from the catalogs.
#[test]
fn every_language_formats_every_caption_of_the_corpus() {
    let corpus = corpus();
    let english = Messages::new("en");
    for tag in nqueens::l10n::available() {
        let messages = Messages::new(tag);
        let mut same = 0;
        for (key, m) in &corpus {
            let text = messages.say(m);
            assert!(!text.is_empty(), "{tag} {key}");
            if tag != "en" && text == english.say(m) {
                same += 1;
            }
            if tag == nqueens::l10n::PSEUDO {
                let plain: Vec<char> = text
                    .chars()
                    .filter(|c| c.is_ascii_alphabetic() && !"aeiouAEIOU".contains(*c))
                    .collect();
                assert!(plain.is_empty(), "{key}: {plain:?} plain in {text}");
            }
        }
        assert_eq!(same, 0, "{tag}: {same} captions read as in English");
    }
}

/// A few captions in German and Spanish, with their numbers written the way the class writes
/// them (German 14.200 and 1,998; Spanish 14.200), and a row beyond 999 without a separator.
#[test]
fn german_and_spanish_read_right() {
    use nqueens::captions::caption_of;
    use nqueens::moves::{Change, Event, Square};
    let de = Messages::new("de");
    let es = Messages::new("es");
    let say = |m: &Messages, events: &[Event]| m.say(&caption_of(events, &[]).unwrap());
    let exhausted = [Event::Exhausted { solutions: 14_200 }];
    assert_eq!(
        say(&de, &exhausted),
        "Suche vollständig: 14.200 Lösungen insgesamt"
    );
    assert_eq!(
        say(&es, &exhausted),
        "Búsqueda completa: 14.200 soluciones en total"
    );
    let tried = [Event::Try {
        square: Square::new(1233, 2),
        attacked_by: Some(0),
        trial: None,
    }];
    assert_eq!(
        say(&de, &tried),
        "Zeile 1234, Spalte 3 wird von der Dame in Zeile 1 bedroht — weiter"
    );
    let proposed = [Event::Propose {
        change: Change::Move {
            row: 1,
            from: 2,
            to: 4,
        },
        delta_e: -1,
        temperature: 1.998,
        h: 4,
        chance: (-1.0f64 / 1.998).exp(),
    }];
    assert_eq!(
        say(&de, &proposed),
        "Vorschlag bei T = 1,998: die Dame von Zeile 2 von Spalte 3 nach Spalte 5, h 4 → 5 (ΔE = −1)"
    );
}
