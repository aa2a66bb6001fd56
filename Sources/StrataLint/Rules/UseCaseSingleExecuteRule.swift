import StrataAnalysis
import StrataIndex
import StrataModel

/// Rule 5: a use case has exactly one method, `execute`, and takes no cache-policy parameter (the contract preset, CRITICAL).
struct UseCaseSingleExecuteRule: LintRule {
    static let description = RuleDescription(
        id: "usecase-single-execute",
        title: "A use case has exactly one method, `execute`, and no cache policy parameter",
        impact: .critical,
        impactDescription: "a second method or a cache-policy switch turns one business operation into several, hidden behind one name and one mock",
        tags: ["use-case", "single-responsibility", "cache-policy"],
        rationale: """
            Each use case encapsulates one business operation with exactly one method, `execute`: \
            never several methods, never a cache-policy parameter; a separate use case for each. A second public method is a second operation: give it its own use case. A \
            `cachePolicy:` parameter lets callers pick behaviour the name should imply: `GetXUseCase` reads \
            local first, `RefreshXUseCase` goes remote. Private helpers are fine. The method's name is \
            checked against `methods` when the option is set; when `.strata.yml` only states conventions, a \
            name two thirds of the use cases share is accepted as the house name too (`callAsFunction`), so \
            only the odd ones out are reported; with neither, any single name is accepted.
            """,
        incorrect: RuleExample(
            "two operations and a cache policy in one use case",
            code: """
                // Sources/Domain/UseCases/GetCharacterUseCase.swift
                struct GetCharacterUseCase {
                    private let repository: CharacterRepositoryContract

                    init(repository: CharacterRepositoryContract) {
                        self.repository = repository
                    }

                    func execute(identifier: Int, cachePolicy: CachePolicy) async throws -> Character {
                        try await repository.getCharacter(identifier: identifier, cachePolicy: cachePolicy)
                    }

                    func refresh(identifier: Int) async throws -> Character {
                        try await repository.getCharacter(identifier: identifier, cachePolicy: .remoteFirst)
                    }
                }
                """),
        correct: RuleExample(
            "one operation per use case, the policy implied by the name",
            code: """
                // Sources/Domain/UseCases/GetCharacterUseCase.swift
                struct GetCharacterUseCase {
                    private let repository: CharacterRepositoryContract

                    init(repository: CharacterRepositoryContract) {
                        self.repository = repository
                    }

                    func execute(identifier: Int) async throws -> Character {
                        try await repository.getCharacter(identifier: identifier, cachePolicy: .localFirst)
                    }
                }

                // Sources/Domain/UseCases/RefreshCharacterUseCase.swift
                struct RefreshCharacterUseCase {
                    private let repository: CharacterRepositoryContract

                    init(repository: CharacterRepositoryContract) {
                        self.repository = repository
                    }

                    func execute(identifier: Int) async throws -> Character {
                        try await repository.getCharacter(identifier: identifier, cachePolicy: .remoteFirst)
                    }
                }
                """),
        defaultSeverity: .error,
        options: [RuleOption("methods", .list, default: .list(["execute"]), "accepted names of the use case's one method")],
        sources: ["contract preset", "vitalarc preset"]
    )

    let methods: [String]
    let checksName: Bool

    init(options: RuleOptions) {
        methods = options.list("methods")
        checksName = options.written.contains("methods")
    }

    /// `load(countryDetails:)` → `LoadCountryDetailsUseCase`; `undoLastEntry(on:)` → `UndoLastEntryUseCase`;
    /// `create(name:)` in `FolderUseCase` → `CreateFolderUseCase` (a property label names no operation,
    /// a one-word type names the thing acted on). Nil when no name would mean anything: `execute()`
    /// says nothing of what it does, and a bare verb without an object is no use case's name.
    static func useCaseName(for member: Member, in typeName: String) -> String? {
        guard !genericMethodNames.contains(member.name) else { return nil }
        let skipped: Set<String> = ["_", "on", "by", "for", "with", "from", "to", "in", "at", "of", "id", "identifier", "query", "page"]
        var name = member.name.prefix(1).uppercased() + member.name.dropFirst()
        if let label = member.parameters.first?.label, !skipped.contains(label), !propertyLabels.contains(label) {
            return name + label.prefix(1).uppercased() + label.dropFirst() + "UseCase"
        }
        guard !name.dropFirst().contains(where: \.isUppercase) else { return name + "UseCase" }
        // A bare verb: the object comes from the type when its name is one word (`FolderUseCase`).
        var stem = Substring(typeName)
        for prefix in ["Default", "Real", "Live"] where stem.hasPrefix(prefix) { stem = stem.dropFirst(prefix.count) }
        for suffix in ["Impl", "Implementation", "UseCase", "UseCases", "Interactor"] where stem.hasSuffix(suffix) { stem = stem.dropLast(suffix.count) }
        guard let first = stem.first, first.isUppercase, !stem.dropFirst().contains(where: \.isUppercase) else { return nil }
        name += stem
        return name + "UseCase"
    }

