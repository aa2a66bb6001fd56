import Foundation

/// Where a project's dependencies keep their source: SwiftPM's `.build/checkouts/<package>/` and
/// Xcode's `…/SourcePackages/checkouts/<package>/` (a `DerivedData` folder or one inside the
/// project). The index skips them; `--from TMDb.Movie` reads an SDK type from them.
package struct DependencySources {
    package let root: URL

    package init(root: URL) {
        self.root = root
    }

    /// The checkout folders found under the project (not following symbolic links).
    package func checkouts() -> [URL] {
        var found: [URL] = []
        let manager = FileManager.default
        let direct = root.appendingPathComponent(".build/checkouts")
        if manager.fileExists(atPath: direct.path) { found.append(direct) }
        // `SourcePackages/checkouts` sits a few folders down (`DerivedData/App-xyz/SourcePackages`).
        guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsPackageDescendants]) else {
            return found
        }
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if walker.level > 5 || [".git", ".build", "node_modules", "Pods"].contains(name) {
                walker.skipDescendants()
                continue
            }
            if name == "checkouts", url.deletingLastPathComponent().lastPathComponent == "SourcePackages" {
                found.append(url)
                walker.skipDescendants()
            }
        }
        return found
    }

    /// The Swift file declaring `typeName` (a struct or class) in the module `module` of a
    /// checked-out package: `Sources/<module>/…`. Nil when no checkout has it.
    package func file(declaring typeName: String, inModule module: String) -> URL? {
        for checkouts in checkouts() {
            let packages = (try? FileManager.default.contentsOfDirectory(at: checkouts, includingPropertiesForKeys: nil)) ?? []
            for package in packages.sorted(by: { $0.path < $1.path }) {
                let sources = package.appendingPathComponent("Sources").appendingPathComponent(module)
                if let file = Self.file(declaring: typeName, under: sources) { return file }
            }
        }
        return nil
    }

    /// A quick text scan first (`struct Movie`, `class Movie`), the parse is left to the caller.
    static func file(declaring typeName: String, under folder: URL) -> URL? {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return nil }
        let patterns = ["struct \(typeName)", "class \(typeName)"]
        var files: [URL] = []
        for case let url as URL in walker where url.pathExtension == "swift" { files.append(url) }
        for url in files.sorted(by: { $0.path < $1.path }) {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for pattern in patterns {
                var search = text[...]
                while let range = search.range(of: pattern) {
                    let next = search[range.upperBound...].first
                    if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return url }
                    search = search[range.upperBound...]
                }
            }
        }
        return nil
    }
}
