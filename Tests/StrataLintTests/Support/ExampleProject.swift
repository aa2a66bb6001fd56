import Foundation
import StrataCLI
import StrataLint

/// A rule example written to a temporary folder and linted the way `strata lint` does it.
struct ExampleProject {
    let url: URL

    /// Writes `files` (and `.strata.yml` when given) under a new temporary folder.
    init(files: [(path: String, text: String)], configuration: String? = nil, encoding: String.Encoding = .utf8) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("strata-lint-\(UUID().uuidString)")
        for file in files {
            let target = url.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard let data = file.text.data(using: encoding, allowLossyConversion: false) else { throw CocoaError(.fileWriteInapplicableStringEncoding) }
            try data.write(to: target)
        }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        if let configuration {
            try configuration.write(to: url.appendingPathComponent(".strata.yml"), atomically: true, encoding: .utf8)
        }
    }

    func lint(only: [String]? = nil, preset: String? = nil) async throws -> LintRun.Outcome {
        var request = LintRun.Request(project: url)
        request.useCache = false
        request.only = only
        request.presetOverride = preset
        return try await LintRun.run(request)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
