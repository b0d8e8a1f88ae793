// A request speaks in the domain's, the readers' and the renderer's types (a `SalesQuery`, a
// `ColumnMapping`, a `ChartFormat`); they are re-exported so a client of the product, the
// command line among them, imports JuiceReports alone.
@_exported import JuiceCore
@_exported import JuiceIngest
@_exported import PieGeometry
@_exported import PieRender

import CurlTransfer
import JuiceDatabase

/// Where a database's orders come from: a table, or a statement (`--table`, `--query`).
public typealias OrderSource = JuiceDatabase.OrderSource
/// A statement a database input sends, for the caller to show (`JUICE_REPORT_SHOW_QUERY`).
public typealias SentStatement = JuiceDatabase.SentStatement
/// A mail server to send a report through (`report --send`).
public typealias SMTPDelivery = CurlTransfer.SMTPDelivery
