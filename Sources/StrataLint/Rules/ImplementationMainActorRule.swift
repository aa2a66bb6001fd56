import StrataModel

/// No `@MainActor` on use case or repository implementations.
struct ImplementationMainActorRule: LintRule {
    static let description = RuleDescription(
        id: "implementation-main-actor",
        title: "No `@MainActor` on use case or repository implementations",
        impact: .medium,
        impactDescription: "a main-actor use case or repository runs data work on the UI thread and forces every caller onto it",
        tags: ["concurrency", "use-case", "repository", "main-actor"],
        rationale: """
            Use cases and repositories do data work; isolating them to the main actor serialises it with \
            the UI and makes every call from a background task hop threads. Make them `Sendable` (a struct, \
            a `final class` with immutable state, or an actor) and annotate the *view model's* methods with \
            `@MainActor` instead (the arclabs preset's presentation rule). Projects built with default main-actor \
            isolation (Xcode 26 app targets) are not affected: only an explicit attribute is reported.

            **Off by default.** On real apps every explicit `@MainActor` on a use case or repository \
            was there because what the type wraps is main-actor bound — a login SDK that presents its own \
            screen, SwiftData's `mainContext` — and the rule cannot see that from the declaration; none \
            of its findings on eight open-source apps was a real violation. Turn it on \
            (`lint: rules: implementation-main-actor: on`) where data work is known to be \
            UI-free.
            """,
        incorrect: RuleExample(
            "a main-actor use case",
            code: """
                // Sources/App/Domain/UseCases/GetUserUseCase.swift
                @MainActor
                final class GetUserUseCase: GetUserUseCaseProtocol {
                    func execute(id: UUID) async throws -> User { User(id: id) }
                }

                // Sources/App/Domain/UseCases/GetUserUseCaseProtocol.swift
                protocol GetUserUseCaseProtocol: Sendable {
                    func execute(id: UUID) async throws -> User
                }
                """),
        correct: RuleExample(
            "a Sendable use case; the view model is on the main actor",
            code: """
                // Sources/App/Domain/UseCases/GetUserUseCase.swift
                final class GetUserUseCase: GetUserUseCaseProtocol {
                    func execute(id: UUID) async throws -> User { User(id: id) }
                }

                // Sources/App/Domain/UseCases/GetUserUseCaseProtocol.swift
                protocol GetUserUseCaseProtocol: Sendable {
                    func execute(id: UUID) async throws -> User
                }

                // Sources/App/Presentation/Profile/ProfileViewModel.swift
                @MainActor
                final class ProfileViewModel {
                    private let getUser: GetUserUseCaseProtocol
                    init(getUser: GetUserUseCaseProtocol) {
                        self.getUser = getUser
                    }
                }
                """),
        isEnabledByDefault: false,
        fix: .unsafe,
        sources: ["arclabs preset"]
    )

    init(options: RuleOptions) {}

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        guard !file.isTest else { return }
        for type in file.types where type.role == .useCaseImplementation || type.role == .repositoryImplementation {
            guard type.declaration.attributes.contains("MainActor") else { continue }
            findings.add(
                "\(TypeReading.roleName(type.role)) `\(type.name)` is `@MainActor`: data work should not run on the UI thread; remove the attribute (keep the type `Sendable`) and put `@MainActor` on the view model's methods.",
                line: type.declaration.line, column: type.declaration.column,
                // Unsafe: callers that relied on main-actor isolation may no longer compile, or now run off the main thread.
                pendingFix: .removeAttribute("MainActor", fromType: type.name, line: type.declaration.line, isSafe: false))
        }
    }
}
