# عرض المقارنة بالعربية. مترجم من locales/en/compare.ftl (انظر docs/translating.md).
# المصطلحات كما في locales/ar/page.ftl («ملكة»، «رقعة»، «التراجع»، «البذرة»)؛ «خوارزمية
# لاس فيغاس» و«الخوارزمية العشوائية» كما في ويكيبيديا العربية (ar.wikipedia.org)؛
# «الخطأ المعياري» و«الوسيط» و«التبديلة» و«التصادم» كما في كتب الإحصاء وعلوم الحاسوب؛
# عناوين الكتب والأوراق بلغتها الأصلية.
# مصطلح واحد لكل مفهوم، بمصادره: locales/ar/terms.toml (يفحصه tests/terms.rs): «تجربة» (trial)،
# «محاولة» (attempt)، «البدايات» (tries)، «إعادة بدء» (restart)، «إفراغ» (wipe-out)، «حركة
# جانبية»؛ «تسلق التل» و«البحث المحلي» كما في
# techsyncer.com/ar/hill-climbing-algorithm-for-ai-in-python.html؛ «الخوارزمية الجينية»
# و«التهجين» كما في marefa.org «خوارزميات وراثية»؛ «اللياقة» كما في technologyreview.ae
# «الخوارزميات الجينية». ما لم يؤكده بحث مذكور هناك بعبارة «not confirmed».

## The form

compare-title = مقارنة الخوارزميات
compare-intro = تشغيلات كثيرة لكل خوارزمية ببذور، موزَّعة على عمّال في الخلفية ({ $worker }، واحد لكل نواة معالج) كي تبقى الصفحة مستجيبة. تُشتق { $seed } كل تشغيل من { $master }: البذرة الرئيسية نفسها تعطي الأرقام نفسها في كل مرة وعلى أي حاسوب.
    .worker = Web Workers
    .seed = بذرة
    .master = البذرة الرئيسية
compare-n = الحجم n { $hint }
    .hint = (رقعة n × n)
compare-algorithms = الخوارزميات
compare-trials = التشغيلات لكل خوارزمية
compare-seed = البذرة الرئيسية { $hint }
    .hint = (اتركها فارغة لسحب واحدة)
compare-run = تنفيذ المقارنة
compare-cancel = إلغاء
compare-progress =
    .aria-label = تقدّم المهمة الجارية
compare-status-start = اختر الخوارزميات واضغط تنفيذ المقارنة.
compare-params-group =
    .aria-label = معاملات { $algorithm }

## The status line

compare-tick = حدّد خوارزمية واحدة على الأقل.
compare-param-refused = أحد المعاملات لا يناسب هذه الرقعة: انظر الرسالة تحته.
compare-status-running = جارٍ تنفيذ { $total } تشغيل على { $workers } { $workers ->
        [one] عامل
        [two] عاملين
        [few] عمّال
       *[other] عاملًا
    }…
compare-status-timing = توقيت { $algorithm }: الدفعة { $batch } من { $batches }…
compare-status-progress = جارٍ التنفيذ… { $done } من { $total } تشغيل.
compare-failed = فشلت المقارنة: { $error }
compare-status-done = تمّ: { $total } تشغيل في { $seconds } ث، البذرة الرئيسية { $seed }.{ $busy }
compare-address-error = { $error } ({ $field } في العنوان).
compare-seed-error = { $error } (البذرة الرئيسية)، أو اتركها فارغة.
compare-cancelled = { $job ->
        [race] أُلغي السباق.
        [sweep] أُلغي المسح.
        [count] أُلغي العدّ.
        [papers] أُلغيت جداول الأوراق.
        [rolfe] أُلغي جدول Rolfe.
        [aima] أُلغيت جداول AIMA.
        [queenslv] أُلغي جدول queensLV.
       *[comparison] أُلغيت المقارنة.
    } لا شيء آخر قيد التشغيل.
