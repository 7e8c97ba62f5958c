//! The command line's parser and its shared helpers; one module per subcommand.
//!
//! `--algorithm` and `--algorithms` parse from the registry ([`nqueens::registry`]), so a
//! new algorithm appears here without an edit.
//!
//! The language (`--lang`, else the environment) is chosen before clap parses, so that the
//! help clap prints is in it: `help.rs` replaces the derive's texts by `cli-help.ftl`'s, and
//! `usage.rs` says clap's usage errors in it. `table.rs` pads the tables' cells by terminal
//! columns.

mod algorithms;
mod bench;
mod compare;
mod count;
mod exercise;
mod help;
pub use nqueens::l10n as i18n;
mod lesson;
mod papers;
mod solve;
mod sweep;
mod table;
mod timing;
mod usage;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::error::ErrorKind;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};
use nqueens::description::Words;
use nqueens::params::Params;
use nqueens::registry::{Algorithm, ALGORITHMS};
use nqueens::{input, seed};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// `--algorithm`'s parser: the registry's ids, each with its name in `--help` (in the
/// process's language: algorithms.ftl).
fn algorithm_parser() -> impl TypedValueParser<Value = Algorithm> {
    PossibleValuesParser::new(
        ALGORITHMS
            .iter()
            .map(|a| PossibleValue::new(a.id).help(i18n::words(a, Words::Title))),
    )
    .map(|id| id.parse::<Algorithm>().expect("a registry id"))
}

/// The algorithms the Compare view ticks at first (their descriptions' `compared_by_default`).
fn compared_by_default() -> Vec<Algorithm> {
    Algorithm::ALL
        .into_iter()
        .filter(|a| a.description().compared_by_default)
        .collect()
}

