# ما تقوله الصفحة عن ردّ صفحة المقرر حين تطلب منها عبر SPLICE العمل المحفوظ (www/splice.js)،
# بالعربية. مترجم من locales/en/splice.ftl (انظر docs/translating.md). المصطلحات كما في
# بروتوكول SPLICE (cssplice.org/slcp/iframe-protocol-specification.html): الحالة، الرسالة،
# رمز الخطأ.
# مصطلح واحد لكل مفهوم، بمصادره: locales/ar/terms.toml (يفحصه tests/terms.rs).

## Something the host sent, in words.
splice-quoted = «{ $text }»
splice-as-is = { $value }
splice-a-list = قائمة
splice-null = null
splice-kind = قيمة من النوع { $kind }

## What the host said went wrong.
splice-error-coded = { $said } (الرمز { $code })
splice-error-code = الخطأ { $code }
splice-error-unsaid = خطأ، دون أن تقول أيّ خطأ
splice-failed-unsaid = أنّه فشل، دون أن تقول لماذا

## Why the host's answer gives no saved work.
splice-it-said = قالت { $said }
splice-not-a-message = الردّ هو { $value }، وليس رسالة
splice-not-json = حالتها المحفوظة نصّ ليس JSON
splice-not-a-record = حالتها المحفوظة هي { $value }، وليست سجلًّا
splice-other-version = حفظتها نسخة أخرى من هذه الصفحة (التنسيق { $format }؛ وهذه الصفحة تقرأ التنسيق { $mine })
