import StrataIndex

/// Where a module's mocks already live: beside the project's existing mocks in a test target that
/// depends on the module, else in that test target's folder for mocks. Layered packages (a
/// `MoviesApplication` module tested by `MoviesApplicationTests`) are placed right this way where
/// a name pattern cannot tell.
public struct MockPlacement: Sendable {
    private var testTargets: [String: [PackageTarget]] = [:]
    private var mockCounts: [String: Int] = [:]

    public init(targets: [PackageTarget] = [], existingMocks: [String] = []) {
        for target in targets where target.kind == .test {
            for dependency in target.dependencies { testTargets[dependency, default: []].append(target) }
        }
        for file in existingMocks {
            let folder = file.split(separator: "/").dropLast().joined(separator: "/")
            mockCounts[folder, default: 0] += 1
        }
    }

    /// The folder for mocks of `module`'s protocols; `subfolder` is the conventions' place for mocks
    /// inside a test target (`Shared/Mocks`), used when the target has no mock yet.
    func folder(forModule module: String?, subfolder: String?) -> String? {
        guard let module, let targets = testTargets[module], !targets.isEmpty else { return nil }
        // The test target named after the module first (`DomainTests` for `Domain`), then the others.
        let ordered = targets.filter { $0.name == module + "Tests" } + targets.filter { $0.name != module + "Tests" }
        for target in ordered {
            let prefix = target.path.hasSuffix("/") ? target.path : target.path + "/"
            let folders = mockCounts.filter { $0.key == target.path || $0.key.hasPrefix(prefix) }
            if let busiest = folders.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) { return busiest.key }
        }
        guard let subfolder, let target = ordered.first else { return nil }
        return subfolder.isEmpty ? target.path : "\(target.path)/\(subfolder)"
    }
}
