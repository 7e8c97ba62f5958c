# 每个算法对自身的说明，简体中文。译自 locales/en/algorithms.ftl（其文件头解释各标识符；见
# docs/translating.md）。
# 术语同 locales/zh-CN/page.ftl（“皇后”“棋盘”“行”“列”“对角线”“攻击”“回溯”），搜索算法依
# Russell 与 Norvig《人工智能：一种现代的方法》（第 3 版，清华大学出版社 2013）：爬山法、
# 模拟退火、遗传算法、适应度、杂交、变异、后继、启发式、值域、前向检验、弧一致性（AC-3，
# 同 blog.youkuaiyun.com “约束求解与八皇后问题”：弧一致性、回溯搜索、最小剩余值）、最小冲突、
# 随机重启。符号（n、k、h、T、ΔE、c）保持不变。
# 一个概念一个术语，及其出处：locales/zh-CN/terms.toml（由 tests/terms.rs
# 检查）：试验（trial）、尝试（attempt）、重试（try）、死路；斜线、节点（Krahets《Hello 算法》，github.com/krahets/hello-algo）；值域（《人工智能现代方法（第4版）》第6章学习笔记，blog.youkuaiyun.com/data_disciple/article/details/155605526）；弧相容（《软件工程》2018年第2期，zgkjsz.com/page/2018/0328/3319719.shtml）；爬山法、随机重启、模拟退火、遗传算法、适应度、交叉、局部搜索（wenku.csdn.net/doc/36594d4g6v）。未经搜索证实的在该文件中注明“not
# confirmed”。

## Backtracking (backtracking)

algorithm-backtracking-name = 回溯
algorithm-backtracking-title = 回溯
algorithm-backtracking-summary = 从左下角开始、逐行进行的深度优先回溯。每试一个格子算一次尝试；当某一行没有安全的格子时，搜索回溯。
algorithm-backtracking-source = “第一个解”演练；4×4 在 26 次尝试后得到第一个解，8×8 在 876 次后（OEIS A140450）。
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-backtracking-attempt-unit = 试过的格子
algorithm-backtracking-tries-unit = 次运行
algorithm-backtracking-collisions = 冲突
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-backtracking-line-1 = 对每一行，从第 1 行向上，从第 1 列起：
algorithm-backtracking-line-2 = 试该行的下一个格子
algorithm-backtracking-line-3 = 若下方有皇后攻击它（格子上的标记）：右移
algorithm-backtracking-line-4 = 否则放下皇后并标记它攻击的格子；上移一行
algorithm-backtracking-line-5 = 若每行都有皇后：得到一个解
algorithm-backtracking-line-6 = 若该行没有格子可试：回溯到下面一行
algorithm-backtracking-line-7 = 拿起那一行的皇后，清除其标记，并把它右移
algorithm-backtracking-line-8 = 当第 1 行没有格子可试时，搜索完成
algorithm-backtracking-line-9 = 使用 MRV：接下来填值域中剩余格子最少的空行
algorithm-backtracking-line-10 = 使用前向检验：从空行中删去皇后攻击的格子
algorithm-backtracking-line-11 = 使用 MAC：再删去在另一行中失去支持的每个格子（AC-3）
algorithm-backtracking-line-12 = 若某行的值域被清空：拿起皇后，恢复值域，右移
algorithm-backtracking-line-13 = 使用 LCV：先试从其他行的值域中删去格子最少的格子（相同时取左边的）；不做推理时只给安全的格子排序，受攻击的格子在其后从左到右试
# The parameter inference: its label in the form; -help its hint; -choice-* its choices.
algorithm-backtracking-param-inference = 推理
algorithm-backtracking-param-inference-help = 每次放置从空行的值域中删去什么：什么都不删（演练），删去其皇后攻击的格子（前向检验），或再删去每个失去支持的格子（MAC，AC-3）
algorithm-backtracking-param-inference-choice-none = 无（演练）
algorithm-backtracking-param-inference-choice-forward-checking = 前向检验
algorithm-backtracking-param-inference-choice-mac = 弧相容（MAC）
# The parameter ordering: its label in the form; -help its hint; -choice-* its choices.
algorithm-backtracking-param-ordering = 行的顺序
algorithm-backtracking-param-ordering-help = 接下来填哪一个空行：从第 1 行向上，或值域中剩余格子最少的那一行（MRV；相同时取最低的行）
algorithm-backtracking-param-ordering-choice-rows = 从第 1 行向上
algorithm-backtracking-param-ordering-choice-mrv = 剩余格子最少（MRV）
# The parameter values: its label in the form; -help its hint; -choice-* its choices.
algorithm-backtracking-param-values = 格子的顺序
algorithm-backtracking-param-values-help = 一行中的格子按什么顺序试：从左到右，或约束最少的先试（LCV：从其他空行中删去格子最少的格子；相同时取左边的；不做推理时，受攻击的格子在安全的格子之后，从左到右）
algorithm-backtracking-param-values-choice-left-to-right = 从左到右
algorithm-backtracking-param-values-choice-lcv = 约束最少（LCV）
# The counter attempts-total: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-attempts-total = 尝试总数
algorithm-backtracking-counter-attempts-total-counts = 开始以来试过的格子，不论是否受攻击（第一个解时为 OEIS A140450）
algorithm-backtracking-counter-attempts-total-report = 尝试的放置
# The counter solutions-found: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-solutions-found = 已找到的解
algorithm-backtracking-counter-solutions-found-counts = 到目前为止找到的完整棋盘（搜索结束时为 OEIS A000170）
# The counter consistency-checks (with constraint-satisfaction options): its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-consistency-checks = 一致性检查
algorithm-backtracking-counter-consistency-checks-counts = 测试不同行两个格子上的皇后是否会互相攻击（试一个格子、前向检验、AC-3、MRV 和 LCV 都会进行）
algorithm-backtracking-counter-consistency-checks-report = 一致性检查
# The counter backtracks (with constraint-satisfaction options): its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-backtracks = 回溯次数
algorithm-backtracking-counter-backtracks-counts = 格子用尽、使搜索退回到之前填好的那一行的行数
algorithm-backtracking-counter-backtracks-report = 回溯次数
# The counter wipe-outs (with constraint-satisfaction options): its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-wipe-outs = 值域清空
algorithm-backtracking-counter-wipe-outs-counts = 推理使某个空行的值域变空的放置
algorithm-backtracking-counter-wipe-outs-report = 值域清空

