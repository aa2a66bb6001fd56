#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether bytes contain a pattern: the cheap test that decides whether a file is worth parsing,
/// and what `includes(_:)` asks of two strings.
package enum ByteSearch {
    package static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ pattern: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, let patternBase = pattern.baseAddress, let first = pattern.first else { return pattern.isEmpty }
        let count = bytes.count
        var offset = 0
        // `memchr` to each candidate first byte, then a comparison: as fast as a search gets without `memmem`.
        while offset + pattern.count <= count, let found = memchr(base + offset, Int32(first), count - offset) {
            let start = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            guard start + pattern.count <= count else { return false }
            if memcmp(base + start, patternBase, pattern.count) == 0 { return true }
            offset = start + 1
        }
        return false
    }
}
