//! A SCORM package's titles (issue 42): the manifest's item and organization titles, what
//! the LMS shows, said in the language the package is made in. In English every manifest
//! is what it was before the catalogs, byte for byte (`tests/fixtures/scorm-manifests-en.txt`,
//! recorded from the build before the titles were messages: each package's title and a
//! check of its whole manifest); in German the titles are German, the exercise's name and
//! a built-in lesson's title too.

#[path = "common/fixture.rs"]
mod fixture;

use nqueens::exercise::{ClassCode, Family};
use nqueens::scorm::{LessonPackage, Package, Say, Version};

/// Said in English (`nqueens::l10n::say`: no test chooses another language).
const EN: Say = &nqueens::l10n::say;

/// An own lesson, its title with characters XML escapes.
const OWN_LESSON: &str = "# Four queens & <friends>\nid: my-four\nsummary: Mine.\n\n## The start\n\nHello.\n\n```state\nalgorithm: backtracking\nn: 4\n```\n";

/// Every family's class (seed 7) and every built-in lesson, and an own one, in both
/// versions: "what|title|fnv of the manifest".
fn english_lines() -> Vec<String> {
    let mut lines = vec![];
    for version in [Version::Scorm12, Version::Scorm2004] {
        for family in Family::all() {
            let package = Package::new(ClassCode::new(family, 7), version, 80).unwrap();
            let manifest = package.manifest(EN);
            lines.push(format!(
                "{} {}|{}|{}",
                package.class,
                version.id(),
                EN(&package.title()),
                fixture::fnv(&manifest)
            ));
        }
        for (id, _) in nqueens::lesson::BUILTIN {
            let package = LessonPackage::builtin(id, version, 80).unwrap();
            let manifest = package.manifest(EN);
            lines.push(format!(
                "{id} {}|{}|{}",
                version.id(),
                EN(&package.title()),
                fixture::fnv(&manifest)
            ));
        }
        let own = LessonPackage::own(OWN_LESSON, version, 80).unwrap();
        lines.push(format!(
            "own {}|{}|{}",
            version.id(),
            EN(&own.title()),
            fixture::fnv(&own.manifest(EN))
        ));
    }
    lines
}

#[test]
fn english_manifests_are_what_they_were() {
    let lines = english_lines();
    let Some(recorded) = fixture::recorded("scorm-manifests-en.txt", &lines) else {
        return;
    };
    assert_eq!(recorded, lines.join("\n") + "\n");
}

/// The item's and the organization's titles of `manifest`, as the LMS reads them (XML
/// unescaped).
fn titles(manifest: &str) -> (String, String) {
    let xml = roxmltree::Document::parse(manifest).expect("the manifest is XML");
    let organization = xml
        .descendants()
        .find(|n| n.has_tag_name("organization"))
        .expect("an organization");
    let title = |node: roxmltree::Node| {
        node.children()
            .find(|c| c.has_tag_name("title"))
            .and_then(|t| t.text())
            .expect("a title")
            .to_string()
    };
    let item = organization
        .children()
        .find(|c| c.has_tag_name("item"))
        .expect("an item");
    (title(item), title(organization))
}

/// A class in German: its item titled "<the exercise's German name> (Klasse CODE)", its
/// organization by the German masthead's name; no English word of the titles left.
fn check_german_exercise(manifest: &str, package: &Package) {
    let de = nqueens::l10n::Messages::new("de");
    let name = de.say(&package.class.family.name_message());
    let (item, organization) = titles(manifest);
    assert_eq!(item, format!("{name} (Klasse {})", package.class));
    assert_eq!(organization, format!("N-Damen-Visualisierung: {item}"));
    assert!(!manifest.contains("(class "), "{manifest}");
    assert!(!manifest.contains("N-Queens Visualizer"), "{manifest}");
}

#[test]
fn a_package_made_in_german_is_titled_in_german() {
    let de = nqueens::l10n::Messages::new("de");
    let say_de = |m: &nqueens::message::Message| de.say(m);
    for version in [Version::Scorm12, Version::Scorm2004] {
        for family in Family::all() {
            let package = Package::new(ClassCode::new(family, 7), version, 80).unwrap();
            check_german_exercise(&package.manifest(&say_de), &package);
        }
        // A built-in lesson: its German translation's title (lessons/de/ID.md's first line).
        for (id, _) in nqueens::lesson::BUILTIN {
            let german = nqueens::lesson::builtin_text(id, "de").unwrap();
            let title = german.lines().next().unwrap().strip_prefix("# ").unwrap();
            let english = nqueens::lesson::builtin_titles(id).unwrap().0;
            assert_ne!(title, english, "{id}: lessons/de has it in German");
            let package = LessonPackage::builtin_in(id, "de", version, 80).unwrap();
            let manifest = package.manifest(&say_de);
            let (item, organization) = titles(&manifest);
            assert_eq!(item, format!("{title} (geführte Lektion)"));
            assert_eq!(organization, format!("N-Damen-Visualisierung: {item}"));
            // Only the title: the page, the file's name and the meta are English's.
            let en = LessonPackage::builtin(id, version, 80).unwrap();
            assert_eq!(package.meta_content(), en.meta_content());
            assert_eq!(package.file_name(), en.file_name());
        }
        // An own lesson keeps its own title, escaped, in German's words around it.
        let own = LessonPackage::own(OWN_LESSON, version, 80).unwrap();
        let manifest = own.manifest(&say_de);
        assert!(
            manifest
                .contains("<title>Four queens &amp; &lt;friends&gt; (geführte Lektion)</title>"),
            "{manifest}"
        );
    }
}

