import Foundation
import Testing
@testable import JuiceCore
@testable import JuiceIngest

/// `--group-by`: each product's lines counted per value of the category column (found by the
/// headers tables write, mapped with `--column category=…`, an export's) or of any column named.
struct GroupColumnTests {
    private func read(_ text: String, group: String, columns: [String] = []) throws -> OrderReadReport {
        var aggregator = SalesAggregator(query: SalesQuery(timeZone: TimeZone(identifier: "UTC")!))
        var options = OrderReadOptions()
        options.groupColumn = group
        options.columns = try ColumnMapping(columns)
        return try OrderCSVReader(options: options).read(
            MemoryByteSource(Array(text.utf8), name: "in.csv", chunkSize: 5), into: &aggregator)
    }

    private static let chain = """
        id,juice,quantity,store_location,product_category,Kind
        1,Latte,2,Astoria,Coffee,Hot
        2,Latte,1,Astoria,Coffee,Hot
        3,Latte,1,Lower Manhattan,Drinks,Cold
        4,Scone,3,Astoria,Bakery,Food
        5,스콘,1,Astoria,None,Food

        """

    @Test func theProductCategoryHeaderIsACategoryColumn() throws {
        let report = try read(Self.chain, group: "category")
        #expect(report.categoryHeader == "product_category")
        #expect(report.productCategories.mostUsed == [.offMenu("Latte"): "Coffee", .offMenu("Scone"): "Bakery"])
        #expect(report.productCategories.counts[.offMenu("Latte")] == ["Coffee": 2, "Drinks": 1])
    }

    @Test func anyColumnAndAMappedCategoryAreRead() throws {
        let store = try read(Self.chain, group: "STORE_LOCATION")
        #expect(store.productCategories.mostUsed[.offMenu("Latte")] == "Astoria")
        let kind = try read(Self.chain, group: "category", columns: ["category=Kind"])
        #expect(
            kind.productCategories.mostUsed == [
                .offMenu("Latte"): "Hot", .offMenu("Scone"): "Food", .offMenu("스콘"): "Food",
            ])
    }

    @Test func koreanAndExportCategoryHeadersAreKnown() throws {
        let korean = try read("id,juice,카테고리\n1,아메리카노,커피\n", group: "category")
        #expect(korean.productCategories.mostUsed == [.offMenu("아메리카노"): "커피"])
        let square = try String(
            contentsOf: SalesExportTests.directory.appendingPathComponent("square-items.csv"), encoding: .utf8)
        var aggregator = SalesAggregator(query: SalesQuery(timeZone: TimeZone(identifier: "UTC")!))
        var options = OrderReadOptions()
        options.groupColumn = "category"
        options.localClock = LocalClock(timeZone: TimeZone(identifier: "UTC")!)
        let report = try OrderCSVReader(options: options).read(
            MemoryByteSource(Array(square.utf8), name: "square.csv"), into: &aggregator)
        #expect(report.categoryHeader == "Category")
        #expect(!report.productCategories.isEmpty)
    }

    @Test func aColumnThatIsNotThereNamesTheColumnsThatAre() {
        #expect {
            _ = try read(Self.chain, group: "region")
        } throws: { error in
            guard case OrderHistoryError.unknownColumn(let source, let problem) = error else { return false }
            return source == "in.csv"
                && problem
                    == "--group-by region: the header row has no such column; its columns are \"id\", \"juice\", "
                    + "\"quantity\", \"store_location\", \"product_category\", \"Kind\""
        }
        #expect {
            _ = try read("id,juice,quantity\n1,Latte,1\n", group: "category")
        } throws: { error in
            "\(error)".contains(
                "--group-by category: the header row has no such column (nor one known as a category; name it with --column category=HEADER); its columns are \"id\", \"juice\", \"quantity\""
            )
        }
    }

    @Test func withoutGroupByNothingIsCounted() throws {
        var aggregator = SalesAggregator(query: SalesQuery(timeZone: TimeZone(identifier: "UTC")!))
        let report = try OrderCSVReader(options: OrderReadOptions()).read(
            MemoryByteSource(Array(Self.chain.utf8), name: "in.csv"), into: &aggregator)
        #expect(report.productCategories.isEmpty)
        #expect(report.categoryHeader == "product_category")
    }
}
