// The floor for emojiday's work: the same ICU calls, in C, writing the same bytes.
//
//   reference LOCALE YYYY-MM-DD             one line, as `emojiday --locale LOCALE --date …` (theme moods;
//                                           without emojiday's bidi isolates for right-to-left locales)
//   reference LOCALE YYYY-MM-DD DAYS        the JSON timeline, as `emojiday timeline --days DAYS --format json`
//
// The time zone is TZ's (an IANA name), else UTC. Like emojiday, it opens a Gregorian calendar for the
// weekday and the civil date, the locale's display calendar for the day, a stand-alone `cccc` formatter,
// the day label's formatter from the best pattern for skeleton `d`, and for JSON the `ccc` and full-date
// formatters. Benchmarks/run checks that its output equals emojiday's byte for byte.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/uloc.h>
#include <unicode/ustring.h>

static const char *emoji[8] = {"", "😎", "😫", "😊", "🤓", "🤔", "🥳", "😴"};
static const char *weekday[8] = {"", "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"};

static void check(UErrorCode status, const char *what) {
    if (U_FAILURE(status)) {
        fprintf(stderr, "reference: %s: %s\n", what, u_errorName(status));
        exit(1);
    }
}

static UDateFormat *open_pattern(const char *locale, const UChar *zone, const char *pattern, UCalendar *calendar,
                                 int standalone) {
    UChar upattern[64];
    u_uastrcpy(upattern, pattern);
    UErrorCode status = U_ZERO_ERROR;
    UDateFormat *format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, zone, -1, upattern, -1, &status);
    check(status, "udat_open");
    udat_setCalendar(format, calendar);
    if (standalone) udat_setContext(format, UDISPCTX_CAPITALIZATION_FOR_STANDALONE, &status);
    return format;
}

