import StrataModel
import SwiftSyntax

/// Edits one mapping's body for the new property: the argument in the constructor call it
/// builds, or the assignment in an update-in-place method, with the right conversion.
struct MappingEditor {
    let session: EditSession
    let subject: ProjectType
    /// The subject's stored properties as they stand now (earlier rounds included).
    let subjectNames: Set<String>
    let property: PropertyRequest
    let subjectType: TypeRef
    let kind: ValueKind
    let typing: FieldTyping
    var types: ProjectTypes { typing.types }

    func edit(_ mapping: Mapping, field: Propagation.DerivedField, subjectPreceding: [String]) throws(StrataIssues) {
        guard !field.isLeftOut else { return }
        let source = try session.source(mapping.file)
        let memberName = mapping.memberKind == .initializer ? "init" : mapping.memberName
        var mapping = mapping
        mapping.line = session.line(mapping.line, in: mapping.file)
        guard let member = DeclarationLocator(source: source).member(named: memberName, line: mapping.line) else {
            session.unhandled(mapping.file, line: mapping.line, "cannot read the mapper `\(memberName)` here: add `\(property.name)` by hand")
            return
        }
        let place = (mapping.owner.map { $0 + "." } ?? "") + mapping.memberName
        switch mapping.direction {
        case .toSubject:
            let calls = constructorCalls(of: subject.name, module: subject.module, in: member)
                .filter { !$0.arguments.isEmpty && !Self.delegatesElsewhere($0, storedNames: subjectNames) }
            if calls.isEmpty {
                try assignInInitializer(
                    member, mapping: mapping, value: { prefix in convert(prefix, field.type, subjectType, in: mapping) }, place: place,
                    buildsSubclass: buildsSubclassOfSubject(in: member))
                return
            }
            for call in calls {
                guard session.claim(mapping.file, offset: call.position.utf8Offset, "arg:" + property.name) else { continue }
                let line = source.line(of: call)
                if call.arguments.contains(where: { $0.label?.text == property.name }) { continue }
                if field.isExternal || field.type == nil {
                    session.unhandled(
                        mapping.file, line: line,
                        "`\(place)` builds `\(subject.name)` from `\(mapping.other)`, which is outside the project: pass `\(property.name):` here by hand",
                        hint: property.type.isOptional || property.defaultValue != nil ? "until then it gets its default" : "the code will not compile until it does")
                    continue
                }
                let prefix = ArgumentInserter.sourcePrefix(of: call) ?? defaultPrefix(member, reading: mapping.other)
                guard let value = convert(prefix + field.name, field.type!, subjectType, in: mapping) else {
                    unconvertible(mapping, line: line, place: place)
                    continue
                }
                insert(value, in: call, preceding: subjectPreceding, source: source, line: line, summary: "`\(place)`: `\(property.name): \(value)`")
            }
        case .fromSubject:
            guard let fieldType = field.type else { return }
            let other = ProjectTypes.unqualified(mapping.other, modules: [])
            // `.init(…)` builds the other side in its own initializer, or where the member returns it.
            let implicit = mapping.owner == other || Self.returns(other, member)
            let otherNames = Set(types.resolveOther(of: mapping)?.storedPropertyNames ?? [])
            let calls = constructorCalls(of: other, module: nil, in: member, implicit: implicit)
                .filter { !$0.arguments.isEmpty && !Self.delegatesElsewhere($0, storedNames: otherNames) }
            if calls.isEmpty {
                try assignInInitializer(member, mapping: mapping, value: { prefix in convert(prefix, subjectType, fieldType, in: mapping) }, place: place)
                return
            }
            for call in calls {
                guard session.claim(mapping.file, offset: call.position.utf8Offset, "arg:" + property.name) else { continue }
                let line = source.line(of: call)
                if call.arguments.contains(where: { $0.label?.text == property.name }) { continue }
                let prefix = ArgumentInserter.sourcePrefix(of: call) ?? defaultPrefix(member, reading: subject.name)
                guard let value = convert(prefix + property.name, subjectType, fieldType, in: mapping) else {
                    unconvertible(mapping, line: line, place: place)
                    continue
                }
                insert(value, in: call, preceding: field.preceding, source: source, line: line, summary: "`\(place)`: `\(property.name): \(value)`")
            }
        case .update:
            guard let fieldType = field.type, let body = Self.body(of: member), let pattern = UpdateAssignmentInserter.pattern(in: body) else {
                session.unhandled(mapping.file, line: mapping.line, "`\(place)` updates `\(mapping.other)` in a way Strata cannot read: assign `\(property.name)` there")
                return
            }
            guard session.claim(mapping.file, offset: body.position.utf8Offset, "assign:" + property.name) else { return }
            if body.statements.contains(where: { Assignment.split($0.item.trimmedDescription).map { $0.base == pattern.target && $0.member == property.name } ?? false }) {
                return
            }
            guard let value = convert(pattern.sourcePrefix + property.name, subjectType, fieldType, in: mapping) else {
                unconvertible(mapping, line: mapping.line, place: place)
                return
            }
            let edits = UpdateAssignmentInserter(source: source).edits(
                member: property.name, value: value, target: pattern.target, in: body, known: subjectNames)
            record(edits, path: mapping.file, line: mapping.line, summary: "`\(place)`: `\(pattern.target).\(property.name) = \(value)`")
        }
    }

