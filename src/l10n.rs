//! The native side's language (the CLI, and the tests that read what the page will say): its
//! messages from the Project Fluent catalogs in `locales/<lang>/*.ftl` (the folder the page
//! reads its catalogs from, issue 42), compiled in with `include_str!`, and its numbers written
//! the language's way. The files read here are [`FILES`] (the CLI's own, and those the page
//! and the CLI share, such as the captions'); the page's own are in `www/languages.js`.
//!
//! - The language: `--lang TAG` (global), else the first of `LC_ALL`, `LC_MESSAGES`, `LANG`
//!   that is set and not empty (POSIX's order; `de_DE.UTF-8@euro` reads as `de-DE`; `C` and
//!   `POSIX` as English), else English. A tag is matched to a catalog by fluent-langneg (the
//!   page's @fluent/langneg does the same): `de-AT` gets `de`. `--lang` naming a language
//!   with no catalog is a usage error; an environment's is quietly English.
//! - `en-XA`: the pseudo-locale for tests, English through fluent-pseudo (accented, vowels
//!   doubled) and padded to 40 % longer ([`pseudo`]), so untranslated text stands out and
//!   text that would overflow in a longer language shows. Never chosen from the environment.
//! - Numbers: every number a message shows (a variable, or `NUMBER()` with
//!   `minimumFractionDigits`, `maximumFractionDigits`, `useGrouping`) is written by ICU4X's
//!   `DecimalFormatter` for the language (CLDR's separators and digits: German 14.200;
//!   Arabic without a region 14,200, as CLDR 48 and the page's `Intl` write it, `ar-EG`
//!   ١٤٬٢٠٠), not by fluent-bundle's own formatting, which knows no locale.
//! - English stays byte-identical to the text the CLI printed before the catalogs (tests/cli.rs).
//!
//! Native only (not in the wasm): the page formats with @fluent/bundle and the browser's
//! `Intl`, so the core's wasm carries no catalog and no formatter. The core gives messages as
//! ids and arguments; this module (natively) and `www/i18n.js` (in the page) turn them into
//! text.

use fixed_decimal::{Decimal, FloatPrecision};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::memoizer::MemoizerKind;
use fluent_bundle::types::FluentNumber;
pub use fluent_bundle::FluentValue;
use fluent_bundle::{FluentArgs, FluentResource};
use fluent_langneg::{negotiate_languages, NegotiationStrategy};
use icu_decimal::options::{DecimalFormatterOptions, GroupingStrategy};
use icu_decimal::DecimalFormatter;
use std::borrow::Cow;
use std::sync::OnceLock;
use unic_langid::LanguageIdentifier;

/// The pseudo-locale's tag (BCP 47's private-use region XA, as Android and Chromium use).
pub const PSEUDO: &str = "en-XA";

/// The catalog files read natively, in each language's folder (in this order: a message id
/// is defined in one file only). Keep in step with the `language!` macro below.
pub const FILES: &[&str] = &[
    "cli.ftl",
    "algorithms.ftl",
    "captions.ftl",
    "exercise.ftl",
    "errors.ftl",
    "lessons.ftl",
    "cli-help.ftl",
    "lesson-format.ftl",
];

/// The texts of [`FILES`] in the folder `locales/<tag>/`, as `(tag, texts)`.
macro_rules! language {
    ($tag:literal) => {
        (
            $tag,
            &[
                include_str!(concat!("../locales/", $tag, "/cli.ftl")),
                include_str!(concat!("../locales/", $tag, "/algorithms.ftl")),
                include_str!(concat!("../locales/", $tag, "/captions.ftl")),
                include_str!(concat!("../locales/", $tag, "/exercise.ftl")),
                include_str!(concat!("../locales/", $tag, "/errors.ftl")),
                include_str!(concat!("../locales/", $tag, "/lessons.ftl")),
                include_str!(concat!("../locales/", $tag, "/cli-help.ftl")),
                include_str!(concat!("../locales/", $tag, "/lesson-format.ftl")),
            ] as &[&str],
        )
    };
}

/// Each language's catalog files ([`FILES`]), English first (the fallback), by BCP 47 tag.
pub const CATALOGS: [(&str, &[&str]); 5] = [
    language!("en"),
    language!("es"),
    language!("de"),
    language!("zh-CN"),
    language!("ar"),
];

