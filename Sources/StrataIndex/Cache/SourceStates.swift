/// Which Swift files a project has and what each holds (its content hash), found without
/// summarising anything: the walk's `stat`s, and a read and hash of each file whose stamp does not
/// match the previous scan's.
///
/// What a cache of results derived from the whole project (lint's findings) is keyed by: two scans
/// with equal `files` and `xcodeProjects` mean the same sources, so the results can be replayed.
public struct SourceStates: Sendable, Equatable {
    public struct File: Sendable, Equatable {
        /// Relative to the root, `/`-separated.
        public var path: String
        /// `ContentHasher.contentHash` of the bytes; `SourceStates.unreadable` when the file could not be read.
        public var contentHash: String
        /// The file's stamp when it was old enough to vouch for its content (`FileStamp.trusted`).
        var stamp: FileStamp?

        public static func == (left: File, right: File) -> Bool {
            left.path == right.path && left.contentHash == right.contentHash
        }
    }

    /// The hash recorded for a file that cannot be read (or is too large): never equal to a content hash.
    package static let unreadable = "-"

    /// By path.
    public var files: [File]
    /// `project.pbxproj` files (their targets decide modules), by path, with their content hashes.
    package var xcodeProjects: [File]
    /// What the walk itself noted (links followed or refused, unreadable folders): part of the index's problems.
    package var walkNotes: [String]

    /// How many files have a trusted stamp here that `other` (equal by `==`, which compares paths and
    /// hashes only) does not have: files a later scan trusting these stamps no longer reads.
    package func newlyTrustedCount(since other: SourceStates) -> Int {
        guard files.count == other.files.count else { return files.count }
        return zip(files, other.files).reduce(0) { $0 + ($1.0.stamp != nil && $1.0.stamp != $1.1.stamp ? 1 : 0) }
    }

    /// Walks `root` as the indexer does (same excludes), trusting `previous` for files whose stamp is unchanged.
    public static func scan(
        root: String, excludes: [String], maxFileBytes: Int = 4 * 1024 * 1024, previous: SourceStates?
    ) -> SourceStates {
        let known = Dictionary((previous?.files ?? []).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let discovered = FileDiscovery.run(rootPath: root, excludes: Excludes(excludes))
        var buffer: [UInt8] = []
        let files = discovered.swiftFiles.map { file -> File in
            if let stamp = file.stamp, let old = known[file.path], old.stamp == stamp {
                return old
            }
            return state(path: file.path, root: root, stamp: file.stamp, limit: maxFileBytes, buffer: &buffer)
        }
        let projects = discovered.xcodeProjects.sorted().map { path in
            state(path: path, root: root, stamp: FileStamp.of(RelativePath.join(root, path)), limit: Int.max, buffer: &buffer)
        }
        // The walk lists each folder's entries by name, which is path order but where a name sorts
        // before `/` (`A/x` after `A-b`): the order is checked before sorting.
        let sorted = zip(files, files.dropFirst()).allSatisfy { $0.path < $1.path } ? files : files.sorted { $0.path < $1.path }
        return SourceStates(files: sorted, xcodeProjects: projects, walkNotes: discovered.problems.map { String(describing: $0) })
    }

    private static func state(path: String, root: String, stamp: FileStamp?, limit: Int, buffer: inout [UInt8]) -> File {
        guard case .success(let length) = FileSystem.readFile(RelativePath.join(root, path), limit: limit, into: &buffer) else {
            return File(path: path, contentHash: unreadable, stamp: nil)
        }
        let hash = buffer.withUnsafeBytes { ContentHasher.contentHash(UnsafeRawBufferPointer(rebasing: $0[..<length])) }
        return File(path: path, contentHash: hash, stamp: stamp?.trusted(settle: FileStamp.defaultSettleNanoseconds))
    }

    /// The states in `BinaryWriter`'s format (stamps included).
    package func encode(into writer: inout BinaryWriter) {
        for list in [files, xcodeProjects] {
            writer.int(list.count)
            for file in list {
                writer.string(file.path)
                writer.string(file.contentHash)
                FileStamp.encode(file.stamp, into: &writer)
            }
        }
        writer.strings(walkNotes)
    }

    package static func decode(from reader: inout BinaryReader) throws(CacheCorruption) -> SourceStates {
        var lists: [[File]] = []
        for _ in 0..<2 {
            let count = try reader.count()
            var list: [File] = []
            list.reserveCapacity(count)
            for _ in 0..<count {
                let path = try reader.string()
                let hash = try reader.string()
                list.append(File(path: path, contentHash: hash, stamp: try FileStamp.decode(from: &reader)))
            }
            lists.append(list)
        }
        return SourceStates(files: lists[0], xcodeProjects: lists[1], walkNotes: try reader.strings())
    }
}
