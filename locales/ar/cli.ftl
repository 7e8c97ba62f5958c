# سطر الأوامر بالعربية. مترجم من locales/en/cli.ftl (انظر docs/translating.md).
# «الحلول الأساسية»: الحلول المختلفة بعد استبعاد الدوران والانعكاس.

## nqueens count

count-solutions = Q({ $n }) = { $solutions }: عدد الحلول على لوحة { $n }×{ $n } (OEIS A000170)
count-fundamental = { $fundamental }: عدد الحلول الأساسية، حل واحد لكل فئة تحت الدوران والانعكاس (OEIS A002562)
count-elapsed = الزمن المستغرق: { NUMBER($ms, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") } ملّي ثانية ({ $threads } { $threads ->
        [one] خيط
        [two] خيطان
        [few] خيوط
       *[other] خيط
    }، النواة { $kernel })
count-progress = مهام (الصفوف الأولى مثبّتة)
count-no-avx512 = --kernel avx512: لا يدعم هذا المعالج AVX-512F (جرّب --kernel scalar)

## The --lang option

lang-unknown = --lang { $tag }: لا يوجد فهرس لهذه اللغة؛ تتحدث واجهة سطر الأوامر { $available }
