// `LocaleError` is declared by the ICU layer, which finds the problems, and is the type
// `EmojiDayError.invalidLocale` carries: re-exported, a client that imports EmojiDayKit alone can name it and
// match its cases. It is the ICU layer's only public declaration; everything else there stays `package`.
@_exported public import EmojiDayICU
