import StrataIndex
import SwiftSyntax

/// A `switch` without `default` whose every pattern names an enum case (`.notFound`,
/// `ShopError.outOfStock(let name)`): it lists every case of the enum it switches over, so a case
/// added to that enum stops it compiling. Read from syntax alone: the enum is the one whose cases
/// are exactly `names`.
struct SwitchCases: Sendable, Hashable {
    var path: String
    var line: Int
    var column: Int
    var names: Set<String>

    /// nil for a switch with a `default`, a catch-all (`case let other`), or a pattern that is not
    /// a case of `typeName` or of an unnamed enum (`.name`).
    static func read(_ node: SwitchExprSyntax, typeName: String, in file: ParsedFile) -> SwitchCases? {
        var names = Set<String>()
        for element in node.cases {
            guard case .switchCase(let switchCase) = element, case .case(let label) = switchCase.label else { return nil }
            for item in label.caseItems {
                guard let name = caseName(item.pattern, typeName: typeName) else { return nil }
                names.insert(name)
            }
        }
        guard !names.isEmpty else { return nil }
        return SwitchCases(path: file.path, line: file.line(of: node.switchKeyword), column: file.column(of: node.switchKeyword), names: names)
    }

    /// `.name`, `.name(…)`, `Type.name`, `let .name(x)`; nil for anything else.
    static func caseName(_ pattern: PatternSyntax, typeName: String) -> String? {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return caseName(binding.pattern, typeName: typeName) }
        guard var expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        guard let access = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = access.base?.trimmedDescription, base != typeName, !base.hasSuffix("." + typeName) { return nil }
        return access.declName.baseName.text
    }

    /// Every such switch in a file.
    static func all(in file: ParsedFile, typeName: String) -> [SwitchCases] {
        final class Finder: SyntaxVisitor {
            let file: ParsedFile
            let typeName: String
            var found: [SwitchCases] = []
            init(file: ParsedFile, typeName: String) {
                self.file = file
                self.typeName = typeName
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
                if let cases = SwitchCases.read(node, typeName: typeName, in: file) { found.append(cases) }
                return .visitChildren
            }
        }
        let finder = Finder(file: file, typeName: typeName)
        finder.walk(file.tree)
        return finder.found
    }
}