compare-worker-failed = فشل أحد العمّال
compare-list-and = { $list } و{ $last }
compare-list-or = { $list } أو { $last }
compare-list-separator = {"، "}

## The summary

compare-summary-title = الملخّص
compare-summary-region =
    .aria-label = جدول الملخّص (يُمرَّر جانبيًا عند الضيق)
compare-col-algorithm = الخوارزمية { $unit }
    .unit = ووحداتها
compare-col-runs = التشغيلات
compare-col-mean = متوسط المحاولات
compare-col-median = الوسيط
compare-col-p90 = المئين 90
compare-col-max = الأقصى
compare-col-tries = البدايات لكل تشغيل { $unit }
    .unit = بوحدتها
compare-col-success = نجاح البداية الواحدة { $unit }
compare-col-success-unit = ± 1 { $term }
    .term = خطأ معياري
compare-col-time = زمن المعالج لكل تشغيل
compare-units-attempts = تُعدّ { $attempts } بوحدة كل خوارزمية الخاصة، المكتوبة تحت اسمها: { $units }. المربّع المجرَّب ليس ملكة موضوعة، لذا قارن المحاولات داخل الخوارزمية الواحدة (عبر البذور أو أحجام الرقعة)، وقارن الخوارزميات ببعضها حسب { $time }، المقيس في العمّال أنفسهم.
    .attempts = المحاولات
    .time = زمن المعالج لكل تشغيل
compare-units-tries = { $tries } هي البدايات الجديدة داخل التشغيل: { $units }. { $success } هو نسبة البدايات التي تنتهي بحلّ (التشغيلات ÷ البدايات)؛ و± خطأ معياري واحد، √(p(1 − p) / البدايات). الخوارزميات الحتمية (التراجع) تعطي التشغيل نفسه في كل مرة: تُشغَّل مرة واحدة، وزمن معالجها هو زمن ذلك التشغيل.
    .tries = البدايات
    .success = نجاح البداية الواحدة
compare-units-time = { $time } هو أفضل دفعات عدة موقوتة (من 5 إلى 15): يكرّر كل عامل تشغيلاته داخل النواة، في استدعاءات مدتها 2 مللي ثانية أو أكثر (20 ضعف دقة المؤقّت 0.1 مللي ثانية؛ وحصة طويلة من التشغيلات في أجزاء بهذا الطول تقريبًا)، بعد أن يسخن شيفرته. الدفعة التي قاطعها الحاسوب لعمل آخر تبدو أبطأ فقط، لذا تعطي أفضل دفعة الزمن، ووسيط الدفعات ومداها (من الأفضل إلى الأبطأ) هما تشتّته، المعروض تحته: إعادة التشغيل تتفق ضمنه. إذا استغرقت الدفعة الوسيطة أكثر من 1.5 ضعف الأفضل، فقد أبطأ عملٌ آخر معظم الدفعات: تقول الخلية { $busy } بدل الرقم، وكذلك سطر الحالة؛ أعد التشغيل حين يهدأ الحاسوب.
    .time = زمن المعالج لكل تشغيل
    .busy = مشغول جدًا للتوقيت
compare-units-of = المحاولات: { $attempts }؛ البدايات: { $tries }
compare-expected-exact = المتوقّع { $value } (1/p، دقيق)
compare-expected-measured = المتوقّع { $value } ± { $error } (1/p، مقيس)
compare-time-deterministic = { $note } (حتمية: تشغيلها الوحيد، { $repeats ->
        [one] مرة واحدة
        [two] مرتين
       *[other] { $repeats } مرات
    } في الدفعة)
