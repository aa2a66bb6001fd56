import Foundation
import StrataModel
import StrataSpec
import Testing

@testable import StrataGenerate

/// The popcorn preset's layout: the domain, the adapters (wire types and their mappers) and the infrastructure
/// (everything else of the Data layer) as three modules, each file importing what it uses.
@Suite("Module split")
struct ModuleSplitTests {
    static func popcornMovies(_ conventions: Conventions = Presets.popcorn) async throws -> [String: String] {
        let model = try SpecLoader(conventions: conventions).load(text: try Examples.text(named: "movies"), file: "movies.yml")
        return try await generate(model, conventions, options: GenerationOptions(packageManifest: true))
    }

    static let domain = "Contexts/PopcornMovies/Sources/MoviesDomain/"
    static let infrastructure = "Contexts/PopcornMovies/Sources/MoviesInfrastructure/"
    static let adapters = "Adapters/Contexts/PopcornMoviesAdapters/Sources/PopcornMoviesAdapters/"

    @Test("Each kind of file lands in its module; nothing of the Data layer stays in the domain")
    func filesLandInTheirModules() async throws {
        let files = try await Self.popcornMovies()
        #expect(files.keys.contains(Self.adapters + "DataSources/DTOs/MovieDTO.swift"))
        #expect(files.keys.contains(Self.adapters + "DataSources/Mappers/MovieMapper.swift"))
        #expect(files.keys.contains(Self.adapters + "Support/JSONCoding.swift"))
        #expect(files.keys.contains(Self.infrastructure + "DataSources/Local/Models/PopcornMoviesMovieEntity.swift"))
        #expect(files.keys.contains(Self.infrastructure + "Repositories/DefaultMovieRepository.swift"))
        #expect(files.keys.contains(Self.infrastructure + "MoviesDependencyContainer+Data.swift"))
        #expect(files.keys.contains("Adapters/Contexts/PopcornMoviesAdapters/Tests/PopcornMoviesAdaptersTests/DataSources/MovieDTOTests.swift"))
        #expect(files.keys.contains("Contexts/PopcornMovies/Tests/MoviesInfrastructureTests/DefaultMovieRepositoryTests.swift"))
        let domainFiles = files.keys.filter { $0.hasPrefix(Self.domain) }
        #expect(!domainFiles.isEmpty)
        for path in domainFiles {
            let text = try #require(files[path])
            #expect(!text.contains("SwiftData") && !text.contains("DTO") && !text.contains("NetworkError"), "\(path) holds Data-layer code")
        }
    }

    @Test("Files import the generated modules their module depends on; tests import them @testable")
    func importsFollowTheModuleGraph() async throws {
        let files = try await Self.popcornMovies()
        let repository = try #require(files[Self.infrastructure + "Repositories/DefaultMovieRepository.swift"])
        #expect(repository.hasPrefix("import Foundation\nimport MoviesDomain\nimport PopcornMoviesAdapters\n"))
        let model = try #require(files[Self.infrastructure + "DataSources/Local/Models/PopcornMoviesMovieEntity.swift"])
        #expect(model.hasPrefix("import Foundation\nimport MoviesDomain\nimport PopcornMoviesAdapters\n#if canImport(SwiftData)\nimport SwiftData\n"))
        let dto = try #require(files[Self.adapters + "DataSources/DTOs/MovieDTO.swift"])
        #expect(dto.hasPrefix("import Foundation\nimport MoviesDomain\n"))
        #expect(!dto.contains("import PopcornMoviesAdapters"))
        let test = try #require(files["Contexts/PopcornMovies/Tests/MoviesInfrastructureTests/DefaultMovieRepositoryTests.swift"])
        #expect(test.contains("@testable import MoviesInfrastructure\n@testable import MoviesDomain\n@testable import PopcornMoviesAdapters\n"))
        let entity = try #require(files[Self.domain + "Entities/Movie.swift"])
        #expect(!entity.contains("import MoviesDomain") && !entity.contains("Adapters"))
    }

