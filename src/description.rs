//! What an algorithm says about itself: its [`Description`], kept in the algorithm's own
//! module beside its solver (the [`crate::solver::StepSolver::DESCRIPTION`] constant), and
//! serialized once (`serde`, camelCase keys) for every reader: `nqueens algorithms --json`,
//! the bindings' `algorithmsJson` and so the page.
//!
//! A description knows no list of algorithms and no other algorithm, and this module
//! imports neither (nor the solver interface): the one list is [`crate::registry`]. A
//! counter's [`CounterSpec`] is here, with the rest of what an algorithm says; its value now
//! is a [`crate::solver::Counter`]. The shared pieces several descriptions use (the local searches'
//! pictures, the legend's common symbols, the page's size limits) are here.

use crate::moves::EventKind;
use serde::Serialize;

/// The largest board the page animates, for every algorithm.
pub const PAGE_MAX_N: usize = 32;

/// The largest board the page's large-board view runs (min-conflicts, QS4, the
/// construction): 10^8, about a gigabyte of wasm memory for the repair searches, where the
/// browser grants it (the worker asks for it before the run, and says so if refused).
pub const PAGE_MAX_N_LARGE: usize = 100_000_000;

/// QS1's limit in the large-board view: its gradient swaps take seconds at 10^6 and grow
/// faster than n (about half a minute natively at 10^7).
pub const PAGE_MAX_N_LARGE_QS1: usize = 1_000_000;

/// Everything an algorithm tells the page, the lab and the command line about itself
/// (serialized with camelCase keys: `maxNAnimated`, `draws.numberedMarks`, …).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Description {
    /// The id in the page's address, the CLI and the CSV files (kebab-case), written in the
    /// algorithm's own module and nowhere else.
    pub id: &'static str,
    /// The short name of the page's lists ("Random placement").
    pub name: &'static str,
    /// The name with its source, as the CLI titles its output.
    pub title: &'static str,
    /// One paragraph on how it works, for the legend.
    pub summary: &'static str,
    /// Where it comes from (paper, walkthrough, OEIS ids), for the legend.
    pub source: &'static str,
    /// True for the seeded algorithms.
    pub randomized: bool,
    /// True if it goes on past a solution to the end of the search (Run to next solution,
    /// Run to end of search).
    pub exhaustive: bool,
    /// The largest n the core accepts.
    pub max_n: usize,
    /// The largest n the page animates.
    pub max_n_animated: usize,
    /// The largest n the page's scaled large-board view runs, if it runs this algorithm
    /// (`null` in JSON when it does not).
    pub max_n_large: Option<usize>,
    /// Peak memory of a large-board run in the page, in bytes per queen (rounded up from the
    /// wasm memory measured without the reservation below: min-conflicts 10.3 at n = 10^8
    /// and 10.8 at 10^7, QS4 7.7 and 9.3, the construction 6.2, QS1 40.9 at 10^6; the
    /// solver, the view's attacked rows and the verifier's bits); 0 without a large-board
    /// view. The worker asks for n × this before the run starts, so a browser that refuses
    /// is answered with a message.
    pub large_bytes_per_queen: usize,
    /// What the page draws for it.
    pub draws: Draws,
    /// The legend's symbols.
    pub legend: &'static [LegendItem],
    /// The caption before the first step: where the run starts ("Start: an empty board.").
    pub start_caption: &'static str,
    /// The rest of that caption: what Step does first ("Step tries row 1, column 1."),
    /// left out in predict mode, where it would give the first answer away.
    pub first_step: &'static str,
    /// Its counters, in display order (what [`crate::solver::StepSolver::counters`] returns
    /// with its default parameters).
    pub counters: &'static [CounterSpec],
    /// The counters it shows only with some parameters' values (backtracking's consistency
    /// checks, backtracks and wipe-outs with constraint-satisfaction options), so that their
    /// words are in the catalogs too; empty for most algorithms.
    pub option_counters: &'static [CounterSpec],
    /// The Compare view offers it.
    pub compared: bool,
    /// The Compare view ticks it at first.
    pub compared_by_default: bool,
    /// The Compare view can race it on several workers (Rolfe's parallel Las Vegas).
    pub raced: bool,
    /// What one attempt is, in words (plural): the unit of [`crate::lab::Record::attempts`].
    /// Units differ between algorithms, so attempts compare within one algorithm.
    pub attempt_unit: &'static str,
    /// What one try is, in words (plural): the unit of [`crate::lab::Record::tries`].
    pub tries_unit: &'static str,
    /// What [`crate::solver::StepSolver::collisions`] counts, as the large board's counter
    /// and chart name it ("Collisions", or min-conflicts' "Conflicting pairs").
    pub collisions_label: &'static str,
    /// Its pseudocode, short and in its source's terms, one line per kind of move; each move
    /// names its line ([`crate::solver::StepSolver::line`], 1-based).
    pub pseudocode: &'static [&'static str],
    /// What it goes on from when the sandbox hands it a board a learner set up
    /// ([`crate::solver::StepSolver::from_board`]), if it can (`null` in JSON when not).
    pub continues_from: Option<ContinuesFrom>,
    /// The graded exercises it offers ([`crate::exercise`]): each a variant of its
    /// parameters the learner performs, graded by questions derived from the events its
    /// moves report (never written per algorithm). Empty for none.
    pub exercises: &'static [Exercise],
    /// The caption when a solution is on the board, with `{seed}`, `{solutions}` (found so
    /// far) and `{attempts}` (in total) filled in by the page.
    pub solved_caption: &'static str,
    /// Every kind of event its moves can report ([`crate::moves`]), with any parameters:
    /// what the page offers for it (the timeline's key, and the questions and exercises
    /// keyed to kinds). `tests/moves.rs` checks each run emits only these.
    pub events: &'static [EventKind],
    /// The parameters it takes, in the form's order (each with its default: with every
    /// default a run is the run it was before the parameter existed). Given as `name=value`
    /// in the page's address and the CLI's `--param`, checked by [`crate::params::Params`].
    pub parameters: &'static [Parameter],
}

