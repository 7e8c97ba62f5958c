//! One term per concept (issue 42, item 4): each language's glossary, `locales/<tag>/terms.toml`,
//! names the term chosen for each concept of the field (trial, domain, arc consistency,
//! wipe-out, …), the variants rejected for it and the textbook or course it follows. This test
//! reads the glossary and scans every catalog (`locales/<tag>/*.ftl`, comments and message ids
//! left out) and every translated lesson (`lessons/<tag>/*.md`) of that language, and fails on
//! each rejected variant it finds, naming the file, the line and the term to use instead.
//!
//! Matching (`find_variant`): case-sensitive, also with the variant's first letter in
//! capitals (a sentence's start). Where a variant begins or ends with a Latin letter or digit
//! (Spanish, German), the match must stand alone on that side: the character next to it is
//! not a letter, a digit, `_`, `-` or `$` (so "Kreuzung" is not found in "Kreuzungen", nor
//! "fitness" in a Fluent variable `$fitness` or `$first-fitness`). Chinese and Arabic have
//! no such boundaries (Arabic writes "the", "and", "with" onto the word), so their variants
//! match anywhere; an entry's `allowed` lists longer phrases that contain a rejected variant
//! and are right (a gloss "(Forward Checking)" after the German term, for one).

use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// One concept's decision in one language.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    concept: String,
    term: String,
    #[serde(default)]
    rejected: Vec<String>,
    #[serde(default)]
    allowed: Vec<String>,
    source: String,
}

/// One language's glossary file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    term: Vec<Entry>,
}

/// The glossaries: each language's tag (`es`, `de`, `zh-CN`, `ar`) to its entries.
type Glossary = BTreeMap<String, Vec<Entry>>;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `locales/<tag>/terms.toml` there is.
fn glossary() -> Glossary {
    let mut glossary = Glossary::new();
    for entry in std::fs::read_dir(root().join("locales")).expect("locales/") {
        let dir = entry.unwrap().path();
        let path = dir.join("terms.toml");
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let tag = dir.file_name().unwrap().to_string_lossy().into_owned();
        let file: File =
            toml::from_str(&text).unwrap_or_else(|e| panic!("locales/{tag}/terms.toml: {e}"));
        glossary.insert(tag, file.term);
    }
    glossary
}

fn latin(c: char) -> bool {
    c.is_ascii_alphanumeric() || (c.is_alphabetic() && c < '\u{0250}')
}

fn joins(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '_' | '-' | '$')
}

/// The byte offsets where `variant` (or it with a capital first letter) occurs in `line`
/// standing alone where it starts or ends with a Latin letter, and not inside one of
/// `allowed` (a longer phrase, found at the same place).
fn find_variant(line: &str, variant: &str, allowed: &[String]) -> Vec<usize> {
    let mut forms = vec![variant.to_string()];
    let mut chars = variant.chars();
    if let Some(first) = chars.next() {
        let capital: String = first.to_uppercase().chain(chars).collect();
        if capital != variant {
            forms.push(capital);
        }
    }
    let first_latin = variant.chars().next().is_some_and(latin);
    let last_latin = variant.chars().last().is_some_and(latin);
    let mut found = Vec::new();
    for form in &forms {
        for (at, _) in line.match_indices(form.as_str()) {
            let before = line[..at].chars().next_back();
            let after = line[at + form.len()..].chars().next();
            if first_latin && before.is_some_and(joins) {
                continue;
            }
            if last_latin && after.is_some_and(joins) {
                continue;
            }
            let inside_allowed = allowed.iter().any(|phrase| {
                line.match_indices(phrase.as_str())
                    .any(|(start, _)| start <= at && at + form.len() <= start + phrase.len())
                    || {
                        // the allowed phrase may begin with the variant in capitals too
                        let mut p = phrase.chars();
                        let cap: String = p
                            .next()
                            .map(|f| f.to_uppercase().chain(p).collect())
                            .unwrap_or_default();
                        line.match_indices(cap.as_str())
                            .any(|(start, _)| start <= at && at + form.len() <= start + cap.len())
                    }
            });
            if !inside_allowed {
                found.push(at);
            }
        }
    }
    found.sort_unstable();
    found.dedup();
    found
}

/// The text of a catalog line a person reads: none for a comment, and a message's or
/// attribute's id (`id =`, `.title =`) and a select's variant key (`[one]`, `*[other]`)
/// left out.
fn readable(line: &str) -> &str {
    let trimmed = line.trim_start();
    if trimmed.starts_with('#') {
        return "";
    }
    let mut rest = trimmed;
    let id_end = rest
        .char_indices()
        .find(|&(i, c)| {
            !(c.is_ascii_alphanumeric() || c == '-' || c == '_' || (i == 0 && c == '.'))
        })
        .map_or(rest.len(), |(i, _)| i);
    if id_end > 0 && rest[id_end..].trim_start().starts_with('=') {
        rest = rest[id_end..].trim_start()[1..].trim_start();
    }
    if let Some(key) = rest.strip_prefix('*').unwrap_or(rest).strip_prefix('[') {
        if let Some(end) = key.find(']') {
            rest = &key[end + 1..];
        }
    }
    rest
}