#[derive(Parser)]
#[command(
    name = "nqueens",
    version,
    about = "N-Queens solvers: first solutions, attempted placements, solution counts"
)]
struct Cli {
    /// The language of the output (a BCP 47 tag: en, es, de, zh-CN, ar, or en-XA, the
    /// pseudo-locale for tests); otherwise LC_ALL, LC_MESSAGES or LANG, otherwise English.
    #[arg(long, global = true, value_name = "TAG")]
    lang: Option<String>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List the algorithms: ids, names, randomized or not, limits, counters and the lab's
    /// units, in the page's order.
    Algorithms {
        /// Print one JSON object, {"algorithms":[…]}, instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Find a solution and report the work it took.
    ///
    /// Limits on n: backtracking 1–64 (64-bit bitboards; some sizes above 40 take hours,
    /// see OEIS A140450; 1–255 with any of its options); random-placement 1–1000;
    /// permutation-swap 1–2000; qs1 1–10,000,000; min-conflicts, qs4 and construction
    /// 1–100,000,000; hill-climbing 1–200; simulated-annealing 1–1000; genetic 1–8
    /// (`nqueens algorithms` lists them). All but backtracking refuse n = 2 and 3, which
    /// have no solution. Progress is shown on a terminal; Ctrl-C stops.
    Solve {
        /// The algorithm.
        #[arg(long, value_parser = algorithm_parser(), default_value_t = Algorithm::Backtracking)]
        algorithm: Algorithm,
        /// Board size n (an n × n board with n queens), digits grouped or not ("1,000,000");
        /// the algorithm's limit above applies (`nqueens::input::parse_board_size`, as on the
        /// page).
        #[arg(long)]
        n: String,
        /// Seed of a randomized algorithm (any decimal u64); a fresh one is drawn and
        /// shown when omitted. The same seed gives the same run. Backtracking ignores it.
        #[arg(long)]
        seed: Option<u64>,
        /// Print one JSON object instead of text. Its `solution` array is left out above
        /// n = 1,000,000 (about 8 MB of text) unless `--with-solution` asks for it.
        #[arg(long)]
        json: bool,
        /// With `--json`: the solution array at any n.
        #[arg(long, requires = "json")]
        with_solution: bool,
        /// Also write the solution to this file as text, one 1-based column per line (row 1
        /// first), streamed from the solver's board, for checking by an independent program.
        #[arg(long, value_name = "PATH")]
        out: Option<PathBuf>,
        /// A parameter of the algorithm, `NAME=VALUE` (repeatable): see `nqueens algorithms`
        /// for each algorithm's parameters, their values and defaults.
        #[arg(long = "param", value_name = "NAME=VALUE", value_parser = parse_param)]
        params: Vec<(String, String)>,
    },
    /// Compare algorithms over many seeded runs on one board size: attempts per run
    /// (mean, median, 90th percentile, max), tries per run and the success rate of one try.
    ///
    /// Run i uses the seed derived from the master seed and i, so the output depends only
    /// on the master seed (not on --threads). The page's Compare view gives the same numbers.
    Compare {
        /// Board size n (each algorithm's own limit applies; see `solve --help`).
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=10_000_000))]
        n: u32,
        /// Runs per algorithm.
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
        trials: u64,
        /// Algorithms to compare, comma-separated.
        #[arg(
            long,
            value_parser = algorithm_parser(),
            value_delimiter = ',',
            default_values_t = compared_by_default()
        )]
        algorithms: Vec<Algorithm>,
        /// Master seed (any decimal u64); a fresh one is drawn and shown when omitted.
        #[arg(long)]
        seed: Option<u64>,
        /// Also write every run to this CSV file.
        #[arg(long)]
        csv: Option<PathBuf>,
        /// Worker threads (default: the number of cores).
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..=64))]
        threads: Option<u16>,
        /// Print the summaries as one JSON array instead of a table.
        #[arg(long)]
        json: bool,
        /// A parameter, `NAME=VALUE` (repeatable), given to each chosen algorithm that
        /// declares it (at least one must): see `nqueens algorithms`.
        #[arg(long = "param", value_name = "NAME=VALUE", value_parser = parse_param)]
        params: Vec<(String, String)>,
    },
    /// Mean attempts per algorithm for every n from --from to --to.
    Sweep {
        /// Smallest board size.
        #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(1..=10_000_000))]
        from: u32,
        /// Largest board size.
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=10_000_000))]
        to: u32,
        /// Runs per algorithm and size.
        #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
        trials: u64,
        /// Algorithms, comma-separated.
        #[arg(
            long,
            value_parser = algorithm_parser(),
            value_delimiter = ',',
            default_values_t = [
                Algorithm::Backtracking,
                Algorithm::RandomPlacement,
                Algorithm::PermutationSwap,
                Algorithm::Qs1,
            ]
        )]
        algorithms: Vec<Algorithm>,
        /// Master seed; a fresh one is drawn and shown when omitted.
        #[arg(long)]
        seed: Option<u64>,
        /// Worker threads (default: the number of cores).
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..=64))]
        threads: Option<u16>,
        /// A parameter, `NAME=VALUE` (repeatable), given to each chosen algorithm that
        /// declares it (at least one must): see `nqueens algorithms`.
        #[arg(long = "param", value_name = "NAME=VALUE", value_parser = parse_param)]
        params: Vec<(String, String)>,
    },
    /// Graded exercises ("be the algorithm", the page's `exercise=1`): re-grade completion
    /// codes, show a learner's instance or answer key, or package the class's exercise for
    /// an LMS (SCORM).
    Exercise {
        #[command(subcommand)]
        command: ExerciseCommand,
    },
    /// Guided lessons: check a lesson file (the page opens the same files), list the
    /// built-in lessons, print one to start your own from (the format:
    /// docs/lesson-format.md in the book), or package one for an LMS (SCORM).
    Lesson {
        #[command(subcommand)]
        command: LessonCommand,
    },
    /// Our measurements beside the published tables: Sosič & Gu (1991) Tables 2–5, and
    /// with --rolfe Rolfe's (2006) n = 1000 tables (slow: minutes).
    #[command(group = clap::ArgGroup::new("paper").args(["aima", "brassard_bratley"]))]
    Papers {
        /// Board sizes for Sosič & Gu's tables, comma-separated.
        #[arg(long, value_delimiter = ',', default_value = "10,100,1000,10000")]
        sizes: Vec<usize>,
        /// Random permutations behind Tables 2 and 3 (the paper: 100).
        #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
        permutations: u64,
        /// QS1 runs behind Tables 4 and 5 (default 10, as the paper); with
        /// --brassard-bratley, queensLV runs behind each measured row (default 10,000).
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
        runs: Option<u64>,
        /// Also run Rolfe's n = 1000 comparison (4 runs of each of his algorithms).
        #[arg(long)]
        rolfe: bool,
        /// Instead, Russell & Norvig's AIMA: §4.1.1's hill climbing on 8-queens (--climbs
        /// climbs each) and the 2nd edition's Figure 5.5 (median consistency checks for
        /// n = 2 to 50, up to 40 million each; about a minute).
        #[arg(long)]
        aima: bool,
        /// Climbs behind the AIMA §4.1.1 rows.
        #[arg(long, default_value_t = 20_000)]
        climbs: u64,
        /// Instead, Brassard & Bratley's queensLV table (Fundamentals of Algorithmics,
        /// §10.6.3): for each k, p, s, e and t exactly and measured over --runs runs, beside
        /// the book's for 8 queens, and the best k.
        #[arg(long)]
        brassard_bratley: bool,
        /// The board of --brassard-bratley's table (4 to 12).
        #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u8).range(4..=12))]
        n: u8,
        /// With --brassard-bratley: the table as JSON.
        #[arg(long, requires = "brassard_bratley")]
        json: bool,
        /// Master seed; a fresh one is drawn and shown when omitted.
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Time runs of `algorithm:n` cases for `cargo xtask bench` (one JSON object per case:
    /// the best of --repeat repetitions of lab run 0 under --seed, the same run the
    /// browser bench times).
    #[command(hide = true)]
    Bench {
        /// Cases, comma-separated `algorithm:n`.
        #[arg(long, value_delimiter = ',')]
        cases: Vec<String>,
        /// Runs per case; the fastest counts.
        #[arg(long, default_value_t = 3)]
        repeat: u64,
        /// Master seed of the lab runs.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Print this reference as Markdown, the book's docs/cli.md (regenerate with
    /// `cargo run -- help-markdown > docs/cli.md`; tests/cli.rs checks it is current).
    #[command(hide = true)]
    HelpMarkdown,
    /// Count every solution, Q(n) (OEIS A000170), and the fundamental ones (A002562), with
    /// bitboards and the symmetries of the square, on all cores. Accepts 1 ≤ n ≤ 20
    /// (with AVX-512 on two cores Q(17) takes about 1.5 s, Q(20) an estimated 7 minutes).
    Count {
        /// Board size n.
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..=20))]
        n: u16,
        /// Worker threads (default: the number of cores).
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..=64))]
        threads: Option<u16>,
        /// How the last rows are searched: the fastest this CPU runs, the scalar
        /// depth-first search, or sixteen boards at a time with AVX-512.
        #[arg(long, value_enum, default_value_t = KernelChoice::Best)]
        kernel: KernelChoice,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
}

