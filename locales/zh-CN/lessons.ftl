# 课程，简体中文：课程播放器、“课程”对话框、课程 SCORM 包的提示，以及 `nqueens lesson`
# 对课程文件及其译文的说明。译自 locales/en/lessons.ftl（见 docs/translating.md）。
# 术语与 locales/zh-CN/page.ftl 相同：“皇后”“棋盘”“行”“列”“回溯”
# （kaledl.com/down/1299142.html）；“幻灯片”“课程”“学习管理系统（LMS）”。
# 课程正文在 lessons/zh-CN/<id>.md。
# 一个概念一个术语，及其出处：locales/zh-CN/terms.toml（由 tests/terms.rs
# 检查）：试验（trial）、尝试（attempt）、重试（try）、斜线、节点、死路；值域（《人工智能现代方法（第4版）》第6章学习笔记，blog.youkuaiyun.com/data_disciple/article/details/155605526）；弧相容（《软件工程》2018年第2期，zgkjsz.com/page/2018/0328/3319719.shtml）；爬山法、随机重启、模拟退火、遗传算法、适应度、交叉、局部搜索（wenku.csdn.net/doc/36594d4g6v）。未经搜索证实的在该文件中注明“not
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
