import Testing

@testable import StrataMock

/// `/// @mockable` as Mockolo users write it.
@Suite("@mockable annotation")
struct AnnotationTests {
    @Test func plainAnnotation() {
        #expect(MockableAnnotation.read(docComment: "Loads things.\n@mockable") == MockableAnnotation())
        #expect(MockableAnnotation.read(docComment: "Loads things.") == nil)
    }

    @Test func typealiasesAndOverrideAreRead() {
        let annotation = MockableAnnotation.read(docComment: "@mockable(typealias: T = Int; U = [String: Int]; override: name = Fake)")
        #expect(annotation?.typealiases == ["T": "Int", "U": "[String: Int]"])
        #expect(annotation?.mockName == "Fake")
    }

    @Test func mockolosOtherArgumentsAreAcceptedAndIgnored() {
        let annotation = MockableAnnotation.read(docComment: "@mockable(history: fetch = true; modifiers: run = override; typealias: T = Int)")
        #expect(annotation == MockableAnnotation(typealiases: ["T": "Int"]))
    }
}
