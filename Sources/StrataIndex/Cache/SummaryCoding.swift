/// `FileSummary` ⇄ bytes, field by field, in declaration order.
///
/// Any change to the fact types or to what the summariser extracts must bump
/// `CacheFile.schemaVersion`, so old caches are dropped rather than misread.
/// `path` and `contentHash` are not stored here: they are the cache entry's key.
enum SummaryCoding {
    /// Enum cases are stored by position in these lists: reordering them is a schema change.
    private static let declarationKinds = Declaration.Kind.allCases
    private static let memberKinds = Member.Kind.allCases

    static func encode(_ summary: FileSummary) -> [UInt8] {
        var writer = BinaryWriter(capacity: 512)
        writer.int(summary.lineCount)
        writer.int(summary.syntaxErrorCount)
        writer.int(summary.imports.count)
        for fact in summary.imports {
            writer.string(fact.module)
            writer.bool(fact.isTestable)
            writer.int(fact.line)
        }
        writer.int(summary.declarations.count)
        for declaration in summary.declarations { encode(declaration, into: &writer) }
        let style = summary.style
        writer.int(style.tabIndentedLines)
        writer.optionalInt(style.spaceIndentWidth)
        writer.int(style.spaceIndentedLines)
        writer.optionalString(style.headerComment)
        writer.strings(style.markComments)
        writer.bool(summary.hasCodeFacts)
        CodeFactsCoding.encode(summary.code, into: &writer)
        return writer.bytes
    }

    static func decode(_ bytes: UnsafeRawBufferPointer, path: String, contentHash: String) throws(CacheCorruption) -> FileSummary {
        var reader = BinaryReader(bytes)
        let lineCount = try reader.int()
        let syntaxErrorCount = try reader.int()
        var imports: [ImportFact] = []
        let importCount = try reader.count()
        imports.reserveCapacity(importCount)
        for _ in 0..<importCount {
            imports.append(ImportFact(module: try reader.string(), isTestable: try reader.bool(), line: try reader.int()))
        }
        var declarations: [Declaration] = []
        let declarationCount = try reader.count()
        declarations.reserveCapacity(declarationCount)
        for _ in 0..<declarationCount { declarations.append(try decodeDeclaration(&reader)) }
        let style = StyleFacts(
            tabIndentedLines: try reader.int(), spaceIndentWidth: try reader.optionalInt(),
            spaceIndentedLines: try reader.int(), headerComment: try reader.optionalString(), markComments: try reader.strings()
        )
        let hasCodeFacts = try reader.bool()
        let code = try CodeFactsCoding.decode(&reader)
        guard reader.isAtEnd else { throw CacheCorruption() }
        return FileSummary(
            path: path, contentHash: contentHash, lineCount: lineCount, imports: imports, declarations: declarations,
            syntaxErrorCount: syntaxErrorCount, style: style, code: code, hasCodeFacts: hasCodeFacts
        )
    }

    // MARK: - Declarations

    private static func encode(_ declaration: Declaration, into writer: inout BinaryWriter) {
        writer.int(declarationKinds.firstIndex(of: declaration.kind) ?? 0)
        writer.string(declaration.name)
        writer.optionalString(declaration.accessLevel)
        writer.bool(declaration.isFinal)
        writer.strings(declaration.attributes)
        writer.strings(declaration.inheritedTypes)
        writer.bool(declaration.isGeneric)
        writer.int(declaration.members.count)
        for member in declaration.members { encode(member, into: &writer) }
        writer.optionalString(declaration.precedingMark)
        writer.optionalString(declaration.docComment)
        writer.int(declaration.line)
        writer.int(declaration.column)
        writer.int(declaration.endLine)
        writer.optionalString(declaration.aliasedType)
    }

    private static func decodeDeclaration(_ reader: inout BinaryReader) throws(CacheCorruption) -> Declaration {
        let kind = try element(of: declarationKinds, at: reader.int())
        let name = try reader.string()
        let accessLevel = try reader.optionalString()
        let isFinal = try reader.bool()
        let attributes = try reader.strings()
        let inheritedTypes = try reader.strings()
        let isGeneric = try reader.bool()
        var members: [Member] = []
        let memberCount = try reader.count()
        members.reserveCapacity(memberCount)
        for _ in 0..<memberCount { members.append(try decodeMember(&reader)) }
        return Declaration(
            kind: kind, name: name, accessLevel: accessLevel, isFinal: isFinal, attributes: attributes,
            inheritedTypes: inheritedTypes, isGeneric: isGeneric, members: members,
            precedingMark: try reader.optionalString(), docComment: try reader.optionalString(),
            line: try reader.int(), column: try reader.int(), endLine: try reader.int(), aliasedType: try reader.optionalString()
        )
    }

    // MARK: - Members

    private static func encode(_ member: Member, into writer: inout BinaryWriter) {
        writer.int(memberKinds.firstIndex(of: member.kind) ?? 0)
        writer.string(member.name)
        writer.bool(member.isStatic)
        writer.bool(member.isMutable)
        writer.optionalString(member.type)
        writer.int(member.parameters.count)
        for parameter in member.parameters {
            writer.string(parameter.label)
            writer.string(parameter.name)
            writer.string(parameter.type)
            writer.bool(parameter.hasDefault)
        }
        writer.bool(member.isAsync)
        writer.optionalString(member.throwsClause)
        writer.optionalString(member.accessLevel)
        writer.strings(member.attributes)
        writer.bool(member.hasInitializer)
        writer.bool(member.isComputed)
        writer.optionalString(member.rawValue)
        writer.int(member.line)
        writer.optionalInt(member.bodyLineCount)
        writer.strings(member.accessors)
        writer.optionalString(member.precedingMark)
        writer.optionalString(member.docComment)
    }

    private static func decodeMember(_ reader: inout BinaryReader) throws(CacheCorruption) -> Member {
        let kind = try element(of: memberKinds, at: reader.int())
        let name = try reader.string()
        let isStatic = try reader.bool()
        let isMutable = try reader.bool()
        let type = try reader.optionalString()
        var parameters: [MemberParameter] = []
        let parameterCount = try reader.count()
        parameters.reserveCapacity(parameterCount)  // grown one by one, most lists were allocated twice
        for _ in 0..<parameterCount {
            let label = try reader.string()
            let name = try reader.string()
            parameters.append(MemberParameter(label: label, name: name, type: try reader.string(), hasDefault: try reader.bool()))
        }
        return Member(
            kind: kind, name: name, isStatic: isStatic, isMutable: isMutable, type: type, parameters: parameters,
            isAsync: try reader.bool(), throwsClause: try reader.optionalString(), accessLevel: try reader.optionalString(),
            attributes: try reader.strings(), hasInitializer: try reader.bool(), isComputed: try reader.bool(),
            rawValue: try reader.optionalString(), line: try reader.int(), bodyLineCount: try reader.optionalInt(),
            accessors: try reader.strings(), precedingMark: try reader.optionalString(), docComment: try reader.optionalString()
        )
    }

    private static func element<T>(of values: [T], at index: Int) throws(CacheCorruption) -> T {
        guard values.indices.contains(index) else { throw CacheCorruption() }
        return values[index]
    }
}
