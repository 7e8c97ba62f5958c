# مساعدة سطر الأوامر (clap، src/cli/help.rs) بالعربية. مترجم من locales/en/cli-help.ftl
# (يشرح رأسه المعرّفات؛ انظر docs/translating.md).
# المصطلحات كما في locales/ar/cli.ftl وalgorithms.ftl («الرقعة»، «الملكة»، «البذرة»،
# «البذرة الرئيسية»، «التشغيل»، «المحاولة»، «التراجع»، «البحث بالعمق أولًا»، «البحث بالعرض
# أولًا»، «تسلّق التل»: Russell وNorvig، «الذكاء الاصطناعي: نهج حديث»، الترجمة العربية).
# الخيارات والمعرّفات وأسماء الملفات و`الشيفرة` تبقى كما هي.
# مصطلح واحد لكل مفهوم، بمصادره: locales/ar/terms.toml (يفحصه tests/terms.rs).

## clap's own words

help-clap-usage = الاستخدام
help-clap-commands = الأوامر
help-clap-arguments = المعاملات
help-clap-options = الخيارات
help-clap-help = اطبع المساعدة
help-clap-version = اطبع الإصدار
help-clap-help-more = اطبع المساعدة (المزيد مع '--help')
help-clap-help-long = اطبع المساعدة (ملخص مع '-h')
help-clap-help-subcommand = اطبع هذه الرسالة أو مساعدة الأوامر الفرعية المعطاة
help-clap-help-subcommand-command = اطبع مساعدة الأوامر الفرعية
help-clap-default = [الافتراضي: { $value }]
help-clap-possible-values = [القيم الممكنة: { $values }]
help-clap-possible-values-heading = القيم الممكنة:

## nqueens

help-nqueens-about = حلّالات مسألة الملكات N: الحلول الأولى، ومحاولات الوضع، وعدد الحلول
help-nqueens-lang = لغة المخرجات (وسم BCP 47: en أو es أو de أو zh-CN أو ar، أو en-XA، اللغة الزائفة للاختبارات)؛ وإلا فـ LC_ALL أو LC_MESSAGES أو LANG، وإلا فالإنجليزية

## nqueens algorithms

help-algorithms-about = اسرد الخوارزميات: المعرّفات، والأسماء، وهل هي عشوائية، والحدود، والعدّادات، ووحدات المختبر، بترتيب الصفحة
help-algorithms-json = اطبع كائن JSON واحدًا، {"{"}"algorithms":[…]{"}"}، بدل النص

## nqueens solve

help-solve-about = جد حلًا وأبلغ عن العمل الذي تطلّبه.

    حدود n: backtracking من 1 إلى 64 (رقع بتات 64 بت؛ بعض الأحجام فوق 40 تستغرق ساعات، انظر OEIS A140450؛ من 1 إلى 255 مع أي من خياراتها)؛ random-placement من 1 إلى 1000؛ permutation-swap من 1 إلى 2000؛ qs1 من 1 إلى 10,000,000؛ min-conflicts وqs4 وconstruction من 1 إلى 100,000,000؛ hill-climbing من 1 إلى 200؛ simulated-annealing من 1 إلى 1000؛ genetic من 1 إلى 8 (يسردها `nqueens algorithms`). كلها عدا backtracking ترفض n = 2 و3، إذ لا حل لهما. يظهر التقدّم في الطرفية؛ Ctrl-C يوقف.
help-solve-algorithm = الخوارزمية
help-solve-n = حجم الرقعة n (رقعة n × n عليها n ملكة)، بأرقام مجمّعة أو غير مجمّعة ("1,000,000")؛ ينطبق حدّ الخوارزمية المذكور أعلاه (`nqueens::input::parse_board_size`، كما في الصفحة)
help-solve-seed = بذرة خوارزمية عشوائية (أي عدد عشري u64)؛ إن أُغفلت سُحبت بذرة جديدة وعُرضت. البذرة نفسها تعطي التشغيل نفسه. التراجع (backtracking) يتجاهلها
help-solve-json = اطبع كائن JSON واحدًا بدل النص. تُحذف مصفوفة `solution` فيه فوق n = 1,000,000 (نحو 8 ميغابايت من النص) ما لم يطلبها `--with-solution`
help-solve-with-solution = مع `--json`: مصفوفة الحل عند أي n
help-solve-out = اكتب الحل أيضًا في هذا الملف نصًا، عمودًا واحدًا يبدأ عدّه من 1 في كل سطر (الصف 1 أولًا)، مباشرةً من رقعة الحلّال، ليتحقق منه برنامج مستقل
help-solve-params = معامل للخوارزمية، `NAME=VALUE` (قابل للتكرار): انظر `nqueens algorithms` لمعاملات كل خوارزمية وقيمها وقيمها الافتراضية

