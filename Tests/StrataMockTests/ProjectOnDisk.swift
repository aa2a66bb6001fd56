import Foundation
import StrataModel

@testable import StrataMock

/// A small package in a temporary folder, for tests of whole mock runs.
struct ProjectOnDisk {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "App", targets: [
            .target(name: "Domain", path: "Sources/Domain"),
            .testTarget(name: "DomainTests", dependencies: ["Domain"], path: "Tests/DomainTests"),
        ])
        """

    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("strata-mock-tests-\(UUID().uuidString)")
        try write(["Package.swift": Self.manifest].merging(files) { $1 })
    }

    func write(_ files: [String: String]) throws {
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path)
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: url.appendingPathComponent(path))
    }

    func cleanUp() { try? FileManager.default.removeItem(at: url) }

    /// One `strata mock` run in the contract conventions, seed style, without the cache.
    func mock(
        _ selection: MockSelection = MockSelection(), destination: MockDestination = .folder("Tests/DomainTests/Mocks"),
        mode: MockRequest.Mode = .write, force: Bool = false, settings: MockPipeline.Settings = MockPipeline.Settings(conventions: Presets.contract)
    ) async throws -> MockOutcome {
        try await MockPipeline.run(
            MockRequest(project: url, selection: selection, style: .seed, destination: destination, mode: mode, force: force, useCache: false),
            settings: settings)
    }
}
