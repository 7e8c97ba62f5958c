# 命令行，简体中文。译自 locales/en/cli.ftl（见 docs/translating.md）。
# “基本解”：在旋转和反射下互不等价的解。

## nqueens count

count-solutions = Q({ $n }) = { $solutions }：{ $n }×{ $n } 棋盘上解的个数（OEIS A000170）
count-fundamental = { $fundamental } 个基本解，在旋转和反射下每个等价类取一个（OEIS A002562）
count-elapsed = 用时：{ NUMBER($ms, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") } 毫秒（{ $threads } 个线程，{ $kernel } 内核）
count-progress = 任务（前几行已固定）
count-no-avx512 = --kernel avx512：此 CPU 不支持 AVX-512F（请尝试 --kernel scalar）

## The --lang option

lang-unknown = --lang { $tag }：没有该语言的目录；命令行支持 { $available }
