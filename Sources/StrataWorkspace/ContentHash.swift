import Foundation

/// Fingerprints of file contents, as recorded in the manifest.
///
/// FNV-1a 64-bit is used because the only question it answers is "did a person edit this file
/// since Strata wrote it?". It is fast, dependency-free and stable across platforms and releases,
/// but it is **not** a cryptographic hash and must never be used to defend against tampering.
package enum ContentHash {
    /// The prefix names the algorithm so a future manifest version can switch without ambiguity.
    package static let algorithm = "fnv1a64"

    /// `"fnv1a64:<16 lowercase hex digits>"` over the UTF-8 bytes of `text`.
    package static func of(_ text: String) -> String {
        // Contiguous bytes hash several times faster than a generic sequence (large generated files).
        text.utf8.withContiguousStorageIfAvailable { of(bytes: $0) } ?? of(bytes: text.utf8)
    }

    /// The same over file contents, read as one buffer.
    package static func of(data: Data) -> String {
        data.withUnsafeBytes { of(bytes: $0) }
    }

    /// Same format over raw bytes, for files on disk that are not valid UTF-8.
    package static func of<Bytes: Sequence>(bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a 64-bit offset basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3  // FNV-1a 64-bit prime
        }
        let hex = String(hash, radix: 16)
        return "\(algorithm):" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
