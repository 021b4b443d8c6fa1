/// When a widget asks for a new timeline, as WidgetKit's `TimelineReloadPolicy`. A timeline of days always
/// runs out at the end of its last day, so that is the one policy; WidgetKit's `.after(date)` and `.never`
/// have no use here.
public enum ReloadPolicy: Sendable, Hashable {
    /// After the last entry's day is over, at the timeline's ``Timeline/reloadDate``.
    case atEnd
}
