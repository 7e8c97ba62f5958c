# “观看”视图，简体中文（不含字幕、预测和练习，它们各有文件）。译自 locales/en/watch.ftl
# （每条消息及其变量的注释见该文件）。术语同 locales/zh-CN/page.ftl（“皇后”“棋盘”“回溯”
# “行”“列”），另有“搜索树”“结点”（数据结构课程的通用译法）、“试验”“重启”“冲突”
# “适应度”“种群”（遗传算法），Wirth 的“对角线标志”。
# 一个概念一个术语，及其出处：locales/zh-CN/terms.toml（由 tests/terms.rs
# 检查）：试验（trial）、尝试（attempt）、重试（try）、死路；斜线、节点（Krahets《Hello 算法》，github.com/krahets/hello-algo）；值域（《人工智能现代方法（第4版）》第6章学习笔记，blog.youkuaiyun.com/data_disciple/article/details/155605526）；弧相容（《软件工程》2018年第2期，zgkjsz.com/page/2018/0328/3319719.shtml）；爬山法、随机重启、模拟退火、遗传算法、适应度、交叉、局部搜索（wenku.csdn.net/doc/36594d4g6v）。未经搜索证实的在该文件中注明“not
# confirmed”。

## Side by side (#pair-view)

watch-pair-view =
    .aria-label = 两个算法并排
watch-pair-other = 旁边的算法
watch-pair-leave = 退出并排
watch-pair-hint = 单步在每个棋盘上各走一步；两边的前两个计数器单位相同。
watch-pair-left =
    .aria-label = 左边的棋盘
watch-pair-right =
    .aria-label = 右边的棋盘

## The board and the attempts per row

watch-stage =
    .aria-label = 棋盘
watch-board =
    .aria-label = 国际象棋棋盘
watch-row-attempts-head = 尝试
watch-row-attempts =
    .aria-label = 每行的尝试次数，最上面一行在前

## The timeline under the board

watch-timeline =
    .aria-label = 时间轴：显示的那一步
watch-tick-solution = 解
watch-tick-dead = 死路或重启
watch-tick-backtrack = 回溯

## The buttons under the timeline

watch-copy-step-link = 复制此步的链接
watch-save-png = 将棋盘保存为 PNG
watch-record = 录制视频或 GIF…
watch-print-worksheet = 打印练习单
watch-present = 演示
watch-side-by-side = 并排

## The large board, drawn scaled (#big-view)

watch-big-zoom-out = 缩小
watch-big-nearest = 转到最近的皇后
watch-big-hint = 每个方块的深浅表示其中皇后数与预期数的比较（一个解在每行每列各有一个皇后）：中灰表示与预期相同，更深表示更多，更浅表示更少，墨色表示两倍；约 ±10% 的波动属于偶然。受攻击的皇后为红色。点击可在该点周围放大 8 倍；不超过 64 × 64 格时显示真实的格子。
watch-big-chart =
    .aria-label = 运行过程中的冲突数和已放置的行数

## The search tree, the population, Wirth's flags

watch-tree-scroll =
    .aria-label = 搜索树（较宽时可横向滚动）
watch-tree =
    .aria-label = 搜索树
watch-population =
    .aria-label = 种群
watch-population-caption = 种群：当前这一代，每个棋盘附其适应度（互不攻击的皇后对数）；最后一个子代的父母加了轮廓。为下一代产生的子代逐个显示在棋盘上，这一代完成后加入种群。
watch-flags =
    .aria-label = Wirth 的斜线标志
watch-flags-caption = Wirth 的斜线标志：填充 = 被已检查的某一行占用。上：行 + 列（2 到 2n）；下：行 − 列（1 − n 到 n − 1）。

## The counters' panel beside the board

watch-counters =
    .aria-label = 计数器
watch-solution = 棋盘上的解
watch-solution-hint = （第 1…n 行的列号）
watch-running-bar =
    .aria-label = 正在运行到结束
