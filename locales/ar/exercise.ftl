# التمارين المُقيَّمة («كن الخوارزمية») بالعربية. مترجمة من locales/en/exercise.ftl (انظر
# docs/translating.md): الأسئلة والإجابات والأحكام ولوحة التمرين ومفاتيح الإجابات و`nqueens exercise`.
# المصطلحات كما في locales/ar/page.ftl («ملكة»، «رقعة»، «صف»، «عمود»، «قطر»، «التراجع»)، ومع
# الترجمة العربية الشائعة لمصطلحات مسائل إرضاء القيود: «الفحص الأمامي» (forward checking)،
# «اتساق الأقواس» (arc consistency)، «المجال» (domain)، «التلدين المحاكى» (simulated annealing)،
# «تسلق التل» (hill climbing)، «التهجين» (crossover)، «الطفرة» (mutation).
# مصطلح واحد لكل مفهوم، بمصادره: locales/ar/terms.toml (يفحصه tests/terms.rs): «تجربة» (trial)،
# «محاولة» (attempt)، «البدايات» (tries)، «إعادة بدء» (restart)، «إفراغ» (wipe-out)، «حركة
# جانبية»؛ «تسلق التل» و«البحث المحلي» كما في
# techsyncer.com/ar/hill-climbing-algorithm-for-ai-in-python.html؛ «الخوارزمية الجينية»
# و«التهجين» كما في marefa.org «خوارزميات وراثية»؛ «اللياقة» كما في technologyreview.ae
# «الخوارزميات الجينية». ما لم يؤكده بحث مذكور هناك بعبارة «not confirmed».

## The exercises' names (the panel's title) and tasks (its instructions), one per family;
## the id ends with the class code's letters.

exercise-name-bt = كن خوارزمية التراجع
exercise-task-bt = نفّذ التراجع بالبحث بالعمق أولًا: انقر كل مربع تجربه، بالترتيب (الصفوف من الأسفل، والأعمدة من اليسار)، أو اضغط تراجع حين لا يبقى في الصف مربع.
exercise-name-fc = كن الفحص الأمامي
exercise-task-fc = نفّذ الفحص الأمامي: انقر المربع الذي يُجرَّب تاليًا؛ وحين توضع الملكة، انقر كل مربع يزيله وضعها من مجالات الصفوف الفارغة، صفًا صفًا من الأدنى، حتى صف لا يبقى فيه مربع (إفراغ: عنده يتوقف الفحص الأمامي)، ثم تم.
exercise-name-mrv = كن MRV
exercise-task-mrv = نفّذ MRV مع الفحص الأمامي: قبل ملء كل صف، انقر مربعًا من الصف الذي يختاره MRV (أقل المربعات المتبقية، وعند التعادل الأدنى)؛ ثم المربع المُجرَّب.
exercise-name-mac = كن اتساق الأقواس (MAC)
exercise-task-mac = نفّذ MAC: انقر المربع الذي يُجرَّب تاليًا؛ وحين توضع ملكته، انقر كل مربع يزيله الفحص الأمامي، ثم تم؛ ثم كل مربع يزيله اتساق الأقواس بعده (مربع بلا سند في صف فارغ آخر)، ثم تم، أو اضغط إفراغ إن ترك صفًا بلا مربع.
exercise-name-lcv = كن LCV
exercise-task-lcv = نفّذ الفحص الأمامي مع القيمة الأقل تقييدًا أولًا: انقر كل مربع يجربه بالترتيب، أو اضغط تراجع حين لا يبقى في الصف شيء.
exercise-name-rp = كن الوضع العشوائي
exercise-task-rp = نفّذ الوضع العشوائي: انقر كل مربع من الصف يمكن أن تحط عليه الملكة (لا تهاجمه ملكة)، ثم تم؛ تم دون اختيار يعني طريقًا مسدودًا.
exercise-name-ps = كن فحص الأقطار
exercise-task-ps = نفّذ خوارزمية رولف الأولى على التبديلة المخلوطة: لكل صف من الصف 1 صعودًا، قل هل تجتاز ملكته فحص الأقطار (لا ملكة من الصفوف الأدنى على أحد قطريها).
exercise-name-qs1 = كن QS1
exercise-task-qs1 = نفّذ مبادلات QS1: لكل زوج من الملكات يختبره، قل هل تُقبل المبادلة: تُقبل حين يخفض تبادل عموديهما التصادمات.
exercise-name-mc = كن أقل التعارضات
exercise-task-mc = نفّذ أقل التعارضات: انقر المربع الذي تنتقل إليه ملكة متعارضة، في صفها، بأقل عدد من التعارضات (مربعها نفسه إن بقيت).
exercise-name-qs4 = كن QS4
exercise-task-qs4 = نفّذ مبادلات QS4 بعد بدايته الخالية من التعارض: لكل زوج من الملكات يختبره، قل هل تُقبل المبادلة: تُقبل حين يخفض تبادل عموديهما التصادمات.
exercise-name-con = كن الإنشاء
exercise-task-con = نفّذ الإنشاء الصريح (Hoffman وLoessi وMoore 1969): انقر المربع الذي تضع فيه الصيغة ملكة كل صف، الصف 1 أولًا.
exercise-name-hc = كن متسلق التل
exercise-task-hc = نفّذ تسلق التل بأشد صعود: انقر المربع الذي تنتقل إليه ملكة (تابع بأصغر h؛ القيم مخفية)، أو اضغط عالق حين لا تخفض أي نقلة h.
exercise-name-sa = كن التلدين المحاكى
exercise-task-sa = نفّذ اختيار التلدين المحاكى: لكل نقلة مقترحة، أعطِ احتمال قبولها بالمئة: 100 لنقلة لا تسوّئ h (ΔE ≥ 0)، وإلا e^(ΔE/T) عند درجة الحرارة T (بفارق نقطة).
exercise-name-ga = كن التهجين
exercise-task-ga = نفّذ تهجين الخوارزمية الجينية: لكل ابن، اقرأ أبويه والابن الناتج (قبل أي طفرة)، وانقر مربعًا من آخر صف يأخذه الابن من الأب الأول: هناك يقع التهجين.
exercise-name-qlv = كن queensLV
exercise-task-qlv = نفّذ queensLV: في كل من الصفوف k الأولى، انقر كل مربع يمكن أن تحط عليه الملكة، ثم تم (تم وحدها: طريق مسدود، وتفشل المحاولة)؛ ثم، كما يفعل التراجع، انقر كل مربع مُجرَّب بالترتيب، أو اضغط تراجع حين لا يبقى في الصف مربع.

