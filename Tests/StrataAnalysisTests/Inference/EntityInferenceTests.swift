import StrataAnalysis
import StrataIndex
import StrataModel
import Testing

@Suite("Inference: entities and enums")
struct EntityInferenceTests {
    static func entity(_ name: String, access: String? = nil, inherits: [String], members: [Member]) -> FileSummary {
        Code.file("Sources/App/Domain/Entities/\(name).swift", Code.type(.struct, name, access: access, inherits: inherits, members: members))
    }

    @Test func conformancesInTheOrderWrittenByMajority() throws {
        let inferred = Code.infer([
            Self.entity("Movie", inherits: ["Identifiable", "Equatable", "Sendable"], members: [Code.property("id", "Int")]),
            Self.entity("Person", inherits: ["Identifiable", "Equatable", "Sendable"], members: [Code.property("id", "Int")]),
            Self.entity("Genre", inherits: ["Identifiable", "Sendable", "Equatable"], members: [Code.property("id", "Int")]),
        ])
        #expect(inferred.conventions.entityConformances == ["Identifiable", "Equatable", "Sendable"])
        let finding = try #require(inferred.finding("entityConformances"))
        #expect(finding.value == "[Identifiable, Equatable, Sendable]")
        // Another order of the same set is the same convention, written in the order most use.
        #expect(finding.summary == "entities conform to `Identifiable, Equatable, Sendable`: 3 of 3")
        #expect(finding.outliers.isEmpty)
        #expect(inferred.conventions.defaultIDType == .int)
    }

    @Test func conformancesAddedInSourceExtensionsCountButTestExtensionsDoNot() {
        let inferred = Code.infer([
            Self.entity("User", inherits: ["Identifiable"], members: [Code.property("id", "UUID")]),
            Code.file("Sources/App/Domain/Entities/User+Equatable.swift", Code.type(.extension, "User", inherits: ["Equatable", "Sendable"])),
            Code.file("Tests/AppTests/Helpers/User+Hashable.swift", imports: ["Testing"], Code.type(.extension, "User", inherits: ["Hashable"])),
        ])
        #expect(inferred.conventions.entityConformances == ["Identifiable", "Equatable", "Sendable"])
    }

    @Test func letOnlyEntitiesAndIDTypesThroughAliases() throws {
        let inferred = Code.infer([
            Code.file(
                "Sources/App/Domain/Entities/Patient.swift",
                Declaration(kind: .typealias, name: "PatientID", line: 2, column: 1, endLine: 2, aliasedType: "String"),
                Code.type(
                    .struct, "Patient", inherits: ["Identifiable"],
                    members: [
                        Code.property("id", "PatientID"), Code.property("name", "String"),
                    ])),
            Self.entity("Visit", inherits: ["Identifiable"], members: [Code.property("id", "String"), Code.property("date", "Date")]),
            Self.entity("Note", inherits: ["Identifiable"], members: [Code.property("id", "String"), Code.property("text", "String", mutable: true)]),
        ])
        #expect(inferred.conventions.defaultIDType == .string)
        #expect(try #require(inferred.finding("defaultIDType")).support == 3)
        #expect(inferred.conventions.entityPropertiesAlwaysLet)
        #expect(try #require(inferred.finding("entityPropertiesAlwaysLet")).outliers.map(\.file) == ["Sources/App/Domain/Entities/Note.swift"])
    }

    @Test func idTypesStrataCannotGenerate() throws {
        let inferred = Code.infer([
            Self.entity("Order", inherits: ["Identifiable"], members: [Code.property("id", "Tagged<Order, UUID>")])
        ])
        let finding = try #require(inferred.finding("defaultIDType"))
        #expect(finding.summary.hasPrefix("entities have ids of a type Strata cannot generate (e.g. `Tagged<Order, UUID>`): 1 of 1"))
        #expect(finding.value == Presets.named(inferred.closestPreset)?.defaultIDType.rawValue)
    }

    @Test func initDefaults() {
        let inferred = Code.infer([
            Self.entity(
                "Workout", inherits: ["Identifiable"],
                members: [
                    Code.property("id", "UUID"), Code.property("notes", "String?", mutable: true),
                    Code.initializer([("id", "UUID", true), ("notes", "String?", true)]),
                ])
        ])
        #expect(inferred.conventions.idDefaultsToNewUUID)
        #expect(inferred.conventions.optionalParametersDefaultToNil)
    }

    @Test func memberwiseInitsAndValueObjects() {
        let inferred = Code.infer([
            Self.entity("Order", inherits: ["Equatable", "Identifiable"], members: [Code.property("id", "String")]),
            Self.entity("Product", inherits: ["Equatable", "Identifiable"], members: [Code.property("id", "String")]),
            // A value object with no id says nothing about entity conformances.
            Self.entity("Money", inherits: ["Equatable", "Sendable"], members: [Code.property("amount", "Decimal")]),
            Self.entity("Line", inherits: ["Hashable"], members: [Code.property("id", "String"), Code.property("count", "Int")]),
        ])
        #expect(!inferred.conventions.idDefaultsToNewUUID)
        #expect(inferred.finding("idDefaultsToNewUUID")?.support == 3)
        #expect(inferred.conventions.entityConformances == ["Equatable", "Identifiable"])
        #expect(inferred.finding("entityConformances")?.total == 3)
    }

    @Test func accessLevelOfDomainTypes() throws {
        let inferred = Code.infer([
            Self.entity("Movie", access: "public", inherits: ["Identifiable"], members: [Code.property("id", "Int", access: "public")]),
            Code.file(
                "Sources/App/Domain/Repositories/MovieRepository.swift",
                Code.type(.protocol, "MovieRepository", access: "public", inherits: ["Sendable"], members: [Code.method("movie", [("id", "Int")], returns: "Movie")])),
            Code.file("Sources/App/Domain/Entities/Helper.swift", Code.type(.enum, "Genre", inherits: ["String", "Sendable"])),
        ])
        let finding = try #require(inferred.finding("accessLevel"))
        #expect(finding.value == "public")
        #expect((finding.support, finding.total) == (2, 3))
    }

    @Test func enumConformancesLeaveTheRawTypeOut() {
        let inferred = Code.infer([
            Code.file("Sources/App/Domain/Entities/Status.swift", Code.type(.enum, "Status", inherits: ["String", "Equatable", "Sendable"])),
            Code.file("Sources/App/Domain/Entities/Kind.swift", Code.type(.enum, "Kind", inherits: ["Int", "Equatable", "Sendable"])),
        ])
        #expect(inferred.conventions.enumConformances == ["Equatable", "Sendable"])
    }
}
