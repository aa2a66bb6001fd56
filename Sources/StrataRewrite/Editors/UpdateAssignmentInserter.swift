import SwiftSyntax

/// Adds `entity.rating = domain.rating` to an update-in-place function (the popcorn preset's third
/// infrastructure mapper method), next to the assignments already there.
struct UpdateAssignmentInserter {
    let source: ParsedSource

    struct Pattern {
        /// `entity` in `entity.title = domain.title`.
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

    /// - Parameters:
    ///   - known: names of the entity's properties; the new line goes after the last assignment
    ///     of one of them (so `entity.cachedAt = .now` stays last), else after the last assignment.
    /// - Returns: nil when `target.member` is already assigned.
    func edits(member: String, value: String, target: String, in body: CodeBlockSyntax, known: Set<String>) -> [SourceEdit]? {
        let statements = Array(body.statements)
        let assignments = statements.map { Assignment.split($0.item.trimmedDescription) }
        if assignments.contains(where: { $0?.base == target && $0?.member == member }) { return nil }
        guard let index = statements.indices.last(where: { assignments[$0]?.base == target && known.contains(assignments[$0]!.member) })
            ?? statements.indices.last(where: { assignments[$0]?.base == target })
        else { return [] }
        let lines = source.lines
        let statement = statements[index]
        let end = statement.endPositionBeforeTrailingTrivia.utf8Offset
        let indent = lines.indentation(of: statement.positionAfterSkippingLeadingTrivia.utf8Offset)
        let text = "\(target).\(member) = \(value)"
        return [lines.lineEdit(indent + text, after: end)]
    }
}
