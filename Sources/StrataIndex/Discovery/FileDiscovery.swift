import StrataModel

/// One Swift file found by the walk.
struct DiscoveredFile: Sendable {
    /// Relative to the root, `/`-separated.
    var path: String
    /// Taken during the walk, before the file is read; nil when `stat` failed.
    var stamp: FileStamp?
    /// A `Package.swift` or a Tuist `Project.swift`: its targets are read too.
    var manifest: BuildManifest.Kind?

    var isManifest: Bool { manifest != nil }
}

/// What a walk of the project found, before anything is read.
struct DiscoveredFiles: Sendable {
    /// In the walk's order (each folder's entries by name); the index sorts its files by path.
    var swiftFiles: [DiscoveredFile] = []
    /// `project.pbxproj` files of Xcode projects, relative to the root.
    var xcodeProjects: [String] = []
    var problems: [StrataIssue] = []
}

/// Finds every `*.swift` file under the root, honouring excludes and surviving symbolic links.
///
/// Links are followed only while they stay inside the root, and only after the real tree has been
/// walked, so a folder or file reachable twice is indexed under its real path and the link gets a
/// note. Folders are recognised by device and inode; a link to a folder that contains the link is
/// a loop, reported once and never entered, so the walk always ends.
struct FileDiscovery {
    /// Deeper than this is a generated or pathological tree; stopping keeps the stack bounded.
    static let maximumDepth = 128

    private struct Entry {
        var absolute: String
        var relative: String
        var name: String
        var isSwift: Bool
        var status: FileSystem.Status
        var stamp: FileStamp?
        var depth: Int
    }

    private let excludes: Excludes
    private let rootRealPath: String
    /// Receives files in batches as they are found, so they can be read while the walk goes on.
    private let onFiles: ([DiscoveredFile]) -> Void
    private var batch: [DiscoveredFile] = []
    private var result = DiscoveredFiles()
    private var seenFolders: [FileSystem.NodeID: String] = [:]
    private var seenFiles: [FileSystem.NodeID: String] = [:]
    /// Symbolic links (to folders or files inside the root), handled after the real tree.
    private var deferredLinks: [Entry] = []

    private init(rootPath: String, excludes: Excludes, onFiles: @escaping ([DiscoveredFile]) -> Void) {
        self.excludes = excludes
        self.onFiles = onFiles
        rootRealPath = FileSystem.realPath(rootPath) ?? rootPath
    }

    static func run(rootPath: String, excludes: Excludes, onFiles: @escaping ([DiscoveredFile]) -> Void = { _ in }) -> DiscoveredFiles {
        var discovery = FileDiscovery(rootPath: rootPath, excludes: excludes, onFiles: onFiles)
        if case .success(let root) = FileSystem.status(rootPath, followingLinks: true) { discovery.seenFolders[root.id] = "." }
        discovery.walk(absolute: rootPath, relative: "", depth: 0)
        var next = 0
        while next < discovery.deferredLinks.count {  // the queue grows while links lead to more links
            discovery.follow(discovery.deferredLinks[next])
            next += 1
        }
        discovery.flush()
        return discovery.result
    }