/// A learner's instance: the class code, the name or number, the attempt.
#[derive(clap::Args)]
struct LearnerArgs {
    /// The class code, as FC-7KQ2M9.
    #[arg(long)]
    class: String,
    /// The learner's name or number (spacing and case do not matter).
    #[arg(long)]
    learner: String,
    /// The attempt: 1 for the first instance, 2 after the first grading, …
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    attempt: u32,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

/// What `nqueens exercise` does.
#[derive(Subcommand)]
enum ExerciseCommand {
    /// Re-grade completion codes from their answers and list them as CSV (one row a code,
    /// in the order given), for a class's marks. A code that is mistyped, cut short or
    /// edited (its check or its stated score does not match its answers) is named on
    /// standard error and the exit status is 1; the others are still listed. The check
    /// guards against mistakes, not cheating: anyone can compute a code.
    Check {
        /// Completion codes (each starts NQX1~); "-" reads them from standard input, one
        /// a line.
        #[arg(required = true)]
        codes: Vec<String>,
    },
    /// The answer key of a learner's instance (the teacher's view shows and prints the
    /// same): the instance as the learner's page names it, then each step's question and the
    /// algorithm's own answer (in words, and as the token a completion code carries). Where
    /// the algorithm draws among equally good answers, it lists them all (any of them is
    /// right) and the one it drew.
    Key(LearnerArgs),
    /// The instance a class code and a learner's name give (the page shows the same):
    /// the exercise, n, seed and starting move.
    Instance(LearnerArgs),
    /// A SCORM package of the class's exercise, for an LMS (Moodle, Canvas, Blackboard,
    /// Brightspace, Schoology): import the zip as a SCORM activity; each learner gets the
    /// instance their LMS learner id draws (`instance --class CODE --learner ID` shows it),
    /// and the score, passed or failed against --mastery, goes to the gradebook after every
    /// step. Made from the single file that `cargo xtask dist` writes; the teacher's view
    /// on the published site makes the same package.
    Scorm {
        /// The class code, as BT-7KQ2M9.
        #[arg(long)]
        class: String,
        /// Where to write the zip.
        #[arg(long, value_name = "FILE.zip")]
        out: PathBuf,
        /// The SCORM version: 1.2 (every LMS takes it) or 2004 (4th edition).
        #[arg(long = "scorm", value_name = "VERSION", default_value = "1.2", value_parser = ["1.2", "2004"])]
        version: String,
        /// The percentage of the steps right at the first try that passes.
        #[arg(long, default_value_t = nqueens::scorm::DEFAULT_MASTERY, value_parser = clap::value_parser!(u8).range(0..=100))]
        mastery: u8,
        /// The single file the package's page is a copy of.
        #[arg(
            long,
            value_name = "PATH",
            default_value = "dist/nqueens-visualizer.html"
        )]
        html: PathBuf,
    },
}

