import StrataGenerate
import StrataIndex
import StrataPropagation

/// Where a new entity's files go in a project whose features each have their own tree
/// (`Features/Character/Sources/Domain/Models/`, `Features/Character/Tests/Shared/Stubs/`): the
/// folder where the feature keeps files of the same kind, else the folder another feature keeps
/// them in, at the same place in this feature's tree. nil when the feature has no tree of its own
/// (then the conventions' paths stand).
struct EntityPlacement {
    let types: ProjectTypes
    /// `Features/Character`; empty for the project as a whole (no feature tree).
    let root: [String]

    /// The whole project: each file goes where the project keeps most files of its kind
    /// (`Routinus/Domain/Entity/`), so nothing lands in a folder only the conventions name.
    init(wholeProjectOf types: ProjectTypes) {
        self.types = types
        root = []
    }

    init?(types: ProjectTypes, feature: String) {
        self.types = types
        let paths = types.index.files.map(\.path).filter { !types.isTestFile($0) }
        var roots: [String: Int] = [:]
        for path in paths {
            let parts = path.split(separator: "/").map(String.init)
            if let index = parts.dropLast().firstIndex(of: feature) { roots[parts[...index].joined(separator: "/"), default: 0] += 1 }
        }
        guard let best = roots.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else { return nil }
        root = best.key.split(separator: "/").map(String.init)
    }

    /// The folder for a generated file of `role`; nil when the project shows none.
    func folder(for role: PlannedFile.Role) -> String? {
        var examples = files(of: role)
        // No factory to follow: beside the project's other test doubles.
        if examples.isEmpty, role == .mockFactory || role == .repositoryMock {
            examples = types.byName.values.joined().filter { $0.isTest && $0.role == .mock }.map(\.file.path)
        }
        guard !root.isEmpty else { return Self.busiest(examples) }
        let prefix = root.joined(separator: "/") + "/"
        let own = examples.filter { $0.hasPrefix(prefix) }
        if let folder = Self.busiest(own) { return folder }
        // Another feature's folder for this kind, at the same place in this feature's tree.
        let moved = examples.compactMap { path -> String? in
            let parts = path.split(separator: "/").map(String.init)
            guard parts.count > root.count, parts.prefix(root.count - 1).elementsEqual(root.dropLast()) else { return nil }
            return (root + parts.dropFirst(root.count)).joined(separator: "/")
        }
        return Self.busiest(moved)
    }

    /// The module this feature's tests `@testable import`.
    var testableModule: String? {
        let prefix = root.joined(separator: "/") + "/"
        var counts: [String: Int] = [:]
        for file in types.index.files where file.path.hasPrefix(prefix) && types.isTestFile(file.path) {
            for item in file.imports where item.isTestable { counts[item.module, default: 0] += 1 }
        }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }

    private func files(of role: PlannedFile.Role) -> [String] {
        let all = Array(types.byName.values.joined())
        switch role {
        case .entity: return all.filter { $0.role == .entity && !$0.isTest }.map(\.file.path)
        case .enumType: return all.filter { $0.role == .valueEnum && !$0.isTest }.map(\.file.path)
        case .repository: return all.filter { $0.role == .repositoryProtocol && !$0.isTest }.map(\.file.path)
        case .repositoryMock:
            let repositories = Set(all.filter { $0.role == .repositoryProtocol }.map(\.name))
            return all.filter { $0.isTest && $0.declaration.inheritedTypes.contains(where: repositories.contains) }.map(\.file.path)
        case .mockFactory:
            return types.extensionsByName.values.joined().filter { owner in
                owner.isTest && owner.declaration.members.contains { $0.isStatic && $0.kind == .method && ($0.type == owner.name || $0.type == "Self") }
            }.map(\.file.path)
        default: return []
        }
    }

    /// The folder holding most of `paths`.
    static func busiest(_ paths: [String]) -> String? {
        var counts: [String: Int] = [:]
        for path in paths { counts[path.split(separator: "/").dropLast().joined(separator: "/"), default: 0] += 1 }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }
}
