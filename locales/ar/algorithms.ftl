# ما تقوله كل خوارزمية عن نفسها، بالعربية. مترجم من locales/en/algorithms.ftl (يشرح رأسه
# المعرّفات؛ انظر docs/translating.md).
# المصطلحات كما في locales/ar/page.ftl («الملكة»، «الرقعة»، «الصف»، «العمود»، «القطر»،
# «التراجع»)، وللبحث المحلي: «تسلق التل» (عرض «Hill Climbing Algorithm In AI»، جامعة كرري،
# slideshare.net/MghooolMasier)، «التلدين المحاكى» (Simulated Annealing)، «الخوارزمية الجينية»
# و«الخوارزميات الوراثية» (د. عادل عبد النور، جامعة الملك سعود)، «اللياقة»، «التهجين»،
# «الطفرة»، «الخلف» (successor)، «الاستدلال» (heuristic)، «المجال» (domain)، «الفحص الأمامي»
# (forward checking)، «اتساق الأقواس» (AC-3)، «أقل التعارضات» (min-conflicts)، «إعادة بدء
# عشوائية». تبقى الرموز (n وk وh وT وΔE وc) كما هي.
# مصطلح واحد لكل مفهوم، بمصادره: locales/ar/terms.toml (يفحصه tests/terms.rs): «تجربة» (trial)،
# «محاولة» (attempt)، «البدايات» (tries)، «إعادة بدء» (restart)، «إفراغ» (wipe-out)، «حركة
# جانبية»؛ «تسلق التل» و«البحث المحلي» كما في
# techsyncer.com/ar/hill-climbing-algorithm-for-ai-in-python.html؛ «الخوارزمية الجينية»
# و«التهجين» كما في marefa.org «خوارزميات وراثية»؛ «اللياقة» كما في technologyreview.ae
# «الخوارزميات الجينية». ما لم يؤكده بحث مذكور هناك بعبارة «not confirmed».

## Backtracking (backtracking)

algorithm-backtracking-name = التراجع
algorithm-backtracking-title = التراجع (Backtracking)
algorithm-backtracking-summary = تراجع بالعمق أولًا من الزاوية السفلية اليسرى، صفًا بعد صف. كل مربع يُجرَّب محاولة؛ وعندما لا يبقى في صفٍّ مربع آمن، يتراجع البحث.
algorithm-backtracking-source = جولة «الحل الأول»؛ تبلغ 4×4 حلها الأول بعد 26 محاولة، و8×8 بعد 876 (OEIS A140450).
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-backtracking-attempt-unit = مربعات مجرَّبة
algorithm-backtracking-tries-unit = تشغيلات
algorithm-backtracking-collisions = التصادمات
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-backtracking-line-1 = لكل صف، من الصف 1 صعودًا، من العمود 1:
algorithm-backtracking-line-2 = جرّب المربع التالي في الصف
algorithm-backtracking-line-3 = إن هاجمته ملكة في الأسفل (علامة المربع): تقدّم
algorithm-backtracking-line-4 = وإلا ضع الملكة وعلّم المربعات التي تهاجمها؛ اصعد صفًا
algorithm-backtracking-line-5 = إن كان في كل صف ملكة: حلّ
algorithm-backtracking-line-6 = إن لم يبقَ في الصف مربع: تراجع إلى الصف الذي تحته
algorithm-backtracking-line-7 = ارفع ملكة ذلك الصف وامسح علاماتها وقدّمها
algorithm-backtracking-line-8 = عندما لا يبقى في الصف 1 مربع، يكتمل البحث
algorithm-backtracking-line-9 = مع MRV: املأ تاليًا الصف الفارغ ذا أقل عدد من المربعات الباقية في مجاله
algorithm-backtracking-line-10 = مع الفحص الأمامي: أزل من الصفوف الفارغة المربعات التي تهاجمها الملكة
algorithm-backtracking-line-11 = مع MAC: ثم أزل كل مربع بقي بلا سند في صف آخر (AC-3)
algorithm-backtracking-line-12 = إن فرغ مجال صف: ارفع الملكة وأعد المجالات وتقدّم
algorithm-backtracking-line-13 = مع LCV: جرّب أولًا المربع الذي يزيل أقل عدد من المربعات من مجالات الصفوف الأخرى (عند التساوي الأيسر)؛ وبلا استدلال تُرتَّب المربعات الآمنة وحدها، وتُجرَّب المهاجَمة بعدها من اليسار إلى اليمين
# The parameter inference: its label in the form; -help its hint; -choice-* its choices.
algorithm-backtracking-param-inference = الاستدلال
algorithm-backtracking-param-inference-help = ما يزيله كل وضع من مجالات الصفوف الفارغة: لا شيء (الجولة)، أو المربعات التي تهاجمها ملكته (الفحص الأمامي)، أو أيضًا كل مربع بقي بلا سند (MAC، AC-3)
algorithm-backtracking-param-inference-choice-none = لا شيء (الجولة)
algorithm-backtracking-param-inference-choice-forward-checking = الفحص الأمامي
algorithm-backtracking-param-inference-choice-mac = اتساق الأقواس (MAC)
# The parameter ordering: its label in the form; -help its hint; -choice-* its choices.
algorithm-backtracking-param-ordering = ترتيب الصفوف
algorithm-backtracking-param-ordering-help = أي صف فارغ يُملأ تاليًا: من الصف 1 صعودًا، أو الصف ذو أقل عدد من المربعات الباقية في مجاله (MRV؛ عند التساوي الأدنى)
algorithm-backtracking-param-ordering-choice-rows = من الصف 1 صعودًا
algorithm-backtracking-param-ordering-choice-mrv = أقل المربعات الباقية (MRV)
# The parameter values: its label in the form; -help its hint; -choice-* its choices.
algorithm-backtracking-param-values = ترتيب المربعات
algorithm-backtracking-param-values-help = بأي ترتيب تُجرَّب مربعات الصف: من اليسار إلى اليمين، أو الأقل تقييدًا أولًا (LCV: المربع الذي يزيل أقل عدد من المربعات من الصفوف الفارغة الأخرى؛ عند التساوي الأيسر؛ وبلا استدلال المربعات المهاجَمة بعد الآمنة، من اليسار إلى اليمين)
algorithm-backtracking-param-values-choice-left-to-right = من اليسار إلى اليمين
algorithm-backtracking-param-values-choice-lcv = الأقل تقييدًا (LCV)
# The counter attempts-total: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-attempts-total = مجموع المحاولات
algorithm-backtracking-counter-attempts-total-counts = المربعات المجرَّبة، مهاجَمة أو لا، منذ البداية (OEIS A140450 عند الحل الأول)
algorithm-backtracking-counter-attempts-total-report = الأوضاع المحاولة
# The counter solutions-found: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-solutions-found = الحلول الموجودة
algorithm-backtracking-counter-solutions-found-counts = الرقع الكاملة الموجودة حتى الآن (OEIS A000170 في نهاية البحث)
# The counter consistency-checks (with constraint-satisfaction options): its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-consistency-checks = فحوص الاتساق
algorithm-backtracking-counter-consistency-checks-counts = اختبارات ما إذا كانت ملكتان على مربعين من صفين مختلفين ستهاجم إحداهما الأخرى (يجريها تجريب مربع والفحص الأمامي وAC-3 وMRV وLCV)
algorithm-backtracking-counter-consistency-checks-report = فحوص الاتساق
# The counter backtracks (with constraint-satisfaction options): its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-backtracks = التراجعات
algorithm-backtracking-counter-backtracks-counts = الصفوف التي نفدت مربعاتها فأعادت البحث إلى الصف الذي مُلئ قبلها
algorithm-backtracking-counter-backtracks-report = التراجعات
# The counter wipe-outs (with constraint-satisfaction options): its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-backtracking-counter-wipe-outs = مرات الإفراغ
algorithm-backtracking-counter-wipe-outs-counts = الأوضاع التي أدى استدلالها إلى إفراغ مجال صف
algorithm-backtracking-counter-wipe-outs-report = مرات الإفراغ

