import Foundation
import StrataModel
import Testing

@testable import StrataIndex

@Suite("Discovery")
struct DiscoveryTests {
    private func index(_ project: TemporaryProject, options: IndexOptions = .noCache) async throws -> SourceIndex {
        try await Indexer(options: options).index(root: project.url)
    }

    @Test func findsSwiftFilesSortedAndSkipsDefaults() async throws {
        let project = try TemporaryProject([
            "Sources/B.swift": "struct B {}", "Sources/A.swift": "struct A {}", "README.md": "# hi",
            ".build/debug/X.swift": "", ".build-linux/Y.swift": "", "Pods/P/P.swift": "", ".git/hooks/h.swift": "",
            "Sources/Models.generated.swift": "", "Sources/Generated/G.swift": "", ".github/scripts/Tool.swift": "struct Tool {}",
            ".strata/cache/x.swift": "", "App/node_modules/n.swift": "",
        ])
        let index = try await index(project)
        #expect(index.files.map(\.path) == [".github/scripts/Tool.swift", "Sources/A.swift", "Sources/B.swift"])
        #expect(index.problems.isEmpty)
        #expect(index.root == project.path)
    }

    @Test func customExcludes() async throws {
        let project = try TemporaryProject(["Sources/App/A.swift": "", "Sources/Legacy/L.swift": "", "Tests/T.swift": ""])
        var options = IndexOptions.noCache
        options.excludes = ["Legacy", "Tests/**"]
        #expect(try await index(project, options: options).files.map(\.path) == ["Sources/App/A.swift"])
    }

    @Test func emptyProject() async throws {
        let project = try TemporaryProject()
        let index = try await index(project)
        #expect(index.files.isEmpty && index.targets.isEmpty && index.problems.isEmpty)
    }

    @Test func missingRootOrFileRootThrows() async throws {
        let project = try TemporaryProject(["A.swift": ""])
        await #expect(throws: StrataIssues.self) {
            _ = try await Indexer(options: .noCache).index(root: project.url.appendingPathComponent("missing"))
        }
        do {
            _ = try await Indexer(options: .noCache).index(root: project.url.appendingPathComponent("A.swift"))
            Issue.record("expected a throw")
        } catch {
            #expect(error.issues.first?.message.contains("A.swift") == true)
        }
    }

    @Test func symlinkLoopIsReportedOnceAndEnds() async throws {
        let project = try TemporaryProject(["Sources/A.swift": "struct A {}"])
        try project.link("Sources/Loop", to: "..")
        try project.link("Sources/Self", to: ".")
        let index = try await index(project)
        #expect(index.files.map(\.path) == ["Sources/A.swift"])
        let loops = index.problems.filter { $0.message.contains("loop") }
        #expect(loops.map { $0.location?.file } == ["Sources/Loop", "Sources/Self"])
    }

    @Test func symlinkedFolderInsideRootIsIndexedOnce() async throws {
        let project = try TemporaryProject(["Shared/S.swift": "struct S {}"])
        try project.link("App/SharedLink", to: "../Shared")
        let index = try await index(project)
        #expect(index.files.map(\.path) == ["Shared/S.swift"])  // the real path wins over the link
        #expect(index.problems.map(\.severity) == [.note])
        #expect(index.problems.first?.location?.file == "App/SharedLink")
    }

    @Test func absoluteSymlinkResolvingInsideTheRootIsFollowed() async throws {
        let project = try TemporaryProject(["Vendor/Lib/L.swift": "struct L {}"])  // `Vendor` is excluded…
        try project.link("Sources/Lib", to: project.path + "/Vendor/Lib")  // …but linked into the sources
        let index = try await index(project)
        #expect(index.files.map(\.path) == ["Sources/Lib/L.swift"])
        #expect(index.problems.isEmpty)
    }

    @Test func symlinkLeavingTheRootIsNotFollowed() async throws {
        let outside = try TemporaryProject(["Secret.swift": "struct Secret {}"])
        let project = try TemporaryProject(["A.swift": ""])
        try project.link("External", to: outside.path)
        try project.link("Linked.swift", to: outside.path + "/Secret.swift")
        let index = try await index(project)
        #expect(index.files.map(\.path) == ["A.swift"])
        #expect(index.problems.count == 2)
        #expect(index.problems.allSatisfy { $0.severity == .note && $0.message.contains("outside") })
    }

    @Test func oddEntries() async throws {
        let project = try TemporaryProject(["Folder.swift/Inside.swift": "struct Inside {}", "Empty.swift": ""])
        try project.link("Dangling.swift", to: "Nowhere.swift")
        try project.link("LinkedFile.swift", to: "Folder.swift/Inside.swift")
        let index = try await index(project)
        #expect(index.files.map(\.path) == ["Empty.swift", "Folder.swift/Inside.swift"])
        #expect(index.files.first?.lineCount == 0)
        let byFile = Dictionary(index.problems.map { ($0.location?.file ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byFile["Dangling.swift"]?.severity == .warning)
        #expect(byFile["LinkedFile.swift"]?.severity == .note)  // same file as Folder.swift/Inside.swift
    }
}
