import StrataModel

/// House style: repository protocols (and use case contracts, in contract styles) refine `Sendable`.
struct ProtocolsSendableRule: LintRule {
    static let description = RuleDescription(
        id: "protocols-sendable",
        title: "Repository protocols and use case contracts refine Sendable",
        impact: .low,
        impactDescription: "a non-Sendable protocol cannot be held by a Sendable use case or passed to a task without warnings",
        tags: ["repository", "use-case", "protocol", "sendable", "concurrency", "style"],
        rationale: """
            Use cases are `Sendable` and hold their repositories; view models call them from tasks. A \
            repository protocol or use case contract that does not refine `Sendable` makes every holder \
            unsafe under Swift 6 strict concurrency (refining a protocol that refines `Sendable` counts). Runs with `conventions.repositoryRefinesSendable` \
            (all presets but `vitalarc`, whose app uses default main-actor isolation) and, for contracts, \
            with a contract use case style.
            """,
        incorrect: RuleExample(
            "a repository protocol without Sendable", configuration: "preset: clinic\n",
            code: """
                // Sources/Domain/Repositories/PatientRepository.swift
                public protocol PatientRepository {
                    func fetchPatients() async throws -> [Patient]
                }
                """),
        correct: RuleExample(
            "it refines Sendable", configuration: "preset: clinic\n",
            code: """
                // Sources/Domain/Repositories/PatientRepository.swift
                public protocol PatientRepository: Sendable {
                    func fetchPatients() async throws -> [Patient]
                }
                """),
        needsConventions: true,
        fix: .unsafe,
        sources: ["contract preset", "clinic preset"]
    )

    init(options: RuleOptions) {}

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        guard let conventions = file.project.conventions, !file.isTest else { return }
        for type in file.types where type.declaration.kind == .protocol && !TypeReading.allConformances(of: type, in: file.project).contains("Sendable") {
            let applies =
                (type.role == .repositoryProtocol && conventions.repositoryRefinesSendable)
                || (type.role == .useCaseContract && conventions.useCaseStyle.hasContract)
            guard applies else { continue }
            findings.add(
                "\(TypeReading.roleName(type.role)) `\(type.name)` does not refine `Sendable`: declare `protocol \(type.name): Sendable` so Sendable use cases and view-model tasks can hold it.",
                line: type.declaration.line, column: type.declaration.column,
                // Unsafe: every conforming type must then be Sendable, which a mutable class is not.
                pendingFix: .addConformances(["Sendable"], toType: type.name, line: type.declaration.line, isSafe: false))
        }
    }
}
