import Foundation

@testable import StrataIndex

/// A throw-away project folder for one test; removed when the test drops it.
final class TemporaryProject {
    let url: URL
    var path: String { url.path }

    init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("strata-index-\(UUID().uuidString)", isDirectory: true)
            .resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, contents) in files { try write(path, contents) }
    }

    deinit {
        // Restore permissions first so read-only folders made by a test can be removed.
        if let enumerator = FileManager.default.enumerator(atPath: url.path) {
            for case let relative as String in enumerator {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.appendingPathComponent(relative).path)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }

    func write(_ path: String, _ contents: String) throws {
        try write(path, bytes: Array(contents.utf8))
    }

    func write(_ path: String, bytes: [UInt8]) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    func makeFolder(_ path: String) throws {
        try FileManager.default.createDirectory(at: url.appendingPathComponent(path), withIntermediateDirectories: true)
    }

    /// `path` → `destination` (written as given: relative links are relative to the link's folder).
    func link(_ path: String, to destination: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: destination)
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: url.appendingPathComponent(path))
    }
}

extension IndexOptions {
    /// For tests that are not about the cache: nothing written into the temporary project.
    static var noCache: IndexOptions {
        var options = IndexOptions()
        options.cacheDirectory = nil
        return options
    }
}
