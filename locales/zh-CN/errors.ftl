# 内核的错误信息，简体中文。译自 locales/en/errors.ftl（见 docs/translating.md）。
# 术语同 locales/zh-CN/page.ftl：皇后、棋盘、行、列、回溯、排列、后继。
# 一个概念一个术语，及其出处：locales/zh-CN/terms.toml（由 tests/terms.rs
# 检查）：试验（trial）、尝试（attempt）、重试（try）、死路；斜线、节点（Krahets《Hello 算法》，github.com/krahets/hello-algo）；值域（《人工智能现代方法（第4版）》第6章学习笔记，blog.youkuaiyun.com/data_disciple/article/details/155605526）；弧相容（《软件工程》2018年第2期，zgkjsz.com/page/2018/0328/3319719.shtml）；爬山法、随机重启、模拟退火、遗传算法、适应度、交叉、局部搜索（wenku.csdn.net/doc/36594d4g6v）。未经搜索证实的在该文件中注明“not
# confirmed”。

error-size-not-whole = 棋盘大小“{ $text }”不是整数：{ $algorithm } 支持 1 到 { $max }
error-size-range = 棋盘大小 { $n } 超出范围：{ $algorithm } 支持 1 到 { $max }
error-size-no-solution = { $n }×{ $n } 棋盘上无解（Q({ $n }) = 0，OEIS A000170）：{ $algorithm } 只在找到解时停止
error-queens-rows = queens 必须是用逗号分隔的列号（0 表示空行），从第 1 行起每行一个，最多 { $max } 行
error-queens-column = queens 必须是用逗号分隔的列号（0 表示空行），从第 1 行起每行一个；“{ $text }”不是列号
error-board-rows = 1 到 { $max } 行的棋盘每行需要一个 0（空）到 n 的列号
error-seed-not-whole = 种子“{ $text }”不是 0 到 { $max } 的整数
error-seed-too-large = 种子 { $text } 大于 { $max }
error-seed-no-source = 没有随机种子的来源：{ $error }
error-param-none = { $algorithm } 没有参数（给出了“{ $name }”）
error-param-unknown = { $algorithm } 没有参数“{ $name }”：它的参数是 { $names }
error-param-twice = 参数 { $name } 给出了两次：只需给出一次
error-param-not-pair = “{ $piece }”不是 名称=值 形式的参数
error-param-choice = { $name }“{ $text }”：请从 { $choices } 中选择
error-param-whole = { $name }“{ $text }”：请选择 { $min } 到 { $max } 的整数
error-param-real = { $name }“{ $text }”：请选择 { $min } 到 { $max } 的数
error-param-flag = { $name }“{ $text }”：请选择 on 或 off
error-bound-n = n = { $n }
error-bound-any-n = n
error-bound-real = { NUMBER($value, maximumFractionDigits: 20, useGrouping: "false") }
error-queens-lv-k = k“{ NUMBER($k, useGrouping: "false") }”：请选择 0 到 { NUMBER($n, useGrouping: "false") } 的整数，即 { NUMBER($n, useGrouping: "false") } × { NUMBER($n, useGrouping: "false") } 棋盘的行数
error-annealing-floor = 下限 { NUMBER($floor, maximumFractionDigits: 20, useGrouping: "false") } 必须低于初始温度 { NUMBER($temperature, maximumFractionDigits: 20, useGrouping: "false") }（且冷却系数 { NUMBER($cooling, maximumFractionDigits: 20, useGrouping: "false") } 在 0 与 1 之间）：否则一次运行会在第一次提议前停止
error-table-runs = 该表至少需要一次运行
error-table-k = k“{ NUMBER($k, useGrouping: "false") }”：请选择 0 到 { NUMBER($n, useGrouping: "false") } 的 k
error-board-size = 棋盘大小 { NUMBER($n, useGrouping: "false") } 超出范围：请选择 { NUMBER($min, useGrouping: "false") } 到 { NUMBER($max, useGrouping: "false") } 的 n（{ $reason }）
error-no-solution = { $n }×{ $n } 棋盘上无解（Q({ $n }) = 0，OEIS A000170）：随机搜索会无休止地重启
error-no-such-task = n = { NUMBER($n, useGrouping: "false") } 没有计数任务 { NUMBER($index, useGrouping: "false") }：任务编号为 0 到 { NUMBER($last, useGrouping: "false") }
error-prefix = 无法从这些皇后开始：{ $what }
error-untranslated = { $text }
error-reason-permutation-swap = 所用的排列向量按 n² 增长
error-reason-count = 超出后统计全部解需要数小时
error-reason-backtracking = 回溯把每一行存放在一个 64 位位棋盘中
error-reason-brassard-bratley = 精确表要枚举每个有希望的向量
error-reason-qs1 = 时间：10,000,000 时约半分钟
error-reason-hill-climbing = 每一步要评估全部 n(n − 1) 个后继
error-reason-queens-lv = 页面的动画棋盘以及 k 的范围
error-reason-memory = 内存：每个皇后约 6 字节
error-reason-csp = 带推理、MRV 或 LCV 的回溯用一个字节为每个被删除的格子编号
error-reason-genetic = 超过 8 个皇后时，简单遗传算法需要数百万个后代
error-reason-simulated-annealing = 它的随机棋盘和步数保持较小
error-reason-construction = 存放列号的内存
error-reason-random-placement = 每次试验代价为 n²，且试验次数随 n 增长

## The page's own checks (src/refusals.rs, for src/bindings.rs)

error-board-columns = { NUMBER($n, useGrouping: "false") } 行的棋盘需要 { NUMBER($n, useGrouping: "false") } 个列号，而不是 { NUMBER($given, useGrouping: "false") } 个
error-memory-refused = 浏览器没有分配 { $n } 个皇后使用{ $algorithm }所需的 { $megabytes } MB 内存（每个皇后约 { $perQueen } 字节）：请选择更小的棋盘
error-count-kernel = 没有计数内核“{ $name }”：请从 { $kernels } 中选择
error-canvas-image = 画布（canvas）拒绝了该图像：{ $error }
error-no-question = 运行在第 { NUMBER($start, useGrouping: "false") } 步之后不再提问
error-mastery = 及格分是 0 到 100 的整数百分比，而不是 { NUMBER($mastery, maximumFractionDigits: 20, useGrouping: "false") }