compare-copy = نسخ الملخّص
compare-csv = تنزيل CSV لكل التشغيلات
compare-copied = نُسخ الملخّص (مفصول بعلامات جدولة: الصقه في جدول بيانات).
compare-selected = حُدّد الملخّص: اضغط Ctrl+C لنسخه.
compare-summary-heading = مقارنة N ملكة: n = { $n }، { $trials } تشغيل لكل خوارزمية، البذرة الرئيسية { $seed }
compare-summary-columns = الخوارزمية	وحدة المحاولات	وحدة البدايات	التشغيلات	متوسط المحاولات	الوسيط	المئين 90	الأقصى	البدايات لكل تشغيل	البدايات المتوقعة	نجاح البداية الواحدة	± 1 خطأ معياري	زمن المعالج لكل تشغيل (مللي ثانية، أفضل دفعة)	الدفعة الوسيطة (مللي ثانية لكل تشغيل)	أبطأ دفعة (مللي ثانية لكل تشغيل)	الدفعات الموقوتة	مشغول جدًا للتوقيت

## The CSV of every run

compare-csv-algorithm = الخوارزمية
compare-csv-n = n
compare-csv-run = التشغيل
compare-csv-seed = البذرة
compare-csv-attempts = المحاولات
compare-csv-attempt-unit = وحدة_المحاولات
compare-csv-tries = البدايات
compare-csv-tries-unit = وحدة_البدايات
compare-csv-solved = حُلّت
compare-csv-cpu-ms-per-run = مللي_ثانية_معالج_لكل_تشغيل
compare-csv-cpu-ms-median = وسيط_مللي_ثانية_معالج
compare-csv-cpu-ms-max = أقصى_مللي_ثانية_معالج
compare-csv-cpu-batches = دفعات_المعالج
compare-csv-cpu-too-busy = المعالج_مشغول_جدًا

## Times (timing.js)

compare-time = { $value } { $unit }
compare-unit-ms = مللي ثانية
compare-unit-us = ميكروثانية
compare-time-not-timed = غير موقوت
compare-time-busy = مشغول جدًا للتوقيت
compare-batches = { $batches } { $batches ->
        [one] دفعة
        [two] دفعتين
        [few] دفعات
       *[other] دفعة
    }
compare-time-spread = الوسيط { $median }، المدى { $best }–{ $max } { $unit }
compare-time-best-note = أفضل { $batches }؛ { $spread }
compare-time-busy-note = كان الحاسوب مشغولًا جدًا: استغرق وسيط { $batches } { $ratio } × الأسرع (أكثر من { $limit } ×)؛ { $spread }
compare-busy-note = كان الحاسوب مشغولًا جدًا ليعني زمن معالج { $names } شيئًا (الدفعة الوسيطة الموقوتة أكثر من { $limit } × الأسرع): أعد التشغيل حين يهدأ.

## The histogram

compare-hist-title = التشغيلات حسب المحاولات أو البدايات
compare-hist-hint = خوارزمية واحدة في كل مرة، بوحدتها الخاصة: المربّع المجرَّب ليس ملكة موضوعة، لذا لا تتشارك محاولات خوارزميتين محورًا أبدًا (قارنها حسب زمن المعالج لكل تشغيل).
compare-hist-of = مدرّج تكراري لـ
compare-hist-counting = بعدّ
compare-hist-attempts = المحاولات
compare-hist-tries = البدايات (التجارب، التبديلات، نقاط البدء)
compare-hist-placeholder = يظهر المدرّج التكراري بعد مقارنة.
compare-hist-canvas =
    .aria-label = مدرّج تكراري للمحاولات لكل تشغيل، مقياس لوغاريتمي
