# 比较视图，简体中文。译自 locales/en/compare.ftl（见 docs/translating.md）。
# 术语同 locales/zh-CN/page.ftl（“皇后”“棋盘”“回溯”“随机种子”）；“拉斯维加斯算法”
# “随机化算法”参照 zh.wikipedia.org/wiki/拉斯维加斯算法；“标准误差”“中位数”“排列”
# “冲突”为统计与计算机科学通用译法；书名和论文名保留原文。
# 一个概念一个术语，及其出处：locales/zh-CN/terms.toml（由 tests/terms.rs
# 检查）：试验（trial）、尝试（attempt）、重试（try）、死路；斜线、节点（Krahets《Hello 算法》，github.com/krahets/hello-algo）；值域（《人工智能现代方法（第4版）》第6章学习笔记，blog.youkuaiyun.com/data_disciple/article/details/155605526）；弧相容（《软件工程》2018年第2期，zgkjsz.com/page/2018/0328/3319719.shtml）；爬山法、随机重启、模拟退火、遗传算法、适应度、交叉、局部搜索（wenku.csdn.net/doc/36594d4g6v）。未经搜索证实的在该文件中注明“not
# confirmed”。

## The form

compare-title = 比较算法
compare-intro = 每个算法带种子运行多次，分配到后台工作线程（{ $worker }，每个处理器核心一个），页面因此保持流畅。每次运行的{ $seed }由{ $master }导出：同一个主种子每次、在任何电脑上都给出相同的数字。
    .worker = Web Workers
    .seed = 随机种子
    .master = 主种子
compare-n = 大小 n { $hint }
    .hint = （n × n 棋盘）
compare-algorithms = 算法
compare-trials = 每个算法的运行次数
compare-seed = 主种子 { $hint }
    .hint = （留空则随机抽取）
compare-run = 运行比较
compare-cancel = 取消
compare-progress =
    .aria-label = 当前任务的进度
compare-status-start = 选择算法，然后按“运行比较”。
compare-params-group =
    .aria-label = { $algorithm } 的参数

## The status line

compare-tick = 请至少勾选一个算法。
compare-param-refused = 有参数不适合这个棋盘：请看它下面的提示。
compare-status-running = 正在用 { $workers } 个工作线程运行 { $total } 次…
compare-status-timing = 正在计时 { $algorithm }：第 { $batch } 批，共 { $batches } 批…
compare-status-progress = 运行中… 已完成 { $done } / { $total } 次。
compare-failed = 比较失败：{ $error }
compare-status-done = 完成：{ $total } 次运行，用时 { $seconds } 秒，主种子 { $seed }。{ $busy }
compare-address-error = { $error }（地址中的 { $field }）。
compare-seed-error = 主{ $error }，或留空。
compare-cancelled = { $job ->
        [race] 已取消竞赛。
        [sweep] 已取消扫描。
        [count] 已取消计数。
        [papers] 已取消论文表格。
        [rolfe] 已取消 Rolfe 表格。
        [aima] 已取消 AIMA 表格。
        [queenslv] 已取消 queensLV 表格。
       *[comparison] 已取消比较。
    }没有其他任务在运行。
compare-worker-failed = 一个工作线程出错
compare-list-and = { $list }和{ $last }
compare-list-or = { $list }或{ $last }
compare-list-separator = 、

## The summary

compare-summary-title = 汇总
compare-summary-region =
    .aria-label = 汇总表（窄屏时可横向滚动）
compare-col-algorithm = 算法 { $unit }
    .unit = 及其单位
compare-col-runs = 运行次数
compare-col-mean = 平均尝试次数
compare-col-median = 中位数
compare-col-p90 = 第 90 百分位
compare-col-max = 最大值
compare-col-tries = 每次运行的重试次数 { $unit }
    .unit = 按其单位
compare-col-success = 单次重试成功率 { $unit }
compare-col-success-unit = ± 1 { $term }
    .term = 标准误差
compare-col-time = 每次运行的 CPU 时间
compare-units-attempts = { $attempts }按每个算法自己的单位计数，单位写在其名称下方：{ $units }。试探一个格子不等于放置一个皇后，所以只在同一算法内（不同种子或棋盘大小之间）比较尝试次数；不同算法之间请按{ $time }比较，它在相同的工作线程中测得。
    .attempts = 尝试次数
    .time = 每次运行的 CPU 时间
