import StrataAnalysis
import StrataIndex
import StrataModel
import Testing

@Suite("Convention inference")
struct ConventionInferenceTests {
    @Test func aContractStyleCodebaseReadsAsTheContractPreset() throws {
        let codebase = Codebases.contract
        let inferred = Code.infer(codebase.files, targets: codebase.targets)
        let conventions = inferred.conventions
        #expect(inferred.closestPreset == "contract")
        #expect(conventions.preset == "contract")
        #expect(conventions.repositoryProtocolName == "{entity}RepositoryContract")
        #expect(conventions.repositoryRefinesSendable)
        #expect(conventions.repositoryCachePolicyParameter)
        #expect(conventions.repositoryMethods.fetchByID == "get{name}(identifier:)")
        #expect(conventions.repositoryMethods.fetchAll == "getAll{names}()")
        #expect(conventions.repositoryMethods.save == "save{name}(_:)")
        #expect(conventions.repositoryMethods.delete == "delete{name}(identifier:)")
        #expect(conventions.useCaseStyle == .protocolAndStruct)
        #expect(conventions.useCaseName == "{name}UseCase")
        #expect(conventions.useCaseContractName == "{name}UseCaseContract")
        #expect(conventions.typedThrows)
        #expect(conventions.entityConformances == ["Identifiable", "Equatable", "Sendable"])
        #expect(conventions.defaultIDType == .int)
        #expect(conventions.mockName == "{name}Mock")
        #expect(conventions.mockMainActorInit)
        #expect(conventions.mockFactoryFileName == "{name}+Mock")
        #expect(conventions.testFramework == .swiftTesting)
        #expect(conventions.errorTypeName == "{feature}Error")
        #expect(conventions.useTabs)
        #expect(conventions.moduleName == "{app}{feature}")
        #expect(conventions.paths.sources == "Features/{feature}/Sources")
        #expect(conventions.paths.tests == "Features/{feature}/Tests")
        #expect(conventions.paths.entity == "{sources}/Domain/Models/{name}.swift")
        #expect(conventions.paths.useCase == "{sources}/Domain/UseCases/{name}.swift")
        #expect(conventions.paths.repositoryMock == "{tests}/Shared/Mocks/{name}.swift")
        #expect(conventions.paths.mockFactory == "{tests}/Shared/Mocks/Models/{name}.swift")
        #expect(conventions.paths.useCaseTest == "{tests}/Unit/Domain/UseCases/{name}.swift")
        #expect(inferred.inconsistencies.isEmpty)

        let finding = try #require(inferred.finding("useCaseContractName"))
        #expect(finding.value == "{name}UseCaseContract")
        #expect((finding.support, finding.total) == (2, 2))
        #expect(finding.summary == "use case contracts end in `UseCaseContract`: 2 of 2")
    }

    @Test func findingsFollowTheOrderOfConventions() {
        let codebase = Codebases.contract
        let fields = Code.infer(codebase.files, targets: codebase.targets).findings.map(\.field)
        let position = { (field: String) in fields.firstIndex(of: field) ?? -1 }
        #expect(position("useTabs") < position("entityConformances"))
        #expect(position("entityConformances") < position("repositoryProtocolName"))
        #expect(position("repositoryMethods.save") < position("repositoryMethods.delete"))
        #expect(position("mockName") < position("paths.sources"))
    }

    @Test func noEvidenceKeepsThePresetAndReportsNothing() {
        let inferred = Code.infer([])
        #expect(inferred.closestPreset == Presets.defaultName)
        #expect(inferred.conventions == Presets.vitalArc)
        #expect(inferred.findings.isEmpty)
        #expect(inferred.inconsistencies.isEmpty)
    }

