// The one place that includes ICU's headers: each function of cicu.h calls the ICU function of the same name,
// through ICU's renaming macros, converting between cicu.h's plain types and ICU's.
#include "cicu.h"

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
#include <unicode/upluralrules.h>
#include <unicode/ures.h>
#include <unicode/ureldatefmt.h>
#include <unicode/utrans.h>
#include <unicode/uversion.h>

// cicu.h's copies of ICU's values are ICU's values (ICU never renumbers a published constant).
#define SAME(name) _Static_assert((int)CICU_##name == (int)name, #name " differs from ICU's")
SAME(U_USING_FALLBACK_WARNING);
SAME(U_ZERO_ERROR);
SAME(U_ILLEGAL_ARGUMENT_ERROR);
SAME(U_MISSING_RESOURCE_ERROR);
SAME(U_INTERNAL_PROGRAM_ERROR);
SAME(U_BUFFER_OVERFLOW_ERROR);
SAME(U_UNSUPPORTED_ERROR);
SAME(UCAL_YEAR);
SAME(UCAL_MONTH);
SAME(UCAL_WEEK_OF_YEAR);
SAME(UCAL_DATE);
SAME(UCAL_DAY_OF_YEAR);
SAME(UCAL_YEAR_WOY);
SAME(UCAL_DAY_OF_WEEK);
SAME(UCAL_HOUR_OF_DAY);
SAME(UCAL_ZONE_OFFSET);
SAME(UCAL_DST_OFFSET);
SAME(UCAL_EXTENDED_YEAR);
SAME(UCAL_IS_LEAP_MONTH);
SAME(UCAL_MAXIMUM);
SAME(UCAL_LEAST_MAXIMUM);
SAME(UCAL_ACTUAL_MAXIMUM);
SAME(UCAL_DEFAULT);
SAME(UCAL_GREGORIAN);
SAME(UCAL_FIRST_DAY_OF_WEEK);
SAME(UCAL_MINIMAL_DAYS_IN_FIRST_WEEK);
SAME(UCAL_REPEATED_WALL_TIME);
SAME(UCAL_SKIPPED_WALL_TIME);
SAME(UCAL_WALLTIME_FIRST);
SAME(UCAL_WALLTIME_NEXT_VALID);
SAME(UCAL_TZ_TRANSITION_NEXT);
SAME(UCAL_ZONE_TYPE_ANY);
SAME(UDAT_PATTERN);
SAME(UDAT_NONE);
SAME(UDAT_FULL);
SAME(UDAT_SHORT);
SAME(UDAT_YEAR_FIELD);
SAME(UDAT_MONTH_FIELD);
SAME(UDAT_DATE_FIELD);
SAME(UDAT_DAY_OF_WEEK_FIELD);
SAME(UDAT_STANDALONE_MONTH_FIELD);
SAME(UDISPCTX_DIALECT_NAMES);
SAME(UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU);
SAME(UDISPCTX_CAPITALIZATION_FOR_STANDALONE);
SAME(ULOC_VALID_LOCALE);
SAME(UNUM_DECIMAL);
SAME(UCHAR_RGI_EMOJI);
SAME(UCHAR_EAST_ASIAN_WIDTH);
SAME(UCHAR_SCRIPT);
SAME(U_SHORT_PROPERTY_NAME);
SAME(U_EA_FULLWIDTH);
SAME(U_EA_WIDE);
SAME(UCNV_UTF16_BigEndian);
SAME(UCNV_UTF16_LittleEndian);
SAME(UCNV_UTF32_BigEndian);
SAME(UCNV_UTF32_LittleEndian);
SAME(UCNV_EBCDIC_STATEFUL);
SAME(UCNV_ISO_2022);
SAME(UCNV_HZ);
SAME(UCNV_SCSU);
SAME(UCNV_UTF7);
SAME(UCNV_BOCU1);
SAME(UCNV_UTF16);
SAME(UCNV_UTF32);
SAME(UCNV_CESU8);
SAME(UCNV_IMAP_MAILBOX);
SAME(UCNV_COMPOUND_TEXT);
SAME(UDATPG_WEEK_OF_YEAR_FIELD);
SAME(UDATPG_ABBREVIATED);
SAME(UDISPCTX_CAPITALIZATION_NONE);
SAME(UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE);
SAME(UDAT_STYLE_LONG);
SAME(UDAT_REL_UNIT_DAY);
#undef SAME
_Static_assert(sizeof(UChar) == sizeof(uint16_t), "a UTF-16 code unit is 16 bits");
_Static_assert(sizeof(UDate) == sizeof(double), "ICU's UDate is a double");
_Static_assert(sizeof(UVersionInfo) == 4, "ICU's UVersionInfo is 4 bytes");

