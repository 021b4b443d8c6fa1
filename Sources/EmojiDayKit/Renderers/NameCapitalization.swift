/// How an entry's weekday and month names are capitalised: a renderer says which its text needs
/// (``Renderer/nameCapitalization(for:)``) and the provider asks ICU for that form
/// (``WidgetProvider/nameCapitalization``). German capitalises its weekdays either way: ICU decides, not this.
public enum NameCapitalization: Sendable, Hashable {
    /// As words on their own, at the start of a line, in a card or a tooltip (`Mardi`, `Sept.`).
    case standalone
    /// As in the middle of a sentence (`mardi`, `sept.`), where a line template places them among its own words.
    case midSentence
}
