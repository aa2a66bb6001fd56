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
/// `stat` for symbolic links, and reading a file with one `fstat` and exactly-sized buffers.
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
        var size: Int
    }

    private static let typeMask = mode_t(0o170000)

    /// `lstat` (the entry itself) or `stat` (what a link points to); nil with `errno` on failure.
    static func status(_ path: String, followingLinks: Bool) -> Result<Status, Errno> {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return .failure(Errno(code: errno)) }
        let kind: Kind
        switch info.st_mode & typeMask {
        case mode_t(0o100000): kind = .file
        case mode_t(0o040000): kind = .directory
        case mode_t(0o120000): kind = .symbolicLink
        default: kind = .other
        }
        let id = NodeID(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
        return .success(Status(kind: kind, id: id, size: Int(truncatingIfNeeded: info.st_size)))
    }

    /// Names in a directory, without `.` and `..`, sorted so every walk visits them in one order.
    static func entries(of path: String) -> Result<[String], Errno> {
        guard let directory = opendir(path) else { return .failure(Errno(code: errno)) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return .success(names.sorted())
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

    /// The whole file, refusing (before reading) anything larger than `limit` bytes.
    static func readFile(_ path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.system(Errno(code: errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.system(Errno(code: errno))) }
        guard info.st_mode & typeMask != mode_t(0o040000) else { return .failure(.system(Errno(code: EISDIR))) }
        let expected = Int(truncatingIfNeeded: info.st_size)
        guard expected <= limit else { return .failure(.tooLarge(size: expected)) }

        // Sized by `fstat`, grown if the file grows while being read; never more than `limit`.
        var bytes = [UInt8](repeating: 0, count: max(expected, 0) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { return .failure(.tooLarge(size: count)) }
                bytes.append(contentsOf: repeatElement(0, count: max(4096, count)))
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(.system(Errno(code: errno)))
            }
            count += got
        }
        guard count <= limit else { return .failure(.tooLarge(size: count)) }
        bytes.removeSubrange(count...)
        return .success(bytes)
    }
}

/// A failed system call's `errno`, with the wording users know from other tools.
struct Errno: Error, Sendable, Hashable, CustomStringConvertible {
    var code: Int32
    var description: String { String(cString: strerror(code)) }
}
