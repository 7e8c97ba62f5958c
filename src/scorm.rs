//! SCORM packages of a class's exercise or of a guided lesson, for a learning management
//! system (Moodle, Canvas, Blackboard, Brightspace, Schoology): the LMS imports the zip,
//! launches the exercise or the lesson for each of its learners and keeps the score in its
//! gradebook, with no server of ours.
//!
//! - A [`Package`] is a class code ([`ClassCode`]), a SCORM [`Version`] (1.2, which every LMS
//!   takes, or 2004 4th edition) and a mastery score (the percentage that passes, 80 by
//!   default). [`Package::files`] are the package's files, made from the single file
//!   (`dist/nqueens-visualizer.html`, which `cargo xtask dist` writes): `imsmanifest.xml` at
//!   its root ([`Package::manifest`]: one organization whose item names the exercise and the
//!   class, one SCO resource) and the page ([`SCO_FILE`]), a copy of the single file with one
//!   `<meta name="nqueens-scorm">` ([`Package::page`]) that tells the page its class, version
//!   and mastery score (LMSs pass a launch address's query string unevenly). The page works
//!   offline from the package's own files. The CLI (`nqueens exercise scorm`) zips them here,
//!   deflated with fixed timestamps and permissions (the same inputs, the same bytes); the
//!   teacher's view zips the same [`Package::files`] in the browser with fflate (the zip
//!   crate would add about 200 kB to the wasm every page loads), so both packages hold the
//!   same files, byte for byte (made in the same language).
//! - The mastery score is not written into the manifest (`adlcp:masteryscore`, or 2004's
//!   `minNormalizedMeasure`): an LMS that has one compares every score the page sets with it
//!   (Moodle at each `LMSFinish`), marking an attempt left half-way "failed". The page itself
//!   sets "incomplete" until the last step, then passed or failed against its mastery score.
//! - The attempt travels in `cmi.suspend_data` ([`suspend_data`], read back by [`resume`]):
//!   "NQS1~done~kept~code": the best finished attempt's score in hundredths of a percent ("-"
//!   for none), the best of the attempts before (finished or left by Reset; the score the LMS
//!   is told never goes below it), and the attempt's completion code
//!   ([`crate::exercise::Session::completion_code`]),
//!   which carries the class, the learner, the attempt, the grading, the time and every answer
//!   with a check, so a corrupt, cut or edited state, one of another class or learner, or one
//!   of another version of this format is refused in words (the page then starts afresh).
//!   A completion code is short (a few hundred characters): well within SCORM 1.2's 4,096
//!   characters ([`Version::suspend_limit`]).
//!
//! - A [`LessonPackage`] holds a guided lesson instead (`nqueens lesson scorm`, the teacher's
//!   view): a built-in one by id, or a teacher's own file, checked whole when the package is
//!   made and carried in the `<meta>` itself ([`LessonPackage::meta_content`]:
//!   "lesson=ID;scorm=1.2;mastery=80", an own lesson's text after it as base64url, as the
//!   page's `lesson-text=` address packs it). The same two files, the same zip.
//!   [`Packaged::from_meta_content`] reads either kind of `<meta>` back. A lesson's page keeps
//!   the learner's place in the LMS: the slide in `cmi.core.lesson_location` (2004:
//!   `cmi.location`), and the place the lesson player keeps (the slide, the furthest slide
//!   seen, the answers, finished or not) as JSON in `cmi.suspend_data`; its score is the
//!   questions right at the first try (a lesson without questions: the share of its slides
//!   seen), passed or failed against the mastery score at Finish (completed, for a lesson
//!   without questions).
//!
//! The run-time side (finding the LMS's API, the values set after each step or slide) is the
//! page's `www/scorm.js`.
//!
//! The manifest's titles, what the LMS shows, are messages ([`Package::title`],
//! [`LessonPackage::title`], `locales/<lang>/lessons.ftl`'s `scorm-title-…`) said in the
//! language the package is made in ([`Say`]: the CLI's `--lang`, the teacher's view's
//! language), a built-in lesson's title its translation's ([`LessonPackage::builtin_in`]);
//! in English the manifest is what it was before the catalogs (tests/scorm_titles.rs). So a
//! package from the CLI and one from the teacher's view are the same bytes in the same
//! language.
//!
//! Every refusal here is a [`Refusal`] (issue 42): a message of the catalogs
//! (`locales/<lang>/lessons.ftl`, `scorm-error-…`, or the nested refusal of a class code, a
//! learner's name or a lesson) with its English, which `Display` gives as before the catalogs
//! (tests/scorm_errors.rs holds it to a fixture), so the CLI says it in its `--lang` and the
//! page in its language.
//!
//! ```
//! use nqueens::scorm::{Package, Version, MANIFEST_FILE};
//!
//! let package = Package::new("BT-7KQ2M9".parse()?, Version::Scorm12, 80)?;
//! // The titles said in the package's language: here English (`nqueens::l10n::say` before
//! // `--lang` chose one).
//! let manifest = package.manifest(&nqueens::l10n::say);
//! assert!(manifest.contains("<title>Be the backtracker (class BT-7KQ2M9)</title>"));
//! assert!(manifest.contains("<schemaversion>1.2</schemaversion>"));
//! assert!(manifest.contains(r#"adlcp:scormtype="sco""#));
//! assert_eq!(package.file_name(), "nqueens-BT-7KQ2M9-scorm12.zip");
//! assert_eq!(Package::from_meta_content(&package.meta_content())?, package);
//! # let _ = MANIFEST_FILE;
//! # Ok::<(), String>(())
//! ```

