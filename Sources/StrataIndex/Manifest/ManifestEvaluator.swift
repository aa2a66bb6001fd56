import SwiftSyntax

/// Evaluates the parts of a `Package.swift` that name targets and dependencies — string literals
/// and interpolations, arrays, `+`, the manifest's own constants, `Target.Dependency` static
/// members and helper functions — without running it. Anything else (`map`, conditions, values
/// from other files or the environment) is a `ManifestGap`: reported where it is, never guessed.
struct ManifestEvaluator {
    indirect enum Value {
        /// A string literal; as a dependency it names a target or product.
        case text(String)
        /// `.target(name:)`, `.product(name:package:)`, `.byName(name:)`.
        case dependency(String)
        case target(TargetCall)
        case list([Value])
    }

    /// What the expression is read as: `.target(name:)` is a target in `targets:` and a dependency
    /// in `dependencies:`.
    enum Context { case target, dependency }

    /// Why an expression could not be followed, and where.
    struct Gap: Error {
        var expression: String
        var reason: String
        var position: AbsolutePosition

        init(_ node: some SyntaxProtocol, _ reason: String) {
            let text = node.trimmedDescription.split(whereSeparator: \.isNewline).map { String($0.drop { $0 == " " || $0 == "\t" }) }.joined(separator: " ")
            expression = text.count > 60 ? String(text.prefix(57)) + "…" : text
            self.reason = reason
            position = node.positionAfterSkippingLeadingTrivia
        }
    }

    static let targetKinds: [String: PackageTarget.Kind] = [
        "target": .regular, "testTarget": .test, "executableTarget": .executable, "macro": .macro, "plugin": .plugin,
    ]
    static let dependencyFactories: Set<String> = ["target", "product", "byName"]
    /// Deep enough for any real manifest; it stops constants that refer to each other.
    private static let maximumDepth = 32

    let scope: ManifestScope
    /// Parameters of the helper function being expanded.
    var environment: [String: Value] = [:]
    private var depth = 0

    init(scope: ManifestScope) {
        self.scope = scope
    }

    // MARK: - Targets and dependency lists

    /// The targets a call builds: a `.target(…)`-like call, or a helper function returning one or a list.
    func targets(_ call: FunctionCallExprSyntax) throws(Gap) -> [TargetCall] {
        try Self.targets(in: evaluate(ExprSyntax(call), as: .target), at: call)
    }

    private static func targets(in value: Value, at node: some SyntaxProtocol) throws(Gap) -> [TargetCall] {
        switch value {
        case .target(let call): return [call]
        case .list(let values):
            var result: [TargetCall] = []
            for value in values { result += try targets(in: value, at: node) }
            return result
        case .text, .dependency: throw Gap(node, "it is not a target")
        }
    }

