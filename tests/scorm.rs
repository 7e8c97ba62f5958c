//! SCORM packages (`nqueens::scorm`): the manifest parsed as XML against what the SCORM
//! content aggregation model requires, the zip's entries, the page's `<meta>`, and the
//! attempt's `cmi.suspend_data` read back or refused in words.

use nqueens::exercise::{Answer, ClassCode, Instance, Mode, Session};
use nqueens::scorm::{
    resume, suspend_data, LessonPackage, Package, Packaged, PackagedLesson, Version, MANIFEST_FILE,
    MAX_PAGE_BYTES, SCO_FILE,
};
use std::io::{Cursor, Read};

/// The package's titles said in English, as before the catalogs (`nqueens::l10n::say`: no
/// test chooses another language).
const EN: nqueens::scorm::Say = &nqueens::l10n::say;

/// A stand-in for the single file: what `Package::page` looks for (its embedded core's
/// element and `</head>`), with text on both sides of the insertion.
const SINGLE_FILE: &str = "<!doctype html>\n<html lang=\"en\">\n<head>\n  <meta charset=\"utf-8\">\n  <title>N-Queens</title>\n</head>\n<body>\n<script type=\"application/octet-stream\" id=\"nq-wasm\">AGFzbQ==</script>\n</body>\n</html>\n";

fn class() -> ClassCode {
    "BT-7KQ2M9".parse().unwrap()
}

fn package(version: Version) -> Package {
    Package::new(class(), version, 80).unwrap()
}

/// The namespaces of a version's manifest: IMS content packaging's and ADL's.
fn namespaces(version: Version) -> (&'static str, &'static str, &'static str) {
    match version {
        Version::Scorm12 => (
            "http://www.imsproject.org/xsd/imscp_rootv1p1p2",
            "http://www.adlnet.org/xsd/adlcp_rootv1p2",
            "scormtype",
        ),
        Version::Scorm2004 => (
            "http://www.imsglobal.org/xsd/imscp_v1p1",
            "http://www.adlnet.org/xsd/adlcp_v1p3",
            "scormType",
        ),
    }
}

/// The one element `name` in `node`, in namespace `ns`.
fn only_child<'a, 'input>(
    node: roxmltree::Node<'a, 'input>,
    name: &str,
    ns: &str,
) -> roxmltree::Node<'a, 'input> {
    let found: Vec<_> = node
        .children()
        .filter(|c| c.is_element() && c.tag_name().name() == name)
        .collect();
    assert_eq!(
        found.len(),
        1,
        "one <{name}> in <{}>",
        node.tag_name().name()
    );
    assert_eq!(
        found[0].tag_name().namespace(),
        Some(ns),
        "<{name}>'s namespace"
    );
    found[0]
}

/// Checks `xml` for the content aggregation model's required parts: a manifest with an
/// identifier; metadata whose schema is "ADL SCORM" and whose schemaversion is the
/// version's; organizations whose default names its one organization, titled, whose one
/// item references a resource; that resource a SCO (adlcp:scormtype / scormType) whose href
/// is one of its files, each of which is in `files`.
fn check_manifest(xml: &str, version: Version, files: &[&str]) {
    check_manifest_titled(
        xml,
        version,
        files,
        &["Be the backtracker"],
        &["Be the backtracker", "BT-7KQ2M9"],
    );
}

