import StrataPropagation

/// Strata's edit, not SwiftSyntax's type of the same name: this module imports both.
typealias SourceEdit = StrataPropagation.SourceEdit
