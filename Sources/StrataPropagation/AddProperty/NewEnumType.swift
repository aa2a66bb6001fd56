import StrataAnalysis
import StrataIndex
import StrataModel
import StrataWorkspace

/// A new String-backed enum a new property needs (`--enum MovieStatus=rumoured,planned,released`):
/// written beside the entity in the style of the module's other enums, then known to the rest of
/// the run so DTOs and stored models keep it as a raw `String?` and factories sample its first case.
public struct NewEnumType: Sendable, Hashable {
    package var name: String
    package var cases: [String]

    package init(name: String, cases: [String]) {
        self.name = name
        self.cases = cases
    }

    /// `Name=case1,case2`.
    package static func parse(_ text: String) throws(StrataIssues) -> NewEnumType {
        let parts = text.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces() }
        guard parts.count == 2, !parts[1].isEmpty else {
            throw StrataIssues([
                StrataIssue(
                    .error, at: nil, "--enum `\(text)`: expected `Name=case1,case2`", hint: "for example `--enum MovieStatus=rumoured,planned,released`")
            ])
        }
        return try checked(name: parts[0], cases: parts[1].split(separator: ",").map { $0.trimmingSpaces() }, describedAs: "--enum `\(text)`")
    }

    /// The enum, when `name` is a type name and `cases` are usable, distinct identifiers; problems
    /// begin with `describedAs` (how the caller's input names it: `--enum …`, `newEnums[0]`).
    package static func checked(name: String, cases: [String], describedAs label: String) throws(StrataIssues) -> NewEnumType {
        func failure(_ message: String, hint: String) -> StrataIssues {
            StrataIssues([StrataIssue(.error, at: nil, "\(label): \(message)", hint: hint)])
        }
        guard Naming.isIdentifier(name), name.first?.isUppercase == true else {
            throw failure("`\(name)` is not an UpperCamelCase type name", hint: "types are UpperCamelCase: `\(Naming.upperFirst(name))`")
        }
        guard !cases.isEmpty else { throw failure("no cases", hint: "list the cases, e.g. `rumoured`, `released`") }
        for item in cases where !Naming.isIdentifier(item) || Naming.keywords.contains(item) {
            throw failure("case `\(item)` is not a usable Swift identifier", hint: "lowerCamelCase names that are not keywords, e.g. `inProduction`")
        }
        guard Set(cases).count == cases.count else { throw failure("a case is listed twice", hint: "list each case once") }
        return NewEnumType(name: name, cases: cases)
    }

    /// The file, beside `subject`, shaped like the module's other String enums (access level and
    /// conformances), indented like the subject's file.
    func file(beside subject: ProjectType, types: ProjectTypes, indent: String) -> OutputFile {
        // A top-level String enum of the same module (not a nested `CodingKeys`), the closest first.
        let folder = subject.file.path.split(separator: "/").dropLast().joined(separator: "/")
        let candidates = types.byName.values.joined().filter { Self.isStyleModel($0, module: subject.module) }.sorted { $0.file.path < $1.file.path }
        let model = candidates.first { $0.file.path.hasPrefix(folder + "/") } ?? candidates.first
        let access = (model?.declaration.accessLevel ?? subject.declaration.accessLevel).map { $0 + " " } ?? ""
        let conformances = model?.declaration.inheritedTypes ?? ["String", "Sendable"]
        var text = "\(access)enum \(name): \(conformances.joined(separator: ", ")) {\n"
        text += cases.map { indent + "case " + $0 + "\n" }.joined()
        text += "}\n"
        return OutputFile(path: (folder.isEmpty ? "" : folder + "/") + name + ".swift", contents: text)
    }
}

extension NewEnumType {
    static func isStyleModel(_ type: ProjectType, module: String?) -> Bool {
        let declaration = type.declaration
        guard declaration.kind == .enum, type.module == module, !type.isTest, !type.name.contains(".") else { return false }
        return declaration.inheritedTypes.first == "String" && !declaration.inheritedTypes.contains("CodingKey")
    }

    /// Whether `type` is already this enum (same name, same cases): a second run finds it there.
    func isDeclared(by type: ProjectType) -> Bool {
        type.declaration.kind == .enum && type.declaration.members.filter { $0.kind == .enumCase }.map(\.name) == cases
    }
}

extension ProjectTypes {
    /// The run's view of the project with a type that exists only in the plan so far.
    package mutating func add(_ newEnum: NewEnumType, file: OutputFile, beside subject: ProjectType) {
        let members = newEnum.cases.enumerated().map { Member(kind: .enumCase, name: $1, line: $0 + 2) }
        let declaration = Declaration(
            kind: .enum, name: newEnum.name, accessLevel: subject.declaration.accessLevel, inheritedTypes: ["String"], members: members,
            line: 1, column: 1, endLine: members.count + 2)
        let summary = FileSummary(
            path: file.path, contentHash: "", lineCount: members.count + 2, imports: [], declarations: [declaration], syntaxErrorCount: 0,
            style: StyleFacts())
        var info = subject.fileInfo
        info.path = file.path
        insert(ProjectType(declaration: declaration, file: summary, fileInfo: info, role: .valueEnum))
    }
}