    private func insert(_ value: String, in call: FunctionCallExprSyntax, preceding: [String], source: ParsedSource, line: Int, summary: String) {
        let edits = ArgumentInserter(source: source).edits(label: property.name, value: value, in: call, preceding: preceding)
        record(edits, path: source.path, line: line, summary: summary)
    }

    private func record(_ edits: [SourceEdit]?, path: String, line: Int, summary: String) {
        guard let edits else {
            session.alreadyPresent(summary)
            return
        }
        if edits.isEmpty {
            session.unhandled(path, line: line, "cannot add `\(property.name)` here (a call without parentheses?): add it by hand")
        }
        session.add(edits, in: path, line: line, summary)
    }

    /// An initializer that sets `self.x = dto.x` one by one (`init(dto:)`), or sets them by bare
    /// name after `self.init()` (`id = data.number`): one more assignment in the same style.
    /// - Parameter buildsSubclass: the member builds a subclass of the subject instead: the subclass
    ///   step gives that construction the value, and only when it does not is the place reported.
    private func assignInInitializer(
        _ member: Syntax, mapping: Mapping, value: (String) -> String?, place: String, buildsSubclass: Bool = false
    ) throws(StrataIssues) {
        let source = try session.source(mapping.file)
        guard let body = Self.body(of: member), let pattern = assignmentStyle(body, member: member, mapping: mapping) else {
            let message = "`\(place)` maps `\(subject.name)` in a shape Strata cannot edit: add `\(property.name)` by hand"
            if buildsSubclass {
                session.unhandled(
                    mapping.file, line: mapping.line, unlessEditedWithin: member.positionAfterSkippingLeadingTrivia.utf8Offset..<member.endPositionBeforeTrailingTrivia.utf8Offset,
                    message)
            } else {
                session.unhandled(mapping.file, line: mapping.line, message)
            }
            return
        }
        guard session.claim(mapping.file, offset: body.position.utf8Offset, "assign:" + property.name) else { return }
        guard let converted = value(pattern.sourcePrefix + property.name) else {
            unconvertible(mapping, line: mapping.line, place: place)
            return
        }
        let edits = UpdateAssignmentInserter(source: source).edits(member: property.name, value: converted, target: pattern.target, in: body, known: subjectNames)
        let written = (pattern.target.isEmpty ? "" : pattern.target + ".") + "\(property.name) = \(converted)"
        record(edits, path: mapping.file, line: mapping.line, summary: "`\(place)`: `\(written)`")
    }

    /// `self.x = dto.x`, else bare `x = dto.x` in an initializer: an initializer's bare assignment
    /// to one of the type's stored properties sets that property. The values are read the way
    /// most same-named ones are (`data.`), else through the parameter of the other type.
    private func assignmentStyle(_ body: CodeBlockSyntax, member: Syntax, mapping: Mapping) -> UpdateAssignmentInserter.Pattern? {
        if let learned = UpdateAssignmentInserter.pattern(in: body), learned.target == "self" { return learned }
        guard member.is(InitializerDeclSyntax.self), let bare = UpdateAssignmentInserter.barePattern(in: body, properties: subjectNames) else { return nil }
        let reading = mapping.direction == .toSubject ? mapping.other : subject.name
        let prefix = bare.prefix ?? defaultPrefix(member, reading: reading)
        guard !prefix.isEmpty else { return nil }
        return UpdateAssignmentInserter.Pattern(target: "", sourcePrefix: prefix)
    }

    private func unconvertible(_ mapping: Mapping, line: Int, place: String) {
        session.unhandled(
            mapping.file, line: line,
            "`\(place)` needs a conversion Strata does not write for `\(property.name): \(property.type.swift)` (to or from `\(mapping.other)`): map it by hand",
            hint: "embedded entities need their own mapper; add one, then run `strata sync`")
    }

