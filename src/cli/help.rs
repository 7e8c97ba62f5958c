//! clap's help in the chosen language (issue 42): the texts the derive in `mod.rs` writes
//! from its doc comments (each command's about and long about, each argument's help and long
//! help) and clap's own that it lets a program set (the `--help`/`--version` flags' help, the
//! `help` subcommand's about, the headings Usage, Commands, Arguments and Options) replaced
//! by messages of `locales/<tag>/cli-help.ftl`, by ids derived from the command's path and
//! the argument's id, so a new argument needs a message and no code:
//!
//! - a command's about: `help-<path>-about` (`help-nqueens-about`, `help-solve-about`,
//!   `help-exercise-scorm-about`);
//! - an argument's help: `help-<path>-<arg>` (`help-solve-n`, `help-solve-with-solution`);
//!   a global argument's is its root's (`help-nqueens-lang`);
//! - clap's own: `help-clap-*`.
//!
//! A message is the whole text as the doc comment has it: paragraphs separated by a blank
//! line, lines of a paragraph joined with a space (none between Chinese characters). Where
//! clap has a short text and a long one (`-h` and `--help`), the short is the first
//! paragraph without its full stop, as the derive makes it. English gives clap's texts byte
//! for byte (this module's tests render every command's help both ways).
//!
//! clap's `[default: …]`, `[possible values: …]` and the long help's `Possible values:` list
//! it lets a program hide, not set: in a language other than English they are hidden and
//! said in the language (`help-clap-default`, `help-clap-possible-values`,
//! `help-clap-possible-values-heading`) after the argument's help, in clap's layout
//! ([`with_values`]). clap's usage errors are usage.rs's.
//!
//! Hidden commands (`bench`, `help-markdown`, for the project's own tools) keep the derive's
//! English. `[OPTIONS]` and `[COMMAND]` in the usage line stay as clap writes them, as the
//! value names (`<N>`, `<PATH>`) do: placeholders, like the flags.

use super::i18n::Messages;
use clap::{Arg, ArgAction, Command};

/// The root's path in the messages' ids (`help-nqueens-about`, `help-nqueens-lang`).
const ROOT: &str = "nqueens";

/// `cmd` (the derive's, unbuilt) built, with its help texts in `messages`' language.
pub fn localized(mut cmd: Command, messages: &Messages) -> Command {
    prebuild(&mut cmd);
    let values = (messages.tag() != "en").then_some(messages);
    walk(cmd, ROOT, &mut |id, _| messages.get(id, &[]), values)
}

/// Builds `cmd` and its subcommands as parsing does, so that clap's own flags and `help`
/// subcommand exist to be translated. Not `Command::build`, which would give the `help`
/// subcommand copies of the others instead of its `[COMMAND]...` (for completions), and
/// change what `nqueens help help` says. Only texts change after: `mut_args` and
/// `mut_subcommands` keep the order a built command's lookups rely on.
fn prebuild(cmd: &mut Command) {
    // `render_usage` builds the command itself (its global arguments passed down to its
    // subcommands, its help flag and subcommand added), as parsing does on the way down.
    let _ = cmd.render_usage();
    for sub in cmd.get_subcommands_mut() {
        prebuild(sub);
    }
}

/// The ids of every text `cmd` (the derive's, unbuilt) asks of the catalog, in the order
/// met, each with the derive's text (its long one if it has one): for the tests.
#[cfg(test)]
pub fn ids(mut cmd: Command) -> Vec<(String, String)> {
    prebuild(&mut cmd);
    let mut ids = vec![];
    let _ = walk(
        cmd,
        ROOT,
        &mut |id, english| {
            ids.push((id.to_string(), english.clone()));
            english
        },
        None,
    );
    ids
}

