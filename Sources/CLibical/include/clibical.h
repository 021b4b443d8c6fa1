// The C face of the system's libical for Swift, without libical's own declarations: a parsed calendar is an
// opaque handle, times are plain structs of this header. clibical.c alone includes libical's headers.
//
// libical parses the text (RFC 5545), resolves each TZID through the calendar's VTIMEZONEs (or the system's
// zones) and iterates RRULEs; this face adds bounds: an expansion covers one window of time and gives up after
// a number of steps, so that no rule (FREQ=SECONDLY, COUNT=1000000000) costs more than its caller allows.
#ifndef EMOJIDAY_CLIBICAL_H
#define EMOJIDAY_CLIBICAL_H

#include <stdint.h>

/// A parsed VCALENDAR: libical's component tree.
typedef struct CLibicalCalendar CLibicalCalendar;

/// What a time value is.
enum CLibicalTimeKind {
    /// No value, or one libical could not read.
    CLibicalTimeNone = 0,
    /// A date (`VALUE=DATE`): an all-day value.
    CLibicalTimeDate = 1,
    /// A date and time in UTC or in a known zone: `seconds` is the instant.
    CLibicalTimeInstant = 2,
    /// A date and time without a zone (floating): the same wall-clock time in every zone.
    CLibicalTimeFloating = 3,
};

/// A time value: its kind, its wall-clock fields as written, and `seconds`, the instant for an `Instant`,
/// else the wall-clock time counted as if it were UTC (a date at midnight).
typedef struct {
    int kind;
    int year, month, day, hour, minute, second;
    int64_t seconds;
} CLibicalTime;

/// The texts an event gives, each the first such property's.
enum CLibicalText {
    CLibicalTextUID = 0,
    CLibicalTextSummary = 1,
    /// `X-EMOJIDAY-EMOJI`.
    CLibicalTextEmoji = 2,
    /// `X-BIRTHYEAR` (Apple's and khal's birthday year).
    CLibicalTextBirthYear = 3,
    /// The first RRULE, as written.
    CLibicalTextRule = 4,
    /// `STATUS`.
    CLibicalTextStatus = 5,
    /// The first `CATEGORIES`, as written.
    CLibicalTextCategories = 6,
};

/// Parses a text as an iCalendar stream; NULL when it holds no VCALENDAR. Free with clibical_free.
CLibicalCalendar *clibical_parse(const char *text);
void clibical_free(CLibicalCalendar *calendar);

/// How many VEVENTs the calendar holds, in file order.
int clibical_event_count(const CLibicalCalendar *calendar);
/// How many properties of event `event` libical could not read (it keeps them as X-LIC-ERROR).
int clibical_event_errors(const CLibicalCalendar *calendar, int event);
/// The first error libical noted in event `event`, or NULL. Valid until the calendar is freed.
const char *clibical_event_error(const CLibicalCalendar *calendar, int event);
/// A text of event `event`, or NULL when absent. Valid until the calendar is freed.
const char *clibical_event_text(const CLibicalCalendar *calendar, int event, int which);
/// DTSTART of event `event`.
CLibicalTime clibical_event_start(const CLibicalCalendar *calendar, int event);
/// RECURRENCE-ID of event `event`: kind None for an event that is not an override.
CLibicalTime clibical_event_recurrence_id(const CLibicalCalendar *calendar, int event);
/// The length of event `event` in seconds, from DTEND or DURATION; -1 when it gives neither.
int64_t clibical_event_duration(const CLibicalCalendar *calendar, int event);
/// Whether event `event` repeats: an RRULE or an RDATE. 2 when an RRULE libical cannot read is there.
int clibical_event_repeats(const CLibicalCalendar *calendar, int event);

/// The starts of event `event` (its DTSTART and RRULE's, and RDATEs, less EXDATEs) whose `seconds` lie in
/// [from, to], in no particular order (an RDATE may repeat a start), written to `out` (at most `capacity`). Returns how many, -1 when the
/// rules took more than `steps` iterations, -2 when more than `capacity` starts fall in the window; the
/// iterations taken are written to `taken` (when not NULL) in every case.
int clibical_event_expand(
    const CLibicalCalendar *calendar, int event, int64_t from, int64_t to, int64_t steps, CLibicalTime *out,
    int capacity, int64_t *taken);

#endif
