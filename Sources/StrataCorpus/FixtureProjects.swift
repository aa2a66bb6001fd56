import Foundation

/// The hand-written fixture projects of this repository (`Tests/Fixtures/Projects` and
/// `Tests/Fixtures/LintProjects`): small realistic Clean-Architecture codebases that equivalence
/// tests run whole, beside the generated corpora. Found from this file's place in the checkout.
package enum FixtureProjects {
    /// `Tests/Fixtures`.
    package static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Fixtures")

    /// Every project folder of both groups, each group's in name order.
    package static func roots() throws -> [URL] {
        var roots: [URL] = []
        for group in ["Projects", "LintProjects"] {
            let groupFolder = folder.appendingPathComponent(group)
            for name in try FileManager.default.contentsOfDirectory(atPath: groupFolder.path).sorted() {
                var isDirectory: ObjCBool = false
                let root = groupFolder.appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue { roots.append(root) }
            }
        }
        return roots
    }
}
