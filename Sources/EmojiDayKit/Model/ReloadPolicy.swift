/// When a widget asks for a new timeline, as WidgetKit's `TimelineReloadPolicy`. A timeline of days runs out
/// at the end of its last day; only one that ends on 9999-12-31, the last day there is, has no day to reload
/// at. WidgetKit's `.after(date)` has no use here.
public enum ReloadPolicy: Sendable, Hashable {
    /// After the last entry's day is over, at the timeline's ``Timeline/reloadDate``.
    case atEnd
    /// Never: the last entry is 9999-12-31, after which no day follows, and the timeline has no
    /// ``Timeline/reloadDate``.
    case never
}
