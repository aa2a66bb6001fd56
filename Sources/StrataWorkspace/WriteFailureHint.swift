#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the user can do when the disk refused a write: a full disk and a folder Strata may not
/// write in are the two failures a user meets and can fix, so each says where and how.
enum WriteFailureHint {
    /// The hint for `errno` `code` from an operation in `folder` (relative to the output folder,
    /// "" for the output folder itself, or absolute), or `nil` when there is nothing specific to say.
    static func hint(for code: Int32, in folder: String) -> String? {
        let place = folder.isEmpty ? "the output folder" : "'\(folder)'"
        switch code {
        case ENOSPC, EDQUOT:
            return "the disk holding \(place) is full (or your quota is used up): free some space, then run again"
        case EROFS:
            return "\(place) is on a read-only volume: mount it writable or choose another output folder, then run again"
        case EACCES, EPERM:
            return "Strata may not write in \(place): make it writable (chmod u+w) or choose another output folder, then run again"
        default:
            return nil
        }
    }

    /// The folder that holds `path` (a relative or absolute path), where a new entry is made.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
