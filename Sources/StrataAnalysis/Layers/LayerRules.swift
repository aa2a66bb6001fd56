import StrataModel

/// Decides the layer of a file: configured globs first, then folder names, then module names.
///
/// Folder and module names are read from the file's own folder outwards, so the nearest
/// meaningful name wins (`Features/Orders/Sources/Domain/UseCases/X.swift` is Domain).
public struct LayerRules: Sendable, Hashable, Codable {
    /// Evaluated in order; the first glob that matches decides.
    public var globs: [(layer: Layer, glob: PathGlob)] {
        get { entries.map { ($0.layer, $0.glob) } }
        set { entries = newValue.map { Entry(layer: $0.layer, glob: $0.glob) } }
    }

    struct Entry: Sendable, Hashable, Codable {
        var layer: Layer
        var glob: PathGlob
    }

    private var entries: [Entry]

    public init(globs: [(Layer, String)] = []) {
        entries = globs.map { Entry(layer: $0.0, glob: PathGlob($0.1)) }
    }

    /// Exact folder names (lowercased) that name a layer.
    static let folderNames: [String: Layer] = [
        "domain": .domain, "entities": .domain, "usecases": .domain,
        "application": .application,
        "data": .data, "infrastructure": .data, "adapters": .data, "persistence": .data, "networking": .data,
        "network": .data, "datasources": .data, "dtos": .data, "api": .data,
        "presentation": .presentation, "ui": .presentation, "views": .presentation, "screens": .presentation,
        "scenes": .presentation, "viewmodels": .presentation, "designsystem": .presentation,
        "app": .app, "di": .app, "dicontainer": .app, "composition": .app, "dependencyinjection": .app,
    ]

    /// Suffixes of module or folder names (`MoviesDomain`, `OrdersData`, `ProfileUI`).
    static let suffixes: [(String, Layer)] = [
        ("Domain", .domain), ("Application", .application), ("Infrastructure", .data), ("Adapters", .data),
        ("Data", .data), ("Persistence", .data), ("Networking", .data), ("Presentation", .presentation),
        ("UI", .presentation), ("DesignSystem", .presentation), ("Feature", .presentation), ("App", .app),
    ]

    public func layer(for path: String, module: String?, isTest: Bool) -> Layer {
        let folder = path.enclosingFolder
        return layer(for: path, isTest: isTest) {
            Self.folderLayer(of: folder) ?? module.flatMap(Self.suffixLayer) ?? .unknown
        }
    }

    /// The globs' layer, else `.tests` for test code, else `namedLayer` (what folder and module names
    /// say, which callers that see many files of one folder work out once).
    func layer(for path: String, isTest: Bool, namedLayer: () -> Layer) -> Layer {
        for entry in entries where entry.glob.matches(path) { return entry.layer }
        if isTest { return .tests }
        return namedLayer()
    }

    /// The layer the nearest meaningful folder name gives (`Features/Orders/Sources/Domain/UseCases`
    /// is Domain), or nil.
    static func folderLayer(of folder: Substring) -> Layer? {
        decidingFolder(of: folder)?.layer
    }

    /// The folder name that decides the layer, and the layer.
    static func decidingFolder(of folder: Substring) -> (name: Substring, layer: Layer)? {
        for name in folder.split(separator: "/").reversed() {
            if let layer = folderNames[name.lowercased()] { return (name, layer) }
            if let layer = suffixLayer(String(name)) { return (name, layer) }
        }
        return nil
    }

    /// A folder named exactly `Application` is the application (use case) layer in a layered
    /// backend, but the app's bootstrap in the common iOS template (`Application/AppDelegate.swift`,
    /// `Application/DIContainer/…`, flow coordinators): there, the files import a UI framework, which
    /// the application layer never does. Such a file is App code.
    static func isAppBootstrap(decidingFolder name: Substring, imports: [String]) -> Bool {
        name.lowercased() == "application" && imports.contains { uiFrameworks.contains($0) }
    }

    static let uiFrameworks: Set<String> = ["UIKit", "SwiftUI", "AppKit", "WatchKit"]

    static func suffixLayer(_ name: String) -> Layer? {
        for (suffix, layer) in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            return layer
        }
        return nil
    }
}