## Random placement (random-placement)

algorithm-random-placement-name = 随机放置
algorithm-random-placement-title = 随机放置（拉斯维加斯）
algorithm-random-placement-summary = 拉斯维加斯算法：每行的皇后放在下方皇后都不攻击的格子中随机抽取的一个上。没有这样格子的行是死路：丢弃这次试验，开始新的一次。
algorithm-random-placement-source = 拉斯维加斯随机放置；Rolfe (2006)，算法二“GridSearch”。在 8×8 上一次试验成功的概率为 0.1293。
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-random-placement-attempt-unit = 放下的皇后
algorithm-random-placement-tries-unit = 次试验
algorithm-random-placement-collisions = 冲突
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-random-placement-line-1 = 重复（一次试验）：
algorithm-random-placement-line-2 = 清空棋盘
algorithm-random-placement-line-3 = 对每一行，从第 1 行向上：
algorithm-random-placement-line-4 = 若该行每个格子都受攻击：死路，开始新的试验
algorithm-random-placement-line-5 = 把皇后放在随机抽取的一个不受攻击的格子上
algorithm-random-placement-line-6 = 直到每行都有皇后：得到一个解
# The counter trials: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-random-placement-counter-trials = 试验（重启 + 1）
algorithm-random-placement-counter-trials-counts = 开始过的试验：每个使棋盘重启的死路一次，加上第一次
algorithm-random-placement-counter-trials-report = 试验
# The counter trial-attempts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-random-placement-counter-trial-attempts = 本次试验的放置
algorithm-random-placement-counter-trial-attempts-counts = 本次试验开始以来放下的皇后
# The counter attempts-total: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-random-placement-counter-attempts-total = 所有试验的放置
algorithm-random-placement-counter-attempts-total-counts = 所有试验中放下的皇后（实验室的尝试数）
algorithm-random-placement-counter-attempts-total-report = 尝试的放置

## Permutation swaps (permutation-swap)

