import StrataModel

/// Rule 9 (second half): only Data owns SwiftData and network I/O (App may wire it, tests may use it).
struct IOOwnershipRule: LintRule {
    static let description = RuleDescription(
        id: "io-ownership",
        title: "Only Data imports persistence and networking frameworks",
        impact: .high,
        impactDescription: "a view or use case that opens a store or a socket itself bypasses the repositories and cannot be tested or swapped",
        tags: ["layer", "io", "swiftdata", "networking", "modules"],
        rationale: """
        Data is the only owner of SwiftData, Core Data, networking libraries and sync (seed 004's \
        clinic note). A Presentation or Application file that imports one of them reads and writes \
        behind the repositories' back. Ask a repository (or a use case) instead. The frameworks and \
        the layers allowed to use them are options; Domain imports are checked by `layer-imports`, and \
        `Package.swift` products are checked too.
        """,
        incorrect: RuleExample("a view model that queries SwiftData itself", code: """
        // App/Presentation/Workouts/WorkoutListViewModel.swift
        import SwiftData

        @MainActor
        final class WorkoutListViewModel {
            private let context: ModelContext
            init(context: ModelContext) {
                self.context = context
            }
        }
        """),
        correct: RuleExample("the view model asks a use case; Data uses SwiftData", code: """
        // App/Presentation/Workouts/WorkoutListViewModel.swift
        import Foundation

        @MainActor
        final class WorkoutListViewModel {
            private let fetchRecentWorkouts: FetchRecentWorkoutsUseCase
            init(fetchRecentWorkouts: FetchRecentWorkoutsUseCase) {
                self.fetchRecentWorkouts = fetchRecentWorkouts
            }
        }

        // App/Data/Repositories/SwiftDataWorkoutRepository.swift
        import SwiftData

        final class SwiftDataWorkoutRepository {
            private let context: ModelContext
            init(context: ModelContext) {
                self.context = context
            }
        }
        """),
        defaultSeverity: .error,
        options: [
            RuleOption("frameworks", .list, default: .list((Frameworks.persistence.union(Frameworks.networking).subtracting(["Network"])).sorted()),
                       "modules only the owner layers may import"),
            RuleOption("owners", .list, default: .list(["data", "app"]), "layers that may import them (tests always may)"),
        ],
        sources: ["seed 004"]
    )

    let frameworks: Set<String>
    let owners: Set<Layer>

    init(options: RuleOptions) {
        frameworks = Set(options.list("frameworks"))
        owners = Set(options.list("owners").compactMap(Layer.init(rawValue:)))
    }

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        guard !file.isTest, file.layer != .domain, file.layer != .unknown, !owners.contains(file.layer), !file.isCompositionRoot else { return }
        for fact in file.summary.imports where frameworks.contains(fact.module) {
            findings.add(
                "\(LayerMatrix.name(file.layer)) file imports `\(fact.module)`: only \(ownerNames) own persistence and network I/O. Go through a repository (or a use case) and keep `\(fact.module)` in Data.",
                line: fact.line)
        }
    }

    func checkProject(_ project: LintProject, _ findings: inout FindingSink) {
        for target in project.index.targets where target.kind != .test {
            guard let layer = project.layer(ofModule: target.name), layer != .unknown, !owners.contains(layer) else { continue }
            for dependency in target.dependencies where frameworks.contains(dependency) {
                findings.add(
                    "target `\(target.name)` (\(LayerMatrix.name(layer))) depends on `\(dependency)`: only \(ownerNames) own persistence and network I/O; move the dependency to the Data target.",
                    line: target.line, file: target.manifest)
            }
        }
    }

    private var ownerNames: String {
        owners.sorted { $0.rawValue < $1.rawValue }.map(LayerMatrix.name).joined(separator: " and ")
    }
}