/// What a counter is: its id (the page's `data-testid`), its label and, in words, what it
/// counts. Each algorithm module lists its own as constants, in its description.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct CounterSpec {
    /// Stable id, e.g. `attempts-total` (kebab-case).
    pub id: &'static str,
    /// The label a person reads, e.g. "Attempts in total".
    pub label: &'static str,
    /// What it counts, in words (a tooltip on the page, a line of `nqueens algorithms`).
    pub counts: &'static str,
    /// How `nqueens solve` reports it, if it does.
    pub report: Option<ReportField>,
}

/// A counter's key in `nqueens solve --json` and its label in the text output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ReportField {
    /// The JSON key (snake_case), e.g. `attempts`.
    pub key: &'static str,
    /// The text label, e.g. "Attempted placements".
    pub label: &'static str,
}

/// A parameter an algorithm declares: its name, what it changes, and its values.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Parameter {
    /// The name in the address and the CLI (`--param name=value`), kebab-case.
    pub name: &'static str,
    /// The form's label ("Inference").
    pub label: &'static str,
    /// What it changes, in one sentence (the form's hint, `nqueens algorithms`).
    pub changes: &'static str,
    /// Its values and default.
    pub kind: ParameterKind,
}

/// The values a [`Parameter`] takes (serialized with a `type` key: `choice`, `whole`, `real`
/// or `flag`).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum ParameterKind {
    /// One of a list of words.
    Choice {
        /// The words, in the form's order, each with its label.
        choices: &'static [Choice],
        /// The default word.
        default: &'static str,
    },
    /// A whole number in `min..=max`, each bound a number or one that depends on the board
    /// size n ([`Bound`]).
    Whole {
        /// The least value.
        min: Bound<u64>,
        /// The greatest value.
        max: Bound<u64>,
        /// The default, within the bounds for every n the algorithm takes.
        default: u64,
    },
    /// A real number in `min..=max` (finite), each bound a number or one that depends on n.
    Real {
        /// The least value.
        min: Bound<f64>,
        /// The greatest value.
        max: Bound<f64>,
        /// The default, within the bounds for every n the algorithm takes.
        default: f64,
    },
    /// On or off (`on`/`off`, also `true`/`false`, `1`/`0`).
    Flag {
        /// The default.
        default: bool,
    },
}

