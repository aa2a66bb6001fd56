import Foundation
import StrataModel

/// A rendered, verified file, ready for the workspace to write.
public struct GeneratedFile: Sendable, Hashable {
    public var path: String
    public var contents: String
    public var role: PlannedFile.Role
}

public struct GenerationResult: Sendable {
    public var files: [GeneratedFile]
    /// Non-blocking findings (size limits); errors are thrown instead.
    public var warnings: [StrataIssue]
}

/// The pipeline after the spec: plan → render → verify. Writing is the workspace's job.
public struct Generator: Sendable {
    public let conventions: Conventions
    public let templates: TemplateLibrary
    public let verifier: Verifier

    public init(conventions: Conventions, templates: TemplateLibrary, verifier: Verifier = Verifier()) {
        self.conventions = conventions
        self.templates = templates
        self.verifier = verifier
    }

    public func generate(_ model: DomainModel, options: GenerationOptions = GenerationOptions()) async throws(StrataIssues) -> GenerationResult {
        let planned = try await Planner(conventions: conventions).planConcurrently(model, options: options)
        return try await render(planned, module: model.module)
    }

    /// Renders and verifies files in parallel chunks; the output keeps the plan's order.
    public func render(_ planned: [PlannedFile], module: String) async throws(StrataIssues) -> GenerationResult {
        // Small chunks, taken by whichever core is free: files differ a lot in cost (use-case tests
        // are long, the dependency container grows with the spec), and with a few large chunks the
        // last one ran alone for a fifth of the time at 1,000 entities.
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let chunkSize = min(Self.maximumChunkSize, max(1, (planned.count + workers * 4 - 1) / (workers * 4)))
        let chunks = stride(from: 0, to: planned.count, by: chunkSize).map { $0..<min($0 + chunkSize, planned.count) }
        let formatter = SourceFormatter(conventions: conventions)
        let results = await withTaskGroup(of: (Int, [GeneratedFile], [StrataIssue]).self) { group in
            for (index, range) in chunks.enumerated() {
                group.addTask {
                    var files: [GeneratedFile] = []
                    var issues: [StrataIssue] = []
                    for file in planned[range] {
                        let (generated, found) = renderOne(file, module: module, formatter: formatter)
                        if let generated { files.append(generated) }
                        issues += found
                    }
                    return (index, files, issues)
                }
            }
            var collected: [(Int, [GeneratedFile], [StrataIssue])] = []
            for await result in group { collected.append(result) }
            return collected.sorted { $0.0 < $1.0 }
        }
        let files = results.flatMap(\.1)
        let issues = results.flatMap(\.2)
        if issues.contains(where: { $0.severity == .error }) { throw StrataIssues(issues) }
        return GenerationResult(files: files, warnings: issues)
    }

    /// Files per rendering task: enough to make a task's overhead negligible, few enough to keep
    /// every core busy to the end.
    static let maximumChunkSize = 32

    private func renderOne(_ file: PlannedFile, module: String, formatter: SourceFormatter) -> (GeneratedFile?, [StrataIssue]) {
        guard let raw = templates.render(file.context, template: file.template) else {
            return (nil, [StrataIssue(at: nil, "no template named `\(file.template)` for \(file.path)")])
        }
        let contents = formatter.format(raw, path: file.path, module: module, isSwift: file.isSwift)
        let issues = file.isSwift ? verifier.verify(contents, path: file.path) : []
        return (GeneratedFile(path: file.path, contents: contents, role: file.role), issues)
    }
}