algorithm-permutation-swap-name = 排列交换
algorithm-permutation-swap-title = 排列交换（Rolfe，算法一）
algorithm-permutation-swap-summary = 一个打乱的排列：每行每列各一个皇后。逐行进行，位于已被占用斜线上的皇后与下一个后面的行交换列；没有可换的行时，重新打乱。
algorithm-permutation-swap-source = Rolfe，“Las Vegas Does N-Queens”（2006），算法一，使用 Wirth 的斜线标志。
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-permutation-swap-attempt-unit = 皇后检查
algorithm-permutation-swap-tries-unit = 个排列向量
algorithm-permutation-swap-collisions = 冲突
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-permutation-swap-line-1 = 重复：
algorithm-permutation-swap-line-2 = 打乱排列向量；清除斜线标志
algorithm-permutation-swap-line-3 = 对每一行 k，从第 1 行向上：
algorithm-permutation-swap-line-4 = 若第 k 行的皇后在两条空闲斜线上：把它们标为已占用
algorithm-permutation-swap-line-5 = 否则把第 k 行的列与下一个未试过的后面行的列交换，并再次检查第 k 行
algorithm-permutation-swap-line-6 = 若没有后面的行可试：这个向量失败
algorithm-permutation-swap-line-7 = 直到每一行都通过：得到一个解
# The counter permutations: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-permutation-swap-counter-permutations = 用过的排列向量
algorithm-permutation-swap-counter-permutations-counts = 到目前为止打乱过的排列向量，包括当前这个
algorithm-permutation-swap-counter-permutations-report = 排列
# The counter swaps: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-permutation-swap-counter-swaps = 交换
algorithm-permutation-swap-counter-swaps-counts = 一行与后面某行的列交换，所有向量合计
algorithm-permutation-swap-counter-swaps-report = 交换

## QS1 gradient swaps (qs1)

algorithm-qs1-name = QS1 梯度交换
algorithm-qs1-title = QS1（Sosič 与 Gu）
algorithm-qs1-summary = 基于梯度的交换：从一个随机排列出发，检验有皇后受攻击的行对，若交换能减少冲突就交换；一遍没有交换时，换一个新的排列。
algorithm-qs1-source = Sosič 与 Gu，“Fast Search Algorithms for the N-Queens Problem”（1991），QS1，图 1–2。
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-qs1-attempt-unit = 检验的交换
algorithm-qs1-tries-unit = 个排列
algorithm-qs1-collisions = 冲突
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-qs1-line-1 = 重复：
algorithm-qs1-line-2 = 生成一个随机排列（每行每列各一个皇后）
algorithm-qs1-line-3 = 重复，对每一对有皇后受攻击的行 i < j：
algorithm-qs1-line-4 = 若交换它们的列能减少冲突：交换
algorithm-qs1-line-5 = 否则不动
algorithm-qs1-line-6 = 直到整整一遍没有交换
algorithm-qs1-line-7 = 直到冲突为 0：得到一个解
# The counter collisions: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-collisions = 当前冲突
algorithm-qs1-counter-collisions-counts = 每条斜线上第一个之外的皇后数，对所有斜线求和（Sosič 与 Gu）
# The counter initial-collisions: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-initial-collisions = 初始冲突
algorithm-qs1-counter-initial-collisions-counts = 当前排列生成时的冲突数（表 2）
algorithm-qs1-counter-initial-collisions-report = 初始冲突
# The counter pairs-tested: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-pairs-tested = 检验的行对
algorithm-qs1-counter-pairs-tested-counts = 检验过的行对，所有排列合计（图 2 第 5 行；表 5）
algorithm-qs1-counter-pairs-tested-report = 检验的行对
# The counter swaps-tested: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-swaps-tested = 检验的交换
algorithm-qs1-counter-swaps-tested-counts = 为求改进而检验的交换，所有排列合计（图 2 第 6 行；表 5）
algorithm-qs1-counter-swaps-tested-report = 检验的交换
# The counter swaps-performed: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-swaps-performed = 执行的交换
algorithm-qs1-counter-swaps-performed-counts = 因减少冲突而执行的交换（图 2 第 7 行）
algorithm-qs1-counter-swaps-performed-report = 执行的交换
# The counter permutations: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-permutations = 排列
algorithm-qs1-counter-permutations-counts = 生成过的随机排列，包括当前这个（表 4）
algorithm-qs1-counter-permutations-report = 排列

## Min-conflicts (min-conflicts)

algorithm-min-conflicts-name = 最小冲突
algorithm-min-conflicts-title = 最小冲突（Minton 等）
algorithm-min-conflicts-summary = 最小冲突：贪心的开局把每行的皇后放在受攻击少的格子上；然后一个处于冲突中的皇后在本行内移到冲突最少的格子，直到没有皇后受攻击。
algorithm-min-conflicts-source = Minton、Johnston、Philips 与 Laird（1992），最小冲突启发式。
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-min-conflicts-attempt-unit = 修复移动
algorithm-min-conflicts-tries-unit = 次开局
algorithm-min-conflicts-collisions = 冲突对
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-min-conflicts-line-1 = 贪心开局：把每行的皇后放在冲突最少的格子上
algorithm-min-conflicts-line-2 = 当仍有皇后处于冲突中：
algorithm-min-conflicts-line-3 = 把一个冲突中的皇后在本行内移到冲突最少的格子
algorithm-min-conflicts-line-4 = 移动过多之后：清空棋盘并重启
algorithm-min-conflicts-line-5 = 没有皇后受攻击：得到一个解
# The counter conflicts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-min-conflicts-counter-conflicts = 冲突对
algorithm-min-conflicts-counter-conflicts-counts = 在列和斜线上互相攻击的皇后对
# The counter moves: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-min-conflicts-counter-moves = 修复移动
algorithm-min-conflicts-counter-moves-counts = 在本行内移到冲突最少格子的皇后
algorithm-min-conflicts-counter-moves-report = 修复移动
# The counter starts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-min-conflicts-counter-starts = 开局
algorithm-min-conflicts-counter-starts-counts = 贪心开局：移动过多后的重启，加上第一次
algorithm-min-conflicts-counter-starts-report = 开局

