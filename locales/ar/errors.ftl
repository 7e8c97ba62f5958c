# أخطاء النواة بالعربية. مترجم من locales/en/errors.ftl (انظر docs/translating.md).
# المصطلحات كما في locales/ar/page.ftl: الملكة، الرقعة، الصف، العمود، التراجع، التبديل، الخلف.
# مصطلح واحد لكل مفهوم، بمصادره: locales/ar/terms.toml (يفحصه tests/terms.rs): «تجربة» (trial)،
# «محاولة» (attempt)، «البدايات» (tries)، «إعادة بدء» (restart)، «إفراغ» (wipe-out)، «حركة
# جانبية»؛ «تسلق التل» و«البحث المحلي» كما في
# techsyncer.com/ar/hill-climbing-algorithm-for-ai-in-python.html؛ «الخوارزمية الجينية»
# و«التهجين» كما في marefa.org «خوارزميات وراثية»؛ «اللياقة» كما في technologyreview.ae
# «الخوارزميات الجينية». ما لم يؤكده بحث مذكور هناك بعبارة «not confirmed».

error-size-not-whole = حجم الرقعة «{ $text }» ليس عددًا صحيحًا: تعمل { $algorithm } من 1 إلى { $max }
error-size-range = حجم الرقعة { $n } خارج النطاق: تعمل { $algorithm } من 1 إلى { $max }
error-size-no-solution = لا يوجد حل على رقعة { $n }×{ $n } (Q({ $n }) = 0، OEIS A000170): لا تتوقف { $algorithm } إلا عند حل
error-queens-rows = يجب أن تكون queens أعمدة مفصولة بفواصل (0 لصف فارغ)، واحدًا لكل صف بدءًا من الصف 1، وبحد أقصى { $max } صفًا
error-queens-column = يجب أن تكون queens أعمدة مفصولة بفواصل (0 لصف فارغ)، واحدًا لكل صف بدءًا من الصف 1؛ «{ $text }» ليس عمودًا
error-board-rows = تحتاج رقعة من 1 إلى { $max } صفًا عمودًا واحدًا لكل صف من 0 (فارغ) إلى n
error-seed-not-whole = البذرة «{ $text }» ليست عددًا صحيحًا من 0 إلى { $max }
error-seed-too-large = البذرة { $text } أكبر من { $max }
error-seed-no-source = لا يوجد مصدر للبذور العشوائية: { $error }
error-param-none = لا تأخذ { $algorithm } أي معاملات (أُعطي «{ $name }»)
error-param-unknown = ليس لـ { $algorithm } معامل «{ $name }»: معاملاتها هي { $names }
error-param-twice = المعامل { $name } مُعطى مرتين: أعطه مرة واحدة
error-param-not-pair = «{ $piece }» ليس معاملًا مكتوبًا على الصورة الاسم=القيمة
error-param-choice = { $name } «{ $text }»: اختر واحدًا من { $choices }
error-param-whole = { $name } «{ $text }»: اختر عددًا صحيحًا من { $min } إلى { $max }
error-param-real = { $name } «{ $text }»: اختر عددًا من { $min } إلى { $max }
error-param-flag = { $name } «{ $text }»: اختر on أو off
error-bound-n = n = { $n }
error-bound-any-n = n
error-bound-real = { NUMBER($value, maximumFractionDigits: 20, useGrouping: "false") }
error-queens-lv-k = k «{ NUMBER($k, useGrouping: "false") }»: اختر عددًا صحيحًا من 0 إلى { NUMBER($n, useGrouping: "false") }، أي صفوف رقعة { NUMBER($n, useGrouping: "false") } × { NUMBER($n, useGrouping: "false") }
error-annealing-floor = يجب أن يكون الحد الأدنى { NUMBER($floor, maximumFractionDigits: 20, useGrouping: "false") } أقل من درجة الحرارة الابتدائية { NUMBER($temperature, maximumFractionDigits: 20, useGrouping: "false") } (وأن يكون معامل التبريد { NUMBER($cooling, maximumFractionDigits: 20, useGrouping: "false") } بين 0 و1): وإلا توقف التشغيل قبل أول اقتراح
error-table-runs = يحتاج الجدول إلى تشغيل واحد على الأقل
error-table-k = k «{ NUMBER($k, useGrouping: "false") }»: اختر k من 0 إلى { NUMBER($n, useGrouping: "false") }
error-board-size = حجم الرقعة { NUMBER($n, useGrouping: "false") } خارج النطاق: اختر n من { NUMBER($min, useGrouping: "false") } إلى { NUMBER($max, useGrouping: "false") } ({ $reason })
error-no-solution = لا يوجد حل على رقعة { $n }×{ $n } (Q({ $n }) = 0، OEIS A000170): سيعيد البحث العشوائي البدء إلى الأبد
error-no-such-task = لا توجد مهمة عدّ رقمها { NUMBER($index, useGrouping: "false") } لـ n = { NUMBER($n, useGrouping: "false") }: مهامها مرقّمة من 0 إلى { NUMBER($last, useGrouping: "false") }
error-prefix = لا يمكن البدء من هذه الملكات: { $what }
error-untranslated = { $text }
error-reason-permutation-swap = متجهات التبديل المستخدمة تنمو مثل n²
error-reason-count = عدّ كل الحلول يستغرق ساعات بعد ذلك
error-reason-backtracking = يحفظ التراجع كل صف في رقعة بتات من 64 بتًا
error-reason-brassard-bratley = يعدّد الجدول الدقيق كل متجه واعد
error-reason-qs1 = الزمن: نحو نصف دقيقة عند 10,000,000
error-reason-hill-climbing = كل خطوة تزن كل الخلفاء n(n − 1)
error-reason-queens-lv = رقعة الصفحة المتحركة، ونطاق k
error-reason-memory = الذاكرة: نحو 6 بايت لكل ملكة
error-reason-csp = التراجع مع الاستدلال أو MRV أو LCV يرقّم كل مربع محذوف ببايت واحد
error-reason-genetic = بعد 8 ملكات تحتاج الخوارزمية الجينية البسيطة ملايين الأبناء
error-reason-simulated-annealing = تبقى رقعتها العشوائية وخطواتها صغيرة
error-reason-construction = الذاكرة اللازمة للأعمدة
error-reason-random-placement = كل تجربة تكلف n² وتزداد التجارب مع n

## The page's own checks (src/refusals.rs, for src/bindings.rs)

error-board-columns = تحتاج رقعة من { NUMBER($n, useGrouping: "false") } صفًا إلى { NUMBER($n, useGrouping: "false") } عمودًا، لا إلى { NUMBER($given, useGrouping: "false") }
error-memory-refused = لم يمنح المتصفح الـ { $megabytes } م.ب من الذاكرة التي تحتاجها { $n } ملكة مع { $algorithm } (نحو { $perQueen } بايت لكل ملكة): اختر رقعة أصغر
error-count-kernel = لا توجد نواة عدّ «{ $name }»: اختر واحدة من { $kernels }
error-canvas-image = رفض عنصر الرسم (canvas) الصورة: { $error }
error-no-question = لا يسأل التشغيل شيئًا بعد الحركة { NUMBER($start, useGrouping: "false") }
error-mastery = درجة النجاح نسبة مئوية صحيحة من 0 إلى 100، لا { NUMBER($mastery, maximumFractionDigits: 20, useGrouping: "false") }