    /// The names a `dependencies:` expression lists, and the parts of it that could not be read
    /// (each element and each `+` operand on its own, so one computed part leaves the rest checked).
    func dependencies(_ expression: ExprSyntax) -> (names: [String], gaps: [Gap]) {
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.reduce(into: (names: [String](), gaps: [Gap]())) { result, element in
                let part = dependencies(element.expression)
                result.names += part.names
                result.gaps += part.gaps
            }
        }
        if let operands = Self.sum(expression) {
            return operands.reduce(into: (names: [String](), gaps: [Gap]())) { result, operand in
                let part = dependencies(operand)
                result.names += part.names
                result.gaps += part.gaps
            }
        }
        do throws(Gap) {
            return (try Self.names(in: evaluate(expression, as: .dependency), at: expression), [])
        } catch {
            return ([], [error])
        }
    }

    private static func names(in value: Value, at node: some SyntaxProtocol) throws(Gap) -> [String] {
        switch value {
        case .text(let name), .dependency(let name): return [name]
        case .list(let values):
            var result: [String] = []
            for value in values { result += try names(in: value, at: node) }
            return result
        case .target: throw Gap(node, "it is a target, not a dependency")
        }
    }

    // MARK: - Expressions

    func evaluate(_ expression: ExprSyntax, as context: Context) throws(Gap) -> Value {
        guard depth < Self.maximumDepth else { throw Gap(expression, "its constants refer to each other too deeply (or in a circle)") }
        if let literal = expression.as(StringLiteralExprSyntax.self) { return .text(try text(literal)) }
        if let array = expression.as(ArrayExprSyntax.self) {
            var values: [Value] = []
            for element in array.elements { values.append(try evaluate(element.expression, as: context)) }
            return .list(values)
        }
        if let operands = Self.sum(expression) { return try concatenate(operands, as: context) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return try value(of: reference, as: context) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return try evaluate(call, as: context) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return try staticMember(member, as: context) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try evaluate(only.expression, as: context)
        }
        throw Gap(expression, "it is computed (\(Self.kind(of: expression))), which Strata does not evaluate")
    }

    private func text(_ literal: StringLiteralExprSyntax) throws(Gap) -> String {
        var result = ""
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                result += plain.content.text
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self), interpolation.expressions.count == 1,
                let inner = interpolation.expressions.first?.expression,
                case .text(let value) = try evaluate(inner, as: .dependency)
            {
                result += value
            } else {
                throw Gap(literal, "an interpolation in it is not a string constant")
            }
        }
        return result
    }

    /// `a + b + c` as its operands; nil for anything else (SwiftParser leaves operators unfolded).
    private static func sum(_ expression: ExprSyntax) -> [ExprSyntax]? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
        for index in stride(from: 1, to: elements.count, by: 2) {
            guard elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
        }
        return stride(from: 0, to: elements.count, by: 2).map { elements[$0] }
    }

    private func concatenate(_ operands: [ExprSyntax], as context: Context) throws(Gap) -> Value {
        var values: [Value] = []
        for operand in operands { values.append(try evaluate(operand, as: context)) }
        if values.allSatisfy({ if case .text = $0 { return true } else { return false } }) {
            return .text(values.map { if case .text(let text) = $0 { return text } else { return "" } }.joined())
        }
        return .list(values.flatMap { value -> [Value] in if case .list(let items) = value { return items } else { return [value] } })
    }

    private func value(of reference: DeclReferenceExprSyntax, as context: Context) throws(Gap) -> Value {
        let name = reference.baseName.text
        if let bound = environment[name] { return bound }
        if scope.mutated.contains(name) {
            throw Gap(reference, "`\(name)` is changed after its declaration, so its value depends on the order the manifest runs")
        }
        guard let definition = scope.constants[name] else {
            throw Gap(reference, "`\(name)` is not a constant declared at the top of this manifest")
        }
        return try deeper().evaluate(definition, as: context)
    }

    private func staticMember(_ member: MemberAccessExprSyntax, as context: Context) throws(Gap) -> Value {
        let name = member.declName.baseName.text
        let base = member.base?.trimmedDescription
        guard base == nil || base == "Target.Dependency" || base == "Self", let definition = scope.staticMembers[name] else {
            throw Gap(member, "`\(member.trimmedDescription)` is not a `Target.Dependency` member declared in this manifest")
        }
        return try deeper().evaluate(definition, as: context)
    }

    private func evaluate(_ call: FunctionCallExprSyntax, as context: Context) throws(Gap) -> Value {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), Self.isPackageDescriptionBase(member.base) {
            let factory = member.declName.baseName.text
            switch context {
            case .target:
                if let kind = Self.targetKinds[factory] { return .target(try target(call, kind: kind)) }
            case .dependency:
                if Self.dependencyFactories.contains(factory) {
                    guard let name = argument(call, "name") else { throw Gap(call, "it has no `name:`") }
                    guard case .text(let text) = try evaluate(name, as: .dependency) else { throw Gap(name, "the name is not a string") }
                    return .dependency(text)
                }
            }
            throw Gap(call, "`.\(factory)(…)` is not a \(context == .target ? "target" : "dependency") Strata knows")
        }
        if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), let function = scope.functions[callee.baseName.text] {
            return try expand(function, named: callee.baseName.text, at: call, as: context)
        }
        throw Gap(call, "it is computed (a call of `\(call.calledExpression.trimmedDescription)`), which Strata does not evaluate")
    }

    /// `.target(name: …, dependencies: …, path: …)`; `dependencies` read element by element.
    private func target(_ call: FunctionCallExprSyntax, kind: PackageTarget.Kind) throws(Gap) -> TargetCall {
        guard let nameExpression = argument(call, "name") else { throw Gap(call, "the target has no `name:`") }
        guard case .text(let name) = try evaluate(nameExpression, as: .dependency) else { throw Gap(nameExpression, "the name is not a string") }
        var path: String?
        if let pathExpression = argument(call, "path") {
            guard case .text(let text) = try evaluate(pathExpression, as: .dependency) else { throw Gap(pathExpression, "the path is not a string") }
            path = text
        }
        let read = argument(call, "dependencies").map(dependencies) ?? (names: [], gaps: [])
        return TargetCall(
            name: name, kind: kind, path: path, dependencies: read.names, gaps: read.gaps,
            position: call.positionAfterSkippingLeadingTrivia)
    }

    /// A helper function's body with its parameters bound to the call's arguments (or their defaults).
    private func expand(_ function: ManifestScope.Function, named name: String, at call: FunctionCallExprSyntax, as context: Context) throws(Gap) -> Value {
        guard let body = function.body else { throw Gap(call, "`\(name)` has more than one statement, which Strata does not run") }
        var arguments = Array(call.arguments)
        var bound: [String: Value] = [:]
        for parameter in function.parameters {
            if let first = arguments.first, first.label?.text == parameter.label {
                arguments.removeFirst()
                bound[parameter.name] = try evaluate(first.expression, as: parameter.context)
            } else if let defaultValue = parameter.defaultValue {
                bound[parameter.name] = try deeper().evaluate(defaultValue, as: parameter.context)
            } else {
                throw Gap(call, "its arguments do not match `\(name)`'s parameters")
            }
        }
        guard arguments.isEmpty else { throw Gap(call, "its arguments do not match `\(name)`'s parameters") }
        var inner = deeper()
        inner.environment = bound
        var value = try inner.evaluate(body, as: context)
        // A target built by a helper is declared where the helper is called.
        if case .target(var target) = value {
            target.position = call.positionAfterSkippingLeadingTrivia
            value = .target(target)
        }
        return value
    }

    private func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    private func deeper() -> ManifestEvaluator {
        var next = self
        next.depth += 1
        return next
    }

    /// `.target`, `Target.target`, `Target.Dependency.product`.
    private static func isPackageDescriptionBase(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        return ["Target", "Target.Dependency", "Self"].contains(base.trimmedDescription)
    }

    private static func kind(of expression: ExprSyntax) -> String {
        if expression.is(ClosureExprSyntax.self) { return "a closure" }
        if expression.is(TernaryExprSyntax.self) || expression.is(SequenceExprSyntax.self) { return "an operator expression" }
        if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) { return "a condition" }
        return "`\(expression.kind)`"
    }
}