compare-save-png = حفظ المخطط بصيغة PNG
compare-hist-label = { $algorithm }: التشغيلات حسب { $unit } لكل تشغيل
compare-hist-expected-exact = المتوقّع إذا كانت البدايات هندسية التوزيع مع p = { $p } (دقيق): { $expected } لكل تشغيل في المتوسط
compare-hist-expected-measured = المتوقّع إذا كانت البدايات هندسية التوزيع مع p = { $p } (مقيس): { $expected } لكل تشغيل في المتوسط
compare-hist-aria = مدرّج تكراري لـ{ $unit } لكل تشغيل لـ{ $algorithm }، مقياس لوغاريتمي
compare-hist-aria-deterministic = مدرّج تكراري لـ{ $unit } لكل تشغيل لـ{ $algorithm }، مقياس لوغاريتمي: حتمية، كل التشغيلات متماثلة
compare-hist-x = { $unit } لكل تشغيل (مقياس لوغاريتمي)
compare-hist-y = التشغيلات
compare-hist-chart-title = { $algorithm }: { $unit } لكل تشغيل
compare-hist-chart-title-deterministic = { $algorithm }: { $unit } لكل تشغيل (حتمية: كل التشغيلات متماثلة)
compare-hist-chart-subtitle = n = { $n }، { $runs } تشغيل، البذرة الرئيسية { $seed }
compare-charts-missing = تحتاج المخططات إلى Chart.js في www/node_modules: شغّل «cargo xtask serve» الذي يثبّته.

## The sweep

compare-sweep-title = مسح على n
compare-sweep-to = n من 4 إلى
compare-sweep-runs = التشغيلات لكل حجم
compare-sweep-run = تنفيذ المسح
compare-sweep-of = مسح لـ
compare-sweep-time = زمن المعالج لكل تشغيل (كل الخوارزميات)
compare-sweep-placeholder = يظهر المخطط بعد مسح.
compare-sweep-canvas =
    .aria-label = زمن المعالج لكل تشغيل مقابل n، مقياس لوغاريتمي
compare-sweep-failed = فشل المسح: { $error }
compare-sweep-progress = المسح: اكتمل n = { $n } من { $to }.
compare-sweep-done = اكتمل المسح: n = 4 إلى { $to }، { $runs } تشغيل لكل حجم، البذرة الرئيسية { $seed }.{ $busy }
compare-sweep-busy-at = { $algorithm } عند n = { $sizes }
compare-sweep-busy = كان الحاسوب مشغولًا جدًا ليعني زمن معالج { $which } شيئًا (الدفعة الوسيطة الموقوتة أكثر من { $limit } × الأسرع؛ مرسومة بعلامات ×): أعد التشغيل حين يهدأ.
compare-sweep-mean-of = متوسط { $unit }: { $algorithm }
compare-sweep-axis-time = مللي ثانية معالج لكل تشغيل
compare-sweep-axis-mean = متوسط { $unit }
compare-sweep-aria-time = زمن المعالج لكل تشغيل مقابل n، مقياس لوغاريتمي
compare-sweep-aria-mean = متوسط { $unit } مقابل n، مقياس لوغاريتمي
compare-sweep-x = حجم الرقعة n
compare-sweep-y = { $what } (لوغاريتمي)
compare-sweep-chart-title-time = زمن المعالج لكل تشغيل مقابل n (أفضل الدفعات الموقوتة)
compare-sweep-chart-title-mean = { $algorithm }: متوسط { $unit } مقابل n
compare-sweep-chart-subtitle = { $runs } تشغيل لكل حجم، البذرة الرئيسية { $seed }

## The papers

compare-papers-title = الأوراق جنبًا إلى جنب
compare-papers-sosic-gu = Sosič و Gu (1991)، الجداول 2–5: التصادمات لكل ملكة في تبديلة عشوائية (100 تبديلة)، وأكثر الملكات على قطر واحد، ونجاحات التبديلة الأولى، والأزواج والتبديلات المختبرة (10 تشغيلات لـ QS1). تقيس الصفحة n = 10 إلى 10,000؛ وتتولّى { $cli } في المشروع الأحجام الأكبر في الأوراق وجداول Rolfe لـ n = 1000.
    .cli = أداة سطر الأوامر
compare-papers-run = قياس الجداول 2–5
compare-rolfe-run = Rolfe، n = 1000، الخوارزمية الأولى
compare-aima-run = أرقام AIMA
compare-papers-region =
    .aria-label = جدول الأوراق (يُمرَّر جانبيًا عند الضيق)
