# 命令行的帮助（clap，src/cli/help.rs），简体中文。译自 locales/en/cli-help.ftl
# （其文件头说明各标识；见 docs/translating.md）。
# 术语同 locales/zh-CN/cli.ftl 和 algorithms.ftl（“棋盘”“皇后”“种子”“主种子”“运行”“尝试”
# “回溯”“深度优先搜索”“广度优先搜索”“爬山法”：Russell 与 Norvig《人工智能：一种现代的方法》
# 第 3 版，清华大学出版社 2013）；“用法”“选项”“命令”同常见中文命令行。
# 选项、标识、文件名和 `代码` 保持原样。
# 一个概念一个术语，及其出处：locales/zh-CN/terms.toml（由 tests/terms.rs 检查）。

## clap's own words

help-clap-usage = 用法
help-clap-commands = 命令
help-clap-arguments = 参数
help-clap-options = 选项
help-clap-help = 显示帮助
help-clap-version = 显示版本
help-clap-help-more = 显示帮助（用 '--help' 查看更多）
help-clap-help-long = 显示帮助（用 '-h' 查看摘要）
help-clap-help-subcommand = 显示本帮助或给定子命令的帮助
help-clap-help-subcommand-command = 显示子命令的帮助
help-clap-default = [默认：{ $value }]
help-clap-possible-values = [可选值：{ $values }]
help-clap-possible-values-heading = 可选值：

## nqueens

help-nqueens-about = N 皇后求解器：第一个解、尝试的放置次数、解的个数
help-nqueens-lang = 输出的语言（BCP 47 标签：en、es、de、zh-CN、ar，或测试用的伪语言 en-XA）；否则按 LC_ALL、LC_MESSAGES 或 LANG，否则为英语

## nqueens algorithms

help-algorithms-about = 列出算法：标识、名称、是否随机、限制、计数器和实验室的单位，按页面中的顺序
help-algorithms-json = 输出一个 JSON 对象 {"{"}"algorithms":[…]{"}"}，而不是文本

## nqueens solve

help-solve-about = 找到一个解并报告所花的工作量。

    n 的限制：backtracking 1–64（64 位位棋盘；40 以上的某些规模需要数小时，见 OEIS A140450；使用其任一选项时为 1–255）；random-placement 1–1000；permutation-swap 1–2000；qs1 1–10,000,000；min-conflicts、qs4 和 construction 1–100,000,000；hill-climbing 1–200；simulated-annealing 1–1000；genetic 1–8（`nqueens algorithms` 列出它们）。除 backtracking 外都拒绝没有解的 n = 2 和 3。在终端上显示进度；Ctrl-C 停止。
help-solve-algorithm = 算法
help-solve-n = 棋盘大小 n（n × n 棋盘上放 n 个皇后），数字可分组也可不分组（"1,000,000"）；适用上面所列算法的限制（`nqueens::input::parse_board_size`，与页面相同）
help-solve-seed = 随机算法的种子（任意十进制 u64）；省略时抽取一个新种子并显示。相同的种子给出相同的运行。回溯（backtracking）忽略它
help-solve-json = 输出一个 JSON 对象而不是文本。n 超过 1,000,000 时省略其 `solution` 数组（约 8 MB 文本），除非用 `--with-solution` 要求
help-solve-with-solution = 与 `--json` 一起：任意 n 都给出解的数组
help-solve-out = 另外把解以文本写入此文件，每行一个从 1 起算的列号（第 1 行在先），直接从求解器的棋盘流式写出，供独立程序检验
help-solve-params = 算法的一个参数 `NAME=VALUE`（可重复）：各算法的参数、取值和默认值见 `nqueens algorithms`

## nqueens compare

help-compare-about = 在一个棋盘大小上用许多带种子的运行比较算法：每次运行的尝试次数（均值、中位数、第 90 百分位数、最大值）、每次运行的重试次数和一次尝试的成功率。

    第 i 次运行使用由主种子和 i 派生的种子，因此输出只取决于主种子（与 --threads 无关）。页面的比较视图给出相同的数字。
help-compare-n = 棋盘大小 n（适用各算法自己的限制；见 `solve --help`）
help-compare-trials = 每个算法的运行次数
help-compare-algorithms = 要比较的算法，用逗号分隔
help-compare-seed = 主种子（任意十进制 u64）；省略时抽取一个新种子并显示
help-compare-csv = 另外把每次运行写入此 CSV 文件
help-compare-threads = 工作线程数（默认：核心数）
help-compare-json = 把摘要输出为一个 JSON 数组而不是表格
help-compare-params = 一个参数 `NAME=VALUE`（可重复），交给每个声明它的所选算法（至少要有一个）：见 `nqueens algorithms`

