import StrataIndex

/// One method's share of a mock, for a mock that already exists and must now implement a new
/// requirement (`strata add usecase` adds a repository method): its state and its witness,
/// rendered exactly as a whole mock of the protocol would render them, so tracking names stay
/// unique among the protocol's other requirements.
package struct MockMemberAddition: Sendable, Hashable {
    /// Stored properties, one declaration per line, without indentation.
    package var state: [String]
    /// The witness, four-space indented from column 0.
    package var implementation: String
    /// The witness throws `NotStubbed`, a nested error type the mock must declare.
    package var needsNotStubbed: Bool
    /// The declaration of `NotStubbed` as the renderer writes it, for a mock that lacks one.
    package var notStubbedDeclaration: String

    /// The members for method `name` of `protocolName` (the last requirement of that name: the one
    /// just added), declared in `source`; nil when the protocol or the method is not there, or the
    /// method needs static state a generic mock keeps elsewhere.
    package static func method(
        named name: String, ofProtocol protocolName: String, declaredIn source: String, path: String, mockName: String,
        style: MockStyle, mainActorInit: Bool, failures: FailureValues
    ) -> MockMemberAddition? {
        let extracted = Indexer.parse(source: source, path: path) { ProtocolExtractor.extract($0) }
        guard let model = extracted?.protocols.first(where: { $0.name == protocolName }) else { return nil }
        let (flattened, _) = InheritanceFlattener(catalog: ProtocolCatalog([model])).flatten(model)
        guard
            let index = flattened.requirements.lastIndex(where: { requirement in
                if case .method(let method) = requirement { return method.name == name }
                return false
            }), case .method(let method) = flattened.requirements[index]
        else { return nil }
        let shape = MockShape(flattened, name: mockName)
        let context = MemberContext(style: style, shape: shape, failures: failures, hasSoleMethod: false)
        let names = TrackingNames(flattened.requirements)
        let rendered = MethodMock(context: context).render(method, base: names.bases[index], argumentBase: names.argumentBases[index])
        guard rendered.companionState.isEmpty else { return nil }
        return MockMemberAddition(
            state: rendered.state, implementation: Self.outdented(rendered.implementation.text), needsNotStubbed: rendered.needsNotStubbed,
            notStubbedDeclaration: Self.outdented(MockRenderer.notStubbedDeclaration.text))
    }

    /// The style one existing mock shows through its members; nil for a hand-rolled fake.
    package static func style(ofMockMembers members: [Member]) -> MockStyle? {
        MockStyleInference.style(of: members)
    }

    /// Member-depth text (four spaces) moved to column 0.
    private static func outdented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }
            .joined(separator: "\n")
    }
}
