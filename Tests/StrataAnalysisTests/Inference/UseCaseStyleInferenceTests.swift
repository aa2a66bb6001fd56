import StrataAnalysis
import StrataIndex
import StrataModel
import Testing

@Suite("Inference: use cases")
struct UseCaseInferenceTests {
    static func useCase(_ declarations: Declaration..., file: String) -> FileSummary {
        FileSummary(
            path: "Sources/App/Domain/UseCases/\(file).swift", contentHash: "test", lineCount: 20,
            imports: [ImportFact(module: "Foundation", isTestable: false, line: 1)], declarations: declarations, syntaxErrorCount: 0,
            style: StyleFacts(spaceIndentWidth: 4, spaceIndentedLines: 5)
        )
    }

    @Test func finalClassesWithoutContracts() throws {
        let inferred = Code.infer([
            Self.useCase(Code.type(.class, "CreateWorkoutUseCase", final: true, members: [Code.method("execute", returns: "Workout")]), file: "CreateWorkoutUseCase"),
            Self.useCase(Code.type(.class, "LogMealUseCase", final: true, members: [Code.method("execute")]), file: "LogMealUseCase"),
        ])
        #expect(inferred.conventions.useCaseStyle == .finalClass)
        #expect(inferred.conventions.useCaseName == "{name}UseCase")
        #expect(inferred.finding("useCaseContractName") == nil)
        #expect(try #require(inferred.finding("typedThrows")).value == "false")
    }

    @Test func defaultImplementationsOfUnsuffixedContracts() {
        let inferred = Code.infer([
            Self.useCase(
                Code.type(
                    .protocol, "FetchMovieUseCase", access: "public", inherits: ["Sendable"],
                    members: [
                        Code.method("execute", [("id", "Int")], returns: "Movie", throwing: "throws(FetchMovieError)")
                    ]), file: "FetchMovieUseCase"),
            Self.useCase(
                Code.type(
                    .class, "DefaultFetchMovieUseCase", final: true, inherits: ["FetchMovieUseCase"],
                    members: [
                        Code.method("execute", [("id", "Int")], returns: "Movie", throwing: "throws(FetchMovieError)")
                    ]), file: "DefaultFetchMovieUseCase"),
        ])
        #expect(inferred.conventions.useCaseStyle == .protocolAndFinalClass)
        #expect(inferred.conventions.useCaseName == "Default{name}UseCase")
        #expect(inferred.conventions.useCaseContractName == "{name}UseCase")
        #expect(inferred.conventions.typedThrows)
    }

    @Test("A base `UseCase` protocol every use case adopts says nothing about contract names")
    func baseProtocolIsNotAContract() {
        let inferred = Code.infer([
            Self.useCase(Code.type(.protocol, "UseCase", members: [Code.method("start", returns: "Cancellable?")]), file: "UseCase"),
            Self.useCase(
                Code.type(.class, "FetchRecentQueriesUseCase", final: true, inherits: ["UseCase"], members: [Code.method("start", returns: "Cancellable?")]),
                file: "FetchRecentQueriesUseCase"),
            Self.useCase(Code.type(.protocol, "SearchMoviesUseCase", members: [Code.method("execute", returns: "Cancellable?")]), file: "SearchMoviesUseCase"),
            Self.useCase(
                Code.type(
                    .class, "DefaultSearchMoviesUseCase", final: true, inherits: ["SearchMoviesUseCase"],
                    members: [
                        Code.method("execute", returns: "Cancellable?")
                    ]), file: "DefaultSearchMoviesUseCase"),
        ])
        #expect(inferred.conventions.useCaseContractName == "{name}UseCase")
        #expect(inferred.finding("useCaseContractName")?.summary.contains("1 of 1") == true, "\(String(describing: inferred.finding("useCaseContractName")?.summary))")
        let names = inferred.finding("useCaseName")?.summary ?? ""
        #expect(!names.contains("FetchRecentQueries{name}"), "\(names)")
    }

