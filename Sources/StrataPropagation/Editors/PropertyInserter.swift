import SwiftSyntax

/// What a type gets when a property is added to it: the declaration, and a parameter and an
/// assignment in each of its memberwise initializers.
struct NewStoredProperty {
    var name: String
    /// As it is written in this type (`String?`, `[GenreModel]?`).
    var type: String
    /// `let`/`var`; nil follows the type's other properties.
    var isVar: Bool?
    /// Written before the modifiers (`@Relationship(deleteRule: .cascade) `), with its trailing space.
    var attributes: String = ""
    /// Default of the initializer parameter (`nil`, `0`); nil for none.
    var parameterDefault: String?
    /// Written on the declaration itself (`var pinned: Bool = false`): SwiftData's lightweight
    /// migration fills existing rows from it.
    var initialValue: String?
    var doc: String?
    /// The existing property the new one follows; nil for the last stored property.
    var anchor: String?
}

/// Adds a stored property to a struct or class, keeping the file's formatting.
struct PropertyInserter {
    let source: ParsedSource

    struct Result {
        var edits: [SourceEdit] = []
        /// Initializers that set properties but not from same-named parameters: not edited.
        var skippedInitializers: [Int] = []
        var addedDeclaration = false
        var editedInitializers = 0
    }

    func edits(adding property: NewStoredProperty, to group: DeclGroupSyntax) -> Result {
        let shape = TypeShape(group)
        var result = Result()
        if shape.property(named: property.name) == nil {
            result.edits += declarationEdits(property, shape: shape)
            result.addedDeclaration = true
        }
        for initializer in shape.memberwiseInitializers {
            let edits = initializerEdits(property, initializer: initializer, shape: shape)
            if !edits.isEmpty { result.editedInitializers += 1 }
            result.edits += edits
        }
        return result
    }

    // MARK: - Declaration

    private func declarationEdits(_ property: NewStoredProperty, shape: TypeShape) -> [SourceEdit] {
        let lines = source.lines
        let newline = lines.newline
        let anchor = property.anchor.flatMap(shape.property(named:)) ?? shape.storedProperties.last
        let isVar = property.isVar ?? Self.prefersVar(shape.storedProperties)
        let modifiers = anchor.map { Self.accessModifiers($0.modifiers) } ?? Self.typeAccess(shape.group)
        let attributes = property.attributes.isEmpty ? anchor.map { Self.storageAttributes($0.declaration) } ?? "" : property.attributes
        let declaration =
            attributes + (modifiers.isEmpty ? "" : modifiers + " ") + (isVar ? "var " : "let ") + property.name + ": " + property.type
            + (property.initialValue.map { " = " + $0 } ?? "")
        guard let anchor else {
            let brace = shape.group.memberBlock.leftBrace
            let outer = lines.indentation(of: shape.group.positionAfterSkippingLeadingTrivia.utf8Offset)
            let indent = outer + lines.indentStep
            return [SourceEdit(insert: newline + docLines(property.doc, indent: indent) + indent + declaration, at: brace.endPositionBeforeTrailingTrivia.utf8Offset)]
        }
        let start = anchor.declaration.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = anchor.declaration.endPositionBeforeTrailingTrivia.utf8Offset
        let indent = lines.indentation(of: start)
        // The file's habits: members documented with `///` get a sentence too, and members set
        // apart by blank lines get one before the new property.
        let style = MemberStyle(shape.storedProperties.map(\.declaration))
        let doc = property.doc ?? (style.documents ? MemberStyle.sentence(for: property.name) : nil)
        let text = (style.separatesWithBlankLines ? newline : "") + docLines(doc, indent: indent) + indent + declaration
        return [lines.lineEdit(text.hasSuffix(newline) ? String(text.dropLast(newline.count)) : text, after: end)]
    }

    private func docLines(_ doc: String?, indent: String) -> String {
        guard let doc, !doc.isEmpty else { return "" }
        return doc.split(separator: "\n", omittingEmptySubsequences: false).map { indent + "/// " + $0 + source.lines.newline }.joined()
    }

    /// What a store needs on each property, as the sibling writes it: Realm's `@objc dynamic` and
    /// `@Persisted`, Core Data's `@NSManaged` (with a trailing space; empty for plain properties).
    static func storageAttributes(_ declaration: VariableDeclSyntax) -> String {
        let attributes = declaration.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        var words: [String] = []
        if attributes.contains("objc"), declaration.modifiers.contains(where: { $0.name.text == "dynamic" }) { words.append("@objc dynamic") }
        if attributes.contains("NSManaged") { words.append("@NSManaged") }
        if attributes.contains("Persisted") { words.append("@Persisted") }
        return words.isEmpty ? "" : words.joined(separator: " ") + " "
    }

    /// `var` when most properties other than the id are `var`; `let` otherwise.
    static func prefersVar(_ properties: [TypeShape.StoredProperty]) -> Bool {
        let considered = properties.filter { $0.name != "id" }
        let vars = considered.filter(\.isVar).count
        return vars * 2 > considered.count
    }

    static let accessKeywords: Set<String> = ["public", "package", "internal", "private", "fileprivate", "open"]

    /// Access modifiers only (`public`, `private(set)`), as the sibling writes them.
    static func accessModifiers(_ text: String) -> String {
        text.split(separator: " ").filter { word in
            accessKeywords.contains(String(word.prefix { $0 != "(" }))
        }.joined(separator: " ")
    }

