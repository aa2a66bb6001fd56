import SwiftSyntax

/// Counts what SwiftParser recovered from: unexpected nodes, missing tokens, tokens with errors.
///
/// Walks only into subtrees flagged `hasError` (a flag cached in every node), so a clean file
/// costs one check. A loop with an explicit stack rather than a recursive visitor: broken input
/// can be arbitrarily deep.
package enum ErrorCounter {
    /// The count and the UTF-8 offset of the first error in the text, if any.
    package static func scan(_ root: some SyntaxProtocol) -> (count: Int, firstOffset: Int?) {
        guard root.hasError else { return (0, nil) }
        var count = 0
        var first: Int?
        var pending = [Syntax(root)]
        func found(_ node: Syntax) {
            count += 1
            let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
            first = min(first ?? offset, offset)
        }
        while let node = pending.popLast() {
            if node.is(UnexpectedNodesSyntax.self) {
                found(node)
            } else if let token = node.as(TokenSyntax.self) {
                if token.presence == .missing || token.tokenDiagnostic?.severity == .error { found(node) }
            } else {
                pending += node.children(viewMode: .all).filter(\.hasError)
            }
        }
        return (count, first)
    }
}
