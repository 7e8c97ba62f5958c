# 计分练习（“当一回算法”），简体中文。译自 locales/en/exercise.ftl（那里说明每条消息是什么、
# 每个变量是什么；见 docs/translating.md）：问题、答案、判定、练习面板、答案表和
# `nqueens exercise`。
# 术语同 locales/zh-CN/page.ftl（“皇后”“棋盘”“行”“列”“斜线”“回溯”，参照
# kaledl.com/down/1299142.html），并与 captions.ftl、predict.ftl 一样依 Russell 与 Norvig
# 《人工智能：一种现代的方法》中译本（清华大学出版社）：前向检验（forward checking）、
# 弧相容（arc consistency）、值域（domain）、值域清空（wipe-out）、支持、后继、最陡上升爬山法、
# 模拟退火、温度、交叉、变异；“交换”“冲突”（Sosič 与 Gu 的 swap、collision，同 captions.ftl）；
# “斜线检查”（Rolfe）和“死路”同 predict.ftl；“试验”（trial）同 captions.ftl；“班级代码”
# “完成码”“参考答案”“评分方式”“学生”“题目”（instance）同 teacher.ftl。行和列从 1 开始编号。
# 一个概念一个术语，及其出处：locales/zh-CN/terms.toml（由 tests/terms.rs
# 检查）：试验（trial）、尝试（attempt）、重试（try）、死路；斜线、节点（Krahets《Hello 算法》，github.com/krahets/hello-algo）；值域（《人工智能现代方法（第4版）》第6章学习笔记，blog.youkuaiyun.com/data_disciple/article/details/155605526）；弧相容（《软件工程》2018年第2期，zgkjsz.com/page/2018/0328/3319719.shtml）；爬山法、随机重启、模拟退火、遗传算法、适应度、交叉、局部搜索（wenku.csdn.net/doc/36594d4g6v）。未经搜索证实的在该文件中注明“not
# confirmed”。

## The exercises' names (the panel's title) and tasks (its instructions), one per family;
## the id ends with the class code's letters.