watch-stop = 停止
watch-odds-title = 试验：预期与实际
watch-solutions-title = 已找到的解
watch-solution-prev = ◀ 上一个解
watch-solution-next = 下一个解 ▶
watch-pseudocode-title = 伪代码
watch-legend =
    .aria-label = 图例
watch-legend-title = 怎样读棋盘
watch-scaled-queens = 皇后（行对列），每个方块按其中预期的皇后数着色：中灰为符合预期，更深为更多，更浅为更少；皇后稀少处每个一个点
watch-scaled-attacked = 受攻击的皇后（同列或同斜线）
watch-scaled-chart = 棋盘下方：冲突数（红色）和已放置的行数（虚线）随时间的变化
watch-loading = 正在加载…

## Lists in running text

watch-list-comma = 、
watch-list-and = 和

## The status line of the animated board

watch-ready = 就绪：{ $n }×{ $n } 棋盘。按“播放”或“单步”。
watch-ready-seeded = 就绪：{ $n }×{ $n } 棋盘。种子 { $seed }。按“播放”或“单步”。
watch-playing = 正在播放…
watch-at-move = { $state ->
        [paused] 已暂停于
       *[other] 位于
    }第 { $move } 步。“单步”“播放”或“运行到结束”继续。
watch-at-move-of = { $state ->
        [paused] 已暂停于
       *[other] 位于
    }第 { $move } 步（共 { $span } 步）。“单步”“播放”或“运行到结束”继续。
watch-running = { $goal ->
        [all] 正在运行到搜索结束…
        [next] 正在运行到下一个解…
       *[solution] 正在运行到找到解…
    }
watch-running-progress = { $goal ->
        [all] 正在运行到搜索结束…
        [next] 正在运行到下一个解…
       *[solution] 正在运行到找到解…
    }{ $progress }，{ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } 秒。“停止”交还控制。
watch-progress-counter = { $label } { $value }
watch-stopped = 已停止：{ $progress }。“单步”“播放”或“运行到结束”从这里继续。
watch-stopped-unsolved = 没有解：按其参数，运行在 { $attempts } { $unit }后停止。后退可重看，或用“新种子”换一次运行。
watch-complete-none = 没有解：搜索在 { $attempts } 次尝试后完成。
watch-complete = 搜索完成：{ $attempts } 次尝试后共找到 { $found } 个解。
watch-oeis-as-published = 与公布值一致（OEIS A000170，解的个数）：Q({ $n }) = { $known }。
watch-oeis-unlike = 与公布值不同（OEIS A000170，解的个数）：Q({ $n }) = { $known }。
watch-played-range = 已播放第 { $from } 到 { $to } 步。
watch-seeking = 正在转到第 { $target } 步…现在在第 { $move } 步。
watch-seek-done = 位于第 { $move } 步（共 { $span } 步）。
watch-back-to-run = 回到这次 { $n }×{ $n } 运行。“单步”“播放”或“运行到结束”继续它。

## The board in words

watch-board-label = { $n }×{ $n } 棋盘，有 { $queens } 个皇后，第 1 到 { $queens } 行的列号为 { $columns }{ $values }
watch-board-empty = { $n }×{ $n } 棋盘，没有皇后{ $values }
watch-least-value = ；格子的最小值是 { $least }，位于 { $squares }
watch-least-value-more = ；格子的最小值是 { $least }，位于 { $squares } 以及另外 { $more } 个格子
watch-square = 第 { $row } 行第 { $col } 列
watch-row-attempts-row = 第 { $row } 行的尝试次数

## The population

watch-population-label = 种群共 { $boards } 个棋盘，适应度 { $fitness }（这一代最好的是 { $best }，满分 { $bestValue }；目前产生的子代不在其中）
watch-population-parents = 种群共 { $boards } 个棋盘，适应度 { $fitness }（这一代最好的是 { $best }，满分 { $bestValue }；目前产生的子代不在其中）；最后一个子代的父母：第 { $parents } 个棋盘

## Wirth's diagonal flags

watch-flags-sum = 行 + 列
watch-flags-difference = 行 − 列

