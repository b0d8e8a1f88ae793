import Testing
@testable import JuiceReports

/// Names from the data made into parts of file names: no separators, no leading dot, nothing empty.
struct SafeFileNameTests {
    @Test func lettersAndDigitsKeptEverythingElseOneDash() {
        #expect(SafeFileName.stem("Sunrise Bakery / Main St.") == "sunrise-bakery-main-st")
        #expect(SafeFileName.stem("../../etc/passwd") == "etc-passwd")
        #expect(SafeFileName.stem(".hidden") == "hidden")
        #expect(SafeFileName.stem("강남점") == nil, "a mail's attachment name keeps ASCII only")
        #expect(SafeFileName.stem("강남점 2", asciiOnly: false) == "강남점-2")
        #expect(SafeFileName.stem("///") == nil)
        #expect(SafeFileName.stem(String(repeating: "a", count: 200))?.count == SafeFileName.longest)
    }
}
