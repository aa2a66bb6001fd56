import StrataAnalysis
import StrataIndex
import StrataModel
import Testing

@Suite("Inference: mocks and tests")
struct MockInferenceTests {
    static let protocols = [
        Code.file("Sources/App/Domain/Repositories/UserRepositoryProtocol.swift", Code.type(.protocol, "UserRepositoryProtocol", inherits: ["Sendable"])),
        Code.file("Sources/App/Domain/Repositories/VenueRepository.swift", Code.type(.protocol, "VenueRepository", inherits: ["Sendable"])),
        Code.file(
            "Sources/App/Domain/UseCases/GetUserUseCase.swift",
            Code.type(.protocol, "GetUserUseCaseContract", members: [Code.method("execute", returns: "User")])),
    ]

    static func mock(_ name: String, of proto: String, initAttributes: [String]? = nil) -> FileSummary {
        let members = initAttributes.map { [Code.initializer(attributes: $0)] } ?? []
        return Code.file("Tests/AppTests/Mocks/\(name).swift", testable: ["App"], Code.type(.class, name, final: true, inherits: [proto], members: members))
    }

    @Test func mockNamesDropTheProtocolSuffixLikeTheGenerator() throws {
        let inferred = Code.infer(
            Self.protocols + [
                Self.mock("MockUserRepository", of: "UserRepositoryProtocol"),
                Self.mock("MockVenueRepository", of: "VenueRepository"),
                Self.mock("GetUserUseCaseSpy", of: "GetUserUseCaseContract"),
            ])
        let finding = try #require(inferred.finding("mockName"))
        #expect(finding.value == "Mock{name}")
        #expect((finding.support, finding.total) == (2, 3))
        #expect(finding.outliers.map(\.file) == ["Tests/AppTests/Mocks/GetUserUseCaseSpy.swift"])
    }

    @Test func suffixedMocksWithMainActorInits() {
        let inferred = Code.infer(
            Self.protocols + [
                Self.mock("UserRepositoryMock", of: "UserRepositoryProtocol", initAttributes: ["MainActor"]),
                Self.mock("VenueRepositoryMock", of: "VenueRepository", initAttributes: ["MainActor"]),
                Self.mock("GetUserUseCaseMock", of: "GetUserUseCaseContract", initAttributes: []),
            ])
        #expect(inferred.conventions.mockName == "{name}Mock")
        #expect(inferred.conventions.mockMainActorInit)
        #expect(inferred.finding("mockMainActorInit")?.support == 2)
    }

    @Test func mockFactoryFileNames() throws {
        let factory = { (type: String, file: String) in
            Code.file("Tests/AppTests/Helpers/\(file).swift", testable: ["App"], Code.type(.extension, type, members: [Code.staticMethod("mock", returns: type)]))
        }
        let inferred = Code.infer([
            factory("User", "User+Fixtures"), factory("Venue", "Venue+Fixtures"), factory("Order", "Order+Mocks"),
        ])
        #expect(inferred.conventions.mockFactoryFileName == "{name}+Fixtures")
        #expect(inferred.finding("mockFactoryFileName")?.outliers.map(\.file) == ["Tests/AppTests/Helpers/Order+Mocks.swift"])

        let split = Code.infer([factory("User", "User+Fixtures"), factory("Venue", "Venue+Stubs")])
        let tie = try #require(split.finding("mockFactoryFileName"))
        #expect(tie.value == Presets.named(split.closestPreset)?.mockFactoryFileName)
        #expect((tie.support, tie.total) == (0, 2))
        #expect(tie.summary.hasPrefix("mock factory files split evenly between `{name}+Fixtures` and `{name}+Stubs` (1 each of 2); keeping the"))
        #expect(tie.outliers.count == 2)

        let shared = Code.infer([
            Code.file(
                "Tests/AppTests/Helpers/Fixtures.swift", testable: ["App"],
                Code.type(.extension, "User", members: [Code.staticMethod("mock", returns: "User")]),
                Code.type(.extension, "Venue", members: [Code.staticMethod("mock", returns: "Venue")]))
        ])
        let finding = try #require(shared.finding("mockFactoryFileName"))
        #expect(finding.summary.contains("are shared files, not one per type (e.g. `Fixtures.swift`)"))
        #expect(finding.summary.contains("Strata cannot generate this style"))
    }

    @Test func testFrameworkByTestFiles() throws {
        let suite = { (name: String, framework: String) in
            Code.file(
                "Tests/AppTests/\(name).swift", imports: [framework], testable: ["App"],
                Code.type(.class, name, inherits: framework == "XCTest" ? ["XCTestCase"] : [], attributes: framework == "Testing" ? ["Suite"] : []))
        }
        let inferred = Code.infer([suite("ATests", "XCTest"), suite("BTests", "XCTest"), suite("CTests", "Testing")])
        #expect(inferred.conventions.testFramework == .xctest)
        #expect(try #require(inferred.finding("testFramework")).summary == "test files use XCTest: 2 of 3")
    }
}
