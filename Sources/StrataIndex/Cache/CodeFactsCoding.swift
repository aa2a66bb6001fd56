/// `CodeFacts` ⇄ bytes, appended to each `SummaryCoding` payload; same rules: fields in declaration
/// order, and any change bumps `CacheFile.schemaVersion`.
enum CodeFactsCoding {
    static func encode(_ code: CodeFacts, into writer: inout BinaryWriter) {
        writer.int(code.typeReferences.count)
        for reference in code.typeReferences {
            writer.string(reference.name)
            writer.int(reference.line)
            writer.int(reference.column)
        }
        writer.int(code.memberAccesses.count)
        for access in code.memberAccesses {
            writer.string(access.base)
            writer.string(access.member)
            writer.int(access.line)
            writer.int(access.column)
        }
        writer.int(code.calls.count)
        for call in code.calls { encode(call, into: &writer) }
        writer.int(code.catchClauses.count)
        for clause in code.catchClauses {
            writer.string(clause.pattern)
            writer.int(clause.line)
            writer.int(clause.column)
            writer.bool(clause.rethrowsCaughtError)
        }
        writer.int(code.throwSites.count)
        for site in code.throwSites {
            writer.string(site.expression)
            writer.int(site.line)
            writer.int(site.column)
        }
        writer.int(code.directives.count)
        for directive in code.directives {
            writer.string(directive.text)
            writer.int(directive.line)
            writer.int(directive.column)
            writer.bool(directive.isTrailing)
            writer.optionalInt(directive.nextCodeLine)
        }
        writer.optionalInt(code.firstSyntaxErrorLine)
        writer.optionalInt(code.firstSyntaxErrorColumn)
    }

    private static func encode(_ call: CallSite, into writer: inout BinaryWriter) {
        writer.string(call.name)
        writer.optionalString(call.receiver)
        writer.int(call.line)
        writer.int(call.column)
        writer.optionalInt(call.optionalChainLine)
        writer.optionalInt(call.optionalChainColumn)
        writer.int(call.argumentCount)
        writer.optionalString(call.functionReferenceArgument)
        writer.bool(call.hasTrailingClosure)
        writer.bool(call.isTried)
        writer.bool(call.isInsideDoCatch)
    }

    static func decode(_ reader: inout BinaryReader) throws(CacheCorruption) -> CodeFacts {
        var code = CodeFacts()
        // The long lists are reserved at their size: grown one by one, each was copied six or seven times.
        let referenceCount = try reader.count()
        code.typeReferences.reserveCapacity(referenceCount)
        for _ in 0..<referenceCount {
            code.typeReferences.append(NameReference(name: try reader.string(), line: try reader.int(), column: try reader.int()))
        }
        let accessCount = try reader.count()
        code.memberAccesses.reserveCapacity(accessCount)
        for _ in 0..<accessCount {
            code.memberAccesses.append(
                MemberAccess(
                    base: try reader.string(), member: try reader.string(), line: try reader.int(), column: try reader.int()))
        }
        let callCount = try reader.count()
        code.calls.reserveCapacity(callCount)
        for _ in 0..<callCount { code.calls.append(try decodeCall(&reader)) }
        for _ in 0..<(try reader.count()) {
            code.catchClauses.append(
                CatchSite(
                    pattern: try reader.string(), line: try reader.int(), column: try reader.int(), rethrowsCaughtError: try reader.bool()))
        }
        for _ in 0..<(try reader.count()) {
            code.throwSites.append(ThrowSite(expression: try reader.string(), line: try reader.int(), column: try reader.int()))
        }
        for _ in 0..<(try reader.count()) {
            code.directives.append(
                CommentDirective(
                    text: try reader.string(), line: try reader.int(), column: try reader.int(), isTrailing: try reader.bool(),
                    nextCodeLine: try reader.optionalInt()))
        }
        code.firstSyntaxErrorLine = try reader.optionalInt()
        code.firstSyntaxErrorColumn = try reader.optionalInt()
        return code
    }

    private static func decodeCall(_ reader: inout BinaryReader) throws(CacheCorruption) -> CallSite {
        CallSite(
            name: try reader.string(), receiver: try reader.optionalString(), line: try reader.int(), column: try reader.int(),
            optionalChainLine: try reader.optionalInt(), optionalChainColumn: try reader.optionalInt(), argumentCount: try reader.int(),
            functionReferenceArgument: try reader.optionalString(), hasTrailingClosure: try reader.bool(), isTried: try reader.bool(),
            isInsideDoCatch: try reader.bool())
    }
}