## Random placement (random-placement)

algorithm-random-placement-name = الوضع العشوائي
algorithm-random-placement-title = الوضع العشوائي (لاس فيغاس)
algorithm-random-placement-summary = لاس فيغاس: توضع ملكة كل صف على مربع يُسحب عشوائيًا من بين المربعات التي لا تهاجمها ملكة في الأسفل. الصف الذي لا مربع كهذا فيه طريق مسدود: تُهمل المحاولة وتبدأ أخرى جديدة.
algorithm-random-placement-source = الوضع العشوائي بطريقة لاس فيغاس؛ Rolfe (2006)، الخوارزمية الثانية «GridSearch». على 8×8 تنجح التجربة الواحدة باحتمال 0.1293.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-random-placement-attempt-unit = ملكات موضوعة
algorithm-random-placement-tries-unit = محاولات
algorithm-random-placement-collisions = التصادمات
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-random-placement-line-1 = كرّر (محاولة واحدة):
algorithm-random-placement-line-2 = أفرغ الرقعة
algorithm-random-placement-line-3 = لكل صف، من الصف 1 صعودًا:
algorithm-random-placement-line-4 = إن كان كل مربع في الصف مهاجَمًا: طريق مسدود، ابدأ محاولة جديدة
algorithm-random-placement-line-5 = ضع الملكة على مربع غير مهاجَم يُسحب عشوائيًا
algorithm-random-placement-line-6 = حتى يكون في كل صف ملكة: حلّ
# The counter trials: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-random-placement-counter-trials = التجارب (إعادات البدء + 1)
algorithm-random-placement-counter-trials-counts = التجارب المبدوءة: واحدة لكل طريق مسدود أعاد بدء الرقعة، إضافةً إلى الأولى
algorithm-random-placement-counter-trials-report = التجارب
# The counter trial-attempts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-random-placement-counter-trial-attempts = الأوضاع في هذه التجربة
algorithm-random-placement-counter-trial-attempts-counts = الملكات الموضوعة منذ بدأت التجربة الحالية
# The counter attempts-total: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-random-placement-counter-attempts-total = الأوضاع في كل المحاولات
algorithm-random-placement-counter-attempts-total-counts = الملكات الموضوعة في كل المحاولات (محاولات المختبر)
algorithm-random-placement-counter-attempts-total-report = الأوضاع المحاولة

## Permutation swaps (permutation-swap)

