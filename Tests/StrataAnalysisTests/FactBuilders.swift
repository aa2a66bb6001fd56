import StrataIndex
import StrataModel

/// Compact builders for hand-made facts, so classifier tests read like the code they describe.
enum Facts {
    static func file(_ path: String, imports: [String] = ["Foundation"], _ declarations: Declaration...) -> FileSummary {
        FileSummary(
            path: path, contentHash: "test", lineCount: 10,
            imports: imports.map { ImportFact(module: $0, isTestable: false, line: 1) },
            declarations: declarations, syntaxErrorCount: 0, style: StyleFacts()
        )
    }

    static func type(
        _ kind: Declaration.Kind, _ name: String, inherits: [String] = [], attributes: [String] = [], members: [Member] = []
    ) -> Declaration {
        Declaration(kind: kind, name: name, attributes: attributes, inheritedTypes: inherits, members: members, line: 3, column: 1, endLine: 9)
    }

    static func property(_ name: String, _ type: String, mutable: Bool = false) -> Member {
        Member(kind: .property, name: name, isMutable: mutable, type: type, line: 4)
    }

    static func method(_ name: String, _ parameters: [(String, String)] = [], returns: String? = nil, isStatic: Bool = false, attributes: [String] = []) -> Member {
        Member(
            kind: .method, name: name, isStatic: isStatic, type: returns,
            parameters: parameters.map { MemberParameter(label: $0.0, name: $0.0, type: $0.1) },
            isAsync: true, throwsClause: "throws", attributes: attributes, line: 5
        )
    }

    static func initializer(_ parameters: [(String, String)]) -> Member {
        Member(kind: .initializer, name: "init", parameters: parameters.map { MemberParameter(label: $0.0, name: $0.0, type: $0.1) }, line: 6)
    }

    static func index(_ files: FileSummary..., targets: [PackageTarget] = []) -> SourceIndex {
        SourceIndex(root: "/project", files: files, targets: targets, problems: [])
    }
}
