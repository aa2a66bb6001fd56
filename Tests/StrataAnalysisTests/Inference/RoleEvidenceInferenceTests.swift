import StrataAnalysis
import StrataIndex
import StrataModel
import Testing

/// `init --infer` claims as a reviewer reads them in the code: a type's role comes from what it does
/// before its name, each claim counts only the role it is about, and a minority is never told as
/// the convention. Shapes met on real apps, rewritten as small codebases of our own.
@Suite("Inference: roles and evidence from real shapes")
struct RoleEvidenceInferenceTests {
    static func file(_ path: String, _ declarations: Declaration...) -> FileSummary {
        FileSummary(
            path: path, contentHash: "test", lineCount: 20,
            imports: [ImportFact(module: "Foundation", isTestable: false, line: 1)], declarations: declarations, syntaxErrorCount: 0,
            style: StyleFacts(spaceIndentWidth: 4, spaceIndentedLines: 5)
        )
    }

    static func generic(_ declaration: Declaration) -> Declaration {
        var declaration = declaration
        declaration.isGeneric = true
        return declaration
    }

    static func useCase(_ name: String, final: Bool) -> [FileSummary] {
        [
            file(
                "Sources/App/Domain/UseCases/\(name)UseCase.swift",
                Code.type(.protocol, "\(name)UseCaseProtocol", members: [Code.method("execute", returns: "Plant")]),
                Code.type(.class, "\(name)UseCase", final: final, inherits: ["\(name)UseCaseProtocol"], members: [Code.method("execute", returns: "Plant")], line: 8))
        ]
    }

    /// Twelve of twenty-two use cases were a plain `class`; the report said `final class` for all.
    @Test func aClassIsNotAFinalClass() throws {
        let inferred = Code.infer(Self.useCase("WaterPlant", final: false) + Self.useCase("PrunePlant", final: false) + Self.useCase("RepotPlant", final: true))
        let style = try #require(inferred.finding("useCaseStyle"))
        #expect(inferred.conventions.useCaseStyle == .protocolAndFinalClass)
        #expect(!style.summary.contains("`final class`: "), "\(style.summary)")
        #expect(style.summary.contains("2 of the 3 classes are not `final`"), "\(style.summary)")
    }

    /// A SwiftUI view named `…Container`, a generic lock box and a decoded payload named `…Container`
    /// are not dependency containers; the one that builds the graph is.
    @Test func containersAreWhatBuildsTheGraph() throws {
        let inferred = Code.infer(
            Self.useCase("WaterPlant", final: true) + [
                Self.file(
                    "Sources/App/Presentation/Components/FieldContainer.swift",
                    Self.generic(Code.type(.struct, "FieldContainer", inherits: ["View"], members: [Code.property("content", "Content")]))),
                Self.file(
                    "Sources/App/Presentation/Components/CardContainer.swift",
                    Code.type(.struct, "CardContainer", inherits: ["View"], members: [Code.property("title", "String")])),
                Self.file(
                    "Sources/App/Domain/Repositories/MockGardenRepository.swift",
                    Self.generic(Code.type(.class, "LockedContainer", inherits: ["@unchecked Sendable"], members: [Code.property("value", "T")]))),
                Self.file(
                    "Sources/App/Data/Responses/PlantResults.swift",
                    Self.generic(Code.type(.struct, "PlantPageContainer", inherits: ["Decodable"], members: [Code.property("results", "[T]")]))),
                Self.file(
                    "Sources/App/App/GardenDIContainer.swift",
                    Code.type(
                        .class, "GardenDIContainer", final: true,
                        members: [
                            Code.method("makeWaterPlantUseCase", returns: "WaterPlantUseCaseProtocol", throwing: nil)
                        ])),
            ])
        let names = try #require(inferred.finding("dependencyContainerName"))
        #expect(names.summary == "dependency containers are named `GardenDIContainer`: 1 of 1", "\(names.summary)")
    }