## QS4 fast swaps (qs4)

algorithm-qs4-name = QS4 快速交换
algorithm-qs4-title = QS4（Sosič 与 Gu）
algorithm-qs4-summary = QS4：先把大多数皇后放在空闲斜线上的开局，然后随机交换能减少冲突的受攻击皇后——能处理数百万个皇后的搜索。
algorithm-qs4-source = Sosič 与 Gu（1991，1994），QS4。
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-qs4-attempt-unit = 检验的交换
algorithm-qs4-tries-unit = 次开局
algorithm-qs4-collisions = 冲突
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-qs4-line-1 = 开局：逐行换入后面某行的列，直到皇后位于空闲斜线上
algorithm-qs4-line-2 = 当仍有冲突：
algorithm-qs4-line-3 = 选一个受攻击的皇后和一个随机行：若交换它们的列能减少冲突，就交换
algorithm-qs4-line-4 = 否则不动
algorithm-qs4-line-5 = 检验过多之后：新的排列和新的开局
algorithm-qs4-line-6 = 冲突为 0：得到一个解
# The counter collisions: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs4-counter-collisions = 当前冲突
algorithm-qs4-counter-collisions-counts = 已放皇后中每条斜线上第一个之外的皇后数，对所有斜线求和
# The counter swaps-tested: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs4-counter-swaps-tested = 交换检验
algorithm-qs4-counter-swaps-tested-counts = 为求改进而检验的受攻击皇后与随机行的交换，所有开局合计
algorithm-qs4-counter-swaps-tested-report = 检验的交换
# The counter swaps-performed: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs4-counter-swaps-performed = 执行的交换
algorithm-qs4-counter-swaps-performed-counts = 当前开局中因减少冲突而执行的交换
algorithm-qs4-counter-swaps-performed-report = 执行的交换
# The counter starts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs4-counter-starts = 开局
algorithm-qs4-counter-starts-counts = 无冲突开局：交换过多后的重启，加上第一次
algorithm-qs4-counter-starts-report = 开局

## Explicit construction (construction)

algorithm-construction-name = 显式构造
algorithm-construction-title = 构造（Hoffman、Loessi 与 Moore）
algorithm-construction-summary = 完全不搜索：一个公式对任何 n ≥ 4 给出每行的列，耗时 O(n)。
algorithm-construction-source = Hoffman、Loessi 与 Moore（1969）；Bernhardsson（1991），Rolfe（2006）引用。
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-construction-attempt-unit = 放下的皇后
algorithm-construction-tries-unit = 次运行
algorithm-construction-collisions = 冲突
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-construction-line-1 = 若 n 为偶数则 m = n，否则 m = n − 1
algorithm-construction-line-2 = 若 m mod 6 ≠ 2：第 i 行放第 2i 列，第 m/2 + i 行放第 2i − 1 列（i = 1 … m/2）
algorithm-construction-line-3 = 若 m mod 6 = 2：第 i 行放第 1 + ((2i + m/2 − 3) mod m) 列，第 m + 1 − i 行放第 m − ((2i + m/2 − 3) mod m) 列
algorithm-construction-line-4 = 若 n 为奇数：第 n 行放第 n 列
algorithm-construction-line-5 = 每行都有了皇后：得到一个解
# The counter placed: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-construction-counter-placed = 放下的皇后
algorithm-construction-counter-placed-counts = 公式已放下皇后的行数

## Hill climbing (hill-climbing)

