import Foundation
import Testing

/// Strata's own code is formatted by the toolchain's `swift format` with the root `.swift-format`:
/// after `Scripts/format.sh` the checked files (`Scripts/format.sh --list`) pass `swift format lint --strict`.
@Suite("Source format")
struct SourceFormatTests {
    /// The repository root: this file is `Tests/StrataModelTests/SourceFormatTests.swift`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `swift format` ships with the toolchain from Swift 6; an older or trimmed toolchain has no such subcommand.
    static let formatterAvailable = (try? run(["swift", "format", "--version"]).status == 0) ?? false

    @Test(
        "Strata's own code passes `swift format lint --strict`",
        .enabled(if: formatterAvailable, "`swift format` is not available on this toolchain (`swift format --version` failed), so the source format is not checked")
    )
    func sourcesAreFormatted() throws {
        let listed = try Self.run(["bash", "Scripts/format.sh", "--list"])
        try #require(listed.status == 0, "Scripts/format.sh --list failed: \(listed.errors)")
        let files = listed.output.split(separator: "\n").map(String.init)
        try #require(files.count > 100, "Scripts/format.sh --list found only \(files.count) files")

        let lint = try Self.run(["swift", "format", "lint", "--strict", "--parallel", "--no-color-diagnostics", "--configuration", ".swift-format"] + files)
        let diagnostics = (lint.errors + lint.output).split(separator: "\n").map(String.init).filter { Self.isDiagnostic($0) }
            .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        let fix = "run `Scripts/format.sh` (swift format format --in-place on exactly the checked files) and commit the result"
        if !diagnostics.isEmpty {
            let message = "\(diagnostics.count) formatting diagnostic(s); \(fix):\n" + diagnostics.joined(separator: "\n")
            Issue.record(Comment(rawValue: message))
        } else if lint.status != 0 {
            Issue.record("swift format lint exited with status \(lint.status) without a diagnostic:\n\(lint.errors)\(lint.output)")
        }
    }

    /// `path:line:column: error: [Rule] message`, as `swift format lint` reports a finding.
    static func isDiagnostic(_ line: String) -> Bool {
        line.range(of: #"^[^:]+\.swift:\d+:\d+: (error|warning): "#, options: .regularExpression) != nil
    }

    /// Runs `/usr/bin/env <arguments>` in the repository root; standard output and error go through files, so neither pipe can fill.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("strata-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputFile = scratch.appendingPathComponent("out"), errorFile = scratch.appendingPathComponent("err")
        guard FileManager.default.createFile(atPath: outputFile.path, contents: nil), FileManager.default.createFile(atPath: errorFile.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let output = try FileHandle(forWritingTo: outputFile), errors = try FileHandle(forWritingTo: errorFile)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = root
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        try output.close()
        try errors.close()
        let read = { (file: URL) in String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self) }
        return (process.terminationStatus, read(outputFile), read(errorFile))
    }
}
