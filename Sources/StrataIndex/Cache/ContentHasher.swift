/// The cache key of a file's bytes: FNV-1a 64, formatted like `StrataWorkspace.ContentHash`.
///
/// Re-implemented here (ten lines) so the indexer does not depend on the workspace module; the
/// format must stay identical so both modules can compare hashes. Not cryptographic: it only
/// answers "did this file change since it was summarised?".
enum ContentHasher {
    static func fnv1a64(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a 64-bit offset basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3  // FNV-1a 64-bit prime
        }
        return hash
    }

    /// `"fnv1a64:<16 lowercase hex digits>"`.
    static func contentHash(_ bytes: UnsafeRawBufferPointer) -> String {
        format(fnv1a64(bytes))
    }

    static func format(_ hash: UInt64) -> String {
        // Written in place: one allocation per file instead of four.
        String(unsafeUninitializedCapacity: 24) { buffer in
            let prefix: StaticString = "fnv1a64:"
            prefix.withUTF8Buffer { for (index, byte) in $0.enumerated() { buffer[index] = byte } }
            let digits: StaticString = "0123456789abcdef"
            digits.withUTF8Buffer { digits in
                for position in 0..<16 {
                    buffer[8 + position] = digits[Int((hash >> (60 - 4 * UInt64(position))) & 0xF)]
                }
            }
            return 24
        }
    }

    /// A checksum for cache payloads, not a content hash: FNV-1a's xor-multiply step over 8-byte
    /// words instead of bytes, about eight times faster, and only ever compared with itself.
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let words = bytes.count / 8
        for index in 0..<words {
            hash ^= bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
            hash &*= 0x0000_0100_0000_01b3
            hash ^= hash >> 29  // a multiply only carries changes upwards; fold the high bits back down
        }
        for byte in bytes[(words * 8)...] {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash ^ UInt64(bytes.count)
    }
}