#[test]
fn every_language_titles_a_package_in_its_own_words_in_a_manifest_that_reads() {
    let class = Package::new("BT-7KQ2M9".parse().unwrap(), Version::Scorm12, 80).unwrap();
    let lesson = LessonPackage::builtin("why-not-random", Version::Scorm12, 80).unwrap();
    let english = (titles(&class.manifest(EN)), titles(&lesson.manifest(EN)));
    for tag in ["es", "de", "zh-CN", "ar"] {
        let said = nqueens::l10n::Messages::new(tag);
        let say = |m: &nqueens::message::Message| said.say(m);
        let lesson =
            LessonPackage::builtin_in("why-not-random", tag, Version::Scorm12, 80).unwrap();
        let (class_titles, lesson_titles) = (
            titles(&class.manifest(&say)),
            titles(&lesson.manifest(&say)),
        );
        assert_ne!(class_titles.0, english.0 .0, "{tag}");
        assert_ne!(class_titles.1, english.0 .1, "{tag}");
        assert_ne!(lesson_titles.0, english.1 .0, "{tag}");
        assert!(
            class_titles.0.contains("BT-7KQ2M9"),
            "{tag}: {class_titles:?}"
        );
        assert!(
            class_titles
                .0
                .contains(&said.say(&class.class.family.name_message())),
            "{tag}: {class_titles:?}"
        );
        assert!(
            class_titles.1.contains(&class_titles.0),
            "{tag}: {class_titles:?}"
        );
    }
}

/// The CLI's `--lang de` makes the German package, byte for byte the library's in German,
/// and says its German title.
#[test]
fn the_cli_makes_a_package_in_its_language() {
    let dir = std::env::temp_dir().join(format!("nqueens-scorm-titles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let single = "<!doctype html><html><head><title>N-Queens</title></head><body><script type=\"application/octet-stream\" id=\"nq-wasm\">AGFzbQ==</script></body></html>";
    let html = dir.join("single.html");
    std::fs::write(&html, single).unwrap();
    let de = nqueens::l10n::Messages::new("de");
    let say_de = |m: &nqueens::message::Message| de.say(m);
    let run = |args: &[&str]| {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_nqueens"))
            .args(["--lang", "de"])
            .args(args)
            .args(["--html", html.to_str().unwrap()])
            .output()
            .unwrap();
        assert!(output.status.success(), "{output:?}");
        String::from_utf8(output.stdout).unwrap()
    };
    let out = dir.join("class.zip");
    let said = run(&[
        "exercise",
        "scorm",
        "--class",
        "BT-7KQ2M9",
        "--out",
        out.to_str().unwrap(),
    ]);
    let package = Package::new("BT-7KQ2M9".parse().unwrap(), Version::Scorm12, 80).unwrap();
    assert_eq!(
        std::fs::read(&out).unwrap(),
        package.zip(single, &say_de).unwrap()
    );
    check_german_exercise(&package.manifest(&say_de), &package);
    assert!(
        said.contains(": Sei das Backtracking (Klasse BT-7KQ2M9), SCORM 1.2"),
        "{said}"
    );
    let said = run(&[
        "lesson",
        "scorm",
        "why-not-random",
        "--out",
        dir.to_str().unwrap(),
    ]);
    let lesson = LessonPackage::builtin_in("why-not-random", "de", Version::Scorm12, 80).unwrap();
    let written = dir.join(lesson.file_name());
    assert_eq!(
        std::fs::read(&written).unwrap(),
        lesson.zip(single, &say_de).unwrap()
    );
    assert!(
        said.contains(&format!(
            ": {} (geführte Lektion), SCORM 1.2",
            lesson.lesson.title()
        )),
        "{said}"
    );
    assert_ne!(
        lesson.lesson.title(),
        LessonPackage::builtin("why-not-random", Version::Scorm12, 80)
            .unwrap()
            .lesson
            .title()
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
