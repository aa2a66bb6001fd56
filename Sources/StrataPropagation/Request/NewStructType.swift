import StrataModel

/// A new value type a new property needs (`--struct Warranty=months:Int,provider:String?`): the
/// struct is written beside the entity and in every layer the property reaches (see
/// `NewStructLayers`), so the property is then mapped through it like any embedded entity.
public struct NewStructType: Sendable, Hashable {
    package var name: String
    package var fields: [PropertyRequest]

    package init(name: String, fields: [PropertyRequest]) {
        self.name = name
        self.fields = fields
    }

    /// `Name=field:Type,field:Type?` (commas inside `[K: V]`, `<…>` or `(…)` belong to the type).
    package static func parse(_ text: String) throws(StrataIssues) -> NewStructType {
        let label = "--struct `\(text)`"
        let parts = text.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces() }
        guard parts.count == 2, !parts[1].isEmpty else {
            throw StrataIssues([
                StrataIssue(
                    .error, at: nil, "\(label): expected `Name=field:Type,field:Type`", hint: "for example `--struct Warranty=months:Int,provider:String?`")
            ])
        }
        return try checked(name: parts[0], fields: TopLevelCommas.split(parts[1][...]).map { String($0) }, describedAs: label)
    }

    /// The type, when `name` is a type name and each of `fields` reads as `name:Type` (or
    /// `name:Type=default`), each once; problems begin with `describedAs` (`--struct …`, `newStructs[0]`).
    package static func checked(name: String, fields texts: [String], describedAs label: String) throws(StrataIssues) -> NewStructType {
        var fields: [PropertyRequest] = []
        for field in texts {
            do {
                fields.append(try PropertyRequest.parse(field))
            } catch {
                throw Self.failure(label, error.issues.first?.message ?? "field `\(field)` cannot be read", hint: error.issues.first?.hint ?? "write each field as `name:Type`")
            }
        }
        return try checked(name: name, fields: fields, describedAs: label)
    }

    /// The type, when `name` is a type name and the fields (already checked one by one) are there,
    /// each once: what a front door that receives the fields apart (the MCP server's JSON) builds.
    package static func checked(name: String, fields: [PropertyRequest], describedAs label: String) throws(StrataIssues) -> NewStructType {
        guard Naming.isIdentifier(name), name.first?.isUppercase == true else {
            throw failure(label, "`\(name)` is not an UpperCamelCase type name", hint: "types are UpperCamelCase: `\(Naming.upperFirst(name))`")
        }
        guard !fields.isEmpty else { throw failure(label, "no fields", hint: "list the fields, e.g. `months:Int`") }
        guard Set(fields.map(\.name)).count == fields.count else { throw failure(label, "a field is listed twice", hint: "list each field once") }
        return NewStructType(name: name, fields: fields)
    }

    private static func failure(_ label: String, _ message: String, hint: String) -> StrataIssues {
        StrataIssues([StrataIssue(.error, at: nil, "\(label): \(message)", hint: hint)])
    }

}
