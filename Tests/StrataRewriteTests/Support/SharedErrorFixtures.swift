import Foundation
import StrataGenerate
import StrataModel
import StrataWorkspace

@testable import StrataPropagation
@testable import StrataRewrite

/// Small projects around one shared error enum, and the error file the generator would have
/// written for a new feature, for `SharedErrorAdoption`.
enum SharedErrorFixtures {
    static let errorPath = "Shop/Core/ShopError.swift"

    /// The generator's error file for a feature whose code uses these cases (its template's layout).
    static func generatedError(_ cases: [(doc: String, element: String)] = standardCases, typeName: String = "ShopError") -> String {
        var text = "import Foundation\n\n/// Errors of the Loyalty feature; repositories map data-layer failures to these.\n"
        text += "enum \(typeName): Error, Equatable, Sendable {\n"
        for item in cases { text += "    /// \(item.doc)\n    case \(item.element)\n" }
        return text + "}\n"
    }

    static let standardCases = [
        (doc: "The requested item does not exist.", element: "notFound"),
        (doc: "Reading failed; `description` says why when it is known.", element: "loadFailed(description: String? = nil)"),
        (doc: "Writing failed; `description` says why when it is known.", element: "saveFailed(description: String? = nil)"),
    ]

    /// The cases as the planner hands them over.
    static func plannedCases(_ cases: [(doc: String, element: String)] = standardCases) -> [PlannedErrorCase] {
        cases.map { PlannedErrorCase(declaration: $0.element, docLines: [$0.doc]) }
    }

    /// Adopts with the generated error file at `errorPath` beside one other generated file.
    static func adopt(
        in root: URL, cases: [(doc: String, element: String)] = standardCases, perFeature: Bool = false, errorFileAction: WriteAction? = nil,
        errorPath: String = errorPath
    ) async throws(StrataIssues) -> SharedErrorAdoption {
        let files = [
            GeneratedFile(path: errorPath, contents: generatedError(cases), role: .error),
            GeneratedFile(path: "Shop/Core/Models/LoyaltyCard.swift", contents: "struct LoyaltyCard {}\n", role: .entity),
        ]
        return try await SharedErrorAdoption.adopt(
            files, errorCases: plannedCases(cases), errorType: "ShopError", perFeature: perFeature, feature: "Loyalty", root: root, errorFileAction: errorFileAction, excludes: [])
    }

    /// The issues `adopt` throws; empty when it succeeds.
    static func issues(in root: URL, cases: [(doc: String, element: String)] = standardCases) async -> [StrataIssue] {
        do throws(StrataIssues) {
            _ = try await adopt(in: root, cases: cases)
            return []
        } catch {
            return error.issues
        }
    }

    /// Writes the plan's rewrites into the project, as `apply` would.
    static func write(_ plan: EvolutionPlan, into root: URL) throws {
        for rewrite in plan.rewrites {
            try rewrite.rewritten.write(to: root.appendingPathComponent(rewrite.path), atomically: true, encoding: .utf8)
        }
    }
}
