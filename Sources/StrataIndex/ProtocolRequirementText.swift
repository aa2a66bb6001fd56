import SwiftSyntax

/// The text of a protocol's method requirement as declared, generic clause included, which the
/// summary does not keep (it records parameters and effects, not generic constraints). Read for
/// the few protocols that need it (an adopted API client), by parsing their one file again.
package enum ProtocolRequirementText {
    /// `func request<T: Decodable>(endpoint: Endpoint) async throws -> T`, on one line; nil when
    /// the file does not declare it.
    package static func read(method: String, inProtocol protocolName: String, source: String, path: String) -> String? {
        Indexer.parse(source: source, path: path) { parsed -> String? in
            final class Finder: SyntaxVisitor {
                let protocolName: String
                let method: String
                var found: FunctionDeclSyntax?
                init(protocolName: String, method: String) {
                    self.protocolName = protocolName
                    self.method = method
                    super.init(viewMode: .sourceAccurate)
                }
                override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
                    guard node.name.text == protocolName, found == nil else { return .skipChildren }
                    found = node.memberBlock.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { $0.name.text == self.method }
                    return .skipChildren
                }
            }
            let finder = Finder(protocolName: protocolName, method: method)
            finder.walk(parsed.tree)
            guard let function = finder.found else { return nil }
            // From `func` on: attributes, modifiers and comments are not part of the shape.
            let from = function.funcKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
            let to = function.endPositionBeforeTrailingTrivia.utf8Offset
            return parsed.source.text(from: from, to: to)
        } ?? nil
    }
}
