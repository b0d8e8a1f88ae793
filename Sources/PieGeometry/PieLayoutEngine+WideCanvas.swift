extension PieLayoutEngine {
    /// The widest canvas, as width over height, whose chart is spread over its width.
    static let wideAspects = 2.0...5.0

    /// `plot` spread over a wide canvas (2:1 to 5:1) when it has six slices or more, so no more
    /// than a quarter of the width stays empty at either side: on a banner a centred pie with its
    /// labels used the middle 40 % and left the rest blank (issue 27).
    ///
    /// As ECharts' labels aligned to the edge: the columns of outside labels move out towards the
    /// quarter lines, their leaders' level pieces growing; a side with nothing beside the pie
    /// brings the pie itself over, and a legend beside the pie moves out with the right column.
    /// The layout is kept as it was when the moved one would break a promise (`invariantViolations`).
    func spreadOverWideCanvas(
        _ plot: Plot, slices: [Slice], region: Rect, canvas: Size,
        check: (Plot) -> Bool
    ) -> Plot {
        guard Self.wideAspects.contains(canvas.width / canvas.height), slices.count >= 6, !plot.labels.isEmpty else {
            return plot
        }
        let (left, right) = (canvas.width / 4, canvas.width * 3 / 4)
        var spread = plot
        /// The side of a column's label; nil for one inside the pie, or standing above or below it
        /// over its width (`LabelPlacer.addingStanding`), which moves with the pie.
        func onRight(_ label: SliceLabel) -> Bool? {
            guard let end = label.leader?.last else { return nil }
            let box = label.text.box
            let overThePie =
                box.minX >= spread.center.x - spread.radius - 1e-9 && box.maxX <= spread.center.x + spread.radius + 1e-9
            return overThePie ? nil : end.x > spread.center.x
        }
        func used() -> Rect {
            PieLayout.union(
                [Rect(center: spread.center, size: Size(width: 2 * spread.radius, height: 2 * spread.radius))]
                    + spread.labels.map(\.text.box) + [spread.legend?.frame].compactMap { $0 })
        }
        func move(_ offset: Point) {
            spread.center = spread.center.moved(by: offset)
            spread.labels = spread.labels.map { $0.moved(by: offset) }
            spread.legend = spread.legend?.moved(by: offset)
            spread.centerText = spread.centerText?.moved(by: offset)
        }
        /// The outside labels of one side moved out by `dx`, their leaders rerouted.
        func moveColumn(right side: Bool, by dx: Double) -> Bool {
            let route = LeaderRoute(
                center: spread.center, radius: spread.radius,
                elbowRadius: spread.radius + metrics.leaderRadialLength, textGap: metrics.leaderTextGap)
            var labels: [SliceLabel] = []
            for label in spread.labels {
                guard onRight(label) == side else {
                    labels.append(label)
                    continue
                }
                let box = label.text.box.moved(by: Point(x: dx, y: 0))
                guard region.contains(box),
                    let leader = route.leader(for: slices[label.sliceIndex], to: box, side: side ? 1 : -1)
                else {
                    return false
                }
                labels.append(
                    SliceLabel(
                        sliceIndex: label.sliceIndex, text: label.text.moved(by: Point(x: dx, y: 0)),
                        placement: .outside(leader: leader), form: label.form))
            }
            spread.labels = labels
            return true
        }
        let hasLeft = spread.labels.contains { onRight($0) == false }
        let hasRight = spread.labels.contains { onRight($0) == true } || spread.legend?.position == .right
        // A lone pie (every label inside, no legend beside it) has nothing to spread: it stays centred.
        guard hasLeft || hasRight else { return plot }
        // A side with nothing beside the pie: the pie comes over to its quarter line.
        if !hasLeft, used().minX > left { move(Point(x: max(left, region.minX) - used().minX, y: 0)) }
        if !hasRight, used().maxX < right { move(Point(x: min(right, region.maxX) - used().maxX, y: 0)) }
        if hasLeft, used().minX > left {
            let edge = spread.labels.filter { onRight($0) == false }.map(\.text.box.minX).min() ?? left
            if edge > left, !moveColumn(right: false, by: max(left, region.minX) - edge) { return plot }
        }
        if hasRight, used().maxX < right {
            let shortfall = min(right, region.maxX) - used().maxX
            if let legend = spread.legend, legend.position == .right {
                spread.legend = legend.moved(by: Point(x: shortfall, y: 0))
            }
            let column = spread.labels.filter { onRight($0) == true }
            let room =
                (spread.legend?.position == .right
                    ? (spread.legend?.frame.minX ?? region.maxX) - 2 * metrics.sectionGap : region.maxX)
                - (column.map(\.text.box.maxX).max() ?? region.maxX)
            let dx = spread.legend?.position == .right ? room : min(room, shortfall)
            if !column.isEmpty, dx > 0, !moveColumn(right: true, by: dx) { return plot }
        }
        return check(spread) ? spread : plot
    }
}
