import SwiftSyntax

/// The stored properties and initializers of a type declaration, read from its syntax.
struct TypeShape {
    struct StoredProperty {
        var name: String
        /// As written (`String?`), nil when inferred from an initial value.
        var type: String?
        var isVar: Bool
        var hasInitialValue: Bool
        /// The whole declaration (`@Attribute(.unique) public var id: Int`).
        var declaration: VariableDeclSyntax
        /// Modifiers as written before `let`/`var` (`public`, `private(set)`), without attributes.
        var modifiers: String
    }

    var group: DeclGroupSyntax
    var storedProperties: [StoredProperty] = []
    var initializers: [InitializerDeclSyntax] = []
    /// A nested `enum CodingKeys`, if any.
    var codingKeys: EnumDeclSyntax?

    init(_ group: DeclGroupSyntax) {
        self.group = group
        collect(group.memberBlock.members)
    }

    private mutating func collect(_ members: MemberBlockItemListSyntax) {
        for member in members {
            if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let nested) = clause.elements { collect(nested) }
                }
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                storedProperties += Self.stored(variable)
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                initializers.append(initializer)
            } else if let nested = member.decl.as(EnumDeclSyntax.self), nested.name.text == "CodingKeys" {
                codingKeys = nested
            }
        }
    }

    private static func stored(_ variable: VariableDeclSyntax) -> [StoredProperty] {
        let modifiers = variable.modifiers
        if modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { return [] }
        let modifierText = modifiers.map(\.trimmedDescription).joined(separator: " ")
        return variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            if let accessors = binding.accessorBlock {
                // A getter makes it computed; observers (`didSet`) keep it stored.
                guard case .accessors(let list) = accessors.accessors,
                    list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) })
                else { return nil }
            }
            return StoredProperty(
                name: name, type: binding.typeAnnotation?.type.trimmedDescription,
                isVar: variable.bindingSpecifier.tokenKind == .keyword(.var), hasInitialValue: binding.initializer != nil,
                declaration: variable, modifiers: modifierText)
        }
    }

    func property(named name: String) -> StoredProperty? { storedProperties.first { $0.name == name } }

    /// The initializers that set stored properties from same-named parameters: the ones a new
    /// property joins. `init(from decoder:)` and convenience initializers that only delegate are not.
    var memberwiseInitializers: [InitializerDeclSyntax] {
        let names = Set(storedProperties.map(\.name))
        return initializers.filter { initializer in
            let parameters = initializer.signature.parameterClause.parameters
            if parameters.contains(where: { $0.type.trimmedDescription == "Decoder" || $0.type.trimmedDescription == "any Decoder" }) { return false }
            let shared = parameters.filter { names.contains(($0.secondName ?? $0.firstName).text) }.count
            return shared > 0 && shared * 2 >= min(parameters.count, names.count)
        }
    }
}
