import Foundation
import JuiceCore
import JuiceIngest
import Testing
@testable import JuiceExcel

struct XLSXWorkbookTests {
    @Test func sheetsAreListedInTheWorkbooksOrderAndChosenByName() throws {
        let workbook = try XLSXWorkbook(path: Fixtures.path("two-sheets.xlsx"))
        #expect(workbook.sheetNames == ["Summary", "주문", "Notes"])
        #expect(try workbook.sheetRows().sheet == "Summary")
        #expect(try workbook.sheetRows(named: "주문").sheet == "주문")
        // A name differing only in case is taken when it is the only such sheet.
        #expect(try workbook.sheetRows(named: "notes").sheet == "Notes")
        #expect(try Fixtures.text(of: workbook.sheetRows(named: "Notes")) == "nothing here\n")
    }

    @Test func theFirstSheetIsTheFirstTheTabsShow() throws {
        let workbook = try XLSXWorkbook(path: Fixtures.path("hidden-first.xlsx"))
        #expect(workbook.sheetNames == ["Lookup", "Sales"])
        #expect(try Fixtures.text(of: workbook.sheetRows()) == "juice,quantity\nkiwi,2\nmango,1\n")
        #expect(try workbook.sheetRows(named: "Lookup").sheet == "Lookup")
    }

    @Test func anUnknownSheetNamesTheSheetsThereAre() throws {
        let path = Fixtures.path("two-sheets.xlsx")
        #expect(
            Fixtures.failure { try XLSXWorkbook(path: path).sheetRows(named: "Orders") }
                == "\(path): the workbook has no sheet named \"Orders\"; its sheets are \"Summary\", \"주문\", \"Notes\"")
    }

    @Test(arguments: [
        ("not-a-zip.xlsx", "not an Excel workbook (.xlsx): it is not a zip archive"),
        ("encrypted.xlsx", "the workbook is encrypted or an old .xls; save it as .xlsx or CSV"),
        ("no-workbook.xlsx", "not an Excel workbook (.xlsx): it has no xl/workbook.xml"),
    ])
    func filesThatAreNoWorkbookSaySoInWords(file: String, problem: String) {
        let path = Fixtures.path(file)
        #expect(Fixtures.failure { try XLSXWorkbook(path: path) } == "\(path): \(problem)")
    }

    @Test func aMissingFileIsAnUnreadableInput() {
        #expect(throws: FileError.unreadableInput(path: "/nonexistent/a.xlsx", reason: "No such file or directory")) {
            try XLSXWorkbook(path: "/nonexistent/a.xlsx")
        }
    }

    @Test func standardInputIsRefused() {
        #expect(throws: XLSXError.standardInput) { try XLSXWorkbook(path: "-") }
    }

    @Test func partTargetsResolveFromTheWorkbooksFolder() {
        #expect(PartRelationships.resolve("worksheets/sheet1.xml", from: "xl") == "xl/worksheets/sheet1.xml")
        #expect(PartRelationships.resolve("/xl/worksheets/sheet2.xml", from: "xl") == "xl/worksheets/sheet2.xml")
        #expect(PartRelationships.resolve("../xl/./sharedStrings.xml", from: "xl") == "xl/sharedStrings.xml")
    }
}