exercise-name-bt = 扮演回溯算法
exercise-task-bt = 执行深度优先的回溯：按顺序点击它尝试的每个格子（行从下往上，列从左往右），或在该行已无格子可试时按“回溯”。
exercise-name-fc = 扮演前向检验
exercise-task-fc = 执行前向检验：点击接下来尝试的格子；皇后放下后，点击因放置它而从各空行的值域中删去的每个格子，从最低的行开始逐行进行，直到某一行一个格子都不剩为止（值域清空：前向检验在那里停止），然后按“完成”。
exercise-name-mrv = 扮演 MRV
exercise-task-mrv = 执行带前向检验的 MRV：每填一行之前，点击 MRV 选中的那一行中的一个格子（剩余格子最少的行，并列时取最低的行）；然后点击所尝试的格子。
exercise-name-mac = 扮演弧相容（MAC）
exercise-task-mac = 执行 MAC：点击接下来尝试的格子；它的皇后放下后，点击前向检验删去的每个格子（从最低的行开始逐行进行，直到某一行一个格子都不剩），然后按“完成”；再点击随后弧相容删去的每个格子（在另外某个空行中失去支持的格子），然后按“完成”；若弧相容使某一行一个格子都不剩，则按“值域清空”。
exercise-name-lcv = 扮演 LCV
exercise-task-lcv = 执行约束最少的值优先的前向检验：按顺序点击它尝试的每个格子（在每一行中，从其值域剩下的格子里，先试从其他空行的值域中删去格子最少的那个，并列时取左边的），或在该行已无格子可试时按“回溯”。
exercise-name-rp = 扮演随机放置
exercise-task-rp = 执行随机放置：点击该行中皇后可能落下的每个格子（没有皇后攻击它），然后按“完成”；一个都不选就按“完成”表示死路。
exercise-name-ps = 扮演斜线检查
exercise-task-ps = 在打乱的排列上执行 Rolfe 的算法一：从第 1 行往上，对每一行说出它的皇后是否通过斜线检查（下方各行没有皇后在它的任一条斜线上）；未通过的皇后与后面某一行的皇后交换，若已没有可交换的，这个排列就失败。
exercise-name-qs1 = 扮演 QS1
exercise-task-qs1 = 执行 QS1 的梯度交换：对它测试的每一对皇后，说出交换是否被接受：交换它们的列能减少冲突时就接受（一条有 k 个皇后的斜线上有 k − 1 个冲突）。
exercise-name-mc = 扮演最小冲突
exercise-task-mc = 执行最小冲突：点击一个有冲突的皇后要移到的格子，即它自己那一行中冲突最少的格子（若它留在原处，就点它自己的格子）。
exercise-name-qs4 = 扮演 QS4
exercise-task-qs4 = 执行 QS4 在无冲突开局之后的交换：对它测试的每一对皇后（一个受攻击的皇后和一个随机的皇后），说出交换是否被接受：交换它们的列能减少冲突时就接受。
exercise-name-con = 扮演显式构造
exercise-task-con = 执行显式构造（Hoffman、Loessi 与 Moore 1969）：从第 1 行开始，点击公式为每一行的皇后给出的格子。
exercise-name-hc = 扮演爬山法
exercise-task-hc = 执行最陡上升爬山法：点击某个皇后移到的格子（h 最小的后继；各格子的值是隐藏的），或在没有任何移动能降低 h 时按“卡住”。
exercise-name-sa = 扮演模拟退火
exercise-task-sa = 执行模拟退火的选择：对每个提议的移动，给出它被接受的概率（百分比）：不使 h 变差的移动（ΔE ≥ 0）为 100，否则为温度 T 下的 e^(ΔE/T)（误差在一个百分点以内都算对）。
exercise-name-ga = 扮演交叉
exercise-task-ga = 执行遗传算法的交叉：对每个子代，看它的两个父代以及它们产生的子代（在任何变异之前），点击子代从第一个父代取来的最后一行中的一个格子：交叉点就在那里（任何能产生该子代的交叉点都算对）。
exercise-name-qlv = 扮演 queensLV
exercise-task-qlv = 执行 queensLV：在前 k 行的每一行中，点击皇后可能落下的每个格子（没有皇后攻击它），然后按“完成”（只按“完成”：死路，本次试验失败）；然后像回溯那样，按顺序点击尝试的每个格子，或在该行已无格子可试时按“回溯”（在回溯所填的第一行按“回溯”，本次试验失败）。

## The instance: the board size, the solver's seed (data), the move the questions start
## from (data). $n: the board size.

exercise-instance = n = { $n }
exercise-instance-seeded = n = { $n }，种子 { $seed }
exercise-instance-from = n = { $n }，从第 { $start } 步起
exercise-instance-seeded-from = n = { $n }，种子 { $seed }，从第 { $start } 步起

## The line naming a learner's instance, above the question. $class: the class code (data,
## "FC-7KQ2M9"); $learner: the name as typed; $attempt: 1, 2, …; $instance: exercise-instance.

exercise-header = 班级 { $class }，{ $learner }，第 { $attempt } 次：{ $instance }
exercise-header-anonymous = 班级 { $class }，第 { $attempt } 次：{ $instance }

## The questions. $row, $col, $from, $to, $a, $b, $colA, $colB: row and column numbers
## (1-based); $square: exercise-answer-square. "Done", "Check", "Backtrack", "Stuck" and
## "Wipe-out" are the buttons' names (exercise-done, exercise-check, exercise-option-…).

