/// Substring tests on UTF-8 bytes. `String.contains(_:)` and `range(of:)` go through Foundation
/// here, which made them a noticeable share of a run: they are asked of every type and comment.
enum TextSearch {
    static func contains(_ text: some StringProtocol, _ needle: StaticString) -> Bool {
        firstOffset(of: needle, in: text) != nil
    }

    /// Byte offset of the first occurrence of `needle` in `text`.
    static func firstOffset(of needle: StaticString, in text: some StringProtocol) -> Int? {
        needle.withUTF8Buffer { pattern -> Int? in
            let search = { (bytes: UnsafeBufferPointer<UInt8>) -> Int? in
                guard pattern.count <= bytes.count else { return nil }
                guard let first = pattern.first else { return 0 }
                // The texts searched are types and comments: short, so a plain scan is the fastest.
                for start in 0...(bytes.count - pattern.count) where bytes[start] == first {
                    var matches = true
                    for index in 1..<pattern.count where bytes[start + index] != pattern[index] {
                        matches = false
                        break
                    }
                    if matches { return start }
                }
                return nil
            }
            if let found = text.utf8.withContiguousStorageIfAvailable(search) { return found }
            return Array(text.utf8).withUnsafeBufferPointer(search)
        }
    }
}
