# عرض المعلّم وورقة العمل بالعربية. مترجم من locales/en/teacher.ftl (انظر
# docs/translating.md). المصطلحات كما في locales/ar/page.ftl؛ «نظام إدارة التعلّم (LMS)»
# و«حزمة SCORM» و«درجة النجاح» و«دفتر الدرجات» كما في وثائق Moodle العربية (docs.moodle.org/ar).
# مصطلح واحد لكل مفهوم، بمصادره: locales/ar/terms.toml (يفحصه tests/terms.rs): «تجربة» (trial)،
# «محاولة» (attempt)، «البدايات» (tries)، «إعادة بدء» (restart)، «إفراغ» (wipe-out)، «حركة
# جانبية»؛ «تسلق التل» و«البحث المحلي» كما في
# techsyncer.com/ar/hill-climbing-algorithm-for-ai-in-python.html؛ «الخوارزمية الجينية»
# و«التهجين» كما في marefa.org «خوارزميات وراثية»؛ «اللياقة» كما في technologyreview.ae
# «الخوارزميات الجينية». ما لم يؤكده بحث مذكور هناك بعبارة «not confirmed».

## The class link

teacher-title = للمعلّم: تمرين لصفّك
teacher-family = التمرين
teacher-new = رمز صفّ جديد
teacher-class = رمز الصفّ
teacher-note = يفتح الطلاب الرابط (أو يمسحون رمز QR) ويكتبون اسمهم أو رقمهم: يحصل كلٌّ على نسخة خاصة به، هي نفسها على أي جهاز. وفي النهاية يحصل كلٌّ على رمز إكمال يسلّمه (أو، في صفحة مقرّر تتحدث SPLICE، تذهب الدرجة إليها).
teacher-link-label = رابط الصفّ
teacher-copy = نسخ الرابط
teacher-qr =
    .aria-label = رمز QR لرابط الصفّ
teacher-qr-large = تكبير رمز QR
teacher-qr-link = رمز QR لرابط الصفّ { $link }
teacher-qr-code = رمز QR لرمز الصفّ { $code }
teacher-family-option = { $name } ({ $code })
teacher-file-link = فُتحت من ملف: يفتح الطلاب الملف نفسه، ويضغطون «كن الخوارزمية»، ويكتبون رمز الصفّ { $code }.
teacher-copied = نُسخ ✓
teacher-copy-by-hand = حدّده وانسخه (Ctrl+C)
teacher-link-copied = نُسخ رابط الصفّ.
teacher-class-refused = { $problem } (في العنوان)؛ سُحب رمز جديد.

## The LMS (SCORM)

teacher-scorm-title = ضعه في نظام إدارة التعلّم (SCORM)
teacher-scorm-note = تستورد Moodle وCanvas وBlackboard وBrightspace وSchoology هذا التمرين حزمةَ SCORM: يحصل كل طالب على نسخته من حسابه في النظام، دون كتابة اسم، وتذهب الدرجة إلى دفتر الدرجات بعد كل خطوة (ناجح أو راسب في النهاية حسب درجة النجاح).
teacher-scorm-version = إصدار SCORM
teacher-scorm-12 = 1.2 (تقبله كل الأنظمة)
teacher-scorm-2004 = 2004 (الطبعة الرابعة)
teacher-scorm-mastery = درجة النجاح (%)
teacher-scorm-download = تنزيل لنظام إدارة التعلّم (SCORM)
teacher-scorm-lesson-note = يدخل الدرس الموجَّه نظامك بالطريقة نفسها، بالإصدار ودرجة النجاح أعلاه: يحفظ النظام موضع كل طالب (الشريحة وإجاباته) من زيارة إلى التالية، والدرجة هي الأسئلة المجابة صحيحًا من المحاولة الأولى (وفي درس بلا أسئلة، نسبة الشرائح المعروضة).
teacher-scorm-lesson = درس موجَّه
teacher-scorm-lesson-download = تنزيل الدرس لنظام إدارة التعلّم (SCORM)

## Checking completion codes

