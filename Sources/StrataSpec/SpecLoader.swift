import Foundation
import StrataModel

/// Loads a feature spec (YAML, or JSON through the same parser) into a validated `DomainModel`.
///
/// Loading never stops at the first problem: it throws one `StrataIssues` listing every problem
/// found, each at the `file:line:column` of the spec node it concerns, sorted by position.
public struct SpecLoader: Sendable {
    public let conventions: Conventions
    /// Types the project already declares (`add usecase`, `add entity`): names checked for new
    /// types only (a standard type's name, a generated type's) are accepted for these.
    public var existingTypes: Set<String>

    /// - Parameter conventions: supplies the default id type and the module-name pattern.
    public init(conventions: Conventions, existingTypes: Set<String> = []) {
        self.conventions = conventions
        self.existingTypes = existingTypes
    }

    /// - Parameter file: the path shown in issues; nothing is read from it.
    public func load(text: String, file: String) throws(StrataIssues) -> DomainModel {
        // A byte-order mark would shift every column of the first line by one.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw StrataIssues([StrataIssue(.error, at: start, "the spec is empty", hint: "start with `feature: MyFeature`")])
        }
        let document: YAMLComposer.Document
        switch YAMLComposer.compose(text, file: file) {
        case .document(let composed): document = composed
        case .failure(let issue): throw StrataIssues([issue])
        }
        guard let root = document.root else {
            throw StrataIssues([StrataIssue(.error, at: start, "the spec has no content, only comments", hint: "start with `feature: MyFeature`")])
        }

        let log = IssueLog()
        let reader = NodeReader(file: file, keyAliases: document.keyAliases, log: log)
        let model = SpecReader(reader: reader).read(root).flatMap { SpecValidator(reader: reader, conventions: conventions, existingTypes: existingTypes).validate($0) }
        guard let model, log.isEmpty else {
            throw StrataIssues(log.isEmpty ? [StrataIssue(.error, at: start, "the spec could not be read")] : log.sorted)
        }
        return model
    }

    /// A spec built in code, checked as a file's is.
    /// - Parameter origin: what the problems are said to come from (`add usecase GetMovie`).
    public func load(_ draft: SpecDraft, origin: String) throws(StrataIssues) -> DomainModel {
        let log = IssueLog()
        let reader = NodeReader(file: origin, log: log)
        let raw = DraftReader(log: log, origin: SourceLocation(file: origin, line: 1, column: 1)).read(draft)
        let model = SpecValidator(reader: reader, conventions: conventions, existingTypes: existingTypes).validate(raw)
        guard let model, log.isEmpty else {
            throw StrataIssues(log.isEmpty ? [StrataIssue(.error, at: nil, "the spec of \(origin) could not be read")] : log.sorted)
        }
        return model
    }

    /// Reads and loads a spec file; an unreadable or non-UTF-8 file is an issue naming the file.
    public func load(contentsOf url: URL) throws(StrataIssues) -> DomainModel {
        try load(text: TextFile.read(url), file: url.path)
    }
}

/// Reading a spec or config file as UTF-8 text, with failures as issues.
enum TextFile {
    static func read(_ url: URL) throws(StrataIssues) -> String {
        let path = url.path
        func refuse(_ message: String, hint: String? = nil) -> StrataIssues {
            StrataIssues([StrataIssue(.error, at: SourceLocation(file: path, line: 1, column: 1), message, hint: hint)])
        }
        // Only a regular file is read: a FIFO or a terminal (`/dev/stdin`) would block until someone
        // writes to it, and a device such as `/dev/null` is no spec.
        switch FileKind.of(path) {
        case .regularFile:
            break
        case .missing:
            throw refuse("cannot read \(path): there is no such file", hint: "check the path; it is relative to the current folder")
        case .folder:
            throw refuse("cannot read \(path): it is a folder, not a file")
        case .symbolicLinkLoop:
            throw refuse("cannot read \(path): its symbolic links form a loop", hint: "point the link at the spec file itself")
        case .other(let kind):
            throw refuse("cannot read \(path): it is \(kind), not a regular file", hint: "save the spec to a file and pass that file's path")
        case .inaccessible(let reason):
            throw refuse("cannot read \(path): \(reason)", hint: "check the permissions of the file and its folders")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
            throw refuse("cannot read \(path): \(reason)")
        }
        // Decoding repairs invalid bytes; a round trip that changes the bytes means the file is not UTF-8.
        let text = String(decoding: data, as: UTF8.self)
        guard Data(text.utf8) == data else {
            throw refuse("\(path) is not UTF-8 text", hint: "save the file as UTF-8")
        }
        return text
    }
}
