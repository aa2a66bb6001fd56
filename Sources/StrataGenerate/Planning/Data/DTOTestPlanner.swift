import StrataModel

/// One test suite per DTO: decoding the API's JSON (wire keys, date format) and a lossless round
/// trip domain → DTO → domain through the preset's mapping.
struct DTOTestPlanner {
    let data: DataScope

    private var dialect: TestDialect { TestDialect(framework: data.scope.conventions.testFramework) }

    func plan() -> [PlannedFile] {
        data.entities.map(planTests)
    }

    /// Entities compare with `==` only when the house style makes them Equatable.
    private var entitiesAreEquatable: Bool {
        let conformances = data.scope.conventions.entityConformances
        return conformances.contains("Equatable") || conformances.contains("Hashable")
    }

    func planTests(_ entity: Entity) -> PlannedFile {
        let names = data.names
        let dto = names.dto(for: entity.name)
        let json = SampleJSON(model: data.model, dateStrategy: data.dateStrategy, keyOf: { [data] in data.wireName(of: $0) })
        // Nested objects come back as multi-line text: one body line per JSON line keeps the literal's indentation.
        let lines = json.object(entity).flatMap { $0.split(separator: "\n").map(String.init) }
        var decode = ["let json = #\"\"\""] + lines + ["\"\"\"#"]
        decode += ["", "let dto = try JSONCoding.decoder().decode(\(dto).self, from: Data(json.utf8))", ""]
        decode.append(dialect.equal("dto.id", json.swiftID(entity.idType, entity: entity.name)))
        for property in entity.properties {
            guard let expected = json.expected(property.type, hint: property.name) else { continue }
            decode.append(dialect.equal("dto.\(property.name)", expected))
        }
        let mapperSetup = data.usesMapperStructs ? ["let \(data.mapperVariable(for: entity.name)) = \(names.dtoMapper(for: entity.name))()"] : []
        let original = names.variableName(for: entity.name)
        let mapping = data.wireMapping
        let roundTrip =
            mapperSetup + [
                "let \(original) = \(entity.name).mock()",
                "",
                "let mapped = " + mapping.toDomain(.named(entity.name), mapping.fromDomain(.named(entity.name), original)),
                "",
                entitiesAreEquatable ? dialect.equal("mapped", original) : dialect.equal("mapped.id", "\(original).id"),
            ]
        let cases = [
            GeneratedTestCase(title: "Decodes the API's JSON: wire keys, \(Self.dateName(data.dateStrategy)) dates", name: "decodesTheAPIsJSON", lines: decode),
            GeneratedTestCase(title: "Maps to the domain and back without loss", name: "mapsToTheDomainAndBackWithoutLoss", lines: roundTrip),
        ]
        let typeName = dto + "Tests"
        let suite = GeneratedTestSuite(dialect: dialect)
        let path = names.path(\.dtoTest, or: \.dataTest, name: typeName)
        let context = suite.context(module: names.module(forPath: path), name: typeName, subject: dto, mainActor: false, cases: cases)
        return PlannedFile(path: path, role: .dataTest, template: suite.template, context: context)
    }

    static func dateName(_ strategy: DateStrategy) -> String {
        switch strategy {
        case .iso8601: return "ISO 8601"
        case .secondsSince1970: return "seconds-since-1970"
        case .millisecondsSince1970: return "milliseconds-since-1970"
        }
    }
}
