# What the page says about a course page's answer when it asks for the learner's saved work
# over SPLICE (www/splice.js's readAnswer, framed by a host such as Runestone or Doenet), in
# English: the source every language translates (docs/translating.md). These are the pieces
# predict-host-refused, predict-host-unusable (predict.ftl), exercise-host-refused and
# exercise-host-unusable (exercise.ftl) quote in brackets. Terms as in the SPLICE protocol
# (cssplice.org/slcp/iframe-protocol-specification.html): a state, a message, an error code.
# What the host sends (its words, its codes, a format number) is data, quoted as it is.

## Something the host sent, in words. $text: its words (spaces squeezed, cut short with …);
## $value: a number, true or false, as the host wrote it; $kind: JavaScript's name of the
## kind of value (undefined, object, bigint): "an object", "undefined", "a bigint".
splice-quoted = “{ $text }”
splice-as-is = { $value }
splice-a-list = a list
splice-null = null
splice-kind = { $kind ->
        [object] an object
        [undefined] undefined
       *[other] a { $kind }
    }

## What the host said went wrong. $said: splice-quoted (the host's words); $code: the
## host's error code (splice-quoted or another of the above).
splice-error-coded = { $said } (code { $code })
splice-error-code = error { $code }
splice-error-unsaid = an error, without saying which
splice-failed-unsaid = that it failed, without saying why

## Why the host's answer gives no saved work. $said: one of the above; $value: one of the
## first five; $format: the saved state's format (one of the first five); $mine: the format
## this page reads (1).
splice-it-said = it said { $said }
splice-not-a-message = the answer is { $value }, not a message
splice-not-json = its saved state is text that is not JSON
splice-not-a-record = its saved state is { $value }, not a record
splice-other-version = it was saved by another version of this page (format { $format }; this page reads format { $mine })
