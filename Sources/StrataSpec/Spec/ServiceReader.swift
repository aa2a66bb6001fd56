import StrataModel
import Yams

/// Reads `services:`: per protocol name, its doc and its methods. A method is `async throws` unless
/// it says `async: false` or `throws: false`.
struct ServiceReader {
    let reader: NodeReader

    func read(_ node: Node) -> [RawService] {
        guard let entries = reader.entries(of: node, for: "`services`", itemKind: "service") else { return [] }
        return entries.map(service)
    }

    private func service(_ entry: NodeReader.Entry) -> RawService {
        var service = RawService(name: reader.name(entry.key, at: entry.keyNode, role: .service))
        let what = "service `\(entry.key)`"
        guard !NodeReader.isNull(entry.value), let fields = reader.fields(of: entry.value, for: what, allowed: SpecKeys.service) else {
            return service
        }
        service.doc = fields["doc"].flatMap { reader.text($0, for: "`doc` of \(what)") }
        if let node = fields["methods"], let methods = reader.entries(of: node, for: "`methods` of \(what)", itemKind: "method") {
            service.methods = methods.map { method($0, of: what) }
        }
        return service
    }

    private func method(_ entry: NodeReader.Entry, of service: String) -> RawServiceMethod {
        var method = RawServiceMethod(name: reader.name(entry.key, at: entry.keyNode, role: .query))
        let what = "method `\(entry.key)` of \(service)"
        guard !NodeReader.isNull(entry.value), let fields = reader.fields(of: entry.value, for: what, allowed: SpecKeys.serviceMethod) else {
            return method
        }
        if let node = fields["parameters"] { method.parameters = ParameterReader(reader: reader).read(node, for: what) }
        method.returns = fields["returns"].flatMap { reader.typeText($0, for: "`returns` of \(what)") }
        method.isAsync = fields["async"].flatMap { reader.bool($0, for: "`async` of \(what)") } ?? true
        method.isThrowing = fields["throws"].flatMap { reader.bool($0, for: "`throws` of \(what)") } ?? true
        method.doc = fields["doc"].flatMap { reader.text($0, for: "`doc` of \(what)") }
        return method
    }
}

struct RawService {
    var name: Located<String>
    var doc: String?
    var methods: [RawServiceMethod] = []
}

struct RawServiceMethod {
    var name: Located<String>
    var parameters: [RawParameter] = []
    var returns: LocatedType?
    var isAsync = true
    var isThrowing = true
    var doc: String?
}
