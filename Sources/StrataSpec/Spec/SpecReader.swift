import StrataModel
import Yams

/// Reads the top level of a spec document into a `RawSpec`, delegating each section to its reader.
struct SpecReader {
    let reader: NodeReader

    func read(_ root: Node) -> RawSpec? {
        guard case .mapping = root else {
            reader.error(
                "a spec must be a mapping with keys such as `feature:` and `entities:`, found \(NodeReader.describe(root))",
                at: root, hint: "start the file with `feature: MyFeature`"
            )
            return nil
        }
        var spec = RawSpec()
        guard let fields = reader.fields(of: root, for: "the spec", allowed: SpecKeys.spec) else { return spec }

        if let node = fields["feature"] {
            spec.feature = reader.name(node, role: .feature, for: "`feature`")
        } else {
            let anchor = fields.keyNode("feature") ?? root
            reader.error("missing required key `feature`", at: anchor, hint: "name the feature, e.g. `feature: Workouts`")
        }
        spec.module = fields["module"].flatMap { reader.locatedText($0, for: "`module`") }
        spec.app = fields["app"].flatMap { reader.locatedText($0, for: "`app`") }
        spec.summary = fields["summary"].flatMap { reader.text($0, for: "`summary`") }

        if let node = fields["entities"] { spec.entities = EntityReader(reader: reader).read(node) }
        if let node = fields["enums"] { spec.enums = EnumReader(reader: reader).read(node) }
        if let node = fields["repositories"] { spec.repositories = RepositoryReader(reader: reader).read(node) }
        if let node = fields["services"] { spec.services = ServiceReader(reader: reader).read(node) }
        if let node = fields["useCases"] { spec.useCases = UseCaseReader(reader: reader).read(node) }
        if let node = fields["errors"] { spec.errors = ErrorReader(reader: reader).read(node) }
        if let node = fields["data"] { spec.data = DataReader(reader: reader).read(node) }
        return spec
    }
}

/// `name: Type` mappings, shared by query, use-case and error parameters.
struct ParameterReader {
    let reader: NodeReader

    /// - Parameter noun: what one entry is called in messages ("parameter", "value").
    func read(_ node: Node, for what: String, noun: String = "parameter", role: NameRole = .parameter) -> [RawParameter] {
        guard let entries = reader.entries(of: node, for: what, itemKind: noun) else { return [] }
        return entries.map { entry in
            RawParameter(
                name: reader.name(entry.key, at: entry.keyNode, role: role),
                type: reader.typeText(entry.value, for: "\(noun) `\(entry.key)` of \(what)")
            )
        }
    }
}
