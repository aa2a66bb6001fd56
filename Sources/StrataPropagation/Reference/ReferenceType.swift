import Foundation
import StrataIndex
import StrataModel
import SwiftParser
import SwiftSyntax

/// A type to copy missing properties from (`--from`): an SDK model, a DTO. Read from the index
/// when the project declares it, else from a Swift file (an SDK checkout, a vendored copy).
public struct ReferenceType: Sendable, Hashable {
    /// As the user and the mappers write it (`TMDb.Movie`).
    package var name: String
    package var fields: [Field]

    package struct Field: Sendable, Hashable {
        package var name: String
        package var type: TypeRef
        /// As declared, when Strata's type syntax cannot express it (closures, generics).
        package var written: String
    }

    package init(name: String, fields: [Field]) {
        self.name = name
        self.fields = fields
    }

    /// The struct or class `written` names in the index. `TMDb.Movie` with `TMDb` not a project
    /// module (`foreignModule`) matches only a file under a `TMDb` folder (a vendored copy), never
    /// the project's own `Movie`; nil when the index does not hold it (SDK checkouts are skipped).
    package static func find(_ written: String, in index: SourceIndex, foreignModule: String? = nil) -> ReferenceType? {
        let parts = written.split(separator: ".").map(String.init)
        let last = parts.last ?? written
        var candidates: [(FileSummary, Declaration)] = []
        for file in index.files {
            for declaration in file.declarations
            where [.struct, .class].contains(declaration.kind)
                && (declaration.name == last || declaration.name == written || declaration.name.hasSuffix("." + last))
            {
                candidates.append((file, declaration))
            }
        }
        let preferred = parts.count > 1 ? candidates.first { $0.0.path.split(separator: "/").contains(Substring(parts[0])) } : nil
        if foreignModule != nil, preferred == nil { return nil }
        guard let (_, declaration) = preferred ?? candidates.first(where: { $0.1.name == last || $0.1.name == written }) else { return nil }
        let fields = declaration.members.filter { $0.kind == .property && !$0.isStatic && !$0.isComputed }.compactMap { member -> Field? in
            guard let type = member.type else { return nil }
            return Field(name: member.name, type: (try? TypeRefParser.parse(type)) ?? .named(type), written: type)
        }
        return ReferenceType(name: written, fields: fields)
    }

    /// Whether a mapper's parameter type names this reference (`TMDb.Movie` or `Movie` from a file).
    func matches(_ written: String) -> Bool {
        written == name || written.split(separator: ".").last.map(String.init) == name.split(separator: ".").last.map(String.init)
    }

    func field(_ name: String) -> Field? { fields.first { $0.name == name } }

    /// The stored properties of `typeName` in the Swift file at `url`.
    package static func read(file url: URL, typeName: String, displayName: String) throws(StrataIssues) -> ReferenceType {
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            throw StrataIssues([StrataIssue(.error, at: SourceLocation(file: url.path, line: 1, column: 1), "cannot read the reference file", hint: "check the path after --from")])
        }
        let source = ParsedSource(path: url.path, text: text)
        guard let group = DeclarationLocator(source: source).type(named: typeName) else {
            throw StrataIssues([
                StrataIssue(.error, at: SourceLocation(file: url.path, line: 1, column: 1), "no struct or class `\(typeName)` in this file", hint: "write --from <file>:<TypeName>")
            ])
        }
        let fields = TypeShape(group).storedProperties.compactMap { property -> Field? in
            guard let written = property.type else { return nil }
            return Field(name: property.name, type: (try? TypeRefParser.parse(written)) ?? .named(written), written: written)
        }
        return ReferenceType(name: displayName, fields: fields)
    }
}