## The search tree

watch-tree-label = 搜索树：{ $nodes } 个节点，{ $randomized ->
        [yes] 每个尝试的格子或随机放下的皇后一个
       *[no] 每个尝试的格子一个
    }；从第 1 行起每行：{ $perRow }；当前路径：列 { $path }
watch-tree-label-no-path = 搜索树：{ $nodes } 个节点，{ $randomized ->
        [yes] 每个尝试的格子或随机放下的皇后一个
       *[no] 每个尝试的格子一个
    }；从第 1 行起每行：{ $perRow }；当前路径：无
watch-tree-caption = 搜索树：{ $nodes } 个节点，{ $randomized ->
        [yes] 每个尝试的格子或随机放下的皇后一个
       *[no] 每个尝试的格子一个
    }（每行节点数：{ $perRow }）。被剪掉的叶子标着攻击它的行；点击节点可转到那一步。
watch-tree-caption-folded = 搜索树：{ $nodes } 个节点，{ $randomized ->
        [yes] 每个尝试的格子或随机放下的皇后一个
       *[no] 每个尝试的格子一个
    }（每行节点数：{ $perRow }）。被剪掉的叶子标着攻击它的行；每棵已完成的子树折叠成一个标有节点数的三角形；点击节点可转到那一步。
watch-tree-summary-label = 搜索树摘要：{ $nodes } 个节点；从第 1 行起每行：{ $perRow }
watch-tree-summary-caption = 搜索树，按深度汇总（n ≤ { $maxN } 且不超过 { $maxMoves } 步时完整绘制）：{ $nodes } 个节点，{ $randomized ->
        [yes] 每个尝试的格子或随机放下的皇后一个
       *[no] 每个尝试的格子一个
    }。
watch-tree-row = 第 { $row } 行

## The solutions found

watch-solution-item = { $columns }（第 { $move } 步）
watch-solution-item-label = 第 { $index } 个解：列 { $columns }，在第 { $move } 步找到
watch-solutions-none = 还没有：“运行到下一个解”，或“运行到搜索结束”找出全部。
watch-solutions-all = 共 { $count } 个：整个搜索。
watch-solutions-so-far = 目前找到 { $count } 个。
watch-solutions-more = 列出前 { $listed } 个；“上一个”和“下一个”可到达每一个。
watch-solutions-dropped = （保留 { $kept } 个；计数继续。）

## The odds of a randomized search

watch-odds-exact = 精确值
watch-odds-measured = 测量值，± { $error }
watch-odds-expected = 一次运行平均需要 1/p = { $tries } { $unit }：单次成功的概率为 p = { $success }（{ $spread }）。
watch-odds-impossible = 在 { $n } × { $n } 棋盘上，没有任何一{ $one }能成功。
watch-odds-run = 本次运行：{ $one } { $tries }。
watch-odds-run-solved = 本次运行：{ $one } { $tries }，已解出。
watch-odds-tally = 本页在 { $n } × { $n } 上已解出的运行：{ $runs } 次，平均每次 { $mean } { $unit }（“新种子”再加一次）。
watch-odds-tally-none = “新种子”开始另一次运行：每次解出的运行都计入统计。

## The timeline's words

watch-timeline-note = 第 { $move } 步，共 { $span } 步
watch-timeline-moves = （一步就是一次单步；尝试：{ $attempts } { $unit }）

## The legend

watch-mark-colours = 第 1 到 { $rows } 行的标记颜色
watch-mark-colours-repeat = 第 1 到 { $rows } 行的标记颜色；第 11 行起重复使用
watch-legend-source = 出处：
watch-legend-colours = {"："}

## The large board, drawn scaled

