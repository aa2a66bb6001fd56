import Foundation
import Testing

@testable import StrataWorkspace

@Suite("ContentHash")
struct ContentHashTests {
    @Test("matches the published FNV-1a 64-bit test vectors")
    func knownVectors() {
        #expect(ContentHash.of("") == "fnv1a64:cbf29ce484222325")
        #expect(ContentHash.of("a") == "fnv1a64:af63dc4c8601ec8c")
        #expect(ContentHash.of("foobar") == "fnv1a64:85944171f73967e8")
    }

    @Test("pads to 16 hex digits")
    func padsLeadingZeros() {
        #expect(ContentHash.of(bytes: [0xFF, 0xFE]) == "fnv1a64:0a99c807b6f645b0")
    }

    @Test("hashes the UTF-8 bytes, so text and bytes agree")
    func textAndBytesAgree() {
        let text = "let café = \"☕️\"\r\n"
        #expect(ContentHash.of(text) == ContentHash.of(bytes: Data(text.utf8)))
    }

    @Test("tells canonically equivalent but different bytes apart")
    func distinguishesUnicodeNormalisation() {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(composed == decomposed)  // Swift's String equality…
        #expect(ContentHash.of(composed) != ContentHash.of(decomposed))  // …but not the same file
    }
}
