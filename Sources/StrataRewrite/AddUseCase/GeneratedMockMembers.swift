import SwiftParser
import SwiftSyntax

/// One method's members in the generator's repository mock (`fetchRecentCallCount`,
/// `lastFetchRecentLimit`, `fetchRecentResult`, the witness), and the mock's shared state the
/// witness reads (`workouts`, `error`): a project's mock can take the method's members only if it
/// has that shared state too.
struct GeneratedMockMembers {
    /// Declarations at column 0, one per line.
    var state: [String]
    /// The witness at column 0, four-space indented.
    var witness: String
    var sharedState: Set<String>

    init?(mock text: String, method: String) {
        let tree = Parser.parse(source: text)
        guard let mock = tree.statements.lazy.compactMap({ $0.item.as(ClassDeclSyntax.self) }).first else { return nil }
        let functions = mock.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        guard let witness = functions.first(where: { $0.name.text == method }) else { return nil }
        var state: [String] = []
        var stored = Set<String>()
        for member in mock.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            stored.formUnion(names)
            if names.contains(where: { Self.tracks($0, method: method) }) { state.append(variable.trimmedDescription) }
        }
        self.state = state
        self.witness = ConformerCompletion.columnZero(witness)
        // What the witness reads besides its own tracking: the store, the error to throw.
        self.sharedState = Set(Self.names(readIn: witness).filter { stored.contains($0) && !Self.tracks($0, method: method) })
    }

    private static func names(readIn node: FunctionDeclSyntax) -> [String] {
        let reads = ReferenceCollector(viewMode: .sourceAccurate)
        reads.walk(node)
        return reads.names
    }

    /// `fetchRecentCallCount`, `fetchRecentResult` or `lastFetchRecentLimit` belong to `fetchRecent`.
    static func tracks(_ name: String, method: String) -> Bool {
        let capitalized = method.prefix(1).uppercased() + method.dropFirst()
        for prefix in [method, "last" + capitalized] where name.hasPrefix(prefix) {
            guard let next = name.dropFirst(prefix.count).first else { return prefix != method }
            if next.isUppercase { return true }
        }
        return false
    }
}

/// Every name an expression refers to (`error`, `workouts`), in order.
private final class ReferenceCollector: SyntaxVisitor {
    var names: [String] = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.append(node.baseName.text)
        return .skipChildren
    }
}
