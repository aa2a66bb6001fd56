import StrataIndex

// The classifier as it was before its catalog shared entries and worked per folder, kept as the
// oracle the current one is compared with (`ClassifierEquivalenceTests`).
@testable import StrataAnalysis

struct ReferenceTypeCatalog {
    struct Entry {
        var declaration: Declaration
        var file: FileSummary
        var module: String?
        var extensions: [(declaration: Declaration, file: FileSummary)] = [] {
            didSet { fold() }
        }
        /// Conformances of the declaration and its extensions, base names, first spelling first.
        private(set) var conformances: [String] = []
        /// Members of the declaration and its extensions. Both stored: the rules read them often.
        private(set) var members: [Member] = []

        init(declaration: Declaration, file: FileSummary, module: String?) {
            self.declaration = declaration
            self.file = file
            self.module = module
            fold()
        }

        private mutating func fold() {
            var seen = Set<String>()
            conformances = (declaration.inheritedTypes + extensions.flatMap(\.declaration.inheritedTypes))
                .map(TypeNameReader.baseName).filter { seen.insert($0).inserted }
            members = declaration.members + extensions.flatMap(\.declaration.members)
        }
    }

    private(set) var entries: [String: Entry] = [:]
    /// Keys in the order types were first declared (files are sorted by path).
    private(set) var order: [String] = []
    private var keysByName: [String: [String]] = [:]
    /// Extensions of types not declared in the project (`extension URL`).
    private(set) var orphanExtensions: [(declaration: Declaration, file: FileSummary)] = []

    static func key(_ module: String?, _ name: String) -> String { (module ?? "") + "::" + name }

    /// - Parameter modules: the module of each file, in the same order as `files`.
    init(files: [FileSummary], modules: [String?]) {
        var pendingExtensions: [(Declaration, FileSummary, String?)] = []
        for (file, module) in zip(files, modules) {
            for declaration in file.declarations {
                switch declaration.kind {
                case .extension:
                    pendingExtensions.append((declaration, file, module))
                case .struct, .class, .enum, .protocol, .actor:
                    let key = Self.key(module, declaration.name)
                    guard entries[key] == nil else { continue }
                    entries[key] = Entry(declaration: declaration, file: file, module: module)
                    order.append(key)
                    keysByName[declaration.name, default: []].append(key)
                case .function, .typealias, .macro:
                    continue
                }
            }
        }
        for (declaration, file, module) in pendingExtensions {
            let name = TypeNameReader.baseName(declaration.name)
            if let key = resolve(name, from: module, imports: file.imports.map(\.module)) {
                entries[key]?.extensions.append((declaration, file))
            } else {
                orphanExtensions.append((declaration, file))
            }
        }
    }

    /// The entry a reference to `name` from `module` means: the same module's type first, then the
    /// only one, then one from a module the file imports.
    func resolve(_ name: String, from module: String?, imports: [String] = []) -> String? {
        guard let keys = keysByName[name], !keys.isEmpty else { return nil }
        let own = Self.key(module, name)
        if keys.contains(own) { return own }
        if keys.count == 1 { return keys[0] }
        return keys.first { key in imports.contains { Self.key($0, name) == key } } ?? keys[0]
    }

    subscript(key key: String) -> Entry? { entries[key] }

    /// The first type with this name (callers that know the module use `resolve`).
    subscript(name: String) -> Entry? { keysByName[name]?.first.flatMap { entries[$0] } }

    func entry(_ name: String, from module: String?) -> Entry? {
        resolve(name, from: module).flatMap { entries[$0] }
    }

    var allExtensions: [(declaration: Declaration, file: FileSummary)] {
        order.flatMap { entries[$0]?.extensions ?? [] } + orphanExtensions
    }
}
