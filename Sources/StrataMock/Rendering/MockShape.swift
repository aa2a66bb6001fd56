/// What kind of type a mock is and how it is declared: class or actor, isolation, generic
/// parameters for associated types, where static state lives. A class: every member renderer holds
/// it, and copying its arrays cost more than some of the rendering.
final class MockShape: Sendable {
    let name: String
    let protocolName: String
    let isActor: Bool
    /// `MainActor` for a protocol isolated to it, its own or inherited.
    let globalActor: String?
    /// `Item: Codable` for each associated type left open.
    let genericParameters: [String]
    let genericNames: Set<String>
    /// Associated types given a concrete type (annotation, default, `Parent<User>`, `where Item == User`).
    let typealiases: [(name: String, type: String)]
    let whereRequirements: [String]

    init(_ flattened: FlattenedProtocol, name: String) {
        self.name = name
        protocolName = flattened.root.name
        isActor = flattened.isActor
        globalActor = flattened.isActor ? nil : flattened.globalActor
        var generics: [String] = []
        var genericNames = Set<String>()
        var aliases: [(name: String, type: String)] = []
        var whereRequirements: [String] = []
        for associated in flattened.associatedTypes {
            if let fixed = flattened.fixedTypes[associated.name] ?? associated.defaultType {
                aliases.append((associated.name, fixed))
                continue
            }
            generics.append(associated.constraint.map { "\(associated.name): \(Self.withoutSelf($0))" } ?? associated.name)
            genericNames.insert(associated.name)
            if let clause = associated.whereClause { whereRequirements += InheritanceFlattener.split(clause) }
        }
        whereRequirements += flattened.whereRequirements
        // A class `where` clause may only constrain the class's own generic parameters.
        self.whereRequirements = whereRequirements.map(Self.withoutSelf).filter { requirement in
            let subject = requirement.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return genericNames.contains(String(subject))
        }
        genericParameters = generics
        self.genericNames = genericNames
        typealiases = aliases
    }

    var isGeneric: Bool { !genericParameters.isEmpty }

    /// Isolated to an actor (its own or a global one): state of `nonisolated` members must opt out.
    var isIsolated: Bool { isActor || globalActor != nil }

    /// `@MainActor final class UserRepositoryMock<Item: Codable>: UserRepository, @unchecked Sendable where …`
    var declaration: String {
        var text = globalActor.map { "@\($0) " } ?? ""
        text += isActor ? "actor " : "final class "
        text += name
        if isGeneric { text += "<" + genericParameters.joined(separator: ", ") + ">" }
        text += ": " + protocolName
        // Classes are `@unchecked Sendable` as the contract preset writes them; actors and isolated classes are Sendable already.
        if !isIsolated { text += ", @unchecked Sendable" }
        if !whereRequirements.isEmpty { text += " where " + whereRequirements.joined(separator: ", ") }
        return text
    }

    /// `Self.Item` → `Item`: inside the mock, associated types are its own names.
    static func withoutSelf(_ text: String) -> String {
        TextSearch.contains(text, "Self.") ? SwiftIdentifiers.removingSelfQualifier(text) : text
    }

    /// A type as written in the protocol, as the mock spells it: `Self` is the mock (final, so it may be).
    func spelled(_ text: String) -> String {
        guard TextSearch.contains(text, "Self") else { return text }
        return SwiftIdentifiers.replacing("Self", with: name, in: Self.withoutSelf(text))
    }
}
