import StrataAnalysis
import StrataModel

/// Applies a `MockSelection` to the project's protocols; reports names that match nothing and
/// inputs that cannot be understood, each with a hint.
package enum MockSelector {
    package struct Outcome: Sendable {
        package var selected: [ProtocolEntry]
        package var issues: [StrataIssue]
        /// How the selection was made, for the summary line ("annotated with `@mockable`").
        package var description: String
    }

    package static func select(_ selection: MockSelection, from entries: [ProtocolEntry]) -> Outcome {
        var issues: [StrataIssue] = []
        for path in selection.paths {
            if let problem = pathProblem(path) { issues.append(problem) }
        }
        for name in selection.names {
            if let problem = nameProblem(name) { issues.append(problem) }
        }
        guard issues.isEmpty else { return Outcome(selected: [], issues: issues, description: "") }

        let mockable = entries.filter { $0.accessLevel != "private" && $0.accessLevel != "fileprivate" }
        var chosen: [ProtocolEntry] = []
        var description: [String] = []
        if selection.hasFilters {
            let globs = selection.paths.map(PathGlob.init)
            chosen = mockable.filter { entry in
                (!selection.annotated || entry.isAnnotated)
                    && (selection.roles.isEmpty || selection.roles.contains { $0.role == entry.role })
                    && (selection.layers.isEmpty || selection.layers.contains(entry.layer))
                    && (globs.isEmpty || globs.contains { $0.matches(entry.file) })
                    && (selection.annotated || !entry.isInTests)
            }
            description.append(filterDescription(selection))
        } else if selection.names.isEmpty {
            if mockable.contains(where: \.isAnnotated) {
                chosen = mockable.filter(\.isAnnotated)
                description.append("annotated with `@mockable`")
            } else {
                let roles = Set(MockedRole.defaults.map(\.role))
                chosen = mockable.filter { roles.contains($0.role) && !$0.isInTests }
                description.append("repositories, use case contracts and data sources (no protocol is annotated with `@mockable`)")
            }
        }
        for name in selection.names {
            let matches = entries.filter { entry in isGlob(name) ? PathGlob(name).matches(entry.name) : entry.name == name }
            if matches.isEmpty {
                issues.append(unknownName(name, among: entries))
                continue
            }
            for match in matches {
                if match.accessLevel == "private" || match.accessLevel == "fileprivate" {
                    issues.append(
                        StrataIssue(
                            .warning, at: match.location, "`\(match.name)` is \(match.accessLevel ?? "private"): a mock in another file cannot conform to it",
                            hint: "make it internal to mock it"))
                    continue
                }
                chosen.append(match)
            }
            description.append("named `\(name)`")
        }
        var seen = Set<String>()
        let selected = chosen.filter { seen.insert("\($0.file)|\($0.name)").inserted }
            .sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        return Outcome(selected: selected, issues: issues, description: description.joined(separator: ", plus "))
    }

    private static func isGlob(_ text: String) -> Bool { text.contains("*") || text.contains("?") }

    private static func filterDescription(_ selection: MockSelection) -> String {
        var parts: [String] = []
        if selection.annotated { parts.append("annotated with `@mockable`") }
        if !selection.roles.isEmpty { parts.append("roles " + selection.roles.map(\.rawValue).joined(separator: ", ")) }
        if !selection.layers.isEmpty { parts.append("layers " + selection.layers.map(\.rawValue).joined(separator: ", ")) }
        if !selection.paths.isEmpty { parts.append("in " + selection.paths.joined(separator: ", ")) }
        return parts.joined(separator: ", ")
    }

    /// A name is an identifier path (`Outer.Inner`) with `*` and `?` allowed; nothing else.
    private static func nameProblem(_ name: String) -> StrataIssue? {
        let allowed = name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "*" || $0 == "?" }
        guard name.isEmpty || !allowed || name.hasPrefix(".") || name.hasSuffix(".") || name.contains("..") else { return nil }
        return StrataIssue(
            .error, at: nil, "`\(name)` is neither a protocol name nor a glob of names",
            hint: "write a name like `UserRepository`, or a glob with `*` and `?` like `*Repository` (quote it in the shell)")
    }

    /// Path globs are relative to the project and stay inside it.
    private static func pathProblem(_ path: String) -> StrataIssue? {
        if path.isEmpty {
            return StrataIssue(.error, at: nil, "an empty path glob selects nothing", hint: "e.g. `Sources/Domain/**`")
        }
        if path.hasPrefix("/") || path.hasPrefix("~") || path.split(separator: "/").contains("..") {
            return StrataIssue(
                .error, at: nil, "path glob `\(path)` leaves the project",
                hint: "write it relative to the project folder, without `..`, like `Sources/Domain/**`")
        }
        return nil
    }

    private static func unknownName(_ name: String, among entries: [ProtocolEntry]) -> StrataIssue {
        if isGlob(name) {
            return StrataIssue(.warning, at: nil, "`\(name)` matches no protocol", hint: "globs match protocol names: `*Repository`, `Get*UseCase`")
        }
        let names = entries.map(\.name)
        let suggestion = name.count < 64 ? Naming.suggestion(for: name, among: names) : nil
        return StrataIssue(
            .error, at: nil, "no protocol named `\(name)` in the project",
            hint: suggestion.map { "did you mean `\($0)`?" } ?? "`strata analyze` lists the project's protocols")
    }
}
