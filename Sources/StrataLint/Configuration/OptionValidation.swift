import StrataModel

/// Checks the options written under `lint.rules.<id>` against the options the rule declares.
enum OptionValidation {
    static func problems(_ setting: RuleSettings, of description: RuleDescription) -> [StrataIssue] {
        var issues: [StrataIssue] = []
        let names = description.options.map(\.name)
        for option in setting.options {
            let what = "`lint.rules.\(setting.id).\(option.name)`"
            guard let declared = description.options.first(where: { $0.name == option.name }) else {
                let hint: String
                if names.isEmpty {
                    hint = "`\(setting.id)` has no options; it takes `enabled` and `severity`"
                } else if let suggestion = Naming.suggestion(for: option.name, among: names) {
                    hint = "did you mean `\(suggestion)`?"
                } else {
                    hint = "its options: " + names.map { "`\($0)`" }.joined(separator: ", ") + " (see `strata explain \(setting.id)`)"
                }
                issues.append(StrataIssue(.error, at: option.location, "rule `\(setting.id)` has no option `\(option.name)`", hint: hint))
                continue
            }
            if case .integer(let number) = option.value, declared.kind == .integer, number < 1 {
                issues.append(
                    StrataIssue(
                        .error, at: option.valueLocation, "\(what) must be at least 1, found \(number)",
                        hint: "default: \(declared.defaultValue)"))
            } else if let problem = problem(option.value, expected: declared.kind) {
                issues.append(
                    StrataIssue(
                        .error, at: option.valueLocation, "\(what) expects \(declared.kind.article), found \(option.value)",
                        hint: problem.isEmpty ? "default: \(declared.defaultValue)" : problem))
            }
        }
        return issues
    }

    /// nil when the value fits; otherwise an extra hint (possibly empty).
    private static func problem(_ value: SettingValue, expected: RuleOption.Kind) -> String? {
        switch (expected, value) {
        case (.bool, .bool), (.text, .text), (.list, .list): return nil
        case (.list, .text): return nil  // one name for a list of one
        case (.integer, .integer): return nil
        case (.text, .integer(let number)): return "quote it: `\"\(number)\"`"
        default: return ""
        }
    }
}
