extension Indexer {
    /// The summary of a source that exists only in memory (a file a run is about to create), so
    /// the rest of the run can see its declarations as if it had been indexed.
    public static func summary(of source: String, path: String) -> FileSummary {
        var text = source
        return text.withUTF8 { buffer in
            FileSummarizer.summarize(buffer, path: path, contentHash: ContentHasher.contentHash(UnsafeRawBufferPointer(buffer))).0
        }
    }
}
