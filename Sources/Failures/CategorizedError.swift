/// An error that says what kind of failure it is.
public protocol CategorizedError: Error {
    var category: FailureCategory { get }
}