/// What `nqueens lesson` does.
#[derive(Subcommand)]
enum LessonCommand {
    /// Check a lesson file whole, as the page does before playing it: its format, its
    /// Markdown, every slide's algorithm, board, seed and parameters, every move it names
    /// (stepping each seeded run) and every `expect:`. Prints `FILE: ok, N slides`, or
    /// `FILE:LINE: what is wrong` on standard error with exit status 1.
    Check {
        /// The lesson file (Markdown, UTF-8, at most 200 kB).
        file: PathBuf,
        /// Print the lesson as resolved, as one JSON object (each slide's state, its start
        /// and end moves, its play, question and expects), instead of `ok`.
        #[arg(long)]
        json: bool,
        /// The file is a translation of ORIGINAL (a lesson file, or a built-in lesson's
        /// id): check also that it has the same slides, boards, moves, questions and
        /// expects, only other words (the built-in translations are lessons/TAG/ID.md).
        #[arg(long, value_name = "ORIGINAL")]
        original: Option<String>,
    },
    /// List the built-in lessons: id, title, slides and summary (in the language of
    /// `--lang`, or the environment's, where a lesson is translated).
    List {
        /// Print one JSON object, {"lessons":[{"id","title","summary","slides"}]}, instead
        /// of text.
        #[arg(long)]
        json: bool,
    },
    /// Print a built-in lesson's file (`nqueens lesson list` names them), to start your
    /// own from: its translation into the language of `--lang` (or the environment's) if
    /// it has one, else English.
    Show {
        /// The lesson's id, as first-solution-walkthrough.
        id: String,
        /// Print the lesson as resolved, as `lesson check --json` does, instead of its file.
        #[arg(long)]
        json: bool,
    },
    /// A SCORM package of a guided lesson, for an LMS (Moodle, Canvas, Blackboard,
    /// Brightspace, Schoology): import the zip as a SCORM activity; the LMS keeps each
    /// learner's place (the slide, their answers) between launches, and the score (the
    /// questions right at the first try; a lesson without questions, the share of its slides
    /// seen) goes to the gradebook, passed or failed against --mastery at Finish. A built-in
    /// lesson by its id, or your own lesson file, checked whole first (as `lesson check`).
    /// Made from the single file that `cargo xtask dist` writes; the teacher's view on the
    /// published site makes the same package.
    #[command(group = clap::ArgGroup::new("lesson").required(true).args(["id", "file"]))]
    Scorm {
        /// A built-in lesson's id (`nqueens lesson list`), as first-solution-walkthrough.
        id: Option<String>,
        /// Your own lesson file instead (Markdown, UTF-8, at most 200 kB).
        #[arg(long, value_name = "FILE")]
        file: Option<PathBuf>,
        /// Where to write the zip; a directory takes the package's own name
        /// (nqueens-lesson-ID-scorm12.zip).
        #[arg(long, value_name = "FILE.zip|DIR")]
        out: PathBuf,
        /// The SCORM version: 1.2 (every LMS takes it) or 2004 (4th edition).
        #[arg(long = "scorm", value_name = "VERSION", default_value = "1.2", value_parser = ["1.2", "2004"])]
        version: String,
        /// The percentage of the lesson's questions right at the first try that passes.
        #[arg(long, default_value_t = nqueens::scorm::DEFAULT_MASTERY, value_parser = clap::value_parser!(u8).range(0..=100))]
        mastery: u8,
        /// The single file the package's page is a copy of.
        #[arg(
            long,
            value_name = "PATH",
            default_value = "dist/nqueens-visualizer.html"
        )]
        html: PathBuf,
    },
}

