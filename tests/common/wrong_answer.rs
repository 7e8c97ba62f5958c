// Shared by tests/exercise.rs and tests/exercise_english.rs: a wrong answer to a question,
// found by trying the answers of its kind and keeping those the question grades wrong.

use nqueens::exercise::{Answer, Question};

/// A wrong answer to `question` on an `n × n` board (the `pick`-th of the candidates), if
/// one exists.
pub fn wrong_answer(question: &Question, n: usize, pick: usize) -> Option<Answer> {
    fn toggled<T: PartialEq + Clone>(set: &[T], item: T) -> Vec<T> {
        let mut s = set.to_vec();
        match s.iter().position(|x| *x == item) {
            Some(at) => {
                s.remove(at);
            }
            None => s.push(item),
        }
        s
    }
    let mut candidates: Vec<Answer> = match &question.model {
        Answer::Squares(set) => (0..n * n)
            .map(|i| Answer::Squares(toggled(set, (i / n, i % n))).normalized())
            .chain([Answer::WipeOut])
            .collect(),
        Answer::WipeOut => (0..n * n)
            .map(|i| Answer::Squares(vec![(i / n, i % n)]))
            .chain([Answer::Squares(vec![])])
            .collect(),
        Answer::Yes | Answer::No => vec![Answer::Yes, Answer::No],
        Answer::Percent(_) => (0..=100).map(Answer::Percent).collect(),
        Answer::Columns(set) => (0..n)
            .map(|c| Answer::Columns(toggled(set, c)).normalized())
            .collect(),
        Answer::Row(_) => (0..n).map(Answer::Row).collect(),
        _ => (0..n * n)
            .map(|i| Answer::Square {
                row: i / n,
                col: i % n,
            })
            .chain([Answer::Backtrack, Answer::Stuck])
            .collect(),
    };
    candidates.retain(|a| !question.grade(a));
    if candidates.is_empty() {
        return None;
    }
    Some(candidates[pick % candidates.len()].clone())
}
