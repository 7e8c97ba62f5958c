# التعليقات تحت الرقعة بالعربية. مترجمة من locales/en/captions.ftl (هناك ما تعنيه كل رسالة وما
# يحمله كل متغير؛ انظر docs/translating.md). المصطلحات كما في page.ftl (ملكة، رقعة، صف، عمود،
# قطر، التراجع) وكما في الترجمة العربية الشائعة لمصطلحات الذكاء الاصطناعي (راسل ونورفيغ): الحالة
# التالية (successor)، القيمة الصغرى المحلية، الهضبة، الحركة الجانبية، إعادة البدء العشوائية،
# المجال، الفحص الأمامي، اتساق الأقواس، MRV، LCV، اللياقة، التهجين، الطفرة، درجة الحرارة،
# التلدين المحاكى. الأعداد بلا فواصل آلاف (الصف، العمود، h، T) تُكتب NUMBER(…, useGrouping: "false").
# مصطلح واحد لكل مفهوم، بمصادره: locales/ar/terms.toml (يفحصه tests/terms.rs): «تجربة» (trial)،
# «محاولة» (attempt)، «البدايات» (tries)، «إعادة بدء» (restart)، «إفراغ» (wipe-out)، «حركة
# جانبية»؛ «تسلق التل» و«البحث المحلي» كما في
# techsyncer.com/ar/hill-climbing-algorithm-for-ai-in-python.html؛ «الخوارزمية الجينية»
# و«التهجين» كما في marefa.org «خوارزميات وراثية»؛ «اللياقة» كما في technologyreview.ae
# «الخوارزميات الجينية». ما لم يؤكده بحث مذكور هناك بعبارة «not confirmed».

## How a caption's sentences join

caption-joined = { $before }. { $after }
caption-joined-clause = { $before } { $after }
caption-joined-semicolon = { $before }؛ { $after }
caption-empty = { "" }

## Parts of sentences

caption-delta-e = { $sign ->
        [plus] +{ NUMBER($size, useGrouping: "false") }
        [minus] −{ NUMBER($size, useGrouping: "false") }
       *[zero] { NUMBER(0) }
    }
