import StrataModel

/// Turns `services:` into `Service`s: types resolved, names unique among the services and their methods.
struct ServiceResolver {
    let reader: NodeReader
    let types: TypeResolver

    func resolve(_ raws: [RawService]) -> [Service] {
        var seen: [String: SourceLocation] = [:]
        return raws.compactMap { raw in
            if let first = seen[raw.name.value] {
                reader.log.error(
                    "duplicate service `\(raw.name.value)`", at: raw.name.location,
                    hint: "the first is at line \(first.line), column \(first.column)")
                return nil
            }
            seen[raw.name.value] = raw.name.location
            if types.entities.contains(raw.name.value) || types.enums.contains(raw.name.value) {
                reader.log.error(
                    "service `\(raw.name.value)` has the name of a type the spec declares", at: raw.name.location,
                    hint: "name the protocol after what it does, e.g. `\(raw.name.value)Scheduler`")
                return nil
            }
            return service(raw)
        }
    }

    private func service(_ raw: RawService) -> Service? {
        var methods: [ServiceMethod] = []
        var valid = true
        for method in raw.methods {
            let what = "method `\(method.name.value)` of service `\(raw.name.value)`"
            if let first = methods.first(where: { $0.name == method.name.value }) {
                reader.log.error(
                    "duplicate \(what)", at: method.name.location,
                    hint: first.location.map { "the first is at line \($0.line), column \($0.column)" })
                valid = false
                continue
            }
            let parameters = method.parameters.map { parameter in
                parameter.type.flatMap { types.resolve($0, for: "parameter `\(parameter.name.value)` of \(what)") }
                    .map { Parameter(name: parameter.name.value, type: $0) }
            }
            var returns: TypeRef?
            if let text = method.returns {
                returns = types.resolve(text, for: "`returns` of \(what)")
                if returns == nil { valid = false }
            }
            guard parameters.allSatisfy({ $0 != nil }) else {
                valid = false
                continue
            }
            methods.append(
                ServiceMethod(
                    name: method.name.value, parameters: parameters.compactMap { $0 }, returns: returns, isAsync: method.isAsync,
                    isThrowing: method.isThrowing, doc: method.doc, location: method.name.location
                ))
        }
        return valid ? Service(name: raw.name.value, methods: methods, doc: raw.doc, location: raw.name.location) : nil
    }
}
