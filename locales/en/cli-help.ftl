# clap's help of the command line (src/cli/help.rs), English: the source every other language
# translates. Each message is a text of `nqueens … --help`, by an id derived from the command's
# path and the argument's id: help-<path>-about for a command (help-solve-about), help-<path>-<arg>
# for an argument (help-solve-n, help-exercise-scorm-mastery), help-<command>-<arg>-<value> for a
# choice's help, help-clap-* for clap's own words it lets a program set.
# A message is the whole text: where clap shows a short one (-h) it takes the first paragraph
# without its full stop; paragraphs are separated by a blank line; flags, ids, file names and
# `code` are data and stay as written. Keep English byte-identical to the doc comments in
# src/cli/mod.rs (src/cli/help.rs's tests render every command's help both ways).

## clap's own words

# clap's heading of the usage line ("Usage: nqueens solve [OPTIONS] --n <N>").
help-clap-usage = Usage
# clap's heading of the list of subcommands.
help-clap-commands = Commands
# clap's heading of the positional arguments.
help-clap-arguments = Arguments
# clap's heading of the options.
help-clap-options = Options
# -h/--help's help where the command has no longer help.
help-clap-help = Print help
# -V/--version's help.
help-clap-version = Print version
# -h/--help's help in -h's short help.
help-clap-help-more = Print help (see more with '--help')
# -h/--help's help in --help's long help.
help-clap-help-long = Print help (see a summary with '-h')
# The help subcommand's about.
help-clap-help-subcommand = Print this message or the help of the given subcommand(s)
# The help subcommand's [COMMAND]... argument.
help-clap-help-subcommand-command = Print help for the subcommand(s)
# A default value, after an argument's help (clap's own words, which a language other
# than English says itself: help.rs). $value: the default as clap writes it.
help-clap-default = [default: { $value }]
# The values an argument takes, after its short help. $values: the values, listed.
help-clap-possible-values = [possible values: { $values }]
# The heading of the values an argument takes, each with its help, in the long help.
help-clap-possible-values-heading = Possible values:

## nqueens

help-nqueens-about = N-Queens solvers: first solutions, attempted placements, solution counts
help-nqueens-lang = The language of the output (a BCP 47 tag: en, es, de, zh-CN, ar, or en-XA, the pseudo-locale for tests); otherwise LC_ALL, LC_MESSAGES or LANG, otherwise English

## nqueens algorithms

help-algorithms-about = List the algorithms: ids, names, randomized or not, limits, counters and the lab's units, in the page's order
help-algorithms-json = Print one JSON object, {"{"}"algorithms":[…]{"}"}, instead of text

## nqueens solve

help-solve-about = Find a solution and report the work it took.

    Limits on n: backtracking 1–64 (64-bit bitboards; some sizes above 40 take hours, see OEIS A140450; 1–255 with any of its options); random-placement 1–1000; permutation-swap 1–2000; qs1 1–10,000,000; min-conflicts, qs4 and construction 1–100,000,000; hill-climbing 1–200; simulated-annealing 1–1000; genetic 1–8 (`nqueens algorithms` lists them). All but backtracking refuse n = 2 and 3, which have no solution. Progress is shown on a terminal; Ctrl-C stops.
help-solve-algorithm = The algorithm
help-solve-n = Board size n (an n × n board with n queens), digits grouped or not ("1,000,000"); the algorithm's limit above applies (`nqueens::input::parse_board_size`, as on the page)
help-solve-seed = Seed of a randomized algorithm (any decimal u64); a fresh one is drawn and shown when omitted. The same seed gives the same run. Backtracking ignores it
help-solve-json = Print one JSON object instead of text. Its `solution` array is left out above n = 1,000,000 (about 8 MB of text) unless `--with-solution` asks for it
help-solve-with-solution = With `--json`: the solution array at any n
help-solve-out = Also write the solution to this file as text, one 1-based column per line (row 1 first), streamed from the solver's board, for checking by an independent program
help-solve-params = A parameter of the algorithm, `NAME=VALUE` (repeatable): see `nqueens algorithms` for each algorithm's parameters, their values and defaults

## nqueens compare

help-compare-about = Compare algorithms over many seeded runs on one board size: attempts per run (mean, median, 90th percentile, max), tries per run and the success rate of one try.

    Run i uses the seed derived from the master seed and i, so the output depends only on the master seed (not on --threads). The page's Compare view gives the same numbers.