/// A bound of a whole or real parameter: a number, or one that depends on the board size n
/// (a parameter `k` with `0 ≤ k ≤ n`: `min: Bound::Fixed(0), max: Bound::N`). Serialized as
/// the number itself, or as the string `"n"`, which the page's form reads with its n.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Bound<T> {
    /// The same number for every n.
    Fixed(T),
    /// The board size n.
    N,
}

impl Bound<u64> {
    /// Its value on an `n × n` board.
    pub fn at(self, n: usize) -> u64 {
        match self {
            Bound::Fixed(v) => v,
            Bound::N => n as u64,
        }
    }
}

impl Bound<f64> {
    /// Its value on an `n × n` board.
    pub fn at(self, n: usize) -> f64 {
        match self {
            Bound::Fixed(v) => v,
            Bound::N => n as f64,
        }
    }
}

impl<T> Bound<T> {
    /// True when it depends on n.
    pub fn depends_on_n(&self) -> bool {
        matches!(self, Bound::N)
    }
}

impl<T: std::fmt::Display> std::fmt::Display for Bound<T> {
    /// The number, or `n` (as `nqueens algorithms` lists a range: `0..=n`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Bound::Fixed(v) => write!(f, "{v}"),
            Bound::N => f.write_str("n"),
        }
    }
}

impl<T: Serialize> Serialize for Bound<T> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Bound::Fixed(v) => v.serialize(serializer),
            Bound::N => serializer.serialize_str("n"),
        }
    }
}

/// One word of a [`ParameterKind::Choice`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Choice {
    /// The word in the address and the CLI ("forward-checking").
    pub value: &'static str,
    /// What a person reads ("Forward checking").
    pub label: &'static str,
}

/// What a search goes on from, handed a learner's board (serialized kebab-case).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ContinuesFrom {
    /// The queens of rows 1, 2, … k, none attacking another (the rows above empty): a
    /// depth-first search goes on above them.
    Prefix,
    /// Any board, attacked queens and empty rows included: a repair search repairs it.
    AnyBoard,
}

/// A graded exercise an algorithm offers ([`crate::exercise`]): the learner performs the
/// algorithm, with `params`, on small boards; what is asked at each move is derived from the
/// move's events, so an exercise states only who the learner plays and on what boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Exercise {
    /// The letters a class code starts with ("BT" in "BT-7KQ2M9"): two to four capitals or
    /// digits, unique in the registry (`tests/exercise.rs` checks it). A class code keeps
    /// its meaning for good: never change one.
    pub code: &'static str,
    /// The exercise's name ("Be the backtracker").
    pub name: &'static str,
    /// What the learner does, in words (the exercise's instructions).
    pub task: &'static str,
    /// The algorithm's parameters, as an address writes them ("" for its defaults).
    pub params: &'static str,
    /// The least and greatest board size its instances draw (at most 9: a completion code
    /// writes a row or column as one digit).
    pub sizes: (usize, usize),
    /// The most questions an instance asks (fewer when the algorithm ends first).
    pub steps: usize,
    /// The kinds of event whose questions it leaves out, to keep to one decision (MRV's
    /// exercise asks which row and which square, leaving forward checking's prunes to FC's);
    /// usually none.
    pub leaves_out: &'static [EventKind],
}

/// The solved caption of the seeded algorithms that stop at their first solution.
pub const SOLVED_WITH_SEED: &str =
    "Solved with seed {seed}. Step back to retrace the run, or New seed for another.";

