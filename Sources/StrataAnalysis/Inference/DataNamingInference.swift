import StrataIndex
import StrataModel

/// The Data layer's shape: whether there is one, where DTOs convert, and the name of every kind of
/// Data-layer type as a pattern over the domain type it serves.
enum DataNamingInference {
    static func evidence(_ facts: InferenceFacts, data: DataLayerFacts, layout: LayoutInference) -> [FieldEvidence] {
        var generate = field(
            "data.generate", noun: "Data-layer types (DTOs, mappers, data sources, `@Model`s, repository implementations)",
            phrase: Phrases.flag(yes: "exist, so the Data layer is generated", no: "are absent"),
            read: { FieldValue.bool($0.generate) }, write: { $0.generate = $1 == "true" })
        for type in data.layerTypes { generate.add("true", at: facts.location(type)) }

        var mapping = field(
            "data.dtoMapping", noun: "DTO conversions", phrase: { mappingSentence[$0] ?? "are `\($0)`" },
            read: { $0.dtoMapping.rawValue }, write: { $0.dtoMapping = DTOMappingStyle(rawValue: $1) ?? $0.dtoMapping })
        for mapper in data.dtoMappers { mapping.add(DTOMappingStyle.mapperStructs.rawValue, at: facts.location(mapper.type)) }
        for dto in data.dtos where convertsItself(dto, facts: facts, domain: data.domainNames) {
            mapping.add(DTOMappingStyle.extensionMethods.rawValue, at: facts.location(dto))
        }

        let names = NameVotes(facts: facts, layout: layout, entities: entitySubjects(facts))
        var dto = field("data.dtoName", noun: "DTOs", read: { $0.dtoName }, write: { $0.dtoName = $1 })
        for type in data.dtos { names.add(type, to: &dto) }

        var dtoMapper = field("data.dtoMapperName", noun: "DTO mappers", read: { $0.dtoMapperName }, write: { $0.dtoMapperName = $1 })
        for mapper in data.dtoMappers { names.add(mapper.type, to: &dtoMapper, subjects: withBareNames(mapper.served), reportsUnrelated: true) }

        var remote = field(
            "data.remoteDataSourceName", noun: "remote data sources",
            read: { $0.remoteDataSourceName }, write: { $0.remoteDataSourceName = $1 })
        var remoteProtocol = field(
            "data.remoteDataSourceProtocolName", noun: "remote data source protocols",
            read: { $0.remoteDataSourceProtocolName }, write: { $0.remoteDataSourceProtocolName = $1 })
        var localProtocol = field(
            "data.localDataSourceProtocolName", noun: "local data source protocols",
            read: { $0.localDataSourceProtocolName }, write: { $0.localDataSourceProtocolName = $1 })
        for source in data.dataSources where source.side == .remote { names.add(source.type, to: &remote) }
        for source in data.dataSourceProtocols {
            if source.side == .remote { names.add(source.type, to: &remoteProtocol) } else { names.add(source.type, to: &localProtocol) }
        }

        var model = field("data.persistentModelName", noun: "`@Model` classes", read: { $0.persistentModelName }, write: { $0.persistentModelName = $1 })
        for type in data.persistentModels { names.add(type, to: &model) }

        let modelMapper = persistenceMappers(data, names: names, facts: facts)
        let implementation = repositoryImplementations(data, names: names, facts: facts)
        return [generate, mapping, dto, dtoMapper, remote, remoteProtocol, localProtocol, model, modelMapper, implementation]
    }

    /// Mappers between `@Model`s and the domain; `@Model`s converting themselves are a style Strata cannot write.
    private static func persistenceMappers(_ data: DataLayerFacts, names: NameVotes, facts: InferenceFacts) -> FieldEvidence {
        var modelMapper = field(
            "data.persistenceMapperName", noun: "persistence mappers",
            read: { $0.persistenceMapperName }, write: { $0.persistenceMapperName = $1 })
        for mapper in data.persistenceMappers { names.add(mapper.type, to: &modelMapper, subjects: withBareNames(mapper.served), reportsUnrelated: true) }
        let mapped = Set(data.persistenceMappers.flatMap(\.served))
        for type in data.persistentModels where convertsItself(type, facts: facts, domain: data.domainNames.subtracting(mapped)) {
            modelMapper.add(
                "are not types of their own: `@Model`s convert themselves (Strata writes a mapper)", at: facts.location(type),
                expressible: false, example: "`\(type.name)`")
        }
        return modelMapper
    }

