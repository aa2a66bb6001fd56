import SwiftParser
import SwiftSyntax

/// The text of a new SwiftData schema version made from the latest one: the `VersionedSchema`
/// enum and every `extension` of it that holds models (projects keep each model in its own file),
/// renamed to the next version with every self-reference (`SchemaV2.Item.self` in `models`)
/// following, and the version identifier bumped. The older version stays as it shipped: a store
/// written by it must keep its exact shape for the migration to recognise it.
enum SchemaVersionCopy {
    /// One part of a version: its declaration's text and the imports of the file it sits in.
    struct Part {
        var text: String
        var imports: [String]
    }

    /// The new file: the parts' imports once each, then the renamed parts.
    static func file(from parts: [Part], old: String, next: String) -> String {
        var imports: [String] = []
        for part in parts { for line in part.imports where !imports.contains(line) { imports.append(line) } }
        let bodies = parts.enumerated().map { index, part in
            let renamed = renaming(part.text, from: old, to: next)
            return index == 0 ? bumpingVersion(renamed, of: next) : renamed
        }
        return (imports.isEmpty ? "" : imports.joined(separator: "\n") + "\n\n") + bodies.joined(separator: "\n\n") + "\n"
    }

    /// Every identifier token `old` becomes `new` (comments and strings are left as written).
    static func renaming(_ text: String, from old: String, to new: String) -> String {
        let tree = Parser.parse(source: text)
        var edits: [SourceEdit] = []
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(old) {
            edits.append(SourceEdit(replacing: token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset, with: new))
        }
        return SourceEdit.apply(edits, to: text) ?? text
    }

    /// `NotesSchemaV1` → `NotesSchemaV2`; `SchemaV2_1` → `SchemaV2_2`; `NotesSchema` → `NotesSchemaV2`.
    static func nextName(_ name: String) -> String {
        let digits = name.reversed().prefix { $0.isNumber }
        guard !digits.isEmpty, let number = Int(String(digits.reversed())) else { return name + "V2" }
        return name.dropLast(digits.count) + String(number + 1)
    }

    /// The version component a name counts: `SchemaV3` the major, `SchemaV2_1` the minor,
    /// `Schema1_2_3` the patch.
    static func bumpedComponent(of name: String) -> Int {
        var groups = 0
        var rest = Substring(name)
        while let last = rest.last, last.isNumber {
            rest = rest.dropLast(rest.reversed().prefix { $0.isNumber }.count)
            groups += 1
            guard rest.last == "_" else { break }
            rest = rest.dropLast()
        }
        return max(0, min(2, groups - 1))
    }

    /// `versionIdentifier`'s `Schema.Version(2, 0, 0)` (or `.init(2, 0, 0)`) with the component the
    /// new name counts raised by one and those after it zeroed.
    static func bumpingVersion(_ text: String, of newName: String) -> String {
        let tree = Parser.parse(source: text)
        final class Finder: SyntaxVisitor {
            var call: FunctionCallExprSyntax?
            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                guard call == nil, node.bindings.contains(where: { $0.pattern.trimmedDescription == "versionIdentifier" }) else { return .skipChildren }
                return .visitChildren
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let integers = node.arguments.compactMap { $0.expression.as(IntegerLiteralExprSyntax.self) }
                if call == nil, integers.count == 3, node.arguments.count == 3 { call = node }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard let call = finder.call else { return text }
        var numbers = call.arguments.compactMap { Int($0.expression.trimmedDescription.filter(\.isNumber)) }
        let component = bumpedComponent(of: newName)
        numbers[component] += 1
        for later in (component + 1)..<3 { numbers[later] = 0 }
        let range = call.arguments.position.utf8Offset..<call.arguments.endPosition.utf8Offset
        return SourceEdit.apply([SourceEdit(replacing: range, with: numbers.map(String.init).joined(separator: ", "))], to: text) ?? text
    }
}
