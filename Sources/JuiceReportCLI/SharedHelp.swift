import ArgumentParser

/// The help of the arguments and options several commands declare alike, written once: each
/// command still declares its own (an option group per shared set would cost every start-up a
/// search of the runtime's conformance tables, `ChartAppearanceOptions.refuseCanvas`).
enum SharedHelp {
    static let inputs: ArgumentHelp =
        "Order histories (JSON, JSON Lines, CSV, exports, .xlsx, database URLs, http(s); - is stdin), read together."
    static let chartOutput = ArgumentHelp(
        "The chart file to write. Its extension (.png, .svg or .pdf) picks the format; - writes to standard output "
            + "(then give --format).")
    static let format: ArgumentHelp = "The file format, overriding the output file's extension."
    static let quiet: ArgumentHelp = "Print nothing on success."
}