exercise-ask-next-square = 接下来尝试哪个格子？点击它；若该行已无格子可试，按“回溯”。
exercise-ask-prunes = 皇后放在{ $square }。前向检验从各空行的值域中删去哪些格子（从最低的行开始逐行进行，到某一行一个格子都不剩为止）？逐一点击，然后按“完成”（若一个都不删，只按“完成”）。
exercise-ask-next-row = 接下来填哪一行：值域中剩余格子（未被划掉的）最少的空行，并列时取最低的行？点击该行的任意一个格子。
exercise-ask-successor = 哪个皇后移到哪里？点击它移到的格子（h 最小的后继）；若没有任何移动能降低 h，按“卡住”。
exercise-ask-repair = 哪个有冲突的皇后移动，移到哪里？点击它所在行中冲突最少的格子（若它留在原处，就点它自己的格子）。
exercise-ask-landing = 第 { $row } 行：皇后可能落在哪些格子上？逐一点击，然后按“完成”（只按“完成”：死路）。
# $removed: how many squares forward checking removed.
exercise-ask-arc-prunes = 对于{ $square }上的皇后，前向检验{ $removed ->
        [0] 没有删去任何格子
       *[other] 删去了 { $removed } 个格子（棋盘上已划掉）
    }。接着，弧相容会从各空行的值域中删去哪些格子：在另外某个空行中失去支持的每个格子，反复进行，直到没有这样的格子为止？逐一点击，然后按“完成”（若一个都不删，只按“完成”）；若某一行一个格子都不剩，按“值域清空”。
# $delta: ΔE with its sign ("+4", "−3"); $temperature: T, written with three decimals.
exercise-ask-chance = 提议把第 { $row } 行的皇后从第 { $from } 列移到第 { $to } 列：ΔE = { $delta }（当前的 h 减去移动后的 h），温度 T = { NUMBER($temperature, minimumFractionDigits: 3, maximumFractionDigits: 3) }。这一步被接受的概率是百分之多少？输入它（差一个百分点也算对），然后按“检查”。
# $a, $b: the parents' numbers in the population; $first, $second, $child: boards as their
# columns from row 1 ("3 1 4 2"), data.
exercise-ask-crossover = 种群中的第 { $a } 和第 { $b } 个棋盘被选为父代：{ $first } 和 { $second }（列号从第 1 行起）。它们的子代（在任何变异之前）是 { $child }。交叉点在哪一行之后（到该行为止的各行来自第一个父代）？
exercise-ask-passes = 第 { $row } 行第 { $col } 列的皇后能否通过斜线检查：下方各行没有皇后在它的任一条斜线上？
exercise-ask-swap = 下一个测试：交换第 { $a } 行和第 { $b } 行的皇后（第 { $colA } 列和第 { $colB } 列）。交换会被接受吗（能减少冲突时就接受）？
exercise-ask-formula = 公式把第 { $row } 行的皇后放在哪个格子？点击它。

## The answers given by a button.

exercise-option-backtrack = 回溯
exercise-option-stuck = 卡住
exercise-option-wipe-out = 值域清空
exercise-option-passes = 能：它通过
exercise-option-clashes = 不能：它有冲突
exercise-option-swap = 会：它们交换
exercise-option-refused = 不会：交换被拒绝
# $row: the last row the child takes from the first parent.
exercise-option-after-row = 在第 { $row } 行之后

## Answers in words, inside the verdicts and the answer keys.

exercise-answer-square = 第 { $row } 行第 { $col } 列
exercise-answer-backtrack = 回溯
exercise-answer-row = 第 { $row } 行
exercise-answer-stuck = 卡住
exercise-answer-none = 无
# $count: how many columns; $columns: their numbers, listed (exercise-list-…).
exercise-answer-columns = { $count ->
       *[other] 第 { $columns } 列
    }
exercise-number = { $number }
exercise-answer-wipe-out = 值域清空
exercise-answer-yes = 是
exercise-answer-no = 否
exercise-answer-percent = { $percent }%
# Rows of a board, for a crossover: "rows 1 to 3".
exercise-rows = 第 { $from }–{ $to } 行

## Lists, built from the front: $init is the list so far, $next or $last the item added.
## Squares are listed with semicolons ("row 2, column 1; row 4, column 3 and row 5,
## column 2"), numbers with commas ("1, 3 and 5").