## nqueens compare

help-compare-about = قارن الخوارزميات عبر تشغيلات كثيرة ذات بذور على حجم رقعة واحد: المحاولات لكل تشغيل (المتوسط، والوسيط، والمئين 90، والأقصى)، وإعادات البدء لكل تشغيل، ونسبة نجاح المحاولة الواحدة.

    يستخدم التشغيل i البذرة المشتقة من البذرة الرئيسية ومن i، لذا لا تتوقف المخرجات إلا على البذرة الرئيسية (لا على --threads). يعطي عرض المقارنة في الصفحة الأرقام نفسها.
help-compare-n = حجم الرقعة n (ينطبق حدّ كل خوارزمية؛ انظر `solve --help`)
help-compare-trials = التشغيلات لكل خوارزمية
help-compare-algorithms = الخوارزميات المراد مقارنتها، مفصولة بفواصل
help-compare-seed = البذرة الرئيسية (أي عدد عشري u64)؛ إن أُغفلت سُحبت بذرة جديدة وعُرضت
help-compare-csv = اكتب أيضًا كل تشغيل في ملف CSV هذا
help-compare-threads = خيوط العمل (الافتراضي: عدد الأنوية)
help-compare-json = اطبع الملخصات مصفوفة JSON واحدة بدل الجدول
help-compare-params = معامل، `NAME=VALUE` (قابل للتكرار)، يُعطى لكل خوارزمية مختارة تعلنه (يجب أن تعلنه واحدة على الأقل): انظر `nqueens algorithms`

## nqueens sweep

help-sweep-about = متوسط المحاولات لكل خوارزمية لكل n من --from إلى --to
help-sweep-from = أصغر حجم للرقعة
help-sweep-to = أكبر حجم للرقعة
help-sweep-trials = التشغيلات لكل خوارزمية وحجم
help-sweep-algorithms = الخوارزميات، مفصولة بفواصل
help-sweep-seed = البذرة الرئيسية؛ إن أُغفلت سُحبت بذرة جديدة وعُرضت
help-sweep-threads = خيوط العمل (الافتراضي: عدد الأنوية)
help-sweep-params = معامل، `NAME=VALUE` (قابل للتكرار)، يُعطى لكل خوارزمية مختارة تعلنه (يجب أن تعلنه واحدة على الأقل): انظر `nqueens algorithms`

## nqueens exercise

help-exercise-about = تمارين مقيَّمة («كن الخوارزمية»، `exercise=1` في الصفحة): أعد تقييم رموز الإتمام، أو اعرض مسألة متعلّم أو مفتاح إجاباتها، أو احزم تمرين الصف لنظام إدارة تعلّم (SCORM)
help-exercise-check-about = أعد تقييم رموز الإتمام من إجاباتها واسردها بصيغة CSV (صف لكل رمز، بالترتيب المعطى)، لدرجات الصف. الرمز الذي أُخطئ في كتابته أو قُطع أو عُدّل (لا يطابق تحقّقه أو درجته المعلنة إجاباته) يُذكر في الخطأ القياسي وتكون حالة الخروج 1؛ ويُسرد الباقي مع ذلك. يحمي التحقّق من الأخطاء لا من الغش: يستطيع أي أحد حساب رمز
help-exercise-check-codes = رموز الإتمام (يبدأ كل منها بـ NQX1~)؛ "-" يقرؤها من الدخل القياسي، رمزًا في كل سطر
help-exercise-key-about = مفتاح إجابات مسألة متعلّم (يعرض عرض المعلّم المفتاح نفسه ويطبعه): المسألة كما تسمّيها صفحة المتعلّم، ثم سؤال كل خطوة وإجابة الخوارزمية نفسها (بالكلمات، وبالرمز الذي يحمله رمز الإتمام). حيث تسحب الخوارزمية بين إجابات متساوية الجودة، يسردها كلها (أيّها صحيحة) والتي سحبتها
help-exercise-key-class = رمز الصف، مثل FC-7KQ2M9
help-exercise-key-learner = اسم المتعلّم أو رقمه (لا تهم المسافات ولا حالة الأحرف)
help-exercise-key-attempt = المحاولة: 1 للمسألة الأولى، و2 بعد التقييم الأول، …
help-exercise-key-json = اطبع كائن JSON واحدًا بدل النص
help-exercise-instance-about = المسألة التي يعطيها رمز صف واسم متعلّم (تعرض الصفحة المسألة نفسها): التمرين، وn، والبذرة، والنقلة الأولى
help-exercise-instance-class = رمز الصف، مثل FC-7KQ2M9
help-exercise-instance-learner = اسم المتعلّم أو رقمه (لا تهم المسافات ولا حالة الأحرف)
help-exercise-instance-attempt = المحاولة: 1 للمسألة الأولى، و2 بعد التقييم الأول، …
help-exercise-instance-json = اطبع كائن JSON واحدًا بدل النص
help-exercise-scorm-about = حزمة SCORM لتمرين الصف، لنظام إدارة تعلّم (Moodle وCanvas وBlackboard وBrightspace وSchoology): استورد ملف zip نشاطًا من نوع SCORM؛ يحصل كل متعلّم على المسألة التي يسحبها معرّفه في النظام (يعرضها `instance --class CODE --learner ID`)، وتذهب الدرجة، ناجحة أو راسبة قياسًا إلى --mastery، إلى سجل الدرجات بعد كل خطوة. مصنوعة من الملف الواحد الذي يكتبه `cargo xtask dist`؛ ويصنع عرض المعلّم في الموقع المنشور الحزمة نفسها
help-exercise-scorm-class = رمز الصف، مثل BT-7KQ2M9
help-exercise-scorm-out = أين يُكتب ملف zip
help-exercise-scorm-version = إصدار SCORM: ‏1.2 (تقبله كل الأنظمة) أو 2004 (الطبعة الرابعة)
help-exercise-scorm-mastery = النسبة المئوية للخطوات الصحيحة من المحاولة الأولى التي تكفي للنجاح
help-exercise-scorm-html = الملف الواحد الذي صفحة الحزمة نسخة منه

