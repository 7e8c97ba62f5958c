# 命令行，简体中文。译自 locales/en/cli.ftl（见 docs/translating.md）。
# “基本解”：在旋转和反射下互不等价的解。
# 一个概念一个术语，及其出处：locales/zh-CN/terms.toml（由 tests/terms.rs
# 检查）：试验（trial）、尝试（attempt）、重试（try）、死路；斜线、节点（Krahets《Hello 算法》，github.com/krahets/hello-algo）；值域（《人工智能现代方法（第4版）》第6章学习笔记，blog.youkuaiyun.com/data_disciple/article/details/155605526）；弧相容（《软件工程》2018年第2期，zgkjsz.com/page/2018/0328/3319719.shtml）；爬山法、随机重启、模拟退火、遗传算法、适应度、交叉、局部搜索（wenku.csdn.net/doc/36594d4g6v）。未经搜索证实的在该文件中注明“not
# confirmed”。

## nqueens count

count-solutions = Q({ $n }) = { $solutions }：{ $n }×{ $n } 棋盘上解的个数（OEIS A000170）
count-fundamental = { $fundamental } 个基本解，在旋转和反射下每个等价类取一个（OEIS A002562）
count-elapsed = 用时：{ NUMBER($ms, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") } 毫秒（{ $threads } 个线程，{ $kernel } 内核）
count-progress = 任务（前几行已固定）
count-no-avx512 = --kernel avx512：此 CPU 不支持 AVX-512F（请尝试 --kernel scalar）

## The --lang option

lang-unknown = --lang { $tag }：没有该语言的目录；命令行支持 { $available }

## nqueens solve

cli-solve-title = { $title }，{ NUMBER($n, useGrouping: "false") }×{ NUMBER($n, useGrouping: "false") } 棋盘
cli-solve-seed = 种子：{ $seed }
cli-solve-solution = 解（第 1..{ $n } 行的列号）：{ $columns }
cli-solve-found = 已找到解（用 --out 路径 或 --json 获取其 { NUMBER($n, useGrouping: "false") } 个列号）
cli-solve-exhausted = 无解：搜索已穷尽
cli-solve-counter = { $label }：{ $value }
cli-solve-per-row = 每行的尝试次数：{ $rows }
cli-solve-row = 第 { $row } 行：{ $attempts }
cli-solve-elapsed = 用时：{ NUMBER($ms, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") } 毫秒
cli-solve-progress = { $label } { $value }
cli-error = 错误：{ $message }
cli-write-error = 写入 { $path } 失败：{ $error }

## nqueens algorithms

cli-algorithms-title = { $title }（{ $randomized ->
        [yes] 随机，带种子
       *[no] 确定性
    }；n 最大 { NUMBER($max, useGrouping: "false") }）
cli-algorithms-units = 尝试是{ $attempt }，重试是{ $tries }
cli-algorithms-param = --param { $name }={ $values }（默认 { $default }）：{ $changes }

## nqueens compare

cli-compare-heading = n = { NUMBER($n, useGrouping: "false") }，每个算法运行 { NUMBER($trials, useGrouping: "false") } 次，主种子 { $seed }
cli-compare-algorithm = 算法
cli-compare-runs = 运行次数
cli-compare-mean = 平均尝试
cli-compare-median = 中位数
cli-compare-p90 = 第90百分位
cli-compare-max = 最大值
cli-compare-tries = 平均重试次数
cli-compare-success = 单次重试成功率
cli-compare-units = { $id }：尝试是{ $attempt }，重试是{ $tries }
cli-compare-timing = 正在计时…
cli-compare-time = { $id }：每次运行的 CPU 时间 { $time }（比较的运行共用 { $ms } 毫秒）
cli-compare-csv-error = 错误：无法写入 { $path }：{ $error }
cli-compare-csv-wrote = 已将 { NUMBER($runs, useGrouping: "false") } 次运行写入 { $path }
cli-progress-runs = 次运行
cli-param-unknown = { $ids } 都不接受参数“{ $name }”（见 nqueens algorithms）
cli-algorithm-error = { $algorithm }：{ $error }
cli-param-not-pair = “{ $text }”不是 名称=值 的形式
cli-master-seed = 主种子：{ $seed }

## The CPU time per run

cli-timing-spread = 中位数 { $median }，范围 { $best }–{ $max } { $unit ->
        [us] µs
       *[ms] ms
    }
cli-timing-time = { $best } { $unit ->
        [us] µs
       *[ms] ms
    }（{ $batches } 批中最快；{ $spread }）
cli-timing-busy = 机器太忙，无法计时：{ $batches } 批的中位数是最快的 { $ratio } 倍（超过 { $limit } 倍）；{ $spread }

## nqueens sweep

cli-sweep-heading = 每次运行的平均尝试次数，每个算法和规模运行 { NUMBER($trials, useGrouping: "false") } 次，主种子 { $seed }
cli-sweep-n = n
cli-sweep-no-solution = 无解
cli-sweep-from-to = --from { NUMBER($from, useGrouping: "false") } 大于 --to { NUMBER($to, useGrouping: "false") }

## nqueens bench

cli-bench-case = 用例“{ $case }”不是 算法:n 的形式
cli-bench-algorithm = 未知算法“{ $id }”：请从 { $ids } 中选择
cli-bench-n = “{ $case }”中的 n 不是数字

## nqueens papers
papers-sosic-gu-heading = Sosič 与 Gu（1991），表 2–5：我们的（主种子 { $seed }）| 论文
papers-col-collisions = 冲突数/n
papers-col-paper = 论文
papers-col-diagonal = 斜线最少–最多
papers-col-first = 首个排列成功
papers-col-pairs = 测试的对
papers-col-swaps = 测试的交换
papers-rolfe-heading = Rolfe（2006），1000 皇后：各运行四次，我们的 | 论文
papers-rolfe-one = 排列向量（算法一）
papers-rolfe-two = 试验（算法二）
papers-rolfe-row = { $what }：{ $ours } | { $paper }（{ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } 秒）
papers-aima-heading = Russell 与 Norvig，AIMA §4.1.1，8 皇后：我们的（{ NUMBER($climbs, useGrouping: "false") } 次爬山，主种子 { $seed }）| 书中
papers-aima-solved = 解出
papers-book = 书中
papers-aima-moves-solved = 解出时的移动
papers-aima-moves-stuck = 卡住时的移动
papers-aima-climb = { $sideways ->
        [0] 最陡上升
       *[other] 允许 { $sideways } 次侧向移动
    }
papers-aima-note = （± 一个标准误差；带重启的爬山及其移动：nqueens compare --algorithms hill-climbing --n 8）
papers-figure-heading = AIMA 第 2 版图 5.5，n 皇后，n = 2 到 50，一致性检查次数中位数：我们的 | 书中
papers-figure-column = { $column ->
        [0] 回溯
        [1] 回溯 + MRV
        [2] 前向检验
        [3] 前向检验 + MRV
       *[4] 最小冲突
    }
papers-thousands = { $value } 千
papers-figure-not-checks = （最小冲突统计冲突数，而不是检查：nqueens compare）
papers-figure-over = （49 个规模中有 { $over } 个超过 { $cap }；{ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } 秒）
papers-figure-note = 这里的一次检查测试不同行两个格子上的皇后是否互相攻击（见本书的命令行页面 docs/command-line.md）。
papers-bb-heading = Brassard 与 Bratley（1996），§10.6.3，{ $n } × { $n } 上的 queensLV：精确 | 实测（每行 { $runs } 次运行，主种子 { $seed }）{ $book ->
        [yes] {""} | 书中
       *[no] {""}
    }
papers-bb-what = 先随机放置 k 行，再回溯；节点：每次试验的空棋盘一次，加上每个放置的皇后
papers-bb-measured = 实测
papers-bb-best = 最好的 k：精确为 { $k }（t = { $t } 个节点），实测为 { $measured }{ $withbook ->
        [yes] ，书中为 { $book }
       *[no] {""}
    }（{ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } 秒）
papers-bb-legend = （p：成功的试验 ÷ 试验；s、e：成功或失败试验的节点数；t = s + (1 − p)/p · e，每个解的节点数）

## clap's usage errors (src/cli/usage.rs)

cli-clap-more = 更多信息请尝试“{ $help }”。
cli-clap-quoted = “{ $text }”
cli-clap-list-separator = 、
cli-clap-tip-similar-subcommand = 提示：{ $count ->
       *[other] 存在相似的子命令
    }：{ $values }
cli-clap-tip-similar-argument = 提示：{ $count ->
       *[other] 存在相似的参数
    }：{ $values }
cli-clap-tip-similar-value = 提示：{ $count ->
       *[other] 存在相似的值
    }：{ $values }
cli-clap-tip-escape = 提示：要把“{ $arg }”作为值传入，请用“-- { $arg }”
cli-clap-tip-exists = 提示：存在“{ $arg }”
cli-clap-tip-double-dash = 提示：存在子命令“{ $subcommand }”；要使用它，请删去它前面的“--”
cli-clap-unknown-argument = 意外的参数“{ $arg }”
cli-clap-unknown-subcommand = 无法识别的子命令“{ $subcommand }”
cli-clap-missing-subcommand = “{ $command }”需要一个子命令，但没有提供
cli-clap-subcommands = [子命令：{ $values }]
cli-clap-invalid-value = “{ $arg }”的值“{ $value }”无效
cli-clap-value-required = “{ $arg }”需要一个值，但没有提供
cli-clap-invalid-value-because = { $invalid }：{ $reason }
cli-clap-missing-arguments = 缺少以下必需的参数：
cli-clap-argument-repeated = 参数“{ $arg }”不能多次使用
cli-clap-argument-conflict = 参数“{ $arg }”不能与“{ $other }”一起使用
cli-clap-argument-conflict-list = 参数“{ $arg }”不能与以下参数一起使用：
cli-clap-argument-conflict-others = 参数“{ $arg }”不能与给定的其他一个或多个参数一起使用
cli-clap-too-many-values = “{ $arg }”有意外的值“{ $value }”；不需要更多的值
cli-clap-wrong-number-of-values = “{ $arg }”需要 { $expected } 个值，但提供了 { $actual } 个
cli-clap-no-equals = 给“{ $arg }”赋值时需要等号
cli-clap-invalid-utf8 = 一个或多个参数中有无效的 UTF-8
cli-clap-number-empty = 空字符串不是整数
cli-clap-number-invalid-digit = 数字中有无效的字符
cli-clap-number-too-large = 数字太大
cli-clap-number-too-small = 数字太小
cli-clap-not-in-range = { $value } 不在 { $low } 到 { $high } 之间
cli-clap-not-at-least = { $value } 小于 { $low }
