import Foundation
import StrataIndex
import StrataModel

/// The syntax models a run needs: the selected protocols and every project protocol they inherit
/// from, in any file.
struct ProtocolLoader {
    /// What the indexing run read from the files it parsed.
    let collector: ProtocolCollector
    let indexer: Indexer
    let project: URL

    /// From the indexing run's own parse where it parsed the file, otherwise parsed now (the files
    /// the index took from its cache). A protocol that does not parse is an error at its location.
    func catalog(of selected: [ProtocolEntry], among entries: [ProtocolEntry]) async throws(StrataIssues) -> ProtocolCatalog {
        let (needed, files) = Self.closure(of: selected, among: entries)
        var found: [String: FileProtocols] = [:]
        var unparsed: [String] = []
        for file in files {
            if let protocols = collector.protocols(in: file) { found[file] = protocols } else { unparsed.append(file) }
        }
        var problems: [StrataIssue] = []
        for (file, outcome) in zip(unparsed, await indexer.parse(unparsed, root: project) { ProtocolExtractor.extract($0) }) {
            switch outcome {
            case .read(let protocols): found[file] = protocols
            case .problem(let issue): problems.append(issue)
            }
        }
        let modules = Dictionary(entries.map { ("\($0.file)|\($0.name)", $0.module) }, uniquingKeysWith: { first, _ in first })
        var models: [MockableProtocol] = []
        for file in files {
            for broken in found[file]?.broken ?? [] where needed.contains("\(file)|\(broken.name)") {
                problems.append(
                    StrataIssue(
                        .error, at: SourceLocation(file: file, line: broken.line, column: broken.column),
                        "`\(broken.name)` cannot be mocked: its declaration does not parse here",
                        hint: "fix the syntax error, then run `strata mock` again"))
            }
            for var model in found[file]?.protocols ?? [] {
                model.module = modules["\(file)|\(model.name)"] ?? nil
                models.append(model)
            }
        }
        if problems.contains(where: { $0.severity == .error }) || (!problems.isEmpty && models.isEmpty) { throw StrataIssues(problems) }
        return ProtocolCatalog(models)
    }

    /// `"file|name"` of the selected protocols and of their project ancestors, and their files in
    /// the order first met.
    static func closure(of selected: [ProtocolEntry], among entries: [ProtocolEntry]) -> (needed: Set<String>, files: [String]) {
        closure(of: selected, byName: byName(entries))
    }

    /// The project's protocols by name, for `closure(of:byName:)`.
    static func byName(_ entries: [ProtocolEntry]) -> [String: [ProtocolEntry]] {
        var byName: [String: [ProtocolEntry]] = [:]
        for entry in entries { byName[entry.name, default: []].append(entry) }
        return byName
    }

    static func closure(of selected: [ProtocolEntry], byName: [String: [ProtocolEntry]]) -> (needed: Set<String>, files: [String]) {
        var needed = Set<String>()
        var files: [String] = []
        var seenFiles = Set<String>()
        var queue = selected
        while let entry = queue.popLast() {
            guard needed.insert(entry.cacheName).inserted else { continue }
            if seenFiles.insert(entry.file).inserted { files.append(entry.file) }
            for parent in entry.inherited {
                let name = ProtocolCatalog.bareName(parent)
                let candidates = byName[name] ?? byName[String(name.split(separator: ".").last ?? "")] ?? []
                if let found = candidates.first(where: { $0.module == entry.module }) ?? candidates.first { queue.append(found) }
            }
        }
        return (needed, files)
    }
}