## nqueens lesson

help-lesson-about = دروس موجَّهة: تحقّق من ملف درس (تفتح الصفحة الملفات نفسها)، أو اسرد الدروس المضمَّنة، أو اطبع واحدًا لتبدأ منه درسك (الصيغة: docs/lesson-format.md في الكتاب)، أو احزم واحدًا لنظام إدارة تعلّم (SCORM)
help-lesson-check-about = تحقّق من ملف درس كاملًا، كما تفعل الصفحة قبل تشغيله: صيغته، وMarkdown فيه، وخوارزمية كل شريحة ورقعتها وبذرتها ومعاملاتها، وكل نقلة يذكرها (بتتبّع كل تشغيل ذي بذرة)، وكل `expect:`. يطبع `FILE: ok, N slides`، أو `FILE:LINE: ما الخطأ` في الخطأ القياسي مع حالة خروج 1
help-lesson-check-file = ملف الدرس (Markdown، UTF-8، 200 كيلوبايت على الأكثر)
help-lesson-check-json = اطبع الدرس محلولًا، كائن JSON واحدًا (حالة كل شريحة، ونقلتا بدايتها ونهايتها، وتشغيلها، وسؤالها وتوقعاتها)، بدل `ok`
help-lesson-check-original = الملف ترجمة لـ ORIGINAL (ملف درس، أو معرّف درس مضمَّن): تحقّق أيضًا من أن له الشرائح والرقع والنقلات والأسئلة والتوقعات نفسها، بكلمات أخرى فقط (الترجمات المضمَّنة هي lessons/TAG/ID.md)
help-lesson-list-about = اسرد الدروس المضمَّنة: المعرّف، والعنوان، والشرائح، والملخص (بلغة `--lang` أو لغة البيئة، حيث يكون الدرس مترجمًا)
help-lesson-list-json = اطبع كائن JSON واحدًا، {"{"}"lessons":[{"{"}"id","title","summary","slides"{"}"}]{"}"}، بدل النص
help-lesson-show-about = اطبع ملف درس مضمَّن (يسمّيها `nqueens lesson list`)، لتبدأ منه درسك: ترجمته إلى لغة `--lang` (أو لغة البيئة) إن وُجدت، وإلا فالإنجليزية
help-lesson-show-id = معرّف الدرس، مثل first-solution-walkthrough
help-lesson-show-json = اطبع الدرس محلولًا، كما يفعل `lesson check --json`، بدل ملفه
help-lesson-scorm-about = حزمة SCORM لدرس موجَّه، لنظام إدارة تعلّم (Moodle وCanvas وBlackboard وBrightspace وSchoology): استورد ملف zip نشاطًا من نوع SCORM؛ يحفظ النظام موضع كل متعلّم (الشريحة وإجاباته) بين مرات التشغيل، وتذهب الدرجة (الأسئلة الصحيحة من المحاولة الأولى؛ وفي درس بلا أسئلة، نسبة الشرائح المعروضة) إلى سجل الدرجات، ناجحة أو راسبة قياسًا إلى --mastery عند الإنهاء. درس مضمَّن بمعرّفه، أو ملف درسك أنت، يُتحقَّق منه كاملًا أولًا (كما في `lesson check`). مصنوعة من الملف الواحد الذي يكتبه `cargo xtask dist`؛ ويصنع عرض المعلّم في الموقع المنشور الحزمة نفسها
help-lesson-scorm-id = معرّف درس مضمَّن (`nqueens lesson list`)، مثل first-solution-walkthrough
help-lesson-scorm-file = ملف درسك أنت بدلًا منه (Markdown، UTF-8، 200 كيلوبايت على الأكثر)
help-lesson-scorm-out = أين يُكتب ملف zip؛ المجلد يأخذ اسم الحزمة نفسها (nqueens-lesson-ID-scorm12.zip)
help-lesson-scorm-version = إصدار SCORM: ‏1.2 (تقبله كل الأنظمة) أو 2004 (الطبعة الرابعة)
help-lesson-scorm-mastery = النسبة المئوية لأسئلة الدرس الصحيحة من المحاولة الأولى التي تكفي للنجاح
help-lesson-scorm-html = الملف الواحد الذي صفحة الحزمة نسخة منه

