import StrataModel
import StrataParallel

/// Stage 1 of generation: decides every file, its path and its template values. Pure and fast.
package struct Planner: Sendable {
    package let conventions: Conventions

    package init(conventions: Conventions) { self.conventions = conventions }

    package func plan(_ model: DomainModel, options: GenerationOptions = GenerationOptions()) throws(StrataIssues) -> [PlannedFile] {
        let scope = try PlanningScope(model: model, conventions: conventions)
        let files = try Self.stages(scope: scope, options: options).flatMap { $0() }
        try Self.checkPaths(files, modules: scope.names.modules, model: model)
        return files
    }

    /// The same plan, its independent stages run side by side (the generator's path: planning a
    /// thousand entities is a tenth of the work, worth spreading over the cores).
    package func planConcurrently(_ model: DomainModel, options: GenerationOptions = GenerationOptions()) async throws(StrataIssues) -> [PlannedFile] {
        let scope = try PlanningScope(model: model, conventions: conventions)
        let stages = try Self.stages(scope: scope, options: options)
        let results = await ParallelChunks.map(stages.count) { stages[$0]() }
        let files = results.flatMap(\.self)
        try Self.checkPaths(files, modules: scope.names.modules, model: model)
        return files
    }

    /// The plan's independent stages, in output order, for a caller that runs them itself (the
    /// generator, which renders each stage's files as soon as it is planned). The caller must pass
    /// the concatenated result to `checkPaths`.
    /// `data` is the Data layer's scope the stages plan with, for what else is read from the same
    /// plan (`projectClientNeeds(data:)`).
    func stages(_ model: DomainModel, options: GenerationOptions) throws(StrataIssues) -> (stages: [@Sendable () -> [PlannedFile]], data: DataScope) {
        let data = DataScope(scope: try PlanningScope(model: model, conventions: conventions), forced: options.dataLayer)
        return (try Self.stages(data: data, options: options), data)
    }

    /// One closure per planner, in output order.
    private static func stages(scope: PlanningScope, options: GenerationOptions) throws(StrataIssues) -> [@Sendable () -> [PlannedFile]] {
        try stages(data: DataScope(scope: scope, forced: options.dataLayer), options: options)
    }

    private static func stages(data: DataScope, options: GenerationOptions) throws(StrataIssues) -> [@Sendable () -> [PlannedFile]] {
        let scope = data.scope
        let dataEnabled = data.isEnabled
        if dataEnabled, let problem = data.clientProblem {
            throw StrataIssues([StrataIssue(at: nil, "the project's API client cannot be adopted: \(problem.message)", hint: problem.hint)])
        }
        var stages: [@Sendable () -> [PlannedFile]] = [
            { EntityPlanner(scope: scope).plan() },
            { RepositoryPlanner(scope: scope).plan() },
            { ServicePlanner(scope: scope).plan() },
            { UseCasePlanner(scope: scope).plan() },
            { SupportPlanner(scope: scope).plan(options: options, dataLayer: dataEnabled) },
            { UseCaseTestPlanner(scope: scope).plan() },
        ]
        if dataEnabled { stages.append { DataLayerPlanner(data: data).plan() } }
        if let path = options.designDocumentPath {
            stages.append { [DesignPlanner(scope: scope, data: dataEnabled ? data : nil).plan(path: path)] }
        }
        return stages
    }

    /// Paths come from patterns a user can configure: refuse any that would leave the output folder
    /// or that two files would share, and two files of one name in a module (`NameClashes`).
    static func checkPaths(_ files: [PlannedFile], modules: GeneratedModules, model: DomainModel) throws(StrataIssues) {
        var issues: [StrataIssue] = []
        var seen: [String: PlannedFile.Role] = [:]
        for file in files {
            // Bytes, not Characters: every marker is ASCII and this runs over every planned file.
            let bytes = file.path.utf8
            let components = bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            if file.path.hasPrefix("/") || file.path.hasPrefix("~") || bytes.contains(UInt8(ascii: "\\"))
                || components.contains(where: { $0.isEmpty || $0.elementsEqual("..".utf8) || $0.elementsEqual(".".utf8) })
            {
                issues.append(
                    StrataIssue(
                        at: nil, "generated path `\(file.path)` (\(file.role.rawValue)) would escape or misuse the output folder",
                        hint: "check the `paths` patterns in .strata.yml: they must be relative, without `..` or empty parts"
                    ))
            }
            if let other = seen[file.path] {
                issues.append(
                    StrataIssue(
                        at: nil, "two generated files share the path `\(file.path)` (\(other.rawValue) and \(file.role.rawValue))",
                        hint: "make the `paths` or name patterns in .strata.yml distinct"
                    ))
            }
            seen[file.path] = file.role
        }
        if issues.isEmpty { issues = NameClashes.fileNames(files, modules: modules, model: model) }
        if !issues.isEmpty { throw StrataIssues(issues) }
    }
}
