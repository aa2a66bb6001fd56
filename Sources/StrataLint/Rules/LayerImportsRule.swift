import StrataModel

/// Rule 1: Domain imports only what is allowed (Foundation unless configured); other layers follow
/// their `lint.layers` policy.
struct LayerImportsRule: LintRule {
    static let description = RuleDescription(
        id: "layer-imports",
        title: "Domain imports only Foundation",
        impact: .high,
        impactDescription: "a framework import in Domain ties every use case and entity to a platform and a UI or storage technology",
        tags: ["layer", "domain", "imports", "dependency-rule"],
        rationale: """
            Domain is the part of the app that must outlive its frameworks: entities, repository protocols \
            and use cases are plain Swift on top of Foundation. `import UIKit`, `SwiftUI`, `SwiftData`, \
            `CoreData`, `Combine` or a networking library in a Domain file lets framework types into the \
            model, and from there into every test and every other layer. Other layers can be given the same \
            kind of policy with `lint.layers.<layer>.allowedImports` / `forbiddenImports`; imports of the \
            project's own modules are checked by `module-dependencies`; a file holding only the dependency \
            container (the composition root) is App code wherever it lives. Never reported: the Swift \
            standard library's own modules (`RegexBuilder`, `Synchronization`), and libraries that only \
            declare injection points or test doubles (`Dependencies`, `DependenciesMacros`, `Spyable`), \
            which tie Domain to no platform, store or UI.
            """,
        incorrect: RuleExample(
            "UIKit and SwiftData in Domain entities",
            code: """
                // App/Domain/Entities/RecoveryScore.swift
                import Foundation
                import UIKit

                struct RecoveryScore: Identifiable, Codable, Hashable {
                    let id: UUID
                    var value: Int
                    var tintColor: UIColor { value > 70 ? .systemGreen : .systemOrange }
                }
                """),
        correct: RuleExample(
            "Domain keeps a plain value; the colour is chosen in Presentation",
            code: """
                // App/Domain/Entities/RecoveryScore.swift
                import Foundation

                struct RecoveryScore: Identifiable, Codable, Hashable {
                    let id: UUID
                    var value: Int
                    var level: Level { value > 70 ? .good : .low }
                    enum Level: String, Codable { case good, low }
                }

                // App/Presentation/Recovery/RecoveryScore+Color.swift
                import SwiftUI

                extension RecoveryScore.Level {
                    var color: Color { self == .good ? .green : .orange }
                }
                """),
        defaultSeverity: .error,
        sources: ["vitalarc preset", "popcorn preset", "clinic preset"]
    )

    init(options: RuleOptions) {}

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        guard !file.isTest, !file.isCompositionRoot else { return }
        let policy = file.project.policy
        let allowed = policy.allowedImports[file.layer]
        let forbidden = policy.forbiddenImports[file.layer] ?? []
        guard allowed != nil || !forbidden.isEmpty else { return }
        let projectModules = file.project.moduleNames
        for fact in file.summary.imports where fact.module != file.module && !projectModules.contains(fact.module) && !Self.neutral.contains(fact.module) {
            let notAllowed = allowed.map { !$0.contains(fact.module) } ?? false
            guard notAllowed || forbidden.contains(fact.module) else { continue }
            let layer = LayerMatrix.name(file.layer)
            let details = [Frameworks.kind(of: fact.module), usage(of: fact.module, in: file)].compactMap { $0 }
            let kind = details.isEmpty ? "" : " (" + details.joined(separator: "; ") + ")"
            let rule: String
            if let allowed, notAllowed {
                let list = allowed.sorted().map { "`\($0)`" }.joined(separator: ", ")
                rule = "\(layer) imports only \(list.isEmpty ? "nothing" : list)"
            } else {
                rule = "`\(fact.module)` is forbidden in \(layer) (`lint.layers.\(file.layer.rawValue).forbiddenImports`)"
            }
            findings.add(
                "\(layer) file imports `\(fact.module)`\(kind): \(rule). Remove the import and move the code that needs it to a layer that may use it\(file.layer == .domain ? ", keeping plain Swift values in Domain" : "").",
                line: fact.line)
        }
    }

    /// Modules that tie no layer to a platform, a store or a UI: the standard library's own, and
    /// libraries that only declare injection points (`@Dependency`, `DependencyKey`) or test doubles.
    static let neutral: Set<String> = [
        "Swift", "RegexBuilder", "_Concurrency", "_StringProcessing", "Synchronization", "Distributed",
        "Dependencies", "DependenciesMacros", "Spyable",
    ]

    /// "used by `UIColor` at line 29": the first use of a type that obviously comes from the module.
    private func usage(of module: String, in file: LintFile) -> String? {
        guard let reference = file.code.typeReferences.first(where: { Frameworks.framework(ofType: $0.name) == module }) else { return nil }
        return "used by `\(reference.name)` at line \(reference.line)"
    }
}
