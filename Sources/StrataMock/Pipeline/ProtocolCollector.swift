import Foundation
import StrataIndex

/// Keeps the protocols of every file the indexer parses (through `IndexOptions.onParse`), so the
/// mock run reads each file's syntax in the same parse as its summary.
package final class ProtocolCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: FileProtocols] = [:]  // guarded by `lock`

    package init() {}

    /// For `IndexOptions.onParse`: called on indexing threads.
    package func read(_ file: ParsedFile) {
        let found = ProtocolExtractor.extract(file)
        guard !found.protocols.isEmpty || !found.broken.isEmpty else { return }
        lock.lock()
        files[file.path] = found
        lock.unlock()
    }

    /// What was read from `path` in this run; nil when the file was not parsed (taken from the cache).
    package func protocols(in path: String) -> FileProtocols? {
        lock.lock()
        defer { lock.unlock() }
        return files[path]
    }
}
