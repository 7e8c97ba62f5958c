# الدروس بالعربية: مشغّل الدروس، ونافذة «الدروس»، وتنبيهات حزمة SCORM للدرس، وما يقوله
# `nqueens lesson` عن ملفات الدروس وترجماتها. مترجمة من locales/en/lessons.ftl
# (انظر docs/translating.md). المصطلحات كما في locales/ar/page.ftl: «ملكة»، «رقعة»، «صف»،
# «عمود»، «التراجع» (ويكيبيديا العربية «مسألة الثماني ملكات»؛ دليل freeCodeCamp العربي
# «خوارزميات التراجع»)؛ «شريحة»، «درس»، «نظام إدارة التعلّم (LMS)».
# نصوص الدروس نفسها في lessons/ar/<id>.md.
# مصطلح واحد لكل مفهوم، بمصادره: locales/ar/terms.toml (يفحصه tests/terms.rs): «تجربة» (trial)،
# «محاولة» (attempt)، «البدايات» (tries)، «إعادة بدء» (restart)، «إفراغ» (wipe-out)، «حركة
# جانبية»؛ «تسلق التل» و«البحث المحلي» كما في
# techsyncer.com/ar/hill-climbing-algorithm-for-ai-in-python.html؛ «الخوارزمية الجينية»
# و«التهجين» كما في marefa.org «خوارزميات وراثية»؛ «اللياقة» كما في technologyreview.ae
# «الخوارزميات الجينية». ما لم يؤكده بحث مذكور هناك بعبارة «not confirmed».

## The player's head

lesson-where = الشريحة { $slide } من { $count }
lesson-where-finished = انتهى
lesson-prev = → السابق
lesson-again = أعد تشغيل هذه الشريحة
lesson-next = التالي ←
lesson-finish = إنهاء
lesson-score = نزّل إجاباتي (JSON)
lesson-leave = غادر الدرس
lesson-notes = ملاحظات للمعلّم

## The bar at the screen's foot, while the slide's buttons are scrolled away

lesson-float =
    .aria-label = الدرس (الشريحة خارج العرض)
lesson-float-next = الشريحة التالية ←

## The player's lines

lesson-score-note = أجبت إجابة صحيحة من المحاولة الأولى عن { $right } من { $asked } { $asked ->
        [zero] سؤال
        [one] سؤال
        [two] سؤالين
        [few] أسئلة
       *[other] سؤالًا
    }.
lesson-welcome-back = أهلًا بعودتك: غادرت هذا الدرس عند الشريحة { $slide }. «السابق» يرجع إلى الخلف؛ الشريحة 1 هي البداية.
lesson-welcome-back-course = أهلًا بعودتك: حفظت صفحة المقرر مكانك، الشريحة { $slide }.
lesson-slide-refused = تعذّر ضبط رقعة هذه الشريحة: { $error }
lesson-board-refused = رُفضت الرقعة
lesson-record-exercise-step = خطوة التمرين
lesson-record-left = { $truth } (تُركت بعد { $answered } من { $total } أسئلة)
lesson-checking = جارٍ فحص الدرس…
lesson-worker-failed = تعذّر فحص الدرس ({ $message })
lesson-worker-silent = لم يبدأ العامل (worker) الخاص به

## The lesson's end (after Finish)

lesson-finished-title = انتهى: { $title }
lesson-finished-all = مررت بكل الشرائح.
lesson-finished-go-answers = نزّل إجاباتك، أو ارجع بزر «السابق»، أو اختر درسًا آخر من «الدروس»، أو غادر الدرس لتتابع مع الصفحة كما هي.
lesson-finished-go = ارجع بزر «السابق»، أو اختر درسًا آخر من «الدروس»، أو غادر الدرس لتتابع مع الصفحة كما هي.
lesson-finished-announce = انتهى الدرس: { $title }. { $note }

## The Lessons dialog

