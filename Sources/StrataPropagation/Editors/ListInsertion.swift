import SwiftSyntax

/// Inserting one element into a comma-separated list (parameters, call arguments) the way the
/// list is already written: one element per line, or all on one line; trailing comma kept;
/// comments at line ends stay with their element.
struct ListInsertion {
    let lines: SourceLines

    /// - Parameters:
    ///   - anchor: the element to insert after (its syntax includes its comma, if any); nil inserts first.
    ///   - anchorHasComma: whether `anchor` ends with a comma (not the last element, or a trailing comma).
    ///   - opening: the `(` of the list, used when there is no anchor.
    ///   - first: the list's first element, when there is one (for the layout of a first insertion).
    func edits(text: String, after anchor: Syntax?, anchorHasComma: Bool, opening: TokenSyntax, first: Syntax?) -> [SourceEdit] {
        let newline = lines.newline
        guard let anchor else {
            let position = opening.endPositionBeforeTrailingTrivia.utf8Offset
            guard let first else {
                var edit = SourceEdit(insert: text, at: position)
                edit.separator = ", "
                return [edit]
            }
            let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
            if lines.startsLine(start) {
                return [SourceEdit(insert: text + "," + newline + lines.indentation(of: start), at: start)]
            }
            return [SourceEdit(insert: text + ", ", at: start)]
        }
        let anchorStart = anchor.positionAfterSkippingLeadingTrivia.utf8Offset
        let anchorEnd = anchor.endPositionBeforeTrailingTrivia.utf8Offset
        let indent = lines.indentation(of: anchorStart)
        if lines.startsLine(anchorStart), lines.onlyTriviaFollows(anchorEnd) {
            // One element per line: a new line of its own below the anchor's line.
            let below = lines.nextLineStart(after: anchorEnd)
            let lineBreak = lines.lineHasNewline(at: anchorEnd) ? "" : newline
            let element = lineBreak + indent + text + (anchorHasComma ? "," : "") + newline
            if anchorHasComma { return [SourceEdit(insert: element, at: below)] }
            // The anchor gets its comma once; each element but the last of a batch gets its own.
            var comma = SourceEdit(insert: ",", at: anchorEnd)
            comma.isShared = true
            var inserted = SourceEdit(insert: element, at: below)
            inserted.separator = ","
            return [comma, inserted]
        }
        if lines.startsLine(anchorStart) {
            // Vertical list whose closing `)` follows the last element on its line.
            return anchorHasComma
                ? [SourceEdit(insert: newline + indent + text + ",", at: anchorEnd)]
                : [SourceEdit(insert: "," + newline + indent + text, at: anchorEnd)]
        }
        return anchorHasComma ? [SourceEdit(insert: " " + text + ",", at: anchorEnd)] : [SourceEdit(insert: ", " + text, at: anchorEnd)]
    }
}
