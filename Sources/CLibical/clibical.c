// libical behind clibical.h: see there for what each function promises.
#include "clibical.h"

#include <libical/ical.h>
#include <stdlib.h>
#include <string.h>

struct CLibicalCalendar {
    icalcomponent *root;
    icalcomponent **events;
    int count;
};

CLibicalCalendar *clibical_parse(const char *text) {
    // A bad value is noted in the component (X-LIC-ERROR), never an abort.
    icalerror_set_errors_are_fatal(0);
    icalcomponent *root = icalparser_parse_string(text);
    icalerror_clear_errno();
    if (root == NULL) return NULL;
    icalcomponent *calendar = root;
    if (icalcomponent_isa(root) != ICAL_VCALENDAR_COMPONENT) {
        calendar = icalcomponent_get_first_component(root, ICAL_VCALENDAR_COMPONENT);
    }
    if (calendar == NULL) {
        icalcomponent_free(root);
        return NULL;
    }
    CLibicalCalendar *result = calloc(1, sizeof(CLibicalCalendar));
    if (result == NULL) {
        icalcomponent_free(root);
        return NULL;
    }
    result->root = root;
    int count = icalcomponent_count_components(calendar, ICAL_VEVENT_COMPONENT);
    if (count > 0) {
        result->events = calloc((size_t)count, sizeof(icalcomponent *));
        if (result->events == NULL) {
            clibical_free(result);
            return NULL;
        }
        int index = 0;
        for (icalcomponent *event = icalcomponent_get_first_component(calendar, ICAL_VEVENT_COMPONENT);
             event != NULL && index < count;
             event = icalcomponent_get_next_component(calendar, ICAL_VEVENT_COMPONENT)) {
            result->events[index++] = event;
        }
        result->count = index;
    }
    return result;
}

void clibical_free(CLibicalCalendar *calendar) {
    if (calendar == NULL) return;
    icalcomponent_free(calendar->root);
    free(calendar->events);
    free(calendar);
}

int clibical_event_count(const CLibicalCalendar *calendar) { return calendar == NULL ? 0 : calendar->count; }

static icalcomponent *event_at(const CLibicalCalendar *calendar, int event) {
    if (calendar == NULL || event < 0 || event >= calendar->count) return NULL;
    return calendar->events[event];
}

int clibical_event_errors(const CLibicalCalendar *calendar, int event) {
    icalcomponent *component = event_at(calendar, event);
    return component == NULL ? 0 : icalcomponent_count_properties(component, ICAL_XLICERROR_PROPERTY);
}

const char *clibical_event_error(const CLibicalCalendar *calendar, int event) {
    icalcomponent *component = event_at(calendar, event);
    if (component == NULL) return NULL;
    icalproperty *error = icalcomponent_get_first_property(component, ICAL_XLICERROR_PROPERTY);
    return error == NULL ? NULL : icalproperty_get_xlicerror(error);
}

static icalproperty *x_property(icalcomponent *component, const char *name) {
    for (icalproperty *property = icalcomponent_get_first_property(component, ICAL_X_PROPERTY); property != NULL;
         property = icalcomponent_get_next_property(component, ICAL_X_PROPERTY)) {
        const char *x_name = icalproperty_get_x_name(property);
        if (x_name != NULL && strcasecmp(x_name, name) == 0) return property;
    }
    return NULL;
}

const char *clibical_event_text(const CLibicalCalendar *calendar, int event, int which) {
    icalcomponent *component = event_at(calendar, event);
    if (component == NULL) return NULL;
    icalproperty *property = NULL;
    switch (which) {
    case CLibicalTextUID: property = icalcomponent_get_first_property(component, ICAL_UID_PROPERTY); break;
    case CLibicalTextSummary: property = icalcomponent_get_first_property(component, ICAL_SUMMARY_PROPERTY); break;
    case CLibicalTextEmoji: property = x_property(component, "X-EMOJIDAY-EMOJI"); break;
    case CLibicalTextBirthYear: property = x_property(component, "X-BIRTHYEAR"); break;
    case CLibicalTextRule: property = icalcomponent_get_first_property(component, ICAL_RRULE_PROPERTY); break;
    case CLibicalTextStatus: property = icalcomponent_get_first_property(component, ICAL_STATUS_PROPERTY); break;
    case CLibicalTextCategories:
        property = icalcomponent_get_first_property(component, ICAL_CATEGORIES_PROPERTY);
        break;
    default: return NULL;
    }
    if (property == NULL) return NULL;
    switch (which) {
    case CLibicalTextUID: return icalproperty_get_uid(property);
    case CLibicalTextSummary: return icalproperty_get_summary(property);
    case CLibicalTextEmoji:
    case CLibicalTextBirthYear: return icalproperty_get_x(property);
    default: return icalproperty_get_value_as_string(property);
    }
}

