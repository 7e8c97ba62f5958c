# واجهة «مشاهدة» بالعربية (من دون التعليقات التوضيحية والتوقع والتمرين، فلها ملفاتها). مترجمة
# من locales/en/watch.ftl (فيه تعليق كل رسالة ومتغيراتها). المصطلحات كما في locales/ar/page.ftl
# («ملكة»، «رقعة»، «صف»، «عمود»، «التراجع»)، و«شجرة البحث» و«عقدة» كما في مقرر الذكاء
# الاصطناعي على idros.ai («البحث بأولوية العمق»، «العقدة»، «الجذر»)، و«إعادة البدء» و«التصادم»
# و«اللياقة» و«المجتمع» (الخوارزميات الجينية)، و«رايات الأقطار» عند فيرث (Wirth).
# مصطلح واحد لكل مفهوم، بمصادره: locales/ar/terms.toml (يفحصه tests/terms.rs): «تجربة» (trial)،
# «محاولة» (attempt)، «البدايات» (tries)، «إعادة بدء» (restart)، «إفراغ» (wipe-out)، «حركة
# جانبية»؛ «تسلق التل» و«البحث المحلي» كما في
# techsyncer.com/ar/hill-climbing-algorithm-for-ai-in-python.html؛ «الخوارزمية الجينية»
# و«التهجين» كما في marefa.org «خوارزميات وراثية»؛ «اللياقة» كما في technologyreview.ae
# «الخوارزميات الجينية». ما لم يؤكده بحث مذكور هناك بعبارة «not confirmed».

## Side by side (#pair-view)

watch-pair-view =
    .aria-label = خوارزميتان جنبًا إلى جنب
watch-pair-other = بجانبها
watch-pair-leave = مغادرة العرض جنبًا إلى جنب
watch-pair-hint = «خطوة» تحرّك حركة واحدة على كل رقعة؛ أول عدّادين بالوحدات نفسها على الجانبين.
watch-pair-left =
    .aria-label = الرقعة اليسرى
watch-pair-right =
    .aria-label = الرقعة اليمنى

## The board and the attempts per row

watch-stage =
    .aria-label = الرقعة
watch-board =
    .aria-label = رقعة الشطرنج
watch-row-attempts-head = المحاولات
watch-row-attempts =
    .aria-label = المحاولات في كل صف، الصف الأعلى أولًا

## The timeline under the board

watch-timeline =
    .aria-label = الخط الزمني: الحركة المعروضة
watch-tick-solution = حل
watch-tick-dead = طريق مسدود أو إعادة بدء
watch-tick-backtrack = تراجع

## The buttons under the timeline

watch-copy-step-link = نسخ رابط هذه الخطوة
watch-save-png = حفظ الرقعة بصيغة PNG
watch-record = تسجيل فيديو أو GIF…
watch-print-worksheet = طباعة ورقة عمل
watch-present = عرض
watch-side-by-side = جنبًا إلى جنب

## The large board, drawn scaled (#big-view)

watch-big-zoom-out = تصغير
watch-big-nearest = الانتقال إلى أقرب ملكة
watch-big-hint = درجة كل كتلة تقارن ملكاتها بالعدد المتوقع فيها (للحل ملكة في كل صف وعمود): الرمادي المتوسط كالمتوقع، والأغمق أكثر، والأفتح أقل، ولون الحبر ضعفه؛ والتفاوت بنحو ±10 % صدفة. الملكات المهاجَمة حمراء. انقر للتكبير ×8 حول تلك النقطة؛ عند 64 × 64 مربعًا أو أقل تظهر المربعات الحقيقية.
watch-big-chart =
    .aria-label = التعارضات والصفوف الموضوعة على امتداد التشغيل

## The search tree, the population, Wirth's flags

watch-tree-scroll =
    .aria-label = شجرة البحث (تُمرَّر أفقيًا إذا كانت عريضة)
watch-tree =
    .aria-label = شجرة البحث
watch-population =
    .aria-label = المجتمع