/// [`check_manifest`], the organization's title holding each of `organization_words`, the
/// item's each of `item_words`.
fn check_manifest_titled(
    xml: &str,
    version: Version,
    files: &[&str],
    organization_words: &[&str],
    item_words: &[&str],
) {
    let doc = roxmltree::Document::parse(xml).expect("the manifest is well-formed XML");
    let (cp, adlcp, scorm_type) = namespaces(version);
    let child = |node, name| only_child(node, name, cp);
    let text = |node: roxmltree::Node<'_, '_>| node.text().unwrap_or("").trim().to_string();
    let id_like = |id: &str| {
        id.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
            && id
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c))
    };
    let manifest = doc.root_element();
    assert_eq!(manifest.tag_name().name(), "manifest");
    assert_eq!(manifest.tag_name().namespace(), Some(cp));
    let identifier = manifest
        .attribute("identifier")
        .expect("manifest identifier");
    assert!(id_like(identifier), "{identifier}");
    let metadata = child(manifest, "metadata");
    assert_eq!(text(child(metadata, "schema")), "ADL SCORM");
    assert_eq!(
        text(child(metadata, "schemaversion")),
        version.schema_version()
    );
    let organizations = child(manifest, "organizations");
    let organization = child(organizations, "organization");
    let org_id = organization.attribute("identifier").unwrap();
    assert!(id_like(org_id));
    assert_eq!(organizations.attribute("default"), Some(org_id));
    let organization_title = text(child(organization, "title"));
    for word in organization_words {
        assert!(
            organization_title.contains(word),
            "{organization_title}: {word}"
        );
    }
    let item = child(organization, "item");
    assert!(id_like(item.attribute("identifier").unwrap()));
    let item_title = text(child(item, "title"));
    for word in item_words {
        assert!(item_title.contains(word), "{item_title}: {word}");
    }
    let resources = child(manifest, "resources");
    let resource = child(resources, "resource");
    assert_eq!(
        item.attribute("identifierref"),
        resource.attribute("identifier"),
        "the item launches the resource"
    );
    assert_eq!(resource.attribute("type"), Some("webcontent"));
    assert_eq!(resource.attribute((adlcp, scorm_type)), Some("sco"));
    let href = resource.attribute("href").expect("the SCO's href");
    let listed: Vec<&str> = resource
        .children()
        .filter(|c| c.is_element())
        .map(|file| {
            assert_eq!(file.tag_name().name(), "file");
            file.attribute("href").unwrap()
        })
        .collect();
    assert!(
        listed.contains(&href),
        "the launched page is one of the resource's files"
    );
    for file in listed {
        assert!(files.contains(&file), "{file} is in the package");
    }
}

#[test]
fn manifests_have_what_the_content_aggregation_model_requires() {
    for version in [Version::Scorm12, Version::Scorm2004] {
        check_manifest(&package(version).manifest(EN), version, &[SCO_FILE]);
    }
    // The mastery score is the page's to apply (an LMS given one marks an attempt left
    // half-way as failed): not in the manifest.
    let manifest = package(Version::Scorm12).manifest(EN);
    assert!(!manifest.contains("masteryscore"), "{manifest}");
}

/// The zip's entries, by name, in order: (name, compression, modified, text).
fn entries(zip: &[u8]) -> Vec<(String, zip::CompressionMethod, zip::DateTime, String)> {
    let mut archive = zip::ZipArchive::new(Cursor::new(zip)).expect("a zip");
    (0..archive.len())
        .map(|i| {
            let mut file = archive.by_index(i).unwrap();
            let mut text = String::new();
            file.read_to_string(&mut text).unwrap();
            (
                file.name().unwrap().to_string(),
                file.compression(),
                file.last_modified().unwrap(),
                text,
            )
        })
        .collect()
}

#[test]
fn the_zip_holds_the_manifest_at_its_root_and_the_page_told_its_class() {
    for version in [Version::Scorm12, Version::Scorm2004] {
        let package = Package::new(class(), version, 90).unwrap();
        let zip = package.zip(SINGLE_FILE, EN).unwrap();
        let entries = entries(&zip);
        let names: Vec<&str> = entries.iter().map(|e| e.0.as_str()).collect();
        assert_eq!(names, [MANIFEST_FILE, SCO_FILE]);
        check_manifest(&entries[0].3, version, &names);
        for (name, compression, modified, _) in &entries {
            assert_eq!(*compression, zip::CompressionMethod::Deflated, "{name}");
            assert_eq!(*modified, zip::DateTime::default(), "{name}: a fixed date");
        }
        // The page: the single file with one <meta> before </head>, naming the class, the
        // version and the mastery score.
        let page = &entries[1].3;
        let meta = format!(
            "  <meta name=\"nqueens-scorm\" content=\"class=BT-7KQ2M9;scorm={};mastery=90\">\n</head>",
            version.id()
        );
        assert_eq!(*page, SINGLE_FILE.replacen("</head>", &meta, 1));
        assert_eq!(
            Package::from_meta_content(&package.meta_content()),
            Ok(package)
        );
        // The same inputs, the same bytes (the CLI's package and the teacher's view's).
        assert_eq!(package.zip(SINGLE_FILE, EN).unwrap(), zip);
    }
}

