# 页面的对话框，简体中文：问题及术语表，以及键盘帮助。译自 locales/en/dialogs.ftl（每条消息的
# 注释见该文件）。术语同 locales/zh-CN/page.ftl（“皇后”“棋盘”“回溯”），另有“拉斯维加斯算法”
# “蒙特卡罗算法”“排列”“冲突”“重启”“标准误差”（参照 zh.wikipedia.org 及《算法导论》中译本）。
# 键名按中文键盘常用写法（空格键、Home、End、Enter、Tab、PgDn、PgUp、Esc）。
# 一个概念一个术语，及其出处：locales/zh-CN/terms.toml（由 tests/terms.rs
# 检查）：试验（trial）、尝试（attempt）、重试（try）、死路；斜线、节点（Krahets《Hello 算法》，github.com/krahets/hello-algo）；值域（《人工智能现代方法（第4版）》第6章学习笔记，blog.youkuaiyun.com/data_disciple/article/details/155605526）；弧相容（《软件工程》2018年第2期，zgkjsz.com/page/2018/0328/3319719.shtml）；爬山法、随机重启、模拟退火、遗传算法、适应度、交叉、局部搜索（wenku.csdn.net/doc/36594d4g6v）。未经搜索证实的在该文件中注明“not
# confirmed”。

## The puzzle and its words (#about)

dialogs-about-title = 问题
dialogs-about-puzzle = N 皇后问题：在 n × n 的国际象棋棋盘上放置 n 个皇后，使任意两个皇后都不能互相攻击。皇后沿所在的行、列和两条斜线攻击，因此一个解在每一行、每一列恰好有一个皇后，每条斜线上至多一个。8 × 8 棋盘有 92 个解；边长为 2 和 3 的棋盘没有解。这里的每个算法都每行放一个皇后，第 1 行在底部，第 1 列在左侧；它要么逐格搜索（回溯），要么随机放置、失败重来（拉斯维加斯算法），要么修补一个放满的棋盘（局部搜索），要么使用公式。
dialogs-words-title = 本页用语

## The glossary