exercise-list-semicolon = { $init }；{ $next }
exercise-list-comma = { $init }、{ $next }
exercise-list-and = { $init }和{ $last }
exercise-list-or = { $init }或{ $last }
exercise-list-or-more = { $init }、{ $next }
# Two sentences in a row.
exercise-sentences = { $first }{ $second }

## The answer key (the teacher's view, `nqueens exercise key`). $model: the algorithm's
## answer; $exact: the exact chance in percent, one decimal.

exercise-key-chance = { $model }（精确值 { NUMBER($exact, minimumFractionDigits: 1, maximumFractionDigits: 1) }%；差一个百分点也算对）
exercise-key-crossover = { $rows }中任一个（每个都产生这个子代；算法的交叉点在{ $model }之后）
exercise-key-any = { $answers }中任一个（同样好；算法抽到的是{ $model }）

## Verdicts. $answer: the learner's answer in words; $why: one of exercise-why-…; $model:
## the algorithm's answer; $count: how many answers are equally good.

exercise-right = 正确：{ $why }
exercise-wrong = 不对（你的答案：{ $answer }）：{ $why }
exercise-right-among = 正确：{ $answer }是 { $count } 个同样好的答案之一；算法从中随机抽取一个（这次是{ $model }）。
exercise-right-answer = 正确：{ $answer }。
exercise-why-wiped = 第 { $row } 行一个格子都不剩：值域清空，前向检验在此停止；皇后被拿起并继续后移。
exercise-why-fc-removes = 前向检验删去：{ $squares }。
exercise-why-missed = 漏掉：{ $answers }。
exercise-why-still = 仍在值域中：{ $squares }。
exercise-why-may-land = 皇后可以落在{ $columns }（没有皇后攻击的格子）。
exercise-why-attacked = 受攻击：{ $columns }。
# $count: the squares left in row $row's domain.
exercise-why-fewest = 第 { $row } 行还剩 { $count } 个格子，是最少的（并列时取最低的行）。
exercise-why-row-has = 第 { $row } 行剩 { $count } 个。
exercise-why-row-holds = 第 { $row } 行已经有皇后了。
exercise-why-any-square = { $squares }中任一个都对；算法抽到的是{ $model }。
exercise-why-algorithm = 算法的答案是{ $model }。
exercise-why-chance-sure = 这一步不会更差（ΔE ≥ 0），所以总会被接受：100%。
exercise-why-chance = e^(ΔE/T) = e^({ $delta }/{ NUMBER($temperature, minimumFractionDigits: 3, maximumFractionDigits: 3) }) = { NUMBER($exact, minimumFractionDigits: 1, maximumFractionDigits: 1) }%。
# $child: the child's columns from row 1 (data); $first, $second: the rows it takes from
# board $a and board $b (exercise-answer-row or exercise-rows); $rows: the rows after which
# a crossover makes the same child.
exercise-why-crossover = 子代 { $child } 从第 { $a } 个棋盘取{ $first }，从第 { $b } 个棋盘取{ $second }。
exercise-why-crossover-agree = 子代 { $child } 从第 { $a } 个棋盘取{ $first }，从第 { $b } 个棋盘取{ $second }；两个父代在那里相同，所以在{ $rows }中任一行之后交叉都能产生它。
exercise-why-passes = 下方没有皇后与它共享斜线：它通过。
exercise-why-clashes = 下方第 { $below } 行的皇后与第 { $row } 行的皇后共享一条斜线：它有冲突。
exercise-why-swap-taken = 交换能减少冲突，所以被接受。
exercise-why-swap-refused = 交换不会减少冲突，所以被拒绝。
exercise-why-arc-wipe-out = 弧相容使某一行一个格子都不剩：值域清空；皇后被拿起并继续后移。
exercise-why-arc-removes = 弧相容删去：{ $squares }。
exercise-over = 练习已结束：按“重置”换一道新题目。
exercise-undone = 不对（你的答案：{ $answer }）：已撤销；再试一次，或按“参考答案”看算法的这一步。
exercise-board-shows-step = 棋盘显示了它的这一步。
exercise-go-on = 从这里继续。