## The instance: the board size, the solver's seed (data), the move the questions start
## from (data). $n: the board size.

exercise-instance = n = { $n }
exercise-instance-seeded = n = { $n }، البذرة { $seed }
exercise-instance-from = n = { $n }، من النقلة { $start }
exercise-instance-seeded-from = n = { $n }، البذرة { $seed }، من النقلة { $start }

## The line naming a learner's instance, above the question. $class: the class code (data,
## "FC-7KQ2M9"); $learner: the name as typed; $attempt: 1, 2, …; $instance: exercise-instance.

exercise-header = الصف الدراسي { $class }، { $learner }، المحاولة { $attempt }: { $instance }
exercise-header-anonymous = الصف الدراسي { $class }، المحاولة { $attempt }: { $instance }

## The questions. $row, $col, $from, $to, $a, $b, $colA, $colB: row and column numbers
## (1-based); $square: exercise-answer-square. "Done", "Check", "Backtrack", "Stuck" and
## "Wipe-out" are the buttons' names (exercise-done, exercise-check, exercise-option-…).

exercise-ask-next-square = أي مربع يُجرَّب تاليًا؟ انقره، أو اضغط تراجع إن لم يبقَ في الصف مربع للتجربة.
exercise-ask-prunes = وُضعت الملكة على { $square }. أي المربعات يزيلها الفحص الأمامي من مجالات الصفوف الفارغة، صفًا صفًا من الأدنى (متوقفًا عند صف يتركه بلا مربع)؟ انقر كلًا منها، ثم تم (تم وحدها إن لم يُزل شيئًا).
exercise-ask-next-row = أي صف يُملأ تاليًا: الصف الفارغ ذو أقل المربعات المتبقية في مجاله (غير المشطوبة)، وعند التعادل الأدنى؟ انقر أي مربع منه.
exercise-ask-successor = أي ملكة تنتقل وإلى أين؟ انقر المربع الذي تنتقل إليه (تابع بأصغر h)، أو اضغط عالق إن لم تخفض أي نقلة h.
exercise-ask-repair = أي ملكة متعارضة تنتقل، وإلى أين؟ انقر المربع في صفها ذا أقل التعارضات (مربعها نفسه إن بقيت).
exercise-ask-landing = الصف { $row }: على أي المربعات يمكن أن تحط الملكة؟ انقر كلًا منها، ثم تم (تم وحدها: طريق مسدود).
# $removed: how many squares forward checking removed.
exercise-ask-arc-prunes = أزال الفحص الأمامي { $removed ->
        [0] لا مربع
        [one] مربعًا واحدًا
        [two] مربعين
        [few] { $removed } مربعات
       *[other] { $removed } مربعًا
    } للملكة على { $square } (مشطوبة على الرقعة). أي المربعات يزيلها اتساق الأقواس بعد ذلك من مجالات الصفوف الفارغة: كل مربع بلا سند في صف فارغ آخر، مرارًا حتى لا يبقى شيء؟ انقر كلًا منها، ثم تم (تم وحدها إن لم يُزل شيئًا)، أو اضغط إفراغ إن بقي صف بلا مربع.
