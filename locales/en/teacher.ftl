# The teacher's view (index.html's #teacher, www/teacher.js) and the printed worksheet
# (www/worksheet.js), in English: the source every language translates
# (docs/translating.md). Terms as in locales/en/page.ftl's sources; the e-learning words
# (SCORM, LMS, gradebook, pass mark) as Moodle's documentation writes them in each language.
#
# A message with an attribute per child element holds markup: its variable of that name is
# where the child stands (www/compare-l10n.js).

## The class link

teacher-title = For the teacher: an exercise for your class
teacher-family = Exercise
teacher-new = New class code
teacher-class = Class code
teacher-note = Students open the link (or scan the QR code) and type their name or number: each gets an instance of their own, the same on any device. At the end each gets a completion code to hand in (or, in a course page that speaks SPLICE, the score goes to it).
teacher-link-label = The class link
teacher-copy = Copy the link
teacher-qr =
    .aria-label = QR code of the class link
teacher-qr-large = Enlarge the QR code
# The QR code's description: $link, the class link it holds.
teacher-qr-link = QR code of the class link { $link }
# $code: the class code it holds (a page opened from a file).
teacher-qr-code = QR code of the class code { $code }
# An exercise in the menu: $name, its name; $code, its code (data).
teacher-family-option = { $name } ({ $code })
# In the link's field, for a page opened from a file: $code, the class code.
teacher-file-link = Opened from a file: students open the same file, press Be the algorithm and type the class code { $code }.
teacher-copied = Copied ✓
teacher-copy-by-hand = Select it and copy (Ctrl+C)
teacher-link-copied = Copied the class link.
# The address's class code does not read: $problem, why (the core's words).
teacher-class-refused = { $problem } (in the address); a new one is drawn.

## The LMS (SCORM)

teacher-scorm-title = Put it in your LMS (SCORM)
teacher-scorm-note = Moodle, Canvas, Blackboard, Brightspace and Schoology import this exercise as a SCORM package: each student gets their own instance from their LMS account, with no name to type, and the score goes to the gradebook after every step (passed or failed at the end against the pass mark).
teacher-scorm-version = SCORM version
teacher-scorm-12 = 1.2 (every LMS takes it)
teacher-scorm-2004 = 2004 (4th edition)
teacher-scorm-mastery = Pass mark (%)
teacher-scorm-download = Download for your LMS (SCORM)
teacher-scorm-lesson-note = A guided lesson goes into your LMS the same way, with the version and pass mark above: the LMS keeps each student's place (the slide, their answers) from one visit to the next, and the score is the questions right at the first try (for a lesson without questions, the share of its slides seen).
teacher-scorm-lesson = Guided lesson
teacher-scorm-lesson-download = Download the lesson for your LMS (SCORM)

## Checking completion codes

teacher-check-title = Check completion codes
teacher-codes = Paste the codes your students handed in, one a line. Checking re-grades each from its answers; it guards against mistakes (a mistyped or edited code), not against cheating.
teacher-check = Check the codes
teacher-csv = Download CSV
teacher-results-region =
    .aria-label = Checked codes (scrolls sideways when narrow)
teacher-col-learner = Learner
teacher-col-class = Class
teacher-col-attempt = Attempt
teacher-col-grading = Grading
teacher-col-right = Right at the first try
teacher-col-score = Score
teacher-col-model = Model answer
teacher-col-time = Time taken
teacher-col-note = Note
# The grading modes.
teacher-grading-fix = after each step (fixed)
teacher-grading-undo = after each step (undone)
teacher-grading-end = at the end
teacher-no-name = (no name)
# $right, $total: answers right at the first try, of all.
teacher-right = { $right } of { $total }
teacher-right-unfinished = { $right } of { $total } (unfinished)
# $score: written already.
teacher-score = { $score } %
teacher-model-opened = opened: no credit
teacher-model-not-opened = no
# $seconds: the time taken.
teacher-seconds = { $seconds } s
# A row's notes (joined by "; "): $class, the other class code; $line, the first line.
teacher-note-other-class = another class ({ $class })
teacher-note-same-learner = same learner as line { $line }
teacher-note-no-name = no name
# $line, $first: lines of the pasted codes.
teacher-repeats = line { $line } repeats line { $first }
# A code refused: $line, its line; $who, the learner's name; $why, the core's reason.
teacher-refused-line = line { $line }: { $why }
teacher-refused-line-who = line { $line } ({ $who }): { $why }
# $codes: codes checked; $refused, $ignored: the lines refused and ignored (joined by "; "),
# each "" when there are none.
teacher-checked = { $codes } { $codes ->
        [one] code
       *[other] codes
    } checked.
teacher-checked-refused = { $codes } { $codes ->
        [one] code
       *[other] codes
    } checked; refused: { $refused }.
teacher-checked-ignored = { $codes } { $codes ->
        [one] code
       *[other] codes
    } checked; ignored: { $ignored }.
teacher-checked-refused-ignored = { $codes } { $codes ->
        [one] code
       *[other] codes
    } checked; refused: { $refused }; ignored: { $ignored }.

## A learner's instance and its answer key (the form; teacher-key.js writes the key)

teacher-keys-title = A learner's instance and its answer key
teacher-learner = Learner's name or number
teacher-attempt = Attempt
teacher-key-show = Show the instance and its key
teacher-names = To print the keys for a class, paste the learners' names or numbers, one a line, as they type them (spacing and capitals do not matter). The attempt is the one above.
teacher-key-layout = Print
teacher-key-pages = one page a learner
teacher-key-table = one table
teacher-key-print = Print the keys

## The worksheet (printed)

teacher-worksheet =
    .aria-label = Worksheet (printed)
# $algorithm: its name with its options; $n: the board's size; $move: the move.
teacher-worksheet-title = N-Queens: { $algorithm }, { $n } × { $n }, move { $move }
teacher-worksheet-title-seed = N-Queens: { $algorithm }, { $n } × { $n }, seed { $seed }, move { $move }
# The board's picture in words: $caption, the caption; $numbers, the line under the board.
teacher-worksheet-alt = The board at move { $move }, queens only: { $caption } Under it: { $numbers }.
teacher-worksheet-name = Name: ______________________   Date: ____________
# $link: the address of the move.
teacher-worksheet-check-link = Row 1 is at the bottom, column 1 at the left. To check your answers, open the page at this move: { $link }
teacher-worksheet-check = Row 1 is at the bottom, column 1 at the left. To check your answers, open the page and go to this move on the timeline.
