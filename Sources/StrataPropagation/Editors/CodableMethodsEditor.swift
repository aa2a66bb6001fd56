import StrataModel
import SwiftSyntax

/// Hand-written `init(from decoder:)` and `encode(to encoder:)`: one more `decode`/`encode` line
/// for the new key, written like the lines already there (container name, `self.`, `try`).
struct CodableMethodsEditor {
    let source: ParsedSource

    /// `self.title = try container.decode(String.self, forKey: .title)` → its parts.
    struct DecodeLine {
        var target: String
        var container: String
        var key: String
        var usesSelf: Bool

        init?(_ statement: String) {
            guard let (base, member, value) = Assignment.split(statement) ?? Self.plainAssignment(statement) else { return nil }
            guard let call = value.range(of: ".decode"), let forKey = value.range(of: "forKey: .") else { return nil }
            var container = String(value[..<call.lowerBound])
            for prefix in ["try? ", "try! ", "try "] where container.hasPrefix(prefix) { container = String(container.dropFirst(prefix.count)) }
            guard Assignment.isIdentifier(container) else { return nil }
            self.target = member
            self.container = container
            self.key = String(value[forKey.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            self.usesSelf = base == "self"
        }

        private static func plainAssignment(_ statement: String) -> (String, String, String)? {
            guard let equals = statement.firstIndex(of: "=") else { return nil }
            let name = statement[..<equals].trimmingSpaces()
            guard Assignment.isIdentifier(name) else { return nil }
            return ("", name, statement[statement.index(after: equals)...].trimmingSpaces())
        }
    }

    /// Edits for both methods, if the type has them; nil for a method already handling the key.
    func edits(adding name: String, type: TypeRef, in group: DeclGroupSyntax, after anchor: String?) -> [SourceEdit] {
        var edits: [SourceEdit] = []
        for member in group.memberBlock.members {
            if let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body,
                initializer.signature.parameterClause.parameters.contains(where: { $0.type.trimmedDescription.hasSuffix("Decoder") })
            {
                edits += decodeEdit(name, type: type, body: body, anchor: anchor)
            } else if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "encode", let body = function.body,
                function.signature.parameterClause.parameters.contains(where: { $0.type.trimmedDescription.hasSuffix("Encoder") })
            {
                edits += encodeEdit(name, type: type, body: body, anchor: anchor)
            }
        }
        return edits
    }

    private func decodeEdit(_ name: String, type: TypeRef, body: CodeBlockSyntax, anchor: String?) -> [SourceEdit] {
        let statements = Array(body.statements)
        let lines = statements.map { DecodeLine($0.item.trimmedDescription) }
        if lines.contains(where: { $0?.target == name }) { return [] }
        guard let index = statements.indices.last(where: { lines[$0]?.target == anchor }) ?? statements.indices.last(where: { lines[$0] != nil }),
            let model = lines[index]
        else { return [] }
        let method = type.isOptional ? "decodeIfPresent" : "decode"
        let text = (model.usesSelf ? "self." : "") + "\(name) = try \(model.container).\(method)(\(type.nonOptional.swift).self, forKey: .\(name))"
        return [insertion(text, after: statements[index])]
    }

    private func encodeEdit(_ name: String, type: TypeRef, body: CodeBlockSyntax, anchor: String?) -> [SourceEdit] {
        let statements = Array(body.statements)
        // `try container.encode(title, forKey: .title)`
        func key(_ text: String) -> String? {
            guard text.contains(".encode"), let forKey = text.range(of: "forKey: .") else { return nil }
            return String(text[forKey.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        let keys = statements.map { key($0.item.trimmedDescription) }
        if keys.contains(name) { return [] }
        guard let index = statements.indices.last(where: { keys[$0] == anchor }) ?? statements.indices.last(where: { keys[$0] != nil }) else { return [] }
        let model = statements[index].item.trimmedDescription
        guard let open = model.range(of: ".encode"), let paren = model[open.upperBound...].firstIndex(of: "(") else { return [] }
        let head = String(model[..<open.lowerBound])
        let method = type.isOptional ? "encodeIfPresent" : "encode"
        let argument = model[model.index(after: paren)...].hasPrefix("self.") ? "self." + name : name
        return [insertion("\(head).\(method)(\(argument), forKey: .\(name))", after: statements[index])]
    }

    private func insertion(_ text: String, after statement: CodeBlockItemSyntax) -> SourceEdit {
        let lines = source.lines
        let indent = lines.indentation(of: statement.positionAfterSkippingLeadingTrivia.utf8Offset)
        return lines.lineEdit(indent + text, after: statement.endPositionBeforeTrailingTrivia.utf8Offset)
    }
}
