import Foundation
import StrataModel
import StrataSpec
import Testing

@testable import StrataGenerate

/// The Data layer: when it is generated, and what the popcorn, arclabs and clinic presets ask of its code.
@Suite("Data layer")
struct DataLayerGeneratorTests {
    static func example(_ name: String, _ preset: String, options: GenerationOptions = GenerationOptions()) async throws -> [String: String] {
        let conventions = try #require(Presets.named(preset))
        let model = try SpecLoader(conventions: conventions).load(text: try Examples.text(named: name), file: "\(name).yml")
        return try await generate(model, conventions, options: options)
    }

    static func file(_ files: [String: String], endingWith suffix: String) throws -> String {
        try #require(files.first { $0.key.hasSuffix(suffix) }?.value, "no generated file ends with \(suffix)")
    }

    @Test("Every preset generates a Data layer for every type shape that parses within the size limits", arguments: Presets.names)
    func everyPresetParses(preset: String) async throws {
        let conventions = try #require(Presets.named(preset))
        let files = try await generate(Fixtures.workouts(idType: conventions.defaultIDType), conventions, options: GenerationOptions(dataLayer: true))
        let dataFiles = files.filter { $0.key.contains("/Data/") || $0.key.contains("Infrastructure") || $0.key.contains("Adapters") }
        #expect(dataFiles.count >= 20)
        for (path, contents) in files where path.hasSuffix(".swift") {
            #expect(Verifier().verify(contents, path: path).isEmpty, "\(path): \(Verifier().verify(contents, path: path))")
        }
    }

    @Test("Off unless the spec, the conventions or the command line asks for it")
    func optInAndOut() async throws {
        let model = Fixtures.workouts()
        let plain = try await generate(model, Presets.vitalArc)
        #expect(!plain.keys.contains { $0.contains("/Data/") })
        var withData = model
        withData.data = DataLayerSpec()
        #expect(try await generate(withData, Presets.vitalArc).keys.contains { $0.hasSuffix("WorkoutRepositoryImpl.swift") })
        #expect(try await !generate(withData, Presets.vitalArc, options: GenerationOptions(dataLayer: false)).keys.contains { $0.contains("/Data/") })
        var conventions = Presets.vitalArc
        conventions.data.generate = true
        #expect(try await generate(model, conventions).keys.contains { $0.hasSuffix("WorkoutDTO.swift") })
        withData.data = DataLayerSpec(isEnabled: false)
        #expect(try await !generate(withData, conventions).keys.contains { $0.contains("/Data/") })
    }

    @Test("Mapper rules: pass-through, ?? for defaults, Optional.map, ?.map for arrays, private sub-mappers")
    func popcornMapper() async throws {
        let files = try await Self.example("movies", "popcorn")
        let mapper = try Self.file(files, endingWith: "Adapters/DataSources/Mappers/MovieMapper.swift")
        #expect(mapper.contains("    private let genreMapper = GenreMapper()\n"))
        #expect(mapper.contains("            title: dto.title,\n"))
        #expect(mapper.contains("            overview: dto.overview ?? \"\",\n"))
        #expect(mapper.contains("            genres: dto.genres?.map(genreMapper.map) ?? [],\n"))
        #expect(mapper.contains("            status: dto.status.flatMap { MovieStatus(rawValue: $0) },\n"))
        #expect(mapper.contains("            status: domain.status?.rawValue,\n"))
    }

    @Test("DTO keys follow the key strategy; `wire:` wins; dates follow the date strategy")
    func codingKeys() async throws {
        let movies = try await Self.example("movies", "arclabs")
        let dto = try Self.file(movies, endingWith: "/MovieDTO.swift")
        #expect(dto.contains("        case releaseDate = \"release_date\"\n"))
        #expect(dto.contains("        case collectionId = \"belongs_to_collection\"\n"))
        #expect(dto.contains("    func toDomain() -> Movie {"))
        #expect(dto.contains("    static func fromDomain(_ movie: Movie) -> MovieDTO {"))
        #expect(try Self.file(movies, endingWith: "/JSONCoding.swift").contains("decoder.dateDecodingStrategy = .iso8601"))
        let notifications = try await Self.example("notifications", "arclabs")
        #expect(try Self.file(notifications, endingWith: "/ScheduledNotificationDTO.swift").contains("        case scheduledTime\n"))
        #expect(try Self.file(notifications, endingWith: "/JSONCoding.swift").contains("decoder.dateDecodingStrategy = .secondsSince1970"))
    }