compare-units-tries = { $tries }是一次运行中的重新开始：{ $units }。{ $success }是以解结束的重试所占的比例（运行次数 ÷ 重试次数）；± 为一个标准误差，√(p(1 − p) / 重试次数)。确定性算法（回溯）每次的运行都相同：只运行一次，其 CPU 时间就是这一次的时间。
    .tries = 重试次数
    .success = 单次重试成功率
compare-units-time = { $time }是多批计时中最快的一批（5 到 15 批）：每个工作线程在核心内部重复它的运行，每次调用 2 毫秒或更长（计时器 0.1 毫秒的 20 倍；较长的一份运行分成大约这么长的几部分），并在代码预热之后开始。被电脑其他工作打断的一批只会显得更慢，所以最快的一批给出时间，各批的中位数和范围（最快到最慢）是它的离散程度，显示在下方：重新运行的结果会落在其中。当中位数那一批超过最快一批的 1.5 倍时，大多数批次被其他工作拖慢：单元格会显示“{ $busy }”而不是数字，状态栏也会这样说；请在电脑较空闲时重新运行。
    .time = 每次运行的 CPU 时间
    .busy = 太忙，无法计时
compare-units-of = 尝试：{ $attempts }；重试：{ $tries }
compare-expected-exact = 期望 { $value }（1/p，精确）
compare-expected-measured = 期望 { $value } ± { $error }（1/p，实测）
compare-time-deterministic = { $note }（确定性：只有一次运行，每批 { $repeats } 遍）
compare-copy = 复制汇总
compare-csv = 下载每次运行的 CSV
compare-copied = 汇总已复制（制表符分隔：可粘贴到电子表格）。
compare-selected = 汇总已选中：按 Ctrl+C 复制。
compare-summary-heading = N 皇后比较：n = { $n }，每个算法 { $trials } 次运行，主种子 { $seed }
compare-summary-columns = 算法	尝试单位	重试单位	运行次数	平均尝试次数	中位数	第 90 百分位	最大值	每次运行的重试次数	期望重试次数	单次重试成功率	± 1 标准误差	每次运行的 CPU 时间（毫秒，最快一批）	中位批次（每次运行毫秒）	最慢批次（每次运行毫秒）	计时批数	太忙，无法计时

## The CSV of every run

compare-csv-algorithm = 算法
compare-csv-n = n
compare-csv-run = 运行
compare-csv-seed = 种子
compare-csv-attempts = 尝试次数
compare-csv-attempt-unit = 尝试单位
compare-csv-tries = 重试次数
compare-csv-tries-unit = 重试单位
compare-csv-solved = 已解
compare-csv-cpu-ms-per-run = 每次运行CPU毫秒
compare-csv-cpu-ms-median = CPU毫秒中位数
compare-csv-cpu-ms-max = CPU毫秒最大值
compare-csv-cpu-batches = CPU计时批数
compare-csv-cpu-too-busy = CPU太忙

## Times (timing.js)

compare-time = { $value } { $unit }
compare-unit-ms = 毫秒
compare-unit-us = 微秒
compare-time-not-timed = 未计时
compare-time-busy = 太忙，无法计时
compare-batches = { $batches } 批
compare-time-spread = 中位数 { $median }，范围 { $best }–{ $max } { $unit }
compare-time-best-note = { $batches }中最快；{ $spread }
compare-time-busy-note = 电脑太忙：{ $batches }的中位数是最快一批的 { $ratio } 倍（超过 { $limit } 倍）；{ $spread }
compare-busy-note = 电脑太忙，{ $names } 的 CPU 时间没有意义（中位批次超过最快一批的 { $limit } 倍）：请在电脑较空闲时重新运行。

## The histogram

compare-hist-title = 按尝试次数或重试次数统计运行
compare-hist-hint = 一次只看一个算法，用它自己的单位：试探一个格子不等于放置一个皇后，所以两个算法的尝试次数从不共用一个坐标轴（请按每次运行的 CPU 时间比较它们）。
compare-hist-of = 直方图：
compare-hist-counting = 统计
compare-hist-attempts = 尝试次数
compare-hist-tries = 重试次数（试验、排列、起点）
compare-hist-placeholder = 比较完成后显示直方图。
compare-hist-canvas =
    .aria-label = 每次运行尝试次数的直方图，对数刻度