algorithm-permutation-swap-name = تبديلات التباديل
algorithm-permutation-swap-title = تبديل التباديل (Rolfe، الخوارزمية الأولى)
algorithm-permutation-swap-summary = تبديلة مخلوطة: ملكة واحدة في كل صف وعمود. صفًا بعد صف، تبادل الملكةُ الواقعة على قطر مشغول عمودَها مع الصف اللاحق التالي؛ وإن لم يبقَ صف، يبدأ خلط جديد.
algorithm-permutation-swap-source = Rolfe، «Las Vegas Does N-Queens» (2006)، الخوارزمية الأولى، مع أعلام الأقطار لفيرث.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-permutation-swap-attempt-unit = فحوص الملكات
algorithm-permutation-swap-tries-unit = متجهات تباديل
algorithm-permutation-swap-collisions = التصادمات
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-permutation-swap-line-1 = كرّر:
algorithm-permutation-swap-line-2 = اخلط متجه التبديلة؛ امسح أعلام الأقطار
algorithm-permutation-swap-line-3 = لكل صف k، من الصف 1 صعودًا:
algorithm-permutation-swap-line-4 = إن كانت ملكة الصف k على قطرين حرّين: علّمهما مشغولين
algorithm-permutation-swap-line-5 = وإلا بادل عمود الصف k مع عمود الصف اللاحق التالي غير المجرَّب، وافحص الصف k مجددًا
algorithm-permutation-swap-line-6 = إن لم يبقَ صف لاحق لتجربته: يفشل هذا المتجه
algorithm-permutation-swap-line-7 = حتى تجتاز كل الصفوف: حلّ
# The counter permutations: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-permutation-swap-counter-permutations = متجهات التباديل المستعملة
algorithm-permutation-swap-counter-permutations-counts = متجهات التباديل المخلوطة حتى الآن، ومنها هذا
algorithm-permutation-swap-counter-permutations-report = التباديل
# The counter swaps: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-permutation-swap-counter-swaps = التبديلات
algorithm-permutation-swap-counter-swaps-counts = تبديلات عمود صف مع صف لاحق، في كل المتجهات
algorithm-permutation-swap-counter-swaps-report = التبديلات

## QS1 gradient swaps (qs1)

algorithm-qs1-name = QS1 تبديلات التدرج
algorithm-qs1-title = QS1 (Sosič وGu)
algorithm-qs1-summary = تبديلات قائمة على التدرج: من تبديلة عشوائية، تُختبر أزواج الصفوف التي فيها ملكة مهاجَمة وتُبدَّل إن قلّل ذلك التصادمات؛ والمرور الذي لا تبديل فيه يبدأ تبديلة جديدة.
algorithm-qs1-source = Sosič وGu، «Fast Search Algorithms for the N-Queens Problem» (1991)، QS1، الشكلان 1–2.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-qs1-attempt-unit = تبديلات مختبرة
algorithm-qs1-tries-unit = تباديل
algorithm-qs1-collisions = التصادمات
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-qs1-line-1 = كرّر:
algorithm-qs1-line-2 = ولّد تبديلة عشوائية (ملكة واحدة في كل صف وفي كل عمود)
algorithm-qs1-line-3 = كرّر، لكل زوج صفوف i < j فيه ملكة مهاجَمة:
algorithm-qs1-line-4 = إن قلّل تبديل عموديهما التصادمات: بدّلهما
algorithm-qs1-line-5 = وإلا اتركهما
algorithm-qs1-line-6 = حتى لا يبدّل مرور كامل شيئًا
algorithm-qs1-line-7 = حتى تصير التصادمات 0: حلّ
# The counter collisions: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-collisions = التصادمات الآن
algorithm-qs1-counter-collisions-counts = الملكات بعد الأولى على كل قطر، مجموعةً على الأقطار (Sosič وGu)
# The counter initial-collisions: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-initial-collisions = التصادمات في البداية
algorithm-qs1-counter-initial-collisions-counts = تصادمات التبديلة الحالية حين سُحبت (الجدول 2)
algorithm-qs1-counter-initial-collisions-report = التصادمات الأولية
# The counter pairs-tested: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-pairs-tested = الأزواج المختبرة
algorithm-qs1-counter-pairs-tested-counts = أزواج الصفوف المختبرة، في كل التباديل (الشكل 2، السطر 5؛ الجدول 5)
algorithm-qs1-counter-pairs-tested-report = الأزواج المختبرة
# The counter swaps-tested: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-swaps-tested = التبديلات المختبرة
algorithm-qs1-counter-swaps-tested-counts = التبديلات المختبرة بحثًا عن تحسّن، في كل التباديل (الشكل 2، السطر 6؛ الجدول 5)
algorithm-qs1-counter-swaps-tested-report = التبديلات المختبرة
# The counter swaps-performed: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-swaps-performed = التبديلات المنفَّذة
algorithm-qs1-counter-swaps-performed-counts = التبديلات التي نُفِّذت لأنها قلّلت التصادمات (الشكل 2، السطر 7)
algorithm-qs1-counter-swaps-performed-report = التبديلات المنفَّذة
# The counter permutations: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs1-counter-permutations = التباديل
algorithm-qs1-counter-permutations-counts = التباديل العشوائية المسحوبة، ومنها هذه (الجدول 4)
algorithm-qs1-counter-permutations-report = التباديل

## Min-conflicts (min-conflicts)

algorithm-min-conflicts-name = أقل التعارضات
algorithm-min-conflicts-title = أقل التعارضات (Minton وآخرون)
algorithm-min-conflicts-summary = أقل التعارضات: بداية جشعة تضع ملكة كل صف على مربع قليل الهجوم؛ ثم تنتقل ملكة في تعارض داخل صفها إلى المربع ذي أقل التعارضات، حتى لا تبقى ملكة مهاجَمة.
algorithm-min-conflicts-source = Minton وJohnston وPhilips وLaird (1992)، استدلال أقل التعارضات.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-min-conflicts-attempt-unit = نقلات إصلاح
algorithm-min-conflicts-tries-unit = بدايات
algorithm-min-conflicts-collisions = الأزواج المتعارضة
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-min-conflicts-line-1 = بداية جشعة: ضع ملكة كل صف على مربع ذي أقل التعارضات
algorithm-min-conflicts-line-2 = ما دامت ملكة في تعارض:
algorithm-min-conflicts-line-3 = انقل ملكة متعارضة، داخل صفها، إلى المربع ذي أقل التعارضات
algorithm-min-conflicts-line-4 = بعد نقلات كثيرة جدًا: أفرغ الرقعة وابدأ من جديد
algorithm-min-conflicts-line-5 = لا ملكة مهاجَمة: حلّ
# The counter conflicts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-min-conflicts-counter-conflicts = الأزواج المتعارضة
algorithm-min-conflicts-counter-conflicts-counts = أزواج الملكات التي تهاجم إحداها الأخرى، في الأعمدة والأقطار
# The counter moves: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-min-conflicts-counter-moves = نقلات الإصلاح
algorithm-min-conflicts-counter-moves-counts = الملكات المنقولة داخل صفها إلى مربع ذي أقل التعارضات
algorithm-min-conflicts-counter-moves-report = نقلات الإصلاح
# The counter starts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-min-conflicts-counter-starts = البدايات
algorithm-min-conflicts-counter-starts-counts = البدايات الجشعة: إعادات البدء بعد نقلات كثيرة جدًا، إضافةً إلى الأولى
algorithm-min-conflicts-counter-starts-report = البدايات

