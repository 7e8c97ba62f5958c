//! The core's modules import one another without a circle (issue 40, item 3), and the
//! interface (`solver.rs`), the descriptions (`description.rs`), and the highlight and the
//! caption derived from the events (`focus.rs`, `captions.rs`) reach no algorithm and not the
//! list of algorithms (`registry.rs`), however indirectly.
//!
//! The graph is read from the source, not from the compiler: every `.rs` file under `src/`,
//! a file `src/x.rs` or `src/x/…` belonging to the module `x` (a module's children are part
//! of it: `src/solver/rewind.rs` is `solver`'s, `src/count/tail.rs` is `count`'s). An edge
//! `x → y` is a path `crate::y` (or `$crate::y`, or `y` in a `crate::{…}` group) in `x`'s
//! code, outside comments, doc comments and string literals: a doc link is not an import.
//! `lib.rs` (the declarations and the crate's `Error`) is the root, and the faces on top of
//! the core are left out: `bindings.rs` (the page's), `main.rs` and `cli/` (the CLI's). The
//! algorithms are the modules the registry's `algorithms!` list names.
//!
//! The page's modules (`www/*.js`, issue 40, item 4): the elements two or more of them look
//! up by id may only become fewer (none today), every root a module measures through
//! `www/roots.js` is declared by exactly one owner, and the Watch view's panels are shown or
//! hidden by `www/panels.js` alone.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// Module name → the modules its code names, for every module of `src/` but the faces.
type Graph = BTreeMap<String, BTreeSet<String>>;

/// `source` with comments and the contents of string and character literals blanked, so
/// that only code is left to search (lengths and lines are kept).
fn code_only(source: &str) -> String {
    let bytes = source.as_bytes();
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    let blank = |out: &mut String, text: &[u8]| {
        for &b in text {
            out.push(if b == b'\n' { '\n' } else { ' ' });
        }
    };
    while i < bytes.len() {
        let rest = &bytes[i..];
        if rest.starts_with(b"//") {
            let end = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
            blank(&mut out, &rest[..end]);
            i += end;
        } else if rest.starts_with(b"/*") {
            // Block comments nest in Rust.
            let (mut depth, mut j) = (1, 2);
            while j < rest.len() && depth > 0 {
                if rest[j..].starts_with(b"/*") {
                    depth += 1;
                    j += 2;
                } else if rest[j..].starts_with(b"*/") {
                    depth -= 1;
                    j += 2;
                } else {
                    j += 1;
                }
            }
            blank(&mut out, &rest[..j]);
            i += j;
        } else if let Some(hashes) = raw_string_start(rest) {
            // r"…", r#"…"#, br#"…"#: up to the quote followed by as many hashes.
            let open = rest.iter().position(|&b| b == b'"').unwrap() + 1;
            let mut close = vec![b'"'];
            close.extend(std::iter::repeat_n(b'#', hashes));
            let end = rest[open..]
                .windows(close.len())
                .position(|w| w == close.as_slice())
                .map_or(rest.len(), |p| open + p + close.len());
            blank(&mut out, &rest[..end]);
            i += end;
        } else if rest[0] == b'"' {
            let mut j = 1;
            while j < rest.len() && rest[j] != b'"' {
                j += if rest[j] == b'\\' { 2 } else { 1 };
            }
            let end = (j + 1).min(rest.len());
            blank(&mut out, &rest[..end]);
            i += end;
        } else if rest[0] == b'\'' {
            // A character literal ('x', '\n', '\u{1F600}', '"'), or a lifetime ('a), which is
            // kept.
            let len = if rest.get(1) == Some(&b'\\') {
                rest[2..].iter().position(|&b| b == b'\'').map(|p| p + 3)
            } else {
                let c = std::str::from_utf8(&rest[1..rest.len().min(6)])
                    .or_else(|e| std::str::from_utf8(&rest[1..1 + e.valid_up_to()]))
                    .ok()
                    .and_then(|s| s.chars().next());
                c.map(char::len_utf8)
                    .filter(|&w| rest.get(1 + w) == Some(&b'\''))
                    .map(|w| w + 2)
            };
            match len {
                Some(len) => {
                    blank(&mut out, &rest[..len]);
                    i += len;
                }
                None => {
                    out.push('\'');
                    i += 1;
                }
            }
        } else {
            let c = source[i..].chars().next().unwrap();
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// The number of `#` of a raw string literal starting `rest` (`r"`, `r#"`, `br##"`, …),
/// if one does and is not the tail of an identifier.
fn raw_string_start(rest: &[u8]) -> Option<usize> {
    let after_prefix = if rest.starts_with(b"br") {
        2
    } else if rest.starts_with(b"r") {
        1
    } else {
        return None;
    };
    let hashes = rest[after_prefix..]
        .iter()
        .take_while(|&&b| b == b'#')
        .count();
    (rest.get(after_prefix + hashes) == Some(&b'"')).then_some(hashes)
}

/// The modules `code` names: `crate::name`, `$crate::name`, and each `name` in a
/// `crate::{name, name::…, …}` group (nested groups' first segment only).
fn named_modules(code: &str) -> BTreeSet<String> {
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut names = BTreeSet::new();
    for (at, _) in code.match_indices("crate::") {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
            continue; // e.g. `mycrate::`
        }
        let rest = code[at + "crate::".len()..].trim_start();
        if let Some(group) = rest.strip_prefix('{') {
            // Split the group's top level on commas.
            let (mut depth, mut start) = (0usize, 0usize);
            for (j, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        names.insert(ident(group[start..j].trim()));
                        break;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        names.insert(ident(group[start..j].trim()));
                        start = j + 1;
                    }
                    _ => {}
                }
            }
        } else {
            names.insert(ident(rest));
        }
    }
    names.remove("");
    names
}