use crate::exercise::{check_code, normalize_learner, ClassCode, Mode};
use crate::message::{Arg, Message, Refusal};
use std::fmt;
use std::str::FromStr;

// A refusal of a package: `crate::message::refusal!`, its message `$id` (`scorm-error-…`),
// its arguments written by this module's [`Said`]. tests/scorm_errors.rs checks the English
// is the English catalog's.
use crate::message::refusal;

/// An argument of a refusal: what the catalogs get ([`Arg`]) and what its English writes
/// (`Display`), from one value.
trait Said: fmt::Display {
    fn said(&self) -> Arg;
}

impl Said for String {
    fn said(&self) -> Arg {
        Arg::Text(self.clone())
    }
}

impl Said for &str {
    fn said(&self) -> Arg {
        Arg::Text((*self).to_string())
    }
}

/// A whole number below a thousand (a percentage, megabytes): the same in the English's
/// digits and the catalogs' number.
impl Said for u8 {
    fn said(&self) -> Arg {
        Arg::Number(f64::from(*self))
    }
}

impl Said for usize {
    fn said(&self) -> Arg {
        Arg::Number(*self as f64)
    }
}

/// A size in megabytes, written with one decimal (`NUMBER(…, minimumFractionDigits: 1,
/// maximumFractionDigits: 1, useGrouping: "false")` in the catalogs).
struct Megabytes(f64);

impl fmt::Display for Megabytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.1}", self.0)
    }
}

impl Said for Megabytes {
    fn said(&self) -> Arg {
        Arg::Number(self.0)
    }
}

/// Another part of the core's refusal (a class code, a learner's name, a completion code):
/// its message, nested.
impl Said for Refusal {
    fn said(&self) -> Arg {
        Arg::Message(self.message.clone())
    }
}

/// The SCORM version of a package.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Version {
    /// SCORM 1.2: the API object `API`, `LMSInitialize` … `LMSFinish`, `cmi.core.*`.
    Scorm12,
    /// SCORM 2004 4th edition: `API_1484_11`, `Initialize` … `Terminate`, `cmi.*`.
    Scorm2004,
}

impl Version {
    /// "1.2" or "2004" (as `--scorm` and the page's `<meta>` write it).
    pub fn id(self) -> &'static str {
        match self {
            Version::Scorm12 => "1.2",
            Version::Scorm2004 => "2004",
        }
    }

    /// The manifest's `<schemaversion>`: "1.2" or "2004 4th Edition".
    pub fn schema_version(self) -> &'static str {
        match self {
            Version::Scorm12 => "1.2",
            Version::Scorm2004 => "2004 4th Edition",
        }
    }

    /// The most characters `cmi.suspend_data` holds: 4,096 in SCORM 1.2 (CMIString4096),
    /// 64,000 in 2004 4th edition.
    pub fn suspend_limit(self) -> usize {
        match self {
            Version::Scorm12 => 4096,
            Version::Scorm2004 => 64_000,
        }
    }

    /// "scorm12" or "scorm2004", for file names.
    fn tag(self) -> &'static str {
        match self {
            Version::Scorm12 => "scorm12",
            Version::Scorm2004 => "scorm2004",
        }
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for Version {
    type Err = Refusal;
    /// "1.2" or "2004" (also "12", "scorm12", "2004-4th", any case).
    fn from_str(text: &str) -> Result<Self, Refusal> {
        match text.trim().to_ascii_lowercase().as_str() {
            "1.2" | "12" | "scorm12" | "scorm-1.2" => Ok(Version::Scorm12),
            "2004" | "scorm2004" | "2004-4th" | "2004 4th edition" => Ok(Version::Scorm2004),
            other => Err(refusal!(
                "scorm-error-version",
                "unknown SCORM version \"{version}\": 1.2 (every LMS takes it) or 2004 (4th edition)",
                version = other.to_string(),
            )),
        }
    }
}

/// The mastery score a package has unless the teacher sets one: 80 %.
pub const DEFAULT_MASTERY: u8 = 80;

/// The manifest's name, at the package's root (the SCORM content aggregation model's).
pub const MANIFEST_FILE: &str = "imsmanifest.xml";

/// The page's name in the package: the SCO the manifest's resource launches.
pub const SCO_FILE: &str = "nqueens-visualizer.html";

/// The name of the `<meta>` that makes the single file a package's page.
pub const META_NAME: &str = "nqueens-scorm";

