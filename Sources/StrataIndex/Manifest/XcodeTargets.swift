import StrataModel

/// The targets of every Xcode project found by the walk. Project files are few and small, so they
/// are read after the Swift files, one after another.
enum XcodeTargets {
    static func read(_ projectFiles: [String], rootPath: String, maxFileBytes: Int) -> (targets: [PackageTarget], problems: [StrataIssue]) {
        var targets: [PackageTarget] = []
        var problems: [StrataIssue] = []
        var buffer: [UInt8] = []
        for path in projectFiles.sorted() {
            let absolute = rootPath.hasSuffix("/") ? rootPath + path : "\(rootPath)/\(path)"
            switch FileSystem.readFile(absolute, limit: maxFileBytes, into: &buffer) {
            case .success(let count):
                do {
                    targets += try XcodeProjectReader.targets(source: buffer[..<count], projectFilePath: path)
                } catch {
                    problems.append(
                        StrataIssue(
                            .warning, at: SourceLocation(file: path, line: error.line, column: 1),
                            "Xcode project not read (\(error.message)); its targets' files are placed by their folders only"))
                }
            case .failure(let failure):
                problems.append(StrataIssue(.warning, at: SourceLocation(file: path, line: 1, column: 1), "Xcode project not read (\(failure))"))
            }
        }
        // A Tuist project's generated `.xcodeproj` repeats the targets its `Project.swift` gives; `ModuleMap` lets the manifests win.
        return (targets, problems)
    }
}
