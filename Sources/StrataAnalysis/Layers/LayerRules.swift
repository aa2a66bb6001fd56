import StrataModel

/// Decides the layer of a file, in this order (the first that answers wins):
///
/// 1. the project's `layers:` globs;
/// 2. test code is Tests;
/// 3. the module (SwiftPM, Tuist or Xcode target) when its name is a layer's (`Domain`, `OrdersData`,
///    `DomainLayer`); a name that only ends like a UI (`…UI`, `…Feature`, `…App`) counts only beside
///    layered siblings (`Orders` + `OrdersData` + `OrdersUI`), since a lone `AppFeature` or `ShopUI`
///    is often the whole app;
/// 4. the whole path: the nearest folder named after a layer (`Data/…/Entities` is Data), else the
///    folders named after what they hold (`Entities`, `Views`, `CoreData`), where a storage or
///    networking folder wins over a Domain word (`Platform/…/CoreData/Entities` is Data);
/// 5. what the file declares: a SwiftData `@Model`, an `NSManagedObject`, a Realm object or a
///    `Codable` wire type (`CodingKeys`, `…DTO`, `…Response`) is Data, even at the project's root;
/// 6. otherwise unknown: rules that need a layer skip the file rather than guess.
public struct LayerRules: Sendable, Hashable, Codable {
    /// Evaluated in order; the first glob that matches decides.
    package var globs: [(layer: Layer, glob: PathGlob)] {
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

    /// Folder (and module) names, lowercased, that name a layer itself.
    static let layerNames: [String: Layer] = [
        "domain": .domain, "application": .application,
        "data": .data, "infrastructure": .data, "adapters": .data,
        "presentation": .presentation, "ui": .presentation,
        // The composition root's folders name the App layer as plainly (`Application/DIContainer`).
        "composition": .app, "di": .app, "dicontainer": .app, "dependencyinjection": .app,
    ]

    /// Folder names, lowercased, that say what a folder holds: they decide only where no layer name
    /// is on the path.
    static let contentNames: [String: Layer] = [
        "entities": .domain, "usecases": .domain, "usecase": .domain,
        "persistence": .data, "networking": .data, "network": .data, "datasources": .data, "datasource": .data,
        "dtos": .data, "dto": .data, "api": .data, "coredata": .data, "swiftdata": .data, "realm": .data,
        "database": .data, "storage": .data,
        "views": .presentation, "screens": .presentation, "scenes": .presentation, "viewmodels": .presentation, "viewmodel": .presentation,
        "viewcontrollers": .presentation, "designsystem": .presentation,
        // `App/` is as often the whole app target as its composition root: it decides only where
        // nothing nearer does.
        "app": .app,
    ]

    /// Both tables: what a folder name alone says (used by features and inference).
    static let folderNames: [String: Layer] = layerNames.merging(contentNames) { layer, _ in layer }

    /// Suffixes of module or folder names that name a layer on their own (`MoviesDomain`, `OrdersData`).
    static let strongSuffixes: [(String, Layer)] = [
        ("Domain", .domain), ("Application", .application), ("Infrastructure", .data), ("Adapters", .data),
        ("Data", .data), ("Persistence", .data), ("Networking", .data), ("Presentation", .presentation),
    ]

    /// Suffixes that name a layer only among layered siblings: `ProfileUI` beside `ProfileDomain` is
    /// Presentation, a lone `ShopUI` or `AppFeature` may be the whole app.
    static let weakSuffixes: [(String, Layer)] = [
        ("UI", .presentation), ("DesignSystem", .presentation), ("Feature", .presentation), ("App", .app),
    ]

    /// Every suffix, for callers that strip a module's layer suffix (`OrdersData` → `Orders`).
    static let suffixes: [(String, Layer)] = strongSuffixes + weakSuffixes

    /// The layer a path alone gives (globs, tests, folders): for callers without a module.
    package func layer(for path: String, module: String?, isTest: Bool) -> Layer {
        layer(for: path, isTest: isTest) {
            module.flatMap { Self.moduleLayer($0, layered: false) } ?? Self.pathLayer(of: path.enclosingFolder)?.layer ?? .unknown
        }
    }

    /// The globs' layer, else `.tests` for test code, else `namedLayer` (what modules, folders and
    /// declarations say, which callers that see many files of one folder work out once).
    func layer(for path: String, isTest: Bool, namedLayer: () -> Layer) -> Layer {
        for entry in entries where entry.glob.matches(path) { return entry.layer }
        if isTest { return .tests }
        return namedLayer()
    }

    /// The layer a module's name gives: a layer's name (`Domain`, `DomainLayer`, `CoreDomain`), or a
    /// UI-like suffix when the project's modules are split by layer (`layered`).
    static func moduleLayer(_ name: String, layered: Bool) -> Layer? {
        var stem = Substring(name)
        for wrapper in ["Layer", "Module", "Kit"] where stem.hasSuffix(wrapper) && stem.count > wrapper.count {
            stem = stem.dropLast(wrapper.count)
        }
        if let layer = layerNames[stem.lowercased()] { return layer }
        if stem == "App" { return layered ? .app : nil }
        for (suffix, layer) in strongSuffixes where stem.hasSuffix(suffix) && stem.count > suffix.count { return layer }
        guard layered else { return nil }
        for (suffix, layer) in weakSuffixes where stem.hasSuffix(suffix) && stem.count > suffix.count { return layer }
        return nil
    }

    /// What the path says: the nearest folder named after a layer, else the folders named after
    /// their content (a storage or networking folder over a Domain word), with the deciding name.
    static func pathLayer(of folder: Substring) -> (name: Substring, layer: Layer)? {
        pathReading(of: folder).map { ($0.name, $0.layer) }
    }

    /// `pathLayer`, and whether a folder named after a layer decided (rather than one named after
    /// its content, which what the file declares may overrule: `Models/Item.swift` holding a `@Model`).
    static func pathReading(of folder: Substring) -> (name: Substring, layer: Layer, byLayerName: Bool)? {
        let names = folder.split(separator: "/")
        for name in names.reversed() {
            if let layer = layerNames[name.lowercased()] { return (name, layer, true) }
            // Only the suffixes that name a layer on their own: a lone `ShopUI` or `AppFeature`
            // folder is often the whole app.
            for (suffix, layer) in strongSuffixes where name.hasSuffix(suffix) && name.count > suffix.count { return (name, layer, true) }
        }
        var found: (name: Substring, layer: Layer, byLayerName: Bool)?
        for name in names.reversed() {
            guard let layer = contentNames[name.lowercased()] else { continue }
            if layer == .data { return (name, layer, false) }
            if found == nil { found = (name, layer, false) }
        }
        return found
    }

    /// A folder named exactly `Application` is the application (use case) layer in a layered
    /// backend, but the app's bootstrap in the common iOS template (`Application/AppDelegate.swift`,
    /// `Application/DIContainer/…`, flow coordinators): there, the files import a UI framework, which
    /// the application layer never does. Such a file is App code.
    static func isAppBootstrap(decidingFolder name: Substring, imports: [String]) -> Bool {
        name.lowercased() == "application" && imports.contains { uiFrameworks.contains($0) }
    }

    static let uiFrameworks: Set<String> = ["UIKit", "SwiftUI", "AppKit", "WatchKit"]

    /// The layer a suffix gives a module or folder name (`OrdersData` → Data), for feature names.
    static func suffixLayer(_ name: String) -> Layer? {
        for (suffix, layer) in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            return layer
        }
        return nil
    }
}