compare-papers-col-n = n
compare-papers-col-collisions = التصادمات / n
compare-papers-col-paper = الورقة
compare-papers-col-diagonal = الأكثر على قطر
compare-papers-col-first = التبديلة الأولى
compare-papers-col-pairs = الأزواج المختبرة
compare-papers-col-swaps = التبديلات المختبرة
compare-papers-aima = Russell و Norvig، { $book }: تسلق التل في §4.1.1 على 8 ملكات (تسلّق واحد من كل رقعة من 5,000 رقعة عشوائية، بلا إعادة بدء) والشكل 5.5 من الطبعة الثانية، وسيط فحوص الاتساق لبحوث التراجع لـ n = 2 إلى 50 (الفحص يختبر هل تهاجم ملكتان على مربّعين في صفّين مختلفين إحداهما الأخرى؛ لا يعرّف الكتاب فحصه، لذا تختلف المقادير بينما يتفق الترتيب).
    .book = AIMA
compare-aima-region =
    .aria-label = جدول AIMA (يُمرَّر جانبيًا عند الضيق)
compare-aima-col-measure = المقياس
compare-aima-col-book = الكتاب
compare-aima-col-ours = قياسنا
compare-papers-bb = Brassard و Bratley، { $book } (1996)، §10.6.3: تضع queensLV عدد k من الملكات عشوائيًا صفًا بعد صف، ثم يكمل التراجع الرقعة؛ والتجربة الفاشلة تبدأ من جديد. لكل k: احتمال p أن تنجح التجربة، وعُقد التجربة الناجحة s والفاشلة e (العقدة: الرقعة الفارغة مرة لكل تجربة، وكل ملكة موضوعة)، والعقد لكل حلّ t = s + (1 − p)/p · e: دقيقة (بتعداد كل اختيار عشوائي)، ومقيسة على 10,000 تشغيل ببذور (± خطأ معياري واحد)، وأرقام الكتاب لـ 8 ملكات.
    .book = Fundamentals of Algorithmics
compare-bb-board = رقعة queensLV
compare-bb-run = queensLV لـ Brassard و Bratley
compare-bb-region =
    .aria-label = جدول queensLV (يُمرَّر جانبيًا عند الضيق)
compare-bb-col-k = k
compare-bb-col-p = p { $unit }
    .unit = تنجح التجربة
compare-bb-col-s = s { $unit }
    .unit = عُقد، نجاح
compare-bb-col-e = e { $unit }
    .unit = عُقد، فشل
compare-bb-col-t = t { $unit }
    .unit = عُقد لكل حلّ
compare-bb-exact = دقيق
compare-bb-measured = مقيس
compare-bb-book = الكتاب
compare-papers-status = جارٍ قياس جداول Sosič و Gu من 2 إلى 5 لـ n = 10 إلى { $to }…
compare-papers-failed = فشلت الجداول: { $error }
compare-papers-done = قيست الجداول 2–5 بالبذرة الرئيسية { $seed }.
compare-of = { $part } من { $whole }
compare-rolfe-status = Rolfe، n = 1000: أربعة تشغيلات للخوارزمية الأولى (نحو عشر ثوانٍ لكل تشغيل)…
compare-rolfe-failed = فشل الجدول: { $error }
compare-rolfe-result = متجهات التبديل المستخدمة عند n = 1000 — قياسنا: { $ours }؛ Rolfe: { $rolfe }. الخوارزمية الثانية (نحو 90 ث): nqueens papers --rolfe.
compare-rolfe-done = قيس جدول Rolfe بالبذرة الرئيسية { $seed }.
compare-aima-status = جارٍ قياس أرقام AIMA: { $climbs } تسلّق لكل منها، والشكل 5.5 لـ n = 2 إلى 50 (حتى 40 مليون فحص لكل منها)…
compare-aima-failed = فشلت جداول AIMA: { $error }
compare-aima-done = قيست أرقام AIMA بالبذرة الرئيسية { $seed }.
compare-percent = { $value }٪
compare-thousands = { $value } ألف
compare-aima-climb = 8 ملكات، { $sideways ->
        [0] الصعود الأشد انحدارًا
       *[other] مع { $sideways } حركة جانبية
    }
