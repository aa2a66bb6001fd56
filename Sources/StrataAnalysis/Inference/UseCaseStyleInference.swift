import StrataIndex
import StrataModel

/// Use cases: contract + struct, contract + final class or final class alone; their names and their
/// contracts' names; typed throws (read from use cases and repository protocols).
enum UseCaseStyleInference {
    /// Longest first. What is left when one is dropped is the use case's `{name}` (`GetUser`).
    static let contractSuffixes = [
        "UseCaseContract", "UseCaseProtocol", "UseCaseInterface", "UseCaseType", "UseCase",
        "InteractorContract", "InteractorProtocol", "InteractorType", "Interactor", "Interacting",
        "Protocol", "Contract",
    ]
    static let implementationSuffixes = [
        "UseCaseImplementation", "UseCaseImpl", "UseCase", "InteractorImplementation", "InteractorImpl", "Interactor",
        "Implementation", "Impl",
    ]
    static let implementationPrefixes = ["Default", "Live", "Real", "Concrete", "Main"]

    static func evidence(_ facts: InferenceFacts) -> [FieldEvidence] {
        // `class` is not `final class`: a class use case votes for the class styles (Strata writes
        // them `final`), and the sentence says how many of them are not `final`.
        let classes = facts.sourceTypes(.useCaseImplementation).filter { $0.kind == .class }
        let open = classes.filter { !(facts.declaration(of: $0)?.isFinal ?? false) }.count
        let which = open == classes.count ? (open == 1 ? "the class is" : "none of the \(open) classes is") : "\(open) of the \(classes.count) classes \(open == 1 ? "is" : "are")"
        let finality = open == 0 ? nil : (open == classes.count && open > 1 ? "\(which) `final`" : "\(which) not `final`") + "; Strata writes `final class`"
        var style = FieldEvidence(
            "useCaseStyle", noun: "use cases",
            phrase: { value in
                let sentence = styleSentence[value] ?? "are `\(value)`"
                guard let finality, value != UseCaseStyle.protocolAndStruct.rawValue else { return sentence }
                return (classSentence[value] ?? sentence) + " (\(finality))"
            },
            read: { $0.useCaseStyle.rawValue }, write: { $0.useCaseStyle = UseCaseStyle(rawValue: $1) ?? $0.useCaseStyle }
        )
        var name = FieldEvidence(
            "useCaseName", noun: "use cases", phrase: Phrases.name,
            read: { $0.useCaseName }, write: { $0.useCaseName = $1 }
        )
        var contractName = FieldEvidence(
            "useCaseContractName", noun: "use case contracts", phrase: Phrases.name,
            read: { $0.useCaseContractName }, write: { $0.useCaseContractName = $1 }
        )
        var typedThrows = FieldEvidence(
            "typedThrows", noun: "throwing use cases and repository protocols",
            phrase: Phrases.flag(yes: "use typed throws (`throws(E)`)", no: "use untyped `throws`"),
            read: { FieldValue.bool($0.typedThrows) }, write: { $0.typedThrows = $1 == "true" }
        )

        var implementedContracts = Set<String>()
        for implementation in facts.sourceTypes(.useCaseImplementation) {
            let location = facts.location(implementation)
            // A base protocol every use case adopts (`protocol UseCase { func start() }`) is not a
            // use case's own contract: its name says nothing about how contracts are named.
            let contract = facts.contract(of: implementation).flatMap { core(ofContract: $0.name) == nil ? nil : $0 }
            let firstOfContract = contract.map { implementedContracts.insert($0.name).inserted } ?? false
            let (value, expressible) = styleValue(implementation, contract: contract, facts: facts)
            style.add(value, at: location, expressible: expressible)

            if let contract, let core = core(ofContract: contract.name), let pattern = implementation.name.replacingFirst(core, with: "{name}") {
                name.add(pattern, at: location)
                if firstOfContract, let contractPattern = contract.name.replacingFirst(core, with: "{name}") {
                    contractName.add(contractPattern, at: facts.location(contract))
                }
            } else if contract == nil, let pattern = implementationPattern(implementation.name) {
                name.add(pattern, at: location)
            }
            if contract == nil, let typed = usesTypedThrows(facts.members(of: implementation).filter(isExecute)) {
                typedThrows.add(FieldValue.bool(typed), at: location)
            }
        }
        for contract in facts.sourceTypes(.useCaseContract) where contract.kind == .protocol {
            let location = facts.location(contract)
            if !implementedContracts.contains(contract.name), let core = core(ofContract: contract.name),
                let pattern = contract.name.replacingFirst(core, with: "{name}")
            {
                contractName.add(pattern, at: location)
            }
            if let typed = usesTypedThrows(facts.declaration(of: contract)?.members ?? []) {
                typedThrows.add(FieldValue.bool(typed), at: location)
            }
        }
        for repository in facts.sourceTypes(.repositoryProtocol) where repository.kind == .protocol {
            if let typed = usesTypedThrows(facts.declaration(of: repository)?.members ?? []) {
                typedThrows.add(FieldValue.bool(typed), at: facts.location(repository))
            }
        }
        return [style, name, contractName, typedThrows, lightweight(facts)]
    }