/// What the page draws for an algorithm on the animated board (beyond queens, which every
/// algorithm has). The page chooses its pictures from these, never from an id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Draws {
    /// The search tree beside the board (backtracking in the walkthrough's order; with its
    /// constraint-satisfaction options the page shows the squares tried per row instead).
    pub search_tree: bool,
    /// Squares attacked from below, numbered with the attacking row (the walkthrough's marks).
    pub numbered_marks: bool,
    /// A column of attempts per row beside the board.
    pub attempts_per_row: bool,
    /// A row that ran out of squares (a dead end). Backtracking with forward checking or MAC
    /// flags a wiped-out domain the same way, though its description, written for its
    /// defaults, does not say so: the page draws any dead row the solver names.
    pub dead_row: bool,
    /// Wirth's diagonal flags in a strip under the board, and the rows checked so far.
    pub diagonal_flags: bool,
    /// Lines along diagonals holding more than one queen (collisions).
    pub collision_lines: bool,
    /// Queens attacked by another queen, drawn in red.
    pub attacked_queens: bool,
    /// Moves glide (swaps, repair moves) rather than jump.
    pub glides: bool,
    /// A number on each square off a queen (the square's value, such as the h of the board
    /// with its row's queen moved there), the least outlined.
    pub square_values: bool,
    /// A population of small boards beside the board, each with its value (fitness), the
    /// last child's parents marked, and the child's crossover point on the board.
    pub population: bool,
}

impl Draws {
    /// Queens only: nothing else drawn (the construction).
    pub const NONE: Draws = Draws {
        search_tree: false,
        numbered_marks: false,
        attempts_per_row: false,
        dead_row: false,
        diagonal_flags: false,
        collision_lines: false,
        attacked_queens: false,
        glides: false,
        square_values: false,
        population: false,
    };

    /// What the local searches draw (QS1, min-conflicts, QS4): collision lines, attacked
    /// queens, gliding moves.
    pub const LOCAL_SEARCH: Draws = Draws {
        collision_lines: true,
        attacked_queens: true,
        glides: true,
        ..Draws::NONE
    };
}

/// One symbol of an algorithm's legend: which swatch, and what it means for this algorithm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LegendItem {
    /// The swatch's kind, a CSS class of the page: `mark`, `pruned` (a crossed mark),
    /// `propagated` (a crossed and circled mark),
    /// `safe`, `attacked`, `removed`, `dead`, `chosen` (a row outlined), `swap`, `reject`,
    /// `line`, `attacked-queen`, `value`, `crossover`, or `definition` (no symbol: a term
    /// the counters use, defined).
    pub swatch: &'static str,
    /// What it means, in words.
    pub text: &'static str,
    /// When the boards draw it: always when empty; otherwise only while one of these holds
    /// (any of them), so a legend lists just what the run on show can draw (backtracking's
    /// crossed-out domains only with forward checking or MAC).
    pub when: &'static [ParamIs],
}

/// A condition on a run's parameters: `name` has one of `values` (its default included when
/// the run leaves it at the default).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ParamIs {
    /// The parameter's name ([`Parameter::name`]).
    pub name: &'static str,
    /// The values for which it holds.
    pub values: &'static [&'static str],
}

impl LegendItem {
    /// The walkthrough's numbered marks.
    pub const MARK: LegendItem = LegendItem {
        swatch: "mark",
        text: "a square attacked from below, numbered with the row of the queen that attacks \
               it; a marked square keeps its first number. Each row's marks have a colour of \
               their own",
        when: &[],
    };
    /// A diagonal with a collision.
    pub const LINE: LegendItem = LegendItem {
        swatch: "line",
        text: "a diagonal holding more than one queen (its collisions)",
        when: &[],
    };
    /// A diagonal or a column with a collision, on a board with one queen per row that may
    /// stack queens in a column (min-conflicts' and the complete-state searches').
    pub const LINE_OR_COLUMN: LegendItem = LegendItem {
        swatch: "line",
        text: "a diagonal or a column holding more than one queen: its queens attack each other",
        when: &[],
    };
    /// An attacked queen.
    pub const ATTACKED_QUEEN: LegendItem = LegendItem {
        swatch: "attacked-queen",
        text: "an attacked queen",
        when: &[],
    };
    /// A swap made.
    pub const SWAP: LegendItem = LegendItem {
        swatch: "swap",
        text: "a swap performed",
        when: &[],
    };
    /// A swap tested and refused.
    pub const REJECT: LegendItem = LegendItem {
        swatch: "reject",
        text: "a swap tested and rejected",
        when: &[],
    };
}

