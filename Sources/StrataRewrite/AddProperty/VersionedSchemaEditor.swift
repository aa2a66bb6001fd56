import StrataIndex
import StrataModel
import StrataWorkspace
import SwiftSyntax

/// SwiftData models versioned in a `VersionedSchema` (`enum NotesSchemaV1: VersionedSchema { @Model
/// final class NoteModel … }`): a new stored property goes into the next schema version — a copy of
/// the current one with the version bumped — with a lightweight stage in the migration plan and the
/// model's typealias moved to the new version, following the project's own pattern.
struct VersionedSchemaEditor {
    let session: EditSession
    let types: ProjectTypes

    /// The schema enum a nested model belongs to, if it is versioned (`NotesSchemaV1`).
    func schema(of model: ProjectType) -> ProjectType? {
        guard let dot = model.name.lastIndex(of: ".") else { return nil }
        let parent = String(model.name[..<dot])
        return (types.byName[parent] ?? []).first { $0.declaration.kind == .enum && $0.declaration.inheritedTypes.contains("VersionedSchema") }
    }

    struct Result {
        var preceding: [String]
        var requiredAtCallSites: Bool
    }

    /// Writes the next version with `property` added to `model`, the migration stage and the aliases.
    func addVersion(for model: ProjectType, schema: ProjectType, property: NewStoredProperty, anchorAmong: Set<String>) throws(StrataIssues) -> Result? {
        let source = try session.source(schema.file.path)
        guard let group = DeclarationLocator(source: source).type(named: schema.name) else { return nil }
        let next = Self.nextName(schema.name)
        let folder = schema.file.path.split(separator: "/").dropLast().joined(separator: "/")
        let path = (folder.isEmpty ? "" : folder + "/") + next + ".swift"
        // An earlier property of this run already started the next version: extend it.
        let pending = session.newFile(at: path)
        guard types.byName[next] == nil || pending != nil else {
            session.unhandled(schema.file.path, line: source.line(of: group), "`\(next)` exists already but the model's typealias does not point at it: add `\(property.name)` there by hand")
            return nil
        }
        // The copy: the schema's own text, renamed and with its version bumped.
        let start = group.positionAfterSkippingLeadingTrivia.utf8Offset, end = group.endPositionBeforeTrailingTrivia.utf8Offset
        var copy: String
        if let pending {
            copy = pending
        } else {
            copy = String(decoding: Array(source.text.utf8)[start..<end], as: UTF8.self)
            copy = Self.renamingDeclaration(copy, from: schema.name, to: next)
            copy = Self.bumpingVersion(copy)
        }
        let copySource = ParsedSource(path: schema.file.path, text: copy)
        let modelName = next + model.name.dropFirst(schema.name.count)
        guard let copiedModel = DeclarationLocator(source: copySource).type(named: modelName) else { return nil }
        let shape = TypeShape(copiedModel)
        var new = property
        new.anchor = shape.storedProperties.last { anchorAmong.contains($0.name) }?.name ?? shape.storedProperties.last?.name
        if pending != nil, let anchor = new.anchor {
            // The properties this run already put after the anchor stay before this one (request order).
            let names = shape.storedProperties.map(\.name), original = Set(model.storedPropertyNames)
            var index = names.firstIndex(of: anchor) ?? names.count - 1
            while index + 1 < names.count, !original.contains(names[index + 1]) { index += 1 }
            new.anchor = names[index]
        }
        let inserted = PropertyInserter(source: copySource).edits(adding: new, to: copiedModel)
        guard let edited = SourceEdit.apply(inserted.edits, to: copy) else { return nil }
        if pending != nil {
            try session.addNewFile(OutputFile(path: path, contents: edited), summary: "new schema version `\(next)`: `\(modelName)` gains `\(property.name): \(property.type)`")
        } else {
            let imports = source.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.trimmedDescription }
            let header = imports.isEmpty ? "" : imports.joined(separator: "\n") + "\n\n"
            try session.addNewFile(OutputFile(path: path, contents: header + edited + "\n"), summary: "new schema version `\(next)`: `\(modelName)` gains `\(property.name): \(property.type)`")
            try addStage(from: schema.name, to: next)
            try moveAliases(from: schema.name, to: next)
        }
        let names = shape.storedProperties.map(\.name)
        let preceding = new.anchor.flatMap { anchor in names.firstIndex(of: anchor).map { Array(names[...$0]) } } ?? names
        return Result(preceding: preceding, requiredAtCallSites: property.parameterDefault == nil && !shape.memberwiseInitializers.isEmpty)
    }

    /// `schemas: [V1.self]` gains `V2.self`; `stages` gains `.lightweight(fromVersion: V1.self, toVersion: V2.self)`.
    private func addStage(from old: String, to next: String) throws(StrataIssues) {
        let plans = types.byName.values.joined().filter { $0.declaration.kind == .enum && $0.declaration.inheritedTypes.contains("SchemaMigrationPlan") }
        guard let plan = plans.first(where: { $0.file.code.typeReferences.contains { $0.name == old } }) ?? plans.first else {
            session.unhandled(session.root.path, line: 1, "no `SchemaMigrationPlan` found: add `\(next)` and a lightweight stage from `\(old)` to your migration plan")
            return
        }
        let source = try session.source(plan.file.path)
        guard let group = DeclarationLocator(source: source).type(named: plan.name) else { return }
        var edits: [SourceEdit] = []
        for member in group.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let name = variable.bindings.first?.pattern.trimmedDescription,
                let array = Self.arrayLiteral(in: variable)
            else { continue }
            let element: String
            switch name {
            case "schemas": element = "\(next).self"
            case "stages": element = ".lightweight(fromVersion: \(old).self, toVersion: \(next).self)"
            default: continue
            }
            if array.elements.contains(where: { $0.expression.trimmedDescription == element }) { continue }
            if let last = array.elements.last {
                edits.append(SourceEdit(insert: (last.trailingComma == nil ? ", " : " ") + element, at: last.endPositionBeforeTrailingTrivia.utf8Offset))
            } else {
                edits.append(SourceEdit(insert: element, at: array.leftSquare.endPositionBeforeTrailingTrivia.utf8Offset))
            }
        }
        session.add(edits, in: plan.file.path, line: source.line(of: group), "`\(plan.name)`: `\(next)` and a lightweight stage from `\(old)`")
    }

    /// `typealias NoteModel = NotesSchemaV1.NoteModel` → `NotesSchemaV2.NoteModel`.
    private func moveAliases(from old: String, to next: String) throws(StrataIssues) {
        for file in types.index.files {
            for declaration in file.declarations where declaration.kind == .typealias && (declaration.aliasedType ?? "").hasPrefix(old + ".") {
                let source = try session.source(file.path)
                final class Finder: SyntaxVisitor {
                    let name: String
                    var found: TypeAliasDeclSyntax?
                    init(name: String) {
                        self.name = name
                        super.init(viewMode: .sourceAccurate)
                    }
                    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
                        if node.name.text == name { found = node }
                        return .skipChildren
                    }
                }
                let finder = Finder(name: declaration.name)
                finder.walk(source.tree)
                guard let alias = finder.found else { continue }
                let value = alias.initializer.value
                let replaced = next + value.trimmedDescription.dropFirst(old.count)
                session.add(
                    [SourceEdit(replacing: value.positionAfterSkippingLeadingTrivia.utf8Offset..<value.endPositionBeforeTrailingTrivia.utf8Offset, with: replaced)],
                    in: file.path, line: source.line(of: alias), "`typealias \(declaration.name)` now `\(replaced)`")
            }
        }
    }

    /// The array literal a `static var x: [T] { [ … ] }` or `static let x: [T] = [ … ]` returns.
    static func arrayLiteral(in variable: VariableDeclSyntax) -> ArrayExprSyntax? {
        final class Finder: SyntaxVisitor {
            var found: ArrayExprSyntax?
            override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind {
                if found == nil { found = node }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        if let binding = variable.bindings.first {
            if let initializer = binding.initializer { finder.walk(initializer) } else if let accessors = binding.accessorBlock { finder.walk(accessors) }
        }
        return finder.found
    }

    /// `NotesSchemaV1` → `NotesSchemaV2`; `NotesSchema` → `NotesSchemaV2`.
    static func nextName(_ name: String) -> String {
        let digits = name.reversed().prefix { $0.isNumber }
        guard !digits.isEmpty, let number = Int(String(digits.reversed())) else { return name + "V2" }
        return name.dropLast(digits.count) + String(number + 1)
    }

    static func renamingDeclaration(_ text: String, from old: String, to new: String) -> String {
        guard let range = text.range(of: "enum " + old) else { return text }
        return text.replacingCharacters(in: range, with: "enum " + new)
    }

    /// `Schema.Version(1, 0, 0)` → `Schema.Version(2, 0, 0)`.
    static func bumpingVersion(_ text: String) -> String {
        guard let open = text.range(of: "Version(") else { return text }
        let rest = text[open.upperBound...]
        let major = rest.prefix { $0.isNumber }
        guard let number = Int(major), let close = rest.firstIndex(of: ")") else { return text }
        return text[..<open.upperBound] + "\(number + 1), 0, 0" + text[close...]
    }
}
