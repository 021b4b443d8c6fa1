// libical behind clibical.h: see there for what each function promises.
#include "clibical.h"

#include <libical/ical.h>
#include <stdlib.h>
#include <string.h>

struct CLibicalCalendar {
    icalcomponent *root;
    icalcomponent **events;
    int count;
    // The zone of the calendar's X-WR-TIMEZONE (as Google Calendar writes it), or NULL: floating times are read
    // in it, as Thunderbird and khal read them.
    icaltimezone *floating_zone;
};

static icalproperty *x_property(icalcomponent *component, const char *name) {
    for (icalproperty *property = icalcomponent_get_first_property(component, ICAL_X_PROPERTY); property != NULL;
         property = icalcomponent_get_next_property(component, ICAL_X_PROPERTY)) {
        const char *x_name = icalproperty_get_x_name(property);
        if (x_name != NULL && strcasecmp(x_name, name) == 0) return property;
    }
    return NULL;
}

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
    icalproperty *zone_name = x_property(calendar, "X-WR-TIMEZONE");
    const char *location = zone_name == NULL ? NULL : icalproperty_get_x(zone_name);
    if (location != NULL && strcasecmp(location, "UTC") == 0) {
        result->floating_zone = icaltimezone_get_utc_timezone();
    } else if (location != NULL && location[0] != '\0' && strstr(location, "..") == NULL) {
        // A name libical does not know leaves floating times floating.
        result->floating_zone = icaltimezone_get_builtin_timezone(location);
    }
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

// A date-time property of the event, its TZID resolved through the calendar's VTIMEZONEs; a floating time in
// the calendar's X-WR-TIMEZONE when it names one.
static struct icaltimetype time_of(const CLibicalCalendar *calendar, icalcomponent *component, icalproperty *property) {
    if (property == NULL) return icaltime_null_time();
    struct icaltimetype time = icalproperty_get_datetime_with_component(property, component);
    if (calendar->floating_zone != NULL && !icaltime_is_null_time(time) && !time.is_date && time.zone == NULL) {
        time.zone = calendar->floating_zone;
    }
    return time;
}

CLibicalTime clibical_event_start(const CLibicalCalendar *calendar, int event) {
    icalcomponent *component = event_at(calendar, event);
    if (component == NULL) return from_ical(icaltime_null_time());
    return from_ical(time_of(calendar, component, icalcomponent_get_first_property(component, ICAL_DTSTART_PROPERTY)));
}

CLibicalTime clibical_event_recurrence_id(const CLibicalCalendar *calendar, int event) {
    icalcomponent *component = event_at(calendar, event);
    if (component == NULL) return from_ical(icaltime_null_time());
    return from_ical(time_of(calendar, component, icalcomponent_get_first_property(component, ICAL_RECURRENCEID_PROPERTY)));
}

