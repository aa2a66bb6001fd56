import Foundation
import StrataGenerate
import StrataPropagation
import SwiftSyntax

/// What a hand-written repository mock does in its witness of one method: which property counts
/// the calls, which record the arguments and the cache policy, which `Result` it returns. The new
/// use case's tests use exactly these members, so nothing is added to the mock.
enum RepositoryMockReading {
    static func read(
        mockName: String, in source: ParsedSource, method: String, parameters: [String], cachePolicyParameter: String?
    ) -> UseCaseOverMethod.RepositoryMock? {
        guard let group = DeclarationLocator(source: source).type(named: mockName) else { return nil }
        var groups: [DeclGroupSyntax] = [group]
        groups += DeclarationLocator(source: source).extensions(of: mockName).map { $0 as DeclGroupSyntax }
        var witness: FunctionDeclSyntax?
        var initIsMainActor = false
        for group in groups {
            for item in group.memberBlock.members {
                if let function = item.decl.as(FunctionDeclSyntax.self), function.name.text == method, witness == nil { witness = function }
                if let initializer = item.decl.as(InitializerDeclSyntax.self),
                    initializer.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" })
                {
                    initIsMainActor = true
                }
            }
        }
        if group.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }) { initIsMainActor = true }
        guard let body = witness?.body else { return nil }
        var mock = UseCaseOverMethod.RepositoryMock(
            typeName: mockName, resultProperty: nil, callCountProperty: nil, recordedArguments: [:], cachePolicyProperty: nil,
            initIsMainActor: initIsMainActor)
        for statement in body.statements {
            let text = statement.item.trimmedDescription
            if let range = text.range(of: " += 1"), text.hasSuffix(" += 1") {
                mock.callCountProperty = Self.property(String(text[..<range.lowerBound]))
            } else if let equals = text.range(of: " = "), !text.hasPrefix("let "), !text.hasPrefix("var ") {
                let target = Self.property(String(text[..<equals.lowerBound]))
                let value = text[equals.upperBound...].trimmingCharacters(in: .whitespaces)
                if value == cachePolicyParameter { mock.cachePolicyProperty = target } else if parameters.contains(value) { mock.recordedArguments[value] = target }
            }
            if let result = Self.resultProperty(in: text) { mock.resultProperty = result }
        }
        return mock
    }

    /// `self.callCount` → `callCount`.
    static func property(_ text: String) -> String {
        text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }

    /// `return try result.get()` / `try charactersResult.get()` → the property.
    static func resultProperty(in text: String) -> String? {
        guard let range = text.range(of: ".get()") else { return nil }
        let head = text[..<range.lowerBound]
        let name = head.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let property = String(name.reversed())
        return property.isEmpty ? nil : Self.property(property)
    }
}
