// The C face of the system's ICU for Swift, without ICU's own declarations.
//
// This header declares no ICU type: handles are opaque structs of its own, code units plain integers, and
// the few ICU constants EmojiDayICU uses are copies in enums of its own (cicu.c checks each value against
// ICU's at compile time). A program that imports Foundation loads Foundation's private copy of ICU's
// headers; if this header included the system's, the two copies of `UErrorCode` and the rest would clash
// in every client of EmojiDayKit. ICU's headers are included by cicu.c alone.
//
// ICU renames every C symbol by version (`ucal_open` is a macro for `ucal_open_72`). Each `cicu_` function
// below is defined in cicu.c, whose body calls the ICU name; the macro expands there, so the target builds
// with any ICU version.
#ifndef EMOJIDAY_CICU_H
#define EMOJIDAY_CICU_H

#include <stdint.h>

// Opaque handles: each is ICU's object of the same name.
typedef struct CICUCalendar CICUCalendar;
typedef struct CICUDateFormat CICUDateFormat;
typedef struct CICUNumberFormat CICUNumberFormat;
typedef struct CICUNumberingSystem CICUNumberingSystem;
typedef struct CICUPluralRules CICUPluralRules;
typedef struct CICUConverter CICUConverter;
typedef struct CICUTransliterator CICUTransliterator;
typedef struct CICUEnumeration CICUEnumeration;
typedef struct CICULocaleDisplayNames CICULocaleDisplayNames;
typedef struct CICUResourceBundle CICUResourceBundle;
typedef struct CICUDateTimePatternGenerator CICUDateTimePatternGenerator;
typedef struct CICURelativeDateTimeFormatter CICURelativeDateTimeFormatter;

// ICU's `UErrorCode`: failures are positive, warnings negative.
typedef enum CICUErrorCode {
    CICU_U_USING_FALLBACK_WARNING = -128,
    CICU_U_ZERO_ERROR = 0,
    CICU_U_ILLEGAL_ARGUMENT_ERROR = 1,
    CICU_U_MISSING_RESOURCE_ERROR = 2,
    CICU_U_INTERNAL_PROGRAM_ERROR = 5,
    CICU_U_BUFFER_OVERFLOW_ERROR = 15,
    CICU_U_UNSUPPORTED_ERROR = 16,
} CICUErrorCode;

// `UFieldPosition`: which field to locate, and where the formatted text has it.
typedef struct CICUFieldPosition {
    int32_t field;
    int32_t beginIndex;
    int32_t endIndex;
} CICUFieldPosition;

typedef enum CICUCalendarDateFields {
    CICU_UCAL_YEAR = 1,
    CICU_UCAL_MONTH = 2,
    CICU_UCAL_WEEK_OF_YEAR = 3,
    CICU_UCAL_DATE = 5,
    CICU_UCAL_DAY_OF_YEAR = 6,
    CICU_UCAL_DAY_OF_WEEK = 7,
    CICU_UCAL_HOUR_OF_DAY = 11,
    CICU_UCAL_ZONE_OFFSET = 15,
    CICU_UCAL_DST_OFFSET = 16,
    CICU_UCAL_YEAR_WOY = 17,
    CICU_UCAL_EXTENDED_YEAR = 19,
    CICU_UCAL_IS_LEAP_MONTH = 22,
} CICUCalendarDateFields;

typedef enum CICUCalendarLimitType {
    CICU_UCAL_MAXIMUM = 1,
    CICU_UCAL_LEAST_MAXIMUM = 3,
    CICU_UCAL_ACTUAL_MAXIMUM = 5,
} CICUCalendarLimitType;

typedef enum CICUCalendarType { CICU_UCAL_DEFAULT = 0, CICU_UCAL_GREGORIAN = 1 } CICUCalendarType;

typedef enum CICUCalendarAttribute {
    CICU_UCAL_FIRST_DAY_OF_WEEK = 1,
    CICU_UCAL_MINIMAL_DAYS_IN_FIRST_WEEK = 2,
    CICU_UCAL_REPEATED_WALL_TIME = 3,
    CICU_UCAL_SKIPPED_WALL_TIME = 4,
} CICUCalendarAttribute;

