import StrataAnalysis
import StrataModel

/// Every use case (and, when asked, every repository implementation) is exercised by a test file.
struct TestCoverageRule: LintRule {
    static let description = RuleDescription(
        id: "test-coverage",
        title: "Every use case has a test",
        impact: .low,
        impactDescription: "an untested use case is a business rule nobody has checked; mocks make its test cheap",
        tags: ["tests", "use-case", "repository", "coverage"],
        rationale: """
            Use cases are where business rules live, and with repository mocks their tests are quick to \
            write (every preset generates one test file per use case). A use case no test file names is \
            reported at its declaration. Repository implementations are included with \
            `repositoryImplementations: true` (the arclabs preset tests them; the vitalarc and contract presets do not).
            """,
        incorrect: RuleExample(
            "a use case no test mentions",
            code: """
                // App/Domain/UseCases/LogMealUseCase.swift
                final class LogMealUseCase {
                    func execute(calories: Int) async throws {}
                }

                // AppTests/UseCases/CreateWorkoutUseCaseTests.swift
                import Testing

                struct CreateWorkoutUseCaseTests {
                    @Test func creates() {}
                }
                """),
        correct: RuleExample(
            "its test builds it",
            code: """
                // App/Domain/UseCases/LogMealUseCase.swift
                final class LogMealUseCase {
                    func execute(calories: Int) async throws {}
                }

                // AppTests/UseCases/LogMealUseCaseTests.swift
                import Testing

                struct LogMealUseCaseTests {
                    @Test func logs() async throws {
                        try await LogMealUseCase().execute(calories: 500)
                    }
                }
                """),
        options: [
            RuleOption("useCases", .bool, default: .bool(true), "report use case implementations without a test"),
            RuleOption("repositoryImplementations", .bool, default: .bool(false), "report repository implementations without a test"),
        ],
        sources: ["every preset"]
    )

    /// At most two: a list compares cases, where a set would hash each role's raw string.
    let roles: [Role]

    init(options: RuleOptions) {
        var roles: [Role] = []
        if options.bool("useCases") { roles.append(.useCaseImplementation) }
        if options.bool("repositoryImplementations") { roles.append(.repositoryImplementation) }
        self.roles = roles
    }

    func checkProject(_ project: LintProject, _ findings: inout FindingSink) {
        // Which types are candidates, which files are tests and the names they refer to and declare
        // are all shape: the list holds while only bodies and lines change, and each type is then
        // read where the list says (`typesByName[name][position]`) for where it is now.
        let untested = project.shapeMemo.value("test-coverage.untested:\(roles.map(\.rawValue))") { untestedTypes(project) }
        for (name, position) in untested {
            guard let types = project.typesByName[name], types.indices.contains(position) else { continue }
            let type = types[position]
            findings.add(
                "\(TypeReading.roleName(type.role)) `\(type.name)` has no test: no test file names it. Add `\(type.name)Tests` with its dependencies mocked.",
                line: type.declaration.line, column: type.declaration.column, file: type.file)
        }
    }

    /// The candidates no test names, as their name and position in `typesByName[name]`.
    private func untestedTypes(_ project: LintProject) -> [(name: String, position: Int)] {
        // Only the names of types this rule reports on matter: test files name thousands of types,
        // and looking each up in this small set is far cheaper than collecting all of them.
        var candidates: [(name: String, position: Int, type: TypeFacts)] = []
        var names = Set<String>()
        for (name, types) in project.typesByName {
            for (position, type) in types.enumerated() where roles.contains(type.role) {
                candidates.append((name, position, type))
                names.insert(type.name)
            }
        }
        guard !candidates.isEmpty else { return [] }
        var tested = Set<String>()
        let summaries = project.index.files
        for (position, file) in project.model.files.enumerated() where file.isTest {
            // Read in place: a copied summary retains and releases its every string and array.
            guard let at = project.summaryPosition(of: file.path, guess: position) else { continue }
            for reference in summaries[at].code.typeReferences where names.contains(reference.name) { tested.insert(reference.name) }
            for declaration in summaries[at].declarations where declaration.name.hasSuffix("Tests") {
                tested.insert(String(declaration.name.dropLast(5)))
            }
        }
        return candidates.compactMap { candidate in
            let type = candidate.type
            let untested = !tested.contains(type.name) && !TypeReading.isTestDouble(type.name) && !(project.files[type.file]?.isTest ?? true)
            return untested ? (candidate.name, candidate.position) : nil
        }
    }
}
