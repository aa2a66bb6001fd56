import StrataAnalysis
import StrataIndex
import StrataModel
import Testing

@Suite("Inference: repositories")
struct RepositoryInferenceTests {
    static func entity(_ name: String, id: String = "UUID") -> FileSummary {
        Code.file(
            "Sources/App/Domain/Entities/\(name).swift",
            Code.type(.struct, name, inherits: ["Identifiable", "Codable", "Hashable"], members: [Code.property("id", id)]))
    }

    static func repository(_ name: String, inherits: [String] = [], _ members: Member...) -> FileSummary {
        Code.file("Sources/App/Domain/Repositories/\(name).swift", Code.type(.protocol, name, inherits: inherits, members: members))
    }

    @Test func vitalArcStyleSelectorsAndTheEntityTheMethodsReturn() throws {
        let inferred = Code.infer([
            Self.entity("Workout"), Self.entity("NutritionEntry"),
            Self.repository(
                "WorkoutRepository",
                Code.method("save", [("_", "Workout")]),
                Code.method("fetch", [("id", "UUID")], returns: "Workout?"),
                Code.method("fetchAll", returns: "[Workout]"),
                Code.method("delete", [("_", "Workout")]),
                Code.method("fetchRecent", [("limit", "Int")], returns: "[Workout]")),
            // Named after the feature, not the entity: the entity comes from what the methods return.
            Self.repository(
                "NutritionRepository",
                Code.method("save", [("_", "NutritionEntry")]),
                Code.method("fetch", [("id", "UUID")], returns: "NutritionEntry?"),
                Code.method("fetchAll", returns: "[NutritionEntry]"),
                Code.method("delete", [("_", "NutritionEntry")])),
        ])
        let conventions = inferred.conventions
        #expect(conventions.repositoryProtocolName == "{entity}Repository")
        #expect(try #require(inferred.finding("repositoryProtocolName")).support == 2)
        #expect(!conventions.repositoryRefinesSendable)
        #expect(conventions.repositoryMethods == RepositoryMethodNames())
        #expect(try #require(inferred.finding("repositoryMethods.fetchByID")).summary == "repository protocols fetch by id with `fetch(id:)`: 2 of 2")
        #expect(inferred.finding("repositoryMethods.fetchPage") == nil)
        #expect(!conventions.repositoryCachePolicyParameter)
    }

    @Test func clinicStyleSelectorsNameTheEntity() {
        let inferred = Code.infer([
            Self.entity("Patient", id: "String"),
            Self.repository(
                "PatientRepository", inherits: ["Sendable"],
                Code.method("fetchPatient", [("id", "String")], returns: "Patient"),
                Code.method("fetchAll", returns: "[Patient]"),
                Code.method("save", [("_", "Patient")]),
                Code.method("delete", [("id", "String")])),
        ])
        let methods = inferred.conventions.repositoryMethods
        #expect(methods.fetchByID == "fetch{name}(id:)")
        #expect(methods.delete == "delete(id:)")
        #expect(methods.save == "save(_:)")
        #expect(inferred.conventions.repositoryRefinesSendable)
        #expect(inferred.closestPreset == "clinic")
    }

    @Test func pluralsBecomeNamesPlaceholders() {
        let inferred = Code.infer([
            Self.entity("Category"),
            Self.repository(
                "CategoryRepositoryProtocol", inherits: ["Sendable"],
                Code.method("getCategory", [("by", "UUID")], returns: "Category"),
                Code.method("getAllCategories", returns: "[Category]"),
                Code.method("searchCategories", [("query", "String"), ("page", "Int")], returns: "[Category]"),
                Code.method("getCategoriesPage", [("page", "Int")], returns: "[Category]")),
        ])
        let methods = inferred.conventions.repositoryMethods
        #expect(methods.fetchByID == "get{name}(by:)")
        #expect(methods.fetchAll == "getAll{names}()")
        #expect(methods.search == "search{names}(query:page:)")
        #expect(methods.fetchPage == "get{names}Page(page:)")
        #expect(inferred.conventions.repositoryProtocolName == "{entity}RepositoryProtocol")
        #expect(inferred.closestPreset == "arclabs")
    }

    @Test func cachePolicyArgumentsAreNotPartOfTheSelector() {
        let inferred = Code.infer([
            Self.entity("Character", id: "Int"),
            Self.repository(
                "CharacterRepositoryContract", inherits: ["Sendable"],
                Code.method("getCharacter", [("identifier", "Int"), ("cachePolicy", "CachePolicy")], returns: "Character")),
        ])
        #expect(inferred.conventions.repositoryCachePolicyParameter)
        #expect(inferred.conventions.repositoryMethods.fetchByID == "get{name}(identifier:)")
    }

    @Test func aTieGoesToTheClosestPreset() throws {
        // Arc Labs selectors everywhere; the names split one against one.
        let selectors = { (entity: String) in
            [
                Code.method("get\(entity)", [("by", "UUID")], returns: entity),
                Code.method("getAll\(entity)s", returns: "[\(entity)]"),
                Code.method("delete\(entity)", [("by", "UUID")]),
            ]
        }
        let inferred = Code.infer([
            Self.entity("User"), Self.entity("Venue"),
            Code.file(
                "Sources/App/Domain/Repositories/UserRepository.swift",
                Code.type(.protocol, "UserRepository", inherits: ["Sendable"], members: selectors("User"))),
            Code.file(
                "Sources/App/Domain/Repositories/VenueRepositoryProtocol.swift",
                Code.type(.protocol, "VenueRepositoryProtocol", inherits: ["Sendable"], members: selectors("Venue"))),
        ])
        #expect(inferred.closestPreset == "arclabs")
        let finding = try #require(inferred.finding("repositoryProtocolName"))
        #expect(finding.value == "{entity}RepositoryProtocol")
        #expect((finding.support, finding.total) == (1, 2))
        #expect(finding.summary.contains("a tie, settled by the arclabs preset"))
        #expect(finding.outliers.map(\.file) == ["Sources/App/Domain/Repositories/UserRepository.swift"])
        #expect(inferred.inconsistencies.contains { $0.field == "repositoryProtocolName" })
    }

    @Test func aDeleteStrataCannotWriteIsReportedNotGuessed() throws {
        let inferred = Code.infer([
            Self.entity("Workout"),
            Self.repository("WorkoutRepository", Code.method("delete", [("workout", "Workout")])),
        ])
        let finding = try #require(inferred.finding("repositoryMethods.delete"))
        #expect(finding.value == "delete(_:)")
        #expect(finding.summary.contains("Strata cannot generate this style"))
        #expect(inferred.conventions.repositoryMethods.delete == "delete(_:)")
    }
}
