import Foundation
import Testing

/// `docs/ARCHITECTURE.md` drawn from the real module graph: its diagram is made from `Package.swift`
/// (rewrite it with `STRATA_RECORD_GOLDEN=1 swift test --filter ArchitectureMapTests`), its table names
/// each module's declared dependencies, and each module imports exactly the Strata modules it declares.
@Suite("Architecture map")
struct ArchitectureMapTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let document = repository.appendingPathComponent("docs/ARCHITECTURE.md")
    static let begin = "<!-- module-graph: made from Package.swift by ArchitectureMapTests -->"
    static let end = "<!-- module-graph end -->"

    static func targets() throws -> [PackageTarget] {
        try PackageTarget.read(String(contentsOf: repository.appendingPathComponent("Package.swift"), encoding: .utf8))
    }

    @Test("The diagram is the transitive reduction of Package.swift's target dependencies")
    func diagramMatchesPackage() throws {
        let targets = try Self.targets()
        #expect(targets.count >= 15, "read only \(targets.map(\.name)) from Package.swift")
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        let expected = Self.begin + "\n" + ModuleGraph(targets).mermaid() + Self.end
        guard let start = text.range(of: Self.begin), let stop = text.range(of: Self.end, range: start.upperBound..<text.endIndex) else {
            Issue.record("docs/ARCHITECTURE.md has no module-graph block: add the two marker lines, then record")
            return
        }
        let current = String(text[start.lowerBound..<stop.upperBound])
        if ProcessInfo.processInfo.environment["STRATA_RECORD_GOLDEN"] != nil, current != expected {
            try text.replacingCharacters(in: start.lowerBound..<stop.upperBound, with: expected).write(to: Self.document, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == expected, "the module graph in docs/ARCHITECTURE.md is out of date: record it again")
    }

    @Test("The table's \"depends on\" column names each module's declared Strata dependencies")
    func tableMatchesPackage() throws {
        let targets = try Self.targets()
        let strataModules = Set(targets.map(\.name))
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        var rows: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            let name = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let words = cells[cells.count - 2].components(separatedBy: CharacterSet.alphanumerics.inverted)
            rows[name] = Set(words.filter(strataModules.contains))
        }
        for target in targets {
            let declared = target.dependencies(among: strataModules)
            guard let listed = rows[target.name] else {
                Issue.record("docs/ARCHITECTURE.md's table has no row for `\(target.name)`")
                continue
            }
            #expect(listed == declared, "`\(target.name)`: the table says \(listed.sorted()), Package.swift declares \(declared.sorted())")
        }
    }

    @Test("Every module imports exactly the Strata modules it declares")
    func importsMatchPackage() throws {
        let targets = try Self.targets()
        let strataModules = Set(targets.map(\.name))
        for target in targets where target.kind != "plugin" {
            let folder = Self.repository.appendingPathComponent("Sources/\(target.name)")
            let imported = try Self.imports(under: folder).intersection(strataModules)
            let declared = target.dependencies(among: strataModules)
            #expect(imported.subtracting(declared).isEmpty, "`\(target.name)` imports \(imported.subtracting(declared).sorted()) without declaring them")
            #expect(declared.subtracting(imported).isEmpty, "`\(target.name)` declares \(declared.subtracting(imported).sorted()) but never imports them")
        }
    }

    @Test("The linter sits below the generator: no path from StrataLint reaches StrataGenerate, StrataMock or StrataRewrite")
    func lintBelowGenerator() throws {
        let graph = ModuleGraph(try Self.targets())
        let reached = graph.reachable(from: "StrataLint")
        #expect(reached.contains("StrataPropagation"), "property-drift's engine is StrataPropagation")
        #expect(reached.isDisjoint(with: ["StrataGenerate", "StrataMock", "StrataRewrite"]), "StrataLint reaches \(reached.sorted())")
    }

    /// Modules named by `import` lines (any attribute or access modifier in front) in the folder's Swift files.
    static func imports(under folder: URL) throws -> Set<String> {
        let pattern = try Regex(
            #"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)"#)
        var found: Set<String> = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "swift" {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if let match = line.firstMatch(of: pattern), let name = match.output[1].substring { found.insert(String(name)) }
            }
        }
        return found
    }
}

