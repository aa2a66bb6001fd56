import StrataModel

/// One SwiftPM target the generated code goes into, with its folders and what it imports.
package struct GeneratedModule: Sendable, Hashable {
    public enum Role: String, Sendable, Hashable {
        case domain, adapters, infrastructure
    }

    package var role: Role
    package var name: String
    package var sourcesRoot: String
    package var testsRoot: String
    /// The generated modules it imports, innermost first.
    package var dependencies: [String]
}

/// The generated modules of one run, and which of them a path belongs to.
///
/// The popcorn preset's layout puts the Data layer in two modules beside the domain (`LayerModules`); every
/// other layout has one module. Files are assigned by folder, so a user's path patterns decide.
package struct GeneratedModules: Sendable {
    /// The domain module first, then adapters, then infrastructure (dependency order).
    package let all: [GeneratedModule]

    init(conventions: Conventions, pattern: NamePattern, domain: String) {
        let layers = conventions.modules
        var modules = [
            GeneratedModule(
                role: .domain, name: domain, sourcesRoot: pattern.values["sources"] ?? "", testsRoot: pattern.values["tests"] ?? "",
                dependencies: []
            )
        ]
        if let name = layers.adapters {
            modules.append(
                GeneratedModule(
                    role: .adapters, name: pattern.expand(name), sourcesRoot: pattern.expand(layers.adaptersSources ?? ""),
                    testsRoot: pattern.expand(layers.adaptersTests ?? ""), dependencies: [domain]
                ))
        }
        if let name = layers.infrastructure {
            modules.append(
                GeneratedModule(
                    role: .infrastructure, name: pattern.expand(name), sourcesRoot: pattern.expand(layers.infrastructureSources ?? ""),
                    testsRoot: pattern.expand(layers.infrastructureTests ?? ""), dependencies: modules.map(\.name)
                ))
        }
        all = modules
    }

    package var domain: GeneratedModule { all[0] }
    package var isSplit: Bool { all.count > 1 }

    package func module(_ role: GeneratedModule.Role) -> GeneratedModule? { all.first { $0.role == role } }

    /// The module whose sources or tests folder holds `path` (the longest match), and whether it is
    /// the tests folder; files outside every module belong to the domain module.
    package func owner(of path: String) -> (module: GeneratedModule, isTest: Bool) {
        var best: (module: GeneratedModule, isTest: Bool, length: Int) = (domain, false, -1)
        // Asked for every generated file, twice: no arrays or joined strings per call.
        func consider(_ root: String, _ module: GeneratedModule, isTest: Bool) {
            let length = root.utf8.count
            guard length > best.length, Self.isInside(path, root: root) else { return }
            best = (module, isTest, length)
        }
        for module in all {
            consider(module.sourcesRoot, module, isTest: false)
            consider(module.testsRoot, module, isTest: true)
        }
        return (best.module, best.isTest)
    }

    /// `path` is `root` or below it (`root/…`).
    static func isInside(_ path: String, root: String) -> Bool {
        guard path.hasPrefix(root) else { return false }
        let rest = path.utf8.dropFirst(root.utf8.count)
        return rest.isEmpty || rest.first == UInt8(ascii: "/")
    }

    /// The lines a file needs to see the other generated modules: `import MoviesDomain`, and in
    /// tests `@testable import`, because tests build values through internal initialisers.
    package func imports(for path: String) -> [String] {
        let (module, isTest) = owner(of: path)
        return module.dependencies.map { (isTest ? "@testable import " : "import ") + $0 }
    }
}