// ICU reads the status it is given (a failure already there makes the call do nothing) and writes the outcome:
// `err` goes in as ICU's type and comes back as cicu.h's.
#define RETURN_WITH_STATUS(type, call)             \
    UErrorCode status = (UErrorCode)*err;          \
    type result = call;                            \
    *err = (CICUErrorCode)status;                  \
    return result
#define WITH_STATUS(call)                          \
    UErrorCode status = (UErrorCode)*err;          \
    call;                                          \
    *err = (CICUErrorCode)status

// Errors and versions
const char *cicu_u_errorName(CICUErrorCode code) { return u_errorName((UErrorCode)code); }
void cicu_u_getVersion(uint8_t *info) { u_getVersion(info); }
void cicu_u_getUnicodeVersion(uint8_t *info) { u_getUnicodeVersion(info); }
void cicu_u_versionToString(const uint8_t *info, char *out) { u_versionToString(info, out); }
int32_t cicu_u_getIntPropertyValue(int32_t c, CICUProperty which) {
    return u_getIntPropertyValue((UChar32)c, (UProperty)which);
}
const char *cicu_u_getPropertyValueName(CICUProperty property, int32_t value, CICUPropertyNameChoice choice) {
    return u_getPropertyValueName((UProperty)property, value, (UPropertyNameChoice)choice);
}
int8_t cicu_u_stringHasBinaryProperty(const uint16_t *s, int32_t length, CICUProperty which) {
    return u_stringHasBinaryProperty((const UChar *)s, length, (UProperty)which) ? 1 : 0;
}

