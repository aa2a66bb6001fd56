/// The cache key of a file's bytes, and the checksum of cache payloads: FNV-1a's xor-multiply step
/// over 8-byte words instead of bytes.
///
/// Not FNV-1a itself (`StrataWorkspace.ContentHash`, which manifests and baselines record): a byte
/// at a time, its multiply chain cost about 2 % of a parse on every file of a cold run; a word at a
/// time it costs an eighth of that. Not cryptographic either: it only answers "did these bytes
/// change since they were summarised?". Compare with `FileSummary.contentHash(of:)`, never with the
/// workspace's hash.
enum ContentHasher {
    /// `"fnv64w:<16 lowercase hex digits>"`; the prefix names the algorithm, so a hash made another
    /// way never matches.
    static func contentHash(_ bytes: UnsafeRawBufferPointer) -> String {
        format(checksum(bytes))
    }

    static func format(_ hash: UInt64) -> String {
        // Written in place: one allocation per file instead of four.
        let prefix: StaticString = "fnv64w:"
        return String(unsafeUninitializedCapacity: prefix.utf8CodeUnitCount + 16) { buffer in
            prefix.withUTF8Buffer { for (index, byte) in $0.enumerated() { buffer[index] = byte } }
            let start = prefix.utf8CodeUnitCount
            let digits: StaticString = "0123456789abcdef"
            digits.withUTF8Buffer { digits in
                for position in 0..<16 {
                    buffer[start + position] = digits[Int((hash >> (60 - 4 * UInt64(position))) & 0xF)]
                }
            }
            return start + 16
        }
    }

    /// The word-wise hash itself (also the cache payloads' checksum), with the length folded in.
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