algorithm-hill-climbing-name = 爬山法
algorithm-hill-climbing-title = 爬山法（Russell 与 Norvig，AIMA §4.1.1）
algorithm-hill-climbing-summary = 爬山法：从每行一个皇后的随机棋盘出发，移动能使 h（互相攻击的皇后对数）下降最多的皇后；当没有移动能使它下降时，爬山停在局部极小值或高原上，并从新的随机棋盘重启。每个格子显示把该行皇后移到那里后棋盘的 h（AIMA 图 4.3a）。
algorithm-hill-climbing-source = Russell 与 Norvig，《人工智能：一种现代的方法》第 3 版，§4.1.1（图 4.2、4.3）：八皇后的爬山有 14 % 得到解，允许 100 次侧向移动时为 94 %。
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-hill-climbing-attempt-unit = 次移动
algorithm-hill-climbing-tries-unit = 次爬山
algorithm-hill-climbing-collisions = 互相攻击的对数（h）
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-hill-climbing-line-1 = current ← 一个随机棋盘（每行的皇后在随机的一列）
algorithm-hill-climbing-line-2 = neighbor ← current 的一个 h 最小的后继（相同时随机）
algorithm-hill-climbing-line-3 = 若 h(neighbor) < h(current)，或相等且还有侧向移动次数：current ← neighbor
algorithm-hill-climbing-line-4 = 否则停滞（局部极小值或高原）：从随机棋盘重启
algorithm-hill-climbing-line-5 = 若 h(current) = 0：返回 current
algorithm-hill-climbing-line-6 = 使用首选爬山，对第 2、3 行：按随机顺序取后继；current ← 第一个 h < h(current) 的后继（没有且还有侧向移动次数时：第一个 h = h(current) 的）
# The parameter sideways: its label in the form; -help its hint; -choice-* its choices.
algorithm-hill-climbing-param-sideways = 侧向移动次数
algorithm-hill-climbing-param-sideways-help = 一次爬山被视为停滞之前最多连续侧向移动（移到 h 相等的后继）的次数；AIMA 允许 100 次
# The parameter restart: its label in the form; -help its hint; -choice-* its choices.
algorithm-hill-climbing-param-restart = 随机重启
algorithm-hill-climbing-param-restart-help = 停滞的爬山从新的随机棋盘重启；关闭时运行以无解结束
# The parameter choice: its label in the form; -help its hint; -choice-* its choices.
algorithm-hill-climbing-param-choice = 后继的选择
algorithm-hill-climbing-param-choice-help = 最陡上升取一个最好的后继；首选爬山取按随机顺序找到的第一个更好的后继
algorithm-hill-climbing-param-choice-choice-steepest = 最陡上升
algorithm-hill-climbing-param-choice-choice-first-choice = 首选爬山
# The counter h: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-hill-climbing-counter-h = h（互相攻击的对数）
algorithm-hill-climbing-counter-h-counts = 互相攻击的皇后对，无论直接与否：启发式代价
# The counter moves: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-hill-climbing-counter-moves = 皇后移动
algorithm-hill-climbing-counter-moves-counts = 所有爬山中移动的皇后（每次一个皇后在本行内移动）
algorithm-hill-climbing-counter-moves-report = 移动
# The counter sideways: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-hill-climbing-counter-sideways = 侧向移动
algorithm-hill-climbing-counter-sideways-counts = 移到 h 相同的后继的移动，所有爬山合计
# The counter climbs: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-hill-climbing-counter-climbs = 爬山
algorithm-hill-climbing-counter-climbs-counts = 从随机棋盘开始的爬山（第一次及每次随机重启）
algorithm-hill-climbing-counter-climbs-report = 爬山

## Simulated annealing (simulated-annealing)

