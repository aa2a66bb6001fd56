import Foundation
import StrataModel
import StrataParallel

/// A rendered, verified file, ready for the workspace to write.
public struct GeneratedFile: Sendable, Hashable {
    public var path: String
    public var contents: String
    package var role: PlannedFile.Role

    public init(path: String, contents: String, role: PlannedFile.Role) {
        self.path = path
        self.contents = contents
        self.role = role
    }
}

public struct GenerationResult: Sendable {
    public var files: [GeneratedFile]
    /// Non-blocking findings (size limits); errors are thrown instead.
    public var warnings: [StrataIssue]
    /// The cases the planner gave the feature's error enum: what the feature's code throws, catches
    /// and compares, so what a project's own error enum must have. Empty when no error file is planned.
    package var errorCases: [PlannedErrorCase] = []
    /// What the Data layer needs of the project's own API client; nil when it is not generated or
    /// calls Strata's client. Read from the same plan as the files.
    package var clientNeeds: ProjectClientNeeds?
}

/// One case of the feature's error enum as the planner wrote it.
public struct PlannedErrorCase: Sendable, Hashable {
    /// The element after `case`: `loadFailed(description: String? = nil)`.
    package var declaration: String
    /// Its doc comment, one line each, without `/// `.
    package var docLines: [String]
    /// `loadFailed`.
    package var name: String { String(declaration.prefix { $0 != "(" }) }

    public init(declaration: String, docLines: [String]) {
        self.declaration = declaration
        self.docLines = docLines
    }
}

/// The pipeline after the spec: plan → render → verify. Writing is the workspace's job.
public struct Generator: Sendable {
    package let conventions: Conventions
    package let templates: TemplateLibrary
    package let verifier: Verifier

    public init(conventions: Conventions, templates: TemplateLibrary, verifier: Verifier = Verifier()) {
        self.conventions = conventions
        self.templates = templates
        self.verifier = verifier
    }

    /// Plans and renders as one pipeline: each planning stage's files are rendered and verified as
    /// soon as that stage is done, so no core waits for the slowest planner (the use-case planner's
    /// share of planning grows with the number of use cases).
    public func generate(_ model: DomainModel, options: GenerationOptions = GenerationOptions()) async throws(StrataIssues) -> GenerationResult {
        let (stages, data) = try Planner(conventions: conventions).stages(model, options: options)
        let module = model.module
        let placement = ModulePlacement(modules: SwiftNames(model: model, conventions: conventions).modules)
        let formatter = SourceFormatter(conventions: conventions)
        enum Piece: Sendable {
            case planned(stage: Int, [PlannedFile])
            case rendered(RenderedChunk)
        }
        let (planned, chunks) = await withTaskGroup(of: Piece.self) { group in
            for (index, stage) in stages.enumerated() {
                group.addTask { .planned(stage: index, stage()) }
            }
            var planned = [[PlannedFile]](repeating: [], count: stages.count)
            var chunks: [RenderedChunk] = []
            for await piece in group {
                switch piece {
                case .planned(let stage, let files):
                    planned[stage] = files
                    for (index, range) in Self.chunkRanges(count: files.count).enumerated() {
                        group.addTask { .rendered(renderChunk(files[range], key: [stage, index], module: module, placement: placement, formatter: formatter)) }
                    }
                case .rendered(let chunk):
                    chunks.append(chunk)
                }
            }
            return (planned, chunks)
        }
        // The same check as `Planner.plan`, over the whole plan: nothing rendered is used before it.
        try Planner.checkPaths(planned.flatMap(\.self), modules: placement.modules, model: model)
        var result = try Self.collect(chunks, clashesOf: model)
        result.errorCases =
            planned.joined().lazy.compactMap { $0.context as? ErrorContext }.first?.cases.map {
                PlannedErrorCase(declaration: $0.declaration, docLines: $0.caseDocLines)
            } ?? []
        result.clientNeeds = try Planner.projectClientNeeds(data: data)
        return result
    }