/// The largest single file a package takes, in bytes (64 MiB; the real one is about 2 MB).
pub const MAX_PAGE_BYTES: usize = 64 << 20;

/// What only the single file holds: its embedded core.
const SINGLE_FILE_MARK: &str = r#"id="nq-wasm""#;

/// How the maker of a package says a message of the catalogs in the language the package is
/// made in: the manifest's titles (what the LMS shows) are said by it. Natively
/// [`crate::l10n::say`] (the CLI's `--lang`) or a language's
/// [`crate::l10n::Messages::say`]; in the page `www/i18n.js`'s `say`, through the bindings.
pub type Say<'a> = &'a dyn Fn(&Message) -> String;

/// The organization's title in a manifest, `scorm-title-organization`: the product's name
/// and the item's `title` ([`Package::title`], [`LessonPackage::title`]).
fn organization_title(title: Message) -> Message {
    Message::new("scorm-title-organization").arg("title", title)
}

/// A SCORM package of a class's exercise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Package {
    /// The class code: the exercise, and with each LMS learner's id their instance.
    pub class: ClassCode,
    /// The SCORM version.
    pub version: Version,
    /// The percentage of the instance's steps right at the first try that passes (0–100).
    pub mastery: u8,
}

/// `text` with `&`, `<`, `>` and quotes escaped for XML and HTML attributes.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&apos;")
}

impl Package {
    /// A package of `class`'s exercise for SCORM `version`, passed at `mastery` percent.
    ///
    /// # Errors
    /// A mastery score above 100, in words.
    pub fn new(class: ClassCode, version: Version, mastery: u8) -> Result<Package, Refusal> {
        Ok(Package {
            class,
            version,
            mastery: checked_mastery(mastery)?,
        })
    }

    /// The item's title, as a message (`scorm-title-exercise`): the exercise's name in the
    /// language ([`crate::exercise::Family::name_message`]) and the class code, in English
    /// "Be the backtracker (class BT-7KQ2M9)".
    pub fn title(&self) -> Message {
        Message::new("scorm-title-exercise")
            .arg("name", self.class.family.name_message())
            .arg("class", self.class.to_string())
    }

    /// The zip's suggested name: "nqueens-BT-7KQ2M9-scorm12.zip".
    pub fn file_name(&self) -> String {
        format!("nqueens-{}-{}.zip", self.class, self.version.tag())
    }

    /// What the page's `<meta name="nqueens-scorm">` holds:
    /// "class=BT-7KQ2M9;scorm=1.2;mastery=80".
    pub fn meta_content(&self) -> String {
        format!(
            "class={};scorm={};mastery={}",
            self.class,
            self.version.id(),
            self.mastery
        )
    }

    /// Reads [`Package::meta_content`] back (unknown keys are ignored; mastery defaults to
    /// [`DEFAULT_MASTERY`]).
    ///
    /// # Errors
    /// A missing or bad class code or version, or a bad mastery score, in words.
    pub fn from_meta_content(content: &str) -> Result<Package, Refusal> {
        let (mut class, mut version, mut mastery) = (None, None, DEFAULT_MASTERY);
        for part in content.split(';') {
            let Some((key, value)) = part.split_once('=') else {
                continue;
            };
            match key.trim() {
                "class" => class = Some(value.parse::<ClassCode>()?),
                "scorm" => version = Some(value.parse::<Version>()?),
                "mastery" => mastery = mastery_of(value.trim())?,
                _ => {}
            }
        }
        Package::new(
            class.ok_or_else(|| {
                refusal!("scorm-error-no-class", "the package names no class code")
            })?,
            version.ok_or_else(no_version)?,
            mastery,
        )
    }

    /// The manifest (`imsmanifest.xml`): the metadata's schema and schema version, one
    /// organization (the default) with one item naming the exercise and the class
    /// ([`Package::title`]), and one SCO resource whose `href` is [`SCO_FILE`], listed as
    /// its one file. SCORM 1.2 writes the IMS content packaging 1.1.2 and ADL CP 1.2
    /// namespaces and `adlcp:scormtype`; 2004 4th edition IMS CP 1.1.4, ADL CP 1.3 and
    /// `adlcp:scormType`. The titles, what the LMS shows, are said by `say` in the
    /// package's language (in English as before the catalogs).
    pub fn manifest(&self, say: Say) -> String {
        manifest_of(
            self.version,
            &format!("nqueens-{}", self.class),
            &say(&self.title()),
            &say(&organization_title(self.title())),
        )
    }

    /// The package's page: `single_file` (the text of `dist/nqueens-visualizer.html`) with a
    /// `<meta name="nqueens-scorm" content="…">` ([`Package::meta_content`]) before its
    /// `</head>`. A `<meta name>` is no code: the single file's Content-Security-Policy, which
    /// allows its inline code by hash, stays as it is.
    ///
    /// # Errors
    /// In words: a file over [`MAX_PAGE_BYTES`], one that is not the single file (no
    /// embedded core, no `</head>`), or one that already is a package's page.
    pub fn page(&self, single_file: &str) -> Result<String, Refusal> {
        page_with(&self.meta_content(), single_file)
    }

