# The lesson format's errors (src/lesson.rs): a teacher's own lesson file refused with the
# line that is wrong, on the page (the Lessons dialog, the teacher's view) and from
# `nqueens lesson check`. English: the source every other language translates. The file's
# words are its keys and values as a lesson writes them (id:, summary:, ```state, ```action,
# ```notes, algorithm:, n:, seed:, view:, play:, expect:, …): they stay as written, in
# every language, as do the algorithms' and event kinds' ids and the lesson format's own
# examples (“to K”, “NAME = VALUE”, 0.1293). Terms as docs/lesson-format.md uses them.
# Numbers passed as numbers are written the language's way; a line, a move or a value as
# written in the file is passed as text. $algorithm is an algorithm's name, as it is.
# Keep English byte-identical to the core's English (tests/lesson_errors.rs compares 910
# refused lessons). See docs/translating.md.

# The whole refusal as the page shows it. $line: the file's line (as text); $what: what is
# wrong (one of the messages below, or a core error of errors.ftl).
lesson-format-line = line { $line }: { $what }

# $id: the id as written; $ids: the ids, comma-separated, as they are.
lesson-format-no-builtin = no built-in lesson “{ $id }”: the lessons are { $ids }
# $bytes: the file's size in bytes; $max: the limit (a number).
lesson-format-too-large = the file has { $bytes } bytes: a lesson file is at most { $max } bytes (200 kB)
lesson-format-no-title = a lesson starts with its title: “# ” and the title, on the first line
lesson-format-indented = an indented line continues a header line, and none comes before it
# $text: what was written, as it is.
lesson-format-not-header = “{ $text }” is not a header line: the header is “id: …” and “summary: …”, then each slide starts with “## ”
# $key: the key as written (id, n, expect…).
lesson-format-header-key = unknown header key “{ $key }”: the header has id: and summary:
# $key: the key as written (id, n, expect…).
lesson-format-header-twice = { $key }: is given twice: give it once
lesson-format-no-id = the lesson needs an id: line before its first slide (a-z, 0-9 and -)
# $id: the id as written.
lesson-format-bad-id = the id “{ $id }” must be 1 to 64 of a-z, 0-9 and -
lesson-format-empty-summary = the summary is empty: say in one line what the lesson is
lesson-format-no-summary = the lesson needs a summary: line before its first slide
# $max: the limit (a number); $slide: the slide's number.
lesson-format-too-many-slides = a lesson has at most { $max } slides: this is slide { $slide }
lesson-format-no-slides = the lesson has no slides: each slide starts with a line “## ” and its title
lesson-format-slide-title = a slide's “## ” line needs its title
# $name: a name as written (a block, a counter, expect or vs-expect); $number: a line of the file.
lesson-format-block-not-closed = the ```{ $name } block opened here is not closed before line { $number }: end it with a line ```
lesson-format-block-name = a block needs its name: ```state, ```action or ```notes
# $name: a name as written (a block, a counter, expect or vs-expect).
lesson-format-unknown-block = unknown block “{ $name }”: a slide's blocks are ```state, ```action and ```notes
# $name: a name as written (a block, a counter, expect or vs-expect).
lesson-format-block-twice = a second ```{ $name } block: a slide has each block at most once
lesson-format-text-after-blocks = a slide's text comes before its blocks: move this line up, or into ```notes
# $name: a name as written (a block, a counter, expect or vs-expect).
lesson-format-block-never-closed = the ```{ $name } block opened here is never closed: end it with a line ```
# $text: what was written, as it is; $block: the block's name (state, action, notes); $keys: the block's keys, comma-separated, as they are.
lesson-format-not-pair = “{ $text }” is not “key: value” (the ```{ $block } block's keys: { $keys })
# $key: the key as written (id, n, expect…); $block: the block's name (state, action, notes); $keys: the block's keys, comma-separated, as they are.
lesson-format-unknown-key = unknown key “{ $key }” in ```{ $block }: its keys are { $keys }
# $key: the key as written (id, n, expect…).
lesson-format-key-twice = { $key }: is given twice in this block: give it once
lesson-format-code-block = a code block is not part of a slide's text: a slide's blocks are ```state, ```action and ```notes, each at the start of its line
lesson-format-email-link = an e-mail link: a lesson links to http(s) pages only
# $url: the link as written.
lesson-format-link = the link “{ $url }”: a lesson links to http:// or https:// addresses, #… or relative ones only
lesson-format-heading-1 = a “# ” heading inside the lesson: only its first line is its title
lesson-format-heading-2 = a heading inside a slide's text (a line underlined with --- or ===): a slide starts with “## ” at the start of a line; leave a blank line before a --- rule
lesson-format-heading-3 = headings of level 3 and below are not part of a lesson: each slide is one “## ” heading and its text
lesson-format-image = an image: a lesson's slides show the board, not images
lesson-format-html = raw HTML is not part of a lesson: write Markdown (emphasis, lists, links)
lesson-format-table = a table is not part of a lesson: use a list
lesson-format-markdown = this Markdown is not part of a lesson's subset (emphasis, strong, lists, links, inline code, paragraphs)
# $text: what was written, as it is; $ids: the ids, comma-separated, as they are.
lesson-format-unknown-algorithm = unknown algorithm “{ $text }” (the algorithms: { $ids })
# $text: what was written, as it is.
lesson-format-n-not-whole = the board size “{ $text }” is not a whole number
# $text: what was written, as it is.
lesson-format-trials-not-whole = trials “{ $text }” is not a whole number
# $text: what was written, as it is.
lesson-format-step-not-whole = the step “{ $text }” is not a whole number
# $text: what was written, as it is.
lesson-format-move-not-whole = the move “{ $text }” is not a whole number
# $text: what was written, as it is.
lesson-format-value-not-whole = the value “{ $text }” is not a whole number
# $text: what was written, as it is; $max: the limit (a number).
lesson-format-seed-not-whole = seed “{ $text }” is not a whole number from 0 to { $max }
# $text: what was written, as it is; $max: the limit (a number).
lesson-format-seed-too-large = seed { $text } is larger than { $max }
# $key: the key as written (id, n, expect…).
lesson-format-needs-value = { $key }: needs a value
# $view: the view as written.
lesson-format-unknown-view = unknown view “{ $view }”: choose watch, side, compare or papers
# $paper: the paper as written; $papers: the papers' ids, comma-separated.
lesson-format-unknown-paper = unknown paper “{ $paper }”: choose { $papers }
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-not-compared = the Compare view does not offer { $algorithm }
# $trials: the trials given; $max: the limit (a number).
lesson-format-trials-range = trials { $trials } is out of range: choose 1 to { $max }
# $ids: the ids, comma-separated, as they are.
lesson-format-first-no-algorithm = the first slide needs an algorithm: in its ```state block (the algorithms: { $ids })
# $ids: the ids, comma-separated, as they are.
lesson-format-no-algorithm = this slide needs an algorithm: in its ```state block (the algorithms: { $ids })
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-needs-seed = { $algorithm } is randomized: give it a seed: in the ```state block, so that the lesson plays the same run every time
# $n: a board size; $algorithm: an algorithm's name (or, for not-compared, its id); $max: the limit (a number); $large: the largest n on the large board.
lesson-format-size-range-large = board size { $n } is out of range: { $algorithm } runs 1 to { $max } on the animated board and to { $large } on the large board
# $n: a board size; $algorithm: an algorithm's name (or, for not-compared, its id); $max: the limit (a number).
lesson-format-size-range = board size { $n } is out of range: { $algorithm } runs 1 to { $max } on the animated board
# $n: a board size; $max: the limit (a number).
lesson-format-large-side = a board of { $n } is a large board, shown in view watch only: side by side takes 1 to { $max }
lesson-format-side-needs-vs = view: side needs vs: the algorithm beside (a registry id)
# $n: a board size; $algorithm: an algorithm's name (or, for not-compared, its id); $max: the limit (a number).
lesson-format-size-range-beside = board size { $n } is out of range beside: { $algorithm } runs 1 to { $max } on the animated board
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-beside-needs-seed = { $algorithm } is randomized: give the slide a seed: (both boards run with it)
# $algorithm: an algorithm's name (or, for not-compared, its id); $n: a board size; $max: the limit (a number).
lesson-format-compare-range = the Compare view cannot run { $algorithm } on a board of { $n }: it runs 1 to { $max }
# $algorithm: an algorithm's name (or, for not-compared, its id); $n: a board size; $max: the limit (a number).
lesson-format-compare-range-solution = the Compare view cannot run { $algorithm } on a board of { $n }: it runs 1 to { $max }, not 2 or 3 (no solution)
# $k: a move (its number); $max: the limit (a number).
lesson-format-move-limit = move { $k } is beyond what a lesson steps: at most { $max } moves
# $k: a move (its number); $end: the move where the run ends.
lesson-format-beyond-end = move { $k } is beyond the run's end at move { $end }
# $max: the limit (a number).
lesson-format-run-too-long = the run goes on past { $max } moves, more than a lesson steps: choose a smaller board or another seed
# $kind: a kind of event, its id as a lesson writes it (swap, prune…); $max: the limit (a number).
lesson-format-no-event-within = no { $kind } move in the run's first { $max } moves, as far as a lesson steps
# $kind: a kind of event, its id as a lesson writes it (swap, prune…); $after: a move (its number); $end: the move where the run ends.
lesson-format-no-event-after = no { $kind } move after move { $after }: the run ends at move { $end }
# $k: a move (its number); $end: the move where the run ends.
lesson-format-beyond-end-both = move { $k } is beyond the run's end at move { $end }: both boards are done there
# $ask: the question as written (predict, exercise).
lesson-format-ask-side = ask: { $ask } asks about one board: give the slide view: watch
lesson-format-step-no-move = step: shows a move of the animated board; this slide shows none (a large board or the Compare view)
# $ask: the question as written (predict, exercise).
lesson-format-ask-no-move = ask: { $ask } needs the animated board (view watch or side, n within its limit)
lesson-format-large-play = a large board plays only “to end” (its run to a solution)
lesson-format-compare-play = the Compare view plays no moves: give the slide no play:
# $k: a move (its number); $start: the slide's step (a move).
lesson-format-play-before-step = play: to { $k } must be after the slide's step, move { $start }
# $kind: a kind of event, its id as a lesson writes it (swap, prune…); $at: the move (its number); $start: the slide's step (a move).
lesson-format-first-before-step = the first { $kind } is at move { $at }, not after the slide's step, move { $start }: write “to next { $kind }”
# $end: the move where the run ends.
lesson-format-predict-at-end = ask: predict asks about the next move, and the run ends at move { $end }
lesson-format-no-beside = vs-expect: pins a number of the board beside: this slide has none (view: side, vs:)
# $kind: a kind of event, its id as a lesson writes it (swap, prune…); $kinds: those ids, comma-separated.
lesson-format-unknown-event = unknown kind of event “{ $kind }”: the kinds are { $kinds }
# $algorithm: an algorithm's name (or, for not-compared, its id); $kind: a kind of event, its id as a lesson writes it (swap, prune…); $kinds: those ids, comma-separated.
lesson-format-event-never = { $algorithm } never reports a { $kind } event: its kinds are { $kinds }
# $play: the play as written.
lesson-format-play = play: “{ $play }” is not one of “to K” (a move), “to first KIND”, “to next KIND” or “to end”
# $speed: the speed as written; $speeds: the page's speeds, comma-separated.
lesson-format-speed = speed “{ $speed }”: choose one of the page's speeds, { $speeds } (moves a second)
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-no-exercise = { $algorithm } has no exercise: ask: predict instead
# $ask: the question as written (predict, exercise).
lesson-format-ask = ask: “{ $ask }” is not predict or exercise
# $key: the key as written (id, n, expect…).
lesson-format-expect-form = { $key }: is written “NAME = VALUE”, such as expect: attempts-total = 26
# $what: what is pinned: p, 1/p, solutions or a counter's id; $value: the value as written.
lesson-format-odds-not-number = { $what } “{ $value }” is not a number written as 0.1293
# $value: the value as written.
lesson-format-not-probability = p = { $value } is not a probability (0 to 1)
# $key: the key as written (id, n, expect…); $name: a name as written (a block, a counter, expect or vs-expect).
lesson-format-expect-name = { $key }: “{ $name }” is not a counter id nor attempts-per-row, columns, solutions, p or 1/p
# $end: the move where the run ends.
lesson-format-exercise-at-end = ask: exercise asks about the next move, and the run asks nothing after move { $end }
# $max: the limit (a number); $n: a board size.
lesson-format-expect-too-large = expect: pins a run's numbers on boards of up to { $max } queens; this slide's has { $n }
# $what: what is pinned: p, 1/p, solutions or a counter's id; $want: the value the lesson pins; $got: the run's value.
lesson-format-expect-large-wrong = expect: { $what } = { $want }, but the run has { $got } at its solution
lesson-format-large-expects = a large board's expects are its counters, solutions, p and 1/p
lesson-format-compare-expects = the Compare view shows no run: its only expects are p and 1/p
# $id: the id as written; $algorithm: an algorithm's name (or, for not-compared, its id); $ids: the ids, comma-separated, as they are.
lesson-format-no-counter = “{ $id }” is not a counter of { $algorithm } with these parameters (its counters: { $ids }), nor attempts-per-row, columns, solutions, p or 1/p
# $max: the limit (a number).
lesson-format-large-too-long = the run takes more than { $max } steps, more than a lesson steps
# $algorithm: an algorithm's name (or, for not-compared, its id); $n: a board size.
lesson-format-no-odds = the core knows no odds of a try of { $algorithm } on a board of { $n }
# $name: a name as written (a block, a counter, expect or vs-expect); $value: the value as written; $got: the run's value.
lesson-format-odds-wrong = expect: { $name } = { $value }, but the odds of one try give { $got }
# $name: a name as written (a block, a counter, expect or vs-expect); $what: what is pinned: p, 1/p, solutions or a counter's id; $want: the value the lesson pins; $got: the run's value; $at: the move (its number).
lesson-format-expect-wrong = { $name }: { $what } = { $want }, but the run has { $got } at move { $at }
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-no-per-row = { $algorithm } keeps no attempts per row
