import Foundation
import StrataCLI
import StrataMock

/// The fixture library of tricky protocols (`Tests/Fixtures/Mocks`) and its hand-written tests,
/// set up inside the end-to-end package: `strata mock` writes the mocks in each style into the test
/// target that exercises that style.
enum MockFixtureLibrary {
    static let source = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Mocks")

    static let styles: [(style: MockStyle, target: String)] = [
        (.seed, "MockSeedTests"), (.handler, "MockHandlerTests"), (.combined, "MockCombinedTests"),
    ]

    /// Copies the library to `folder`, generates the mocks, and returns the package's target lines.
    static func install(in folder: URL, packagePath: String) async throws -> [String] {
        try FileManager.default.copyItem(at: source, to: folder)
        var targets = [#"        .target(name: "MockFixtures", path: "\#(packagePath)/Sources/MockFixtures"),"#]
        for (style, target) in styles {
            _ = try await MockRun.run(
                MockRequest(
                    project: folder, style: style, destination: .folder("Tests/\(target)/Generated"), extraImports: ["MockFixtures"],
                    useCache: false))
            targets.append(#"        .testTarget(name: "\#(target)", dependencies: ["MockFixtures"], path: "\#(packagePath)/Tests/\#(target)"),"#)
        }
        return targets
    }
}