algorithm-simulated-annealing-name = 模拟退火
algorithm-simulated-annealing-title = 模拟退火（Russell 与 Norvig，AIMA §4.1.2）
algorithm-simulated-annealing-summary = 模拟退火：从每行一个皇后的随机棋盘出发，提出一个随机后继（随机一个皇后移到本行的另一个格子）；若 h 不升高就接受，否则只以概率 e^(ΔE/T) 接受。温度 T 在每次提议后下降，因此变差的移动越来越少；冷却到下限以下仍未解出的运行重启。
algorithm-simulated-annealing-source = Russell 与 Norvig，《人工智能：一种现代的方法》第 3 版，§4.1.2（图 4.5）；Kirkpatrick、Gelatt 与 Vecchi（1983）。
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-simulated-annealing-attempt-unit = 提议的移动
algorithm-simulated-annealing-tries-unit = 次运行
algorithm-simulated-annealing-collisions = 互相攻击的对数（h）
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-simulated-annealing-line-1 = current ← 一个随机棋盘；T ← 初始温度
algorithm-simulated-annealing-line-2 = next ← current 的一个随机后继（随机一个皇后移到本行另一个格子）；ΔE ← h(current) − h(next)
algorithm-simulated-annealing-line-3 = 若 ΔE ≥ 0：current ← next
algorithm-simulated-annealing-line-4 = 否则只以概率 e^(ΔE/T) 令 current ← next
algorithm-simulated-annealing-line-5 = T ← T × 冷却系数；若 T < 下限：停止（从随机棋盘重启）
algorithm-simulated-annealing-line-6 = 若 h(current) = 0：返回 current
# The parameter temperature: its label in the form; -help its hint; -choice-* its choices.
algorithm-simulated-annealing-param-temperature = 初始温度
algorithm-simulated-annealing-param-temperature-help = 每次运行开始时的 T：越高，早期接受的变差移动越多
# The parameter cooling: its label in the form; -help its hint; -choice-* its choices.
algorithm-simulated-annealing-param-cooling = 冷却系数
algorithm-simulated-annealing-param-cooling-help = 每次提议后 T 乘以它：越接近 1 冷却越慢
# The parameter floor: its label in the form; -help its hint; -choice-* its choices.
algorithm-simulated-annealing-param-floor = 下限
algorithm-simulated-annealing-param-floor-help = T 降到它以下的运行停止（未解出时开始新的运行）
# The counter h: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-h = h（互相攻击的对数）
algorithm-simulated-annealing-counter-h-counts = 互相攻击的皇后对，无论直接与否：退火要降低的能量
# The counter proposals: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-proposals = 提议的移动
algorithm-simulated-annealing-counter-proposals-counts = 所有运行中提议的随机后继
algorithm-simulated-annealing-counter-proposals-report = 提议的移动
# The counter worse-taken: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-worse-taken = 接受的变差移动
algorithm-simulated-annealing-counter-worse-taken-counts = 使 h 升高却仍以概率 e^(ΔE/T) 被接受的提议
# The counter worse-refused: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-worse-refused = 拒绝的变差移动
algorithm-simulated-annealing-counter-worse-refused-counts = 会使 h 升高而被拒绝的提议
# The counter runs: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-runs = 运行
algorithm-simulated-annealing-counter-runs-counts = 从随机棋盘开始的运行，每次从初始温度开始冷却
algorithm-simulated-annealing-counter-runs-report = 运行

## Genetic algorithm (genetic)

algorithm-genetic-name = 遗传算法
algorithm-genetic-title = 遗传算法（Russell 与 Norvig，AIMA §4.1.4）
algorithm-genetic-summary = 遗传算法：一个由随机棋盘组成的种群，每个棋盘按不互相攻击的皇后对数评分（其适应度）；每个子代从一个亲本取随机交叉点以下的行，其余取自另一个亲本，亲本按适应度比例抽取，子代有时会变异。子代组成下一代，直到其中一个是解。
algorithm-genetic-source = Russell 与 Norvig，《人工智能：一种现代的方法》第 3 版，§4.1.4（图 4.6 与 4.8）；Holland（1975）。
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-genetic-attempt-unit = 个子代
algorithm-genetic-tries-unit = 次运行
algorithm-genetic-collisions = 互相攻击的对数（h）
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-genetic-line-1 = 种群 ← k 个随机棋盘；适应度 = 不互相攻击的对数
algorithm-genetic-line-2 = x, y ← 两个亲本，各按其适应度比例抽取
algorithm-genetic-line-3 = 子代 ← x 在随机交叉点 c 以下的行，再接 y 的行（c 从 1 到 n − 1：AIMA 的 c = n 会整个复制 x）
algorithm-genetic-line-4 = 以小概率变异：随机一行的皇后移到随机一列（原列则子代不变）
algorithm-genetic-line-5 = 产生 k 个子代后：它们成为种群（新的一代）
algorithm-genetic-line-6 = 若某棋盘足够适应（每对都不互相攻击）：返回它
# The parameter population: its label in the form; -help its hint; -choice-* its choices.
algorithm-genetic-param-population = 种群大小
algorithm-genetic-param-population-help = 每一代的棋盘数（k）
# The parameter mutation: its label in the form; -help its hint; -choice-* its choices.
algorithm-genetic-param-mutation = 变异概率
algorithm-genetic-param-mutation-help = 子代发生变异的概率：随机一行的皇后移到随机一列（可能是原列）
# The parameter generations: its label in the form; -help its hint; -choice-* its choices.
algorithm-genetic-param-generations = 每次运行的代数
algorithm-genetic-param-generations-help = 繁衍了这么多代仍未解出的运行重启
# The counter best-fitness: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-best-fitness = 最佳适应度
algorithm-genetic-counter-best-fitness-counts = 本次运行中一个棋盘上最多的不互相攻击对数：当前一代以及目前为下一代产生的子代（棋盘成为解时为 n(n − 1)/2）
# The counter generation: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-generation = 代
algorithm-genetic-counter-generation-counts = 本次运行的当前代数（第一个种群为 1）
# The counter children: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-children = 子代
algorithm-genetic-counter-children-counts = 所有运行中由交叉（可能再加变异）产生的子代
algorithm-genetic-counter-children-report = 产生的子代
# The counter mutations: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-mutations = 变异
algorithm-genetic-counter-mutations-counts = 改变了子代的变异（其行的皇后移到另一列），所有运行合计（抽到皇后原列的变异不计）
# The counter runs: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-runs = 运行
algorithm-genetic-counter-runs-counts = 从新的随机种群开始的运行
algorithm-genetic-counter-runs-report = 运行