/// The catalog of one language, ready to format its messages.
pub struct Messages {
    bundle: FluentBundle<FluentResource>,
    /// The language's tag, as `new` took it.
    tag: String,
}

/// The process's messages, chosen once by [`choose`] (English until then).
static CHOSEN: OnceLock<Messages> = OnceLock::new();

/// The process's language's tag, chosen with [`CHOSEN`].
static CHOSEN_TAG: OnceLock<&'static str> = OnceLock::new();

/// The tag of the process's language (one of [`available`]'s; `en` if [`choose`] has not
/// run): for what is chosen by language beside the catalogs, as a built-in lesson's
/// translation (`nqueens lesson show`).
pub fn language() -> &'static str {
    CHOSEN_TAG.get().copied().unwrap_or("en")
}

/// The pseudo-locale's transform of one piece of a message's text: fluent-pseudo's accented
/// letters with their vowels doubled (about a quarter longer), then padded with `·` to 40 %
/// longer than the English, counted in characters (rounded up), as issue 42 asks, so a
/// control too narrow for a longer language overflows in the tests. Text without a letter
/// (a space, a dash between variables) stays as it is. `www/languages.js`'s `pseudo` is the
/// same, character for character (this module's tests and tests/js/i18n.test.mjs check the
/// same sentence).
pub fn pseudo(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| c.is_ascii_alphabetic()) {
        return Cow::Borrowed(text);
    }
    let accented = fluent_pseudo::transform(text, false, true);
    let want = (text.chars().count() * 14).div_ceil(10);
    let have = accented.chars().count();
    let mut padded = accented.into_owned();
    padded.extend(std::iter::repeat_n('·', want.saturating_sub(have)));
    Cow::Owned(padded)
}

/// The tags the CLI speaks, as `--lang` takes them (the pseudo-locale last).
pub fn available() -> Vec<&'static str> {
    CATALOGS
        .iter()
        .map(|(tag, _)| *tag)
        .chain([PSEUDO])
        .collect()
}

/// The catalog's tag that serves `requested` (a BCP 47 tag, or a POSIX locale such as
/// `de_DE.UTF-8`), or None when no catalog does. `C` and `POSIX` are English; `en-XA` is the
/// pseudo-locale.
pub fn negotiate(requested: &str) -> Option<&'static str> {
    let tag = requested
        .split(['.', '@'])
        .next()
        .unwrap_or_default()
        .replace('_', "-");
    if tag == "C" || tag == "POSIX" {
        return Some("en");
    }
    if tag.eq_ignore_ascii_case(PSEUDO) {
        return Some(PSEUDO);
    }
    let wanted: LanguageIdentifier = tag.parse().ok()?;
    let available: Vec<LanguageIdentifier> = CATALOGS
        .iter()
        .map(|(tag, _)| tag.parse().expect("a catalog's tag parses"))
        .collect();
    let found = negotiate_languages(&[wanted], &available, None, NegotiationStrategy::Lookup);
    let found = found.first()?.to_string();
    CATALOGS
        .iter()
        .map(|(tag, _)| *tag)
        .find(|tag| *tag == found)
}

/// The language the environment asks for: the first of LC_ALL, LC_MESSAGES and LANG that
/// is set and not empty, if a catalog serves it (never the pseudo-locale).
pub fn from_environment() -> Option<&'static str> {
    let value = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|name| std::env::var(name).ok())
        .find(|value| !value.is_empty())?;
    negotiate(&value).filter(|tag| *tag != PSEUDO)
}

