import Foundation
import StrataModel
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

    /// An Xcode app named like its repository (`Weather App`) whose test target's files share no
    /// folder: the module is `Weather_App`, and the mock goes beside the tests' own doubles, never to
    /// a path starting `./`.
    @Test("an Xcode target named `Weather App`: `@testable import Weather_App`, the mock beside the tests' doubles")
    func xcodeTargetWithASpace() async throws {
        let project = try ProjectOnDisk([
            "Package.swift": "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Weather\", targets: [])\n",
            "Weather App.xcodeproj/project.pbxproj": """
            {
            objects = {
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            B2 = {isa = PBXBuildFile; fileRef = F2; };
            F1 = {isa = PBXFileReference; path = WeatherAppTests/WeatherUseCaseTests.swift; sourceTree = SOURCE_ROOT; };
            F2 = {isa = PBXFileReference; path = Support/TestClock.swift; sourceTree = SOURCE_ROOT; };
            S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = "Weather App"; sourceTree = "<group>"; };
            G0 = {isa = PBXGroup; children = (S1, F1, F2); sourceTree = "<group>"; };
            P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
            T1 = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (S1); name = "Weather App"; productType = "com.apple.product-type.application"; };
            T2 = {isa = PBXNativeTarget; buildPhases = (P1, ); dependencies = (D1, ); name = WeatherAppTests; productType = "com.apple.product-type.bundle.unit-test"; };
            D1 = {isa = PBXTargetDependency; target = T1; };
            J1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
            };
            rootObject = J1;
            }
            """,
            "Weather App/Domain/WeatherRepository.swift": "protocol WeatherRepository {\n    func temperature(city: String) async throws -> Double\n}\n",
            "WeatherAppTests/WeatherUseCaseTests.swift": "import XCTest\n@testable import Weather_App\n\nfinal class WeatherUseCaseTests: XCTestCase {}\n",
            "Support/TestClock.swift": "struct TestClock {}\n",
        ])
        defer { project.cleanUp() }
        let outcome = try await project.mock(destination: .conventions)
        let paths = outcome.plan.entries.map(\.path)
        #expect(paths.count == 1 && paths.allSatisfy { !$0.hasPrefix("./") && !$0.hasPrefix("/") }, "\(paths)")
        let mock = try project.read(try #require(paths.first))
        #expect(mock.contains("@testable import Weather_App\n"), "\(mock)")
    }

    @Test("module names as Swift derives them", arguments: [("trending-movie-ios", "trending_movie_ios"), ("App", "App"), ("2048 Game", "_2048_Game")])
    func derivedNames(target: String, module: String) {
        #expect(SwiftModuleName.of(target) == module)
    }
}
