import StrataIndex
import StrataModel
import Testing

@testable import StrataAnalysis

@Suite("Inference: caching strategy")
struct CachingInferenceTests {
    static let noteRepository = (
        "Sources/Shop/Domain/Repositories/NoteRepository.swift",
        """
        protocol NoteRepository: Sendable {
            func fetch(id: UUID) async throws -> Note
            func save(_ note: Note) async throws
        }
        """
    )

    @Test func readsThatTryTheLocalStoreFirst() throws {
        let inferred = DataCodebase.infer(.arcLabs)
        let finding = try #require(inferred.finding("data.caching"))
        #expect(finding.value == CachingStrategy.cacheFirst.rawValue)
        #expect(finding.summary == "repository reads and cache policy values go to the cache or local store first (cache-first): 2 of 2")
        #expect(finding.isClear)
    }

    @Test func readsThatTryTheNetworkFirst() throws {
        let inferred = DataCodebase.infer(.unusual)
        #expect(inferred.conventions.data.caching == .networkFirst)
        #expect(
            try #require(inferred.finding("data.caching")).summary
                == "repository reads and cache policy values go to the network first and fall back to the local store (network-first): 2 of 2")
    }

    @Test func writesSavedLocallyBeforeTheNetwork() throws {
        let repository = """
            final class NoteRepositoryImpl: NoteRepository {
                private let remoteDataSource: any NoteRemoteDataSourceProtocol
                private let localDataSource: any NoteLocalDataSourceProtocol

                init(remoteDataSource: any NoteRemoteDataSourceProtocol, localDataSource: any NoteLocalDataSourceProtocol) {
                    self.remoteDataSource = remoteDataSource
                    self.localDataSource = localDataSource
                }

                func save(_ note: Note) async throws {
                    try await localDataSource.saveNote(note)
                    Task.detached { try? await self.remoteDataSource.saveNote(note) }
                }
            }
            """
        let inferred = DataCodebase.infer([Self.noteRepository, ("Sources/Shop/Data/Repositories/NoteRepositoryImpl.swift", repository)])
        #expect(inferred.conventions.data.caching == .offlineFirst)
        #expect(
            try #require(inferred.finding("data.caching")).summary
                == "repository reads and cache policy values save locally first and sync with the network later (offline-first): 1 of 1")
    }

    @Test func repositoriesWithOnlyOneSideSayNothing() {
        let networkOnly = """
            final class NoteRepositoryImpl: NoteRepository {
                private let remoteDataSource: any NoteRemoteDataSourceProtocol

                init(remoteDataSource: any NoteRemoteDataSourceProtocol) {
                    self.remoteDataSource = remoteDataSource
                }

                func fetch(id: UUID) async throws -> Note {
                    try await remoteDataSource.fetchNote(id: id).toDomain()
                }
            }
            """
        let inferred = DataCodebase.infer([Self.noteRepository, ("Sources/Shop/Data/Repositories/NoteRepositoryImpl.swift", networkOnly)])
        #expect(inferred.finding("data.generate")?.support == 1, "the repository implementation is seen")
        #expect(inferred.finding("data.caching") == nil)
        #expect(inferred.conventions.data.caching == Presets.named(inferred.closestPreset)?.data.caching)
    }

    /// The contract preset: reads follow a policy argument, whatever order the branches are written in; the
    /// policies use cases pass are the evidence, except a refresh's, which asks for the network on purpose.
    @Test func policiesPassedByUseCases() throws {
        let files: DataCodebase.Files = [
            ("Sources/Shop/Domain/Repositories/CachePolicy.swift", "enum CachePolicy: Sendable {\n    case localFirst, remoteFirst, none\n}"),
            (
                "Sources/Shop/Domain/Repositories/NoteRepositoryContract.swift",
                """
                protocol NoteRepositoryContract: Sendable {
                    func getNote(identifier: Int, cachePolicy: CachePolicy) async throws -> Note
                }
                """
            ),
            (
                "Sources/Shop/Data/Repositories/NoteRepository.swift",
                """
                struct NoteRepository: NoteRepositoryContract {
                    let remoteDataSource: any NoteRemoteDataSourceContract
                    let localDataSource: any NoteLocalDataSourceContract

                    func getNote(identifier: Int, cachePolicy: CachePolicy) async throws -> Note {
                        switch cachePolicy {
                        case .remoteFirst:
                            return try await remoteDataSource.fetchNote(identifier: identifier)
                        case .localFirst, .none:
                            if let cached = await localDataSource.getNote(identifier: identifier) { return cached }
                            return try await remoteDataSource.fetchNote(identifier: identifier)
                        }
                    }
                }
                """
            ),
            (
                "Sources/Shop/Domain/UseCases/GetNoteUseCase.swift",
                """
                struct GetNoteUseCase {
                    let repository: any NoteRepositoryContract

                    func execute(identifier: Int) async throws -> Note {
                        try await repository.getNote(identifier: identifier, cachePolicy: .localFirst)
                    }
                }
                """
            ),
            (
                "Sources/Shop/Domain/UseCases/RefreshNoteUseCase.swift",
                """
                struct RefreshNoteUseCase {
                    let repository: any NoteRepositoryContract

                    func execute(identifier: Int) async throws -> Note {
                        try await repository.getNote(identifier: identifier, cachePolicy: .remoteFirst)
                    }
                }
                """
            ),
        ]
        let finding = try #require(DataCodebase.infer(files).finding("data.caching"))
        #expect(finding.summary == "repository reads and cache policy values go to the cache or local store first (cache-first): 1 of 1")
        #expect(finding.outliers.isEmpty)
    }

    @Test func defaultsWrittenAsValues() {
        let values = CachePolicyValues.values(in: "    var fetchAll: CachingStrategy = .networkFirst", after: ["CachingStrategy ="])
        #expect(values.map(\.1) == ["networkFirst"])
        #expect(CachePolicyValues.values(in: "defaultCachePolicy: .localFirst", after: ["cachePolicy:"]).isEmpty)
        #expect(CachePolicyValues.isRefresh("DefaultRefreshFeedUseCase"))
        #expect(!CachePolicyValues.isRefresh("GetFeedUseCase"))
    }

    // MARK: Inconsistencies

    @Test func oneRepositoryReadsTheNetworkFirst() throws {
        var networkFirst = DataStyle.arcLabs
        networkFirst.readsLocalFirst = false
        let inferred = DataCodebase.infer(
            ["Customer", "Invoice"].flatMap { DataCodebase.files($0, .arcLabs) } + DataCodebase.files("Receipt", networkFirst)
                + DataCodebase.support(.arcLabs))
        #expect(inferred.conventions.data.caching == .cacheFirst)
        let finding = try #require(inferred.inconsistencies.first { $0.field == "data.caching" })
        #expect(
            finding.summary
                == "repository reads and cache policy values go to the cache or local store first (cache-first): 2 of 3; 1 go to the network first and fall back to the local store (network-first)"
        )
        #expect(finding.outliers.map(\.file) == ["Sources/Shop/Data/Repositories/ReceiptRepositoryImpl.swift"])
    }
}