    /// Method names that say only "run this": no use case is named after them.
    static let genericMethodNames: Set<String> = ["execute", "callAsFunction", "run", "invoke", "perform", "call", "handle", "start", "process"]

    /// Labels that name a property of what is acted on (`create(name:)`), not the thing itself.
    static let propertyLabels: Set<String> = [
        "name", "title", "text", "value", "date", "count", "limit", "offset", "type", "string", "url", "email", "password",
        "amount", "index", "key", "color", "description", "content", "message", "number", "code", "status",
    ]

    /// The method's name, project-wide: without the option, a name most use cases share is the house
    /// name too (a `callAsFunction` codebase), so only the odd ones out are reported.
    func checkProject(_ project: LintProject, _ findings: inout FindingSink) {
        guard checksName || project.conventions != nil else { return }
        var single: [(type: TypeFacts, member: Member, file: String)] = []
        for types in project.typesByName.values {
            for type in types
            where (type.role == .useCaseImplementation || type.role == .useCaseContract) && !TypeReading.isTestDouble(type.name)
                && !(project.files[type.file]?.isTest ?? true)
            {
                let callables = TypeReading.callableMethods(of: type)
                if callables.count == 1, let only = callables.first { single.append((type, only.member, only.file)) }
            }
        }
        var accepted = Set(methods)
        if !checksName {
            let counts = Dictionary(grouping: single, by: { $0.member.name }).mapValues { $0.count }
            for (name, count) in counts where count * 3 >= single.count * 2 { accepted.insert(name) }
        }
        for (type, member, file) in single where !accepted.contains(member.name) {
            let names = accepted.sorted().map { "`\($0)`" }.joined(separator: " or ")
            findings.add(
                "use case `\(type.name)` names its method `\(TypeReading.selector(member))`: name it \(names), or list `\(member.name)` in `lint.rules.usecase-single-execute.methods`.",
                line: member.line, file: file)
        }
    }

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        guard !file.isTest else { return }
        // Every part of the type counts (ARC style declares `execute` in an extension); findings go to
        // the file being checked, so each is reported once and can be suppressed where it is.
        for type in file.touchingTypes where type.role == .useCaseImplementation || type.role == .useCaseContract {
            guard !TypeReading.isTestDouble(type.name) else { continue }
            let callables = TypeReading.callableMethods(of: type)
            let primary = callables.first { methods.contains($0.member.name) } ?? callables.first
            // An implementation repeats its contract's requirements: those are reported once, on the contract.
            let required = Set(
                TypeReading.protocols(of: type, role: .useCaseContract, in: file.project).flatMap { name in
                    file.project.type(named: name, from: type.module)?.members.filter { $0.kind == .method }.map(\.name) ?? []
                })
            for (member, path) in callables where member != primary?.member && path == file.path && !required.contains(member.name) {
                let suggestion = Self.useCaseName(for: member, in: type.name).map { " (e.g. `\($0)`)" } ?? ""
                findings.add(
                    "use case `\(type.name)` has a second method `\(TypeReading.selector(member))` beside `\(primary.map { TypeReading.selector($0.member) } ?? "execute")`: a use case is one operation — move it to its own use case\(suggestion).",
                    line: member.line)
            }
            for (member, path) in callables where path == file.path && !required.contains(member.name) || type.role == .useCaseContract && path == file.path {
                if let parameter = member.parameters.first(where: { $0.name.lowercased().includes("cachepolicy") || TypeNameReader.baseName($0.type) == "CachePolicy" }) {
                    findings.add(
                        "`\(type.name).\(TypeReading.selector(member))` takes a cache policy (`\(parameter.name): \(parameter.type)`): the use case's name implies it — split it into `Get…UseCase` (local first) and `Refresh…UseCase` (remote first) and drop the parameter.",
                        line: member.line)
                }
            }
        }
    }
}