compare-aima-solved = { $climb }: حُلّت
compare-aima-moves = { $climb }: الحركات عند الحلّ / عند التعثّر
compare-aima-check = الشكل 5.5: { $column ->
        [0] التراجع
        [1] التراجع + MRV
        [2] الفحص الأمامي
        [3] الفحص الأمامي + MRV
       *[4] أقل التعارضات
    }
compare-aima-not-checks = — (تعدّ حركات الإصلاح، لا الفحوص)
compare-aima-sizes = { $done } من { $sizes } حجم…
compare-aima-median = { $median } ({ $over } من 49 حجمًا فوق 40,000 ألف)
compare-aima-over = > 40,000 ألف
compare-bb-status = queensLV لـ Brassard و Bratley على { $n } × { $n }: { $runs } تشغيل لكل k = 0 إلى { $n }…
compare-bb-failed = فشل جدول queensLV: { $error }
compare-bb-result = أفضل k على { $n } × { $n }: { $k } بدقة (t = { $t } عقدة لكل حلّ)، و{ $measured } بالقياس.
compare-bb-result-book = أفضل k على { $n } × { $n }: { $k } بدقة (t = { $t } عقدة لكل حلّ)، و{ $measured } بالقياس، و{ $book } في الكتاب.
compare-bb-done = قيس جدول queensLV بالبذرة الرئيسية { $seed }.

## The count

compare-count-title = عدّ كل الحلول
compare-count-text = Q(n) بتراجع على رقع البتات يزور حلًا واحدًا من كل صنف تحت تناظرات المربّع الثمانية (الدورانات والانعكاسات)، مهمة لكل وضعية للصفوف الأولى، موزَّعة على العمّال. مقارنةً بالأعداد المنشورة، { $oeis } A000170 (كل الحلول) و A002562 (الحلول الأساسية).
    .oeis = OEIS
compare-count-n = n (من 1 إلى 17)
compare-count-kernel = النواة
compare-kernel-simd128 = 16 رقعة معًا (متجهات SIMD128)
compare-kernel-scalar = رقعة واحدة في كل مرة (عددية)
compare-count-run = عدّ
compare-count-status = جارٍ عدّ Q({ $n }) في { $tasks } مهمة على { $workers } عمّال…
compare-count-failed = فشل العدّ: { $error }
compare-count-matches = { $value } — يطابق OEIS { $sequence }
compare-count-differs = { $value } — يختلف عن { $known } في OEIS { $sequence }
compare-count-result = Q({ $n }) = { $total }. الحلول الأساسية (واحد لكل صنف تحت الدوران والانعكاس): { $fundamental }. { $seconds } ث بالنواة { $kernel ->
        [simd128] SIMD128
       *[scalar] العددية
    }.
compare-count-done = عُدّ Q({ $n }) في { $seconds } ث.

## The race

compare-race-title = { $term } المتوازية
    .term = لاس فيغاس
compare-race-text = «Parallel Execution» لـ Rolfe: سابِق عدة عمّال ببذور مختلفة على رقعة واحدة؛ أول حلّ يوقف الآخرين. مقارنةً بعامل واحد يشغّل البذرة الأولى وحده.
compare-race-algorithm = الخوارزمية المتسابقة
compare-race-n = n
compare-race-workers = العمّال
compare-race-run = سباق
compare-race-params =
    .aria-label = معاملات الخوارزمية المتسابقة