lessons-title = الدروس
lessons-intro = يضبط الدرس الرقعة، ويقول إلى ماذا ننظر، ويشغّل الحركات ويسأل الصف، شريحةً شريحة.
lessons-keys-or = أو
lessons-keys-on = للتقدّم،
lessons-keys-back = للرجوع.
lessons-slides = ({ $slides } { $slides ->
        [zero] شريحة
        [one] شريحة
        [two] شريحتان
        [few] شرائح
       *[other] شريحة
    }.)
lessons-finished = انتهى.
lessons-left-at = غادرته عند الشريحة { $slide }.
lessons-own = درسك الخاص
lessons-own-before = الدرس ملف نصي بصيغة Markdown: يشرح
lessons-own-link = تنسيق الدروس
lessons-own-after = في الكتاب كيف تكتبه. افتحه هنا، أو أفلته على الصفحة.
lessons-file = من ملف
lessons-url = من عنوان ويب
lessons-url-field =
    .placeholder = https://…/my-lesson.md
lessons-open = افتح
lessons-close = إغلاق

## Refusals (the dialog's, and the page's address messages); $error is the core's reason
## ("line 14: unknown algorithm …")

lessons-refused = رُفض «{ $title }»: { $error }.
lessons-file-too-big = حجم «{ $file }» { $size } بايت: ملف الدرس { $max } بايت على الأكثر.
lessons-file-refused = رُفض «{ $file }»: { $error }.
lessons-url-unread = تعذّرت قراءة الدرس في { $url } ({ $reason }): ربما لا يسمح خادمه للصفحات الأخرى بقراءته. نزّل الملف وافتحه بدلًا من ذلك.
lessons-host-answered = أجاب الخادم { $status }
lessons-url-refused = رُفض الدرس في { $url }: { $error }.
lessons-address-url = { $message } (lesson-url في العنوان)
lessons-address-text-not-packed = ليس درسًا حزمته هذه الصفحة
lessons-address-text-refused = رُفض الدرس الذي في العنوان (lesson-text): { $error }.
lessons-address-unknown = درس غير معروف «{ $id }» في العنوان: زر «الدروس» يعرض دروس الصفحة.
lessons-address-refused = رُفض الدرس «{ $id }»: { $error }.

## A lesson's SCORM package (www/scorm.js), what the learner reads

lesson-scorm-unopened = تعذّر فتح درس حزمة SCORM هذه: { $error }.
lesson-scorm-no-lms = لم يُعثر على نظام إدارة تعلّم: هذه الصفحة حزمة SCORM للدرس «{ $title }»، وإذا فُتحت خارج نظام إدارة التعلّم فلن ترسل أيّ درجة
lesson-scorm-kept-here = { $why }؛ يُحفظ مكانك في هذا المتصفح.
lesson-scorm-signed-in = سجّلك نظام إدارة التعلّم: يصل إليه مكانك ودرجتك بعد كل شريحة.
lesson-scorm-signed-in-as = سجّلك نظام إدارة التعلّم باسم { $name }: يصل إليه مكانك ودرجتك بعد كل شريحة.
lesson-scorm-signed-in-questions = سجّلك نظام إدارة التعلّم: يصل إليه مكانك ودرجتك بعد كل شريحة وكل إجابة، والنجاح عند { $mastery } % من الأسئلة صحيحة من المحاولة الأولى.
lesson-scorm-signed-in-as-questions = سجّلك نظام إدارة التعلّم باسم { $name }: يصل إليه مكانك ودرجتك بعد كل شريحة وكل إجابة، والنجاح عند { $mastery } % من الأسئلة صحيحة من المحاولة الأولى.
lesson-scorm-place-unread = تعذّرت قراءة المكان الذي حفظه نظام إدارة التعلّم ({ $error }): يبدأ الدرس من جديد عند الشريحة 1، ويحتفظ النظام بما لديه حتى تتقدّم.
lesson-scorm-place-too-long = لم يعد مكانك في هذا الدرس يتّسع في { $limit } حرفًا يحفظها SCORM { $version } له: ما زالت درجتك تصل إلى نظام إدارة التعلّم، لكن إعادة الفتح تستأنف من آخر مكان اتّسع.

