import Foundation
import StrataModel
import StrataSpec
import Testing

/// A spec built as values is checked as a file is: the same model, the same problems.
@Suite("Spec drafts")
struct SpecDraftTests {
    static let conventions = Presets.named("contract")!

    @Test("a draft loads into the model its YAML loads into")
    func sameModelAsText() throws {
        let yaml = """
            feature: Movies

            entities:
              Movie:
                id: Int
                properties:
                  title: "String"
                  genre: "Genre?"

            enums:
              Genre:
                cases: [drama, comedy]

            repositories:
              Movie:
                operations: [save, fetchByID, fetchAll, delete]

            useCases:
              - GetMovie

            """
        let draft = SpecDraft(
            feature: "Movies",
            entities: [
                .init(
                    name: "Movie", idType: .int,
                    properties: [
                        .init(name: "title", type: .named("String")), .init(name: "genre", type: .optional(.named("Genre"))),
                    ])
            ],
            enums: [.init(name: "Genre", cases: ["drama", "comedy"])],
            repositories: [.init(entity: "Movie", operations: [.save, .fetchByID, .fetchAll, .delete])],
            useCases: [.init(name: "GetMovie")])
        let loader = SpecLoader(conventions: Self.conventions)
        #expect(try Self.placeless(loader.load(draft, origin: "add usecase GetMovie")) == Self.placeless(loader.load(text: yaml, file: "movies.yml")))
    }

    /// The model as JSON without its source positions: a draft has no lines to point at.
    static func placeless(_ model: DomainModel) throws -> NSObject {
        func strip(_ value: Any) -> Any {
            if let object = value as? [String: Any] { return object.filter { $0.key != "location" }.mapValues(strip) }
            if let array = value as? [Any] { return array.map(strip) }
            return value
        }
        return strip(try JSONSerialization.jsonObject(with: JSONEncoder().encode(model))) as! NSObject
    }

    @Test("a bad name and an entity listed twice are both reported, at the draft's origin")
    func problemsNamed() {
        let draft = SpecDraft(feature: "Movies", entities: [.init(name: "Movie"), .init(name: "Movie"), .init(name: "Bad Name")])
        do {
            _ = try SpecLoader(conventions: Self.conventions).load(draft, origin: "add entity Movie")
            Issue.record("the draft loaded")
        } catch {
            let messages = error.issues.map(\.message)
            #expect(messages.contains { $0.contains("`Movie` is listed twice") }, "\(messages)")
            #expect(messages.contains { $0.contains("Bad Name") }, "\(messages)")
            #expect(error.issues.allSatisfy { $0.location?.file == "add entity Movie" })
        }
    }
}
