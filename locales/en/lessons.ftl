# The lessons (issue 41): the lesson player (www/lesson.js: its buttons, slide counter, bar
# at the screen's foot, end card, score, download), the Lessons dialog, a lesson's SCORM
# package's notes (www/scorm.js), and what `nqueens lesson` and the core say of a lesson
# file's translation (src/lesson.rs's check_translation). English: the source every other
# language translates; keep it byte-identical to what the page said before the catalog (the
# e2e tests read it). Ids: lesson-… (the player), lessons-… (the dialog), lesson-scorm-…,
# lesson-translation-…, lesson-check-…. See docs/translating.md.
# The lessons' own words are the lesson files (lessons/<tag>/<id>.md), not this catalog.

## The player's head

# The slide counter and the progress bar's name: $slide, the slide shown (1-based); $count,
# the lesson's slides.
lesson-where = Slide { $slide } of { $count }
# Instead of the counter, at the lesson's end.
lesson-where-finished = Finished
lesson-prev = ← Previous
lesson-again = Play this slide again
lesson-next = Next →
# The last slide's Next.
lesson-finish = Finish
lesson-score = Download my answers (JSON)
lesson-leave = Leave the lesson
lesson-notes = Notes for the teacher

## The bar at the screen's foot, while the slide's buttons are scrolled away

lesson-float =
    .aria-label = Lesson (the slide is scrolled away)
lesson-float-next = Next slide →

## The player's lines

# $right, questions answered right at the first try; $asked, questions answered.
lesson-score-note = You answered { $right } of { $asked } { $asked ->
        [one] question
       *[other] questions
    } right at the first try.
# $slide: where the learner left the lesson (1-based).
lesson-welcome-back = Welcome back: you left this lesson at slide { $slide }. Previous goes back; slide 1 is the start.
# $slide: the slide a course page (SPLICE) kept.
lesson-welcome-back-course = Welcome back: the course page kept your place, slide { $slide }.
# $error: why the slide's board could not be set (a message of the page).
lesson-slide-refused = This slide's board could not be set: { $error }
# Why a slide's board could not be set, when its form names no reason (lesson-slide-refused's $error).
lesson-board-refused = the board was refused
# The lesson's record (its answers downloaded, a course page's or an LMS's state): English in
# every language, as an export (www/lesson-hooks.js's english()). A slide's exercise step, as
# its question when it asked none.
lesson-record-exercise-step = The exercise's step
# What the algorithm did, of a step left half-answered. $truth: the algorithm's answers,
# joined by semicolons; $answered, $total: the questions answered, of all the step's.
lesson-record-left = { $truth } (left after { $answered } of { $total } questions)
lesson-checking = Checking the lesson…
# $message: the worker's error.
lesson-worker-failed = the lesson could not be checked ({ $message })
lesson-worker-silent = its worker did not start

## The lesson's end (after Finish)

# $title: the lesson's title.
lesson-finished-title = Finished: { $title }
lesson-finished-all = You went through every slide.
# After the score note (or lesson-finished-all).
lesson-finished-go-answers = Download your answers, go back with Previous, pick another lesson from Lessons, or leave the lesson to go on with the page as it stands.
lesson-finished-go = Go back with Previous, pick another lesson from Lessons, or leave the lesson to go on with the page as it stands.
# For a screen reader: $title, the lesson's title; $note, the score note (or nothing).
lesson-finished-announce = Lesson finished: { $title }. { $note }

## The Lessons dialog

lessons-title = Lessons
lessons-intro = A lesson sets the board, says what to look at, plays the moves and asks the class, slide by slide.
# Between the keys → and PgDn, and ← and PgUp.
lessons-keys-or = or
lessons-keys-on = goes on,
lessons-keys-back = goes back.
# After each lesson's summary: $slides, its slides.
lessons-slides = ({ $slides } { $slides ->
        [one] slide
       *[other] slides
    }.)
lessons-finished = Finished.
# $slide: where the learner left it.
lessons-left-at = You left it at slide { $slide }.
lessons-own = Your own lesson
lessons-own-before = A lesson is a plain-text Markdown file: the book's
lessons-own-link = lesson format
lessons-own-after = says how to write one. Open it here, or drop it on the page.
lessons-file = From a file
lessons-url = From a web address
lessons-url-field =
    .placeholder = https://…/my-lesson.md
lessons-open = Open
lessons-close = Close

## Refusals (the dialog's, and the page's address messages); $error is the core's reason
## ("line 14: unknown algorithm …")