## QS4 fast swaps (qs4)

algorithm-qs4-name = QS4 تبديلات سريعة
algorithm-qs4-title = QS4 (Sosič وGu)
algorithm-qs4-summary = QS4: بداية تضع معظم الملكات على أقطار حرّة، ثم تبديلات عشوائية لملكات مهاجَمة تقلّل التصادمات — البحث الذي يعالج ملايين الملكات.
algorithm-qs4-source = Sosič وGu (1991، 1994)، QS4.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-qs4-attempt-unit = تبديلات مختبرة
algorithm-qs4-tries-unit = بدايات
algorithm-qs4-collisions = التصادمات
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-qs4-line-1 = البداية: صفًا بعد صف، بادل عمود صف لاحق حتى تصير الملكة على أقطار حرّة
algorithm-qs4-line-2 = ما دامت تصادمات باقية:
algorithm-qs4-line-3 = اختر ملكة مهاجَمة وصفًا عشوائيًا: إن قلّل تبديل عموديهما التصادمات، بدّل
algorithm-qs4-line-4 = وإلا اتركهما
algorithm-qs4-line-5 = بعد اختبارات كثيرة جدًا: تبديلة جديدة وبداية جديدة
algorithm-qs4-line-6 = التصادمات 0: حلّ
# The counter collisions: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs4-counter-collisions = التصادمات الآن
algorithm-qs4-counter-collisions-counts = الملكات بعد الأولى على كل قطر بين الملكات الموضوعة، مجموعةً على الأقطار
# The counter swaps-tested: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs4-counter-swaps-tested = اختبارات التبديل
algorithm-qs4-counter-swaps-tested-counts = تبديلات ملكة مهاجَمة مع صف عشوائي اختُبرت بحثًا عن تحسّن، في كل البدايات
algorithm-qs4-counter-swaps-tested-report = التبديلات المختبرة
# The counter swaps-performed: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs4-counter-swaps-performed = التبديلات المنفَّذة
algorithm-qs4-counter-swaps-performed-counts = التبديلات المنفَّذة في البداية الحالية لأنها قلّلت التصادمات
algorithm-qs4-counter-swaps-performed-report = التبديلات المنفَّذة
# The counter starts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-qs4-counter-starts = البدايات
algorithm-qs4-counter-starts-counts = بدايات خالية من التعارض: إعادات البدء بعد تبديلات كثيرة جدًا، إضافةً إلى الأولى
algorithm-qs4-counter-starts-report = البدايات

## Explicit construction (construction)

algorithm-construction-name = البناء الصريح
algorithm-construction-title = البناء (Hoffman وLoessi وMoore)
algorithm-construction-summary = لا بحث على الإطلاق: صيغة تعطي عمود كل صف لأي n ≥ 4، في O(n).
algorithm-construction-source = Hoffman وLoessi وMoore (1969)؛ Bernhardsson (1991)، كما يستشهد بهما Rolfe (2006).
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-construction-attempt-unit = ملكات موضوعة
algorithm-construction-tries-unit = تشغيلات
algorithm-construction-collisions = التصادمات
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-construction-line-1 = m = n إن كان n زوجيًا، وإلا n − 1
algorithm-construction-line-2 = إن كان m mod 6 ≠ 2: الصف i فيه العمود 2i، والصف m/2 + i فيه العمود 2i − 1 (i = 1 … m/2)
algorithm-construction-line-3 = إن كان m mod 6 = 2: الصف i فيه العمود 1 + ((2i + m/2 − 3) mod m)، والصف m + 1 − i فيه العمود m − ((2i + m/2 − 3) mod m)
algorithm-construction-line-4 = إن كان n فرديًا: الصف n فيه العمود n
algorithm-construction-line-5 = في كل صف ملكته: حلّ
# The counter placed: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-construction-counter-placed = الملكات الموضوعة
algorithm-construction-counter-placed-counts = الصفوف التي وضعت الصيغة ملكتها

## Hill climbing (hill-climbing)

