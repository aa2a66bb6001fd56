import StrataAnalysis
import StrataIndex
import StrataModel
import SwiftSyntax

/// One property carried from a subject type to everything derived from it.
struct Propagation {
    let types: ProjectTypes
    let session: EditSession
    let request: AddPropertyRequest
    let property: PropertyRequest
    /// Types already given the property in this run (`file#name`), so chains stop.
    private var visited = Set<String>()

    init(types: ProjectTypes, session: EditSession, request: AddPropertyRequest, property: PropertyRequest) {
        self.types = types
        self.session = session
        self.request = request
        self.property = property
    }

    /// How deep the outward chain (domain → application model → presentation model) is followed.
    static let maximumDepth = 4

    /// Adds the property to `subject` (typed `type` there), then to its derived types and mappers,
    /// its mock factories and its call sites; then follows application/presentation models outward.
    mutating func run(subject: ProjectType, type: TypeRef, depth: Int) throws(StrataIssues) {
        guard visited.insert(subject.file.path + "#" + subject.name).inserted else { return }
        let typing = FieldTyping(types: types, module: subject.module, imports: types.scope(of: subject.file.path).imports)
        let kind = typing.kind(of: property.type)
        let parameterDefault = typing.parameterDefault(for: type, request: property)
        guard let added = try addDeclaration(to: subject, type: type, parameterDefault: parameterDefault, doc: depth == 0 ? property.doc : nil) else { return }
        // A wire type decoded from JSON: a payload without the key no longer decodes.
        let decodes = subject.declaration.inheritedTypes.contains { $0 == "Codable" || $0 == "Decodable" }
        if depth == 0, subject.role != .entity, subject.role == .dto || decodes, !type.isOptional, property.defaultValue == nil {
            session.unhandled(
                subject.file.path, line: session.line(subject.declaration.line, in: subject.file.path),
                "`\(subject.name)` is decoded: a payload without `\(property.name)` no longer decodes now that it is required",
                hint: "make it optional (`\(property.name):\(property.type.swift)?`) or give it a default (`\(property.name):\(property.type.swift)=…`) unless every payload has it"
            )
        }

        let mappings = MappingFinder(types: types).mappings(of: subject).filter { !$0.isTest }
        var outward: [(ProjectType, TypeRef)] = []
        var derived: [String: DerivedField] = [:]
        var derivedTypes: [(ProjectType, DerivedField)] = []
        for mapping in mappings {
            let other = types.resolveOther(of: mapping)
            if let other, request.skip.contains(other.name) || request.ignore.contains(other.name + "." + property.name) {
                session.alreadyPresent("`\(other.name)` left alone (--skip/--ignore)")
                continue
            }
            if request.isSync, let other, other.storedProperty(property.name) == nil,
                try mapsUnderAnotherName(other, mappings: mappings.filter { types.resolveOther(of: $0)?.name == other.name })
            {
                continue
            }
            if request.isSync, other == nil { continue }
            var field: DerivedField
            if let other {
                let key = other.file.path + "#" + other.name
                if let known = derived[key] {
                    field = known
                } else {
                    field = try prepare(other, subject: subject, subjectNames: Set(added.preceding), subjectType: type, typing: typing)
                    derived[key] = field
                    derivedTypes.append((other, field))
                }
                if mapping.direction == .fromSubject, !other.isPersistenceModel, !other.isCodable,
                    [.application, .presentation].contains(other.fileInfo.layer), depth < Self.maximumDepth
                {
                    outward.append((other, field.type ?? type))
                }
            } else if let reference = request.reference, reference.matches(mapping.other), let known = reference.field(property.name) {
                // The `--from` type: its field is known, so its mapper gets the value.
                field = DerivedField(type: known.type, name: known.name, preceding: [])
            } else {
                field = DerivedField(type: nil, name: property.name, preceding: [], isExternal: true)
            }
            try MappingEditor(session: session, subject: subject, subjectNames: Set(added.preceding), property: property, subjectType: type, kind: kind, typing: typing)
                .edit(mapping, field: field, subjectPreceding: added.preceding)
        }
        try MockFactoryEditor(session: session, types: types, subject: subject, property: property, type: type, kind: kind)
            .edit(preceding: added.preceding)
        let sameEverywhere = kind == .plain && derivedTypes.allSatisfy { $0.1.type == nil || $0.1.type == type }
        if !request.isSync {
            var assertions = AssertionEditor(session: session, types: types, subject: subject, subjectNames: Set(added.preceding), property: property, comparable: sameEverywhere)
            assertions.kind = kind
            for (other, field) in derivedTypes { if let type = field.type { assertions.fieldTypes[other.name] = type } }
            try assertions.edit()
        }
        // The subject and its derived types hold the property by the end of the run: a
        // construction inside one of them passes its own value.
        let simpleName = { (name: String) in name.split(separator: ".").last.map(String.init) ?? name }
        var carriers = [simpleName(subject.name): type]
        for (other, field) in derivedTypes where field.name == property.name && !field.isLeftOut {
            if let fieldType = field.type { carriers[simpleName(other.name)] = fieldType }
        }
        if added.requiredAtCallSites, !request.isSync {
            var editor = CallSiteEditor(session: session, types: types, subject: subject, property: property, type: type, kind: kind, fill: request.fill)
            editor.carriers = carriers
            try editor.edit(preceding: added.preceding)
            // Subclasses hand the value to `super.init`; their own constructions then need it.
            let subjectNames = Set(subject.storedPropertyNames + [property.name])
            let subclasses = try SubclassInitializerEditor(
                session: session, types: types, subject: subject, property: property, typeText: type.swift,
                parameterDefault: parameterDefault, preceding: added.preceding, subjectNames: subjectNames
            ).edit()
            for subclass in subclasses {
                var subclassSites = CallSiteEditor(session: session, types: types, subject: subclass, property: property, type: type, kind: kind, fill: request.fill)
                subclassSites.carriers = carriers
                subclassSites.inheritedNames = subjectNames
                // The parameter is the subclass initializer's last: so is the argument.
                try subclassSites.edit(preceding: Array(subjectNames.union(subclass.storedPropertyNames)))
            }
        }
        // Derived types whose initializer now needs the value: their other constructions too.
        for (other, field) in derivedTypes where field.requiredAtCallSites {
            guard let fieldType = field.type else { continue }
            var editor = CallSiteEditor(session: session, types: types, subject: other, property: property, type: fieldType, kind: kind, fill: request.fill)
            editor.carriers = carriers
            try editor.edit(preceding: field.preceding)
        }
        for (model, modelType) in outward {
            try run(subject: model, type: modelType, depth: depth + 1)
        }
    }