# $delta: ΔE with its sign ("+4", "−3"); $temperature: T, written with three decimals.
exercise-ask-chance = يُقترح نقل ملكة الصف { $row } من العمود { $from } إلى العمود { $to }: ΔE = { $delta } (h الآن ناقص h بعدها)، عند درجة الحرارة T = { NUMBER($temperature, minimumFractionDigits: 3, maximumFractionDigits: 3) }. ما احتمال قبول النقلة بالمئة؟ اكتبه (نقطة زائدة أو ناقصة صحيحة أيضًا)، ثم تحقق.
# $a, $b: the parents' numbers in the population; $first, $second, $child: boards as their
# columns from row 1 ("3 1 4 2"), data.
exercise-ask-crossover = سُحبت الرقعتان { $a } و{ $b } من المجتمع أبوين: { $first } و{ $second } (الأعمدة من الصف 1). ابنهما قبل أي طفرة هو { $child }. بعد أي صف يقع التهجين (الصفوف حتى هناك من الأب الأول)؟
exercise-ask-passes = هل تجتاز ملكة الصف { $row }، في العمود { $col }، فحص الأقطار: لا ملكة من الصفوف الأدنى على أي من قطريها؟
exercise-ask-swap = الاختبار التالي: مبادلة ملكتي الصفين { $a } و{ $b } (العمودين { $colA } و{ $colB }). هل تُقبل المبادلة (تُقبل حين تخفض التصادمات)؟
exercise-ask-formula = أي مربع تعطيه الصيغة لملكة الصف { $row }؟ انقره.

## The answers given by a button.

exercise-option-backtrack = تراجع
exercise-option-stuck = عالق
exercise-option-wipe-out = إفراغ
exercise-option-passes = نعم: تجتاز
exercise-option-clashes = لا: تتصادم
exercise-option-swap = نعم: تتبادلان
exercise-option-refused = لا: تُرفض المبادلة
# $row: the last row the child takes from the first parent.
exercise-option-after-row = بعد الصف { $row }

## Answers in words, inside the verdicts and the answer keys.

exercise-answer-square = الصف { $row }، العمود { $col }
exercise-answer-backtrack = تراجع
exercise-answer-row = الصف { $row }
exercise-answer-stuck = عالق
exercise-answer-none = لا شيء
# $count: how many columns; $columns: their numbers, listed (exercise-list-…).
exercise-answer-columns = { $count ->
        [one] العمود
       *[other] الأعمدة
    } { $columns }
exercise-number = { $number }
exercise-answer-wipe-out = إفراغ
exercise-answer-yes = نعم
exercise-answer-no = لا
exercise-answer-percent = { $percent }٪
# Rows of a board, for a crossover: "rows 1 to 3".
exercise-rows = الصفوف من { $from } إلى { $to }

## Lists, built from the front: $init is the list so far, $next or $last the item added.
## Squares are listed with semicolons ("row 2, column 1; row 4, column 3 and row 5,
## column 2"), numbers with commas ("1, 3 and 5").

exercise-list-semicolon = { $init }؛ { $next }
exercise-list-comma = { $init }، { $next }
exercise-list-and = { $init } و{ $last }
exercise-list-or = { $init } أو { $last }
exercise-list-or-more = { $init } أو { $next }
# Two sentences in a row.
exercise-sentences = { $first } { $second }

## The answer key (the teacher's view, `nqueens exercise key`). $model: the algorithm's
## answer; $exact: the exact chance in percent, one decimal.

exercise-key-chance = { $model } (بالضبط { NUMBER($exact, minimumFractionDigits: 1, maximumFractionDigits: 1) }٪؛ نقطة زائدة أو ناقصة صحيحة أيضًا)
exercise-key-crossover = أي من { $rows } (كل منها يعطي هذا الابن؛ تهجين الخوارزمية وقع بعد { $model })
exercise-key-any = أي من { $answers } (متساوية الجودة؛ سحبت الخوارزمية { $model })