    @Test func fieldsWithoutEvidenceKeepTheClosestPresetsValues() {
        // Only a repository protocol: nothing about mocks, tests or use cases.
        let inferred = Code.infer([
            Code.file(
                "Sources/App/Domain/Entities/User.swift",
                Code.type(.struct, "User", inherits: ["Identifiable"], members: [Code.property("id", "UUID")])),
            Code.file(
                "Sources/App/Domain/Repositories/UserRepositoryProtocol.swift",
                Code.type(
                    .protocol, "UserRepositoryProtocol", inherits: ["Sendable"],
                    members: [
                        Code.method("getUser", [("by", "UUID")], returns: "User")
                    ])),
        ])
        #expect(inferred.closestPreset == "arclabs")
        #expect(inferred.conventions.mockName == Presets.arcLabs.mockName)
        #expect(inferred.conventions.useCaseContractName == Presets.arcLabs.useCaseContractName)
        #expect(inferred.finding("mockName") == nil)
        #expect(inferred.conventions.repositoryMethods.fetchByID == "get{name}(by:)")
    }

    @Test func inconsistenciesNameTheOddOnesOut() throws {
        var codebase = Codebases.contract
        // A third feature whose use case contract ends in `Protocol`.
        let odd = Code.file(
            "Features/Billing/Sources/Domain/UseCases/GetInvoiceUseCase.swift",
            Code.type(.protocol, "GetInvoiceUseCaseProtocol", inherits: ["Sendable"], members: [Code.method("execute", returns: "Invoice")], line: 12),
            Code.type(.struct, "GetInvoiceUseCase", inherits: ["GetInvoiceUseCaseProtocol"], members: [Code.method("execute", returns: "Invoice")], line: 20)
        )
        codebase.files.append(odd)
        let inferred = Code.infer(codebase.files, targets: codebase.targets)
        let inconsistency = try #require(inferred.inconsistencies.first { $0.field == "useCaseContractName" })
        #expect(inconsistency.value == "{name}UseCaseContract")
        #expect((inconsistency.support, inconsistency.total) == (2, 3))
        #expect(inconsistency.outliers == [SourceLocation(file: odd.path, line: 12, column: 1)])
        #expect(inconsistency.summary.hasPrefix("use case contracts end in `UseCaseContract`: 2 of 3"))
        #expect(inconsistency.summary.contains("1 end in `UseCaseProtocol`"))
        #expect(inferred.conventions.useCaseContractName == "{name}UseCaseContract")
    }

    @Test func outliersAreCappedAtFive() throws {
        var files: [FileSummary] = []
        for index in 0..<12 {
            let suffix = index < 5 ? "RepositoryProtocol" : "Repository"  // 7 against 5… then 5 more odd below
            files.append(
                Code.file(
                    "Sources/App/Domain/Repositories/R\(index).swift",
                    Code.type(.protocol, "Thing\(index)\(suffix)", inherits: ["Sendable"])))
        }
        for index in 0..<6 {
            files.append(
                Code.file(
                    "Sources/App/Domain/Repositories/S\(index).swift",
                    Code.type(.protocol, "Other\(index)RepositoryContract", inherits: ["Sendable"])))
        }
        let inferred = Code.infer(files)
        let finding = try #require(inferred.finding("repositoryProtocolName"))
        #expect(finding.value == "{entity}Repository")
        #expect((finding.support, finding.total) == (7, 18))
        #expect(finding.outliers.count == ConventionInference.maxOutliers)
        #expect(finding.outliers.map(\.file) == finding.outliers.map(\.file).sorted())
    }
}

/// The same conformances written in another order are one convention, not a tie.
@Suite("Convention inference: conformance order")
struct ConformanceOrderTests {
    @Test func theSameConformancesInAnotherOrderAgree() throws {
        let entity = { (name: String, inherits: [String]) in
            Code.file("App/Domain/Entities/\(name).swift", Code.type(.struct, name, inherits: inherits, members: [Code.property("id", "UUID"), Code.property("title", "String")]))
        }
        let inferred = Code.infer([
            entity("Quiz", ["Hashable", "Codable", "Identifiable"]),
            entity("Pack", ["Identifiable", "Hashable", "Codable"]),
            entity("Stage", ["Identifiable", "Hashable", "Codable"]),
        ])
        let finding = try #require(inferred.finding("entityConformances"))
        #expect(finding.support == 3 && finding.total == 3, "\(finding.summary)")
        #expect(inferred.conventions.entityConformances == ["Identifiable", "Hashable", "Codable"], "the order most entities use")
    }
}