    /// The property in a derived type: its type there, and the parameters it follows.
    struct DerivedField {
        /// nil for a type outside the project (an SDK model): read, never edited.
        var type: TypeRef?
        var name: String
        /// The initializer parameter labels before the new one, for call arguments.
        var preceding: [String]
        var isExternal = false
        var requiredAtCallSites = false
        /// Not given the property (listed for a person): its mappings are left alone too.
        var isLeftOut = false
    }

    /// Gives a derived type (DTO, SwiftData model, application model) its field.
    private mutating func prepare(_ other: ProjectType, subject: ProjectType, subjectNames: Set<String>, subjectType: TypeRef, typing: FieldTyping) throws(StrataIssues)
        -> DerivedField
    {
        if let existing = other.storedProperty(property.name) {
            // Already there (a sync run, or the SDK-like type has it): map to it as declared.
            let declared = existing.type.flatMap { try? TypeRefParser.parse($0) }
            return DerivedField(type: declared ?? subjectType, name: property.name, preceding: Self.preceding(property.name, in: other.storedPropertyNames))
        }
        var fieldType: TypeRef
        var attributes = ""
        if other.isPersistenceModel {
            fieldType = typing.persistenceType(property)
            if case .entity = typing.kind(of: property.type) { attributes = "@Relationship(deleteRule: .cascade) " }
        } else if other.isCodable {
            fieldType = typing.dtoType(property)
        } else {
            fieldType = subjectType
        }
        // An embedded entity travels as its counterpart in that layer (`PriceDTO`, a stored model).
        if case .entity(let name) = typing.kind(of: property.type), let entity = types.resolve(name, at: subject.file.path) {
            if let counterpart = SubMappingFinder(types: types).counterpart(of: entity, like: other, subjectName: subject.name) {
                fieldType = fieldType.replacing(name, with: counterpart)
            } else if other.isPersistenceModel {
                // A domain struct is no stored model: a relationship to it would not compile.
                session.unhandled(
                    other.file.path, line: session.line(other.declaration.line, in: other.file.path),
                    "`\(other.name)` has no stored model for `\(name)` to keep `\(property.name)` in: add one (a `@Model` registered in the schema, and its mapper), then run `strata sync`"
                )
                return DerivedField(type: nil, name: property.name, preceding: [], isLeftOut: true)
            }
        }
        // The type's own habit wins: a record that keeps the subject's other enums as raw strings
        // keeps this one so too (and one that keeps them as enums, as enums).
        if case .enumeration = typing.kind(of: property.type), let rawHabit = typing.storesEnumsRaw(other, comparedTo: subject) {
            fieldType = rawHabit ? .optional(.named("String")) : subjectType
        }
        let versioning = VersionedSchemaEditor(session: session, types: types)
        if let schema = versioning.schema(of: other) {
            let parameterDefault = typing.parameterDefault(for: fieldType, request: property)
            var new = NewStoredProperty(
                name: property.name, type: fieldType.swift, isVar: true, attributes: attributes, parameterDefault: parameterDefault)
            // The rows already saved get the declaration's value when the store migrates.
            if !fieldType.isOptional {
                new.initialValue = parameterDefault ?? BuiltinSamples.zero(fieldType)
                if new.initialValue == nil {
                    session.unhandled(
                        other.file.path, line: session.line(other.declaration.line, in: other.file.path), column: other.declaration.column,
                        "`\(other.name).\(property.name)` is stored and not optional, and Strata knows no value for the rows already saved: the new version cannot migrate them",
                        hint: "add a default to the command (`\(property.name):\(property.type.swift)=…`) or make it optional, and run again")
                    return DerivedField(type: nil, name: property.name, preceding: [], isLeftOut: true)
                }
            }
            guard session.claim(schema.file.path, offset: 0, "version:" + other.name + property.name),
                let added = try versioning.addVersion(for: other, schema: schema, property: new, anchorAmong: subjectNames.union(["id"]))
            else {
                return DerivedField(type: fieldType, name: property.name, preceding: [])
            }
            return DerivedField(type: fieldType, name: property.name, preceding: added.preceding, requiredAtCallSites: added.requiredAtCallSites)
        }
        if other.isPersistenceModel, let listed = try versioning.listing(of: other) {
            // The live class is a shipped version's model: changing it changes that version.
            let next = SchemaVersionCopy.nextName(listed.schema.name)
            session.unhandled(
                listed.source.path, line: listed.source.line(of: listed.element), column: listed.source.column(of: listed.element),
                "`\(listed.schema.name)` lists the live `\(other.name)`, so adding `\(property.name)` to it would change a shipped schema version and stores written by it would no longer open: freeze the current class as `\(listed.schema.name).\(other.name)` (a copy inside the enum), list that copy here, add `\(next)` listing `\(other.name).self` with a lightweight stage from `\(listed.schema.name)`, then run again",
                hint: "or keep each version's models as copies inside the versions (`typealias \(other.name) = \(next).\(other.name)`), which Strata versions by itself")
            return DerivedField(type: nil, name: property.name, preceding: [], isLeftOut: true)
        }
        let parameterDefault = typing.parameterDefault(for: fieldType, request: property)
        // A stored model's new non-optional field needs a value on the declaration itself: the
        // rows already on disk get it when the store migrates (lightweight migration).
        let initialValue = other.isPersistenceModel && !fieldType.isOptional ? parameterDefault ?? BuiltinSamples.zero(fieldType) : nil
        if other.isPersistenceModel, !fieldType.isOptional, initialValue == nil {
            session.unhandled(
                other.file.path, line: session.line(other.declaration.line, in: other.file.path),
                "`\(other.name).\(property.name)` is stored and not optional, and Strata knows no value for the rows already saved: give it one on the declaration (`= …`) or make it optional",
                hint: "add a default to the command (`\(property.name):\(property.type.swift)=…`) and run again")
        }
        guard
            let added = try addDeclaration(
                to: other, type: fieldType, parameterDefault: parameterDefault, doc: nil,
                anchorAmong: subjectNames.union(["id"]), isVar: other.isPersistenceModel ? true : nil, attributes: attributes, initialValue: initialValue)
        else {
            return DerivedField(type: fieldType, name: property.name, preceding: [])
        }
        return DerivedField(type: fieldType, name: property.name, preceding: added.preceding, requiredAtCallSites: added.requiredAtCallSites)
    }

