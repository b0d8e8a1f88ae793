import PieGeometry

/// A chart a `ChartRenderer` draws: a layout request for its kind of layout engine, and what the
/// drawing says about itself, the request's canvas and title among it.
public protocol RenderedChart: DescribedChart {
    associatedtype Engine: ChartLayoutEngine
    associatedtype Request: ChartLayoutRequest

    var request: Request { get }
}

extension RenderedChart {
    public var title: String? { request.title }
    public var canvas: Size { request.canvas }
}