/// A target of `Package.swift` as its text declares it: kind, name, and the names in `dependencies:`
/// (a target's name, or a product's for `.product(name:package:)`).
struct PackageTarget: Equatable {
    var kind: String
    var name: String
    var dependencies: [String]

    /// The dependencies that are targets of the same package (`names`), not products of others.
    func dependencies(among names: Set<String>) -> Set<String> { Set(dependencies.filter(names.contains)) }

    /// Reads `.target(…)`, `.executableTarget(…)` and `.plugin(…)` calls; test targets are left out.
    static func read(_ manifest: String) throws -> [PackageTarget] {
        let characters = Array(manifest)
        var targets: [PackageTarget] = []
        for kind in ["target", "executableTarget", "plugin"] {
            let opener = Array(".\(kind)(")
            var index = 0
            while index + opener.count <= characters.count {
                guard Array(characters[index..<index + opener.count]) == opener else { index += 1; continue }
                let body = balanced(characters, from: index + opener.count - 1, open: "(", close: ")")
                index += opener.count
                // `.plugin(` also opens the products' `.plugin(name:targets:)`: a plugin target has a capability.
                guard let name = firstString(after: "name:", in: body), kind != "plugin" || body.contains("capability:") else { continue }
                var dependencies: [String] = []
                if let range = body.range(of: "dependencies:") {
                    let rest = Array(body[range.upperBound...])
                    if let bracket = rest.firstIndex(of: "[") {
                        dependencies = strings(inDependencyList: balanced(rest, from: bracket, open: "[", close: "]"))
                    }
                }
                targets.append(PackageTarget(kind: kind, name: name, dependencies: dependencies))
            }
        }
        return targets
    }

    /// The text from `characters[start]` (an opening bracket) through its matching close, strings skipped.
    private static func balanced(_ characters: [Character], from start: Int, open: Character, close: Character) -> String {
        var depth = 0
        var inString = false
        var index = start
        while index < characters.count {
            let character = characters[index]
            if character == "\"" { inString.toggle() }
            if !inString {
                if character == open { depth += 1 }
                if character == close { depth -= 1; if depth == 0 { break } }
            }
            index += 1
        }
        return String(characters[start...min(index, characters.count - 1)])
    }

    private static func firstString(after label: String, in text: String) -> String? {
        guard let range = text.range(of: label) else { return nil }
        let rest = text[range.upperBound...]
        guard let open = rest.firstIndex(of: "\""), let close = rest[rest.index(after: open)...].firstIndex(of: "\"") else { return nil }
        return String(rest[rest.index(after: open)..<close])
    }

    /// `["A", .product(name: "B", package: "c")]` → `["A", "B"]`.
    private static func strings(inDependencyList list: String) -> [String] {
        var names: [String] = []
        var rest = Substring(list)
        while let open = rest.firstIndex(of: "\"") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "\"") else { break }
            let before = rest[..<open].trimmingCharacters(in: .whitespaces)
            // A product's package name is not a dependency of its own.
            if !before.hasSuffix("package:") { names.append(String(rest[afterOpen..<close])) }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}

/// The targets' graph, drawn as Mermaid with only the edges no longer path implies.
struct ModuleGraph {
    let edges: [String: Set<String>]
    let order: [String]

    init(_ targets: [PackageTarget]) {
        let names = Set(targets.map(\.name))
        var edges: [String: Set<String>] = [:]
        for target in targets { edges[target.name] = target.dependencies(among: names) }
        self.edges = edges
        self.order = targets.map(\.name)
    }

    /// Everything reachable from `name` in one step or more.
    func reachable(from name: String) -> Set<String> {
        var seen: Set<String> = []
        var stack = Array(edges[name] ?? [])
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            stack += edges[next] ?? []
        }
        return seen
    }

    /// `A --> B` where A depends on B and no other dependency of A already reaches B.
    func mermaid() -> String {
        var lines = ["```mermaid", "graph TD"]
        for name in order {
            let direct = edges[name] ?? []
            let implied = direct.reduce(into: Set<String>()) { $0.formUnion(reachable(from: $1)) }
            for dependency in direct.subtracting(implied).sorted() { lines.append("    \(name) --> \(dependency)") }
        }
        lines.append("```")
        return lines.joined(separator: "\n") + "\n"
    }
}
