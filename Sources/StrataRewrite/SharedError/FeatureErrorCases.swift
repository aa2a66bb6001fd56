import StrataGenerate
import StrataPropagation
import SwiftSyntax

/// The cases of the error enum the generator planned for a feature: exactly what the feature's
/// code throws, catches and compares, so these are the cases a shared error enum must have.
enum FeatureErrorCases {
    struct Case: Sendable, Hashable {
        var name: String
        var appended: EnumCaseAppender.NewCase
    }

    /// The planner's cases as the appender writes them.
    static func of(_ planned: [PlannedErrorCase]) -> [Case] {
        planned.map { Case(name: $0.name, appended: .init(element: $0.declaration, docLines: $0.docLines)) }
    }

    /// The element as written, without its list comma: `loadFailed(description: String? = nil)`.
    static func shape(of element: EnumCaseElementSyntax) -> String {
        element.with(\.trailingComma, nil).trimmedDescription
    }

    /// `shape` without spaces: two shapes that differ only in spacing are the same case.
    static func normalized(_ shape: String) -> String {
        String(shape.filter { !$0.isWhitespace })
    }

}
