extension FileSummary {
    /// A hash of what checks of *other* files may read of this one: its path, syntax error count,
    /// imports and declarations (members and comments included), and the names of the types its code
    /// refers to — without where anything is (lines, end lines, body and file line counts) and
    /// without the rest of its code facts (calls, member accesses, throw and catch sites, directives,
    /// reference positions) and its style facts (indentation, marks, header), which only its own
    /// checks read, if any.
    ///
    /// Positions are left out because a check of another file reads this file's lines only to pick
    /// the parts of a type written in its *own* file (`TypeFacts.Part.file == file.path`), and places
    /// every finding in its own file; the classifier records lines but decides nothing by them. So a
    /// body edited in place, longer or shorter, leaves it unchanged, and other files' results can be
    /// reused; a type renamed, a member added, a conformance or a protocol changed changes it.
    package var crossFileDigest: UInt64 {
        var shared = self
        var names = Set<String>()
        shared.lineCount = 0
        shared.style = StyleFacts()  // indentation counts and marks: no check reads them
        shared.imports = imports.map { ImportFact(module: $0.module, isTestable: $0.isTestable, line: 0) }
        shared.declarations = declarations.map(\.withoutLines)
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

extension Declaration {
    /// The declaration with every line number (its own, its end, its members' and their bodies' sizes) zeroed.
    var withoutLines: Declaration {
        var copy = self
        copy.line = 0
        copy.endLine = 0
        copy.members = members.map { member in
            var member = member
            member.line = 0
            member.bodyLineCount = member.bodyLineCount.map { _ in 0 }
            return member
        }
        return copy
    }
}

extension SourceIndex {
    /// A hash of the index beyond its files' summaries — the targets (which decide every file's
    /// module) and the problems (unreadable or skipped files) — in a form stable across processes.
    package var projectFactsDigest: UInt64 {
        var writer = BinaryWriter()
        writer.string(String(describing: targets))
        writer.string(String(describing: problems))
        return writer.bytes.withUnsafeBytes { ContentHasher.checksum($0) }
    }
}

/// A hash of text that is the same in every process (unlike `Hasher`), for cache keys.
package func stableDigest(_ text: String) -> UInt64 {
    var text = text
    return text.withUTF8 { ContentHasher.checksum(UnsafeRawBufferPointer($0)) }
}

/// `stableDigest` of bytes: the checksum a cache file keeps of its payload, so a damaged file is no cache.
package func stableChecksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    ContentHasher.checksum(bytes)
}
