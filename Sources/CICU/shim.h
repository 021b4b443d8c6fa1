// The C face of the system's ICU for Swift.
//
// ICU renames every C symbol by version (`ucal_open` is a macro for `ucal_open_72`), which Swift cannot
// import. Each wrapper below is a `static inline` function whose body calls the ICU name; the macro expands
// inside the body, so this header works with any ICU version.
#ifndef EMOJIDAY_CICU_SHIM_H
#define EMOJIDAY_CICU_SHIM_H

#include <unicode/uchar.h>
#include <unicode/ucnv.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/udisplaycontext.h>
#include <unicode/uenum.h>
#include <unicode/uldnames.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/unumsys.h>
#include <unicode/ures.h>
#include <unicode/ureldatefmt.h>
#include <unicode/uversion.h>

#define CICU_FN(ret, name, params, args) \
    static inline ret cicu_##name params { return name args; }
#define CICU_VOID(name, params, args) \
    static inline void cicu_##name params { name args; }

// Errors and versions
CICU_FN(const char *, u_errorName, (UErrorCode code), (code))
CICU_VOID(u_getVersion, (UVersionInfo info), (info))
CICU_VOID(u_getUnicodeVersion, (UVersionInfo info), (info))
CICU_VOID(u_versionToString, (const UVersionInfo info, char *out), (info, out))
CICU_FN(int32_t, u_getIntPropertyValue, (UChar32 c, UProperty which), (c, which))
CICU_FN(const char *, u_getPropertyValueName, (UProperty property, int32_t value, UPropertyNameChoice choice),
        (property, value, choice))
CICU_FN(UBool, u_stringHasBinaryProperty, (const UChar *s, int32_t length, UProperty which), (s, length, which))

// Locales
CICU_FN(int32_t, uloc_forLanguageTag,
        (const char *tag, char *id, int32_t capacity, int32_t *parsedLength, UErrorCode *err),
        (tag, id, capacity, parsedLength, err))
CICU_FN(int32_t, uloc_toLanguageTag,
        (const char *id, char *tag, int32_t capacity, UBool strict, UErrorCode *err),
        (id, tag, capacity, strict, err))
CICU_FN(int32_t, uloc_canonicalize, (const char *id, char *out, int32_t capacity, UErrorCode *err),
        (id, out, capacity, err))
CICU_FN(int32_t, uloc_getLanguage, (const char *id, char *out, int32_t capacity, UErrorCode *err),
        (id, out, capacity, err))
CICU_FN(int32_t, uloc_getScript, (const char *id, char *out, int32_t capacity, UErrorCode *err),
        (id, out, capacity, err))
CICU_FN(int32_t, uloc_getCountry, (const char *id, char *out, int32_t capacity, UErrorCode *err),
        (id, out, capacity, err))
CICU_FN(int32_t, uloc_addLikelySubtags, (const char *id, char *out, int32_t capacity, UErrorCode *err),
        (id, out, capacity, err))
CICU_FN(int32_t, uloc_countAvailable, (void), ())
CICU_FN(const char *, uloc_getAvailable, (int32_t index), (index))
CICU_FN(UBool, uloc_isRightToLeft, (const char *id), (id))
CICU_FN(const char *const *, uloc_getISOCountries, (void), ())
CICU_FN(int32_t, uloc_getDisplayCountry,
        (const char *id, const char *displayLocale, UChar *out, int32_t capacity, UErrorCode *err),
        (id, displayLocale, out, capacity, err))
CICU_FN(ULocaleDisplayNames *, uldn_openForContext,
        (const char *locale, UDisplayContext *contexts, int32_t length, UErrorCode *err),
        (locale, contexts, length, err))
CICU_VOID(uldn_close, (ULocaleDisplayNames *names), (names))
CICU_FN(int32_t, uldn_localeDisplayName,
        (const ULocaleDisplayNames *names, const char *locale, UChar *out, int32_t capacity, UErrorCode *err),
        (names, locale, out, capacity, err))

// Character set conversion
CICU_FN(UConverter *, ucnv_open, (const char *name, UErrorCode *err), (name, err))
CICU_VOID(ucnv_close, (UConverter *converter), (converter))
CICU_FN(int32_t, ucnv_fromUChars,
        (UConverter *converter, char *out, int32_t capacity, const UChar *text, int32_t length, UErrorCode *err),
        (converter, out, capacity, text, length, err))
CICU_FN(UConverterType, ucnv_getType, (const UConverter *converter), (converter))
CICU_VOID(ucnv_setSubstChars, (UConverter *converter, const char *chars, int8_t length, UErrorCode *err),
          (converter, chars, length, err))

