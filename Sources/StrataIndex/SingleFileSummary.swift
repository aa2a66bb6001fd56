/// One file summarised exactly as an indexing run with the same options would summarise it, for a
/// long-lived process that patches the index it keeps instead of running the indexer again.
extension Indexer {
    /// The summary of `path` (relative to `rootPath`) when its bytes still hash to `contentHash`, or
    /// nil for anything a whole run treats otherwise — a file that cannot be read, is too large, is
    /// not UTF-8, is not parsed, or is a build manifest (whose targets the index holds) — so the
    /// caller falls back to a whole run for it.
    public func summarizeFile(_ path: String, rootPath: String, contentHash: String) -> FileSummary? {
        guard BuildManifest.kind(ofFileNamed: String(RelativePath.fileName(of: path))) == nil else { return nil }
        var buffer: [UInt8] = []
        guard case .success(let length) = FileSystem.readFile(RelativePath.join(rootPath, path), limit: options.maxFileBytes, into: &buffer)
        else { return nil }
        let bytes = buffer.prefix(length)
        let codeFacts = options.codeFacts
        // A run that keeps its summaries reads style facts whatever the options say (see `loadCacheThenProcess`).
        let styleFacts = options.styleFacts || options.memory != nil || options.cachePath(forRoot: rootPath) != nil
        return DeepStackThread.runAndWait(stackBytes: DeepStackThread.stackBytes(forFileBytes: length)) {
            bytes.withUnsafeBufferPointer { buffer -> FileSummary? in
                guard ContentHasher.contentHash(UnsafeRawBufferPointer(buffer)) == contentHash, UTF8Validation.isValid(buffer) else { return nil }
                let (summary, notParsed) = FileSummarizer.summarize(
                    buffer, path: path, contentHash: contentHash, codeFacts: codeFacts, styleFacts: styleFacts)
                return notParsed == nil ? summary : nil
            }
        }
    }
}
