import Foundation

/// Runs a command to completion and captures its combined output (for `swift build`/`swift test`).
struct ProcessRunner {
    struct Result {
        var status: Int32
        var output: String
    }

    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        // A file, not a pipe: the build prints more than a pipe buffer holds.
        let logURL = directory.appendingPathComponent(".run-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let log = try FileHandle(forWritingTo: logURL)
        process.standardOutput = log
        process.standardError = log
        try process.run()
        process.waitUntilExit()
        try log.close()
        let output = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: logURL)
        return Result(status: process.terminationStatus, output: output)
    }
}

/// A fresh temporary directory, removed when the value is dropped by `cleanUp()`.
struct TemporaryDirectory {
    let url: URL

    init(_ name: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("strata-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// STRATA_KEEP_E2E=1 keeps the directory (its path is printed) to rerun a generated package by hand.
    func cleanUp() {
        if ProcessInfo.processInfo.environment["STRATA_KEEP_E2E"] != nil {
            print("kept \(url.path)")
            return
        }
        try? FileManager.default.removeItem(at: url)
    }
}