## Verdicts. $answer: the learner's answer in words; $why: one of exercise-why-…; $model:
## the algorithm's answer; $count: how many answers are equally good.

exercise-right = صحيح: { $why }
exercise-wrong = غير صحيح (أجبت { $answer }): { $why }
exercise-right-among = صحيح: { $answer } واحدة من { $count } إجابات متساوية الجودة؛ تسحب الخوارزمية إحداها عشوائيًا (هذه المرة { $model }).
exercise-right-answer = صحيح: { $answer }.
exercise-why-wiped = يبقى الصف { $row } بلا مربع: إفراغ، عنده يتوقف الفحص الأمامي؛ تُرفع الملكة وتنتقل.
exercise-why-fc-removes = يزيل الفحص الأمامي { $squares }.
exercise-why-missed = فاتك: { $answers }.
exercise-why-still = ما زالت في مجالاتها: { $squares }.
exercise-why-may-land = يمكن أن تحط الملكة على { $columns } (المربعات التي لا تهاجمها ملكة).
exercise-why-attacked = مُهاجَمة: { $columns }.
# $count: the squares left in row $row's domain.
exercise-why-fewest = في الصف { $row } يبقى { $count } { $count ->
        [one] مربع
        [two] مربعان
        [few] مربعات
       *[other] مربعًا
    }، وهو الأقل (وعند التعادل الصف الأدنى).
exercise-why-row-has = في الصف { $row } يبقى { $count }.
exercise-why-row-holds = في الصف { $row } ملكة بالفعل.
exercise-why-any-square = أي من { $squares } صحيح؛ سحبت الخوارزمية { $model }.
exercise-why-algorithm = إجابة الخوارزمية هي { $model }.
exercise-why-chance-sure = النقلة ليست أسوأ (ΔE ≥ 0)، لذا تُقبل دائمًا: 100٪.
exercise-why-chance = e^(ΔE/T) = e^({ $delta }/{ NUMBER($temperature, minimumFractionDigits: 3, maximumFractionDigits: 3) }) = { NUMBER($exact, minimumFractionDigits: 1, maximumFractionDigits: 1) }٪.
# $child: the child's columns from row 1 (data); $first, $second: the rows it takes from
# board $a and board $b (exercise-answer-row or exercise-rows); $rows: the rows after which
# a crossover makes the same child.
exercise-why-crossover = يأخذ الابن { $child } { $first } من الرقعة { $a } و{ $second } من الرقعة { $b }.
exercise-why-crossover-agree = يأخذ الابن { $child } { $first } من الرقعة { $a } و{ $second } من الرقعة { $b }؛ يتفق الأبوان هناك، لذا يعطيه التهجين بعد أي من { $rows }.
exercise-why-passes = لا ملكة أدنى تشاركها قطرًا: تجتاز.
exercise-why-clashes = ملكة الصف { $below } الأدنى تشارك ملكة الصف { $row } قطرًا: تتصادم.
exercise-why-swap-taken = المبادلة تخفض التصادمات، لذا تُقبل.
exercise-why-swap-refused = المبادلة لن تخفض التصادمات، لذا تُرفض.
exercise-why-arc-wipe-out = يترك اتساق الأقواس صفًا بلا مربع: إفراغ؛ تُرفع الملكة وتنتقل.
exercise-why-arc-removes = يزيل اتساق الأقواس { $squares }.
exercise-over = انتهى التمرين: أعد البدء لنسخة جديدة.
exercise-undone = غير صحيح (أجبت { $answer }): أُلغيت؛ حاول ثانية، أو اضغط الإجابة النموذجية لخطوة الخوارزمية.
exercise-board-shows-step = تعرض الرقعة خطوتها.
exercise-go-on = تابع منها.

## The verdict at the end. $right: steps right at the first try, of $total; $fixes: wrong
## steps (fixed by the algorithm, or at the end's grading ($end is "yes") just wrong);
## $undos: wrong answers undone.

exercise-summary = { $right } من { $total } خطوات صحيحة من المحاولة الأولى{ $fixes ->
        [0] {""}
       *[other] ، { $fixes } { $end ->
            [yes] خاطئة
           *[other] مصححة
        }
    }{ $undos ->
        [0] {""}
       *[other] ، { $undos } ملغاة
    }.
