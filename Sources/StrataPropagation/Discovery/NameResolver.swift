import StrataIndex

/// Which declaration a type name written in a file means, decided the way the compiler decides:
/// the file's own module first, then the modules it imports; a name qualified by a module
/// (`MoviesDomain.Movie`) only in that module; a nested type (`FS.Document.Rock`) by its qualified
/// name or by the tail the code wrote (`Document.Rock`, `Rock`) when only one visible type ends so.
///
/// Files without a module (an Xcode app target the index has no target for) see each other, as
/// the files of one target do, and see every module they import.
struct NameResolver {
    typealias Candidate = ProjectType

    /// Types by their name as declared (qualified for nested types: `Domain.Entity.Rock`).
    var byName: [String: [Candidate]]
    /// Nested types by every tail of their qualified name (`Entity.Rock`, `Rock`).
    private(set) var byTail: [String: [Candidate]] = [:]
    /// The project's modules, to tell `Domain.Movie` (a module and a type) from `Movie.Kind`.
    var modules: Set<String>

    init(byName: [String: [Candidate]], modules: Set<String>) {
        self.byName = byName
        self.modules = modules
        for (name, candidates) in byName where name.contains(".") {
            var parts = name.split(separator: ".")
            while parts.count > 1 {
                parts.removeFirst()
                byTail[parts.joined(separator: "."), default: []] += candidates
            }
        }
    }

    /// What the code at a place can see: its module, the modules its file imports, and the type
    /// its code is written in (`Domain.Mapper.Rock`), whose nested types and aliases come first.
    struct Scope {
        var module: String?
        var imports: Set<String>
        var enclosing: String?

        init(module: String?, imports: Set<String>, enclosing: String? = nil) {
            self.module = module
            self.imports = imports
            self.enclosing = enclosing
        }

        static let anywhere = Scope(module: nil, imports: [])

        /// `Domain.Mapper.Rock.Rock`, `Domain.Mapper.Rock`, `Domain.Rock`: the names `Rock` can
        /// mean from inside `Domain.Mapper.Rock`, innermost first.
        func lexicalNames(for written: String) -> [String] {
            guard var outer = enclosing, !outer.isEmpty else { return [] }
            var names: [String] = []
            while true {
                names.append(outer + "." + written)
                guard let dot = outer.lastIndex(of: ".") else { break }
                outer = String(outer[..<dot])
            }
            return names
        }
    }

    /// The declaration `written` means in `scope`; nil for a type the project does not declare
    /// (builtins, SDK types) and for a name two visible modules both declare (the compiler would
    /// call it ambiguous too).
    func resolve(_ written: String, in scope: Scope) -> Candidate? {
        let candidates = declarations(named: written)
        if let dot = written.firstIndex(of: "."), modules.contains(String(written[..<dot])), byName[written] == nil {
            // `MoviesDomain.Movie`: that module's type, whoever asks.
            let wanted = String(written[..<dot])
            return unique(candidates.filter { $0.module == wanted })
        }
        return pick(candidates, in: scope)
    }

    /// Every declaration a name can mean anywhere in the project, for suggestions and ambiguity
    /// reports: the exact name, else a module-qualified name's type, else nested types ending so.
    func declarations(named written: String) -> [Candidate] {
        if let exact = byName[written], !exact.isEmpty { return exact }
        if let dot = written.firstIndex(of: "."), modules.contains(String(written[..<dot])) {
            let wanted = String(written[..<dot])
            let rest = String(written[written.index(after: dot)...])
            return declarations(named: rest).filter { $0.module == wanted }
        }
        return byTail[written] ?? []
    }

    private func pick(_ candidates: [Candidate], in scope: Scope) -> Candidate? {
        guard !candidates.isEmpty else { return nil }
        let own = candidates.filter { $0.module == scope.module }
        if !own.isEmpty { return unique(own) }
        let imported = candidates.filter { candidate in candidate.module.map { scope.imports.contains($0) } ?? true }
        if !imported.isEmpty { return unique(imported) }
        // Nothing visible by the imports the index saw (an umbrella module re-exporting, a
        // bridging header): one declaration in the whole project is still the one meant.
        return unique(candidates)
    }

    /// One declaration, or one name declared twice in one module (`#if` branches, a test double
    /// beside the app's type in a target without modules): its first non-test declaration.
    private func unique(_ candidates: [Candidate]) -> Candidate? {
        guard candidates.count > 1 else { return candidates.first }
        let first = candidates[0]
        guard candidates.allSatisfy({ $0.name == first.name && $0.module == first.module }) else { return nil }
        return candidates.first { !$0.isTest } ?? first
    }
}
