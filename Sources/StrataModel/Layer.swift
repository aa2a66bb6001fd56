/// The architectural layer a file belongs to.
public enum Layer: String, Sendable, Hashable, Codable, CaseIterable {
    case domain, application, data, presentation, app, tests, unknown

    /// Layers a project may assign with path globs (`unknown` is what is left).
    public static let configurable: [Layer] = [.domain, .application, .data, .presentation, .app, .tests]
}

extension Layer {
    /// Clean Architecture's dependency rule: inner layers never point outwards. Domain depends on
    /// Domain only, Application on Domain, Data and Presentation on the inner layers and not on each
    /// other; App (the composition root), tests and unclassified code (a shared kernel, a `Common`
    /// folder) are not judged, and neither is code that uses an unclassified file.
    public func mayDepend(on other: Layer) -> Bool {
        switch self {
        case .domain: return other == .domain || other == .unknown
        case .application: return other != .data && other != .presentation && other != .app
        case .data: return other != .presentation && other != .app
        case .presentation: return other != .data && other != .app
        case .app, .tests, .unknown: return true
        }
    }
}
