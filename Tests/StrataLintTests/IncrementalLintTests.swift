import Foundation
import StrataCLI
import StrataIndex
import StrataLint
import Testing

/// Lint with its results cache (`LintRun.Request.reusesResults`) gives exactly what a cold run gives
/// after every kind of edit — replayed, with only the edited files checked again, or in full — and
/// an edit that changes what other files see (a type renamed, a protocol changed, a file added or
/// removed) changes their findings too.
@Suite struct IncrementalLintTests {
    /// A small layered project whose files' findings depend on each other: the use case names the
    /// DTO (a boundary finding only while `OrderDTO` is a DTO) and a Data-layer store (a finding that
    /// says whether the store is a protocol or a class).
    static let files: [(path: String, text: String)] = [
        ("Sources/Domain/Order.swift", "public struct Order: Equatable, Sendable {\n    public let id: String\n}\n"),
        ("Sources/Domain/OrderRepository.swift", "public protocol OrderRepository: Sendable {\n    func orders() async throws -> [Order]\n}\n"),
        (
            "Sources/Domain/FetchOrdersUseCase.swift",
            """
            public struct FetchOrdersUseCase {
                let repository: OrderRepository
                let store: OrderStore

                public func execute() async throws -> [Order] {
                    let raw: OrderDTO? = nil
                    _ = raw
                    return try await repository.orders()
                }
            }

            """
        ),
        ("Sources/Data/OrderStore.swift", "public protocol OrderStore: Sendable {\n    func load() async throws -> [Order]\n}\n"),
        ("Sources/Data/OrderDTO.swift", "struct OrderDTO: Decodable {\n    let id: String\n}\n"),
        (
            "Sources/Data/OrderRepositoryImpl.swift",
            """
            import Foundation

            final class OrderRepositoryImpl: OrderRepository {
                func orders() async throws -> [Order] { let session = URLSession.shared; _ = session; return [] }
            }

            """
        ),
    ]

    struct Result: Equatable, CustomStringConvertible {
        var findings: [Finding]
        var suppressed: Int
        var checked: Int

        init(_ outcome: LintRun.Outcome) {
            findings = outcome.report.findings
            suppressed = outcome.report.suppressedCount
            checked = outcome.report.filesChecked
        }

        var description: String { findings.map { "\($0.location) [\($0.ruleID)] \($0.message)" }.joined(separator: "\n") }

        func findings(outside path: String) -> [Finding] { findings.filter { $0.location.file != path } }
    }

    private func cold(_ project: ExampleProject) async throws -> Result {
        Result(try await project.lint())
    }

    private func incremental(
        _ project: ExampleProject, memory: IndexMemory? = nil, lintMemory: LintMemory? = nil
    ) async throws -> (Result, LintRun.ResultReuse) {
        var request = LintRun.Request(project: project.url)
        request.reusesResults = true
        request.indexMemory = memory
        request.lintMemory = lintMemory
        let outcome = try await LintRun.run(request)
        return (Result(outcome), outcome.reuse)
    }

    private func edit(_ project: ExampleProject, _ path: String, _ change: (String) -> String) throws {
        let url = project.url.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let changed = change(text)
        #expect(changed != text, "the edit of \(path) changed nothing")
        try changed.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Runs the cached lint and a cold one and checks they agree; returns the cold result.
    @discardableResult
    private func expectSame(
        _ project: ExampleProject, reuse expected: LintRun.ResultReuse, _ step: String, memory: IndexMemory? = nil,
        lintMemory: LintMemory? = nil
    ) async throws -> Result {
        let (warm, reuse) = try await incremental(project, memory: memory, lintMemory: lintMemory)
        let reference = try await cold(project)
        #expect(warm == reference, "\(step): with the cache\n\(warm)\ncold\n\(reference)")
        #expect(reuse == expected, "\(step): took \(reuse)")
        return reference
    }

    @Test func everyEditGivesTheColdFindings() async throws {
        let project = try ExampleProject(files: Self.files)
        defer { project.remove() }
        let first = try await expectSame(project, reuse: .none, "first run")
        #expect(!first.findings.isEmpty)
        try await expectSame(project, reuse: .replayed, "nothing changed")

        // In place, on one line: the declarations are the same, so only this file is checked again.
        try edit(project, "Sources/Data/OrderRepositoryImpl.swift") { $0.replacingOccurrences(of: "URLSession.shared", with: "URLSession(configuration: .ephemeral)") }
        try await expectSame(project, reuse: .unchangedFiles(reusedFiles: 5), "body edited in place")
        try await expectSame(project, reuse: .replayed, "nothing changed after the edit")

        // The DTO renamed in its own file: the use case's findings change.
        try edit(project, "Sources/Data/OrderDTO.swift") { $0.replacingOccurrences(of: "OrderDTO", with: "OrderRecord") }
        let renamed = try await expectSame(project, reuse: .none, "DTO renamed")
        #expect(
            renamed.findings(outside: "Sources/Data/OrderDTO.swift") != first.findings(outside: "Sources/Data/OrderDTO.swift"),
            "renaming the DTO should change the findings of the files naming it")

        // The store's protocol made a class: the use case's finding about it changes.
        try edit(project, "Sources/Data/OrderStore.swift") {
            $0.replacingOccurrences(
                of: "public protocol OrderStore: Sendable {\n    func load() async throws -> [Order]\n}",
                with: "public final class OrderStore {\n    func load() async throws -> [Order] { [] }\n}")
        }
        let concrete = try await expectSame(project, reuse: .none, "protocol made a class")
        #expect(
            concrete.findings(outside: "Sources/Data/OrderStore.swift") != renamed.findings(outside: "Sources/Data/OrderStore.swift"),
            "changing the protocol should change the findings of the files using it")

