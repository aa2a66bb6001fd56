import Foundation
import Testing

/// `swift package strata …`: the command plugin as another package uses it, run for real by SwiftPM.
///
/// A small consumer package depends on this repository by path. SwiftPM builds a plugin's tools
/// for the host (`strata-tool` and `-tool` copies of every dependency, swift-syntax included), so
/// the first run compiles Strata once more: about 3 minutes on two busy cores. To keep that to once
/// per clone, every consumer shares one scratch folder, `.build-plugin` beside `.build` (seeded with
/// `.build`'s checkouts, so resolution stays local); later runs take a few seconds. `.build` itself
/// cannot be shared: `swift test` holds its lock while the tests run, so a nested `swift package`
/// on it would wait forever.
@Suite("swift package strata", .enabled(if: ProcessInfo.processInfo.environment["STRATA_SKIP_E2E"] == nil))
struct PluginTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let scratch = repository.appendingPathComponent(".build-plugin")

    /// A package with one Domain file that imports SwiftUI: one `layer-imports` error.
    static func makeConsumer(in folder: URL) throws -> URL {
        let package = folder.appendingPathComponent("Consumer")
        let domain = package.appendingPathComponent("Sources/Consumer/Domain")
        try FileManager.default.createDirectory(at: domain, withIntermediateDirectories: true)
        try """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Consumer",
            dependencies: [.package(path: "\(repository.path)")],
            targets: [.target(name: "Consumer")]
        )
        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "import SwiftUI\n\nstruct Note: Identifiable {\n    let id: UUID\n    var title: String\n}\n"
            .write(to: domain.appendingPathComponent("Note.swift"), atomically: true, encoding: .utf8)
        return package
    }

    /// Local resolution: the scratch folder starts from the checkouts `swift test` already has.
    static func seedScratch() throws {
        let manager = FileManager.default
        for folder in ["checkouts", "repositories"] {
            let source = repository.appendingPathComponent(".build/\(folder)")
            let target = scratch.appendingPathComponent(folder)
            guard manager.fileExists(atPath: source.path), !manager.fileExists(atPath: target.path) else { continue }
            try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
            try manager.copyItem(at: source, to: target)
        }
    }

    func plugin(_ arguments: [String], in package: URL) throws -> ProcessRunner.Result {
        try ProcessRunner.run(
            ["swift", "package", "--scratch-path", Self.scratch.path, "--allow-writing-to-package-directory", "strata"] + arguments,
            in: package, environment: ["NO_COLOR": "1"])
    }

    @Test(.timeLimit(.minutes(30)))
    func runsOnTheConsumingPackageAndKeepsTheOutcome() throws {
        let directory = try TemporaryDirectory("plugin")
        defer { directory.cleanUp() }
        let package = try Self.makeConsumer(in: directory.url)
        try Self.seedScratch()

        // No --project: the plugin points strata at the package.
        let lint = try plugin(["lint", "--no-cache"], in: package)
        #expect(lint.status != 0, "an error finding fails the plugin run\n\(lint.output.suffix(3000))")
        #expect(lint.output.contains("Sources/Consumer/Domain/Note.swift:1:1: error: "), "\(lint.output.suffix(3000))")
        #expect(lint.output.contains("[layer-imports]"))

        let analyze = try plugin(["analyze", "--no-cache", "--format", "json"], in: package)
        #expect(analyze.status == 0, "\(analyze.output.suffix(3000))")
        #expect(analyze.output.contains("\"features\""), "\(analyze.output.suffix(3000))")

        let generate = try plugin(["generate", "--example", "workouts", "--dry-run"], in: package)
        #expect(generate.status == 0, "\(generate.output.suffix(3000))")
        #expect(generate.output.contains("create    Sources/Workouts/Domain/Entities/Workout.swift"), "\(generate.output.suffix(3000))")

        // SwiftPM itself exits 1 for any failed plugin, and names the tool's own status.
        let usage = try plugin(["explain", "no-such-rule"], in: package)
        #expect(usage.status != 0)
        #expect(usage.output.contains("exit code 2"), "\(usage.output.suffix(2000))")
        #expect(usage.output.contains("strata: error: unknown rule `no-such-rule`"))
    }
}
