/// The population of the world and of each country and territory, as `occasions list` counts the share of the
/// world its country sets cover.
///
/// Source: United Nations, Department of Economic and Social Affairs, Population Division, *World Population
/// Prospects 2024*: total population on 1 July 2024 (estimates), in thousands. Countries and areas of fewer than
/// about 900 000 people are not listed: a set for one of them counts as a country, and adds nothing to the share.
enum WorldPopulation {
    /// The world's population on 1 July 2024, in thousands.
    static let world = 8_161_972

    /// Thousands of people by ISO 3166-1 alpha-2 code.
    static let thousands: [String: Int] = [
        "AE": 11_027, "AF": 42_647, "AL": 2_792, "AM": 2_974, "AO": 37_886, "AR": 45_696, "AT": 9_120,
        "AU": 26_713, "AZ": 10_337, "BA": 3_164, "BD": 173_562, "BE": 11_739, "BF": 23_549, "BG": 6_757,
        "BH": 1_607, "BI": 14_048, "BJ": 14_463, "BO": 12_413, "BR": 211_999, "BW": 2_521, "BY": 9_056,
        "CA": 39_742, "CD": 109_276, "CF": 5_331, "CG": 6_333, "CH": 8_921, "CI": 31_935, "CL": 19_765,
        "CM": 29_124, "CN": 1_419_321, "CO": 52_887, "CR": 5_129, "CU": 10_980, "CY": 1_358, "CZ": 10_736,
        "DE": 84_552, "DJ": 1_168, "DK": 5_977, "DO": 11_428, "DZ": 46_815, "EC": 18_136, "EE": 1_361,
        "EG": 116_538, "ER": 3_535, "ES": 47_911, "ET": 132_060, "FI": 5_617, "FJ": 929, "FR": 66_549,
        "GA": 2_539, "GB": 69_138, "GE": 3_808, "GH": 34_428, "GM": 2_759, "GN": 14_755, "GQ": 1_892,
        "GR": 10_048, "GT": 18_407, "GW": 2_202, "HK": 7_415, "HN": 10_825, "HR": 3_876, "HT": 11_772,
        "HU": 9_676, "ID": 283_488, "IE": 5_256, "IL": 9_387, "IN": 1_450_936, "IQ": 46_043, "IR": 91_568,
        "IT": 59_343, "JM": 2_839, "JO": 11_552, "JP": 123_753, "KE": 56_433, "KG": 7_186, "KH": 17_639,
        "KP": 26_498, "KR": 51_717, "KW": 4_934, "KZ": 20_593, "LA": 7_770, "LB": 5_806, "LK": 23_103,
        "LR": 5_612, "LS": 2_337, "LT": 2_859, "LV": 1_872, "LY": 7_381, "MA": 38_081, "MD": 3_034,
        "MG": 31_965, "MK": 1_823, "ML": 24_479, "MM": 54_500, "MN": 3_475, "MR": 5_169, "MU": 1_271,
        "MW": 21_655, "MX": 130_861, "MY": 35_558, "MZ": 34_631, "NA": 3_030, "NE": 27_032, "NG": 232_679,
        "NI": 6_917, "NL": 18_229, "NO": 5_576, "NP": 29_652, "NZ": 5_214, "OM": 5_281, "PA": 4_516,
        "PE": 34_218, "PG": 10_576, "PH": 115_844, "PK": 251_269, "PL": 38_540, "PR": 3_242, "PS": 5_495,
        "PT": 10_425, "PY": 6_930, "QA": 3_049, "RO": 19_015, "RS": 6_736, "RU": 144_820, "RW": 14_257,
        "SA": 33_963, "SD": 50_449, "SE": 10_606, "SG": 5_832, "SI": 2_118, "SK": 5_506, "SL": 8_642,
        "SN": 18_502, "SO": 19_010, "SS": 11_944, "SV": 6_339, "SY": 24_673, "SZ": 1_243, "TD": 20_299,
        "TG": 9_516, "TH": 71_668, "TJ": 10_590, "TL": 1_401, "TM": 7_494, "TN": 12_277, "TR": 87_473,
        "TT": 1_507, "TW": 23_213, "TZ": 68_560, "UA": 37_861, "UG": 50_015, "US": 345_427, "UY": 3_387,
        "UZ": 36_362, "VE": 28_406, "VN": 100_988, "YE": 40_583, "ZA": 64_007, "ZM": 21_314, "ZW": 16_634,
    ]

    /// How many of `codes` are countries or territories, and their people in thousands, each code counted once.
    static func coverage(_ codes: some Sequence<String>) -> (countries: Int, thousands: Int) {
        let distinct = Set(codes)
        return (distinct.count, distinct.reduce(0) { $0 + (thousands[$1] ?? 0) })
    }
}