/// One piece of what an algorithm says in words: its name, a line of its pseudocode, a
/// parameter's label… Each is a message of the catalogs (`locales/<lang>/algorithms.ftl`,
/// issue 42) whose id [`Description::words_id`] derives from the algorithm's id and the
/// piece's own ids (data, the same in every language), so the core hands the page and the
/// CLI ids, never English: the page formats them with `www/i18n.js`'s `t` (in
/// `www/registry.js`, the same ids), natively `crate::l10n`'s `words`. The description's
/// English fields are the catalog's English, byte for byte (tests/words.rs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Words<'a> {
    /// [`Description::name`]: `algorithm-<id>-name`.
    Name,
    /// [`Description::title`]: `algorithm-<id>-title`.
    Title,
    /// [`Description::summary`]: `algorithm-<id>-summary`.
    Summary,
    /// [`Description::source`]: `algorithm-<id>-source`.
    Source,
    /// [`Description::attempt_unit`]: `algorithm-<id>-attempt-unit`.
    AttemptUnit,
    /// [`Description::tries_unit`]: `algorithm-<id>-tries-unit`.
    TriesUnit,
    /// [`Description::collisions_label`]: `algorithm-<id>-collisions`.
    Collisions,
    /// Line `k` (1-based) of [`Description::pseudocode`], without its indentation (the
    /// English line's leading spaces, kept by whoever shows it): `algorithm-<id>-line-<k>`.
    Line(usize),
    /// The [`Parameter::label`] of the parameter named so: `algorithm-<id>-param-<name>`.
    Parameter(&'a str),
    /// Its [`Parameter::changes`]: `algorithm-<id>-param-<name>-help`.
    ParameterHelp(&'a str),
    /// The [`Choice::label`] of a parameter's choice, `(parameter, value)`:
    /// `algorithm-<id>-param-<name>-choice-<value>`.
    Choice(&'a str, &'a str),
    /// The [`CounterSpec::label`] of the counter with this id: `algorithm-<id>-counter-<cid>`.
    Counter(&'a str),
    /// Its [`CounterSpec::counts`]: `algorithm-<id>-counter-<cid>-counts`.
    CounterCounts(&'a str),
    /// Its [`ReportField::label`]: `algorithm-<id>-counter-<cid>-report`.
    CounterReport(&'a str),
    /// The [`LegendItem::text`] of item `k` (1-based) of [`Description::legend`]:
    /// `algorithm-<id>-legend-<k>`.
    Legend(usize),
}

impl Description {
    /// Its name as an argument of a message (`$algorithm` in `errors.ftl`), said in the
    /// message's language: `algorithm-<id>-name`, or the English name where the catalogs
    /// lack it.
    pub fn name_arg(&self) -> crate::message::Arg {
        crate::message::Arg::Words {
            id: self.words_id(Words::Name),
            english: self.name.to_string(),
        }
    }

    /// The catalog id of `words` for this algorithm (see [`Words`]), as
    /// `algorithm-hill-climbing-param-sideways`.
    pub fn words_id(&self, words: Words) -> String {
        let id = self.id;
        match words {
            Words::Name => format!("algorithm-{id}-name"),
            Words::Title => format!("algorithm-{id}-title"),
            Words::Summary => format!("algorithm-{id}-summary"),
            Words::Source => format!("algorithm-{id}-source"),
            Words::AttemptUnit => format!("algorithm-{id}-attempt-unit"),
            Words::TriesUnit => format!("algorithm-{id}-tries-unit"),
            Words::Collisions => format!("algorithm-{id}-collisions"),
            Words::Line(k) => format!("algorithm-{id}-line-{k}"),
            Words::Parameter(name) => format!("algorithm-{id}-param-{name}"),
            Words::ParameterHelp(name) => format!("algorithm-{id}-param-{name}-help"),
            Words::Choice(name, value) => format!("algorithm-{id}-param-{name}-choice-{value}"),
            Words::Counter(cid) => format!("algorithm-{id}-counter-{cid}"),
            Words::CounterCounts(cid) => format!("algorithm-{id}-counter-{cid}-counts"),
            Words::CounterReport(cid) => format!("algorithm-{id}-counter-{cid}-report"),
            Words::Legend(k) => format!("algorithm-{id}-legend-{k}"),
        }
    }

    /// The English of `words` as this description holds it (a pseudocode line without its
    /// indentation); None for a line, parameter, choice, counter or report it does not have.
    pub fn english(&self, words: Words) -> Option<&'static str> {
        let parameter = |name: &str| self.parameters.iter().find(|p| p.name == name);
        let counter = |cid: &str| self.all_counters().find(|c| c.id == cid);
        match words {
            Words::Name => Some(self.name),
            Words::Title => Some(self.title),
            Words::Summary => Some(self.summary),
            Words::Source => Some(self.source),
            Words::AttemptUnit => Some(self.attempt_unit),
            Words::TriesUnit => Some(self.tries_unit),
            Words::Collisions => Some(self.collisions_label),
            Words::Line(k) => self
                .pseudocode
                .get(k.checked_sub(1)?)
                .map(|line| line.trim_start()),
            Words::Parameter(name) => parameter(name).map(|p| p.label),
            Words::ParameterHelp(name) => parameter(name).map(|p| p.changes),
            Words::Choice(name, value) => match parameter(name)?.kind {
                ParameterKind::Choice { choices, .. } => {
                    choices.iter().find(|c| c.value == value).map(|c| c.label)
                }
                _ => None,
            },
            Words::Counter(cid) => counter(cid).map(|c| c.label),
            Words::CounterCounts(cid) => counter(cid).map(|c| c.counts),
            Words::CounterReport(cid) => counter(cid)?.report.map(|r| r.label),
            Words::Legend(k) => self.legend.get(k.checked_sub(1)?).map(|item| item.text),
        }
    }

    /// Its counters, then its option counters: every counter it may show, each once.
    pub fn all_counters(&self) -> impl Iterator<Item = &'static CounterSpec> {
        let option_counters = self.option_counters;
        self.counters.iter().chain(
            option_counters
                .iter()
                .filter(|o| !self.counters.iter().any(|c| c.id == o.id)),
        )
    }

    /// Every piece of words it has ([`Words`]), in the catalog's order: name, title,
    /// summary, source, units, collisions, the pseudocode's lines, each parameter (label,
    /// help, choices), each counter (label, what it counts, its report's label), the legend's
    /// items.
    pub fn all_words(&self) -> Vec<Words<'static>> {
        let mut all = vec![
            Words::Name,
            Words::Title,
            Words::Summary,
            Words::Source,
            Words::AttemptUnit,
            Words::TriesUnit,
            Words::Collisions,
        ];
        all.extend((1..=self.pseudocode.len()).map(Words::Line));
        for p in self.parameters {
            all.push(Words::Parameter(p.name));
            all.push(Words::ParameterHelp(p.name));
            if let ParameterKind::Choice { choices, .. } = p.kind {
                all.extend(choices.iter().map(|c| Words::Choice(p.name, c.value)));
            }
        }
        for c in self.all_counters() {
            all.push(Words::Counter(c.id));
            all.push(Words::CounterCounts(c.id));
            if c.report.is_some() {
                all.push(Words::CounterReport(c.id));
            }
        }
        all.extend((1..=self.legend.len()).map(Words::Legend));
        all
    }
}
