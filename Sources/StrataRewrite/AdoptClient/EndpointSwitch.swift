import StrataPropagation
import SwiftSyntax

/// A `switch self` in a project's endpoint enum, with what its arms return and how they are written,
/// so an arm for a new case reads like its neighbours.
struct EndpointSwitch {
    /// What an arm of this switch returns for a case.
    enum Role: Equatable {
        /// `var path: String`.
        case path
        /// `[URLQueryItem]` or `[String: String]`, optional or not.
        case query(dictionary: Bool, optional: Bool)
        /// Anything else: only a `default:` arm can answer for a new case.
        case unknown
    }

    let node: SwitchExprSyntax
    /// The property whose getter holds it (`path`), or the function, for messages.
    let owner: String
    let role: Role
    let source: ParsedSource

    var arms: [SwitchCaseSyntax] {
        node.cases.compactMap { element in
            if case .switchCase(let arm) = element { return arm }
            return nil
        }
    }

    var defaultArm: SwitchCaseSyntax? {
        arms.first { if case .default = $0.label { return true } else { return false } }
    }

    var caseArms: [SwitchCaseSyntax] {
        arms.filter { if case .case = $0.label { return true } else { return false } }
    }

    /// The role of a switch from its property's name and type.
    static func role(name: String, type: String) -> Role {
        let type = type.filter { !$0.isWhitespace }
        if name == "path", type == "String" { return .path }
        let optional = type.hasSuffix("?")
        switch optional ? String(type.dropLast()) : type {
        case "[URLQueryItem]": return .query(dictionary: false, optional: optional)
        case "[String:String]": return .query(dictionary: true, optional: optional)
        default: return .unknown
        }
    }

    /// How the existing arms are written: the label's and the body's indentation, `return` or a
    /// bare expression, and `case let .x(a)` or `case .x(let a)`.
    struct Style {
        var labelIndent: String
        var bodyIndent: String
        var usesReturn: Bool
        var bindsOutside: Bool
    }

    var style: Style {
        let lines = source.lines
        let first = arms.first
        let labelIndent =
            first.map { lines.indentation(of: $0.positionAfterSkippingLeadingTrivia.utf8Offset) }
            ?? lines.indentation(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        var bodyIndent = labelIndent + lines.indentStep
        if let statement = first?.statements.first, lines.startsLine(statement.positionAfterSkippingLeadingTrivia.utf8Offset) {
            bodyIndent = lines.indentation(of: statement.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        let usesReturn = first?.statements.first.map { $0.item.is(ReturnStmtSyntax.self) } ?? true
        var outside = 0
        var inside = 0
        for arm in caseArms {
            guard case .case(let label) = arm.label else { continue }
            for item in label.caseItems {
                if item.pattern.is(ValueBindingPatternSyntax.self) {
                    outside += 1
                } else if item.pattern.trimmedDescription.contains("let ") || item.pattern.trimmedDescription.contains("var ") {
                    inside += 1
                }
            }
        }
        return Style(labelIndent: labelIndent, bodyIndent: bodyIndent, usesReturn: usesReturn, bindsOutside: outside > inside)
    }
}