/// The module a file under `src/` belongs to, or `None` for the root and the faces.
fn module_of(relative: &Path) -> Option<String> {
    let parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let first = parts[0].strip_suffix(".rs").unwrap_or(&parts[0]);
    match first {
        "lib" | "bindings" | "main" | "cli" => None,
        _ => Some(first.to_string()),
    }
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The import graph of `src/` (see the module docs).
fn graph() -> Graph {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut graph = Graph::new();
    for file in &files {
        let Some(module) = module_of(file.strip_prefix(&src).unwrap()) else {
            continue;
        };
        let code = code_only(&fs::read_to_string(file).unwrap());
        graph
            .entry(module)
            .or_default()
            .extend(named_modules(&code));
    }
    // Keep the edges to modules (not to the root's items: `crate::Error`, …), and no loops.
    let modules: BTreeSet<String> = graph.keys().cloned().collect();
    for (module, edges) in graph.iter_mut() {
        edges.retain(|to| modules.contains(to) && to != module);
    }
    graph
}

/// A circle of imports, `[a, b, …, a]`, if there is one (depth-first search).
fn find_cycle(graph: &Graph) -> Option<Vec<String>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        Open,
        Done,
    }
    fn visit(
        node: &str,
        graph: &Graph,
        marks: &mut BTreeMap<String, Mark>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        marks.insert(node.to_string(), Mark::Open);
        path.push(node.to_string());
        for next in &graph[node] {
            match marks.get(next.as_str()) {
                Some(Mark::Open) => {
                    let from = path.iter().position(|m| m == next).unwrap();
                    let mut cycle = path[from..].to_vec();
                    cycle.push(next.clone());
                    return Some(cycle);
                }
                Some(Mark::Done) => {}
                None => {
                    if let Some(cycle) = visit(next, graph, marks, path) {
                        return Some(cycle);
                    }
                }
            }
        }
        path.pop();
        marks.insert(node.to_string(), Mark::Done);
        None
    }
    let mut marks = BTreeMap::new();
    for node in graph.keys() {
        if !marks.contains_key(node) {
            if let Some(cycle) = visit(node, graph, &mut marks, &mut Vec::new()) {
                return Some(cycle);
            }
        }
    }
    None
}

/// The path of imports from `from` to each module it reaches (breadth-first, shortest).
fn reached(graph: &Graph, from: &str) -> BTreeMap<String, Vec<String>> {
    let mut paths = BTreeMap::from([(from.to_string(), vec![from.to_string()])]);
    let mut queue = std::collections::VecDeque::from([from.to_string()]);
    while let Some(node) = queue.pop_front() {
        for next in &graph[&node] {
            if !paths.contains_key(next) {
                let mut path = paths[&node].clone();
                path.push(next.clone());
                paths.insert(next.clone(), path);
                queue.push_back(next.clone());
            }
        }
    }
    paths
}

