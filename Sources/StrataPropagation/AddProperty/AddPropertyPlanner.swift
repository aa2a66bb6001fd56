import Foundation
import StrataAnalysis
import StrataIndex
import StrataModel

/// `strata add-property`: which types get which properties, and where they live.
public struct AddPropertyRequest: Sendable {
    package var entities: [String]
    package var properties: [PropertyRequest]
    /// Which module's type, when the name exists in several.
    package var module: String?
    /// The value call sites in non-test code get for a required property without a default.
    package var fill: String?
    /// Derived types to leave alone (`--skip MovieRequestDTO`).
    package var skip: Set<String>
    /// `Type.property` pairs a derived type deliberately goes without (`MovieDetails.posterPath`).
    package var ignore: Set<String> = []
    /// `sync`: the subject already has the property; only the layers that miss it change.
    var isSync = false
    /// `--from`: the type the new properties come from; its mappers get the values too.
    package var reference: ReferenceType?
    /// `--enum`: String-backed enums the new properties need, created beside the first entity.
    package var newEnums: [NewEnumType] = []
    /// `--struct`: value types the new properties need, created in every layer they reach.
    package var newStructs: [NewStructType] = []

    public init(entities: [String], properties: [PropertyRequest], module: String? = nil, fill: String? = nil, skip: Set<String> = []) {
        self.entities = entities
        self.properties = properties
        self.module = module
        self.fill = fill
        self.skip = skip
    }
}

/// Plans adding properties to domain entities and propagating them through every layer the
/// index shows: derived types (DTOs, SwiftData models, application models), the mappers
/// between them (found by signature), mock factories and initializer call sites.
public struct AddPropertyPlanner {
    var types: ProjectTypes
    let root: URL

    public init(index: SourceIndex, model: CodebaseModel, root: URL) {
        self.types = ProjectTypes(index: index, model: model)
        self.root = root
    }

    public func plan(_ request: AddPropertyRequest) throws(StrataIssues) -> EvolutionPlan {
        let subjects = try resolveSubjects(request)
        let session = EditSession(root: root, fileNames: ModuleFileNames(index: types.index))
        var types = self.types
        for newEnum in request.newEnums {
            if let existing = types.byName[newEnum.name]?.first(where: { !$0.isTest }) {
                if newEnum.isDeclared(by: existing) {
                    session.alreadyPresent("enum `\(newEnum.name)`")
                    continue
                }
                throw StrataIssues([
                    StrataIssue(
                        .error, at: SourceLocation(file: existing.file.path, line: existing.declaration.line, column: 1),
                        "`\(newEnum.name)` already exists with other cases", hint: "drop --enum \(newEnum.name) to use it as it is, or choose another name")
                ])
            }
            let indent = try session.source(subjects[0].file.path).lines.indentStep
            let file = newEnum.file(beside: subjects[0], types: types, indent: indent)
            try session.addNewFile(file, summary: "new enum `\(newEnum.name)` (\(newEnum.cases.count) cases)")
            types.add(newEnum, file: file, beside: subjects[0])
        }
        for newStruct in request.newStructs {
            try NewStructLayers(session: session, newStruct: newStruct, subject: subjects[0]).plan(into: &types)
        }
        if !request.newStructs.isEmpty { try session.commitRound() }
        // All properties in one round, one batch each (in request order): every property is
        // planned against the same text, so each costs its own edits, not the size the files
        // reach with the properties before it. A cancelled request (an MCP client's) stops
        // between properties.
        var planned = Set<String>()
        for property in request.properties {
            try StrataIssues.checkCancellation()
            // Named twice: the second is already there once the first is.
            guard planned.insert(property.name).inserted else {
                for subject in subjects { session.alreadyPresent("`\(subject.name).\(property.name)`") }
                continue
            }
            session.beginBatch()
            for subject in subjects {
                var propagation = Propagation(types: types, session: session, request: request, property: property)
                try propagation.run(subject: subject, type: property.type, depth: 0)
            }
        }
        return try session.finish()
    }

    /// `--from`: the reference's properties the entity lacks, typed for the domain. Returns the
    /// properties and the mapping to show before anything is done.
    package func missingProperties(from reference: ReferenceType, entity: String, module: String?) throws(StrataIssues) -> (properties: [PropertyRequest], mapping: [String]) {
        let subject = try resolveSubjects(AddPropertyRequest(entities: [entity], properties: [], module: module))[0]
        let existing = Set(subject.storedPropertyNames)
        var properties: [PropertyRequest] = []
        var mapping: [String] = []
        for field in reference.fields where !existing.contains(field.name) {
            guard let type = domainType(field.type, subject: subject) else {
                mapping.append("`\(field.name): \(field.written)` → not added: no domain type for it (add one, then run again)")
                continue
            }
            var property = PropertyRequest(name: field.name, type: type)
            if !type.isOptional, let zero = BuiltinSamples.zero(type) { property.defaultValue = zero }
            properties.append(property)
            mapping.append("`\(field.name): \(field.written)` → `\(field.name): \(type.swift)`" + (property.defaultValue.map { " = \($0)" } ?? ""))
        }
        return (properties, mapping)
    }

    /// A reference field's type in the domain: builtins as they are, SDK types by the domain type
    /// of the same name (`TMDb.Genre` → `Genre`); nil when the domain has none.
    private func domainType(_ type: TypeRef, subject: ProjectType) -> TypeRef? {
        switch type {
        case .optional(let wrapped): return domainType(wrapped, subject: subject).map { .optional($0) }
        case .array(let element): return domainType(element, subject: subject).map { .array($0) }
        case .set(let element): return domainType(element, subject: subject).map { .set($0) }
        case .dictionary(let key, let value):
            guard let key = domainType(key, subject: subject), let value = domainType(value, subject: subject) else { return nil }
            return .dictionary(key: key, value: value)
        case .named(let name):
            if TypeRef.builtinNames.contains(name) { return type }
            let last = String(name.split(separator: ".").last ?? Substring(name))
            guard let local = types.resolve(last, at: subject.file.path), !local.isTest else { return nil }
            return .named(last)
        }
    }

    /// Every named entity, resolved to exactly one declaration, or every problem at once.
    func resolveSubjects(_ request: AddPropertyRequest) throws(StrataIssues) -> [ProjectType] {
        try SubjectLookup(types: types).subjects(request.entities, module: request.module)
    }
}
