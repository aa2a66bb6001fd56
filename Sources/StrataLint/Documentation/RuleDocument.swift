import StrataAnalysis
import StrataModel

/// A rule's full document in the clinic preset's shape — front matter (title, impact, impactDescription,
/// tags), the rationale, the incorrect and the correct example — plus what Strata adds: the rule id,
/// default severity, options and fix.
package enum RuleDocument {
    package static func markdown(_ rule: RuleDescription) -> String {
        var text = """
            ---
            title: \(rule.title)
            impact: \(rule.impact.rawValue)
            impactDescription: \(rule.impactDescription)
            tags: \(rule.tags.joined(separator: ", "))
            ---

            ## \(rule.title)

            `\(rule.id)` · \(rule.impact.rawValue) · default severity: \(rule.defaultSeverity.rawValue)\(enablement(rule))\(fixText(rule))

            \(rule.rationale)

            """
        if !rule.options.isEmpty {
            text += "\n| option | kind | default | meaning |\n| --- | --- | --- | --- |\n"
            for option in rule.options {
                text += "| `\(option.name)` | \(option.kind.rawValue) | \(option.defaultValue) | \(option.summary) |\n"
            }
        }
        text += example("Incorrect", rule.incorrect)
        text += example("Correct", rule.correct)
        if !rule.sources.isEmpty { text += "\nSources: " + rule.sources.joined(separator: ", ") + ".\n" }
        return text
    }

    private static func example(_ kind: String, _ example: RuleExample) -> String {
        var text = "\n**\(kind) (\(example.caption)):**\n\n"
        if let configuration = example.configuration {
            text += "```yaml\n# .strata.yml\n\(configuration.hasSuffix("\n") ? configuration : configuration + "\n")```\n\n"
        }
        let code = example.code.hasSuffix("\n") ? example.code : example.code + "\n"
        return text + "```swift\n\(code)```\n"
    }

    private static func enablement(_ rule: RuleDescription) -> String {
        if !rule.isEnabledByDefault { return " · off by default" }
        if rule.needsConventions { return " · house style: on when `.strata.yml` names a preset or conventions" }
        return ""
    }

    private static func fixText(_ rule: RuleDescription) -> String {
        switch rule.fix {
        case .none: return ""
        case .safe: return " · `--fix`"
        case .unsafe: return " · `--fix --unsafe-fixes`"
        case .sometimesSafe: return " · `--fix` when certain, else `--unsafe-fixes`"
        }
    }

    /// `strata rules`: one line per rule.
    package static func listing(_ rules: [RuleDescription], enabled: Set<String>? = nil) -> String {
        let width = rules.map(\.id.count).max() ?? 0
        return rules.map { rule in
            let state = enabled.map { $0.contains(rule.id) ? "on " : "off" } ?? ""
            let padded = rule.id + String(repeating: " ", count: width - rule.id.count)
            let impact = rule.impact.rawValue + String(repeating: " ", count: 8 - rule.impact.rawValue.count)
            return "\(state.isEmpty ? "" : state + "  ")\(padded)  \(impact)  \(rule.title)"
        }.joined(separator: "\n") + "\n"
    }

    /// `docs/LINT.md`: an index of every rule, then every rule's document.
    package static func reference(_ rules: [RuleDescription]) -> String {
        var text = """
            # Lint rules

            Generated from the rules' own metadata by `strata rules --format markdown`; a test keeps this
            file in sync. Every example below is run by the test suite: the incorrect one must trigger its
            rule, the correct one must not. How to run, configure and suppress: see the README's lint section.

            \(LayerGuide.markdown)

            ## Rules

            | rule | impact | severity | title |
            | --- | --- | --- | --- |

            """
        for rule in rules {
            text +=
                "| [`\(rule.id)`](#\(rule.id)) | \(rule.impact.rawValue) | \(rule.defaultSeverity.rawValue)\(rule.isEnabledByDefault ? "" : " (off)")\(rule.needsConventions ? " (style)" : "") | \(rule.title) |\n"
        }
        for rule in rules {
            text += "\n<a id=\"\(rule.id)\"></a>\n\n" + markdown(rule)
        }
        return text
    }
}
