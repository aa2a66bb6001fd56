import StrataModel
import Testing

@testable import StrataSpec

/// Shapes a spec may or may not take: a repository with a name of its own, parameters with external
/// labels (refused where they are written), and a standard use case name with a slip in it.
@Suite struct SpecShapeTests {
    static func spec(queries: String = "", name: String = "", useCases: String = "- GetNote") -> String {
        """
        feature: Notes
        entities:
          Note: {}
        repositories:
          Note:
            \(name.isEmpty ? "doc: Notes." : "name: \(name)")
            queries:
              \(queries.isEmpty ? "fetchPinned: \"[Note]\"" : queries)
        useCases:
          \(useCases)

        """
    }

    @Test func repositoryTakesTheNameTheSpecGives() throws {
        let model = try load(Self.spec(name: "NotificationRepository"))
        #expect(model.repositories.map(\.name) == ["NotificationRepository"])
    }

    @Test func repositoryNameMustBeATypeName() {
        expectSingleIssue(
            Self.spec(name: "notificationRepository"), "repository name `notificationRepository` must start with an uppercase letter",
            line: 6, column: 11, hint: "did you mean `NotificationRepository`?")
    }

    @Test func wildcardParameterIsRefusedWhereItIsWritten() {
        expectSingleIssue(
            Self.spec(queries: "fetchByType: { parameters: { _: String }, returns: \"[Note]\" }"),
            "parameter name `_` is Swift's wildcard, not a name", line: 8, column: 36,
            hint: "name it (`type`); generated methods take each parameter with its name as label, as `fetchByType(type:)`"
        )
    }

    @Test func externalLabelIsRefusedWithTheNameToWrite() {
        expectSingleIssue(
            Self.spec(queries: "fetchByType: { parameters: { \"_ type\": String }, returns: \"[Note]\" }"),
            "parameter name `_ type` has an external label (`_`), which Strata does not generate", line: 8, column: 36,
            hint: "write `type`: the method then takes it as `type:`"
        )
        expectSingleIssue(
            Self.spec(queries: "fetchFor: { parameters: { \"for noteId\": UUID }, returns: \"[Note]\" }"),
            "parameter name `for noteId` has an external label (`for`), which Strata does not generate", line: 8, column: 33,
            hint: "write `noteId`: the method then takes it as `noteId:`"
        )
    }

    @Test func queryStatesItsPathAndVerb() throws {
        let model = try load(Self.spec(queries: "fetchEnabled: { returns: \"[Note]\", path: /enabled, method: PUT }"))
        let query = try #require(model.repositories.first?.queries.first)
        #expect(query.path == "/enabled")
        #expect(query.httpMethod == "put")
        #expect(query.verb == "put")
    }

    @Test func queryVerbMustBeAnHTTPMethod() {
        expectSingleIssue(
            Self.spec(queries: "fetchEnabled: { returns: \"[Note]\", method: fetch }"),
            "unknown HTTP method `fetch` for query `fetchEnabled`", line: 8, column: 50,
            hint: "use one of `get`, `post`, `put`, `patch`, `delete`"
        )
    }

    @Test func queryPathMustBeAPath() {
        expectSingleIssue(
            Self.spec(queries: "fetchEnabled: { returns: \"[Note]\", path: \"enabled now\" }"),
            "`path` of query `fetchEnabled` must be a path such as `/enabled`", line: 8, column: 48,
            hint: "start it with `/` and use letters, digits, `-`, `_` and `.`; it follows the repository's endpoint"
        )
    }

    @Test func misspelledStandardNameSuggestsTheStandardOne() {
        expectSingleIssue(
            Self.spec(useCases: "- SearchNotePage"), "use case `SearchNotePage` is not a standard name, and says nothing a custom use case needs",
            line: 10, column: 5, hint: "did you mean `SearchNotesPage`? For a use case of your own, add `kind: custom` with its `parameters` and `returns`"
        )
    }

    @Test func customKindKeepsANameCloseToAStandardOne() throws {
        let model = try load(Self.spec(useCases: "- { name: SearchNotePage, kind: custom, entity: Note, returns: Int }"))
        #expect(model.useCases.map(\.kind) == [.custom])
    }

    @Test func useCaseCallingAQueryIsGivenNoService() throws {
        let model = try load(Self.spec(useCases: "- { name: FetchPinnedNotes, entity: Note, calls: fetchPinned }"))
        #expect(model.useCases.first?.services == [])
        #expect(model.useCases.first?.calls == "fetchPinned")
    }

    @Test func useCaseCallingAServiceMethodIsGivenTheService() throws {
        let text = Self.spec(useCases: "- { name: PinNote, entity: Note, calls: NotePinner.pin }")
            .replacingOccurrences(of: "repositories:", with: "services:\n  NotePinner:\n    methods:\n      pin: { parameters: { note: Note } }\nrepositories:")
        let model = try load(text)
        #expect(model.useCases.first?.services == ["NotePinner"])
        #expect(model.useCases.first?.parameters.map(\.name) == ["note"])
    }

    @Test func unknownServiceIsLocated() {
        expectSingleIssue(
            Self.spec(useCases: "- { name: PinNote, entity: Note, services: [NotePinr] }"),
            "use case `PinNote` is given unknown service `NotePinr`", line: 10, column: 47, hint: "declare it under `services:`"
        )
    }

    @Test func customUseCaseWithItsSignatureIsNotAMisspelling() throws {
        let model = try load(Self.spec(useCases: "- { name: ArchiveNotes, entity: Note, parameters: { before: Date } }"))
        #expect(model.useCases.map(\.kind) == [.custom])
    }
}
