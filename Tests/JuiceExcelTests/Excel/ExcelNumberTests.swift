import Testing
@testable import JuiceExcel

struct ExcelNumberTests {
    @Test(arguments: [
        ("1149.0999999999999", "1149.1"),
        ("0.30000000000000004", "0.3"),
        ("5500.1000000000004", "5500.1"),
        ("-33.619999999999997", "-33.62"),
        ("4500", "4500"),
        ("1.0", "1.0"),
        ("123456789012345", "123456789012345"),
        ("1E-3", "1E-3"),
    ])
    func numbersShowAsExcelShowsThem(written: String, shown: String) {
        #expect(ExcelNumber.displayed(written) == shown)
    }
}
