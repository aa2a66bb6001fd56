import StrataAnalysis
import StrataIndex

/// The project's Swift file names by module, so a new file does not take a name its module already
/// has: the compiler names each file's object after the file, and two `APIClient.swift` in one
/// target do not build ("multiple producers"), whatever folders they are in.
package struct ModuleFileNames {
    private let modules: ModuleMap
    /// Lower-cased file name by module key: macOS file systems do not tell case apart either.
    private var paths: [String: [String: String]] = [:]

    package init(index: SourceIndex) {
        modules = ModuleMap(targets: index.targets)
        for file in index.files {
            paths[moduleKey(file.path), default: [:]][Self.name(file.path)] = file.path
        }
    }

    /// The project file a new file at `path` would share its name with, in its module; nil when none.
    package func clash(forNew path: String) -> String? {
        guard let existing = paths[moduleKey(path)]?[Self.name(path)], existing != path else { return nil }
        return existing
    }

    /// The SwiftPM target holding the path; without one (an Xcode project), the top folder, which
    /// is the target's folder in Xcode's usual layout.
    package func moduleKey(_ path: String) -> String {
        if let target = modules.target(for: path) { return "target:" + target.name }
        return "folder:" + (path.split(separator: "/", maxSplits: 1).first.map(String.init) ?? "")
    }

    private static func name(_ path: String) -> String {
        (path.split(separator: "/").last.map(String.init) ?? path).lowercased()
    }
}