// Locales
int32_t cicu_uloc_forLanguageTag(const char *tag, char *id, int32_t capacity, int32_t *parsedLength,
                                 CICUErrorCode *err) {
    RETURN_WITH_STATUS(int32_t, uloc_forLanguageTag(tag, id, capacity, parsedLength, &status));
}
int32_t cicu_uloc_toLanguageTag(const char *id, char *tag, int32_t capacity, int8_t strict, CICUErrorCode *err) {
    RETURN_WITH_STATUS(int32_t, uloc_toLanguageTag(id, tag, capacity, strict != 0, &status));
}
int32_t cicu_uloc_canonicalize(const char *id, char *out, int32_t capacity, CICUErrorCode *err) {
    RETURN_WITH_STATUS(int32_t, uloc_canonicalize(id, out, capacity, &status));
}
int32_t cicu_uloc_getLanguage(const char *id, char *out, int32_t capacity, CICUErrorCode *err) {
    RETURN_WITH_STATUS(int32_t, uloc_getLanguage(id, out, capacity, &status));
}
int32_t cicu_uloc_getScript(const char *id, char *out, int32_t capacity, CICUErrorCode *err) {
    RETURN_WITH_STATUS(int32_t, uloc_getScript(id, out, capacity, &status));
}
int32_t cicu_uloc_getCountry(const char *id, char *out, int32_t capacity, CICUErrorCode *err) {
    RETURN_WITH_STATUS(int32_t, uloc_getCountry(id, out, capacity, &status));
}
int32_t cicu_uloc_addLikelySubtags(const char *id, char *out, int32_t capacity, CICUErrorCode *err) {
    RETURN_WITH_STATUS(int32_t, uloc_addLikelySubtags(id, out, capacity, &status));
}
int32_t cicu_uloc_countAvailable(void) { return uloc_countAvailable(); }
const char *cicu_uloc_getAvailable(int32_t index) { return uloc_getAvailable(index); }
int8_t cicu_uloc_isRightToLeft(const char *id) { return uloc_isRightToLeft(id) ? 1 : 0; }
const char *const *cicu_uloc_getISOCountries(void) { return uloc_getISOCountries(); }
int32_t cicu_uloc_getDisplayCountry(const char *id, const char *displayLocale, uint16_t *out, int32_t capacity,
                                    CICUErrorCode *err) {
    RETURN_WITH_STATUS(int32_t, uloc_getDisplayCountry(id, displayLocale, (UChar *)out, capacity, &status));
}
CICULocaleDisplayNames *cicu_uldn_openForContext(const char *locale, CICUDisplayContext *contexts, int32_t length,
                                                 CICUErrorCode *err) {
    // ICU's contexts are the same numbers in an enum of ICU's.
    UDisplayContext own[8];
    if (length < 0 || length > 8) {
        *err = CICU_U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    for (int32_t index = 0; index < length; index++) own[index] = (UDisplayContext)contexts[index];
    RETURN_WITH_STATUS(CICULocaleDisplayNames *,
                       (CICULocaleDisplayNames *)uldn_openForContext(locale, own, length, &status));
}
void cicu_uldn_close(CICULocaleDisplayNames *names) { uldn_close((ULocaleDisplayNames *)names); }
int32_t cicu_uldn_localeDisplayName(const CICULocaleDisplayNames *names, const char *locale, uint16_t *out,
                                    int32_t capacity, CICUErrorCode *err) {
    RETURN_WITH_STATUS(int32_t, uldn_localeDisplayName((const ULocaleDisplayNames *)names, locale, (UChar *)out,
                                                       capacity, &status));
}

// Character set conversion
CICUConverter *cicu_ucnv_open(const char *name, CICUErrorCode *err) {
    RETURN_WITH_STATUS(CICUConverter *, (CICUConverter *)ucnv_open(name, &status));
}
void cicu_ucnv_close(CICUConverter *converter) { ucnv_close((UConverter *)converter); }
int32_t cicu_ucnv_fromUChars(CICUConverter *converter, char *out, int32_t capacity, const uint16_t *text,
                             int32_t length, CICUErrorCode *err) {
    RETURN_WITH_STATUS(int32_t, ucnv_fromUChars((UConverter *)converter, out, capacity, (const UChar *)text,
                                                length, &status));
}
CICUConverterType cicu_ucnv_getType(const CICUConverter *converter) {
    return (CICUConverterType)ucnv_getType((const UConverter *)converter);
}
void cicu_ucnv_setSubstChars(CICUConverter *converter, const char *chars, int8_t length, CICUErrorCode *err) {
    WITH_STATUS(ucnv_setSubstChars((UConverter *)converter, chars, length, &status));
}

// Transliteration
CICUTransliterator *cicu_utrans_openU(const uint16_t *id, int32_t idLength, CICUErrorCode *err) {
    RETURN_WITH_STATUS(CICUTransliterator *, (CICUTransliterator *)utrans_openU((const UChar *)id, idLength,
                                                                               UTRANS_FORWARD, NULL, 0, NULL,
                                                                               &status));
}
void cicu_utrans_close(CICUTransliterator *transliterator) { utrans_close((UTransliterator *)transliterator); }
void cicu_utrans_transUChars(const CICUTransliterator *transliterator, uint16_t *text, int32_t *textLength,
                             int32_t capacity, int32_t start, int32_t *limit, CICUErrorCode *err) {
    WITH_STATUS(utrans_transUChars((const UTransliterator *)transliterator, (UChar *)text, textLength, capacity,
                                   start, limit, &status));
}

// Enumerations
const char *cicu_uenum_next(CICUEnumeration *e, int32_t *length, CICUErrorCode *err) {
    RETURN_WITH_STATUS(const char *, uenum_next((UEnumeration *)e, length, &status));
}
void cicu_uenum_close(CICUEnumeration *e) { uenum_close((UEnumeration *)e); }

// Calendars and time zones
CICUCalendar *cicu_ucal_open(const uint16_t *zone, int32_t zoneLength, const char *locale, CICUCalendarType type,
                             CICUErrorCode *err) {
    RETURN_WITH_STATUS(CICUCalendar *, (CICUCalendar *)ucal_open((const UChar *)zone, zoneLength, locale,
                                                                 (UCalendarType)type, &status));
}
void cicu_ucal_close(CICUCalendar *cal) { ucal_close((UCalendar *)cal); }
CICUCalendar *cicu_ucal_clone(const CICUCalendar *cal, CICUErrorCode *err) {
    RETURN_WITH_STATUS(CICUCalendar *, (CICUCalendar *)ucal_clone((const UCalendar *)cal, &status));
}
void cicu_ucal_clear(CICUCalendar *cal) { ucal_clear((UCalendar *)cal); }
void cicu_ucal_set(CICUCalendar *cal, CICUCalendarDateFields field, int32_t value) {
    ucal_set((UCalendar *)cal, (UCalendarDateFields)field, value);
}
void cicu_ucal_setGregorianChange(CICUCalendar *cal, double date, CICUErrorCode *err) {
    WITH_STATUS(ucal_setGregorianChange((UCalendar *)cal, date, &status));
}
int32_t cicu_ucal_get(const CICUCalendar *cal, CICUCalendarDateFields field, CICUErrorCode *err) {
    RETURN_WITH_STATUS(int32_t, ucal_get((const UCalendar *)cal, (UCalendarDateFields)field, &status));
}
double cicu_ucal_getMillis(const CICUCalendar *cal, CICUErrorCode *err) {
    RETURN_WITH_STATUS(double, ucal_getMillis((const UCalendar *)cal, &status));
}
void cicu_ucal_setMillis(CICUCalendar *cal, double date, CICUErrorCode *err) {
    WITH_STATUS(ucal_setMillis((UCalendar *)cal, date, &status));
}
void cicu_ucal_setAttribute(CICUCalendar *cal, CICUCalendarAttribute attr, int32_t value) {
    ucal_setAttribute((UCalendar *)cal, (UCalendarAttribute)attr, value);
}
int32_t cicu_ucal_getAttribute(const CICUCalendar *cal, CICUCalendarAttribute attr) {
    return ucal_getAttribute((const UCalendar *)cal, (UCalendarAttribute)attr);
}
const char *cicu_ucal_getType(const CICUCalendar *cal, CICUErrorCode *err) {
    RETURN_WITH_STATUS(const char *, ucal_getType((const UCalendar *)cal, &status));
}
int32_t cicu_ucal_getLimit(const CICUCalendar *cal, CICUCalendarDateFields field, CICUCalendarLimitType type,
                           CICUErrorCode *err) {
    RETURN_WITH_STATUS(int32_t, ucal_getLimit((const UCalendar *)cal, (UCalendarDateFields)field,
                                              (UCalendarLimitType)type, &status));
}
int32_t cicu_ucal_getCanonicalTimeZoneID(const uint16_t *id, int32_t length, uint16_t *out, int32_t capacity,
                                         int8_t *isSystemID, CICUErrorCode *err) {
    UBool isSystem = 0;
    UErrorCode status = (UErrorCode)*err;
    int32_t result =
        ucal_getCanonicalTimeZoneID((const UChar *)id, length, (UChar *)out, capacity, &isSystem, &status);
    *err = (CICUErrorCode)status;
    if (isSystemID) *isSystemID = isSystem ? 1 : 0;
    return result;
}
CICUEnumeration *cicu_ucal_openTimeZoneIDEnumeration(CICUSystemTimeZoneType type, const char *region,
                                                     const int32_t *rawOffset, CICUErrorCode *err) {
    RETURN_WITH_STATUS(CICUEnumeration *, (CICUEnumeration *)ucal_openTimeZoneIDEnumeration(
                                              (USystemTimeZoneType)type, region, rawOffset, &status));
}
const char *cicu_ucal_getTZDataVersion(CICUErrorCode *err) {
    RETURN_WITH_STATUS(const char *, ucal_getTZDataVersion(&status));
}
int8_t cicu_ucal_getTimeZoneTransitionDate(const CICUCalendar *cal, CICUTimeZoneTransitionType type,
                                           double *transition, CICUErrorCode *err) {
    RETURN_WITH_STATUS(int8_t, ucal_getTimeZoneTransitionDate((const UCalendar *)cal, (UTimeZoneTransitionType)type,
                                                              transition, &status) ? 1 : 0);
}
CICUEnumeration *cicu_ucal_getKeywordValuesForLocale(const char *key, const char *locale, int8_t commonlyUsed,
                                                     CICUErrorCode *err) {
    RETURN_WITH_STATUS(CICUEnumeration *,
                       (CICUEnumeration *)ucal_getKeywordValuesForLocale(key, locale, commonlyUsed != 0, &status));
}

// Relative dates
CICURelativeDateTimeFormatter *cicu_ureldatefmt_open(const char *locale, CICUNumberFormat *numbers,
                                                     CICURelativeDateTimeFormatterStyle width,
                                                     CICUDisplayContext capitalization, CICUErrorCode *err) {
    RETURN_WITH_STATUS(CICURelativeDateTimeFormatter *,
                       (CICURelativeDateTimeFormatter *)ureldatefmt_open(
                           locale, (UNumberFormat *)numbers, (UDateRelativeDateTimeFormatterStyle)width,
                           (UDisplayContext)capitalization, &status));
}
void cicu_ureldatefmt_close(CICURelativeDateTimeFormatter *formatter) {
    ureldatefmt_close((URelativeDateTimeFormatter *)formatter);
}
int32_t cicu_ureldatefmt_format(const CICURelativeDateTimeFormatter *formatter, double offset,
                                CICURelativeDateTimeUnit unit, uint16_t *out, int32_t capacity, CICUErrorCode *err) {
    RETURN_WITH_STATUS(int32_t, ureldatefmt_format((const URelativeDateTimeFormatter *)formatter, offset,
                                                   (URelativeDateTimeUnit)unit, (UChar *)out, capacity, &status));
}

// Date formatting
CICUDateFormat *cicu_udat_open(CICUDateFormatStyle timeStyle, CICUDateFormatStyle dateStyle, const char *locale,
                               const uint16_t *zone, int32_t zoneLength, const uint16_t *pattern,
                               int32_t patternLength, CICUErrorCode *err) {
    RETURN_WITH_STATUS(CICUDateFormat *,
                       (CICUDateFormat *)udat_open((UDateFormatStyle)timeStyle, (UDateFormatStyle)dateStyle, locale,
                                                   (const UChar *)zone, zoneLength, (const UChar *)pattern,
                                                   patternLength, &status));
}
const char *cicu_udat_getLocaleByType(const CICUDateFormat *format, CICULocDataLocaleType type, CICUErrorCode *err) {
    RETURN_WITH_STATUS(const char *,
                       udat_getLocaleByType((const UDateFormat *)format, (ULocDataLocaleType)type, &status));
}
void cicu_udat_close(CICUDateFormat *format) { udat_close((UDateFormat *)format); }
void cicu_udat_setContext(CICUDateFormat *format, CICUDisplayContext value, CICUErrorCode *err) {
    WITH_STATUS(udat_setContext((UDateFormat *)format, (UDisplayContext)value, &status));
}
void cicu_udat_setCalendar(CICUDateFormat *format, const CICUCalendar *cal) {
    udat_setCalendar((UDateFormat *)format, (const UCalendar *)cal);
}
const CICUCalendar *cicu_udat_getCalendar(const CICUDateFormat *format) {
    return (const CICUCalendar *)udat_getCalendar((const UDateFormat *)format);
}
const CICUNumberFormat *cicu_udat_getNumberFormat(const CICUDateFormat *format) {
    return (const CICUNumberFormat *)udat_getNumberFormat((const UDateFormat *)format);
}
const CICUNumberFormat *cicu_udat_getNumberFormatForField(const CICUDateFormat *format, uint16_t field) {
    return (const CICUNumberFormat *)udat_getNumberFormatForField((const UDateFormat *)format, (UChar)field);
}

// A field position goes in with the field to locate and comes back with where it is.
static UFieldPosition icu_position(const CICUFieldPosition *position) {
    UFieldPosition own = {position ? position->field : 0, 0, 0};
    return own;
}
static void copy_position(const UFieldPosition *own, CICUFieldPosition *position) {
    if (!position) return;
    position->beginIndex = own->beginIndex;
    position->endIndex = own->endIndex;
}

int32_t cicu_udat_format(const CICUDateFormat *format, double date, uint16_t *out, int32_t capacity,
                         CICUFieldPosition *position, CICUErrorCode *err) {
    UFieldPosition own = icu_position(position);
    UErrorCode status = (UErrorCode)*err;
    int32_t result =
        udat_format((const UDateFormat *)format, date, (UChar *)out, capacity, position ? &own : NULL, &status);
    *err = (CICUErrorCode)status;
    copy_position(&own, position);
    return result;
}
int32_t cicu_udat_formatCalendar(const CICUDateFormat *format, CICUCalendar *calendar, uint16_t *out,
                                 int32_t capacity, CICUFieldPosition *position, CICUErrorCode *err) {
    UFieldPosition own = icu_position(position);
    UErrorCode status = (UErrorCode)*err;
    int32_t result = udat_formatCalendar((const UDateFormat *)format, (UCalendar *)calendar, (UChar *)out, capacity,
                                         position ? &own : NULL, &status);
    *err = (CICUErrorCode)status;
    copy_position(&own, position);
    return result;
}
int32_t cicu_udat_toPattern(const CICUDateFormat *format, int8_t localized, uint16_t *out, int32_t capacity,
                            CICUErrorCode *err) {
    RETURN_WITH_STATUS(int32_t,
                       udat_toPattern((const UDateFormat *)format, localized != 0, (UChar *)out, capacity, &status));
}
void cicu_udat_adoptNumberFormatForFields(CICUDateFormat *format, const uint16_t *fields,
                                          CICUNumberFormat *numberFormat, CICUErrorCode *err) {
    WITH_STATUS(udat_adoptNumberFormatForFields((UDateFormat *)format, (const UChar *)fields,
                                                (UNumberFormat *)numberFormat, &status));
}
int32_t cicu_unum_format(const CICUNumberFormat *format, int32_t number, uint16_t *out, int32_t capacity,
                         CICUFieldPosition *position, CICUErrorCode *err) {
    UFieldPosition own = icu_position(position);
    UErrorCode status = (UErrorCode)*err;
    int32_t result = unum_format((const UNumberFormat *)format, number, (UChar *)out, capacity,
                                 position ? &own : NULL, &status);
    *err = (CICUErrorCode)status;
    copy_position(&own, position);
    return result;
}
CICUNumberFormat *cicu_unum_clone(const CICUNumberFormat *format, CICUErrorCode *err) {
    RETURN_WITH_STATUS(CICUNumberFormat *, (CICUNumberFormat *)unum_clone((const UNumberFormat *)format, &status));
}
CICUNumberFormat *cicu_unum_open(CICUNumberFormatStyle style, const uint16_t *pattern, int32_t patternLength,
                                 const char *locale, CICUErrorCode *err) {
    RETURN_WITH_STATUS(CICUNumberFormat *,
                       (CICUNumberFormat *)unum_open((UNumberFormatStyle)style, (const UChar *)pattern,
                                                     patternLength, locale, NULL, &status));
}

// Numbering systems
void cicu_unum_close(CICUNumberFormat *format) { unum_close((UNumberFormat *)format); }
CICUPluralRules *cicu_uplrules_open(const char *locale, CICUErrorCode *err) {
    RETURN_WITH_STATUS(CICUPluralRules *, (CICUPluralRules *)uplrules_open(locale, &status));
}
int32_t cicu_uplrules_select(const CICUPluralRules *rules, double number, uint16_t *keyword, int32_t capacity,
                             CICUErrorCode *err) {
    RETURN_WITH_STATUS(int32_t, uplrules_select((const UPluralRules *)rules, number, (UChar *)keyword, capacity, &status));
}
void cicu_uplrules_close(CICUPluralRules *rules) { uplrules_close((UPluralRules *)rules); }
CICUNumberingSystem *cicu_unumsys_open(const char *locale, CICUErrorCode *err) {
    RETURN_WITH_STATUS(CICUNumberingSystem *, (CICUNumberingSystem *)unumsys_open(locale, &status));
}
CICUNumberingSystem *cicu_unumsys_openByName(const char *name, CICUErrorCode *err) {
    RETURN_WITH_STATUS(CICUNumberingSystem *, (CICUNumberingSystem *)unumsys_openByName(name, &status));
}
void cicu_unumsys_close(CICUNumberingSystem *system) { unumsys_close((UNumberingSystem *)system); }
const char *cicu_unumsys_getName(const CICUNumberingSystem *system) {
    return unumsys_getName((const UNumberingSystem *)system);
}
CICUEnumeration *cicu_unumsys_openAvailableNames(CICUErrorCode *err) {
    RETURN_WITH_STATUS(CICUEnumeration *, (CICUEnumeration *)unumsys_openAvailableNames(&status));
}

// Resource bundles. `ures_getByKeyWithFallback` is exported but declared only in ICU's private uresimp.h, so it
// is declared here; ICU's renaming macros (urename.h) cover it like the public functions.
U_CAPI UResourceBundle *U_EXPORT2 ures_getByKeyWithFallback(const UResourceBundle *bundle, const char *key,
                                                            UResourceBundle *fillIn, UErrorCode *err);
CICUResourceBundle *cicu_ures_open(const char *path, const char *locale, CICUErrorCode *err) {
    RETURN_WITH_STATUS(CICUResourceBundle *, (CICUResourceBundle *)ures_open(path, locale, &status));
}
CICUResourceBundle *cicu_ures_getByKeyWithFallback(const CICUResourceBundle *bundle, const char *key,
                                                   CICUResourceBundle *fillIn, CICUErrorCode *err) {
    RETURN_WITH_STATUS(CICUResourceBundle *,
                       (CICUResourceBundle *)ures_getByKeyWithFallback((const UResourceBundle *)bundle, key,
                                                                       (UResourceBundle *)fillIn, &status));
}
const uint16_t *cicu_ures_getString(const CICUResourceBundle *bundle, int32_t *length, CICUErrorCode *err) {
    RETURN_WITH_STATUS(const uint16_t *,
                       (const uint16_t *)ures_getString((const UResourceBundle *)bundle, length, &status));
}
void cicu_ures_close(CICUResourceBundle *bundle) { ures_close((UResourceBundle *)bundle); }

// The pattern generator
CICUDateTimePatternGenerator *cicu_udatpg_open(const char *locale, CICUErrorCode *err) {
    RETURN_WITH_STATUS(CICUDateTimePatternGenerator *, (CICUDateTimePatternGenerator *)udatpg_open(locale, &status));
}
int32_t cicu_udatpg_getBestPattern(CICUDateTimePatternGenerator *generator, const uint16_t *skeleton,
                                   int32_t length, uint16_t *pattern, int32_t capacity, CICUErrorCode *err) {
    RETURN_WITH_STATUS(int32_t, udatpg_getBestPattern((UDateTimePatternGenerator *)generator, (const UChar *)skeleton,
                                                      length, (UChar *)pattern, capacity, &status));
}
void cicu_udatpg_close(CICUDateTimePatternGenerator *generator) {
    udatpg_close((UDateTimePatternGenerator *)generator);
}
int32_t cicu_udatpg_getFieldDisplayName(const CICUDateTimePatternGenerator *generator,
                                        CICUDateTimePatternField field, CICUDateTimePGDisplayWidth width,
                                        uint16_t *name, int32_t capacity, CICUErrorCode *err) {
    RETURN_WITH_STATUS(int32_t, udatpg_getFieldDisplayName((const UDateTimePatternGenerator *)generator,
                                                           (UDateTimePatternField)field,
                                                           (UDateTimePGDisplayWidth)width, (UChar *)name, capacity,
                                                           &status));
}