exercise-summary-mismatch = أول اختلاف: الخطوة { $step }: أجبت { $answer }؛ إجابة الخوارزمية هي { $model }.
exercise-summary-model = من الخطوة { $step } عُرضت الإجابة النموذجية: لا درجة لهذه النسخة.

## An answer the page could not read (not graded). $n: the board size; $why: what is wrong
## with it.

exercise-refused-square = ليست إجابة: المربع صف وعمود من 1 إلى { $n }.
exercise-refused-squares = ليست إجابة: المربعات أزواج من صف وعمود، من 1 إلى { $n }.
exercise-refused-token = ليست إجابة: { $why }.

## `nqueens exercise` (the command line). $code: the code's number among those given;
## $whose: whose the code says it is ("Ada Lovelace, class FC-7KQ2M9"); $why: why it was
## refused.

exercise-cli-refused = الرمز { $code } مرفوض: { $why }
exercise-cli-refused-whose = الرمز { $code } ({ $whose }) مرفوض: { $why }
# $file: the package written; $megabytes: its size; $title: the exercise and class;
# $version: the SCORM version ("1.2", "2004 4th Edition"); $mastery: the percentage that passes.
exercise-cli-wrote = كُتب { $file } ({ NUMBER($megabytes, minimumFractionDigits: 2, maximumFractionDigits: 2) } ميغابايت): { $title }، SCORM { $version }، النجاح عند { $mastery }٪. استورده إلى نظام إدارة التعلّم حزمةَ SCORM؛ تُسحب نسخة كل متعلم من معرّفه في النظام.

## The exercise's panel on the page (index.html's #exercise, www/exercise.js).

exercise-panel-title = تمرين
exercise-keyboard =
    .aria-label = اختر مربعًا بلوحة المفاتيح
