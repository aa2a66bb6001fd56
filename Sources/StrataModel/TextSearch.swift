extension StringProtocol {
    /// Whether `text` occurs in this string, comparing UTF-8 bytes.
    ///
    /// Foundation's `contains(_:)` (chosen over the standard library's whenever Foundation is
    /// imported) bridges both strings to `CFString` for every call. The classifier and the lint rules
    /// ask it of tens of thousands of type names, where it was a tenth of their time. For names and
    /// source text, byte equality is the comparison meant.
    package func includes(_ text: some StringProtocol) -> Bool {
        let answer = utf8.withContiguousStorageIfAvailable { haystack in
            text.utf8.withContiguousStorageIfAvailable { needle in ByteSearch.contains(haystack, needle) }
        }
        if let answer, let found = answer { return found }
        // Bridged or lazily stored strings: copy once, then search the same way.
        return Array(utf8).withUnsafeBufferPointer { haystack in
            Array(text.utf8).withUnsafeBufferPointer { needle in ByteSearch.contains(haystack, needle) }
        }
    }
}
