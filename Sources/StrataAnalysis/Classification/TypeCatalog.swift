import StrataIndex

/// All declarations of the project, keyed by module and name, with extensions folded into their type.
///
/// Conformances are often declared in extensions (`extension UserRepositoryImpl: UserRepositoryProtocol`,
/// ARC style), so a type's conformances are the union over its declaration and its extensions.
/// The same name may live in several modules (`Person` in two bounded contexts): each is its own entry.
struct TypeCatalog {
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
                .map(TypeText.baseName).filter { seen.insert($0).inserted }
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
            let name = TypeText.baseName(declaration.name)
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

/// Reading type names out of type text as written in source.
public enum TypeText {
    /// `any UserRepository` → `UserRepository`, `@unchecked Sendable` → `Sendable`,
    /// `Foo<Bar>` → `Foo`, `Module.Type` → `Type`.
    public static func baseName(_ text: String) -> String {
        // Fast path (lint and the classifier ask this for every type they meet): a plain name.
        if !text.isEmpty, text.utf8.allSatisfy(isIdentifierByte) { return text }
        var name = Substring(text.trimmingWhitespace())
        for prefix in ["@unchecked ", "any ", "some ", "@escaping ", "@Sendable ", "inout "] where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count).drop { $0 == " " }
        }
        if let generic = name.firstIndex(of: "<") { name = name[..<generic] }
        if let dot = name.lastIndex(of: "."), !name.hasSuffix(".Type") { name = name[name.index(after: dot)...] }
        return String(name)
    }

    /// Every identifier-like word in a type text: `[String: [Workout]]?` → `String`, `Workout`.
    public static func names(in text: String) -> [String] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiNames(in: text) }
        var names: [String] = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if !current.isEmpty { names.append(current) }
                current = ""
            }
        }
        if !current.isEmpty { names.append(current) }
        return names.filter { $0.first?.isUppercase == true }
    }

    /// `names(in:)` for ASCII text, on bytes: the same words without Unicode character properties.
    private static func asciiNames(in text: String) -> [String] {
        var names: [String] = []
        var utf8 = text.utf8[...]
        while let start = utf8.firstIndex(where: isIdentifierByte) {
            let rest = utf8[start...]
            let end = rest.firstIndex { !isIdentifierByte($0) } ?? rest.endIndex
            if let first = rest.first, first >= 0x41, first <= 0x5A, let word = String(rest[..<end]) { names.append(word) }
            utf8 = rest[end...]
        }
        return names
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
