//! A SCORM package's titles (issue 42): the manifest's item and organization titles, what
//! the LMS shows, said in the language the package is made in. In English every manifest
//! is what it was before the catalogs, byte for byte (`tests/fixtures/scorm-manifests-en.txt`,
//! recorded from the build before the titles were messages: each package's title and a
//! check of its whole manifest); in German the titles are German, the exercise's name and
//! a built-in lesson's title too.

#[path = "common/fixture.rs"]
mod fixture;

use nqueens::exercise::{ClassCode, Family};
use nqueens::scorm::{LessonPackage, Package, Version};

/// An own lesson, its title with characters XML escapes.
const OWN_LESSON: &str = "# Four queens & <friends>\nid: my-four\nsummary: Mine.\n\n## The start\n\nHello.\n\n```state\nalgorithm: backtracking\nn: 4\n```\n";

/// Every family's class (seed 7) and every built-in lesson, and an own one, in both
/// versions: "what|title|fnv of the manifest".
fn english_lines() -> Vec<String> {
    let mut lines = vec![];
    for version in [Version::Scorm12, Version::Scorm2004] {
        for family in Family::all() {
            let package = Package::new(ClassCode::new(family, 7), version, 80).unwrap();
            let manifest = package.manifest();
            lines.push(format!(
                "{} {}|{}|{}",
                package.class,
                version.id(),
                package.title(),
                fixture::fnv(&manifest)
            ));
        }
        for (id, _) in nqueens::lesson::BUILTIN {
            let package = LessonPackage::builtin(id, version, 80).unwrap();
            let manifest = package.manifest();
            lines.push(format!(
                "{id} {}|{}|{}",
                version.id(),
                package.title(),
                fixture::fnv(&manifest)
            ));
        }
        let own = LessonPackage::own(OWN_LESSON, version, 80).unwrap();
        lines.push(format!(
            "own {}|{}|{}",
            version.id(),
            own.title(),
            fixture::fnv(&own.manifest())
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
