import SwiftSyntax

/// Adds a case to a `CodingKeys` enum, with a raw value in the style the other keys use:
/// `snake_case` when renamed keys are snake case, kebab-case likewise, none otherwise.
struct CodingKeysInserter {
    let source: ParsedSource

    enum KeyStyle: Equatable { case same, snake, kebab, upperCamel }

    /// Returns nil when the case already exists.
    func edits(adding name: String, to keys: EnumDeclSyntax, after anchor: String?) -> [SourceEdit]? {
        var cases: [(name: String, raw: String?, decl: EnumCaseDeclSyntax)] = []
        for member in keys.memberBlock.members {
            guard let decl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in decl.elements {
                let raw = element.rawValue.flatMap { $0.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
                cases.append((element.name.text, raw, decl))
            }
        }
        if cases.contains(where: { $0.name == name }) { return nil }
        let style = Self.style(cases.map { ($0.name, $0.raw) })
        let key = Self.key(name, style: style)
        let text = "case " + name + (key == name ? "" : " = \"\(key)\"")
        let lines = source.lines
        guard let anchorDecl = cases.last(where: { $0.name == anchor })?.decl ?? cases.last?.decl else {
            let outer = lines.indentation(of: keys.positionAfterSkippingLeadingTrivia.utf8Offset)
            return [SourceEdit(insert: lines.newline + outer + lines.indentStep + text, at: keys.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)]
        }
        let end = anchorDecl.endPositionBeforeTrailingTrivia.utf8Offset
        let indent = lines.indentation(of: anchorDecl.positionAfterSkippingLeadingTrivia.utf8Offset)
        if anchorDecl.elements.count > 1 || !lines.onlyTriviaFollows(end) {
            // `case id, title` on one line: join the list.
            return [SourceEdit(insert: ", " + name + (key == name ? "" : " = \"\(key)\""), at: end)]
        }
        return [lines.lineEdit(indent + text, after: end)]
    }

    static func style(_ cases: [(name: String, raw: String?)]) -> KeyStyle {
        for (name, raw) in cases {
            guard let raw, raw != name else { continue }
            if raw == snake(name, separator: "_") { return .snake }
            if raw == snake(name, separator: "-") { return .kebab }
            if raw.first?.isUppercase == true, raw.dropFirst() == name.dropFirst() { return .upperCamel }
        }
        return .same
    }

    static func key(_ name: String, style: KeyStyle) -> String {
        switch style {
        case .same: return name
        case .snake: return snake(name, separator: "_")
        case .kebab: return snake(name, separator: "-")
        case .upperCamel: return name.prefix(1).uppercased() + name.dropFirst()
        }
    }

    /// `releaseDate` → `release_date`; `posterURL` → `poster_url`.
    static func snake(_ name: String, separator: Character) -> String {
        var result = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character.isUppercase {
                let previousLower = index > 0 && !characters[index - 1].isUppercase
                let nextLower = index + 1 < characters.count && characters[index + 1].isLowercase && index > 0 && characters[index - 1].isUppercase
                if index > 0 && (previousLower || nextLower) { result.append(separator) }
                result += character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }
}
