import Testing

@testable import StrataIndex

/// The block table must answer exactly as the binary search over line starts it replaces.
@Suite("Line table")
struct LineTableTests {
    /// Texts whose lines are shorter, as long as and longer than a 64-byte block, with blank lines,
    /// `\r\n`, no final newline and multi-byte characters.
    static let texts: [String] = {
        var texts = [
            "", "\n", "x", "\n\n\n", "a\r\nb\r\n\r\nc",
            String(repeating: "y", count: 64) + "\n" + String(repeating: "z", count: 63) + "\n" + String(repeating: "w", count: 65),
            "let café = \"naïve\"\n// 🎉 emoji line\n" + String(repeating: "é", count: 100) + "\nend",
        ]
        // Lines of pseudo-random lengths 0…200 (a fixed seed: the same texts in every run).
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20 {
            var text = ""
            for _ in 0..<60 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += String(repeating: "a", count: Int((seed >> 33) % 201)) + ((seed >> 20) & 7 == 0 ? "\r\n" : "\n")
            }
            texts.append(text)
        }
        return texts
    }()

    @Test(arguments: texts.indices)
    func blockTableAnswersAsTheSearch(_ position: Int) {
        var text = Self.texts[position]
        let sealed = text.withUTF8 { StyleScanner.scan($0).lines }
        var searched = LineTable()
        for start in sealed.lineStarts.dropFirst() { searched.addLine(startingAt: start) }
        let byteCount = text.utf8.count
        for offset in 0...(byteCount + 130) {
            #expect(sealed.position(ofOffset: offset) == searched.position(ofOffset: offset), "offset \(offset) of text \(position)")
        }
    }

    @Test func linesAreCountedFromOne() {
        var text = "first\nsecond\n\nfourth"
        let lines = text.withUTF8 { StyleScanner.scan($0).lines }
        #expect(lines.position(ofOffset: 0) == (1, 1))
        #expect(lines.position(ofOffset: 6) == (2, 1))
        #expect(lines.position(ofOffset: 13) == (3, 1))
        #expect(lines.position(ofOffset: 16) == (4, 3))
    }
}