watch-population-caption = المجتمع: الجيل الحالي، كل رقعة مع لياقتها (أزواج الملكات غير المتهاجمة)؛ ووالدا آخر ابن محاطان بإطار. الأبناء المنتَجون للجيل التالي يظهرون على الرقعة واحدًا بعد واحد، وينضمون إليه حين يكتمل الجيل.
watch-flags =
    .aria-label = رايات الأقطار عند فيرث
watch-flags-caption = رايات الأقطار عند فيرث: المملوءة = مستعملة من صف مفحوص. في الأعلى: الصف + العمود (من 2 إلى 2n)؛ في الأسفل: الصف − العمود (من 1 − n إلى n − 1).

## The counters' panel beside the board

watch-counters =
    .aria-label = العدّادات
watch-solution = الحل على الرقعة
watch-solution-hint = (أعمدة الصفوف 1…n)
watch-running-bar =
    .aria-label = التنفيذ حتى النهاية
watch-stop = إيقاف
watch-odds-title = المحاولات الكاملة: المتوقعة والمعدودة
watch-solutions-title = الحلول التي وُجدت
watch-solution-prev = ◀ الحل السابق
watch-solution-next = الحل التالي ▶
watch-pseudocode-title = الشيفرة الزائفة
watch-legend =
    .aria-label = مفتاح الرموز
watch-legend-title = قراءة الرقعة
watch-scaled-queens = الملكات (الصف مقابل العمود)، كل كتلة مظللة بحسب الملكات المتوقعة فيها: الرمادي المتوسط كالمتوقع، والأغمق أكثر، والأفتح أقل؛ وحيث تقل، نقطة لكل ملكة
watch-scaled-attacked = ملكة مهاجَمة (في عمود أو قطر)
watch-scaled-chart = تحت الرقعة: التعارضات (بالأحمر) والصفوف الموضوعة (متقطعة) على امتداد الزمن
watch-loading = جارٍ التحميل…

## Lists in running text

watch-list-comma = { "، " }
watch-list-and = و

## The status line of the animated board

watch-ready = جاهز: رقعة { $n }×{ $n }. اضغط «تشغيل» أو «خطوة».
watch-ready-seeded = جاهز: رقعة { $n }×{ $n }. البذرة { $seed }. اضغط «تشغيل» أو «خطوة».
watch-playing = جارٍ التشغيل…
watch-at-move = { $state ->
        [paused] متوقف مؤقتًا عند
       *[other] عند
    } الحركة { $move }. «خطوة» أو «تشغيل» أو «تنفيذ حتى النهاية» يتابع.
watch-at-move-of = { $state ->
        [paused] متوقف مؤقتًا عند
       *[other] عند
    } الحركة { $move } من { $span }. «خطوة» أو «تشغيل» أو «تنفيذ حتى النهاية» يتابع.
watch-running = { $goal ->
        [all] جارٍ التنفيذ حتى نهاية البحث…
        [next] جارٍ التنفيذ حتى الحل التالي…
       *[solution] جارٍ التنفيذ حتى الحل…
    }
watch-running-progress = { $goal ->
        [all] جارٍ التنفيذ حتى نهاية البحث…
        [next] جارٍ التنفيذ حتى الحل التالي…
       *[solution] جارٍ التنفيذ حتى الحل…
    } { $progress }، { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } ث. «إيقاف» يعيد التحكم.
watch-progress-counter = { $label } { $value }
watch-stopped = متوقف: { $progress }. «خطوة» أو «تشغيل» أو «تنفيذ حتى النهاية» يتابع من هنا.
watch-stopped-unsolved = لا حل: توقف التشغيل بعد { $attempts } { $unit }، كما تقول معاملاته. ارجع خطوة خطوة لتتبعه، أو «بذرة جديدة» لتشغيل آخر.
watch-complete-none = لا حل: اكتمل البحث بعد { $attempts } محاولة.
watch-complete = اكتمل البحث: { $found ->
        [zero] لا حلول
        [one] حل واحد
        [two] حلّان
        [few] { $found } حلول
       *[other] { $found } حلًا
    } بعد { $attempts } محاولة.
