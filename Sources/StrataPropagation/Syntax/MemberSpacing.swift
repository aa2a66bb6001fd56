import SwiftSyntax

/// Whether a type's members stand apart, separated by blank lines (as in many hand-written
/// types), so a member Strata adds is separated the same way.
package enum MemberSpacing {
    /// A blank line before some member other than the first that passes `filter`.
    package static func separated(_ members: MemberBlockItemListSyntax, _ filter: (DeclSyntax) -> Bool = { _ in true }) -> Bool {
        members.dropFirst().contains { filter($0.decl) && blankLineBefore($0) }
    }

    /// The member's leading trivia holds an empty line.
    package static func blankLineBefore(_ member: MemberBlockItemSyntax) -> Bool {
        member.leadingTrivia.pieces.reduce(0) { count, piece in
            if case .newlines(let n) = piece { return count + n }
            if case .carriageReturnLineFeeds(let n) = piece { return count + n }
            return count
        } > 1
    }
}
