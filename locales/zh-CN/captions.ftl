# 棋盘下方的说明文字，简体中文。译自 locales/en/captions.ftl（那里说明每条消息是什么、每个变量
# 是什么；见 docs/translating.md）。术语同 page.ftl（皇后、棋盘、行、列、斜线、回溯），以及
# Russell 与 Norvig《人工智能：一种现代的方法》中译本（后继、局部极小值、高原、侧向移动、随机
# 重启、值域、前向检验、弧相容、MRV、LCV、适应度、交叉、变异、温度、模拟退火）。
# 不带千位分隔符的数（行、列、h、T）写作 NUMBER(…, useGrouping: "false")。
# 一个概念一个术语，及其出处：locales/zh-CN/terms.toml（由 tests/terms.rs
# 检查）：试验（trial）、尝试（attempt）、重试（try）、死路；斜线、节点（Krahets《Hello 算法》，github.com/krahets/hello-algo）；值域（《人工智能现代方法（第4版）》第6章学习笔记，blog.youkuaiyun.com/data_disciple/article/details/155605526）；弧相容（《软件工程》2018年第2期，zgkjsz.com/page/2018/0328/3319719.shtml）；爬山法、随机重启、模拟退火、遗传算法、适应度、交叉、局部搜索（wenku.csdn.net/doc/36594d4g6v）。未经搜索证实的在该文件中注明“not
# confirmed”。

## How a caption's sentences join

caption-joined = { $before }。{ $after }
caption-joined-clause = { $before }，{ $after }
caption-joined-semicolon = { $before }；{ $after }
caption-empty = { "" }

## Parts of sentences

caption-delta-e = { $sign ->
        [plus] +{ NUMBER($size, useGrouping: "false") }
        [minus] −{ NUMBER($size, useGrouping: "false") }
       *[zero] 0
    }
