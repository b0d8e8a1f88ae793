import Failures
import JuiceReports
import Testing

/// Every category has its documented exit code, and errors of every module say their category.
struct ExitStatusTests {
    private struct Categorized: CategorizedError {
        let category: FailureCategory
    }

    private struct Uncategorized: Error {}

    @Test func eachCategoryHasItsDocumentedCode() {
        let codes = FailureCategory.allCases.map { ExitStatus(for: Categorized(category: $0)).rawValue }
        #expect(codes == [64, 65, 66, 67, 68, 69, 70, 73, 77])
        #expect(ExitStatus(for: Uncategorized()) == .internalError)
    }

    @Test func errorsOfEveryModuleMapAsTheyAreDocumented() {
        let cases: [(any Error, Int32)] = [
            (OrderHistoryError.invalidCSV(source: "a.csv", line: 2, problem: "x"), 65),
            (OrderHistoryError.unknownColumn(source: "a.csv", problem: "x"), 64),
            (OrderHistoryError.mixedCurrencies(source: "a.csv", found: []), 67),
            (TotalsError(location: "t.csv:2", problem: "x"), 67),
            (TotalsError(location: "t.csv:2", problem: "x", isSyntax: true), 65),
            (FileError.unreadableInput(path: "a", reason: "x"), 66),
            (FileError.unwritableOutput(path: "a", reason: "x"), 73),
            (SalesAggregationError.totalOverflow(juice: "kiwi"), 67),
            (RequestError("x"), 64),
            (FilterMatchError(values: ["x"], inputs: "a.csv", products: [], categories: [], productCount: 0), 68),
            (RenderError.missingGlyphs(text: "x", count: 1), 69),
            (RenderError.pngEncoding(reason: "x"), 70),
        ]
        for (error, code) in cases {
            #expect(ExitStatus(for: error).rawValue == code, "\(error)")
        }
    }
}
