import StrataMock
import StrataPropagation
import SwiftSyntax

/// The error a placeholder witness throws until a person writes its body: a case of the error the
/// requirement declares (`throws(MoviesError)`), or of the feature's error for an untyped `throws`.
/// A case that says "not done" or "unknown" is preferred over one that means something specific.
struct PlaceholderError {
    let types: ProjectTypes
    let failures: FailureValues

    static let preferredCases = ["notImplemented", "unimplemented", "unknown", "unexpected", "generic", "other", "underlying", "failed", "failure"]

    /// `.unknown` for typed throws, `MoviesError.unknown` for untyped; nil for a requirement that
    /// cannot throw, or an error type Strata cannot make a value of.
    func value(for requirement: FunctionDeclSyntax, untypedErrorType: String?) -> String? {
        guard let clause = requirement.signature.effectSpecifiers?.throwsClause, clause.throwsSpecifier.tokenKind == .keyword(.throws) else { return nil }
        if let typed = clause.type?.trimmedDescription {
            return value(of: typed)
        }
        guard let errorType = untypedErrorType, let value = value(of: errorType) else { return nil }
        return value.hasPrefix(".") ? errorType + value : value
    }

    /// A value of `errorType` that needs no context (`LinkError.unknown`), for a place that takes
    /// any `Error`; nil when Strata cannot make one.
    func qualifiedValue(of errorType: String) -> String? {
        guard let value = value(of: errorType) else { return nil }
        return value.hasPrefix(".") ? errorType + value : value
    }

    /// `.case` of an enum (a preferred case first), else what the mock renderer would use.
    private func value(of errorType: String) -> String? {
        let name = errorType.split(separator: ".").last.map(String.init) ?? errorType
        if let declaration = (types.byName[name] ?? []).first(where: { !$0.isTest && $0.declaration.kind == .enum })?.declaration {
            let plain = declaration.members.filter { $0.kind == .enumCase && $0.parameters.isEmpty }.map(\.name)
            if let preferred = Self.preferredCases.first(where: plain.contains) { return "." + preferred }
        }
        return failures.value(for: errorType)
    }
}