algorithm-hill-climbing-name = تسلق التل
algorithm-hill-climbing-title = تسلق التل (Russell وNorvig، AIMA §4.1.1)
algorithm-hill-climbing-summary = تسلق التل: من رقعة عشوائية فيها ملكة لكل صف، تُنقل الملكة التي تخفض نقلتها h (الأزواج المتهاجمة) أكثر من غيرها؛ وحين لا تخفضها أي نقلة، يعلق التسلق في قاع محلي أو هضبة ويبدأ من جديد برقعة عشوائية جديدة. يُظهر كل مربع قيمة h التي ستكون للرقعة لو نُقلت ملكة صفه إليه (الشكل 4.3a في AIMA).
algorithm-hill-climbing-source = Russell وNorvig، الذكاء الاصطناعي: نهج حديث، الطبعة الثالثة، §4.1.1 (الشكلان 4.2 و4.3): تحلّ 14 % من تسلقات الملكات الثماني، و94 % مع 100 حركة جانبية.
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-hill-climbing-attempt-unit = نقلات
algorithm-hill-climbing-tries-unit = تسلقات
algorithm-hill-climbing-collisions = الأزواج المتهاجمة (h)
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-hill-climbing-line-1 = الحالية ← رقعة عشوائية (ملكة كل صف في عمود عشوائي)
algorithm-hill-climbing-line-2 = الجار ← خلفٌ للحالية ذو أصغر h (عند التساوي عشوائيًا)
algorithm-hill-climbing-line-3 = إن كان h(الجار) < h(الحالية)، أو = مع بقاء حركة جانبية: الحالية ← الجار
algorithm-hill-climbing-line-4 = وإلا عالق (قاع محلي أو هضبة): ابدأ من جديد برقعة عشوائية
algorithm-hill-climbing-line-5 = إن كان h(الحالية) = 0: أعد الحالية
algorithm-hill-climbing-line-6 = مع الاختيار الأول، للسطرين 2 و3: خذ الأخلاف بترتيب عشوائي؛ الحالية ← أولها ذو h < h(الحالية) (إن لم يوجد وبقيت حركة جانبية: أولها ذو h = h(الحالية))
# The parameter sideways: its label in the form; -help its hint; -choice-* its choices.
algorithm-hill-climbing-param-sideways = النقلات الجانبية
algorithm-hill-climbing-param-sideways-help = أقصى عدد من النقلات الجانبية (إلى خلف ذي h مساوية) متتاليةً قبل أن يُعدّ التسلق عالقًا؛ يسمح AIMA بـ 100
# The parameter restart: its label in the form; -help its hint; -choice-* its choices.
algorithm-hill-climbing-param-restart = إعادة بدء عشوائية
algorithm-hill-climbing-param-restart-help = يبدأ التسلق العالق من جديد برقعة عشوائية جديدة؛ وإن أُطفئت ينتهي التشغيل بلا حل
# The parameter choice: its label in the form; -help its hint; -choice-* its choices.
algorithm-hill-climbing-param-choice = الخلف المختار
algorithm-hill-climbing-param-choice-help = الصعود الأشد انحدارًا يأخذ أفضل خلف؛ والاختيار الأول يأخذ أول خلف أفضل يُعثر عليه بترتيب عشوائي
algorithm-hill-climbing-param-choice-choice-steepest = الصعود الأشد انحدارًا
algorithm-hill-climbing-param-choice-choice-first-choice = الاختيار الأول
# The counter h: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-hill-climbing-counter-h = h (الأزواج المتهاجمة)
algorithm-hill-climbing-counter-h-counts = أزواج الملكات المتهاجمة، مباشرةً أو لا: الكلفة الاستدلالية
# The counter moves: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-hill-climbing-counter-moves = نقلات الملكات
algorithm-hill-climbing-counter-moves-counts = الملكات المنقولة في كل التسلقات (كلٌّ منها ملكة تنتقل داخل صفها)
algorithm-hill-climbing-counter-moves-report = النقلات
# The counter sideways: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-hill-climbing-counter-sideways = النقلات الجانبية
algorithm-hill-climbing-counter-sideways-counts = النقلات إلى خلف ذي h نفسها، في كل التسلقات
# The counter climbs: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-hill-climbing-counter-climbs = التسلقات
algorithm-hill-climbing-counter-climbs-counts = التسلقات من رقعة عشوائية (الأول وكل إعادة بدء عشوائية)
algorithm-hill-climbing-counter-climbs-report = التسلقات

## Simulated annealing (simulated-annealing)

