import StrataModel
import StrataPropagation

/// `add entity Tag id:String title:String`: an `id` written among the properties is the entity's
/// id, its type the id type. Every generated entity already has an `id`, so passing it on as a
/// property would declare it twice.
package enum EntityIdentity {
    /// The id type and the properties without `id`.
    /// - Parameter explicit: `--id`, when given; it must agree with an `id:` property.
    package static func resolve(_ properties: [PropertyRequest], explicit: IDType?) throws(StrataIssues) -> (idType: IDType, properties: [PropertyRequest]) {
        guard let written = properties.first(where: { $0.name == "id" }) else { return (explicit ?? .uuid, properties) }
        let rest = properties.filter { $0.name != "id" }
        let choices = IDType.allCases.map(\.rawValue).joined(separator: ", ")
        guard case .named(let name) = written.type, let type = IDType(rawValue: name) else {
            let problem = written.type.isOptional ? "an entity's id cannot be optional" : "an entity's id is one of \(choices)"
            throw StrataIssues([
                StrataIssue(
                    .error, at: nil, "`id:\(written.type.swift)`: \(problem)",
                    hint: "write `id:UUID`, `id:Int` or `id:String` (or leave `id` out and pass `--id`)")
            ])
        }
        if let explicit, explicit != type {
            throw StrataIssues([
                StrataIssue(
                    .error, at: nil, "`id:\(name)` and `--id \(explicit.rawValue)` name two id types",
                    hint: "keep one of them")
            ])
        }
        return (type, rest)
    }
}
