extension FileSummary {
    /// A hash of what checks of *other* files may read of this one: its path, line count, syntax error
    /// count, imports and declarations (members, lines and comments included), and the names of the
    /// types its code refers to — everything but the rest of its code facts (calls, member accesses,
    /// throw and catch sites, directives, reference positions), which only its own checks read.
    ///
    /// An edit that leaves it unchanged (a body changed in place) cannot change what another file's
    /// checks see, so their results can be reused; one that changes it (a type renamed, a member added
    /// or moved, a protocol changed) has every file checked again.
    public var crossFileDigest: UInt64 {
        var shared = self
        var names = Set<String>()
        shared.code = CodeFacts()
        shared.code.typeReferences = code.typeReferences.compactMap { reference in
            names.insert(reference.name).inserted ? NameReference(name: reference.name, line: 0, column: 0) : nil
        }.sorted { $0.name < $1.name }
        var writer = BinaryWriter()
        writer.string(path)
        writer.raw(SummaryCoding.encode(shared))
        return writer.bytes.withUnsafeBytes { ContentHasher.checksum($0) }
    }
}

extension SourceIndex {
    /// A hash of the index beyond its files' summaries — the targets (which decide every file's
    /// module) and the problems (unreadable or skipped files) — in a form stable across processes.
    public var projectFactsDigest: UInt64 {
        var writer = BinaryWriter()
        writer.string(String(describing: targets))
        writer.string(String(describing: problems))
        return writer.bytes.withUnsafeBytes { ContentHasher.checksum($0) }
    }
}

/// A hash of text that is the same in every process (unlike `Hasher`), for cache keys.
public func stableDigest(_ text: String) -> UInt64 {
    var text = text
    return text.withUTF8 { ContentHasher.checksum(UnsafeRawBufferPointer($0)) }
}

/// `stableDigest` of bytes: the checksum a cache file keeps of its payload, so a damaged file is no cache.
public func stableChecksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    ContentHasher.checksum(bytes)
}