static CLibicalTime from_ical(struct icaltimetype time) {
    CLibicalTime result = {CLibicalTimeNone, 0, 0, 0, 0, 0, 0, 0};
    if (icaltime_is_null_time(time) || !icaltime_is_valid_time(time)) return result;
    result.year = time.year;
    result.month = time.month;
    result.day = time.day;
    result.hour = time.hour;
    result.minute = time.minute;
    result.second = time.second;
    if (time.is_date) {
        result.kind = CLibicalTimeDate;
        result.seconds = (int64_t)icaltime_as_timet(time);
    } else if (time.zone == NULL) {
        result.kind = CLibicalTimeFloating;
        result.seconds = (int64_t)icaltime_as_timet(time);
    } else {
        result.kind = CLibicalTimeInstant;
        result.seconds = (int64_t)icaltime_as_timet_with_zone(time, time.zone);
    }
    return result;
}

// A date-time property of the event, its TZID resolved through the calendar's VTIMEZONEs.
static struct icaltimetype time_of(icalcomponent *component, icalproperty *property) {
    if (property == NULL) return icaltime_null_time();
    return icalproperty_get_datetime_with_component(property, component);
}

CLibicalTime clibical_event_start(const CLibicalCalendar *calendar, int event) {
    icalcomponent *component = event_at(calendar, event);
    if (component == NULL) return from_ical(icaltime_null_time());
    return from_ical(time_of(component, icalcomponent_get_first_property(component, ICAL_DTSTART_PROPERTY)));
}

CLibicalTime clibical_event_recurrence_id(const CLibicalCalendar *calendar, int event) {
    icalcomponent *component = event_at(calendar, event);
    if (component == NULL) return from_ical(icaltime_null_time());
    return from_ical(time_of(component, icalcomponent_get_first_property(component, ICAL_RECURRENCEID_PROPERTY)));
}

int64_t clibical_event_duration(const CLibicalCalendar *calendar, int event) {
    icalcomponent *component = event_at(calendar, event);
    if (component == NULL) return -1;
    CLibicalTime start = clibical_event_start(calendar, event);
    if (start.kind == CLibicalTimeNone) return -1;
    icalproperty *end = icalcomponent_get_first_property(component, ICAL_DTEND_PROPERTY);
    if (end != NULL) {
        CLibicalTime finish = from_ical(time_of(component, end));
        if (finish.kind == CLibicalTimeNone) return -1;
        return finish.seconds - start.seconds;
    }
    icalproperty *duration = icalcomponent_get_first_property(component, ICAL_DURATION_PROPERTY);
    if (duration != NULL) {
        struct icaldurationtype value = icalproperty_get_duration(duration);
        if (icaldurationtype_is_bad_duration(value)) return -1;
        return (int64_t)icaldurationtype_as_int(value);
    }
    return -1;
}

int clibical_event_repeats(const CLibicalCalendar *calendar, int event) {
    icalcomponent *component = event_at(calendar, event);
    if (component == NULL) return 0;
    icalproperty *rule = icalcomponent_get_first_property(component, ICAL_RRULE_PROPERTY);
    if (rule != NULL) {
        struct icalrecurrencetype recurrence = icalproperty_get_rrule(rule);
        return recurrence.freq == ICAL_NO_RECURRENCE ? 2 : 1;
    }
    return icalcomponent_get_first_property(component, ICAL_RDATE_PROPERTY) != NULL;
}

