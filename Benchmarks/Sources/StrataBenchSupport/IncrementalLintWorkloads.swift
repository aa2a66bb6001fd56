import Foundation
import StrataPipeline

/// `strata lint` as the CLI runs it with its caches (`LintRun`, results reused), and the edits an
/// agent makes between two runs, on the lint corpus.
public enum IncrementalLintWorkloads {
    /// One `strata lint` with the index and results caches in `ROOT/.strata/cache`.
    public static func lint(root: URL) async throws -> LintRun.Outcome {
        var request = LintRun.Request(project: root)
        request.reusesResults = true
        do {
            return try await LintRun.run(request)
        } catch {
            throw Workloads.Failure("lint: \(error.issues.prefix(3))")
        }
    }

    /// An edit and how to undo it, so rounds alternate between two versions of one file.
    public struct Edit: Sendable {
        public var name: String
        public var path: String
        public var original: String
        public var edited: String
    }

    /// The edits the benchmark makes, on files of `files` (the corpus): a condition changed in place
    /// in a use case's body (declarations unchanged), a line added to another use case's body (its
    /// size and every line after it move), and a method appended to an entity (a declaration
    /// changed, which other files' checks may read).
    public static func edits(in files: [String]) throws -> [Edit] {
        func first(containing needle: String, after skipped: Int = 0) throws -> (String, String) {
            var skipped = skipped
            for path in files {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                guard text.contains(needle) else { continue }
                if skipped == 0 { return (path, text) }
                skipped -= 1
            }
            throw Workloads.Failure("no corpus file contains \(needle)")
        }
        let condition = "guard trimmed.count >= 2 else"
        let (usecase, usecaseText) = try first(containing: condition)
        let (longer, longerText) = try first(containing: condition, after: 1)
        let (entity, entityText) = try first(containing: "public func isSimilar(to other:")
        let method = "public func isSimilar(to other: "  // indented with tabs or spaces, by the file's style
        let edits = [
            Edit(
                name: "body edited in place", path: usecase, original: usecaseText,
                edited: usecaseText.replacingOccurrences(of: condition, with: "guard trimmed.count >= 3 else")),
            Edit(
                name: "body made longer", path: longer, original: longerText,
                edited: longerText.replacingOccurrences(of: condition, with: "let minimum = 2\n        guard trimmed.count >= minimum else")),
            Edit(
                name: "method added", path: entity, original: entityText,
                edited: entityText.replacingOccurrences(of: method, with: "public var isBlank: Bool { false }\n\n    " + method)),
        ]
        for edit in edits where edit.edited == edit.original { throw Workloads.Failure("the edit \(edit.name) changes nothing in \(edit.path)") }
        return edits
    }
}