## The verdict at the end. $right: steps right at the first try, of $total; $fixes: wrong
## steps (fixed by the algorithm, or at the end's grading ($end is "yes") just wrong);
## $undos: wrong answers undone.

exercise-summary = { $total } 步中第一次就答对 { $right } 步{ $fixes ->
        [0] {""}
       *[other] ，{ $fixes } 步{ $end ->
            [yes] 答错
           *[other] 已改正
        }
    }{ $undos ->
        [0] {""}
       *[other] ，{ $undos } 步已撤销
    }。
exercise-summary-mismatch = 第一处不符在第 { $step } 步：你的答案是“{ $answer }”，算法的答案是“{ $model }”。
exercise-summary-model = 从第 { $step } 步起显示了参考答案：这道题目不计分。

## An answer the page could not read (not graded). $n: the board size; $why: what is wrong
## with it.

exercise-refused-square = 不是有效答案：格子由行和列确定，取值 1 到 { $n }。
exercise-refused-squares = 不是有效答案：格子是行和列组成的数对，取值 1 到 { $n }。
exercise-refused-token = 不是有效答案：{ $why }。

## `nqueens exercise` (the command line). $code: the code's number among those given;
## $whose: whose the code says it is ("Ada Lovelace, class FC-7KQ2M9"); $why: why it was
## refused.

exercise-cli-refused = 第 { $code } 个完成码被拒绝：{ $why }
exercise-cli-refused-whose = 第 { $code } 个完成码（{ $whose }）被拒绝：{ $why }
# $file: the package written; $megabytes: its size; $title: the exercise and class;
# $version: the SCORM version ("1.2", "2004 4th Edition"); $mastery: the percentage that passes.
exercise-cli-wrote = 已写入 { $file }（{ NUMBER($megabytes, minimumFractionDigits: 2, maximumFractionDigits: 2) } MB）：{ $title }，SCORM { $version }，及格分 { $mastery }%。请把它作为 SCORM 包导入你的学习管理系统（LMS）；每个学生的题目由其在学习管理系统中的学生 ID 抽取。

## The exercise's panel on the page (index.html's #exercise, www/exercise.js).

exercise-panel-title = 练习
exercise-keyboard =
    .aria-label = 用键盘选择格子
