import StrataModel

/// Collects issues while a document is read, so one run reports every problem instead of the first.
///
/// A class because every reader of one document appends to the same log; it never leaves the loader.
final class IssueLog {
    private(set) var issues: [StrataIssue] = []

    var isEmpty: Bool { issues.isEmpty }

    func error(_ message: String, at location: SourceLocation, hint: String? = nil) {
        issues.append(StrataIssue(.error, at: location, message, hint: hint))
    }

    func append(_ issue: StrataIssue) {
        issues.append(issue)
    }

    /// The issues in reading order of the file (line, then column), as editors list them.
    var sorted: [StrataIssue] {
        issues.enumerated().sorted { lhs, rhs in
            let l = lhs.element.location, r = rhs.element.location
            let lKey = (l?.line ?? .max, l?.column ?? .max), rKey = (r?.line ?? .max, r?.column ?? .max)
            return lKey != rKey ? lKey < rKey : lhs.offset < rhs.offset
        }.map(\.element)
    }
}

/// A value read from the spec together with where it was written.
struct Located<Value> {
    var value: Value
    var location: SourceLocation

    init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Sendable where Value: Sendable {}
