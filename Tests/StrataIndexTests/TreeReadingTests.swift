import Foundation
import SwiftSyntax
import Testing

@testable import StrataIndex

/// Readers that need syntax trees: the `onParse` hook of an indexing run and `Indexer.parse`.
@Suite("Tree reading")
struct TreeReadingTests {
    /// Collects what the hook sees, from any thread.
    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String: (hash: String, declarations: Int)] = [:]
        func add(_ file: ParsedFile) {
            let count = file.tree.statements.count
            lock.lock()
            items[file.path] = (file.contentHash, count)
            lock.unlock()
        }
        var all: [String: (hash: String, declarations: Int)] {
            lock.lock()
            defer { lock.unlock() }
            return items
        }
    }

    @Test func theHookSeesEveryParsedFileOnceAndNoCachedOne() async throws {
        let project = try TemporaryProject(["A.swift": "protocol A {}\n", "B/B.swift": "struct B {}\nenum C {}\n"])
        let seen = Seen()
        var options = IndexOptions()
        options.stampSettleNanoseconds = 3_600 * 1_000_000_000
        options.onParse = { seen.add($0) }
        let index = try await Indexer(options: options).index(root: project.url)
        #expect(Set(seen.all.keys) == ["A.swift", "B/B.swift"])
        #expect(seen.all["B/B.swift"]?.declarations == 2)
        for file in index.files { #expect(seen.all[file.path]?.hash == file.contentHash) }

        let warm = Seen()
        options.onParse = { warm.add($0) }
        _ = try await Indexer(options: options).index(root: project.url)
        #expect(warm.all.isEmpty, "files from the cache are not parsed")
    }

    @Test func parsingFilesKeepsTheirOrderAndReportsProblems() async throws {
        let project = try TemporaryProject(["A.swift": "let a = 1\n", "C.swift": "let c = 1\nlet d = 2\n"])
        try project.write("Bad.swift", bytes: [0x66, 0xFF, 0xFE])
        let outcomes = await Indexer().parse(["C.swift", "Missing.swift", "Bad.swift", "A.swift"], root: project.url) { file in
            "\(file.path):\(file.tree.statements.count)"
        }
        let read = outcomes.map { outcome -> String in
            switch outcome {
            case .read(let value): value
            case .problem(let issue): "problem \(issue.location?.file ?? ""): \(issue.message)"
            }
        }
        #expect(read[0] == "C.swift:2")
        #expect(read[1].hasPrefix("problem Missing.swift: skipped: cannot read"))
        #expect(read[2] == "problem Bad.swift: skipped: not valid UTF-8 text")
        #expect(read[3] == "A.swift:1")
    }

    @Test func parsedFilesGiveTextPositionsAndComments() throws {
        let result = Indexer.parse(source: "import A\n\n/// Doc.\nprotocol P {\n  func f(x:   Int)\n}\n", path: "P.swift") { file -> String in
            guard let decl = file.tree.statements.last?.item.as(ProtocolDeclSyntax.self) else { return "no protocol" }
            let start = ParsedFile.startToken(attributes: decl.attributes, modifiers: decl.modifiers, keyword: decl.protocolKeyword)
            let member = decl.memberBlock.members.first.map { file.text($0.decl) } ?? ""
            return "\(file.line(of: start)):\(file.column(of: start)) \(file.docComment(before: start) ?? "-") \(member) \(file.contains("protocol")) \(file.contains("struct"))"
        }
        #expect(result == "4:1 Doc. func f(x:   Int) true false")
    }

    @Test func inputTheIndexRefusesToParseIsAProblemHereToo() async throws {
        let project = try TemporaryProject(["Brackets.swift": "let x = " + String(repeating: "[", count: 40) + "\n"])
        let outcomes = await Indexer().parse(["Brackets.swift"], root: project.url) { _ in "parsed" }
        guard case .problem(let issue)? = outcomes.first else {
            Issue.record("expected a problem, got \(outcomes)")
            return
        }
        #expect(issue.message.hasPrefix("not parsed: runs of `[`"))
        #expect(Indexer.parse(source: "let x = " + String(repeating: "[", count: 40), path: "B.swift") { _ in "parsed" } == nil)
    }
}
