import StrataModel

/// Every rule Strata has, in the order `strata rules` lists them and reports group them.
package enum RuleRegistry {
    package static let all: [any LintRule.Type] = [
        // Layer purity
        LayerImportsRule.self, DomainIORule.self, DomainPersistenceModelRule.self, DependencyRule.self,
        ModuleDependenciesRule.self, IOOwnershipRule.self,
        // Repositories and data
        RepositoryPlacementRule.self, DTOBoundaryRule.self, RepositoryErrorMappingRule.self, RepositoryBusinessLogicRule.self,
        MapperCompletenessRule.self, PropertyDriftRule.self, OptionalMapRule.self, PersistedEnumRawValueRule.self, ModelStaticLetRule.self,
        // Use cases and entities
        UseCaseSingleExecuteRule.self, UseCaseAbstractionsRule.self, ImplementationMainActorRule.self, EntityValueTypeRule.self,
        // House style (need conventions)
        EntityConformancesRule.self, ProtocolsSendableRule.self, NamingConventionsRule.self, MockStyleRule.self, TestFrameworkRule.self,
        // Tests and size
        TestCoverageRule.self, SizeLimitsRule.self,
        // About the input and the suppressions themselves
        ParseErrorRule.self, UnreadableFileRule.self, InvalidSuppressionRule.self, UnusedSuppressionRule.self,
    ]

    package static var descriptions: [RuleDescription] { all.map { $0.description } }

    package static func type(id: String) -> (any LintRule.Type)? {
        all.first { $0.description.id == id }
    }

    /// "did you mean …?" or where to look.
    static func suggestion(for id: String) -> String {
        if let close = Naming.suggestion(for: id, among: all.map { $0.description.id }) { return "did you mean `\(close)`?" }
        return "`strata rules` lists every rule"
    }
}