exercise-keyboard-row = الصف
exercise-keyboard-col = العمود
exercise-pick = اختر
exercise-undo = تراجع عن الأخيرة
exercise-reset = أعد البدء (نسخة جديدة)
exercise-model = الإجابة النموذجية
exercise-model-note = تعرض خطوة الخوارزمية التالية؛ لا درجة لهذه النسخة حتى إعادة البدء.
exercise-download = نزّل إجاباتي (JSON)
exercise-leave = غادر التمرين
exercise-code-done = رمز الإكمال: أعطه لمعلمك
# $answered: steps answered so far, of $total.
exercise-code-so-far = رمز الإكمال حتى الآن ({ $answered } من { $total } خطوات مُجابة؛ غير مكتمل)
exercise-copy = انسخ الرمز
exercise-copied = نُسخ ✓
exercise-copy-by-hand = حدّده وانسخه (Ctrl+C)
exercise-copied-status = نُسخ رمز الإكمال.
exercise-copy-by-hand-status = حدّد رمز الإكمال وانسخه (Ctrl+C).
exercise-setup-summary = طريقة الإجابة؛ رمز الصف الدراسي والاسم والتقييم
exercise-class-label = رمز الصف الدراسي
exercise-learner-label = اسمك أو رقمك
exercise-grading-label = التقييم
exercise-grading-fix = بعد كل خطوة (تُصحَّح الخطوة الخاطئة)
exercise-grading-undo = بعد كل خطوة (تُلغى الخطوة الخاطئة)
exercise-grading-end = في النهاية
exercise-start = ابدأ
exercise-open = كن الخوارزمية (تمرين مُقيَّم)
exercise-open-why = التمارين لكل خوارزمية بمعاملاتها الافتراضية، وللتراجع مع الفحص الأمامي أو MAC أو الفحص الأمامي مع MRV أو LCV، على الرقعة المتحركة.
exercise-name-needed = اكتب اسمك أو رقمك: تُسحب منه نسختك من تمرين الصف.
exercise-not-set-up = تعذّر إعداد رقعة التمرين.
# $why: what the core refused (a bad class code, a name too long).
exercise-refused = { $why }.
exercise-step-refused = تعذّر بدء تمرين هذه الشريحة: { $why }.
# $answered: answers restored; $attempt: the attempt's number.
exercise-welcome-back = مرحبًا بعودتك: استُعيدت إجاباتك ({ $answered }) من المحاولة { $attempt } ودرجتك.
exercise-welcome-back-host = مرحبًا بعودتك: استُعيدت إجاباتك ({ $answered }) ودرجتك.
# $name: the exercise's name; $instance: exercise-instance.
exercise-status-step = { $name }: النقلة التالية على رقعة الشريحة.
exercise-status-open = { $name }: { $instance }.
exercise-status-open-anonymous = { $name }: { $instance }. اكتب اسمك أو رقمك (رمز الصف الدراسي والاسم والتقييم) لنسختك الخاصة.
exercise-status-question = { $name }: الخطوة { $step } من { $total }.
exercise-status-done-step = { $name }: تم. يستمر الدرس بالتالي.
exercise-status-done = { $name }: تم. رمز الإكمال في لوحة التمرين.
# $class: the class code (data).
exercise-class = الصف الدراسي { $class }
exercise-ask-name = اكتب اسمك أو رقمك أدناه، ثم ابدأ: تُسحب منه نسختك الخاصة من تمرين الصف (هي نفسها على أي جهاز).
# $moves: the moves' captions, one after another.
exercise-moves = النقلات: { $moves }
exercise-answer-buttons = يُجاب عن هذه الخطوة بالأزرار تحت السؤال، لا على الرقعة.
exercise-row-being-filled = الصف { $row } هو الصف الذي يُملأ: اختر مربعاته.
exercise-recorded = سُجّلت الإجابة: التقييم في النهاية.
# $mark: ✓ or ✗; $verdict: the verdict.
exercise-verdict = { $mark } { $verdict }
exercise-taken-back = سُحبت إجابتك الأخيرة.
exercise-nothing-back = لا شيء لسحبه.
exercise-nothing-back-graded = تُقيَّم كل خطوة حين يُجاب عنها: لا شيء لسحبه (مع تقييم «تُلغى الخطوة الخاطئة» تُلغى الخطوة الخاطئة نيابة عنك).
exercise-reset-armed = إعادة البدء تُسقط هذه المحاولة لنسخة جديدة (المحاولة التالية). لتسليم ما فعلت، انسخ رمز الإكمال أدناه أولًا. اضغط إعادة البدء ثانية للمتابعة.
# $answer: the algorithm's answer in words.
exercise-model-shown = الإجابة النموذجية: { $answer }.
exercise-model-shown-first = الإجابة النموذجية (لا درجة لهذه النسخة الآن؛ أعد البدء لنسخة جديدة): { $answer }.
exercise-model-shown-first-step = الإجابة النموذجية (لا درجة لهذه الخطوة الآن): { $answer }.
# $instance: exercise-instance.
exercise-slide-board = رقعة الشريحة: { $instance }
exercise-chance-label = الاحتمال (٪)
exercise-chance-refused = اكتب الاحتمال بالمئة، عددًا من 0 إلى 100 (36.8 يُقرأ 37).
exercise-check = تحقق
# $count: squares picked so far.
exercise-done = تم ({ $count ->
        [0] لا شيء
       *[other] { $count } مختارة
    })
exercise-clear = امسح
# $summary: exercise-summary and the first mismatch.
exercise-all-answered = تم: أُجيب عن كل الخطوات ({ $total }). { $summary }
exercise-question = الخطوة { $step } من { $total }: { $prompt }
exercise-score-end = أُجيب عن { $answered } من { $total } خطوات: التقييم في النهاية.
# $fixes, $undos: 0 for none; $end: "yes" at the end's grading.
exercise-score = الدرجة: { $right } من { $total } خطوات صحيحة من المحاولة الأولى ({ $answered } مُجابة){ $fixes ->
        [0] {""}
       *[other] ، { $fixes } { $end ->
            [yes] خاطئة
           *[other] مصححة
        }
    }{ $undos ->
        [0] {""}
       *[other] ، { $undos } ملغاة
    }.
exercise-score-model = { $score } فُتحت الإجابة النموذجية: لا درجة لهذه النسخة (أعد البدء لنسخة جديدة).
exercise-score-model-step = { $score } فُتحت الإجابة النموذجية: لا درجة لهذه الخطوة.
exercise-model-answer-shown = (عُرضت الإجابة النموذجية)

