import StrataIndex
import StrataModel
import Testing

@testable import StrataAnalysis

@Suite("Inference: Data-layer names and mapping")
struct DataNamingInferenceTests {
    @Test func aSeed003DataLayer() throws {
        let inferred = DataCodebase.infer(.arcLabs)
        let data = inferred.conventions.data
        #expect(data.generate)
        #expect(data.dtoMapping == .extensionMethods)
        #expect(data.dtoName == "{name}DTO")
        #expect(data.remoteDataSourceName == "{name}RemoteDataSource")
        #expect(data.remoteDataSourceProtocolName == "{name}RemoteDataSourceProtocol")
        #expect(data.localDataSourceProtocolName == "{name}LocalDataSourceProtocol")
        #expect(data.persistentModelName == "{name}Model")
        #expect(data.repositoryImplementationName == "{entity}RepositoryImpl")
        let summary = { (field: String) in try #require(inferred.finding(field)).summary }
        #expect(
            try summary("data.generate") == "Data-layer types (DTOs, mappers, data sources, `@Model`s, repository implementations) exist, so the Data layer is generated: 12 of 12")
        #expect(try summary("data.dtoMapping") == "DTO conversions convert on the DTO itself (`toDomain()`, `fromDomain(_:)`): 2 of 2")
        #expect(try summary("data.dtoName") == "DTOs end in `DTO`: 2 of 2")
        #expect(try summary("data.remoteDataSourceProtocolName") == "remote data source protocols end in `RemoteDataSourceProtocol`: 2 of 2")
        #expect(try summary("data.repositoryImplementationName") == "repository implementations end in `RepositoryImpl`: 2 of 2")
        #expect(try #require(inferred.finding("data.dtoName")).area == "Data layer")
        #expect(inferred.inconsistencies.isEmpty)
    }

    @Test func aStyleNoPresetWrites() throws {
        let inferred = DataCodebase.infer(.unusual)
        let data = inferred.conventions.data
        #expect(data.dtoMapping == .mapperStructs)
        #expect(data.dtoName == "{name}Response")
        #expect(data.dtoMapperName == "{name}ResponseMapper")
        #expect(data.remoteDataSourceName == "{name}NetworkDataSource")
        #expect(data.remoteDataSourceProtocolName == "{name}NetworkDataSourceType")
        #expect(data.localDataSourceProtocolName == "{name}CacheDataSourceType")
        #expect(data.persistentModelName == "{name}Record")
        #expect(data.repositoryImplementationName == "Live{entity}Repository")
        #expect(try #require(inferred.finding("data.dtoMapping")).summary == "DTO conversions convert in Mapper structs: 2 of 2")
        #expect(try #require(inferred.finding("data.repositoryImplementationName")).summary == "repository implementations are named `Live{entity}Repository`: 2 of 2")
        #expect(inferred.inconsistencies.isEmpty)
    }

    @Test func aDomainWithoutDataLayerSaysNothingAboutIt() {
        let files = DataCodebase.files("Customer", .arcLabs).filter { $0.path.contains("/Domain/") }
        let inferred = DataCodebase.infer(files)
        #expect(!inferred.findings.contains { $0.area == "Data layer" })
        #expect(inferred.conventions.data == Presets.named(inferred.closestPreset)?.data)
    }

