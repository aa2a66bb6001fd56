import StrataGenerate
import StrataLint
import StrataModel

/// What the skills are written from: the project's conventions, where they came from, a sample
/// feature generated in its style, and the lint rules that run in it.
struct SkillContext: Sendable {
    /// The project's folder name, for titles.
    var project: String
    var conventions: Conventions
    /// Whether `.strata.yml` states them; inferred conventions need `strata init --infer` before generating.
    var configured: Bool
    /// One sentence: where the conventions come from.
    var origin: String
    var sample: SkillSample
    var rules: [RuleDescription]

    var summary: ConventionSummary { ConventionSummary(conventions, seedNotation: true) }
    var names: SwiftNames { sample.names }

    /// `Sources/<Feature>/Domain/…` for a role, or a dash when this style writes none.
    func location(_ role: PlannedFile.Role) -> String { sample.location(role).map { "`\($0)`" } ?? "—" }

    /// A name pattern in the skills' notation: `{name}UseCaseContract` → `<Verb><Name>UseCaseContract`.
    func pattern(_ pattern: String, name: String = "<Verb><Name>") -> String { summary.show(pattern, name: name) }

    /// The generated sample file of a role as a code pattern, or nil when this style has none.
    func code(_ title: String, _ role: PlannedFile.Role, about name: String? = nil, rules: [String] = []) -> SkillDocument.Pattern? {
        guard let file = sample.file(role, about: name) else { return nil }
        return SkillDocument.Pattern(title: title, path: SkillSample.generalize(file.path), code: file.contents, rules: rules)
    }

    /// First step of every skill that generates code, when the style is only inferred: `strata generate`
    /// reads `.strata.yml`, so without one it would write the default preset's style, not this one.
    var setupStep: SkillDocument.Step? {
        guard !configured else { return nil }
        return SkillDocument.Step(
            title: "Write the project's conventions once",
            text: [
                "This project has no `.strata.yml` yet; these skills were written from conventions inferred from its code. Write them down first so every `strata` command generates in this style (check the evidence it prints, then commit the file):"
            ],
            commands: ["strata init --infer"], tool: "`conventions` — the conventions Strata would use, with the evidence.")
    }
}