    /// The package's files, in the zip's order: [`MANIFEST_FILE`] ([`Package::manifest`],
    /// its titles said by `say`) and [`SCO_FILE`] ([`Package::page`] of `single_file`). The
    /// CLI zips them (`Package::zip`, natively); the teacher's view zips the same texts in
    /// the browser.
    ///
    /// # Errors
    /// [`Package::page`]'s, in words.
    pub fn files(
        &self,
        single_file: &str,
        say: Say,
    ) -> Result<[(&'static str, String); 2], Refusal> {
        Ok([
            (MANIFEST_FILE, self.manifest(say)),
            (SCO_FILE, self.page(single_file)?),
        ])
    }

    /// The package as a zip of [`Package::files`] (its titles said by `say`), both
    /// deflated, dated 1980-01-01 00:00 with Unix permissions 0644, so the same inputs give
    /// the same bytes on every run and platform. Native only (the CLI's): the teacher's view
    /// zips the same files with fflate.
    ///
    /// # Errors
    /// [`Package::page`]'s, or the zip writer's, in words.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn zip(&self, single_file: &str, say: Say) -> Result<Vec<u8>, Refusal> {
        zip_files(&self.files(single_file, say)?)
    }
}

/// A guided lesson a [`LessonPackage`] holds: a built-in one (`lessons/ID.md`, by id) or a
/// teacher's own (its file's text, carried in the page's `<meta>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackagedLesson {
    /// A built-in lesson ([`crate::lesson::BUILTIN`]): its id and title.
    Builtin {
        /// Its id, as `nqueens lesson list` names it.
        id: String,
        /// Its title (plain text).
        title: String,
    },
    /// A teacher's own lesson: its file's text (checked whole when the package is made), its
    /// id and title as the file's header gives them.
    Own {
        /// Its id, from its `id:` line.
        id: String,
        /// Its title, from its first line.
        title: String,
        /// The lesson file's text.
        text: String,
    },
}

impl PackagedLesson {
    /// The lesson's id.
    pub fn id(&self) -> &str {
        match self {
            PackagedLesson::Builtin { id, .. } | PackagedLesson::Own { id, .. } => id,
        }
    }

    /// The lesson's title (plain text).
    pub fn title(&self) -> &str {
        match self {
            PackagedLesson::Builtin { title, .. } | PackagedLesson::Own { title, .. } => title,
        }
    }
}

/// A SCORM package of a guided lesson (`src/lesson.rs`): the LMS launches the lesson for each
/// learner, keeps their place (the slide, their answers) between launches and the score
/// (questions right at the first try, or for a lesson without questions the share of its
/// slides seen) in its gradebook. The package's files have [`Package`]'s shape: the manifest
/// (its item titled "Title (guided lesson)") and the single file with its `<meta
/// name="nqueens-scorm">` ([`LessonPackage::meta_content`]).
///
/// ```
/// use nqueens::scorm::{LessonPackage, Packaged, Version};
///
/// let package = LessonPackage::builtin("first-solution-walkthrough", Version::Scorm2004, 80)?;
/// assert_eq!(package.meta_content(), "lesson=first-solution-walkthrough;scorm=2004;mastery=80");
/// assert_eq!(package.file_name(), "nqueens-lesson-first-solution-walkthrough-scorm2004.zip");
/// assert!(package.manifest(&nqueens::l10n::say).contains("(guided lesson)</title>"));
/// assert_eq!(Packaged::from_meta_content(&package.meta_content())?, Packaged::Lesson(package));
/// let unknown = LessonPackage::builtin("no-such-lesson", Version::Scorm12, 80).unwrap_err();
/// assert!(unknown.contains("no built-in lesson “no-such-lesson”"));
/// # Ok::<(), String>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonPackage {
    /// The lesson.
    pub lesson: PackagedLesson,
    /// The SCORM version.
    pub version: Version,
    /// The percentage of the lesson's questions right at the first try that passes (0–100);
    /// a lesson without questions is completed, never passed or failed.
    pub mastery: u8,
}

/// A mastery score from 0 to 100, or why not.
fn checked_mastery(mastery: u8) -> Result<u8, Refusal> {
    if mastery > 100 {
        return Err(refusal!(
            "scorm-error-mastery",
            "a mastery score is a percentage from 0 to 100, not {mastery}",
            mastery = mastery,
        ));
    }
    Ok(mastery)
}

/// The refusal of a `<meta>` without `scorm=`.
fn no_version() -> Refusal {
    refusal!(
        "scorm-error-no-version",
        "the package names no SCORM version"
    )
}

