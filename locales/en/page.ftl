# The page (index.html and www/), English: the source every other language translates.
# Message ids: <area>-<what>; an attribute (.aria-label, .title) is the element's attribute of
# that name. Keep English byte-identical to what the page said before the catalog (the e2e
# tests read it). See docs/translating.md.

## The document

page-title = N-Queens Visualizer — watch backtracking think

## The masthead

masthead-title = N-Queens Visualizer
masthead-views =
    .aria-label = Views
masthead-tab-watch = Watch
masthead-tab-compare = Compare
masthead-theme = Theme
masthead-language = Language
masthead-lessons = Lessons
masthead-about = The puzzle & words
# The button's text before its key, which stays "?".
masthead-keys = Keys
masthead-intro-puzzle = Place n queens on an n × n board so that no two attack each other (no two on a row, a column or a diagonal). One queen per row, row 1 at the bottom.
masthead-intro-watch = Pick an algorithm and a board size, then Step, Play or Run.
masthead-intro-compare = Compare: tick algorithms, choose the board size and the runs, then Run comparison.

## The theme menu's choices

theme-auto = Auto (system)
theme-light = Light
theme-dark = Dark
theme-contrast = High contrast

## The Watch view's controls

watch-algorithm = Algorithm
watch-board-size = Board size
# After the label: the letter the page and the books call the board size.
watch-board-size-hint = (n)
# Replaces the hint above once the page knows its algorithms' limits: $animated, the largest
# animated board; $large, the largest board some algorithms draw in a scaled view.
watch-board-size-range = (1 to { $animated }; to { $large } scaled for some)
watch-seed = Seed
watch-seed-hint = (whole number; blank draws one)
watch-new-seed = New seed
watch-options = Options
watch-options-none = (none changed)
watch-options-legend = Options (the algorithm's parameters)
watch-predict = Predict each move
watch-speed = Speed
# $speed: moves per second (1 to 2,000).
watch-speed-value = { $speed } { $speed ->
        [one] move
       *[other] moves
    }/s
watch-playback =
    .aria-label = Playback
watch-play = Play
watch-pause = Pause
watch-step = Step
watch-step-back = Step back
watch-run-to-end = Run to end
watch-run-to-next-solution = Run to next solution
watch-run-both = Run both to a solution
watch-run-to-end-of-search = Run to end of search
watch-reset = Reset
watch-pseudocode = Pseudocode
watch-leave-presentation = Leave presentation
