//! The registry's shape (issue 28): each algorithm is one file holding its solver and its
//! description, which knows no list of algorithms; the one list is `src/registry.rs`.

use nqueens::registry::{Algorithm, ALGORITHMS};
use std::path::{Path, PathBuf};

/// Every file under `dir` with one of `extensions`, recursively.
fn files(dir: &Path, extensions: &[&str], out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            if path.file_name().is_some_and(|name| name != "node_modules") {
                files(&path, extensions, out);
            }
        } else if path
            .extension()
            .is_some_and(|e| extensions.iter().any(|x| e == *x))
        {
            out.push(path);
        }
    }
}

fn sources() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut paths = Vec::new();
    files(&root.join("src"), &["rs"], &mut paths);
    files(&root.join("www"), &["js"], &mut paths);
    paths.push(root.join("index.html"));
    paths
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            (p, text)
        })
        .collect()
}

/// Each id is a string literal in one file only, the one whose description it is, and that
/// file does not import the registry (nor name another algorithm's id).
#[test]
fn each_algorithm_is_one_file_that_knows_no_list_of_algorithms() {
    let sources = sources();
    for description in ALGORITHMS {
        let literal = format!("\"{}\"", description.id);
        let quoted = format!("'{}'", description.id);
        let holders: Vec<&PathBuf> = sources
            .iter()
            .filter(|(_, text)| text.contains(&literal) || text.contains(&quoted))
            .map(|(p, _)| p)
            .collect();
        assert_eq!(holders.len(), 1, "{}: {holders:?}", description.id);
        let (_, own) = sources.iter().find(|(p, _)| p == holders[0]).unwrap();
        assert!(
            own.contains(&format!("id: {literal}")),
            "{}: {:?} holds its id but not its description",
            description.id,
            holders[0]
        );
        assert!(
            !own.contains("registry"),
            "{}: {:?} names the registry",
            description.id,
            holders[0]
        );
    }
}

/// The registry's list is the enum's order, and each algorithm's description is its solver's.
#[test]
fn the_list_generates_the_enum_the_descriptions_and_the_dispatch_in_one_order() {
    struct Id;
    impl nqueens::registry::Visit for Id {
        type Output = &'static str;
        fn visit<S: nqueens::solver::StepSolver>(self) -> &'static str {
            S::DESCRIPTION.id
        }
    }
    assert_eq!(Algorithm::ALL.len(), Algorithm::COUNT);
    assert_eq!(ALGORITHMS.len(), Algorithm::COUNT);
    for (i, algorithm) in Algorithm::ALL.into_iter().enumerate() {
        assert_eq!(algorithm as usize, i);
        assert_eq!(algorithm.visit(Id), ALGORITHMS[i].id);
        assert_eq!(algorithm.description(), ALGORITHMS[i]);
    }
}

/// The page's size and seed checks, written once in the core: each algorithm's animated and
/// large-board limits from its description, and a seed only for the randomized ones.
#[test]
fn the_pages_size_and_seed_checks_follow_each_description() {
    for algorithm in Algorithm::ALL {
        let d = algorithm.description();
        assert!(algorithm.check_animated(d.max_n_animated).is_ok());
        let over = algorithm.check_animated(d.max_n_animated + 1).unwrap_err();
        assert!(
            over.contains(&format!("1 to {}", d.max_n_animated)),
            "{over}"
        );
        assert!(algorithm.check_animated(0).is_err());
        match d.max_n_large {
            Some(max) => {
                assert!(algorithm.check_large(max).is_ok());
                assert!(algorithm
                    .check_large(max + 1)
                    .unwrap_err()
                    .contains("go up to"));
            }
            None => {
                let refused = algorithm.check_large(1_000).unwrap_err();
                let large: Vec<&str> = ALGORITHMS
                    .iter()
                    .filter(|a| a.max_n_large.is_some())
                    .map(|a| a.id)
                    .collect();
                let expected = format!("does not run on large boards: choose {}", large.join(", "));
                assert!(refused.contains(&expected), "{refused}");
            }
        }
        if d.randomized {
            assert_eq!(algorithm.seed_from(" 42 "), Ok(42));
            assert!(algorithm.seed_from("x").is_err());
            assert!(algorithm.seed_from("").is_ok());
        } else {
            assert_eq!(algorithm.seed_from("x"), Ok(0));
        }
    }
}
