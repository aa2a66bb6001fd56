import Foundation
import StrataCorpus
import StrataIndex
import StrataModel
import Testing

@testable import StrataAnalysis

/// The classifier gives exactly the model the previous one gave (`Support/ReferenceClassifier`):
/// every fixture project, generated corpora, hand-made edge cases, with and without relations.
@Suite("Classifier: same model as before")
struct ClassifierEquivalenceTests {

    private static func index(_ root: URL) async throws -> SourceIndex {
        var options = IndexOptions()
        options.cacheDirectory = nil
        return try await Indexer(options: options).index(root: root)
    }

    private static func expectSame(_ index: SourceIndex, layers: LayerRules = LayerRules(), sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for relations in [true, false] {
            let model = Classifier(layers: layers).classify(index, relations: relations)
            let expected = ReferenceClassifier(layers: layers).classify(index, relations: relations)
            #expect(model.files == expected.files, "\(index.root): files", sourceLocation: sourceLocation)
            #expect(model.types == expected.types, "\(index.root): types", sourceLocation: sourceLocation)
            #expect(model.relations == expected.relations, "\(index.root): relations", sourceLocation: sourceLocation)
            #expect(model == expected, sourceLocation: sourceLocation)
        }
    }

    @Test func everyFixtureProject() async throws {
        let roots = try FixtureProjects.roots()
        #expect(roots.count >= 8)
        for root in roots {
            let index = try await Self.index(root)
            Self.expectSame(index)
            Self.expectSame(index, layers: LayerRules(globs: [(.data, "**/Remote/**"), (.presentation, "**/*View.swift"), (.unknown, "**/Legacy*")]))
        }
    }

    @Test func generatedCorpus() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-classifier-equivalence-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var generator = CorpusGenerator(seed: 11)
        try generator.write(lines: 8_000, to: root)
        Self.expectSame(try await Self.index(root))
    }

    /// Names in several modules, extensions resolved through imports, orphans, duplicates, test
    /// folders and test imports, flat packages, a file at the root.
    @Test func edgeCases() {
        let targets = [
            PackageTarget(name: "Orders", kind: .regular, path: "Sources/Orders", dependencies: [], manifest: "Package.swift", line: 1),
            PackageTarget(name: "OrdersData", kind: .regular, path: "Sources/OrdersData", dependencies: ["Orders"], manifest: "Package.swift", line: 2),
            PackageTarget(name: "Shop", kind: .regular, path: "Sources/Shop", dependencies: [], manifest: "Package.swift", line: 3),
            PackageTarget(name: "OrdersTests", kind: .test, path: "Tests/OrdersTests", dependencies: ["Orders"], manifest: "Package.swift", line: 4),
        ]
        let index = Facts.index(
            Facts.file("Main.swift", Facts.type(.struct, "Order", members: [Facts.property("id", "UUID")])),
            Facts.file(
                "Sources/Orders/Order.swift", Facts.type(.struct, "Order", inherits: ["Identifiable"], members: [Facts.property("id", "UUID")]),
                Facts.type(.protocol, "OrderRepository", members: [Facts.method("load", returns: "[Order]")]),
                Facts.type(.struct, "Order"), Facts.type(.enum, "OrderError", inherits: ["Error"])),
            Facts.file(
                "Sources/Shop/Order.swift", Facts.type(.struct, "Order", members: [Facts.property("total", "Int")]),
                Facts.type(.extension, "Order", inherits: ["Sendable", "any Hashable"])),
            Facts.file(
                "Sources/OrdersData/OrderRepositoryImpl.swift", imports: ["Foundation", "Orders"],
                Facts.type(.class, "OrderRepositoryImpl", members: [Facts.initializer([("remote", "OrderRemote")])]),
                Facts.type(.extension, "OrderRepositoryImpl", inherits: ["OrderRepository", "OrderRepository"]),
                Facts.type(.extension, "Order", inherits: ["Codable"]), Facts.type(.extension, "URL"),
                Facts.type(.struct, "OrderDTO", inherits: ["Codable"], members: [Facts.method("toDomain", returns: "Order")]),
                Facts.type(.struct, "OrderResponse", inherits: ["Decodable"]), Facts.type(.struct, "OrderRemote"),
                Facts.type(.struct, "Order.CodingKeys")),
            Facts.file(
                "Tests/OrdersTests/OrderTests.swift", imports: ["Testing"],
                Facts.type(.struct, "OrderTests", attributes: ["Suite"]), Facts.type(.class, "MockOrderRepository", inherits: ["OrderRepository"]),
                Facts.type(.extension, "Order", members: [Facts.method("mock", isStatic: true)])),
            Facts.file(
                "App/SupportTests/Helpers.swift", imports: ["Foundation"], Facts.type(.struct, "Helper"),
                Facts.type(.struct, "FakeClock"), Facts.type(.extension, "Helper", members: [Facts.method("makeSample", isStatic: true)])),
            Facts.file("App/Features/Cart/Domain/Cart.swift", Facts.type(.struct, "Cart", members: [Facts.property("items", "[Order]")])),
            Facts.file("App/ui/CartViewModel.swift", Facts.type(.class, "CartViewModel"), Facts.type(.protocol, "CartUseCase")),
            targets: targets)
        Self.expectSame(index)
        Self.expectSame(index, layers: LayerRules(globs: [(.app, "Main.swift"), (.unknown, "Sources/Shop/**")]))
    }
}
