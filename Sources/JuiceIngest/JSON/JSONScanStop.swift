/// Why `JSONScanner` stopped before the end of a value.
enum JSONScanStop: Error {
    /// The window ended inside the value; refill and scan the value again.
    case needMoreInput
    /// The input is not valid JSON.
    case syntax(JSONSyntaxError)
}
