//! The message catalogs (`locales/<lang>/*.ftl`, issue 42), read with Fluent's own parser:
//! every file parses whole (no junk), every language has the files English has, and each
//! file holds exactly English's messages and terms, each with the same value or none, the
//! same attributes and the same variables. So a message the page or the CLI asks for exists
//! in every language, and no translation refers to a variable the code does not pass, or
//! leaves one out. The languages are the page's (www/languages.js lists them).

use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// What must agree between languages about one message or term.
#[derive(Debug, PartialEq, Eq)]
struct Shape {
    value: bool,
    attributes: BTreeSet<String>,
    variables: BTreeSet<String>,
}

fn inline_variables(expression: &InlineExpression<&str>, into: &mut BTreeSet<String>) {
    match expression {
        InlineExpression::VariableReference { id } => {
            into.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. }
        | InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for argument in &arguments.positional {
                inline_variables(argument, into);
            }
            for named in &arguments.named {
                inline_variables(&named.value, into);
            }
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, into),
        _ => {}
    }
}

fn expression_variables(expression: &Expression<&str>, into: &mut BTreeSet<String>) {
    match expression {
        Expression::Inline(inline) => inline_variables(inline, into),
        Expression::Select { selector, variants } => {
            inline_variables(selector, into);
            for variant in variants {
                pattern_variables(&variant.value, into);
            }
        }
    }
}

fn pattern_variables(pattern: &Pattern<&str>, into: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, into);
        }
    }
}

fn shape(value: Option<&Pattern<&str>>, attributes: &[ast::Attribute<&str>]) -> Shape {
    let mut variables = BTreeSet::new();
    if let Some(value) = value {
        pattern_variables(value, &mut variables);
    }
    for attribute in attributes {
        pattern_variables(&attribute.value, &mut variables);
    }
    Shape {
        value: value.is_some(),
        attributes: attributes.iter().map(|a| a.id.name.to_string()).collect(),
        variables,
    }
}

/// The messages (`id`) and terms (`-id`) of one catalog file, by id; Err on a parse error
/// or a duplicate id.
fn entries(text: &str) -> Result<BTreeMap<String, Shape>, String> {
    let resource = parser::parse(text).map_err(|(_, errors)| format!("{errors:?}"))?;
    let mut found = BTreeMap::new();
    for entry in &resource.body {
        let (id, shape) = match entry {
            Entry::Message(m) => (
                m.id.name.to_string(),
                shape(m.value.as_ref(), &m.attributes),
            ),
            Entry::Term(t) => (
                format!("-{}", t.id.name),
                shape(Some(&t.value), &t.attributes),
            ),
            Entry::Junk { content } => return Err(format!("junk: {content:?}")),
            _ => continue,
        };
        if found.insert(id.clone(), shape).is_some() {
            return Err(format!("{id} is defined twice"));
        }
    }
    Ok(found)
}

/// Every difference between English's catalog and another's (`lang`, one file), in words.
fn differences(
    file: &str,
    lang: &str,
    en: &BTreeMap<String, Shape>,
    other: &BTreeMap<String, Shape>,
) -> Vec<String> {
    let mut problems = Vec::new();
    for (id, shape) in en {
        match other.get(id) {
            None => problems.push(format!("{lang}/{file}: {id} is missing")),
            Some(theirs) if theirs != shape => problems.push(format!(
                "{lang}/{file}: {id} is {theirs:?}, English's is {shape:?}"
            )),
            Some(_) => {}
        }
    }
    for id in other.keys().filter(|id| !en.contains_key(*id)) {
        problems.push(format!("{lang}/{file}: {id} is not in English's catalog"));
    }
    problems
}

fn locales() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("locales")
}

fn files_of(lang: &str) -> BTreeSet<String> {
    std::fs::read_dir(locales().join(lang))
        .unwrap_or_else(|e| panic!("locales/{lang}: {e}"))
        .map(|entry| {
            entry
                .expect("a directory entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|name| name.ends_with(".ftl"))
        .collect()
}

/// The page's languages, from www/languages.js (`tag: '…'`), English first.
fn languages() -> Vec<String> {
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("www/languages.js"))
            .expect("www/languages.js");
    text.split("tag: '")
        .skip(1)
        .map(|rest| {
            rest.split('\'')
                .next()
                .expect("a closing quote")
                .to_string()
        })
        .collect()
}

#[test]
fn the_languages_are_the_folders_of_locales() {
    let langs = languages();
    assert_eq!(langs, ["en", "es", "de", "zh-CN", "ar"]);
    let folders: BTreeSet<String> = std::fs::read_dir(locales())
        .expect("locales/")
        .map(|entry| {
            entry
                .expect("a directory entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    assert_eq!(folders, langs.iter().cloned().collect());
}

#[test]
fn every_language_has_every_message_with_the_same_variables_and_attributes() {
    let en_files = files_of("en");
    assert!(
        en_files.contains("page.ftl") && en_files.contains("cli.ftl"),
        "{en_files:?}"
    );
    let mut problems = Vec::new();
    for lang in languages().iter().skip(1) {
        let files = files_of(lang);
        for missing in en_files.difference(&files) {
            problems.push(format!("{lang}/{missing} is missing"));
        }
        for extra in files.difference(&en_files) {
            problems.push(format!("{lang}/{extra} is not one of English's files"));
        }
    }
    for file in &en_files {
        let read = |lang: &str| {
            std::fs::read_to_string(locales().join(lang).join(file)).unwrap_or_default()
        };
        let en = entries(&read("en")).unwrap_or_else(|e| panic!("en/{file}: {e}"));
        assert!(!en.is_empty(), "en/{file} holds no message");
        for lang in languages().iter().skip(1) {
            match entries(&read(lang)) {
                Ok(theirs) => problems.extend(differences(file, lang, &en, &theirs)),
                Err(e) => problems.push(format!("{lang}/{file}: {e}")),
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The comparison itself catches each kind of difference (so the test above can fail).
#[test]
fn a_missing_or_changed_message_is_named() {
    let en = entries("a = A { $n }\nb = B\n    .title = T\n").expect("parses");
    let named = |text: &str| differences("x.ftl", "de", &en, &entries(text).expect("parses"));
    assert!(named("a = A { $n }\nb = B\n    .title = T\n").is_empty());
    assert_eq!(named("a = A { $n }\n"), ["de/x.ftl: b is missing"]);
    assert_eq!(
        named("a = A { $n }\nb = B\n    .title = T\nc = C\n"),
        ["de/x.ftl: c is not in English's catalog"]
    );
    // A variable renamed, an attribute lost.
    assert_eq!(named("a = A { $m }\nb = B\n    .title = T\n").len(), 1);
    assert_eq!(named("a = A { $n }\nb = B\n").len(), 1);
    // A variable only in one variant of a select still counts.
    assert!(
        named("a = { $n ->\n    [one] eins\n   *[other] { $n }\n}\nb = B\n    .title = T\n")
            .is_empty()
    );
    assert!(entries("a = { \n").is_err(), "junk is refused");
}
