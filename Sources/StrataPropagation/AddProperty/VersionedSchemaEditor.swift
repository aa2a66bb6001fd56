import StrataIndex
import StrataModel
import StrataWorkspace
import SwiftSyntax

/// SwiftData models versioned in a `VersionedSchema` (`enum NotesSchemaV1: VersionedSchema {
/// @Model final class NoteModel … }`, or the models in `extension NotesSchemaV1 { … }` files): a
/// new stored property goes into the next schema version — a copy of the latest one with the new
/// property and the version bumped — with a lightweight stage in the migration plan, and the app's
/// typealiases and references moved to the new version. A shipped version is never edited: the
/// store it wrote must keep its exact shape for SwiftData to recognise and migrate it.
struct VersionedSchemaEditor {
    let session: EditSession
    let types: ProjectTypes

    /// The schema enum a nested model belongs to, if it is versioned (`NotesSchemaV1`).
    func schema(of model: ProjectType) -> ProjectType? {
        guard let dot = model.name.lastIndex(of: ".") else { return nil }
        let parent = String(model.name[..<dot])
        return (types.byName[parent] ?? []).first { Self.isVersionedSchema($0) }
    }

    static func isVersionedSchema(_ type: ProjectType) -> Bool {
        type.declaration.kind == .enum && type.declaration.inheritedTypes.contains("VersionedSchema")
    }

    /// Where a top-level model is listed by a versioned schema (`models: [Item.self]`): that
    /// version's shape is the live class, so a new property would change a shipped version.
    func listing(of model: ProjectType) throws(StrataIssues) -> (schema: ProjectType, source: ParsedSource, element: ArrayElementSyntax)? {
        guard !model.name.contains(".") else { return nil }
        for schema in types.byName.values.joined() where Self.isVersionedSchema(schema) && schema.file.code.typeReferences.contains(where: { $0.name == model.name }) {
            let source = try session.source(schema.file.path)
            guard let group = DeclarationLocator(source: source).type(named: schema.name) else { continue }
            for member in group.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.first?.pattern.trimmedDescription == "models",
                    let array = Self.arrayLiteral(in: variable),
                    let element = array.elements.first(where: { $0.expression.trimmedDescription == model.name + ".self" })
                else { continue }
                return (schema, source, element)
            }
        }
        return nil
    }

    struct Result {
        var preceding: [String]
        var requiredAtCallSites: Bool
    }

    /// Writes the next version with `property` added to `model`, the migration stage and the references.
    func addVersion(for model: ProjectType, schema: ProjectType, property: NewStoredProperty, anchorAmong: Set<String>) throws(StrataIssues) -> Result? {
        let source = try session.source(schema.file.path)
        guard let group = DeclarationLocator(source: source).type(named: schema.name) else { return nil }
        let next = SchemaVersionCopy.nextName(schema.name)
        let folder = schema.file.path.split(separator: "/").dropLast().joined(separator: "/")
        let path = (folder.isEmpty ? "" : folder + "/") + next + ".swift"
        // An earlier property of this run already started the next version: extend it.
        let pending = session.newFile(at: path)
        guard types.byName[next] == nil || pending != nil else {
            let newer = types.byName[next]?.first
            session.unhandled(
                schema.file.path, line: source.line(of: group), column: source.column(of: group),
                "`\(model.name)` is not the latest version of the model: `\(next)` exists\(newer.map { " (\($0.file.path):\($0.declaration.line))" } ?? "") — add `\(property.name)` to `\(next)\(model.name.dropFirst(schema.name.count))` (or a version after it) and point the app at it"
            )
            return nil
        }
        var file: String
        if let pending {
            file = pending
        } else {
            file = SchemaVersionCopy.file(from: try parts(of: schema, group: group, source: source), old: schema.name, next: next)
        }
        let copySource = ParsedSource(path: path, text: file)
        let modelName = next + model.name.dropFirst(schema.name.count)
        guard let copiedModel = DeclarationLocator(source: copySource).type(named: modelName) else {
            session.unhandled(
                schema.file.path, line: source.line(of: group), column: source.column(of: group),
                "cannot find `\(model.name)` in `\(schema.name)` or an extension of it: add `\(next)` with `\(property.name)` by hand, and a lightweight stage from `\(schema.name)`"
            )
            return nil
        }
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
        guard let edited = SourceEdit.apply(inserted.edits, to: file) else { return nil }
        try session.addNewFile(OutputFile(path: path, contents: edited), summary: "new schema version `\(next)`: `\(modelName)` gains `\(property.name): \(property.type)`")
        if pending == nil {
            try MigrationPlanEditor(session: session, types: types).addStage(from: schema.name, to: next)
            let references = CurrentVersionReferences(session: session, types: types), old = schema.name
            session.afterLastRound("version:" + old) { () throws(StrataIssues) in try references.move(from: old, to: next) }
        }
        let names = shape.storedProperties.map(\.name)
        let preceding = new.anchor.flatMap { anchor in names.firstIndex(of: anchor).map { Array(names[...$0]) } } ?? names
        return Result(preceding: preceding, requiredAtCallSites: property.parameterDefault == nil && !shape.memberwiseInitializers.isEmpty)
    }

    /// The version's declaration, then each extension of it (in any file) that declares types.
    private func parts(of schema: ProjectType, group: DeclGroupSyntax, source: ParsedSource) throws(StrataIssues) -> [SchemaVersionCopy.Part] {
        func imports(_ source: ParsedSource) -> [String] {
            source.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.trimmedDescription }
        }
        var parts = [SchemaVersionCopy.Part(text: group.trimmedDescription, imports: imports(source))]
        var seen = Set<String>()
        for file in (types.extensionsByName[schema.name] ?? []).map(\.file) where seen.insert(file.path).inserted {
            let extensionSource = try session.source(file.path)
            for node in DeclarationLocator(source: extensionSource).extensions(of: schema.name)
            where node.memberBlock.members.contains(where: { $0.decl.asProtocol(DeclGroupSyntax.self) != nil }) {
                parts.append(SchemaVersionCopy.Part(text: node.trimmedDescription, imports: imports(extensionSource)))
            }
        }
        return parts
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
}
