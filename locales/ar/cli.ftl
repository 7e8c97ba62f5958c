# سطر الأوامر بالعربية. مترجم من locales/en/cli.ftl (انظر docs/translating.md).
# «الحلول الأساسية»: الحلول المختلفة بعد استبعاد الدوران والانعكاس.
# مصطلح واحد لكل مفهوم، بمصادره: locales/ar/terms.toml (يفحصه tests/terms.rs): «تجربة» (trial)،
# «محاولة» (attempt)، «البدايات» (tries)، «إعادة بدء» (restart)، «إفراغ» (wipe-out)، «حركة
# جانبية»؛ «تسلق التل» و«البحث المحلي» كما في
# techsyncer.com/ar/hill-climbing-algorithm-for-ai-in-python.html؛ «الخوارزمية الجينية»
# و«التهجين» كما في marefa.org «خوارزميات وراثية»؛ «اللياقة» كما في technologyreview.ae
# «الخوارزميات الجينية». ما لم يؤكده بحث مذكور هناك بعبارة «not confirmed».

## nqueens count

count-solutions = Q({ $n }) = { $solutions }: عدد الحلول على رقعة { $n }×{ $n } (OEIS A000170)
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

## nqueens solve

cli-solve-title = { $title }، رقعة { NUMBER($n, useGrouping: "false") }×{ NUMBER($n, useGrouping: "false") }
cli-solve-seed = البذرة: { $seed }
cli-solve-solution = الحل (أعمدة الصفوف 1..{ $n }): { $columns }
cli-solve-found = وُجد حل (استخدم --out المسار أو --json لأعمدته وعددها { NUMBER($n, useGrouping: "false") })
cli-solve-exhausted = لا حل: استُنفد البحث
cli-solve-counter = { $label }: { $value }
cli-solve-per-row = المحاولات في كل صف: { $rows }
cli-solve-row = الصف { $row }: { $attempts }
cli-solve-elapsed = الزمن المستغرق: { NUMBER($ms, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") } ملّي ثانية
cli-solve-progress = { $label } { $value }
cli-error = خطأ: { $message }
cli-write-error = تعذّرت كتابة { $path }: { $error }

## nqueens algorithms

cli-algorithms-title = { $title } ({ $randomized ->
        [yes] عشوائية ببذرة
       *[no] حتمية
    }؛ n حتى { NUMBER($max, useGrouping: "false") })
cli-algorithms-units = المحاولات هي { $attempt }، والبدايات هي { $tries }
cli-algorithms-param = --param { $name }={ $values } (الافتراضي { $default }): { $changes }

## nqueens compare

cli-compare-heading = n = { NUMBER($n, useGrouping: "false") }، عدد التشغيلات لكل خوارزمية: { NUMBER($trials, useGrouping: "false") }، البذرة الرئيسية { $seed }
cli-compare-algorithm = الخوارزمية
cli-compare-runs = التشغيلات
cli-compare-mean = متوسط المحاولات
cli-compare-median = الوسيط
cli-compare-p90 = المئين 90
cli-compare-max = الأقصى
cli-compare-tries = متوسط البدايات
cli-compare-success = نجاح البداية الواحدة
cli-compare-units = { $id }: المحاولات هي { $attempt }، والبدايات هي { $tries }
cli-compare-timing = جارٍ توقيت التشغيلات…
cli-compare-time = { $id }: زمن المعالج لكل تشغيل { $time } (استغرقت تشغيلات المقارنة { $ms } ملّي ثانية)
cli-compare-csv-error = خطأ: تتعذّر كتابة { $path }: { $error }
cli-compare-csv-wrote = كُتبت التشغيلات ({ NUMBER($runs, useGrouping: "false") }) إلى { $path }
cli-progress-runs = تشغيلات
cli-param-unknown = لا تقبل أيٌّ من { $ids } المعامل «{ $name }» (انظر nqueens algorithms)
cli-algorithm-error = { $algorithm }: { $error }
cli-param-not-pair = «{ $text }» ليس على الصورة الاسم=القيمة
cli-master-seed = البذرة الرئيسية: { $seed }

## The CPU time per run

cli-timing-spread = الوسيط { $median }، المدى { $best }–{ $max } { $unit ->
        [us] µs
       *[ms] ms
    }
cli-timing-time = { $best } { $unit ->
        [us] µs
       *[ms] ms
    } (الأفضل من { $batches } دفعات؛ { $spread })
cli-timing-busy = الجهاز مشغول جدًا للتوقيت: وسيط { $batches } دفعات استغرق { $ratio } × الأسرع (أكثر من { $limit } ×)؛ { $spread }

## nqueens sweep

cli-sweep-heading = متوسط المحاولات لكل تشغيل، عدد التشغيلات لكل خوارزمية وحجم: { NUMBER($trials, useGrouping: "false") }، البذرة الرئيسية { $seed }
cli-sweep-n = n
cli-sweep-no-solution = لا حل
cli-sweep-from-to = ‏--from { NUMBER($from, useGrouping: "false") } أكبر من --to { NUMBER($to, useGrouping: "false") }

## nqueens bench

cli-bench-case = الحالة «{ $case }» ليست على الصورة الخوارزمية:n
cli-bench-algorithm = خوارزمية غير معروفة «{ $id }»: اختر من { $ids }
cli-bench-n = n في «{ $case }» ليس عددًا

## nqueens papers
papers-sosic-gu-heading = Sosič و Gu (1991)، الجداول 2–5: قياسنا (البذرة الرئيسية { $seed }) | الورقة
papers-col-collisions = التصادمات/n
papers-col-paper = الورقة
papers-col-diagonal = القطر أدنى–أقصى
papers-col-first = نجاح التبديلة 1
papers-col-pairs = الأزواج المختبرة
papers-col-swaps = التبديلات المختبرة
papers-rolfe-heading = Rolfe (2006)، 1000 ملكة: أربعة تشغيلات لكلٍّ، قياسنا | الورقة
papers-rolfe-one = متجهات التبديل (الخوارزمية الأولى)
papers-rolfe-two = التجارب (الخوارزمية الثانية)
papers-rolfe-row = { $what }: { $ours } | { $paper }  ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } ث)
papers-aima-heading = Russell و Norvig، AIMA §4.1.1، 8 ملكات: قياسنا ({ NUMBER($climbs, useGrouping: "false") } تسلّق، البذرة الرئيسية { $seed }) | الكتاب
papers-aima-solved = حُلّت
papers-book = الكتاب
papers-aima-moves-solved = حركات الحلّ
papers-aima-moves-stuck = حركات التعثّر
papers-aima-climb = { $sideways ->
        [0] الصعود الأشد انحدارًا
       *[other] مع { $sideways } حركة جانبية
    }