    struct AddedDeclaration {
        var preceding: [String]
        var requiredAtCallSites: Bool
    }

    /// Adds the stored property (and initializer parameters/assignments) to `type`'s declaration.
    private func addDeclaration(
        to target: ProjectType, type: TypeRef, parameterDefault: String?, doc: String?, anchorAmong: Set<String>? = nil, isVar: Bool? = nil,
        attributes: String = "", initialValue: String? = nil
    ) throws(StrataIssues) -> AddedDeclaration? {
        let source = try session.source(target.file.path)
        guard let group = DeclarationLocator(source: source).type(named: target.name) else {
            session.unhandled(
                target.file.path, line: session.line(target.declaration.line, in: target.file.path), "cannot find `\(target.name)` in this file to add `\(property.name)`",
                hint: "is it generated or inside a macro?")
            return nil
        }
        let shape = TypeShape(group)
        // The last property the subject also has, so bookkeeping fields (`cachedAt`) stay last.
        let anchorName = anchorAmong.flatMap { names in shape.storedProperties.last { names.contains($0.name) }?.name } ?? shape.storedProperties.last?.name
        let preceding = Self.preceding(property.name, in: shape.storedProperties.map(\.name), anchor: anchorName)
        let line = source.line(of: group)
        let explicitInitializers = shape.initializers
        let memberwise = shape.memberwiseInitializers
        // With no initializer of its own, a struct's memberwise initializer needs the value unless
        // the property is a `var` with a default (optionals default to nil).
        let isVarResolved = isVar ?? PropertyInserter.prefersVar(shape.storedProperties)
        let required: Bool
        if explicitInitializers.isEmpty {
            required = group.is(StructDeclSyntax.self) && !(isVarResolved && type.isOptional)
        } else {
            required = parameterDefault == nil && !memberwise.isEmpty
        }
        if shape.property(named: property.name) != nil, memberwise.allSatisfy({ Self.hasParameter(property.name, $0) }) {
            if !request.isSync { session.alreadyPresent("`\(target.name).\(property.name)`") }
            // Calls get the argument where the parameter is: after the properties declared before it.
            let names = shape.storedProperties.map(\.name)
            return AddedDeclaration(preceding: Array(names.prefix { $0 != property.name }), requiredAtCallSites: false)
        }
        guard session.claim(target.file.path, offset: group.position.utf8Offset, "property:" + property.name) else {
            return AddedDeclaration(preceding: preceding, requiredAtCallSites: false)
        }
        // A class without initializers (a Realm `Object`, defaults on every property) compiles only
        // if every stored property has a value.
        var initialValue = initialValue
        if group.is(ClassDeclSyntax.self), explicitInitializers.isEmpty, !type.isOptional, initialValue == nil {
            initialValue = parameterDefault ?? BuiltinSamples.zero(type)
            if initialValue == nil {
                session.unhandled(target.file.path, line: line, "`\(target.name)` has no initializer: give `\(property.name)` a value on its declaration")
            }
        }
        let new = NewStoredProperty(
            name: property.name, type: type.swift, isVar: isVar, attributes: attributes, parameterDefault: parameterDefault, initialValue: initialValue,
            doc: doc, anchor: anchorName)
        let result = PropertyInserter(source: source).edits(adding: new, to: group)
        session.add(
            result.edits, in: target.file.path, line: line,
            "`\(target.name)`: property `\(property.name): \(type.swift)`" + (result.editedInitializers > 0 ? ", initializer parameter and assignment" : ""))
        if let keys = shape.codingKeys, let edits = CodingKeysInserter(source: source).edits(adding: property.name, to: keys, after: anchorName) {
            session.add(edits, in: target.file.path, line: source.line(of: keys), "`\(target.name).CodingKeys`: case `\(property.name)`")
        }
        let codable = CodableMethodsEditor(source: source).edits(adding: property.name, type: type, in: group, after: anchorName)
        session.add(codable, in: target.file.path, line: line, "`\(target.name)`: decodes and encodes `\(property.name)`")
        for initializer in explicitInitializers where !memberwise.contains(where: { $0.id == initializer.id }) {
            let parameters = initializer.signature.parameterClause.parameters.map { $0.type.trimmedDescription }
            if parameters.contains(where: { $0.hasSuffix("Decoder") }) {
                if codable.isEmpty {
                    session.unhandled(
                        target.file.path, line: source.line(of: initializer), "`\(target.name).init(from:)` decodes in a way Strata cannot read: decode `\(property.name)` there")
                }
            } else if initializer.signature.parameterClause.parameters.isEmpty, initializer.body?.statements.isEmpty ?? false,
                initialValue != nil || (isVarResolved && type.isOptional)
            {
                // `init() {}` sets nothing: the new property starts from its own value, as the others do.
                continue
            } else if !memberwise.isEmpty || explicitInitializers.count == 1 {
                session.unhandled(
                    target.file.path, line: source.line(of: initializer), "`\(target.name)` has a hand-written initializer Strata does not edit: set `\(property.name)` there")
                if let nested = NestedSourcePath(types: types).find(in: initializer, properties: Set(shape.storedProperties.map(\.name)), at: target.file.path) {
                    let type = nested.type
                    session.unhandled(
                        type.file.path, line: session.line(type.declaration.line, in: type.file.path), column: type.declaration.column,
                        "`\(target.name)`'s initializer reads its values through `\(nested.path)` (`\(type.name)`): give `\(type.name)` a `\(property.name)`, filled where it is built, and read it there",
                        hint: "Strata does not add it: how `\(type.name)` is filled (a JSON key, a stored field) is not in the code")
                }
            }
        }
        if memberwise.isEmpty, !explicitInitializers.isEmpty,
            !explicitInitializers.allSatisfy({ $0.signature.parameterClause.parameters.contains { ["Decoder", "any Decoder"].contains($0.type.trimmedDescription) } })
        {
            return AddedDeclaration(preceding: preceding, requiredAtCallSites: false)
        }
        return AddedDeclaration(preceding: preceding, requiredAtCallSites: required)
    }