teacher-check-title = التحقق من رموز الإكمال
teacher-codes = الصق الرموز التي سلّمها طلابك، رمزًا في كل سطر. يعيد التحقق تقييم كل رمز من إجاباته؛ وهو يحمي من الأخطاء (رمز كُتب خطأً أو عُدّل)، لا من الغش.
teacher-check = تحقّق من الرموز
teacher-csv = تنزيل CSV
teacher-results-region =
    .aria-label = الرموز المتحقَّق منها (يُمرَّر جانبيًا عند الضيق)
teacher-col-learner = الطالب
teacher-col-class = الصفّ
teacher-col-attempt = المحاولة
teacher-col-grading = التقييم
teacher-col-right = صحيح من المحاولة الأولى
teacher-col-score = الدرجة
teacher-col-model = الإجابة النموذجية
teacher-col-time = الوقت المستغرق
teacher-col-note = ملاحظة
teacher-grading-fix = بعد كل خطوة (مصحَّحة)
teacher-grading-undo = بعد كل خطوة (متراجَع عنها)
teacher-grading-end = في النهاية
teacher-no-name = (بلا اسم)
teacher-right = { $right } من { $total }
teacher-right-unfinished = { $right } من { $total } (لم يكتمل)
teacher-score = { $score }٪
teacher-model-opened = فُتحت: بلا درجة
teacher-model-not-opened = لا
teacher-seconds = { $seconds } ث
teacher-note-other-class = صفّ آخر ({ $class })
teacher-note-same-learner = الطالب نفسه في السطر { $line }
teacher-note-no-name = بلا اسم
teacher-repeats = السطر { $line } يكرّر السطر { $first }
teacher-refused-line = السطر { $line }: { $why }
teacher-refused-line-who = السطر { $line } ({ $who }): { $why }
teacher-checked = تُحقّق من { $codes } { $codes ->
        [one] رمز
        [two] رمزين
        [few] رموز
       *[other] رمزًا
    }.
teacher-checked-refused = تُحقّق من { $codes } { $codes ->
        [one] رمز
        [two] رمزين
        [few] رموز
       *[other] رمزًا
    }؛ المرفوض: { $refused }.
teacher-checked-ignored = تُحقّق من { $codes } { $codes ->
        [one] رمز
        [two] رمزين
        [few] رموز
       *[other] رمزًا
    }؛ المتجاهَل: { $ignored }.
teacher-checked-refused-ignored = تُحقّق من { $codes } { $codes ->
        [one] رمز
        [two] رمزين
        [few] رموز
       *[other] رمزًا
    }؛ المرفوض: { $refused }؛ المتجاهَل: { $ignored }.

## A learner's instance and its answer key

teacher-keys-title = نسخة الطالب ومفتاح إجابتها
teacher-learner = اسم الطالب أو رقمه
teacher-attempt = المحاولة
teacher-key-show = عرض النسخة ومفتاحها
teacher-names = لطباعة مفاتيح صفّ، الصق أسماء الطلاب أو أرقامهم، واحدًا في كل سطر، كما يكتبونها (المسافات وحالة الأحرف لا تهمّ). المحاولة هي المذكورة أعلاه.
teacher-key-layout = طباعة
teacher-key-pages = صفحة لكل طالب
teacher-key-table = جدول واحد
teacher-key-print = طباعة المفاتيح

## The worksheet (printed)

teacher-worksheet =
    .aria-label = ورقة العمل (مطبوعة)
teacher-worksheet-title = N ملكة: { $algorithm }، { $n } × { $n }، الحركة { $move }
teacher-worksheet-title-seed = N ملكة: { $algorithm }، { $n } × { $n }، البذرة { $seed }، الحركة { $move }
teacher-worksheet-alt = الرقعة عند الحركة { $move }، الملكات فقط: { $caption } تحتها: { $numbers }.
teacher-worksheet-name = الاسم: ______________________   التاريخ: ____________
teacher-worksheet-check-link = الصفّ 1 في الأسفل، والعمود 1 على اليسار. للتحقق من إجاباتك، افتح الصفحة عند هذه الحركة: { $link }
teacher-worksheet-check = الصفّ 1 في الأسفل، والعمود 1 على اليسار. للتحقق من إجاباتك، افتح الصفحة وانتقل إلى هذه الحركة على الخط الزمني.
