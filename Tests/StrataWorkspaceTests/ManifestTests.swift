import Foundation
import Testing

@testable import StrataWorkspace

@Suite("Manifest")
struct ManifestTests {
    @Test("encodes byte-stable JSON: version first, keys sorted, trailing newline")
    func canonicalEncoding() {
        let manifest = Manifest(files: [
            "Sources/B.swift": "fnv1a64:0000000000000002",
            "Sources/A.swift": "fnv1a64:0000000000000001",
            "Package.swift": "fnv1a64:0000000000000003",
        ])
        let expected = """
            {
              "version": 1,
              "files": {
                "Package.swift": "fnv1a64:0000000000000003",
                "Sources/A.swift": "fnv1a64:0000000000000001",
                "Sources/B.swift": "fnv1a64:0000000000000002"
              }
            }

            """
        #expect(String(decoding: manifest.encoded(), as: UTF8.self) == expected)
        #expect(manifest.encoded() == manifest.encoded())
    }

    @Test("records each generated feature's paths after the files, sorted; reads manifests written before groups existed")
    func generatedGroups() throws {
        let manifest = Manifest(
            files: ["A.swift": "fnv1a64:1", "B.swift": "fnv1a64:2"],
            generated: ["Journal": ["B.swift", "A.swift"], "Empty": []])
        let expected = """
            {
              "version": 1,
              "files": {
                "A.swift": "fnv1a64:1",
                "B.swift": "fnv1a64:2"
              },
              "generated": {
                "Journal": [
                  "A.swift",
                  "B.swift"
                ]
              }
            }

            """
        #expect(String(decoding: manifest.encoded(), as: UTF8.self) == expected)
        #expect(try Manifest.decode(manifest.encoded(), path: "m").generated == ["Journal": ["A.swift", "B.swift"]])
        let older = Data("{\n  \"version\": 1,\n  \"files\": {\"A.swift\": \"fnv1a64:1\"}\n}\n".utf8)
        #expect(try Manifest.decode(older, path: "m") == Manifest(files: ["A.swift": "fnv1a64:1"]))
    }

    @Test("encodes an empty manifest")
    func emptyEncoding() {
        #expect(String(decoding: Manifest().encoded(), as: UTF8.self) == "{\n  \"version\": 1,\n  \"files\": {}\n}\n")
    }

    @Test("round-trips through decode, including characters JSON must escape")
    func roundTrip() throws {
        let manifest = Manifest(files: [
            "a \"quoted\" name.swift": "fnv1a64:1",
            "tab\there/é.swift": "fnv1a64:2",
            "control\u{1}.swift": "fnv1a64:3",
        ])
        #expect(try Manifest.decode(manifest.encoded(), path: "m.json") == manifest)
    }

    @Test("a corrupt manifest is an error naming the file and suggesting to delete it")
    func corruptManifest() {
        let error = #expect(throws: WorkspaceError.self) {
            try Manifest.decode(Data("{\"version\": 1, \"files\": [".utf8), path: "/out/.strata/manifest.json")
        }
        #expect(error?.kind == .corruptManifest)
        #expect(error?.path == "/out/.strata/manifest.json")
        #expect(error?.hint?.contains("delete") == true)
        #expect(error?.description.hasPrefix("/out/.strata/manifest.json: ") == true)
    }

    @Test("a manifest from an unknown version is refused")
    func unknownVersion() {
        let error = #expect(throws: WorkspaceError.self) {
            try Manifest.decode(Data("{\"version\": 2, \"files\": {}}".utf8), path: "m.json")
        }
        #expect(error?.kind == .corruptManifest)
        #expect(error?.message.contains("version 2") == true)
    }

    @Test("plan reports a corrupt manifest on disk instead of crashing")
    func corruptManifestOnDisk() throws {
        try withTemporaryDirectory { root in
            try writeFile("not json at all", at: Manifest.relativePath, in: root)
            let error = #expect(throws: WorkspaceError.self) {
                try Workspace(root: root).plan([OutputFile(path: "A.swift", contents: "a")], force: false)
            }
            #expect(error?.kind == .corruptManifest)
            #expect(error?.path.hasSuffix("/.strata/manifest.json") == true)
            #expect(error?.hint?.contains("delete") == true)
        }
    }

    @Test("apply records the hash of what it wrote at .strata/manifest.json")
    func writtenManifest() throws {
        try withTemporaryDirectory { root in
            try generate(
                [OutputFile(path: "Sources/B.swift", contents: "b\n"), OutputFile(path: "A.swift", contents: "a\n")],
                into: root)
            let expected = """
                {
                  "version": 1,
                  "files": {
                    "A.swift": "\(ContentHash.of("a\n"))",
                    "Sources/B.swift": "\(ContentHash.of("b\n"))"
                  }
                }

                """
            #expect(try manifestText(in: root) == expected)
        }
    }
}
