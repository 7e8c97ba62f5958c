# 课程，简体中文：课程播放器、“课程”对话框、课程 SCORM 包的提示，以及 `nqueens lesson`
# 对课程文件及其译文的说明。译自 locales/en/lessons.ftl（见 docs/translating.md）。
# 术语与 locales/zh-CN/page.ftl 相同：“皇后”“棋盘”“行”“列”“回溯”
# （kaledl.com/down/1299142.html）；“幻灯片”“课程”“学习管理系统（LMS）”。
# 课程正文在 lessons/zh-CN/<id>.md。
# 一个概念一个术语，及其出处：locales/zh-CN/terms.toml（由 tests/terms.rs
# 检查）：试验（trial）、尝试（attempt）、重试（try）、死路；斜线、节点（Krahets《Hello 算法》，github.com/krahets/hello-algo）；值域（《人工智能现代方法（第4版）》第6章学习笔记，blog.youkuaiyun.com/data_disciple/article/details/155605526）；弧相容（《软件工程》2018年第2期，zgkjsz.com/page/2018/0328/3319719.shtml）；爬山法、随机重启、模拟退火、遗传算法、适应度、交叉、局部搜索（wenku.csdn.net/doc/36594d4g6v）。未经搜索证实的在该文件中注明“not
# confirmed”。

## The player's head

lesson-where = 第 { $slide } 张，共 { $count } 张
lesson-where-finished = 已完成
lesson-prev = ← 上一张
lesson-again = 重新播放本张
lesson-next = 下一张 →
lesson-finish = 完成
lesson-score = 下载我的答案（JSON）
lesson-leave = 退出课程
lesson-notes = 教师备注

## The bar at the screen's foot, while the slide's buttons are scrolled away

lesson-float =
    .aria-label = 课程（幻灯片已滚出视图）
lesson-float-next = 下一张幻灯片 →

## The player's lines

lesson-score-note = 你第一次就答对了 { $asked } 道题中的 { $right } 道。
lesson-welcome-back = 欢迎回来：你上次在第 { $slide } 张离开了本课程。“上一张”可以返回；第 1 张是开头。
lesson-welcome-back-course = 欢迎回来：课程页面保存了你的位置，第 { $slide } 张。
lesson-slide-refused = 无法设置这张幻灯片的棋盘：{ $error }
lesson-board-refused = 棋盘被拒绝
lesson-record-exercise-step = 练习的这一步
lesson-record-left = { $truth }（答了 { $total } 个问题中的 { $answered } 个后离开）
lesson-checking = 正在检查课程…
lesson-worker-failed = 无法检查课程（{ $message }）
lesson-worker-silent = 它的 worker 没有启动

## The lesson's end (after Finish)

lesson-finished-title = 已完成：{ $title }
lesson-finished-all = 你看完了每一张幻灯片。
lesson-finished-go-answers = 下载你的答案，用“上一张”返回，在“课程”中另选一课，或退出课程，在页面当前状态下继续。
lesson-finished-go = 用“上一张”返回，在“课程”中另选一课，或退出课程，在页面当前状态下继续。
lesson-finished-announce = 课程已完成：{ $title }。{ $note }

## The Lessons dialog

lessons-title = 课程
lessons-intro = 课程一张一张地设置棋盘、说明要看什么、播放走法并向全班提问。
lessons-keys-or = 或
lessons-keys-on = 前进，
lessons-keys-back = 后退。
lessons-slides = （共 { $slides } 张幻灯片。）
lessons-finished = 已完成。
lessons-left-at = 你上次停在第 { $slide } 张。
lessons-own = 你自己的课程
lessons-own-before = 课程是一个 Markdown 纯文本文件：书中的
lessons-own-link = 课程格式
lessons-own-after = 说明了如何编写。在这里打开它，或把它拖到页面上。
lessons-file = 从文件
lessons-url = 从网址
lessons-url-field =
    .placeholder = https://…/my-lesson.md