/// The algorithm modules: those the registry's `algorithms!` list names (`=> crate::x::…`).
fn algorithm_modules() -> BTreeSet<String> {
    let registry =
        fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/registry.rs")).unwrap();
    let code = code_only(&registry);
    let list = &code[code.find("\nalgorithms! {").expect("the registry's list")..];
    let list = &list[..list.find("\n}").unwrap()];
    list.match_indices("=>")
        .map(|(at, _)| {
            named_modules(&list[at..list[at..].find(',').map_or(list.len(), |e| at + e)])
        })
        .flat_map(|names| names.into_iter())
        .collect()
}

#[test]
fn the_reader_sees_code_not_comments_or_strings() {
    let code = code_only(
        "use crate::a::X; // crate::b\n/// [`crate::c`]\n/* crate::d /* crate::e */ */\n\
         let s = \"crate::f\"; let r = r#\"crate::g\"#; let c = '\"'; crate::h::f();\n\
         fn f<'a>(x: &'a str) { crate::{i, j::{K, L}}; }",
    );
    assert_eq!(
        named_modules(&code),
        ["a", "h", "i", "j"].map(String::from).into()
    );
}

#[test]
fn the_graph_has_the_core_and_not_the_faces() {
    let graph = graph();
    for module in [
        "solver",
        "description",
        "registry",
        "params",
        "backtracking",
        "csp",
    ] {
        assert!(graph.contains_key(module), "{module} is read");
    }
    for face in ["bindings", "main", "cli", "lib"] {
        assert!(!graph.contains_key(face), "{face} is a face, left out");
    }
    // Edges the source certainly has, so that a reader that found none would fail here.
    assert!(graph["registry"].contains("backtracking"));
    assert!(graph["backtracking"].contains("csp"));
    assert!(graph["backtracking"].contains("solver"));
    let algorithms = algorithm_modules();
    assert!(algorithms.len() >= 10, "the registry lists {algorithms:?}");
    assert!(algorithms.contains("backtracking") && algorithms.contains("genetic"));
}

#[test]
fn no_module_imports_itself_in_a_circle() {
    if let Some(cycle) = find_cycle(&graph()) {
        panic!(
            "the modules of src/ import one another in a circle: {}",
            cycle.join(" → ")
        );
    }
}

#[test]
fn the_interface_and_the_descriptions_reach_no_algorithm_and_no_list() {
    let graph = graph();
    let mut forbidden = algorithm_modules();
    // Backtracking's constraint-satisfaction options, and the list itself.
    forbidden.extend(["csp", "registry"].map(String::from));
    // The highlight and the caption, derived from the events for every algorithm, and the
    // layers every algorithm's board is drawn in, know none either.
    for interface in ["solver", "description", "focus", "captions", "layers"] {
        for (module, path) in reached(&graph, interface) {
            assert!(
                !forbidden.contains(&module),
                "{interface}.rs reaches {module}: {}",
                path.join(" → ")
            );
        }
    }
}

/// The element ids each page module (www/*.js) looks up by name (`$('id')` or
/// `getElementById('id')`).
fn page_ids() -> BTreeMap<String, BTreeSet<String>> {
    let www = Path::new(env!("CARGO_MANIFEST_DIR")).join("www");
    let mut ids: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for entry in std::fs::read_dir(&www).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("js") {
            continue;
        }
        let module = path.file_name().unwrap().to_string_lossy().into_owned();
        let source = std::fs::read_to_string(&path).unwrap();
        for opener in ["$('", "getElementById('"] {
            for (at, _) in source.match_indices(opener) {
                let rest = &source[at + opener.len()..];
                let id: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                    .collect();
                if !id.is_empty() && rest[id.len()..].starts_with('\'') {
                    ids.entry(id).or_default().insert(module.clone());
                }
            }
        }
    }
    ids
}