## nqueens sweep

help-sweep-about = 从 --from 到 --to 的每个 n 上各算法的平均尝试次数
help-sweep-from = 最小的棋盘大小
help-sweep-to = 最大的棋盘大小
help-sweep-trials = 每个算法和大小的运行次数
help-sweep-algorithms = 算法，用逗号分隔
help-sweep-seed = 主种子；省略时抽取一个新种子并显示
help-sweep-threads = 工作线程数（默认：核心数）
help-sweep-params = 一个参数 `NAME=VALUE`（可重复），交给每个声明它的所选算法（至少要有一个）：见 `nqueens algorithms`

## nqueens exercise

help-exercise-about = 评分练习（“扮演算法”，页面的 `exercise=1`）：重新评定完成码，显示学习者的题目或答案，或把班级的练习打包成 SCORM 包，供学习管理系统（LMS）使用
help-exercise-check-about = 根据完成码中的答案重新评分，并以 CSV 列出（每个码一行，按给定顺序），用于班级成绩。输错、截断或被修改的码（其校验或所声明的分数与答案不符）会在标准错误上指出，退出状态为 1；其余的仍会列出。校验防的是错误，不是作弊：任何人都能算出一个码
help-exercise-check-codes = 完成码（每个以 NQX1~ 开头）；"-" 从标准输入读取，每行一个
help-exercise-key-about = 学习者题目的答案（教师视图显示并打印同样的内容）：学习者页面所称的题目，然后是每一步的问题和算法自己的答案（用文字，以及完成码所带的记号）。当算法在同样好的答案中抽取时，列出所有答案（任一都对）以及它抽到的那个
help-exercise-key-class = 班级码，如 FC-7KQ2M9
help-exercise-key-learner = 学习者的姓名或学号（空格和大小写无关）
help-exercise-key-attempt = 第几次作答：第一个题目为 1，第一次评分后为 2，…
help-exercise-key-json = 输出一个 JSON 对象而不是文本
help-exercise-instance-about = 由班级码和学习者姓名得到的题目（页面显示同样的题目）：练习、n、种子和起始步
help-exercise-instance-class = 班级码，如 FC-7KQ2M9
help-exercise-instance-learner = 学习者的姓名或学号（空格和大小写无关）
help-exercise-instance-attempt = 第几次作答：第一个题目为 1，第一次评分后为 2，…
help-exercise-instance-json = 输出一个 JSON 对象而不是文本
help-exercise-scorm-about = 班级练习的 SCORM 包，供学习管理系统（LMS）使用（Moodle、Canvas、Blackboard、Brightspace、Schoology）：把 zip 作为 SCORM 活动导入；每个学习者得到其学习管理系统学习者标识抽到的题目（`instance --class CODE --learner ID` 显示它），每一步之后分数连同是否达到 --mastery 的结果记入成绩册。由 `cargo xtask dist` 写出的单一文件制作；发布网站上的教师视图制作同样的包
help-exercise-scorm-class = 班级码，如 BT-7KQ2M9
help-exercise-scorm-out = zip 的写入位置
help-exercise-scorm-version = SCORM 版本：1.2（所有学习管理系统都接受）或 2004（第 4 版）
help-exercise-scorm-mastery = 第一次就答对的步骤达到多少百分比算通过
help-exercise-scorm-html = 包中页面所复制的那个单一文件

## nqueens lesson