typedef enum CICUCalendarWallTimeOption {
    CICU_UCAL_WALLTIME_FIRST = 1,
    CICU_UCAL_WALLTIME_NEXT_VALID = 2,
} CICUCalendarWallTimeOption;

typedef enum CICUTimeZoneTransitionType { CICU_UCAL_TZ_TRANSITION_NEXT = 0 } CICUTimeZoneTransitionType;

typedef enum CICUSystemTimeZoneType { CICU_UCAL_ZONE_TYPE_ANY = 0 } CICUSystemTimeZoneType;

typedef enum CICUDateFormatStyle {
    CICU_UDAT_PATTERN = -2,
    CICU_UDAT_NONE = -1,
    CICU_UDAT_FULL = 0,
    CICU_UDAT_SHORT = 3,
} CICUDateFormatStyle;

typedef enum CICUDateFormatField {
    CICU_UDAT_YEAR_FIELD = 1,
    CICU_UDAT_MONTH_FIELD = 2,
    CICU_UDAT_DATE_FIELD = 3,
    CICU_UDAT_DAY_OF_WEEK_FIELD = 9,
    CICU_UDAT_STANDALONE_MONTH_FIELD = 26,
} CICUDateFormatField;

typedef enum CICUDisplayContext {
    CICU_UDISPCTX_DIALECT_NAMES = 1,
    CICU_UDISPCTX_CAPITALIZATION_NONE = 256,
    CICU_UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE = 257,
    CICU_UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU = 259,
    CICU_UDISPCTX_CAPITALIZATION_FOR_STANDALONE = 260,
} CICUDisplayContext;

typedef enum CICURelativeDateTimeFormatterStyle { CICU_UDAT_STYLE_LONG = 0 } CICURelativeDateTimeFormatterStyle;

typedef enum CICURelativeDateTimeUnit { CICU_UDAT_REL_UNIT_DAY = 4 } CICURelativeDateTimeUnit;

typedef enum CICULocDataLocaleType { CICU_ULOC_VALID_LOCALE = 1 } CICULocDataLocaleType;

typedef enum CICUNumberFormatStyle { CICU_UNUM_DECIMAL = 1 } CICUNumberFormatStyle;

typedef enum CICUProperty {
    CICU_UCHAR_RGI_EMOJI = 71,
    CICU_UCHAR_EAST_ASIAN_WIDTH = 4100,
    CICU_UCHAR_SCRIPT = 4106,
} CICUProperty;

typedef enum CICUPropertyNameChoice { CICU_U_SHORT_PROPERTY_NAME = 0 } CICUPropertyNameChoice;

typedef enum CICUEastAsianWidth { CICU_U_EA_FULLWIDTH = 3, CICU_U_EA_WIDE = 5 } CICUEastAsianWidth;

typedef enum CICUConverterType {
    CICU_UCNV_UTF16_BigEndian = 5,
    CICU_UCNV_UTF16_LittleEndian = 6,
    CICU_UCNV_UTF32_BigEndian = 7,
    CICU_UCNV_UTF32_LittleEndian = 8,
    CICU_UCNV_EBCDIC_STATEFUL = 9,
    CICU_UCNV_ISO_2022 = 10,
    CICU_UCNV_HZ = 23,
    CICU_UCNV_SCSU = 24,
    CICU_UCNV_UTF7 = 27,
    CICU_UCNV_BOCU1 = 28,
    CICU_UCNV_UTF16 = 29,
    CICU_UCNV_UTF32 = 30,
    CICU_UCNV_CESU8 = 31,
    CICU_UCNV_IMAP_MAILBOX = 32,
    CICU_UCNV_COMPOUND_TEXT = 33,
} CICUConverterType;

typedef enum CICUDateTimePatternField { CICU_UDATPG_WEEK_OF_YEAR_FIELD = 4 } CICUDateTimePatternField;

