import StrataModel

/// The entities named on the command line, found the way a person means them: `Movie`,
/// `MoviesDomain.Movie` (module-qualified), `Entity.Rock` or `Rock` for a type nested in a
/// namespace. A name that matches nothing gets the closest names the project declares; a name
/// that matches several gets each of them with its place and what to type to choose one.
struct SubjectLookup {
    let types: ProjectTypes

    func subjects(_ names: [String], module: String?) throws(StrataIssues) -> [ProjectType] {
        guard !names.isEmpty else {
            throw StrataIssues([StrataIssue(.error, at: nil, "no entity named", hint: "give the entity first, or several separated by commas: `Movie,Show`")])
        }
        var subjects: [ProjectType] = []
        var problems: [StrataIssue] = []
        for name in names {
            let candidates = types.declarations(named: name).filter { Self.isModel($0) && Self.isIn($0, module: module) }
            switch candidates.count {
            case 1: subjects.append(candidates[0])
            case 0: problems.append(notFound(name, module: module))
            default: problems.append(ambiguous(name, candidates))
            }
        }
        if !problems.isEmpty { throw StrataIssues(problems) }
        return subjects
    }

    /// `--module`: the SwiftPM target, or for a file no target owns (an Xcode app target) the
    /// top folder it sits in (`MyApp` for `MyApp/Domain/Movie.swift`). An Xcode target may be named
    /// as written (`trending-movie-ios`) or as its module (`trending_movie_ios`).
    static func isIn(_ type: ProjectType, module: String?) -> Bool {
        guard let module else { return true }
        return type.module == module || type.module == SwiftModuleName.of(module)
            || type.module == nil && type.file.path.hasPrefix(module + "/")
    }

    /// What to pass as `--module` to choose `type`.
    static func moduleChoice(_ type: ProjectType) -> String? {
        type.module ?? type.file.path.split(separator: "/").first.map(String.init).flatMap { $0.hasSuffix(".swift") ? nil : $0 }
    }

    static func isModel(_ type: ProjectType) -> Bool {
        (type.declaration.kind == .struct || type.declaration.kind == .class) && !type.isTest
    }

    private func notFound(_ name: String, module: String?) -> StrataIssue {
        let inModule = module.map { " in module `\($0)`" } ?? ""
        let close = suggestions(for: name, module: module)
        guard !close.isEmpty else {
            return StrataIssue(
                .error, at: nil, "no struct or class `\(name)`\(inModule) in the project's sources",
                hint: module != nil && !types.declarations(named: name).filter(Self.isModel).isEmpty
                    ? "`\(name)` is declared in another module: drop --module or name that module"
                    : "check the name; `strata analyze` lists the entities")
        }
        let listed = close.map { "`\($0.name)` (\(Self.place($0)))" }.joined(separator: ", ")
        return StrataIssue(
            .error, at: nil, "no struct or class `\(name)`\(inModule) in the project's sources",
            hint: "did you mean \(listed)? type `\(close[0].name)` instead of `\(name)`")
    }

    private func ambiguous(_ name: String, _ candidates: [ProjectType]) -> StrataIssue {
        let listed = candidates.map { "`\($0.name)` in \($0.module.map { "module `\($0)`" } ?? "the app") (\(Self.place($0)))" }
        let choices = candidates.compactMap(Self.moduleChoice)
        let hint: String
        if Set(choices).count == candidates.count {
            hint =
                "add `--module` with one of " + choices.map { "`\($0)`" }.joined(separator: ", ")
                + (candidates[0].module.map { ", or write `\($0).\(candidates[0].name)`" } ?? "")
        } else {
            hint = "write the qualified name, like `\(candidates.first { $0.role == .entity }?.name ?? candidates[0].name)`"
        }
        let first = candidates[0]
        return StrataIssue(
            .error, at: SourceLocation(file: first.file.path, line: first.declaration.line, column: first.declaration.column),
            "`\(name)` names \(candidates.count) types: " + listed.joined(separator: "; "), hint: hint)
    }

    /// Names within a small edit distance, then names that contain the one given
    /// (`UserProfile` → `DomainUserProfile`), models only, at most three.
    private func suggestions(for name: String, module: String?) -> [ProjectType] {
        let models = types.byName.values.joined().filter { Self.isModel($0) && Self.isIn($0, module: module) }
        let simple = { (type: ProjectType) in String(type.name.split(separator: ".").last ?? Substring(type.name)) }
        var found: [ProjectType] = []
        if let close = Naming.suggestion(for: name, among: models.map(simple)) {
            found += models.filter { simple($0) == close }
        }
        let lowered = name.lowercased()
        for candidate in models.sorted(by: { simple($0).count < simple($1).count }) where simple(candidate).lowercased().contains(lowered) {
            if !found.contains(where: { Self.same($0, candidate) }) { found.append(candidate) }
        }
        return Array(found.prefix(3))
    }

    static func same(_ left: ProjectType, _ right: ProjectType) -> Bool {
        left.file.path == right.file.path && left.name == right.name
    }

    static func place(_ type: ProjectType) -> String {
        "\(type.file.path):\(type.declaration.line):\(type.declaration.column)"
    }
}
