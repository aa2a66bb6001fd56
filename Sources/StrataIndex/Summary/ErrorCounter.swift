import SwiftSyntax

/// Counts what SwiftParser recovered from: unexpected nodes, missing tokens, tokens with errors.
///
/// Walks only into subtrees flagged `hasError` (a flag cached in every node), so a clean file
/// costs one check. A loop with an explicit stack rather than a recursive visitor: broken input
/// can be arbitrarily deep.
enum ErrorCounter {
    static func count(in root: some SyntaxProtocol) -> Int {
        guard root.hasError else { return 0 }
        var count = 0
        var pending = [Syntax(root)]
        while let node = pending.popLast() {
            if node.is(UnexpectedNodesSyntax.self) {
                count += 1
            } else if let token = node.as(TokenSyntax.self) {
                if token.presence == .missing || token.tokenDiagnostic?.severity == .error { count += 1 }
            } else {
                pending += node.children(viewMode: .all).filter(\.hasError)
            }
        }
        return count
    }
}
