import ArgumentParser

/// An option's closed set of words (`--format png`), each case spelled as its raw value.
///
/// Written here because ArgumentParser's own list of the words, for a type both `CaseIterable` and
/// `RawRepresentable`, builds a generic key path every time it is asked, and it is asked for each
/// such option whenever a command's arguments are gathered: 60 times to start one chart, 4.1 M
/// instructions in key paths alone, 7 % of bench/instructions.sh's start-up job. The same words
/// mapped with a closure: that job runs 3.4 M instructions fewer (61.4 M → 58.0 M).
protocol ArgumentChoice: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension ArgumentChoice {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
}
