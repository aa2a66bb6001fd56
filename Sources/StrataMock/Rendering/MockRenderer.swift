/// One protocol (flattened) → the Swift of its mock type: state first (as the contract preset lays it out),
/// then the initializer, then the witnesses.
package struct MockRenderer: Sendable {
    package var style: MockStyle
    /// `@MainActor init() {}` (the contract preset), where the mock is not isolated already.
    package var mainActorInit: Bool
    package var failures: FailureValues

    package init(style: MockStyle, mainActorInit: Bool, failures: FailureValues = FailureValues()) {
        self.style = style
        self.mainActorInit = mainActorInit
        self.failures = failures
    }

    /// The mock type (and, for a generic mock with static requirements, its companion enum).
    package func render(_ flattened: FlattenedProtocol, mockName: String) -> String {
        let shape = MockShape(flattened, name: mockName)
        let requirements = flattened.requirements
        var hasSoleMethod = false
        if requirements.count == 1, case .method(let method) = requirements[0], !method.isStatic { hasSoleMethod = true }
        let context = MemberContext(style: style, shape: shape, failures: failures, hasSoleMethod: hasSoleMethod)
        let names = TrackingNames(requirements)
        let members = requirements.indices.map { index -> RenderedMember in
            let (base, argumentBase) = (names.bases[index], names.argumentBases[index])
            switch requirements[index] {
            case .method(let method): return MethodMock(context: context).render(method, base: base, argumentBase: argumentBase)
            case .property(let property): return PropertyMock(context: context).render(property, base: base, argumentBase: argumentBase)
            case .subscript(let item): return SubscriptMock(context: context).render(item, base: base, argumentBase: argumentBase)
            case .initializer(let initializer):
                return InitializerMock(context: context).render(initializer, base: base, argumentBase: argumentBase)
            }
        }

        var writer = CodeWriter()
        writer.line(MockMarker.line(for: flattened.root.name))
        writer.block(shape.declaration) { body in
            var sections: [CodeWriter] = []
            if !shape.typealiases.isEmpty {
                var aliases = CodeWriter(depth: 1)
                for alias in shape.typealiases { aliases.line("typealias \(alias.name) = \(alias.type)") }
                sections.append(aliases)
            }
            if members.contains(where: \.needsNotStubbed) { sections.append(Self.notStubbedDeclaration) }
            for member in members where !member.state.isEmpty {
                var state = CodeWriter(depth: 1)
                state.lines(member.state)
                sections.append(state)
            }
            if let initializer = ownInitializer(shape, requirements: requirements) { sections.append(initializer) }
            sections += members.map(\.implementation).filter { !$0.isEmpty }
            if shape.isActor { sections.append(Self.configure(shape)) }
            let declared = Set(requirements.compactMap(Self.memberName))
            let standard = StandardConformances.render(flattened.standardParents, shape: shape, declared: declared)
            if !standard.isEmpty { sections.append(standard) }
            for (index, section) in sections.enumerated() {
                if index > 0 { body.line() }
                body.append(section)
            }
        }
        let companionState = members.flatMap(\.companionState)
        if !companionState.isEmpty {
            writer.line()
            writer.line("/// Static state of `\(mockName)`: a generic type cannot store it.")
            writer.block("enum \(context.companionName)") { body in
                if members.contains(where: \.companionNeedsNotStubbed) {
                    body.append(Self.notStubbedDeclaration)
                    body.line()
                }
                body.lines(companionState)
            }
        }
        return writer.text
    }

    /// `@MainActor init() {}`, `init() {}`, or nothing when the protocol requires `init()` itself.
    private func ownInitializer(_ shape: MockShape, requirements: [Requirement]) -> CodeWriter? {
        let requiresPlainInit = requirements.contains { requirement in
            if case .initializer(let initializer) = requirement { return initializer.parameters.isEmpty && initializer.genericParameters.isEmpty }
            return false
        }
        guard !requiresPlainInit else { return nil }
        return InitializerMock.oneLine(mainActorInit && !shape.isIsolated ? "@MainActor init()" : "init()")
    }

    /// Tests cannot set an actor's properties from outside; this lets them do it on its executor.
    private static func configure(_ shape: MockShape) -> CodeWriter {
        var writer = CodeWriter(depth: 1)
        writer.line("/// Changes the mock's state on its executor: `await mock.configure { $0.valueReturnValue = 1 }`.")
        writer.block("func configure(_ change: @Sendable (isolated \(shape.name)) -> Void)") { $0.line("change(self)") }
        return writer
    }

    static let notStubbedDeclaration: CodeWriter = {
        var writer = CodeWriter(depth: 1)
        writer.line("/// Thrown by members whose result a test has not set.")
        writer.block("struct NotStubbed: Error, Equatable") { $0.line("let member: String") }
        return writer
    }()

    private static func memberName(_ requirement: Requirement) -> String? {
        switch requirement {
        case .method(let method): method.name
        case .property(let property): property.name
        default: nil
        }
    }
}
