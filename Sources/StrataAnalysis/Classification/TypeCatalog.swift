import StrataIndex

/// All declarations of the project by type name, with extensions folded into their type.
///
/// Conformances are often declared in extensions (`extension UserRepositoryImpl: UserRepositoryProtocol`,
/// ARC style), so a type's conformances are the union over its declaration and its extensions.
struct TypeCatalog {
    struct Entry {
        var declaration: Declaration
        var file: FileSummary
        var extensions: [(declaration: Declaration, file: FileSummary)] = []

        var conformances: [String] {
            var seen: [String] = []
            for name in (declaration.inheritedTypes + extensions.flatMap(\.declaration.inheritedTypes)).map(TypeText.baseName)
            where !seen.contains(name) {
                seen.append(name)
            }
            return seen
        }

        var members: [Member] { declaration.members + extensions.flatMap(\.declaration.members) }
    }

    private(set) var entries: [String: Entry] = [:]
    /// Type names in the order they were first declared (files are sorted by path).
    private(set) var order: [String] = []
    /// Extensions of types declared outside the project (`extension Workout` in a test target counts
    /// here when `Workout` is declared in the project, so this keeps only the foreign ones).
    private(set) var orphanExtensions: [(declaration: Declaration, file: FileSummary)] = []

    init(files: [FileSummary]) {
        var pendingExtensions: [(Declaration, FileSummary)] = []
        for file in files {
            for declaration in file.declarations {
                switch declaration.kind {
                case .extension:
                    pendingExtensions.append((declaration, file))
                case .struct, .class, .enum, .protocol, .actor:
                    if entries[declaration.name] == nil {
                        entries[declaration.name] = Entry(declaration: declaration, file: file)
                        order.append(declaration.name)
                    }
                case .function, .typealias, .macro:
                    continue
                }
            }
        }
        for (declaration, file) in pendingExtensions {
            let name = TypeText.baseName(declaration.name)
            if entries[name] != nil {
                entries[name]?.extensions.append((declaration, file))
            } else {
                orphanExtensions.append((declaration, file))
            }
        }
    }

    subscript(name: String) -> Entry? { entries[name] }

    var allExtensions: [(declaration: Declaration, file: FileSummary)] {
        order.flatMap { entries[$0]?.extensions ?? [] } + orphanExtensions
    }
}

/// Reading type names out of type text as written in source.
enum TypeText {
    /// `any UserRepository` → `UserRepository`, `@unchecked Sendable` → `Sendable`,
    /// `Foo<Bar>` → `Foo`, `Module.Type` → `Type`.
    static func baseName(_ text: String) -> String {
        var name = Substring(text.trimmingWhitespace())
        for prefix in ["@unchecked ", "any ", "some ", "@escaping ", "@Sendable ", "inout "] where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count).drop { $0 == " " }
        }
        if let generic = name.firstIndex(of: "<") { name = name[..<generic] }
        if let dot = name.lastIndex(of: "."), !name.hasSuffix(".Type") { name = name[name.index(after: dot)...] }
        return String(name)
    }

    /// Every identifier-like word in a type text: `[String: [Workout]]?` → `String`, `Workout`.
    static func names(in text: String) -> [String] {
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
}

extension String {
    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