compare-save-png = 将图表保存为 PNG
compare-hist-label = { $algorithm }：按每次运行的{ $unit }统计的运行次数
compare-hist-expected-exact = 若重试次数服从 p = { $p } 的几何分布的期望（精确）：平均每次运行 { $expected }
compare-hist-expected-measured = 若重试次数服从 p = { $p } 的几何分布的期望（实测）：平均每次运行 { $expected }
compare-hist-aria = { $algorithm } 每次运行{ $unit }的直方图，对数刻度
compare-hist-aria-deterministic = { $algorithm } 每次运行{ $unit }的直方图，对数刻度：确定性，每次运行都相同
compare-hist-x = 每次运行的{ $unit }（对数刻度）
compare-hist-y = 运行次数
compare-hist-chart-title = { $algorithm }：每次运行的{ $unit }
compare-hist-chart-title-deterministic = { $algorithm }：每次运行的{ $unit }（确定性：每次运行都相同）
compare-hist-chart-subtitle = n = { $n }，{ $runs } 次运行，主种子 { $seed }
compare-charts-missing = 图表需要 www/node_modules 中的 Chart.js：运行“cargo xtask serve”，它会安装。

## The sweep

compare-sweep-title = 对 n 扫描
compare-sweep-to = n 从 4 到
compare-sweep-runs = 每个大小的运行次数
compare-sweep-run = 运行扫描
compare-sweep-of = 扫描内容
compare-sweep-time = 每次运行的 CPU 时间（所有算法）
compare-sweep-placeholder = 扫描完成后显示图表。
compare-sweep-canvas =
    .aria-label = 每次运行的 CPU 时间随 n 的变化，对数刻度
compare-sweep-failed = 扫描失败：{ $error }
compare-sweep-progress = 扫描：n = { $n }（共到 { $to }）完成。
compare-sweep-done = 扫描完成：n = 4 到 { $to }，每个大小 { $runs } 次运行，主种子 { $seed }。{ $busy }
compare-sweep-busy-at = { $algorithm } 在 n = { $sizes }
compare-sweep-busy = 电脑太忙，{ $which } 的 CPU 时间没有意义（中位批次超过最快一批的 { $limit } 倍；以叉号绘出）：请在电脑较空闲时重新运行。
compare-sweep-mean-of = 平均{ $unit }：{ $algorithm }
compare-sweep-axis-time = 每次运行的 CPU 毫秒
compare-sweep-axis-mean = 平均{ $unit }
compare-sweep-aria-time = 每次运行的 CPU 时间随 n 的变化，对数刻度
compare-sweep-aria-mean = 平均{ $unit }随 n 的变化，对数刻度
compare-sweep-x = 棋盘大小 n
compare-sweep-y = { $what }（对数）
compare-sweep-chart-title-time = 每次运行的 CPU 时间随 n 的变化（计时批次中最快的一批）
compare-sweep-chart-title-mean = { $algorithm }：平均{ $unit }随 n 的变化
compare-sweep-chart-subtitle = 每个大小 { $runs } 次运行，主种子 { $seed }

## The papers

compare-papers-title = 论文数据对照
compare-papers-sosic-gu = Sosič 与 Gu（1991），表 2–5：随机排列中每个皇后的冲突数（100 个排列）、一条斜线上最多的皇后数、首个排列即成功的次数，以及测试过的对和交换（10 次 QS1 运行）。本页测量 n = 10 到 10,000；项目的{ $cli }可计算论文中更大的规模以及 Rolfe 的 n = 1000 表格。
    .cli = 命令行工具
compare-papers-run = 测量表 2–5
compare-rolfe-run = Rolfe 的 n = 1000，算法一
compare-aima-run = AIMA 的数据
compare-papers-region =
    .aria-label = 论文表格（窄屏时可横向滚动）
compare-papers-col-n = n
compare-papers-col-collisions = 冲突数 / n
compare-papers-col-paper = 论文
compare-papers-col-diagonal = 一条斜线上最多
compare-papers-col-first = 首个排列
compare-papers-col-pairs = 测试的对
compare-papers-col-swaps = 测试的交换
compare-papers-aima = Russell 与 Norvig，{ $book }：§4.1.1 中 8 皇后的爬山法（从 5,000 个随机棋盘各爬一次，不重启），以及第 2 版图 5.5，即 n = 2 到 50 时回溯搜索的一致性检查次数中位数（一次检查测试不同行两个格子上的皇后是否互相攻击；书中没有定义自己的检查，所以数值大小不同而顺序一致）。
    .book = AIMA
compare-aima-region =
    .aria-label = AIMA 表格（窄屏时可横向滚动）
