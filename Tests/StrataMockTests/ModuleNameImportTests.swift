import Foundation
import Testing
@testable import StrataMock

/// A target whose name is not a Swift identifier (`trip-kit`, common for Xcode app targets named
/// after the repository) is imported by its module name, `trip_kit`: the mock must parse and build.
@Suite("mock imports use Swift module names")
struct ModuleNameImportTests {
    @Test("a protocol in target `trip-kit` gets `@testable import trip_kit` in its mock")
    func hyphenatedTarget() async throws {
        let project = try ProjectOnDisk([
            "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription
                let package = Package(name: "Trips", targets: [
                    .target(name: "trip-kit", path: "Sources/TripKit"),
                    .testTarget(name: "trip-kitTests", dependencies: ["trip-kit"], path: "Tests/TripKitTests"),
                ])
                """,
            "Sources/TripKit/TripRepository.swift": "protocol TripRepository: Sendable {\n    func trip(id: Int) async throws -> String\n}\n",
        ])
        defer { project.cleanUp() }
        _ = try await project.mock(destination: .folder("Tests/TripKitTests/Mocks"))
        let mock = try project.read("Tests/TripKitTests/Mocks/TripRepositoryMock.swift")
        #expect(mock.contains("@testable import trip_kit\n"), "\(mock)")
        #expect(!mock.contains("trip-kit"))
    }

    @Test("module names as Swift derives them", arguments: [("trending-movie-ios", "trending_movie_ios"), ("App", "App"), ("2048 Game", "_2048_Game")])
    func derivedNames(target: String, module: String) {
        #expect(MockPlanner.swiftModuleName(target) == module)
    }
}
