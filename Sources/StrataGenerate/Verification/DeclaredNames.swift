import SwiftSyntax

/// What a generated file declares at its top level: its types' names, for clashes between files
/// (`NameClashes.typeNames`), and stored properties or nested types declared twice in one type,
/// which do not compile ("invalid redeclaration"): a spec property `cachedAt` beside the one every
/// SwiftData model gets.
///
/// `#if` arms at the top are read (generated files gate SwiftData on `canImport`); inside a type
/// only its direct members count, so alternative declarations in `#if`/`#else` arms are not twins.
/// Runs on every generated file, so nodes are told apart by kind before any cast, and a position is
/// only worked out for a name declared twice.
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

    private mutating func read(_ statements: CodeBlockItemListSyntax) {
        for statement in statements {
            let item = statement.item
            switch item.kind {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl:
                guard let group = item.asProtocol(DeclGroupSyntax.self), let name = Self.typeName(of: item) else { continue }
                types.append(name.text)
                checkMembers(group.memberBlock.members, named: name.text)
            case .typeAliasDecl:
                if let alias = item.as(TypeAliasDeclSyntax.self) { types.append(alias.name.text) }
            case .ifConfigDecl:
                guard let conditional = item.as(IfConfigDeclSyntax.self) else { continue }
                for clause in conditional.clauses {
                    if case .statements(let inner) = clause.elements { read(inner) }
                }
            default:
                continue
            }
        }
    }

    private static func typeName(of node: some SyntaxProtocol) -> TokenSyntax? {
        switch node.kind {
        case .structDecl: return node.as(StructDeclSyntax.self)?.name
        case .classDecl: return node.as(ClassDeclSyntax.self)?.name
        case .enumDecl: return node.as(EnumDeclSyntax.self)?.name
        case .actorDecl: return node.as(ActorDeclSyntax.self)?.name
        case .protocolDecl: return node.as(ProtocolDeclSyntax.self)?.name
        case .typeAliasDecl: return node.as(TypeAliasDeclSyntax.self)?.name
        default: return nil
        }
    }

    private mutating func checkMembers(_ members: MemberBlockItemListSyntax, named type: String) {
        // A list: a type has a few dozen members at most, and a set per type cost an allocation each.
        var seen: [String] = []
        for member in members {
            let decl = member.decl
            switch decl.kind {
            case .variableDecl:
                guard let variable = decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
                    note(identifier, in: type, seen: &seen)
                }
            case .enumCaseDecl:
                guard let cases = decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in cases.elements { note(element.name, in: type, seen: &seen) }
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .typeAliasDecl:
                if let name = Self.typeName(of: decl) { note(name, in: type, seen: &seen) }
            default:
                continue  // functions may overload
            }
        }
    }

    private mutating func note(_ name: TokenSyntax, in type: String, seen: inout [String]) {
        let text = name.text
        if seen.contains(text) {
            repeatedMembers.append(RepeatedMember(type: type, name: text, position: name.positionAfterSkippingLeadingTrivia))
        } else {
            seen.append(text)
        }
    }
}