watch-oeis-as-published = كما هو منشور (OEIS A000170، عدد الحلول): Q({ $n }) = { $known }.
watch-oeis-unlike = بخلاف العدد المنشور (OEIS A000170، عدد الحلول): Q({ $n }) = { $known }.
watch-played-range = شُغّلت الحركات من { $from } إلى { $to }.
watch-seeking = الانتقال إلى الحركة { $target }… الآن عند { $move }.
watch-seek-done = عند الحركة { $move } من { $span }.
watch-back-to-run = عودة إلى تشغيل { $n }×{ $n } هذا. «خطوة» أو «تشغيل» أو «تنفيذ حتى النهاية» يتابعه.

## The board in words

watch-board-label = رقعة { $n }×{ $n } عليها { $queens ->
        [one] ملكة واحدة
        [two] ملكتان
        [few] { $queens } ملكات
       *[other] { $queens } ملكة
    } في الأعمدة { $columns } من الصفوف 1 إلى { $queens }{ $values }
watch-board-empty = رقعة { $n }×{ $n } بلا ملكات{ $values }
watch-least-value = ؛ أصغر قيمة للمربعات هي { $least }، في { $squares }
watch-least-value-more = ؛ أصغر قيمة للمربعات هي { $least }، في { $squares } و{ $more } غيرها
watch-square = الصف { $row } العمود { $col }
watch-row-attempts-row = محاولات الصف { $row }

## The population

watch-population-label = مجتمع من { $boards } رقعة، اللياقة { $fitness } (الأفضل في هذا الجيل { $best } من { $bestValue }؛ الأبناء المنتَجون حتى الآن ليسوا فيه)
watch-population-parents = مجتمع من { $boards } رقعة، اللياقة { $fitness } (الأفضل في هذا الجيل { $best } من { $bestValue }؛ الأبناء المنتَجون حتى الآن ليسوا فيه)؛ والدا آخر ابن: الرقعتان { $parents }

## Wirth's diagonal flags

watch-flags-sum = الصف + العمود
watch-flags-difference = الصف − العمود

## The search tree

watch-tree-label = شجرة البحث: { $nodes } عقدة، { $randomized ->
        [yes] واحدة لكل مربع مجرَّب أو ملكة موضوعة عشوائيًا
       *[no] واحدة لكل مربع مجرَّب
    }؛ لكل صف بدءًا من الصف 1: { $perRow }؛ المسار الحالي: الأعمدة { $path }
watch-tree-label-no-path = شجرة البحث: { $nodes } عقدة، { $randomized ->
        [yes] واحدة لكل مربع مجرَّب أو ملكة موضوعة عشوائيًا
       *[no] واحدة لكل مربع مجرَّب
    }؛ لكل صف بدءًا من الصف 1: { $perRow }؛ المسار الحالي: لا أعمدة
watch-tree-caption = شجرة البحث: { $nodes } عقدة، { $randomized ->
        [yes] واحدة لكل مربع مجرَّب أو ملكة موضوعة عشوائيًا
       *[no] واحدة لكل مربع مجرَّب
    } (العقد في كل صف: { $perRow }). تحمل الأوراق المقطوعة رقم الصف المهاجِم؛ انقر عقدة للانتقال إلى تلك الحركة.
watch-tree-caption-folded = شجرة البحث: { $nodes } عقدة، { $randomized ->
        [yes] واحدة لكل مربع مجرَّب أو ملكة موضوعة عشوائيًا
       *[no] واحدة لكل مربع مجرَّب
    } (العقد في كل صف: { $perRow }). تحمل الأوراق المقطوعة رقم الصف المهاجِم؛ وكل شجرة فرعية منتهية مطوية في مثلث يحمل عدد عقدها؛ انقر عقدة للانتقال إلى تلك الحركة.
watch-tree-summary-label = شجرة البحث ملخّصة: { $nodes } عقدة؛ لكل صف بدءًا من الصف 1: { $perRow }
watch-tree-summary-caption = شجرة البحث ملخّصة لكل عمق (تُرسم كاملة حتى n = { $maxN } و{ $maxMoves } حركة): { $nodes } عقدة، { $randomized ->
        [yes] واحدة لكل مربع مجرَّب أو ملكة موضوعة عشوائيًا
       *[no] واحدة لكل مربع مجرَّب
    }.