## An exercise's SCORM package (www/scorm.js), what the learner reads; the LMS's refusals
## (either package's); a saved place that does not read (readPlace)

scorm-settings-unread = تعذّرت قراءة إعدادات SCORM لهذه الصفحة ({ $error })؛ فهي تعمل أداةَ عرض مرئي ولا ترسل أيّ درجة.
scorm-lms-no-session = لم يبدأ نظام إدارة التعلّم جلسة ({ $call }: { $why })
scorm-lms-threw = أطلق { $call } في نظام إدارة التعلّم الخطأ «{ $error }»
scorm-lms-error = الخطأ { $code }: { $words }
scorm-lms-error-code = الخطأ { $code }
scorm-lms-no-error-code = لم يُعطَ رمز خطأ
scorm-lms-refused = رفض نظام إدارة التعلّم { $element } = «{ $value }» ({ $why }).
scorm-lms-not-saved = لم يحفظ نظام إدارة التعلّم الدرجة ({ $call }: { $why }).
scorm-exercise-no-score = { $why }، فلن تصل إليه أيّ درجة. اكتب اسمك أو رقمك، وسلّم رمز الإكمال في النهاية.
scorm-exercise-no-lms = لم يُعثر على نظام إدارة تعلّم: هذه الصفحة حزمة SCORM للصف { $class }، وإذا فُتحت خارج نظام إدارة التعلّم فلن ترسل أيّ درجة. اكتب اسمك أو رقمك، وسلّم رمز الإكمال في النهاية.
scorm-exercise-id-too-long = في معرّفك لدى نظام إدارة التعلّم { $length } حرفًا، أكثر من الـ { $max } التي تُسحب منها نسخة التمرين: اكتب اسمك أو رقمك بدلًا منه؛ وما زالت الدرجة تصل إلى نظام إدارة التعلّم.
scorm-exercise-no-id = لم يُعطِ نظام إدارة التعلّم أيّ معرّف: اكتب اسمك أو رقمك؛ وما زالت الدرجة تصل إلى نظام إدارة التعلّم.
scorm-exercise-signed-in = سجّلك نظام إدارة التعلّم باسم { $name }: تذهب درجتك إلى دفتر درجاته بعد كل خطوة، والنجاح عند { $mastery } % من الخطوات صحيحة من المحاولة الأولى.
scorm-exercise-attempt-unread = تعذّرت قراءة المحاولة التي حفظها نظام إدارة التعلّم ({ $error }): تبدأ محاولة جديدة، ويحتفظ النظام بما لديه حتى تجيب.
scorm-exercise-too-long = لم تعد إجابات هذه المحاولة تتّسع في { $limit } حرفًا يحفظها SCORM { $version } لها: ما زالت درجتك تصل إلى نظام إدارة التعلّم، لكن إعادة الفتح تستأنف من آخر إجابة لك اتّسعت.
scorm-place-not-place = ليس مكانًا حفظه هذا الدرس
scorm-place-other-lesson = إنه المكان في درس آخر ({ $saved })، لا في «{ $lesson }»
scorm-place-slide = شريحته ({ $slide }) ليست من شرائح الدرس، وعددها { $count }
scorm-place-no-answers = ليست فيه قائمة إجابات
scorm-place-answer = إجابة لا تسمّي أيّ سؤال من الدرس ({ $answer })
scorm-place-twice = يجيب عن سؤال الشريحة { $slide } مرتين

## The teacher's view's SCORM downloads (www/scorm-package.js)