lessons-open = 打开
lessons-close = 关闭

## Refusals (the dialog's, and the page's address messages); $error is the core's reason
## ("line 14: unknown algorithm …")

lessons-refused = “{ $title }”被拒绝：{ $error }。
lessons-file-too-big = “{ $file }”有 { $size } 字节：课程文件最多 { $max } 字节。
lessons-file-refused = “{ $file }”被拒绝：{ $error }。
lessons-url-unread = 无法读取 { $url } 上的课程（{ $reason }）：它的服务器可能不允许其他页面读取。请下载该文件再打开。
lessons-host-answered = 服务器返回 { $status }
lessons-url-refused = { $url } 上的课程被拒绝：{ $error }。
lessons-address-url = { $message }（地址中的 lesson-url）
lessons-address-text-not-packed = 它不是本页面打包的课程
lessons-address-text-refused = 地址中的课程（lesson-text）被拒绝：{ $error }。
lessons-address-unknown = 地址中的课程“{ $id }”不存在：“课程”按钮列出了本页面的课程。
lessons-address-refused = 课程“{ $id }”被拒绝：{ $error }。

## A lesson's SCORM package (www/scorm.js), what the learner reads

lesson-scorm-unopened = 无法打开这个 SCORM 包的课程：{ $error }。
lesson-scorm-no-lms = 未找到学习管理系统：本页面是课程“{ $title }”的 SCORM 包，在学习管理系统之外打开时不发送成绩
lesson-scorm-kept-here = { $why }；你的位置保存在此浏览器中。
lesson-scorm-signed-in = 已由你的学习管理系统登录：每张幻灯片之后，你的位置和成绩都会发送给它。
lesson-scorm-signed-in-as = 已由你的学习管理系统以 { $name } 登录：每张幻灯片之后，你的位置和成绩都会发送给它。
lesson-scorm-signed-in-questions = 已由你的学习管理系统登录：每张幻灯片和每次回答之后，你的位置和成绩都会发送给它；第一次就答对 { $mastery }% 的题目即为通过。
lesson-scorm-signed-in-as-questions = 已由你的学习管理系统以 { $name } 登录：每张幻灯片和每次回答之后，你的位置和成绩都会发送给它；第一次就答对 { $mastery }% 的题目即为通过。
lesson-scorm-place-unread = 无法读取学习管理系统保存的位置（{ $error }）：课程从第 1 张重新开始，在你继续之前，学习管理系统保留原有记录。
lesson-scorm-place-too-long = 你在本课程中的位置已超出 SCORM { $version } 为它保留的 { $limit } 个字符：成绩仍会发送给学习管理系统，但重新打开时将从最后一个能保存的位置继续。

## An exercise's SCORM package (www/scorm.js), what the learner reads; the LMS's refusals
## (either package's); a saved place that does not read (readPlace)

