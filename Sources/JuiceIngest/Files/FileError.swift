import Failures

/// A file that could not be read or written, with the system's reason.
public enum FileError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadableInput(path: String, reason: String)
    case unwritableOutput(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadableInput(let path, let reason): "\(path): cannot read the input: \(reason)"
        case .unwritableOutput(let path, let reason): "\(path): cannot write the output: \(reason)"
        }
    }
}

extension FileError: CategorizedError {
    public var category: FailureCategory {
        if case .unreadableInput = self { return .missing }
        return .cannotWrite
    }
}