impl Messages {
    /// The messages of `tag` (one of [`available`]'s).
    ///
    /// # Panics
    /// On a tag with no catalog, or a catalog that does not parse, or an id defined twice
    /// (tests/i18n.rs checks every catalog parses).
    pub fn new(tag: &str) -> Self {
        let source = if tag == PSEUDO { "en" } else { tag };
        let texts = CATALOGS
            .iter()
            .find(|(t, _)| *t == source)
            .map(|(_, texts)| *texts)
            .unwrap_or_else(|| panic!("no catalog for {tag}"));
        let lang: LanguageIdentifier = tag.parse().expect("a catalog's tag parses");
        let rtl = lang.character_direction() == unic_langid::CharacterDirection::RTL;
        let mut bundle = FluentBundle::new_concurrent(vec![lang]);
        // Unicode isolation marks around each variable only where the text runs right to
        // left (Arabic), where a number or an id beside the words needs them; English keeps
        // its bytes.
        bundle.set_use_isolating(rtl);
        if tag == PSEUDO {
            bundle.set_transform(Some(pseudo));
        }
        bundle.set_formatter(Some(format_number));
        for (file, text) in FILES.iter().zip(texts) {
            let resource = FluentResource::try_new(text.to_string())
                .unwrap_or_else(|(_, errors)| panic!("locales/{source}/{file}: {errors:?}"));
            bundle
                .add_resource(resource)
                .unwrap_or_else(|errors| panic!("locales/{source}/{file}: {errors:?}"));
        }
        bundle
            .add_builtins()
            .expect("the NUMBER builtin is added once");
        Self {
            bundle,
            tag: tag.to_string(),
        }
    }

    /// The language's tag (one of [`available`]'s).
    pub fn tag(&self) -> &str {
        &self.tag
    }

    /// `value` written the language's way with exactly `digits` fraction digits and no
    /// grouping (a table's cell: English 1234.5, German 1234,5), by ICU4X as the messages'
    /// numbers are.
    pub fn decimal(&self, value: f64, digits: u8) -> String {
        self.fixed(value, digits, GroupingStrategy::Never)
    }

    /// `value` written the language's way with exactly `digits` fraction digits and the
    /// language's grouping of thousands (a published table's count: English 13,500, German
    /// 13.500, Spanish 4000 but 13.500, as CLDR groups), by ICU4X as [`Messages::decimal`].
    pub fn grouped(&self, value: f64, digits: u8) -> String {
        self.fixed(value, digits, GroupingStrategy::Auto)
    }

    /// [`Messages::decimal`] and [`Messages::grouped`]: `value` with `digits` fraction digits,
    /// grouped by `grouping`.
    fn fixed(&self, value: f64, digits: u8, grouping: GroupingStrategy) -> String {
        // Rounded as Rust's `{:.N}` rounds (the exact binary value, ties to even), so that
        // English keeps the digits it printed before the catalogs; then written by ICU4X.
        let english = format!("{value:.*}", usize::from(digits));
        let Ok(decimal) = english.parse::<Decimal>() else {
            return english;
        };
        let tag = if self.tag == PSEUDO { "en" } else { &self.tag };
        let Ok(locale) = tag.parse::<icu_locale_core::Locale>() else {
            return english;
        };
        let mut options = DecimalFormatterOptions::default();
        options.grouping_strategy = Some(grouping);
        DecimalFormatter::try_new((&locale).into(), options)
            .map(|f| f.format_to_string(&decimal))
            .unwrap_or(english)
    }

    /// The message `id` with `args` (name, value: numbers as [`FluentValue::Number`] are
    /// written the language's way).
    ///
    /// # Panics
    /// When the catalog lacks `id` or the message refers to a variable not given: a
    /// programming error, which tests/i18n.rs (every id in every language) and the CLI's tests
    /// catch.
    pub fn get(&self, id: &str, args: &[(&str, FluentValue)]) -> String {
        let message = self
            .bundle
            .get_message(id)
            .unwrap_or_else(|| panic!("no message {id}"));
        let pattern = message
            .value()
            .unwrap_or_else(|| panic!("message {id} has no value"));
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let mut errors = vec![];
        let text = self
            .bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors);
        assert!(errors.is_empty(), "message {id}: {errors:?}");
        text.into_owned()
    }
}

impl Messages {
    /// The core's `message` in this language: its arguments that are messages formatted
    /// first (as the page's `say` does), numbers written the language's way.
    ///
    /// # Panics
    /// As [`Messages::get`]: on an id the catalogs lack or a variable the message needs and
    /// is not given (tests/i18n.rs and each caller's tests catch it).
    pub fn say(&self, message: &crate::message::Message) -> String {
        use crate::message::Arg;
        let args: Vec<(&str, FluentValue)> = message
            .args
            .iter()
            .map(|(name, arg)| {
                let value = match arg {
                    Arg::Number(n) => number(*n),
                    Arg::Text(text) => text.clone().into(),
                    Arg::Message(inner) => self.say(inner).into(),
                    Arg::Words { id, english } if !self.has(id) => english.clone().into(),
                    Arg::Words { id, .. } => self.get(id, &[]).into(),
                };
                (*name, value)
            })
            .collect();
        self.get(message.id, &args)
    }
}