/// `cmd` (at `path`, built) with every text replaced by `say(id)`'s, its subcommands too;
/// with `values`, a language other than English, clap's `[default: …]` and possible values
/// said in it ([`with_values`]).
fn walk(
    cmd: Command,
    path: &str,
    say: &mut dyn FnMut(&str, String) -> String,
    values: Option<&Messages>,
) -> Command {
    if cmd.is_hide_set() {
        return cmd;
    }
    let has_long = cmd.get_long_about().is_some();
    let help_tree = is_help_subcommand(&cmd);
    let mut cmd = if cmd.get_about().is_none() {
        cmd
    } else if help_tree {
        let english = about(&cmd);
        cmd.about(say("help-clap-help-subcommand", english))
    } else {
        let english = cmd
            .get_long_about()
            .or(cmd.get_about())
            .map(ToString::to_string)
            .unwrap_or_default();
        let (short, long) = texts(&say(&format!("help-{path}-about"), english), has_long);
        let cmd = cmd.about(short);
        match long {
            Some(long) => cmd.long_about(long),
            None => cmd,
        }
    };
    let usage = say("help-clap-usage", "Usage".into());
    let style = *cmd.get_styles().get_usage();
    cmd = cmd.help_template(format!(
        "{{before-help}}{{about-with-newline}}\n{}{usage}:{} {{usage}}\n\n{{all-args}}{{after-help}}",
        style.render(),
        style.render_reset()
    ));
    if cmd.has_subcommands() {
        cmd = cmd.subcommand_help_heading(leak(say("help-clap-commands", "Commands".into())));
    }
    let arguments = leak(say("help-clap-arguments", "Arguments".into()));
    let options = leak(say("help-clap-options", "Options".into()));
    cmd = cmd.mut_args(|arg| {
        let arg = if arg.get_help_heading().is_none() {
            let heading = if arg.is_positional() {
                arguments
            } else {
                options
            };
            arg.help_heading(heading)
        } else {
            arg
        };
        if help_tree && !arg.is_global_set() {
            // The `help` subcommand's `[COMMAND]...`.
            let english = help(&arg);
            arg.help(say("help-clap-help-subcommand-command", english))
        } else {
            let arg = localize_arg(arg, path, say);
            match values {
                Some(messages) => with_values(arg, messages),
                None => arg,
            }
        }
    });
    cmd.mut_subcommands(|sub| {
        if is_help_subcommand(&sub) {
            walk(sub, path, say, values)
        } else if path == ROOT {
            let path = sub.get_name().to_string();
            walk(sub, &path, say, values)
        } else {
            let path = format!("{path}-{}", sub.get_name());
            walk(sub, &path, say, values)
        }
    })
}

/// A heading as clap keeps it (a `&'static str` without clap's `string` feature): a few
/// words per command, once per process.
fn leak(text: String) -> &'static str {
    Box::leak(text.into_boxed_str())
}

/// A command's about as it is.
fn about(cmd: &Command) -> String {
    cmd.get_about().map(ToString::to_string).unwrap_or_default()
}

/// An argument's help as it is.
fn help(arg: &Arg) -> String {
    arg.get_help().map(ToString::to_string).unwrap_or_default()
}

/// An argument's long help as it is.
fn long_help(arg: &Arg) -> String {
    arg.get_long_help()
        .map(ToString::to_string)
        .unwrap_or_default()
}

/// The `help` subcommand clap adds.
fn is_help_subcommand(cmd: &Command) -> bool {
    cmd.get_name() == "help"
        && cmd
            .get_about()
            .is_some_and(|about| about.to_string().starts_with("Print this message"))
}

/// `arg` of the command at `path` with its help in the catalog's language.
fn localize_arg(arg: Arg, path: &str, say: &mut dyn FnMut(&str, String) -> String) -> Arg {
    let has_long = arg.get_long_help().is_some();
    match arg.get_action() {
        ArgAction::Help | ArgAction::HelpShort | ArgAction::HelpLong if has_long => {
            let (short, long) = (help(&arg), long_help(&arg));
            arg.help(say("help-clap-help-more", short))
                .long_help(say("help-clap-help-long", long))
        }
        ArgAction::Help | ArgAction::HelpShort | ArgAction::HelpLong => {
            let english = help(&arg);
            arg.help(say("help-clap-help", english))
        }
        ArgAction::Version => {
            let english = help(&arg);
            arg.help(say("help-clap-version", english))
        }
        _ if arg.get_help().is_none() => arg,
        _ => {
            let owner = if arg.is_global_set() { ROOT } else { path };
            let id = format!("help-{owner}-{}", arg.get_id().as_str().replace('_', "-"));
            let english = if has_long {
                long_help(&arg)
            } else {
                help(&arg)
            };
            let (short, long) = texts(&say(&id, english), has_long);
            let arg = arg.help(short);
            match long {
                Some(long) => arg.long_help(long),
                None => arg,
            }
        }
    }
}