impl LessonPackage {
    /// A package of the built-in lesson `id` for SCORM `version`, passed at `mastery` percent,
    /// titled in English ([`LessonPackage::builtin_in`] "en").
    ///
    /// # Errors
    /// In words: an unknown id (the message lists the built-in ones, as
    /// [`crate::lesson::builtin_lesson`]'s), a mastery score above 100.
    pub fn builtin(id: &str, version: Version, mastery: u8) -> Result<LessonPackage, Refusal> {
        LessonPackage::builtin_in(id, "en", version, mastery)
    }

    /// [`LessonPackage::builtin`] made in the language `tag` (a catalog's, as `de`): its title
    /// is the lesson's translation's (`lessons/<tag>/ID.md`, [`crate::lesson::builtin_text`]),
    /// English's where the language has none. Only the title differs: a package's page opens
    /// the lesson in its learner's language whatever language it was made in, so the
    /// package read back from its `<meta>` ([`Packaged::from_meta_content`]) has English's.
    ///
    /// # Errors
    /// As [`LessonPackage::builtin`].
    pub fn builtin_in(
        id: &str,
        tag: &str,
        version: Version,
        mastery: u8,
    ) -> Result<LessonPackage, Refusal> {
        let mastery = checked_mastery(mastery)?;
        let Some((id, title, _, _)) = crate::lesson::builtin_outline_in(id.trim(), tag) else {
            return Err(crate::lesson::builtin_lesson(id.trim()).err().map_or_else(
                || {
                    refusal!(
                        "scorm-error-lesson-unread",
                        "the lesson “{id}” does not read",
                        id = id.to_string(),
                    )
                },
                |e| e.message,
            ));
        };
        Ok(LessonPackage {
            lesson: PackagedLesson::Builtin { id, title },
            version,
            mastery,
        })
    }

    /// A package of a teacher's own lesson, `text` a lesson file, checked whole as the page
    /// and `nqueens lesson check` check it ([`crate::lesson::parse`]: every slide's state and
    /// action, every `expect:`), for SCORM `version`, passed at `mastery` percent.
    ///
    /// # Errors
    /// In words: a mastery score above 100, or the lesson refused, "line L: …"
    /// ([`crate::lesson::LessonError`]'s `Display`; its message
    /// [`crate::lesson::LessonError::said`]).
    pub fn own(text: &str, version: Version, mastery: u8) -> Result<LessonPackage, Refusal> {
        let mastery = checked_mastery(mastery)?;
        let lesson =
            crate::lesson::parse(text).map_err(|e| Refusal::new(e.said(), e.to_string()))?;
        LessonPackage::of_lesson(&lesson, text, version, mastery)
    }

    /// [`LessonPackage::own`] of a lesson already parsed (`lesson`, from the file `text`): for
    /// a caller that says a lesson's refusal its own way (the CLI's `FILE:LINE: …`).
    ///
    /// # Errors
    /// A mastery score above 100, in words.
    pub fn of_lesson(
        lesson: &crate::lesson::Lesson,
        text: &str,
        version: Version,
        mastery: u8,
    ) -> Result<LessonPackage, Refusal> {
        Ok(LessonPackage {
            lesson: PackagedLesson::Own {
                id: lesson.id.clone(),
                title: lesson.title.clone(),
                text: text.to_string(),
            },
            version,
            mastery: checked_mastery(mastery)?,
        })
    }

    /// The item's title, as a message (`scorm-title-lesson`): the lesson's title (a
    /// built-in one's in the language it was packaged in, [`LessonPackage::builtin_in`]),
    /// in English "The first solution, move by move (guided lesson)".
    pub fn title(&self) -> Message {
        Message::new("scorm-title-lesson").arg("title", self.lesson.title())
    }

    /// The zip's suggested name: "nqueens-lesson-ID-scorm12.zip".
    pub fn file_name(&self) -> String {
        format!(
            "nqueens-lesson-{}-{}.zip",
            self.lesson.id(),
            self.version.tag()
        )
    }

    /// What the page's `<meta name="nqueens-scorm">` holds: for a built-in lesson
    /// "lesson=ID;scorm=1.2;mastery=80"; for an own lesson the same, then
    /// ";lesson-text=" and the file's text as UTF-8 in base64url without padding, as the
    /// page's address packs it (`lesson-text=`, `www/lesson.js`'s `packText`), always last.
    /// The text is in the page, not a second file, so the package's page works opened from
    /// disk as well (a page from `file:` cannot read its neighbours).
    pub fn meta_content(&self) -> String {
        let head = format!(
            "lesson={};scorm={};mastery={}",
            self.lesson.id(),
            self.version.id(),
            self.mastery
        );
        match &self.lesson {
            PackagedLesson::Builtin { .. } => head,
            PackagedLesson::Own { text, .. } => {
                format!("{head};lesson-text={}", base64url(text.as_bytes()))
            }
        }
    }

    /// The manifest: [`Package::manifest`]'s shape, its id "nqueens-lesson-ID", its item
    /// titled [`LessonPackage::title`], the titles said by `say`.
    pub fn manifest(&self, say: Say) -> String {
        manifest_of(
            self.version,
            &format!("nqueens-lesson-{}", self.lesson.id()),
            &say(&self.title()),
            &say(&organization_title(self.title())),
        )
    }

