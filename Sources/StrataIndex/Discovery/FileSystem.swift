#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls discovery and reading need, with `errno` turned into values.
///
/// POSIX rather than `FileManager`: device and inode numbers for loop detection, `lstat` versus
/// `stat` for symbolic links, `stat` relative to an open folder, and reads into reused buffers —
/// the per-file cost of a warm run is mostly these calls.
enum FileSystem {
    enum Kind: Sendable { case file, directory, symbolicLink, other }

    /// A directory's identity, to notice a folder reached twice through symbolic links.
    struct NodeID: Sendable, Hashable {
        var device: UInt64
        var inode: UInt64
    }

    struct Status: Sendable {
        var kind: Kind
        var id: NodeID
    }

    private static let typeMask = mode_t(0o170000)

    /// `lstat` (the entry itself) or `stat` (what a link points to); nil with `errno` on failure.
    static func status(_ path: String, followingLinks: Bool) -> Result<Status, Errno> {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return .failure(Errno(code: errno)) }
        return .success(status(info))
    }

    private static func status(_ info: stat) -> Status {
        let kind: Kind
        switch info.st_mode & typeMask {
        case mode_t(0o100000): kind = .file
        case mode_t(0o040000): kind = .directory
        case mode_t(0o120000): kind = .symbolicLink
        default: kind = .other
        }
        let id = NodeID(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
        return Status(kind: kind, id: id)
    }

    /// One name in a directory, with what `readdir` already knows about it.
    struct DirectoryEntry: Sendable {
        var name: String
        /// nil when the file system does not say (`DT_UNKNOWN`): ask `status`.
        var kind: Kind?
        /// The name ends in `.swift`.
        var isSwift = false
        /// For Swift files: the entry itself (`lstat`, not followed) and its stamp.
        var status: Status?
        var stamp: FileStamp?
    }

    private static let swiftSuffix = Array(".swift".utf8)

    /// Entries of a directory, without `.` and `..`, sorted by name so every walk visits them in one
    /// order. Names ending in `.swift` are `lstat`ed relative to the open directory — a
    /// one-component lookup, far cheaper than `stat` of a full path later.
    static func entries(of path: String) -> Result<[DirectoryEntry], Errno> {
        guard let directory = opendir(path) else { return .failure(Errno(code: errno)) }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        var entries: [DirectoryEntry] = []
        while let entry = readdir(directory) {
            var item = withUnsafeBytes(of: entry.pointee.d_name) { raw -> DirectoryEntry in
                let name = UnsafeRawBufferPointer(rebasing: raw.prefix { $0 != 0 })
                var item = DirectoryEntry(name: String(decoding: name, as: UTF8.self))
                item.isSwift = name.count > swiftSuffix.count && name.suffix(swiftSuffix.count).elementsEqual(swiftSuffix)
                return item
            }
            guard item.name != ".", item.name != ".." else { continue }
            switch entry.pointee.d_type {
            case 8: item.kind = .file  // DT_REG
            case 4: item.kind = .directory  // DT_DIR
            case 10: item.kind = .symbolicLink  // DT_LNK
            case 0: item.kind = nil  // DT_UNKNOWN
            default: item.kind = .other
            }
            if item.isSwift, item.kind != .directory, item.kind != .other {
                var info = stat()
                if fstatat(descriptor, item.name, &info, AT_SYMLINK_NOFOLLOW) == 0 {
                    item.status = status(info)
                    item.kind = item.status?.kind
                    item.stamp = FileStamp(info)
                }
            }
            entries.append(item)
        }
        entries.sort { $0.name < $1.name }
        return .success(entries)
    }

    /// The canonical absolute path, every link resolved; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    enum ReadFailure: Error, Sendable {
        case tooLarge(size: Int)
        case system(Errno)
    }

    /// Reads a whole file into `buffer` (grown as needed, reused across files so reading costs no
    /// allocation) and returns its length; a file over `limit` bytes is refused. Three system
    /// calls for a typical file: `open`, `read`, and the `read` that finds the end (plus `close`).
    static func readFile(_ path: String, limit: Int, into buffer: inout [UInt8]) -> Result<Int, ReadFailure> {
        let limit = max(0, limit)
        // O_NONBLOCK: should a FIFO appear here after discovery, opening it must not wait for a writer.
        // `withCString` lends the string's own bytes; passing the string copied it into a new array.
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else { return .failure(.system(Errno(code: errno))) }
        defer { close(descriptor) }
        if buffer.isEmpty { buffer = [UInt8](repeating: 0, count: 64 * 1024) }
        var count = 0
        while true {
            if count == buffer.count {
                guard count <= limit else { break }
                let room = limit - count  // grow to at most `limit + 1` bytes: enough to see a file is too large
                buffer.append(contentsOf: repeatElement(0, count: room < count ? room + 1 : count))
            }
            let got = buffer.withUnsafeMutableBytes { raw in
                read(descriptor, raw.baseAddress.map { $0 + count }, raw.count - count)
            }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(.system(Errno(code: errno)))
            }
            count += got
        }
        guard count <= limit else {
            var info = stat()
            let size = fstat(descriptor, &info) == 0 ? Int(truncatingIfNeeded: info.st_size) : count
            return .failure(.tooLarge(size: size))
        }
        return .success(count)
    }

    /// The whole file as a new array sized by `fstat` (for the cache file: one large read).
    static func readFile(_ path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
        let limit = max(1, limit)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(.system(Errno(code: errno))) }
        var info = stat()
        let size = fstat(descriptor, &info) == 0 ? Int(truncatingIfNeeded: info.st_size) : 0
        close(descriptor)
        guard size <= limit else { return .failure(.tooLarge(size: size)) }
        // One byte more than `fstat` says, so a file that grew is noticed (and the buffer grown).
        var buffer = [UInt8](repeating: 0, count: min(size, limit - 1) + 1)
        return readFile(path, limit: limit, into: &buffer).map { count in
            buffer.removeSubrange(count...)
            return buffer
        }
    }
}

/// A failed system call's `errno`, with the wording users know from other tools.
struct Errno: Error, Sendable, Hashable, CustomStringConvertible {
    var code: Int32
    var description: String { String(cString: strerror(code)) }
}