scorm-settings-unread = 无法读取本页面的 SCORM 设置（{ $error }）；它作为可视化工具运行，不发送成绩。
scorm-lms-no-session = 学习管理系统没有开始会话（{ $call }：{ $why }）
scorm-lms-threw = 学习管理系统的 { $call } 抛出了“{ $error }”
scorm-lms-error = 错误 { $code }：{ $words }
scorm-lms-error-code = 错误 { $code }
scorm-lms-no-error-code = 未给出错误代码
scorm-lms-refused = 学习管理系统拒绝了 { $element } = “{ $value }”（{ $why }）。
scorm-lms-not-saved = 学习管理系统没有保存成绩（{ $call }：{ $why }）。
scorm-exercise-no-score = { $why }，因此成绩无法发送给它。请输入你的姓名或学号，并在结束时提交完成码。
scorm-exercise-no-lms = 未找到学习管理系统：本页面是班级 { $class } 的 SCORM 包，在学习管理系统之外打开时不发送成绩。请输入你的姓名或学号，并在结束时提交完成码。
scorm-exercise-id-too-long = 学习管理系统给出的学生 ID 有 { $length } 个字符，超过了抽取练习题目所用的 { $max } 个：请改为输入你的姓名或学号；成绩仍会发送给学习管理系统。
scorm-exercise-no-id = 学习管理系统没有给出学生 ID：请输入你的姓名或学号；成绩仍会发送给学习管理系统。
scorm-exercise-signed-in = 已由你的学习管理系统以 { $name } 登录：每一步之后，你的成绩都会记入它的成绩册；第一次就答对 { $mastery }% 的步骤即为通过。
scorm-exercise-attempt-unread = 无法读取学习管理系统保存的作答（{ $error }）：将开始新的作答，在你作答之前，学习管理系统保留原有记录。
scorm-exercise-too-long = 本次作答的答案已超出 SCORM { $version } 为它保留的 { $limit } 个字符：成绩仍会发送给学习管理系统，但重新打开时将从最后一个能保存的答案继续。
scorm-place-not-place = 它不是本课程保存的位置
scorm-place-other-lesson = 它是另一门课程（{ $saved }）中的位置，而不是“{ $lesson }”中的
scorm-place-slide = 它的幻灯片（{ $slide }）不在本课程的 { $count } 张幻灯片之中
scorm-place-no-answers = 它没有答案列表
scorm-place-answer = 有一个答案没有对应本课程的任何问题（{ $answer }）
scorm-place-twice = 它两次回答了第 { $slide } 张幻灯片的问题

## The teacher's view's SCORM downloads (www/scorm-package.js)

scorm-package-embedded-at = 本页面就是那个单一文件，它无法读取自身来制作包。请打开发布网站上的教师视图（{ $url }）并在那里按这个按钮，或在代码仓库中运行：{ $command }
scorm-package-embedded = 本页面就是那个单一文件，它无法读取自身来制作包。请打开发布网站上的教师视图并在那里按这个按钮，或在代码仓库中运行：{ $command }
scorm-package-making = 正在制作包…
scorm-package-no-single-file = 本页面旁边没有 { $file }（{ $error }）：包是它的副本。发布网站上有它（cargo xtask dist 把它放在 dist/ 中）；开发服务器上没有。请在代码仓库中运行 cargo xtask dist，然后运行：{ $command }
scorm-package-unmade = 无法制作包：{ $error }。
scorm-package-unzipped = 无法压缩包（{ $error }）。请在代码仓库中运行：{ $command }
scorm-package-downloaded = 已下载 { $file }（{ NUMBER($megabytes, minimumFractionDigits: 2, maximumFractionDigits: 2) } MB，{ $what }）。在你的学习管理系统中添加一个 SCORM 活动（Moodle：SCORM 包；Canvas：作为 SCORM 包导入）并上传它；把它的成绩设为分数。
scorm-package-what-exercise = SCORM { $version }，及格分 { $mastery }%
scorm-package-what-lesson = “{ $title }”，SCORM { $version }，第一次就答对 { $mastery }% 的问题即为通过
scorm-package-pass-mark = 及格分是 0 到 100 之间的整数百分比。
scorm-package-open-lesson = 当前打开的课程：{ $title }
scorm-package-lesson-closed = 页面上已没有打开的课程：请从列表中选择一个。

## A SCORM package refused (src/scorm.rs; `nqueens exercise scorm`, `nqueens lesson scorm`,
## the teacher's view, a package's page reading its <meta> or its saved attempt)

