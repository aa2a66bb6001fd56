import StrataAnalysis
import StrataIndex

extension LintProject {
    /// This project with some files' summaries replaced by newer ones of the same shape (each with
    /// its old summary's `crossFileDigest`: the same declarations, members, imports and names used,
    /// only lines moved or bodies changed), equal to what indexing, classifying and building the
    /// look-ups anew would give; nil when that cannot be shown, for a whole rebuild.
    ///
    /// Same shape means the classifier decides the same modules, layers and roles (it reads no
    /// lines), so only where things are changes: the lines of the types written in those files, and
    /// the `TypeFacts` with a part there. Those are made again and put in the tables in place of the
    /// old ones, in the same order; every other type, table entry and file is shared with this project.
    public func replacing(_ summaries: [FileSummary]) -> LintProject? {
        var newIndex = index
        var lineMaps: [String: [Int: Int]] = [:]
        var declarationsByFile: [String: (old: [Declaration], new: [Declaration])] = [:]
        for summary in summaries {
            guard let position = summaryPosition(of: summary.path), lineMaps[summary.path] == nil else { return nil }
            let old = index.files[position]
            guard old.crossFileDigest == summary.crossFileDigest, old.declarations.count == summary.declarations.count,
                let lines = Self.lineMap(from: old.declarations, to: summary.declarations)
            else { return nil }
            newIndex.files[position] = summary
            lineMaps[summary.path] = lines
            declarationsByFile[summary.path] = (old.declarations, summary.declarations)
        }
        // Declarations equal to the letter (a body changed in place): every type and table stays as it is.
        if declarationsByFile.values.allSatisfy({ $0.old == $0.new }) {
            return LintProject(index: newIndex, model: model, of: self, typesByName: typesByName, typesByFile: typesByFile, typesTouchingFile: typesTouchingFile)
        }
        guard let newModel = Self.model(model, movingLinesBy: lineMaps) else { return nil }

        // Every type with its declaration or an extension in a replaced file, made again from the new declarations.
        var replaced: [ObjectIdentifier: TypeFacts] = [:]
        for path in lineMaps.keys {
            for type in typesTouchingFile[path] ?? [] where replaced[ObjectIdentifier(type)] == nil {
                guard let made = Self.facts(type, lineMaps: lineMaps, declarations: declarationsByFile) else { return nil }
                replaced[ObjectIdentifier(type)] = made
            }
        }
        var byName = typesByName, byFile = typesByFile, touching = typesTouchingFile
        var namesSeen = Set<String>(), filesSeen = Set<String>()
        for type in replaced.values {
            if namesSeen.insert(type.name).inserted { Self.swap(&byName, type.name, replaced) }
            for file in [type.file] + type.extensions.map(\.file) where filesSeen.insert(file).inserted {
                Self.swap(&byFile, file, replaced)
                Self.swap(&touching, file, replaced)
            }
        }
        return LintProject(index: newIndex, model: newModel, of: self, typesByName: byName, typesByFile: byFile, typesTouchingFile: touching)
    }

    /// Old line → new line of each declaration, matched by position; nil when two declarations that
    /// started on one line no longer do (the line alone then no longer says which one a type is).
    private static func lineMap(from old: [Declaration], to new: [Declaration]) -> [Int: Int]? {
        var lines: [Int: Int] = [:]
        for (before, after) in zip(old, new) {
            guard before.name == after.name, before.kind == after.kind else { return nil }
            if let known = lines.updateValue(after.line, forKey: before.line), known != after.line { return nil }
        }
        return lines
    }

    /// `model` with the lines of the types written in the mapped files moved; nil when a type's line is
    /// not a declaration's there.
    private static func model(_ model: CodebaseModel, movingLinesBy lineMaps: [String: [Int: Int]]) -> CodebaseModel? {
        guard lineMaps.values.contains(where: { map in map.contains { $0.key != $0.value } }) else { return model }
        var moved = model
        for position in moved.types.indices {
            guard let lines = lineMaps[moved.types[position].file] else { continue }
            guard let line = lines[moved.types[position].line] else { return nil }
            if line != moved.types[position].line { moved.types[position].line = line }
        }
        return moved
    }

    /// `type` with its classification's line and its parts in the replaced files taken from the new declarations.
    private static func facts(
        _ type: TypeFacts, lineMaps: [String: [Int: Int]], declarations: [String: (old: [Declaration], new: [Declaration])]
    ) -> TypeFacts? {
        func renewed(_ declaration: Declaration, in file: String) -> Declaration? {
            guard let pair = declarations[file] else { return declaration }
            // The old declaration is found by where it was (line, column) and what it is; its position holds the new one.
            guard
                let position = pair.old.firstIndex(where: {
                    $0.line == declaration.line && $0.column == declaration.column && $0.name == declaration.name && $0.kind == declaration.kind
                })
            else { return nil }
            return pair.new[position]
        }
        var classified = type.classified
        if let lines = lineMaps[classified.file] {
            guard let line = lines[classified.line] else { return nil }
            classified.line = line
        }
        guard let declaration = renewed(type.declaration, in: type.file) else { return nil }
        var extensions: [TypeFacts.Part] = []
        extensions.reserveCapacity(type.extensions.count)
        for part in type.extensions {
            if declarations[part.file] == nil {
                extensions.append(part)
            } else {
                guard let renewedPart = renewed(part.declaration, in: part.file) else { return nil }
                extensions.append(TypeFacts.Part(declaration: renewedPart, file: part.file))
            }
        }
        return TypeFacts(classified: classified, declaration: declaration, extensions: extensions)
    }

    /// The list at `key` with every replaced type swapped for its replacement, in place.
    private static func swap(_ table: inout [String: [TypeFacts]], _ key: String, _ replaced: [ObjectIdentifier: TypeFacts]) {
        guard var list = table[key] else { return }
        table[key] = nil  // so the list below is the only reference and changes in place
        for position in list.indices {
            if let made = replaced[ObjectIdentifier(list[position])] { list[position] = made }
        }
        table[key] = list
    }
}
