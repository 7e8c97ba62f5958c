# 预测模式（www/predict.js）和沙盒（www/sandbox.js），简体中文。译自 locales/en/predict.ftl
# （见 docs/translating.md）。术语参照 Russell & Norvig《人工智能：一种现代的方法》
# （清华大学出版社译本）：回溯、前向检验（forward checking）、弧相容（arc consistency）、
# 定义域（值域）、最少剩余值（MRV）、后继、适应度、交叉、变异；“定义域”“回溯”亦见
# baeldung-cn.com/cs/csp。皇后、行、列、攻击同 page.ftl。
# 一个概念一个术语，及其出处：locales/zh-CN/terms.toml（由 tests/terms.rs
# 检查）：试验（trial）、尝试（attempt）、重试（try）、死路；斜线、节点（Krahets《Hello 算法》，github.com/krahets/hello-algo）；值域（《人工智能现代方法（第4版）》第6章学习笔记，blog.youkuaiyun.com/data_disciple/article/details/155605526）；弧相容（《软件工程》2018年第2期，zgkjsz.com/page/2018/0328/3319719.shtml）；爬山法、随机重启、模拟退火、遗传算法、适应度、交叉、局部搜索（wenku.csdn.net/doc/36594d4g6v）。未经搜索证实的在该文件中注明“not
# confirmed”。

## The question's box (index.html)

predict-title = 预测下一步
predict-download = 下载我的答案（JSON）

## The score, what to press, the verdict

predict-score = 得分：{ $asked } 题中答对 { $right } 题
predict-start = 按“单步”（或 →）：先预测算法将做什么。
predict-next = 按“单步”（或 →）进入下一题。
predict-withdrawn = 自那道题以来棋盘已变化，因此该题已撤回。按“单步”（或 →）获取关于当前这一步的题目。
predict-right = 正确：{ $truth }
predict-wrong = 不太对：{ $truth }
predict-again = { $verdict }（已答过：不再重复计分。）
predict-check = 检查
predict-grid-column = 列：
predict-grid-row = 行：
predict-grid-square = 行·列：
predict-option-column = 第 { $col } 列
predict-option-row = 第 { $row } 行
predict-option-square = 第 { $row } 行第 { $col } 列
predict-square = 第 { $row } 行第 { $col } 列
predict-squares-separator = ；
predict-comma = 、

## Which row MRV fills next

predict-mrv-ask = MRV 接下来填哪一行：剩余格子最少的空行（未被划掉或攻击；并列时取最低的一行）？（在棋盘上点击该行，或从下面选择。）
predict-mrv-truth = MRV 选了第 { $row } 行，即剩余格子最少的空行（{ $remaining } 个；并列时取最低的一行）。

## Which square is tried next, safe or attacked; what a placement removes

predict-try-ask = 搜索接下来尝试第 { $row } 行的哪个格子？
predict-try-none = 没有：已无格子可试（死路）
predict-attack-ask = 你选的格子是安全的，还是受到攻击？被哪一行攻击？（若有多行攻击它，任一行都算对。）
predict-safe = 安全
predict-attacked-by = 受第 { $row } 行攻击
predict-wipe-ask = 它的皇后放在{ $square }。去掉它使之无值可取的格子后，是否有某个空行一个格子都不剩（值域被清空）？如果有，是哪一行？
predict-wipe-none = 没有行被清空
predict-prune-ask = 它的皇后放在{ $square }。这会从各空行的值域中去掉哪些格子（前向检验去掉它攻击的格子{ $arcs ->
        [yes] ；然后为保持弧相容，去掉在某个其他行中失去支持的每个格子
       *[no] {""}
    }）？把它们都选出来（在棋盘上或这里），然后点“检查”。
predict-dead-end-truth = 该行已无格子可试：死路{ $then ->
        [backtrack] ，于是它回溯了
       *[fail] ，于是这次尝试失败了
    }。
