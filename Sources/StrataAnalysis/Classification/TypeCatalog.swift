import StrataIndex
import StrataParallel

/// All declarations of the project, keyed by module and name, with extensions folded into their type.
///
/// Conformances are often declared in extensions (`extension UserRepositoryImpl: UserRepositoryProtocol`,
/// ARC style), so a type's conformances are the union over its declaration and its extensions.
/// The same name may live in several modules (`Person` in two bounded contexts): each is its own entry.
///
/// Entries are shared objects that point at their file by position: the rules look entries up many
/// times per type, and copying a declaration with its file's whole summary on every look-up was
/// most of the classifier's time.
struct TypeCatalog {
    /// A declaration (or an extension) and where it is written.
    ///
    /// A class: parts are handed from the slices to the entries, the extension lists and the rules,
    /// and copying a `Declaration` retained each of its strings and arrays every time.
    final class Part {
        let declaration: Declaration
        /// Position of its file in the index (and in the classified files).
        let fileIndex: Int
        /// Position of the declaration in its file's `declarations`.
        let declarationIndex: Int
        let file: String

        init(declaration: Declaration, fileIndex: Int, declarationIndex: Int, file: String) {
            self.declaration = declaration
            self.fileIndex = fileIndex
            self.declarationIndex = declarationIndex
            self.file = file
        }

        var position: TypeSources.Position { TypeSources.Position(file: fileIndex, declaration: declarationIndex) }
    }

    final class Entry {
        let part: Part
        let module: String?
        /// Extensions of the type in the files that can see it, in file order.
        fileprivate(set) var extensions: [Part] = []
        /// Conformances of the declaration and its extensions, base names, first spelling first.
        fileprivate(set) var conformances: [String] = []
        /// Set by `RoleRules.classifyAll`, once per entry, by whichever core classifies it.
        var role: Role?
        /// The next type of the same name (in another module), in declaration order.
        fileprivate(set) var nextWithSameName: Entry?

        var declaration: Declaration { part.declaration }

        init(_ part: Part, module: String?) {
            self.part = part
            self.module = module
        }

        /// Members of the declaration, then of its extensions, in order.
        func anyMember(where matches: (Member) -> Bool) -> Bool {
            part.declaration.members.contains(where: matches) || extensions.contains { $0.declaration.members.contains(where: matches) }
        }

        func forEachMember(_ body: (Member) -> Void) {
            part.declaration.members.forEach(body)
            for item in extensions { item.declaration.members.forEach(body) }
        }

        fileprivate func foldConformances() {
            var names: [String] = []
            func add(_ written: [String]) {
                for text in written {
                    let name = TypeNameReader.baseName(text)
                    if !names.contains(name) { names.append(name) }
                }
            }
            add(part.declaration.inheritedTypes)
            for item in extensions { add(item.declaration.inheritedTypes) }
            conformances = names
        }
    }

    /// In the order types were first declared (files are sorted by path).
    private(set) var order: [Entry] = []
    /// The first entry of each name; others of the name (in other modules) follow it through
    /// `nextWithSameName`, in declaration order. A chain rather than an array per name: most names
    /// have one type, and an array each was tens of thousands of allocations on one core.
    private var byName: [String: Entry] = [:]
    /// Extensions of types not declared in the project (`extension URL`).
    private(set) var orphanExtensions: [Part] = []

