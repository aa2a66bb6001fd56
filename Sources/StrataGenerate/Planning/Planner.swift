import StrataModel

/// Stage 1 of generation: decides every file, its path and its template values. Pure and fast.
public struct Planner: Sendable {
    public let conventions: Conventions

    public init(conventions: Conventions) { self.conventions = conventions }

    public func plan(_ model: DomainModel, options: GenerationOptions = GenerationOptions()) throws(StrataIssues) -> [PlannedFile] {
        let scope = try PlanningScope(model: model, conventions: conventions)
        var files = EntityPlanner(scope: scope).plan()
        files += RepositoryPlanner(scope: scope).plan()
        files += UseCasePlanner(scope: scope).plan()
        let data = DataScope(scope: scope, forced: options.dataLayer)
        files += SupportPlanner(scope: scope).plan(options: options, dataLayer: data.isEnabled)
        files += UseCaseTestPlanner(scope: scope).plan()
        if data.isEnabled { files += DataLayerPlanner(data: data).plan() }
        if let path = options.designDocumentPath {
            files.append(DesignPlanner(scope: scope, data: data.isEnabled ? data : nil).plan(path: path))
        }
        try Self.checkPaths(files)
        return files
    }

    /// Paths come from patterns a user can configure: refuse any that would leave the output folder
    /// or that two files would share.
    static func checkPaths(_ files: [PlannedFile]) throws(StrataIssues) {
        var issues: [StrataIssue] = []
        var seen: [String: PlannedFile.Role] = [:]
        for file in files {
            let components = file.path.split(separator: "/", omittingEmptySubsequences: false)
            if file.path.hasPrefix("/") || file.path.hasPrefix("~") || file.path.contains("\\")
                || components.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." }) {
                issues.append(StrataIssue(
                    at: nil, "generated path `\(file.path)` (\(file.role.rawValue)) would escape or misuse the output folder",
                    hint: "check the `paths` patterns in .strata.yml: they must be relative, without `..` or empty parts"
                ))
            }
            if let other = seen[file.path] {
                issues.append(StrataIssue(
                    at: nil, "two generated files share the path `\(file.path)` (\(other.rawValue) and \(file.role.rawValue))",
                    hint: "make the `paths` or name patterns in .strata.yml distinct"
                ))
            }
            seen[file.path] = file.role
        }
        if !issues.isEmpty { throw StrataIssues(issues) }
    }
}
