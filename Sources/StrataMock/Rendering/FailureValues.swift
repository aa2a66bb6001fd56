import StrataIndex

/// How to make a value of each error type the project declares, so a typed-throws result can
/// default to failure (the contract preset: `.failure(.loadFailed())`).
///
/// An enum gives its first case without a payload (`.notFound`), or its first case whose payload
/// is all defaulted (`.loadFailed()`); a struct with an `init()` (written or implied) gives `Name()`.
package struct FailureValues: Sendable {
    private var byName: [String: String]

    package init(_ values: [String: String] = [:]) { byName = values }

    package init(index: SourceIndex) {
        var values: [String: String] = [:]
        for file in index.files {
            for declaration in file.declarations where values[Self.simpleName(declaration.name)] == nil {
                if let value = Self.value(of: declaration) { values[Self.simpleName(declaration.name)] = value }
            }
        }
        byName = values
    }

    /// The values of these types (simple names; nil: of every type), sorted: the same text in
    /// every process, for cache keys.
    func stableDescription(of names: Set<String>? = nil) -> String {
        // From the (few) names asked about, not from every value: one key per selected protocol.
        let chosen = names.map { $0.filter { byName[$0] != nil } } ?? Array(byName.keys)
        return chosen.sorted().map { "\($0)=\(byName[$0] ?? "")" }.joined(separator: ";")
    }

    /// The expression for a value of `type` as written in `throws(…)`, for a context expecting it.
    package func value(for type: String) -> String? {
        guard let value = byName[Self.simpleName(type)] else { return nil }
        return value.hasPrefix(".") ? value : "\(type)()"
    }

    private static func simpleName(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    private static func value(of declaration: Declaration) -> String? {
        switch declaration.kind {
        case .enum:
            let cases = declaration.members.filter { $0.kind == .enumCase }
            if let plain = cases.first(where: { $0.parameters.isEmpty }) { return ".\(plain.name)" }
            if let defaulted = cases.first(where: { $0.parameters.allSatisfy(\.hasDefault) }) { return ".\(defaulted.name)()" }
            return nil
        case .struct, .class:
            let initializers = declaration.members.filter { $0.kind == .initializer }
            if initializers.contains(where: { $0.parameters.allSatisfy(\.hasDefault) }) { return "()" }
            let stored = declaration.members.filter { $0.kind == .property && !$0.isStatic && !$0.isComputed }
            if initializers.isEmpty, stored.allSatisfy(\.hasInitializer) { return "()" }
            return nil
        default:
            return nil
        }
    }
}
