import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path, in the words a message about it needs.
enum FileKind: Equatable {
    case regularFile, folder, missing, symbolicLinkLoop
    /// A FIFO, a device, a socket: "a named pipe (FIFO)", "a device"…
    case other(String)
    /// `stat` failed for another reason, with `errno`'s explanation.
    case inaccessible(String)

    static func of(_ path: String) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else {
            switch errno {
            case ENOENT, ENOTDIR: return .missing
            case ELOOP: return .symbolicLinkLoop
            case let code: return .inaccessible(String(cString: strerror(code)))
            }
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .folder
        case S_IFIFO: return .other("a named pipe (FIFO)")
        case S_IFCHR: return .other("a character device (a terminal, /dev/null)")
        case S_IFBLK: return .other("a block device")
        case S_IFSOCK: return .other("a socket")
        default: return .other("not a regular file")
        }
    }
}