exercise-keyboard-row = 行
exercise-keyboard-col = 列
exercise-pick = 选择
exercise-undo = 撤销
exercise-reset = 重置（换新题目）
exercise-model = 参考答案
exercise-model-note = 显示算法的下一步；在重置之前，这道题目不再计分。
exercise-download = 下载我的答案（JSON）
exercise-leave = 离开练习
exercise-code-done = 完成码：把它交给老师
# $answered: steps answered so far, of $total.
exercise-code-so-far = 目前的完成码（已答 { $answered }/{ $total } 步；未完成）
exercise-copy = 复制完成码
exercise-copied = 已复制 ✓
exercise-copy-by-hand = 请选中后复制（Ctrl+C）
exercise-copied-status = 已复制完成码。
exercise-copy-by-hand-status = 请选中完成码并复制（Ctrl+C）。
exercise-setup-summary = 如何作答；班级代码、姓名和评分方式
exercise-class-label = 班级代码
exercise-learner-label = 你的姓名或学号
exercise-grading-label = 评分方式
exercise-grading-fix = 每步之后（错的一步会被改正）
exercise-grading-undo = 每步之后（错的一步会被撤销）
exercise-grading-end = 结束时
exercise-start = 开始
exercise-open = 当一回算法（计分练习）
exercise-open-why = 每个算法在默认参数下都有练习；在动画棋盘上，带前向检验、MAC，或前向检验加 MRV 或 LCV 的回溯也有练习。
exercise-name-needed = 请输入你的姓名或学号：你在班级练习中的题目由它抽取。
exercise-not-set-up = 无法设置练习的棋盘。
# $why: what the core refused (a bad class code, a name too long).
exercise-refused = { $why }。
exercise-step-refused = 这张幻灯片的练习无法开始：{ $why }。
# $answered: answers restored; $attempt: the attempt's number.
exercise-welcome-back = 欢迎回来：你第 { $attempt } 次作答的 { $answered } 个答案和得分已恢复。
exercise-welcome-back-host = 欢迎回来：你的 { $answered } 个答案和得分已恢复。
# $name: the exercise's name; $instance: exercise-instance.
exercise-status-step = { $name }：幻灯片棋盘上的下一步。
exercise-status-open = { $name }：{ $instance }。
exercise-status-open-anonymous = { $name }：{ $instance }。输入你的姓名或学号（在“如何作答；班级代码、姓名和评分方式”中），得到你自己的题目。
exercise-status-question = { $name }：第 { $step } 步，共 { $total } 步。
exercise-status-done-step = { $name }：完成。按“下一张”继续课程。
exercise-status-done = { $name }：完成。你的完成码在练习面板中。
# $class: the class code (data).
exercise-class = 班级 { $class }
exercise-ask-name = 在下面输入你的姓名或学号，然后按“开始”：你在班级练习中的题目由它抽取（在任何设备上都相同）。
# $moves: the moves' captions, one after another.
exercise-moves = 各步：{ $moves }
exercise-answer-buttons = 这一步用问题下方的按钮作答，不在棋盘上作答。
exercise-row-being-filled = 正在填的是第 { $row } 行：选择它的格子。
exercise-recorded = 答案已记录：结束时评分。
# $mark: ✓ or ✗; $verdict: the verdict.
exercise-verdict = { $mark } { $verdict }
exercise-taken-back = 你的上一个答案已撤回。
exercise-nothing-back = 没有可撤回的答案。
exercise-nothing-back-graded = 每一步在作答时就评分：没有可撤回的答案（在“错的一步会被撤销”的评分方式下，错的一步会自动为你撤销）。
exercise-reset-armed = 重置会放弃这次作答，换一道新题目（下一次）。若要上交已做的部分，请先复制下方的完成码。再按一次“重置”继续。
# $answer: the algorithm's answer in words.
exercise-model-shown = 参考答案：{ $answer }。
exercise-model-shown-first = 参考答案（这道题目从现在起不计分；按“重置”换一道新的）：{ $answer }。
exercise-model-shown-first-step = 参考答案（这一步从现在起不计分）：{ $answer }。
# $instance: exercise-instance.
exercise-slide-board = 幻灯片的棋盘：{ $instance }
exercise-chance-label = 概率（%）
exercise-chance-refused = 请输入百分比形式的概率，0 到 100 之间的数（36.8 按 37 计）。
exercise-check = 检查
# $count: squares picked so far.
exercise-done = 完成（{ $count ->
        [0] 未选
       *[other] 已选 { $count } 个
    }）
exercise-clear = 清除
# $summary: exercise-summary and the first mismatch.
exercise-all-answered = 完成：全部 { $total } 步都已作答。{ $summary }
exercise-question = 第 { $step } 步，共 { $total } 步：{ $prompt }
exercise-score-end = 已答 { $answered }/{ $total } 步：结束时评分。
# $fixes, $undos: 0 for none; $end: "yes" at the end's grading.
exercise-score = 得分：{ $total } 步中第一次就答对 { $right } 步（已答 { $answered } 步）{ $fixes ->
        [0] {""}
       *[other] ，{ $fixes } 步{ $end ->
            [yes] 答错
           *[other] 已改正
        }
    }{ $undos ->
        [0] {""}
       *[other] ，{ $undos } 步已撤销
    }。
exercise-score-model = { $score }已打开参考答案：这道题目不计分（按“重置”换一道新的）。
exercise-score-model-step = { $score }已打开参考答案：这一步不计分。
exercise-model-answer-shown = （已显示参考答案）

