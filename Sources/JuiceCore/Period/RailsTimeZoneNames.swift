import Foundation

/// The zone names Square writes in its `Time Zone` column are Ruby on Rails' friendly names
/// (`Eastern Time (US & Canada)`); these are the IANA zones Rails maps them to.
package enum RailsTimeZoneNames {
    package static func timeZone(named name: String) -> TimeZone? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if let identifier = mapping[trimmed] { return TimeZone(identifier: identifier) }
        // Some exports write the IANA name itself.
        return trimmed.contains("/") ? TimeZone(identifier: trimmed) : nil
    }

    private static let mapping: [String: String] = [
        "Hawaii": "Pacific/Honolulu", "Alaska": "America/Juneau", "Pacific Time (US & Canada)": "America/Los_Angeles",
        "Arizona": "America/Phoenix", "Mountain Time (US & Canada)": "America/Denver",
        "Central Time (US & Canada)": "America/Chicago",
        "Eastern Time (US & Canada)": "America/New_York", "Indiana (East)": "America/Indiana/Indianapolis",
        "Atlantic Time (Canada)": "America/Halifax", "Newfoundland": "America/St_Johns",
        "Saskatchewan": "America/Regina",
        "Tijuana": "America/Tijuana", "Mexico City": "America/Mexico_City", "Guadalajara": "America/Mexico_City",
        "Monterrey": "America/Monterrey", "Central America": "America/Guatemala", "Bogota": "America/Bogota",
        "Lima": "America/Lima", "Quito": "America/Lima", "Caracas": "America/Caracas", "Santiago": "America/Santiago",
        "Buenos Aires": "America/Argentina/Buenos_Aires", "Brasilia": "America/Sao_Paulo",
        "Puerto Rico": "America/Puerto_Rico",
        "UTC": "Etc/UTC", "London": "Europe/London", "Edinburgh": "Europe/London", "Dublin": "Europe/Dublin",
        "Lisbon": "Europe/Lisbon", "Madrid": "Europe/Madrid", "Paris": "Europe/Paris", "Brussels": "Europe/Brussels",
        "Amsterdam": "Europe/Amsterdam", "Berlin": "Europe/Berlin", "Bern": "Europe/Zurich", "Zurich": "Europe/Zurich",
        "Rome": "Europe/Rome", "Vienna": "Europe/Vienna", "Stockholm": "Europe/Stockholm",
        "Copenhagen": "Europe/Copenhagen",
        "Prague": "Europe/Prague", "Warsaw": "Europe/Warsaw", "Budapest": "Europe/Budapest", "Athens": "Europe/Athens",
        "Helsinki": "Europe/Helsinki", "Istanbul": "Europe/Istanbul", "Moscow": "Europe/Moscow",
        "Jerusalem": "Asia/Jerusalem",
        "Cairo": "Africa/Cairo", "Johannesburg": "Africa/Johannesburg", "Nairobi": "Africa/Nairobi",
        "Dubai": "Asia/Dubai",
        "Abu Dhabi": "Asia/Dubai", "Riyadh": "Asia/Riyadh", "Tehran": "Asia/Tehran", "Karachi": "Asia/Karachi",
        "Mumbai": "Asia/Kolkata", "New Delhi": "Asia/Kolkata", "Chennai": "Asia/Kolkata", "Kolkata": "Asia/Kolkata",
        "Kathmandu": "Asia/Kathmandu", "Dhaka": "Asia/Dhaka", "Bangkok": "Asia/Bangkok", "Hanoi": "Asia/Bangkok",
        "Jakarta": "Asia/Jakarta", "Kuala Lumpur": "Asia/Kuala_Lumpur", "Singapore": "Asia/Singapore",
        "Hong Kong": "Asia/Hong_Kong",
        "Beijing": "Asia/Shanghai", "Taipei": "Asia/Taipei", "Perth": "Australia/Perth", "Seoul": "Asia/Seoul",
        "Tokyo": "Asia/Tokyo", "Osaka": "Asia/Tokyo", "Sapporo": "Asia/Tokyo", "Adelaide": "Australia/Adelaide",
        "Darwin": "Australia/Darwin", "Brisbane": "Australia/Brisbane", "Sydney": "Australia/Sydney",
        "Canberra": "Australia/Canberra", "Melbourne": "Australia/Melbourne", "Hobart": "Australia/Hobart",
        "Auckland": "Pacific/Auckland", "Wellington": "Pacific/Auckland", "Fiji": "Pacific/Fiji",
        "Manila": "Asia/Manila",
    ]
}
