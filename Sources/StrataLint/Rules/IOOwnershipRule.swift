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
            Data is the only owner of SwiftData, Core Data, networking libraries and sync (the clinic preset's \
            clinic note). A Presentation or Application file that imports one of them reads and writes \
            behind the repositories' back. Ask a repository (or a use case) instead. The frameworks and \
            the layers allowed to use them are options; Domain imports are checked by `layer-imports`, and \
            `Package.swift` products are checked too. Two imports do no I/O and are not reported: \
            `Alamofire` beside `AlamofireImage` in a file that names none of Alamofire's request API (a \
            cell loading a picture), and `SwiftData` in a view whose only use of it is the \
            `.modelContainer(…)` modifier (the root view handing the store to the environment).
            """,
        incorrect: RuleExample(
            "a view model that queries SwiftData itself",
            code: """
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
        correct: RuleExample(
            "the view model asks a use case; Data uses SwiftData",
            code: """
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
            RuleOption(
                "frameworks", .list, default: .list((Frameworks.persistence.union(Frameworks.networking).subtracting(["Network"])).sorted()),
                "modules only the owner layers may import"),
            RuleOption("owners", .list, default: .list(["data", "app"]), "layers that may import them (tests always may)"),
        ],
        sources: ["clinic preset"]
    )

    let frameworks: Set<String>
    let owners: Set<Layer>

    init(options: RuleOptions) {
        frameworks = Set(options.list("frameworks"))
        owners = Set(options.list("owners").compactMap(Layer.init(rawValue:)))
    }

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        guard !file.isTest, file.layer != .domain, file.layer != .unknown, !owners.contains(file.layer), !file.isCompositionRoot else { return }
        for fact in file.summary.imports where frameworks.contains(fact.module) && !Self.isOnlyWiringOrImages(fact.module, in: file) {
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

    /// Imports that bring a framework in without doing I/O with it:
    /// - `Alamofire` beside `AlamofireImage` in a file that names none of Alamofire's request API
    ///   (`AF`, `Session`, `DataRequest`…): it is there for the image library's `af.setImage`, a
    ///   view loading a picture, not a view calling an endpoint;
    /// - `SwiftData` in a SwiftUI file whose only use of it is the `.modelContainer(…)` modifier:
    ///   the root view hands the store to the environment, which is wiring, not a query.
    static func isOnlyWiringOrImages(_ module: String, in file: LintFile) -> Bool {
        let code = file.code
        let names = Set(code.typeReferences.map(\.name))
        switch module {
        case "Alamofire":
            guard file.summary.imports.contains(where: { $0.module == "AlamofireImage" }) else { return false }
            let requestAPI: Set<String> = [
                "AF", "Alamofire", "Session", "SessionManager", "DataRequest", "DownloadRequest",
                "UploadRequest", "HTTPMethod", "HTTPHeaders", "URLEncoding", "JSONEncoding", "Parameters",
            ]
            return names.isDisjoint(with: requestAPI)
                && !code.calls.contains { call in
                    call.receiver.map { requestAPI.contains(String($0.prefix { $0 != "." })) } ?? false
                }
        case "SwiftData":
            let storeAPI: Set<String> = [
                "ModelContext", "ModelContainer", "FetchDescriptor", "Query", "Predicate", "PersistentModel",
                "Schema", "ModelConfiguration", "SortDescriptor", "PersistentIdentifier",
            ]
            return code.calls.contains { $0.name == "modelContainer" } && names.isDisjoint(with: storeAPI)
                && !code.calls.contains { ["fetch", "insert", "delete", "save", "fetchCount"].contains($0.name) }
                && !file.types.contains { type in type.members.contains { $0.attributes.contains { $0 == "Query" || $0.hasPrefix("Query(") } } }
        default:
            return false
        }
    }

    private var ownerNames: String {
        owners.sorted { $0.rawValue < $1.rawValue }.map(LayerMatrix.name).joined(separator: " and ")
    }
}