algorithm-simulated-annealing-name = التلدين المحاكى
algorithm-simulated-annealing-title = التلدين المحاكى (Russell وNorvig، AIMA §4.1.2)
algorithm-simulated-annealing-summary = التلدين المحاكى: من رقعة عشوائية فيها ملكة لكل صف، يُقترح خلف عشوائي (ملكة عشوائية تُنقل إلى مربع آخر من صفها)؛ يُقبل إن لم ترتفع h، وإلا فلا يُقبل إلا باحتمال e^(ΔE/T). تنخفض درجة الحرارة T بعد كل اقتراح، فتندر النقلات الأسوأ؛ والتشغيل الذي يبرد تحت الحد الأدنى بلا حل يبدأ من جديد.
algorithm-simulated-annealing-source = Russell وNorvig، الذكاء الاصطناعي: نهج حديث، الطبعة الثالثة، §4.1.2 (الشكل 4.5)؛ Kirkpatrick وGelatt وVecchi (1983).
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-simulated-annealing-attempt-unit = نقلات مقترحة
algorithm-simulated-annealing-tries-unit = تشغيلات
algorithm-simulated-annealing-collisions = الأزواج المتهاجمة (h)
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-simulated-annealing-line-1 = الحالية ← رقعة عشوائية؛ T ← درجة الحرارة الابتدائية
algorithm-simulated-annealing-line-2 = التالية ← خلف عشوائي للحالية (ملكة عشوائية إلى مربع آخر من صفها)؛ ΔE ← h(الحالية) − h(التالية)
algorithm-simulated-annealing-line-3 = إن كان ΔE ≥ 0: الحالية ← التالية
algorithm-simulated-annealing-line-4 = وإلا الحالية ← التالية باحتمال e^(ΔE/T) فقط
algorithm-simulated-annealing-line-5 = T ← T × التبريد؛ إن كان T < الحد الأدنى: توقّف (ابدأ من جديد برقعة عشوائية)
algorithm-simulated-annealing-line-6 = إن كان h(الحالية) = 0: أعد الحالية
# The parameter temperature: its label in the form; -help its hint; -choice-* its choices.
algorithm-simulated-annealing-param-temperature = درجة الحرارة الابتدائية
algorithm-simulated-annealing-param-temperature-help = قيمة T في بداية كل تشغيل: كلما ارتفعت قُبلت نقلات أسوأ أكثر في البداية
# The parameter cooling: its label in the form; -help its hint; -choice-* its choices.
algorithm-simulated-annealing-param-cooling = معامل التبريد
algorithm-simulated-annealing-param-cooling-help = تُضرب T فيه بعد كل اقتراح: الأقرب إلى 1 يبرّد أبطأ
# The parameter floor: its label in the form; -help its hint; -choice-* its choices.
algorithm-simulated-annealing-param-floor = الحد الأدنى
algorithm-simulated-annealing-param-floor-help = يتوقف التشغيل الذي تنخفض T فيه تحته (ويبدأ تشغيل جديد ما لم يُحل)
# The counter h: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-h = h (الأزواج المتهاجمة)
algorithm-simulated-annealing-counter-h-counts = أزواج الملكات المتهاجمة، مباشرةً أو لا: الطاقة التي يخفضها التلدين
# The counter proposals: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-proposals = النقلات المقترحة
algorithm-simulated-annealing-counter-proposals-counts = الأخلاف العشوائية المقترحة، في كل التشغيلات
algorithm-simulated-annealing-counter-proposals-report = النقلات المقترحة
# The counter worse-taken: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-worse-taken = النقلات الأسوأ المقبولة
algorithm-simulated-annealing-counter-worse-taken-counts = الاقتراحات التي رفعت h وقُبلت مع ذلك، باحتمال e^(ΔE/T)
# The counter worse-refused: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-worse-refused = النقلات الأسوأ المرفوضة
algorithm-simulated-annealing-counter-worse-refused-counts = الاقتراحات التي كانت سترفع h فرُفضت
# The counter runs: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-simulated-annealing-counter-runs = التشغيلات
algorithm-simulated-annealing-counter-runs-counts = التشغيلات من رقعة عشوائية، كلٌّ منها يبرد من درجة الحرارة الابتدائية
algorithm-simulated-annealing-counter-runs-report = التشغيلات

## Genetic algorithm (genetic)

algorithm-genetic-name = الخوارزمية الجينية
algorithm-genetic-title = الخوارزمية الجينية (Russell وNorvig، AIMA §4.1.4)
algorithm-genetic-summary = خوارزمية جينية: مجتمع من الرقع العشوائية، تُقيَّم كل رقعة بأزواجها غير المتهاجمة (لياقتها)؛ يأخذ كل ابن الصفوف التي تحت نقطة تهجين عشوائية من أحد الأبوين والباقي من الآخر، ويُسحب الأبوان بنسبة لياقتهما، وتصيبه طفرة أحيانًا. يكوّن الأبناء الجيل التالي، حتى يكون أحدهم حلًا.
algorithm-genetic-source = Russell وNorvig، الذكاء الاصطناعي: نهج حديث، الطبعة الثالثة، §4.1.4 (الشكلان 4.6 و4.8)؛ Holland (1975).
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-genetic-attempt-unit = أبناء
algorithm-genetic-tries-unit = تشغيلات
algorithm-genetic-collisions = الأزواج المتهاجمة (h)
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-genetic-line-1 = المجتمع ← k رقعة عشوائية؛ اللياقة = الأزواج غير المتهاجمة
algorithm-genetic-line-2 = x، y ← أبوان، كلٌّ منهما يُسحب بنسبة لياقته
algorithm-genetic-line-3 = الابن ← صفوف x تحت نقطة تهجين عشوائية c، ثم صفوف y (c من 1 إلى n − 1: قيمة AIMA c = n كانت ستنسخ x كاملًا)
algorithm-genetic-line-4 = باحتمال صغير، طفرة: ملكة صف عشوائي إلى عمود عشوائي (عمودها نفسه يترك الابن بلا تغيير)
algorithm-genetic-line-5 = بعد k ابنًا: يصيرون المجتمع (جيل جديد)
algorithm-genetic-line-6 = إن كانت رقعة لائقة بما يكفي (كل زوج غير متهاجم): أعدها
# The parameter population: its label in the form; -help its hint; -choice-* its choices.
algorithm-genetic-param-population = المجتمع
algorithm-genetic-param-population-help = الرقع في كل جيل (k)
# The parameter mutation: its label in the form; -help its hint; -choice-* its choices.
algorithm-genetic-param-mutation = احتمال الطفرة
algorithm-genetic-param-mutation-help = احتمال أن تصيب الطفرةُ ابنًا: تُنقل ملكة صف عشوائي إلى عمود عشوائي (ربما عمودها نفسه)
# The parameter generations: its label in the form; -help its hint; -choice-* its choices.
algorithm-genetic-param-generations = الأجيال في كل تشغيل
algorithm-genetic-param-generations-help = التشغيل الذي أنتج هذا العدد من الأجيال بلا حل يبدأ من جديد
# The counter best-fitness: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-best-fitness = أفضل لياقة
algorithm-genetic-counter-best-fitness-counts = أكبر عدد من الأزواج غير المتهاجمة على رقعة واحدة في التشغيل: الجيل الحالي والأبناء المنتَجون حتى الآن للجيل التالي (n(n − 1)/2 حين تصير رقعة حلًا)
# The counter generation: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-generation = الجيل
algorithm-genetic-counter-generation-counts = الجيل الحالي لهذا التشغيل (المجتمع الأول هو 1)
# The counter children: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-children = الأبناء
algorithm-genetic-counter-children-counts = الأبناء المنتَجون بالتهجين (وربما الطفرة)، في كل التشغيلات
algorithm-genetic-counter-children-report = الأبناء المنتَجون
# The counter mutations: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-mutations = الطفرات
algorithm-genetic-counter-mutations-counts = الطفرات التي غيّرت ابنًا، بنقل ملكة صفه إلى عمود آخر، في كل التشغيلات (لا تُحسب طفرة تسحب العمود الذي فيه الملكة)
# The counter runs: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-genetic-counter-runs = التشغيلات
algorithm-genetic-counter-runs-counts = التشغيلات من مجتمع عشوائي جديد
algorithm-genetic-counter-runs-report = التشغيلات

