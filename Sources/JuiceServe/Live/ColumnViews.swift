import Foundation
import JuiceCore
import JuiceReports
import PieGeometry

/// Charts and totals of a column's values (`by=store`, `split-by=store`): the history is kept per
/// product and cannot answer them, so they are what the chart command draws from the inputs read
/// whole, once per version of the data (the answers are cached by ETag like every other).
struct ColumnViews: Sendable {
    let options: OrderInputs
    let menu: Menu
    let query: SalesQuery
    let chart: ChartSpecification

    /// The pie by `by` or split by `splitBy` (small multiples in one picture), as the chart
    /// command draws it, in memory (no file between).
    func chart(_ view: LiveView, by: String?, splitBy: String?, inputs: [String], format: ChartFormat, canvas: Size)
        throws -> [UInt8]
    {
        var request = try self.request(view, by: by, splitBy: splitBy, inputs: inputs, canvas: canvas)
        request.output = .inMemory(format)
        return try request.run().chart ?? []
    }

    /// The totals by `by`, or per value of `splitBy`, as `--summary json` or `--summary csv` writes them.
    func totals(_ view: LiveView, by: String?, splitBy: String?, inputs: [String], as format: SummaryFormat) throws
        -> String
    {
        var request = try self.request(view, by: by, splitBy: splitBy, inputs: inputs, canvas: chart.canvas)
        request.summary = format
        return try request.run().table ?? ""
    }

    /// The values of `splitBy` over the view's period, biggest part first: the stores a split page links to.
    func parts(_ view: LiveView, splitBy: String, inputs: [String]) throws -> [String] {
        try request(view, by: nil, splitBy: splitBy, inputs: inputs, canvas: chart.canvas).run().partValues
    }

    private func request(_ view: LiveView, by: String?, splitBy: String?, inputs: [String], canvas: Size) throws
        -> ChartRequest
    {
        var orders = options
        orders.paths = inputs
        orders.readsAgain = true
        orders.groupedBy = by
        for clause in view.filter.clauses { orders.columnFilter = orders.columnFilter.adding(clause) }
        var spec = chart
        spec.canvas = canvas
        spec.groupedBy = by
        if let title = view.title { spec.title = title }
        if let top = view.top { spec.top = top }
        switch view.rings {
        case .asRead: break
        case .none: spec.ringsBy = nil
        case .by(let column): spec.ringsBy = column
        }
        var query = self.query
        query.period = view.period
        query.metric = view.metric
        var request = ChartRequest(source: .orders(orders), query: query, chart: spec, output: nil, menu: menu)
        request.splitBy = splitBy
        return request
    }
}
