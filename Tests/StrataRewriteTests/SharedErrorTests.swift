import Foundation
import StrataGenerate
import StrataModel
import StrataWorkspace
import Testing

@testable import StrataPropagation
@testable import StrataRewrite

/// `generate` into a project that declares the error type already: the generated error file is
/// dropped and the project's enum gains only the cases it lacks, in its own style.
@Suite("Shared error enum: extended, not duplicated")
struct SharedErrorTests {
    static let interactorError =
        SharedErrorFixtures.standardCases + [
            (doc: "The server refused the credentials (401 or 403).", element: "unauthorized"),
            (doc: "The network is not reachable and nothing is stored locally.", element: "offline"),
        ]

    @Test("the interactor fixture's `ShopError` gains the Loyalty feature's missing cases (golden)")
    func interactorGolden() async throws {
        let root = try RewriteFixtures.copy("interactor")
        defer { try? FileManager.default.removeItem(at: root) }
        let adoption = try await SharedErrorFixtures.adopt(in: root, cases: Self.interactorError)
        #expect(adoption.files.map(\.path) == ["Shop/Core/Models/LoyaltyCard.swift"], "the generated error file is dropped")
        let plan = try #require(adoption.plan)
        #expect(plan.rewrites.map(\.path) == [SharedErrorFixtures.errorPath])
        #expect(plan.unhandled.isEmpty)
        try Self.matchGolden(plan, "shared-error-interactor.diff")
    }

