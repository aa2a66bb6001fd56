import StrataModel

/// The rules that run, each with its options and severity, and the policies they share: the
/// `lint:` section of `.strata.yml` checked against the rules that exist.
public struct LintConfiguration: Sendable {
    public struct Entry: Sendable {
        package var rule: any LintRule
        package var severity: StrataIssue.Severity
    }

    /// Enabled rules, in registry order.
    package var entries: [Entry]
    package var conventions: Conventions?
    public var policy: LintPolicy
    /// `lint.exclude`: files that get no findings.
    package var exclude: [PathGlob]
    /// `lint.baseline`, relative to the project root.
    package var baselinePath: String?

    /// Ids of the enabled rules, and their severities (asked once per file and finding).
    package var enabledIDs: Set<String> { Set(severities.keys) }
    private var severities: [String: StrataIssue.Severity] = [:]

    package func severity(of id: String) -> StrataIssue.Severity? { severities[id] }

    init(entries: [Entry], conventions: Conventions?, policy: LintPolicy, exclude: [PathGlob], baselinePath: String?) {
        self.entries = entries
        self.conventions = conventions
        self.policy = policy
        self.exclude = exclude
        self.baselinePath = baselinePath
        severities = Dictionary(entries.map { ($0.rule.id, $0.severity) }, uniquingKeysWith: { first, _ in first })
    }

    /// - Parameters:
    ///   - conventions: the project's conventions; house-style rules run only when `statesConventions`.
    ///   - only: run just these rules (whatever their default), as `--rule` asks.
    public static func resolve(
        _ settings: LintSettings, conventions: Conventions?, statesConventions: Bool, only: [String]? = nil
    ) throws(StrataIssues) -> LintConfiguration {
        var issues: [StrataIssue] = []
        var byID: [String: RuleSettings] = [:]
        for setting in settings.rules {
            guard let type = RuleRegistry.type(id: setting.id) else {
                issues.append(
                    StrataIssue(
                        .error, at: setting.location, "unknown rule `\(setting.id)` in `lint.rules`",
                        hint: RuleRegistry.suggestion(for: setting.id)))
                continue
            }
            issues += OptionValidation.problems(setting, of: type.description)
            byID[setting.id] = setting
        }
        if let only {
            for id in only where RuleRegistry.type(id: id) == nil {
                issues.append(StrataIssue(.error, at: nil, "unknown rule `\(id)` given to --rule", hint: RuleRegistry.suggestion(for: id)))
            }
        }
        guard issues.isEmpty else { throw StrataIssues(issues) }

        var entries: [Entry] = []
        for type in RuleRegistry.all {
            let description = type.description
            let setting = byID[description.id]
            let enabled: Bool
            if let only {
                enabled = only.contains(description.id)
            } else if let explicit = setting?.enabled ?? (setting.map { $0.severity != nil || !$0.options.isEmpty } == true ? true : nil) {
                // A severity or options written for a rule switch it on, unless `enabled: false` says otherwise.
                enabled = explicit
            } else {
                enabled = description.isEnabledByDefault && (!description.needsConventions || statesConventions)
            }
            guard enabled else { continue }
            let options = RuleOptions(description, settings: setting?.options ?? [])
            entries.append(Entry(rule: type.init(options: options), severity: setting?.severity ?? description.defaultSeverity))
        }
        // Conventions are the project's only when it states them (or a house-style rule is switched on
        // explicitly): a preset's defaults would otherwise judge code written in another style.
        let appliesConventions = statesConventions || entries.contains { type(of: $0.rule).description.needsConventions }
        return LintConfiguration(
            entries: entries, conventions: appliesConventions ? conventions : nil, policy: LintPolicy(settings), exclude: settings.exclude.map(PathGlob.init),
            baselinePath: settings.baseline)
    }
}
