import Foundation
import StrataAnalysis
import StrataCorpus
import StrataIndex
import StrataModel
import Testing

@testable import StrataLint

/// Lint's per-type look-ups read from where the classifier saw each type (`CodebaseModel.sources`)
/// are exactly the ones found by searching every file, and a model whose positions do not fit the
/// index is searched instead of trusted.
@Suite("Lint: type facts from the classifier's positions")
struct TypeFactsSourcesTests {
    private static let fixtures = FixtureProjects.folder

    private static func index(_ root: URL) async throws -> SourceIndex {
        var options = IndexOptions()
        options.cacheDirectory = nil
        return try await Indexer(options: options).index(root: root)
    }

    /// Same types, same order, same declarations and extensions, both ways.
    private static func expectSame(_ index: SourceIndex, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let model = Classifier().classify(index, relations: false)
        let read = try #require(LintProject.typeFactsFromSources(model: model, index: index), "\(index.root)", sourceLocation: sourceLocation)
        let searched = LintProject.typeFactsBySearching(model: model, index: index)
        #expect(read.count == searched.count, "\(index.root)", sourceLocation: sourceLocation)
        #expect(read.count == model.types.filter { $0.kind != .extension }.count, sourceLocation: sourceLocation)
        for (left, right) in zip(read, searched) {
            #expect(left.classified == right.classified, "\(left.name) in \(left.file)", sourceLocation: sourceLocation)
            #expect(left.declaration == right.declaration, "\(left.name)", sourceLocation: sourceLocation)
            #expect(left.extensions.map(\.file) == right.extensions.map(\.file), "\(left.name)", sourceLocation: sourceLocation)
            #expect(left.extensions.map(\.declaration) == right.extensions.map(\.declaration), "\(left.name)", sourceLocation: sourceLocation)
        }
    }

    @Test func everyFixtureProject() async throws {
        let roots = try FixtureProjects.roots()
        #expect(roots.count >= 8)
        for root in roots { try Self.expectSame(try await Self.index(root)) }
    }

    @Test func generatedCorpus() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-typefacts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var generator = CorpusGenerator(seed: 5)
        try generator.write(lines: 6_000, to: root)
        try Self.expectSame(try await Self.index(root))
    }

    /// One name in two modules, extensions in the type's module and in another, a second declaration
    /// of a name in the same module, nested types, an extension of a type the project does not declare.
    @Test func namesSharedAcrossModulesAndExtensions() async throws {
        let project = try ExampleProject(files: [
            (
                "Package.swift",
                """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Shop", targets: [
                    .target(name: "Orders", path: "Sources/Orders"),
                    .target(name: "Billing", dependencies: ["Orders"], path: "Sources/Billing"),
                ])
                """
            ),
            ("Sources/Orders/Order.swift", "public struct Order: Identifiable { public let id: UUID\n    struct Line { let sku: String } }\n"),
            ("Sources/Orders/Order+Total.swift", "extension Order: Equatable { var total: Int { 0 } }\nextension Order.Line: Hashable {}\n"),
            ("Sources/Orders/Again.swift", "struct Order { let other: Int }\nextension URL { var isSecure: Bool { true } }\n"),
            ("Sources/Billing/Order.swift", "import Orders\nstruct Order: Codable { let invoice: String }\n"),
            ("Sources/Billing/Order+Orders.swift", "import Orders\nextension Order { func printed() -> String { \"\" } }\n"),
            ("Sources/Billing/Invoice.swift", "import Orders\nextension Invoice: Sendable {}\nstruct Invoice { let order: Order }\n"),
        ])
        defer { project.remove() }
        try Self.expectSame(try await Self.index(project.url))
    }

    /// A decoded model carries no positions (they are not part of its JSON): searched, same findings.
    @Test func aDecodedModelIsSearched() async throws {
        let index = try await Self.index(Self.fixtures.appendingPathComponent("Projects/arclabs"))
        let model = Classifier().classify(index, relations: false)
        let data = try JSONEncoder().encode(model)
        #expect(!String(decoding: data, as: UTF8.self).contains("\"sources\""))
        let decoded = try JSONDecoder().decode(CodebaseModel.self, from: data)
        #expect(decoded == model)
        #expect(LintProject.typeFactsFromSources(model: decoded, index: index) == nil)
        #expect(LintProject.typeFacts(model: decoded, index: index).map(\.name) == LintProject.typeFacts(model: model, index: index).map(\.name))

        let configuration = try LintConfiguration.resolve(LintSettings(), conventions: nil, statesConventions: false)
        let withPositions = await LintEngine(configuration: configuration).run(index: index, model: model)
        let searched = await LintEngine(configuration: configuration).run(index: index, model: decoded)
        #expect(!withPositions.findings.isEmpty)
        #expect(withPositions.findings == searched.findings)
    }

    /// Positions taken in another index are not read against this one.
    @Test func positionsFromAnotherIndexAreNotTrusted() async throws {
        let arclabs = try await Self.index(Self.fixtures.appendingPathComponent("Projects/arclabs"))
        let popcorn = try await Self.index(Self.fixtures.appendingPathComponent("Projects/popcorn"))
        var model = Classifier().classify(arclabs, relations: false)
        model.sources = Classifier().classify(popcorn, relations: false).sources
        #expect(LintProject.typeFactsFromSources(model: model, index: arclabs) == nil)
        #expect(LintProject.typeFacts(model: model, index: arclabs).count == model.types.filter { $0.kind != .extension }.count)
    }

    /// Same files, edited since: positions that no longer hold their type are not trusted either.
    @Test func positionsThatNoLongerHoldTheirTypeAreNotTrusted() async throws {
        let project = try ExampleProject(files: [
            ("Domain/Order.swift", "struct Order { let id: UUID }\nprotocol OrderRepository { func all() async throws -> [Order] }\n"),
            ("Domain/Customer.swift", "struct Customer { let id: UUID }\n"),
        ])
        defer { project.remove() }
        let before = try await Self.index(project.url)
        let model = Classifier().classify(before, relations: false)
        try "protocol OrderRepository { func all() async throws -> [Order] }\nstruct Order { let id: UUID }\n"
            .write(to: project.url.appendingPathComponent("Domain/Order.swift"), atomically: true, encoding: .utf8)
        let after = try await Self.index(project.url)
        #expect(model.sources.fits(after, typeCount: model.types.count))
        #expect(LintProject.typeFactsFromSources(model: model, index: after) == nil)
    }
}
