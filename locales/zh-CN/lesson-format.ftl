# 课程格式的错误，简体中文：教师自己的课程文件被拒绝时，连同出错的行一起显示（页面、
# `nqueens lesson check`）。译自 locales/en/lesson-format.ftl（见 docs/translating.md）。
# 术语与 locales/zh-CN/lessons.ftl、locales/zh-CN/errors.ftl 相同：“幻灯片”“课程”“棋盘”
# “步”“运行”“皇后”“回溯”（kaledl.com/down/1299142.html）。课程文件的键和值（id:、summary:、
# ```state、play:、expect:、to end……）保持课程中的写法。
# 一个概念一个术语，及其出处：locales/zh-CN/terms.toml（由 tests/terms.rs 检查）。

lesson-format-line = 第 { $line } 行：{ $what }

# $id: the id as written; $ids: the ids, comma-separated, as they are.
lesson-format-no-builtin = 没有内置课程“{ $id }”：课程有 { $ids }
# $bytes: the file's size in bytes; $max: the limit (a number).
lesson-format-too-large = 文件有 { $bytes } 字节：课程文件最多 { $max } 字节（200 kB）
lesson-format-no-title = 课程以标题开头：第一行写“# ”和标题
lesson-format-indented = 缩进行用于续接文件头的一行，但它前面没有文件头行
# $text: what was written, as it is.
lesson-format-not-header = “{ $text }”不是文件头行：文件头是“id: …”和“summary: …”，之后每张幻灯片以“## ”开头
# $key: the key as written (id, n, expect…).
lesson-format-header-key = 未知的文件头键“{ $key }”：文件头有 id: 和 summary:
# $key: the key as written (id, n, expect…).
lesson-format-header-twice = { $key }: 写了两次：只写一次
lesson-format-no-id = 课程在第一张幻灯片之前需要一行 id:（a-z、0-9 和 -）
# $id: the id as written.
lesson-format-bad-id = id“{ $id }”必须是 1 到 64 个 a-z、0-9 和 - 字符
lesson-format-empty-summary = summary 为空：用一行说明课程的内容
lesson-format-no-summary = 课程在第一张幻灯片之前需要一行 summary:
# $max: the limit (a number); $slide: the slide's number.
lesson-format-too-many-slides = 一个课程最多 { $max } 张幻灯片：这是第 { $slide } 张
lesson-format-no-slides = 课程没有幻灯片：每张幻灯片以一行“## ”和标题开头
lesson-format-slide-title = 幻灯片的“## ”行需要标题
# $name: a name as written (a block, a counter, expect or vs-expect); $number: a line of the file.
lesson-format-block-not-closed = 此处打开的 ```{ $name } 块在第 { $number } 行之前没有关闭：用一行 ``` 结束它
lesson-format-block-name = 块需要名称：```state、```action 或 ```notes
# $name: a name as written (a block, a counter, expect or vs-expect).
lesson-format-unknown-block = 未知的块“{ $name }”：幻灯片的块是 ```state、```action 和 ```notes
# $name: a name as written (a block, a counter, expect or vs-expect).
lesson-format-block-twice = 第二个 ```{ $name } 块：每种块在一张幻灯片中最多出现一次
lesson-format-text-after-blocks = 幻灯片的正文写在块之前：把这一行上移，或移入 ```notes
# $name: a name as written (a block, a counter, expect or vs-expect).
lesson-format-block-never-closed = 此处打开的 ```{ $name } 块始终没有关闭：用一行 ``` 结束它
# $text: what was written, as it is; $block: the block's name (state, action, notes); $keys: the block's keys, comma-separated, as they are.
lesson-format-not-pair = “{ $text }”不是“键: 值”（```{ $block } 块的键：{ $keys }）
# $key: the key as written (id, n, expect…); $block: the block's name (state, action, notes); $keys: the block's keys, comma-separated, as they are.
lesson-format-unknown-key = ```{ $block } 中的未知键“{ $key }”：它的键是 { $keys }
# $key: the key as written (id, n, expect…).
lesson-format-key-twice = { $key }: 在此块中写了两次：只写一次
lesson-format-code-block = 代码块不属于幻灯片正文：幻灯片的块是 ```state、```action 和 ```notes，各自写在行首
lesson-format-email-link = 电子邮件链接：课程只链接 http(s) 网页
# $url: the link as written.
lesson-format-link = 链接“{ $url }”：课程只链接 http:// 或 https:// 地址、#… 或相对地址
lesson-format-heading-1 = 课程中的“# ”标题：只有第一行是课程标题
lesson-format-heading-2 = 幻灯片正文中的标题（用 --- 或 === 加下划线的行）：幻灯片以行首的“## ”开始；在 --- 分隔线前留一个空行
lesson-format-heading-3 = 三级及以下标题不属于课程格式：每张幻灯片是一个“## ”标题和它的正文
lesson-format-image = 图片：课程的幻灯片显示棋盘，不显示图片
lesson-format-html = 原始 HTML 不属于课程格式：请写 Markdown（强调、列表、链接）
lesson-format-table = 表格不属于课程格式：请用列表
lesson-format-markdown = 这种 Markdown 不属于课程支持的子集（强调、加粗、列表、链接、行内代码、段落）
# $text: what was written, as it is; $ids: the ids, comma-separated, as they are.
lesson-format-unknown-algorithm = 未知算法“{ $text }”（算法有：{ $ids }）
# $text: what was written, as it is.
lesson-format-n-not-whole = 棋盘大小“{ $text }”不是整数
# $text: what was written, as it is.
lesson-format-trials-not-whole = trials“{ $text }”不是整数
# $text: what was written, as it is.
lesson-format-step-not-whole = 步“{ $text }”不是整数
# $text: what was written, as it is.
lesson-format-move-not-whole = 走法“{ $text }”不是整数
# $text: what was written, as it is.
lesson-format-value-not-whole = 值“{ $text }”不是整数
# $text: what was written, as it is; $max: the limit (a number).
lesson-format-seed-not-whole = seed“{ $text }”不是 0 到 { $max } 的整数
# $text: what was written, as it is; $max: the limit (a number).
lesson-format-seed-too-large = seed { $text } 大于 { $max }
# $key: the key as written (id, n, expect…).
lesson-format-needs-value = { $key }: 需要一个值
# $view: the view as written.
lesson-format-unknown-view = 未知视图“{ $view }”：请选择 watch、side、compare 或 papers
# $paper: the paper as written; $papers: the papers' ids, comma-separated.
lesson-format-unknown-paper = 未知论文“{ $paper }”：请选择 { $papers }
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-not-compared = 比较视图不提供 { $algorithm }
# $trials: the trials given; $max: the limit (a number).
lesson-format-trials-range = trials { $trials } 超出范围：请选择 1 到 { $max }
# $ids: the ids, comma-separated, as they are.
lesson-format-first-no-algorithm = 第一张幻灯片需要一个算法：写在它的 ```state 块中（算法有：{ $ids }）
# $ids: the ids, comma-separated, as they are.
lesson-format-no-algorithm = 这张幻灯片需要一个算法：写在它的 ```state 块中（算法有：{ $ids }）
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-needs-seed = { $algorithm } 是随机算法：在 ```state 块中给它一个 seed:，课程才能每次播放同一次运行
# $n: a board size; $algorithm: an algorithm's name (or, for not-compared, its id); $max: the limit (a number); $large: the largest n on the large board.
lesson-format-size-range-large = 棋盘大小 { $n } 超出范围：{ $algorithm } 在动画棋盘上支持 1 到 { $max }，在大棋盘上支持到 { $large }
# $n: a board size; $algorithm: an algorithm's name (or, for not-compared, its id); $max: the limit (a number).
lesson-format-size-range = 棋盘大小 { $n } 超出范围：{ $algorithm } 在动画棋盘上支持 1 到 { $max }
# $n: a board size; $max: the limit (a number).
lesson-format-large-side = { $n } 的棋盘是大棋盘，只在 watch 视图中显示：并排视图支持 1 到 { $max }
lesson-format-side-needs-vs = view: side 需要 vs:，即旁边的算法（注册表中的 id）
# $n: a board size; $algorithm: an algorithm's name (or, for not-compared, its id); $max: the limit (a number).
lesson-format-size-range-beside = 旁边的棋盘大小 { $n } 超出范围：{ $algorithm } 在动画棋盘上支持 1 到 { $max }
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-beside-needs-seed = { $algorithm } 是随机算法：给幻灯片一个 seed:（两个棋盘都用它运行）
# $algorithm: an algorithm's name (or, for not-compared, its id); $n: a board size; $max: the limit (a number).
lesson-format-compare-range = 比较视图无法在 { $n } 的棋盘上运行 { $algorithm }：它支持 1 到 { $max }
# $algorithm: an algorithm's name (or, for not-compared, its id); $n: a board size; $max: the limit (a number).
lesson-format-compare-range-solution = 比较视图无法在 { $n } 的棋盘上运行 { $algorithm }：它支持 1 到 { $max }，但不支持 2 或 3（无解）
# $k: a move (its number); $max: the limit (a number).
lesson-format-move-limit = 第 { $k } 步超出了课程能走到的范围：最多 { $max } 步
# $k: a move (its number); $end: the move where the run ends.
lesson-format-beyond-end = 第 { $k } 步超出了运行的结尾（第 { $end } 步）
# $max: the limit (a number).
lesson-format-run-too-long = 运行超过 { $max } 步，超出课程能走到的范围：请选择更小的棋盘或另一个 seed
# $kind: a kind of event, its id as a lesson writes it (swap, prune…); $max: the limit (a number).
lesson-format-no-event-within = 在课程能走到的范围内，运行的前 { $max } 步中没有 { $kind } 步
# $kind: a kind of event, its id as a lesson writes it (swap, prune…); $after: a move (its number); $end: the move where the run ends.
lesson-format-no-event-after = 第 { $after } 步之后没有 { $kind } 步：运行在第 { $end } 步结束
# $k: a move (its number); $end: the move where the run ends.
lesson-format-beyond-end-both = 第 { $k } 步超出了运行的结尾（第 { $end } 步）：两个棋盘都已在那里结束
# $ask: the question as written (predict, exercise).
lesson-format-ask-side = ask: { $ask } 只针对一个棋盘提问：给幻灯片写 view: watch
lesson-format-step-no-move = step: 显示动画棋盘的一步；这张幻灯片不显示任何一步（大棋盘或比较视图）
# $ask: the question as written (predict, exercise).
lesson-format-ask-no-move = ask: { $ask } 需要动画棋盘（watch 或 side 视图，n 在其限制内）
lesson-format-large-play = 大棋盘只能播放“to end”（运行到一个解）
lesson-format-compare-play = 比较视图不播放走法：不要给幻灯片写 play:
# $k: a move (its number); $start: the slide's step (a move).
lesson-format-play-before-step = play: to { $k } 必须在幻灯片的起始步（第 { $start } 步）之后
# $kind: a kind of event, its id as a lesson writes it (swap, prune…); $at: the move (its number); $start: the slide's step (a move).
lesson-format-first-before-step = 第一个 { $kind } 在第 { $at } 步，不在幻灯片的起始步（第 { $start } 步）之后：请写“to next { $kind }”
# $end: the move where the run ends.
lesson-format-predict-at-end = ask: predict 针对下一步提问，而运行在第 { $end } 步结束
lesson-format-no-beside = vs-expect: 固定旁边棋盘的一个数：这张幻灯片没有旁边的棋盘（view: side, vs:）
# $kind: a kind of event, its id as a lesson writes it (swap, prune…); $kinds: those ids, comma-separated.
lesson-format-unknown-event = 未知的事件种类“{ $kind }”：种类有 { $kinds }
# $algorithm: an algorithm's name (or, for not-compared, its id); $kind: a kind of event, its id as a lesson writes it (swap, prune…); $kinds: those ids, comma-separated.
lesson-format-event-never = { $algorithm } 从不报告 { $kind } 事件：它的种类有 { $kinds }
# $play: the play as written.
lesson-format-play = play: “{ $play }”不是“to K”（一步）、“to first KIND”、“to next KIND”或“to end”之一
# $speed: the speed as written; $speeds: the page's speeds, comma-separated.
lesson-format-speed = speed“{ $speed }”：请选择页面的速度之一，{ $speeds }（每秒步数）
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-no-exercise = { $algorithm } 没有练习：请改用 ask: predict
# $ask: the question as written (predict, exercise).
lesson-format-ask = ask: “{ $ask }”既不是 predict 也不是 exercise
# $key: the key as written (id, n, expect…).
lesson-format-expect-form = { $key }: 的写法是“NAME = VALUE”，例如 expect: attempts-total = 26
# $what: what is pinned: p, 1/p, solutions or a counter's id; $value: the value as written.
lesson-format-odds-not-number = { $what }“{ $value }”不是写成 0.1293 这种形式的数
# $value: the value as written.
lesson-format-not-probability = p = { $value } 不是概率（0 到 1）
# $key: the key as written (id, n, expect…); $name: a name as written (a block, a counter, expect or vs-expect).
lesson-format-expect-name = { $key }: “{ $name }”既不是计数器 id，也不是 attempts-per-row、columns、solutions、p 或 1/p
# $end: the move where the run ends.
lesson-format-exercise-at-end = ask: exercise 针对下一步提问，而运行在第 { $end } 步之后不再提问
# $max: the limit (a number); $n: a board size.
lesson-format-expect-too-large = expect: 只能固定最多 { $max } 个皇后的棋盘上的运行数字；这张幻灯片的棋盘有 { $n } 个
# $what: what is pinned: p, 1/p, solutions or a counter's id; $want: the value the lesson pins; $got: the run's value.
lesson-format-expect-large-wrong = expect: { $what } = { $want }，但运行在它的解处为 { $got }
lesson-format-large-expects = 大棋盘的 expect 只能是它的计数器、solutions、p 和 1/p
lesson-format-compare-expects = 比较视图不显示运行：它的 expect 只能是 p 和 1/p
# $id: the id as written; $algorithm: an algorithm's name (or, for not-compared, its id); $ids: the ids, comma-separated, as they are.
lesson-format-no-counter = “{ $id }”不是 { $algorithm } 在这些参数下的计数器（它的计数器：{ $ids }），也不是 attempts-per-row、columns、solutions、p 或 1/p
# $max: the limit (a number).
lesson-format-large-too-long = 运行需要超过 { $max } 步，超出课程能走到的范围
# $algorithm: an algorithm's name (or, for not-compared, its id); $n: a board size.
lesson-format-no-odds = 核心不知道 { $algorithm } 在 { $n } 的棋盘上一次尝试的成功概率
# $name: a name as written (a block, a counter, expect or vs-expect); $value: the value as written; $got: the run's value.
lesson-format-odds-wrong = expect: { $name } = { $value }，但一次尝试的概率给出 { $got }
# $name: a name as written (a block, a counter, expect or vs-expect); $what: what is pinned: p, 1/p, solutions or a counter's id; $want: the value the lesson pins; $got: the run's value; $at: the move (its number).
lesson-format-expect-wrong = { $name }: { $what } = { $want }，但运行在第 { $at } 步为 { $got }
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-no-per-row = { $algorithm } 不记录每行的尝试次数
