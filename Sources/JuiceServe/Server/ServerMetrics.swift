import CoreMetrics
import Foundation
import Prometheus

/// What `/metrics` tells a Prometheus server: requests by route and status, how long drawing
/// takes, orders and bad records taken in, open event streams and the data's age. Recorded
/// through swift-metrics' API on a registry of this server's own (not the process-wide
/// bootstrap: tests run several servers in one process).
final class ServerMetrics: Sendable {
    private let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory
    private let streams: CoreMetrics.Gauge
    private let age: CoreMetrics.Gauge
    private let orders: CoreMetrics.Counter
    private let badRecords: CoreMetrics.Counter

    /// Routes by name (`LiveRoutes.table`'s paths); any other path counts as `other`, so a scan of
    /// random paths cannot grow the labels.
    static let routes = Set(LiveRoutes.byPath.keys)

    init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5].map {
            Duration.milliseconds($0 * 1000)
        }
        self.factory = factory
        streams = Gauge(label: "juice_report_event_streams", dimensions: [], factory: factory)
        age = Gauge(label: "juice_report_data_age_seconds", dimensions: [], factory: factory)
        orders = Counter(label: "juice_report_orders_read_total", dimensions: [], factory: factory)
        badRecords = Counter(label: "juice_report_bad_records_total", dimensions: [], factory: factory)
    }

    func request(path: String?, status: HTTPStatus) {
        let route = path.map { Self.routes.contains($0) ? $0 : "other" } ?? "unreadable"
        Counter(
            label: "juice_report_http_requests_total", dimensions: [("route", route), ("status", "\(status.code)")],
            factory: factory
        ).increment()
    }

    func rendered(route: String, seconds: Double) {
        Timer(label: "juice_report_render_seconds", dimensions: [("route", route)], factory: factory)
            .recordNanoseconds(Int64(seconds * 1e9))
    }

    /// How long taking in a change took: reading what changed and adding it to the history.
    func refreshed(seconds: Double) {
        Timer(label: "juice_report_take_in_seconds", dimensions: [], factory: factory).recordNanoseconds(
            Int64(seconds * 1e9))
    }

    func took(orders read: Int, bad: Int) {
        if read > 0 { orders.increment(by: read) }
        if bad > 0 { badRecords.increment(by: bad) }
    }

    /// The text exposition, with the gauges read now.
    func exposition(streams open: Int, dataAge seconds: Double) -> [UInt8] {
        streams.record(open)
        age.record(seconds)
        return registry.emitToBuffer()
    }
}
