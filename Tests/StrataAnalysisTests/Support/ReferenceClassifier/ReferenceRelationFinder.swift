import StrataIndex

// The classifier as it was before its catalog shared entries and worked per folder, kept as the
// oracle the current one is compared with (`ClassifierEquivalenceTests`).
@testable import StrataAnalysis

struct ReferenceRelationFinder {
    let catalog: ReferenceTypeCatalog
    let types: [ClassifiedType]

    func relations() -> [Relation] {
        let roles = Dictionary(types.filter { $0.kind != .extension }.map { ($0.name, $0.role) }, uniquingKeysWith: { first, _ in first })
        let candidates = types.filter { $0.kind != .extension && $0.kind != .protocol }
        var relations = candidates.flatMap { self.relations(of: $0, roles: roles) }
        // Conversions declared in extensions: `extension UserDTO { func toDomain() -> User }`.
        for item in catalog.allExtensions {
            let name = TypeNameReader.baseName(item.declaration.name)
            guard roles[name] != nil else { continue }
            relations += item.declaration.members.compactMap { conversion(named: name, $0, roles: roles) }
        }
        var seen = Set<Relation>()
        return relations.filter { seen.insert($0).inserted }
    }

    /// A type's own relations: what it implements or mocks, depends on, converts, tests.
    private func relations(of type: ClassifiedType, roles: [String: Role]) -> [Relation] {
        guard let entry = catalog.entry(type.name, from: type.module) else { return [] }
        var relations: [Relation] = []
        for conformance in type.conformances where roles[conformance] != nil && catalog.entry(conformance, from: type.module)?.declaration.kind == .protocol {
            relations.append(Relation(type.role == .mock ? .mocks : .implements, from: type.name, to: conformance))
        }
        relations += dependencies(of: entry, roles: roles)
        relations += conversions(of: entry, type: type, roles: roles)
        if type.role == .testSuite, type.name.hasSuffix("Tests") {
            let subject = String(type.name.dropLast(5))
            if roles[subject] != nil { relations.append(Relation(.tests, from: type.name, to: subject)) }
        }
        return relations
    }

    /// Stored properties and initializer parameters whose type is a project protocol or type.
    private func dependencies(of entry: ReferenceTypeCatalog.Entry, roles: [String: Role]) -> [Relation] {
        let name = entry.declaration.name
        var targets: [String] = []
        for member in entry.members {
            switch member.kind {
            case .property where !member.isStatic && !member.isComputed:
                targets += member.type.map(TypeNameReader.names(in:)) ?? []
            case .initializer:
                targets += member.parameters.flatMap { TypeNameReader.names(in: $0.type) }
            default:
                continue
            }
        }
        var seen = Set<String>()
        return targets.filter { target in
            guard target != name, let role = roles[target], seen.insert(target).inserted else { return false }
            return [.repositoryProtocol, .useCaseContract, .dataSourceProtocol, .apiClient, .repositoryImplementation, .dataSource].contains(role)
                || catalog.entry(target, from: entry.module)?.declaration.kind == .protocol
        }.map { Relation(.dependsOn, from: name, to: $0) }
    }

    private func conversions(of entry: ReferenceTypeCatalog.Entry, type: ClassifiedType, roles: [String: Role]) -> [Relation] {
        entry.declaration.members.compactMap { conversion(named: type.name, $0, roles: roles) }
    }

    /// `map(_ dto: A) -> B`, `toDomain() -> B`, `static func fromDomain(_ b: B) -> A`.
    private func conversion(named owner: String, _ member: Member, roles: [String: Role]) -> Relation? {
        guard member.kind == .method, let returns = member.type else { return nil }
        let resultNames = TypeNameReader.names(in: returns).filter { roles[$0] != nil }
        guard let result = resultNames.last else { return nil }
        let source: String?
        if member.parameters.isEmpty {
            source = member.isStatic ? nil : owner
        } else if member.parameters.count <= 2 {
            source = member.parameters.flatMap { TypeNameReader.names(in: $0.type) }.first { roles[$0] != nil }
        } else {
            source = nil
        }
        guard let source, source != result else { return nil }
        return Relation(.maps, from: owner, to: result, other: source)
    }
}