/// `count --kernel`'s choices.
#[derive(Clone, Copy, PartialEq, Eq)]
enum KernelChoice {
    /// AVX-512 if the CPU has it, otherwise scalar.
    Best,
    /// Depth-first search row after row (runs everywhere).
    Scalar,
    /// Breadth-first search of the last rows, sixteen boards at a time (x86-64 with AVX-512F).
    Avx512,
}

impl ValueEnum for KernelChoice {
    fn value_variants<'a>() -> &'a [Self] {
        &[Self::Best, Self::Scalar, Self::Avx512]
    }

    /// Each choice with its help in the process's language (`help-count-kernel-<value>`).
    fn to_possible_value(&self) -> Option<PossibleValue> {
        let name = match self {
            Self::Best => "best",
            Self::Scalar => "scalar",
            Self::Avx512 => "avx512",
        };
        Some(PossibleValue::new(name).help(i18n::tr(&format!("help-count-kernel-{name}"), &[])))
    }
}

/// `--lang`'s value in `args` (the command line after the program's name), found before
/// clap parses it, so that the help clap prints is in that language: `--lang TAG` or
/// `--lang=TAG`, the first one before a `--`.
fn lang_option(args: &[std::ffi::OsString]) -> Option<String> {
    let mut args = args.iter().map(|a| a.to_string_lossy());
    while let Some(arg) = args.next() {
        if arg == "--" {
            break;
        }
        if arg == "--lang" {
            return args.next().map(|tag| tag.into_owned());
        }
        if let Some(tag) = arg.strip_prefix("--lang=") {
            return Some(tag.to_string());
        }
    }
    None
}