papers-aima-note = (± خطأ معياري واحد؛ التسلق مع إعادة البدء وحركاته: nqueens compare --algorithms hill-climbing --n 8)
papers-figure-heading = AIMA الطبعة الثانية، الشكل 5.5، n ملكات لـ n = 2 إلى 50، وسيط فحوص الاتساق: قياسنا | الكتاب
papers-figure-column = { $column ->
        [0] التراجع
        [1] التراجع + MRV
        [2] الفحص الأمامي
        [3] الفحص الأمامي + MRV
       *[4] أقل التعارضات
    }
papers-thousands = { $value } ألف
papers-figure-not-checks = (أقل التعارضات تعدّ التعارضات، لا الفحوص: nqueens compare)
papers-figure-over = ({ $over } من 49 حجمًا فوق { $cap }؛ { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } ث)
papers-figure-note = الفحص هنا يختبر هل تهاجم ملكتان على مربّعين في صفّين مختلفين إحداهما الأخرى (انظر صفحة سطر الأوامر في الكتاب، docs/command-line.md).
papers-bb-heading = Brassard و Bratley (1996)، §10.6.3، queensLV على { $n } × { $n }: دقيق | مقيس ({ $runs } تشغيل لكل صف، البذرة الرئيسية { $seed }){ $book ->
        [yes] {""} | الكتاب
       *[no] {""}
    }
