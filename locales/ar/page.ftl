# الصفحة بالعربية. مترجمة من locales/en/page.ftl (انظر docs/translating.md).
# المصطلحات: «ملكة»، «لوحة الشطرنج»، «صف»، «عمود»، «قطر» كما في ويكيبيديا العربية
# «مسألة الثماني ملكات» (ar.wikipedia.org)، و«التراجع» (backtracking) كما في دليل
# freeCodeCamp العربي «خوارزميات التراجع» (guide/arabic/algorithms/backtracking-algorithms).
# مصطلح واحد لكل مفهوم، بمصادره: locales/ar/terms.toml (يفحصه tests/terms.rs): «تجربة» (trial)،
# «محاولة» (attempt)، «البدايات» (tries)، «إعادة بدء» (restart)، «إفراغ» (wipe-out)، «حركة
# جانبية»؛ «تسلق التل» و«البحث المحلي» كما في
# techsyncer.com/ar/hill-climbing-algorithm-for-ai-in-python.html؛ «الخوارزمية الجينية»
# و«التهجين» كما في marefa.org «خوارزميات وراثية»؛ «اللياقة» كما في technologyreview.ae
# «الخوارزميات الجينية». ما لم يؤكده بحث مذكور هناك بعبارة «not confirmed».

## The document

page-title = مُصوِّر مسألة N ملكة — شاهد خوارزمية التراجع وهي تفكّر

## The masthead

masthead-title = مُصوِّر مسألة N ملكة
masthead-views =
    .aria-label = طرق العرض
masthead-tab-watch = مشاهدة
masthead-tab-compare = مقارنة
masthead-theme = المظهر
masthead-language = اللغة
masthead-lessons = الدروس
masthead-about = المسألة والمصطلحات
masthead-keys = المفاتيح
masthead-intro-puzzle = ضع n ملكات على لوحة n × n بحيث لا تهاجم أيّ ملكة ملكةً أخرى (لا ملكتان في صف واحد أو عمود واحد أو قطر واحد). ملكة واحدة في كل صف، والصف 1 في الأسفل.
masthead-intro-watch = اختر خوارزمية وحجم اللوحة، ثم خطوة أو تشغيل أو تنفيذ.
masthead-intro-compare = مقارنة: حدّد الخوارزميات، واختر حجم اللوحة وعدد التشغيلات، ثم تنفيذ المقارنة.

## The theme menu's choices

theme-auto = تلقائي (حسب النظام)
theme-light = فاتح
theme-dark = داكن
theme-contrast = تباين عالٍ

## The Watch view's controls

watch-algorithm = الخوارزمية
watch-board-size = حجم اللوحة
watch-board-size-hint = (n)
watch-board-size-range = (من 1 إلى { $animated }؛ وحتى { $large } بعرض مصغَّر لبعضها)
watch-seed = البذرة
watch-seed-hint = (عدد صحيح؛ اتركه فارغًا لسحب بذرة جديدة)
watch-new-seed = بذرة جديدة
watch-options = الخيارات
watch-options-none = (لم يتغيّر شيء)
watch-options-legend = الخيارات (معاملات الخوارزمية)
watch-predict = توقّع كل حركة
watch-speed = السرعة
watch-speed-value = { $speed } { $speed ->
        [one] حركة
        [two] حركتان
        [few] حركات
       *[other] حركة
    }/ث
watch-playback =
    .aria-label = عناصر التشغيل
watch-play = تشغيل
watch-pause = إيقاف مؤقت
watch-step = خطوة
watch-step-back = خطوة للخلف
watch-run-to-end = تنفيذ حتى النهاية
watch-run-to-next-solution = تنفيذ حتى الحل التالي
watch-run-both = تنفيذ كليهما حتى حل
watch-run-to-end-of-search = تنفيذ حتى نهاية البحث
watch-reset = إعادة الضبط
watch-pseudocode = الشيفرة الزائفة
watch-leave-presentation = مغادرة العرض التقديمي