# $title: a built-in lesson's title.
lessons-refused = “{ $title }” was refused: { $error }.
# $file: the file's name; $size, its bytes; $max, the most a lesson file has.
lessons-file-too-big = “{ $file }” is { $size } bytes: a lesson file has at most { $max }.
lessons-file-refused = “{ $file }” was refused: { $error }.
# $url: the web address; $reason: why it could not be read (the browser's words, or
# lessons-host-answered).
lessons-url-unread = The lesson at { $url } could not be read ({ $reason }): its host may not let other pages read it. Download the file and open it instead.
# $status: the HTTP status.
lessons-host-answered = the host answered { $status }
lessons-url-refused = The lesson at { $url } was refused: { $error }.
# $message: one of the messages above, said of the address's lesson-url.
lessons-address-url = { $message } (lesson-url in the address)
lessons-address-text-not-packed = it is not a lesson packed by this page
lessons-address-text-refused = The lesson in the address (lesson-text) was refused: { $error }.
# $id: the id the address names.
lessons-address-unknown = Unknown lesson “{ $id }” in the address: the Lessons button lists those the page has.
lessons-address-refused = The lesson “{ $id }” was refused: { $error }.

## A lesson's SCORM package (www/scorm.js), what the learner reads

# $error: the core's reason.
lesson-scorm-unopened = This SCORM package's lesson could not be opened: { $error }.
# $title: the lesson's title.
lesson-scorm-no-lms = No LMS found: this page is the SCORM package of the lesson “{ $title }”, and opened outside an LMS it sends no score
# $why: lesson-scorm-no-lms, or why the LMS could not be used.
lesson-scorm-kept-here = { $why }; your place is kept in this browser.
lesson-scorm-signed-in = Signed in by your LMS: your place and your score go to it after every slide.
# $name: the learner's name (or id) as the LMS gives it.
lesson-scorm-signed-in-as = Signed in by your LMS as { $name }: your place and your score go to it after every slide.
# $mastery: the percentage of questions right that passes.
lesson-scorm-signed-in-questions = Signed in by your LMS: your place and your score go to it after every slide and answer, passed at { $mastery } % of the questions right at the first try.
lesson-scorm-signed-in-as-questions = Signed in by your LMS as { $name }: your place and your score go to it after every slide and answer, passed at { $mastery } % of the questions right at the first try.
# $error: why the saved place does not read.
lesson-scorm-place-unread = The place your LMS saved could not be read ({ $error }): the lesson starts afresh at slide 1, and the LMS keeps what it holds until you move on.
# $limit: the characters SCORM keeps; $version: 1.2 or 2004.
lesson-scorm-place-too-long = This lesson's place no longer fits the { $limit } characters SCORM { $version } keeps for it: your score still reaches the LMS, but a relaunch resumes from the last place that fitted.

## A lesson file's translation (`nqueens lesson check FILE --original ORIGINAL`, the tests):
## the same slides, boards and questions as its original, in other words

# $id: the translation's id; $original: the original's.
lesson-translation-id = the translation's id “{ $id }” is not its original's, “{ $original }”
# $slides: the translation's slides; $original: the original's.
lesson-translation-slides = the translation has { $slides } { $slides ->
        [one] slide
       *[other] slides
    }, its original { $original }
# $slide: the slide (1-based); $line: the original's slide's line.
lesson-translation-board = slide { $slide } sets another board than its original (line { $line }): the state block must be the same
lesson-translation-moves = slide { $slide } plays other moves than its original (line { $line }): the play must be the same
lesson-translation-speed = slide { $slide } plays at another speed than its original (line { $line })
lesson-translation-question = slide { $slide } asks another question than its original (line { $line })
lesson-translation-expects = slide { $slide } pins other numbers than its original (line { $line }): the expect lines must be the same
# `nqueens lesson check FILE --original ORIGINAL` on success: $file, the translation; $slides,
# its slides; $original, the original (a file or a built-in lesson's id).
lesson-check-translation-ok = { $file }: ok, { $slides } { $slides ->
        [one] slide
       *[other] slides
    }, the same as { $original } in other words
# $original: the id given to --original.
lesson-check-no-original = no built-in lesson or file “{ $original }”

## `nqueens lesson check` and `list`

# $file: the lesson file; $slides: its slides.
lesson-check-ok = { $file }: ok, { $slides } { $slides ->
        [one] slide
       *[other] slides
    }
lesson-check-not-utf8 = the file is not UTF-8 text
# $error: the system's words.
lesson-check-unreadable = cannot read it: { $error }
# After a lesson's title in `nqueens lesson list`: $slides, its slides.
lesson-list-slides = ({ $slides } { $slides ->
        [one] slide
       *[other] slides
    })