    /// Renders and verifies files in parallel chunks; the output keeps the plan's order.
    package func render(_ planned: [PlannedFile], module: String) async throws(StrataIssues) -> GenerationResult {
        let formatter = SourceFormatter(conventions: conventions)
        let ranges = Self.chunkRanges(count: planned.count)
        // Files rendered on their own (the design document) are not placed in modules.
        let chunks = await ParallelChunks.map(ranges.count) { index in
            renderChunk(planned[ranges[index]], key: [index], module: module, placement: nil, formatter: formatter)
        }
        return try Self.collect(chunks)
    }

    /// Files per rendering task: enough to make a task's overhead negligible, few enough to keep
    /// every core busy to the end.
    static let maximumChunkSize = 32

    /// Small chunks, taken by whichever core is free: files differ a lot in cost (use-case tests are
    /// long, the dependency container grows with the spec).
    private static func chunkRanges(count: Int) -> [Range<Int>] {
        ParallelChunks.ranges(count: count, maximumSize: maximumChunkSize)
    }

    /// Rendered files of consecutive planned files; `key` orders chunks as the plan orders files.
    private struct RenderedChunk: Sendable {
        var key: [Int]
        var files: [GeneratedFile] = []
        var issues: [StrataIssue] = []
        /// Top-level types of the Swift files, for `NameClashes.typeNames`.
        var declared: [NameClashes.Declared] = []
    }

    private func renderChunk(
        _ planned: ArraySlice<PlannedFile>, key: [Int], module: String, placement: ModulePlacement?, formatter: SourceFormatter
    ) -> RenderedChunk {
        var chunk = RenderedChunk(key: key)
        for file in planned {
            let (generated, found, declared) = renderOne(file, module: module, placement: placement, formatter: formatter)
            if let generated { chunk.files.append(generated) }
            chunk.issues += found
            chunk.declared += declared
        }
        return chunk
    }

    /// The chunks in plan order; throws if any issue is an error. With `model`, top-level types
    /// declared twice in one module are errors too, named at the spec (`NameClashes.typeNames`).
    private static func collect(_ chunks: [RenderedChunk], clashesOf model: DomainModel? = nil) throws(StrataIssues) -> GenerationResult {
        let ordered = chunks.sorted { $0.key.lexicographicallyPrecedes($1.key) }
        let files = ordered.flatMap(\.files)
        var issues = ordered.flatMap(\.issues)
        if let model { issues += NameClashes.typeNames(ordered.flatMap(\.declared), model: model) }
        if issues.contains(where: { $0.severity == .error }) { throw StrataIssues(issues) }
        return GenerationResult(files: files, warnings: issues)
    }

    private func renderOne(
        _ file: PlannedFile, module: String, placement: ModulePlacement?, formatter: SourceFormatter
    ) -> (GeneratedFile?, [StrataIssue], [NameClashes.Declared]) {
        var values = TemplateValueEncoder.values(of: file.context)
        if let placement { values = placement.values(values, for: file.path) }
        guard var raw = templates.render(values: values, template: file.template) else {
            return (nil, [StrataIssue(at: nil, "no template named `\(file.template)` for \(file.path)")], [])
        }
        var fileModule = module
        let owner = placement?.modules.owner(of: file.path)
        if let placement, let owner {
            raw = placement.addingImports(to: raw, for: file.path, isSwift: file.isSwift)
            fileModule = owner.module.name
        }
        let contents = formatter.format(raw, path: file.path, module: fileModule, isSwift: file.isSwift)
        let generated = GeneratedFile(path: file.path, contents: contents, role: file.role)
        guard file.isSwift else { return (generated, [], []) }
        let (issues, types) = verifier.check(contents, path: file.path)
        // Files rendered on their own (no placement) are never compiled together.
        guard let owner else { return (generated, issues, []) }
        let target = NameClashes.Target(module: fileModule, isTest: owner.isTest)
        return (generated, issues, types.map { NameClashes.Declared(target: target, name: $0, path: file.path) })
    }
}