predict-how-safe = 该格安全
predict-how-attacked = 受第 { $row } 行攻击
predict-how-attacked-rows = 受第 { $rows } 行攻击（其标记显示最低的 { $mark }）
predict-try-truth = 它尝试了第 { $row } 行第 { $col } 列，{ $how }。
predict-try-truth-wiped = 它尝试了第 { $row } 行第 { $col } 列，{ $how }；皇后放在那里后，第 { $wiped } 行一个格子都不剩：值域被清空。
predict-try-truth-pruned = 它尝试了第 { $row } 行第 { $col } 列，{ $how }；皇后放在那里后，去掉了{ $removed }。
predict-removed = { $count } 个格子（{ $how ->
        [arc-consistency] 弧相容
       *[forward-checking] 前向检验
    }：{ $squares }）
predict-then = { $first }，然后{ $then }
predict-removed-none = 零个格子

## Whether a proposal is taken

predict-accept-ask-move = 提议把第 { $row } 行的皇后移到第 { $col } 列。它被接受的可能性有多大？
predict-accept-ask-swap = 提议交换第 { $first } 行和第 { $second } 行的皇后。它被接受的可能性有多大？
predict-accept-certain = 必定接受：这一步不会更差
predict-accept-likely = 很可能：其概率不低于二分之一
predict-accept-unlikely = 可能不会：其概率低于二分之一
predict-accept-truth-certain = 它必定被接受：这一步不会更差，结果它被{ $taken ->
        [yes] 接受
       *[no] 拒绝
    }了。
predict-accept-truth = 其概率为 e^(ΔE/T) = { NUMBER($percent, minimumSignificantDigits: 2, maximumSignificantDigits: 2) }%，结果它被{ $taken ->
        [yes] 接受
       *[no] 拒绝
    }了。

## What the search does after a dead end

predict-dead-end-ask = 第 { $row } 行{ $empty ->
        [yes] 没有不受攻击的格子：死路
       *[no] 是死路
    }。搜索接下来做什么？
predict-restart-permutation = 从一个新的随机排列重启
predict-restart-empty = 在空棋盘上开始新的尝试
predict-go-back = 回到第 { $row } 行并移动它的皇后
predict-attacked-square = 把皇后放在受攻击的格子上
predict-restart-truth = 它从不回溯：它丢弃这次试验，{ $from ->
        [permutation] 从一个新的随机排列
       *[empty] 在空棋盘上
    }重启。
predict-backtrack-truth = 它回溯了：拿起第 { $row } 行的皇后，把它往后移。

## Where a queen placed at random can land

predict-landing-ask = 第 { $row } 行的皇后可能落在哪些格子上？把它们都选出来，然后点“检查”（一个都没有：死路）。
predict-landing-truth = 皇后可能落在第 { $columns } 列（共 { $count } 列）。
predict-landing-dead = 该行每个格子都受到攻击：死路。

## The column a formula gives

predict-formula-ask = 公式给第 { $row } 行哪一列？
predict-formula-truth = 公式给出第 { $col } 列。

## The child of two parents (a genetic algorithm)

predict-child-ask = 种群中的第 { $a } 和第 { $b } 个棋盘被选为父代：{ $boardA }（适应度 { $fitnessA }）和 { $boardB }（适应度 { $fitnessB }），列号从第 1 行起。它们在第 { $at } 行之后交叉：变异之前，子代是哪个？
predict-child-truth = 子代从第 { $a } 个棋盘取第 1–{ $at } 行，从第 { $b } 个棋盘取第 { $after }–{ $n } 行：{ $child }。
predict-child-truth-mutated = 子代从第 { $a } 个棋盘取第 1–{ $at } 行，从第 { $b } 个棋盘取第 { $after }–{ $n } 行：{ $child }；然后第 { $row } 行从第 { $from } 列变异到第 { $to } 列。

## Which queen moves where (hill climbing, min-conflicts)

predict-successor-ask = 下一步移动哪一行的皇后{ $values ->
        [yes] （参考各格子的值）
       *[no] {""}
    }？（在棋盘上点击它的新格子，或选择行。）
predict-successor-none = 没有：没有更好的后继，爬山卡住了
predict-successor-column-ask = 移到哪一列？
predict-stuck-truth = 没有更好的后继：爬山卡住了。
predict-successor-moved = 它把第 { $row } 行的皇后移到了第 { $col } 列
predict-successor-stayed = 第 { $row } 行的皇后留在第 { $col } 列
predict-successor-h = { $what }，该处 h = { $h }
predict-successor-ties = { $what }（它可选的 { $ties } 个格子中任一个都算对）
predict-successor-truth = { $what }。