## A course page's saved work (SPLICE, www/splice.js).
exercise-host-silent = 请求你保存的作业时，课程页面没有回应（{ $seconds } 秒内），因此这是全新开始。如果它在你在这里第一次作答前回应，你的作业会在那时恢复。
exercise-host-late = 你在这里开始之后，课程页面才交回你保存的作业：为保留你在这里所做的，它没有被恢复（课程页面现在保存的是这些）。
exercise-host-keeps = 课程页面会保留它，直到你在这里第一次作答时被替换；重新加载页面可再次请求。
exercise-host-refused = 课程页面无法交回你保存的作业（{ $words }），因此这是全新开始。{ exercise-host-keeps }
exercise-host-unusable = 课程页面交回了本页无法使用的保存内容（{ $why }），因此这是一次新的尝试。{ exercise-host-keeps }
exercise-host-behind = 你在这台计算机上的作业比课程页面的副本更靠后：它会被保留，课程页面会在你下次作答时收到它。
## Why the saved work cannot be restored.
exercise-unfit-predict = 它是预测模式的进度，不是练习
exercise-unfit-none = 它不含练习
exercise-unfit-class-code = 它的班级代码无效
exercise-unfit-class-address = 它属于班级 { $class }，不是地址中的班级
exercise-unfit-class = 它属于班级 { $class }，不是 { $wanted }
exercise-unfit-no-learner = 它没有写明学生
exercise-unfit-learner = 它的学生姓名不是本页接受的姓名
exercise-unfit-other-learner = 它以另一个姓名保存，不是“{ $learner }”
exercise-unfit-grading = 它的评分方式不是本页的评分方式
exercise-unfit-attempt = 它的尝试次数不是整数
exercise-unfit-answers = 它的答案不是一组答案
exercise-unfit-replay = 它的答案无法在本练习中重放（{ $why }）
## Which algorithms have an exercise.
exercise-available = 使用默认参数的每种算法，以及带前向检验、MAC，或带 MRV 或 LCV 的前向检验的回溯

## The teacher's answer keys (www/teacher-key.js).

exercise-key-open = 在棋盘上打开这道题目（“观看”视图，新标签页，从它的起点开始）：单步前进会播放算法的各步
exercise-key-answer = 答案：
exercise-key-header-title = 学生页面上对这道题目的标注
# $learner: the name as typed.
exercise-key-print-title = 答案：{ $learner }
exercise-key-print-note = 第 1 行在底部，第 1 列在左边。学生页面对姓名 { $learner } 显示这道题目（空格和大小写不影响）。
exercise-key-col-learner = 学生
exercise-key-col-instance = 题目
exercise-key-col-answers = 算法的答案，逐步列出
exercise-key-table-title = 答案：{ $name }，班级 { $class }，第 { $attempt } 次
exercise-key-table-task = 每个学生要做的：{ $task }第 1 行在底部，第 1 列在左边。
exercise-key-status = { $learner } 的题目和答案：共 { $steps } 步。
exercise-key-name-needed = 请输入学生的姓名或学号：其题目由它抽取
# $why: what is wrong (a bad class code or attempt).
exercise-key-nothing-printed = 未打印：{ $why }。
# $lines: the lines left out (exercise-key-refused…), joined by semicolons.
exercise-key-left-out = 已略去：{ $lines }。
# $line: the line's number among the names pasted; $name: the name on it; $why: why it was left out.
exercise-key-refused = 第 { $line } 行：{ $why }
exercise-key-refused-named = 第 { $line } 行（{ $name }）：{ $why }
exercise-key-attempt-whole = 第几次必须是整数：1（第一个题目）、2、3……
exercise-key-same-learner = 与第 { $line } 行是同一学生
exercise-key-nothing-to-print = 没有可打印的：请粘贴学生的姓名或学号，每行一个。
# $learners: how many keys were printed.
exercise-key-printed-pages = 已把 { $learners } 个学生的答案发送去打印（每个学生一页）。
exercise-key-printed-table = 已把 { $learners } 个学生的答案发送去打印（一张表格）。