## queensLV (queens-lv)

algorithm-queens-lv-name = queensLV
algorithm-queens-lv-title = queensLV（拉斯维加斯 + 回溯；Brassard 与 Bratley）
algorithm-queens-lv-summary = k 个皇后像随机放置那样逐行随机放在不受攻击的格子上；然后由回溯完成棋盘。随机行中的死路或完成失败都会开始新的试验。k = 0 即回溯，k = n 即随机放置。
algorithm-queens-lv-source = Brassard 与 Bratley，《算法基础》（1996），§10.6.3，queensLV，stepVegas = k。在 8×8 上，k = 2 时每个解的期望节点数最少（28.20，回溯为 114）。
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-queens-lv-attempt-unit = 放下的皇后
algorithm-queens-lv-tries-unit = 次试验
algorithm-queens-lv-collisions = 冲突
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-queens-lv-line-1 = 重复（一次试验）：清空棋盘
algorithm-queens-lv-line-2 = 对第 1 到 k 行：若该行每个格子都受攻击：死路，新的试验
algorithm-queens-lv-line-3 = 否则把它的皇后放在随机抽取的一个不受攻击的格子上
algorithm-queens-lv-line-4 = 从第 k + 1 行开始回溯：试该行的下一个格子；受攻击：右移
algorithm-queens-lv-line-5 = 安全：放下皇后；上移一行
algorithm-queens-lv-line-6 = 没有格子可试：拿起下面的皇后并把它右移
algorithm-queens-lv-line-7 = 第 k + 1 行没有格子可试：完成失败，新的试验
algorithm-queens-lv-line-8 = 直到每行都有皇后：得到一个解
# The parameter k: its label in the form; -help its hint; -choice-* its choices.
algorithm-queens-lv-param-k = 随机行数 k
algorithm-queens-lv-param-k-help = 从第 1 行起有多少行在回溯完成棋盘之前随机放置皇后（Brassard 与 Bratley 的 stepVegas）：0 即回溯，n 即随机放置；至多 n（默认值 2 在更小的棋盘上为 n）
# The counter trials: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-trials = 试验（重启 + 1）
algorithm-queens-lv-counter-trials-counts = 开始过的试验：每个使棋盘重启的死路或失败的完成一次，加上第一次
algorithm-queens-lv-counter-trials-report = 试验
# The counter trial-attempts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-trial-attempts = 本次试验放下的皇后
algorithm-queens-lv-counter-trial-attempts-counts = 本次试验开始以来随机或由回溯放下的皇后（试验的节点数减去根）
# The counter attempts-total: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-attempts-total = 所有试验放下的皇后
algorithm-queens-lv-counter-attempts-total-counts = 所有试验中放下的皇后（实验室的尝试数；Brassard 与 Bratley 的节点数减去每次试验一个根）
algorithm-queens-lv-counter-attempts-total-report = 放下的皇后
# The counter squares-tried: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-squares-tried = 回溯试过的格子
algorithm-queens-lv-counter-squares-tried-counts = 随机行之上的回溯试过的格子，不论是否受攻击，所有试验合计（k = 0 时第一个解为 OEIS A140450）
algorithm-queens-lv-counter-squares-tried-report = 回溯试过的格子
# The counter backtracks: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-backtracks = 回溯次数
algorithm-queens-lv-counter-backtracks-counts = 因上面一行没有格子可试而拿起右移的皇后，所有试验合计
algorithm-queens-lv-counter-backtracks-report = 回溯次数

## 图例的各项（棋盘上的符号），按算法