// Enumerations
CICU_FN(const char *, uenum_next, (UEnumeration *e, int32_t *length, UErrorCode *err), (e, length, err))
CICU_VOID(uenum_close, (UEnumeration *e), (e))

// Calendars and time zones
CICU_FN(UCalendar *, ucal_open,
        (const UChar *zone, int32_t zoneLength, const char *locale, UCalendarType type, UErrorCode *err),
        (zone, zoneLength, locale, type, err))
CICU_VOID(ucal_close, (UCalendar *cal), (cal))
CICU_VOID(ucal_clear, (UCalendar *cal), (cal))
CICU_VOID(ucal_set, (UCalendar *cal, UCalendarDateFields field, int32_t value), (cal, field, value))
CICU_VOID(ucal_setGregorianChange, (UCalendar *cal, UDate date, UErrorCode *err), (cal, date, err))
CICU_FN(int32_t, ucal_get, (const UCalendar *cal, UCalendarDateFields field, UErrorCode *err), (cal, field, err))
CICU_FN(UDate, ucal_getMillis, (const UCalendar *cal, UErrorCode *err), (cal, err))
CICU_VOID(ucal_setMillis, (UCalendar *cal, UDate date, UErrorCode *err), (cal, date, err))
CICU_VOID(ucal_setAttribute, (UCalendar *cal, UCalendarAttribute attr, int32_t value), (cal, attr, value))
CICU_FN(int32_t, ucal_getAttribute, (const UCalendar *cal, UCalendarAttribute attr), (cal, attr))
CICU_FN(const char *, ucal_getType, (const UCalendar *cal, UErrorCode *err), (cal, err))
CICU_FN(int32_t, ucal_getLimit,
        (const UCalendar *cal, UCalendarDateFields field, UCalendarLimitType type, UErrorCode *err),
        (cal, field, type, err))
CICU_FN(int32_t, ucal_getCanonicalTimeZoneID,
        (const UChar *id, int32_t length, UChar *out, int32_t capacity, UBool *isSystemID, UErrorCode *err),
        (id, length, out, capacity, isSystemID, err))
CICU_FN(UEnumeration *, ucal_openTimeZoneIDEnumeration,
        (USystemTimeZoneType type, const char *region, const int32_t *rawOffset, UErrorCode *err),
        (type, region, rawOffset, err))
CICU_FN(const char *, ucal_getTZDataVersion, (UErrorCode *err), (err))
CICU_FN(UBool, ucal_getTimeZoneTransitionDate,
        (const UCalendar *cal, UTimeZoneTransitionType type, UDate *transition, UErrorCode *err),
        (cal, type, transition, err))
CICU_FN(UEnumeration *, ucal_getKeywordValuesForLocale,
        (const char *key, const char *locale, UBool commonlyUsed, UErrorCode *err),
        (key, locale, commonlyUsed, err))

// Relative dates ("dans 12 jours", "12日後")
CICU_FN(URelativeDateTimeFormatter *, ureldatefmt_open,
        (const char *locale, UNumberFormat *numbers, UDateRelativeDateTimeFormatterStyle width,
         UDisplayContext capitalization, UErrorCode *err),
        (locale, numbers, width, capitalization, err))
CICU_VOID(ureldatefmt_close, (URelativeDateTimeFormatter *formatter), (formatter))
CICU_FN(int32_t, ureldatefmt_format,
        (const URelativeDateTimeFormatter *formatter, double offset, URelativeDateTimeUnit unit, UChar *out,
         int32_t capacity, UErrorCode *err),
        (formatter, offset, unit, out, capacity, err))

// Date formatting
CICU_FN(UDateFormat *, udat_open,
        (UDateFormatStyle timeStyle, UDateFormatStyle dateStyle, const char *locale, const UChar *zone,
         int32_t zoneLength, const UChar *pattern, int32_t patternLength, UErrorCode *err),
        (timeStyle, dateStyle, locale, zone, zoneLength, pattern, patternLength, err))
CICU_FN(const char *, udat_getLocaleByType,
        (const UDateFormat *format, ULocDataLocaleType type, UErrorCode *err), (format, type, err))
CICU_VOID(udat_close, (UDateFormat *format), (format))
CICU_VOID(udat_setContext, (UDateFormat *format, UDisplayContext value, UErrorCode *err), (format, value, err))
CICU_VOID(udat_setCalendar, (UDateFormat *format, const UCalendar *cal), (format, cal))
CICU_FN(const UCalendar *, udat_getCalendar, (const UDateFormat *format), (format))
CICU_FN(const UNumberFormat *, udat_getNumberFormat, (const UDateFormat *format), (format))
CICU_FN(const UNumberFormat *, udat_getNumberFormatForField, (const UDateFormat *format, UChar field),
        (format, field))
