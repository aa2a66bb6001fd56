import SwiftSyntax

/// What a generated file declares at its top level: its types' names, for clashes between files
/// (`NameClashes.typeNames`), and stored properties or nested types declared twice in one type,
/// which do not compile ("invalid redeclaration"): a spec property `cachedAt` beside the one every
/// SwiftData model gets.
///
/// `#if` arms at the top are read (generated files gate SwiftData on `canImport`); inside a type
/// only its direct members count, so alternative declarations in `#if`/`#else` arms are not twins.
struct DeclaredNames {
    struct RepeatedMember: Equatable {
        var type: String
        var name: String
        /// The second declaration.
        var position: AbsolutePosition
    }

    private(set) var types: [String] = []
    private(set) var repeatedMembers: [RepeatedMember] = []

    init(_ statements: CodeBlockItemListSyntax) {
        read(statements)
    }

    private static let typeKinds: Set<SyntaxKind> = [.structDecl, .classDecl, .enumDecl, .protocolDecl, .actorDecl, .typeAliasDecl]

    private mutating func read(_ statements: CodeBlockItemListSyntax) {
        for statement in statements {
            let item = statement.item
            if Self.typeKinds.contains(item.kind), let named = item.asProtocol(NamedDeclSyntax.self) {
                types.append(named.name.text)
                if let group = item.asProtocol(DeclGroupSyntax.self) { checkMembers(of: group, named: named.name.text) }
            } else if let conditional = item.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .statements(let inner) = clause.elements { read(inner) }
                }
            }
        }
    }

    private mutating func checkMembers(of group: some DeclGroupSyntax, named type: String) {
        var seen = Set<String>()
        for member in group.memberBlock.members {
            for (name, position) in Self.names(declaredBy: member.decl) where !seen.insert(name).inserted {
                repeatedMembers.append(RepeatedMember(type: type, name: name, position: position))
            }
        }
    }

    /// Stored or computed properties, enum cases and nested types (functions may overload, so they
    /// are left out).
    private static func names(declaredBy decl: DeclSyntax) -> [(String, AbsolutePosition)] {
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { binding in
                binding.pattern.as(IdentifierPatternSyntax.self).map { ($0.identifier.text, $0.identifier.positionAfterSkippingLeadingTrivia) }
            }
        }
        if let cases = decl.as(EnumCaseDeclSyntax.self) {
            return cases.elements.map { ($0.name.text, $0.name.positionAfterSkippingLeadingTrivia) }
        }
        if typeKinds.contains(decl.kind), let named = decl.asProtocol(NamedDeclSyntax.self) {
            return [(named.name.text, named.name.positionAfterSkippingLeadingTrivia)]
        }
        return []
    }
}
