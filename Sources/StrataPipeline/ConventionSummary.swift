import StrataModel

/// Conventions in words, for `strata doctor` and the exported skills: the name patterns as written
/// in `.strata.yml` (`{name}UseCase`), the shapes as a reader would describe them.
package struct ConventionSummary {
    package let conventions: Conventions
    /// Patterns in the skills' notation (`<Verb><Name>UseCase`) rather than `.strata.yml`'s (`{name}UseCase`).
    package let seedNotation: Bool

    package init(_ conventions: Conventions, seedNotation: Bool = false) {
        self.conventions = conventions
        self.seedNotation = seedNotation
    }

    /// A name pattern as this summary shows it; `name` is what `{name}` stands for.
    package func show(_ pattern: String, name: String = "<Name>") -> String {
        guard seedNotation else { return pattern }
        return NamePattern(["name": name, "entity": "<Name>", "feature": "<Feature>", "names": "<Name>s"]).expand(pattern)
    }

    /// `protocol `{entity}Repository: Sendable` — save(_:), fetch(id:), fetchAll(), delete(_:)`
    package var repository: String {
        let methods = conventions.repositoryMethods
        return "protocol `\(show(conventions.repositoryProtocolName))`\(conventions.repositoryRefinesSendable ? ": Sendable" : "") — "
            + [methods.save, methods.fetchByID, methods.fetchAll, methods.delete].map { "`\(show($0))`" }.joined(separator: ", ")
            + (conventions.repositoryCachePolicyParameter ? "; reads take `cachePolicy:`" : "")
    }

    /// `protocol `{name}UseCaseContract: Sendable` + `struct {name}UseCase``
    package var useCaseShape: String {
        let type = show(conventions.useCaseName, name: "<Verb><Name>")
        let contract = show(conventions.useCaseContractName, name: "<Verb><Name>")
        switch conventions.useCaseStyle {
        case .finalClass:
            return "`final class \(type)` with one `execute`"
        case .protocolAndStruct:
            return "`protocol \(contract): Sendable` + `struct \(type)` with one `execute`"
        case .protocolAndFinalClass:
            return "`protocol \(contract): Sendable` + `final class \(type)` with one `execute`"
        }
    }

    /// `{name}Mock` (`@MainActor init() {}`)
    package var mock: String {
        "`\(show(conventions.mockName, name: "<Type>"))`" + (conventions.mockMainActorInit ? " with `@MainActor init() {}`" : "")
            + ", factories in `\(show(conventions.mockFactoryFileName)).swift`"
    }

    package var testFramework: String { conventions.testFramework == .xctest ? "XCTest" : "Swift Testing" }

    package var throwsStyle: String { conventions.typedThrows ? "typed throws (`throws(\(show(conventions.errorTypeName)))`)" : "untyped `throws`" }
}
