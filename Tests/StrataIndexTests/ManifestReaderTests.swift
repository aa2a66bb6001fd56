import Foundation
import Testing

@testable import StrataIndex

@Suite("Package manifests")
struct ManifestReaderTests {
    private func targets(_ manifest: String, at path: String = "Package.swift", folders: Set<String> = []) -> [PackageTarget] {
        var source = manifest
        return source.withUTF8 { ManifestReader.targets(source: $0, manifestPath: path, folderExists: folders.contains) }
    }

    private let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let shared: [Target.Dependency] = [.target(name: "NotATarget")]

        let package = Package(
            name: "App",
            products: [.library(name: "Core", targets: ["Core"]), .plugin(name: "Lint", targets: ["LintPlugin"])],
            dependencies: [.package(url: "https://github.com/x/y", from: "1.0.0")],
            targets: [
                .target(name: "Core", dependencies: ["Model", .product(name: "Yams", package: "Yams"), .byName(name: "Util")]),
                .target(
                    name: "Model",
                    dependencies: [.target(name: "Util", condition: .when(platforms: [.linux]))],
                    path: "Custom/Model",
                    plugins: [.plugin(name: "SwiftLintPlugin", package: "SwiftLint")]
                ),
                .executableTarget(name: "app", dependencies: ["Core"]),
                .testTarget(name: "CoreTests", dependencies: ["Core"]),
                .macro(name: "Macros", dependencies: shared),
                .plugin(name: "LintPlugin", capability: .buildTool()),
                Target.target(name: "Util"),
                .binaryTarget(name: "Binary", path: "B.xcframework"),
            ]
        )
        """

    @Test func targetsKnowTheLineTheyAreDeclaredOn() {
        #expect(targets(manifest).map(\.line) == [11, 12, 18, 19, 20, 21, 22])
    }

    @Test func readsTargetsKindsPathsAndDependencies() {
        let targets = targets(manifest)
        #expect(targets.map(\.name) == ["Core", "Model", "app", "CoreTests", "Macros", "LintPlugin", "Util"])
        #expect(targets.map(\.kind) == [.regular, .regular, .executable, .test, .macro, .plugin, .regular])
        #expect(
            targets.map(\.path) == [
                "Sources/Core", "Custom/Model", "Sources/app", "Tests/CoreTests", "Sources/Macros", "Plugins/LintPlugin", "Sources/Util",
            ])
        #expect(targets[0].dependencies == ["Model", "Yams", "Util"])
        #expect(targets[1].dependencies == ["Util"])
        #expect(targets[4].dependencies == ["NotATarget"])  // a constant of the manifest
        #expect(targets.allSatisfy { $0.manifest == "Package.swift" })
    }

    @Test func nestedManifestPathsAreRelativeToTheRoot() {
        let targets = targets(
            #"let p = Package(name: "K", targets: [.target(name: "Kit"), .target(name: "Up", path: "../Shared/Up"), .testTarget(name: "KitTests")])"#,
            at: "Packages/Kit/Package.swift", folders: ["Packages/Kit/src/Kit"])
        #expect(targets.map(\.path) == ["Packages/Kit/src/Kit", "Packages/Shared/Up", "Packages/Kit/Tests/KitTests"])
        #expect(targets.allSatisfy { $0.manifest == "Packages/Kit/Package.swift" })
    }

    @Test func brokenOrDynamicManifestsYieldWhatIsReadable() {
        #expect(targets("let package = Package(targets: names.map { .target(name: $0) })").isEmpty)
        #expect(targets("let package = Package(targets: [.target(name: \"A\"), .target(name: ").map(\.name) == ["A"])
        #expect(targets("").isEmpty)
    }

    @Test func indexerFindsEveryManifest() async throws {
        let project = try TemporaryProject([
            "Package.swift": #"let package = Package(name: "Root", targets: [.target(name: "App")])"#,
            "Sources/App/App.swift": "struct App {}",
            "Packages/Kit/Package.swift": #"let package = Package(name: "Kit", targets: [.target(name: "Kit")])"#,
            ".build/checkouts/dep/Package.swift": #"let package = Package(name: "Dep", targets: [.target(name: "Dep")])"#,
        ])
        let index = try await Indexer(options: .noCache).index(root: project.url)
        #expect(index.targets.map(\.name) == ["App", "Kit"])  // manifests in path order
        #expect(index.targets.map(\.manifest) == ["Package.swift", "Packages/Kit/Package.swift"])
        #expect(index.files.map(\.path).contains("Package.swift"))
    }
}
