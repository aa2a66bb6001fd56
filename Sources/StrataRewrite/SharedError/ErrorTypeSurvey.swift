import Foundation
import StrataIndex
import StrataModel
import SwiftSyntax

/// What a project's code says about one type name: where it is declared and the conformances its
/// extensions add, read from the files that spell it (the others cannot declare it); then, once
/// its cases are known, the `switch`es without `default` that may be over it.
struct ErrorTypeSurvey: Sendable {
    struct Declaration: Sendable, Hashable {
        var path: String
        var line: Int
        var column: Int
        /// `enum`, `struct`, `class`, `actor`, `protocol` or `typealias`.
        var keyword: String
        /// An enum's cases, also those inside `#if`; empty for other kinds.
        var caseNames: [String] = []
    }

    var declarations: [Declaration] = []
    /// Added by extensions (`extension ShopError: LocalizedError`).
    var extensionConformances: Set<String> = []
    var switches: [SwitchCases] = []

    /// One file's part.
    private struct Reading: Sendable {
        var declarations: [Declaration] = []
        var conformances: [String] = []
    }

    /// Reads the files under `root` that mention `typeName` (in parallel, honouring `excludes`).
    static func take(_ typeName: String, root: URL, excludes: [String]) async -> ErrorTypeSurvey {
        var survey = ErrorTypeSurvey()
        let found = await indexer(excludes).parseFiles(under: root, mentioning: [typeName]) { file in
            var reading = Reading()
            visitTopLevel(file.tree.statements.map(\.item)) { declaration in
                if let extended = declaration.as(ExtensionDeclSyntax.self), extended.extendedType.trimmedDescription == typeName {
                    reading.conformances += extended.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
                } else if let (keyword, name) = typeDeclaration(declaration), name.text == typeName {
                    let caseNames = declaration.as(EnumDeclSyntax.self).map { SharedErrorPlanner.cases(of: $0).keys.sorted() } ?? []
                    reading.declarations.append(
                        Declaration(
                            path: file.path, line: file.line(of: name), column: file.column(of: name), keyword: keyword, caseNames: caseNames))
                }
            }
            return reading
        }
        for case (_, .read(let reading)) in found {
            survey.declarations += reading.declarations
            survey.extensionConformances.formUnion(reading.conformances)
        }
        return survey
    }

    /// Adds the switches that could list every one of `caseNames`, read from the files that spell
    /// `switch` and each `.case` (`switch error { case .notFound: … }`, where the type may never be named).
    mutating func addSwitches(over typeName: String, caseNames: [String], root: URL, excludes: [String]) async {
        guard !caseNames.isEmpty else { return }
        let found = await Self.indexer(excludes).parseFiles(under: root, mentioning: ["switch"] + caseNames.map { "." + $0 }) { file in
            SwitchCases.all(in: file, typeName: typeName)
        }
        for case (_, .read(let sites)) in found { switches += sites }
    }

    private static func indexer(_ excludes: [String]) -> Indexer {
        var options = IndexOptions()
        options.excludes += excludes
        options.cacheDirectory = nil
        return Indexer(options: options)
    }

    /// Top-level declarations, also inside `#if` blocks.
    private static func visitTopLevel(_ items: [CodeBlockItemSyntax.Item], _ body: (DeclSyntax) -> Void) {
        for item in items {
            guard let declaration = item.as(DeclSyntax.self) else { continue }
            guard let ifConfig = declaration.as(IfConfigDeclSyntax.self) else {
                body(declaration)
                continue
            }
            for clause in ifConfig.clauses {
                if case .statements(let statements) = clause.elements { visitTopLevel(statements.map(\.item), body) }
            }
        }
    }

    /// The keyword and name of a declaration that introduces a type name.
    private static func typeDeclaration(_ declaration: DeclSyntax) -> (String, TokenSyntax)? {
        if let node = declaration.as(EnumDeclSyntax.self) { return ("enum", node.name) }
        if let node = declaration.as(StructDeclSyntax.self) { return ("struct", node.name) }
        if let node = declaration.as(ClassDeclSyntax.self) { return ("class", node.name) }
        if let node = declaration.as(ActorDeclSyntax.self) { return ("actor", node.name) }
        if let node = declaration.as(ProtocolDeclSyntax.self) { return ("protocol", node.name) }
        if let node = declaration.as(TypeAliasDeclSyntax.self) { return ("typealias", node.name) }
        return nil
    }
}