    /// `{entity}` stands for what the implemented protocol's name is made of (`Recovery` in
    /// `RecoveryRepository`, whatever entity it serves); a protocol named after the plural cannot be written.
    private static func repositoryImplementations(_ data: DataLayerFacts, names: NameVotes, facts: InferenceFacts) -> FieldEvidence {
        var implementation = field(
            "data.repositoryImplementationName", noun: "repository implementations",
            read: { $0.repositoryImplementationName }, write: { $0.repositoryImplementationName = $1 })
        let entityNames = Set(facts.entities.map(\.name))
        for item in data.repositoryImplementations {
            guard let proto = item.protocolType, let subject = protocolSubject(proto.name) else {
                names.add(item.type, to: &implementation, placeholder: "{entity}")
                continue
            }
            let served = facts.declaration(of: proto).flatMap { RepositoryInference.servedEntity($0, entities: entityNames) }
            let plurals = served.map { [Naming.plural($0), Naming.plural(RepositoryInference.bareName($0))] } ?? []
            if plurals.contains(subject) {
                names.add(item.type, .plural, to: &implementation)
            } else {
                names.add(item.type, to: &implementation, subjects: [subject], placeholder: "{entity}")
            }
        }
        return implementation
    }

    static let mappingSentence: [String: String] = [
        DTOMappingStyle.extensionMethods.rawValue: "convert on the DTO itself (`toDomain()`, `fromDomain(_:)`)",
        DTOMappingStyle.mapperStructs.rawValue: "convert in Mapper structs",
    ]

    private static func field(
        _ name: String, noun: String, phrase: @escaping (String) -> String = Phrases.name,
        read: @escaping (DataConventions) -> String, write: @escaping (inout DataConventions, String) -> Void
    ) -> FieldEvidence {
        FieldEvidence(name, noun: noun, phrase: phrase, read: { read($0.data) }, write: { write(&$0.data, $1) })
    }

    /// Entity names as specs write them: `OrderModel` is also `Order`.
    static func entitySubjects(_ facts: InferenceFacts) -> [String] {
        withBareNames(facts.entities.map(\.name))
    }

    static func withBareNames(_ names: [String]) -> [String] {
        var result: [String] = []
        for name in names.flatMap({ [$0, RepositoryInference.bareName($0)] }) where !result.contains(name) { result.append(name) }
        return result
    }

    /// `OrderRepositoryProtocol` → `Order`, `IOrderRepository` → `Order`: what a repository's
    /// implementations name in place of `{entity}`.
    static func protocolSubject(_ name: String) -> String? {
        guard let suffix = RepositoryInference.suffixes.first(where: { name.hasSuffix($0) && name.count > $0.count }) else { return nil }
        let subject = String(name.dropLast(suffix.count))
        if subject.count > 2, let first = subject.first, first == "I", subject.dropFirst().first?.isUppercase == true {
            return String(subject.dropFirst())
        }
        return subject
    }

    /// Whether a DTO or `@Model` converts to or from the domain itself: a method, computed property
    /// or initialiser of its own (or of its extensions) that names a domain type.
    static func convertsItself(_ type: ClassifiedType, facts: InferenceFacts, domain: Set<String>) -> Bool {
        facts.members(of: type).contains { member in
            switch member.kind {
            case .method, .initializer:
                return DataLayerFacts.signatureTypes([member]).contains(where: domain.contains)
            case .property:
                return member.isComputed && TypeNameReader.names(in: member.type ?? "").contains(where: domain.contains)
            default:
                return false
            }
        }
    }
}

/// Adds one type's name to a name field, as a pattern over the domain type it serves.
private struct NameVotes {
    let facts: InferenceFacts
    let layout: LayoutInference
    let entities: [String]

    func add(_ type: ClassifiedType, to field: inout FieldEvidence, subjects: [String]? = nil, placeholder: String = "{name}", reportsUnrelated: Bool = false) {
        let reading = TypeNamePattern.read(type.name, subjects: subjects ?? entities, placeholder: placeholder, feature: layout.feature(ofFile: type.file))
        add(type, reading, to: &field, served: reportsUnrelated ? subjects?.first : nil)
    }

    /// - Parameter served: the domain type, for reporting a name made of something else; nil says nothing then.
    func add(_ type: ClassifiedType, _ reading: TypeNamePattern.Reading, to field: inout FieldEvidence, served: String? = nil) {
        let location = facts.location(type)
        switch reading {
        case .pattern(let value, let spellings):
            field.add(value, at: location, spellings: spellings)
        case .plural:
            field.add("are named after the entity's plural (Data-layer names have no `{names}`)", at: location, expressible: false, example: "`\(type.name)`")
        case .unrelated:
            // A DTO or data source named after nothing in the domain (`TokenResponse`) says nothing about the pattern.
            guard let served else { return }
            field.add("are named after something other than the domain type", at: location, expressible: false, example: "`\(type.name)` for `\(served)`")
        }
    }
}