## The diagonal check (permutation swap)

predict-check-ask = 第 { $row } 行的皇后能否通过斜线检查（下方各行没有皇后在它的任一斜线上）？
predict-check-yes = 能：它通过
predict-check-no = 不能：它与上方某行的皇后交换
predict-check-passed = 它通过了：下方没有皇后与它共享斜线。
predict-check-clashed = 它在斜线上冲突，所以它的皇后被交换了。

## A swap tested (QS1, QS4)

predict-pair-ask = 下一步测试交换第 { $a } 行和第 { $b } 行的皇后（第 { $colA } 列和第 { $colB } 列）。交换会被接受吗（伪代码说明了何时接受）？
predict-pair-yes = 会：它们交换
predict-pair-no = 不会：交换被拒绝
predict-pair-taken = 交换被接受了。
predict-pair-refused = 交换被拒绝了：它没有帮助。

## Does a queen move?

predict-move-ask = 下一步会移动皇后吗？
predict-yes = 会
predict-no = 不会
predict-moved = { $moved ->
        [0] 没有皇后移动。
       *[other] { $moved } 个皇后移动了。
    }

## A course page's saved place and score (SPLICE)

predict-host-late = 你在这里作答之后，课程页面才交回你保存的进度和得分：为保留你在这里的答案，它们没有被恢复（课程页面现在保存的是这些答案）。
predict-host-keeps = 课程页面会保留它，直到你在这里第一次作答时被替换；重新加载页面可再次请求。
predict-host-refused = 课程页面无法交回你保存的进度和得分（{ $words }），因此这是全新开始。{ predict-host-keeps }
predict-host-unusable = 课程页面交回了本页无法使用的保存内容（{ $why }），因此这是全新开始。{ predict-host-keeps }
predict-host-silent = 请求你保存的进度和得分时，课程页面没有回应（{ $seconds } 秒内），因此这是全新开始。如果它在你在这里第一次作答前回应，进度和得分会在那时恢复。
predict-unfit-exercise = 它是练习的作答，不是预测模式的进度
predict-unfit-no-place = 它不包含某次运行中的位置
predict-unfit-other-run = 它属于另一次运行（{ $theirs }），不是这次（{ $mine }）
predict-unfit-numbers = 它的位置和得分不是相互吻合的整数
predict-unfit-answers = 它的答案不是列表
predict-unfit-beyond = 它的位置（第 { $position } 步）超出了这次运行的最后一步（第 { $reached } 步）
predict-run = { $name }，n = { $n }
predict-run-seed = { $run }，随机种子 { $seed }
predict-run-params = { $run }，{ $params }
predict-run-unknown = “{ $id }”
predict-welcome = 欢迎回来：你的得分（{ $asked } 题中答对 { $right } 题）和你在第 { $position } 步的位置已恢复。按“单步”（或 →）进入下一题。

## The sandbox (www/sandbox.js, index.html's sandbox tools)

predict-sandbox-hint = 回溯从第 1、2、… 行的皇后继续（其上各行为空），从不移动它们；min-conflicts 和 QS1 修复整个棋盘。
predict-sandbox-open = 自己放置皇后
predict-sandbox-be-backtracker = 亲自回溯
predict-sandbox-clear = 清空棋盘
predict-sandbox-leave = 离开沙盒
predict-sandbox-ready = 沙盒：点击一个格子在那里放一个皇后（每行一个），再次点击将其移除。
predict-sandbox-continue = 用{ $name }继续
predict-sandbox-placed-counter = 已放皇后
predict-sandbox-conflicts-counter = 互相攻击的对数
predict-sandbox-why-gap = 用回溯继续需要第 1、2、… 行有皇后，且皇后下方没有空行：第 { $gap } 行是空的，而第 { $above } 行有皇后。（min-conflicts 和 QS1 可以修复任何棋盘。）
predict-sandbox-why-attack = 用回溯继续需要互不攻击的皇后：第 { $low } 行和第 { $row } 行的皇后互相攻击。移动其中一个，或让 min-conflicts 或 QS1 修复棋盘。
predict-sandbox-why-full = 每行都有皇后：回溯已无可搜索之处。
predict-sandbox-removed = 移除了第 { $row } 行的皇后。
predict-sandbox-moved = 把第 { $row } 行的皇后移到第 { $col } 列。
predict-sandbox-placed = 在第 { $row } 行第 { $col } 列放了一个皇后。
predict-sandbox-solved = 一个解：没有两个皇后互相攻击。
predict-sandbox-conflicts = { $conflicts } 对皇后互相攻击。
predict-sandbox-status = { $did }{ $verdict }
predict-sandbox-caption-solved = 一个解：{ $n } 个皇后，没有两个互相攻击。
predict-sandbox-caption = 沙盒：已放 { $placed }/{ $n } 个皇后{ $conflicts ->
        [0] {""}
       *[other] ，{ $conflicts } 对互相攻击
    }。数字标出受下方攻击的格子。