    private mutating func walk(absolute: String, relative: String, depth: Int) {
        let entries: [FileSystem.DirectoryEntry]
        switch FileSystem.entries(of: absolute) {
        case .success(let list): entries = list
        case .failure(let error):
            report(.warning, relative.isEmpty ? "." : relative, "folder not indexed (\(error))")
            return
        }
        let folderPrefix = absolute.hasSuffix("/") ? absolute : absolute + "/"
        for item in entries {
            let name = item.name
            let path = relative.isEmpty ? name : relative + "/" + name
            if excludes.excludes(path: path, name: name) { continue }
            if item.kind == .file, !item.isSwift, name == "project.pbxproj", relative.hasSuffix(".xcodeproj") {
                result.xcodeProjects.append(path)
                continue
            }
            if item.kind == .other || (item.kind == .file && !item.isSwift) { continue }  // FIFOs would block a read
            // Files are found by their relative path later; only folders and links need the absolute one now.
            let entryPath = item.status?.kind == .file ? "" : folderPrefix + name
            var status = item.status
            if status == nil {
                guard case .success(let entryStatus) = FileSystem.status(entryPath, followingLinks: false) else { continue }
                status = entryStatus
            }
            guard let status else { continue }
            let entry = Entry(
                absolute: entryPath, relative: path, name: name, isSwift: item.isSwift, status: status, stamp: item.stamp,
                depth: depth + 1)
            switch status.kind {
            case .directory: enterFolder(entry)
            case .file: addFile(entry)
            case .symbolicLink: deferLink(entry)
            case .other: continue
            }
        }
    }

    private mutating func enterFolder(_ entry: Entry) {
        if let first = seenFolders[entry.status.id] {
            report(.note, entry.relative, "same folder as '\(first)'; indexed once")
            return
        }
        guard entry.depth <= Self.maximumDepth else {
            report(.warning, entry.relative, "folder nested deeper than \(Self.maximumDepth) levels; not indexed")
            return
        }
        seenFolders[entry.status.id] = entry.relative
        walk(absolute: entry.absolute, relative: entry.relative, depth: entry.depth)
    }

    private mutating func addFile(_ entry: Entry) {
        guard entry.isSwift else { return }
        if let first = seenFiles[entry.status.id] {
            report(.note, entry.relative, "same file as '\(first)'; indexed once")
            return
        }
        seenFiles[entry.status.id] = entry.relative
        let file = DiscoveredFile(path: entry.relative, stamp: entry.stamp, manifest: BuildManifest.kind(ofFileNamed: entry.name))
        result.swiftFiles.append(file)
        batch.append(file)
        if batch.count >= 32 { flush() }
    }

    /// Keeps links to folders and to Swift files for later; says why when one cannot be followed.
    private mutating func deferLink(_ link: Entry) {
        let target: FileSystem.Status
        switch FileSystem.status(link.absolute, followingLinks: true) {
        case .success(let status): target = status
        case .failure(let error):
            if link.isSwift { report(.warning, link.relative, "symbolic link cannot be followed (\(error)); skipped") }
            return
        }
        guard target.kind == .directory || (target.kind == .file && link.isSwift) else { return }
        guard let real = FileSystem.realPath(link.absolute), isInsideRoot(real) else {
            report(.note, link.relative, "symbolic link points outside the project; not followed")
            return
        }
        var resolved = link
        resolved.status = target
        resolved.stamp = FileStamp.of(link.absolute)
        deferredLinks.append(resolved)
    }

    private mutating func follow(_ link: Entry) {
        guard link.status.kind == .directory else { return addFile(link) }
        // A link to a folder that contains the link would lead back to itself forever.
        let folder = link.absolute.lastIndex(of: "/").map { String(link.absolute[..<$0]) } ?? "."
        if let real = FileSystem.realPath(link.absolute), let parent = FileSystem.realPath(folder.isEmpty ? "/" : folder),
            parent == real || parent.hasPrefix(real.hasSuffix("/") ? real : real + "/")
        {
            report(.warning, link.relative, "symbolic link loop back to '\(seenFolders[link.status.id] ?? real)'; not followed")
            return
        }
        enterFolder(link)
    }

    private func isInsideRoot(_ real: String) -> Bool {
        rootRealPath == "/" || real == rootRealPath || real.hasPrefix(rootRealPath + "/")
    }

    private mutating func flush() {
        onFiles(batch)
        batch.removeAll(keepingCapacity: true)
    }

    private mutating func report(_ severity: StrataIssue.Severity, _ path: String, _ message: String) {
        result.problems.append(StrataIssue(severity, at: SourceLocation(file: path, line: 1, column: 1), message))
    }
}
