# وضع التوقّع (www/predict.js) وصندوق الرمل (www/sandbox.js) بالعربية. مترجمة من
# locales/en/predict.ftl (انظر docs/translating.md). المصطلحات كما في الترجمة العربية
# الشائعة لمصطلحات Russell & Norvig «الذكاء الاصطناعي: مقاربة حديثة»: التراجع (backtracking)،
# الفحص الأمامي (forward checking)، اتساق الأقواس (arc consistency)، المجال (domain)،
# أقل القيم المتبقية (MRV)، الخلَف (successor)، اللياقة (fitness)، التهجين (crossover)،
# الطفرة (mutation)، التبديل (permutation). الملكة والصف والعمود والهجوم كما في page.ftl.
# مصطلح واحد لكل مفهوم، بمصادره: locales/ar/terms.toml (يفحصه tests/terms.rs): «تجربة» (trial)،
# «محاولة» (attempt)، «البدايات» (tries)، «إعادة بدء» (restart)، «إفراغ» (wipe-out)، «حركة
# جانبية»؛ «تسلق التل» و«البحث المحلي» كما في
# techsyncer.com/ar/hill-climbing-algorithm-for-ai-in-python.html؛ «الخوارزمية الجينية»
# و«التهجين» كما في marefa.org «خوارزميات وراثية»؛ «اللياقة» كما في technologyreview.ae
# «الخوارزميات الجينية». ما لم يؤكده بحث مذكور هناك بعبارة «not confirmed».

## The question's box (index.html)

predict-title = توقّع الحركة التالية
predict-download = نزّل إجاباتي (JSON)

## The score, what to press, the verdict

predict-score = النتيجة: { $right } صحيحة من { $asked }
predict-start = اضغط «خطوة» (أو →): توقّع أولًا ما ستفعله الخوارزمية.
predict-next = اضغط «خطوة» (أو →) للسؤال التالي.
predict-withdrawn = تغيّرت الرقعة منذ ذلك السؤال، فسُحب. اضغط «خطوة» (أو →) لسؤال عن الحركة المعروضة.
predict-right = صحيح: { $truth }
predict-wrong = ليس تمامًا: { $truth }
predict-again = { $verdict } (أُجيب عنه من قبل: لا يُحسب مرة أخرى.)
predict-check = تحقّق
predict-grid-column = العمود:
predict-grid-row = الصف:
predict-grid-square = الصف·العمود:
predict-option-column = العمود { $col }
predict-option-row = الصف { $row }
predict-option-square = الصف { $row }، العمود { $col }
predict-square = الصف { $row }، العمود { $col }
predict-squares-separator = {"؛ "}
predict-comma = {"، "}

## Which row MRV fills next

predict-mrv-ask = أيّ صف يملؤه MRV تاليًا: الصف الفارغ ذو أقل عدد من المربعات المتبقية (غير المشطوبة أو المهاجَمة؛ وعند التعادل الأدنى)؟ (انقر الصف على الرقعة، أو اختره.)
predict-mrv-truth = اختار MRV الصف { $row }، الصف الفارغ ذا أقل عدد من المربعات المتبقية ({ $remaining }؛ وعند التعادل الصف الأدنى).

## Which square is tried next, safe or attacked; what a placement removes

predict-try-ask = أيّ مربع من الصف { $row } يجرّبه البحث تاليًا؟
predict-try-none = لا شيء: لم يبقَ مربع للتجربة (طريق مسدود)
predict-attack-ask = هل المربع الذي اخترته آمن، أم مهاجَم، ومن أيّ صف؟ (إن هاجمته عدة صفوف، فأيّ منها صحيح.)
predict-safe = آمن
predict-attacked-by = يهاجمه الصف { $row }
predict-wipe-ask = توضع ملكته على { $square }. بحذف المربعات التي لا تترك لها قيمة، هل يبقى صف فارغ بلا أي مربع (إفراغ)؟ إن كان كذلك، فأيّ صف؟
predict-wipe-none = لا يفرغ أي صف
predict-prune-ask = توضع ملكته على { $square }. ما المربعات التي يحذفها ذلك من مجالات الصفوف الفارغة (بالفحص الأمامي، المربعات التي تهاجمها{ $arcs ->
        [yes] ؛ ثم، حفاظًا على اتساق الأقواس، كل مربع لم يبقَ له دعم في صف آخر
       *[no] {""}
    })؟ اختر كلًّا منها (على الرقعة أو هنا)، ثم «تحقّق».