impl Messages {
    /// True if the catalog has the message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// What `description` says as `words` (its name, a pseudocode line, a parameter's
    /// label…: [`crate::description::Words`]) in this language, from `algorithms.ftl`. An
    /// algorithm the catalogs do not know yet (no `algorithm-<id>-name`, as the test build's
    /// throwaway algorithm) keeps its description's English; one they know must have every
    /// piece (tests/words.rs).
    ///
    /// # Panics
    /// When the catalog knows the algorithm but lacks this piece, or the description has no
    /// such piece (a parameter or counter it does not declare): a programming error.
    pub fn words(
        &self,
        description: &crate::description::Description,
        words: crate::description::Words,
    ) -> String {
        let known = self.has(&description.words_id(crate::description::Words::Name));
        if known {
            self.get(&description.words_id(words), &[])
        } else {
            description
                .english(words)
                .unwrap_or_else(|| panic!("{} has no {words:?}", description.id))
                .to_string()
        }
    }
}

/// What `description` says as `words` in the process's language ([`Messages::words`];
/// English if [`choose`] has not run).
pub fn words(
    description: &crate::description::Description,
    words: crate::description::Words,
) -> String {
    CHOSEN
        .get_or_init(|| Messages::new("en"))
        .words(description, words)
}

/// The core's `message` in the process's language (English if [`choose`] has not run).
pub fn say(message: &crate::message::Message) -> String {
    CHOSEN.get_or_init(|| Messages::new("en")).say(message)
}

/// Chooses the process's language: `--lang`'s tag if given, else the environment's, else
/// English. Returns an error naming the tags the CLI speaks when `--lang` names none of them.
pub fn choose(option: Option<&str>) -> Result<(), String> {
    let tag = match option {
        Some(requested) => negotiate(requested).ok_or_else(|| {
            let messages = Messages::new(from_environment().unwrap_or("en"));
            messages.get(
                "lang-unknown",
                &[
                    ("tag", requested.into()),
                    ("available", available().join(", ").into()),
                ],
            )
        })?,
        None => from_environment().unwrap_or("en"),
    };
    // Chosen once, before any message is printed.
    let _ = CHOSEN.set(Messages::new(tag));
    let _ = CHOSEN_TAG.set(tag);
    Ok(())
}

/// The process's messages (English if [`choose`] has not run).
pub fn messages() -> &'static Messages {
    CHOSEN.get_or_init(|| Messages::new("en"))
}

/// The message `id` in the process's language (English if [`choose`] has not run).
pub fn tr(id: &str, args: &[(&str, FluentValue)]) -> String {
    CHOSEN.get_or_init(|| Messages::new("en")).get(id, args)
}

/// `value` with `digits` fraction digits in the process's language ([`Messages::decimal`]).
pub fn decimal(value: f64, digits: u8) -> String {
    CHOSEN
        .get_or_init(|| Messages::new("en"))
        .decimal(value, digits)
}

/// `value` with `digits` fraction digits and the language's grouping, in the process's
/// language ([`Messages::grouped`]).
pub fn grouped(value: f64, digits: u8) -> String {
    CHOSEN
        .get_or_init(|| Messages::new("en"))
        .grouped(value, digits)
}

/// A whole number as a message's variable (written the language's way, e.g. 14,200).
pub fn number(value: impl Into<f64>) -> FluentValue<'static> {
    FluentValue::Number(FluentNumber::new(value.into(), Default::default()))
}

/// ICU4X's number formatter of a language and a grouping, memoized per bundle.
struct LocaleDecimals(DecimalFormatter);