algorithm-backtracking-legend-1 = 受下方攻击的格子，标上攻击它的皇后所在的行号；已标记的格子保留第一个编号。每一行的标记各有自己的颜色
algorithm-backtracking-legend-2 = 刚试的格子是安全的：皇后留下
algorithm-backtracking-legend-3 = 刚试的格子受到攻击：继续往后试（红线标出攻击它的皇后）
algorithm-backtracking-legend-4 = 刚被拿起、要继续往后移的皇后
algorithm-backtracking-legend-5 = 使用前向检验或 MAC 时：从本行值域中划掉的格子，标上因放置而删除它的那一行的行号；永远不会被试
algorithm-backtracking-legend-6 = 使用 MAC 时：划掉并圈出，由弧相容（AC-3）删除：它失去了支持，即另一行值域中一个它不攻击的格子
algorithm-backtracking-legend-7 = 使用前向检验或 MAC 时：值域被清空的行
algorithm-backtracking-legend-8 = 使用 MRV 时：被选中的行，即剩余格子最少的行
algorithm-backtracking-legend-9 = 一致性检查测试不同行两个格子上的皇后是否会互相攻击
algorithm-random-placement-legend-1 = 受攻击的格子，标上攻击它们的最低皇后所在的行号，用该行的颜色
algorithm-random-placement-legend-2 = 刚放下的皇后
algorithm-random-placement-legend-3 = 走入死路的行
algorithm-permutation-swap-legend-1 = 尚未检查的皇后，位于某个已通过的行标记为占用的斜线上：在它所在的位置，它通不过检查。已通过的皇后从不是红色：它已与下面各行核对过，而它上方同一斜线上的皇后由那一行的检查来发现
algorithm-permutation-swap-legend-2 = 已通过的行：它的斜线已被标记。最后一个通过的行以上的行尚未检查：它们的皇后画得较淡
algorithm-permutation-swap-legend-3 = 交换列的两个皇后
algorithm-permutation-swap-legend-4 = 没有后面的行可交换的皇后：这个向量失败
algorithm-permutation-swap-legend-5 = 有不止一个皇后的斜线
algorithm-qs1-legend-1 = 受攻击的皇后
algorithm-qs1-legend-2 = 有不止一个皇后的斜线（其冲突）
algorithm-qs1-legend-3 = 已执行的交换
algorithm-qs1-legend-4 = 经测试后被拒绝的交换
algorithm-min-conflicts-legend-1 = 处于冲突中的皇后（列或斜线）
algorithm-min-conflicts-legend-2 = 有不止一个皇后的斜线或列：其上的皇后互相攻击
algorithm-min-conflicts-legend-3 = 皇后刚移到的格子
algorithm-qs4-legend-1 = 受攻击的皇后
algorithm-qs4-legend-2 = 已执行的交换
algorithm-qs4-legend-3 = 经测试后被拒绝的交换
algorithm-hill-climbing-legend-1 = 若该行的皇后移到此格，棋盘的 h；最小者加框
algorithm-hill-climbing-legend-2 = 有不止一个皇后的斜线或列：其上的皇后互相攻击
algorithm-hill-climbing-legend-3 = 受另一个皇后攻击的皇后（直接或间接）
algorithm-hill-climbing-legend-4 = 皇后刚移到的格子
algorithm-simulated-annealing-legend-1 = 提议的移动（虚线），或被拒绝的移动
algorithm-simulated-annealing-legend-2 = 皇后刚移到的格子
algorithm-simulated-annealing-legend-3 = 有不止一个皇后的斜线或列：其上的皇后互相攻击
algorithm-simulated-annealing-legend-4 = 受另一个皇后攻击的皇后（直接或间接）
algorithm-genetic-legend-1 = 棋盘旁的种群中，最后一个子代的两个亲本
algorithm-genetic-legend-2 = 交叉点（虚线）：子代在它下面的行来自第一个亲本，上面的来自第二个
algorithm-genetic-legend-3 = 变异把皇后移到的格子（以及种群中某个解的棋盘）
algorithm-genetic-legend-4 = 有不止一个皇后的斜线或列：其上的皇后互相攻击
algorithm-genetic-legend-5 = 受另一个皇后攻击的皇后（直接或间接）
algorithm-queens-lv-legend-1 = 受下方攻击的格子，标上攻击它的皇后所在的行号；已标记的格子保留第一个编号。每一行的标记各有自己的颜色
algorithm-queens-lv-legend-2 = 刚放下的皇后：在第 1 到 k 行随机放置，在其上方则放在回溯试过的安全格子上
algorithm-queens-lv-legend-3 = 回溯刚试的格子受到攻击：继续往后试
algorithm-queens-lv-legend-4 = 回溯刚拿起、要继续往后移的皇后
algorithm-queens-lv-legend-5 = 没有未受攻击格子的随机行，或没有剩余格子的第 k + 1 行：本次试验失败
