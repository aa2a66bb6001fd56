import Foundation
import MCP
import StrataLint
import StrataPipeline
import Testing

/// The `lint` tool after edits on disk, in one warm session (its look-ups kept between calls): each
/// answer carries the findings a cold run gives — after a body made longer (checked in place), a DTO
/// renamed (other files' findings change) and a body edited after that.
@Suite("MCP lint after an edit")
struct LintAfterEditTests {
    static let files: [(String, String)] = [
        ("Sources/Domain/Order.swift", "public struct Order: Equatable, Sendable {\n    public let id: String\n}\n"),
        (
            "Sources/Domain/FetchOrdersUseCase.swift",
            """
            public struct FetchOrdersUseCase {
                let store: OrderStore

                public func execute() async throws -> [Order] {
                    let raw: OrderDTO? = nil
                    _ = raw
                    return try await store.load()
                }
            }

            """
        ),
        ("Sources/Data/OrderStore.swift", "public protocol OrderStore: Sendable {\n    func load() async throws -> [Order]\n}\n"),
        ("Sources/Data/OrderDTO.swift", "struct OrderDTO: Decodable {\n    let id: String\n}\n"),
    ]

    /// The findings of the tool's structured result, as `file:line:column rule message` lines.
    static func findings(_ structured: [String: Value]) -> [String] {
        (structured["findings"]?.arrayValue ?? []).compactMap { item in
            guard let item = item.objectValue else { return nil }
            let parts = ["file", "line", "column", "rule", "message"].map { key in
                item[key].map { value in value.stringValue ?? value.intValue.map(String.init) ?? "" } ?? ""
            }
            return parts.joined(separator: " ")
        }
    }

    static func cold(_ project: URL) async throws -> [String] {
        var request = LintRun.Request(project: project)
        request.useCache = false
        return try await LintRun.run(request).report.findings.map { finding in
            "\(finding.location.file) \(finding.location.line) \(finding.location.column) \(finding.ruleID) \(finding.message)"
        }
    }

    @Test func everyAnswerAfterAnEditIsTheColdOne() async throws {
        let project = try TestProject("lint-edit")
        defer { project.cleanUp() }
        for (path, text) in Self.files { try project.write(text, to: path) }
        let harness = try await MCPHarness.start(project: project.url)
        defer { Task { await harness.stop() } }

        let first = Self.findings(try await harness.success("lint").structured)
        #expect(!first.isEmpty)
        #expect(first == (try await Self.cold(project.url)))

        let useCase = "Sources/Domain/FetchOrdersUseCase.swift"
        try project.write(try #require(project.read(useCase)).replacingOccurrences(of: "        let raw", with: "        _ = 0\n\n        let raw"), to: useCase)
        let moved = Self.findings(try await harness.success("lint").structured)
        #expect(moved == (try await Self.cold(project.url)), "a body made longer")
        #expect(moved != first, "the use case's findings should have moved")

        let dto = "Sources/Data/OrderDTO.swift"
        try project.write(try #require(project.read(dto)).replacingOccurrences(of: "OrderDTO", with: "OrderRecord"), to: dto)
        let renamed = Self.findings(try await harness.success("lint").structured)
        #expect(renamed == (try await Self.cold(project.url)), "the DTO renamed")
        #expect(renamed.filter { $0.hasPrefix(useCase) } != moved.filter { $0.hasPrefix(useCase) }, "renaming the DTO changes the use case's findings")

        try project.write(try #require(project.read(useCase)).replacingOccurrences(of: "        _ = 0\n\n", with: ""), to: useCase)
        #expect(Self.findings(try await harness.success("lint").structured) == (try await Self.cold(project.url)), "a body edited after the rename")
    }
}