compare-aima-col-measure = 指标
compare-aima-col-book = 书中
compare-aima-col-ours = 我们的
compare-papers-bb = Brassard 与 Bratley，{ $book }（1996），§10.6.3：queensLV 逐行随机放置 k 个皇后，然后由回溯补全棋盘；失败的试验重启。对每个 k：一次试验成功的概率 p，成功试验的节点数 s 和失败试验的节点数 e（节点：每次试验的空棋盘一次，加上每个放置的皇后），以及每个解的节点数 t = s + (1 − p)/p · e：精确值（枚举每个随机选择）、在 10,000 次带种子运行上的实测值（± 一个标准误差），以及 8 皇后时书中的数值。
    .book = Fundamentals of Algorithmics
compare-bb-board = queensLV 棋盘
compare-bb-run = Brassard 与 Bratley 的 queensLV
compare-bb-region =
    .aria-label = queensLV 表格（窄屏时可横向滚动）
compare-bb-col-k = k
compare-bb-col-p = p { $unit }
    .unit = 试验成功
compare-bb-col-s = s { $unit }
    .unit = 节点，成功
compare-bb-col-e = e { $unit }
    .unit = 节点，失败
compare-bb-col-t = t { $unit }
    .unit = 每个解的节点
compare-bb-exact = 精确
compare-bb-measured = 实测
compare-bb-book = 书中
compare-papers-status = 正在测量 Sosič 与 Gu 的表 2–5，n = 10 到 { $to }…
compare-papers-failed = 表格失败：{ $error }
compare-papers-done = 表 2–5 已用主种子 { $seed } 测量。
compare-of = { $part } / { $whole }
compare-rolfe-status = Rolfe，n = 1000：算法一运行四次（每次约十秒）…
compare-rolfe-failed = 表格失败：{ $error }
compare-rolfe-result = n = 1000 时使用的排列向量 — 我们的：{ $ours }；Rolfe 的：{ $rolfe }。算法二（约 90 秒）：nqueens papers --rolfe。
compare-rolfe-done = Rolfe 的表格已用主种子 { $seed } 测量。
compare-aima-status = 正在测量 AIMA 的数据：每项 { $climbs } 次爬山，以及 n = 2 到 50 的图 5.5（每项最多 4000 万次检查）…
compare-aima-failed = AIMA 表格失败：{ $error }
compare-aima-done = AIMA 的数据已用主种子 { $seed } 测量。
compare-percent = { $value }%
compare-thousands = { $value } 千
compare-aima-climb = 8 皇后，{ $sideways ->
        [0] 最陡上升
       *[other] 允许 { $sideways } 次侧向移动
    }
compare-aima-solved = { $climb }：解出
compare-aima-moves = { $climb }：解出时 / 卡住时的移动步数
compare-aima-check = 图 5.5：{ $column ->
        [0] 回溯
        [1] 回溯 + MRV
        [2] 前向检验
        [3] 前向检验 + MRV
       *[4] 最小冲突
    }
compare-aima-not-checks = —（它统计修复移动，而不是检查）
compare-aima-sizes = { $done } / { $sizes } 个规模…
compare-aima-median = { $median }（49 个规模中有 { $over } 个超过 40,000 千）
compare-aima-over = > 40,000 千
compare-bb-status = Brassard 与 Bratley 的 queensLV，{ $n } × { $n }：k = 0 到 { $n } 每个 { $runs } 次运行…
compare-bb-failed = queensLV 表格失败：{ $error }
compare-bb-result = { $n } × { $n } 上最好的 k：精确为 { $k }（t = 每个解 { $t } 个节点），实测为 { $measured }。
compare-bb-result-book = { $n } × { $n } 上最好的 k：精确为 { $k }（t = 每个解 { $t } 个节点），实测为 { $measured }，书中为 { $book }。
compare-bb-done = queensLV 表格已用主种子 { $seed } 测量。

## The count

compare-count-title = 计数所有解
compare-count-text = Q(n) 由位棋盘回溯求得：在正方形的八种对称（旋转与镜像）下每类只访问一个解，每种前几行的放置为一个任务，分配给各工作线程。与公开的计数比较：{ $oeis } A000170（所有解）和 A002562（基本解）。
    .oeis = OEIS
compare-count-n = n（1 到 17）
compare-count-kernel = 内核
compare-kernel-simd128 = 一次 16 个棋盘（SIMD128 向量）
compare-kernel-scalar = 一次一个棋盘（标量）
compare-count-run = 计数
compare-count-status = 正在用 { $workers } 个工作线程、分 { $tasks } 个任务计数 Q({ $n })…
compare-count-failed = 计数失败：{ $error }
compare-count-matches = { $value } — 与 OEIS { $sequence } 一致
compare-count-differs = { $value } — 与 OEIS { $sequence } 中的 { $known } 不同
compare-count-result = Q({ $n }) = { $total }。基本解（在旋转与镜像下每类一个）：{ $fundamental }。使用{ $kernel ->
        [simd128] SIMD128
       *[scalar] 标量
    }内核，用时 { $seconds } 秒。
