//! SCORM packages of a class's exercise, for a learning management system (Moodle, Canvas,
//! Blackboard, Brightspace, Schoology): the LMS imports the zip, launches the exercise for
//! each of its learners and keeps the score in its gradebook, with no server of ours.
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
//!   same files, byte for byte.
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
//! The run-time side (finding the LMS's API, the values set after each step) is the page's
//! `www/scorm.js`.
//!
//! ```
//! use nqueens::scorm::{Package, Version, MANIFEST_FILE};
//!
//! let package = Package::new("BT-7KQ2M9".parse()?, Version::Scorm12, 80)?;
//! let manifest = package.manifest();
//! assert!(manifest.contains("<schemaversion>1.2</schemaversion>"));
//! assert!(manifest.contains(r#"adlcp:scormtype="sco""#));
//! assert_eq!(package.file_name(), "nqueens-BT-7KQ2M9-scorm12.zip");
//! assert_eq!(Package::from_meta_content(&package.meta_content())?, package);
//! # let _ = MANIFEST_FILE;
//! # Ok::<(), String>(())
//! ```

use crate::exercise::{check_code, normalize_learner, ClassCode, Mode};
use std::fmt;
use std::str::FromStr;

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
    type Err = String;
    /// "1.2" or "2004" (also "12", "scorm12", "2004-4th", any case).
    fn from_str(text: &str) -> Result<Self, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "1.2" | "12" | "scorm12" | "scorm-1.2" => Ok(Version::Scorm12),
            "2004" | "scorm2004" | "2004-4th" | "2004 4th edition" => Ok(Version::Scorm2004),
            other => Err(format!(
                "unknown SCORM version \"{other}\": 1.2 (every LMS takes it) or 2004 (4th edition)"
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
    pub fn new(class: ClassCode, version: Version, mastery: u8) -> Result<Package, String> {
        if mastery > 100 {
            return Err(format!(
                "a mastery score is a percentage from 0 to 100, not {mastery}"
            ));
        }
        Ok(Package {
            class,
            version,
            mastery,
        })
    }

    /// The item's title: "Be the backtracker (class BT-7KQ2M9)".
    pub fn title(&self) -> String {
        format!("{} (class {})", self.class.family.name(), self.class)
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
    pub fn from_meta_content(content: &str) -> Result<Package, String> {
        let (mut class, mut version, mut mastery) = (None, None, DEFAULT_MASTERY);
        for part in content.split(';') {
            let Some((key, value)) = part.split_once('=') else {
                continue;
            };
            match key.trim() {
                "class" => class = Some(value.parse::<ClassCode>()?),
                "scorm" => version = Some(value.parse::<Version>()?),
                "mastery" => {
                    mastery = value
                        .trim()
                        .parse::<u8>()
                        .ok()
                        .filter(|m| *m <= 100)
                        .ok_or_else(|| {
                            format!(
                            "the package's mastery score \"{}\" is not a percentage from 0 to 100",
                            value.trim()
                        )
                        })?
                }
                _ => {}
            }
        }
        Package::new(
            class.ok_or("the package names no class code")?,
            version.ok_or("the package names no SCORM version")?,
            mastery,
        )
    }

    /// The manifest (`imsmanifest.xml`): the metadata's schema and schema version, one
    /// organization (the default) with one item naming the exercise and the class, and one
    /// SCO resource whose `href` is [`SCO_FILE`], listed as its one file. SCORM 1.2 writes
    /// the IMS content packaging 1.1.2 and ADL CP 1.2 namespaces and `adlcp:scormtype`;
    /// 2004 4th edition IMS CP 1.1.4, ADL CP 1.3 and `adlcp:scormType`.
    pub fn manifest(&self) -> String {
        let id = format!("nqueens-{}", self.class);
        let title = escaped(&self.title());
        let (namespaces, item_attributes, scorm_type) = match self.version {
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
      <title>N-Queens Visualizer: {title}</title>
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
            schema = self.version.schema_version(),
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
    pub fn page(&self, single_file: &str) -> Result<String, String> {
        if single_file.len() > MAX_PAGE_BYTES {
            return Err(format!(
                "the page is {:.1} MB; a package takes a single file of at most {} MB",
                single_file.len() as f64 / 1e6,
                MAX_PAGE_BYTES >> 20
            ));
        }
        if !single_file.contains(SINGLE_FILE_MARK) {
            return Err(
                "that is not the single file nqueens-visualizer.html that `cargo xtask dist` \
                 writes (it has no embedded core)"
                    .into(),
            );
        }
        if single_file.contains(&format!(r#"name="{META_NAME}""#)) {
            return Err(
                "that page is already a SCORM package's: give the single file \
                 nqueens-visualizer.html itself"
                    .into(),
            );
        }
        let head_end = single_file
            .find("</head>")
            .ok_or("that page has no </head>: it is not the single file")?;
        let meta = format!(
            "  <meta name=\"{META_NAME}\" content=\"{}\">\n",
            escaped(&self.meta_content())
        );
        let mut page = String::with_capacity(single_file.len() + meta.len());
        page.push_str(&single_file[..head_end]);
        page.push_str(&meta);
        page.push_str(&single_file[head_end..]);
        Ok(page)
    }

    /// The package's files, in the zip's order: [`MANIFEST_FILE`] ([`Package::manifest`])
    /// and [`SCO_FILE`] ([`Package::page`] of `single_file`). The CLI zips them
    /// (`Package::zip`, natively); the teacher's view zips the same texts in the browser.
    ///
    /// # Errors
    /// [`Package::page`]'s, in words.
    pub fn files(&self, single_file: &str) -> Result<[(&'static str, String); 2], String> {
        Ok([
            (MANIFEST_FILE, self.manifest()),
            (SCO_FILE, self.page(single_file)?),
        ])
    }

    /// The package as a zip of [`Package::files`], both deflated, dated 1980-01-01 00:00
    /// with Unix permissions 0644, so the same inputs give the same bytes on every run and
    /// platform. Native only (the CLI's): the teacher's view zips the same files with fflate.
    ///
    /// # Errors
    /// [`Package::page`]'s, or the zip writer's, in words.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn zip(&self, single_file: &str) -> Result<Vec<u8>, String> {
        use std::io::{Cursor, Write};
        use zip::write::SimpleFileOptions;
        let options = SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated)
            .last_modified_time(zip::DateTime::default())
            .unix_permissions(0o644)
            .system(zip::System::Unix);
        let broken = |e: &dyn fmt::Display| format!("writing the package: {e}");
        let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
        for (name, text) in self.files(single_file)? {
            writer.start_file(name, options).map_err(|e| broken(&e))?;
            writer.write_all(text.as_bytes()).map_err(|e| broken(&e))?;
        }
        Ok(writer.finish().map_err(|e| broken(&e))?.into_inner())
    }
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
pub fn resume(data: &str, class: ClassCode, learner: &str) -> Result<Resumed, String> {
    let data = data.trim();
    let Some((prefix, rest)) = data.split_once('~') else {
        return Err("it is not an attempt this exercise saved".into());
    };
    if prefix != SUSPEND_PREFIX {
        return Err(
            if prefix.len() > 3
                && prefix.starts_with("NQS")
                && prefix[3..].chars().all(|c| c.is_ascii_digit())
            {
                format!(
                    "it was saved by another version of the exercise ({prefix}; this page reads \
                     {SUSPEND_PREFIX})"
                )
            } else {
                "it is not an attempt this exercise saved".into()
            },
        );
    }
    let mut parts = rest.splitn(3, '~');
    let (Some(done), Some(kept), Some(code)) = (parts.next(), parts.next(), parts.next()) else {
        return Err("it is cut short (no completion code)".into());
    };
    let score = |digits: &str| {
        digits
            .parse::<u32>()
            .ok()
            .filter(|b| *b <= 10_000)
            .map(|b| f64::from(b) / 10_000.0)
            .ok_or("its scores are not numbers from 0 to 10000")
    };
    let done = match done {
        "-" => None,
        digits => Some(score(digits)?),
    };
    let kept = score(kept)?;
    let checked = check_code(code).map_err(|why| format!("its answers do not check: {why}"))?;
    if checked.class != class {
        return Err(format!(
            "it is an attempt of another class ({}), not of {class}",
            checked.class
        ));
    }
    if normalize_learner(&checked.learner)? != normalize_learner(learner)? {
        return Err("it is another learner's attempt".into());
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