/// The files a language's terms are checked in: its catalogs and its translated lessons.
fn files(tag: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for (dir, ext) in [
        (format!("locales/{tag}"), "ftl"),
        (format!("lessons/{tag}"), "md"),
    ] {
        let Ok(entries) = std::fs::read_dir(root().join(&dir)) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == ext) {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// Every rejected variant of `entries` in `text` (a file's contents), as
/// `file:line: "variant" (concept: use "term")`.
fn violations(file: &Path, text: &str, entries: &[Entry]) -> Vec<String> {
    let catalog = file.extension().is_some_and(|e| e == "ftl");
    let name = file
        .strip_prefix(root())
        .unwrap_or(file)
        .display()
        .to_string();
    let mut out = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = if catalog { readable(line) } else { line };
        for entry in entries {
            for variant in &entry.rejected {
                for _ in find_variant(line, variant, &entry.allowed) {
                    out.push(format!(
                        "{name}:{}: \"{variant}\" ({}: use \"{}\")",
                        number + 1,
                        entry.concept,
                        entry.term
                    ));
                }
            }
        }
    }
    out
}

#[test]
fn the_glossary_is_well_formed() {
    let glossary = glossary();
    let tags: Vec<&str> = glossary.keys().map(String::as_str).collect();
    assert_eq!(
        tags,
        ["ar", "de", "es", "zh-CN"],
        "the glossary's languages"
    );
    for (tag, entries) in &glossary {
        let mut concepts = std::collections::BTreeSet::new();
        for entry in entries {
            assert!(
                concepts.insert(&entry.concept),
                "{tag}: '{}' twice",
                entry.concept
            );
            assert!(
                !entry.source.trim().is_empty(),
                "{tag}: '{}' has no source",
                entry.concept
            );
            // A rejected variant that the chosen term itself contains would reject the term.
            assert!(
                entry
                    .rejected
                    .iter()
                    .all(|v| find_variant(&entry.term, v, &entry.allowed).is_empty()),
                "{tag}: '{}': the term '{}' contains a rejected variant",
                entry.concept,
                entry.term
            );
        }
    }
}

#[test]
fn every_chosen_term_is_used() {
    // A chosen term no file uses is a typo in the glossary or a concept the language does
    // not speak of; either way the glossary is wrong.
    for (tag, entries) in glossary() {
        let texts: Vec<String> = files(&tag)
            .iter()
            .map(|f| std::fs::read_to_string(f).unwrap().to_lowercase())
            .collect();
        for entry in &entries {
            let term = entry.term.to_lowercase();
            assert!(
                texts.iter().any(|t| t.contains(&term)),
                "{tag}: the term '{}' ({}) is used nowhere",
                entry.term,
                entry.concept
            );
        }
    }
}

#[test]
fn no_catalog_or_lesson_uses_a_rejected_variant() {
    let mut all = Vec::new();
    for (tag, entries) in glossary() {
        let files = files(&tag);
        assert!(files.len() >= 12, "{tag}: only {} files", files.len());
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            all.extend(violations(&file, &text, &entries));
        }
    }
    assert!(
        all.is_empty(),
        "{} rejected variants (locales/<tag>/terms.toml):\n{}",
        all.len(),
        all.join("\n")
    );
}

#[test]
fn the_matcher_respects_words_variables_and_allowed_phrases() {
    let none: &[String] = &[];
    assert_eq!(find_variant("durch Kreuzung und", "Kreuzung", none), [6]);
    assert!(find_variant("zwei Kreuzungen", "Kreuzung", none).is_empty());
    assert!(find_variant("aptitud { $fitness }", "fitness", none).is_empty());
    assert!(find_variant("NUMBER($first-fitness)", "fitness", none).is_empty());
    assert_eq!(find_variant("Fitness ist", "fitness", none), [0]);
    let gloss = ["(Forward Checking)".to_string()];
    assert!(find_variant(
        "Vorwärtsprüfung (Forward Checking)",
        "Forward Checking",
        &gloss
    )
    .is_empty());
    assert_eq!(
        find_variant("durch Forward Checking", "Forward Checking", &gloss),
        [6]
    );
    // Chinese and Arabic: anywhere in the line.
    assert_eq!(find_variant("各空行的定义域中", "定义域", none).len(), 1);
    assert_eq!(find_variant("وبالرقعة", "رقعة", none).len(), 1);
    // Variants with a variable in them match the catalog's text as written.
    assert_eq!(
        find_variant(
            "— Versuch { $trial } gescheitert",
            "Versuch { $trial }",
            none
        )
        .len(),
        1
    );
    assert_eq!(
        readable("caption-x = Versuch { $trial }"),
        "Versuch { $trial }"
    );
    assert_eq!(readable("    .aria-label = Fitness"), "Fitness");
    assert_eq!(readable("       *[other] Wipe-out"), " Wipe-out");
    assert_eq!(readable("# Wipe-out"), "");
}

#[test]
fn a_planted_variant_is_found_with_its_file_and_line() {
    let glossary = glossary();
    let de = &glossary["de"];
    let file = root().join("locales/de/captions.ftl");
    let text = "# a comment: Wipe-out\ncaption-x = ein Wipe-out in Zeile { $row }\n";
    assert_eq!(
        violations(&file, text, de),
        ["locales/de/captions.ftl:2: \"Wipe-out\" (domain wipe-out: use \"Auslöschung\")"]
    );
}
