import CSQLite
import Foundation
import JuiceCore

/// The order field rules as SQL functions, so SQLite applies exactly the rules a CSV cell
/// goes through while it adds up:
///
/// - `juice_report_day(t)`: the day (since 1970-01-01) of a time in the zone, or NULL;
/// - `juice_report_seconds(t)`: the time as seconds since 1970-01-01T00:00:00Z, or NULL;
/// - `juice_report_hour(t)`: the hour (0–23) of a time on the zone's wall clock, or NULL (a date without a time too);
/// - `juice_report_day_of_seconds(x)`: the day (since 1970-01-01) in the zone of such seconds;
/// - `juice_report_quantity(v)`: a quantity (`2`, `2.0`), or NULL when absent or not one;
/// - `juice_report_money(v, signed)`: money at `Money.scale` (`4500`, `4.50`, `$4.50`), or NULL;
/// - `juice_report_problem(t, juice, quantity, unitPrice, amount, needsTime, needsPrice)`: a `RowProblem` or 0.
///
/// Times are read as a table's: with an offset, or local times in the zone (`LocalClock`).
/// An empty text is an absent value, as an empty cell is.
final class SQLiteFunctions {
    private let clock: LocalClock
    private var days: ZoneDayResolver

    /// - Parameter dayStart: when the days of `juice_report_day` start (every SQLite time has a time of day).
    init(zone: TimeZone, dayStart: DayStart = .midnight) {
        clock = LocalClock(timeZone: zone)
        days = ZoneDayResolver(timeZone: zone, dayStart: dayStart)
    }