## queensLV (queens-lv)

algorithm-queens-lv-name = queensLV
algorithm-queens-lv-title = queensLV (لاس فيغاس + التراجع؛ Brassard وBratley)
algorithm-queens-lv-summary = توضع k ملكات عشوائيًا على مربعات غير مهاجَمة، صفًا بعد صف، كما يضعها الوضع العشوائي؛ ثم يكمل التراجع الرقعة. الطريق المسدود بين الصفوف العشوائية، أو الإكمال الذي يفشل، يبدأ محاولة جديدة. k = 0 هو التراجع، وk = n الوضع العشوائي.
algorithm-queens-lv-source = Brassard وBratley، Fundamentals of Algorithmics (1996)، §10.6.3، queensLV مع stepVegas = k. على 8×8 تكون العُقد المتوقعة لكل حل أقلها عند k = 2 (28.20، مقابل 114 للتراجع).
# What one attempt and one try are, in words (plural); the name of its collisions' counter.
algorithm-queens-lv-attempt-unit = ملكات موضوعة
algorithm-queens-lv-tries-unit = محاولات
algorithm-queens-lv-collisions = التصادمات
# Its pseudocode, one message a line (the page keeps the English line's indentation).
algorithm-queens-lv-line-1 = كرّر (محاولة واحدة): أفرغ الرقعة
algorithm-queens-lv-line-2 = للصفوف من 1 إلى k: إن كان كل مربع في الصف مهاجَمًا: طريق مسدود، محاولة جديدة
algorithm-queens-lv-line-3 = وإلا ضع ملكته على مربع غير مهاجَم يُسحب عشوائيًا
algorithm-queens-lv-line-4 = تراجع بدءًا من الصف k + 1: جرّب المربع التالي في الصف؛ مهاجَم: تقدّم
algorithm-queens-lv-line-5 = آمن: ضع الملكة؛ اصعد صفًا
algorithm-queens-lv-line-6 = لم يبقَ مربع: ارفع الملكة التي تحته وقدّمها
algorithm-queens-lv-line-7 = لم يبقَ في الصف k + 1 مربع: فشل الإكمال، محاولة جديدة
algorithm-queens-lv-line-8 = حتى يكون في كل صف ملكة: حلّ
# The parameter k: its label in the form; -help its hint; -choice-* its choices.
algorithm-queens-lv-param-k = الصفوف العشوائية k
algorithm-queens-lv-param-k-help = كم صفًا، من الصف 1، يأخذ ملكته عشوائيًا قبل أن يكمل التراجع الرقعة (stepVegas عند Brassard وBratley): 0 هو التراجع، وn الوضع العشوائي؛ n على الأكثر (القيمة الافتراضية 2 تصير n على رقعة أصغر)
# The counter trials: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-trials = التجارب (إعادات البدء + 1)
algorithm-queens-lv-counter-trials-counts = التجارب المبدوءة: واحدة لكل طريق مسدود أو إكمال فاشل أعاد بدء الرقعة، إضافةً إلى الأولى
algorithm-queens-lv-counter-trials-report = التجارب
# The counter trial-attempts: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-trial-attempts = الملكات الموضوعة في هذه التجربة
algorithm-queens-lv-counter-trial-attempts-counts = الملكات الموضوعة منذ بدأت التجربة الحالية، عشوائيًا أو بالتراجع (عُقد التجربة دون جذرها)
# The counter attempts-total: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-attempts-total = الملكات الموضوعة في كل المحاولات
algorithm-queens-lv-counter-attempts-total-counts = الملكات الموضوعة في كل المحاولات (محاولات المختبر؛ عُقد Brassard وBratley دون جذر لكل محاولة)
algorithm-queens-lv-counter-attempts-total-report = الملكات الموضوعة
# The counter squares-tried: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-squares-tried = المربعات التي جرّبها التراجع
algorithm-queens-lv-counter-squares-tried-counts = المربعات التي جرّبها التراجع فوق الصفوف العشوائية، مهاجَمة أو لا، في كل المحاولات (مع k = 0، OEIS A140450 عند الحل الأول)
algorithm-queens-lv-counter-squares-tried-report = المربعات التي جرّبها التراجع
# The counter backtracks: its label; -counts what it counts; -report its label in `nqueens solve`.
algorithm-queens-lv-counter-backtracks = التراجعات
algorithm-queens-lv-counter-backtracks-counts = الملكات المرفوعة لتتقدّم حين نفدت مربعات الصف الذي فوقها، في كل المحاولات
algorithm-queens-lv-counter-backtracks-report = التراجعات

## عناصر وسائل الإيضاح (رموز الرقعة)، لكل خوارزمية