    /// With no sibling to copy, a public type's properties are public.
    static func typeAccess(_ group: DeclGroupSyntax) -> String {
        group.modifiers.contains { $0.name.text == "public" || $0.name.text == "open" } ? "public" : ""
    }

    // MARK: - Initializers

    private func initializerEdits(_ property: NewStoredProperty, initializer: InitializerDeclSyntax, shape: TypeShape) -> [SourceEdit] {
        let parameters = initializer.signature.parameterClause.parameters
        guard !parameters.contains(where: { ($0.secondName ?? $0.firstName).text == property.name }) else { return [] }
        let names = shape.storedProperties.map(\.name)
        let anchorName = property.anchor ?? names.last
        let anchor =
            parameters.first { ($0.secondName ?? $0.firstName).text == anchorName }
            ?? parameters.last { names.contains(($0.secondName ?? $0.firstName).text) }
        let text = property.name + ": " + property.type + (property.parameterDefault.map { " = " + $0 } ?? "")
        var edits = ListInsertion(lines: source.lines).edits(
            text: text, after: anchor.map(Syntax.init), anchorHasComma: anchor?.trailingComma != nil,
            opening: initializer.signature.parameterClause.leftParen, first: parameters.first.map(Syntax.init))
        if let body = initializer.body {
            edits += assignmentEdits(property.name, body: body, anchor: anchorName, known: Set(names))
        }
        edits += parameterDocEdits(property, initializer: initializer, after: anchorName)
        return edits
    }

    /// `///   - runtime: The runtime.` after the anchor's line of the initializer's `- Parameters:`
    /// list, when it has one.
    private func parameterDocEdits(_ property: NewStoredProperty, initializer: InitializerDeclSyntax, after anchor: String?) -> [SourceEdit] {
        let trivia = initializer.leadingTrivia
        var offset = initializer.position.utf8Offset
        var lastEntry: (end: Int, prefix: String)?
        var anchorEntry: (end: Int, prefix: String)?
        for piece in trivia {
            let length = piece.sourceLength.utf8Length
            if case .docLineComment(let text) = piece, let entry = MemberStyle.parameterEntry(text) {
                let found = (offset + length, source.lines.indentation(of: offset) + entry.prefix)
                lastEntry = found
                if entry.name == anchor { anchorEntry = found }
                if entry.name == property.name { return [] }
            }
            offset += length
        }
        guard let (end, prefix) = anchorEntry ?? lastEntry else { return [] }
        let sentence = property.doc?.split(separator: "\n").first.map(String.init) ?? MemberStyle.sentence(for: property.name)
        return [SourceEdit(insert: source.lines.newline + prefix + property.name + ": " + sentence, at: end)]
    }

    /// `self.name = name` after the anchor's assignment (or the last `self.x =`, or first in the body).
    private func assignmentEdits(_ name: String, body: CodeBlockSyntax, anchor: String?, known: Set<String>) -> [SourceEdit] {
        let statements = Array(body.statements)
        let assigned = statements.map { Assignment.selfAssigned($0.item.trimmedDescription) }
        let index =
            statements.indices.last { assigned[$0] == anchor && anchor != nil }
            ?? statements.indices.last { assigned[$0].map(known.contains) == true }
        let lines = source.lines
        let text = "self.\(name) = \(name)"
        guard let index else {
            let outer = lines.indentation(of: body.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
            return [SourceEdit(insert: lines.newline + outer + lines.indentStep + text, at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)]
        }
        let statement = statements[index]
        let end = statement.endPositionBeforeTrailingTrivia.utf8Offset
        let indent = lines.indentation(of: statement.positionAfterSkippingLeadingTrivia.utf8Offset)
        return [lines.lineEdit(indent + text, after: end)]
    }
}

/// Reading assignments as written: `self.name = name`, `entity.title = domain.title`.
enum Assignment {
    /// `name` in `self.name = …`.
    static func selfAssigned(_ statement: String) -> String? {
        guard let (base, member, _) = split(statement), base == "self" else { return nil }
        return member
    }

    /// `(base, member, value)` of `base.member = value`; nil for anything else (`==`, `+=`, calls).
    static func split(_ statement: String) -> (base: String, member: String, value: String)? {
        guard let equals = statement.firstIndex(of: "=") else { return nil }
        let after = statement.index(after: equals)
        if after < statement.endIndex, statement[after] == "=" { return nil }
        let left = statement[..<equals].trimmingSpaces()
        guard let dot = left.lastIndex(of: "."), let last = left.last, !"+-*/%&|^<>!".contains(last) else { return nil }
        let base = String(left[..<dot]), member = String(left[left.index(after: dot)...])
        guard isIdentifier(base), isIdentifier(member) else { return nil }
        return (base, member, statement[after...].trimmingSpaces())
    }

    /// `(member, value)` of a bare `member = value` (`id = data.number`); nil for `a.b = c`,
    /// `==`, compound assignments and anything whose left side is not one identifier.
    static func bare(_ statement: String) -> (member: String, value: String)? {
        guard let equals = statement.firstIndex(of: "=") else { return nil }
        let after = statement.index(after: equals)
        if after < statement.endIndex, statement[after] == "=" { return nil }
        let member = statement[..<equals].trimmingSpaces()
        guard isIdentifier(member), !["let", "var", "_"].contains(member) else { return nil }
        return (member, statement[after...].trimmingSpaces())
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
