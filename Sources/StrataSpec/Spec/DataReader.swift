import StrataModel
import Yams

/// Reads the Data-layer parts of a spec: the top-level `data:` section and a repository's
/// `endpoint:` and `caching:` keys.
struct DataReader {
    let reader: NodeReader

    /// `data: true`, `data: false`, or `data: { keys, dates, caching, basePath }`.
    func read(_ node: Node) -> DataLayerSpec? {
        let location = reader.location(of: node)
        if case .scalar = node, node.tagName == .bool, let enabled = node.bool {
            return DataLayerSpec(isEnabled: enabled, location: location)
        }
        guard case .mapping = node else {
            reader.error("expected `true`, `false` or a mapping for `data`, found \(NodeReader.describe(node))", at: node,
                         hint: "e.g. `data: { keys: snakeCase, caching: cacheFirst }`")
            return nil
        }
        guard let fields = reader.fields(of: node, for: "`data`", allowed: SpecKeys.data) else { return nil }
        var data = DataLayerSpec(location: location)
        data.keyStrategy = fields["keys"].flatMap { choice($0, KeyStrategy.self, for: "`keys` of `data`") }
        data.dateStrategy = fields["dates"].flatMap { choice($0, DateStrategy.self, for: "`dates` of `data`") }
        data.caching = fields["caching"].flatMap { choice($0, CachingStrategy.self, for: "`caching` of `data`") }
        data.basePath = fields["basePath"].flatMap { path($0, for: "`basePath` of `data`") }
        return data
    }

    /// A repository's `endpoint:` and `caching:` keys.
    func repositoryData(_ fields: NodeReader.Fields, of what: String) -> RepositoryData {
        var data = RepositoryData()
        data.endpoint = fields["endpoint"].flatMap { path($0, for: "`endpoint` of \(what)") }
        guard let node = fields["caching"] else { return data }
        if case .mapping = node {
            // `{ default: networkFirst, save: offlineFirst }`: exceptions per operation.
            let allowed = ["default"] + RepositoryOperation.allCases.map(\.rawValue)
            guard let entries = reader.fields(of: node, for: "`caching` of \(what)", allowed: allowed) else { return data }
            for key in allowed {
                guard let value = entries[key], let strategy = choice(value, CachingStrategy.self, for: "`caching.\(key)` of \(what)") else { continue }
                if let operation = RepositoryOperation(rawValue: key) {
                    data.operationCaching[operation] = strategy
                } else {
                    data.caching = strategy
                }
            }
        } else {
            data.caching = choice(node, CachingStrategy.self, for: "`caching` of \(what)")
        }
        return data
    }

    /// One of an enum's raw values, with a suggestion when it is close to one.
    private func choice<Choice: RawRepresentable<String> & CaseIterable>(_ node: Node, _: Choice.Type, for what: String) -> Choice? {
        guard let text = reader.locatedText(node, for: what) else { return nil }
        if let value = Choice(rawValue: text.value) { return value }
        let names = Choice.allCases.map(\.rawValue)
        let hint = Naming.suggestion(for: text.value, among: names).map { "did you mean `\($0)`?" }
            ?? "use one of " + names.map { "`\($0)`" }.joined(separator: ", ")
        reader.error("unknown value `\(text.value)` for \(what)", at: node, hint: hint)
        return nil
    }

    /// A URL path such as `/api/v1`: starts with `/`, no query, fragment, spaces or trailing `/`.
    private func path(_ node: Node, for what: String) -> String? {
        guard let text = reader.locatedText(node, for: what) else { return nil }
        let value = text.value
        let forbidden = value.contains { $0 == "?" || $0 == "#" || $0 == "\\" || $0 == "\"" || $0.isWhitespace }
        guard value.hasPrefix("/"), value.count > 1, !value.hasSuffix("/"), !forbidden, !value.contains("//") else {
            reader.error("\(what) `\(value)` is not a URL path", at: node,
                         hint: "write it like `/api/v1`: a leading `/`, no trailing `/`, no spaces, `?` or `#`")
            return nil
        }
        return value
    }
}