## The board in words for a screen reader (the canvas is a picture), rows from the top.

exercise-words-queen = 第 { $row } 行：皇后在第 { $col } 列
exercise-words-queen-attacked = 第 { $row } 行：皇后在第 { $col } 列，受到攻击
exercise-words-empty = 第 { $row } 行：空
# $marked: the marked columns (exercise-words-marked), joined by commas.
exercise-words-empty-marked = 第 { $row } 行：空；已标记的列 { $marked }
# $by: the row whose queen marked column $col.
exercise-words-marked = { $col }（由第 { $by } 行标记）
# $rows: each row in words, joined by semicolons.
exercise-words-board = 棋盘，从最上面一行起：{ $rows }。
# $caption: the last move's caption.
exercise-words-last = 上一步：{ $caption }
# $squares: the squares picked (exercise-answer-square), joined by semicolons.
exercise-words-picked = 目前已选：{ $squares }。
exercise-words-row-separator = { "；" }
exercise-words-column-separator = { "、" }
# The board's caption while an inference's prunes are asked.
exercise-caption-arc = 第 { $row } 行第 { $col } 列：皇后已放下；前向检验删去了 { $removed } 个格子（已划掉）。弧相容会删去哪些格子？
exercise-caption-prunes = 第 { $row } 行第 { $col } 列是安全的 — 放置皇后。放置它会删去哪些格子？

## The exercises' errors (src/exercise.rs): see locales/en/exercise.ftl.

exercise-error-unknown = 未知的练习“{ $text }”：应为 { $codes } 之一
exercise-error-class-code = “{ $text }”不是班级代码：班级代码由练习的字母（{ $codes }）、一个连字符和 { $digits } 个字母或数字组成，例如 FC-7KQ2M9
exercise-error-name-too-long = 学生的姓名或学号最多 { $max } 个字符
exercise-error-token = “{ $token }”不是 { NUMBER($n, useGrouping: "false") }×{ NUMBER($n, useGrouping: "false") } 棋盘上的答案
exercise-error-grading = 未知的评分方式“{ $text }”：应为 fix、undo 或 end
exercise-error-after-last = 第 { NUMBER($answer, useGrouping: "false") } 个答案在最后一步之后
exercise-error-undo-nothing = 第 { NUMBER($answer, useGrouping: "false") } 个答案没有可撤回的内容
exercise-error-name-escape = 姓名中有损坏的 % 转义
exercise-error-name-utf8 = 姓名不是 UTF-8 编码
exercise-error-not-code = 不是完成码（完成码以 NQX1~ 开头）
exercise-error-not-whole-code = 不是完整的完成码（完成码以 NQX1~ 开头，由 ~ 分隔成 13 部分）：被截断或输错
exercise-error-check = 校验不符：完成码被输错、截断或修改
exercise-error-not-number = { $field ->
        [attempt] 尝试次数
        [time] 用时
        [right] 答对数
        [steps] 步数
        [fixes] 改正数
       *[undos] 撤回数
    }不是数字
exercise-error-attempt-large = 尝试次数太大
exercise-error-score = 其答案得出 { NUMBER($total, useGrouping: "false") } 步中答对 { NUMBER($right, useGrouping: "false") } 步（改正 { NUMBER($fixes, useGrouping: "false") } 次，撤回 { NUMBER($undos, useGrouping: "false") } 次{ $opened ->
        [yes] ，已打开参考答案
       *[no] {""}
    }），而不是其声称的 { NUMBER($claimedTotal, useGrouping: "false") } 步中答对 { NUMBER($claimed, useGrouping: "false") } 步
exercise-error-no-name = 请输入学生的姓名或学号：每位学生的题目由它抽取
exercise-error-attempt-zero = 尝试次数为 1（第一道题目）、2、3……
exercise-error-params = { $algorithm } 的练习需要这些参数：{ $offered }
exercise-error-params-defaults = 其默认值
exercise-error-params-or = { $item } 或 { $last }
exercise-error-params-comma = { $item }、{ $rest }