#[test]
fn a_page_that_is_not_the_single_file_is_refused_in_words() {
    let package = package(Version::Scorm12);
    let why = package
        .zip("<html><head></head><body>hello</body></html>", EN)
        .unwrap_err();
    assert!(why.contains("not the single file"), "{why}");
    let page = package.page(SINGLE_FILE).unwrap();
    let why = package.page(&page).unwrap_err();
    assert!(why.contains("already a SCORM package's"), "{why}");
    let huge = format!("{SINGLE_FILE}{}", " ".repeat(MAX_PAGE_BYTES));
    let why = package.page(&huge).unwrap_err();
    assert!(why.contains("at most 64 MB"), "{why}");
}

#[test]
fn versions_classes_and_mastery_scores_read_or_are_named() {
    assert_eq!("1.2".parse(), Ok(Version::Scorm12));
    assert_eq!("2004".parse(), Ok(Version::Scorm2004));
    assert!("1.3".parse::<Version>().unwrap_err().contains("1.2"));
    assert!(Package::new(class(), Version::Scorm12, 101)
        .unwrap_err()
        .contains("0 to 100"));
    let read = |content: &str| Package::from_meta_content(content);
    assert_eq!(
        read("class=bt-7kq2m9;scorm=2004"),
        Ok(Package::new(class(), Version::Scorm2004, 80).unwrap())
    );
    assert!(read("scorm=1.2").unwrap_err().contains("no class code"));
    assert!(read("class=BT-7KQ2M9")
        .unwrap_err()
        .contains("no SCORM version"));
    assert!(read("class=XX-1;scorm=1.2")
        .unwrap_err()
        .contains("class code"));
    assert!(read("class=BT-7KQ2M9;scorm=1.2;mastery=120")
        .unwrap_err()
        .contains("0 to 100"));
}

/// A session of the LMS learner "2" in the class: the first step right, the second wrong.
fn half_done() -> (Session, String) {
    let instance = Instance::personal(class(), "2", 1).unwrap();
    let mut session = Session::new(instance, Mode::Fix).unwrap();
    let model = session.question().unwrap().model.clone();
    assert!(session.answer(model).right);
    let model = session.question().unwrap().model.clone();
    let wrong = if model == Answer::Backtrack {
        Answer::Square { row: 0, col: 0 }
    } else {
        Answer::Backtrack
    };
    assert!(!session.answer(wrong).right);
    let code = session.completion_code(class(), "2", 1, 75);
    (session, code)
}

#[test]
fn an_attempt_goes_into_suspend_data_and_comes_back() {
    let (session, code) = half_done();
    let data = suspend_data(Some(0.7), 0.9, &code);
    assert!(data.starts_with("NQS1~7000~9000~NQX1~"), "{data}");
    assert!(data.len() < Version::Scorm12.suspend_limit());
    let resumed = resume(&data, class(), " 2 ").unwrap();
    let tokens: Vec<String> = session.log().iter().map(|e| e.token()).collect();
    assert_eq!(resumed.answers, tokens);
    assert_eq!(
        (
            resumed.attempt,
            resumed.mode,
            resumed.seconds,
            resumed.finished
        ),
        (1, Mode::Fix, 75, false)
    );
    assert_eq!((resumed.done, resumed.kept), (Some(0.7), 0.9));
    // Replayed, the answers give the same score.
    let tokens: Vec<&str> = resumed.answers.iter().map(String::as_str).collect();
    let replayed = Session::replay(session.instance(), resumed.mode, &tokens).unwrap();
    assert_eq!(replayed.score(), session.score());
    let resumed = resume(&suspend_data(None, 0.0, &code), class(), "2").unwrap();
    assert_eq!((resumed.done, resumed.kept), (None, 0.0));
    // Nothing answered yet: no answers to replay.
    let fresh = Session::new(session.instance(), Mode::Undo).unwrap();
    let data = suspend_data(None, 0.0, &fresh.completion_code(class(), "2", 1, 0));
    let resumed = resume(&data, class(), "2").unwrap();
    assert_eq!((resumed.answers.len(), resumed.mode), (0, Mode::Undo));
}