    /// A SwiftData repository adopting a one-method protocol named like a repository is no use case:
    /// `SD{name}Repository` is not a use case name pattern.
    @Test func aRepositoryWithOneMethodIsNotAUseCase() throws {
        let inferred = Code.infer(
            Self.useCase("WaterPlant", final: true) + Self.useCase("PrunePlant", final: true) + [
                Self.file(
                    "Sources/App/Domain/Repositories/PlantRepository.swift",
                    Code.type(.protocol, "PlantRepository", members: [Code.method("perform", [("_", "PlantChange")])])),
                Self.file(
                    "Sources/App/Data/Repositories/SDPlantRepository.swift",
                    Code.type(.class, "SDPlantRepository", final: true, inherits: ["PlantRepository"], members: [Code.method("perform", [("_", "PlantChange")])])),
            ])
        let names = try #require(inferred.finding("useCaseName"))
        #expect(!names.summary.contains("SD{name}"), "\(names.summary)")
        #expect(names.summary.contains("2 of 2"), "\(names.summary)")
        #expect(inferred.conventions.useCaseName == "{name}UseCase")
    }

    /// A generic request helper named like a repository (`associatedtype Request`) is no repository
    /// protocol: it is not counted among them.
    @Test func aGenericHelperIsNotARepositoryProtocol() throws {
        let inferred = Code.infer(
            Self.useCase("WaterPlant", final: true) + [
                Self.file(
                    "Sources/App/Domain/Repositories/PlantRepository.swift",
                    Code.type(.protocol, "PlantRepository", inherits: ["Sendable"], members: [Code.method("plants", returns: "[Plant]")])),
                Self.file(
                    "Sources/App/Data/Core/RequestRepositoryProtocol.swift",
                    Code.type(
                        .protocol, "RequestRepositoryProtocol",
                        members: [
                            Member(kind: .associatedType, name: "Request", line: 4), Code.method("send", [("_", "Request")]),
                        ])),
            ])
        let sendable = try #require(inferred.finding("repositoryRefinesSendable"))
        #expect(sendable.summary == "repository protocols refine `Sendable`: 1 of 1", "\(sendable.summary)")
    }

    /// Two of five entities conforming to `Equatable` is the most common choice, not the convention.
    @Test func aMinorityIsNotTheConvention() throws {
        let conformances = [["Equatable"], ["Equatable"], ["Hashable"], ["Codable"], ["Sendable"]]
        let names = ["Plant", "Seed", "Pot", "Bed", "Tool"]
        let files = zip(names, conformances).map { name, inherits in
            Self.file("Sources/App/Domain/Entities/\(name).swift", Code.type(.struct, name, inherits: inherits, members: [Code.property("id", "UUID")]))
        }
        let inferred = Code.infer(files)
        let finding = try #require(inferred.finding("entityConformances"))
        #expect(finding.summary.contains("follow no majority"), "\(finding.summary)")
        #expect(!finding.summary.contains("conform to `Equatable`: 2 of 5"), "\(finding.summary)")
        #expect(inferred.conventions.entityConformances != ["Equatable"])
    }

    /// A mock's error (`MockGardenError`) fakes a failure; it is no evidence of how errors are named.
    @Test func aMocksErrorIsNotErrorNamingEvidence() throws {
        let inferred = Code.infer(
            Self.useCase("WaterPlant", final: true) + [
                Self.file("Sources/App/Domain/Errors/GardenError.swift", Code.type(.enum, "GardenError", inherits: ["Error"])),
                Self.file(
                    "Sources/App/Domain/Repositories/MockGardenRepository.swift",
                    Code.type(.enum, "MockGardenError", inherits: ["Error"]),
                    Code.type(.class, "MockGardenRepository", inherits: ["GardenRepository"], line: 12)),
                Self.file(
                    "Sources/App/Domain/Repositories/GardenRepository.swift",
                    Code.type(.protocol, "GardenRepository", members: [Code.method("plants", returns: "[Plant]")])),
            ])
        let errors = try #require(inferred.finding("errorTypeName"))
        #expect(!errors.summary.contains("Mock"), "\(errors.summary)")
        #expect(errors.total == 1, "\(errors.summary)")
    }

    /// Entities that declare no conformances are told so, never with an empty pair of backticks.
    @Test func noConformancesIsSaidInWords() throws {
        let inferred = Code.infer([
            Self.file("Sources/App/Domain/Entities/Plant.swift", Code.type(.struct, "Plant", members: [Code.property("id", "UUID")]))
        ])
        let finding = try #require(inferred.finding("entityConformances"))
        #expect(finding.summary == "entities declare no conformances: 1 of 1", "\(finding.summary)")
        #expect(!InferenceReport.text(inferred, files: 1).contains("``"))
    }
}
