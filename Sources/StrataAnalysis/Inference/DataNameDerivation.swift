import StrataModel

/// Data-layer names the code does not show, derived from the ones it does: a mapper is named after
/// what it maps (`{name}Record` → `{name}RecordMapper`), a local data source protocol like its
/// remote sibling (`…RemoteDataSourceContract` → `…LocalDataSourceContract`).
enum DataNameDerivation {
    struct Rule {
        var target: WritableKeyPath<DataConventions, String>
        var targetField: String
        var source: KeyPath<DataConventions, String>
        var sourceField: String
        var derive: (String) -> String?
        /// Only where the closest preset derives its own names this way (popcorn's DTO mappers are
        /// `{name}Mapper`, not `{name}DTOMapper`).
        var needsPresetAgreement: Bool
    }

    static var rules: [Rule] {
        [
            Rule(
                target: \.persistenceMapperName, targetField: "data.persistenceMapperName", source: \.persistentModelName,
                sourceField: "data.persistentModelName", derive: { withoutContext($0) + "Mapper" }, needsPresetAgreement: true),
            Rule(
                target: \.dtoMapperName, targetField: "data.dtoMapperName", source: \.dtoName, sourceField: "data.dtoName",
                derive: { $0 + "Mapper" }, needsPresetAgreement: true),
            // A project's data sources share one suffix whatever presets do (the default preset mixes
            // `…RemoteDataSourceProtocol` with `…LocalDataSource`).
            Rule(
                target: \.localDataSourceProtocolName, targetField: "data.localDataSourceProtocolName", source: \.remoteDataSourceProtocolName,
                sourceField: "data.remoteDataSourceProtocolName", derive: { $0.replacingFirst("Remote", with: "Local") }, needsPresetAgreement: false),
            Rule(
                target: \.remoteDataSourceProtocolName, targetField: "data.remoteDataSourceProtocolName", source: \.localDataSourceProtocolName,
                sourceField: "data.localDataSourceProtocolName", derive: { $0.replacingFirst("Local", with: "Remote") }, needsPresetAgreement: false),
        ]
    }

    /// - Parameter decided: fields the code decided with a style Strata can write.
    static func apply(_ conventions: inout Conventions, decided: Set<String>, preset: Conventions) {
        for rule in rules where !decided.contains(rule.targetField) && decided.contains(rule.sourceField) {
            if rule.needsPresetAgreement, rule.derive(preset.data[keyPath: rule.source]) != preset.data[keyPath: rule.target] { continue }
            if let derived = rule.derive(conventions.data[keyPath: rule.source]) { conventions.data[keyPath: rule.target] = derived }
        }
    }

    /// `{context}{name}Entity` → `{name}Entity`: mappers carry no bounded-context prefix (the popcorn preset).
    static func withoutContext(_ pattern: String) -> String {
        pattern.replacingOccurrences(of: "{context}", with: "").replacingOccurrences(of: "{app}{feature}", with: "")
    }
}