caption-percent-whole = { NUMBER($percent, maximumFractionDigits: 0, useGrouping: "false") }%
caption-percent-tenths = { NUMBER($percent, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") }%
caption-percent-tiny = { NUMBER($mantissa, minimumFractionDigits: 2, maximumFractionDigits: 2) }e{ NUMBER($exponent, useGrouping: "false") }%
caption-marked = ；{ $above ->
        [yes] 上方
       *[no] { "" }
    }{ NUMBER($count, useGrouping: "false") } 格标记为 { NUMBER($row, useGrouping: "false") }

## Squares tried and queens placed

caption-try-attacked = 第 { NUMBER($row, useGrouping: "false") } 行第 { NUMBER($col, useGrouping: "false") } 列受到第 { NUMBER($by, useGrouping: "false") } 行皇后的攻击 — 继续
caption-trial-try-attacked = 回溯：第 { NUMBER($row, useGrouping: "false") } 行第 { NUMBER($col, useGrouping: "false") } 列受到第 { NUMBER($by, useGrouping: "false") } 行皇后的攻击 — 继续
caption-try-safe = 第 { NUMBER($row, useGrouping: "false") } 行第 { NUMBER($col, useGrouping: "false") } 列是安全的
caption-trial-try-safe = 回溯：第 { NUMBER($row, useGrouping: "false") } 行第 { NUMBER($col, useGrouping: "false") } 列是安全的
caption-try-placed = 第 { NUMBER($row, useGrouping: "false") } 行第 { NUMBER($col, useGrouping: "false") } 列是安全的 — 放置皇后{ $marks }
caption-trial-try-placed = 回溯：第 { NUMBER($row, useGrouping: "false") } 行第 { NUMBER($col, useGrouping: "false") } 列是安全的 — 放置皇后
caption-placed = 皇后放在第 { NUMBER($row, useGrouping: "false") } 行第 { NUMBER($col, useGrouping: "false") } 列{ $marks }
caption-placed-random = 第 { NUMBER($row, useGrouping: "false") } 行：从 { NUMBER($among, useGrouping: "false") } 个未受攻击的格中随机选出第 { NUMBER($col, useGrouping: "false") } 列
caption-placed-kept = 开始：经过 { NUMBER($swaps, useGrouping: "false") } 次交换后第 { NUMBER($row, useGrouping: "false") } 行保留第 { NUMBER($col, useGrouping: "false") } 列{ $free ->
        [yes] ，位于空闲斜线上
       *[no] ，仍受攻击
    }
caption-placed-conflicts = 开始：第 { NUMBER($row, useGrouping: "false") } 行选第 { NUMBER($col, useGrouping: "false") } 列，冲突数 { NUMBER($conflicts, useGrouping: "false") }
caption-placed-formula = 第 { NUMBER($row, useGrouping: "false") } 行：公式把皇后放在第 { NUMBER($col, useGrouping: "false") } 列
caption-lift = 第 { NUMBER($row, useGrouping: "false") } 行的皇后离开第 { NUMBER($col, useGrouping: "false") } 列{ $cleared ->
        [0] { "" }
       *[other] ；清除它的 { NUMBER($cleared, useGrouping: "false") } 个标记
    }
caption-check = 第 { NUMBER($row, useGrouping: "false") } 行第 { NUMBER($col, useGrouping: "false") } 列位于两条空闲斜线上 — 将其标为占用

## Dead ends

caption-dead-end-back = 第 { NUMBER($row, useGrouping: "false") } 行没有安全的格了 — 回到第 { NUMBER($back, useGrouping: "false") } 行
caption-trial-dead-end-lift = 第 { NUMBER($row, useGrouping: "false") } 行没有安全的格了 — 第 { NUMBER($lifted-row, useGrouping: "false") } 行的皇后离开第 { NUMBER($lifted-col, useGrouping: "false") } 列
caption-trial-failed = 第 { NUMBER($row, useGrouping: "false") } 行（回溯填的第一行）没有安全的格了 — 第 { $trial } 次试验失败
caption-dead-end = 第 { NUMBER($row, useGrouping: "false") } 行没有安全的格了
caption-none-unattacked = 第 { NUMBER($row, useGrouping: "false") } 行没有未受攻击的格
caption-trial-none-unattacked = 第 { NUMBER($row, useGrouping: "false") } 行没有未受攻击的格 — 第 { $trial } 次试验走进死路
caption-no-later-row = 第 { NUMBER($row, useGrouping: "false") } 行位于{ $diagonals ->
        [difference] 一条已占用的“行 − 列”斜线
        [sum] 一条已占用的“行 + 列”斜线
       *[both] 两条已占用的斜线
    }上，且没有后面的行可以交换 — 该向量失败
caption-wipe-out = 第 { NUMBER($row, useGrouping: "false") } 行的值域已空：值域清空 — 第 { NUMBER($by, useGrouping: "false") } 行的皇后继续后移

## Restarts

caption-restart-moves-used = 移动次数过多：重新贪心开始（第 { $number } 次尝试）
caption-restart-trial = 清空棋盘：第 { $number } 次试验开始
caption-restart-collisions = 排列 { $number }：随机放置，冲突 { NUMBER($collisions, useGrouping: "false") } 处
caption-restart-tests-used = 测试次数过多：新的排列（第 { $number } 次尝试）
caption-restart-vector = 排列向量 { NUMBER($number, useGrouping: "false") }：打乱皇后
caption-restart-climb = 随机重启：第 { NUMBER($number, useGrouping: "false") } 次爬山从新的随机棋盘开始
caption-restart-climb-h = 随机重启：第 { NUMBER($number, useGrouping: "false") } 次爬山从新的随机棋盘开始，h = { NUMBER($h, useGrouping: "false") }
caption-restart-run = 重启：第 { NUMBER($number, useGrouping: "false") } 轮从新的随机棋盘开始
caption-restart-run-h = 重启：第 { NUMBER($number, useGrouping: "false") } 轮从新的随机棋盘开始，h = { NUMBER($h, useGrouping: "false") }
caption-restart-population = 重启：本轮用完所有代仍未求解；第 { NUMBER($number, useGrouping: "false") } 轮从新的随机种群开始

## Queens moved

caption-sideways = 高原上的侧向移动：第 { NUMBER($row, useGrouping: "false") } 行的皇后从第 { NUMBER($from, useGrouping: "false") } 列到第 { NUMBER($to, useGrouping: "false") } 列；h 保持 { NUMBER($h, useGrouping: "false") }{ $tied ->
        [0] { "" }
        [1] { "" }
       *[other] （{ NUMBER($tied, useGrouping: "false") } 个最佳后继之一，随机选出）
    }
caption-move-h = 第 { NUMBER($row, useGrouping: "false") } 行的皇后从第 { NUMBER($from, useGrouping: "false") } 列移到第 { NUMBER($to, useGrouping: "false") } 列：h 从 { NUMBER($before, useGrouping: "false") } 降到 { NUMBER($after, useGrouping: "false") }{ $tied ->
        [0] { "" }
        [1] { "" }
       *[other] （{ NUMBER($tied, useGrouping: "false") } 个最佳后继之一，随机选出）
    }
caption-stays-conflicts = 第 { NUMBER($row, useGrouping: "false") } 行的皇后留在第 { NUMBER($from, useGrouping: "false") } 列：该行没有冲突少于 { NUMBER($there, useGrouping: "false") } 个的格；还剩 { NUMBER($pairs, useGrouping: "false") } 对冲突
caption-move-conflicts = 第 { NUMBER($row, useGrouping: "false") } 行的皇后从第 { NUMBER($from, useGrouping: "false") } 列移到第 { NUMBER($to, useGrouping: "false") } 列（那里有 { NUMBER($there, useGrouping: "false") } 个冲突）；还剩 { NUMBER($pairs, useGrouping: "false") } 对冲突
caption-move = 第 { NUMBER($row, useGrouping: "false") } 行的皇后从第 { NUMBER($from, useGrouping: "false") } 列移到第 { NUMBER($to, useGrouping: "false") } 列

## Swaps

caption-swap-in-use = 第 { NUMBER($row, useGrouping: "false") } 行第 { NUMBER($col, useGrouping: "false") } 列位于{ $diagonals ->
        [difference] 一条已占用的“行 − 列”斜线
        [sum] 一条已占用的“行 + 列”斜线
       *[both] 两条已占用的斜线
    }上 — 与第 { NUMBER($other, useGrouping: "false") } 行交换：第 { NUMBER($col, useGrouping: "false") } 列 ↔ 第 { NUMBER($to, useGrouping: "false") } 列
caption-swap-pass = 交换第 { NUMBER($first, useGrouping: "false") } 行和第 { NUMBER($second, useGrouping: "false") } 行（列 { NUMBER($from, useGrouping: "false") } ↔ { NUMBER($to, useGrouping: "false") }）
caption-swap-pass-fall = 交换第 { NUMBER($first, useGrouping: "false") } 行和第 { NUMBER($second, useGrouping: "false") } 行（列 { NUMBER($from, useGrouping: "false") } ↔ { NUMBER($to, useGrouping: "false") }）：冲突降到 { NUMBER($collisions, useGrouping: "false") }
caption-swap-drawn = 交换第 { NUMBER($first, useGrouping: "false") } 行和第 { NUMBER($second, useGrouping: "false") } 行
caption-swap-drawn-fall = 交换第 { NUMBER($first, useGrouping: "false") } 行和第 { NUMBER($second, useGrouping: "false") } 行：冲突降到 { NUMBER($collisions, useGrouping: "false") }

## Constraint satisfaction

caption-mrv = MRV 选第 { NUMBER($row, useGrouping: "false") } 行：{ $pruned ->
        [yes] 值域中剩
       *[no] 未受攻击的
    } { NUMBER($remaining, useGrouping: "false") } 格，最少
caption-forward-checking = 前向检验从空行的值域中删去 { NUMBER($count, useGrouping: "false") } 格，编号 { NUMBER($by, useGrouping: "false") }
caption-arc-consistency = 弧相容（AC-3）又删去 { NUMBER($count, useGrouping: "false") } 个没有支持的格，编号 { NUMBER($by, useGrouping: "false") }

## Simulated annealing

caption-propose-move = 在 T = { NUMBER($t, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") } 时提议：第 { NUMBER($row, useGrouping: "false") } 行的皇后从第 { NUMBER($from, useGrouping: "false") } 列到第 { NUMBER($to, useGrouping: "false") } 列，h { NUMBER($h, useGrouping: "false") } → { NUMBER($next, useGrouping: "false") }（ΔE = { $delta }）
caption-propose-swap = 在 T = { NUMBER($t, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") } 时提议：交换第 { NUMBER($first, useGrouping: "false") } 行和第 { NUMBER($second, useGrouping: "false") } 行，h { NUMBER($h, useGrouping: "false") } → { NUMBER($next, useGrouping: "false") }（ΔE = { $delta }）
caption-taken = 接受：这一步{ $better ->
        [yes] 更好
       *[no] 不更差
    }（ΔE = { $delta } ≥ 0，h { NUMBER($h, useGrouping: "false") } → { NUMBER($next, useGrouping: "false") }）
caption-taken-worse = 虽然更差仍接受：随机数 { NUMBER($draw, minimumFractionDigits: 3, maximumFractionDigits: 3) } 低于 e^(ΔE/T) = e^({ $delta }/{ NUMBER($t, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") }) = { $chance }
caption-taken-plain = 接受
caption-refused-odds = 拒绝：随机数 { NUMBER($draw, minimumFractionDigits: 3, maximumFractionDigits: 3) } 不低于 e^(ΔE/T) = e^({ $delta }/{ NUMBER($t, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") }) = { $chance }；h 保持 { NUMBER($h, useGrouping: "false") }
caption-refused-swap = 交换第 { NUMBER($first, useGrouping: "false") } 行和第 { NUMBER($second, useGrouping: "false") } 行不会减少冲突{ $keep ->
        [yes] { " " }— 保持不变
       *[no] { "" }
    }
caption-refused-move = 拒绝：第 { NUMBER($row, useGrouping: "false") } 行的皇后留在第 { NUMBER($from, useGrouping: "false") } 列（不去第 { NUMBER($to, useGrouping: "false") } 列）

## Stuck

caption-stuck = { $head }{ $stop }{ $then ->
        [restart] 。接着随机重启。
        [off] ，未求解（重启已关闭）。
       *[none] { "" }
    }
caption-local-minimum = 局部极小值：h = { NUMBER($h, useGrouping: "false") }，每个后继都更差（最好的 h = { NUMBER($best, useGrouping: "false") }）
caption-plateau = 困在高原：h = { NUMBER($h, useGrouping: "false") }，没有更好的后继，也没有剩余的侧向移动
caption-climb-stops = ；爬山在 { NUMBER($moves, useGrouping: "false") } 步后停止
caption-cooled = 已冷却：T = { NUMBER($t, minimumFractionDigits: 4, maximumFractionDigits: 4, useGrouping: "false") } 低于下限，h = { NUMBER($h, useGrouping: "false") }；本轮未求解而停止，接着新的一轮
caption-no-progress = 整遍扫描没有找到能改进的交换，还剩 { NUMBER($collisions, useGrouping: "false") } 处冲突 — 新的排列

## The genetic algorithm

caption-parents = 子代 { NUMBER($child, useGrouping: "false") }：父代 { NUMBER($first, useGrouping: "false") }（适应度 { NUMBER($first-fitness, useGrouping: "false") }）和 { NUMBER($second, useGrouping: "false") }（适应度 { NUMBER($second-fitness, useGrouping: "false") }）
caption-crossover = 在第 { NUMBER($at, useGrouping: "false") } 行后交叉
caption-crossover-fitness = 在第 { NUMBER($at, useGrouping: "false") } 行后交叉；适应度 { NUMBER($fitness, useGrouping: "false") }
caption-mutation = 变异：第 { NUMBER($row, useGrouping: "false") } 行改到第 { NUMBER($col, useGrouping: "false") } 列；适应度 { NUMBER($fitness, useGrouping: "false") }
caption-mutation-own = 变异：第 { NUMBER($row, useGrouping: "false") } 行改到第 { NUMBER($col, useGrouping: "false") } 列，即它原来的列：棋盘不变；适应度 { NUMBER($fitness, useGrouping: "false") }
caption-generation = 第 { NUMBER($number, useGrouping: "false") } 代：子代取代种群；最佳适应度 { NUMBER($best, useGrouping: "false") }，平均 { NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: "false") }

## Solutions and the end

caption-solution-search = 解 { $number }：每行都有一个皇后（列 { $columns }）
caption-solution-trial = 解：每行都有一个皇后，在第 { $trial } 次试验中找到
caption-solution-vectors = 经过 { $vectors } 个排列向量和 { $swaps } 次交换得到解
caption-solution-permutations = 解：没有冲突了，用了 { $permutations } 个排列
caption-solution-swaps = 解：没有冲突了，用了 { $swaps } 次交换
caption-solution-repairs = 解：没有皇后受到攻击，用了 { $moves } 步修复
caption-solution-formula = 解：构造完成，无需搜索
caption-solution-climb = 解：第 { NUMBER($climb, useGrouping: "false") } 次爬山走了 { NUMBER($moves, useGrouping: "false") } 步后 h = 0
caption-solution-run = 解：第 { NUMBER($run, useGrouping: "false") } 轮中 h = 0
caption-solution-child = 解：第 { NUMBER($generation, useGrouping: "false") } 代的子代 { NUMBER($index, useGrouping: "false") }（由第 { NUMBER($parents, useGrouping: "false") } 代繁殖）中每对皇后都互不攻击
caption-solution-board = 解：第 { NUMBER($generation, useGrouping: "false") } 代的棋盘 { NUMBER($index, useGrouping: "false") } 中每对皇后都互不攻击
caption-exhausted = 搜索完成：{ $solutions ->
        [0] 这个棋盘上没有解
       *[other] 共 { $solutions } 个解
    }

## The caption before the first move

caption-start = { $state }{ $next }
caption-start-state = { $algorithm ->
        [genetic] 开始：一个随机棋盘的种群；最好的在棋盘上。
        [hill-climbing] 开始：一个随机棋盘，每行的皇后在随机的列。
        [simulated-annealing] 开始：一个随机棋盘，每行的皇后在随机的列。
        [permutation-swap] 开始：每行每列各一个皇后。
        [qs1] 开始：每行每列各一个皇后。
        [qs4] 开始：一个随机排列。
       *[other] 开始：空棋盘。
    }
caption-first-step = { $algorithm ->
        [backtracking] 单步会尝试第 1 行第 1 列。
        [construction] 单步按公式放置第 1 行的皇后。
        [genetic] 单步产生第一个子代。
        [hill-climbing] 单步把一个皇后移到最佳后继。
        [min-conflicts] 单步用贪心开始放置第 1 行的皇后。
        [permutation-swap] 单步把它们打乱成一个随机排列。
        [qs1] 单步抽取一个随机排列。
        [qs4] 单步把第 1 行的皇后固定在空闲斜线上。
        [queens-lv] 单步把第 1 行的皇后放在随机一个未受攻击的格上。
        [random-placement] 单步把第 1 行的皇后放在随机一个未受攻击的格上。
        [simulated-annealing] 单步提议一个随机移动。
       *[other] 单步放置第 1 行的皇后。
    }
caption-start-random-board-h = 开始：一个随机棋盘，每行的皇后在随机的列；h = { NUMBER($h, useGrouping: "false") }。
caption-start-random-board-t = 开始：一个随机棋盘，每行的皇后在随机的列；h = { NUMBER($h, useGrouping: "false") }，T = { NUMBER($t, maximumFractionDigits: 6, useGrouping: "false") }。
caption-start-population = 开始：{ NUMBER($size, useGrouping: "false") } 个随机棋盘的种群，最好的在棋盘上（适应度 { NUMBER($fitness, useGrouping: "false") } / { NUMBER($max, useGrouping: "false") }）。
caption-first-step-first-choice = 单步按随机顺序把一个皇后移到找到的第一个更好的后继。
caption-first-step-mrv = 单步让 MRV 选剩余格最少的行：开始时每行都一样多，所以是第 1 行。
caption-first-step-lcv = 单步先尝试第 1 行约束最少的格（LCV）。
caption-first-step-lv-backtracking = k = 0 时回溯填每一行：单步尝试第 1 行第 1 列。
caption-first-step-lv-random = k = { NUMBER($k, useGrouping: "false") } 时每行都随机：单步把第 1 行的皇后放在随机一个未受攻击的格上。
caption-first-step-lv = 单步把第 1 行的皇后放在随机一个未受攻击的格上（第 1 到 { NUMBER($k, useGrouping: "false") } 行随机，之后回溯）。
caption-start-your-queen = 开始：你的皇后在第 1 行第 { NUMBER($col, useGrouping: "false") } 列；它保持不动。
caption-start-your-queens = 开始：你的 { NUMBER($count, useGrouping: "false") } 个皇后在第 1 到 { NUMBER($count, useGrouping: "false") } 行（列 { $columns }）；它们保持不动。
caption-first-step-row = 单步尝试第 { NUMBER($row, useGrouping: "false") } 行第 1 列。
caption-start-your-permutation = 开始：你的皇后，补全成一个排列（与别的皇后同列的皇后和每个空行都取了一个没有皇后的列）。
caption-first-step-swaps = 单步测试能减少冲突的受攻击皇后之间的交换。
caption-start-your-queens-greedy = 开始：你的皇后，每个空行贪心填满（皇后放在受攻击最少的格上）。
caption-first-step-repair = 单步把一个有冲突的皇后移到该行受攻击最少的格。
