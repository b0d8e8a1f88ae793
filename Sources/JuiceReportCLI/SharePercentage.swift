import ArgumentParser

/// A share written as a percentage on the command line: `2%`, `2.5%` or plain `2`.
struct SharePercentage: ExpressibleByArgument {
    /// 0...100.
    let percent: Double

    init?(argument: String) {
        let digits = argument.hasSuffix("%") ? String(argument.dropLast()) : argument
        guard let percent = Double(digits), percent.isFinite, (0...100).contains(percent) else { return nil }
        self.percent = percent
    }
}
