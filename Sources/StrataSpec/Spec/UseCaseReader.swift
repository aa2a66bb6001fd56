import StrataModel
import Yams

/// Reads `useCases:`, a list whose items are a name (`- CreateWorkout`) or a mapping with `name:`.
///
/// Only the syntax is checked here; kind and entity are inferred by `UseCaseInference` once every
/// entity is known.
struct UseCaseReader {
    let reader: NodeReader

    func read(_ node: Node) -> [RawUseCase] {
        guard let items = reader.sequence(node, for: "`useCases`") else { return [] }
        var seen: [String: SourceLocation] = [:]
        var result: [RawUseCase] = []
        for item in items {
            guard let useCase = useCase(item) else { continue }
            if let first = seen[useCase.name.value] {
                reader.log.error(
                    "duplicate use case `\(useCase.name.value)`", at: useCase.name.location,
                    hint: "the first is at line \(first.line), column \(first.column)"
                )
                continue
            }
            seen[useCase.name.value] = useCase.name.location
            result.append(useCase)
        }
        return result
    }

    private func useCase(_ item: Node) -> RawUseCase? {
        guard case .mapping = item else {
            guard case .scalar = item, !NodeReader.isNull(item) else {
                reader.error(
                    "expected a use case name or mapping, found \(NodeReader.describe(item))", at: item,
                    hint: "write `- CreateWorkout` or `- name: CreateWorkout`")
                return nil
            }
            return name(item).map { RawUseCase(name: $0) }
        }
        guard let fields = reader.fields(of: item, for: "a use case", allowed: SpecKeys.useCase) else { return nil }
        guard let nameNode = fields["name"] else {
            reader.error("use case needs a `name`", at: item, hint: "e.g. `name: CreateWorkout`")
            return nil
        }
        guard let name = name(nameNode) else { return nil }
        let what = "use case `\(name.value)`"
        var useCase = RawUseCase(name: name)
        if let node = fields["kind"], let text = reader.locatedText(node, for: "`kind` of \(what)") {
            // An unknown kind is reported once; `custom` accepts every other key, so nothing cascades.
            useCase.kind = kind(text, at: node, of: what) ?? .custom
        }
        useCase.entity = fields["entity"].flatMap { reader.locatedText($0, for: "`entity` of \(what)") }
        useCase.calls = fields["calls"].flatMap { calls($0, of: what) }
        useCase.otherRepositories = fields["repositories"].map { names($0, "repositories", of: what, role: .entity) } ?? []
        useCase.services = fields["services"].map { names($0, "services", of: what, role: .service) } ?? []
        useCase.parameters = fields["parameters"].map { ParameterReader(reader: reader).read($0, for: what) }
        useCase.returns = fields["returns"].flatMap { reader.typeText($0, for: "`returns` of \(what)") }
        useCase.rule = fields["rule"].flatMap { reader.text($0, for: "`rule` of \(what)") }
        useCase.signatureKeys = ["calls", "parameters", "returns", "repositories", "services"].compactMap { key in
            fields[key] == nil ? nil : fields.keyNode(key).map { Located(key, at: reader.location(of: $0)) }
        }
        return useCase
    }

    /// `fetchRecent` (a query of the entity's repository) or `NotificationScheduler.schedule` (a service's method).
    private func calls(_ node: Node, of what: String) -> Located<String>? {
        guard let text = reader.locatedText(node, for: "`calls` of \(what)") else { return nil }
        let parts = text.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { return reader.name(text.value, at: node, role: .query) }
        _ = reader.name(parts[0], at: node, role: .service)
        _ = reader.name(parts[1], at: node, role: .query)
        return text
    }

    /// `[Program]` or `Program`: a list of names, one name being the short form.
    private func names(_ node: Node, _ key: String, of what: String, role: NameRole) -> [Located<String>] {
        if case .scalar = node { return reader.name(node, role: role, for: "`\(key)` of \(what)").map { [$0] } ?? [] }
        guard let items = reader.sequence(node, for: "`\(key)` of \(what)") else { return [] }
        return items.compactMap { reader.name($0, role: role, for: "an item of `\(key)` of \(what)") }
    }

    /// The name without a trailing `UseCase`, which every house style appends itself.
    private func name(_ node: Node) -> Located<String>? {
        guard let text = reader.locatedText(node, for: "a use case name") else { return nil }
        return reader.name(UseCaseInference.strippingSuffix(text.value), at: node, role: .useCase)
    }

    private func kind(_ text: Located<String>, at node: Node, of what: String) -> UseCaseKind? {
        if let kind = UseCaseKind(rawValue: text.value) { return kind }
        let names = UseCaseKind.allCases.map(\.rawValue)
        let hint =
            Naming.suggestion(for: text.value, among: names).map { "did you mean `\($0)`?" }
            ?? "use one of " + names.map { "`\($0)`" }.joined(separator: ", ")
        reader.error("unknown use case kind `\(text.value)` for \(what)", at: node, hint: hint)
        return nil
    }
}
