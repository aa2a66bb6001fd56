import StrataIndex

/// Where each classified type is written in the index it was classified from: its declaration and
/// the extensions of it in its own module, as positions in `SourceIndex.files[…].declarations`.
///
/// Lint's per-type look-ups (`TypeFacts`) are built from these instead of searching every file's
/// declarations again for each type. Positions mean nothing for another index, so a model keeps
/// them only beside the index it came from: they are not part of its equality or its JSON, a
/// decoded model has none, and readers check what they find there (and search when it is wrong).
public struct TypeSources: Sendable {
    package struct Position: Sendable, Hashable, Comparable {
        /// Position of the file in `SourceIndex.files`.
        package var file: Int
        /// Position of the declaration in that file's `declarations`.
        package var declaration: Int

        package init(file: Int, declaration: Int) {
            self.file = file
            self.declaration = declaration
        }

        package static func < (left: Position, right: Position) -> Bool {
            (left.file, left.declaration) < (right.file, right.declaration)
        }
    }

    /// Where `CodebaseModel.types[i]` is declared; nil for a type made of an extension (a mock factory).
    package private(set) var declarations: [Position?]
    /// Extensions of `CodebaseModel.types[i]` written in the type's own module, in file order.
    package private(set) var extensionsInModule: [[Position]]
    /// How many files the index had: positions are only read against an index of that size, and
    /// readers still check each declaration they find there against the type.
    package let fileCount: Int

    package init() {
        self.init(declarations: [], extensionsInModule: [], fileCount: 0)
    }

    init(declarations: [Position?], extensionsInModule: [[Position]], fileCount: Int) {
        self.declarations = declarations
        self.extensionsInModule = extensionsInModule
        self.fileCount = fileCount
    }

    /// Whether these positions can be read against `index` for a model of `typeCount` types.
    package func fits(_ index: SourceIndex, typeCount: Int) -> Bool {
        typeCount > 0 && declarations.count == typeCount && extensionsInModule.count == typeCount && index.files.count == fileCount
    }

    /// The declaration at `position` in `index`, if the position is inside it.
    package static func declaration(at position: Position, in index: SourceIndex) -> Declaration? {
        guard index.files.indices.contains(position.file) else { return nil }
        let declarations = index.files[position.file].declarations
        return declarations.indices.contains(position.declaration) ? declarations[position.declaration] : nil
    }
}