scorm-package-embedded-at = هذه الصفحة هي الملف الواحد، ولا يمكنه قراءة نفسه لصنع الحزمة. افتح عرض المعلّم في الموقع المنشور ({ $url }) واضغط هذا الزر هناك، أو شغّل من المستودع: { $command }
scorm-package-embedded = هذه الصفحة هي الملف الواحد، ولا يمكنه قراءة نفسه لصنع الحزمة. افتح عرض المعلّم في الموقع المنشور واضغط هذا الزر هناك، أو شغّل من المستودع: { $command }
scorm-package-making = تُصنع الحزمة…
scorm-package-no-single-file = لا يوجد { $file } بجوار هذه الصفحة ({ $error }): الحزمة نسخة منه. الموقع المنشور فيه (يضعه cargo xtask dist في dist/)؛ وخادم التطوير ليس فيه. من المستودع، شغّل cargo xtask dist، ثم: { $command }
scorm-package-unmade = تعذّر صنع الحزمة: { $error }.
scorm-package-unzipped = تعذّر ضغط الحزمة ({ $error }). من المستودع، شغّل: { $command }
scorm-package-downloaded = نُزّل { $file } ({ NUMBER($megabytes, minimumFractionDigits: 2, maximumFractionDigits: 2) } ميغابايت، { $what }). أضف في نظام إدارة التعلّم نشاط SCORM (Moodle: حزمة SCORM؛ Canvas: استورده حزمةَ SCORM) وارفعه؛ واجعل تقديره الدرجة.
scorm-package-what-exercise = SCORM { $version }، النجاح عند { $mastery } %
scorm-package-what-lesson = «{ $title }»، SCORM { $version }، النجاح عند { $mastery } % من أسئلته صحيحة من المحاولة الأولى
scorm-package-pass-mark = درجة النجاح نسبة مئوية صحيحة من 0 إلى 100.
scorm-package-open-lesson = الدرس المفتوح الآن: { $title }
scorm-package-lesson-closed = لم يعد في الصفحة درس مفتوح: اختر درسًا من القائمة.

## A SCORM package refused (src/scorm.rs; `nqueens exercise scorm`, `nqueens lesson scorm`,
## the teacher's view, a package's page reading its <meta> or its saved attempt)

