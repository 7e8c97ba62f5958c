# أخطاء صيغة الدرس بالعربية: ملف درس المعلّم الخاص، مرفوضًا مع السطر الخاطئ (الصفحة،
# `nqueens lesson check`). مترجمة من locales/en/lesson-format.ftl (انظر docs/translating.md).
# المصطلحات كما في locales/ar/lessons.ftl وlocales/ar/errors.ftl: «شريحة»، «درس»، «رقعة»،
# «حركة»، «تشغيل»، «ملكة»، «التراجع» (ويكيبيديا العربية «مسألة الثماني ملكات»). تبقى مفاتيح
# ملف الدرس وقيمه (id: وsummary: و```state وplay: وexpect: وto end…) كما يكتبها الدرس.
# مصطلح واحد لكل مفهوم، بمصادره: locales/ar/terms.toml (يفحصه tests/terms.rs).

lesson-format-line = السطر { $line }: { $what }

# $id: the id as written; $ids: the ids, comma-separated, as they are.
lesson-format-no-builtin = لا يوجد درس مدمج «{ $id }»: الدروس هي { $ids }
# $bytes: the file's size in bytes; $max: the limit (a number).
lesson-format-too-large = حجم الملف { $bytes } بايت: ملف الدرس { $max } بايت على الأكثر (200 kB)
lesson-format-no-title = يبدأ الدرس بعنوانه: «# » ثم العنوان، في السطر الأول
lesson-format-indented = السطر المُزاح يُكمل سطرًا من الترويسة، ولا يسبقه أي سطر منها
# $text: what was written, as it is.
lesson-format-not-header = «{ $text }» ليس سطرًا من الترويسة: الترويسة هي «id: …» و«summary: …»، ثم تبدأ كل شريحة بـ«## »
# $key: the key as written (id, n, expect…).
lesson-format-header-key = مفتاح ترويسة غير معروف «{ $key }»: في الترويسة id: وsummary:
# $key: the key as written (id, n, expect…).
lesson-format-header-twice = { $key }: مكتوب مرتين: اكتبه مرة واحدة
lesson-format-no-id = يحتاج الدرس إلى سطر id: قبل شريحته الأولى (a-z و0-9 و-)
# $id: the id as written.
lesson-format-bad-id = يجب أن يكون المعرّف «{ $id }» من 1 إلى 64 حرفًا من a-z و0-9 و-
lesson-format-empty-summary = الملخص summary فارغ: قل في سطر واحد موضوع الدرس
lesson-format-no-summary = يحتاج الدرس إلى سطر summary: قبل شريحته الأولى
# $max: the limit (a number); $slide: the slide's number.
lesson-format-too-many-slides = للدرس { $max } شريحة على الأكثر: هذه الشريحة { $slide }
lesson-format-no-slides = لا شرائح في الدرس: تبدأ كل شريحة بسطر «## » وعنوانها
lesson-format-slide-title = يحتاج سطر «## » للشريحة إلى عنوانها
# $name: a name as written (a block, a counter, expect or vs-expect); $number: a line of the file.
lesson-format-block-not-closed = الكتلة ```{ $name } المفتوحة هنا لا تُغلق قبل السطر { $number }: أنهِها بسطر ```
lesson-format-block-name = تحتاج الكتلة إلى اسمها: ```state أو ```action أو ```notes
# $name: a name as written (a block, a counter, expect or vs-expect).
lesson-format-unknown-block = كتلة غير معروفة «{ $name }»: كتل الشريحة هي ```state و```action و```notes
# $name: a name as written (a block, a counter, expect or vs-expect).
lesson-format-block-twice = كتلة ```{ $name } ثانية: في الشريحة كل كتلة مرة واحدة على الأكثر
lesson-format-text-after-blocks = نص الشريحة يأتي قبل كتلها: انقل هذا السطر إلى الأعلى، أو إلى ```notes
# $name: a name as written (a block, a counter, expect or vs-expect).
lesson-format-block-never-closed = الكتلة ```{ $name } المفتوحة هنا لا تُغلق أبدًا: أنهِها بسطر ```
# $text: what was written, as it is; $block: the block's name (state, action, notes); $keys: the block's keys, comma-separated, as they are.
lesson-format-not-pair = «{ $text }» ليس «مفتاح: قيمة» (مفاتيح الكتلة ```{ $block }: { $keys })
# $key: the key as written (id, n, expect…); $block: the block's name (state, action, notes); $keys: the block's keys, comma-separated, as they are.
lesson-format-unknown-key = مفتاح غير معروف «{ $key }» في ```{ $block }: مفاتيحها { $keys }
# $key: the key as written (id, n, expect…).
lesson-format-key-twice = { $key }: مكتوب مرتين في هذه الكتلة: اكتبه مرة واحدة
lesson-format-code-block = كتلة الشيفرة ليست من نص الشريحة: كتل الشريحة هي ```state و```action و```notes، كلٌّ في بداية سطره
lesson-format-email-link = رابط بريد إلكتروني: لا يربط الدرس إلا بصفحات http(s)
# $url: the link as written.
lesson-format-link = الرابط «{ $url }»: لا يربط الدرس إلا بعناوين http:// أو https:// أو #… أو بعناوين نسبية
lesson-format-heading-1 = عنوان «# » داخل الدرس: سطره الأول وحده هو عنوانه
lesson-format-heading-2 = عنوان داخل نص الشريحة (سطر تحته --- أو ===): تبدأ الشريحة بـ«## » في بداية السطر؛ اترك سطرًا فارغًا قبل خط ---
lesson-format-heading-3 = العناوين من المستوى 3 وما دونه ليست من الدرس: كل شريحة عنوان «## » ونصه
lesson-format-image = صورة: تعرض شرائح الدرس الرقعة، لا الصور
lesson-format-html = HTML الخام ليس من الدرس: اكتب Markdown (تأكيد، قوائم، روابط)
lesson-format-table = الجدول ليس من الدرس: استخدم قائمة
lesson-format-markdown = هذا الـMarkdown ليس من المجموعة الجزئية للدرس (تأكيد، خط عريض، قوائم، روابط، شيفرة ضمن السطر، فقرات)
# $text: what was written, as it is; $ids: the ids, comma-separated, as they are.
lesson-format-unknown-algorithm = خوارزمية غير معروفة «{ $text }» (الخوارزميات: { $ids })
# $text: what was written, as it is.
lesson-format-n-not-whole = حجم الرقعة «{ $text }» ليس عددًا صحيحًا
# $text: what was written, as it is.
lesson-format-trials-not-whole = trials «{ $text }» ليس عددًا صحيحًا
# $text: what was written, as it is.
lesson-format-step-not-whole = الخطوة «{ $text }» ليست عددًا صحيحًا
# $text: what was written, as it is.
lesson-format-move-not-whole = الحركة «{ $text }» ليست عددًا صحيحًا
# $text: what was written, as it is.
lesson-format-value-not-whole = القيمة «{ $text }» ليست عددًا صحيحًا
# $text: what was written, as it is; $max: the limit (a number).
lesson-format-seed-not-whole = seed «{ $text }» ليس عددًا صحيحًا من 0 إلى { $max }
# $text: what was written, as it is; $max: the limit (a number).
lesson-format-seed-too-large = seed { $text } أكبر من { $max }
# $key: the key as written (id, n, expect…).
lesson-format-needs-value = { $key }: يحتاج إلى قيمة
# $view: the view as written.
lesson-format-unknown-view = عرض غير معروف «{ $view }»: اختر watch أو side أو compare أو papers
# $paper: the paper as written; $papers: the papers' ids, comma-separated.
lesson-format-unknown-paper = ورقة بحثية غير معروفة «{ $paper }»: اختر { $papers }
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-not-compared = لا يقدّم عرض المقارنة { $algorithm }
# $trials: the trials given; $max: the limit (a number).
lesson-format-trials-range = trials { $trials } خارج النطاق: اختر من 1 إلى { $max }
# $ids: the ids, comma-separated, as they are.
lesson-format-first-no-algorithm = تحتاج الشريحة الأولى إلى خوارزمية: في كتلتها ```state (الخوارزميات: { $ids })
# $ids: the ids, comma-separated, as they are.
lesson-format-no-algorithm = تحتاج هذه الشريحة إلى خوارزمية: في كتلتها ```state (الخوارزميات: { $ids })
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-needs-seed = { $algorithm } عشوائية: أعطها seed: في الكتلة ```state، ليعرض الدرس التشغيل نفسه في كل مرة
# $n: a board size; $algorithm: an algorithm's name (or, for not-compared, its id); $max: the limit (a number); $large: the largest n on the large board.
lesson-format-size-range-large = حجم الرقعة { $n } خارج النطاق: تعمل { $algorithm } من 1 إلى { $max } على الرقعة المتحركة وحتى { $large } على الرقعة الكبيرة
# $n: a board size; $algorithm: an algorithm's name (or, for not-compared, its id); $max: the limit (a number).
lesson-format-size-range = حجم الرقعة { $n } خارج النطاق: تعمل { $algorithm } من 1 إلى { $max } على الرقعة المتحركة
# $n: a board size; $max: the limit (a number).
lesson-format-large-side = الرقعة ذات { $n } رقعة كبيرة، لا تُعرض إلا في العرض watch: العرض جنبًا إلى جنب يقبل من 1 إلى { $max }
lesson-format-side-needs-vs = view: side يحتاج إلى vs: الخوارزمية المجاورة (معرّف من السجل)
# $n: a board size; $algorithm: an algorithm's name (or, for not-compared, its id); $max: the limit (a number).
lesson-format-size-range-beside = حجم الرقعة { $n } خارج النطاق في المجاورة: تعمل { $algorithm } من 1 إلى { $max } على الرقعة المتحركة
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-beside-needs-seed = { $algorithm } عشوائية: أعطِ الشريحة seed: (تعمل به الرقعتان)
# $algorithm: an algorithm's name (or, for not-compared, its id); $n: a board size; $max: the limit (a number).
lesson-format-compare-range = لا يستطيع عرض المقارنة تشغيل { $algorithm } على رقعة ذات { $n }: تعمل من 1 إلى { $max }
# $algorithm: an algorithm's name (or, for not-compared, its id); $n: a board size; $max: the limit (a number).
lesson-format-compare-range-solution = لا يستطيع عرض المقارنة تشغيل { $algorithm } على رقعة ذات { $n }: تعمل من 1 إلى { $max }، لا 2 ولا 3 (لا حل)
# $k: a move (its number); $max: the limit (a number).
lesson-format-move-limit = الحركة { $k } أبعد مما يخطوه الدرس: { $max } حركة على الأكثر
# $k: a move (its number); $end: the move where the run ends.
lesson-format-beyond-end = الحركة { $k } بعد نهاية التشغيل عند الحركة { $end }
# $max: the limit (a number).
lesson-format-run-too-long = يتجاوز التشغيل { $max } حركة، أكثر مما يخطوه الدرس: اختر رقعة أصغر أو seed آخر
# $kind: a kind of event, its id as a lesson writes it (swap, prune…); $max: the limit (a number).
lesson-format-no-event-within = لا حركة { $kind } في أول { $max } حركة من التشغيل، وهو أبعد ما يخطوه الدرس
# $kind: a kind of event, its id as a lesson writes it (swap, prune…); $after: a move (its number); $end: the move where the run ends.
lesson-format-no-event-after = لا حركة { $kind } بعد الحركة { $after }: ينتهي التشغيل عند الحركة { $end }
# $k: a move (its number); $end: the move where the run ends.
lesson-format-beyond-end-both = الحركة { $k } بعد نهاية التشغيل عند الحركة { $end }: انتهت الرقعتان هناك
# $ask: the question as written (predict, exercise).
lesson-format-ask-side = ask: { $ask } يسأل عن رقعة واحدة: أعطِ الشريحة view: watch
lesson-format-step-no-move = step: يعرض حركة من الرقعة المتحركة؛ ولا تعرض هذه الشريحة أي حركة (رقعة كبيرة أو عرض المقارنة)
# $ask: the question as written (predict, exercise).
lesson-format-ask-no-move = ask: { $ask } يحتاج إلى الرقعة المتحركة (العرض watch أو side، وn ضمن حدها)
lesson-format-large-play = لا تعرض الرقعة الكبيرة إلا «to end» (تشغيلها حتى حل)
lesson-format-compare-play = لا يعرض عرض المقارنة أي حركات: لا تعطِ الشريحة play:
# $k: a move (its number); $start: the slide's step (a move).
lesson-format-play-before-step = play: to { $k } يجب أن يأتي بعد خطوة الشريحة، الحركة { $start }
# $kind: a kind of event, its id as a lesson writes it (swap, prune…); $at: the move (its number); $start: the slide's step (a move).
lesson-format-first-before-step = أول { $kind } عند الحركة { $at }، لا بعد خطوة الشريحة، الحركة { $start }: اكتب «to next { $kind }»
# $end: the move where the run ends.
lesson-format-predict-at-end = ask: predict يسأل عن الحركة التالية، والتشغيل ينتهي عند الحركة { $end }
lesson-format-no-beside = vs-expect: يثبّت عددًا من الرقعة المجاورة: ولا رقعة مجاورة في هذه الشريحة (view: side, vs:)
# $kind: a kind of event, its id as a lesson writes it (swap, prune…); $kinds: those ids, comma-separated.
lesson-format-unknown-event = نوع حدث غير معروف «{ $kind }»: الأنواع هي { $kinds }
# $algorithm: an algorithm's name (or, for not-compared, its id); $kind: a kind of event, its id as a lesson writes it (swap, prune…); $kinds: those ids, comma-separated.
lesson-format-event-never = لا تُبلغ { $algorithm } أبدًا عن حدث { $kind }: أنواعها { $kinds }
# $play: the play as written.
lesson-format-play = play: «{ $play }» ليس أيًّا من «to K» (حركة) أو «to first KIND» أو «to next KIND» أو «to end»
# $speed: the speed as written; $speeds: the page's speeds, comma-separated.
lesson-format-speed = speed «{ $speed }»: اختر إحدى سرعات الصفحة، { $speeds } (حركة في الثانية)
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-no-exercise = لا تمرين لـ{ $algorithm }: استخدم ask: predict بدلًا منه
# $ask: the question as written (predict, exercise).
lesson-format-ask = ask: «{ $ask }» ليس predict ولا exercise
# $key: the key as written (id, n, expect…).
lesson-format-expect-form = { $key }: يُكتب «NAME = VALUE»، مثل expect: attempts-total = 26
# $what: what is pinned: p, 1/p, solutions or a counter's id; $value: the value as written.
lesson-format-odds-not-number = { $what } «{ $value }» ليس عددًا مكتوبًا بالشكل 0.1293
# $value: the value as written.
lesson-format-not-probability = p = { $value } ليس احتمالًا (من 0 إلى 1)
# $key: the key as written (id, n, expect…); $name: a name as written (a block, a counter, expect or vs-expect).
lesson-format-expect-name = { $key }: «{ $name }» ليس معرّف عدّاد ولا attempts-per-row أو columns أو solutions أو p أو 1/p
# $end: the move where the run ends.
lesson-format-exercise-at-end = ask: exercise يسأل عن الحركة التالية، والتشغيل لا يسأل شيئًا بعد الحركة { $end }
# $max: the limit (a number); $n: a board size.
lesson-format-expect-too-large = expect: يثبّت أعداد التشغيل على رقع حتى { $max } ملكة؛ ورقعة هذه الشريحة فيها { $n }
# $what: what is pinned: p, 1/p, solutions or a counter's id; $want: the value the lesson pins; $got: the run's value.
lesson-format-expect-large-wrong = expect: { $what } = { $want }، لكن التشغيل فيه { $got } عند حله
lesson-format-large-expects = توقعات الرقعة الكبيرة هي عدّاداتها وsolutions وp و1/p
lesson-format-compare-expects = لا يعرض عرض المقارنة أي تشغيل: توقعاته الوحيدة p و1/p
# $id: the id as written; $algorithm: an algorithm's name (or, for not-compared, its id); $ids: the ids, comma-separated, as they are.
lesson-format-no-counter = «{ $id }» ليس عدّادًا لـ{ $algorithm } بهذه المعاملات (عدّاداتها: { $ids })، ولا attempts-per-row أو columns أو solutions أو p أو 1/p
# $max: the limit (a number).
lesson-format-large-too-long = يحتاج التشغيل إلى أكثر من { $max } خطوة، أكثر مما يخطوه الدرس
# $algorithm: an algorithm's name (or, for not-compared, its id); $n: a board size.
lesson-format-no-odds = لا تعرف النواة احتمال نجاح محاولة واحدة لـ{ $algorithm } على رقعة ذات { $n }
# $name: a name as written (a block, a counter, expect or vs-expect); $value: the value as written; $got: the run's value.
lesson-format-odds-wrong = expect: { $name } = { $value }، لكن احتمال محاولة واحدة يعطي { $got }
# $name: a name as written (a block, a counter, expect or vs-expect); $what: what is pinned: p, 1/p, solutions or a counter's id; $want: the value the lesson pins; $got: the run's value; $at: the move (its number).
lesson-format-expect-wrong = { $name }: { $what } = { $want }، لكن التشغيل فيه { $got } عند الحركة { $at }
# $algorithm: an algorithm's name (or, for not-compared, its id).
lesson-format-no-per-row = لا تحتفظ { $algorithm } بالمحاولات لكل صف