compare-count-done = 已计数 Q({ $n })，用时 { $seconds } 秒。

## The race

compare-race-title = 并行{ $term }
    .term = 拉斯维加斯
compare-race-text = Rolfe 的“Parallel Execution”：让几个使用不同种子的工作线程在同一个棋盘上竞赛；第一个解出现时其他线程停止。与一个工作线程单独运行第一个种子相比较。
compare-race-algorithm = 参赛算法
compare-race-n = n
compare-race-workers = 工作线程数
compare-race-run = 竞赛
compare-race-params =
    .aria-label = 参赛算法的参数
compare-race-fit = { $algorithm } 最多运行 n = { $max } 的棋盘：n 原为 { $was }，现为 { $max }。
compare-race-alone = 第 { $race } 场竞赛（共 { $races } 场）：一个工作线程单独运行 { $algorithm }，n = { $n }…
compare-race-many = 第 { $race } 场竞赛（共 { $races } 场）：{ $workers } 个工作线程使用不同种子…
compare-race-failed = 竞赛失败：{ $error }
compare-race-result = { $workers } 个工作线程，{ $races } 场竞赛：加速比中位数 { $median }×（范围 { $low }–{ $high }×），相对于一个工作线程单独运行每场竞赛的第一个种子。独立的拉斯维加斯运行平均约快 { $workers } 倍完成；单独一场竞赛的运气可能好得多或差得多。第 1 场：工作线程 { $winner } 用 { $wall } 毫秒获胜（种子 { $seed }，{ $tries }）；单独运行（种子 { $aloneSeed }）：{ $alone } 毫秒。
compare-race-result-params = { $algorithm }，参数 { $params }：{ $result }
compare-race-done = 竞赛完成。

## Exports (exports.js)

compare-export-png = 已将第 { $move } 步的棋盘保存为 PNG。
compare-export-file-link = 此页面是从文件打开的，链接只能在这台电脑上打开。学生可以打开同一个文件，在时间轴上转到这一步；或者把 dist/ 放到网站服务器上（教师指南有说明），然后分享它的地址。
compare-export-link-copied = 已复制到这一步的链接：{ $link }
compare-export-link-copy = 复制此链接以打开这一步：{ $link }
compare-export-recording = 正在录制第 { $from } 到 { $to } 步…
compare-export-recorded = 已将第 { $from } 到 { $to } 步录制为 WebM 视频（{ $size } kB）。
compare-export-record-failed = 录制失败：{ $error }。
compare-export-gif-frame = 正在生成动画 GIF：第 { $done } 帧，共 { $total } 帧。按“取消”可停止。
compare-export-gif-failed = GIF 生成失败：{ $error }。
compare-export-moves-whole = 步数是整数（0 是开始）。
compare-export-moves-order = 最后一步必须在第一步之后。
compare-export-moves-most = 一次最多录制 { $most } 步。
compare-export-gif-most = 动画 GIF 最多容纳 { $most } 步（每步一帧）：请选择更短的范围，或录制视频。
compare-export-gif-making = 正在生成第 { $from } 到 { $to } 步的动画 GIF…
compare-export-gif-cancelled = 已取消 GIF。
compare-export-gif-saved = 已将第 { $from } 到 { $to } 步保存为动画 GIF（{ $size } kB）。

## The line of numbers under an exported picture's board (board-export.js), after the
## counters: the move on show. $move: the move (0 is the start); $moves: the run's moves so far.
compare-export-move = 第 { $move } 步
compare-export-move-of = 第 { $move } 步，共 { $moves } 步

## The Record dialog.
compare-record-title = 录制棋盘
compare-record-about = 棋盘从一步播放到另一步，每一帧都与 PNG 所示相同：说明、带行号和列号的棋盘、计数器和步数。视频（WebM）按所选速度播放；动画 GIF（用于不能放视频的幻灯片和网页）最多容纳 400 步，每步一帧。
compare-record-from = 从第
compare-record-to = 步到第
compare-record-as = 步，格式
compare-record-webm = 视频（WebM）
compare-record-gif = 动画 GIF
compare-record-progress =
    .aria-label = 已生成的帧
compare-record-start = 录制
compare-record-cancel = 取消

## Offline use (offline.js)

compare-offline-unavailable = 无法离线使用：{ $error }