help-compare-n = Board size n (each algorithm's own limit applies; see `solve --help`)
help-compare-trials = Runs per algorithm
help-compare-algorithms = Algorithms to compare, comma-separated
help-compare-seed = Master seed (any decimal u64); a fresh one is drawn and shown when omitted
help-compare-csv = Also write every run to this CSV file
help-compare-threads = Worker threads (default: the number of cores)
help-compare-json = Print the summaries as one JSON array instead of a table
help-compare-params = A parameter, `NAME=VALUE` (repeatable), given to each chosen algorithm that declares it (at least one must): see `nqueens algorithms`

## nqueens sweep

help-sweep-about = Mean attempts per algorithm for every n from --from to --to
help-sweep-from = Smallest board size
help-sweep-to = Largest board size
help-sweep-trials = Runs per algorithm and size
help-sweep-algorithms = Algorithms, comma-separated
help-sweep-seed = Master seed; a fresh one is drawn and shown when omitted
help-sweep-threads = Worker threads (default: the number of cores)
help-sweep-params = A parameter, `NAME=VALUE` (repeatable), given to each chosen algorithm that declares it (at least one must): see `nqueens algorithms`

## nqueens exercise

help-exercise-about = Graded exercises ("be the algorithm", the page's `exercise=1`): re-grade completion codes, show a learner's instance or answer key, or package the class's exercise for an LMS (SCORM)
help-exercise-check-about = Re-grade completion codes from their answers and list them as CSV (one row a code, in the order given), for a class's marks. A code that is mistyped, cut short or edited (its check or its stated score does not match its answers) is named on standard error and the exit status is 1; the others are still listed. The check guards against mistakes, not cheating: anyone can compute a code
help-exercise-check-codes = Completion codes (each starts NQX1~); "-" reads them from standard input, one a line
help-exercise-key-about = The answer key of a learner's instance (the teacher's view shows and prints the same): the instance as the learner's page names it, then each step's question and the algorithm's own answer (in words, and as the token a completion code carries). Where the algorithm draws among equally good answers, it lists them all (any of them is right) and the one it drew
help-exercise-key-class = The class code, as FC-7KQ2M9
help-exercise-key-learner = The learner's name or number (spacing and case do not matter)
help-exercise-key-attempt = The attempt: 1 for the first instance, 2 after the first grading, …
help-exercise-key-json = Print one JSON object instead of text
help-exercise-instance-about = The instance a class code and a learner's name give (the page shows the same): the exercise, n, seed and starting move
help-exercise-instance-class = The class code, as FC-7KQ2M9
help-exercise-instance-learner = The learner's name or number (spacing and case do not matter)
help-exercise-instance-attempt = The attempt: 1 for the first instance, 2 after the first grading, …
help-exercise-instance-json = Print one JSON object instead of text
help-exercise-scorm-about = A SCORM package of the class's exercise, for an LMS (Moodle, Canvas, Blackboard, Brightspace, Schoology): import the zip as a SCORM activity; each learner gets the instance their LMS learner id draws (`instance --class CODE --learner ID` shows it), and the score, passed or failed against --mastery, goes to the gradebook after every step. Made from the single file that `cargo xtask dist` writes; the teacher's view on the published site makes the same package
help-exercise-scorm-class = The class code, as BT-7KQ2M9
help-exercise-scorm-out = Where to write the zip
help-exercise-scorm-version = The SCORM version: 1.2 (every LMS takes it) or 2004 (4th edition)
help-exercise-scorm-mastery = The percentage of the steps right at the first try that passes
help-exercise-scorm-html = The single file the package's page is a copy of

## nqueens lesson

help-lesson-about = Guided lessons: check a lesson file (the page opens the same files), list the built-in lessons, print one to start your own from (the format: docs/lesson-format.md in the book), or package one for an LMS (SCORM)
help-lesson-check-about = Check a lesson file whole, as the page does before playing it: its format, its Markdown, every slide's algorithm, board, seed and parameters, every move it names (stepping each seeded run) and every `expect:`. Prints `FILE: ok, N slides`, or `FILE:LINE: what is wrong` on standard error with exit status 1
help-lesson-check-file = The lesson file (Markdown, UTF-8, at most 200 kB)
help-lesson-check-json = Print the lesson as resolved, as one JSON object (each slide's state, its start and end moves, its play, question and expects), instead of `ok`
help-lesson-check-original = The file is a translation of ORIGINAL (a lesson file, or a built-in lesson's id): check also that it has the same slides, boards, moves, questions and expects, only other words (the built-in translations are lessons/TAG/ID.md)
help-lesson-list-about = List the built-in lessons: id, title, slides and summary (in the language of `--lang`, or the environment's, where a lesson is translated)
help-lesson-list-json = Print one JSON object, {"{"}"lessons":[{"{"}"id","title","summary","slides"{"}"}]{"}"}, instead of text
help-lesson-show-about = Print a built-in lesson's file (`nqueens lesson list` names them), to start your own from: its translation into the language of `--lang` (or the environment's) if it has one, else English
help-lesson-show-id = The lesson's id, as first-solution-walkthrough
help-lesson-show-json = Print the lesson as resolved, as `lesson check --json` does, instead of its file
help-lesson-scorm-about = A SCORM package of a guided lesson, for an LMS (Moodle, Canvas, Blackboard, Brightspace, Schoology): import the zip as a SCORM activity; the LMS keeps each learner's place (the slide, their answers) between launches, and the score (the questions right at the first try; a lesson without questions, the share of its slides seen) goes to the gradebook, passed or failed against --mastery at Finish. A built-in lesson by its id, or your own lesson file, checked whole first (as `lesson check`). Made from the single file that `cargo xtask dist` writes; the teacher's view on the published site makes the same package
help-lesson-scorm-id = A built-in lesson's id (`nqueens lesson list`), as first-solution-walkthrough
help-lesson-scorm-file = Your own lesson file instead (Markdown, UTF-8, at most 200 kB)
help-lesson-scorm-out = Where to write the zip; a directory takes the package's own name (nqueens-lesson-ID-scorm12.zip)
help-lesson-scorm-version = The SCORM version: 1.2 (every LMS takes it) or 2004 (4th edition)
help-lesson-scorm-mastery = The percentage of the lesson's questions right at the first try that passes
help-lesson-scorm-html = The single file the package's page is a copy of

## nqueens papers

help-papers-about = Our measurements beside the published tables: Sosič & Gu (1991) Tables 2–5, and with --rolfe Rolfe's (2006) n = 1000 tables (slow: minutes)
help-papers-sizes = Board sizes for Sosič & Gu's tables, comma-separated
help-papers-permutations = Random permutations behind Tables 2 and 3 (the paper: 100)
help-papers-runs = QS1 runs behind Tables 4 and 5 (default 10, as the paper); with --brassard-bratley, queensLV runs behind each measured row (default 10,000)
help-papers-rolfe = Also run Rolfe's n = 1000 comparison (4 runs of each of his algorithms)
help-papers-aima = Instead, Russell & Norvig's AIMA: §4.1.1's hill climbing on 8-queens (--climbs climbs each) and the 2nd edition's Figure 5.5 (median consistency checks for n = 2 to 50, up to 40 million each; about a minute)
help-papers-climbs = Climbs behind the AIMA §4.1.1 rows
help-papers-brassard-bratley = Instead, Brassard & Bratley's queensLV table (Fundamentals of Algorithmics, §10.6.3): for each k, p, s, e and t exactly and measured over --runs runs, beside the book's for 8 queens, and the best k
help-papers-n = The board of --brassard-bratley's table (4 to 12)
help-papers-json = With --brassard-bratley: the table as JSON
help-papers-seed = Master seed; a fresh one is drawn and shown when omitted

## nqueens count

help-count-about = Count every solution, Q(n) (OEIS A000170), and the fundamental ones (A002562), with bitboards and the symmetries of the square, on all cores. Accepts 1 ≤ n ≤ 20 (with AVX-512 on two cores Q(17) takes about 1.5 s, Q(20) an estimated 7 minutes)
help-count-n = Board size n
help-count-threads = Worker threads (default: the number of cores)
help-count-kernel = How the last rows are searched: the fastest this CPU runs, the scalar depth-first search, or sixteen boards at a time with AVX-512
help-count-json = Print one JSON object instead of text
help-count-kernel-best = AVX-512 if the CPU has it, otherwise scalar
help-count-kernel-scalar = Depth-first search row after row (runs everywhere)
help-count-kernel-avx512 = Breadth-first search of the last rows, sixteen boards at a time (x86-64 with AVX-512F)
