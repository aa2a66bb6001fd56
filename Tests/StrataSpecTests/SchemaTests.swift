import Foundation
import StrataModel
import Testing

@testable import StrataSpec

/// `docs/strata.schema.json` must describe exactly what the loader accepts.
@Suite struct SchemaTests {
    /// The schema, found from this file's real location (the test folder may be reached through a symlink).
    static func schema() throws -> [String: Any] {
        let repository = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: repository.appendingPathComponent("docs/strata.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func definitions() throws -> [String: [String: Any]] {
        try #require(try schema()["$defs"] as? [String: [String: Any]])
    }

    @Test func declaresDraft2020() throws {
        #expect(try Self.schema()["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }

    @Test(arguments: SpecKeys.byDefinition.keys.sorted())
    func definitionListsExactlyTheKeysTheLoaderAccepts(definition: String) throws {
        let object = definition == "spec" ? try Self.schema() : try #require(try Self.definitions()[definition])
        let properties = try #require(object["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(try #require(SpecKeys.byDefinition[definition])))
        #expect(object["additionalProperties"] as? Bool == false, "keys are closed in `\(definition)`")
    }

    @Test func everyClosedObjectOfTheSchemaIsKnownToTheLoader() throws {
        let closed = try Self.definitions().filter { $0.value["properties"] != nil }.keys
        #expect(Set(closed).isSubset(of: Set(SpecKeys.byDefinition.keys)))
    }

    @Test func enumerationsMatchTheModel() throws {
        let definitions = try Self.definitions()
        let useCase = try #require(definitions["useCase"]?["properties"] as? [String: [String: Any]])
        #expect(useCase["kind"]?["enum"] as? [String] == UseCaseKind.allCases.map(\.rawValue))
        let repository = try #require(definitions["repository"]?["properties"] as? [String: [String: Any]])
        let operations = try #require(repository["operations"]?["items"] as? [String: Any])
        #expect(operations["enum"] as? [String] == RepositoryOperation.allCases.map(\.rawValue))
        let entity = try #require(definitions["entity"]?["properties"] as? [String: [String: Any]])
        #expect(entity["id"]?["enum"] as? [String] == IDType.allCases.map(\.rawValue))
        let errors = try #require((try Self.schema()["properties"] as? [String: [String: Any]])?["errors"])
        let names = try #require(errors["propertyNames"] as? [String: Any])
        let excluded = (names["allOf"] as? [[String: Any]])?.compactMap { ($0["not"] as? [String: Any])?["enum"] as? [String] }.first
        #expect(excluded == SpecKeys.builtInErrorCases)
    }

    @Test func everyKeyIsDescribed() throws {
        var undescribed: [String] = []
        func visit(_ object: [String: Any], path: String) {
            for (key, value) in object["properties"] as? [String: [String: Any]] ?? [:] where value["description"] == nil {
                undescribed.append("\(path).\(key)")
            }
        }
        visit(try Self.schema(), path: "spec")
        for (name, definition) in try Self.definitions() { visit(definition, path: name) }
        #expect(undescribed.isEmpty, "\(undescribed)")
    }
}
