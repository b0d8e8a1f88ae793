/// One row of a table as its cells' bytes (UTF-8, quotes removed), in storage the reader that
/// found the row owns: valid only inside the call that hands it over. The CSV reader's rows point
/// into its text buffer, a sheet's into the cells its XML held; `OrderTableSession` reads both.
package struct TableRow {
    let base: UnsafeRawPointer
    let starts: UnsafeBufferPointer<Int>
    let ends: UnsafeBufferPointer<Int>

    /// Cell `index` is the bytes `base + starts[index] ..< base + ends[index]`.
    package init(base: UnsafeRawPointer, starts: UnsafeBufferPointer<Int>, ends: UnsafeBufferPointer<Int>) {
        self.base = base
        self.starts = starts
        self.ends = ends
    }

    package var count: Int { starts.count }

    /// The bytes (UTF-8) of cell `index`.
    @inline(__always)
    package subscript(index: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base + starts[index], count: ends[index] - starts[index])
    }
}