scorm-error-version = إصدار SCORM غير معروف «{ $version }»: 1.2 (تقبله كل الأنظمة) أو 2004 (الطبعة الرابعة)
scorm-error-mastery = درجة النجاح نسبة مئوية من 0 إلى 100، لا { $mastery }
scorm-error-meta-mastery = درجة النجاح «{ $value }» في الحزمة ليست نسبة مئوية من 0 إلى 100
scorm-error-no-class = لا تسمّي الحزمة أيّ رمز صف
scorm-error-no-version = لا تسمّي الحزمة أيّ إصدار SCORM
scorm-error-lesson-unread = تتعذّر قراءة الدرس «{ $id }»
scorm-error-lesson-text = نص الدرس في الحزمة ليس درسًا حزمته هذه الصفحة
scorm-error-lesson-refused = تتعذّر قراءة درس الحزمة: { $error }
scorm-error-lesson-renamed = تسمّي الحزمة الدرس «{ $id }»، لكن نصها هو الدرس «{ $own }»
scorm-error-zip = عند كتابة الحزمة: { $error }
scorm-error-page-too-large = حجم الصفحة { NUMBER($megabytes, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } ميغابايت؛ والحزمة تأخذ ملفًا واحدًا لا يزيد على { $limit } ميغابايت
scorm-error-not-single-file = هذا ليس الملف الواحد nqueens-visualizer.html الذي يكتبه `cargo xtask dist` (ليست فيه النواة المضمّنة)
scorm-error-already-package = هذه الصفحة صفحة حزمة SCORM أصلًا: أعطِ الملف الواحد nqueens-visualizer.html نفسه
scorm-error-no-head = ليس في هذه الصفحة </head>: ليست الملف الواحد
scorm-error-not-attempt = ليست محاولة حفظها هذا التمرين
scorm-error-other-version = حفظها إصدار آخر من التمرين ({ $saved }؛ هذه الصفحة تقرأ { $reads })
scorm-error-cut-short = إنها مقطوعة (بلا رمز إكمال)
scorm-error-scores = درجاتها ليست أعدادًا من 0 إلى 10000
scorm-error-answers = إجاباتها لا تجتاز التحقق: { $why }
scorm-error-other-class = إنها محاولة لصف آخر ({ $saved })، لا للصف { $class }
scorm-error-other-learner = إنها محاولة متعلّم آخر

## `nqueens exercise scorm` and `nqueens lesson scorm` (src/cli/exercise.rs, src/cli/lesson.rs)

scorm-cli-no-single-file = لم يُعثر على { $path }: تُصنع الحزمة من الملف الواحد الذي يكتبه `cargo xtask dist` (شغّله في المستودع أولًا)، أو أعطِ مساره بـ --html
scorm-cli-unreadable = عند قراءة { $path }: { $error }
scorm-cli-not-text = { $path } ليس ملفًا نصيًا (UTF-8): أعطِ الملف الواحد nqueens-visualizer.html
scorm-cli-id-or-file = أعطِ معرّف درس مدمج أو --file ملف (لا كليهما)
scorm-cli-wrote-lesson = كُتب { $file } ({ NUMBER($megabytes, minimumFractionDigits: 2, maximumFractionDigits: 2) } ميغابايت): { $title }، SCORM { $version }، النجاح عند { $mastery } % من أسئلته صحيحة من المحاولة الأولى. استورده إلى نظام إدارة التعلّم حزمةَ SCORM؛ يحفظ موضع كل متعلّم.
scorm-title-exercise = { $name } (الصف { $class })
scorm-title-lesson = { $title } (درس موجَّه)
scorm-title-organization = مُصوِّر مسألة N ملكة: { $title }

## A lesson file's translation (`nqueens lesson check FILE --original ORIGINAL`, the tests):
## the same slides, boards and questions as its original, in other words

lesson-translation-id = معرّف الترجمة «{ $id }» ليس معرّف أصلها «{ $original }»
lesson-translation-slides = في الترجمة { $slides } { $slides ->
        [zero] شريحة
        [one] شريحة
        [two] شريحتان
        [few] شرائح
       *[other] شريحة
    }، وفي أصلها { $original }
lesson-translation-board = الشريحة { $slide } تضبط رقعة غير رقعة أصلها (السطر { $line }): يجب أن تكون كتلة state نفسها
lesson-translation-moves = الشريحة { $slide } تشغّل حركات غير حركات أصلها (السطر { $line }): يجب أن يكون play نفسه
lesson-translation-speed = الشريحة { $slide } تشغّل بسرعة غير سرعة أصلها (السطر { $line })
lesson-translation-question = الشريحة { $slide } تطرح سؤالًا غير سؤال أصلها (السطر { $line })
lesson-translation-expects = الشريحة { $slide } تثبّت أعدادًا غير أعداد أصلها (السطر { $line }): يجب أن تكون أسطر expect نفسها
lesson-check-translation-ok = { $file }: سليم، { $slides } { $slides ->
        [zero] شريحة
        [one] شريحة
        [two] شريحتان
        [few] شرائح
       *[other] شريحة
    }، مثل { $original } بكلمات أخرى
lesson-check-no-original = لا درس مدمج ولا ملف باسم «{ $original }»

## `nqueens lesson check` and `list`

lesson-check-ok = { $file }: سليم، { $slides } { $slides ->
        [zero] شريحة
        [one] شريحة
        [two] شريحتان
        [few] شرائح
       *[other] شريحة
    }
lesson-check-not-utf8 = الملف ليس نصًا بترميز UTF-8
lesson-check-unreadable = تتعذّر قراءته: { $error }
lesson-list-slides = ({ $slides } { $slides ->
        [zero] شريحة
        [one] شريحة
        [two] شريحتان
        [few] شرائح
       *[other] شريحة
    })
