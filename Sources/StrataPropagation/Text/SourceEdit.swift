/// One change to a file's text, at UTF-8 byte offsets of the text it was computed from.
///
/// Editors only ever describe changes; `SourceEdit.apply` makes them, last first, so offsets
/// computed against the original stay valid and formatting outside the edit is untouched.
package struct SourceEdit: Sendable, Hashable {
    package var offset: Int
    /// Bytes replaced from `offset`; 0 for a pure insertion.
    package var length: Int
    package var replacement: String
    /// For an insertion into a list that several properties of one request extend at the same
    /// place: what goes between it and the next property's element there (`, ` in `Movie()`,
    /// `,` on a vertical list's line); written before this element's trailing line break.
    package var separator: String?
    /// An insertion every property of a request makes alike at the same place (the comma an
    /// anchor without one gets): made once.
    package var isShared = false

    package init(insert text: String, at offset: Int) {
        self.offset = offset
        self.length = 0
        self.replacement = text
    }

    package init(replacing range: Range<Int>, with text: String) {
        self.offset = range.lowerBound
        self.length = range.count
        self.replacement = text
    }

    /// Applies `edits` to `text`. Insertions at the same offset keep their order in `edits`.
    /// Returns nil when two edits overlap (a bug in an editor, never guessed around).
    package static func apply(_ edits: [SourceEdit], to text: String) -> String? {
        guard !edits.isEmpty else { return text }
        var bytes = Array(text.utf8)
        let ordered = edits.enumerated().sorted { left, right in
            left.element.offset != right.element.offset ? left.element.offset > right.element.offset : left.offset > right.offset
        }.map(\.element)
        var limit = bytes.count
        for edit in ordered {
            guard edit.offset >= 0, edit.offset + edit.length <= limit else { return nil }
            bytes.replaceSubrange(edit.offset..<(edit.offset + edit.length), with: Array(edit.replacement.utf8))
            limit = edit.offset
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