watch-tree-row = الصف { $row }

## The solutions found

watch-solution-item = { $columns } (الحركة { $move })
watch-solution-item-label = الحل { $index }: الأعمدة { $columns }، وُجد عند الحركة { $move }
watch-solutions-none = لا شيء بعد: «تنفيذ حتى الحل التالي»، أو «تنفيذ حتى نهاية البحث» لها كلها.
watch-solutions-all = { $count } إجمالًا: البحث كله.
watch-solutions-so-far = { $count } وُجدت حتى الآن.
watch-solutions-more = أول { $listed } مدرجة؛ «السابق» و«التالي» يصلان إلى كل واحد منها.
watch-solutions-dropped = (محفوظ منها { $kept }؛ والعدّ مستمر.)

## The odds of a randomized search

watch-odds-exact = دقيق
watch-odds-measured = مقيس، ± { $error }
watch-odds-expected = يحتاج التشغيل في المتوسط إلى 1/p = { $tries } { $unit }: تنجح الواحدة باحتمال p = { $success } ({ $spread }).
watch-odds-impossible = لا يمكن لأي { $one } أن تنجح على رقعة { $n } × { $n }.
watch-odds-run = هذا التشغيل: { $one } { $tries }.
watch-odds-run-solved = هذا التشغيل: { $one } { $tries }، محلول.
watch-odds-tally = التشغيلات المحلولة على { $n } × { $n } هنا: { $runs }، بمتوسط { $mean } { $unit } لكل منها («بذرة جديدة» تضيف واحدًا).
watch-odds-tally-none = «بذرة جديدة» تبدأ تشغيلًا آخر: كل تشغيل محلول ينضم إلى العدّ.

## The timeline's words

watch-timeline-note = الحركة { $move } من { $span }
watch-timeline-moves = (الحركة خطوة واحدة؛ المحاولات: { $attempts } { $unit })

## The legend

watch-mark-colours = ألوان علامات الصفوف من 1 إلى { $rows }
watch-mark-colours-repeat = ألوان علامات الصفوف من 1 إلى { $rows }؛ وتتكرر من الصف 11
watch-legend-source = المصدر:
watch-legend-colours = {": "}

## The large board, drawn scaled

watch-big-ready = جاهز: { $n } ملكة. اضغط «تنفيذ حتى النهاية».
watch-big-ready-seeded = جاهز: { $n } ملكة. البذرة { $seed }. اضغط «تنفيذ حتى النهاية».
watch-big-caption = رقعة { $n } × { $n } مرسومة مصغّرة. «تنفيذ حتى النهاية» يبدأ البحث في الخلفية (Web Worker)، فتبقى الصفحة مستجيبة.
watch-big-scaled = عرض مصغّر للرقعة { $n } × { $n }
watch-big-rows-placed = الصفوف الموضوعة
watch-big-steps = الخطوات (الوضع والحركات والحل)
watch-counter-title = يعدّ { $counts }
watch-big-starting = جارٍ تشغيل العامل…
watch-big-memory = { $megabytes } م.ب من الذاكرة
watch-big-memory-split = { $memory }: { $perQueen } بايت لكل ملكة للرقعة، و{ $program } م.ب للبرنامج
watch-big-running = يعمل في عامل: { $steps } خطوة، { $left } متبقية، { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } ث، { $memory }. «إيقاف» يلغي.
watch-big-chart-label = التعارضات والصفوف الموضوعة على امتداد التشغيل: { $samples } عينة، { $most } { $label } على الأكثر، { $placed } صفًا موضوعًا في الأخير
watch-big-chart-placed = الصفوف الموضوعة
watch-big-chart-steps = الخطوات
watch-big-solution = الحل: { $n } ملكة، لا تهاجم أيّ اثنتين منها إحداهما الأخرى.
watch-big-verified = حُلّ وتُحقّق منه: { $n } ملكة تجتاز المدقق المستقل، بعد { $counters } ({ $steps } خطوة في { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } ث)؛ { $memory }.
watch-big-unverified = انتهى التشغيل، لكن الرقعة لم تجتز المدقق: يرجى الإبلاغ عن ذلك.
watch-big-failed = فشل تشغيل الرقعة الكبيرة: { $message }
watch-big-worker-failed = فشل عامل الرقعة الكبيرة: { $message }.
watch-big-worker-no-start = تعذّر بدؤه
watch-big-stopped = متوقف. «تنفيذ حتى النهاية» يبدأ الرقعة الكبيرة من جديد من أولها.
watch-big-excerpt = (الصفوف 1–{ $first } و{ $from }–{ $n }؛ انقر الرقعة لتكبير أي صف)
watch-big-region = الصفوف { $row }–{ $lastRow }، الأعمدة { $col }–{ $lastCol }: { $queens } ملكة في العرض.
watch-big-region-real = الصفوف { $row }–{ $lastRow }، الأعمدة { $col }–{ $lastCol } (مربعات حقيقية): { $queens } ملكة في العرض.
watch-big-whole = الرقعة كلها، { $n } × { $n }: { $queens } ملكة موضوعة.
watch-big-nearest-queen = أقرب ملكة في الصف { $row }، العمود { $col } ({ $offset }).
watch-big-offset = { $parts } من المركز
watch-big-offset-rows = { $count } صف { $way ->
        [plus] إلى الأعلى
       *[minus] إلى الأسفل
    }
