/// The architectural layer a file belongs to.
public enum Layer: String, Sendable, Hashable, Codable, CaseIterable {
    case domain, application, data, presentation, app, tests, unknown

    /// Layers a project may assign with path globs (`unknown` is what is left).
    public static let configurable: [Layer] = [.domain, .application, .data, .presentation, .app, .tests]
}
