import SwiftSyntax

/// Adds a stored property to a type (a mapper's sub-mapper): after its leading stored properties,
/// or first in the type, spaced from the members that follow as the type spaces them.
struct StoredMemberInserter {
    let source: ParsedSource

    func edits(declaration: String, in group: DeclGroupSyntax) -> [SourceEdit] {
        let lines = source.lines
        let members = group.memberBlock.members
        let indentation =
            members.first.map { lines.indentation(of: $0.positionAfterSkippingLeadingTrivia.utf8Offset) }
            ?? lines.indentation(of: group.positionAfterSkippingLeadingTrivia.utf8Offset) + lines.indentStep
        let leadingStored = members.prefix { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.allSatisfy { $0.accessorBlock == nil } == true
        }
        if let last = leadingStored.last {
            return [lines.lineEdit(indentation + declaration, after: last.endPositionBeforeTrailingTrivia.utf8Offset)]
        }
        let brace = group.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        guard let first = members.first else {
            return [SourceEdit(insert: lines.newline + indentation + declaration + lines.newline, at: brace)]
        }
        let text =
            MemberSpacing.blankLineBefore(first)
            ? lines.newline + lines.newline + indentation + declaration
            : lines.newline + indentation + declaration + lines.newline
        return [SourceEdit(insert: text, at: brace)]
    }
}
