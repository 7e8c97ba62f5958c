// Shared by tests/lesson.rs and tests/lesson_errors.rs: a small valid lesson on the Watch
// view, the first solution of 4 × 4 (26 attempts, the walkthrough's), whose lines the tests
// change one at a time to see each refused with its line.

/// The lesson, its lines numbered in tests/lesson.rs's comments: 1 title, 2 id, 3 summary,
/// 5 "## The start", 7 text, 9 ```state, 10 algorithm, 11 n, 14 ```action, 15 play, 16 expect.
pub const BASE: &str = "\
# Four queens
id: four
summary: The first solution.

## The start

*Watch* row 1.

```state
algorithm: backtracking
n: 4
```

```action
play: to first solution
expect: attempts-total = 26
```
";
