import StrataModel

/// A lint rule: its documentation (`description`, whose examples are its tests) and its check.
///
/// The engine visits every file once and hands it to every enabled rule (`check`), on all cores;
/// rules about the project as a whole (package targets, missing tests) use `checkProject`. Rules
/// are values built from their validated options and hold no state between calls.
public protocol LintRule: Sendable {
    static var description: RuleDescription { get }
    init(options: RuleOptions)
    func check(_ file: LintFile, _ findings: inout FindingSink)
    func checkProject(_ project: LintProject, _ findings: inout FindingSink)
}

extension LintRule {
    package func check(_ file: LintFile, _ findings: inout FindingSink) {}
    package func checkProject(_ project: LintProject, _ findings: inout FindingSink) {}
    package var id: String { Self.description.id }
}

/// A rule's options after validation: every declared option has a value (the default when unset).
public struct RuleOptions: Sendable {
    private var values: [String: SettingValue]
    /// Names of the options written in `.strata.yml` (not defaulted).
    package private(set) var written: Set<String>

    package init(_ description: RuleDescription, settings: [RuleOptionSetting] = []) {
        values = Dictionary(description.options.map { ($0.name, $0.defaultValue) }, uniquingKeysWith: { first, _ in first })
        written = []
        for setting in settings {
            values[setting.name] = setting.value
            written.insert(setting.name)
        }
    }

    package func bool(_ name: String) -> Bool {
        if case .bool(let value)? = values[name] { return value }
        return false
    }

    package func integer(_ name: String) -> Int {
        if case .integer(let value)? = values[name] { return value }
        return 0
    }

    package func text(_ name: String) -> String {
        if case .text(let value)? = values[name] { return value }
        return ""
    }

    package func list(_ name: String) -> [String] {
        switch values[name] {
        case .list(let values)?: return values
        case .text(let value)?: return [value]
        default: return []
        }
    }
}
