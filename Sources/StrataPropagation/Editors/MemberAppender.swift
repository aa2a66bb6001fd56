import SwiftSyntax

/// Adds code as the last member of a type, protocol or extension, at its members' indentation
/// and in the file's indent step and line breaks.
package struct MemberAppender {
    package let source: ParsedSource

    package init(source: ParsedSource) {
        self.source = source
    }

    /// Where the group's members start: the first member's indentation, else one step in.
    package func memberIndentation(of group: DeclGroupSyntax) -> String {
        let lines = source.lines
        return group.memberBlock.members.first.map { lines.indentation(of: $0.positionAfterSkippingLeadingTrivia.utf8Offset) }
            ?? lines.indentation(of: group.positionAfterSkippingLeadingTrivia.utf8Offset) + lines.indentStep
    }

    /// `code` (four-space indents from column 0) after the last member, with a blank line first
    /// when asked.
    package func append(_ code: String, to group: DeclGroupSyntax, blankLineBefore: Bool) -> SourceEdit {
        insert(code, into: group, after: group.memberBlock.members.last, blankLineBefore: blankLineBefore)
    }

    /// `code` after `member` (one of the group's members), or first in the group when nil.
    package func insert(_ code: String, into group: DeclGroupSyntax, after member: MemberBlockItemSyntax?, blankLineBefore: Bool) -> SourceEdit {
        let lines = source.lines
        let block = Reindent.block(code, at: memberIndentation(of: group), step: lines.indentStep, newline: lines.newline)
        let gap = blankLineBefore ? lines.newline : ""
        if let member {
            return lines.lineEdit(gap + block, after: member.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        // The members that follow start on a line of their own already.
        let close = group.memberBlock.members.isEmpty ? lines.newline : ""
        return SourceEdit(insert: lines.newline + block + close, at: group.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
    }
}
