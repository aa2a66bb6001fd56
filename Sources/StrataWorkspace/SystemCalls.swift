import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call: what was attempted, on which absolute path, and `errno`'s explanation.
struct SystemCallError: Error, Sendable, CustomStringConvertible {
    var operation: String
    var path: String
    var code: Int32

    /// e.g. "Not a directory" — the wording users already know from other tools.
    var reason: String { String(cString: strerror(code)) }
    var description: String { "\(operation) '\(path)' failed: \(reason)" }
}

/// The kinds of directory entries the workspace distinguishes.
enum EntryType: Sendable, Hashable {
    case regularFile, directory, symbolicLink, other
}

/// Thin wrappers over the POSIX calls the workspace needs.
///
/// POSIX rather than `FileManager` because the transaction needs exact semantics that
/// `FileManager` does not promise on every platform: `lstat` vs `stat`, exclusive creation
/// (`O_EXCL`), a `rename` that atomically replaces, and an `rmdir` that only removes empty folders.
enum SystemCalls {
    /// What is at `path`, or `nil` when nothing is (including when an ancestor is a file).
    static func entryType(atPath path: String, followingLinks: Bool) throws(SystemCallError) -> EntryType? {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return nil }
            throw SystemCallError(operation: "inspect", path: path, code: code)
        }
        switch info.st_mode & mode_t(0o170000) {
        case mode_t(0o100000): return .regularFile
        case mode_t(0o040000): return .directory
        case mode_t(0o120000): return .symbolicLink
        default: return .other
        }
    }

    /// The canonical absolute path of an existing `path`, with every symbolic link resolved.
    static func realPath(_ path: String) throws(SystemCallError) -> String {
        guard let resolved = realpath(path, nil) else {
            throw SystemCallError(operation: "resolve", path: path, code: errno)
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func readFile(atPath path: String) throws(SystemCallError) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemCallError(operation: "open", path: path, code: errno) }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemCallError(operation: "read", path: path, code: errno)
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Creates a new file; fails if anything already exists at `path` (never clobbers).
    static func createFile(atPath path: String, contents: Data, permissions: mode_t) throws(SystemCallError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw SystemCallError(operation: "create", path: path, code: errno) }
        var failure: SystemCallError?
        contents.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = write(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = SystemCallError(operation: "write", path: path, code: errno)
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil {
            failure = SystemCallError(operation: "close", path: path, code: errno)
        }
        if let failure {
            unlink(path)  // don't leave a half-written file behind
            throw failure
        }
    }

    /// Permission bits (`0o777` part) of the file `path` points to.
    static func permissions(atPath path: String) throws(SystemCallError) -> mode_t {
        var info = stat()
        guard stat(path, &info) == 0 else { throw SystemCallError(operation: "inspect", path: path, code: errno) }
        return info.st_mode & mode_t(0o777)
    }

    /// `createFile`'s mode is filtered by the umask; this sets the bits exactly.
    static func setPermissions(_ permissions: mode_t, atPath path: String) throws(SystemCallError) {
        guard chmod(path, permissions) == 0 else {
            throw SystemCallError(operation: "set permissions of", path: path, code: errno)
        }
    }

    static func makeDirectory(atPath path: String) throws(SystemCallError) {
        guard mkdir(path, mode_t(0o777)) == 0 else {
            throw SystemCallError(operation: "create directory", path: path, code: errno)
        }
    }

    /// Atomic within one file system; replaces an existing file at `destination`.
    static func rename(_ source: String, to destination: String) throws(SystemCallError) {
        #if canImport(Glibc)
        let result = Glibc.rename(source, destination)
        #elseif canImport(Musl)
        let result = Musl.rename(source, destination)
        #else
        let result = Darwin.rename(source, destination)
        #endif
        guard result == 0 else { throw SystemCallError(operation: "rename", path: source, code: errno) }
    }

    static func removeFile(atPath path: String) throws(SystemCallError) {
        guard unlink(path) == 0 else { throw SystemCallError(operation: "remove", path: path, code: errno) }
    }

    /// Removes `path` only if it is an empty directory, so a rollback can never delete
    /// something another process put there meanwhile.
    static func removeEmptyDirectory(atPath path: String) throws(SystemCallError) {
        guard rmdir(path) == 0 else { throw SystemCallError(operation: "remove directory", path: path, code: errno) }
    }

    /// A second name for `source`; fails with `EEXIST` if anything is at `destination`. Installs a
    /// staged new file without ever replacing something that appeared meanwhile (Linux has no
    /// portable no-replace `rename`).
    static func link(_ source: String, to destination: String) throws(SystemCallError) {
        #if canImport(Glibc)
        let result = Glibc.link(source, destination)
        #elseif canImport(Musl)
        let result = Musl.link(source, destination)
        #else
        let result = Darwin.link(source, destination)
        #endif
        guard result == 0 else { throw SystemCallError(operation: "link", path: destination, code: errno) }
    }

    /// Flushes a file's contents to the disk, so a journal survives a power cut as well as a kill.
    static func synchronize(atPath path: String) throws(SystemCallError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemCallError(operation: "open", path: path, code: errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw SystemCallError(operation: "flush", path: path, code: errno) }
    }

    /// `nil` when this process may write to the existing file `path`, else why not (`errno`).
    static func writeRefusal(atPath path: String) -> Int32? {
        access(path, W_OK) == 0 ? nil : errno
    }

    /// Names in the folder `path` (without `.` and `..`); empty when it does not exist.
    static func directoryEntries(atPath path: String) -> [String] {
        guard let stream = opendir(path) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Whether two existing paths name one file (the same inode on the same device).
    static func sameFile(_ first: String, _ second: String) -> Bool {
        var a = stat(), b = stat()
        guard lstat(first, &a) == 0, lstat(second, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
}