    /// Verbs of pass-through use cases: `GetCharacter`, `RefreshCharactersPage`, `DeleteWorkout`.
    static let crudVerbs = ["Get", "Fetch", "Load", "Refresh", "Save", "Create", "Add", "Update", "Delete", "Remove", "Search", "List"]

    /// Whether plain CRUD skips use cases: view models (and presenters) that use a repository directly
    /// say yes; use cases that only wrap one repository operation (`Get{Entity}`, `Delete{Entity}`) say no.
    static func lightweight(_ facts: InferenceFacts) -> FieldEvidence {
        var evidence = FieldEvidence(
            "lightweightCRUD", noun: "view models using repositories and pass-through use cases",
            phrase: Phrases.flag(yes: "say plain CRUD skips use cases", no: "say plain CRUD goes through use cases"),
            read: { FieldValue.bool($0.lightweightCRUD) }, write: { $0.lightweightCRUD = $1 == "true" }
        )
        let entities = facts.entities.flatMap { entity in
            [entity.name, RepositoryInference.bareName(entity.name)].flatMap { [$0, Naming.plural($0)] }
        }
        for useCase in facts.sourceTypes(.useCaseImplementation) {
            guard let core = implementationCore(useCase.name)?.core, let verb = crudVerbs.first(where: { core.droppingPrefix($0) != nil }) else { continue }
            var subject = String(core.dropFirst(verb.count))
            for suffix in ["Page", "List", "ByID", "ById", "Details"] {
                if let shorter = subject.droppingSuffix(suffix) {
                    subject = shorter
                    break
                }
            }
            if entities.contains(subject) { evidence.add("false", at: facts.location(useCase)) }
        }
        let presenters = facts.model.types.filter { type in
            type.kind != .extension && !facts.isTest(type.file)
                && (type.role == .viewModel || (type.role == .other && (type.name.hasSuffix("Presenter") || type.name.hasSuffix("Store"))))
        }
        for presenter in presenters {
            let targets = facts.relations(.dependsOn, from: presenter.name).compactMap { facts.types[$0.to]?.role }
            if targets.contains(.repositoryProtocol) || targets.contains(.repositoryImplementation) {
                evidence.add("true", at: facts.location(presenter))
            }
        }
        return evidence
    }

    static let styleSentence: [String: String] = [
        UseCaseStyle.finalClass.rawValue: "are a `final class` without a contract protocol",
        UseCaseStyle.protocolAndStruct.rawValue: "are a contract protocol and a `struct`",
        UseCaseStyle.protocolAndFinalClass.rawValue: "are a contract protocol and a `final class`",
    ]

    /// The class styles when some classes are not `final`: "a class", with the count beside it.
    static let classSentence: [String: String] = [
        UseCaseStyle.finalClass.rawValue: "are a class without a contract protocol",
        UseCaseStyle.protocolAndFinalClass.rawValue: "are a contract protocol and a class",
    ]

    static func styleValue(_ implementation: ClassifiedType, contract: ClassifiedType?, facts: InferenceFacts) -> (String, Bool) {
        switch (implementation.kind, contract != nil) {
        case (.class, false): return (UseCaseStyle.finalClass.rawValue, true)
        case (.class, true): return (UseCaseStyle.protocolAndFinalClass.rawValue, true)
        case (.struct, true): return (UseCaseStyle.protocolAndStruct.rawValue, true)
        case (.struct, false): return ("are a `struct` without a contract protocol", false)
        case (let kind, true): return ("are a contract protocol and an `\(kind.rawValue)`", false)
        case (let kind, false): return ("are an `\(kind.rawValue)` without a contract protocol", false)
        }
    }

    /// `GetUserUseCaseContract` → `GetUser`; nil for a base protocol named only by a suffix (`UseCase`).
    static func core(ofContract name: String) -> String? {
        if contractSuffixes.contains(name) { return nil }
        for suffix in contractSuffixes {
            if let core = name.droppingSuffix(suffix) { return core }
        }
        return name
    }

    /// `DefaultGetUserUseCase` → `Default{name}UseCase`, for implementations without a contract.
    static func implementationPattern(_ name: String) -> String? {
        implementationCore(name).map { $0.prefix + "{name}" + $0.suffix }
    }

    /// `DefaultGetUserUseCase` → (`Default`, `GetUser`, `UseCase`).
    static func implementationCore(_ name: String) -> (prefix: String, core: String, suffix: String)? {
        guard let suffix = implementationSuffixes.first(where: { name.droppingSuffix($0) != nil }) else { return nil }
        let core = String(name.dropLast(suffix.count))
        if let prefix = implementationPrefixes.first(where: { core.droppingPrefix($0)?.first?.isUppercase == true }) {
            return (prefix, String(core.dropFirst(prefix.count)), suffix)
        }
        return ("", core, suffix)
    }

    static func isExecute(_ member: Member) -> Bool {
        member.kind == .method && !member.isStatic && RoleRules.useCaseMethods.contains(member.name)
    }

    /// Whether the throwing methods among `members` use `throws(E)`; nil when none throws.
    static func usesTypedThrows(_ members: [Member]) -> Bool? {
        let clauses = members.filter { $0.kind == .method }.compactMap(\.throwsClause).filter { $0.hasPrefix("throws") }
        guard !clauses.isEmpty else { return nil }
        return clauses.contains { $0.hasPrefix("throws(") }
    }
}