dialogs-term-attempt = 尝试
dialogs-term-attempt-meaning = 算法基本动作的一次尝试，按算法自己的单位计数：回溯尝试一个格子，随机放置放下一个皇后，交换搜索测试一次交换。尝试一个格子并不等于放下一个皇后，所以尝试次数只在同一算法内比较；不同算法之间按 CPU 时间比较。
dialogs-term-move = 步
dialogs-term-move-meaning = 棋盘所显示的算法的一步，即点一次“单步”：尝试一个格子、一次回溯、放下或移动一个皇后、一次重启。时间轴数的是步；计数器按算法自己的单位数尝试，所以回溯完整的 8 × 8 搜索共 17,777 步：尝试 15,720 个格子，回溯 1,965 次，92 个解各占一步。
dialogs-term-backtrack = 回溯
dialogs-term-backtrack-meaning = 当某一行再没有安全的格子时，回溯法退回下面一行，拿起那里的皇后并把它向后移。
dialogs-term-trial = 试验、重启
dialogs-term-trial-meaning = 随机放置从空棋盘开始的一次试验。某一行没有未受攻击的格子就是死路：这次试验作废，重新开始一次试验（重启）。它从不回溯。
dialogs-term-las-vegas = 拉斯维加斯与蒙特卡罗
dialogs-term-las-vegas-meaning = 拉斯维加斯算法利用随机性，但从不出错：它不断尝试直到得到解，只有运行时间是随机的（随机放置、交换搜索）。蒙特卡罗算法运行固定的时间，可能出错。在 8 × 8 上随机放置的一轮以概率 p = 0.1293 成功，所以一次运行平均需要 1/p = 7.73 轮。
dialogs-term-seed = 随机种子
dialogs-term-seed-meaning = 决定一次运行中所有随机选择的数：相同的种子给出相同的运行，在这里和任何电脑上都一样，所以全班可以一起跟随同一次运行。“新种子”会抽取一个新的。
dialogs-term-master-seed = 主种子
dialogs-term-master-seed-meaning = 在“比较”中，由它派生出众多运行各自种子的那个数：第 1 次、第 2 次……运行各有自己的种子，相同的主种子会重现整个比较。
dialogs-term-standard-error = 标准误差
dialogs-term-standard-error-meaning = 测得的比率因偶然可能偏离真实值多远：对在 t 次尝试中测得的成功率 p，它是 √(p(1 − p) / t)。真实值约有 95% 的情况落在测量值两个标准误差之内。
dialogs-term-permutation = 排列、冲突
dialogs-term-permutation-meaning = 排列在每一行、每一列各放一个皇后，因此只有斜线可能冲突；冲突指一个皇后与另一个皇后同在一条斜线上。交换搜索交换两个皇后的列来消除冲突。
dialogs-term-oeis = OEIS
dialogs-term-oeis-meaning = 整数数列线上大全（oeis.org），已知的计数发表在那里：A000170 是解的个数 Q(n)，A002562 是旋转和翻转意义下不同的解，A140450 是回溯在找到第一个解之前尝试的格子数。本页用它们核对自己的计数。
dialogs-term-worker = Web Worker
dialogs-term-worker-meaning = 浏览器的后台线程：耗时的运行（比较、大棋盘）放在那里，页面保持响应，“停止”或“取消”立即生效。
dialogs-term-simd = SIMD128
dialogs-term-simd-meaning = 处理器的向量指令，WebAssembly 以 128 位寄存器提供：统计解的个数时用它同时搜索 16 个棋盘。
dialogs-term-cli = 命令行工具
dialogs-term-cli-meaning = nqueens，不带页面的同一套求解器，供自行构建本项目的人使用（见其 README）：相同的种子打印相同的数字，并测量论文中最大的棋盘。

## Both dialogs

dialogs-close = 关闭

## The keyboard's help (#help)

dialogs-keys-title = 键盘
dialogs-keys-intro = 在“观看”视图中，只要焦点不在输入框、列表、速度滑块或标签页上：
dialogs-keys-play = 播放或暂停（在有焦点的按钮上，空格键按下该按钮）
dialogs-keys-step = 单步：走一步
dialogs-keys-back = 后退一步
dialogs-keys-home = 重新开始这次运行（相同种子）
dialogs-keys-end = 运行到结束（回溯：到下一个解）
dialogs-keys-enter = 在输入框中：使用该值；之后上面的键重新生效
dialogs-keys-tab = 在控件之间移动；
dialogs-keys-tab-1 = 或
dialogs-keys-tab-2 = 按下按钮
dialogs-keys-present = 演示模式（也可用“演示”按钮）：棋盘占满屏幕
dialogs-keys-page = 演示中：单步和后退（演示遥控器发送这两个键）
dialogs-keys-blank = 演示中：黑屏，再恢复
dialogs-keys-code = 演示中：在棋盘旁显示或隐藏伪代码
dialogs-keys-leave = 退出演示
dialogs-keys-lesson = 课程中：下一张和上一张幻灯片（代替单步）
dialogs-keys-help = 本帮助；
dialogs-keys-help-1 = 关闭它
dialogs-key-space = 空格键
dialogs-key-home = Home
dialogs-key-end = End
dialogs-key-enter = Enter
dialogs-key-tab = Tab
dialogs-key-page-down = PgDn
dialogs-key-page-up = PgUp
dialogs-key-escape = Esc
dialogs-keys-timeline = 棋盘下方的时间轴可跳到目前走过的任意一步：拖动它，或让它获得焦点后使用方向键、
dialogs-keys-timeline-and = 和
dialogs-keys-history = 更改算法、棋盘大小或种子会开始新的运行；浏览器的“后退”按钮返回上一次运行，停在离开时的位置。
