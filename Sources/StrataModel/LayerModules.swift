/// Extra SwiftPM targets the Data layer is split into, beside the domain module (`moduleName`).
///
/// The popcorn preset keeps a bounded context's domain, its infrastructure (storage, data sources, repository
/// implementations) and its adapters (the wire types and the mappers that translate them) in
/// separate modules; the other presets keep everything in one. A module is used when its name is set;
/// its sources and tests folders are then required. Path patterns reach them as `{infrastructureSources}`,
/// `{infrastructureTests}`, `{adaptersSources}` and `{adaptersTests}`, which fall back to `{sources}`
/// and `{tests}` when the module is not used.
///
/// Dependencies are fixed by role: adapters import the domain; infrastructure imports the domain
/// and the adapters. Types that cross a module boundary are generated `public`.
public struct LayerModules: Sendable, Hashable, Codable {
    /// Pattern with `{feature}`, `{app}`, `{context}`, `{module}`: `{context}Adapters`.
    public var adapters: String?
    public var adaptersSources: String?
    public var adaptersTests: String?
    /// Pattern with `{feature}`, `{app}`, `{context}`, `{module}`: `{feature}Infrastructure`.
    public var infrastructure: String?
    public var infrastructureSources: String?
    public var infrastructureTests: String?

    public init(
        adapters: String? = nil, adaptersSources: String? = nil, adaptersTests: String? = nil,
        infrastructure: String? = nil, infrastructureSources: String? = nil, infrastructureTests: String? = nil
    ) {
        self.adapters = adapters
        self.adaptersSources = adaptersSources
        self.adaptersTests = adaptersTests
        self.infrastructure = infrastructure
        self.infrastructureSources = infrastructureSources
        self.infrastructureTests = infrastructureTests
    }

    /// One module: everything in the domain module.
    public static let single = LayerModules()

    public var isSplit: Bool { adapters != nil || infrastructure != nil }
}