// Whether a start is one of the event's EXDATEs.
static int excluded(icalcomponent *component, CLibicalTime start) {
    for (icalproperty *property = icalcomponent_get_first_property(component, ICAL_EXDATE_PROPERTY); property != NULL;
         property = icalcomponent_get_next_property(component, ICAL_EXDATE_PROPERTY)) {
        CLibicalTime exclusion = from_ical(time_of(component, property));
        if (exclusion.kind == CLibicalTimeNone) continue;
        if (exclusion.seconds == start.seconds) return 1;
        // A date excludes the day's start of a timed event written on that date.
        if (exclusion.kind == CLibicalTimeDate && start.kind != CLibicalTimeDate && exclusion.year == start.year
            && exclusion.month == start.month && exclusion.day == start.day)
            return 1;
    }
    return 0;
}

// Adds a start to `out` when it falls in the window and is not excluded; -2 when `out` is full.
static int add(icalcomponent *component, CLibicalTime start, int64_t from, int64_t to, CLibicalTime *out,
               int capacity, int *count) {
    if (start.kind == CLibicalTimeNone || start.seconds < from || start.seconds > to) return 0;
    if (excluded(component, start)) return 0;
    if (*count >= capacity) return -2;
    out[(*count)++] = start;
    return 0;
}

int clibical_event_expand(const CLibicalCalendar *calendar, int event, int64_t from, int64_t to, int64_t steps,
                          CLibicalTime *out, int capacity) {
    icalcomponent *component = event_at(calendar, event);
    if (component == NULL || out == NULL || capacity < 0) return 0;
    icalproperty *start_property = icalcomponent_get_first_property(component, ICAL_DTSTART_PROPERTY);
    struct icaltimetype dtstart = time_of(component, start_property);
    CLibicalTime first = from_ical(dtstart);
    if (first.kind == CLibicalTimeNone) return 0;
    int count = 0;
    // DTSTART is the first instance, whether or not the rule would give it.
    if (add(component, first, from, to, out, capacity, &count) < 0) return -2;
    int64_t taken = 0;
    for (icalproperty *rule = icalcomponent_get_first_property(component, ICAL_RRULE_PROPERTY); rule != NULL;
         rule = icalcomponent_get_next_property(component, ICAL_RRULE_PROPERTY)) {
        struct icalrecurrencetype recurrence = icalproperty_get_rrule(rule);
        if (recurrence.freq == ICAL_NO_RECURRENCE) continue;
        icalrecur_iterator *iterator = icalrecur_iterator_new(recurrence, dtstart);
        if (iterator == NULL) continue;
        // Without a COUNT the iterator may start at the window (less a day for zones); with one, it must count
        // from DTSTART, and the steps bound the cost.
        if (recurrence.count == 0 && from - 2 * 86400 > first.seconds) {
            struct icaltimetype window = icaltime_from_timet_with_zone(
                (time_t)(from - 2 * 86400), dtstart.is_date,
                dtstart.zone != NULL ? dtstart.zone : icaltimezone_get_utc_timezone());
            if (dtstart.zone == NULL) window.zone = NULL;
            (void)icalrecur_iterator_set_start(iterator, window);
        }
        for (;;) {
            struct icaltimetype next = icalrecur_iterator_next(iterator);
            if (icaltime_is_null_time(next)) break;
            if (++taken > steps) {
                icalrecur_iterator_free(iterator);
                return -1;
            }
            next.zone = dtstart.zone;
            CLibicalTime instance = from_ical(next);
            // Zones differ from UTC by less than a day: a start a day past the window's end ends it.
            if (instance.seconds > to + 86400) break;
            if (add(component, instance, from, to, out, capacity, &count) < 0) {
                icalrecur_iterator_free(iterator);
                return -2;
            }
        }
        icalrecur_iterator_free(iterator);
    }
    for (icalproperty *property = icalcomponent_get_first_property(component, ICAL_RDATE_PROPERTY); property != NULL;
         property = icalcomponent_get_next_property(component, ICAL_RDATE_PROPERTY)) {
        if (++taken > steps) return -1;
        struct icaldatetimeperiodtype value = icalproperty_get_rdate(property);
        struct icaltimetype time = icaltime_is_null_time(value.time) ? value.period.start : value.time;
        // The zone of the TZID parameter, as for DTSTART.
        struct icaltimetype resolved = time_of(component, property);
        if (!icaltime_is_null_time(resolved)) time = resolved;
        else if (time.zone == NULL && !time.is_date) time.zone = dtstart.zone;
        if (add(component, from_ical(time), from, to, out, capacity, &count) < 0) return -2;
    }
    return count;
}
