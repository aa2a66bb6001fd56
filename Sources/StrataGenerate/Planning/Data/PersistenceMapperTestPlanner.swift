import StrataModel

/// One suite per SwiftData infra mapper (the popcorn preset's three methods): a lossless round trip and the
/// update in place that refreshes `cachedAt`. Compiled where SwiftData (or a stand-in module) exists.
struct PersistenceMapperTestPlanner {
    let data: DataScope

    private var dialect: TestDialect { TestDialect(framework: data.scope.conventions.testFramework) }

    func plan() -> [PlannedFile] {
        data.entities.map(planTests)
    }

    func planTests(_ entity: Entity) -> PlannedFile {
        let names = data.names
        let mapperName = names.persistenceMapper(for: entity.name)
        let equatable = ["Equatable", "Hashable"].contains(where: data.scope.conventions.entityConformances.contains)
        let compare = { (actual: String, expected: String) in
            equatable ? dialect.equal(actual, expected) : dialect.equal("\(actual).id", "\(expected).id")
        }
        var changed = "\(entity.name).mock(id: original.id)"
        if let property = entity.properties.first(where: { data.scope.samples.alternative($0.type, hint: $0.name) != nil }),
            let value = data.scope.samples.alternative(property.type, hint: property.name)
        {
            changed = "\(entity.name).mock(id: original.id, \(property.name): \(value))"
        }
        let cases = [
            GeneratedTestCase(
                title: "Maps to the stored model and back without loss", name: "mapsToTheStoredModelAndBack",
                lines: [
                    "let mapper = \(mapperName)()",
                    "let original = \(entity.name).mock()",
                    "",
                    "let mapped = mapper.map(mapper.map(original))",
                    "",
                    compare("mapped", "original"),
                ]),
            GeneratedTestCase(
                title: "Updating in place copies every field and refreshes cachedAt", name: "updatesInPlace",
                lines: [
                    "let mapper = \(mapperName)()",
                    "let original = \(entity.name).mock()",
                    "let stored = mapper.map(original)",
                    "stored.cachedAt = Date(timeIntervalSince1970: 0)",
                    "let changed = \(changed)",
                    "",
                    "mapper.map(changed, to: stored)",
                    "",
                    compare("mapper.map(stored)", "changed"),
                    dialect.isTrue("stored.cachedAt > Date(timeIntervalSince1970: 0)"),
                ]),
        ]
        let typeName = mapperName + "Tests"
        let suite = GeneratedTestSuite(dialect: dialect)
        let context = suite.context(
            module: names.module, name: typeName, subject: mapperName, mainActor: false, cases: cases, condition: "canImport(SwiftData)"
        )
        return PlannedFile(path: names.path(\.dataTest, name: typeName), role: .dataTest, template: suite.template, context: context)
    }
}
