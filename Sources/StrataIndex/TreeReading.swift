import Foundation
import StrataModel

/// Parsing for readers that need syntax trees rather than summaries, with the indexer's safeguards:
/// deep stacks, the size limit, UTF-8 validation, the `[[[[` guard, all cores.
///
/// Meant for the files an indexing run did not parse (it took them from its cache); the others are
/// read during the run through `IndexOptions.onParse`.
extension Indexer {
    /// What became of one file handed to `parse`.
    package enum ParseOutcome<Value: Sendable>: Sendable {
        case read(Value)
        /// The file could not be read or parsed; nothing was handed to the reader.
        case problem(StrataIssue)
    }

    /// Parses `paths` (relative to `root`) in parallel and hands each tree to `read`; outcomes come
    /// back in the order of `paths`.
    package func parse<Value: Sendable>(
        _ paths: [String], root: URL, read: @escaping @Sendable (ParsedFile) -> Value
    ) async -> [ParseOutcome<Value>] {
        // Without words to look for, no file is passed over: one outcome per path.
        await parse(paths, root: root, mentioning: [], read: read).compactMap(\.self)
    }

    /// The Swift files an indexing run of `root` would read (the walk, with `options.excludes`),
    /// relative and in path order; none when `root` is not a folder.
    package func swiftFiles(root: URL) -> [String] {
        guard let rootPath = try? Self.checkedRootPath(root) else { return [] }
        return FileDiscovery.run(rootPath: rootPath, excludes: Excludes(options.excludes)).swiftFiles.map(\.path).sorted()
    }

    /// Parses, among the Swift files under `root`, only those whose text contains every one of
    /// `words`: a file that never spells a name can neither declare nor use it, and reading a file
    /// costs a fraction of parsing it. Outcomes are in path order.
    package func parseFiles<Value: Sendable>(
        under root: URL, mentioning words: [String], read: @escaping @Sendable (ParsedFile) -> Value
    ) async -> [(path: String, outcome: ParseOutcome<Value>)] {
        let paths = swiftFiles(root: root)
        let outcomes = await parse(paths, root: root, mentioning: words, read: read)
        return zip(paths, outcomes).compactMap { path, outcome in outcome.map { (path, $0) } }
    }

    /// nil for a file that lacks one of `words` (`[]` takes every file).
    private func parse<Value: Sendable>(
        _ paths: [String], root: URL, mentioning words: [String], read: @escaping @Sendable (ParsedFile) -> Value
    ) async -> [ParseOutcome<Value>?] {
        let rootPath = root.standardizedFileURL.path
        let maxFileBytes = options.maxFileBytes
        let patterns = words.map { Array($0.utf8) }
        return await ParallelMap.map(
            paths, concurrency: options.workerCount, stackBytes: DeepStackThread.stackBytes(forFileBytes: maxFileBytes),
            state: { [UInt8]() }
        ) { path, buffer in
            Self.parseFile(path, rootPath: rootPath, maxFileBytes: maxFileBytes, mentioning: patterns, buffer: &buffer, read: read)
        }
    }

    /// One in-memory source (tests, fixtures), parsed on a deep stack; `nil` only for input the
    /// indexer refuses to parse (see `BracketRuns`).
    package static func parse<Value: Sendable>(source: String, path: String, read: @escaping @Sendable (ParsedFile) -> Value) -> Value? {
        DeepStackThread.runAndWait(stackBytes: DeepStackThread.stackBytes(forFileBytes: source.utf8.count)) {
            var source = source
            return source.withUTF8 { buffer in
                let hash = ContentHasher.contentHash(UnsafeRawBufferPointer(buffer))
                return try? FileSummarizer.parse(buffer, path: path, contentHash: hash, read: read).get()
            }
        }
    }

    private static func parseFile<Value>(
        _ path: String, rootPath: String, maxFileBytes: Int, mentioning words: [[UInt8]], buffer: inout [UInt8], read: (ParsedFile) -> Value
    ) -> ParseOutcome<Value>? {
        func problem(_ message: String) -> ParseOutcome<Value> {
            .problem(StrataIssue(.warning, at: SourceLocation(file: path, line: 1, column: 1), message))
        }
        let length: Int
        switch FileSystem.readFile(RelativePath.join(rootPath, path), limit: maxFileBytes, into: &buffer) {
        case .success(let count): length = count
        case .failure(.tooLarge(let size)): return problem(IndexOptions.tooLargeMessage(size: size, limit: maxFileBytes))
        case .failure(.system(let error)): return problem("skipped: cannot read (\(error))")
        }
        return buffer.withUnsafeBufferPointer { whole in
            let bytes = UnsafeBufferPointer(rebasing: whole[..<length])
            for word in words {
                guard word.withUnsafeBufferPointer({ ByteSearch.contains(bytes, $0) }) else { return nil }
            }
            guard UTF8Validation.isValid(bytes) else { return problem("skipped: not valid UTF-8 text") }
            let hash = ContentHasher.contentHash(UnsafeRawBufferPointer(bytes))
            switch FileSummarizer.parse(bytes, path: path, contentHash: hash, read: read) {
            case .success(let value): return .read(value)
            case .failure(let notParsed): return problem(notParsed.reason)
            }
        }
    }
}