predict-dead-end-truth = لم يبقَ في الصف مربع للتجربة: طريق مسدود{ $then ->
        [backtrack] ، فتراجع
       *[fail] ، ففشلت المحاولة
    }.
predict-how-safe = وهو آمن
predict-how-attacked = يهاجمه الصف { $row }
predict-how-attacked-rows = تهاجمه الصفوف { $rows } (تُظهر علامته { $mark }، الأدنى)
predict-try-truth = جرّب الصف { $row }، العمود { $col }، { $how }.
predict-try-truth-wiped = جرّب الصف { $row }، العمود { $col }، { $how }؛ وبوضع ملكته هناك ترك الصف { $wiped } بلا مربع: إفراغ.
predict-try-truth-pruned = جرّب الصف { $row }، العمود { $col }، { $how }؛ وبوضع ملكته هناك حذف { $removed }.
predict-removed = { $count ->
        [one] مربعًا واحدًا
        [two] مربعين
        [few] { $count } مربعات
       *[other] { $count } مربعًا
    } { $how ->
        [arc-consistency] باتساق الأقواس
       *[forward-checking] بالفحص الأمامي
    } ({ $squares })
predict-then = { $first }، ثم { $then }
predict-removed-none = لا مربع

## Whether a proposal is taken

predict-accept-ask-move = يُقترح نقل ملكة الصف { $row } إلى العمود { $col }. ما احتمال قبول ذلك؟
predict-accept-ask-swap = يُقترح تبديل ملكتَي الصفين { $first } و{ $second }. ما احتمال قبول ذلك؟
predict-accept-certain = مؤكد: الحركة ليست أسوأ
predict-accept-likely = مرجّح: احتمالها النصف أو أكثر
predict-accept-unlikely = غير مرجّح: احتمالها أقل من النصف
predict-accept-truth-certain = كان قبولها مؤكدًا: الحركة ليست أسوأ، و{ $taken ->
        [yes] قُبلت
       *[no] رُفضت
    }.
predict-accept-truth = كان احتمالها e^(ΔE/T) = { NUMBER($percent, minimumSignificantDigits: 2, maximumSignificantDigits: 2) }٪، و{ $taken ->
        [yes] قُبلت
       *[no] رُفضت
    }.

## What the search does after a dead end

predict-dead-end-ask = الصف { $row } { $empty ->
        [yes] ليس فيه مربع غير مهاجَم: طريق مسدود
       *[no] طريق مسدود
    }. ماذا يفعل البحث تاليًا؟
predict-restart-permutation = يبدأ من جديد من تبديل عشوائي جديد
predict-restart-empty = يبدأ محاولة جديدة على رقعة فارغة
predict-go-back = يعود إلى الصف { $row } ويحرّك ملكته
predict-attacked-square = يضع الملكة على مربع مهاجَم
predict-restart-truth = لا يتراجع أبدًا: يتخلّى عن المحاولة ويبدأ محاولة جديدة { $from ->
        [permutation] من تبديل عشوائي جديد
       *[empty] على رقعة فارغة
    }.
predict-backtrack-truth = يتراجع: يرفع ملكة الصف { $row } ليحرّكها إلى الأمام.

## Where a queen placed at random can land

predict-landing-ask = على أيّ مربعات الصف { $row } يمكن أن تقع الملكة؟ اختر كلًّا منها، ثم «تحقّق» (لا شيء: طريق مسدود).
predict-landing-truth = كان يمكن أن تقع الملكة على { $count ->
        [one] العمود
       *[other] الأعمدة
    } { $columns }.
predict-landing-dead = كل مربعات الصف كانت مهاجَمة: طريق مسدود.

## The column a formula gives

predict-formula-ask = أيّ عمود تعطيه الصيغة للصف { $row }؟
predict-formula-truth = تعطي الصيغة العمود { $col }.

