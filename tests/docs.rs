//! The docs (issue 40, item 6): a short README and the book in `docs/` (mdBook). The README
//! stays at most 5 kB; every relative link and picture of the README and of the book's pages
//! leads to a file that exists (and a `#fragment` into a page to one of its headings); every
//! page of `docs/` is in the book's summary and every page the summary names exists; the
//! mdBook version the workflow installs is the one `cargo xtask book` pins.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The README and every Markdown page of `docs/`, as (path, text).
fn documents() -> Vec<(PathBuf, String)> {
    let mut paths = vec![root().join("README.md")];
    let mut pages: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    pages.sort();
    paths.extend(pages);
    paths
        .into_iter()
        .map(|path| {
            let text = read(&path);
            (path, text)
        })
        .collect()
}

/// `text` without its fenced code blocks and inline code spans (which may hold brackets and
/// parentheses that are not links).
fn prose(text: &str) -> String {
    let mut out = String::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        let mut in_code = false;
        for c in line.chars() {
            if c == '`' {
                in_code = !in_code;
            } else if !in_code {
                out.push(c);
            }
        }
        out.push('\n');
    }
    out
}

/// The targets of the Markdown links and pictures of `text`: `[words](target)` and
/// `![words](target)`, with any title after a space left off.
fn link_targets(text: &str) -> Vec<String> {
    let text = prose(text);
    let mut targets = Vec::new();
    let mut rest = text.as_str();
    while let Some(at) = rest.find("](") {
        let after = &rest[at + 2..];
        let Some(end) = after.find(')') else { break };
        let target = after[..end].split_whitespace().next().unwrap_or("");
        targets.push(target.trim_matches(['<', '>']).to_string());
        rest = &after[end..];
    }
    targets
}

/// The ids mdBook gives a page's headings: lower case, spaces to hyphens, only letters,
/// digits, `-` and `_` kept (code spans' backticks dropped).
fn heading_ids(text: &str) -> BTreeSet<String> {
    // The fence open, as its run of backticks (CommonMark: a line of three or more backticks
    // and an info string with none, closed by a line of at least as many backticks alone).
    let mut fence: Option<usize> = None;
    let mut ids = BTreeSet::new();
    for line in text.lines() {
        let trimmed = line.trim();
        let ticks = trimmed.chars().take_while(|c| *c == '`').count();
        match fence {
            Some(open) if ticks >= open && ticks == trimmed.len() => {
                fence = None;
                continue;
            }
            None if ticks >= 3 && !trimmed[ticks..].contains('`') => {
                fence = Some(ticks);
                continue;
            }
            _ => {}
        }
        if fence.is_some() || !line.starts_with('#') {
            continue;
        }
        let title = line.trim_start_matches('#').trim();
        let id: String = title
            .chars()
            .filter_map(|c| {
                if c.is_alphanumeric() || c == '_' || c == '-' {
                    Some(c.to_lowercase().next().unwrap())
                } else if c.is_whitespace() {
                    Some('-')
                } else {
                    None
                }
            })
            .collect();
        ids.insert(id);
    }
    ids
}

/// What is wrong with the relative links of the document at `path`: a target that is no
/// file, or a fragment that is no heading of its Markdown page.
fn broken_links(path: &Path, text: &str) -> Vec<String> {
    let folder = path.parent().unwrap();
    let mut broken = Vec::new();
    for target in link_targets(text) {
        if target.is_empty()
            || target.contains("://")
            || target.starts_with("mailto:")
            || target.starts_with('#')
        {
            continue;
        }
        let (file, fragment) = match target.split_once('#') {
            Some((file, fragment)) => (file, Some(fragment)),
            None => (target.as_str(), None),
        };
        let resolved = folder.join(file);
        if !resolved.is_file() {
            broken.push(format!("{}: {target} is no file", path.display()));
            continue;
        }
        if let (Some(fragment), true) = (fragment, file.ends_with(".md")) {
            if !heading_ids(&read(&resolved)).contains(fragment) {
                broken.push(format!("{}: {target}: no such heading", path.display()));
            }
        }
    }
    broken
}

#[test]
fn the_readme_is_at_most_5_kb() {
    let bytes = std::fs::metadata(root().join("README.md")).unwrap().len();
    assert!(
        bytes <= 5_120,
        "README.md is {bytes} bytes: move the detail into docs/"
    );
}

#[test]
fn every_relative_link_of_the_readme_and_the_book_leads_to_a_file() {
    let documents = documents();
    assert!(documents.len() > 5, "the README and the book's pages");
    let mut links = 0;
    let mut broken = Vec::new();
    for (path, text) in &documents {
        links += link_targets(text).len();
        broken.extend(broken_links(path, text));
    }
    assert!(links > 30, "{links} links read");
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

/// The check finds what it should: a planted broken link, picture and fragment, and none in
/// code.
#[test]
fn a_planted_broken_link_is_found() {
    let path = root().join("docs/introduction.md");
    let planted = "See [the guide](teachers.md), [nothing](no-such-page.md), \
                   ![a picture](img/no-such.png), [a heading](teachers.md#no-such-heading), \
                   [the site](https://example.org/x.md) and `[code](not-a-link.md)`.\n\n\
                   ```sh\n[code](nor-this.md)\n```\n";
    let broken = broken_links(&path, planted);
    assert_eq!(broken.len(), 3, "{broken:?}");
    assert!(broken[0].contains("no-such-page.md is no file"));
    assert!(broken[1].contains("img/no-such.png is no file"));
    assert!(broken[2].contains("teachers.md#no-such-heading: no such heading"));
    assert!(heading_ids("## `solve`: the algorithms, their limits\n")
        .contains("solve-the-algorithms-their-limits"));
}

#[test]
fn every_page_of_docs_is_in_the_books_summary_and_every_page_it_names_exists() {
    let summary = read(&root().join("docs/SUMMARY.md"));
    let named: BTreeSet<String> = link_targets(&summary).into_iter().collect();
    for (path, _) in documents().iter().skip(1) {
        let name = path.file_name().unwrap().to_str().unwrap();
        if name != "SUMMARY.md" {
            assert!(
                named.contains(name),
                "docs/{name} is not in docs/SUMMARY.md"
            );
        }
    }
    for page in &named {
        assert!(root().join("docs").join(page).is_file(), "docs/{page}");
    }
}

#[test]
fn the_workflow_installs_the_mdbook_xtask_pins() {
    let xtask = read(&root().join("xtask/src/main.rs"));
    let pinned = xtask
        .lines()
        .find_map(|line| line.strip_prefix("const MDBOOK: &str = \""))
        .and_then(|rest| rest.strip_suffix("\";"))
        .expect("xtask's MDBOOK");
    let workflow = read(&root().join(".github/workflows/classroom.yml"));
    assert!(
        workflow.contains(&format!("tool: mdbook@{pinned}")),
        "the workflow installs mdbook@{pinned}"
    );
    assert!(workflow.contains("run: cargo xtask book"));
}
