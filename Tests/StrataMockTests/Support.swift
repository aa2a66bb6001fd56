import StrataIndex
@testable import StrataMock
import Testing

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
}
