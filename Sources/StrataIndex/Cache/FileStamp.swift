#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says about a file: if none of it changed, neither did the content (git's index
/// works the same way), so a warm run can trust the cached hash without reading the file.
///
/// The change time is the safeguard: unlike the modification time it cannot be set back by
/// `touch -d`, `cp -p` or `rsync -t`. A stamp taken within a settle time (2 s by default) of the
/// file's last change is not trusted (`trusted` returns nil): a second edit in the same timestamp
/// tick would leave every field equal ("racy git").
struct FileStamp: Sendable, Hashable {
    var size: Int64
    var modified: Int64  // nanoseconds since 1970
    var changed: Int64  // nanoseconds since 1970
    var inode: UInt64

    /// Coarser than any file system's clock (FAT: 2 s).
    static let defaultSettleNanoseconds: Int64 = 2_000_000_000

    /// The stamp of the file `path` points to, nil when it cannot be read.
    static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(info)
    }

    init(_ info: stat) {
        #if canImport(Darwin)
        modified = Self.nanoseconds(info.st_mtimespec)
        changed = Self.nanoseconds(info.st_ctimespec)
        #else
        modified = Self.nanoseconds(info.st_mtim)
        changed = Self.nanoseconds(info.st_ctim)
        #endif
        size = Int64(truncatingIfNeeded: info.st_size)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }

    init(size: Int64, modified: Int64, changed: Int64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
    }

    /// The stamp if it is old enough to stand for the content, else nil.
    func trusted(settle: Int64) -> FileStamp? {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let limit = Self.nanoseconds(now) &- settle
        return modified < limit && changed < limit ? self : nil
    }

    /// A stamp or none, in `BinaryWriter`'s format (the index cache's and the lint results' layout).
    static func encode(_ stamp: FileStamp?, into writer: inout BinaryWriter) {
        writer.bool(stamp != nil)
        guard let stamp else { return }
        writer.int(Int(truncatingIfNeeded: stamp.size))
        writer.int(Int(truncatingIfNeeded: stamp.modified))
        writer.int(Int(truncatingIfNeeded: stamp.changed))
        writer.uint64(stamp.inode)
    }

    static func decode(from reader: inout BinaryReader) throws(CacheCorruption) -> FileStamp? {
        guard try reader.bool() else { return nil }
        return FileStamp(size: Int64(try reader.int()), modified: Int64(try reader.int()), changed: Int64(try reader.int()), inode: try reader.uint64())
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }
}
