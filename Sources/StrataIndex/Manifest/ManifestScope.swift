import SwiftSyntax

/// The names a `Package.swift` declares at its top level, which its target lists may use:
/// constants (`let domain: Target.Dependency = "Domain"`), helper functions that build targets
/// (`func feature(_ name: String) -> Target { … }`), and static members of `Target.Dependency`
/// (`static let domain: Self = "Domain"`, used as `.domain`).
struct ManifestScope {
    struct Function {
        struct Parameter {
            /// The argument label at call sites; nil for `_`.
            var label: String?
            var name: String
            var defaultValue: ExprSyntax?
            /// `[Target]` parameters take targets; everything else (names, dependency lists) is read as dependencies.
            var context: ManifestEvaluator.Context
        }

        var parameters: [Parameter]
        /// The single expression the body returns.
        var body: ExprSyntax?
        /// Declared to return a `Target` or `[Target]` (not a `Target.Dependency`).
        var returnsTargets: Bool
    }

    var constants: [String: ExprSyntax] = [:]
    /// Variables changed after their declaration (`shared += […]`): their value is not the initializer's.
    var mutated: Set<String> = []
    var functions: [String: Function] = [:]
    var staticMembers: [String: ExprSyntax] = [:]

    init(_ tree: SourceFileSyntax) {
        for item in tree.statements {
            switch item.item {
            case .decl(let declaration):
                if let variable = declaration.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value
                        else { continue }
                        constants[name] = value
                    }
                } else if let function = declaration.as(FunctionDeclSyntax.self) {
                    functions[function.name.text] = Self.function(function)
                } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
                    collectStaticMembers(of: extensionDecl)
                }
            case .expr(let expression):
                if let target = Self.assignedName(expression) { mutated.insert(target) }
            default:
                continue
            }
        }
    }

    /// `x += …`, `x = …`, `x.append(…)`: the variable changed by a top-level statement.
    private static func assignedName(_ expression: ExprSyntax) -> String? {
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let operatorText = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text
                ?? (sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true ? "=" : nil),
            ["+=", "="].contains(operatorText)
        {
            return sequence.elements.first?.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text.hasPrefix("append") || member.declName.baseName.text.hasPrefix("insert")
        {
            return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        return nil
    }

    private static func function(_ declaration: FunctionDeclSyntax) -> Function {
        let parameters = declaration.signature.parameterClause.parameters.map { parameter in
            let first = parameter.firstName.text
            let type = parameter.type.trimmedDescription
            return Function.Parameter(
                label: first == "_" ? nil : first, name: parameter.secondName?.text ?? first, defaultValue: parameter.defaultValue?.value,
                context: type.contains("Target") && !type.contains("Dependency") ? .target : .dependency)
        }
        let returned = declaration.signature.returnClause?.type.trimmedDescription ?? ""
        return Function(
            parameters: parameters, body: declaration.body.flatMap { Self.returnedExpression($0.statements) },
            returnsTargets: returned.contains("Target") && !returned.contains("Dependency"))
    }

    /// `{ expr }` or `{ return expr }`; nil for bodies with more statements.
    static func returnedExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        switch item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
        default: return nil
        }
    }

    /// `extension Target.Dependency { static let domain: Self = "Domain" }` and computed
    /// `static var domain: Self { .target(name: "Domain") }`.
    private mutating func collectStaticMembers(of extensionDecl: ExtensionDeclSyntax) {
        guard extensionDecl.extendedType.trimmedDescription.hasSuffix("Dependency") else { return }
        for member in extensionDecl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.modifiers.contains(where: { $0.name.text == "static" })
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let value = binding.initializer?.value {
                    staticMembers[name] = value
                } else if case .getter(let body)? = binding.accessorBlock?.accessors, let value = Self.returnedExpression(body) {
                    staticMembers[name] = value
                }
            }
        }
    }
}
