import StrataModel

/// Turns a type string into a `TypeRef` whose every name is a standard type or declared in the spec.
///
/// Problems are reported at the column of the offending part of the string, so `"[Exercize]"` points
/// at `Exercize`, not at the opening quote.
struct TypeResolver {
    let entities: Set<String>
    let enums: Set<String>
    let log: IssueLog

    /// Real types are short; the bounds keep the (recursive) parser and the checks below from being
    /// driven arbitrarily deep by a hostile or mangled file.
    static let maximumLength = 200
    static let maximumNesting = 16

    private var candidates: [String] { TypeRef.builtinNames + entities.sorted() + enums.sorted() }

    /// `nil` when the type is unusable; every reason has been reported.
    func resolve(_ text: LocatedType, for what: String) -> TypeRef? {
        let shown = text.text.count > 40 ? String(text.text.prefix(40)) + "…" : text.text
        guard text.text.unicodeScalars.count <= Self.maximumLength, Self.nesting(of: text.text) <= Self.maximumNesting else {
            log.error(
                "type of \(what) is too long or too deeply nested", at: text.location(atOffset: 0),
                hint: "at most \(Self.maximumLength) characters and \(Self.maximumNesting) levels of `[`/`<`")
            return nil
        }
        let type: TypeRef
        do throws(TypeRefParser.Failure) {
            type = try TypeRefParser.parse(text.text)
        } catch {
            log.error("malformed type `\(shown)` for \(what): \(error.message)", at: text.location(atOffset: error.offset))
            return nil
        }
        var isValid = true
        var reported: Set<String> = []
        for name in type.namedTypes where !isKnown(name) && reported.insert(name).inserted {
            let hint = name.count < 64 ? Naming.suggestion(for: name, among: candidates).map { "did you mean `\($0)`?" } : nil
            log.error(
                "unknown type `\(name)` in \(what)", at: text.location(atOffset: Self.offset(of: name, in: text.text)),
                hint: hint ?? "declare it under `entities:` or `enums:`, or use a standard type such as String, Int, Double, Bool, Date, URL or UUID"
            )
            isValid = false
        }
        return isValid && checkHashable(type, in: text, for: what) ? type : nil
    }

    func isKnown(_ name: String) -> Bool {
        TypeRef.builtinNames.contains(name) || entities.contains(name) || enums.contains(name)
    }

    /// Dictionary keys and Set elements must be Hashable. Standard scalar types and String-backed
    /// enums always are; entities are not in every house style, so they cannot be keys.
    func isHashableKey(_ type: TypeRef) -> Bool {
        guard case .named(let name) = type else { return false }
        return TypeRef.builtinNames.contains(name) || enums.contains(name)
    }

    private func checkHashable(_ type: TypeRef, in text: LocatedType, for what: String) -> Bool {
        switch type {
        case .named: return true
        case .optional(let wrapped), .array(let wrapped): return checkHashable(wrapped, in: text, for: what)
        case .set(let element):
            guard isHashableKey(element) else {
                reportUnhashable(element, role: "a Set element", in: text, for: what)
                return false
            }
            return true
        case .dictionary(let key, let value):
            guard isHashableKey(key) else {
                reportUnhashable(key, role: "a dictionary key", in: text, for: what)
                return false
            }
            return checkHashable(value, in: text, for: what)
        }
    }

    private func reportUnhashable(_ type: TypeRef, role: String, in text: LocatedType, for what: String) {
        let offset = type.namedTypes.first.map { Self.offset(of: $0, in: text.text) } ?? 0
        log.error(
            "`\(type.swift)` cannot be \(role) in \(what)", at: text.location(atOffset: offset),
            hint: "keys and Set elements must be Hashable: a standard type such as String or Int, or an enum of the spec"
        )
    }

    /// Offset of the first whole-word occurrence of `name` (a type name token) in the type string.
    static func offset(of name: String, in text: String) -> Int {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let start = index
            while index < scalars.count, isNameScalar(scalars[index]) { index += 1 }
            if index > start {
                var token = ""
                token.unicodeScalars.append(contentsOf: scalars[start..<index])
                if token == name { return start }
            } else {
                index += 1
            }
        }
        return 0
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "." || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }

    /// The deepest run of open `[`/`<`, counted without parsing.
    static func nesting(of text: String) -> Int {
        var depth = 0, deepest = 0
        for scalar in text.unicodeScalars {
            if scalar == "[" || scalar == "<" { depth += 1; deepest = max(deepest, depth) }
            if scalar == "]" || scalar == ">" { depth = max(0, depth - 1) }
        }
        return deepest
    }
}
