extension Substring {
    /// The path up to its last `/` (empty when there is none). Found on the UTF-8 bytes: a `/` is
    /// always one byte, and `lastIndex(of:)` on characters costs a grapheme break check per step.
    var enclosingFolder: Substring {
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return self[startIndex..<startIndex] }
        return self[..<slash]
    }
}

extension String {
    var enclosingFolder: Substring { self[...].enclosingFolder }
}
