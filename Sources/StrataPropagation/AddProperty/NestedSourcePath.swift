import SwiftSyntax

/// Where a hand-written initializer reads its values from when it reaches through a property of its
/// parameter (`name = rowTimelineModel.user?.name ?? ""`): the type of that property (`UserEntity`),
/// found through the declarations, not guessed. Strata does not give that type the new property (how
/// it is filled — a JSON key, a stored column — is not in the code), but names it for a person.
struct NestedSourcePath {
    let types: ProjectTypes

    struct Found {
        /// `rowTimelineModel.user?` as written.
        var path: String
        var type: ProjectType
    }

    /// The path most same-named assignments read through, when at least two do and it goes through
    /// one property of a parameter; nil otherwise.
    func find(in initializer: InitializerDeclSyntax, properties: Set<String>, at file: String) -> Found? {
        var counts: [String: Int] = [:]
        for statement in initializer.body?.statements ?? [] {
            let text = statement.item.trimmedDescription
            guard let (member, value) = Assignment.bare(text) ?? Assignment.split(text).flatMap({ $0.base == "self" ? ($0.member, $0.value) : nil }),
                properties.contains(member)
            else { continue }
            let read = value.components(separatedBy: " ?? ").first ?? value
            guard read.hasSuffix("." + member) else { continue }
            counts[String(read.dropLast(member.count + 1)), default: 0] += 1
        }
        guard let (path, count) = counts.max(by: { $0.value < $1.value }), count >= 2 else { return nil }
        let steps = path.split(separator: ".").map { $0.hasSuffix("?") || $0.hasSuffix("!") ? String($0.dropLast()) : String($0) }
        guard steps.count == 2,
            let parameter = initializer.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == steps[0] }),
            let owner = types.resolve(parameter.type.trimmedDescription, at: file),
            let written = owner.storedProperty(steps[1])?.type,
            let type = types.resolve(Self.bare(written), at: owner.file.path)
        else { return nil }
        return Found(path: path, type: type)
    }

    /// `UserEntity?` → `UserEntity`.
    private static func bare(_ type: String) -> String {
        var text = type.trimmingSpaces()
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return text
    }
}