watch-big-ready = 就绪：{ $n } 个皇后。按“运行到结束”。
watch-big-ready-seeded = 就绪：{ $n } 个皇后。种子 { $seed }。按“运行到结束”。
watch-big-caption = 一个 { $n } × { $n } 的棋盘，按比例缩小绘制。“运行到结束”在后台（Web Worker）开始搜索，页面保持响应。
watch-big-scaled = { $n } × { $n } 棋盘的缩略视图
watch-big-rows-placed = 已放置的行
watch-big-steps = 步数（放置、移动和解）
watch-counter-title = 计数：{ $counts }
watch-big-starting = 正在启动 worker…
watch-big-memory = 内存 { $megabytes } MB
watch-big-memory-split = { $memory }：棋盘每个皇后 { $perQueen } 字节，程序 { $program } MB
watch-big-running = 在 worker 中运行：{ $steps } 步，剩余 { $left }，{ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } 秒，{ $memory }。“停止”取消。
watch-big-chart-label = 运行过程中的冲突数和已放置的行数：{ $samples } 个采样点，最多 { $most } 个{ $label }，最后放置了 { $placed } 行
watch-big-chart-placed = 已放置的行
watch-big-chart-steps = 步数
watch-big-solution = 解：{ $n } 个皇后，两两互不攻击。
watch-big-verified = 已解出并验证：{ $n } 个皇后通过了独立验证器，经过 { $counters }（{ $steps } 步，用时 { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } 秒）；{ $memory }。
watch-big-unverified = 运行结束了，但棋盘没有通过验证器：请报告此问题。
watch-big-failed = 大棋盘运行失败：{ $message }
watch-big-worker-failed = 大棋盘的 worker 失败：{ $message }。
watch-big-worker-no-start = 无法启动
watch-big-stopped = 已停止。“运行到结束”会让大棋盘从头重新开始。
watch-big-excerpt = （第 1–{ $first } 行和第 { $from }–{ $n } 行；点击棋盘可放大任意一行）
watch-big-region = 第 { $row }–{ $lastRow } 行，第 { $col }–{ $lastCol } 列：视野中有 { $queens } 个皇后。
watch-big-region-real = 第 { $row }–{ $lastRow } 行，第 { $col }–{ $lastCol } 列（真实格子）：视野中有 { $queens } 个皇后。
watch-big-whole = 整个棋盘，{ $n } × { $n }：已放置 { $queens } 个皇后。
watch-big-nearest-queen = 最近的皇后在第 { $row } 行第 { $col } 列（{ $offset }）。
watch-big-offset = 距中心{ $parts }
watch-big-offset-rows = { $way ->
        [plus] 向上
       *[minus] 向下
    } { $count } 行
watch-big-offset-columns = { $way ->
        [plus] 向右
       *[minus] 向左
    } { $count } 列

## Side by side

watch-pair-ready = 并排：{ $left } 和 { $right }，在 { $n }×{ $n } 棋盘上。单步在每个棋盘上各走一步。
watch-pair-ready-seeded = 并排：{ $left } 和 { $right }，在 { $n }×{ $n } 棋盘上。种子 { $seed }。单步在每个棋盘上各走一步。
watch-pair-moves = 已走步数
watch-pair-moves-counts = 目前显示的步数，每一步是算法的一个动作
watch-pair-placed = 已放置的皇后
watch-pair-placed-counts = 逐个放上棋盘的皇后（放置次数），两边共同的单位
watch-pair-no-placements = —（它移动已放满棋盘上的皇后）
watch-pair-board = { $name }：{ $n }×{ $n } 棋盘，有 { $queens } 个皇后，列号为 { $columns }
watch-pair-board-empty = { $name }：{ $n }×{ $n } 棋盘，没有皇后
watch-pair-where = { $name }：第 { $move } 步
watch-pair-paused = 已暂停。{ $where }
watch-pair-playing = 两边都在播放…
watch-pair-running = 两边都在运行到解… { $where }。“停止”交还控制。
watch-pair-stopped = 已停止。{ $where }。
watch-pair-took = { $name } { $solved ->
        [yes] 解出
       *[no] 未找到解而结束
    }，用了 { $moves } 步
watch-pair-took-placed = { $name } { $solved ->
        [yes] 解出
       *[no] 未找到解而结束
    }，用了 { $moves } 步，放置了 { $placed } 个皇后