typedef enum CICUDateTimePGDisplayWidth { CICU_UDATPG_ABBREVIATED = 1 } CICUDateTimePGDisplayWidth;

// Errors and versions (a version is ICU's `UVersionInfo`: 4 bytes; its text needs 20 bytes).
const char *cicu_u_errorName(CICUErrorCode code);
void cicu_u_getVersion(uint8_t *info);
void cicu_u_getUnicodeVersion(uint8_t *info);
void cicu_u_versionToString(const uint8_t *info, char *out);
int32_t cicu_u_getIntPropertyValue(int32_t c, CICUProperty which);
const char *cicu_u_getPropertyValueName(CICUProperty property, int32_t value, CICUPropertyNameChoice choice);
int8_t cicu_u_stringHasBinaryProperty(const uint16_t *s, int32_t length, CICUProperty which);

// Locales
int32_t cicu_uloc_forLanguageTag(const char *tag, char *id, int32_t capacity, int32_t *parsedLength,
                                 CICUErrorCode *err);
int32_t cicu_uloc_toLanguageTag(const char *id, char *tag, int32_t capacity, int8_t strict, CICUErrorCode *err);
int32_t cicu_uloc_canonicalize(const char *id, char *out, int32_t capacity, CICUErrorCode *err);
int32_t cicu_uloc_getLanguage(const char *id, char *out, int32_t capacity, CICUErrorCode *err);
int32_t cicu_uloc_getScript(const char *id, char *out, int32_t capacity, CICUErrorCode *err);
int32_t cicu_uloc_getCountry(const char *id, char *out, int32_t capacity, CICUErrorCode *err);
int32_t cicu_uloc_addLikelySubtags(const char *id, char *out, int32_t capacity, CICUErrorCode *err);
int32_t cicu_uloc_countAvailable(void);
const char *cicu_uloc_getAvailable(int32_t index);
int8_t cicu_uloc_isRightToLeft(const char *id);
const char *const *cicu_uloc_getISOCountries(void);
int32_t cicu_uloc_getDisplayCountry(const char *id, const char *displayLocale, uint16_t *out, int32_t capacity,
                                    CICUErrorCode *err);
CICULocaleDisplayNames *cicu_uldn_openForContext(const char *locale, CICUDisplayContext *contexts, int32_t length,
                                                 CICUErrorCode *err);
void cicu_uldn_close(CICULocaleDisplayNames *names);
int32_t cicu_uldn_localeDisplayName(const CICULocaleDisplayNames *names, const char *locale, uint16_t *out,
                                    int32_t capacity, CICUErrorCode *err);

// Character set conversion
CICUConverter *cicu_ucnv_open(const char *name, CICUErrorCode *err);
void cicu_ucnv_close(CICUConverter *converter);
int32_t cicu_ucnv_fromUChars(CICUConverter *converter, char *out, int32_t capacity, const uint16_t *text,
                             int32_t length, CICUErrorCode *err);
CICUConverterType cicu_ucnv_getType(const CICUConverter *converter);
void cicu_ucnv_setSubstChars(CICUConverter *converter, const char *chars, int8_t length, CICUErrorCode *err);

// Transliteration (ICU's system transliterators, forward: `Hant-Hans`, `Hans-Hant`)
CICUTransliterator *cicu_utrans_openU(const uint16_t *id, int32_t idLength, CICUErrorCode *err);
void cicu_utrans_close(CICUTransliterator *transliterator);
void cicu_utrans_transUChars(const CICUTransliterator *transliterator, uint16_t *text, int32_t *textLength,
                             int32_t capacity, int32_t start, int32_t *limit, CICUErrorCode *err);

// Enumerations
const char *cicu_uenum_next(CICUEnumeration *e, int32_t *length, CICUErrorCode *err);
void cicu_uenum_close(CICUEnumeration *e);

// Calendars and time zones (an instant is ICU's `UDate`: milliseconds since 1970)
CICUCalendar *cicu_ucal_open(const uint16_t *zone, int32_t zoneLength, const char *locale, CICUCalendarType type,
                             CICUErrorCode *err);