CICU_FN(int32_t, udat_format,
        (const UDateFormat *format, UDate date, UChar *out, int32_t capacity, UFieldPosition *position,
         UErrorCode *err),
        (format, date, out, capacity, position, err))
CICU_FN(int32_t, udat_formatCalendar,
        (const UDateFormat *format, UCalendar *calendar, UChar *out, int32_t capacity, UFieldPosition *position,
         UErrorCode *err),
        (format, calendar, out, capacity, position, err))
CICU_FN(int32_t, udat_toPattern,
        (const UDateFormat *format, UBool localized, UChar *out, int32_t capacity, UErrorCode *err),
        (format, localized, out, capacity, err))
CICU_VOID(udat_adoptNumberFormatForFields,
          (UDateFormat *format, const UChar *fields, UNumberFormat *numberFormat, UErrorCode *err),
          (format, fields, numberFormat, err))
CICU_FN(int32_t, unum_format,
        (const UNumberFormat *format, int32_t number, UChar *out, int32_t capacity, UFieldPosition *position,
         UErrorCode *err),
        (format, number, out, capacity, position, err))
// A month's title takes the year's numerals of the calendar's full date (Hebrew numerals in Hebrew).
CICU_FN(UNumberFormat *, unum_clone, (const UNumberFormat *format, UErrorCode *err), (format, err))
CICU_FN(UNumberFormat *, unum_open,
        (UNumberFormatStyle style, const UChar *pattern, int32_t patternLength, const char *locale,
         UParseError *parseError, UErrorCode *err),
        (style, pattern, patternLength, locale, parseError, err))

// Numbering systems
CICU_FN(UNumberingSystem *, unumsys_open, (const char *locale, UErrorCode *err), (locale, err))
CICU_FN(UNumberingSystem *, unumsys_openByName, (const char *name, UErrorCode *err), (name, err))
CICU_VOID(unumsys_close, (UNumberingSystem *system), (system))
CICU_FN(const char *, unumsys_getName, (const UNumberingSystem *system), (system))
CICU_FN(UEnumeration *, unumsys_openAvailableNames, (UErrorCode *err), (err))

// Resource bundles: the locale data as CLDR inherits it, for the day pattern (DayPattern.swift).
// `ures_getByKeyWithFallback` is how ICU's own pattern generator reads `availableFormats`, with inheritance
// from parent locales and the calendar aliases; it is exported but declared only in ICU's private
// uresimp.h, so it is declared here. DayPatternTests proves what it finds equal to the public
// `udatpg_getBestPattern` for every locale × calendar.
U_CAPI UResourceBundle *U_EXPORT2 ures_getByKeyWithFallback(const UResourceBundle *bundle, const char *key,
                                                            UResourceBundle *fillIn, UErrorCode *err);
CICU_FN(UResourceBundle *, ures_open, (const char *path, const char *locale, UErrorCode *err), (path, locale, err))
CICU_FN(UResourceBundle *, ures_getByKeyWithFallback,
        (const UResourceBundle *bundle, const char *key, UResourceBundle *fillIn, UErrorCode *err),
        (bundle, key, fillIn, err))
CICU_FN(const UChar *, ures_getString, (const UResourceBundle *bundle, int32_t *length, UErrorCode *err),
        (bundle, length, err))
CICU_VOID(ures_close, (UResourceBundle *bundle), (bundle))

// The pattern generator: the public answer DayPatternTests checks the day pattern against (a day's run does
// not open it: it builds every pattern of the locale, which costs more than the rest of a run); a month's
// title and week label come from it.
CICU_FN(UDateTimePatternGenerator *, udatpg_open, (const char *locale, UErrorCode *err), (locale, err))
CICU_FN(int32_t, udatpg_getBestPattern,
        (UDateTimePatternGenerator *generator, const UChar *skeleton, int32_t length, UChar *pattern,
         int32_t capacity, UErrorCode *err),
        (generator, skeleton, length, pattern, capacity, err))
CICU_VOID(udatpg_close, (UDateTimePatternGenerator *generator), (generator))
// A field's display name (`Woche`, `週`): the label of a month grid's week numbers (MonthGrid.swift).
CICU_FN(int32_t, udatpg_getFieldDisplayName,
        (const UDateTimePatternGenerator *generator, UDateTimePatternField field, UDateTimePGDisplayWidth width,
         UChar *name, int32_t capacity, UErrorCode *err),
        (generator, field, width, name, capacity, err))

#undef CICU_FN
#undef CICU_VOID

#endif
