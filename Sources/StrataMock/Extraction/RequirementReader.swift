import StrataIndex
import SwiftSyntax

/// The members of a protocol body → requirements and associated types, signatures kept whole.
struct RequirementReader {
    let file: ParsedFile

    func readMembers(_ members: MemberBlockItemListSyntax, into model: inout MockableProtocol) {
        for member in members {
            switch member.decl.as(DeclSyntaxEnum.self) {
            case .functionDecl(let node): model.requirements.append(.method(method(node)))
            case .variableDecl(let node): model.requirements += properties(node).map(Requirement.property)
            case .subscriptDecl(let node): model.requirements.append(.subscript(subscriptRequirement(node)))
            case .initializerDecl(let node): model.requirements.append(.initializer(initializer(node)))
            case .associatedTypeDecl(let node): model.associatedTypes.append(associatedType(node))
            case .ifConfigDecl(let node):
                for clause in node.clauses {
                    if case .decls(let nested)? = clause.elements { readMembers(nested, into: &model) }
                }
            default: continue  // typealiases and anything else are inherited by the mock as they are
            }
        }
    }

    // MARK: - Requirements

    func method(_ node: FunctionDeclSyntax) -> MethodRequirement {
        let signature = node.signature
        let start = ParsedFile.startToken(attributes: node.attributes, modifiers: node.modifiers, keyword: node.funcKeyword)
        return MethodRequirement(
            name: node.name.text, genericParameters: genericParameters(node.genericParameterClause),
            whereClause: node.genericWhereClause.map { file.text($0.requirements) },
            parameters: parameters(signature.parameterClause.parameters, labelsByDefault: true),
            returnType: signature.returnClause.map { TypeReader.read($0.type, in: file) }.flatMap { $0.isVoid ? nil : $0 },
            isAsync: signature.effectSpecifiers?.asyncSpecifier != nil,
            throwsKind: throwsKind(signature.effectSpecifiers?.throwsClause),
            isStatic: isStatic(node.modifiers), attributes: attributes(node.attributes) + keptModifiers(node.modifiers),
            line: file.line(of: start)
        )
    }

