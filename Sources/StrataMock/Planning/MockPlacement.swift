import StrataIndex

/// Where a module's mocks already live: beside the project's existing mocks in a test target that
/// depends on the module, else in that test target's folder for mocks. Layered packages (a
/// `MoviesApplication` module tested by `MoviesApplicationTests`) are placed right this way where
/// a name pattern cannot tell.
///
/// Where no package target says it (a Tuist or Xcode project), the existing mocks still do: a
/// protocol under `Features/Character/` gets its mock in the folder the feature's mocks are in
/// (`Features/Character/Tests/Shared/Mocks/`), and a feature without mocks yet gets the folder at the
/// same place in its own tree (`Features/Location/Tests/Shared/Mocks/`), importing its module the
/// way the other features' mocks import theirs.
package struct MockPlacement: Sendable {
    private var testTargets: [String: [PackageTarget]] = [:]
    private var mockCounts: [String: Int] = [:]
    /// Per mock folder, the modules its mocks `@testable import`.
    private var testableImports: [String: [String]] = [:]

    /// - Parameter testableImports: per existing mock file, the modules it `@testable import`s.
    package init(targets: [PackageTarget] = [], existingMocks: [String] = [], testableImports: [String: [String]] = [:]) {
        for target in targets where target.kind == .test {
            for dependency in target.dependencies { testTargets[dependency, default: []].append(target) }
        }
        for file in existingMocks {
            let folder = file.split(separator: "/").dropLast().joined(separator: "/")
            mockCounts[folder, default: 0] += 1
            for module in testableImports[file] ?? [] where !(self.testableImports[folder] ?? []).contains(module) {
                self.testableImports[folder, default: []].append(module)
            }
        }
    }

    /// The folder for the mock of a protocol declared in `file`, read from where the project's mocks
    /// are: the mock folder of the same feature tree, else the same place in the file's own tree.
    /// A mock folder's feature tree is the path before its first test folder (`…/Tests/…`).
    func folder(byAnalogyFor file: String) -> (folder: String, testableImports: [String])? {
        let path = file.split(separator: "/").map(String.init)
        var best: (score: Int, count: Int, folder: String, imports: [String])?
        for (folder, count) in mockCounts {
            let parts = folder.split(separator: "/").map(String.init)
            guard let testIndex = parts.firstIndex(where: { $0.contains("Test") }) else { continue }
            let root = Array(parts[..<testIndex])
            var candidate: (score: Int, folder: String, imports: [String])?
            if path.starts(with: root) {
                candidate = (1000 + root.count, folder, testableImports[folder] ?? [])
            } else if !root.isEmpty, path.count > root.count, path.prefix(root.count - 1).elementsEqual(root.dropLast()) {
                let ownRoot = Array(path.prefix(root.count))
                let imports = (testableImports[folder] ?? []).compactMap { module -> String? in
                    guard let feature = root.last, let own = ownRoot.last, module.contains(feature) else { return nil }
                    return module.replacingOccurrences(of: feature, with: own)
                }
                candidate = (root.count, (ownRoot + parts[testIndex...]).joined(separator: "/"), imports)
            }
            guard let candidate else { continue }
            if best == nil || (candidate.score, count, best!.folder) > (best!.score, best!.count, candidate.folder) {
                best = (candidate.score, count, candidate.folder, candidate.imports)
            }
        }
        return best.map { ($0.folder, $0.imports) }
    }

    /// The folder for mocks of `module`'s protocols; `subfolder` is the conventions' place for mocks
    /// inside a test target (`Shared/Mocks`), used when the target has no mock yet.
    func folder(forModule module: String?, subfolder: String?) -> String? {
        guard let module, let targets = testTargets[module], !targets.isEmpty else { return nil }
        // The test target named after the module first (`DomainTests` for `Domain`), then the others.
        let ordered = targets.filter { $0.name == module + "Tests" } + targets.filter { $0.name != module + "Tests" }
        // A target at the project's root (`.`, an Xcode target whose files share no folder) holds every folder.
        let root = { (target: PackageTarget) in target.path == "." ? "" : target.path }
        for target in ordered {
            let path = root(target)
            let prefix = path.isEmpty || path.hasSuffix("/") ? path : path + "/"
            let folders = mockCounts.filter { $0.key == path || $0.key.hasPrefix(prefix) }
            if let busiest = folders.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) { return busiest.key }
        }
        guard let subfolder, let target = ordered.first else { return nil }
        let path = root(target)
        return subfolder.isEmpty || path.isEmpty ? (path.isEmpty ? subfolder : path) : "\(path)/\(subfolder)"
    }
}
