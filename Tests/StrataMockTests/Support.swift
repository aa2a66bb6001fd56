import StrataIndex
import StrataModel
import Testing

@testable import StrataMock

/// Protocols from in-memory sources, as the pipeline reads them from files.
enum MockTestSupport {
    static func extract(_ source: String, path: String = "Sources/App/File.swift") -> FileProtocols {
        Indexer.parse(source: source, path: path) { ProtocolExtractor.extract($0) } ?? FileProtocols()
    }

    static func protocols(_ sources: [String: String]) -> [MockableProtocol] {
        sources.keys.sorted().flatMap { extract(sources[$0]!, path: $0).protocols }
    }

    /// The mock of `name` among `sources` in `style`, as the renderer writes it.
    static func mock(
        _ name: String, in sources: [String: String], style: MockStyle = .seed, mainActorInit: Bool = true,
        failures: FailureValues = FailureValues(), mockName: String? = nil
    ) -> String {
        let catalog = ProtocolCatalog(protocols(sources))
        guard let root = catalog.lookup(name, from: nil) else { return "<no protocol \(name)>" }
        let (flattened, _) = InheritanceFlattener(catalog: catalog).flatten(root)
        return MockRenderer(style: style, mainActorInit: mainActorInit, failures: failures).render(flattened, mockName: mockName ?? name + "Mock")
    }

    /// Mock files for the annotated protocols of `sources`, planned as a run plans them (contract
    /// conventions: `{name}Mock`, `@MainActor init() {}`).
    static func plan(
        _ sources: [String: String], style: MockStyle, destination: MockDestination, extraImports: [String] = []
    ) async -> (mocks: [PlannedMock], issues: [StrataIssue]) {
        let protocols = protocols(sources)
        let entries = protocols.filter { $0.annotation != nil }.map { model in
            ProtocolEntry(name: model.name, file: model.file, line: model.line, isAnnotated: true, inherited: model.inherited)
        }
        let summaries = sources.keys.sorted().map { Indexer.summarize(source: sources[$0]!, path: $0) }
        let failures = FailureValues(index: SourceIndex(root: "/p", files: summaries, targets: [], problems: []))
        let planner = MockPlanner(
            conventions: Presets.contract, style: style, destination: destination, failures: failures, extraImports: extraImports)
        let (mocks, issues) = await planner.plan(entries, catalog: ProtocolCatalog(protocols))
        return (mocks, issues)
    }
}