    private func convert(_ source: String, _ from: TypeRef?, _ to: TypeRef, in mapping: Mapping) -> String? {
        guard let from else { return nil }
        if case .entity(let name) = kind, from != to, to != .optional(from) {
            return subMapped(source, from: from, to: to, entityName: name, in: mapping)
        }
        let fallback =
            property.defaultValue
            ?? {
                if case .enumeration(_, let first?) = kind { return "." + first }
                return BuiltinSamples.zero(to.nonOptional)
            }()
        return ValueConversion(kind: kind, fallback: fallback).convert(source, from: from, to: to)
    }

    /// An embedded entity converted element by element through its own mapping; a sub-mapper the
    /// parent mapper lacks is stored in it (`private let priceMapper = PriceMapper()`, the popcorn preset).
    private func subMapped(_ source: String, from: TypeRef, to: TypeRef, entityName: String, in mapping: Mapping) -> String? {
        guard let entity = types.resolve(entityName, at: subject.file.path),
            let fromName = from.namedTypes.first, let toName = to.namedTypes.first,
            let parsed = try? session.source(mapping.file)
        else { return nil }
        let parent = mapping.owner.flatMap { DeclarationLocator(source: parsed).type(named: $0) }
        guard let sub = SubMappingFinder(types: types).find(entity: entity, from: fromName, to: toName, parent: parent),
            let expression = sub.convert(source, from: from, to: to)
        else { return nil }
        if let stored = sub.storedMapper, let parent, session.claim(mapping.file, offset: parent.position.utf8Offset, "submapper:" + stored.name) {
            let edits = StoredMemberInserter(source: parsed).edits(declaration: "private let \(stored.name) = \(stored.type)()", in: parent)
            session.add(edits, in: mapping.file, line: parsed.line(of: parent), "`\(mapping.owner ?? "")`: sub-mapper `\(stored.name)`")
        }
        return expression
    }

    /// Whether `member` builds a class that inherits from the subject (a mapper typed to return the
    /// subject that returns one of its subclasses).
    private func buildsSubclassOfSubject(in member: Syntax) -> Bool {
        types.subclasses(of: subject).contains { type in
            !ConstructorCalls(typeName: type.name, module: type.module, implicitMeansType: false).find(in: member).isEmpty
        }
    }

    /// Calls that construct the type: explicit ones (`Movie(…)`), else `Self(…)`/`.init(…)`.

    private func constructorCalls(of name: String, module: String?, in member: Syntax, implicit: Bool = true) -> [FunctionCallExprSyntax] {
        let explicit = ConstructorCalls(typeName: name, module: module, implicitMeansType: false).find(in: member)
        guard explicit.isEmpty, implicit else { return explicit }
        return ConstructorCalls(typeName: name, module: module, implicitMeansType: true).find(in: member)
    }

    /// `dto.` when the member has a parameter of the source type, `` when it reads `self`.
    private func defaultPrefix(_ member: Syntax, reading type: String) -> String {
        let parameters: FunctionParameterListSyntax?
        if let function = member.as(FunctionDeclSyntax.self) {
            parameters = function.signature.parameterClause.parameters
        } else if let initializer = member.as(InitializerDeclSyntax.self) {
            parameters = initializer.signature.parameterClause.parameters
        } else {
            parameters = nil
        }
        guard let parameters, !parameters.isEmpty else { return "" }
        let matching = parameters.first { $0.type.trimmedDescription.hasSuffix(ProjectTypes.unqualified(type, modules: [])) } ?? parameters.first!
        return (matching.secondName ?? matching.firstName).text + "."
    }

    /// `self.init(singleRunningResult: x)`: a delegation to another initializer, whose labels are
    /// not the type's properties; it takes no new argument (the initializer it calls sets the value).
    static func delegatesElsewhere(_ call: FunctionCallExprSyntax, storedNames: Set<String>) -> Bool {
        guard call.calledExpression.trimmedDescription == "self.init", !storedNames.isEmpty else { return false }
        return call.arguments.contains { argument in argument.label.map { !storedNames.contains($0.text) } ?? true }
    }

    /// Whether the function returns `type` as written (`FS.Document.Rock`, `Rock`).
    static func returns(_ type: String, _ member: Syntax) -> Bool {
        guard let written = member.as(FunctionDeclSyntax.self)?.signature.returnClause?.type.trimmedDescription else { return false }
        return written == type || type.hasSuffix("." + written) || written.hasSuffix("." + type)
    }

    static func body(of member: Syntax) -> CodeBlockSyntax? {
        if let function = member.as(FunctionDeclSyntax.self) { return function.body }
        if let initializer = member.as(InitializerDeclSyntax.self) { return initializer.body }
        return nil
    }
}