watch-big-offset-columns = { $count } عمود { $way ->
        [plus] إلى اليمين
       *[minus] إلى اليسار
    }

## Side by side

watch-pair-ready = جنبًا إلى جنب: { $left } و{ $right } على رقعتي { $n }×{ $n }. «خطوة» تحرّك حركة على كل منهما.
watch-pair-ready-seeded = جنبًا إلى جنب: { $left } و{ $right } على رقعتي { $n }×{ $n }. البذرة { $seed }. «خطوة» تحرّك حركة على كل منهما.
watch-pair-moves = الحركات المنفّذة
watch-pair-moves-counts = الحركات المعروضة حتى الآن، كل منها خطوة من الخوارزمية
watch-pair-placed = الملكات الموضوعة
watch-pair-placed-counts = ملكات توضع على الرقعة واحدة بعد واحدة (عمليات الوضع)، الوحدة المشتركة بين الجانبين
watch-pair-no-placements = — (تحرّك ملكات رقعة ممتلئة)
watch-pair-board = { $name }: رقعة { $n }×{ $n } عليها { $queens } ملكة في الأعمدة { $columns }
watch-pair-board-empty = { $name }: رقعة { $n }×{ $n } بلا ملكات
watch-pair-where = { $name }: الحركة { $move }
watch-pair-paused = متوقف مؤقتًا. { $where }
watch-pair-playing = جارٍ تشغيل الاثنتين…
watch-pair-running = جارٍ تنفيذ الاثنتين حتى حل… { $where }. «إيقاف» يعيد التحكم.
watch-pair-stopped = متوقف. { $where }.
watch-pair-took = { $name } { $solved ->
        [yes] حلّت
       *[no] انتهت بلا حل
    } في { $moves } حركة
watch-pair-took-placed = { $name } { $solved ->
        [yes] حلّت
       *[no] انتهت بلا حل
    } في { $moves } حركة، ووضعت { $placed } ملكة
watch-pair-both = { $left }؛ { $right }.
watch-pair-announce = { $name }: { $caption }
watch-pair-size = العرض جنبًا إلى جنب يقبل رقعًا من 1 إلى { $max } صفًا.
watch-pair-note = { $name }: { $note }

## The sandbox

watch-sandbox-size = صندوق الرمل يقبل رقعًا من 1 إلى { $max } صفًا.
watch-sandbox-continue = { $name } تتابع من ملكاتك ({ $placed }): «خطوة» أو «تشغيل» أو «تنفيذ حتى النهاية».
watch-sandbox-empty = الرقعة فارغة.

## Other status lines