help-lesson-about = 引导式课程：检查课程文件（页面打开同样的文件），列出内置课程，输出其中一课作为编写自己课程的起点（格式：书中的 docs/lesson-format.md），或把一课打包成 SCORM 包，供学习管理系统（LMS）使用
help-lesson-check-about = 完整检查一个课程文件，就像页面在播放前所做的：其格式、其 Markdown、每张幻灯片的算法、棋盘、种子和参数、其中提到的每一步（逐步运行每个带种子的运行）以及每个 `expect:`。输出 `FILE: ok, N slides`，或在标准错误上输出 `FILE:LINE: 出错之处` 并以状态 1 退出
help-lesson-check-file = 课程文件（Markdown，UTF-8，最多 200 kB）
help-lesson-check-json = 把解析后的课程输出为一个 JSON 对象（每张幻灯片的状态、起止步、播放、问题和期望），而不是 `ok`
help-lesson-check-original = 该文件是 ORIGINAL（一个课程文件，或内置课程的标识）的译文：另外检查它有相同的幻灯片、棋盘、步、问题和期望，只是文字不同（内置译文为 lessons/TAG/ID.md）
help-lesson-list-about = 列出内置课程：标识、标题、幻灯片数和摘要（在课程有译文时，用 `--lang` 或环境的语言）
help-lesson-list-json = 输出一个 JSON 对象 {"{"}"lessons":[{"{"}"id","title","summary","slides"{"}"}]{"}"}，而不是文本
help-lesson-show-about = 输出一个内置课程的文件（`nqueens lesson list` 列出它们），作为编写自己课程的起点：若有 `--lang`（或环境）语言的译文则输出译文，否则输出英文
help-lesson-show-id = 课程的标识，如 first-solution-walkthrough
help-lesson-show-json = 像 `lesson check --json` 那样输出解析后的课程，而不是其文件
help-lesson-scorm-about = 引导式课程的 SCORM 包，供学习管理系统（LMS）使用（Moodle、Canvas、Blackboard、Brightspace、Schoology）：把 zip 作为 SCORM 活动导入；学习管理系统在两次启动之间保存每个学习者的进度（幻灯片和答案），分数（第一次就答对的问题；没有问题的课程则为看过的幻灯片比例）连同在结束时是否达到 --mastery 的结果记入成绩册。内置课程用其标识，或用你自己的课程文件，先完整检查（同 `lesson check`）。由 `cargo xtask dist` 写出的单一文件制作；发布网站上的教师视图制作同样的包
help-lesson-scorm-id = 内置课程的标识（`nqueens lesson list`），如 first-solution-walkthrough
help-lesson-scorm-file = 改用你自己的课程文件（Markdown，UTF-8，最多 200 kB）
help-lesson-scorm-out = zip 的写入位置；若为目录则使用包自己的名称（nqueens-lesson-ID-scorm12.zip）
help-lesson-scorm-version = SCORM 版本：1.2（所有学习管理系统都接受）或 2004（第 4 版）
help-lesson-scorm-mastery = 课程中第一次就答对的问题达到多少百分比算通过
help-lesson-scorm-html = 包中页面所复制的那个单一文件

## nqueens papers

help-papers-about = 我们的测量与已发表的表格并列：Sosič 与 Gu（1991）的表 2–5，加 --rolfe 时还有 Rolfe（2006）n = 1000 的表（较慢：数分钟）
help-papers-sizes = Sosič 与 Gu 表格的棋盘大小，用逗号分隔
help-papers-permutations = 表 2 和表 3 所用的随机排列数（论文：100）
help-papers-runs = 表 4 和表 5 所用的 QS1 运行次数（默认 10，同论文）；与 --brassard-bratley 一起时，为每个测量行所用的 queensLV 运行次数（默认 10,000）
help-papers-rolfe = 另外运行 Rolfe 的 n = 1000 比较（他的每个算法各运行 4 次）
help-papers-aima = 改为 Russell 与 Norvig 的 AIMA：§4.1.1 在 8 皇后上的爬山法（各 --climbs 次爬山）和第 2 版的图 5.5（n = 2 到 50 的一致性检查次数中位数，每次最多 4000 万；约一分钟）
help-papers-climbs = AIMA §4.1.1 各行所用的爬山次数
help-papers-brassard-bratley = 改为 Brassard 与 Bratley 的 queensLV 表（Fundamentals of Algorithmics，§10.6.3）：对每个 k，给出精确的以及经 --runs 次运行测得的 p、s、e 和 t，与书中 8 皇后的数值并列，以及最佳的 k
help-papers-n = --brassard-bratley 表的棋盘（4 到 12）
help-papers-json = 与 --brassard-bratley 一起：以 JSON 输出该表
help-papers-seed = 主种子；省略时抽取一个新种子并显示

## nqueens count

help-count-about = 用位棋盘和正方形的对称性在所有核心上计算全部解的个数 Q(n)（OEIS A000170）和基本解的个数（A002562）。接受 1 ≤ n ≤ 20（在两个核心上用 AVX-512，Q(17) 约需 1.5 秒，Q(20) 估计 7 分钟）
help-count-n = 棋盘大小 n
help-count-threads = 工作线程数（默认：核心数）
help-count-kernel = 如何搜索最后几行：此 CPU 能运行的最快方式、标量深度优先搜索，或用 AVX-512 一次处理十六个棋盘
help-count-json = 输出一个 JSON 对象而不是文本
help-count-kernel-best = CPU 支持时用 AVX-512，否则用标量
help-count-kernel-scalar = 逐行深度优先搜索（到处都能运行）
help-count-kernel-avx512 = 最后几行的广度优先搜索，一次十六个棋盘（带 AVX-512F 的 x86-64）
