import SwiftSyntax

/// Adds `entity.rating = domain.rating` to an update-in-place function (the popcorn preset's third
/// infrastructure mapper method), next to the assignments already there.
struct UpdateAssignmentInserter {
    let source: ParsedSource

    struct Pattern {
        /// `entity` in `entity.title = domain.title`; empty for bare assignments (`title = data.title`).
        var target: String
        /// `domain.` — how the values are read.
        var sourcePrefix: String
    }

    /// The assignment style of the body, learned from `x.p = y.p` statements; nil if it has none.
    static func pattern(in body: CodeBlockSyntax) -> Pattern? {
        var counts: [String: (Pattern, Int)] = [:]
        for statement in body.statements {
            guard let (base, member, value) = Assignment.split(statement.item.trimmedDescription) else { continue }
            var prefix: String?
            if value == member {
                prefix = ""
            } else if value.hasSuffix("." + member) {
                let head = String(value.dropLast(member.count + 1))
                if Assignment.isIdentifier(head) { prefix = head + "." }
            }
            guard let prefix else { continue }
            let key = base + "|" + prefix
            counts[key] = (Pattern(target: base, sourcePrefix: prefix), (counts[key]?.1 ?? 0) + 1)
        }
        return counts.values.max { $0.1 < $1.1 }?.0
    }

    /// The bare style of an initializer that sets its own type's properties by name, as after
    /// `self.init()` (`id = data.number`, `title = data.title`): nil unless at least one statement
    /// assigns one of `properties` that way. The prefix is the one most `title = data.title`
    /// statements use; nil when none reads a same-named value.
    static func barePattern(in body: CodeBlockSyntax, properties: Set<String>) -> (prefix: String?, count: Int)? {
        var prefixes: [String: Int] = [:]
        var count = 0
        for statement in body.statements {
            guard let (member, value) = Assignment.bare(statement.item.trimmedDescription), properties.contains(member) else { continue }
            count += 1
            if value.hasSuffix("." + member) {
                let head = String(value.dropLast(member.count + 1))
                if Assignment.isIdentifier(head) { prefixes[head + ".", default: 0] += 1 }
            }
        }
        guard count > 0 else { return nil }
        return (prefixes.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key, count)
    }

    /// - Parameters:
    ///   - known: names of the entity's properties; the new line goes after the last assignment
    ///     of one of them (so `entity.cachedAt = .now` stays last), else after the last assignment.
    /// - Returns: nil when `target.member` is already assigned.
    func edits(member: String, value: String, target: String, in body: CodeBlockSyntax, known: Set<String>) -> [SourceEdit]? {
        let statements = Array(body.statements)
        let assigned = statements.map { statement -> String? in
            let text = statement.item.trimmedDescription
            if target.isEmpty { return Assignment.bare(text)?.member }
            return Assignment.split(text).flatMap { $0.base == target ? $0.member : nil }
        }
        if assigned.contains(member) { return nil }
        guard
            let index = statements.indices.last(where: { assigned[$0].map(known.contains) ?? false })
                ?? statements.indices.last(where: { assigned[$0] != nil })
        else { return [] }
        let lines = source.lines
        let statement = statements[index]
        let end = statement.endPositionBeforeTrailingTrivia.utf8Offset
        let indent = lines.indentation(of: statement.positionAfterSkippingLeadingTrivia.utf8Offset)
        let text = (target.isEmpty ? "" : target + ".") + "\(member) = \(value)"
        return [lines.lineEdit(indent + text, after: end)]
    }
}
