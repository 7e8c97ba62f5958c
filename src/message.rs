//! A sentence the core says, as a message of the catalogs (issue 42): an id of
//! `locales/<lang>/*.ftl` and its arguments, never English text. The page formats it with
//! @fluent/bundle (`www/i18n.js`'s `say`, from the JSON the bindings hand over); natively the
//! CLI and the tests format it with `fluent-bundle` ([`crate::l10n`]'s `say`). So a caption,
//! a question or an error is composed from the moves' data once, here in the core, and reads
//! in every language the catalogs have.
//!
//! An argument is a number (written the language's way: 14,200 in English, 14.200 in
//! German; the message chooses its fraction digits with `NUMBER()`), a text taken as it is
//! (data: a seed, an id, a list of columns), or another message, formatted first in the same
//! language and passed as its text (a clause inside a sentence).
//!
//! ```
//! use nqueens::message::Message;
//! let m = Message::new("caption-safe").arg("row", 2).arg("col", 3);
//! assert_eq!(m.id, "caption-safe");
//! assert_eq!(
//!     serde_json::to_string(&m).unwrap(),
//!     r#"{"id":"caption-safe","args":{"col":3.0,"row":2.0}}"#
//! );
//! ```

use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt;

/// A message of the catalogs: its id and its named arguments. Serialized (for the page) as
/// `{"id": "...", "args": {"name": number | "text" | {id, args}}}`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Message {
    /// The message's id in the catalogs, as `caption-safe`.
    pub id: &'static str,
    /// Its arguments by variable name (the catalog's `$row` is `row`).
    pub args: BTreeMap<&'static str, Arg>,
}

/// A [`Refusal`] of the catalogs' message `$id` with the named arguments, and its English
/// (`$english`, a `format!` string naming them), written from the same values, so that the
/// two cannot differ. Each argument goes through the calling module's own `Said` trait
/// (`fn said(&self) -> Arg`, in scope where the macro is used), which decides how that
/// module's values reach the catalogs: src/lesson.rs writes its small numbers as text,
/// src/scorm.rs its percentages as numbers. `Refusal` and `Message` must be in scope too.
macro_rules! refusal {
    ($id:literal, $english:literal $(, $name:ident = $value:expr)* $(,)?) => {{
        $(#[allow(clippy::redundant_locals)] let $name = $value;)*
        Refusal::new(
            Message::new($id)$(.arg(stringify!($name), Said::said(&$name)))*,
            format!($english $(, $name = $name)*),
        )
    }};
}
pub(crate) use refusal;

/// One argument of a [`Message`].
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Arg {
    /// A number, written the language's way (grouping, digits, decimal sign); a count also
    /// picks the language's plural form.
    Number(f64),
    /// Text shown as it is, in every language: data, not words (a seed, an id, "3,1,4,2").
    Text(String),
    /// A message formatted first, in the same language, and passed as its text.
    Message(Message),
    /// An algorithm's words in the same language (its name: `algorithm-<id>-name` of
    /// `algorithms.ftl`, [`crate::description::Description::name_arg`]), passed as its text;
    /// `english` stands in for an algorithm the catalogs do not know yet (the test build's
    /// throwaway algorithm). To the page: `{id, english}`, said as a message without
    /// arguments (`www/i18n.js`).
    Words {
        /// The catalog id, as `algorithm-min-conflicts-name`.
        id: String,
        /// The description's English, as `Min-conflicts`.
        english: String,
    },
}

impl Message {
    /// The message `id` with no arguments yet.
    pub fn new(id: &'static str) -> Self {
        Self {
            id,
            args: BTreeMap::new(),
        }
    }

    /// This message with the argument `name` set to `value`.
    #[must_use]
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        self.args.insert(name, value.into());
        self
    }
}

macro_rules! number_from {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(value: $t) -> Self {
                Arg::Number(value as f64)
            }
        }
    )*};
}
number_from!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

impl From<&str> for Arg {
    fn from(value: &str) -> Self {
        Arg::Text(value.to_string())
    }
}

impl From<String> for Arg {
    fn from(value: String) -> Self {
        Arg::Text(value)
    }
}

impl From<Message> for Arg {
    fn from(value: Message) -> Self {
        Arg::Message(value)
    }
}

/// What the core says when it refuses what a person gave (a board size, a parameter, a
/// board): the [`Message`] the CLI and the page say in their language
/// (`locales/<lang>/errors.ftl`, with its limits as numbers), and the same sentence in
/// English, which `Display` (and so `to_string`, a log, the page's `JsError` text) gives and
/// which derefs to `&str`. tests/errors.rs checks the English here is the catalog's English.
#[derive(Clone, Debug, PartialEq)]
pub struct Refusal {
    /// The message, for the catalogs.
    pub message: Message,
    /// The English sentence (the catalog's English for `message`).
    english: String,
}

impl Refusal {
    /// A refusal saying `message`, in English `english`.
    pub fn new(message: Message, english: String) -> Self {
        Self { message, english }
    }

    /// A refusal of a programming error a person cannot reach (a check the parameters'
    /// ranges already make): its English as the one argument of `error-untranslated`.
    pub fn untranslated(english: String) -> Self {
        Self {
            message: Message::new("error-untranslated").arg("text", english.clone()),
            english,
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english)
    }
}

impl std::error::Error for Refusal {}

/// Its English: where a caller still says errors as English text, `?` takes a refusal too
/// (the message is lost there; the CLI and the page read [`Refusal::message`]).
impl From<Refusal> for String {
    fn from(refusal: Refusal) -> String {
        refusal.english
    }
}

impl std::ops::Deref for Refusal {
    type Target = str;
    fn deref(&self) -> &str {
        &self.english
    }
}