    /// The package's page: the single file with its `<meta>` ([`Package::page`]'s).
    ///
    /// # Errors
    /// [`Package::page`]'s, in words.
    pub fn page(&self, single_file: &str) -> Result<String, Refusal> {
        page_with(&self.meta_content(), single_file)
    }

    /// The package's files, in the zip's order, as [`Package::files`] (its titles said by
    /// `say`).
    ///
    /// # Errors
    /// [`Package::page`]'s, in words.
    pub fn files(
        &self,
        single_file: &str,
        say: Say,
    ) -> Result<[(&'static str, String); 2], Refusal> {
        Ok([
            (MANIFEST_FILE, self.manifest(say)),
            (SCO_FILE, self.page(single_file)?),
        ])
    }

    /// The package as a zip, written as [`Package::zip`] writes one (the same bytes for the
    /// same inputs). Native only.
    ///
    /// # Errors
    /// [`Package::page`]'s, or the zip writer's, in words.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn zip(&self, single_file: &str, say: Say) -> Result<Vec<u8>, Refusal> {
        zip_files(&self.files(single_file, say)?)
    }
}

/// What a package's page is: a class's exercise or a guided lesson, read from its `<meta
/// name="nqueens-scorm">` ([`Packaged::from_meta_content`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Packaged {
    /// A class's exercise.
    Exercise(Package),
    /// A guided lesson.
    Lesson(LessonPackage),
}

impl Packaged {
    /// Reads [`Package::meta_content`] or [`LessonPackage::meta_content`] back: a content
    /// with `lesson=` is a lesson's (with `lesson-text=`, an own lesson's: its text is read
    /// for its id and title, [`crate::lesson::outline`], not resolved again), any other an
    /// exercise's ([`Package::from_meta_content`]).
    ///
    /// # Errors
    /// In words: [`Package::from_meta_content`]'s; an unknown built-in lesson; a lesson text
    /// that is not base64url UTF-8, does not read ("line L: …"), or whose `id:` is not the
    /// content's `lesson=`.
    pub fn from_meta_content(content: &str) -> Result<Packaged, Refusal> {
        // An own lesson's text is the content's last field (base64url has no ';').
        let (head, packed) = match content.split_once(";lesson-text=") {
            Some((head, packed)) => (head, Some(packed.trim())),
            None => (content, None),
        };
        let mut lesson = None;
        let mut version = None;
        for part in head.split(';') {
            match part.split_once('=').map(|(k, v)| (k.trim(), v.trim())) {
                Some(("lesson", id)) => lesson = Some(id),
                Some(("scorm", v)) => version = Some(v.parse::<Version>()?),
                _ => {}
            }
        }
        let Some(id) = lesson else {
            return Package::from_meta_content(content).map(Packaged::Exercise);
        };
        // The mastery score read as an exercise's is.
        let mastery = meta_mastery(head)?;
        let version = version.ok_or_else(no_version)?;
        let Some(packed) = packed else {
            return LessonPackage::builtin(id, version, mastery).map(Packaged::Lesson);
        };
        let text = unbase64url(packed)
            .and_then(|bytes| String::from_utf8(bytes).ok())
            .ok_or_else(|| {
                refusal!(
                    "scorm-error-lesson-text",
                    "the package's lesson text is not a lesson packed by this page"
                )
            })?;
        let (own_id, title, _, _) = crate::lesson::outline(&text).map_err(|e| {
            Refusal::new(
                Message::new("scorm-error-lesson-refused").arg("error", e.said()),
                format!("the package's lesson does not read: {e}"),
            )
        })?;
        if own_id != id {
            return Err(refusal!(
                "scorm-error-lesson-renamed",
                "the package names lesson “{id}”, but its text is lesson “{own}”",
                id = id.to_string(),
                own = own_id,
            ));
        }
        Ok(Packaged::Lesson(LessonPackage {
            lesson: PackagedLesson::Own {
                id: own_id,
                title,
                text,
            },
            version,
            mastery: checked_mastery(mastery)?,
        }))
    }
}

/// The `mastery=` of a `<meta>` content, [`DEFAULT_MASTERY`] without one.
fn meta_mastery(content: &str) -> Result<u8, Refusal> {
    let mut mastery = DEFAULT_MASTERY;
    for part in content.split(';') {
        if let Some(("mastery", value)) = part.split_once('=').map(|(k, v)| (k.trim(), v.trim())) {
            mastery = mastery_of(value)?;
        }
    }
    Ok(mastery)
}

/// A `<meta>`'s `mastery=` value (trimmed): a percentage from 0 to 100, or why not.
fn mastery_of(value: &str) -> Result<u8, Refusal> {
    value
        .parse::<u8>()
        .ok()
        .filter(|m| *m <= 100)
        .ok_or_else(|| {
            refusal!(
                "scorm-error-meta-mastery",
                "the package's mastery score \"{value}\" is not a percentage from 0 to 100",
                value = value.to_string(),
            )
        })
}