watch-pair-both = { $left }；{ $right }。
watch-pair-announce = { $name }：{ $caption }
watch-pair-size = 并排支持 1 到 { $max } 行的棋盘。
watch-pair-note = { $name }的{ $note }

## The sandbox

watch-sandbox-size = 沙盒支持 1 到 { $max } 行的棋盘。
watch-sandbox-continue = { $name } 从你放的 { $placed } 个皇后继续：单步、播放或运行到结束。
watch-sandbox-empty = 棋盘是空的。

## Other status lines

watch-pseudocode-one-board = 伪代码只显示在单个棋盘旁：退出并排才能看到。
watch-predict-in-lesson = “下一张”（或 →）继续课程；“单步”询问再下一步。
watch-core-waiting = 正在等待浏览器为求解器释放内存…
watch-core-no-memory = 浏览器没有内存给求解器了：关闭此页面的其他标签页，然后重新加载（F5）。
watch-core-failed = 求解器无法加载（{ $message }）。请用“cargo xtask serve”构建。
watch-start-failed = 页面无法启动（在 { $stage } 阶段）：{ $message }。请重新加载页面（F5）。

## The board size typed, refused

watch-size-not-whole = 棋盘大小必须是 1 到 { $max } 的整数。
watch-size-out-of-range-scaled = 棋盘大小 { $n } 超出范围：{ $name } 支持 1 到 { $large }（不超过 { $animated } 时为动画，更大时为缩略视图）。
watch-size-out-of-range = 棋盘大小 { $n } 超出范围：动画棋盘支持 1 到 { $animated }。
watch-size-out-of-range-some-scaled = 棋盘大小 { $n } 超出范围：动画棋盘支持 1 到 { $animated }；{ $scaled }。
watch-size-scaled-first = { $names } 在缩略视图中最大到 { $limit }
watch-size-scaled-more = { $names } 最大到 { $limit }
watch-seed-field = { $problem }；留空则抽取新种子。

## What the address asks for and the page cannot do

watch-address-unknown-algorithm = 地址中的算法“{ $algorithm }”未知；显示 { $first }。
watch-address-showing-default = { $problem } 显示 n = { $n }。
watch-address-seed-drawn = { $problem } 已抽取新种子。
watch-address-seed-ignored = 地址中有误：{ $problem }；已忽略。
watch-address-params = { $problem }（在地址中）；使用默认值。
watch-address-params-beside = { $problem }（旁边的算法，地址中的 vs.）；使用默认值。
watch-address-move = 地址中的 { $name } 必须是整数步（0 为开始）；已忽略。
watch-address-queens = 地址中有误：{ $problem }；皇后已忽略。
watch-address-to-before-from = 地址中的 to 必须在 from 之后；已忽略。
watch-address-unknown-beside = 第一个算法旁边的算法“{ $algorithm }”未知（地址中的 vs）；显示第一个其他算法。
watch-address-slide = 地址中的 slide 必须是从 1 起的整数；已忽略。
watch-address-not-compared = 地址中的算法包括 { $unknown }，实验室不运行它们；它运行 { $compared }。
watch-address-compare-params = { $name }：{ $problem }（在地址中）；以默认值运行。
watch-address-run-ends = 运行在第 { $reached } 步结束，早于第 { $first } 步（地址中的 { $name }）。
watch-address-queens-scaled = 地址中的皇后需要 1 到 { $max } 行的棋盘（n = { $n } 以缩略视图绘制）；已忽略。
watch-address-queens-fit = 地址中的皇后必须放得进 { $n }×{ $n } 棋盘（最多 { $n } 行，列 1 到 { $n }）；已忽略。
watch-address-no-exercise = { $name } 没有练习（地址中的 exercise=1）：练习适用于 { $exercises }。

## Sentences the page composes (www/params.js, exercise.js, teacher-key.js)

sentence-end = { $text }。
params-refused-still = { $text }——仍为 { $name } = { $value }。
