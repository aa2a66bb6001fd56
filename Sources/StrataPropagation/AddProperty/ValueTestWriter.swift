import Foundation
import StrataModel
import StrataWorkspace

/// A test of a new value type's DTO → domain conversion, beside the project's tests of the
/// entity's mapping and in their framework (Swift Testing or XCTest): a DTO of sample values
/// converts to a value with every field as expected.
struct ValueTestWriter {
    let types: ProjectTypes
    let session: EditSession
    let indent: String

    /// nil when the project has no test of the entity's mapping to sit beside, the tests cannot
    /// build the DTO (no `@testable import`), or a field has no sample Strata can write.
    func file(_ value: NewStructType, dtoName: String, call: (String) -> String, besideTestsOf names: [String]) throws(StrataIssues) -> OutputFile? {
        guard let neighbour = try neighbourTest(mentioning: names) else { return nil }
        let imports = neighbour.text.split(separator: "\n").map { $0.trimmingSpaces() }.filter { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }
        guard imports.contains(where: { $0.hasPrefix("@testable import ") }) else { return nil }
        let typing = FieldTyping(types: types, module: nil)
        var arguments: [String] = []
        var checks: [(field: String, expected: String)] = []
        for field in value.fields {
            switch typing.kind(of: field.type) {
            case .enumeration(_, let first?):
                arguments.append("\(field.name): \"\(first)\"")
                checks.append((field.name, "." + first))
            case .plain:
                guard case .named(let name) = field.type.nonOptional, let sample = BuiltinSamples.literal(name, hint: field.name) else { return nil }
                arguments.append("\(field.name): \(sample)")
                checks.append((field.name, sample))
            default:
                return nil
            }
        }
        let usesTesting = imports.contains("import Testing")
        var lines = imports + [""]
        let suite = "\(value.name)MappingTests"
        if usesTesting {
            lines.append("@Suite struct \(suite) {")
            lines.append(indent + "@Test func mapsEveryFieldFromTheDTO() {")
        } else {
            lines.append("final class \(suite): XCTestCase {")
            lines.append(indent + "func testMapsEveryFieldFromTheDTO() {")
        }
        lines.append(indent + indent + "let dto = \(dtoName)(\(arguments.joined(separator: ", ")))")
        lines.append(indent + indent + "let value = \(call("dto"))")
        for check in checks {
            lines.append(indent + indent + (usesTesting ? "#expect(value.\(check.field) == \(check.expected))" : "XCTAssertEqual(value.\(check.field), \(check.expected))"))
        }
        lines.append(indent + "}")
        lines.append("}")
        let folder = neighbour.path.split(separator: "/").dropLast().joined(separator: "/")
        return OutputFile(path: (folder.isEmpty ? "" : folder + "/") + suite + ".swift", contents: lines.joined(separator: "\n") + "\n")
    }

    /// The first test file (by path) that mentions one of `names` as a word, mapper tests first.
    /// Read as plain text: most are not opened for editing.
    private func neighbourTest(mentioning names: [String]) throws(StrataIssues) -> (path: String, text: String)? {
        let candidates = types.index.files.map(\.path).filter { types.isTestFile($0) && $0.hasSuffix(".swift") }.sorted {
            ($0.contains("Mapp") ? 0 : 1, $0) < ($1.contains("Mapp") ? 0 : 1, $1)
        }
        for path in candidates {
            guard let data = FileManager.default.contents(atPath: session.root.appendingPathComponent(path).path),
                let text = String(data: data, encoding: .utf8)
            else { continue }
            if names.contains(where: { WholeWords.contains($0, in: text) }) { return (path, text) }
        }
        return nil
    }
}
