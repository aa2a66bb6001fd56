import Foundation
import StrataAnalysis
import StrataGenerate
import StrataIndex
import StrataModel
import StrataParallel

/// A mock file to write.
package struct PlannedMock: Sendable, Hashable {
    /// Relative to the project root.
    package var path: String
    package var contents: String
    /// The protocols mocked in it.
    package var protocols: [String]
}

/// Selected protocols → mock files: names from the conventions, one file per protocol (or one for
/// all), imports of the protocols' files plus `@testable import` of their modules, the project's
/// indentation and header.
package struct MockPlanner: Sendable {
    package var conventions: Conventions
    package var style: MockStyle
    package var destination: MockDestination
    package var failures: FailureValues
    /// The package targets, to tell whether a mock lives in another module than its protocol.
    package var targets: [PackageTarget]
    /// Modules every mock file imports besides those found (`--import`).
    package var extraImports: [String]
    /// Where the project keeps its mocks, for `.conventions`.
    package var placement: MockPlacement

    package init(
        conventions: Conventions, style: MockStyle, destination: MockDestination, failures: FailureValues = FailureValues(),
        targets: [PackageTarget] = [], extraImports: [String] = [], placement: MockPlacement = MockPlacement()
    ) {
        self.conventions = conventions
        self.style = style
        self.destination = destination
        self.failures = failures
        self.targets = targets
        self.extraImports = extraImports
        self.placement = placement
    }

    /// One mock to render: which protocol, under which name, into which file.
    private struct Job: Sendable {
        var entry: ProtocolEntry
        /// nil when the mock is reused (`reused`).
        var model: MockableProtocol?
        var mockName: String
        var path: String
        var reused: CachedRender?
    }

    /// Names and paths first (cheap, and where clashes show), then every mock rendered and
    /// formatted on all cores, then the files put together.
    package func plan(_ selected: [ProtocolEntry], catalog: ProtocolCatalog) async -> (files: [PlannedMock], issues: [StrataIssue]) {
        let planned = await plan(selected, catalog: catalog, reusing: [:])
        return (planned.files, planned.issues)
    }

    /// `plan`, taking the mocks in `reused` (by `ProtocolEntry.cacheName`) as they are instead of
    /// reading and rendering their protocols (which `catalog` then need not hold); also returns every
    /// mock of the plan by `cacheName`, for the next run.
    func plan(
        _ selected: [ProtocolEntry], catalog: ProtocolCatalog, reusing reused: [String: CachedRender]
    ) async -> (files: [PlannedMock], issues: [StrataIssue], renders: [String: CachedRender]) {
        let (jobs, nameIssues) = jobs(selected, catalog: catalog, reusing: reused)
        let rendered = await render(jobs, catalog: catalog)
        var issues = nameIssues + rendered.flatMap(\.issues)
        issues.sort { ($0.location?.file ?? "", $0.location?.line ?? 0) < ($1.location?.file ?? "", $1.location?.line ?? 0) }

        var order: [String] = []
        var byPath: [String: [Int]] = [:]
        for (index, job) in jobs.enumerated() {
            if byPath[job.path] == nil { order.append(job.path) }
            byPath[job.path, default: []].append(index)
        }
        let modules = ModuleMap(targets: targets)
        let formatter = SourceFormatter(conventions: conventions)
        let files = order.map { path -> PlannedMock in
            let members = byPath[path] ?? []
            let here = modules.target(for: path)?.name
            // A protocol in no package target: the module its feature's existing mocks import.
            let analogous = members.filter { jobs[$0].entry.module == nil }.flatMap { placement.folder(byAnalogyFor: jobs[$0].entry.file)?.testableImports ?? [] }
            let imports = imports(
                members.flatMap { rendered[$0].imports }, modules: members.compactMap { jobs[$0].entry.module } + analogous, destinationModule: here)
            // The head (header, imports) is formatted here; the bodies were formatted as they were rendered.
            var head = ""
            if !imports.isEmpty {
                head = formatter.format(imports, path: path, module: here ?? "", isSwift: true)
            } else if conventions.fileHeader != nil {
                head = formatter.format("", path: path, module: here ?? "", isSwift: true).trimmingTrailingNewlines() + "\n"
            }
            let bodies = members.map { rendered[$0].body }.joined(separator: "\n")
            return PlannedMock(path: path, contents: head.isEmpty ? bodies : head + "\n" + bodies, protocols: members.map { jobs[$0].entry.name })
        }
        var renders: [String: CachedRender] = [:]
        for (job, made) in zip(jobs, rendered) { renders[job.entry.cacheName] = made }
        return (files, issues, renders)
    }

    private func jobs(_ selected: [ProtocolEntry], catalog: ProtocolCatalog, reusing reused: [String: CachedRender]) -> ([Job], [StrataIssue]) {
        let names = SwiftNames(model: DomainModel(feature: "", module: ""), conventions: conventions)
        var jobs: [Job] = []
        var issues: [StrataIssue] = []
        var owners: [String: String] = [:]
        for entry in selected {
            let cached = reused[entry.cacheName]
            let model = cached == nil ? catalog.model(named: entry.name, inFile: entry.file) : nil
            guard let mockName = cached?.mockName ?? model.map({ $0.annotation?.mockName ?? names.mock(ofProtocol: $0.name.split(separator: ".").joined()) })
            else { continue }
            let (path, problem) = destination.path(forMock: mockName, of: entry, conventions: conventions, placement: placement)
            if let problem { issues.append(problem) }
            guard let path else { continue }
            if case .file = destination {
            } else if let owner = owners[path] {
                issues.append(
                    StrataIssue(
                        .error, at: entry.location, "the mocks of `\(owner)` and `\(entry.name)` would both be written to \(path)",
                        hint: "name one mock with `/// @mockable(override: name = …)`, or select only one of them"))
                continue
            }
            owners[path] = entry.name
            jobs.append(Job(entry: entry, model: model, mockName: mockName, path: path, reused: cached))
        }
        return (jobs, issues)
    }

    /// Flatten, render and format each mock; in parallel, results in the jobs' order.
    private func render(_ jobs: [Job], catalog: ProtocolCatalog) async -> [CachedRender] {
        let flattener = InheritanceFlattener(catalog: catalog)
        let renderer = MockRenderer(style: style, mainActorInit: conventions.mockMainActorInit, failures: failures)
        var bodyConventions = conventions
        bodyConventions.fileHeader = nil
        let formatter = SourceFormatter(conventions: bodyConventions)
        let needsFormatting = conventions.useTabs || conventions.indentWidth != 4
        let rendered = ParallelSlices.flatMap(jobs.count, minimumSlice: 1) { index -> CachedRender? in
            let job = jobs[index]
            if let reused = job.reused { return reused }
            guard let model = job.model else { return nil }
            let (flattened, issues) = flattener.flatten(model)
            let text = renderer.render(flattened, mockName: job.mockName)
            // Rendered with four-space indents, no trailing spaces, single blank lines:
            // only other indentation needs the formatter.
            let body = needsFormatting ? formatter.format(text, path: job.path, module: "", isSwift: true) : text
            return CachedRender(mockName: job.mockName, body: body, imports: flattened.imports, issues: issues)
        }
        return rendered.compactMap { $0 }
    }

    /// The protocols' files' imports as written, then `@testable import` of each protocol module
    /// that is not the mock's own.
    private func imports(_ written: [String], modules: [String], destinationModule: String?) -> String {
        var testable: [String] = []
        // Swift imports a target by its module name: `trending-movie-ios` is `trending_movie_ios`.
        let destinationModule = destinationModule.map(SwiftModuleName.of)
        for module in (modules + extraImports).map(SwiftModuleName.of) where module != destinationModule && !testable.contains(module) { testable.append(module) }
        var lines: [String] = []
        for line in written where !lines.contains(line) {
            // `import Domain` becomes `@testable import Domain` below; a module never imports itself.
            let module = line.split(separator: " ").last.map(String.init) ?? ""
            if testable.contains(module) || module == destinationModule { continue }
            lines.append(line)
        }
        lines += testable.map { "@testable import \($0)" }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}

private extension String {
    func trimmingTrailingNewlines() -> String {
        var text = self
        while text.last == "\n" { text.removeLast() }
        return text
    }
}
