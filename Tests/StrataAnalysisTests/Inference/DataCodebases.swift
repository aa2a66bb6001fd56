import StrataAnalysis
import StrataIndex
import StrataModel

/// Small codebases with a Data layer, written as Swift text in a chosen house style and indexed
/// like files on disk, so Data-layer inference reads real `CodingKeys`, calls and coder settings.
struct DataStyle {
    var sources = "Sources/Shop"
    var tests = "Tests/ShopTests"
    /// Patterns with `{name}` (`{entity}` for the repository implementation), as `.strata.yml` writes them.
    var dtoName = "{name}DTO"
    var mapperName = "{name}Mapper"
    var remoteName = "{name}RemoteDataSource"
    var remoteProtocolName = "{name}RemoteDataSourceProtocol"
    var localProtocolName = "{name}LocalDataSourceProtocol"
    var modelName = "{name}Model"
    var repositoryName = "{entity}RepositoryImpl"
    /// Mapper structs instead of `toDomain()`/`fromDomain(_:)` on the DTO.
    var mapperStructs = false
    /// `CodingKeys` with snake_case raw values; without, the DTO's camelCase names are its keys.
    var snakeCaseKeys = true
    /// What `dateDecodingStrategy` is set to, as written after `=`.
    var dateStrategy = ".iso8601"
    /// Reads: the local store first (cache-first), or the network first with the store as fallback.
    var readsLocalFirst = true
    /// Folders below `sources` (`tests` for mocks and tests).
    var dtoFolder = "Data/DTOs"
    var mapperFolder = "Data/Mappers"
    var remoteFolder = "Data/DataSources/Remote"
    var localFolder = "Data/DataSources/Local"
    var modelFolder = "Data/Persistence"
    var repositoryFolder = "Data/Repositories"
    var supportFolder = "Data/Network"
    var mockFolder = "Mocks"
    var testFolder = "Data"

    /// ARC Labs (the arclabs preset): `…DTO` with snake_case `CodingKeys` and `toDomain()`, `…Protocol` data sources, `…Impl`.
    static let arcLabs = DataStyle()

    /// No preset writes this: `…Response` DTOs converted by `…ResponseMapper`s, `…Service` protocols, `{name}Record`
    /// models, `Live…Repository`, keys as is, dates in seconds, network first.
    static let unusual = DataStyle(
        dtoName: "{name}Response", mapperName: "{name}ResponseMapper", remoteName: "{name}NetworkDataSource",
        remoteProtocolName: "{name}NetworkDataSourceType", localProtocolName: "{name}CacheDataSourceType", modelName: "{name}Record",
        repositoryName: "Live{entity}Repository", mapperStructs: true, snakeCaseKeys: false, dateStrategy: ".secondsSince1970",
        readsLocalFirst: false, dtoFolder: "Networking/Responses", mapperFolder: "Networking/Responses", remoteFolder: "Networking",
        localFolder: "Storage", modelFolder: "Storage/Records", repositoryFolder: "Repositories", supportFolder: "Networking",
        mockFolder: "Doubles", testFolder: "Repositories"
    )

    func name(_ pattern: String, _ entity: String) -> String {
        pattern.replacingOccurrences(of: "{name}", with: entity).replacingOccurrences(of: "{entity}", with: entity)
    }
}

enum DataCodebase {
    typealias Files = [(path: String, text: String)]

    /// Entity, repository protocol and the whole Data layer of one entity, plus a data source mock and a test.
    static func files(_ entity: String, _ style: DataStyle) -> Files {
        let s = style.sources
        let dto = style.name(style.dtoName, entity), mapper = style.name(style.mapperName, entity)
        let remote = style.name(style.remoteName, entity), remoteProtocol = style.name(style.remoteProtocolName, entity)
        let localProtocol = style.name(style.localProtocolName, entity), model = style.name(style.modelName, entity)
        let repository = style.name(style.repositoryName, entity)
        var files: Files = [
            (
                "\(s)/Domain/Entities/\(entity).swift",
                """
                import Foundation

                struct \(entity): Identifiable, Equatable, Sendable {
                    let id: UUID
                    let fullName: String
                    let createdAt: Date
                }
                """
            ),
            (
                "\(s)/Domain/Repositories/\(entity)Repository.swift",
                """
                import Foundation

                protocol \(entity)Repository: Sendable {
                    func fetch(id: UUID) async throws -> \(entity)
                    func save(_ value: \(entity)) async throws
                }
                """
            ),
            ("\(s)/\(style.dtoFolder)/\(dto).swift", dtoText(dto, entity: entity, style)),
            (
                "\(s)/\(style.remoteFolder)/\(remote).swift",
                """
                import Foundation

                protocol \(remoteProtocol): Sendable {
                    func fetch\(entity)(id: UUID) async throws -> \(dto)
                }

                final class \(remote): \(remoteProtocol) {
                    private let apiClient: any APIClientProtocol

                    init(apiClient: any APIClientProtocol) {
                        self.apiClient = apiClient
                    }

                    func fetch\(entity)(id: UUID) async throws -> \(dto) {
                        try await apiClient.get("/items")
                    }
                }
                """
            ),
            (
                "\(s)/\(style.localFolder)/\(localProtocol).swift",
                """
                import Foundation

                protocol \(localProtocol): Sendable {
                    func get\(entity)(id: UUID) async -> \(entity)?
                    func save\(entity)(_ value: \(entity)) async
                }
                """
            ),
            (
                "\(s)/\(style.modelFolder)/\(model).swift",
                """
                import Foundation
                import SwiftData

                @Model
                final class \(model) {
                    var id: UUID
                    var fullName: String

                    init(id: UUID, fullName: String) {
                        self.id = id
                        self.fullName = fullName
                    }
                }
                """
            ),
            ("\(s)/\(style.repositoryFolder)/\(repository).swift", repositoryText(repository, entity: entity, style)),
            (
                "\(style.tests)/\(style.mockFolder)/Mock\(entity)RemoteDataSource.swift",
                """
                import Foundation
                @testable import Shop

                final class Mock\(entity)RemoteDataSource: \(remoteProtocol), @unchecked Sendable {
                    var dto: \(dto)?

                    func fetch\(entity)(id: UUID) async throws -> \(dto) {
                        guard let dto else { throw CancellationError() }
                        return dto
                    }
                }
                """
            ),
            (
                "\(style.tests)/\(style.testFolder)/\(repository)Tests.swift",
                """
                import Testing
                @testable import Shop

                @Suite struct \(repository)Tests {
                    @Test func readsThroughTheStore() {}
                }
                """
            ),
        ]
        if style.mapperStructs {
            files.append(
                (
                    "\(s)/\(style.mapperFolder)/\(mapper).swift",
                    """
                    import Foundation

                    struct \(mapper) {
                        func map(_ dto: \(dto)) -> \(entity) {
                            \(entity)(id: dto.id, fullName: dto.fullName, createdAt: dto.createdAt)
                        }

                        func map(_ value: \(entity)) -> \(dto) {
                            \(dto)(id: value.id, fullName: value.fullName, createdAt: value.createdAt)
                        }
                    }
                    """
                ))
        }
        return files
    }