algorithm-backtracking-legend-1 = مربع مهاجَم من الأسفل، مرقّم برقم صف الملكة التي تهاجمه؛ ويحتفظ المربع المعلَّم برقمه الأول. ولعلامات كل صف لونها الخاص
algorithm-backtracking-legend-2 = المربع الذي جُرِّب للتو آمن: تبقى الملكة
algorithm-backtracking-legend-3 = المربع الذي جُرِّب للتو مهاجَم: يُنتقل إلى التالي (يبيّن الخط الأحمر من يهاجمه)
algorithm-backtracking-legend-4 = ملكة رُفعت للتو لتنتقل إلى ما بعدها
algorithm-backtracking-legend-5 = مع الفحص الأمامي أو MAC: مربع مشطوب من مجال صفه، مرقّم برقم الصف الذي أزاله وضعُ ملكته؛ لا يُجرَّب أبدًا
algorithm-backtracking-legend-6 = مع MAC: مشطوب ومحاط بدائرة، أزاله اتساق الأقواس (AC-3): بقي بلا سند، أي بلا مربع في مجال صف آخر لا يهاجمه
algorithm-backtracking-legend-7 = مع الفحص الأمامي أو MAC: صف أُفرغ مجاله
algorithm-backtracking-legend-8 = مع MRV: الصف المختار، وهو الصف الذي بقي فيه أقل عدد من المربعات
algorithm-backtracking-legend-9 = فحص الاتساق يختبر ما إذا كانت ملكتان على مربعين من صفين مختلفين ستهاجم إحداهما الأخرى
algorithm-random-placement-legend-1 = مربعات مهاجَمة، مرقّمة برقم صف أدنى ملكة تهاجمها، بلون ذلك الصف
algorithm-random-placement-legend-2 = الملكة التي وُضعت للتو
algorithm-random-placement-legend-3 = صف الطريق المسدود
algorithm-permutation-swap-legend-1 = ملكة لم تُفحص بعد على قطر علَّمه صف ناجح بأنه مشغول: حيث تقف، تفشل في الفحص. والملكة التي نجحت لا تكون حمراء أبدًا: فقد فُحصت مقابل الصفوف التي تحتها، أما الملكة التي فوقها على قطرها فيكشفها فحص ذلك الصف
algorithm-permutation-swap-legend-2 = صف ناجح: أقطاره معلَّمة. والصفوف فوق آخر صف ناجح لم تُفحص بعد: تُرسم ملكاتها باهتة
algorithm-permutation-swap-legend-3 = ملكتان تتبادلان عمودَيهما
algorithm-permutation-swap-legend-4 = ملكة لم يبقَ لها صف لاحق تتبادل معه: يفشل المتجه
algorithm-permutation-swap-legend-5 = قطر يحمل أكثر من ملكة واحدة
algorithm-qs1-legend-1 = ملكة مهاجَمة
algorithm-qs1-legend-2 = قطر يحمل أكثر من ملكة واحدة (تصادماته)
algorithm-qs1-legend-3 = تبديل نُفِّذ
algorithm-qs1-legend-4 = تبديل اختُبر ورُفض
algorithm-min-conflicts-legend-1 = ملكة في تعارض (عمود أو قطر)
algorithm-min-conflicts-legend-2 = قطر أو عمود يحمل أكثر من ملكة واحدة: تهاجم ملكاته إحداها الأخرى
algorithm-min-conflicts-legend-3 = المربع الذي انتقلت إليه ملكة للتو
algorithm-qs4-legend-1 = ملكة مهاجَمة
algorithm-qs4-legend-2 = تبديل نُفِّذ
algorithm-qs4-legend-3 = تبديل اختُبر ورُفض
algorithm-hill-climbing-legend-1 = قيمة h للرقعة لو انتقلت ملكة ذلك الصف إلى المربع؛ وأصغرها محاط بإطار
algorithm-hill-climbing-legend-2 = قطر أو عمود يحمل أكثر من ملكة واحدة: تهاجم ملكاته إحداها الأخرى
algorithm-hill-climbing-legend-3 = ملكة تهاجمها أخرى (مباشرةً أو لا)
algorithm-hill-climbing-legend-4 = المربع الذي انتقلت إليه ملكة للتو
algorithm-simulated-annealing-legend-1 = نقلة مقترحة (متقطعة)، أو مرفوضة
algorithm-simulated-annealing-legend-2 = المربع الذي انتقلت إليه ملكة للتو
algorithm-simulated-annealing-legend-3 = قطر أو عمود يحمل أكثر من ملكة واحدة: تهاجم ملكاته إحداها الأخرى
algorithm-simulated-annealing-legend-4 = ملكة تهاجمها أخرى (مباشرةً أو لا)
algorithm-genetic-legend-1 = في المجتمع بجانب الرقعة، أبوا الابن الأخير
algorithm-genetic-legend-2 = نقطة التهجين (متقطعة): صفوف الابن تحتها من الأب الأول، وفوقها من الثاني
algorithm-genetic-legend-3 = المربع الذي نقلت إليه طفرةٌ ملكةً (ورقعة الحل في المجتمع)
algorithm-genetic-legend-4 = قطر أو عمود يحمل أكثر من ملكة واحدة: تهاجم ملكاته إحداها الأخرى
algorithm-genetic-legend-5 = ملكة تهاجمها أخرى (مباشرةً أو لا)
algorithm-queens-lv-legend-1 = مربع مهاجَم من الأسفل، مرقّم برقم صف الملكة التي تهاجمه؛ ويحتفظ المربع المعلَّم برقمه الأول. ولعلامات كل صف لونها الخاص
algorithm-queens-lv-legend-2 = الملكة التي وُضعت للتو: عشوائيًا في الصفوف من 1 إلى k، وفوقها على مربع آمن جرّبه التراجع
algorithm-queens-lv-legend-3 = المربع الذي جرّبه التراجع للتو مهاجَم: يُنتقل إلى التالي
algorithm-queens-lv-legend-4 = ملكة رفعها التراجع للتو لتنتقل إلى ما بعدها
algorithm-queens-lv-legend-5 = صف عشوائي بلا مربع غير مهاجَم، أو الصف k + 1 وقد نفدت مربعاته: فشلت التجربة