/// The base64url alphabet (RFC 4648 §5).
const BASE64URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// `bytes` in base64url without padding, as `www/lesson.js`'s `packText` writes them (the
/// page's `lesson-text=`).
fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let word = chunk
            .iter()
            .enumerate()
            .fold(0u32, |w, (i, b)| w | u32::from(*b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(char::from(BASE64URL[(word >> (18 - 6 * i) & 63) as usize]));
        }
    }
    out
}

/// [`base64url`] read back (padding and whitespace tolerated); `None` for any other
/// character or a length no encoding has.
fn unbase64url(text: &str) -> Option<Vec<u8>> {
    let digits: Vec<u8> = text
        .bytes()
        .filter(|b| !b.is_ascii_whitespace() && *b != b'=')
        .map(|b| BASE64URL.iter().position(|&d| d == b).map(|d| d as u8))
        .collect::<Option<_>>()?;
    if digits.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let word = chunk
            .iter()
            .enumerate()
            .fold(0u32, |w, (i, d)| w | u32::from(*d) << (18 - 6 * i));
        for i in 0..chunk.len() - 1 {
            out.push((word >> (16 - 8 * i)) as u8);
        }
    }
    Some(out)
}

/// `files` zipped as [`Package::zip`] says: deflated, dated 1980-01-01 00:00, 0644.
#[cfg(not(target_arch = "wasm32"))]
fn zip_files(files: &[(&'static str, String)]) -> Result<Vec<u8>, Refusal> {
    use std::io::{Cursor, Write};
    use zip::write::SimpleFileOptions;
    let options = SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .last_modified_time(zip::DateTime::default())
        .unix_permissions(0o644)
        .system(zip::System::Unix);
    let broken = |e: &dyn fmt::Display| {
        refusal!(
            "scorm-error-zip",
            "writing the package: {error}",
            error = e.to_string(),
        )
    };
    let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
    for (name, text) in files {
        writer.start_file(*name, options).map_err(|e| broken(&e))?;
        writer.write_all(text.as_bytes()).map_err(|e| broken(&e))?;
    }
    Ok(writer.finish().map_err(|e| broken(&e))?.into_inner())
}

/// A manifest (`imsmanifest.xml`) of one SCO for SCORM `version`: the manifest's `id`
/// (an XML id: a letter first, then letters, digits and `-`), the item's `title` and the
/// organization's (`organization`; both said, escaped here), [`Package::manifest`]'s shape.
fn manifest_of(version: Version, id: &str, title: &str, organization: &str) -> String {
    let title = escaped(title);
    let organization = escaped(organization);
    let (namespaces, item_attributes, scorm_type) = match version {
        Version::Scorm12 => (
            r#"xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
          xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
          xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
          xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd""#,
            r#" isvisible="true""#,
            "adlcp:scormtype",
        ),
        Version::Scorm2004 => (
            r#"xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
          xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
          xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
          xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd""#,
            "",
            "adlcp:scormType",
        ),
    };
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="{id}" version="1.0"
          {namespaces}>
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>{schema}</schemaversion>
  </metadata>
  <organizations default="nqueens-organization">
    <organization identifier="nqueens-organization">
      <title>{organization}</title>
      <item identifier="nqueens-item" identifierref="nqueens-sco"{item_attributes}>
        <title>{title}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="nqueens-sco" type="webcontent" {scorm_type}="sco" href="{SCO_FILE}">
      <file href="{SCO_FILE}"/>
    </resource>
  </resources>
</manifest>
"#,
        schema = version.schema_version(),
    )
}

/// `single_file` with `<meta name="nqueens-scorm" content="meta_content">` before its
/// `</head>`: [`Package::page`]'s, with its errors.
fn page_with(meta_content: &str, single_file: &str) -> Result<String, Refusal> {
    if single_file.len() > MAX_PAGE_BYTES {
        return Err(refusal!(
            "scorm-error-page-too-large",
            "the page is {megabytes} MB; a package takes a single file of at most {limit} MB",
            megabytes = Megabytes(single_file.len() as f64 / 1e6),
            limit = MAX_PAGE_BYTES >> 20,
        ));
    }
    if !single_file.contains(SINGLE_FILE_MARK) {
        return Err(refusal!(
            "scorm-error-not-single-file",
            "that is not the single file nqueens-visualizer.html that `cargo xtask dist` \
             writes (it has no embedded core)"
        ));
    }
    if single_file.contains(&format!(r#"name="{META_NAME}""#)) {
        return Err(refusal!(
            "scorm-error-already-package",
            "that page is already a SCORM package's: give the single file \
             nqueens-visualizer.html itself"
        ));
    }
    let head_end = single_file.find("</head>").ok_or_else(|| {
        refusal!(
            "scorm-error-no-head",
            "that page has no </head>: it is not the single file"
        )
    })?;
    let meta = format!(
        "  <meta name=\"{META_NAME}\" content=\"{}\">\n",
        escaped(meta_content)
    );
    let mut page = String::with_capacity(single_file.len() + meta.len());
    page.push_str(&single_file[..head_end]);
    page.push_str(&meta);
    page.push_str(&single_file[head_end..]);
    Ok(page)
}

/// The first field of every `cmi.suspend_data` the page writes (the version of its form).
pub const SUSPEND_PREFIX: &str = "NQS1";

/// Hundredths of a percent of a score from 0 to 1 ("8000" for 0.8).
fn hundredths(score: f64) -> String {
    let score = if score.is_finite() { score } else { 0.0 };
    ((score.clamp(0.0, 1.0) * 10_000.0).round() as u32).to_string()
}

/// The `cmi.suspend_data` of an attempt: "NQS1~done~kept~code", scores from 0 to 1 written
/// in hundredths of a percent: `done` the best finished attempt's score ("-" for none: the
/// status is then incomplete), `kept` the best score of the attempts before this one
/// (finished or left by Reset) or held by the LMS, which the score it is told never goes
/// below; `code` the attempt's completion code.
pub fn suspend_data(done: Option<f64>, kept: f64, code: &str) -> String {
    let done = done.map_or("-".to_string(), hundredths);
    format!(
        "{SUSPEND_PREFIX}~{done}~{}~{}",
        hundredths(kept),
        code.trim()
    )
}

/// An attempt read back from `cmi.suspend_data` ([`resume`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Resumed {
    /// The attempt (1, 2, …).
    pub attempt: u32,
    /// Its grading.
    pub mode: Mode,
    /// The time spent on it, in seconds.
    pub seconds: u64,
    /// Its answers, as completion-code tokens, in order (what the page replays).
    pub answers: Vec<String>,
    /// Every step answered.
    pub finished: bool,
    /// The best finished attempt's score, 0 to 1, if any.
    pub done: Option<f64>,
    /// The best score of the attempts before, or held by the LMS, 0 to 1.
    pub kept: f64,
}

/// Reads `data` ([`suspend_data`]) saved for `learner` (the LMS's learner id) in `class`.
///
/// # Errors
/// In words: data of another form or version, a best score out of range, a completion
/// code that does not check (corrupt, cut or edited), or one of another class or learner.
pub fn resume(data: &str, class: ClassCode, learner: &str) -> Result<Resumed, Refusal> {
    let data = data.trim();
    let not_attempt = || {
        refusal!(
            "scorm-error-not-attempt",
            "it is not an attempt this exercise saved"
        )
    };
    let Some((prefix, rest)) = data.split_once('~') else {
        return Err(not_attempt());
    };
    if prefix != SUSPEND_PREFIX {
        return Err(
            if prefix.len() > 3
                && prefix.starts_with("NQS")
                && prefix[3..].chars().all(|c| c.is_ascii_digit())
            {
                refusal!(
                    "scorm-error-other-version",
                    "it was saved by another version of the exercise ({saved}; this page reads \
                     {reads})",
                    saved = prefix.to_string(),
                    reads = SUSPEND_PREFIX,
                )
            } else {
                not_attempt()
            },
        );
    }
    let mut parts = rest.splitn(3, '~');
    let (Some(done), Some(kept), Some(code)) = (parts.next(), parts.next(), parts.next()) else {
        return Err(refusal!(
            "scorm-error-cut-short",
            "it is cut short (no completion code)"
        ));
    };
    let score = |digits: &str| {
        digits
            .parse::<u32>()
            .ok()
            .filter(|b| *b <= 10_000)
            .map(|b| f64::from(b) / 10_000.0)
            .ok_or_else(|| {
                refusal!(
                    "scorm-error-scores",
                    "its scores are not numbers from 0 to 10000"
                )
            })
    };
    let done = match done {
        "-" => None,
        digits => Some(score(digits)?),
    };
    let kept = score(kept)?;
    let checked = check_code(code).map_err(|why| {
        refusal!(
            "scorm-error-answers",
            "its answers do not check: {why}",
            why = why,
        )
    })?;
    if checked.class != class {
        return Err(refusal!(
            "scorm-error-other-class",
            "it is an attempt of another class ({saved}), not of {class}",
            saved = checked.class.to_string(),
            class = class.to_string(),
        ));
    }
    if normalize_learner(&checked.learner)? != normalize_learner(learner)? {
        return Err(refusal!(
            "scorm-error-other-learner",
            "it is another learner's attempt"
        ));
    }
    // The answers: the completion code's twelfth field (see Session::completion_code), which
    // check_code has just read and replayed.
    let answers = code
        .trim()
        .split('~')
        .nth(11)
        .filter(|a| !a.is_empty())
        .map_or_else(Vec::new, |a| a.split('.').map(String::from).collect());
    Ok(Resumed {
        attempt: checked.attempt,
        mode: checked.mode,
        seconds: checked.seconds,
        answers,
        finished: checked.finished,
        done,
        kept,
    })
}