static const char *format(UDateFormat *format, UDate date, char *out, int capacity) {
    UChar buffer[256];
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = udat_format(format, date, buffer, 256, NULL, &status);
    check(status, "udat_format");
    u_strToUTF8(out, capacity, NULL, buffer, length, &status);
    check(status, "u_strToUTF8");
    return out;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: reference LOCALE YYYY-MM-DD [DAYS]\n");
        return 64;
    }
    // A BCP 47 tag (ja-JP-u-ca-japanese) becomes an ICU ID (ja_JP@calendar=japanese), as emojiday does.
    char icu_id[ULOC_FULLNAME_CAPACITY];
    const char *locale = argv[1];
    if (strchr(locale, '-')) {
        UErrorCode tag_status = U_ZERO_ERROR;
        uloc_forLanguageTag(locale, icu_id, sizeof icu_id, NULL, &tag_status);
        check(tag_status, "uloc_forLanguageTag");
        locale = icu_id;
    }
    int year, month, day;
    if (sscanf(argv[2], "%d-%d-%d", &year, &month, &day) != 3) return 64;
    long days = argc > 3 ? atol(argv[3]) : 0;
    const char *tz = getenv("TZ");
    if (!tz || !*tz) tz = "UTC";
    UChar zone[128];
    u_uastrcpy(zone, tz);

    UErrorCode status = U_ZERO_ERROR;
    char gregorian_id[ULOC_FULLNAME_CAPACITY];
    snprintf(gregorian_id, sizeof gregorian_id, "%s@calendar=gregorian", locale);
    UCalendar *gregorian = ucal_open(zone, -1, gregorian_id, UCAL_GREGORIAN, &status);
    UCalendar *display = ucal_open(zone, -1, locale, UCAL_DEFAULT, &status);
    check(status, "ucal_open");
    ucal_setAttribute(gregorian, UCAL_SKIPPED_WALL_TIME, UCAL_WALLTIME_NEXT_VALID);
    ucal_setAttribute(gregorian, UCAL_REPEATED_WALL_TIME, UCAL_WALLTIME_FIRST);
    UDateFormat *name = open_pattern(locale, zone, "cccc", display, 1);
    UDateTimePatternGenerator *generator = udatpg_open(locale, &status);
    check(status, "udatpg_open");
    UChar skeleton[] = {'d', 0}, pattern[64];
    int32_t length = udatpg_getBestPattern(generator, skeleton, 1, pattern, 64, &status);
    check(status, "udatpg_getBestPattern");
    udatpg_close(generator);
    UDateFormat *label = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, zone, -1, pattern, length, &status);
    check(status, "udat_open");
    udat_setCalendar(label, display);

    char name_text[256], label_text[256], short_text[256], full_text[512];
    if (days == 0) {
        ucal_clear(gregorian);
        ucal_setDateTime(gregorian, year, month - 1, day, 0, 0, 0, &status);
        UDate date = ucal_getMillis(gregorian, &status);
        int wd = ucal_get(gregorian, UCAL_DAY_OF_WEEK, &status);
        printf("%s %s %s\n", emoji[wd], format(name, date, name_text, 256), format(label, date, label_text, 256));
        return 0;
    }

    UDateFormat *short_name = open_pattern(locale, zone, "ccc", display, 1);
    UDateFormat *full = udat_open(UDAT_NONE, UDAT_FULL, locale, zone, -1, NULL, -1, &status);
    check(status, "udat_open");
    udat_setCalendar(full, display);
    udat_setContext(full, UDISPCTX_CAPITALIZATION_FOR_STANDALONE, &status);
    const char *calendar_type = ucal_getType(display, &status);
    if (strcmp(calendar_type, "gregorian") != 0) ucal_setGregorianChange(display, -1e300, &status);

    static char out[1 << 16];
    setvbuf(stdout, out, _IOFBF, sizeof out);
    fputs("{\n  \"entries\": [", stdout);
    UDate date = 0;
    for (long index = 0; index <= days; index++) {
        ucal_clear(gregorian);
        ucal_setDateTime(gregorian, year, month - 1, day + (int)index, 0, 0, 0, &status);
        date = ucal_getMillis(gregorian, &status);
        if (index == days) break;
        ucal_setMillis(display, date, &status);
        int offset = (ucal_get(gregorian, UCAL_ZONE_OFFSET, &status) + ucal_get(gregorian, UCAL_DST_OFFSET, &status))
                     / 60000;
        int wd = ucal_get(gregorian, UCAL_DAY_OF_WEEK, &status);
        printf("%s\n    {\n      \"calendar\": \"%s\",\n      \"civilDate\": \"%04d-%02d-%02d\",\n"
               "      \"date\": \"%04d-%02d-%02dT%02d:%02d:%02d%c%02d:%02d\",\n"
               "      \"day\": %d,\n      \"dayLabel\": \"%s\",\n      \"direction\": \"%s\",\n"
               "      \"emoji\": \"%s\",\n      \"fullDate\": \"%s\",\n      \"gradient\": {\n        \"colors\": [\n"
               "          \"#32ADE6\",\n          \"#34C759\"\n        ],\n        \"end\": \"bottomTrailing\",\n"
               "        \"start\": \"topLeading\"\n      },\n      \"locale\": \"%s\",\n      \"monthCode\": \"M%02d\",\n"
               "      \"textColor\": \"#FFFFFFB3\",\n      \"theme\": \"moods\",\n      \"themeName\": \"Humeurs\",\n"
               "      \"timeZone\": \"%s\",\n      \"weekday\": \"%s\",\n      \"weekdayName\": \"%s\",\n"
               "      \"weekdayShortName\": \"%s\"\n    }",
               index ? "," : "", calendar_type, ucal_get(gregorian, UCAL_EXTENDED_YEAR, &status),
               ucal_get(gregorian, UCAL_MONTH, &status) + 1, ucal_get(gregorian, UCAL_DATE, &status),
               ucal_get(gregorian, UCAL_EXTENDED_YEAR, &status),
               ucal_get(gregorian, UCAL_MONTH, &status) + 1, ucal_get(gregorian, UCAL_DATE, &status),
               ucal_get(gregorian, UCAL_HOUR_OF_DAY, &status), ucal_get(gregorian, UCAL_MINUTE, &status),
               ucal_get(gregorian, UCAL_SECOND, &status), offset < 0 ? '-' : '+', abs(offset) / 60, abs(offset) % 60,
               ucal_get(display, UCAL_DATE, &status), format(label, date, label_text, 256),
               uloc_isRightToLeft(locale) ? "rtl" : "ltr", emoji[wd], format(full, date, full_text, 512), locale,
               ucal_get(display, UCAL_MONTH, &status) + 1, tz,
               weekday[wd], format(name, date, name_text, 256), format(short_name, date, short_text, 256));
        check(status, "ucal_get");
    }
    int offset = (ucal_get(gregorian, UCAL_ZONE_OFFSET, &status) + ucal_get(gregorian, UCAL_DST_OFFSET, &status))
                 / 60000;
    printf("\n  ],\n  \"policy\": \"atEnd\",\n  \"reloadDate\": \"%04d-%02d-%02dT%02d:%02d:%02d%c%02d:%02d\",\n"
           "  \"schemaVersion\": 1\n}\n",
           ucal_get(gregorian, UCAL_EXTENDED_YEAR, &status), ucal_get(gregorian, UCAL_MONTH, &status) + 1,
           ucal_get(gregorian, UCAL_DATE, &status), ucal_get(gregorian, UCAL_HOUR_OF_DAY, &status),
           ucal_get(gregorian, UCAL_MINUTE, &status), ucal_get(gregorian, UCAL_SECOND, &status),
           offset < 0 ? '-' : '+', abs(offset) / 60, abs(offset) % 60);
    return 0;
}
