# 教师视图和练习单，简体中文。译自 locales/en/teacher.ftl（见 docs/translating.md）。
# 术语同 locales/zh-CN/page.ftl；“学习管理系统（LMS）”“SCORM 包”“及格分”“成绩册”
# 参照 Moodle 中文文档（docs.moodle.org/zh）。
# 一个概念一个术语，及其出处：locales/zh-CN/terms.toml（由 tests/terms.rs
# 检查）：试验（trial）、尝试（attempt）、重试（try）、死路；斜线、节点（Krahets《Hello 算法》，github.com/krahets/hello-algo）；值域（《人工智能现代方法（第4版）》第6章学习笔记，blog.youkuaiyun.com/data_disciple/article/details/155605526）；弧相容（《软件工程》2018年第2期，zgkjsz.com/page/2018/0328/3319719.shtml）；爬山法、随机重启、模拟退火、遗传算法、适应度、交叉、局部搜索（wenku.csdn.net/doc/36594d4g6v）。未经搜索证实的在该文件中注明“not
# confirmed”。

## The class link

teacher-title = 教师专用：给班级的练习
teacher-family = 练习
teacher-new = 新班级代码
teacher-class = 班级代码
teacher-note = 学生打开链接（或扫描二维码），输入自己的姓名或学号：每人得到一份自己的题目，在任何设备上都相同。结束时每人得到一个完成码上交（或者，在支持 SPLICE 的课程页面中，分数直接提交给它）。
teacher-link-label = 班级链接
teacher-copy = 复制链接
teacher-qr =
    .aria-label = 班级链接的二维码
teacher-qr-large = 放大二维码
teacher-qr-link = 班级链接 { $link } 的二维码
teacher-qr-code = 班级代码 { $code } 的二维码
teacher-family-option = { $name }（{ $code }）
teacher-file-link = 从文件打开：学生打开同一个文件，按“当一回算法”，输入班级代码 { $code }。
teacher-copied = 已复制 ✓
teacher-copy-by-hand = 请选中后复制（Ctrl+C）
teacher-link-copied = 已复制班级链接。
teacher-class-refused = { $problem }（地址中的）；已重新抽取一个。

## The LMS (SCORM)

teacher-scorm-title = 放入你的学习管理系统（SCORM）
teacher-scorm-note = Moodle、Canvas、Blackboard、Brightspace 和 Schoology 可以把这个练习作为 SCORM 包导入：每个学生通过自己的学习管理系统账号得到自己的题目，不用输入姓名，每一步之后分数都会进入成绩册（结束时按及格分判定通过或未通过）。
teacher-scorm-version = SCORM 版本
teacher-scorm-12 = 1.2（所有学习管理系统都支持）
teacher-scorm-2004 = 2004（第 4 版）
teacher-scorm-mastery = 及格分（%）
teacher-scorm-download = 下载到你的学习管理系统（SCORM）
teacher-scorm-lesson-note = 引导课程也可以用同样的方式放入学习管理系统，使用上面的版本和及格分：学习管理系统会在每次访问之间记住每个学生的位置（幻灯片和答案），分数是第一次就答对的问题（没有问题的课程则是看过的幻灯片比例）。
teacher-scorm-lesson = 引导课程
teacher-scorm-lesson-download = 下载课程到你的学习管理系统（SCORM）

## Checking completion codes

teacher-check-title = 检查完成码
teacher-codes = 粘贴学生上交的完成码，每行一个。检查会根据答案重新评分；它防止的是失误（输错或改动过的代码），而不是作弊。
teacher-check = 检查完成码
teacher-csv = 下载 CSV
teacher-results-region =
    .aria-label = 已检查的完成码（窄屏时可横向滚动）
teacher-col-learner = 学生
teacher-col-class = 班级
teacher-col-attempt = 第几次
teacher-col-grading = 评分方式
teacher-col-right = 第一次就答对
teacher-col-score = 得分
teacher-col-model = 参考答案
teacher-col-time = 用时
teacher-col-note = 备注
teacher-grading-fix = 每步之后（已改正）
teacher-grading-undo = 每步之后（已撤销）
teacher-grading-end = 结束时
teacher-no-name = （无姓名）
teacher-right = { $right } / { $total }
teacher-right-unfinished = { $right } / { $total }（未完成）
teacher-score = { $score }%
teacher-model-opened = 已打开：不计分
teacher-model-not-opened = 否
teacher-seconds = { $seconds } 秒
teacher-note-other-class = 其他班级（{ $class }）
teacher-note-same-learner = 与第 { $line } 行是同一学生
teacher-note-no-name = 无姓名
teacher-repeats = 第 { $line } 行重复了第 { $first } 行
teacher-refused-line = 第 { $line } 行：{ $why }
teacher-refused-line-who = 第 { $line } 行（{ $who }）：{ $why }
teacher-checked = 已检查 { $codes } 个完成码。
teacher-checked-refused = 已检查 { $codes } 个完成码；拒绝：{ $refused }。
teacher-checked-ignored = 已检查 { $codes } 个完成码；忽略：{ $ignored }。
teacher-checked-refused-ignored = 已检查 { $codes } 个完成码；拒绝：{ $refused }；忽略：{ $ignored }。

## A learner's instance and its answer key

teacher-keys-title = 学生的题目及其答案
teacher-learner = 学生姓名或学号
teacher-attempt = 第几次
teacher-key-show = 显示题目及其答案
teacher-names = 要打印全班的答案，请粘贴学生输入的姓名或学号，每行一个（空格和大小写不影响）。次数为上面填写的那一次。
teacher-key-layout = 打印
teacher-key-pages = 每个学生一页
teacher-key-table = 一张表格
teacher-key-print = 打印答案

## The worksheet (printed)

teacher-worksheet =
    .aria-label = 练习单（打印）
teacher-worksheet-title = N 皇后：{ $algorithm }，{ $n } × { $n }，第 { $move } 步
teacher-worksheet-title-seed = N 皇后：{ $algorithm }，{ $n } × { $n }，种子 { $seed }，第 { $move } 步
teacher-worksheet-alt = 第 { $move } 步的棋盘，只有皇后：{ $caption } 下方：{ $numbers }。
teacher-worksheet-name = 姓名：______________________   日期：____________
teacher-worksheet-check-link = 第 1 行在底部，第 1 列在左边。要核对答案，请在这一步打开页面：{ $link }
teacher-worksheet-check = 第 1 行在底部，第 1 列在左边。要核对答案，请打开页面，在时间轴上转到这一步。