/// `arg` (its help already in the language) with clap's `[default: …]`, `[possible values:
/// …]` and long help's `Possible values:` list hidden, and said instead in `messages`'
/// language (`help-clap-default`, `help-clap-possible-values`,
/// `help-clap-possible-values-heading`), in clap's layout: after the short help on its line,
/// `[default: …]` then `[possible values: …]`; in the long help below it, a blank line
/// apart, the values each with its help (when one has help; its help is already in the
/// language, as `help-count-kernel-*`), then the default and the values without help, one
/// per line.
fn with_values(arg: Arg, messages: &Messages) -> Arg {
    if !arg.get_action().takes_values() || arg.get_help().is_none() {
        return arg;
    }
    let defaults: Vec<String> = if arg.is_hide_default_value_set() {
        vec![]
    } else {
        arg.get_default_values()
            .iter()
            .map(|v| v.to_string_lossy().into_owned())
            .collect()
    };
    let possible: Vec<clap::builder::PossibleValue> = if arg.is_hide_possible_values_set() {
        vec![]
    } else {
        arg.get_possible_values()
            .into_iter()
            .filter(|pv| !pv.is_hide_set())
            .collect()
    };
    if defaults.is_empty() && possible.is_empty() {
        return arg;
    }
    let default = (!defaults.is_empty())
        .then(|| messages.get("help-clap-default", &[("value", defaults.join(" ").into())]));
    let names: Vec<String> = possible
        .iter()
        .map(|pv| pv.get_name().to_string())
        .collect();
    let separator = messages.get("cli-clap-list-separator", &[]);
    let list = (!names.is_empty()).then(|| {
        messages.get(
            "help-clap-possible-values",
            &[("values", names.join(&separator).into())],
        )
    });
    let short_specs: Vec<&String> = default.iter().chain(list.iter()).collect();
    let short = help(&arg);
    let short = std::iter::once(&short)
        .chain(short_specs)
        .map(String::as_str)
        .collect::<Vec<_>>()
        .join(" ");
    let mut long = arg
        .get_long_help()
        .or(arg.get_help())
        .map(ToString::to_string)
        .unwrap_or_default();
    let with_help = possible.iter().any(|pv| pv.get_help().is_some());
    if with_help {
        let widest = names
            .iter()
            .map(|n| super::table::width(n))
            .max()
            .unwrap_or(0);
        long.push_str("\n\n");
        long.push_str(&messages.get("help-clap-possible-values-heading", &[]));
        for pv in &possible {
            long.push_str("\n- ");
            long.push_str(pv.get_name());
            if let Some(text) = pv.get_help() {
                let pad = widest - super::table::width(pv.get_name());
                long.push_str(&format!(": {:pad$}{text}", ""));
            }
        }
    }
    let long_specs: Vec<&String> = default
        .iter()
        .chain(list.iter().filter(|_| !with_help))
        .collect();
    if !long_specs.is_empty() {
        long.push_str("\n\n");
        long.push_str(
            &long_specs
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join("\n"),
        );
    }
    arg.hide_default_value(true)
        .hide_possible_values(true)
        .help(short)
        .long_help(long)
}