pub fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // The language first (clap's help is printed while parsing), then the parser with its
    // help in that language (help.rs).
    let lang = lang_option(args.get(1..).unwrap_or_default());
    i18n::choose(lang.as_deref()).unwrap_or_else(|e| usage_error(e));
    let command = help::localized(Cli::command(), i18n::messages());
    let matches = command
        .try_get_matches_from(args)
        .unwrap_or_else(|e| usage::exit(e));
    let cli =
        Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.format(&mut Cli::command()).exit());
    debug_assert_eq!(cli.lang, lang, "--lang as clap reads it");
    match cli.command {
        Command::Algorithms { json } => algorithms::run(json),
        Command::Solve {
            algorithm,
            n,
            seed,
            json,
            with_solution,
            out,
            params,
        } => {
            let parsed = Params::parse(algorithm.description(), &params).map_err(|e| said(&e));
            let params = parsed.unwrap_or_else(|e| {
                // Worded at this n when n reads as a number, so that a bound of n is named
                // with its value ("from 0 to n = 8") whatever is wrong with the value.
                let at_n = input::parse_whole(&n)
                    .and_then(|whole| usize::try_from(whole).ok())
                    .and_then(|n| Params::parse_for(algorithm.description(), n, &params).err())
                    .map(|e| said(&e));
                usage_error(at_n.unwrap_or(e))
            });
            let n = match input::parse_board_size(&n, algorithm.description()) {
                Ok(n) => n,
                // With parameters a solver may take larger boards than its description's
                // limit (backtracking's options: 255); its own check names the limit then.
                Err(e) => match input::parse_whole(&n) {
                    Some(whole) if params != algorithm.default_params() && whole > 3 => {
                        usize::try_from(whole).unwrap_or(usize::MAX)
                    }
                    _ => usage_error(i18n::say(&e.message)),
                },
            };
            // A bound that depends on n is checked now that n is known.
            params
                .check(algorithm.description(), n)
                .unwrap_or_else(|e| usage_error(said(&e)));
            let output = solve::Output {
                json,
                with_solution,
                out,
            };
            solve::run(algorithm, n, seed, &params, output)
        }
        Command::Compare {
            n,
            trials,
            algorithms,
            seed,
            csv,
            threads,
            json,
            params,
        } => compare::run(
            n as usize,
            trials,
            &with_params(&algorithms, &params),
            master_seed(seed),
            csv,
            threads,
            json,
        ),
        Command::Sweep {
            from,
            to,
            trials,
            algorithms,
            seed,
            threads,
            params,
        } => sweep::run(
            from as usize,
            to as usize,
            trials,
            &with_params(&algorithms, &params),
            master_seed(seed),
            threads,
        ),
        Command::Papers {
            aima: true,
            climbs,
            seed,
            ..
        } => papers::aima(climbs, master_seed(seed)),
        Command::Papers {
            brassard_bratley: true,
            n,
            runs,
            json,
            seed,
            ..
        } => papers::brassard_bratley(
            usize::from(n),
            runs.unwrap_or(10_000),
            master_seed(seed),
            json,
        ),
        Command::Papers {
            sizes,
            permutations,
            runs,
            rolfe,
            seed,
            ..
        } => papers::run(
            &sizes,
            permutations,
            runs.unwrap_or(10),
            rolfe,
            master_seed(seed),
        ),
        Command::Count {
            n,
            threads,
            kernel,
            json,
        } => count::run(usize::from(n), threads, kernel, json),
        Command::Exercise {
            command: ExerciseCommand::Check { codes },
        } => exercise::check(&codes),
        Command::Exercise {
            command: ExerciseCommand::Instance(a),
        } => exercise::instance(&a.class, &a.learner, a.attempt, a.json),
        Command::Exercise {
            command: ExerciseCommand::Key(a),
        } => exercise::key(&a.class, &a.learner, a.attempt, a.json),
        Command::Exercise {
            command:
                ExerciseCommand::Scorm {
                    class,
                    out,
                    version,
                    mastery,
                    html,
                },
        } => exercise::scorm(&class, &out, &version, mastery, &html),
        Command::Lesson { command } => match command {
            LessonCommand::Check {
                file,
                json,
                original,
            } => lesson::check(&file, json, original.as_deref()),
            LessonCommand::List { json } => lesson::list(json),
            LessonCommand::Show { id, json } => lesson::show(&id, json),
            LessonCommand::Scorm {
                id,
                file,
                out,
                version,
                mastery,
                html,
            } => lesson::scorm(
                id.as_deref(),
                file.as_deref(),
                &out,
                &version,
                mastery,
                &html,
            ),
        },
        Command::Bench {
            cases,
            repeat,
            seed,
        } => bench::run(&cases, repeat, seed),
        Command::HelpMarkdown => {
            print!("{}", help_markdown());
            ExitCode::SUCCESS
        }
    }
}

/// The command line's reference in Markdown (the book's docs/cli.md): every subcommand,
/// argument, default and possible value, from the clap definitions above; hidden ones left
/// out.
fn help_markdown() -> String {
    let options = clap_markdown::MarkdownOptions::new()
        .title("The CLI reference".to_string())
        .show_footer(false);
    // clap-markdown labels each list (Options:, Arguments:, Subcommands:) with a sixth-level
    // heading, which would fill the book's sidebar with them: a bold line instead.
    let text = clap_markdown::help_markdown_custom::<Cli>(&options).replace("###### **", "**");
    let note = "Generated from the clap definitions in `src/cli/mod.rs`, the same text as \
                `nqueens --help`; do not edit: regenerate with \
                `cargo run -- help-markdown > docs/cli.md` (`cargo test --test cli` checks it \
                is current).\n\n";
    match text.split_once("\n\n") {
        Some((title, rest)) => format!("{title}\n\n{note}{rest}"),
        None => text,
    }
}

fn spinner() -> ProgressBar {
    let bar = ProgressBar::new_spinner();
    bar.set_style(
        ProgressStyle::with_template("{spinner} {elapsed} {msg}").expect("valid progress template"),
    );
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}

