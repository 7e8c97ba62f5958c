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