## nqueens papers

help-papers-about = قياساتنا بجانب الجداول المنشورة: جداول Sosič وGu (1991) من 2 إلى 5، ومع --rolfe جداول Rolfe (2006) لـ n = 1000 (بطيء: دقائق)
help-papers-sizes = أحجام الرقعة لجداول Sosič وGu، مفصولة بفواصل
help-papers-permutations = التباديل العشوائية وراء الجدولين 2 و3 (في البحث: 100)
help-papers-runs = تشغيلات QS1 وراء الجدولين 4 و5 (الافتراضي 10، كما في البحث)؛ ومع --brassard-bratley، تشغيلات queensLV وراء كل صف مقيس (الافتراضي 10,000)
help-papers-rolfe = شغّل أيضًا مقارنة Rolfe لـ n = 1000 (4 تشغيلات لكل خوارزمية من خوارزمياته)
help-papers-aima = بدلًا من ذلك، كتاب AIMA لـ Russell وNorvig: تسلق التل في §4.1.1 على 8 ملكات (‏--climbs تسلّقًا لكل منها) والشكل 5.5 من الطبعة الثانية (وسيط فحوص الاتساق لـ n من 2 إلى 50، حتى 40 مليونًا لكل منها؛ نحو دقيقة)
help-papers-climbs = التسلّقات وراء صفوف AIMA §4.1.1
help-papers-brassard-bratley = بدلًا من ذلك، جدول queensLV لـ Brassard وBratley (Fundamentals of Algorithmics، §10.6.3): لكل k، قيم p وs وe وt بدقة ومقيسةً عبر --runs تشغيلًا، بجانب قيم الكتاب لـ 8 ملكات، وأفضل k
help-papers-n = رقعة جدول --brassard-bratley (من 4 إلى 12)
help-papers-json = مع --brassard-bratley: الجدول بصيغة JSON
help-papers-seed = البذرة الرئيسية؛ إن أُغفلت سُحبت بذرة جديدة وعُرضت

## nqueens count

help-count-about = عُدّ كل الحلول، Q(n) (OEIS A000170)، والحلول الأساسية (A002562)، باستخدام رقع البتات وتناظرات المربع، على كل الأنوية. يقبل 1 ≤ n ≤ 20 (مع AVX-512 على نواتين يستغرق Q(17) نحو 1.5 ثانية، وQ(20) نحو 7 دقائق تقديرًا)
help-count-n = حجم الرقعة n
help-count-threads = خيوط العمل (الافتراضي: عدد الأنوية)
help-count-kernel = كيف يُبحث في الصفوف الأخيرة: الأسرع الذي يشغّله هذا المعالج، أو البحث بالعمق أولًا القياسي، أو ست عشرة رقعة في آن مع AVX-512
help-count-json = اطبع كائن JSON واحدًا بدل النص
help-count-kernel-best = AVX-512 إن كان المعالج يدعمه، وإلا القياسي
help-count-kernel-scalar = البحث بالعمق أولًا صفًا بعد صف (يعمل في كل مكان)
help-count-kernel-avx512 = البحث بالعرض أولًا في الصفوف الأخيرة، ست عشرة رقعة في آن (x86-64 مع AVX-512F)
