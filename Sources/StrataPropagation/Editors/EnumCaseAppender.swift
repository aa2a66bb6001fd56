import SwiftSyntax

/// Adds cases to an enum right after its last case, written the way its cases already are: at
/// their indentation, one `case` per line or joined to a comma list, with doc comments and blank
/// lines between cases only where the existing cases have them.
package struct EnumCaseAppender {
    package struct NewCase: Sendable, Hashable {
        /// The element as written after `case`: `loadFailed(description: String? = nil)`.
        package var element: String
        /// Doc comment lines without `/// `.
        package var docLines: [String]

        package init(element: String, docLines: [String]) {
            self.element = element
            self.docLines = docLines
        }
    }

    package let source: ParsedSource

    package init(source: ParsedSource) {
        self.source = source
    }

    package func edits(adding cases: [NewCase], to declaration: EnumDeclSyntax) -> [SourceEdit] {
        let members = declaration.memberBlock.members
        let caseMembers = members.filter { $0.decl.is(EnumCaseDeclSyntax.self) }
        guard let last = caseMembers.last, let lastCase = last.decl.as(EnumCaseDeclSyntax.self) else {
            return [MemberAppender(source: source).insert(Self.lines(cases, documented: false, separated: false), into: declaration, after: nil, blankLineBefore: false)]
        }
        if lastCase.elements.count > 1, let anchor = lastCase.elements.last {
            return joiningList(cases, anchor: anchor)
        }
        let documented = caseMembers.contains { Self.hasDocComment($0) }
        let separated = MemberSpacing.separated(caseMembers)
        let code = Self.lines(cases, documented: documented, separated: separated)
        return [MemberAppender(source: source).insert(code, into: declaration, after: last, blankLineBefore: separated)]
    }

    /// `case a, b, c` gains `, d, e`; a list written one element per line gets one line each.
    private func joiningList(_ cases: [NewCase], anchor: EnumCaseElementSyntax) -> [SourceEdit] {
        let lines = source.lines
        let start = anchor.positionAfterSkippingLeadingTrivia.utf8Offset
        let separator = lines.startsLine(start) ? "," + lines.newline + lines.indentation(of: start) : ", "
        return ListInsertion(lines: lines).edits(
            text: cases.map(\.element).joined(separator: separator), after: Syntax(anchor), anchorHasComma: anchor.trailingComma != nil,
            opening: anchor.name, first: nil)
    }

    /// Four-space-indented code from column 0, as `MemberAppender` takes it.
    package static func lines(_ cases: [NewCase], documented: Bool, separated: Bool) -> String {
        cases.map { newCase in
            let docs = documented ? newCase.docLines.map { "/// " + $0 + "\n" }.joined() : ""
            return docs + "case " + newCase.element
        }.joined(separator: separated ? "\n\n" : "\n")
    }

    package static func hasDocComment(_ member: MemberBlockItemSyntax) -> Bool {
        member.leadingTrivia.pieces.contains { piece in
            if case .docLineComment = piece { return true }
            if case .docBlockComment = piece { return true }
            return false
        }
    }
}
