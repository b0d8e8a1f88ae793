import Testing
@testable import JuiceExcel

struct CellReferenceTests {
    @Test(arguments: [("A1", 0), ("C7", 2), ("Z9", 25), ("AA10", 26), ("az3", 51), ("XFD1048576", 16_383)])
    func columnsCountFromA(reference: String, column: Int) {
        #expect(CellReference.column(of: reference) == column)
    }

    @Test(arguments: ["", "7", "XFE1", "ZZZZ1"])
    func referencesWithoutAColumnWithinExcelsLimitAreRefused(reference: String) {
        #expect(CellReference.column(of: reference) == nil)
    }
}