scorm-error-version = 未知的 SCORM 版本“{ $version }”：1.2（所有学习管理系统都支持）或 2004（第 4 版）
scorm-error-mastery = 及格分是 0 到 100 之间的百分比，而不是 { $mastery }
scorm-error-meta-mastery = 包的及格分“{ $value }”不是 0 到 100 之间的百分比
scorm-error-no-class = 包没有给出班级代码
scorm-error-no-version = 包没有给出 SCORM 版本
scorm-error-lesson-unread = 无法读取课程“{ $id }”
scorm-error-lesson-text = 包中的课程文本不是由本页面打包的课程
scorm-error-lesson-refused = 无法读取包中的课程：{ $error }
scorm-error-lesson-renamed = 包给出的是课程“{ $id }”，但它的文本是课程“{ $own }”
scorm-error-zip = 写入包时：{ $error }
scorm-error-page-too-large = 页面有 { NUMBER($megabytes, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } MB；包最多接受 { $limit } MB 的单一文件
scorm-error-not-single-file = 这不是 `cargo xtask dist` 写出的单一文件 nqueens-visualizer.html（它没有嵌入的核心）
scorm-error-already-package = 这个页面已经是某个 SCORM 包的页面：请给出单一文件 nqueens-visualizer.html 本身
scorm-error-no-head = 这个页面没有 </head>：它不是那个单一文件
scorm-error-not-attempt = 它不是本练习保存的作答
scorm-error-other-version = 它由练习的另一个版本保存（{ $saved }；本页面读取 { $reads }）
scorm-error-cut-short = 它被截断了（没有完成码）
scorm-error-scores = 它的分数不是 0 到 10000 之间的数
scorm-error-answers = 它的答案未通过校验：{ $why }
scorm-error-other-class = 它是另一个班级（{ $saved }）的作答，不是 { $class } 的
scorm-error-other-learner = 它是另一位学生的作答

## `nqueens exercise scorm` and `nqueens lesson scorm` (src/cli/exercise.rs, src/cli/lesson.rs)

scorm-cli-no-single-file = 未找到 { $path }：包由 `cargo xtask dist` 写出的单一文件制作（请先在代码仓库中运行它），或用 --html 给出它的路径
scorm-cli-unreadable = 读取 { $path } 时：{ $error }
scorm-cli-not-text = { $path } 不是文本（UTF-8）文件：请给出单一文件 nqueens-visualizer.html
scorm-cli-id-or-file = 请给出内置课程的标识或 --file 文件（不能同时给出）
scorm-cli-wrote-lesson = 已写入 { $file }（{ NUMBER($megabytes, minimumFractionDigits: 2, maximumFractionDigits: 2) } MB）：{ $title }，SCORM { $version }，第一次就答对 { $mastery }% 的问题即为通过。请把它作为 SCORM 包导入你的学习管理系统；它会保存每个学生的位置。
scorm-title-exercise = { $name }（班级 { $class }）
scorm-title-lesson = { $title }（引导课程）
scorm-title-organization = N 皇后可视化：{ $title }

## A lesson file's translation (`nqueens lesson check FILE --original ORIGINAL`, the tests):
## the same slides, boards and questions as its original, in other words

lesson-translation-id = 译文的 id“{ $id }”与原文的“{ $original }”不同
lesson-translation-slides = 译文有 { $slides } 张幻灯片，原文有 { $original } 张
lesson-translation-board = 第 { $slide } 张幻灯片设置的棋盘与原文（第 { $line } 行）不同：state 块必须相同
lesson-translation-moves = 第 { $slide } 张幻灯片播放的走法与原文（第 { $line } 行）不同：play 必须相同
lesson-translation-speed = 第 { $slide } 张幻灯片的播放速度与原文（第 { $line } 行）不同
lesson-translation-question = 第 { $slide } 张幻灯片提出的问题与原文（第 { $line } 行）不同
lesson-translation-expects = 第 { $slide } 张幻灯片断言的数字与原文（第 { $line } 行）不同：expect 行必须相同
lesson-check-translation-ok = { $file }：正确，{ $slides } 张幻灯片，与 { $original } 内容相同，只是文字不同
lesson-check-no-original = 没有名为“{ $original }”的内置课程或文件

## `nqueens lesson check` and `list`

lesson-check-ok = { $file }：正确，{ $slides } 张幻灯片
lesson-check-not-utf8 = 该文件不是 UTF-8 文本
lesson-check-unreadable = 无法读取：{ $error }
lesson-list-slides = （{ $slides } 张幻灯片）