void cicu_ucal_close(CICUCalendar *cal);
CICUCalendar *cicu_ucal_clone(const CICUCalendar *cal, CICUErrorCode *err);
void cicu_ucal_clear(CICUCalendar *cal);
void cicu_ucal_set(CICUCalendar *cal, CICUCalendarDateFields field, int32_t value);
void cicu_ucal_setGregorianChange(CICUCalendar *cal, double date, CICUErrorCode *err);
int32_t cicu_ucal_get(const CICUCalendar *cal, CICUCalendarDateFields field, CICUErrorCode *err);
double cicu_ucal_getMillis(const CICUCalendar *cal, CICUErrorCode *err);
void cicu_ucal_setMillis(CICUCalendar *cal, double date, CICUErrorCode *err);
void cicu_ucal_setAttribute(CICUCalendar *cal, CICUCalendarAttribute attr, int32_t value);
int32_t cicu_ucal_getAttribute(const CICUCalendar *cal, CICUCalendarAttribute attr);
const char *cicu_ucal_getType(const CICUCalendar *cal, CICUErrorCode *err);
int32_t cicu_ucal_getLimit(const CICUCalendar *cal, CICUCalendarDateFields field, CICUCalendarLimitType type,
                           CICUErrorCode *err);
int32_t cicu_ucal_getCanonicalTimeZoneID(const uint16_t *id, int32_t length, uint16_t *out, int32_t capacity,
                                         int8_t *isSystemID, CICUErrorCode *err);
CICUEnumeration *cicu_ucal_openTimeZoneIDEnumeration(CICUSystemTimeZoneType type, const char *region,
                                                     const int32_t *rawOffset, CICUErrorCode *err);
const char *cicu_ucal_getTZDataVersion(CICUErrorCode *err);
int8_t cicu_ucal_getTimeZoneTransitionDate(const CICUCalendar *cal, CICUTimeZoneTransitionType type,
                                           double *transition, CICUErrorCode *err);
CICUEnumeration *cicu_ucal_getKeywordValuesForLocale(const char *key, const char *locale, int8_t commonlyUsed,
                                                     CICUErrorCode *err);

// Relative dates ("dans 12 jours", "12日後")
CICURelativeDateTimeFormatter *cicu_ureldatefmt_open(const char *locale, CICUNumberFormat *numbers,
                                                     CICURelativeDateTimeFormatterStyle width,
                                                     CICUDisplayContext capitalization, CICUErrorCode *err);
void cicu_ureldatefmt_close(CICURelativeDateTimeFormatter *formatter);
int32_t cicu_ureldatefmt_format(const CICURelativeDateTimeFormatter *formatter, double offset,
                                CICURelativeDateTimeUnit unit, uint16_t *out, int32_t capacity, CICUErrorCode *err);

// Date formatting
CICUDateFormat *cicu_udat_open(CICUDateFormatStyle timeStyle, CICUDateFormatStyle dateStyle, const char *locale,
                               const uint16_t *zone, int32_t zoneLength, const uint16_t *pattern,
                               int32_t patternLength, CICUErrorCode *err);
const char *cicu_udat_getLocaleByType(const CICUDateFormat *format, CICULocDataLocaleType type, CICUErrorCode *err);
void cicu_udat_close(CICUDateFormat *format);
void cicu_udat_setContext(CICUDateFormat *format, CICUDisplayContext value, CICUErrorCode *err);
void cicu_udat_setCalendar(CICUDateFormat *format, const CICUCalendar *cal);
const CICUCalendar *cicu_udat_getCalendar(const CICUDateFormat *format);
const CICUNumberFormat *cicu_udat_getNumberFormat(const CICUDateFormat *format);
const CICUNumberFormat *cicu_udat_getNumberFormatForField(const CICUDateFormat *format, uint16_t field);
int32_t cicu_udat_format(const CICUDateFormat *format, double date, uint16_t *out, int32_t capacity,
                         CICUFieldPosition *position, CICUErrorCode *err);
