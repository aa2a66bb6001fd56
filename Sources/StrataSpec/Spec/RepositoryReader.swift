import StrataModel
import Yams

/// Reads `repositories:`: per entity, the standard operations it offers and its own queries.
struct RepositoryReader {
    let reader: NodeReader

    func read(_ node: Node) -> [RawRepository] {
        guard let entries = reader.entries(of: node, for: "`repositories`", itemKind: "repository") else { return [] }
        return entries.map { repository($0) }
    }

    private func repository(_ entry: NodeReader.Entry) -> RawRepository {
        let what = "the repository of `\(entry.key)`"
        var repository = RawRepository(entity: Located(entry.key, at: reader.location(of: entry.keyNode)))
        guard !NodeReader.isNull(entry.value),
            let fields = reader.fields(of: entry.value, for: what, allowed: SpecKeys.repository)
        else { return repository }

        repository.name = fields["name"].flatMap { reader.name($0, role: .repository, for: "`name` of \(what)") }
        repository.doc = fields["doc"].flatMap { reader.text($0, for: "`doc` of \(what)") }
        repository.operations = fields["operations"].map { operations($0, of: what) }
        if let node = fields["queries"], let entries = reader.entries(of: node, for: "`queries` of \(what)", itemKind: "query") {
            repository.queries = entries.map { query($0, of: what) }
        }
        repository.data = DataReader(reader: reader).repositoryData(fields, queries: repository.queries, of: what)
        return repository
    }

    private func operations(_ node: Node, of what: String) -> [RepositoryOperation] {
        guard let items = reader.sequence(node, for: "`operations` of \(what)") else { return [] }
        let names = RepositoryOperation.allCases.map(\.rawValue)
        var result: [RepositoryOperation] = []
        for item in items {
            guard let text = reader.locatedText(item, for: "an operation of \(what)") else { continue }
            guard let operation = RepositoryOperation(rawValue: text.value) else {
                let hint =
                    Naming.suggestion(for: text.value, among: names).map { "did you mean `\($0)`?" }
                    ?? "use one of " + names.map { "`\($0)`" }.joined(separator: ", ")
                reader.error("unknown operation `\(text.value)` in \(what)", at: item, hint: hint)
                continue
            }
            if result.contains(operation) {
                reader.error("operation `\(text.value)` is listed twice in \(what)", at: item)
                continue
            }
            result.append(operation)
        }
        return result
    }

    /// `/enabled`: a path after the repository's endpoint, written into a string literal, so only
    /// URL path characters (letters, digits, `-`, `_`, `.`, `/`) are taken.
    private func requestPath(_ node: Node, of what: String) -> String? {
        guard let text = reader.locatedText(node, for: "`path` of \(what)") else { return nil }
        let allowed = text.value.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_./".unicodeScalars.contains($0) }
        guard text.value.hasPrefix("/"), text.value.count > 1, allowed, !text.value.contains("//") else {
            reader.error(
                "`path` of \(what) must be a path such as `/enabled`", at: node,
                hint: "start it with `/` and use letters, digits, `-`, `_` and `.`; it follows the repository's endpoint")
            return nil
        }
        return text.value
    }

    private func httpMethod(_ node: Node, of what: String) -> String? {
        guard let text = reader.locatedText(node, for: "`method` of \(what)") else { return nil }
        let verb = text.value.lowercased()
        guard RepositoryQuery.httpMethods.contains(verb) else {
            let hint =
                Naming.suggestion(for: verb, among: RepositoryQuery.httpMethods).map { "did you mean `\($0)`?" }
                ?? "use one of " + RepositoryQuery.httpMethods.map { "`\($0)`" }.joined(separator: ", ")
            reader.error("unknown HTTP method `\(text.value)` for \(what)", at: node, hint: hint)
            return nil
        }
        return verb
    }

    /// `fetchRecent: { parameters: …, returns: … }`, or `fetchEnabled: "[Notification]"` for a query
    /// without parameters.
    private func query(_ entry: NodeReader.Entry, of repository: String) -> RawQuery {
        let what = "query `\(entry.key)`"
        var query = RawQuery(name: reader.name(entry.key, at: entry.keyNode, role: .query))
        switch entry.value {
        case .mapping:
            guard let fields = reader.fields(of: entry.value, for: what, allowed: SpecKeys.query) else { return query }
            if let node = fields["parameters"] {
                query.parameters = ParameterReader(reader: reader).read(node, for: what)
            }
            query.returns = fields["returns"].flatMap { reader.typeText($0, for: "`returns` of \(what)") }
            query.path = fields["path"].flatMap { requestPath($0, of: what) }
            query.httpMethod = fields["method"].flatMap { httpMethod($0, of: what) }
            query.doc = fields["doc"].flatMap { reader.text($0, for: "`doc` of \(what)") }
        default:
            if !NodeReader.isNull(entry.value) {
                query.returns = reader.typeText(entry.value, for: "`returns` of \(what)")
            }
        }
        return query
    }
}
