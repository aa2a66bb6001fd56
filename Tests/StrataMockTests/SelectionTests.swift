import StrataAnalysis
import StrataIndex
import StrataModel
import Testing

@testable import StrataMock

/// Which protocols a run mocks, and what it says about inputs it cannot use.
@Suite("Selection")
struct SelectionTests {
    static let entries = [
        ProtocolEntry(name: "UserRepository", file: "Sources/Domain/UserRepository.swift", line: 1, role: .repositoryProtocol, layer: .domain),
        ProtocolEntry(name: "GetUserUseCase", file: "Sources/Domain/GetUserUseCase.swift", line: 1, role: .useCaseContract, layer: .domain),
        ProtocolEntry(name: "UserRemoteDataSource", file: "Sources/Data/UserRemoteDataSource.swift", line: 3, role: .dataSourceProtocol, layer: .data),
        ProtocolEntry(name: "Formatter", file: "Sources/UI/Formatter.swift", line: 1, role: .other, layer: .presentation),
        ProtocolEntry(name: "Clock", file: "Sources/Support/Clock.swift", line: 1, accessLevel: "private"),
        ProtocolEntry(name: "TestHelper", file: "Tests/Helper.swift", line: 1, role: .repositoryProtocol, isInTests: true),
    ]

    func select(_ selection: MockSelection, entries: [ProtocolEntry] = entries) -> MockSelector.Outcome {
        MockSelector.select(selection, from: entries)
    }

    @Test func byDefaultTheRolesSeedsMock() {
        let outcome = select(MockSelection())
        #expect(outcome.selected.map(\.name) == ["UserRemoteDataSource", "GetUserUseCase", "UserRepository"])
        #expect(outcome.issues.isEmpty)
    }

    @Test func byDefaultTheAnnotatedOnesWhenThereAreAny() {
        var entries = Self.entries
        entries[3].isAnnotated = true
        #expect(select(MockSelection(), entries: entries).selected.map(\.name) == ["Formatter"])
    }

    @Test func filtersNarrowTogetherAndNamesAdd() {
        #expect(select(MockSelection(roles: [.repositories, .useCases], layers: [.domain])).selected.map(\.name) == ["GetUserUseCase", "UserRepository"])
        #expect(select(MockSelection(layers: [.data])).selected.map(\.name) == ["UserRemoteDataSource"])
        #expect(select(MockSelection(paths: ["Sources/UI/**"])).selected.map(\.name) == ["Formatter"])
        #expect(select(MockSelection(roles: [.repositories], names: ["Formatter"])).selected.map(\.name) == ["UserRepository", "Formatter"])
        #expect(select(MockSelection(names: ["User*"])).selected.map(\.name) == ["UserRemoteDataSource", "UserRepository"])
    }

    @Test func anUnknownNameIsAnErrorWithASuggestion() {
        let outcome = select(MockSelection(names: ["UserRepositry"]))
        #expect(outcome.issues.count == 1)
        #expect(outcome.issues.first?.severity == .error)
        #expect(outcome.issues.first?.message == "no protocol named `UserRepositry` in the project")
        #expect(outcome.issues.first?.hint == "did you mean `UserRepository`?")
    }

    @Test func aGlobThatMatchesNothingIsAWarning() {
        let outcome = select(MockSelection(names: ["*Gateway"]))
        #expect(outcome.issues.map(\.severity) == [.warning])
        #expect(outcome.selected.isEmpty)
    }

    @Test func aBadGlobIsAnErrorWithAHint() {
        let outcome = select(MockSelection(names: ["User[Repo"]))
        #expect(outcome.issues.map(\.severity) == [.error])
        #expect(outcome.issues.first?.message == "`User[Repo` is neither a protocol name nor a glob of names")
        #expect(outcome.issues.first?.hint?.contains("*Repository") == true)
    }

    @Test func aPathGlobLeavingTheProjectIsAnError() {
        for path in ["../Other/**", "/etc/**", "Sources/../../x"] {
            let outcome = select(MockSelection(paths: [path]))
            #expect(outcome.issues.map(\.severity) == [.error], "\(path)")
            #expect(outcome.issues.first?.message.contains("leaves the project") == true)
        }
        #expect(select(MockSelection(paths: [""])).issues.map(\.severity) == [.error])
    }

    @Test func aPrivateProtocolNamedIsAWarningAtItsDeclaration() {
        let outcome = select(MockSelection(names: ["Clock"]))
        #expect(outcome.selected.isEmpty)
        #expect(outcome.issues.first?.severity == .warning)
        #expect(outcome.issues.first?.location?.file == "Sources/Support/Clock.swift")
    }

    @Test func protocolsInTestsAreLeftOutUnlessNamedOrAnnotated() {
        #expect(!select(MockSelection(roles: [.repositories])).selected.map(\.name).contains("TestHelper"))
        #expect(select(MockSelection(names: ["TestHelper"])).selected.map(\.name) == ["TestHelper"])
    }
}

/// Where mocks go when no folder is given: beside the module's existing mocks.
@Suite("Mock placement")
struct PlacementTests {
    static let targets = [
        PackageTarget(name: "MoviesApplication", kind: .regular, path: "Sources/MoviesApplication", dependencies: [], manifest: "Package.swift"),
        PackageTarget(
            name: "MoviesApplicationTests", kind: .test, path: "Tests/MoviesApplicationTests", dependencies: ["MoviesApplication", "MoviesDomain"], manifest: "Package.swift"),
        PackageTarget(
            name: "MoviesInfrastructureTests", kind: .test, path: "Tests/MoviesInfrastructureTests", dependencies: ["MoviesInfrastructure", "MoviesDomain"],
            manifest: "Package.swift"),
    ]

    @Test func besideTheExistingMocksOfATestTargetOfTheModule() {
        let placement = MockPlacement(
            targets: Self.targets,
            existingMocks: [
                "Tests/MoviesApplicationTests/Mocks/A.swift", "Tests/MoviesApplicationTests/Mocks/B.swift", "Tests/MoviesApplicationTests/Other/C.swift",
            ])
        #expect(placement.folder(forModule: "MoviesApplication", subfolder: "Shared/Mocks") == "Tests/MoviesApplicationTests/Mocks")
        #expect(placement.folder(forModule: "MoviesInfrastructure", subfolder: "Shared/Mocks") == "Tests/MoviesInfrastructureTests/Shared/Mocks")
        #expect(placement.folder(forModule: "MoviesInfrastructure", subfolder: nil) == nil)
        #expect(placement.folder(forModule: "Unknown", subfolder: "Mocks") == nil)
        #expect(placement.folder(forModule: nil, subfolder: "Mocks") == nil)
    }
}
