import Foundation

/// Where a project's caches live: `<root>/.strata/cache`, with the root standardized and without a
/// trailing slash, so that every cache of one project (the index's, lint's results, the mocks') is
/// found at the same place and records the same root.
public struct ProjectCacheLocation: Sendable, Hashable {
    package let rootPath: String
    public let directory: String

    public init(project: URL) {
        var root = project.standardizedFileURL.path
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        rootPath = root
        directory = root + "/" + IndexOptions.projectCacheDirectory.relativeString
    }
}
