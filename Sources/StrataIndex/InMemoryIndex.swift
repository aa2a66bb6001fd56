/// Indexing text that is not on disk: rule examples, tests, an editor's unsaved buffers.
extension Indexer {
    /// Summarises each source (`Package.swift` files also give their targets), files sorted by path.
    /// Never fails; like a disk run, syntax errors are counted in the summaries.
    package static func index(sources: [(path: String, text: String)], root: String = "/in-memory") -> SourceIndex {
        let sorted = sources.sorted { $0.path < $1.path }
        var targets: [PackageTarget] = []
        for (path, text) in sorted where path == "Package.swift" || path.hasSuffix("/Package.swift") {
            let folders = sorted.map(\.path)
            // Parsed on a deep stack, like every parse of text Strata did not write.
            targets += DeepStackThread.runAndWait(stackBytes: DeepStackThread.stackBytes(forFileBytes: text.utf8.count)) {
                var manifest = text
                return manifest.withUTF8 { bytes in
                    ManifestReader.targets(source: bytes, manifestPath: path) { folder in
                        folders.contains { $0.hasPrefix(folder + "/") }
                    }
                }
            }
        }
        let files = sorted.map { summarize(source: $0.text, path: $0.path) }
        return SourceIndex(root: root, files: files, targets: targets, problems: [])
    }
}