int64_t clibical_event_duration(const CLibicalCalendar *calendar, int event) {
    icalcomponent *component = event_at(calendar, event);
    if (component == NULL) return -1;
    CLibicalTime start = clibical_event_start(calendar, event);
    if (start.kind == CLibicalTimeNone) return -1;
    icalproperty *end = icalcomponent_get_first_property(component, ICAL_DTEND_PROPERTY);
    if (end != NULL) {
        CLibicalTime finish = from_ical(time_of(calendar, component, end));
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

// The properties of one kind, gathered before any is looked at: libical walks a component's properties with one
// cursor, so a walk of EXDATEs inside a walk of RRULEs would lose the RRULEs' place. NULL and 0 when none (or
// when memory runs out).
static icalproperty **properties(icalcomponent *component, icalproperty_kind kind, int *count) {
    *count = 0;
    int total = icalcomponent_count_properties(component, kind);
    if (total <= 0) return NULL;
    icalproperty **found = calloc((size_t)total, sizeof(icalproperty *));
    if (found == NULL) return NULL;
    for (icalproperty *property = icalcomponent_get_first_property(component, kind);
         property != NULL && *count < total; property = icalcomponent_get_next_property(component, kind)) {
        found[(*count)++] = property;
    }
    return found;
}

// The event's EXDATEs, read once.
typedef struct {
    CLibicalTime *times;
    int count;
} Exclusions;

// Whether a start is one of the event's EXDATEs.
static int excluded(const Exclusions *exclusions, CLibicalTime start) {
    for (int index = 0; index < exclusions->count; index++) {
        CLibicalTime exclusion = exclusions->times[index];
        if (exclusion.seconds == start.seconds) return 1;
        // A date excludes the day's start of a timed event written on that date.
        if (exclusion.kind == CLibicalTimeDate && start.kind != CLibicalTimeDate && exclusion.year == start.year
            && exclusion.month == start.month && exclusion.day == start.day)
            return 1;
    }
    return 0;
}

// Adds a start to `out` when it falls in the window and is not excluded; -2 when `out` is full.
static int add(const Exclusions *exclusions, CLibicalTime start, int64_t from, int64_t to, CLibicalTime *out,
               int capacity, int *count) {
    if (start.kind == CLibicalTimeNone || start.seconds < from || start.seconds > to) return 0;
    if (excluded(exclusions, start)) return 0;
    if (*count >= capacity) return -2;
    out[(*count)++] = start;
    return 0;
}

// The starts of one RRULE within the window, added to `out`: 0, or -1 or -2 as clibical_event_expand returns.
static int expand_rule(icalproperty *rule, struct icaltimetype dtstart, CLibicalTime first, const Exclusions *exclusions,
                       int64_t from, int64_t to, int64_t steps, int64_t *taken, CLibicalTime *out, int capacity,
                       int *count) {
    struct icalrecurrencetype recurrence = icalproperty_get_rrule(rule);
    if (recurrence.freq == ICAL_NO_RECURRENCE) return 0;
    icalrecur_iterator *iterator = icalrecur_iterator_new(recurrence, dtstart);
    if (iterator == NULL) return 0;
    // Without a COUNT the iterator may start at the window (less two days for zones); with one, it must count
    // from DTSTART, and the steps bound the cost.
    if (recurrence.count == 0 && from - 2 * 86400 > first.seconds) {
        struct icaltimetype window = icaltime_from_timet_with_zone(
            (time_t)(from - 2 * 86400), dtstart.is_date,
            dtstart.zone != NULL ? dtstart.zone : icaltimezone_get_utc_timezone());
        if (dtstart.zone == NULL) window.zone = NULL;
        (void)icalrecur_iterator_set_start(iterator, window);
    }
    int result = 0;
    for (;;) {
        struct icaltimetype next = icalrecur_iterator_next(iterator);
        if (icaltime_is_null_time(next)) break;
        if (++*taken > steps) {
            result = -1;
            break;
        }
        next.zone = dtstart.zone;
        CLibicalTime instance = from_ical(next);
        // Zones differ from UTC by less than a day: a start a day past the window's end ends it.
        if (instance.seconds > to + 86400) break;
        if (add(exclusions, instance, from, to, out, capacity, count) < 0) {
            result = -2;
            break;
        }
    }
    icalrecur_iterator_free(iterator);
    return result;
}

int clibical_event_expand(const CLibicalCalendar *calendar, int event, int64_t from, int64_t to, int64_t steps,
                          CLibicalTime *out, int capacity, int64_t *taken_out) {
    if (taken_out != NULL) *taken_out = 0;
    icalcomponent *component = event_at(calendar, event);
    if (component == NULL || out == NULL || capacity < 0) return 0;
    struct icaltimetype dtstart = time_of(calendar, component, icalcomponent_get_first_property(component, ICAL_DTSTART_PROPERTY));
    CLibicalTime first = from_ical(dtstart);
    if (first.kind == CLibicalTimeNone) return 0;
    int exdate_count = 0, rule_count = 0, rdate_count = 0;
    icalproperty **exdates = properties(component, ICAL_EXDATE_PROPERTY, &exdate_count);
    icalproperty **rules = properties(component, ICAL_RRULE_PROPERTY, &rule_count);
    icalproperty **rdates = properties(component, ICAL_RDATE_PROPERTY, &rdate_count);
    Exclusions exclusions = {NULL, 0};
    if (exdate_count > 0) exclusions.times = calloc((size_t)exdate_count, sizeof(CLibicalTime));
    if (exclusions.times != NULL) {
        for (int index = 0; index < exdate_count; index++) {
            CLibicalTime exclusion = from_ical(time_of(calendar, component, exdates[index]));
            if (exclusion.kind != CLibicalTimeNone) exclusions.times[exclusions.count++] = exclusion;
        }
    }
    int count = 0;
    int64_t taken = 0;
    // DTSTART is the first instance, whether or not the rule would give it.
    int result = add(&exclusions, first, from, to, out, capacity, &count);
    for (int index = 0; result == 0 && index < rule_count; index++) {
        result = expand_rule(rules[index], dtstart, first, &exclusions, from, to, steps, &taken, out, capacity, &count);
    }
    for (int index = 0; result == 0 && index < rdate_count; index++) {
        if (++taken > steps) {
            result = -1;
            break;
        }
        struct icaldatetimeperiodtype value = icalproperty_get_rdate(rdates[index]);
        struct icaltimetype time = icaltime_is_null_time(value.time) ? value.period.start : value.time;
        // The zone of the TZID parameter, as for DTSTART; a time without one is in DTSTART's zone.
        struct icaltimetype resolved = time_of(calendar, component, rdates[index]);
        if (!icaltime_is_null_time(resolved)) time = resolved;
        else if (time.zone == NULL && !time.is_date && !icaltime_is_utc(time)) time.zone = dtstart.zone;
        result = add(&exclusions, from_ical(time), from, to, out, capacity, &count);
    }
    free(exclusions.times);
    free(exdates);
    free(rules);
    free(rdates);
    if (taken_out != NULL) *taken_out = taken;
    return result < 0 ? result : count;
}