/// A message's text as clap's (short, long) texts, as the derive makes them from a doc
/// comment: paragraphs apart by a blank line, each paragraph's lines joined; the short
/// text the first paragraph without its full stop; the long one (if `long`) all of them.
fn texts(message: &str, long: bool) -> (String, Option<String>) {
    let paragraphs: Vec<String> = message
        .split("\n\n")
        .map(|paragraph| {
            paragraph
                .lines()
                .map(str::trim)
                .filter(|line| !line.is_empty())
                .fold(String::new(), |mut joined, line| {
                    let cjk = |c: Option<char>| c.is_some_and(|c| c >= '\u{2E80}');
                    let glued = cjk(joined.chars().last()) && cjk(line.chars().next());
                    if !joined.is_empty() && !glued {
                        joined.push(' ');
                    }
                    joined.push_str(line);
                    joined
                })
        })
        .filter(|paragraph| !paragraph.is_empty())
        .collect();
    let mut short = paragraphs.first().cloned().unwrap_or_default();
    if short.ends_with('.') && !short.ends_with("..") || short.ends_with('。') {
        short.pop();
    }
    (short, long.then(|| paragraphs.join("\n\n")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// Every command's path (its subcommands' names), the root's empty, hidden ones left out.
    fn paths(cmd: &Command, path: Vec<String>, out: &mut Vec<Vec<String>>) {
        out.push(path.clone());
        for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
            let mut path = path.clone();
            path.push(sub.get_name().to_string());
            paths(sub, path, out);
        }
    }

    fn find<'a>(cmd: &'a mut Command, path: &[String]) -> &'a mut Command {
        match path.split_first() {
            None => cmd,
            Some((name, rest)) => find(cmd.find_subcommand_mut(name).expect("a subcommand"), rest),
        }
    }

    #[test]
    fn english_is_the_derives_help_byte_for_byte() {
        // Both built as parsing builds them, then named (`build` adds the bin names, as
        // parsing does on the way down; it leaves commands already built as they are).
        let mut plain = super::super::Cli::command();
        prebuild(&mut plain);
        plain.build();
        let mut english = localized(super::super::Cli::command(), &Messages::new("en"));
        english.build();
        let mut all = vec![];
        paths(&plain, vec![], &mut all);
        assert!(all.len() > 15, "{all:?}");
        for path in all {
            let a = find(&mut plain, &path);
            let (short, long) = (
                a.render_help().to_string(),
                a.render_long_help().to_string(),
            );
            let b = find(&mut english, &path);
            assert_eq!(b.render_help().to_string(), short, "{path:?} -h");
            assert_eq!(b.render_long_help().to_string(), long, "{path:?} --help");
        }
    }

    #[test]
    fn every_text_has_its_message_in_every_language() {
        let ids: Vec<String> = ids(super::super::Cli::command())
            .into_iter()
            .map(|(id, _)| id)
            .collect();
        // Each command's about, each argument's help, clap's own (here from the commands
        // and arguments the derive declares).
        assert!(ids.contains(&"help-solve-n".to_string()), "{ids:?}");
        assert!(ids.contains(&"help-exercise-scorm-mastery".to_string()));
        assert!(ids.contains(&"help-lesson-check-file".to_string()));
        assert!(ids.contains(&"help-nqueens-lang".to_string()));
        for tag in super::super::i18n::available() {
            let messages = Messages::new(tag);
            let missing: Vec<&String> = ids.iter().filter(|id| !messages.has(id)).collect();
            assert!(missing.is_empty(), "{tag}: no message for {missing:?}");
        }
    }

    /// Prints the English catalog's messages as the derive has them (`cargo test --bin
    /// nqueens english_catalog -- --ignored --nocapture`), to start the file from.
    #[test]
    #[ignore]
    fn english_catalog() {
        let mut seen = std::collections::HashSet::new();
        for (id, english) in ids(super::super::Cli::command()) {
            if seen.insert(id.clone()) {
                println!("{id} = {}", english.replace("\n\n", "\n\n    "));
            }
        }
    }

    #[test]
    fn a_message_becomes_clap_s_short_and_long_texts() {
        assert_eq!(texts("One line.", false), ("One line".into(), None));
        assert_eq!(
            texts("First\nparagraph.\n\nSecond.", true),
            (
                "First paragraph".into(),
                Some("First paragraph.\n\nSecond.".into())
            )
        );
        assert_eq!(texts("第一\n第二。", false), ("第一第二".into(), None));
    }
}