## The child of two parents (a genetic algorithm)

predict-child-ask = سُحبت الرقعتان { $a } و{ $b } من المجتمع أبوين: { $boardA } (اللياقة { $fitnessA }) و{ $boardB } (اللياقة { $fitnessB })، الأعمدة بدءًا من الصف 1. تُهجَّنان بعد الصف { $at }: أيّها الابن، قبل أي طفرة؟
predict-child-truth = أخذ الابن الصفوف 1–{ $at } من الرقعة { $a } والصفوف { $after }–{ $n } من الرقعة { $b }: { $child }.
predict-child-truth-mutated = أخذ الابن الصفوف 1–{ $at } من الرقعة { $a } والصفوف { $after }–{ $n } من الرقعة { $b }: { $child }؛ ثم تحوّل الصف { $row } بطفرة من العمود { $from } إلى { $to }.

## Which queen moves where (hill climbing, min-conflicts)

predict-successor-ask = ملكة أيّ صف تحرّكها الحركة التالية{ $values ->
        [yes] ، بقراءة قيم المربعات
       *[no] {""}
    }؟ (انقر مربعها الجديد على الرقعة، أو اختر الصف.)
predict-successor-none = لا شيء: لا خلَف أفضل، والتسلّق عالق
predict-successor-column-ask = إلى أيّ عمود؟
predict-stuck-truth = لم يكن أي خلَف أفضل: التسلّق عالق.
predict-successor-moved = نقل ملكة الصف { $row } إلى العمود { $col }
predict-successor-stayed = بقيت ملكة الصف { $row } في العمود { $col }
predict-successor-h = { $what }، حيث h = { $h }
predict-successor-ties = { $what } (أيّ من المربعات الـ{ $ties } التي كان يمكن أن يأخذها كان صحيحًا)
predict-successor-truth = { $what }.

## The diagonal check (permutation swap)

predict-check-ask = هل تجتاز ملكة الصف { $row } فحص الأقطار (لا ملكة من الصفوف التي تحتها على أيّ من قطريها)؟
predict-check-yes = نعم: تجتازه
predict-check-no = لا: تُبدَّل بملكة من صف أعلى
predict-check-passed = اجتازته: لا ملكة تحتها تشاركها قطرًا.
predict-check-clashed = تصادمت على قطر، فبُدّلت ملكتها.

## A swap tested (QS1, QS4)

predict-pair-ask = تختبر الخطوة التالية تبديل ملكتَي الصفين { $a } و{ $b } (العمودان { $colA } و{ $colB }). هل يُقبل التبديل (الشيفرة الزائفة تقول متى)؟
predict-pair-yes = نعم: تتبادلان
predict-pair-no = لا: يُرفض التبديل
predict-pair-taken = قُبل التبديل.
predict-pair-refused = رُفض التبديل: ما كان ليساعد.

## Does a queen move?

predict-move-ask = هل تحرّك الخطوة التالية ملكة؟
predict-yes = نعم
predict-no = لا
predict-moved = { $moved ->
        [0] لم تتحرك أي ملكة.
        [one] تحركت ملكة واحدة.
        [two] تحركت ملكتان.
        [few] تحركت { $moved } ملكات.
       *[other] تحركت { $moved } ملكة.
    }

## A course page's saved place and score (SPLICE)