    /// - Parameter modules: the module of each file, in the same order as `files`.
    ///
    /// Declarations are copied out of the files on all cores (most of the work); which declaration
    /// of a name wins and which type an extension belongs to are then decided in file order, as
    /// they would be one file after the other.
    init(files: [FileSummary], modules: [String?]) {
        // Entries are made in the slices too; the serial loop below only keeps or drops them.
        let parts = ParallelSlices.map(files.count, minimumSlice: 512) { range in
            var types: [Entry] = []
            var extensions: [Part] = []
            for fileIndex in range {
                let path = files[fileIndex].path
                for (declarationIndex, declaration) in files[fileIndex].declarations.enumerated() {
                    switch declaration.kind {
                    case .extension:
                        extensions.append(Part(declaration: declaration, fileIndex: fileIndex, declarationIndex: declarationIndex, file: path))
                    case .struct, .class, .enum, .protocol, .actor:
                        let part = Part(declaration: declaration, fileIndex: fileIndex, declarationIndex: declarationIndex, file: path)
                        types.append(Entry(part, module: modules[fileIndex]))
                    case .function, .typealias, .macro: continue
                    }
                }
            }
            return (types: types, extensions: extensions)
        }
        byName.reserveCapacity(parts.reduce(0) { $0 + $1.types.count })
        for slice in parts {
            for entry in slice.types {
                // The first declaration of a name in a module wins; one hash of the name per entry.
                if Self.add(entry, to: &byName[entry.declaration.name]) { order.append(entry) }
            }
        }
        let catalog = self
        let pending = parts.flatMap(\.extensions)
        let owners = ParallelSlices.flatMap(pending.count, minimumSlice: 512) { position in
            let part = pending[position]
            return catalog.resolve(TypeNameReader.baseName(part.declaration.name), from: modules[part.fileIndex], imports: files[part.fileIndex].imports)
        }
        for (part, owner) in zip(pending, owners) {
            if let owner { owner.extensions.append(part) } else { orphanExtensions.append(part) }
        }
        let entries = order
        _ = ParallelSlices.map(entries.count, minimumSlice: 512) { range in
            for position in range { entries[position].foldConformances() }  // each entry writes only itself
        }
    }

    /// Modules compare as the classifier always keyed them: no module and the empty name are one.
    /// Chains `entry` after the types of its name unless its module already declared the name;
    /// whether it did.
    private static func add(_ entry: Entry, to first: inout Entry?) -> Bool {
        guard var last = first else {
            first = entry
            return true
        }
        while true {
            if sameModule(last.module, entry.module) { return false }
            guard let next = last.nextWithSameName else { break }
            last = next
        }
        last.nextWithSameName = entry
        return true
    }

    static func sameModule(_ left: String?, _ right: String?) -> Bool { (left ?? "") == (right ?? "") }

    /// The entry a reference to `name` from `module` means: the same module's type first, then the
    /// only one, then one from a module the file imports.
    func resolve(_ name: String, from module: String?, imports: [ImportFact] = []) -> Entry? {
        guard let first = byName[name] else { return nil }
        let candidates = EntryChain(first: first)
        if let own = candidates.first(where: { Self.sameModule($0.module, module) }) { return own }
        if first.nextWithSameName == nil { return first }
        return candidates.first { entry in imports.contains { Self.sameModule($0.module, entry.module) } } ?? first
    }

    /// The role a plain type name stands for in relations: that of the first protocol so named, else
    /// of the first type so named (the order the classified types list them in). Nil for a name the
    /// project does not declare.
    func role(ofName name: String) -> Role? {
        guard let first = byName[name] else { return nil }
        return (EntryChain(first: first).first { $0.declaration.kind == .protocol } ?? first).role
    }

    /// The first type with this name (callers that know the module use `entry(_:from:)`).
    subscript(name: String) -> Entry? { byName[name] }

    func entry(_ name: String, from module: String?) -> Entry? { resolve(name, from: module) }

    /// Extensions of project types in declaration order, then the orphans.
    func forEachExtension(_ body: (Part) -> Void) {
        for entry in order { entry.extensions.forEach(body) }
        orphanExtensions.forEach(body)
    }
}

/// The types of one name, first declared first.
struct EntryChain: Sequence, IteratorProtocol {
    var first: TypeCatalog.Entry?

    mutating func next() -> TypeCatalog.Entry? {
        defer { first = first?.nextWithSameName }
        return first
    }
}