fn progress_bar(total: u64, what: &str) -> ProgressBar {
    let bar = ProgressBar::new(total);
    bar.set_style(
        ProgressStyle::with_template(&format!("{{bar:30}} {{pos}}/{{len}} {what} {{elapsed}}"))
            .expect("valid progress template"),
    );
    bar
}

/// `--param`'s parser: `NAME=VALUE`, both non-empty (the value is checked against the
/// algorithm's declaration later, by `Params::parse`).
fn parse_param(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((name, value)) if !name.trim().is_empty() && !value.trim().is_empty() => {
            Ok((name.trim().to_string(), value.trim().to_string()))
        }
        _ => Err(i18n::tr("cli-param-not-pair", &[("text", text.into())])),
    }
}

/// Each algorithm with the `--param`s it declares (the others at their defaults); exits
/// with code 2 when a parameter is declared by none of them, or has a value its algorithm
/// refuses.
fn with_params(algorithms: &[Algorithm], given: &[(String, String)]) -> Vec<(Algorithm, Params)> {
    for (name, _) in given {
        if !algorithms
            .iter()
            .any(|a| a.description().parameters.iter().any(|p| p.name == name))
        {
            let ids: Vec<&str> = algorithms.iter().map(|a| a.id()).collect();
            usage_error(i18n::tr(
                "cli-param-unknown",
                &[
                    ("ids", ids.join(", ").into()),
                    ("name", name.as_str().into()),
                ],
            ));
        }
    }
    algorithms
        .iter()
        .map(|&a| {
            let own: Vec<&(String, String)> = given
                .iter()
                .filter(|(name, _)| a.description().parameters.iter().any(|p| p.name == name))
                .collect();
            let own: Vec<(&str, &str)> =
                own.iter().map(|(n, v)| (n.as_str(), v.as_str())).collect();
            let params = Params::parse(a.description(), &own)
                .unwrap_or_else(|e| usage_error(algorithm_error(a, &e)));
            (a, params)
        })
        .collect()
}

/// `message` as an error of ours on standard error: "error: …" in the process's language
/// (`cli-error`, which usage.rs's usage errors start with too).
pub(crate) fn error_line(message: &str) -> String {
    i18n::tr("cli-error", &[("message", message.into())])
}

/// "writing FILE: why": a file the CLI could not write (`solve --out`, `exercise scorm`,
/// `lesson scorm`), in the process's language, the system's reason in its own words; one
/// message for all of them (`cli-write-error`), said inside [`error_line`].
pub(crate) fn write_error(path: &std::path::Path, error: &std::io::Error) -> String {
    i18n::tr(
        "cli-write-error",
        &[
            ("path", path.display().to_string().into()),
            ("error", error.to_string().into()),
        ],
    )
}

/// The core's `error` in the process's language.
fn said(error: &nqueens::Error) -> String {
    i18n::say(&error.message())
}

/// "qs1: …": an algorithm's error, in the process's language.
fn algorithm_error(algorithm: Algorithm, error: &nqueens::Error) -> String {
    i18n::tr(
        "cli-algorithm-error",
        &[
            ("algorithm", algorithm.id().into()),
            ("error", said(error).into()),
        ],
    )
}

/// Exits with code 2 and clap's formatting, as for any other bad argument: clap's own in
/// English, the same wrapper from the catalog in another language (usage.rs).
fn usage_error(message: impl std::fmt::Display) -> ! {
    let mut command = Cli::command();
    if i18n::language() == "en" {
        command.error(ErrorKind::ValueValidation, message).exit()
    }
    usage::exit_with(&message.to_string(), &command.render_usage().to_string())
}

/// The master seed given, or a fresh one (printed on stderr so stdout stays the table).
fn master_seed(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(|| {
        let fresh = seed::fresh_seed().unwrap_or_else(|e| usage_error(i18n::say(&e.message)));
        eprintln!(
            "{}",
            i18n::tr("cli-master-seed", &[("seed", fresh.to_string().into())])
        );
        fresh
    })
}

fn threads_or_cores(threads: Option<u16>) -> usize {
    threads
        .map(usize::from)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}
