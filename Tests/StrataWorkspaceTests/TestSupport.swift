import Foundation
import Testing

@testable import StrataWorkspace

/// A fresh folder under the system temporary directory, removed when `body` returns.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("strata-workspace-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}

/// Writes `contents` at `path` below `root`, creating folders as needed.
func writeFile(_ contents: String, at path: String, in root: URL) throws {
    try writeBytes(Data(contents.utf8), at: path, in: root)
}

func writeBytes(_ data: Data, at path: String, in root: URL) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
}

func readFile(_ path: String, in root: URL) throws -> String {
    String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
}

func fileExists(_ path: String, in root: URL) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
}

func manifestText(in root: URL) throws -> String {
    try readFile(Manifest.relativePath, in: root)
}

/// Sets the modification date of every file below `root` to a fixed past date, so any later
/// rewrite — however quick — shows up as a newer date.
func backdateAllFiles(in root: URL) throws {
    let past = Date(timeIntervalSince1970: 1_000_000_000)
    for (path, node) in try TreeSnapshot(of: root).nodes where node.isFile {
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: root.appendingPathComponent(path).path)
    }
}

func modificationDates(in root: URL) throws -> [String: Date] {
    var dates: [String: Date] = [:]
    for (path, node) in try TreeSnapshot(of: root).nodes where node.isFile {
        let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)
        dates[path] = attributes[.modificationDate] as? Date
    }
    return dates
}

/// A recursive listing with contents: two equal snapshots mean byte-identical trees
/// (hidden temp and backup files included, symbolic links not followed).
struct TreeSnapshot: Equatable, CustomStringConvertible {
    enum Node: Equatable {
        case directory
        case file(Data)
        case symbolicLink(String)

        var isFile: Bool {
            if case .file = self { true } else { false }
        }
    }

    var nodes: [String: Node] = [:]

    init(of root: URL) throws {
        try collect(root.path, prefix: "")
    }

    private mutating func collect(_ folder: String, prefix: String) throws {
        let fileManager = FileManager.default
        for name in try fileManager.contentsOfDirectory(atPath: folder) {
            let path = prefix + name
            let full = folder + "/" + name
            let type = try fileManager.attributesOfItem(atPath: full)[.type] as? FileAttributeType
            switch type {
            case .typeDirectory?:
                nodes[path] = .directory
                try collect(full, prefix: path + "/")
            case .typeSymbolicLink?:
                nodes[path] = .symbolicLink(try fileManager.destinationOfSymbolicLink(atPath: full))
            default:
                nodes[path] = .file(try Data(contentsOf: URL(fileURLWithPath: full)))
            }
        }
    }

    var description: String {
        nodes.keys.sorted().map { "\($0): \(nodes[$0].map { "\($0)" } ?? "")" }.joined(separator: "\n")
    }
}

/// Plans and applies in one go, as the CLI's common path does.
@discardableResult
func generate(_ files: [OutputFile], into root: URL, force: Bool = false) throws -> WriteReport {
    let workspace = Workspace(root: root)
    return try workspace.apply(workspace.plan(files, force: force))
}

/// A seam that fails every file operation of `step` on one of `paths` with `EIO`, as a failing
/// disk would; the transaction then rolls back.
func failing(_ step: ApplyStep, at paths: Set<String>? = nil) -> FileOperationHook {
    { _, currentStep, currentPath in
        currentStep == step && (paths?.contains(currentPath) ?? true) ? .fail(EIO) : .proceed
    }
}

/// The message `failing` makes the failed operation end with.
let injectedFailureReason = "Input/output error"