watch-pseudocode-one-board = تظهر الشيفرة الزائفة بجانب رقعة واحدة: غادر العرض جنبًا إلى جنب لتراها.
watch-predict-in-lesson = «التالي» (أو →) يتابع الدرس؛ و«خطوة» تسأل عن الحركة التي بعدها.
watch-core-waiting = بانتظار أن يحرر المتصفح ذاكرة للحلّال…
watch-core-no-memory = لم تبق لدى المتصفح ذاكرة للحلّال: أغلق علامات التبويب الأخرى لهذه الصفحة، ثم أعد تحميلها (F5).
watch-core-failed = تعذّر تحميل الحلّال ({ $message }). ابنه بالأمر «cargo xtask serve».
watch-start-failed = تعذّر بدء الصفحة (أثناء { $stage }): { $message }. أعد تحميل الصفحة (F5).

## The board size typed, refused

watch-size-not-whole = يجب أن يكون حجم الرقعة عددًا صحيحًا من 1 إلى { $max }.
watch-size-out-of-range-scaled = حجم الرقعة { $n } خارج المدى: { $name } تعمل من 1 إلى { $large } (حتى { $animated } متحركة، وما فوق ذلك في عرض مصغّر).
watch-size-out-of-range = حجم الرقعة { $n } خارج المدى: الرقعة المتحركة تقبل من 1 إلى { $animated }.
watch-size-out-of-range-some-scaled = حجم الرقعة { $n } خارج المدى: الرقعة المتحركة تقبل من 1 إلى { $animated }؛ { $scaled }.
watch-size-scaled-first = { $names } تعمل حتى { $limit } في عرض مصغّر
watch-size-scaled-more = { $names } حتى { $limit }
watch-seed-field = { $problem }؛ اتركها فارغة لبذرة جديدة.

## What the address asks for and the page cannot do

watch-address-unknown-algorithm = خوارزمية غير معروفة «{ $algorithm }» في العنوان؛ تُعرض { $first }.
watch-address-showing-default = { $problem } يُعرض n = { $n }.
watch-address-seed-drawn = { $problem } سُحبت بذرة جديدة.
watch-address-seed-ignored = خطأ في العنوان: { $problem }؛ تم تجاهله.
watch-address-params = { $problem } (في العنوان)؛ تُستعمل القيم الافتراضية.
watch-address-params-beside = { $problem } (بجانب الأولى، vs. في العنوان)؛ تُستعمل القيم الافتراضية.
watch-address-move = يجب أن يكون { $name } في العنوان عددًا صحيحًا من الحركات (0 هو البداية)؛ تم تجاهله.
watch-address-queens = خطأ في العنوان: { $problem }؛ تم تجاهل الملكات.
watch-address-to-before-from = يجب أن يأتي to في العنوان بعد from؛ تم تجاهله.
watch-address-unknown-beside = خوارزمية غير معروفة «{ $algorithm }» بجانب الأولى (vs في العنوان)؛ تُعرض أول خوارزمية أخرى.
watch-address-slide = يجب أن يكون slide في العنوان عددًا صحيحًا من 1؛ تم تجاهله.
watch-address-not-compared = الخوارزميات في العنوان تسمّي { $unknown }، ولا يشغّلها المختبر؛ إنه يشغّل { $compared }.
watch-address-compare-params = { $name }: { $problem } (في العنوان)؛ تعمل بقيمها الافتراضية.
watch-address-run-ends = ينتهي التشغيل عند الحركة { $reached }، قبل الحركة { $first } ({ $name } في العنوان).
watch-address-queens-scaled = الملكات في العنوان تحتاج رقعة من 1 إلى { $max } صفًا (n = { $n } تُرسم مصغّرة)؛ تم تجاهلها.
watch-address-queens-fit = يجب أن تتسع رقعة { $n }×{ $n } للملكات في العنوان (على الأكثر { $n } صفًا، والأعمدة من 1 إلى { $n })؛ تم تجاهلها.
watch-address-no-exercise = { $name } ليس لها تمرين (exercise=1 في العنوان): التمارين متاحة لـ { $exercises }.

## Sentences the page composes (www/params.js, exercise.js, teacher-key.js)

sentence-end = { $text }.
params-refused-still = { $text } — تبقى { $name } = { $value }.
