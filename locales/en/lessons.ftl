# The lessons (issue 41): the lesson player (www/lesson.js: its buttons, slide counter, bar
# at the screen's foot, end card, score, download), the Lessons dialog, a lesson's SCORM
# package's notes (www/scorm.js), and what `nqueens lesson` and the core say of a lesson
# file's translation (src/lesson.rs's check_translation). English: the source every other
# language translates; keep it byte-identical to what the page said before the catalog (the
# e2e tests read it). Ids: lesson-… (the player), lessons-… (the dialog), lesson-scorm-…,
# lesson-translation-…, lesson-check-…. See docs/translating.md. Beside the lesson's SCORM
# notes, SCORM packages' own (issue 42): scorm-… (an exercise's package's notes, the LMS's
# refusals, the teacher's downloads, the core's refusals of a package, `nqueens exercise
# scorm` and `nqueens lesson scorm`).
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

## An exercise's SCORM package (www/scorm.js), what the learner reads; the LMS's refusals
## (either package's); a saved place that does not read (readPlace)

# $error: why the page's <meta name="nqueens-scorm"> does not read (scorm-error-…).
scorm-settings-unread = This page's SCORM settings do not read ({ $error }); it works as the visualizer, and sends no score.
# $call: the API's call (LMSInitialize, Initialize); $why: scorm-lms-threw, -error, -error-code or -no-error-code.
scorm-lms-no-session = The LMS did not start a session ({ $call }: { $why })
# $call: the API's call that threw (LMSSetValue, SetValue); $error: what it threw, as the LMS wrote it.
scorm-lms-threw = the LMS's { $call } threw “{ $error }”
# $code: the LMS's error code (as "405"); $words: the LMS's own words for it.
scorm-lms-error = error { $code }: { $words }
scorm-lms-error-code = error { $code }
scorm-lms-no-error-code = no error code given
# $element: the data model's element (cmi.suspend_data); $value: the value, shortened.
scorm-lms-refused = The LMS refused { $element } = “{ $value }” ({ $why }).
scorm-lms-not-saved = The LMS did not save the score ({ $call }: { $why }).
# $why: scorm-lms-no-session.
scorm-exercise-no-score = { $why }, so no score reaches it. Type your name or number, and hand in the completion code at the end.
# $class: the package's class code.
scorm-exercise-no-lms = No LMS found: this page is the SCORM package of class { $class }, and opened outside an LMS it sends no score. Type your name or number, and hand in the completion code at the end.
# $length: the characters of the LMS's learner id; $max: the most an instance is drawn from.
scorm-exercise-id-too-long = The LMS's learner id has { $length } characters, more than the { $max } an exercise's instance is drawn from: type your name or number instead; the score still goes to the LMS.
scorm-exercise-no-id = The LMS gave no learner id: type your name or number; the score still goes to the LMS.
# $name: the learner's name (or id) as the LMS gives it; $mastery: the percentage that passes.
scorm-exercise-signed-in = Signed in by your LMS as { $name }: your score goes to its gradebook after every step, passed at { $mastery } % of the steps right at the first try.
# $error: why the saved attempt does not read (scorm-error-…).
scorm-exercise-attempt-unread = The attempt your LMS saved could not be read ({ $error }): a fresh attempt starts, and the LMS keeps what it holds until you answer.
# $limit: the characters SCORM keeps; $version: 1.2 or 2004.
scorm-exercise-too-long = This attempt's answers no longer fit the { $limit } characters SCORM { $version } keeps for it: your score still reaches the LMS, but a relaunch resumes from your last answer that fitted.
scorm-place-not-place = it is not a place this lesson saved
# $saved: the lesson the data names, quoted as data; $lesson: this lesson's id.
scorm-place-other-lesson = it is the place in another lesson ({ $saved }), not in “{ $lesson }”
# $slide: the slide the data names, as data; $count: the lesson's slides.
scorm-place-slide = its slide ({ $slide }) is not one of the lesson's { $count }
scorm-place-no-answers = it has no list of answers
# $answer: the start of the answer, as data.
scorm-place-answer = an answer names no question of the lesson ({ $answer })
# $slide: the slide (1-based).
scorm-place-twice = it answers slide { $slide }'s question twice

## The teacher's view's SCORM downloads (www/scorm-package.js)