compare-race-fit = تشغّل { $algorithm } رقعًا حتى n = { $max }: كانت n = { $was }، والآن { $max }.
compare-race-alone = السباق { $race } من { $races }: عامل واحد وحده على { $algorithm }، n = { $n }…
compare-race-many = السباق { $race } من { $races }: { $workers } عمّال ببذور مختلفة…
compare-race-failed = فشل السباق: { $error }
compare-race-result = { $workers } عمّال، { $races } سباقات: وسيط التسريع { $median }× (المدى { $low }–{ $high }×) مقارنةً بعامل واحد وحده على البذرة الأولى لكل سباق. تنتهي تشغيلات لاس فيغاس المستقلة أسرع بنحو { $workers } مرات في المتوسط؛ وقد يكون سباق واحد أوفر حظًا بكثير أو أقل. السباق 1: فاز العامل { $winner } في { $wall } مللي ثانية (البذرة { $seed }، { $tries })؛ وحده (البذرة { $aloneSeed }): { $alone } مللي ثانية.
compare-race-result-params = { $algorithm } مع { $params }: { $result }
compare-race-done = انتهى السباق.

## Exports (exports.js)

compare-export-png = حُفظت الرقعة عند الحركة { $move } بصيغة PNG.
compare-export-file-link = فُتحت هذه الصفحة من ملف، لذا لن يُفتح الرابط إلا على هذا الحاسوب. يمكن للطلاب فتح الملف نفسه والانتقال إلى هذه الحركة على الخط الزمني؛ أو ضع dist/ على خادم ويب (يشرح دليل المعلّمين كيف) وشارك عنوانه.
compare-export-link-copied = نُسخ رابط هذه الحركة: { $link }
compare-export-link-copy = انسخ هذا الرابط لفتح هذه الحركة: { $link }
compare-export-recording = جارٍ تسجيل الحركات من { $from } إلى { $to }…
compare-export-recorded = سُجّلت الحركات من { $from } إلى { $to } فيديو WebM ({ $size } كيلوبايت).
compare-export-record-failed = فشل التسجيل: { $error }.
compare-export-gif-frame = جارٍ إنشاء GIF متحرك: الإطار { $done } من { $total }. «إلغاء» يوقفه.
compare-export-gif-failed = فشل إنشاء GIF: { $error }.
compare-export-moves-whole = الحركات أعداد صحيحة (0 هي البداية).
compare-export-moves-order = يجب أن تأتي الحركة الأخيرة بعد الأولى.
compare-export-moves-most = سجّل { $most } حركة على الأكثر في كل مرة.
compare-export-gif-most = يتسع GIF المتحرك لـ { $most } حركة على الأكثر (إطار لكل حركة): اختر مدى أقصر، أو سجّل فيديو.
compare-export-gif-making = جارٍ إنشاء GIF متحرك للحركات من { $from } إلى { $to }…
compare-export-gif-cancelled = أُلغي إنشاء GIF.
compare-export-gif-saved = حُفظت الحركات من { $from } إلى { $to } بصيغة GIF متحرك ({ $size } كيلوبايت).

## The line of numbers under an exported picture's board (board-export.js), after the
## counters: the move on show. $move: the move (0 is the start); $moves: the run's moves so far.
compare-export-move = الحركة { $move }
compare-export-move-of = الحركة { $move } من { $moves }

## The Record dialog.
compare-record-title = تسجيل الرقعة
compare-record-about = تُعرض الرقعة من حركة إلى أخرى، كل إطار كما يُظهره PNG: التعليق، والرقعة بأرقام صفوفها وأعمدتها، والعدّادات، والحركة. يُعرض الفيديو (WebM) بالسرعة المختارة؛ ويتّسع GIF المتحرك (للشرائح والصفحات التي لا تقبل الفيديو) لما يصل إلى 400 حركة، إطار لكل حركة.
compare-record-from = من الحركة
compare-record-to = إلى الحركة
compare-record-as = بصيغة
compare-record-webm = فيديو (WebM)
compare-record-gif = GIF متحرك
compare-record-progress =
    .aria-label = الإطارات المُنشأة
compare-record-start = تسجيل
compare-record-cancel = إلغاء

## Offline use (offline.js)

compare-offline-unavailable = الاستخدام دون اتصال غير متاح: { $error }
