import Foundation
import StrataModel
import Testing

/// `includes` answers as Foundation's `contains` does for the names and source text it is used on.
@Suite("Text search")
struct TextSearchTests {
    @Test(arguments: [
        ("UserDataSource", "DataSource", true), ("UserDataSource", "Datasource", false), ("Outer.Inner", ".", true),
        ("Plain", ".", false), ("", "", true), ("abc", "", true), ("", "a", false), ("ab", "abc", false),
        ("aaab", "aab", true), ("café au lait", "é a", true), ("Ünïcödé", "cöd", true), ("URLSession.shared", "URLSession", true),
    ])
    func answersAsFoundation(_ text: String, _ part: String, _ expected: Bool) {
        #expect(text.includes(part) == expected)
        #expect(text.contains(part) == expected || part.isEmpty)  // Foundation says false for an empty needle
        #expect(text[...].includes(part[...]) == expected)
    }

    @Test func agreesWithFoundationOnManyPairs() {
        let alphabet = Array("abAB.é ")
        var seed: UInt64 = 42
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<2_000 {
            let text = String((0..<next(12)).map { _ in alphabet[next(alphabet.count)] })
            let part = String((0..<(1 + next(3))).map { _ in alphabet[next(alphabet.count)] })
            #expect(text.includes(part) == text.contains(part), "\(text) / \(part)")
        }
    }
}
