/// A line-based three-way merge: a person's edit of a file Strata wrote (`ours`) and Strata's new
/// rendering of it (`theirs`), both made from what Strata last wrote (`base`).
///
/// The classic diff3 resolution: lines unchanged on both sides since `base` are synchronisation
/// points; between two of them, a stretch changed on one side only takes that side, a stretch
/// changed identically on both takes it once, and a stretch changed differently on both is a
/// conflict. A conflict is never resolved by guessing: the caller keeps the person's file and
/// reports it.
package enum ThreeWayMerge {
    package enum Outcome: Sendable, Equatable {
        /// Both changes applied; the text to write.
        case merged(String)
        /// The changes overlap: the 1-based lines of `ours` where the first overlapping stretch
        /// starts (or where it would be inserted).
        case conflict(oursLine: Int)
    }

    package static func merge(base: String, ours: String, theirs: String) -> Outcome {
        if ours == base || ours == theirs { return .merged(theirs) }
        if theirs == base { return .merged(ours) }
        let baseLines = lines(base), oursLines = lines(ours), theirsLines = lines(theirs)
        let toOurs = matches(from: baseLines, to: oursLines)
        let toTheirs = matches(from: baseLines, to: theirsLines)

        var result: [Substring] = []
        var b = 0, o = 0, t = 0
        // Every base line kept on both sides closes the stretch before it.
        var syncs: [(base: Int, ours: Int, theirs: Int)] = []
        for index in baseLines.indices {
            if let oursIndex = toOurs[index], let theirsIndex = toTheirs[index] { syncs.append((index, oursIndex, theirsIndex)) }
        }
        syncs.append((baseLines.count, oursLines.count, theirsLines.count))
        for sync in syncs {
            let baseStretch = baseLines[b..<sync.base]
            let oursStretch = oursLines[o..<sync.ours]
            let theirsStretch = theirsLines[t..<sync.theirs]
            if oursStretch.elementsEqual(theirsStretch) || theirsStretch.elementsEqual(baseStretch) {
                result += oursStretch
            } else if oursStretch.elementsEqual(baseStretch) {
                result += theirsStretch
            } else {
                return .conflict(oursLine: o + 1)
            }
            if sync.base < baseLines.count { result.append(baseLines[sync.base]) }
            b = sync.base + 1
            o = sync.ours + 1
            t = sync.theirs + 1
        }
        return .merged(result.joined(separator: "\n"))
    }

    /// Lines without their `\n`; a final newline leaves an empty last line, so it survives the
    /// join. Split by scalar, not by `Character`: `\r\n` is one `Character`, and a CRLF file would
    /// otherwise be one line.
    static func lines(_ text: String) -> [Substring] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init)
    }

    /// For each line of `old`, the index of the same line in `new` when the shortest edit keeps it.
    static func matches(from old: [Substring], to new: [Substring]) -> [Int?] {
        let difference = new.difference(from: old)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var result = [Int?](repeating: nil, count: old.count)
        var next = 0
        for index in old.indices where !removed.contains(index) {
            while inserted.contains(next) { next += 1 }
            result[index] = next
            next += 1
        }
        return result
    }
}
