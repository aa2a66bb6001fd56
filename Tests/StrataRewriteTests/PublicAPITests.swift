import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The library API as a golden: every `public` (or `open`) declaration under `Sources/`, one line each
/// as `Module: kind Qualified.Name`, sorted, compared with `Golden/PublicAPI.txt`. Everything that only
/// Strata's own modules share is `package` (docs/ARCHITECTURE.md, "Library API"); this test makes a
/// change to what a consumer can see a reviewable diff instead of an accident.
///
/// After an intended change, record it again with:
///   STRATA_RECORD_GOLDEN=1 swift test --filter PublicAPITests
/// then review `git diff Tests/StrataRewriteTests/Golden/PublicAPI.txt`.
@Suite("Public API golden")
struct PublicAPITests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repository = tests.deletingLastPathComponent().deletingLastPathComponent()
    static let golden = tests.appendingPathComponent("Golden/PublicAPI.txt")

    @Test("The public declarations under Sources/ are the recorded library API")
    func publicAPIMatchesGolden() throws {
        let lines = try Self.publicDeclarations()
        #expect(lines.count > 100, "found only \(lines.count) public declarations: is Sources/ where the test looks?")
        let current = lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["STRATA_RECORD_GOLDEN"] != nil {
            try current.write(to: Self.golden, atomically: true, encoding: .utf8)
            return
        }
        let recorded = (try? String(contentsOf: Self.golden, encoding: .utf8)) ?? ""
        let recordedLines = Set(recorded.split(separator: "\n").map(String.init))
        let added = lines.filter { !recordedLines.contains($0) }
        let removed = recordedLines.subtracting(lines).sorted()
        // Only the lines that differ, not both texts of some thousand lines.
        guard current != recorded else { return }
        Issue.record(
            """
            the public API changed: \(added.count) new, \(removed.count) gone\
            \(added.prefix(20).map { "\n  + \($0)" }.joined())\(removed.prefix(20).map { "\n  - \($0)" }.joined())
            New declarations are `package` unless they belong to the library API (docs/ARCHITECTURE.md). \
            If the change is intended, record it again with \
            STRATA_RECORD_GOLDEN=1 swift test --filter PublicAPITests and review the diff of Golden/PublicAPI.txt.
            """
        )
    }

    /// `Module: kind Qualified.Name` for each public declaration of every `Sources/<Module>/**/*.swift`, sorted.
    static func publicDeclarations() throws -> [String] {
        let sources = repository.appendingPathComponent("Sources")
        var lines: [String] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let folder = sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            for file in files where file.pathExtension == "swift" {
                let tree = Parser.parse(source: try String(contentsOf: file, encoding: .utf8))
                let collector = PublicDeclarationCollector(viewMode: .sourceAccurate)
                collector.walk(tree)
                lines += collector.found.map { "\(module): \($0)" }
            }
        }
        return lines.sorted()
    }
}

/// Collects `kind Qualified.Name` of the declarations whose modifiers say `public` or `open`; the
/// qualified name runs through the enclosing types and extensions. Functions, initializers and
/// subscripts carry their argument labels, so overloads stay apart.
final class PublicDeclarationCollector: SyntaxVisitor {
    var found: [String] = []

    private func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { modifier in
            modifier.detail == nil && (modifier.name.tokenKind == .keyword(.public) || modifier.name.tokenKind == .keyword(.open))
        }
    }

    /// The names of the enclosing types and extensions, outermost first.
    private func scope(of node: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        var parent = node.parent
        while let current = parent {
            if let decl = current.asProtocol(NamedDeclSyntax.self),
                current.is(StructDeclSyntax.self) || current.is(EnumDeclSyntax.self)
                    || current.is(ClassDeclSyntax.self) || current.is(ActorDeclSyntax.self) || current.is(ProtocolDeclSyntax.self)
            {
                names.append(decl.name.text)
            } else if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
                names.append(extensionDecl.extendedType.trimmedDescription)
            }
            parent = current.parent
        }
        return names.reversed()
    }

    private func record(_ kind: String, _ name: String, at node: some SyntaxProtocol) {
        found.append("\(kind) \((scope(of: node) + [name]).joined(separator: "."))")
    }

    private func labels(_ parameters: FunctionParameterListSyntax) -> String {
        "(" + parameters.map { "\($0.firstName.text):" }.joined() + ")"
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPublic(node.modifiers) { record("struct", node.name.text, at: node) }
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPublic(node.modifiers) { record("enum", node.name.text, at: node) }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPublic(node.modifiers) { record("class", node.name.text, at: node) }
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPublic(node.modifiers) { record("actor", node.name.text, at: node) }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPublic(node.modifiers) { record("protocol", node.name.text, at: node) }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPublic(node.modifiers) { found.append("extension \((scope(of: node) + [node.extendedType.trimmedDescription]).joined(separator: "."))") }
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPublic(node.modifiers) { record("typealias", node.name.text, at: node) }
        return .skipChildren
    }

    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPublic(node.modifiers) { record("associatedtype", node.name.text, at: node) }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPublic(node.modifiers) { record("func", node.name.text + labels(node.signature.parameterClause.parameters), at: node) }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPublic(node.modifiers) {
            record("init", "init" + (node.optionalMark?.text ?? "") + labels(node.signature.parameterClause.parameters), at: node)
        }
        return .skipChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPublic(node.modifiers) { record("subscript", "subscript" + labels(node.parameterClause.parameters), at: node) }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPublic(node.modifiers) {
            let kind = node.bindingSpecifier.text
            for binding in node.bindings {
                record(kind, binding.pattern.trimmedDescription, at: node)
            }
        }
        return .skipChildren
    }
}