#[test]
fn corrupt_foreign_or_other_versions_suspend_data_is_refused_in_words() {
    let (_, code) = half_done();
    let data = suspend_data(None, 0.25, &code);
    let refused = |data: &str, learner: &str| resume(data, class(), learner).unwrap_err();
    assert!(refused("", "2").contains("not an attempt this exercise saved"));
    assert!(refused("{\"exercise\":1}", "2").contains("not an attempt this exercise saved"));
    assert!(refused(&data.replacen("NQS1", "NQS2", 1), "2").contains("another version"));
    assert!(refused("NQS1~-~0", "2").contains("cut short"));
    assert!(refused(&data.replacen("~-~2500~", "~10001~2500~", 1), "2").contains("0 to 10000"));
    assert!(refused(&data.replacen("~-~2500~", "~-~x~", 1), "2").contains("0 to 10000"));
    // A character changed, or the end cut off: the code's check fails.
    let edited = data.replacen("~fix~75~", "~fix~76~", 1);
    assert!(refused(&edited, "2").contains("do not check"));
    assert!(refused(&data[..data.len() - 8], "2").contains("do not check"));
    assert!(refused(&data, "3").contains("another learner"));
    let other: ClassCode = "BT-000001".parse().unwrap();
    let why = resume(&data, other, "2").unwrap_err();
    assert!(why.contains("another class (BT-7KQ2M9)"), "{why}");
}

#[test]
fn a_finished_attempt_of_the_longest_exercise_fits_scorm_1_2() {
    // Forward checking asks the most (12 steps, sets of squares): its whole attempt, with a
    // long learner id, stays far below SCORM 1.2's 4,096 characters.
    let class: ClassCode = "FC-7KQ2M9".parse().unwrap();
    let learner = "x".repeat(60);
    let mut session =
        Session::new(Instance::personal(class, &learner, 1).unwrap(), Mode::Fix).unwrap();
    while let Some(q) = session.question() {
        let model = q.model.clone();
        session.answer(model);
    }
    let data = suspend_data(
        Some(1.0),
        1.0,
        &session.completion_code(class, &learner, 1, 600),
    );
    assert!(data.len() < 1000, "{} characters", data.len());
    assert!(resume(&data, class, &learner).unwrap().finished);
}

// ------------------------------------------------------------------ lesson packages

/// A teacher's own lesson: two slides, one question (after `lessons/` and
/// docs/lesson-format.md's form), its title with characters XML and HTML escape.
const OWN_LESSON: &str = "# Four queens & <friends>\nid: my-four\nsummary: Mine.\n\n## The start\n\n*Watch* row 1. Ünïcödé ✓\n\n```state\nalgorithm: backtracking\nn: 4\n```\n\n## A question\n\nWhat comes next?\n\n```action\nask: predict\n```\n";