## A course page's saved work (SPLICE, www/splice.js).
exercise-host-silent = لم تُجب صفحة المقرر حين سُئلت عن عملك المحفوظ (خلال { $seconds } ث)، لذا هذه بداية جديدة. إن أجابت قبل إجابتك الأولى هنا، يعود عملك حينها.
exercise-host-late = أعادت صفحة المقرر عملك المحفوظ بعد أن بدأت هنا: لم يُستعد، حفاظًا على ما فعلته هنا (صفحة المقرر تحفظ ذلك الآن).
exercise-host-keeps = تحتفظ به صفحة المقرر حتى إجابتك الأولى هنا، التي تحلّ محلّه؛ أعد تحميل الصفحة لتسأل مجددًا.
exercise-host-refused = لم تستطع صفحة المقرر إعادة عملك المحفوظ ({ $words })، لذا هذه بداية جديدة. { exercise-host-keeps }
exercise-host-unusable = أعادت صفحة المقرر عملًا محفوظًا لا تستطيع هذه الصفحة استخدامه ({ $why })، لذا هذه محاولة جديدة. { exercise-host-keeps }
exercise-host-behind = عملك على هذا الحاسوب متقدّم على نسخة صفحة المقرر: يُحتفظ به، وتتلقّاه صفحة المقرر مع إجابتك التالية.
## Why the saved work cannot be restored.
exercise-unfit-predict = إنه موضع في وضع التنبؤ، وليس تمرينًا
exercise-unfit-none = لا يحوي تمرينًا
exercise-unfit-class-code = رمز صفّه الدراسي غير صالح
exercise-unfit-class-address = إنه من الصف الدراسي { $class }، لا من صفّ العنوان
exercise-unfit-class = إنه من الصف الدراسي { $class }، لا { $wanted }
exercise-unfit-no-learner = لا يذكر متعلّمًا
exercise-unfit-learner = اسم متعلّمه ليس اسمًا تقبله هذه الصفحة
exercise-unfit-other-learner = حُفظ باسم آخر، لا «{ $learner }»
exercise-unfit-grading = تقييمه ليس من تقييمات هذه الصفحة
exercise-unfit-attempt = رقم محاولته ليس عددًا صحيحًا
exercise-unfit-answers = إجاباته ليست قائمة إجابات
exercise-unfit-replay = لا يمكن إعادة تشغيل إجاباته في هذا التمرين ({ $why })
## Which algorithms have an exercise.
exercise-available = كل خوارزمية بمعاملاتها الافتراضية، والتراجع مع الفحص الأمامي أو MAC أو الفحص الأمامي مع MRV أو مع LCV

## The teacher's answer keys (www/teacher-key.js).

exercise-key-open = افتح هذه النسخة على الرقعة (المشاهدة، في لسان جديد، عند بدايتها): التقدم يعرض نقلات الخوارزمية
exercise-key-answer = الإجابة:
exercise-key-header-title = كما تسمّي صفحة المتعلم النسخة
# $learner: the name as typed.
exercise-key-print-title = مفتاح الإجابات: { $learner }
exercise-key-print-note = الصف 1 في الأسفل، والعمود 1 على اليسار. تعرض صفحة المتعلم هذه النسخة للاسم { $learner } (المسافات والأحرف الكبيرة لا تهم).
exercise-key-col-learner = المتعلم
exercise-key-col-instance = النسخة
exercise-key-col-answers = إجابات الخوارزمية، خطوة خطوة
exercise-key-table-title = مفاتيح الإجابات: { $name }، الصف الدراسي { $class }، المحاولة { $attempt }
exercise-key-table-task = ما يفعله كل متعلم: { $task } الصف 1 في الأسفل، والعمود 1 على اليسار.
exercise-key-status = النسخة ومفتاح الإجابات لـ { $learner }: { $steps } خطوات.
exercise-key-name-needed = اكتب اسم المتعلم أو رقمه: تُسحب منه نسخته
# $why: what is wrong (a bad class code or attempt).
exercise-key-nothing-printed = لم يُطبع شيء: { $why }.
# $lines: the lines left out (exercise-key-refused…), joined by semicolons.
exercise-key-left-out = أُسقط: { $lines }.
# $line: the line's number among the names pasted; $name: the name on it; $why: why it was left out.
exercise-key-refused = السطر { $line }: { $why }
exercise-key-refused-named = السطر { $line } ({ $name }): { $why }
exercise-key-attempt-whole = المحاولة عدد صحيح: 1 (النسخة الأولى)، 2، 3، …
exercise-key-same-learner = الطالب نفسه في السطر { $line }
exercise-key-nothing-to-print = لا شيء للطباعة: الصق أسماء المتعلمين أو أرقامهم، واحدًا في كل سطر.
# $learners: how many keys were printed.
exercise-key-printed-pages = أُرسلت مفاتيح { $learners } من المتعلمين للطباعة (صفحة لكل متعلم).
exercise-key-printed-table = أُرسلت مفاتيح { $learners } من المتعلمين للطباعة (جدول واحد).