    /// The API client every style shares, setting the style's date strategy.
    static func support(_ style: DataStyle) -> Files {
        [
            (
                "\(style.sources)/\(style.supportFolder)/APIClient.swift",
                """
                import Foundation

                protocol APIClientProtocol: Sendable {
                    func get<T: Decodable>(_ path: String) async throws -> T
                }

                struct APIClient: APIClientProtocol {
                    func get<T: Decodable>(_ path: String) async throws -> T {
                        let decoder = JSONDecoder()
                        decoder.dateDecodingStrategy = \(style.dateStrategy)
                        return try decoder.decode(T.self, from: Data())
                    }
                }
                """
            )
        ]
    }

    static func dtoText(_ dto: String, entity: String, _ style: DataStyle) -> String {
        let keys =
            style.snakeCaseKeys
            ? """

                enum CodingKeys: String, CodingKey {
                    case id
                    case fullName = "full_name"
                    case createdAt = "created_at"
                }
            """ : ""
        let conversions =
            style.mapperStructs
            ? ""
            : """


            extension \(dto) {
                func toDomain() -> \(entity) {
                    \(entity)(id: id, fullName: fullName, createdAt: createdAt)
                }

                static func fromDomain(_ value: \(entity)) -> \(dto) {
                    \(dto)(id: value.id, fullName: value.fullName, createdAt: value.createdAt)
                }
            }
            """
        return """
            import Foundation

            struct \(dto): Codable, Sendable {
                let id: UUID
                let fullName: String
                let createdAt: Date
            \(keys)
            }
            """ + conversions
    }

    static func repositoryText(_ name: String, entity: String, _ style: DataStyle) -> String {
        let remoteProtocol = style.name(style.remoteProtocolName, entity), localProtocol = style.name(style.localProtocolName, entity)
        let toDomain = style.mapperStructs ? "\(style.name(style.mapperName, entity))().map(dto)" : "dto.toDomain()"
        let fetch =
            style.readsLocalFirst
            ? """
                    if let cached = await localDataSource.get\(entity)(id: id) {
                        return cached
                    }
                    let dto = try await remoteDataSource.fetch\(entity)(id: id)
                    let value = \(toDomain)
                    await localDataSource.save\(entity)(value)
                    return value
            """
            : """
                    do {
                        let dto = try await remoteDataSource.fetch\(entity)(id: id)
                        let value = \(toDomain)
                        await localDataSource.save\(entity)(value)
                        return value
                    } catch {
                        guard let cached = await localDataSource.get\(entity)(id: id) else { throw error }
                        return cached
                    }
            """
        return """
            import Foundation

            final class \(name): \(entity)Repository {
                private let remoteDataSource: any \(remoteProtocol)
                private let localDataSource: any \(localProtocol)

                init(remoteDataSource: any \(remoteProtocol), localDataSource: any \(localProtocol)) {
                    self.remoteDataSource = remoteDataSource
                    self.localDataSource = localDataSource
                }

                func fetch(id: UUID) async throws -> \(entity) {
            \(fetch)
                }

                func save(_ value: \(entity)) async throws {
                    await localDataSource.save\(entity)(value)
                }
            }
            """
    }

    /// Indexes the files as `strata init --infer` would read them from disk, and infers.
    static func infer(_ files: Files) -> InferredConventions {
        let index = Indexer.index(sources: files.map { ($0.path, $0.text) })
        let texts = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        return ConventionInference.infer(Classifier().classify(index), index: index, sourceText: { texts[$0] })
    }

    /// Two entities in one style, with the shared API client.
    static func infer(_ style: DataStyle, entities: [String] = ["Customer", "Invoice"]) -> InferredConventions {
        infer(entities.flatMap { files($0, style) } + support(style))
    }
}
