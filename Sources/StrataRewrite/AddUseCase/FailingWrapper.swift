import SwiftSyntax

/// A result type that carries its own failure, so a witness that cannot throw can still fail until
/// a person writes it: RxSwift's `Single`, `Maybe`, `Observable` and `Completable` fail with
/// `.error(e)` (any `Error`), Combine's `AnyPublisher<T, E>` with `Fail(error: e)` (an `E`).
enum FailingWrapper: Equatable {
    case reactive
    /// `AnyPublisher`'s failure type as written (`Error`, `LinkError`).
    case publisher(failure: String)

    static let reactiveNames: Set<String> = ["Single", "Maybe", "Observable", "Completable"]

    /// The wrapper a requirement returns (`-> Single<Void>`, `-> RxSwift.Completable`,
    /// `-> AnyPublisher<[Link], Error>`); nil for anything else, and for a publisher that never fails.
    static func of(_ requirement: FunctionDeclSyntax) -> FailingWrapper? {
        guard let written = requirement.signature.returnClause?.type else { return nil }
        let type = written.as(AttributedTypeSyntax.self)?.baseType ?? written
        let (name, arguments) = parts(of: type)
        if reactiveNames.contains(name) { return .reactive }
        guard name == "AnyPublisher", arguments.count == 2 else { return nil }
        let failure = arguments[1]
        return failure == "Never" || failure == "Swift.Never" ? nil : .publisher(failure: failure)
    }

    /// Whether the failure accepts any error (so the witness's own `NotImplemented` fits).
    var acceptsAnyError: Bool {
        switch self {
        case .reactive: return true
        case .publisher(let failure): return ["Error", "any Error", "Swift.Error", "any Swift.Error"].contains(failure)
        }
    }

    /// The statement that fails with `error`: `return .error(…)`, `return Fail(error: …).eraseToAnyPublisher()`.
    func failing(with error: String) -> String {
        switch self {
        case .reactive: return "return .error(\(error))"
        case .publisher: return "return Fail(error: \(error)).eraseToAnyPublisher()"
        }
    }

    /// `Single` and `[Void]` of `RxSwift.Single<Void>`: the last name and its generic arguments.
    private static func parts(of type: TypeSyntax) -> (String, [String]) {
        if let member = type.as(MemberTypeSyntax.self) {
            return (member.name.text, member.genericArgumentClause.map(arguments) ?? [])
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return (identifier.name.text, identifier.genericArgumentClause.map(arguments) ?? [])
        }
        return ("", [])
    }

    private static func arguments(_ clause: GenericArgumentClauseSyntax) -> [String] {
        clause.arguments.map { $0.argument.trimmedDescription }
    }
}