predict-sandbox-board = { $n }×{ $n } 沙盒棋盘；皇后所在行：{ $queens }
predict-sandbox-queen = { $row }（第 { $col } 列）
predict-sandbox-none = 无

## A printed worksheet's questions about the next move (worksheet.js prints them)

predict-sheet-mark = 在棋盘上标出下一行中受皇后攻击的每个格子，并写上攻击它的最低一行的行号。
predict-sheet-parents = 在种群中（印在棋盘下方），哪两个棋盘最可能成为下一个子代的父代？（每个父代按其适应度的比例被选中。）
predict-sheet-cross = 在第 { $row } 行之后交叉这两个棋盘：从第 1 行起写出子代的列号。
predict-sheet-child-fitness = 这个子代的适应度是多少（互不攻击的皇后对数）？它比两个父代都更适应吗？
predict-sheet-cross-out = 在棋盘上划掉不再属于其所在行值域的每个格子，并写上去掉它的皇后所在的行号。
predict-sheet-mrv = 搜索接下来填哪一行？（值域中剩余格子最少的空行；并列时取最低的一行。）它先试这一行的哪个格子？
predict-sheet-try = 搜索接下来尝试第 { $row } 行的哪个格子？它安全吗，还是受到攻击？被哪些行攻击？
predict-sheet-prune = 在那里放一个皇后时，它会从各空行的值域中去掉哪些格子？是否有值域被清空？
predict-sheet-next-three = 在那个格子之后，接下来的三步是什么？（尝试一个格子、放一个皇后，或回溯。）
predict-sheet-count = 在这四步之后，搜索总共会尝试多少个格子？（工作表给出了目前的计数。）
predict-sheet-delta = 选一个皇后移到其所在行的另一个格子。为此算出 ΔE = h(当前) − h(下一个)。
predict-sheet-chance = 在温度 T 下，你的移动被接受的概率是多少？（若 ΔE ≥ 0 则必定接受，否则为 e^(ΔE/T)。）
predict-sheet-cooling = 随着 T 下降，接受更差移动的概率会怎样？
predict-sheet-landing = 第 { $row } 行的皇后可能落在哪些格子上？每个格子的可能性有多大？
predict-sheet-dead-end = 如果某一行没有不受攻击的格子，搜索会怎么做？
predict-sheet-trials = 在这个棋盘上一次试验成功的概率为 p：一次运行大约需要多少次试验？
predict-sheet-formula = 公式给第 { $row } 行哪一列？
predict-sheet-check = 检查棋盘上没有两个皇后互相攻击。
predict-sheet-values = 选一个皇后。在其所在行的其他每个格子上，写出把该皇后移到那里后棋盘的 h。
predict-sheet-steepest = 最陡上升选择哪个后继？圈出值最小的每个格子。
predict-sheet-minimum = 这一步之后，棋盘是局部极小、高原，还是都不是？为什么？
predict-sheet-circle = 圈出受其他皇后攻击的每个皇后，并画出它们共享的斜线。
predict-sheet-move = 下一步会移动皇后吗？移动哪一个，移到哪里？
predict-sheet-pairs = 这一步之后，会有多少对皇后互相攻击？
