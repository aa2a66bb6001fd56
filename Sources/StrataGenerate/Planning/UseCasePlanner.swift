import Foundation
import StrataModel

/// Use cases (Domain) and, for styles with contracts, their mocks (tests).
struct UseCasePlanner {
    let scope: PlanningScope

    func plan() -> [PlannedFile] {
        scope.generatedUseCases.flatMap { useCase -> [PlannedFile] in
            var files = [planUseCase(useCase)]
            if scope.conventions.useCaseStyle.hasContract { files.append(planMock(useCase)) }
            return files
        }
    }

    func planUseCase(_ useCase: UseCase) -> PlannedFile {
        let names = scope.names
        let conventions = scope.conventions
        let signature = ExecuteSignature(useCase, scope: scope)
        let typeName = names.useCaseType(useCase)
        let contract = names.useCaseContract(useCase) ?? ""
        let style = conventions.useCaseStyle
        let inExtension = style.hasContract && conventions.markComments
        let dependencies = scope.dependencies(of: useCase)
        let context = UseCaseContext(
            access: scope.access,
            docLines: PlanningScope.docLines(Self.purpose(of: useCase, names: names, delegates: Self.delegates(useCase, scope: scope))),
            hasContract: style.hasContract,
            contractName: contract,
            // The type conforming to it holds the repository: it can only be Sendable if the repository is.
            contractRefinesSendable: conventions.repositoryRefinesSendable,
            typeKeyword: style == .protocolAndStruct ? "struct" : "final class",
            typeName: typeName,
            inlineConformance: style.hasContract && !inExtension ? ": \(contract)" : "",
            conformanceInExtension: inExtension,
            markComments: conventions.markComments,
            dependencies: dependencies.map { Dependency(dependencyName: $0.name, dependencyType: $0.type, comma: "") },
            initParameters: dependencies.map { "\($0.name): \($0.type)" }.joined(separator: ", "),
            contractSignature: signature.text(throwsClause: scope.throwsClause, defaults: false),
            executeSignature: signature.text(throwsClause: scope.throwsClause, defaults: true),
            bodyLines: UseCaseBody(scope: scope).lines(for: useCase, signature: signature)
        )
        return PlannedFile(path: names.path(\.useCase, name: typeName), role: .useCase, template: "usecase", context: context)
    }

    /// Whether a custom use case's body hands its arguments to a repository query or a service
    /// method (`calls:` with matching shapes) rather than waiting for its rule.
    static func delegates(_ useCase: UseCase, scope: PlanningScope) -> Bool {
        UseCaseBody(scope: scope).delegation(useCase, signature: ExecuteSignature(useCase, scope: scope)) != nil
    }

    /// One sentence for the doc comment and the design document.
    static func purpose(of useCase: UseCase, names: SwiftNames, delegates: Bool = false) -> String {
        let entity = useCase.entity
        let plural = names.plural(of: entity)
        var text: String
        switch useCase.kind {
        case .create: text = "Creates a \(entity) and saves it."
        case .get: text = "Gets one \(entity), reading local data first."
        case .refresh: text = "Gets one \(entity) fresh from the remote source."
        case .fetch: text = "Fetches one \(entity) by id."
        case .fetchAll: text = "Fetches every \(entity)."
        case .getPage: text = "Gets one page of \(plural), reading local data first."
        case .refreshPage: text = "Gets one page of \(plural) fresh from the remote source."
        case .searchPage: text = "Searches \(plural), one page at a time, always remotely."
        case .update: text = "Saves changes to an existing \(entity)."
        case .delete: text = "Deletes an existing \(entity)."
        case .calculate: text = "Calculates a value from \(plural)."
        case .custom:
            // A custom use case's name is all a sentence made from it could say: its rule is its
            // purpose; without one, what it takes, returns and works through, and that the rule is
            // still to be written.
            if let rule = useCase.rule { return Self.sentence(rule) }
            if delegates, let calls = useCase.calls { return Self.delegationPurpose(of: useCase, calls: calls) }
            return Self.unwrittenPurpose(of: useCase)
        }
        if let rule = useCase.rule { text += "\n\nRule: \(rule)" }
        return text
    }

    /// `flips isFavourite` → `Flips isFavourite.`
    static func sentence(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let capitalized = trimmed.prefix(1).uppercased() + trimmed.dropFirst()
        return ".!?".contains(capitalized.last ?? ".") ? capitalized : capitalized + "."
    }

    /// "Passes `type` to `fetchByType` and returns its `[Notification]`."
    static func delegationPurpose(of useCase: UseCase, calls: String) -> String {
        let names = useCase.parameters.map { "`\($0.name)`" }
        let arguments = names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        switch (arguments.isEmpty, useCase.returns) {
        case (false, let returns?): return "Passes \(arguments) to `\(calls)` and returns its `\(returns.swift)`."
        case (true, let returns?): return "Returns the `\(returns.swift)` that `\(calls)` gives."
        case (false, nil): return "Passes \(arguments) to `\(calls)`."
        case (true, nil): return "Calls `\(calls)`."
        }
    }

    /// "Takes `movie: Movie` and returns `Movie`, through `NotificationScheduler.schedule`. Its
    /// business rule is still to be written."
    static func unwrittenPurpose(of useCase: UseCase) -> String {
        var parts: [String] = []
        if !useCase.parameters.isEmpty {
            parts.append("Takes " + useCase.parameters.map { "`\($0.name): \($0.type.swift)`" }.joined(separator: ", "))
        }
        if let returns = useCase.returns {
            parts.append((parts.isEmpty ? "Returns" : "returns") + " `\(returns.swift)`")
        }
        var text = parts.joined(separator: " and ")
        if let calls = useCase.calls {
            text += text.isEmpty ? "Works through `\(calls)`" : ", through `\(calls)`"
        }
        let unwritten = "Its business rule is still to be written."
        return text.isEmpty ? unwritten : text + ". " + unwritten
    }

    // MARK: Mock (the contract preset)

    func planMock(_ useCase: UseCase) -> PlannedFile {
        let names = scope.names
        let contract = names.useCaseContract(useCase) ?? names.useCaseType(useCase)
        let mockName = scope.mockName(ofProtocol: contract)
        let signature = ExecuteSignature(useCase, scope: scope)
        let errorType = names.errorType
        let success = signature.returns?.swift ?? "Void"
        let failure = scope.conventions.typedThrows ? errorType : "any Error"
        let defaultFailure = scope.conventions.typedThrows ? ".loadFailed()" : "\(errorType).loadFailed()"
        var tracking: [String] = []
        var body = ["executeCallCount += 1"]
        for argument in signature.arguments {
            let property = "lastRequested\(RepositoryPlanner.capitalized(argument.name))"
            // `String??` for a `String?` argument: "called with nil" is not "not called".
            tracking.append("private(set) var \(property): \(TypeRef.optional(argument.type).swift)")
            body.append("\(property) = \(argument.name)")
        }
        body.append(signature.returns == nil ? "try result.get()" : "return try result.get()")
        let context = UseCaseMockContext(
            module: names.module,
            name: mockName,
            contractName: contract,
            resultDeclaration: "var result: Result<\(success), \(failure)> = .failure(\(defaultFailure))",
            tracking: tracking,
            mainActorInit: scope.conventions.mockMainActorInit,
            executeSignature: signature.text(throwsClause: scope.throwsClause, defaults: false),
            executeBodyLines: body
        )
        return PlannedFile(path: names.path(\.useCaseMock, name: mockName), role: .useCaseMock, template: "usecase-mock", context: context)
    }
}
