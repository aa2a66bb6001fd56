import StrataModel

/// Non-nil sample values for test code, from the project's own types: an enum's first case,
/// an entity's `.mock()` factory when it has one, builtins otherwise (realistic for the name).
package struct ProjectSamples {
    package let types: ProjectTypes
    package let module: String?

    package init(types: ProjectTypes, module: String?) {
        self.types = types
        self.module = module
    }

    package func sample(_ type: TypeRef, hint: String) -> String? {
        switch type {
        case .optional(let wrapped): return sample(wrapped, hint: hint)
        case .array(let element), .set(let element): return sample(element, hint: RealisticSamples.singular(hint)).map { "[\($0)]" }
        case .dictionary(let key, let value):
            guard let key = sample(key, hint: "key"), let value = sample(value, hint: hint) else { return nil }
            return "[\(key): \(value)]"
        case .named(let name):
            if let literal = RealisticSamples.literal(name, hint: hint) { return literal }
            guard let project = types.resolve(name, from: module) else { return nil }
            if let cases = types.enumCases(project) { return cases.first.map { "." + $0 } }
            return factory(of: name).map { "\(name).\($0)()" }
        }
    }

    /// The name of a parameterless-callable static factory in the tests (`mock`, `stub`, `fixture`).
    package func factory(of name: String) -> String? {
        for owner in types.extensionsByName[name] ?? [] where owner.isTest {
            if let member = owner.declaration.members.first(where: {
                $0.isStatic && $0.kind == .method && $0.parameters.allSatisfy(\.hasDefault) && ($0.type == name || $0.type == "Self")
            }) {
                return member.name
            }
        }
        return nil
    }
}
