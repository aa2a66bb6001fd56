import Foundation
import StrataModel
import StrataWorkspace

/// The outcome of an evolution command, before anything is written: every file's new text,
/// what changed where, and every place Strata could not update itself.
public struct EvolutionPlan: Sendable {
    public struct Change: Sendable, Hashable {
        package var path: String
        package var line: Int
        package var summary: String
    }

    public var rewrites: [SourceRewrite] = []
    public var newFiles: [OutputFile] = []
    package var changes: [Change] = []
    /// Places left for a person, as warnings with `file:line`; never silently skipped.
    package var unhandled: [StrataIssue] = []
    /// Things already in place (a second run reports these and changes nothing).
    package var alreadyPresent: [String] = []
    /// `--from`: how each of the reference's missing properties is typed in the domain.
    package var typeMapping: [String] = []

    package var changesFiles: Bool { rewrites.contains { $0.original != $0.rewritten } || !newFiles.isEmpty }

    package init() {}
}

/// Collects edits file by file while the planner walks the project, then applies and verifies
/// them: each rewritten file must parse with no more errors than it had.
///
/// Work happens in rounds: a round's edits are all computed against the same text, then applied
/// together, and the next round sees them in place. All the properties of one request share a
/// round, each in its own batch (`beginBatch()`): edits at the same place land in request order,
/// list elements of successive batches get the separator between them, and an edit every batch
/// makes alike (an anchor's comma) is made once — so the result is what one round per property
/// would give, while each property costs only its own edits (no re-parse, no re-walk of files
/// grown by the properties before it). Lines from the index refer to the original files;
/// `line(_:in:)` carries them through the rounds.
package final class EditSession {
    package let root: URL
    private var originals: [String: ParsedSource] = [:]
    private var sources: [String: ParsedSource] = [:]
    private var edits: [String: [(edit: SourceEdit, batch: Int)]] = [:]
    /// Which property of the round the edits being added belong to.
    private var batch = 0
    /// Per file, per finished round: the line starts of that round's text and its edits' newline deltas.
    private var shifts: [String: [(lineStarts: [Int], deltas: [(offset: Int, delta: Int)])]] = [:]
    private var changes: [(path: String, line: Int, round: Int, summary: String, below: Int)] = []
    private var unhandled: [(issue: StrataIssue, round: Int)] = []
    /// This round's places left for a person unless another step edits them before it ends.
    private var unhandledUnlessEdited: [(issue: StrataIssue, path: String, range: Range<Int>)] = []
    private var alreadyPresent: [String] = []
    private var newFiles: [OutputFile] = []
    private var changeKeys = Set<String>()
    private var claimed = Set<String>()
    private var round = 0
    /// Edits made once every property is in place (`key` → work), in the order first asked for.
    private var lastRoundWork: [(key: String, work: () throws(StrataIssues) -> Void)] = []

    /// The project's file names by module; a new file may not take one (nil: not checked).
    private let fileNames: ModuleFileNames?

    package init(root: URL, fileNames: ModuleFileNames? = nil) {
        self.root = root
        self.fileNames = fileNames
    }

    /// The file as it stands in this round, read and parsed once per round.
    package func source(_ path: String) throws(StrataIssues) -> ParsedSource {
        if let cached = sources[path] { return cached }
        let url = root.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw StrataIssues([StrataIssue(.error, at: SourceLocation(file: path, line: 1, column: 1), "cannot be read", hint: "check that it exists and is readable")])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw StrataIssues([StrataIssue(.error, at: SourceLocation(file: path, line: 1, column: 1), "is not UTF-8 text; Strata edits only UTF-8 Swift files")])
        }
        let parsed = ParsedSource(path: path, text: text)
        sources[path] = parsed
        originals[path] = parsed
        return parsed
    }

    /// A line of the original file (as the index saw it), in this round's text.
    package func line(_ line: Int, in path: String) -> Int {
        var current = line
        for round in shifts[path] ?? [] { current = Self.shift(current, round) }
        return current
    }

    private static func shift(_ line: Int, _ round: (lineStarts: [Int], deltas: [(offset: Int, delta: Int)])) -> Int {
        guard line >= 1, line <= round.lineStarts.count else { return line }
        let start = round.lineStarts[line - 1]
        return line + round.deltas.reduce(0) { $0 + ($1.offset <= start ? $1.delta : 0) }
    }

    /// True the first time a place (a call, a declaration) is claimed for an edit in this round:
    /// a place reached by two routes is edited once.
    package func claim(_ path: String, offset: Int, _ what: String = "") -> Bool {
        claimed.insert("\(path)|\(offset)|\(what)").inserted
    }

    /// Records edits; `line` is in this round's text, `below` lines further down once the round
    /// is applied (what earlier properties of the round insert there).
    package func add(_ newEdits: [SourceEdit], in path: String, line: Int, below: Int = 0, _ summary: String) {
        guard !newEdits.isEmpty else { return }
        edits[path, default: []] += newEdits.map { ($0, batch) }
        let key = "\(path)|\(line)|\(round)|\(summary)"
        if changeKeys.insert(key).inserted { changes.append((path, line, round, summary, below)) }
    }

    /// A place left for a person; `line` is in this round's text.
    package func unhandled(_ path: String, line: Int, column: Int = 1, _ message: String, hint: String? = nil) {
        let issue = StrataIssue(.warning, at: SourceLocation(file: path, line: line, column: column), message, hint: hint)
        if !unhandled.contains(where: { $0.issue == issue }) { unhandled.append((issue, round)) }
    }

    /// A place left for a person unless, by the end of the round, an edit of this run falls within
    /// `range` (offsets in this round's text): another step reached it (a mapper that builds a
    /// subclass, whose construction the subclass step gives the value).
    package func unhandled(_ path: String, line: Int, unlessEditedWithin range: Range<Int>, _ message: String, hint: String? = nil) {
        let issue = StrataIssue(.warning, at: SourceLocation(file: path, line: line, column: 1), message, hint: hint)
        unhandledUnlessEdited.append((issue, path, range))
    }

    package func alreadyPresent(_ text: String) {
        if !alreadyPresent.contains(text) { alreadyPresent.append(text) }
    }

    /// The contents of a file this run already creates, if any.
    package func newFile(at path: String) -> String? { newFiles.last { $0.path == path }?.contents }

    /// A file the run creates; parsed first like every edit. A second file at the same path
    /// replaces the first (a later round extending what an earlier one created).
    package func addNewFile(_ file: OutputFile, summary: String) throws(StrataIssues) {
        if let existing = fileNames?.clash(forNew: file.path) {
            let name = (file.path as NSString).lastPathComponent
            throw StrataIssues([
                StrataIssue(
                    .error, at: SourceLocation(file: existing, line: 1, column: 1),
                    "the new file `\(file.path)` would share its name with this file in the same module; Swift does not build two files named `\(name)` in one module; nothing was written",
                    hint: "choose another name for the new type, or rename this file")
            ])
        }
        guard ParsedSource(path: file.path, text: file.contents).syntaxErrorCount == 0 else {
            throw StrataIssues([
                StrataIssue(.error, at: SourceLocation(file: file.path, line: 1, column: 1), "the new file would not parse; nothing was written", hint: "please report this")
            ])
        }
        newFiles.removeAll { $0.path == file.path }
        newFiles.append(file)
        changes.append((file.path, 1, round, summary, 0))
    }

    /// Lines the round's earlier properties insert exactly at `offset`: the line a later property's
    /// edit there follows is that many lines below the one the round's text shows.
    package func linesInsertedEarlier(at offset: Int, in path: String) -> Int {
        (edits[path] ?? []).reduce(0) { sum, entry in
            entry.batch < batch && entry.edit.offset == offset && entry.edit.length == 0
                ? sum + entry.edit.replacement.utf8.count(where: { $0 == 0x0A }) : sum
        }
    }

    /// The edits added from now on belong to the round's next property.
    package func beginBatch() {
        batch += 1
    }

    /// One file's edits, batches merged: a shared insertion made once per place, and a list
    /// element followed at its place by a later batch's element gets the separator.
    package static func merged(_ edits: [(edit: SourceEdit, batch: Int)]) -> [SourceEdit] {
        var result: [SourceEdit] = []
        var shared = Set<SourceEdit>()
        var lastSeparated: [Int: (index: Int, batch: Int)] = [:]
        for (edit, batch) in edits {
            if edit.isShared, edit.length == 0, !shared.insert(edit).inserted { continue }
            if let separator = edit.separator, edit.length == 0 {
                if let earlier = lastSeparated[edit.offset], earlier.batch < batch {
                    result[earlier.index].replacement = Self.inserting(separator, beforeLineBreakOf: result[earlier.index].replacement)
                }
                lastSeparated[edit.offset] = (result.count, batch)
            }
            result.append(edit)
        }
        return result
    }

    private static func inserting(_ separator: String, beforeLineBreakOf text: String) -> String {
        for lineBreak in ["\r\n", "\n"] where text.hasSuffix(lineBreak) {
            return String(text.dropLast(lineBreak.count)) + separator + lineBreak
        }
        return text + separator
    }

    /// Applies this round's edits so the next round works on the result; fails (writing
    /// nothing) if an edit would break a file.
    package func commitRound() throws(StrataIssues) {
        for entry in unhandledUnlessEdited where !(edits[entry.path] ?? []).contains(where: { entry.range.contains($0.edit.offset) }) {
            if !unhandled.contains(where: { $0.issue == entry.issue }) { unhandled.append((entry.issue, round)) }
        }
        unhandledUnlessEdited = []
        var problems: [StrataIssue] = []
        for path in edits.keys.sorted() {
            guard let source = sources[path], let batched = edits[path], !batched.isEmpty else { continue }
            let fileEdits = Self.merged(batched)
            guard let rewritten = SourceEdit.apply(fileEdits, to: source.text) else {
                problems.append(
                    StrataIssue(
                        .error, at: SourceLocation(file: path, line: 1, column: 1), "two edits of this file overlap; nothing was written", hint: "please report this with the file")
                )
                continue
            }
            let after = ParsedSource(path: path, text: rewritten)
            if after.syntaxErrorCount > (originals[path]?.syntaxErrorCount ?? 0) {
                problems.append(
                    StrataIssue(
                        .error, at: SourceLocation(file: path, line: 1, column: 1),
                        "the edit would leave this file with a syntax error it did not have; nothing was written",
                        hint: "run with --dry-run to see the diff, and please report it"))
                continue
            }
            let deltas = fileEdits.map { edit in
                (offset: edit.offset, delta: edit.replacement.utf8.count(where: { $0 == 0x0A }) - source.lines.newlineCount(in: edit.offset..<(edit.offset + edit.length)))
            }
            shifts[path, default: []].append((source.lines.lineStarts, deltas))
            sources[path] = after
        }
        if !problems.isEmpty { throw StrataIssues(problems) }
        edits = [:]
        claimed = []
        batch = 0
        round += 1
    }

    /// Runs `work` once, after the last property's round: renames that later rounds would no
    /// longer recognise (a mapper's `SchemaV2.Item` once it reads `SchemaV3.Item`).
    package func afterLastRound(_ key: String, _ work: @escaping () throws(StrataIssues) -> Void) {
        if !lastRoundWork.contains(where: { $0.key == key }) { lastRoundWork.append((key, work)) }
    }

    /// Commits the last round and returns the plan: every changed file's original and new text.
    package func finish() throws(StrataIssues) -> EvolutionPlan {
        try commitRound()
        if !lastRoundWork.isEmpty {
            let work = lastRoundWork
            lastRoundWork = []
            for entry in work { try entry.work() }
            try commitRound()
        }
        var plan = EvolutionPlan()
        for path in sources.keys.sorted() {
            guard let original = originals[path], let current = sources[path], current !== original else { continue }
            plan.rewrites.append(SourceRewrite(path: path, original: original.text, rewritten: current.text))
        }
        plan.newFiles = newFiles
        plan.changes = changes.map { .init(path: $0.path, line: finalLine($0.line, in: $0.path, after: $0.round) + $0.below, summary: $0.summary) }
            .sorted { ($0.path, $0.line) < ($1.path, $1.line) }
        plan.unhandled = unhandled.map { entry in
            var issue = entry.issue
            if let location = issue.location {
                issue.location = SourceLocation(file: location.file, line: finalLine(location.line, in: location.file, after: entry.round), column: location.column)
            }
            return issue
        }.sorted { ($0.location?.file ?? "", $0.location?.line ?? 0) < ($1.location?.file ?? "", $1.location?.line ?? 0) }
        plan.alreadyPresent = alreadyPresent
        return plan
    }

    /// A line of round `round`'s text, in the final text.
    private func finalLine(_ line: Int, in path: String, after round: Int) -> Int {
        var current = line
        for shift in (shifts[path] ?? []).dropFirst(round) { current = Self.shift(current, shift) }
        return current
    }
}