/// The elements two or more page modules look up by id today (issue 40, item 4: each
/// feature module gets its own root and touches no other's): none. A module measures another's
/// root through www/roots.js, and acts on it through the owner's API. The list may only
/// shrink: a new element shared between modules fails, and one no longer shared must leave it.
const SHARED_TODAY: [&str; 0] = [];

#[test]
fn page_modules_share_no_more_elements_than_today() {
    let ids = page_ids();
    assert!(
        ids.len() > 100,
        "the reader finds the page's ids: {}",
        ids.len()
    );
    let shared: BTreeSet<&str> = ids
        .iter()
        .filter(|(_, modules)| modules.len() > 1)
        .map(|(id, _)| id.as_str())
        .collect();
    let today: BTreeSet<&str> = SHARED_TODAY.into_iter().collect();
    let new: Vec<String> = shared
        .difference(&today)
        .map(|id| format!("{id} ({:?})", ids[*id]))
        .collect();
    assert!(
        new.is_empty(),
        "page modules newly share elements (give each its own root, or decide in one module): {new:?}"
    );
    let gone: Vec<&&str> = today.difference(&shared).collect();
    assert!(
        gone.is_empty(),
        "no longer shared, take them off SHARED_TODAY: {gone:?}"
    );
}

/// The Watch view's panels are shown and hidden by www/panels.js alone (one decision per
/// kind of board), never by the boards' modules.
#[test]
fn the_watch_views_panels_are_shown_in_one_place() {
    let www = Path::new(env!("CARGO_MANIFEST_DIR")).join("www");
    let panels = std::fs::read_to_string(www.join("panels.js")).unwrap();
    let list = panels
        .split("export const PANELS = [")
        .nth(1)
        .and_then(|rest| rest.split(']').next())
        .expect("panels.js lists its PANELS");
    let ids: Vec<&str> = list
        .split(',')
        .map(|s| s.trim().trim_matches('\''))
        .filter(|s| !s.is_empty())
        .collect();
    assert!(ids.contains(&"tree-figure") && ids.len() >= 8, "{ids:?}");
    for entry in std::fs::read_dir(&www).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !name.ends_with(".js") || name == "panels.js" {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap();
        for id in &ids {
            assert!(
                !source.contains(&format!("$('{id}').hidden =")),
                "{name} shows or hides {id}: www/panels.js decides"
            );
        }
    }
}

/// The quoted names following `opener` in `source` (`rootOf('caption')` → `caption`).
fn quoted_after(source: &str, opener: &str) -> Vec<String> {
    source
        .match_indices(opener)
        .filter_map(|(at, _)| {
            let rest = &source[at + opener.len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            (!name.is_empty() && rest[name.len()..].starts_with('\'')).then_some(name)
        })
        .collect()
}

/// A root another module measures (`rootOf('name')`, www/roots.js) is declared
/// (`ownRoot('name', …)`) by exactly one module, and that module is not the one measuring it:
/// a root asked for by name and owned by none would throw on the page, one owned twice would
/// be two modules' element.
#[test]
fn every_root_measured_has_one_owner() {
    let www = Path::new(env!("CARGO_MANIFEST_DIR")).join("www");
    let mut owners: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut measured: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for entry in fs::read_dir(&www).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !name.ends_with(".js") || name == "roots.js" {
            continue;
        }
        let source = fs::read_to_string(&path).unwrap();
        for root in quoted_after(&source, "ownRoot('") {
            owners.entry(root).or_default().insert(name.clone());
        }
        for root in quoted_after(&source, "rootOf('") {
            measured.entry(root).or_default().insert(name.clone());
        }
    }
    // Roots the source certainly has, so that a reader that found none would fail here.
    assert!(
        owners.contains_key("caption") && owners.contains_key("exercise"),
        "{owners:?}"
    );
    assert!(measured.contains_key("controls"), "{measured:?}");
    for (root, owner) in &owners {
        assert_eq!(owner.len(), 1, "the root {root} is declared by {owner:?}");
    }
    for (root, modules) in &measured {
        let owner = owners
            .get(root)
            .unwrap_or_else(|| panic!("{modules:?} measure the root {root}, which no module owns"));
        assert!(
            owner.is_disjoint(modules),
            "{owner:?} measures its own root {root} through roots.js: it looks its elements up itself"
        );
    }
}