    @Test func interactors() {
        let inferred = Code.infer([
            Self.useCase(
                Code.type(.protocol, "LoadOrdersInteractorProtocol", members: [Code.method("callAsFunction", returns: "[Order]")]),
                Code.type(
                    .class, "LoadOrdersInteractor", final: true, inherits: ["LoadOrdersInteractorProtocol"], members: [Code.method("callAsFunction", returns: "[Order]")], line: 9),
                file: "LoadOrdersInteractor"
            )
        ])
        #expect(inferred.conventions.useCaseName == "{name}Interactor")
        #expect(inferred.conventions.useCaseContractName == "{name}InteractorProtocol")
        #expect(inferred.conventions.useCaseStyle == .protocolAndFinalClass)
    }

    @Test func aStyleStrataCannotGenerateKeepsThePresetAndSaysSo() throws {
        let inferred = Code.infer([
            Self.useCase(Code.type(.struct, "CreateOrderUseCase", members: [Code.method("execute")]), file: "CreateOrderUseCase"),
            Self.useCase(Code.type(.struct, "CancelOrderUseCase", members: [Code.method("execute")]), file: "CancelOrderUseCase"),
        ])
        let finding = try #require(inferred.finding("useCaseStyle"))
        #expect(finding.summary.hasPrefix("use cases are a `struct` without a contract protocol: 2 of 2"))
        #expect(finding.summary.contains("Strata cannot generate this style"))
        #expect(finding.value == Presets.named(inferred.closestPreset)?.useCaseStyle.rawValue)
        #expect(inferred.conventions.useCaseStyle == Presets.named(inferred.closestPreset)?.useCaseStyle)
    }

    @Test func plainCRUDFromViewModelsOrThroughPassThroughUseCases() throws {
        let domain = [
            Code.file(
                "Sources/App/Domain/Entities/Patient.swift",
                Code.type(.struct, "Patient", inherits: ["Identifiable"], members: [Code.property("id", "String")])),
            Code.file(
                "Sources/App/Domain/Repositories/PatientRepository.swift",
                Code.type(.protocol, "PatientRepository", inherits: ["Sendable"], members: [Code.method("fetchAll", returns: "[Patient]")])),
        ]
        let viewModel = Code.file(
            "Sources/App/Presentation/PatientListViewModel.swift",
            Code.type(.class, "PatientListViewModel", final: true, members: [Code.property("repository", "any PatientRepository")]))
        let direct = Code.infer(domain + [viewModel])
        #expect(direct.conventions.lightweightCRUD)

        let passThrough = Self.useCase(
            Code.type(.class, "GetPatientsUseCase", final: true, members: [Code.property("repository", "PatientRepository"), Code.method("execute", returns: "[Patient]")]),
            file: "GetPatientsUseCase"
        )
        let wrapped = Code.infer(domain + [passThrough])
        #expect(!wrapped.conventions.lightweightCRUD)
        #expect(try #require(wrapped.finding("lightweightCRUD")).support == 1)
    }

    @Test func typedThrowsByMajorityWithTheUntypedOnesListed() throws {
        let contract = { (name: String, clause: String, line: Int) in
            Code.type(.protocol, "\(name)UseCaseContract", inherits: ["Sendable"], members: [Code.method("execute", throwing: clause)], line: line)
        }
        let inferred = Code.infer([
            Self.useCase(contract("GetA", "throws(AError)", 3), file: "GetAUseCase"),
            Self.useCase(contract("GetB", "throws(BError)", 3), file: "GetBUseCase"),
            Self.useCase(contract("GetC", "throws", 7), file: "GetCUseCase"),
        ])
        let finding = try #require(inferred.finding("typedThrows"))
        #expect(finding.value == "true")
        #expect((finding.support, finding.total) == (2, 3))
        #expect(finding.outliers == [SourceLocation(file: "Sources/App/Domain/UseCases/GetCUseCase.swift", line: 7, column: 1)])
    }
}
