import Foundation
import StrataModel
import StrataSpec
import Testing

@testable import StrataGenerate

/// A query's request: the path and verb the spec states, else derived from its name; query items
/// spelled by the same key strategy as bodies.
@Suite("Query requests")
struct QueryRequestTests {
    static let spec = """
        feature: Library
        entities:
          Book:
            properties:
              title: String
        repositories:
          Book:
            queries:
              fetchByAuthor: { parameters: { authorName: String }, returns: "[Book]" }
              fetchEnabled: { returns: "[Book]", path: /enabled }
              markRead: { parameters: { bookId: UUID }, path: /read, method: patch }
        data:
          keys: snakeCase

        """

    @Test("Stated paths and verbs are sent; derived ones stay; query items are snake_case like the body")
    func statedAndDerivedRequests() async throws {
        let conventions = try #require(Presets.named("vitalarc"))
        let model = try SpecLoader(conventions: conventions).load(text: Self.spec, file: "library.yml")
        let files = try await generate(model, conventions, options: GenerationOptions(dataLayer: true))
        let remote = try DataLayerGeneratorTests.file(files, endingWith: "/BookRemoteDataSource.swift")
        #expect(remote.contains("Endpoint(.get, \"/books/enabled\")"), "\(remote)")
        #expect(remote.contains("Endpoint(.patch, \"/books/read\", query: items)"))
        #expect(remote.contains("Endpoint(.get, \"/books/fetch-by-author\", query: items)"))
        #expect(remote.contains("items[\"author_name\"] = authorName"))
        let endpoint = try DataLayerGeneratorTests.file(files, endingWith: "/Endpoint.swift")
        #expect(endpoint.contains("case patch = \"PATCH\""))
    }
}