caption-percent-whole = { NUMBER($percent, maximumFractionDigits: 0, useGrouping: "false") }٪
caption-percent-tenths = { NUMBER($percent, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") }٪
caption-percent-tiny = { NUMBER($mantissa, minimumFractionDigits: 2, maximumFractionDigits: 2) }e{ NUMBER($exponent, useGrouping: "false") }٪
caption-marked = ؛ عُلِّمت مربعات{ $above ->
        [yes] { " " }فوقها
       *[no] { "" }
    } عددها { NUMBER($count, useGrouping: "false") } بالرقم { NUMBER($row, useGrouping: "false") }

## Squares tried and queens placed

caption-try-attacked = الصف { NUMBER($row, useGrouping: "false") }، العمود { NUMBER($col, useGrouping: "false") } مهاجَم من الملكة في الصف { NUMBER($by, useGrouping: "false") } — ننتقل
caption-trial-try-attacked = التراجع: الصف { NUMBER($row, useGrouping: "false") }، العمود { NUMBER($col, useGrouping: "false") } مهاجَم من الملكة في الصف { NUMBER($by, useGrouping: "false") } — ننتقل
caption-try-safe = الصف { NUMBER($row, useGrouping: "false") }، العمود { NUMBER($col, useGrouping: "false") } آمن
caption-trial-try-safe = التراجع: الصف { NUMBER($row, useGrouping: "false") }، العمود { NUMBER($col, useGrouping: "false") } آمن
caption-try-placed = الصف { NUMBER($row, useGrouping: "false") }، العمود { NUMBER($col, useGrouping: "false") } آمن — وُضعت الملكة{ $marks }
caption-trial-try-placed = التراجع: الصف { NUMBER($row, useGrouping: "false") }، العمود { NUMBER($col, useGrouping: "false") } آمن — وُضعت الملكة
caption-placed = وُضعت ملكة في الصف { NUMBER($row, useGrouping: "false") }، العمود { NUMBER($col, useGrouping: "false") }{ $marks }
caption-placed-random = الصف { NUMBER($row, useGrouping: "false") }: سُحب العمود { NUMBER($col, useGrouping: "false") } عشوائيًا من بين مربعات غير مهاجَمة عددها { NUMBER($among, useGrouping: "false") }
caption-placed-kept = البداية: يحتفظ الصف { NUMBER($row, useGrouping: "false") } بالعمود { NUMBER($col, useGrouping: "false") } بعد تبديلات عددها { NUMBER($swaps, useGrouping: "false") }{ $free ->
        [yes] ، على قطرين حرّين
       *[no] ، وما زال مهاجَمًا
    }
caption-placed-conflicts = البداية: يأخذ الصف { NUMBER($row, useGrouping: "false") } العمود { NUMBER($col, useGrouping: "false") } وعدد التعارضات { NUMBER($conflicts, useGrouping: "false") }
caption-placed-formula = الصف { NUMBER($row, useGrouping: "false") }: تضع الصيغة الملكة في العمود { NUMBER($col, useGrouping: "false") }
caption-lift = تغادر الملكة في الصف { NUMBER($row, useGrouping: "false") } العمود { NUMBER($col, useGrouping: "false") }{ $cleared ->
        [0] { "" }
       *[other] ؛ تُمحى علاماتها وعددها { NUMBER($cleared, useGrouping: "false") }
    }
caption-check = الصف { NUMBER($row, useGrouping: "false") }، العمود { NUMBER($col, useGrouping: "false") } على قطرين حرّين — يُعلَّمان مشغولين

## Dead ends

caption-dead-end-back = لم يبق في الصف { NUMBER($row, useGrouping: "false") } مربع آمن — عودة إلى الصف { NUMBER($back, useGrouping: "false") }
caption-trial-dead-end-lift = لم يبق في الصف { NUMBER($row, useGrouping: "false") } مربع آمن — تغادر الملكة في الصف { NUMBER($lifted-row, useGrouping: "false") } العمود { NUMBER($lifted-col, useGrouping: "false") }
caption-trial-failed = لم يبق في الصف { NUMBER($row, useGrouping: "false") }، أول صف يملؤه التراجع، مربع آمن — فشلت التجربة { $trial }
caption-dead-end = لم يبق في الصف { NUMBER($row, useGrouping: "false") } مربع آمن
caption-none-unattacked = ليس في الصف { NUMBER($row, useGrouping: "false") } مربع غير مهاجَم
caption-trial-none-unattacked = ليس في الصف { NUMBER($row, useGrouping: "false") } مربع غير مهاجَم — التجربة { $trial } طريق مسدود
caption-no-later-row = الصف { NUMBER($row, useGrouping: "false") } على { $diagonals ->
        [difference] قطر «صف − عمود» مشغول
        [sum] قطر «صف + عمود» مشغول
       *[both] قطرين مشغولين
    } ولم يبق صف لاحق للتبديل — فشل المتجه
caption-wipe-out = لم يبق في مجال الصف { NUMBER($row, useGrouping: "false") } أي مربع: إفراغ — تتقدم ملكة الصف { NUMBER($by, useGrouping: "false") }

## Restarts

caption-restart-moves-used = حركات كثيرة جدًا: بداية جشعة جديدة (المحاولة { $number })
caption-restart-trial = أُفرغت الرقعة: تبدأ التجربة { $number }
caption-restart-collisions = التبديلة { $number }: وضع عشوائي عدد تصادماته { NUMBER($collisions, useGrouping: "false") }
caption-restart-tests-used = اختبارات كثيرة جدًا: تبديلة جديدة (المحاولة { $number })
caption-restart-vector = متجه التبديل { NUMBER($number, useGrouping: "false") }: تُخلط الملكات
caption-restart-climb = إعادة بدء عشوائية: يبدأ الصعود { NUMBER($number, useGrouping: "false") } من رقعة عشوائية جديدة
caption-restart-climb-h = إعادة بدء عشوائية: يبدأ الصعود { NUMBER($number, useGrouping: "false") } من رقعة عشوائية جديدة، h = { NUMBER($h, useGrouping: "false") }
caption-restart-run = إعادة بدء: يبدأ التشغيل { NUMBER($number, useGrouping: "false") } من رقعة عشوائية جديدة
caption-restart-run-h = إعادة بدء: يبدأ التشغيل { NUMBER($number, useGrouping: "false") } من رقعة عشوائية جديدة، h = { NUMBER($h, useGrouping: "false") }
caption-restart-population = إعادة بدء: استنفد التشغيل أجياله دون حل؛ يبدأ التشغيل { NUMBER($number, useGrouping: "false") } من مجتمع عشوائي جديد

## Queens moved

caption-sideways = حركة جانبية على هضبة: ملكة الصف { NUMBER($row, useGrouping: "false") } من العمود { NUMBER($from, useGrouping: "false") } إلى العمود { NUMBER($to, useGrouping: "false") }؛ تبقى h = { NUMBER($h, useGrouping: "false") }{ $tied ->
        [0] { "" }
        [1] { "" }
       *[other] { " " }(واحدة من أفضل { NUMBER($tied, useGrouping: "false") } حالات تالية، سُحبت عشوائيًا)
    }
caption-move-h = تنتقل ملكة الصف { NUMBER($row, useGrouping: "false") } من العمود { NUMBER($from, useGrouping: "false") } إلى العمود { NUMBER($to, useGrouping: "false") }: تنخفض h من { NUMBER($before, useGrouping: "false") } إلى { NUMBER($after, useGrouping: "false") }{ $tied ->
        [0] { "" }
        [1] { "" }
       *[other] { " " }(واحدة من أفضل { NUMBER($tied, useGrouping: "false") } حالات تالية، سُحبت عشوائيًا)
    }
caption-stays-conflicts = تبقى ملكة الصف { NUMBER($row, useGrouping: "false") } في العمود { NUMBER($from, useGrouping: "false") }: لا مربع في صفها تعارضاته أقل من { NUMBER($there, useGrouping: "false") }؛ أزواج متعارضة باقية: { NUMBER($pairs, useGrouping: "false") }
caption-move-conflicts = تنتقل ملكة الصف { NUMBER($row, useGrouping: "false") } من العمود { NUMBER($from, useGrouping: "false") } إلى { NUMBER($to, useGrouping: "false") } (التعارضات هناك: { NUMBER($there, useGrouping: "false") })؛ أزواج متعارضة باقية: { NUMBER($pairs, useGrouping: "false") }
caption-move = تنتقل ملكة الصف { NUMBER($row, useGrouping: "false") } من العمود { NUMBER($from, useGrouping: "false") } إلى العمود { NUMBER($to, useGrouping: "false") }

## Swaps

caption-swap-in-use = الصف { NUMBER($row, useGrouping: "false") }، العمود { NUMBER($col, useGrouping: "false") } على { $diagonals ->
        [difference] قطر «صف − عمود» مشغول
        [sum] قطر «صف + عمود» مشغول
       *[both] قطرين مشغولين
    } — تبديل مع الصف { NUMBER($other, useGrouping: "false") }: العمود { NUMBER($col, useGrouping: "false") } ↔ { NUMBER($to, useGrouping: "false") }
caption-swap-pass = تبديل الصفين { NUMBER($first, useGrouping: "false") } و{ NUMBER($second, useGrouping: "false") } (العمودان { NUMBER($from, useGrouping: "false") } ↔ { NUMBER($to, useGrouping: "false") })
caption-swap-pass-fall = تبديل الصفين { NUMBER($first, useGrouping: "false") } و{ NUMBER($second, useGrouping: "false") } (العمودان { NUMBER($from, useGrouping: "false") } ↔ { NUMBER($to, useGrouping: "false") }): تنخفض التصادمات إلى { NUMBER($collisions, useGrouping: "false") }
caption-swap-drawn = تبديل الصفين { NUMBER($first, useGrouping: "false") } و{ NUMBER($second, useGrouping: "false") }
caption-swap-drawn-fall = تبديل الصفين { NUMBER($first, useGrouping: "false") } و{ NUMBER($second, useGrouping: "false") }: تنخفض التصادمات إلى { NUMBER($collisions, useGrouping: "false") }

## Constraint satisfaction

caption-mrv = يختار MRV الصف { NUMBER($row, useGrouping: "false") }: { $pruned ->
        [yes] مربعات باقية في مجاله
       *[no] مربعات غير مهاجَمة
    } عددها { NUMBER($remaining, useGrouping: "false") }، وهو الأقل
caption-forward-checking = يحذف الفحص الأمامي مربعات عددها { NUMBER($count, useGrouping: "false") } من مجالات الصفوف الفارغة، مرقّمة بالرقم { NUMBER($by, useGrouping: "false") }
caption-arc-consistency = يحذف اتساق الأقواس (AC-3) مربعات أخرى عددها { NUMBER($count, useGrouping: "false") } بلا دعم، مرقّمة بالرقم { NUMBER($by, useGrouping: "false") }

## Simulated annealing

caption-propose-move = مقترح عند T = { NUMBER($t, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") }: ملكة الصف { NUMBER($row, useGrouping: "false") } من العمود { NUMBER($from, useGrouping: "false") } إلى العمود { NUMBER($to, useGrouping: "false") }، h { NUMBER($h, useGrouping: "false") } → { NUMBER($next, useGrouping: "false") } (ΔE = { $delta })
caption-propose-swap = مقترح عند T = { NUMBER($t, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") }: تبديل الصفين { NUMBER($first, useGrouping: "false") } و{ NUMBER($second, useGrouping: "false") }، h { NUMBER($h, useGrouping: "false") } → { NUMBER($next, useGrouping: "false") } (ΔE = { $delta })
caption-taken = قُبلت: الحركة { $better ->
        [yes] أفضل
       *[no] ليست أسوأ
    } (ΔE = { $delta } ≥ 0، h { NUMBER($h, useGrouping: "false") } → { NUMBER($next, useGrouping: "false") })
caption-taken-worse = قُبلت رغم أنها أسوأ: السحب { NUMBER($draw, minimumFractionDigits: 3, maximumFractionDigits: 3) } أقل من e^(ΔE/T) = e^({ $delta }/{ NUMBER($t, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") }) = { $chance }
caption-taken-plain = قُبلت
caption-refused-odds = رُفضت: السحب { NUMBER($draw, minimumFractionDigits: 3, maximumFractionDigits: 3) } ليس أقل من e^(ΔE/T) = e^({ $delta }/{ NUMBER($t, minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: "false") }) = { $chance }؛ تبقى h = { NUMBER($h, useGrouping: "false") }
caption-refused-swap = تبديل الصفين { NUMBER($first, useGrouping: "false") } و{ NUMBER($second, useGrouping: "false") } لن يقلل التصادمات{ $keep ->
        [yes] { " " }— يبقيان
       *[no] { "" }
    }
caption-refused-move = رُفضت: تبقى ملكة الصف { NUMBER($row, useGrouping: "false") } في العمود { NUMBER($from, useGrouping: "false") } (لا العمود { NUMBER($to, useGrouping: "false") })

## Stuck

caption-stuck = { $head }{ $stop }{ $then ->
        [restart] . تليها إعادة بدء عشوائية.
        [off] ، دون حل (إعادة البدء معطلة).
       *[none] { "" }
    }
caption-local-minimum = قيمة صغرى محلية: h = { NUMBER($h, useGrouping: "false") }، وكل حالة تالية أسوأ (أفضلها h = { NUMBER($best, useGrouping: "false") })
caption-plateau = عالق على هضبة: h = { NUMBER($h, useGrouping: "false") }، لا حالة تالية أفضل، ولم تبق حركة جانبية
caption-climb-stops = ؛ يتوقف الصعود بعد حركات عددها { NUMBER($moves, useGrouping: "false") }
caption-cooled = بَرَد: T = { NUMBER($t, minimumFractionDigits: 4, maximumFractionDigits: 4, useGrouping: "false") } تحت الحد الأدنى مع h = { NUMBER($h, useGrouping: "false") }؛ يتوقف التشغيل دون حل ويليه تشغيل جديد
caption-no-progress = لم تجد جولة كاملة تبديلًا يُحسِّن، والتصادمات الباقية { NUMBER($collisions, useGrouping: "false") } — تبديلة جديدة

## The genetic algorithm

caption-parents = الابن { NUMBER($child, useGrouping: "false") }: الأبوان { NUMBER($first, useGrouping: "false") } (اللياقة { NUMBER($first-fitness, useGrouping: "false") }) و{ NUMBER($second, useGrouping: "false") } (اللياقة { NUMBER($second-fitness, useGrouping: "false") })
caption-crossover = تهجين بعد الصف { NUMBER($at, useGrouping: "false") }
caption-crossover-fitness = تهجين بعد الصف { NUMBER($at, useGrouping: "false") }؛ اللياقة { NUMBER($fitness, useGrouping: "false") }
caption-mutation = طفرة: الصف { NUMBER($row, useGrouping: "false") } إلى العمود { NUMBER($col, useGrouping: "false") }؛ اللياقة { NUMBER($fitness, useGrouping: "false") }
caption-mutation-own = طفرة: الصف { NUMBER($row, useGrouping: "false") } إلى العمود { NUMBER($col, useGrouping: "false") }، عموده نفسه: الرقعة لم تتغير؛ اللياقة { NUMBER($fitness, useGrouping: "false") }
caption-generation = الجيل { NUMBER($number, useGrouping: "false") }: يحل الأبناء محل المجتمع؛ أفضل لياقة { NUMBER($best, useGrouping: "false") }، والمتوسط { NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: "false") }

## Solutions and the end

caption-solution-search = الحل { $number }: في كل صف ملكة (الأعمدة { $columns })
caption-solution-trial = حل: في كل صف ملكة، وُجد في التجربة { $trial }
caption-solution-vectors = حل بعد متجهات تبديل عددها { $vectors } وتبديلات عددها { $swaps }
caption-solution-permutations = حل: لم يبق تصادم، بعد تبديلات عددها { $permutations }
caption-solution-swaps = حل: لم يبق تصادم، بعد مبادلات عددها { $swaps }
caption-solution-repairs = حل: لا ملكة مهاجَمة، بعد حركات إصلاح عددها { $moves }
caption-solution-formula = حل: اكتمل البناء، ولا حاجة إلى بحث
caption-solution-climb = حل: h = 0 بعد حركات عددها { NUMBER($moves, useGrouping: "false") } في الصعود { NUMBER($climb, useGrouping: "false") }
caption-solution-run = حل: h = 0 في التشغيل { NUMBER($run, useGrouping: "false") }
caption-solution-child = حل: الابن { NUMBER($index, useGrouping: "false") } من الجيل { NUMBER($generation, useGrouping: "false") } (المولود من الجيل { NUMBER($parents, useGrouping: "false") }) لا تهاجم فيه أي ملكتين إحداهما الأخرى
caption-solution-board = حل: الرقعة { NUMBER($index, useGrouping: "false") } من الجيل { NUMBER($generation, useGrouping: "false") } لا تهاجم فيها أي ملكتين إحداهما الأخرى
caption-exhausted = اكتمل البحث: { $solutions ->
        [0] لا يوجد حل على هذه الرقعة
        [one] حل واحد في المجموع
        [two] حلان في المجموع
       *[other] عدد الحلول { $solutions } في المجموع
    }

## The caption before the first move

caption-start = { $state } { $next }
caption-start-state = { $algorithm ->
        [genetic] البداية: مجتمع من رقع عشوائية؛ أفضلها على الرقعة.
        [hill-climbing] البداية: رقعة عشوائية، ملكة كل صف في عمود عشوائي.
        [simulated-annealing] البداية: رقعة عشوائية، ملكة كل صف في عمود عشوائي.
        [permutation-swap] البداية: ملكة واحدة في كل صف وكل عمود.
        [qs1] البداية: ملكة واحدة في كل صف وكل عمود.
        [qs4] البداية: تبديلة عشوائية.
       *[other] البداية: رقعة فارغة.
    }
caption-first-step = { $algorithm ->
        [backtracking] «خطوة» تجرّب الصف 1، العمود 1.
        [construction] «خطوة» تضع ملكة الصف 1 حيث تقول الصيغة.
        [genetic] «خطوة» تصنع الابن الأول.
        [hill-climbing] «خطوة» تنقل ملكة إلى أفضل حالة تالية.
        [min-conflicts] «خطوة» تضع ملكة الصف 1 بالبداية الجشعة.
        [permutation-swap] «خطوة» تخلطها في تبديلة عشوائية.
        [qs1] «خطوة» تسحب تبديلة عشوائية.
        [qs4] «خطوة» تثبّت ملكة الصف 1 على قطرين حرّين.
        [queens-lv] «خطوة» تضع ملكة الصف 1 على مربع عشوائي غير مهاجَم.
        [random-placement] «خطوة» تضع ملكة الصف 1 على مربع عشوائي غير مهاجَم.
        [simulated-annealing] «خطوة» تقترح حركة عشوائية.
       *[other] «خطوة» تضع ملكة الصف 1.
    }
caption-start-random-board-h = البداية: رقعة عشوائية، ملكة كل صف في عمود عشوائي؛ h = { NUMBER($h, useGrouping: "false") }.
caption-start-random-board-t = البداية: رقعة عشوائية، ملكة كل صف في عمود عشوائي؛ h = { NUMBER($h, useGrouping: "false") }، T = { NUMBER($t, maximumFractionDigits: 6, useGrouping: "false") }.
caption-start-population = البداية: مجتمع من { NUMBER($size, useGrouping: "false") } رقع عشوائية، أفضلها على الرقعة (اللياقة { NUMBER($fitness, useGrouping: "false") } من { NUMBER($max, useGrouping: "false") }).
caption-first-step-first-choice = «خطوة» تنقل ملكة إلى أول حالة تالية أفضل توجد بترتيب عشوائي.
caption-first-step-mrv = «خطوة» تدع MRV يختار الصف ذا أقل المربعات الباقية: في البداية لكل صف كل مربعاته، إذن الصف 1.
caption-first-step-lcv = «خطوة» تجرّب أولًا المربع الأقل تقييدًا (LCV) في الصف 1.
caption-first-step-lv-backtracking = مع k = 0 يملأ التراجع كل الصفوف: «خطوة» تجرّب الصف 1، العمود 1.
caption-first-step-lv-random = مع k = { NUMBER($k, useGrouping: "false") } كل صف عشوائي: «خطوة» تضع ملكة الصف 1 على مربع عشوائي غير مهاجَم.
caption-first-step-lv = «خطوة» تضع ملكة الصف 1 على مربع عشوائي غير مهاجَم (الصفوف 1 إلى { NUMBER($k, useGrouping: "false") } عشوائية، ثم التراجع).
caption-start-your-queen = البداية: ملكتك في الصف 1، العمود { NUMBER($col, useGrouping: "false") }؛ تبقى مكانها.
caption-start-your-queens = البداية: ملكاتك وعددها { NUMBER($count, useGrouping: "false") } في الصفوف 1 إلى { NUMBER($count, useGrouping: "false") } (الأعمدة { $columns })؛ تبقى مكانها.
caption-first-step-row = «خطوة» تجرّب الصف { NUMBER($row, useGrouping: "false") }، العمود 1.
caption-start-your-permutation = البداية: ملكاتك، مكمَّلة إلى تبديلة (الملكة التي شاركت عمودًا وكل صف فارغ أخذت عمودًا لا ملكة فيه).
caption-first-step-swaps = «خطوة» تختبر تبديلات الملكات المهاجَمة التي تقلل التصادمات.
caption-start-your-queens-greedy = البداية: ملكاتك، وكل صف فارغ مُلئ بطريقة جشعة (ملكته على أقل المربعات تعرضًا للهجوم).
caption-first-step-repair = «خطوة» تنقل ملكة متعارضة إلى أقل مربعات صفها تعرضًا للهجوم.
