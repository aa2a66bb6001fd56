import StrataModel

/// Project-wide policies several rules share: what each layer may import, and which modules are
/// features and what they may depend on (`lint.layers`, `lint.modules`).
public struct LintPolicy: Sendable {
    /// Only these modules (plus the project's own modules the dependency rule allows).
    package var allowedImports: [Layer: Set<String>]
    package var forbiddenImports: [Layer: Set<String>]
    /// Name globs of feature modules.
    package var featureModules: [PathGlob]
    /// What a feature module may depend on besides Domain-layer modules and system frameworks.
    package var featureDependencies: Set<String>

    /// Domain imports only Foundation (the vitalarc, popcorn and clinic presets); features are `…Feature` modules that may
    /// also use a `DesignSystem` (a modular clinic app's rule).
    package static let defaults = LintPolicy(
        allowedImports: [.domain: ["Foundation"]], forbiddenImports: [:],
        featureModules: [PathGlob("*Feature"), PathGlob("*Features")], featureDependencies: ["DesignSystem"]
    )

    package init(allowedImports: [Layer: Set<String>], forbiddenImports: [Layer: Set<String>], featureModules: [PathGlob], featureDependencies: Set<String>) {
        self.allowedImports = allowedImports
        self.forbiddenImports = forbiddenImports
        self.featureModules = featureModules
        self.featureDependencies = featureDependencies
    }

    /// The defaults with `lint.layers` and `lint.modules` applied.
    package init(_ settings: LintSettings) {
        self = .defaults
        for layer in settings.layers {
            if let allowed = layer.allowedImports { allowedImports[layer.layer] = Set(allowed) }
            if let forbidden = layer.forbiddenImports { forbiddenImports[layer.layer] = Set(forbidden) }
        }
        if let modules = settings.modules {
            featureModules = modules.features.map(PathGlob.init)
            featureDependencies = Set(modules.allowedDependencies)
        }
    }

    package func isFeature(_ module: String) -> Bool {
        featureModules.contains { $0.matches(module) }
    }
}