impl intl_memoizer::Memoizable for LocaleDecimals {
    type Args = (bool,);
    type Error = String;
    fn construct(lang: LanguageIdentifier, (grouping,): (bool,)) -> Result<Self, String> {
        let locale: icu_locale_core::Locale =
            lang.to_string().parse().map_err(|e| format!("{e:?}"))?;
        let mut options = DecimalFormatterOptions::default();
        options.grouping_strategy = Some(if grouping {
            GroupingStrategy::Auto
        } else {
            GroupingStrategy::Never
        });
        DecimalFormatter::try_new((&locale).into(), options)
            .map(LocaleDecimals)
            .map_err(|e| format!("{e:?}"))
    }
}

/// fluent-bundle's formatter hook: a number written by [`LocaleDecimals`] (its fraction digits
/// per the message's `NUMBER()` options: none by default), anything else left to fluent.
fn format_number<M: MemoizerKind>(value: &FluentValue, memoizer: &M) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    let options = &number.options;
    let mut decimal = Decimal::try_from_f64(number.value, FloatPrecision::RoundTrip).ok()?;
    // Intl.NumberFormat's defaults, as the page's numbers: no fraction digits kept below
    // the minimum (0), at most max(minimum, 3).
    let min = options.minimum_fraction_digits.unwrap_or(0);
    let max = options
        .maximum_fraction_digits
        .unwrap_or(min.max(3))
        .max(min);
    let max = i16::try_from(max).ok()?;
    let min = i16::try_from(min).ok()?;
    decimal.round(-max);
    decimal.absolute.trim_end();
    decimal.absolute.pad_end(-min);
    memoizer
        .with_try_get_threadsafe::<LocaleDecimals, _, _>((options.use_grouping,), |f| {
            f.0.format_to_string(&decimal)
        })
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_negotiate_to_their_catalog() {
        for (asked, got) in [
            ("de", Some("de")),
            ("de-AT", Some("de")),
            ("de_DE.UTF-8@euro", Some("de")),
            ("zh-CN", Some("zh-CN")),
            ("zh_CN.UTF-8", Some("zh-CN")),
            ("ar_EG.UTF-8", Some("ar")),
            ("es-MX", Some("es")),
            ("C", Some("en")),
            ("C.UTF-8", Some("en")),
            ("en-XA", Some(PSEUDO)),
            ("fr", None),
            ("", None),
        ] {
            assert_eq!(negotiate(asked), got, "{asked}");
        }
    }

    #[test]
    fn numbers_follow_the_language() {
        let count = |tag: &str| {
            Messages::new(tag).get("count-fundamental", &[("fundamental", number(14200u32))])
        };
        assert!(
            count("en").starts_with("14,200 fundamental"),
            "{}",
            count("en")
        );
        assert!(
            count("de").starts_with("14.200 fundamentale"),
            "{}",
            count("de")
        );
        assert!(
            count("es").starts_with("14.200 soluciones"),
            "{}",
            count("es")
        );
        // Three decimals, no grouping, the locale's decimal separator.
        let elapsed = |tag: &str| {
            Messages::new(tag).get(
                "count-elapsed",
                &[
                    ("ms", number(1234.5)),
                    ("threads", number(1u32)),
                    ("kernel", "scalar".into()),
                ],
            )
        };
        assert_eq!(
            elapsed("en"),
            "Elapsed: 1234.500 ms (1 thread, scalar kernel)"
        );
        assert_eq!(
            elapsed("de"),
            "Dauer: 1234,500 ms (1 Thread, Kernel scalar)"
        );
    }

    #[test]
    fn every_folder_of_locales_has_its_catalog_here() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
        let mut folders: Vec<String> = std::fs::read_dir(root)
            .expect("locales/")
            .map(|e| {
                e.expect("an entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        folders.sort();
        let mut tags: Vec<String> = CATALOGS.iter().map(|(t, _)| t.to_string()).collect();
        tags.sort();
        assert_eq!(folders, tags);
    }

    #[test]
    fn the_pseudo_locale_is_accented_english() {
        let text = Messages::new(PSEUDO).get("count-progress", &[]);
        // "tasks (first rows fixed)": 24 characters, accented 27, padded to 34 (40 % more).
        assert_eq!(text, "ŧaaşķş (ƒiřşŧ řooẇş ƒiẋeeḓ)·······");
        assert_eq!(pseudo(" — "), " — ");
    }
}