    @Test("documented cases separated by blank lines, tab indentation, a doc-less existing switch reported (golden)")
    func documentedStyleGolden() async throws {
        let root = try RewriteFixtures.project([
            SharedErrorFixtures.errorPath: """
            public enum ShopError: Error, Equatable {
            \t/// Nothing there.
            \tcase notFound

            \t/// The network failed.
            \tcase network

            \tpublic var isRetryable: Bool { self == .network }
            }

            extension ShopError {
            \tvar message: String {
            \t\tswitch self {
            \t\tcase .notFound: "Not found"
            \t\tcase .network: "Network"
            \t\t}
            \t}
            }

            """
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try #require(try await SharedErrorFixtures.adopt(in: root).plan)
        try Self.matchGolden(plan, "shared-error-documented.diff")
        let rewritten = try #require(plan.rewrites.first?.rewritten)
        #expect(
            rewritten.contains(
                "\tcase network\n\n\t/// Reading failed; `description` says why when it is known.\n\tcase loadFailed(description: String? = nil)\n\n\t/// Writing failed"))
        #expect(!rewritten.contains("case notFound\n\n\t/// The requested"), "an existing case is not added again")
        // Reported after the edit, at the line the switch has in the rewritten file.
        #expect(plan.unhandled.map { $0.location?.description } == ["Shop/Core/ShopError.swift:19:3"])
    }

    @Test("a comma list of cases gets the new ones at its end")
    func joinsCaseList() async throws {
        let root = try RewriteFixtures.project([SharedErrorFixtures.errorPath: "enum ShopError: Error, Equatable {\n  case notFound, network\n}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try #require(try await SharedErrorFixtures.adopt(in: root).plan)
        #expect(
            plan.rewrites.first?.rewritten == """
                enum ShopError: Error, Equatable {
                  case notFound, network, loadFailed(description: String? = nil), saveFailed(description: String? = nil)
                }

                """)
    }

    @Test("a comma list written one element per line gets one line per new case; an enum without cases gets them first")
    func verticalListAndNoCases() async throws {
        let root = try RewriteFixtures.project([
            SharedErrorFixtures.errorPath: "enum ShopError: Error, Equatable {\n    case notFound,\n         network\n}\n",
            "Shop/Core/PaymentError.swift": "enum PaymentError: Error, Equatable {\n  var code: Int { 1 }\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let vertical = try #require(try await SharedErrorFixtures.adopt(in: root).plan)
        #expect(
            vertical.rewrites.first?.rewritten == """
                enum ShopError: Error, Equatable {
                    case notFound,
                         network,
                         loadFailed(description: String? = nil),
                         saveFailed(description: String? = nil)
                }

                """)
        let files = [GeneratedFile(path: "Shop/Core/Other.swift", contents: SharedErrorFixtures.generatedError(typeName: "PaymentError"), role: .error)]
        let empty = try await SharedErrorAdoption.adopt(
            files, errorCases: SharedErrorFixtures.plannedCases(), errorType: "PaymentError", perFeature: false, feature: "Loyalty", root: root, errorFileAction: .create,
            excludes: [])
        #expect(
            empty.plan?.rewrites.first?.rewritten == """
                enum PaymentError: Error, Equatable {
                  case notFound
                  case loadFailed(description: String? = nil)
                  case saveFailed(description: String? = nil)
                  var code: Int { 1 }
                }

                """)
    }

    @Test("a second run finds every case and changes nothing")
    func idempotent() async throws {
        let root = try RewriteFixtures.copy("interactor")
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try #require(try await SharedErrorFixtures.adopt(in: root, cases: Self.interactorError).plan)
        try SharedErrorFixtures.write(first, into: root)
        let second = try await SharedErrorFixtures.adopt(in: root, cases: Self.interactorError)
        #expect(second.files.map(\.path) == ["Shop/Core/Models/LoyaltyCard.swift"], "still the project's enum, not a second one")
        let plan = try #require(second.plan)
        #expect(!plan.changesFiles && plan.changes.isEmpty && plan.unhandled.isEmpty)
        #expect(plan.alreadyPresent == ["`ShopError` (Shop/Core/ShopError.swift) has every case the Loyalty feature uses"])
    }

    @Test("switches without `default` listing every case are reported where they are, also where the type is never named")
    func exhaustiveSwitches() async throws {
        let root = try RewriteFixtures.project([
            SharedErrorFixtures.errorPath: "enum ShopError: Error, Equatable {\n    case notFound\n    case outOfStock(name: String)\n}\n",
            "Shop/Scenes/Alert.swift": """
            struct Alert {
                let error: ShopError
                var title: String {
                    switch error {
                    case .notFound: return "Gone"
                    case let .outOfStock(name): return name
                    }
                }
            }

            """,
            // `state.error` is a `ShopError` declared elsewhere: this file never names the type.
            "Shop/Scenes/Banner.swift": """
            func banner(_ state: State) -> String {
                switch state.error {
                case .notFound, .outOfStock: "!"
                }
            }

            """,
            // Not reported: a `default`, a catch-all, or cases of another enum.
            "Shop/Scenes/Others.swift": """
            func others(_ error: ShopError, _ status: Status) {
                switch error {
                case .notFound: break
                default: break
                }
                switch error {
                case .notFound: break
                case let other: print(other)
                }
                switch status {
                case .notFound, .outOfStock, .shipped: break
                }
            }

            """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try #require(try await SharedErrorFixtures.adopt(in: root).plan)
        #expect(plan.unhandled.map { $0.location?.description } == ["Shop/Scenes/Alert.swift:4:9", "Shop/Scenes/Banner.swift:2:5"])
        #expect(plan.unhandled.allSatisfy { $0.severity == .warning && $0.message.contains("`.loadFailed`, `.saveFailed`") })
    }

    @Test("an enum that is not `Equatable` is extended, with a warning: the generated tests compare its values")
    func notEquatable() async throws {
        let root = try RewriteFixtures.project([SharedErrorFixtures.errorPath: "enum ShopError: Error {\n    case notFound\n}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try #require(try await SharedErrorFixtures.adopt(in: root).plan)
        #expect(plan.rewrites.count == 1)
        #expect(plan.unhandled.map { $0.location?.description } == ["Shop/Core/ShopError.swift:1:6"])

        // An extension adding the conformance is enough.
        try "extension ShopError: Equatable {}\n".write(to: root.appendingPathComponent("Shop/Core/ShopError+Equatable.swift"), atomically: true, encoding: .utf8)
        #expect(try #require(try await SharedErrorFixtures.adopt(in: root).plan).unhandled.isEmpty)
    }

    @Test("declared somewhere else than the conventions' error path: extended where it is, no second declaration")
    func declaredElsewhere() async throws {
        let root = try RewriteFixtures.project(["Shop/Support/Errors.swift": "enum ShopError: Error, Equatable {\n    case notFound\n}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let adoption = try await SharedErrorFixtures.adopt(in: root)
        #expect(!adoption.files.contains { $0.path == SharedErrorFixtures.errorPath })
        #expect(adoption.plan?.rewrites.map(\.path) == ["Shop/Support/Errors.swift"])
    }

    @Test("nothing declared, or the feature's own error file Strata wrote: the generated file is written as usual")
    func notAdopted() async throws {
        let empty = try RewriteFixtures.project(["Shop/Other.swift": "struct Other {}\n"])
        defer { try? FileManager.default.removeItem(at: empty) }
        let fresh = try await SharedErrorFixtures.adopt(in: empty)
        #expect(fresh.plan == nil && fresh.files.count == 2)

        let missing = try await SharedErrorFixtures.adopt(in: empty.appendingPathComponent("not-there"))
        #expect(missing.plan == nil && missing.files.count == 2)

        let own = try RewriteFixtures.project([SharedErrorFixtures.errorPath: "enum ShopError: Error {\n    case notFound\n}\n"])
        defer { try? FileManager.default.removeItem(at: own) }
        for action in [WriteAction.update, .skipEdited, .overwriteEdited] {
            let regenerated = try await SharedErrorFixtures.adopt(in: own, perFeature: true, errorFileAction: action)
            #expect(regenerated.plan == nil && regenerated.files.count == 2)
        }
        let identical = try await SharedErrorFixtures.adopt(in: own, perFeature: false, errorFileAction: .unchanged)
        #expect(identical.plan == nil && identical.files.count == 2)
        // An app-wide error type is shared even where Strata wrote it for an earlier feature.
        let shared = try await SharedErrorFixtures.adopt(in: own, perFeature: false, errorFileAction: .update)
        #expect(shared.plan?.rewrites.count == 1 && shared.files.count == 1)
    }

    static func matchGolden(_ plan: EvolutionPlan, _ name: String) throws {
        let text = RewriteFixtures.render(plan)
        let file = RewriteFixtures.golden.appendingPathComponent(name)
        if RewriteFixtures.recording {
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "differs from \(name); re-record with STRATA_RECORD_GOLDEN=1 if intended")
    }
}