    /// In a sync, a derived type without a same-named property may still carry the value under
    /// another name (`imageUrl` for `imageURL`): its mapper passes or reads the property.
    private func mapsUnderAnotherName(_ other: ProjectType, mappings: [Mapping]) throws(StrataIssues) -> Bool {
        for mapping in mappings {
            let source = try session.source(mapping.file)
            let name = mapping.memberKind == .initializer ? "init" : mapping.memberName
            guard let member = DeclarationLocator(source: source).member(named: name, line: session.line(mapping.line, in: mapping.file)) else { continue }
            let text = member.trimmedDescription
            if text.contains(property.name + ":") || Self.readsMember(property.name, in: text) { return true }
        }
        return false
    }

    /// `.name` followed by something that cannot continue an identifier.
    static func readsMember(_ name: String, in text: String) -> Bool {
        var search = text[...]
        while let range = search.range(of: "." + name) {
            let next = search[range.upperBound...].first
            if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            search = search[range.upperBound...]
        }
        return false
    }

    static func hasParameter(_ name: String, _ initializer: InitializerDeclSyntax) -> Bool {
        initializer.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
    }

    /// The names up to and including `anchor` (all of them without one), minus the new name.
    static func preceding(_ name: String, in names: [String], anchor: String? = nil) -> [String] {
        let existing = names.filter { $0 != name }
        guard let anchor, let index = existing.firstIndex(of: anchor) else { return existing }
        return Array(existing[...index])
    }
}