        try FileManager.default.removeItem(at: project.url.appendingPathComponent("Sources/Data/OrderDTO.swift"))
        try await expectSame(project, reuse: .none, "file deleted")

        try "struct InvoiceDTO: Decodable {\n    let total: Int\n}\n".write(
            to: project.url.appendingPathComponent("Sources/Data/InvoiceDTO.swift"), atomically: true, encoding: .utf8)
        try await expectSame(project, reuse: .none, "file added")
        try await expectSame(project, reuse: .replayed, "nothing changed at the end")
    }

    /// As the MCP server runs it: one process keeping its summaries between calls.
    @Test func aSessionKeepingItsSummariesGivesTheColdFindings() async throws {
        let project = try ExampleProject(files: Self.files)
        defer { project.remove() }
        let memory = IndexMemory()
        try await expectSame(project, reuse: .none, "first call", memory: memory)
        try edit(project, "Sources/Data/OrderRepositoryImpl.swift") { $0.replacingOccurrences(of: "URLSession.shared", with: "URLSession(configuration: .ephemeral)") }
        try await expectSame(project, reuse: .unchangedFiles(reusedFiles: 5), "body edited in place", memory: memory)
        try edit(project, "Sources/Data/OrderDTO.swift") { $0.replacingOccurrences(of: "OrderDTO", with: "OrderRecord") }
        try await expectSame(project, reuse: .none, "DTO renamed", memory: memory)
        try await expectSame(project, reuse: .replayed, "nothing changed", memory: memory)
    }

    /// A body made longer moves every line after it, in its file only: what other files' checks
    /// read of it is the same, so only the edited file is checked again, and its findings move.
    @Test func aBodyEditThatMovesLinesChecksOnlyItsFile() async throws {
        let project = try ExampleProject(files: Self.files)
        defer { project.remove() }
        let first = try await expectSame(project, reuse: .none, "first run")
        try edit(project, "Sources/Domain/FetchOrdersUseCase.swift") { $0.replacingOccurrences(of: "        let raw", with: "        _ = 0\n\n        let raw") }
        let longer = try await expectSame(project, reuse: .unchangedFiles(reusedFiles: 5), "use case body made longer: its findings move")
        #expect(longer.findings != first.findings && longer.findings.count == first.findings.count)
        try edit(project, "Sources/Domain/Order.swift") { "// The order.\n\n" + $0 }
        try await expectSame(project, reuse: .unchangedFiles(reusedFiles: 5), "an entity's lines moved")
    }

    /// The MCP server's way with its look-ups kept (`LintMemory`): an edit of bodies or lines only is
    /// put into them in place and only the edited files are checked; anything else is a whole run,
    /// and the next body edit is in place again. Every step gives the cold findings.
    @Test func aSessionKeepingItsLookUpsGivesTheColdFindings() async throws {
        let project = try ExampleProject(files: Self.files)
        defer { project.remove() }
        let memory = IndexMemory(), lintMemory = LintMemory()
        func step(_ reuse: LintRun.ResultReuse, _ name: String) async throws -> Result {
            try await expectSame(project, reuse: reuse, name, memory: memory, lintMemory: lintMemory)
        }
        let first = try await step(.none, "first call")
        try edit(project, "Sources/Data/OrderRepositoryImpl.swift") { $0.replacingOccurrences(of: "URLSession.shared", with: "URLSession(configuration: .ephemeral)") }
        _ = try await step(.replacedInMemory(files: 1), "body edited in place")
        try edit(project, "Sources/Domain/FetchOrdersUseCase.swift") { $0.replacingOccurrences(of: "        let raw", with: "        _ = 0\n\n        let raw") }
        let moved = try await step(.replacedInMemory(files: 1), "use case body made longer: its findings move")
        #expect(moved.findings != first.findings && moved.findings.count == first.findings.count)
        try edit(project, "Sources/Domain/Order.swift") { "// The order.\n" + $0 }
        try edit(project, "Sources/Data/OrderStore.swift") { "\n" + $0 }
        _ = try await step(.replacedInMemory(files: 2), "two files' lines moved")
        _ = try await step(.replayed, "nothing changed")

        // An extension of the entity in another file, then edits on both sides of it.
        try "extension Order {\n    var label: String { id }\n}\n".write(
            to: project.url.appendingPathComponent("Sources/Domain/Order+Label.swift"), atomically: true, encoding: .utf8)
        _ = try await step(.none, "file added")
        try edit(project, "Sources/Domain/Order+Label.swift") { $0.replacingOccurrences(of: "{ id }", with: "{\n        id\n    }") }
        _ = try await step(.replacedInMemory(files: 1), "the extension's body made longer")
        try edit(project, "Sources/Domain/Order.swift") { "\n\n" + $0 }
        _ = try await step(.replacedInMemory(files: 1), "the entity's lines moved under its extension")

        // What other files see changes: a whole run, whose look-ups the next body edit goes into.
        try edit(project, "Sources/Data/OrderDTO.swift") { $0.replacingOccurrences(of: "OrderDTO", with: "OrderRecord") }
        let renamed = try await step(.none, "DTO renamed")
        #expect(
            renamed.findings(outside: "Sources/Data/OrderDTO.swift") != moved.findings(outside: "Sources/Data/OrderDTO.swift"),
            "renaming the DTO should change the findings of the files naming it")
        try edit(project, "Sources/Domain/FetchOrdersUseCase.swift") { $0.replacingOccurrences(of: "        _ = 0\n\n", with: "") }
        _ = try await step(.replacedInMemory(files: 1), "body edited after the rename")
        try edit(project, "Sources/Data/OrderStore.swift") {
            $0.replacingOccurrences(
                of: "public protocol OrderStore: Sendable {\n    func load() async throws -> [Order]\n}",
                with: "public final class OrderStore {\n    func load() async throws -> [Order] { [] }\n}")
        }
        let concrete = try await step(.none, "protocol made a class")
        #expect(
            concrete.findings(outside: "Sources/Data/OrderStore.swift") != renamed.findings(outside: "Sources/Data/OrderStore.swift"),
            "changing the protocol should change the findings of the files using it")
        try edit(project, "Sources/Data/OrderStore.swift") { $0.replacingOccurrences(of: "{ [] }", with: "{\n        []\n    }") }
        _ = try await step(.replacedInMemory(files: 1), "the class's body made longer")
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("Sources/Data/OrderDTO.swift"))
        _ = try await step(.none, "file deleted")
        try edit(project, "Sources/Data/OrderRepositoryImpl.swift") { $0.replacingOccurrences(of: "return []", with: "return [] as [Order]") }
        _ = try await step(.replacedInMemory(files: 1), "body edited after the deletion")
        _ = try await step(.replayed, "nothing changed at the end")
    }

    /// Two declarations that shared a line and no longer do cannot be told apart by line: a run from
    /// the index (reusing the other files' findings), never a guess.
    @Test func declarationsSplitOffOneLineAreNotGuessed() async throws {
        let project = try ExampleProject(files: Self.files + [("Sources/Domain/Pair.swift", "struct Left {}; struct Right {}\n")])
        defer { project.remove() }
        let memory = IndexMemory(), lintMemory = LintMemory()
        try await expectSame(project, reuse: .none, "first call", memory: memory, lintMemory: lintMemory)
        // `Right` keeps its column, so only its line changes.
        try edit(project, "Sources/Domain/Pair.swift") { $0.replacingOccurrences(of: "; ", with: ";\n" + String(repeating: " ", count: 16)) }
        try await expectSame(project, reuse: .unchangedFiles(reusedFiles: 6), "split", memory: memory, lintMemory: lintMemory)
        try await expectSame(project, reuse: .replayed, "nothing changed", memory: memory, lintMemory: lintMemory)
    }

    @Test func anotherConfigurationOrRuleSetIsNotReplayed() async throws {
        let project = try ExampleProject(files: Self.files)
        defer { project.remove() }
        _ = try await incremental(project)
        try "preset: contract\n".write(to: project.url.appendingPathComponent(".strata.yml"), atomically: true, encoding: .utf8)
        try await expectSame(project, reuse: .none, "configuration added")

        var request = LintRun.Request(project: project.url)
        request.reusesResults = true
        request.only = ["dto-boundary"]
        let only = try await LintRun.run(request)
        #expect(only.reuse == .none)
        #expect(only.report.findings.allSatisfy { $0.ruleID == "dto-boundary" })
    }

    @Test func aDamagedResultsFileIsNoCache() async throws {
        let project = try ExampleProject(files: Self.files)
        defer { project.remove() }
        _ = try await incremental(project)
        let file = project.url.appendingPathComponent(".strata/cache/\(LintResultCache.fileName)")
        var bytes = try Data(contentsOf: file)
        bytes.removeLast(bytes.count / 2)
        try bytes.write(to: file)
        try await expectSame(project, reuse: .none, "damaged cache")
    }
}
