import Foundation
import StrataAnalysis
import StrataIndex
import StrataModel
import StrataPropagation

/// `strata sync --check` as a lint rule: a domain entity's property that one of its derived layers
/// (DTO, persistence model, application model, a mapper direction, a mock factory) lacks.
struct PropertyDriftRule: LintRule {
    static let description = RuleDescription(
        id: "property-drift",
        title: "Every layer derived from an entity carries each of its properties",
        impact: .medium,
        impactDescription: "a property added to the entity and its API mapper but forgotten in the stored model is silently lost on the next launch",
        tags: ["mapper", "data-layer", "persistence", "model-evolution"],
        rationale: """
            In a modular app a new property takes ten steps across the domain entity, the SDK mapper, the SwiftData \
            entity and its three-method mapper, the application model and its mapper, and the mock \
            factories. Each forgotten step compiles (optional parameters default to nil) and loses data at \
            run time. This rule follows every mapper of each entity (found by signature, whatever it is \
            called) and reports the places that miss one of its properties — exactly what `strata sync` \
            would add. A value carried under another name (`imageUrl` for `imageURL`) counts as present. \
            It re-reads the mapper files, so it is off by default: turn it on in `.strata.yml` or run \
            `strata sync --check` in CI.
            """,
        incorrect: RuleExample(
            "the stored model never gets `tagline`",
            code: """
                // Sources/Movies/Domain/Movie.swift
                struct Movie: Equatable {
                    let id: Int
                    let title: String
                    let tagline: String?

                    init(id: Int, title: String, tagline: String? = nil) {
                        self.id = id
                        self.title = title
                        self.tagline = tagline
                    }
                }
                // Sources/Movies/Data/MovieRecord.swift
                final class MovieRecord {
                    var id: Int
                    var title: String

                    init(id: Int, title: String) {
                        self.id = id
                        self.title = title
                    }

                    var domain: Movie { Movie(id: id, title: title) }
                }
                """),
        correct: RuleExample(
            "every layer has it",
            code: """
                // Sources/Movies/Domain/Movie.swift
                struct Movie: Equatable {
                    let id: Int
                    let title: String
                    let tagline: String?

                    init(id: Int, title: String, tagline: String? = nil) {
                        self.id = id
                        self.title = title
                        self.tagline = tagline
                    }
                }
                // Sources/Movies/Data/MovieRecord.swift
                final class MovieRecord {
                    var id: Int
                    var title: String
                    var tagline: String?

                    init(id: Int, title: String, tagline: String?) {
                        self.id = id
                        self.title = title
                        self.tagline = tagline
                    }

                    var domain: Movie { Movie(id: id, title: title, tagline: tagline) }
                }
                """),
        isEnabledByDefault: false,
        sources: ["popcorn preset", "strata sync"]
    )

    init(options: RuleOptions) {}

    func checkProject(_ project: LintProject, _ findings: inout FindingSink) {
        let planner = SyncPlanner(index: project.index, model: project.model, root: URL(fileURLWithPath: project.index.root))
        guard let plan = try? planner.plan(entities: [], module: nil, skip: [], ignore: []) else { return }
        for change in plan.changes {
            findings.add(
                "missing: \(change.summary)", line: change.line, file: change.path,
                hint: "run `strata sync` to add it, or `--ignore Type.property` if the layer goes without it on purpose")
        }
    }
}
