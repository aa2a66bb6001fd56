/// One call-like requirement (method, subscript getter, effectful property getter) as the mock
/// records and answers it.
struct CallSpec {
    struct Argument {
        /// As the body names it (`id`, `arg0`, `` `default` ``).
        var name: String
        var type: TypeText
        var isVariadic: Bool
    }

    var base: String
    /// What `last…` names start from (see `TrackingNames.argumentBases`).
    var argumentBase: String
    /// `UserRepositoryMock.fetch(id:)`, for messages.
    var member: String
    var arguments: [Argument]
    var returnType: TypeText?
    var isAsync: Bool
    /// `rethrows` arrives as `.none`: the mock's witness does not throw.
    var throwsKind: ThrowsKind
    /// Generic parameter names, erased to `Any` in stored state and handlers.
    var erased: Set<String>
    var place: StatePlace
    /// The contract preset's single-`execute` naming: `result`, `lastRequestedIdentifier`.
    var isSoleMethod: Bool
    /// The global actor the member runs on (`MainActor`), if any: an async handler runs there too.
    var globalActor: String? = nil
}

/// A requirement's share of the mock: state declarations and the lines of its implementation.
struct MemberCode {
    var state: [String] = []
    var body: [String] = []
    var needsNotStubbed = false
}

/// Records a call (count, last arguments) and answers it (handler, result, return value) in the
/// chosen style. The names follow the contract preset and Mockolo.
struct CallRecorder {
    let spec: CallSpec
    let style: MockStyle
    let shape: MockShape
    let failures: FailureValues

    // Worked out once: a mock renders thousands of these.
    let callCount: String
    let handler: String
    let result: String
    let returnValue: String
    let error: String
    /// Parameter names, when one of them hides a state name (then `self.` is needed).
    private let parameterNames: Set<String>
    private let returnIsErased: Bool
    /// The written return type as the mock spells it.
    private let returnSpelling: String?
    /// Tracked: everything but non-escaping closures, which must not outlive the call.
    private let tracked: [CallSpec.Argument]

    init(spec: CallSpec, style: MockStyle, shape: MockShape, failures: FailureValues) {
        self.spec = spec
        self.style = style
        self.shape = shape
        self.failures = failures
        callCount = spec.base + "CallCount"
        handler = spec.base + "Handler"
        result = spec.isSoleMethod ? "result" : spec.base + "Result"
        returnValue = spec.isSoleMethod ? "returnValue" : spec.base + "ReturnValue"
        error = spec.isSoleMethod ? "error" : spec.base + "Error"
        let names = Set(spec.arguments.map(\.name))
        let own: Set<String> = [callCount, handler, result, returnValue, error]
        parameterNames = names.isDisjoint(with: own) && !names.contains(where: { $0.hasPrefix("last") }) ? [] : names
        returnIsErased = spec.returnType.map { Self.isErased($0.written, spec.erased) } ?? false
        returnSpelling = spec.returnType.map { shape.spelled($0.written) }
        tracked = spec.arguments.filter { !$0.type.isNonEscapingClosure }
    }

    // MARK: Names

    func last(_ argument: CallSpec.Argument) -> String {
        let suffix = SwiftIdentifiers.capitalized(argument.name)
        return spec.isSoleMethod ? "lastRequested" + suffix : "last" + SwiftIdentifiers.upperFirst(spec.argumentBase) + suffix
    }

    private func ref(_ name: String) -> String { spec.place.reference(name, shadowedBy: parameterNames) }

    // MARK: Types

    private static func isErased(_ text: String, _ erased: Set<String>) -> Bool {
        !erased.isEmpty && !SwiftIdentifiers.identifiers(in: text).isDisjoint(with: erased)
    }

    private func isErased(_ text: String) -> Bool { Self.isErased(text, spec.erased) }

    private func storedType(_ argument: CallSpec.Argument) -> String {
        if isErased(argument.type.written) { return "Any?" }
        if argument.isVariadic { return "[\(shape.spelled(argument.type.stored))]?" }
        return shape.spelled(argument.type.storedOptional)
    }

    private func closureParameter(_ argument: CallSpec.Argument) -> String {
        if isErased(argument.type.written) { return argument.type.isOptional ? "Any?" : "Any" }
        if argument.isVariadic { return "[\(shape.spelled(argument.type.stored))]" }
        return shape.spelled(argument.type.inClosure)
    }

    private var failureType: String {
        if case .typed(let type) = spec.throwsKind { return shape.spelled(type) }
        return "any Error"
    }

    /// `(Int, String) async throws(E) -> User`; `@MainActor (Any) async -> Any` for an async member
    /// on a global actor: a plain async closure runs off the actor, so calling it would send the
    /// member's arguments (erased generics are not `Sendable`) away from it.
    var handlerType: String {
        var text = spec.isAsync ? spec.globalActor.map { "@\($0) " } ?? "" : ""
        text += "(" + spec.arguments.map(closureParameter).joined(separator: ", ") + ")"
        if spec.isAsync { text += " async" }
        if spec.throwsKind.throwsAnything { text += " " + spec.throwsKind.keyword }
        text += " -> " + (returnIsErased ? (spec.returnType?.isOptional == true ? "Any?" : "Any") : returnSpelling ?? "Void")
        return text
    }

    // MARK: State

