import StrataModel
import SwiftSyntax

/// Moves the app's use of the current schema version to the new one: `typealias Item =
/// SchemaV2.Item` and `typealias CurrentSchema = SchemaV2` everywhere, and in app code (the
/// container's `Schema(versionedSchema: SchemaV2.self)`, `FetchDescriptor<SchemaV2.Item>`,
/// mappers) every `SchemaV2`. Migration code keeps naming the versions it migrates between: the
/// versioned schemas themselves, the migration plan, migration stages, and files that name another
/// version too (a migration test opening an old store) are left as written.
struct CurrentVersionReferences {
    let session: EditSession
    let types: ProjectTypes

    func move(from old: String, to next: String) throws(StrataIssues) {
        let versions = Set(types.byName.values.joined().filter { $0.declaration.kind == .enum && $0.declaration.inheritedTypes.contains("VersionedSchema") }.map(\.name))
        for file in types.index.files
        where file.code.typeReferences.contains(where: { $0.name == old }) || file.declarations.contains(where: { ($0.aliasedType ?? "").hasPrefix(old) }) {
            let source = try session.source(file.path)
            let finder = Finder(old: old, versions: versions.union([next]))
            finder.walk(source.tree)
            let namesOtherVersions = finder.mentionsOtherVersion
            let tokens = finder.aliasTokens + (namesOtherVersions ? [] : finder.codeTokens)
            guard !tokens.isEmpty else { continue }
            let edits = tokens.map { SourceEdit(replacing: $0.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.endPositionBeforeTrailingTrivia.utf8Offset, with: next) }
            let first = tokens.min { $0.position < $1.position }!
            let aliases = finder.aliasNames.map { "`typealias \($0)`" }.joined(separator: ", ")
            let what = finder.aliasTokens.isEmpty ? "uses the current schema version `\(next)`" : aliases + " now names `\(next)`"
            session.add(edits, in: file.path, line: source.line(of: first), what + (tokens.count > 1 ? " (\(tokens.count) references)" : ""))
        }
    }

    /// The `old` tokens outside migration code, typealiases apart.
    private final class Finder: SyntaxVisitor {
        let old: String
        let versions: Set<String>
        var aliasTokens: [TokenSyntax] = []
        var codeTokens: [TokenSyntax] = []
        var mentionsOtherVersion = false
        /// The typealiases that name the current version.
        var aliasNames: [String] = []
        private var aliasDepth = 0

        init(old: String, versions: Set<String>) {
            self.old = old
            self.versions = versions
            super.init(viewMode: .sourceAccurate)
        }

        /// A versioned schema, a migration plan, an extension of either or of `MigrationStage`.
        private func isMigrationCode(name: String, inherited: InheritanceClauseSyntax?) -> Bool {
            let conformances = inherited?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            return versions.contains(name) || name == "MigrationStage" || conformances.contains("VersionedSchema") || conformances.contains("SchemaMigrationPlan")
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            isMigrationCode(name: node.name.text, inherited: node.inheritanceClause) ? .skipChildren : .visitChildren
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            isMigrationCode(name: node.name.text, inherited: node.inheritanceClause) ? .skipChildren : .visitChildren
        }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            isMigrationCode(name: node.extendedType.trimmedDescription, inherited: node.inheritanceClause) ? .skipChildren : .visitChildren
        }
        /// `MigrationStage.custom(fromVersion: SchemaV1.self, toVersion: SchemaV2.self, …)` anywhere.
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            node.arguments.contains { $0.label?.text == "fromVersion" } ? .skipChildren : .visitChildren
        }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            aliasDepth += 1
            if node.initializer.value.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(old) }) { aliasNames.append(node.name.text) }
            return .visitChildren
        }
        override func visitPost(_ node: TypeAliasDeclSyntax) {
            aliasDepth -= 1
        }
        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            guard case .identifier(let text) = token.tokenKind else { return .skipChildren }
            if text == old {
                if aliasDepth > 0 { aliasTokens.append(token) } else { codeTokens.append(token) }
            } else if versions.contains(text) {
                mentionsOtherVersion = true
            }
            return .skipChildren
        }
    }
}
