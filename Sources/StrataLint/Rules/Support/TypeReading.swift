import StrataAnalysis
import StrataIndex
import StrataModel

/// Small readings of declarations shared by rules.
enum TypeReading {
    /// `private`/`fileprivate` members, including those of a `private extension`.
    static func isPrivate(_ member: Member, in part: Declaration) -> Bool {
        let access = member.accessLevel ?? (part.kind == .extension ? part.accessLevel : nil)
        return access == "private" || access == "fileprivate"
    }

    /// Instance methods callers can call: not static, not private.
    static func callableMethods(of type: TypeFacts) -> [(member: Member, file: String)] {
        var result: [(member: Member, file: String)] = []
        for part in type.parts {
            // `isPrivate`, with the part's own access read once (passing the part's declaration to
            // it per member copied the whole declaration each time).
            let kind = part.declaration.kind
            let partAccess = kind == .extension ? part.declaration.accessLevel : nil
            let members = part.declaration.members
            for index in members.indices where members[index].kind == .method && !members[index].isStatic {
                let access = members[index].accessLevel ?? partAccess
                if access != "private", access != "fileprivate" { result.append((members[index], part.file)) }
            }
        }
        return result
    }

    /// `StubCountriesInteractor`, `MockUserRepository`, `PreviewOrdersGateway`: test doubles and
    /// preview stand-ins, even when they live in the app's sources. A prefix counts as a whole word
    /// only: `MockingbirdRepository` and `StubbornUseCase` are not doubles.
    static func isTestDouble(_ name: String) -> Bool {
        // Most names neither start nor end with a letter these words start or end with: asked for
        // every use case and repository of every file, the sixteen comparisons add up.
        guard let first = name.utf8.first, let last = name.utf8.last else { return false }
        return (testDoubleFirstBytes.contains(first) && testDoubleWords.contains { Naming.hasWordPrefix(name, $0) })
            || (testDoubleLastBytes.contains(last) && testDoubleWords.contains { name.hasSuffix($0) })
    }

    private static let testDoubleWords = ["Mock", "Fake", "Stub", "Spy", "Dummy", "Preview", "Noop", "NoOp"]
    private static let testDoubleFirstBytes = Array(Set(testDoubleWords.compactMap(\.utf8.first)))
    private static let testDoubleLastBytes = Array(Set(testDoubleWords.compactMap(\.utf8.last)))

    /// The type's conformances plus what they imply: protocols it refines through project protocols
    /// (`CountriesWebRepository: WebRepository`, `WebRepository: Sendable`), `Hashable` → `Equatable`,
    /// `Codable` → `Encodable`, `Decodable`.
    static func allConformances(of type: TypeFacts, in project: LintProject) -> Set<String> {
        var result = Set<String>()
        var pending = type.classified.conformances
        while let name = pending.popLast() {
            guard result.insert(name).inserted else { continue }
            switch name {
            case "Hashable", "Comparable": pending.append("Equatable")
            case "Codable": pending += ["Encodable", "Decodable"]
            default: break
            }
            if let proto = project.type(named: name, from: type.module), proto.declaration.kind == .protocol {
                pending += proto.classified.conformances
            }
        }
        return result
    }

    /// "repository implementation", "entity": a role in the singular, for messages.
    static func roleName(_ role: Role) -> String {
        let label = role.label
        if label.hasSuffix("ies") { return label.dropLast(3) + "y" }
        return label.hasSuffix("s") ? String(label.dropLast()) : label
    }

    /// "a protocol", "an error type", "an actor", "a use case" (by the first letter's sound:
    /// every noun these messages use starts with a plain vowel, or with the `u` of "use").
    static func withArticle(_ noun: String) -> String {
        guard let first = noun.first, "aeio".contains(first) else { return "a " + noun }
        return "an " + noun
    }

    /// `execute(id:cachePolicy:)`.
    static func selector(_ member: Member) -> String {
        "\(member.name)(" + member.parameters.map { "\($0.label):" }.joined() + ")"
    }

    /// A type's protocols that play `role` (a repository implementation's repository protocols).
    static func protocols(of type: TypeFacts, role: Role, in project: LintProject) -> [String] {
        type.classified.conformances.filter { project.type(named: $0, from: type.module)?.role == role }
    }

    /// `Restaurant` for `RestaurantDTO`: what its `toDomain()`-like method returns, else by name.
    static func domainCounterpart(ofDTO dto: String, in project: LintProject) -> String? {
        let conversions: Set<String> = ["toDomain", "toModel", "toEntity", "asDomain", "domain"]
        if let returned = project.type(named: dto)?.members.first(where: { $0.kind == .method && conversions.contains($0.name) })?.type,
            let name = TypeNameReader.names(in: returned).last, project.type(named: name)?.layer == .domain
        {
            return name
        }
        for suffix in ["DTO", "Dto", "Response", "Payload"] where dto.hasSuffix(suffix) {
            let name = String(dto.dropLast(suffix.count))
            if project.type(named: name)?.layer == .domain { return name }
        }
        return nil
    }

    /// The members of `type` between `member` and the next member (or the end of its part): the
    /// lines of its body, for facts found by line.
    static func lineRange(of member: Member, in type: TypeFacts, file: String) -> ClosedRange<Int>? {
        for part in type.parts where part.file == file {
            let members = part.declaration.members
            guard let index = members.firstIndex(of: member) else { continue }
            let end = index + 1 < members.count ? members[index + 1].line - 1 : part.declaration.endLine
            return member.line...max(member.line, end)
        }
        return nil
    }
}