predict-host-late = أعادت صفحة المقرر موضعك ونتيجتك المحفوظين بعد أن أجبت هنا: لم يُستعادا، حفاظًا على إجاباتك هنا (صفحة المقرر تحفظ هذه الآن).
predict-host-keeps = تحتفظ به صفحة المقرر حتى إجابتك الأولى هنا، التي تحلّ محلّه؛ أعد تحميل الصفحة لتسأل مجددًا.
predict-host-refused = لم تستطع صفحة المقرر إعادة موضعك ونتيجتك المحفوظين ({ $words })، لذا هذه بداية جديدة. { predict-host-keeps }
predict-host-unusable = أعادت صفحة المقرر عملًا محفوظًا لا تستطيع هذه الصفحة استخدامه ({ $why })، لذا هذه بداية جديدة. { predict-host-keeps }
predict-host-silent = لم تُجب صفحة المقرر حين سُئلت عن موضعك ونتيجتك المحفوظين (خلال { $seconds } ث)، لذا هذه بداية جديدة. إن أجابت قبل إجابتك الأولى هنا، يعودان حينها.
predict-unfit-exercise = إنه محاولة تمرين، لا موضع وضع التوقّع
predict-unfit-no-place = لا يحوي موضعًا في تشغيل
predict-unfit-other-run = إنه من تشغيل آخر ({ $theirs })، لا من هذا ({ $mine })
predict-unfit-numbers = موضعه ونتيجته ليسا عددين صحيحين متّسقين
predict-unfit-answers = إجاباته ليست قائمة
predict-unfit-beyond = موضعه، الحركة { $position }، يقع بعد آخر حركة في هذا التشغيل، { $reached }
predict-run = { $name }، n = { $n }
predict-run-seed = { $run }، البذرة { $seed }
predict-run-params = { $run }، { $params }
predict-run-unknown = «{ $id }»
predict-welcome = مرحبًا بعودتك: استُعيدت نتيجتك، { $right } من { $asked }، وموضعك عند الحركة { $position }. اضغط «خطوة» (أو →) للسؤال التالي.

## The sandbox (www/sandbox.js, index.html's sandbox tools)

predict-sandbox-hint = يواصل التراجع من الملكات في الصفوف 1، 2، … (والصفوف فوقها فارغة) دون أن يحرّكها أبدًا؛ أما min-conflicts وQS1 فيصلحان الرقعة كلها.
predict-sandbox-open = ضع ملكاتك بنفسك
predict-sandbox-be-backtracker = كن أنت المتراجع
predict-sandbox-clear = أفرغ الرقعة
predict-sandbox-leave = غادر صندوق الرمل
predict-sandbox-ready = صندوق الرمل: انقر مربعًا لتضع عليه ملكة (واحدة لكل صف)، وانقره مجددًا لتزيلها.
predict-sandbox-continue = تابع بـ{ $name }
predict-sandbox-placed-counter = الملكات الموضوعة
predict-sandbox-conflicts-counter = الأزواج المتهاجمة
predict-sandbox-why-gap = المتابعة بالتراجع تحتاج ملكات في الصفوف 1، 2، … بلا صف فارغ تحت ملكة: الصف { $gap } فارغ تحت ملكة الصف { $above }. (min-conflicts وQS1 يصلحان أي رقعة.)
predict-sandbox-why-attack = المتابعة بالتراجع تحتاج ملكات لا تهاجم أيّ ملكة أخرى: ملكتا الصفين { $low } و{ $row } تتهاجمان. حرّك إحداهما، أو دع min-conflicts أو QS1 يصلح الرقعة.
predict-sandbox-why-full = في كل صف ملكة: لم يبقَ شيء يبحث عنه التراجع.
predict-sandbox-removed = أُزيلت ملكة الصف { $row }.
predict-sandbox-moved = نُقلت ملكة الصف { $row } إلى العمود { $col }.
predict-sandbox-placed = وُضعت ملكة في الصف { $row }، العمود { $col }.
predict-sandbox-solved = حلّ: لا تتهاجم ملكتان.
predict-sandbox-conflicts = { $conflicts ->
        [one] زوج واحد من الملكات يتهاجم.
        [two] زوجان من الملكات يتهاجمان.
        [few] { $conflicts } أزواج من الملكات تتهاجم.
       *[other] { $conflicts } زوجًا من الملكات تتهاجم.
    }
predict-sandbox-status = { $did } { $verdict }
predict-sandbox-caption-solved = حلّ: { $n } ملكات، لا تتهاجم منها اثنتان.
predict-sandbox-caption = صندوق الرمل: وُضعت { $placed } من { $n } ملكات{ $conflicts ->
        [0] {""}
        [one] ، زوج واحد متهاجم
        [two] ، زوجان متهاجمان
        [few] ، { $conflicts } أزواج متهاجمة
       *[other] ، { $conflicts } زوجًا متهاجمًا
    }. الأرقام تعلّم المربعات المهاجَمة من الأسفل.
