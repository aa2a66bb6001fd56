/// One line of text for diffing, remembering whether it ended in `\n` (the last may not), so
/// "same text, missing final newline" counts as a change, as in every diff tool.
struct DiffLine: Hashable {
    var text: String
    var hasNewline: Bool

    /// Splits on `\n` bytes only. Splitting `String` by `Character` would miss `\r\n`, which
    /// Swift treats as one character; bytes keep a CRLF file's `\r` inside its lines.
    static func lines(of text: String) -> [DiffLine] {
        let bytes = Array(text.utf8)
        var lines: [DiffLine] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(DiffLine(text: String(decoding: bytes[start..<index], as: UTF8.self), hasNewline: true))
            start = index + 1
        }
        if start < bytes.count {
            lines.append(DiffLine(text: String(decoding: bytes[start...], as: UTF8.self), hasNewline: false))
        }
        return lines
    }

    // Byte equality, not `String ==`: canonically equivalent but different bytes are a change.
    static func == (lhs: DiffLine, rhs: DiffLine) -> Bool {
        lhs.hasNewline == rhs.hasNewline && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hasNewline)
        for byte in text.utf8 { hasher.combine(byte) }
    }
}

/// One step of turning the old lines into the new ones.
struct Edit: Hashable {
    enum Kind: Hashable { case context, removal, insertion }

    var kind: Kind
    var line: DiffLine
    /// How many old / new lines come before this step; hunk headers are computed from these.
    var oldOffset: Int
    var newOffset: Int
}

enum EditScript {
    /// The full sequence of kept, removed and inserted lines, built from the standard library's
    /// `CollectionDifference`. Within each changed block removals come before insertions, as
    /// unified diffs show them.
    static func between(_ old: [DiffLine], _ new: [DiffLine]) -> [Edit] {
        let difference = new.difference(from: old)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        // Lines neither removed nor inserted are the common subsequence, in the same order in
        // both files, so one walk over both arrays lines them up.
        var edits: [Edit] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, removed.contains(oldIndex) {
                edits.append(Edit(kind: .removal, line: old[oldIndex], oldOffset: oldIndex, newOffset: newIndex))
                oldIndex += 1
            } else if newIndex < new.count, inserted.contains(newIndex) {
                edits.append(Edit(kind: .insertion, line: new[newIndex], oldOffset: oldIndex, newOffset: newIndex))
                newIndex += 1
            } else if oldIndex < old.count, newIndex < new.count {
                edits.append(Edit(kind: .context, line: new[newIndex], oldOffset: oldIndex, newOffset: newIndex))
                oldIndex += 1
                newIndex += 1
            } else {
                break  // unreachable for a consistent difference; never loop forever
            }
        }
        return edits
    }
}