    @Test func boundedContextsAndPrefixesAroundTheEntity() {
        let context = FeatureInfo(module: "MoviesDomain", root: [], feature: "Movies", app: "Popcorn", context: "PopcornMovies", modulePattern: "{feature}Domain")
        #expect(
            TypeNamePattern.read("PopcornMoviesMovieEntity", subjects: ["Movie"], feature: context)
                == .pattern("{context}{name}Entity", spellings: ["{context}{name}Entity", "{app}{feature}{name}Entity", "Popcorn{feature}{name}Entity"]))
        #expect(
            TypeNamePattern.read("TMDbMovieRemoteDataSource", subjects: ["Movie"], feature: context)
                == .pattern("TMDb{name}RemoteDataSource", spellings: ["TMDb{name}RemoteDataSource"]))
        #expect(
            TypeNamePattern.read("DefaultMovieRepository", subjects: ["Movie"], placeholder: "{entity}", feature: nil)
                == .pattern("Default{entity}Repository", spellings: ["Default{entity}Repository"]))
        // The longest entity the name holds as a whole word: `CharactersPage`, not `Character`.
        #expect(
            TypeNamePattern.read("CharactersPageDTO", subjects: ["Character", "CharactersPage"], feature: nil)
                == .pattern("{name}DTO", spellings: ["{name}DTO"]))
        #expect(TypeNamePattern.read("MoviesRemoteDataSource", subjects: ["Movie"], feature: nil) == .plural)
        #expect(TypeNamePattern.read("TokenResponse", subjects: ["Movie"], feature: nil) == .unrelated)
    }

    @Test func namesTheCodeDoesNotShowFollowTheOnesItDoes() {
        // Only remote data sources and `@Model`s: the local protocol takes the remote one's suffix, the
        // persistence mapper the model's name.
        let files = DataCodebase.files("Customer", .arcLabs).filter { !$0.path.contains("LocalDataSource") }
        let inferred = DataCodebase.infer(
            files.map { file in
                (file.path.replacingOccurrences(of: "CustomerModel", with: "CustomerRecord"), file.text.replacingOccurrences(of: "CustomerModel", with: "CustomerRecord"))
            } + DataCodebase.support(.arcLabs))
        #expect(inferred.conventions.data.persistentModelName == "{name}Record")
        #expect(inferred.conventions.data.persistenceMapperName == "{name}RecordMapper")
        #expect(inferred.conventions.data.localDataSourceProtocolName == "{name}LocalDataSourceProtocol")
        #expect(inferred.finding("data.persistenceMapperName") == nil)
    }

    // MARK: Inconsistencies

    /// Two entities in `.arcLabs` and a third in the given style.
    static func mixed(_ change: (inout DataStyle) -> Void) -> InferredConventions {
        var other = DataStyle.arcLabs
        change(&other)
        return DataCodebase.infer(
            ["Customer", "Invoice"].flatMap { DataCodebase.files($0, .arcLabs) } + DataCodebase.files("Receipt", other)
                + DataCodebase.support(.arcLabs))
    }

    static func inconsistency(_ inferred: InferredConventions, _ field: String) throws -> ConventionFinding {
        try #require(inferred.inconsistencies.first { $0.field == field }, "no inconsistency for \(field): \(inferred.inconsistencies.map(\.field))")
    }

    @Test func aDTONamedOtherwise() throws {
        let inferred = Self.mixed { $0.dtoName = "{name}Response" }
        #expect(inferred.conventions.data.dtoName == "{name}DTO")
        let finding = try Self.inconsistency(inferred, "data.dtoName")
        #expect(finding.summary == "DTOs end in `DTO`: 2 of 3; 1 end in `Response`")
        #expect(finding.outliers.map(\.file) == ["Sources/Shop/Data/DTOs/ReceiptResponse.swift"])
    }

    @Test func aDTOConvertedByAMapper() throws {
        let inferred = Self.mixed { $0.mapperStructs = true }
        #expect(inferred.conventions.data.dtoMapping == .extensionMethods)
        let finding = try Self.inconsistency(inferred, "data.dtoMapping")
        #expect(finding.summary == "DTO conversions convert on the DTO itself (`toDomain()`, `fromDomain(_:)`): 2 of 3; 1 convert in Mapper structs")
        #expect(finding.outliers.map(\.file) == ["Sources/Shop/Data/Mappers/ReceiptMapper.swift"])
    }

    @Test func aRepositoryImplementationNamedOtherwise() throws {
        let finding = try Self.inconsistency(Self.mixed { $0.repositoryName = "Default{entity}Repository" }, "data.repositoryImplementationName")
        #expect(finding.summary == "repository implementations end in `RepositoryImpl`: 2 of 3; 1 are named `Default{entity}Repository`")
        #expect(finding.outliers.map(\.file) == ["Sources/Shop/Data/Repositories/DefaultReceiptRepository.swift"])
    }

    @Test func dataSourcesNamedOtherwise() throws {
        let inferred = Self.mixed { style in
            style.remoteName = "API{name}RemoteDataSource"
            style.remoteProtocolName = "{name}RemoteDataSourceContract"
            style.localProtocolName = "{name}LocalDataSourceContract"
        }
        #expect(
            try Self.inconsistency(inferred, "data.remoteDataSourceName").summary
                == "remote data sources end in `RemoteDataSource`: 2 of 3; 1 are named `API{name}RemoteDataSource`")
        #expect(
            try Self.inconsistency(inferred, "data.remoteDataSourceProtocolName").summary
                == "remote data source protocols end in `RemoteDataSourceProtocol`: 2 of 3; 1 end in `RemoteDataSourceContract`")
        #expect(
            try Self.inconsistency(inferred, "data.localDataSourceProtocolName").summary
                == "local data source protocols end in `LocalDataSourceProtocol`: 2 of 3; 1 end in `LocalDataSourceContract`")
    }

    @Test func aModelNamedOtherwise() throws {
        let finding = try Self.inconsistency(Self.mixed { $0.modelName = "{name}Entity" }, "data.persistentModelName")
        #expect(finding.summary == "`@Model` classes end in `Model`: 2 of 3; 1 end in `Entity`")
        #expect(finding.outliers.map(\.file) == ["Sources/Shop/Data/Persistence/ReceiptEntity.swift"])
    }

    // MARK: Styles Strata cannot write

    @Test func dataSourcesNamedAfterThePlural() throws {
        var plural = DataStyle.arcLabs
        plural.remoteName = "{name}sRemoteDataSource"
        let inferred = DataCodebase.infer(DataCodebase.files("Customer", plural) + DataCodebase.files("Invoice", plural) + DataCodebase.support(plural))
        let finding = try #require(inferred.finding("data.remoteDataSourceName"))
        #expect(
            finding.summary
                == "remote data sources are named after the entity's plural (Data-layer names have no `{names}`) (e.g. `CustomersRemoteDataSource`): 2 of 2 — Strata cannot generate this style; keeping the vitalarc preset's `{name}RemoteDataSource`"
        )
        #expect(!finding.isClear)
        #expect(inferred.conventions.data.remoteDataSourceName == "{name}RemoteDataSource")
    }

    @Test("A tie with a style Strata cannot write is told in phrases, not as a value")
    func tieWithAStyleStrataCannotWrite() throws {
        var plural = DataStyle.arcLabs
        plural.remoteName = "{name}sRemoteDataSource"
        var live = DataStyle.arcLabs
        live.remoteName = "Live{name}RemoteDataSource"
        let inferred = DataCodebase.infer(DataCodebase.files("Customer", plural) + DataCodebase.files("Invoice", live) + DataCodebase.support(plural))
        let finding = try #require(inferred.finding("data.remoteDataSourceName"))
        #expect(
            finding.summary.hasPrefix(
                "remote data sources split evenly (1 each of 2): some are named after the entity's plural (Data-layer names have no `{names}`) (e.g. `CustomersRemoteDataSource`), others are named `Live{name}RemoteDataSource`; keeping the "
            ),
            "\(finding.summary)")
    }

    @Test func modelsThatConvertThemselves() throws {
        let model = """
            import SwiftData

            @Model
            final class CustomerModel {
                var id: UUID

                init(id: UUID) {
                    self.id = id
                }

                func toDomain() -> Customer { Customer(id: id, fullName: "", createdAt: .now) }
            }
            """
        let files = DataCodebase.files("Customer", .arcLabs).map { $0.path.hasSuffix("CustomerModel.swift") ? (path: $0.path, text: model) : $0 }
        let inferred = DataCodebase.infer(files + DataCodebase.support(.arcLabs))
        let finding = try #require(inferred.finding("data.persistenceMapperName"))
        #expect(
            finding.summary
                == "persistence mappers are not types of their own: `@Model`s convert themselves (Strata writes a mapper) (e.g. `CustomerModel`): 1 of 1 — Strata cannot generate this style; keeping the vitalarc preset's `{name}ModelMapper`"
        )
        #expect(inferred.conventions.data.persistenceMapperName == "{name}ModelMapper")
    }

    @Test func aMapperNamedAfterTheWireType() throws {
        var style = DataStyle.unusual
        style.mapperName = "{name}Mapper"
        let stray = (
            "Sources/Shop/Networking/Responses/ClientRecordMapper.swift",
            """
            struct ClientRecordMapper {
                func map(_ response: CustomerResponse) -> Customer {
                    Customer(id: response.id, fullName: response.fullName, createdAt: response.createdAt)
                }
            }
            """
        )
        let inferred = DataCodebase.infer(["Customer", "Invoice"].flatMap { DataCodebase.files($0, style) } + [stray] + DataCodebase.support(style))
        let finding = try Self.inconsistency(inferred, "data.dtoMapperName")
        #expect(finding.summary == "DTO mappers end in `Mapper`: 2 of 3; 1 are named after something other than the domain type (e.g. `ClientRecordMapper` for `Customer`)")
    }
}
