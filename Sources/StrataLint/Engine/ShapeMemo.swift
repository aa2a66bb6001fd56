import Foundation

/// Values a rule computes from the project's *shape* only — what `crossFileDigest` covers of every
/// file (paths, imports, declarations and members without their lines, the names code refers to)
/// and what the classifier makes of it — kept once per project and shared by the projects
/// `LintProject.replacing(_:)` makes from it, whose files all have the same digests.
///
/// A value that reads anything else (a line, a call, a body) does not belong here.
final class ShapeMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: any Sendable] = [:]

    /// The value under `key`, made by `make` the first time (under the lock: one rule asks at a time).
    func value<Value: Sendable>(_ key: String, _ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let known = values[key] as? Value { return known }
        let made = make()
        values[key] = made
        return made
    }
}