int32_t cicu_udat_formatCalendar(const CICUDateFormat *format, CICUCalendar *calendar, uint16_t *out,
                                 int32_t capacity, CICUFieldPosition *position, CICUErrorCode *err);
int32_t cicu_udat_toPattern(const CICUDateFormat *format, int8_t localized, uint16_t *out, int32_t capacity,
                            CICUErrorCode *err);
void cicu_udat_adoptNumberFormatForFields(CICUDateFormat *format, const uint16_t *fields,
                                          CICUNumberFormat *numberFormat, CICUErrorCode *err);
int32_t cicu_unum_format(const CICUNumberFormat *format, int32_t number, uint16_t *out, int32_t capacity,
                         CICUFieldPosition *position, CICUErrorCode *err);
// A month's title takes the year's numerals of the calendar's full date (Hebrew numerals in Hebrew).
CICUNumberFormat *cicu_unum_clone(const CICUNumberFormat *format, CICUErrorCode *err);
CICUNumberFormat *cicu_unum_open(CICUNumberFormatStyle style, const uint16_t *pattern, int32_t patternLength,
                                 const char *locale, CICUErrorCode *err);

// Numbering systems
void cicu_unum_close(CICUNumberFormat *format);
CICUPluralRules *cicu_uplrules_open(const char *locale, CICUErrorCode *err);
int32_t cicu_uplrules_select(const CICUPluralRules *rules, double number, uint16_t *keyword, int32_t capacity,
                             CICUErrorCode *err);
void cicu_uplrules_close(CICUPluralRules *rules);
CICUNumberingSystem *cicu_unumsys_open(const char *locale, CICUErrorCode *err);
CICUNumberingSystem *cicu_unumsys_openByName(const char *name, CICUErrorCode *err);
void cicu_unumsys_close(CICUNumberingSystem *system);
const char *cicu_unumsys_getName(const CICUNumberingSystem *system);
CICUEnumeration *cicu_unumsys_openAvailableNames(CICUErrorCode *err);

// Resource bundles: the locale data as CLDR inherits it, for the day pattern (DayPattern.swift).
// `ures_getByKeyWithFallback` is how ICU's own pattern generator reads `availableFormats`, with inheritance
// from parent locales and the calendar aliases (cicu.c explains how it is reached). DayPatternTests proves
// what it finds equal to the public `udatpg_getBestPattern` for every locale × calendar.
CICUResourceBundle *cicu_ures_open(const char *path, const char *locale, CICUErrorCode *err);
CICUResourceBundle *cicu_ures_getByKeyWithFallback(const CICUResourceBundle *bundle, const char *key,
                                                   CICUResourceBundle *fillIn, CICUErrorCode *err);
const uint16_t *cicu_ures_getString(const CICUResourceBundle *bundle, int32_t *length, CICUErrorCode *err);
void cicu_ures_close(CICUResourceBundle *bundle);

// The pattern generator: the public answer DayPatternTests checks the day pattern against (a day's run does
// not open it: it builds every pattern of the locale, which costs more than the rest of a run); a month's
// title and week label come from it.
CICUDateTimePatternGenerator *cicu_udatpg_open(const char *locale, CICUErrorCode *err);
int32_t cicu_udatpg_getBestPattern(CICUDateTimePatternGenerator *generator, const uint16_t *skeleton,
                                   int32_t length, uint16_t *pattern, int32_t capacity, CICUErrorCode *err);
void cicu_udatpg_close(CICUDateTimePatternGenerator *generator);
// A field's display name (`Woche`, `週`): the label of a month grid's week numbers (MonthGrid.swift).
int32_t cicu_udatpg_getFieldDisplayName(const CICUDateTimePatternGenerator *generator,
                                        CICUDateTimePatternField field, CICUDateTimePGDisplayWidth width,
                                        uint16_t *name, int32_t capacity, CICUErrorCode *err);

#endif
