/// Moving placed parts of a layout as a whole, when the pie and its labels are centred.
extension Rect {
    func moved(by offset: Point) -> Rect {
        Rect(x: minX + offset.x, y: minY + offset.y, width: size.width, height: size.height)
    }
}

extension Point {
    func moved(by offset: Point) -> Point {
        Point(x: x + offset.x, y: y + offset.y)
    }
}

extension PlacedText {
    func moved(by offset: Point) -> PlacedText {
        PlacedText(
            text: text, role: role, box: box.moved(by: offset), alignment: alignment, wrapWidth: wrapWidth,
            fontScale: fontScale)
    }
}

extension SliceLabel {
    func moved(by offset: Point) -> SliceLabel {
        let placement: Placement = leader.map { .outside(leader: $0.map { $0.moved(by: offset) }) } ?? .inside
        return SliceLabel(sliceIndex: sliceIndex, text: text.moved(by: offset), placement: placement, form: form)
    }
}

extension LegendLayout {
    func moved(by offset: Point) -> LegendLayout {
        LegendLayout(
            position: position, frame: frame.moved(by: offset),
            entries: entries.map { entry in
                Entry(
                    index: entry.index, swatch: entry.swatch.moved(by: offset), name: entry.name.moved(by: offset),
                    value: entry.value.moved(by: offset), share: entry.share.moved(by: offset))
            })
    }
}