predict-sandbox-board = رقعة صندوق الرمل { $n }×{ $n }؛ الملكات في الصفوف { $queens }
predict-sandbox-queen = { $row } (العمود { $col })
predict-sandbox-none = لا شيء

## A printed worksheet's questions about the next move (worksheet.js prints them)

predict-sheet-mark = على الرقعة، علّم كل مربع من الصف التالي تهاجمه ملكة، برقم أدنى صف يهاجمه.
predict-sheet-parents = في المجتمع (المطبوع تحت الرقعة)، أيّ رقعتين هما الأبوان الأرجح للابن التالي؟ (يُسحب كل أب بنسبة لياقته.)
predict-sheet-cross = هجّن هاتين الرقعتين بعد الصف { $row }: اكتب أعمدة الابن، بدءًا من الصف 1.
predict-sheet-child-fitness = ما لياقة ذلك الابن (أزواج ملكاته التي لا تتهاجم)؟ هل هو أكثر لياقة من كلا الأبوين؟
predict-sheet-cross-out = على الرقعة، اشطب كل مربع لم يعد في مجال صفه، مرقّمًا بالصف الذي حذفته ملكته.
predict-sheet-mrv = أيّ صف يملؤه البحث تاليًا؟ (الصف الفارغ ذو أقل عدد من المربعات المتبقية في مجاله؛ وعند التعادل الأدنى.) وأيّ مربع منه يجرّب أولًا؟
predict-sheet-try = أيّ مربع من الصف { $row } يجرّبه البحث تاليًا؟ هل هو آمن، أم مهاجَم، ومن أيّ الصفوف؟
predict-sheet-prune = حين توضع ملكة هناك، ما المربعات التي تحذفها من مجالات الصفوف الفارغة؟ هل يفرغ مجال ما؟
predict-sheet-next-three = بعد ذلك المربع، ما الحركات الثلاث التالية؟ (مربع يُجرَّب، أو ملكة توضع، أو تراجع.)
predict-sheet-count = بعد تلك الحركات الأربع، كم مربعًا سيكون البحث قد جرّب إجمالًا؟ (تعطي الورقة العدد حتى الآن.)
predict-sheet-delta = اختر حركة لملكة إلى مربع آخر من صفها. احسب لها ΔE = h(الحالية) − h(التالية).
predict-sheet-chance = عند درجة الحرارة T، ما احتمال قبول حركتك؟ (مؤكد إن كان ΔE ≥ 0، وإلا e^(ΔE/T).)
predict-sheet-cooling = مع انخفاض T، ماذا يحدث لاحتمال قبول حركة أسوأ؟
predict-sheet-landing = على أيّ مربعات الصف { $row } يمكن أن تقع الملكة؟ وما احتمال كل منها؟
predict-sheet-dead-end = ماذا يفعل البحث إن لم يكن في صف مربع غير مهاجَم؟
predict-sheet-trials = تنجح تجربة واحدة على هذه الرقعة باحتمال p: كم تجربة يحتاج التشغيل تقريبًا؟
predict-sheet-formula = أيّ عمود تعطيه الصيغة للصف { $row }؟
predict-sheet-check = تحقّق من أنه لا توجد ملكتان على الرقعة تتهاجمان.
predict-sheet-values = اختر ملكة. على كل مربع آخر من صفها، اكتب h الرقعة إذا نُقلت تلك الملكة إليه.
predict-sheet-steepest = أيّ خلَف يأخذه الصعود الأشد انحدارًا؟ ضع دائرة حول كل مربع ذي أصغر قيمة.
predict-sheet-minimum = بعد تلك الحركة، هل الرقعة قيمة صغرى محلية، أم هضبة، أم لا هذه ولا تلك؟ لماذا؟
predict-sheet-circle = ضع دائرة حول كل ملكة تهاجمها ملكة أخرى، وارسم الأقطار التي تشتركان فيها.
predict-sheet-move = هل تحرّك الخطوة التالية ملكة؟ أيّها، وإلى أين؟
predict-sheet-pairs = بعد تلك الخطوة، كم زوجًا من الملكات سيتهاجم؟