    func state() -> MemberCode {
        var code = MemberCode()
        let place = spec.place
        if style.hasResults, let returns = spec.returnType, spec.throwsKind.throwsAnything {
            let success = returnIsErased ? "Any" : shape.spelled(returns.written)
            let type = "Result<\(success), \(failureType)>"
            if let failure = defaultFailure(&code) {
                code.state.append(place.declare(result, type: type, value: ".failure(\(failure))", readOnly: false))
            } else {
                code.state.append(place.declare(result, type: type + "?", value: nil, readOnly: false))
            }
        } else if style.hasResults, let returns = spec.returnType {
            if returnIsErased {
                code.state.append(place.declare(returnValue, type: "Any?", value: nil, readOnly: false))
            } else if let value = DefaultValues.value(for: returns) {
                code.state.append(place.declare(returnValue, type: shape.spelled(returns.written), value: value, readOnly: false))
            } else {
                code.state.append(place.declare(returnValue, type: optional(returns), value: nil, readOnly: false))
            }
        } else if style.hasResults, spec.throwsKind.throwsAnything {
            let type = failureType == "any Error" ? "(any Error)?" : failureType + "?"
            code.state.append(place.declare(error, type: type, value: nil, readOnly: false))
        }
        code.state.append(place.declare(callCount, type: nil, value: "0", readOnly: true))
        if style.tracksArguments {
            for argument in tracked {
                code.state.append(place.declare(last(argument), type: storedType(argument), value: nil, readOnly: true))
            }
        }
        if style.hasHandlers {
            code.state.append(place.declare(handler, type: "(\(handlerType))?", value: nil, readOnly: false))
        }
        return code
    }

    private func optional(_ type: TypeText) -> String {
        let spelled = shape.spelled(type.written)
        return type.needsParentheses ? "(\(spelled))?" : spelled + "?"
    }

    /// The failure a result starts with; nil when the error type cannot be made here.
    private func defaultFailure(_ code: inout MemberCode) -> String? {
        switch spec.throwsKind {
        case .typed(let type): return failures.value(for: type)
        default:
            code.needsNotStubbed = true
            return "NotStubbed(member: \"\(spec.member)\")"
        }
    }

    // MARK: Implementation

    func body() -> [String] {
        var lines = ["\(ref(callCount)) += 1"]
        if style.tracksArguments {
            for argument in tracked { lines.append("\(ref(last(argument))) = \(argument.name)") }
        }
        if style.hasHandlers { lines += handlerDispatch() }
        if style.hasResults {
            lines += resultDispatch()
        } else if let returns = spec.returnType {
            // Mockolo's fallback: a neutral value where there is one, otherwise the handler is required.
            if !returnIsErased, let value = DefaultValues.value(for: returns) {
                lines.append("return \(value)")
            } else if returnIsErased, returns.isOptional {
                lines.append("return nil")
            } else {
                lines.append("fatalError(\"\(spec.member): set \(handler) first\")")
            }
        }
        return lines
    }

    private var effects: String {
        (spec.throwsKind.throwsAnything ? "try " : "") + (spec.isAsync ? "await " : "")
    }

    private func handlerDispatch() -> [String] {
        let arguments = spec.arguments.map { argument -> String in
            argument.type.isInout && !isErased(argument.type.written) ? "&\(argument.name)" : argument.name
        }
        let call = "\(handler)(\(arguments.joined(separator: ", ")))"
        var expression = effects + call
        if returnIsErased, let spelling = returnSpelling { expression = "\(expression) as! \(spelling)" }
        // A non-escaping closure erased to `Any` escapes into the handler only for the call's length.
        let wrapped = spec.arguments.filter { $0.type.isNonEscapingClosure && isErased($0.type.written) }
        var inner = [(spec.returnType == nil ? "" : "return ") + expression]
        for argument in wrapped.reversed() {
            inner =
                ["\(spec.returnType == nil ? "" : "return ")\(effects)withoutActuallyEscaping(\(argument.name)) { \(escapingClosureHead(argument.name))"]
                + inner.map { "    " + $0 } + ["}"]
        }
        let binding =
            spec.place.isCompanion || parameterNames.contains(handler)
            ? "if let \(handler) = \(spec.place.isCompanion ? ref(handler) : "self.\(handler)") {"
            : "if let \(handler) {"
        var lines = [binding] + inner.map { "    " + $0 }
        // The handler decides: with results after it, a `Void` call must not go on to them.
        if spec.returnType == nil, style.hasResults, spec.throwsKind.throwsAnything { lines.append("    return") }
        lines.append("}")
        return lines
    }

    /// `body in`; with a typed error, `(body) throws(E) in`: a closure's thrown type is not
    /// inferred, and `withoutActuallyEscaping` would then throw `any Error` out of a `throws(E)` witness.
    private func escapingClosureHead(_ name: String) -> String {
        guard case .typed = spec.throwsKind else { return "\(name) in" }
        return "(\(name))\(spec.isAsync ? " async" : "") \(shape.spelled(spec.throwsKind.keyword)) in"
    }

    private func resultDispatch() -> [String] {
        let cast = returnIsErased ? returnSpelling.map { " as! \($0)" } ?? "" : ""
        if spec.returnType != nil, spec.throwsKind.throwsAnything {
            var code = MemberCode()
            if defaultFailure(&code) != nil { return ["return try \(ref(result)).get()\(cast)"] }
            return [
                "guard let stub = \(ref(result)) else { fatalError(\"\(spec.member): set \(result) first\") }",
                "return try stub.get()\(cast)",
            ]
        }
        if let returns = spec.returnType {
            if returnIsErased {
                if returns.isOptional { return ["return \(ref(returnValue))\(cast)"] }
                return ["guard let stub = \(ref(returnValue)) else { fatalError(\"\(spec.member): set \(returnValue) first\") }", "return stub\(cast)"]
            }
            if DefaultValues.value(for: returns) != nil { return ["return \(ref(returnValue))"] }
            return ["guard let stub = \(ref(returnValue)) else { fatalError(\"\(spec.member): set \(returnValue) first\") }", "return stub"]
        }
        if spec.throwsKind.throwsAnything {
            return ["if let error = \(ref(error)) { throw error }"]
        }
        return []
    }
}
