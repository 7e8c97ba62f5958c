# 页面通过 SPLICE 向课程页面请求已保存的作业时，对其回应的说明（www/splice.js），简体中文。
# 译自 locales/en/splice.ftl（见 docs/translating.md）。术语依照 SPLICE 协议
# （cssplice.org/slcp/iframe-protocol-specification.html）：状态、消息、错误代码。
# 一个概念一个术语，及其出处：locales/zh-CN/terms.toml（由 tests/terms.rs 检查）。

## Something the host sent, in words.
splice-quoted = “{ $text }”
splice-as-is = { $value }
splice-a-list = 一个列表
splice-null = null
splice-kind = 一个 { $kind } 类型的值

## What the host said went wrong.
splice-error-coded = { $said }（错误代码 { $code }）
splice-error-code = 错误 { $code }
splice-error-unsaid = 出错了，但没有说明是什么错误
splice-failed-unsaid = 失败了，但没有说明原因

## Why the host's answer gives no saved work.
splice-it-said = 它说：{ $said }
splice-not-a-message = 回应是 { $value }，不是一条消息
splice-not-json = 它保存的状态是文本，但不是 JSON
splice-not-a-record = 它保存的状态是 { $value }，不是一条记录
splice-other-version = 它由本页面的另一个版本保存（格式 { $format }；本页面读取格式 { $mine }）
