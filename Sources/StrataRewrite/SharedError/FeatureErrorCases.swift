import StrataPropagation
import SwiftParser
import SwiftSyntax

/// The cases of the error enum the generator rendered for a feature: exactly what the feature's
/// code throws, catches and compares, so these are the cases a shared error enum must have.
enum FeatureErrorCases {
    struct Case: Sendable, Hashable {
        var name: String
        var appended: EnumCaseAppender.NewCase
    }

    /// Empty when `text` declares no enum `typeName`.
    static func read(_ text: String, typeName: String) -> [Case] {
        let tree = Parser.parse(source: text)
        guard let declaration = tree.statements.lazy.compactMap({ $0.item.as(EnumDeclSyntax.self) }).first(where: { $0.name.text == typeName }) else {
            return []
        }
        return declaration.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap { caseDecl in
            let docLines = docLines(caseDecl.leadingTrivia)
            return caseDecl.elements.map { element in
                Case(name: element.name.text, appended: .init(element: shape(of: element), docLines: docLines))
            }
        }
    }

    /// The element as written, without its list comma: `loadFailed(description: String? = nil)`.
    static func shape(of element: EnumCaseElementSyntax) -> String {
        element.with(\.trailingComma, nil).trimmedDescription
    }

    /// `shape` without spaces: two shapes that differ only in spacing are the same case.
    static func normalized(_ shape: String) -> String {
        String(shape.filter { !$0.isWhitespace })
    }

    private static func docLines(_ trivia: Trivia) -> [String] {
        trivia.pieces.compactMap { piece in
            guard case .docLineComment(let text) = piece else { return nil }
            let body = text.dropFirst(3)
            return String(body.first == " " ? body.dropFirst() : body)
        }
    }
}
