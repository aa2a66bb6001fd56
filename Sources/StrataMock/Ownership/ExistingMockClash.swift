import StrataIndex
import StrataModel

/// Leaves out a new mock file when its test target already has the mock elsewhere: a file of the
/// same name (the build fails with "multiple producers") or a type of the mock's name (it fails
/// with "invalid redeclaration"). Happens when `--output` points away from where the project keeps
/// its mocks; the existing mock is the project's, so it is named rather than doubled.
enum ExistingMockClash {
    /// - Parameter chosenFolder: the mocks go where `--output`/`--single-file` said, not where the
    ///   project keeps its mocks; the hint differs.
    static func setAside(_ mocks: [PlannedMock], index: SourceIndex, chosenFolder: Bool) -> (kept: [PlannedMock], issues: [StrataIssue]) {
        let existing = Set(index.files.map(\.path))
        var kept: [PlannedMock] = []
        var issues: [StrataIssue] = []
        for mock in mocks {
            // A file already at the mock's own path is an update, judged by the workspace as usual.
            guard !existing.contains(mock.path), let clash = clash(for: mock.path, in: index) else {
                kept.append(mock)
                continue
            }
            issues.append(
                StrataIssue(
                    .warning, at: SourceLocation(file: clash.file, line: clash.line, column: 1),
                    "not writing \(mock.path): \(clash.what) already in \(clash.target), and a second one would break its build",
                    hint: chosenFolder
                        ? "run `strata mock` without --output to update the existing mock, or delete it first to move it"
                        : "the project keeps its own double under that name: leave the protocol out (select the others with --name, --role or --path), or rename or delete that double to let Strata write one"
                ))
        }
        return (kept, issues)
    }

    private struct Clash {
        var file: String
        var line: Int
        var what: String
        var target: String
    }

    private static func clash(for path: String, in index: SourceIndex) -> Clash? {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let typeName = fileName.hasSuffix(".swift") ? String(fileName.dropLast(".swift".count)) : fileName
        // The test target holding the new file; without one (no package manifest read), the whole project.
        let target = index.targets
            .filter { path.hasPrefix($0.path.hasSuffix("/") ? $0.path : $0.path + "/") }
            .max { $0.path.count < $1.path.count }
        let prefix = target.map { $0.path.hasSuffix("/") ? $0.path : $0.path + "/" } ?? ""
        let targetName = target.map { "test target `\($0.name)`" } ?? "the project"
        for file in index.files where file.path.hasPrefix(prefix) && file.path != path {
            if file.path.split(separator: "/").last.map(String.init) == fileName {
                return Clash(file: file.path, line: 1, what: "a file named \(fileName) is", target: targetName)
            }
            if let declaration = file.declarations.first(where: { $0.name == typeName && $0.kind != .extension }) {
                return Clash(file: file.path, line: declaration.line, what: "`\(typeName)` is declared", target: targetName)
            }
        }
        return nil
    }
}