# $url: the teacher's view on the published site; $command: the command line that makes the same package.
scorm-package-embedded-at = This page is the single file, which cannot read itself to make the package. Open the teacher's view on the published site ({ $url }) and press this button there, or from the repository run: { $command }
scorm-package-embedded = This page is the single file, which cannot read itself to make the package. Open the teacher's view on the published site and press this button there, or from the repository run: { $command }
scorm-package-making = Making the package…
# $file: the single file's name; $error: why it could not be had (as "HTTP 404").
scorm-package-no-single-file = No { $file } beside this page ({ $error }): the package is a copy of it. The published site has it (cargo xtask dist puts it in dist/); the development server does not. From the repository, run cargo xtask dist, then: { $command }
scorm-package-unmade = The package could not be made: { $error }.
scorm-package-unzipped = The package could not be zipped ({ $error }). From the repository, run: { $command }
# $file: the zip's name; $megabytes: its size; $what: scorm-package-what-exercise or -lesson.
scorm-package-downloaded = Downloaded { $file } ({ NUMBER($megabytes, minimumFractionDigits: 2, maximumFractionDigits: 2) } MB, { $what }). In your LMS add a SCORM activity (Moodle: SCORM package; Canvas: import it as a SCORM package) and upload it; set its grade to the score.
# $version: 1.2 or 2004; $mastery: the pass mark.
scorm-package-what-exercise = SCORM { $version }, passed at { $mastery } %
# $title: the lesson's title.
scorm-package-what-lesson = “{ $title }”, SCORM { $version }, passed at { $mastery } % of its questions right at the first try
scorm-package-pass-mark = The pass mark is a whole percentage from 0 to 100.
scorm-package-open-lesson = The lesson open now: { $title }
scorm-package-lesson-closed = No lesson is open on the page any more: pick one from the list.

## A SCORM package refused (src/scorm.rs; `nqueens exercise scorm`, `nqueens lesson scorm`,
## the teacher's view, a package's page reading its <meta> or its saved attempt)

# $version: the version given.
scorm-error-version = unknown SCORM version "{ $version }": 1.2 (every LMS takes it) or 2004 (4th edition)
# $mastery: the number given.
scorm-error-mastery = a mastery score is a percentage from 0 to 100, not { $mastery }
# $value: the <meta>'s mastery=, as written.
scorm-error-meta-mastery = the package's mastery score "{ $value }" is not a percentage from 0 to 100
scorm-error-no-class = the package names no class code
scorm-error-no-version = the package names no SCORM version
# $id: the lesson's id.
scorm-error-lesson-unread = the lesson “{ $id }” does not read
scorm-error-lesson-text = the package's lesson text is not a lesson packed by this page
# $error: the lesson's refusal (lesson-format-line).
scorm-error-lesson-refused = the package's lesson does not read: { $error }
# $id: the lesson the <meta> names; $own: the lesson its text is.
scorm-error-lesson-renamed = the package names lesson “{ $id }”, but its text is lesson “{ $own }”
# $error: the zip writer's words.
scorm-error-zip = writing the package: { $error }
# $megabytes: the page's size; $limit: the most a package takes.
scorm-error-page-too-large = the page is { NUMBER($megabytes, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } MB; a package takes a single file of at most { $limit } MB
scorm-error-not-single-file = that is not the single file nqueens-visualizer.html that `cargo xtask dist` writes (it has no embedded core)
scorm-error-already-package = that page is already a SCORM package's: give the single file nqueens-visualizer.html itself
scorm-error-no-head = that page has no </head>: it is not the single file
scorm-error-not-attempt = it is not an attempt this exercise saved
# $saved: the version of the data (NQS2); $reads: the one this page reads (NQS1).
scorm-error-other-version = it was saved by another version of the exercise ({ $saved }; this page reads { $reads })
scorm-error-cut-short = it is cut short (no completion code)
scorm-error-scores = its scores are not numbers from 0 to 10000
# $why: the completion code's refusal (exercise-error-…).
scorm-error-answers = its answers do not check: { $why }
# $saved: the class of the attempt; $class: the package's.
scorm-error-other-class = it is an attempt of another class ({ $saved }), not of { $class }
scorm-error-other-learner = it is another learner's attempt

## `nqueens exercise scorm` and `nqueens lesson scorm` (src/cli/exercise.rs, src/cli/lesson.rs)

# $path: the single file's path.
scorm-cli-no-single-file = { $path } not found: the package is made from the single file, which `cargo xtask dist` writes (run it in the repository first), or give its path with --html
# $path: a file's path; $error: the system's words.
scorm-cli-unreadable = reading { $path }: { $error }
scorm-cli-not-text = { $path } is not a text (UTF-8) file: give the single file nqueens-visualizer.html
scorm-cli-id-or-file = give a built-in lesson's id or --file FILE (not both)
# $file: the zip written; $megabytes: its size; $title: the package's title; $version: 1.2 or
# 2004 4th Edition; $mastery: the percentage of the questions that passes.
scorm-cli-wrote-lesson = Wrote { $file } ({ NUMBER($megabytes, minimumFractionDigits: 2, maximumFractionDigits: 2) } MB): { $title }, SCORM { $version }, passed at { $mastery } % of its questions right at the first try. Import it into your LMS as a SCORM package; it keeps each learner's place.

## A SCORM package's titles in its manifest (imsmanifest.xml), what the LMS shows, in the
## language the package is made in (src/scorm.rs); the CLI's lines above say the item's.
# $name: the exercise's name (exercise-name-…); $class: the class code.
scorm-title-exercise = { $name } (class { $class })
# $title: the lesson's title.
scorm-title-lesson = { $title } (guided lesson)
# $title: scorm-title-exercise or scorm-title-lesson; the product's name as masthead-title.
scorm-title-organization = N-Queens Visualizer: { $title }

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