    @Test("SwiftData models: preset naming, unique <name>ID, enums as String?, cascade relationships, cachedAt")
    func swiftDataModel() async throws {
        let files = try await Self.example("movies", "popcorn")
        let model = try Self.file(files, endingWith: "/Local/Models/PopcornMoviesMovieEntity.swift")
        #expect(model.contains("#if canImport(SwiftData)\nimport SwiftData\n"))
        #expect(model.contains("@Model\nfinal class PopcornMoviesMovieEntity {\n    @Attribute(.unique) var movieID: Int\n"))
        #expect(model.contains("    var status: String?\n"))
        #expect(model.contains("    @Relationship(deleteRule: .cascade) var genres: [PopcornMoviesGenreEntity]?\n"))
        #expect(model.contains("    var cachedAt: Date\n"))
        let mapper = try Self.file(files, endingWith: "/Local/Mappers/MovieEntityMapper.swift")
        #expect(mapper.contains("    func map(_ entity: PopcornMoviesMovieEntity) -> Movie {"))
        #expect(mapper.contains("    func map(_ domain: Movie) -> PopcornMoviesMovieEntity {"))
        #expect(mapper.contains("    func map(_ domain: Movie, to entity: PopcornMoviesMovieEntity) {"))
        #expect(mapper.contains("        entity.cachedAt = .now\n"))
        let local = try Self.file(files, endingWith: "/SwiftDataMovieLocalDataSource.swift")
        #expect(local.contains("FetchDescriptor<PopcornMoviesMovieEntity>(predicate: #Predicate { $0.movieID == id && $0.cachedAt >= oldest })"))
    }

    @Test("Repositories take their strategies from the spec, per operation; contract reads follow the cache policy")
    func strategies() async throws {
        let workouts = try await Self.example("workouts", "arclabs")
        let repository = try Self.file(workouts, endingWith: "/WorkoutRepositoryImpl.swift")
        #expect(repository.contains("        var save: CachingStrategy = .offlineFirst\n"))
        #expect(repository.contains("        var fetchByID: CachingStrategy = .cacheFirst\n"))
        #expect(repository.contains("// MARK: - WorkoutRepositoryProtocol\n\nextension WorkoutRepositoryImpl: WorkoutRepositoryProtocol {"))
        #expect(try Self.file(workouts, endingWith: "/WorkoutRemoteDataSource.swift").contains("Endpoint(.get, \"/api/v1/workouts/\\(id)\")"))
        let movies = try await Self.example("movies", "contract")
        let contract = try Self.file(movies, endingWith: "/Data/Repositories/MovieRepository.swift")
        // `.localFirst` reads as the repository is set up (the spec's strategy), `.remoteFirst` network-first.
        #expect(contract.contains("readItem(id: identifier, strategy: Self.strategy(for: cachePolicy, configured: caching.fetchByID))"))
        #expect(contract.contains("var fetchByID: CachingStrategy = .networkFirst"))
    }

    @Test("Network errors become the feature's error, which gains unauthorized and offline")
    func errorMapping() async throws {
        let files = try await Self.example("workouts", "clinic")
        let error = try Self.file(files, endingWith: "/Domain/Errors/WorkoutsError.swift")
        #expect(error.contains("    case unauthorized\n") && error.contains("    case offline\n"))
        let mapper = try Self.file(files, endingWith: "/WorkoutsErrorMapper.swift")
        #expect(mapper.contains("        case .unauthorized:\n            return .unauthorized\n"))
        let repository = try Self.file(files, endingWith: "/DefaultWorkoutRepository.swift")
        // save, fetch, fetchAll, delete and the fetchRecent query
        #expect(repository.components(separatedBy: "throw WorkoutsErrorMapper.map(error").count - 1 == 5)
    }

    @Test("The container gets a live(apiClient:) wiring the concrete implementations")
    func wiring() async throws {
        let files = try await Self.example("workouts", "vitalarc")
        let wiring = try Self.file(files, endingWith: "/App/WorkoutsDependencyContainer+Data.swift")
        #expect(wiring.contains("static func live(apiClient: any APIClientProtocol) -> WorkoutsDependencyContainer {"))
        #expect(
            wiring.contains(
                "workoutRepository: WorkoutRepositoryImpl(remoteDataSource: WorkoutRemoteDataSource(apiClient: apiClient), localDataSource: InMemoryWorkoutLocalDataSource(maxAge: 604_800))"
            ))
        // The example's `maxAge: 7d`, in seconds.
        #expect(wiring.contains("localDataSource: SwiftDataWorkoutLocalDataSource(modelContainer: modelContainer, maxAge: 604_800)"))
    }
}
