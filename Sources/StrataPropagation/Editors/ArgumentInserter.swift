import SwiftSyntax

/// Adds a labelled argument to a call (`Movie(id: dto.id, …)`), after the argument of the
/// parameter that precedes the new one, in the call's own layout.
struct ArgumentInserter {
    let source: ParsedSource

    /// - Parameter preceding: labels of the initializer's parameters before the new one, in order.
    /// - Returns: nil when the call already passes `label`; empty when it cannot be edited
    ///   (no parentheses: a trailing-closure-only call).
    func edits(label: String, value: String, in call: FunctionCallExprSyntax, preceding: [String]) -> [SourceEdit]? {
        let arguments = call.arguments
        if arguments.contains(where: { $0.label?.text == label }) { return nil }
        guard let leftParen = call.leftParen else { return [] }
        let order = Dictionary(preceding.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let anchor = arguments.last { argument in argument.label.map { order[$0.text] != nil } ?? false }
        return ListInsertion(lines: source.lines).edits(
            text: label + ": " + value, after: anchor.map(Syntax.init), anchorHasComma: anchor?.trailingComma != nil,
            opening: leftParen, first: arguments.first.map(Syntax.init))
    }

    /// How the other arguments read their source: `dto.` in `title: dto.title`, `` in
    /// `title: title`. The most common prefix wins; nil when no argument shows one.
    static func sourcePrefix(of call: FunctionCallExprSyntax) -> String? {
        var counts: [String: Int] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            let value = argument.expression.trimmedDescription
            if value == label {
                counts["", default: 0] += 1
            } else if value.hasSuffix("." + label) {
                let base = String(value.dropLast(label.count + 1))
                // `$0.name` in `dtos.map { .init(name: $0.name) }` reads the closure's element.
                let isClosureParameter = base.first == "$" && base.dropFirst().allSatisfy(\.isNumber) && base.count > 1
                if Assignment.isIdentifier(base) || isClosureParameter { counts[base + ".", default: 0] += 1 }
            }
        }
        return counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
    }
}

/// Finds the calls that construct a type inside a piece of syntax: `Movie(…)`,
/// `Domain.Movie(…)`, `Self(…)`, `.init(…)`, `self.init(…)`.
struct ConstructorCalls {
    let typeName: String
    let module: String?
    /// Whether `Self(…)`/`.init(…)`/`self.init(…)` construct the type here (the code returns it).
    let implicitMeansType: Bool

    func find(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let finder = CallFinder { self.constructs($0) && (self.isExplicit($0) || !Self.isArgument($0, within: Syntax(node))) }
        finder.walk(node)
        return finder.found
    }

    private func isExplicit(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression.trimmedDescription
        return callee != "Self" && callee != ".init" && callee != "self.init" && callee != "Self.init"
    }

    /// `location: .init(latitude:…)` or `Set(x.map { .init(rawValue: $0) })`: an inferred
    /// construction passed to another call builds that parameter's type, not the one returned.
    static func isArgument(_ call: FunctionCallExprSyntax, within root: Syntax) -> Bool {
        var node = Syntax(call).parent
        while let current = node, current.id != root.id {
            if current.is(LabeledExprSyntax.self), current.parent?.parent?.is(FunctionCallExprSyntax.self) == true { return true }
            node = current.parent
        }
        return false
    }

    func constructs(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression.trimmedDescription
        if callee == typeName || callee == typeName + ".init" { return true }
        if let module, callee == module + "." + typeName || callee == module + "." + typeName + ".init" { return true }
        return implicitMeansType && (callee == "Self" || callee == ".init" || callee == "self.init" || callee == "Self.init")
    }
}

final class CallFinder: SyntaxVisitor {
    let matches: (FunctionCallExprSyntax) -> Bool
    var found: [FunctionCallExprSyntax] = []

    init(_ matches: @escaping (FunctionCallExprSyntax) -> Bool) {
        self.matches = matches
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if matches(node) { found.append(node) }
        return .visitChildren
    }
}