    /// Registers the functions; `self` must outlive the connection's statements (its owner keeps it).
    func register(on handle: OpaquePointer) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC
        sqlite3_create_function_v2(
            handle, "juice_report_day", 1, flags, context,
            { call, _, arguments in
                let functions = SQLiteFunctions.owner(of: call)
                guard let seconds = functions.seconds(SQLiteFunctions.argument(0, of: arguments)) else {
                    return sqlite3_result_null(call)
                }
                sqlite3_result_int64(call, Int64(functions.days.daysSinceEpoch(of: seconds)))
            }, nil, nil, nil)
        sqlite3_create_function_v2(
            handle, "juice_report_day_of_seconds", 1, flags, context,
            { call, _, arguments in
                let seconds = SQLiteFunctions.argument(0, of: arguments)
                guard sqlite3_value_type(seconds) != SQLITE_NULL else { return sqlite3_result_null(call) }
                let functions = SQLiteFunctions.owner(of: call)
                sqlite3_result_int64(call, Int64(functions.day(ofSeconds: sqlite3_value_double(seconds))))
            }, nil, nil, nil)
        sqlite3_create_function_v2(
            handle, "juice_report_seconds", 1, flags, context,
            { call, _, arguments in
                let time = SQLiteFunctions.argument(0, of: arguments)
                guard let seconds = SQLiteFunctions.owner(of: call).seconds(time) else {
                    return sqlite3_result_null(call)
                }
                sqlite3_result_double(call, seconds)
            }, nil, nil, nil)
        sqlite3_create_function_v2(
            handle, "juice_report_hour", 1, flags, context,
            { call, _, arguments in
                guard let hour = SQLiteFunctions.owner(of: call).hour(SQLiteFunctions.argument(0, of: arguments)) else {
                    return sqlite3_result_null(call)
                }
                sqlite3_result_int64(call, Int64(hour))
            }, nil, nil, nil)
        sqlite3_create_function_v2(
            handle, "juice_report_quantity", 1, flags, context,
            { call, _, arguments in
                guard let value = SQLiteFunctions.quantity(SQLiteFunctions.argument(0, of: arguments)) else {
                    return sqlite3_result_null(call)
                }
                sqlite3_result_int64(call, value)
            }, nil, nil, nil)
        sqlite3_create_function_v2(
            handle, "juice_report_money", 2, flags, context,
            { call, _, arguments in
                let (money, signed) = (
                    SQLiteFunctions.argument(0, of: arguments), SQLiteFunctions.argument(1, of: arguments)
                )
                let rule = sqlite3_value_int(signed) != 0 ? OrderFieldRules.amount : OrderFieldRules.unitPrice
                guard let value = SQLiteFunctions.money(money, rule: rule) else { return sqlite3_result_null(call) }
                sqlite3_result_int64(call, value)
            }, nil, nil, nil)
        sqlite3_create_function_v2(
            handle, "juice_report_problem", 7, flags, context,
            { call, _, arguments in
                let functions = SQLiteFunctions.owner(of: call)
                guard let arguments else {
                    preconditionFailure("SQLite passes an array of the arguments a function was registered with")
                }
                sqlite3_result_int64(call, functions.problem(arguments))
            }, nil, nil, nil)
    }

    /// Argument `index` of a call of a function registered with more than `index` arguments.
    private static func argument(_ index: Int, of arguments: UnsafeMutablePointer<OpaquePointer?>?) -> OpaquePointer? {
        guard let arguments else {
            preconditionFailure("SQLite passes an array of the arguments a function was registered with")
        }
        return arguments[index]
    }

    private static func owner(of call: OpaquePointer?) -> SQLiteFunctions {
        Unmanaged<SQLiteFunctions>.fromOpaque(sqlite3_user_data(call)).takeUnretainedValue()
    }

    /// The row's first problem, read from SQLite's own buffers: it runs once a row, so no value is
    /// copied (perf on `serve` reading 20,000 orders again: this function was 28 % of the read, most
    /// of it copying values into arrays).
    private func problem(_ arguments: UnsafeMutablePointer<OpaquePointer?>) -> Int64 {
        let (time, juice, quantity, price, amount) = (
            arguments[0], arguments[1], arguments[2], arguments[3], arguments[4]
        )
        let hasTime = Self.hasText(time)
        if hasTime, seconds(time) == nil { return RowProblem.badTime.rawValue }
        if !Self.hasText(juice) { return RowProblem.missingJuice.rawValue }
        if Self.hasText(quantity), Self.quantity(quantity) == nil { return RowProblem.badQuantity.rawValue }
        let hasPrice = Self.hasText(price)
        let hasAmount = Self.hasText(amount)
        if hasPrice, Self.money(price, rule: OrderFieldRules.unitPrice) == nil {
            return RowProblem.badPrice.rawValue
        }
        if hasAmount, Self.money(amount, rule: OrderFieldRules.amount) == nil {
            return RowProblem.badAmount.rawValue
        }
        if sqlite3_value_int(arguments[5]) != 0, !hasTime { return RowProblem.missingTime.rawValue }
        if sqlite3_value_int(arguments[6]) != 0, !hasPrice, !hasAmount { return RowProblem.missingPrice.rawValue }
        return 0
    }

    /// Read from SQLite's own buffer, trimmed in place: this runs once a row, so no copy is made.
    private func seconds(_ value: OpaquePointer?) -> Double? {
        guard sqlite3_value_type(value) != SQLITE_NULL, let bytes = sqlite3_value_text(value) else { return nil }
        return seconds(UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_value_bytes(value))))
    }

    /// The wall-clock hour of a time with a time of day, as the file readers' hours read it.
    private func hour(_ value: OpaquePointer?) -> Int? {
        guard sqlite3_value_type(value) != SQLITE_NULL, let bytes = sqlite3_value_text(value) else { return nil }
        let trimmed = Self.trimmed(UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_value_bytes(value))))
        guard !trimmed.isEmpty,
            let timestamp = OrderTimestamp.parse(UnsafeRawBufferPointer(rebasing: trimmed), localTo: clock),
            timestamp.hasTimeOfDay
        else { return nil }
        let local = days.localSeconds(of: timestamp.secondsSinceEpoch)
        return (local % 86_400 + 86_400) % 86_400 / 3_600
    }

    /// A time's text with spaces and tabs around it ignored; nil when empty or not a time.
    func seconds(_ text: UnsafeRawBufferPointer) -> Double? {
        let trimmed = Self.trimmed(text)
        guard !trimmed.isEmpty else { return nil }
        return OrderTimestamp.parse(UnsafeRawBufferPointer(rebasing: trimmed), localTo: clock)?.secondsSinceEpoch
    }

    /// A value's text without the spaces and tabs around it, as a CSV cell's is read.
    static func trimmed(_ text: UnsafeRawBufferPointer) -> Slice<UnsafeRawBufferPointer> {
        var slice = text[...]
        while let first = slice.first, first == 0x20 || first == 0x09 { slice = slice.dropFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 { slice = slice.dropLast() }
        return slice
    }

    func day(ofSeconds seconds: Double) -> Int {
        days.daysSinceEpoch(of: seconds)
    }

    /// The value's text without spaces and tabs around it, in SQLite's own buffer, given to
    /// `body`; nil for NULL or an empty text.
    private static func withText<Result>(
        _ value: OpaquePointer?, _ body: (UnsafeRawBufferPointer) -> Result
    ) -> Result? {
        guard sqlite3_value_type(value) != SQLITE_NULL, let bytes = sqlite3_value_text(value) else { return nil }
        let text = Self.trimmed(UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_value_bytes(value))))
        return text.isEmpty ? nil : body(UnsafeRawBufferPointer(rebasing: text))
    }

    /// Whether the value has a text other than spaces and tabs.
    private static func hasText(_ value: OpaquePointer?) -> Bool {
        withText(value) { _ in true } ?? false
    }

    /// A quantity by the quantity rule on the value's text, as a CSV cell's: negative on a return, never 0.
    private static func quantity(_ value: OpaquePointer?) -> Int64? {
        if sqlite3_value_type(value) == SQLITE_INTEGER {
            let number = sqlite3_value_int64(value)
            return OrderFieldRules.quantity.accepts(number) ? number : nil
        }
        return withText(value) { try? OrderFieldRules.quantity.value(cell: $0) } ?? nil
    }

    /// Money at `Money.scale` by the field's rule on the value's text, as a CSV cell's.
    private static func money(_ value: OpaquePointer?, rule: OrderFieldRules.MoneyField) -> Int64? {
        withText(value) { try? rule.value(cell: $0).amount } ?? nil
    }
}
