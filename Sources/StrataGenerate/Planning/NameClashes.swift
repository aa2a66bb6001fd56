import StrataModel

/// Names two generated files must not share within one Swift module, wherever their folders are.
///
/// The compiler names each file's object after the file, so two `APIClient.swift` in one target do
/// not build ("multiple producers"), and two top-level types of one name are a redeclaration. Both
/// happen when a spec's name meets one the generator derives: an entity `APIClient` beside the Data
/// layer's `APIClient.swift`, entities `Car` and `CarModel` (the SwiftData model of `Car`).
enum NameClashes {
    /// A module's sources and its tests are separate targets.
    struct Target: Hashable {
        var module: String
        var isTest: Bool
    }

    /// Swift files of one target whose names differ only in case: macOS file systems do not tell them apart either.
    static func fileNames(_ files: [PlannedFile], modules: GeneratedModules, model: DomainModel) -> [StrataIssue] {
        // Keyed by target and lower-cased name in one key: one hash per file (this runs, serially,
        // over every planned file).
        var seen: [String: Int] = [:]
        seen.reserveCapacity(files.count)
        var issues: [StrataIssue] = []
        for (position, file) in files.enumerated() where file.isSwift {
            let owner = modules.owner(of: file.path)
            let name = fileName(file.path)
            let key = "\(owner.isTest ? "t" : "s")\(owner.module.name)/\(name.lowercased())"
            if let earlier = seen[key] {
                let other = files[earlier]
                issues.append(
                    StrataIssue(
                        at: specLocation(of: stem(name), model: model) ?? specLocation(of: stem(fileName(other.path)), model: model),
                        "two generated files in module `\(owner.module.name)` are named `\(name)`: `\(other.path)` (\(other.role.rawValue)) "
                            + "and `\(file.path)` (\(file.role.rawValue)); Swift does not build two files of one name in a module",
                        hint: hint(stem(name), model: model)
                    ))
            } else {
                seen[key] = position
            }
        }
        return issues
    }

    /// One top-level type declared by a generated file.
    struct Declared: Sendable {
        var target: Target
        var name: String
        var path: String
    }

    /// Top-level types declared twice in one target.
    static func typeNames(_ declared: [Declared], model: DomainModel) -> [StrataIssue] {
        var seen: [Target: [String: String]] = [:]
        var issues: [StrataIssue] = []
        for item in declared {
            if let other = seen[item.target]?[item.name], other != item.path {
                issues.append(
                    StrataIssue(
                        at: specLocation(of: item.name, model: model),
                        "two generated files in module `\(item.target.module)` declare `\(item.name)`: `\(other)` and `\(item.path)`",
                        hint: hint(item.name, model: model)
                    ))
            } else {
                seen[item.target, default: [:]][item.name] = item.path
            }
        }
        return issues
    }

    /// Where the spec names `name`: an entity, an enum or a use case of that name.
    static func specLocation(of name: String, model: DomainModel) -> SourceLocation? {
        model.entity(named: name)?.location ?? model.enumType(named: name)?.location
            ?? model.useCases.first { $0.name == name }?.location
    }

    private static func hint(_ name: String, model: DomainModel) -> String {
        specLocation(of: name, model: model) != nil
            ? "rename `\(name)` in the spec (it meets a name Strata derives for another type)"
            : "rename the spec's type whose derived name this is, or make the `paths` and name patterns in .strata.yml distinct"
    }

    private static func fileName(_ path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return Substring(path) }
        return path[path.utf8.index(after: slash)...]
    }

    private static func stem(_ fileName: Substring) -> String {
        String(fileName.hasSuffix(".swift") ? fileName.dropLast(6) : fileName)
    }
}
