# 页面，简体中文。译自 locales/en/page.ftl（见 docs/translating.md）。
# 术语：“皇后”“棋盘”“回溯”（回溯法/回溯算法）“行”“列”“斜线”，
# 参照 kaledl.com/down/1299142.html（“使用回溯算法求出在一个n*n棋盘上放置n个皇后，
# 使其任意两个皇后即不同行，也不同列，也不在同一斜角线上”）。
# 一个概念一个术语，及其出处：locales/zh-CN/terms.toml（由 tests/terms.rs
# 检查）：试验（trial）、尝试（attempt）、重试（try）、死路；斜线、节点（Krahets《Hello 算法》，github.com/krahets/hello-algo）；值域（《人工智能现代方法（第4版）》第6章学习笔记，blog.youkuaiyun.com/data_disciple/article/details/155605526）；弧相容（《软件工程》2018年第2期，zgkjsz.com/page/2018/0328/3319719.shtml）；爬山法、随机重启、模拟退火、遗传算法、适应度、交叉、局部搜索（wenku.csdn.net/doc/36594d4g6v）。未经搜索证实的在该文件中注明“not
# confirmed”。

## The document

page-title = N 皇后可视化 — 看回溯算法如何思考

## The masthead

masthead-title = N 皇后可视化
masthead-views =
    .aria-label = 视图
masthead-tab-watch = 观看
masthead-tab-compare = 比较
masthead-theme = 主题
masthead-language = 语言
masthead-lessons = 课程
masthead-about = 问题与术语
masthead-keys = 快捷键
masthead-intro-puzzle = 在 n × n 的棋盘上放置 n 个皇后，使任意两个皇后都不能互相攻击（不在同一行、同一列或同一斜线上）。每行一个皇后，第 1 行在最下方。
masthead-intro-watch = 选择算法和棋盘大小，然后单步、播放或运行。
masthead-intro-compare = 比较：勾选算法，选择棋盘大小和运行次数，然后运行比较。

## The theme menu's choices

theme-auto = 自动（跟随系统）
theme-light = 浅色
theme-dark = 深色
theme-contrast = 高对比度

## The Watch view's controls

watch-algorithm = 算法
watch-board-size = 棋盘大小
watch-board-size-hint = (n)
watch-board-size-range = （1 至 { $animated }；部分算法缩放显示可至 { $large }）
watch-seed = 随机种子
watch-seed-hint = （整数；留空则随机抽取）
watch-new-seed = 新种子
watch-options = 选项
watch-options-none = （未更改）
watch-options-legend = 选项（算法的参数）
watch-predict = 预测每一步
watch-speed = 速度
watch-speed-value = 每秒 { $speed } 步
watch-playback =
    .aria-label = 播放控制
watch-play = 播放
watch-pause = 暂停
watch-step = 单步
watch-step-back = 后退一步
watch-run-to-end = 运行到结束
watch-run-to-next-solution = 运行到下一个解
watch-run-both = 两者都运行到一个解
watch-run-to-end-of-search = 运行到搜索结束
watch-reset = 重置
watch-pseudocode = 伪代码
watch-leave-presentation = 退出演示
