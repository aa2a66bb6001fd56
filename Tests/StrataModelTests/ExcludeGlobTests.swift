import StrataModel
import Testing

@Suite("Exclude globs")
struct ExcludeGlobTests {
    @Test(
        arguments: [
            (".build", "a/.build", true), (".build", ".build", true), (".build", "a/.builds", false),
            (".build-*", ".build-linux", true), (".build-*", "x/.build-", true), ("Pods", "ios/Pods/A.swift", true),
            ("**/*.generated.swift", "Models.generated.swift", true), ("**/*.generated.swift", "a/b/M.generated.swift", true),
            ("**/*.generated.swift", "a/b/M.swift", false), ("**/Generated/**", "Generated", true),
            ("**/Generated/**", "a/Generated/b/c.swift", true), ("**/Generated/**", "a/NotGenerated/c.swift", false),
            ("Sources/*/Mocks", "Sources/App/Mocks", true), ("Sources/*/Mocks", "Sources/App/Sub/Mocks", false),
            ("Sources/**/Mocks", "Sources/App/Sub/Mocks", true), ("/Legacy", "Legacy", true), ("/Legacy", "a/Legacy", false),
            ("vendor/", "x/vendor", true), ("File?.swift", "File1.swift", true), ("File?.swift", "File12.swift", false),
            ("*", "anything", true), ("**/Mocks", "a/b/Mocks/M.swift", true), ("**/Mocks/**", "Mocks", true), ("a*b*c", "aXXbYYc", true), ("a*b*c", "aXXbYY", false),
            ("Ü*", "Überblick", true),
        ] as [(String, String, Bool)])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(PathGlob(pattern).matches(path) == expected)
    }

    @Test func pathologicalPatternsStayFast() {
        let pattern = PathGlob(String(repeating: "**/a/", count: 20) + "b")
        let path = Array(repeating: "a", count: 60).joined(separator: "/")
        #expect(!pattern.matches(path))
        let stars = PathGlob(String(repeating: "*a", count: 30) + "b")
        #expect(!stars.matches(String(repeating: "a", count: 200)))
    }
}