#[test]
fn a_lesson_package_names_its_lesson_in_a_valid_manifest_for_both_versions() {
    // The built-in lessons' titles, from their files' first lines.
    for (id, text) in nqueens::lesson::BUILTIN {
        let title = text.lines().next().unwrap().strip_prefix("# ").unwrap();
        for version in [Version::Scorm12, Version::Scorm2004] {
            let package = LessonPackage::builtin(id, version, 75).unwrap();
            assert_eq!(EN(&package.title()), format!("{title} (guided lesson)"));
            check_manifest_titled(
                &package.manifest(EN),
                version,
                &[SCO_FILE],
                &[title],
                &[title, "guided lesson"],
            );
            assert!(package
                .manifest(EN)
                .contains(&format!(r#"<manifest identifier="nqueens-lesson-{id}""#)));
            assert!(!package.manifest(EN).contains("masteryscore"));
            assert_eq!(
                package.file_name(),
                format!(
                    "nqueens-lesson-{id}-scorm{}.zip",
                    version.id().replace('.', "")
                )
            );
        }
    }
    // An own lesson's title, escaped in the XML.
    let own = LessonPackage::own(OWN_LESSON, Version::Scorm2004, 80).unwrap();
    assert!(own
        .manifest(EN)
        .contains("<title>Four queens &amp; &lt;friends&gt; (guided lesson)</title>"));
    check_manifest_titled(
        &own.manifest(EN),
        Version::Scorm2004,
        &[SCO_FILE],
        &["Four queens & <friends>"],
        &["Four queens & <friends> (guided lesson)"],
    );
}

#[test]
fn a_lesson_packages_meta_reads_back_and_its_zip_is_the_same_bytes_each_time() {
    let builtin = LessonPackage::builtin("why-not-random", Version::Scorm12, 90).unwrap();
    assert_eq!(
        builtin.meta_content(),
        "lesson=why-not-random;scorm=1.2;mastery=90"
    );
    let own = LessonPackage::own(OWN_LESSON, Version::Scorm2004, 100).unwrap();
    let content = own.meta_content();
    let (head, packed) = content.split_once(";lesson-text=").unwrap();
    assert_eq!(head, "lesson=my-four;scorm=2004;mastery=100");
    // base64url without padding, as the page's packText writes it: 4 digits per 3 bytes.
    assert_eq!(packed.len(), (OWN_LESSON.len() * 4).div_ceil(3));
    assert!(packed
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
    assert!(packed.starts_with("IyBGb3VyIHF1ZWVucyAmIDxmcmllbmRzPgpp")); // "# Four queens & <friends>\ni"
    for package in [builtin, own] {
        assert_eq!(
            Packaged::from_meta_content(&package.meta_content()),
            Ok(Packaged::Lesson(package.clone()))
        );
        let zip = package.zip(SINGLE_FILE, EN).unwrap();
        let entries = entries(&zip);
        let names: Vec<&str> = entries.iter().map(|e| e.0.as_str()).collect();
        assert_eq!(names, [MANIFEST_FILE, SCO_FILE]);
        assert_eq!(entries[0].3, package.manifest(EN));
        let meta = format!(
            "  <meta name=\"nqueens-scorm\" content=\"{}\">\n</head>",
            package.meta_content()
        );
        assert_eq!(entries[1].3, SINGLE_FILE.replacen("</head>", &meta, 1));
        assert_eq!(package.zip(SINGLE_FILE, EN).unwrap(), zip);
        // Its page is a package's: not packaged again.
        assert!(package
            .page(&entries[1].3)
            .unwrap_err()
            .contains("already a SCORM package's"));
    }
    // An exercise's meta still reads as an exercise's.
    assert_eq!(
        Packaged::from_meta_content(&package(Version::Scorm12).meta_content()),
        Ok(Packaged::Exercise(package(Version::Scorm12)))
    );
}

#[test]
fn an_unknown_lesson_or_a_broken_own_lesson_is_refused_with_its_line() {
    let unknown = LessonPackage::builtin("first-solution", Version::Scorm12, 80).unwrap_err();
    assert!(
        unknown.starts_with("no built-in lesson “first-solution”: the lessons are first-solution-walkthrough, why-not-random,"),
        "{unknown}"
    );
    // Line 11 of OWN_LESSON is "n: 4": a board of 99 is beyond the page's.
    let broken = OWN_LESSON.replace("n: 4", "n: 99");
    let why = LessonPackage::own(&broken, Version::Scorm12, 80).unwrap_err();
    assert!(why.starts_with("line 11: board size 99"), "{why}");
    let why = LessonPackage::own(
        &OWN_LESSON.replace("ask: predict", "ask: anything"),
        Version::Scorm12,
        80,
    )
    .unwrap_err();
    assert!(why.starts_with("line 19: "), "{why}");
    assert!(LessonPackage::builtin("big-boards", Version::Scorm12, 101)
        .unwrap_err()
        .contains("0 to 100"));
    // A meta that does not read: in words.
    let read = Packaged::from_meta_content;
    assert!(read("lesson=nope;scorm=1.2")
        .unwrap_err()
        .contains("no built-in lesson “nope”"));
    assert!(read("lesson=big-boards")
        .unwrap_err()
        .contains("no SCORM version"));
    assert!(read("lesson=big-boards;scorm=1.2;mastery=101")
        .unwrap_err()
        .contains("0 to 100"));
    assert!(read("lesson=x;scorm=1.2;lesson-text=!!")
        .unwrap_err()
        .contains("not a lesson packed by this page"));
    let own = LessonPackage::own(OWN_LESSON, Version::Scorm12, 80).unwrap();
    let renamed = own.meta_content().replace("lesson=my-four", "lesson=other");
    assert!(read(&renamed)
        .unwrap_err()
        .contains("names lesson “other”, but its text is lesson “my-four”"));
    // The text cut short of its slides: its line, from the outline.
    let cut = LessonPackage {
        lesson: PackagedLesson::Own {
            id: "my-four".into(),
            title: "Four".into(),
            text: "# Four\nid: my-four\nsummary: Mine.\n".into(),
        },
        version: Version::Scorm12,
        mastery: 80,
    };
    let why = read(&cut.meta_content()).unwrap_err();
    assert!(
        why.starts_with("the package's lesson does not read: line "),
        "{why}"
    );
    assert_eq!(
        read(
            &package(Version::Scorm12)
                .meta_content()
                .replace("class=", "klass=")
        )
        .unwrap_err()
        .to_string(),
        "the package names no class code"
    );
}
