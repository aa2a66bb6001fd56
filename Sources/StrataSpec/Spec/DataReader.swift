import StrataModel
import Yams

/// Reads the Data-layer parts of a spec: the top-level `data:` section and a repository's
/// `endpoint:`, `caching:`, `maxAge:` and `save:` keys.
struct DataReader {
    let reader: NodeReader

    /// `data: true`, `data: false`, or `data: { keys, dates, caching, basePath, maxAge, save }`.
    func read(_ node: Node) -> DataLayerSpec? {
        let location = reader.location(of: node)
        if case .scalar = node, node.tagName == .bool, let enabled = node.bool {
            return DataLayerSpec(isEnabled: enabled, location: location)
        }
        guard case .mapping = node else {
            reader.error(
                "expected `true`, `false` or a mapping for `data`, found \(NodeReader.describe(node))", at: node,
                hint: "e.g. `data: { keys: snakeCase, caching: cacheFirst }`")
            return nil
        }
        guard let fields = reader.fields(of: node, for: "`data`", allowed: SpecKeys.data) else { return nil }
        var data = DataLayerSpec(location: location)
        data.keyStrategy = fields["keys"].flatMap { choice($0, KeyStrategy.self, for: "`keys` of `data`") }
        data.dateStrategy = fields["dates"].flatMap { choice($0, DateStrategy.self, for: "`dates` of `data`") }
        data.caching = fields["caching"].flatMap { choice($0, CachingStrategy.self, for: "`caching` of `data`") }
        data.basePath = fields["basePath"].flatMap { path($0, for: "`basePath` of `data`") }
        data.maxAge = fields["maxAge"].flatMap { duration($0, for: "`maxAge` of `data`") }
        data.saveMethod = fields["save"].flatMap { choice($0, SaveMethod.self, for: "`save` of `data`") }
        return data
    }

    /// A repository's `endpoint:`, `caching:`, `maxAge:` and `save:` keys; `queries` are the
    /// repository's own, which `caching:` may name.
    func repositoryData(_ fields: NodeReader.Fields, queries: [RawQuery], of what: String) -> RepositoryData {
        var data = RepositoryData()
        data.endpoint = fields["endpoint"].flatMap { path($0, for: "`endpoint` of \(what)") }
        data.maxAge = fields["maxAge"].flatMap { duration($0, for: "`maxAge` of \(what)") }
        data.saveMethod = fields["save"].flatMap { choice($0, SaveMethod.self, for: "`save` of \(what)") }
        guard let node = fields["caching"] else { return data }
        if case .mapping = node {
            readCachingExceptions(node, queries: queries, of: what, into: &data)
        } else {
            data.caching = choice(node, CachingStrategy.self, for: "`caching` of \(what)")
        }
        return data
    }

    /// `{ default: networkFirst, save: offlineFirst, fetchRecent: cacheFirst }`: exceptions per
    /// operation and per query. An operation's name wins over a query of the same name.
    private func readCachingExceptions(_ node: Node, queries: [RawQuery], of what: String, into data: inout RepositoryData) {
        let operations = RepositoryOperation.allCases.map(\.rawValue)
        let queryNames = queries.map(\.name.value).filter { $0 != "default" && !operations.contains($0) }
        let allowed = ["default"] + operations + queryNames
        guard let entries = reader.fields(of: node, for: "`caching` of \(what)", allowed: allowed) else { return }
        for key in allowed {
            guard let value = entries[key], let strategy = choice(value, CachingStrategy.self, for: "`caching.\(key)` of \(what)") else { continue }
            if let operation = RepositoryOperation(rawValue: key) {
                data.operationCaching[operation] = strategy
            } else if key == "default" {
                data.caching = strategy
            } else if queries.first(where: { $0.name.value == key })?.returns == nil {
                // Nothing to keep: such a query is a write, sent to the network every time.
                reader.error(
                    "query `\(key)` of \(what) returns nothing, so it has no caching strategy", at: entries.keyNode(key) ?? value,
                    hint: "remove `\(key)` from `caching`; a query without `returns` is always sent to the network")
            } else {
                data.queryCaching[key] = strategy
            }
        }
    }

    /// Seconds (`900`) or a readable duration (`15m`, `2h`, `1d`, `1h30m`), more than zero.
    private func duration(_ node: Node, for what: String) -> Int? {
        guard let text = reader.locatedText(node, for: what) else { return nil }
        switch DurationText.seconds(text.value) {
        case .success(let seconds):
            return seconds
        case .failure(.zero):
            reader.error(
                "\(what) must be longer than zero", at: node,
                hint: "leave `maxAge` out to keep stored values until they are replaced")
        case .failure(.tooLong):
            reader.error(
                "\(what) `\(text.value)` is longer than a hundred years", at: node,
                hint: "leave `maxAge` out to keep stored values until they are replaced")
        case .failure(.unitsOutOfOrder):
            reader.error(
                "\(what) `\(text.value)` does not give its units once each, largest first", at: node,
                hint: "write it like `1d12h` or `1h30m`")
        case .failure(.malformed):
            reader.error(
                "\(what) `\(text.value)` is not a duration", at: node,
                hint: "write whole seconds (`900`) or whole numbers with units `s`, `m`, `h`, `d`: `15m`, `2h`, `1d`, `1h30m`")
        }
        return nil
    }

    /// One of an enum's raw values, with a suggestion when it is close to one.
    private func choice<Choice: RawRepresentable<String> & CaseIterable>(_ node: Node, _: Choice.Type, for what: String) -> Choice? {
        guard let text = reader.locatedText(node, for: what) else { return nil }
        if let value = Choice(rawValue: text.value) { return value }
        let names = Choice.allCases.map(\.rawValue)
        let hint =
            Naming.suggestion(for: text.value, among: names).map { "did you mean `\($0)`?" }
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
            reader.error(
                "\(what) `\(value)` is not a URL path", at: node,
                hint: "write it like `/api/v1`: a leading `/`, no trailing `/`, no spaces, `?` or `#`")
            return nil
        }
        return value
    }
}