    func properties(_ node: VariableDeclSyntax) -> [PropertyRequirement] {
        let start = ParsedFile.startToken(attributes: node.attributes, modifiers: node.modifiers, keyword: node.bindingSpecifier)
        return node.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = binding.typeAnnotation?.type
            else { return nil }
            let accessors = accessorFacts(binding.accessorBlock)
            return PropertyRequirement(
                name: name, type: TypeReader.read(type, in: file), isStatic: isStatic(node.modifiers), hasSetter: accessors.hasSetter,
                getterIsAsync: accessors.isAsync, getterThrows: accessors.throwsKind, attributes: attributes(node.attributes) + keptModifiers(node.modifiers),
                line: file.line(of: start))
        }
    }

    func subscriptRequirement(_ node: SubscriptDeclSyntax) -> SubscriptRequirement {
        let start = ParsedFile.startToken(attributes: node.attributes, modifiers: node.modifiers, keyword: node.subscriptKeyword)
        let accessors = accessorFacts(node.accessorBlock)
        return SubscriptRequirement(
            genericParameters: genericParameters(node.genericParameterClause),
            whereClause: node.genericWhereClause.map { file.text($0.requirements) },
            parameters: parameters(node.parameterClause.parameters, labelsByDefault: false),
            returnType: TypeReader.read(node.returnClause.type, in: file), isStatic: isStatic(node.modifiers),
            hasSetter: accessors.hasSetter, getterIsAsync: accessors.isAsync, getterThrows: accessors.throwsKind,
            attributes: attributes(node.attributes) + keptModifiers(node.modifiers),
            line: file.line(of: start))
    }

    func initializer(_ node: InitializerDeclSyntax) -> InitializerRequirement {
        let start = ParsedFile.startToken(attributes: node.attributes, modifiers: node.modifiers, keyword: node.initKeyword)
        return InitializerRequirement(
            genericParameters: genericParameters(node.genericParameterClause),
            whereClause: node.genericWhereClause.map { file.text($0.requirements) },
            parameters: parameters(node.signature.parameterClause.parameters, labelsByDefault: true),
            isFailable: node.optionalMark != nil, isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil,
            throwsKind: throwsKind(node.signature.effectSpecifiers?.throwsClause),
            attributes: attributes(node.attributes) + keptModifiers(node.modifiers), line: file.line(of: start))
    }

    func associatedType(_ node: AssociatedTypeDeclSyntax) -> AssociatedTypeRequirement {
        AssociatedTypeRequirement(
            name: node.name.text, constraint: node.inheritanceClause.map { file.text($0.inheritedTypes) },
            defaultType: node.initializer.map { file.text($0.value) },
            whereClause: node.genericWhereClause.map { file.text($0.requirements) })
    }

    // MARK: - Parts

    /// `{ get async throws set }`: whether there is a setter, and the getter's effects.
    private func accessorFacts(_ block: AccessorBlockSyntax?) -> (hasSetter: Bool, isAsync: Bool, throwsKind: ThrowsKind) {
        var facts = (hasSetter: false, isAsync: false, throwsKind: ThrowsKind.none)
        guard case .accessors(let accessors)? = block?.accessors else { return facts }
        for accessor in accessors {
            switch accessor.accessorSpecifier.tokenKind {
            case .keyword(.set): facts.hasSetter = true
            case .keyword(.get):
                facts.isAsync = accessor.effectSpecifiers?.asyncSpecifier != nil
                facts.throwsKind = throwsKind(accessor.effectSpecifiers?.throwsClause)
            default: break
            }
        }
        return facts
    }

    /// A subscript's single name is internal only (`labelsByDefault: false`), as in Swift.
    func parameters(_ list: FunctionParameterListSyntax, labelsByDefault: Bool) -> [RequirementParameter] {
        list.map { parameter in
            let first = parameter.firstName.text
            let label = parameter.secondName != nil || labelsByDefault ? first : "_"
            let name = parameter.secondName?.text ?? first
            return RequirementParameter(
                label: label, name: name == "_" ? nil : name, type: TypeReader.read(parameter.type, in: file),
                isVariadic: parameter.ellipsis != nil)
        }
    }

    func genericParameters(_ clause: GenericParameterClauseSyntax?) -> [GenericParameter] {
        clause?.parameters.map { GenericParameter(name: $0.name.text, constraint: $0.inheritedType.map { file.text($0) }) } ?? []
    }

    /// `throws(any Error)` is untyped, `throws(Never)` does not throw.
    func throwsKind(_ clause: ThrowsClauseSyntax?) -> ThrowsKind {
        guard let clause else { return .none }
        if clause.throwsSpecifier.tokenKind == .keyword(.rethrows) { return .rethrows }
        guard let type = clause.type else { return .untyped }
        let text = file.text(type)
        switch text {
        case "any Error", "Error", "Swift.Error", "any Swift.Error": return .untyped
        case "Never", "Swift.Never": return .none
        default: return .typed(text)
        }
    }

    func accessLevel(_ modifiers: DeclModifierListSyntax) -> String? {
        for modifier in modifiers where modifier.detail == nil {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.private), .keyword(.package), .keyword(.open), .keyword(.fileprivate), .keyword(.internal):
                return modifier.name.text
            default: continue
            }
        }
        return nil
    }

    func attributes(_ list: AttributeListSyntax) -> [String] {
        list.compactMap { element in
            guard case .attribute(let attribute) = element else { return nil }
            return file.text(attribute)
        }
    }

    /// Modifiers the mock repeats: isolation only; access, `static`, `mutating` and `optional` are
    /// decided by the mock itself.
    private func keptModifiers(_ modifiers: DeclModifierListSyntax) -> [String] {
        modifiers.compactMap { $0.name.tokenKind == .keyword(.nonisolated) ? file.text($0) : nil }
    }

    private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// `A & B` is two entries; `class` (the old spelling) reads `AnyObject`.
    func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        guard let clause else { return [] }
        var names: [String] = []
        for entry in clause.inheritedTypes {
            if let composition = entry.type.as(CompositionTypeSyntax.self) {
                names += composition.elements.map { file.text($0.type) }
            } else if entry.type.is(ClassRestrictionTypeSyntax.self) {
                names.append("AnyObject")
            } else {
                names.append(file.text(entry.type))
            }
        }
        return names
    }
}