papers-bb-what = k صفوف عشوائية ثم التراجع؛ العقد: الرقعة الفارغة مرة لكل تجربة، وكل ملكة موضوعة
papers-bb-measured = مقيس
papers-bb-best = أفضل k: { $k } بدقة (t = { $t } عقدة)، و{ $measured } بالقياس{ $withbook ->
        [yes] ، و{ $book } في الكتاب
       *[no] {""}
    }  ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } ث)
papers-bb-legend = (p: التجارب الناجحة ÷ التجارب؛ s، e: عقد التجربة الناجحة أو الفاشلة؛ t = s + (1 − p)/p · e، العقد لكل حلّ)

## clap's usage errors (src/cli/usage.rs)

cli-clap-more = لمزيد من المعلومات، جرّب «{ $help }».
cli-clap-quoted = «{ $text }»
cli-clap-list-separator = { "، " }
cli-clap-tip-similar-subcommand = تلميح: { $count ->
        [one] يوجد أمر فرعي مشابه
       *[other] توجد أوامر فرعية مشابهة
    }: { $values }
cli-clap-tip-similar-argument = تلميح: { $count ->
        [one] يوجد وسيط مشابه
       *[other] توجد وسائط مشابهة
    }: { $values }
cli-clap-tip-similar-value = تلميح: { $count ->
        [one] توجد قيمة مشابهة
       *[other] توجد قيم مشابهة
    }: { $values }
cli-clap-tip-escape = تلميح: لتمرير «{ $arg }» قيمةً، استخدم «-- { $arg }»
cli-clap-tip-exists = تلميح: «{ $arg }» موجود
cli-clap-tip-double-dash = تلميح: الأمر الفرعي «{ $subcommand }» موجود؛ لاستخدامه احذف «--» الذي قبله
cli-clap-unknown-argument = وسيط غير متوقع «{ $arg }»
cli-clap-unknown-subcommand = أمر فرعي غير معروف «{ $subcommand }»
cli-clap-missing-subcommand = يحتاج «{ $command }» إلى أمر فرعي، لكن لم يُعطَ أي أمر فرعي
cli-clap-subcommands = [الأوامر الفرعية: { $values }]
cli-clap-invalid-value = قيمة غير صالحة «{ $value }» لـ«{ $arg }»
cli-clap-value-required = يحتاج «{ $arg }» إلى قيمة، لكن لم تُعطَ أي قيمة
cli-clap-invalid-value-because = { $invalid }: { $reason }
cli-clap-missing-arguments = لم تُعطَ الوسائط المطلوبة التالية:
cli-clap-argument-repeated = لا يجوز استخدام الوسيط «{ $arg }» أكثر من مرة
cli-clap-argument-conflict = لا يجوز استخدام الوسيط «{ $arg }» مع «{ $other }»
cli-clap-argument-conflict-list = لا يجوز استخدام الوسيط «{ $arg }» مع:
cli-clap-argument-conflict-others = لا يجوز استخدام الوسيط «{ $arg }» مع وسيط أو أكثر من الوسائط الأخرى المعطاة
cli-clap-too-many-values = قيمة غير متوقعة «{ $value }» لـ«{ $arg }»؛ لم يكن متوقعًا مزيد من القيم
cli-clap-wrong-number-of-values = يحتاج «{ $arg }» إلى { $expected } من القيم، لكن أُعطي { $actual }
cli-clap-no-equals = يلزم علامة المساواة عند إعطاء قيمة لـ«{ $arg }»
cli-clap-invalid-utf8 = في وسيط أو أكثر ترميز UTF-8 غير صالح
cli-clap-number-empty = النص الفارغ ليس عددًا صحيحًا
cli-clap-number-invalid-digit = في العدد رقم غير صالح
cli-clap-number-too-large = العدد كبير جدًا
cli-clap-number-too-small = العدد صغير جدًا
cli-clap-not-in-range = { $value } ليس بين { $low } و{ $high }
cli-clap-not-at-least = { $value } أصغر من { $low }
