import StrataModel

/// What Strata knows about Apple's and popular third-party frameworks: which are UI, persistence
/// or networking, and which type names mean I/O.
enum Frameworks {
    static let ui: Set<String> = ["SwiftUI", "UIKit", "AppKit", "WatchKit", "Cocoa", "TVUIKit"]
    static let persistence: Set<String> = ["SwiftData", "CoreData", "GRDB", "RealmSwift", "Realm", "SQLite", "FMDB", "CloudKit"]
    static let networking: Set<String> = ["Alamofire", "Moya", "Apollo", "FoundationNetworking", "Network", "Starscream", "Get"]

    /// "a UI framework", "a persistence framework"…, for messages.
    static func kind(of module: String) -> String? {
        if ui.contains(module) { return "a UI framework" }
        if persistence.contains(module) { return "a persistence framework" }
        if networking.contains(module) { return "a networking library" }
        if module == "Combine" { return "a reactive framework" }
        return nil
    }

    /// Type names whose use is I/O or persistence, with what they do.
    static let ioTypes: [String: String] = [
        "URLSession": "network I/O", "URLRequest": "network I/O", "URLSessionConfiguration": "network I/O",
        "HTTPURLResponse": "network I/O", "URLSessionDataTask": "network I/O",
        "ModelContext": "SwiftData persistence", "ModelContainer": "SwiftData persistence", "FetchDescriptor": "SwiftData persistence",
        "NSManagedObjectContext": "Core Data persistence", "NSPersistentContainer": "Core Data persistence",
        "NSFetchRequest": "Core Data persistence", "NSManagedObject": "Core Data persistence",
        "FileManager": "file I/O", "FileHandle": "file I/O", "UserDefaults": "persisted settings",
        "NSUbiquitousKeyValueStore": "persisted settings",
    ]

    /// SDK entry points that do network or storage I/O (`Auth.auth()`, `Firestore.firestore()`): the
    /// receiver, the call, what it does and the modules that declare it. Names as common as `Auth`
    /// count only in a file that imports one of those modules.
    static let sdkEntryPoints: [(receiver: String, call: String, what: String, modules: Set<String>)] = [
        ("Auth", "auth", "Firebase Authentication, network I/O", ["FirebaseAuth", "Firebase"]),
        ("Firestore", "firestore", "Cloud Firestore, network I/O", ["FirebaseFirestore", "Firebase"]),
        ("Storage", "storage", "Cloud Storage, network I/O", ["FirebaseStorage", "Firebase"]),
        ("Database", "database", "Realtime Database, network I/O", ["FirebaseDatabase", "Firebase"]),
        ("Functions", "functions", "Cloud Functions, network I/O", ["FirebaseFunctions", "Firebase"]),
        ("RemoteConfig", "remoteConfig", "Remote Config, network I/O", ["FirebaseRemoteConfig", "Firebase"]),
        ("Messaging", "messaging", "Cloud Messaging, network I/O", ["FirebaseMessaging", "Firebase"]),
    ]

    /// The framework a type name obviously comes from (`UIColor` → UIKit), for pointing at the use of an import.
    static func framework(ofType name: String) -> String? {
        let characters = Array(name)
        func prefixed(_ prefix: String) -> Bool {
            name.hasPrefix(prefix) && characters.count > prefix.count && characters[prefix.count].isUppercase
        }
        if prefixed("UI") { return "UIKit" }
        if ["ModelContext", "ModelContainer", "FetchDescriptor", "Query", "Schema"].contains(name) { return "SwiftData" }
        if prefixed("NSManaged") || prefixed("NSPersistent") || prefixed("NSFetch") { return "CoreData" }
        if prefixed("NS") { return "AppKit" }
        if ["View", "Color", "Image", "Font", "Text", "Binding", "State", "ObservedObject", "EnvironmentObject"].contains(name) { return "SwiftUI" }
        return nil
    }
}

/// How messages name layers (the dependency rule itself is `Layer.mayDepend(on:)`).
enum LayerMatrix {
    static func name(_ layer: Layer) -> String {
        switch layer {
        case .domain: return "Domain"
        case .application: return "Application"
        case .data: return "Data"
        case .presentation: return "Presentation"
        case .app: return "App"
        case .tests: return "Tests"
        case .unknown: return "unclassified code"
        }
    }
}