## The board in words for a screen reader (the canvas is a picture), rows from the top.

exercise-words-queen = الصف { $row }: ملكة في العمود { $col }
exercise-words-queen-attacked = الصف { $row }: ملكة في العمود { $col }، مُهاجَمة
exercise-words-empty = الصف { $row }: فارغ
# $marked: the marked columns (exercise-words-marked), joined by commas.
exercise-words-empty-marked = الصف { $row }: فارغ؛ الأعمدة المعلَّمة { $marked }
# $by: the row whose queen marked column $col.
exercise-words-marked = { $col } (من الصف { $by })
# $rows: each row in words, joined by semicolons.
exercise-words-board = الرقعة، الصف الأعلى أولًا: { $rows }.
# $caption: the last move's caption.
exercise-words-last = آخر نقلة: { $caption }
# $squares: the squares picked (exercise-answer-square), joined by semicolons.
exercise-words-picked = المختار حتى الآن: { $squares }.
exercise-words-row-separator = { "؛ " }
exercise-words-column-separator = { "، " }
# The board's caption while an inference's prunes are asked.
exercise-caption-arc = الصف { $row }، العمود { $col }: وُضعت الملكة؛ أزال الفحص الأمامي { $removed ->
        [one] مربعًا واحدًا
       *[other] { $removed } مربعات
    } (مشطوبة). أي المربعات يزيلها اتساق الأقواس؟
exercise-caption-prunes = الصف { $row }، العمود { $col } آمن — وُضعت الملكة. أي المربعات يزيلها وضعها؟

## The exercises' errors (src/exercise.rs): see locales/en/exercise.ftl.

exercise-error-unknown = تمرين غير معروف «{ $text }»: أحد { $codes }
exercise-error-class-code = «{ $text }» ليس رمز صف: رمز الصف حروف التمرين ({ $codes }) وشرطة و{ $digits } حروف أو أرقام، مثل FC-7KQ2M9
exercise-error-name-too-long = اسم المتعلم أو رقمه { $max } حرفًا على الأكثر
exercise-error-token = «{ $token }» ليست إجابة على رقعة { NUMBER($n, useGrouping: "false") }×{ NUMBER($n, useGrouping: "false") }
exercise-error-grading = طريقة تصحيح غير معروفة «{ $text }»: fix أو undo أو end
exercise-error-after-last = الإجابة { NUMBER($answer, useGrouping: "false") } تأتي بعد الخطوة الأخيرة
exercise-error-undo-nothing = الإجابة { NUMBER($answer, useGrouping: "false") } لا تتراجع عن شيء
exercise-error-name-escape = ترميز % تالف في الاسم
exercise-error-name-utf8 = اسم ليس بترميز UTF-8
exercise-error-not-code = ليس رمز إكمال (يبدأ بـ NQX1~)
exercise-error-not-whole-code = ليس رمز إكمال كاملًا (يبدأ الرمز بـ NQX1~ وله 13 جزءًا تفصل بينها ~): مقطوع أو به خطأ في الكتابة
exercise-error-check = رمز التحقق لا يطابق: كُتب الرمز خطأً أو قُطع أو عُدّل
exercise-error-not-number = { $field ->
        [attempt] رقم المحاولة
        [time] الوقت
        [right] عدد الإجابات الصحيحة
        [steps] عدد الخطوات
        [fixes] عدد التصحيحات
       *[undos] عدد التراجعات
    } ليس عددًا
exercise-error-attempt-large = رقم المحاولة كبير جدًا
exercise-error-score = تعطي إجاباته { NUMBER($right, useGrouping: "false") } صحيحة من { NUMBER($total, useGrouping: "false") } ({ NUMBER($fixes, useGrouping: "false") } مصححة، { NUMBER($undos, useGrouping: "false") } متراجع عنها{ $opened ->
        [yes] ، مع فتح الإجابة النموذجية
       *[no] {""}
    })، لا { NUMBER($claimed, useGrouping: "false") } من { NUMBER($claimedTotal, useGrouping: "false") } كما يذكر
exercise-error-no-name = اكتب اسم المتعلم أو رقمه: منه تُسحب نسخة كل متعلم
exercise-error-attempt-zero = المحاولة 1 (النسخة الأولى)، 2، 3، …
exercise-error-params = يحتاج تمرين { $algorithm } إلى هذه المعاملات: { $offered }
exercise-error-params-defaults = قيمه الافتراضية
exercise-error-params-or = { $item } أو { $last }
exercise-error-params-comma = { $item }، { $rest }