    @Test("Wire types and their mappers are public across the module boundary; the rest stays internal")
    func accessAcrossModules() async throws {
        let files = try await Self.popcornMovies()
        let dto = try #require(files[Self.adapters + "DataSources/DTOs/MovieDTO.swift"])
        #expect(dto.contains("public struct MovieDTO: Codable, Equatable, Sendable {\n    public let id: Int\n"))
        let mapper = try #require(files[Self.adapters + "DataSources/Mappers/MovieMapper.swift"])
        #expect(mapper.contains("public struct MovieMapper: Sendable {"))
        #expect(mapper.contains("    public init() {}\n"))
        #expect(mapper.contains("    public func map(_ dto: MovieDTO) -> Movie {"))
        let repository = try #require(files[Self.infrastructure + "Repositories/DefaultMovieRepository.swift"])
        #expect(repository.contains("\nstruct DefaultMovieRepository"))
        // In one module nothing changes: the same preset without the split keeps internal wire types.
        var single = Presets.popcorn
        single.modules = .single
        let unsplit = try await Self.popcornMovies(single)
        let unsplitDTO = try #require(unsplit.first { $0.key.hasSuffix("/MovieDTO.swift") }?.value)
        #expect(unsplitDTO.contains("\nstruct MovieDTO: Codable") && !unsplitDTO.contains("public let"))
        #expect(!unsplit.keys.contains { $0.hasPrefix("Adapters/") || $0.contains("MoviesInfrastructure") })
        #expect(!unsplit.values.contains { $0.contains("import PopcornMoviesAdapters") || $0.contains("import MoviesInfrastructure") })
    }

    @Test("The manifest declares every module with its dependencies, and each test module gets its mock factories")
    func manifestAndFactories() async throws {
        let files = try await Self.popcornMovies()
        let manifest = try #require(files["Package.swift"])
        #expect(manifest.contains("name: \"PopcornMovies\","))
        #expect(manifest.contains(".target(name: \"PopcornMoviesAdapters\", dependencies: [\"MoviesDomain\"], path: \"\(Self.adapters.dropLast())\"),"))
        #expect(
            manifest.contains(".target(name: \"MoviesInfrastructure\", dependencies: [\"MoviesDomain\", \"PopcornMoviesAdapters\"], path: \"\(Self.infrastructure.dropLast())\"),"))
        #expect(manifest.contains(".testTarget(name: \"MoviesInfrastructureTests\", dependencies: [\"MoviesDomain\", \"PopcornMoviesAdapters\", \"MoviesInfrastructure\"]"))
        for tests in [
            "Contexts/PopcornMovies/Tests/MoviesDomainTests", "Contexts/PopcornMovies/Tests/MoviesInfrastructureTests",
            "Adapters/Contexts/PopcornMoviesAdapters/Tests/PopcornMoviesAdaptersTests",
        ] {
            #expect(files.keys.contains(tests + "/Helpers/Movie+Mocks.swift"), "no mock factory in \(tests)")
        }
        // Without a Data layer there is one module, and the manifest says so.
        let model = try SpecLoader(conventions: Presets.popcorn).load(text: try Examples.text(named: "movies"), file: "movies.yml")
        let domainOnly = try await generate(model, Presets.popcorn, options: GenerationOptions(packageManifest: true, dataLayer: false))
        let plain = try #require(domainOnly["Package.swift"])
        #expect(!plain.contains("Infrastructure") && !plain.contains("Adapters"))
    }

    @Test("Imports go after the file's first import block, before any #if, once")
    func importPlacement() {
        let modules = SwiftNames(model: DomainModel(feature: "Movies", module: "MoviesDomain"), conventions: Presets.popcorn).modules
        let placement = ModulePlacement(modules: modules)
        let path = "Contexts/Movies/Sources/MoviesInfrastructure/X.swift"
        #expect(
            placement.addingImports(to: "import Foundation\n#if canImport(SwiftData)\nimport SwiftData\n#endif\n", for: path, isSwift: true)
                == "import Foundation\nimport MoviesDomain\nimport MoviesAdapters\n#if canImport(SwiftData)\nimport SwiftData\n#endif\n")
        #expect(placement.addingImports(to: "struct X {}\n", for: path, isSwift: true) == "import MoviesDomain\nimport MoviesAdapters\nstruct X {}\n")
        #expect(placement.addingImports(to: "import MoviesDomain\nimport MoviesAdapters\n", for: path, isSwift: true) == "import MoviesDomain\nimport MoviesAdapters\n")
        #expect(placement.addingImports(to: "import Foundation\n", for: "Contexts/Movies/Sources/MoviesDomain/X.swift", isSwift: true) == "import Foundation\n")
        #expect(placement.addingImports(to: "# Doc\n", for: path, isSwift: false) == "# Doc\n")
    }
}
