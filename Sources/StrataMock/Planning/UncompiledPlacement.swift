import StrataIndex
import StrataModel

/// New test files planned where no test target would compile them: a project with no test target
/// for the module (a Tuist app without one), or an Xcode target that lists its files one by one
/// (a new file is the target's only once it is added in Xcode). The files are still written — a
/// person may add the target next — but the run says so, naming the folder, instead of leaving
/// mocks nobody builds.
package enum UncompiledPlacement {
    /// One warning per folder holding such files; none when the project declares no targets at all
    /// (a plain folder of sources, where nothing can be told).
    /// - Parameter otherwise: the command's own way to put them elsewhere, for the hint.
    package static func warnings(
        for paths: [String], targets: [PackageTarget], otherwise: String = "pass --output <a folder of a test target>"
    ) -> [StrataIssue] {
        let tests = targets.filter { $0.kind == .test }
        guard !targets.isEmpty else { return [] }
        var byFolder: [String: [String]] = [:]
        for path in paths where !tests.contains(where: { compiles($0, path) }) {
            byFolder[path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "", default: []].append(path)
        }
        return byFolder.keys.sorted().map { folder in
            let files = byFolder[folder]!
            let listsFiles = tests.contains { $0.origin == .xcodeProject && $0.folders.isEmpty && !$0.files.isEmpty }
            return StrataIssue(
                .warning, at: SourceLocation(file: files[0], line: 1, column: 1),
                "no test target compiles `\(folder.isEmpty ? "." : folder)/`: \(files.count == 1 ? "the file" : "the \(files.count) files") planned there would not be built",
                hint: listsFiles
                    ? "add \(files.count == 1 ? "it" : "them") to the test target in Xcode, or \(otherwise)"
                    : "add a test target whose sources hold this folder, or \(otherwise)")
        }
    }

    /// Whether the test target compiles a file at `path`: one it lists, or one under its folders.
    static func compiles(_ target: PackageTarget, _ path: String) -> Bool {
        if target.files.contains(path) { return true }
        let folders = (target.origin == .xcodeProject ? [] : [target.path]) + target.folders
        return folders.contains { folder in folder == "." || folder.isEmpty || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") }
    }
}
