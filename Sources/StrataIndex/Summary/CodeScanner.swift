@_spi(RawSyntax) import SwiftSyntax

/// Reads `CodeFacts` out of the subtrees the summary walk does not descend into (bodies, property
/// initialisers, top-level statements, declaration headers).
///
/// Why the raw tree: the public `Syntax` API allocates a node for every node it visits, so a full
/// `SyntaxVisitor` over bodies costs about a third of the parse again; walking `RawSyntax` (the
/// `RawSyntax` SPI, stable here because swift-syntax is pinned to an exact version) costs about 3 %.
/// Positions are tracked as byte offsets while walking and turned into lines by the line table.
///
/// Recursive, like the parser: it runs on the same deep-stack thread, and uses far less stack per
/// level than the parse that built the tree.
struct CodeScanner {
    let source: SourceText
    private(set) var facts = CodeFacts()

    init(source: SourceText) {
        self.source = source
        // Sized from the file (Clean-Architecture code has a type name every ~70 bytes, a call every
        // ~100): appending to empty arrays grew each of them five or six times per file.
        let bytes = source.bytes.count
        facts.typeReferences.reserveCapacity(bytes / 96)
        facts.calls.reserveCapacity(bytes / 128)
        facts.memberAccesses.reserveCapacity(bytes / 256)
    }

    /// Whether errors thrown at a point propagate and whether a `do … catch` is around.
    private struct Scope {
        var inTry = false
        var inDoCatch = false
    }

    /// Longest text kept for receivers, arguments and thrown expressions.
    private static let maxTextLength = 120

    /// The facts, each list in an array of its own size. The reservation above guesses high for some
    /// files and growth doubles others; what is kept lives as long as the index, so spare capacity
    /// would be memory held for nothing.
    var exactlySizedFacts: CodeFacts {
        var result = facts
        result.typeReferences.dropSpareCapacity()
        result.calls.dropSpareCapacity()
        result.memberAccesses.dropSpareCapacity()
        return result
    }

    // MARK: - Entry points

    mutating func scan(_ node: RawNode) {
        visit(node.raw, kind: node.kind, at: node.offset, parent: .token, scope: Scope())
    }

    /// A type's header: attributes, inheritance clause, generic clauses; not its member block, which
    /// the summary walk enters itself.
    mutating func scanHeader(of node: RawNode) {
        node.forEachChild { child in
            let kind = child.kind
            if kind != .memberBlock { visit(child.raw, kind: kind, at: child.offset, parent: node.kind, scope: Scope()) }
        }
    }

    // MARK: - The walk

    /// `kind` is `raw.kind`, which the caller has already read: each read is a call into SwiftSyntax.
    private mutating func visit(_ raw: RawSyntax, kind: SyntaxKind, at start: Int, parent: SyntaxKind, scope outer: Scope) {
        guard kind != .token, let layout = raw.layoutView else {
            recordName(raw, at: start, parent: parent)
            return
        }
        var scope = outer
        var skipped: RawSyntax.ID?  // a child that is not code: an attribute's name
        var doBody: RawSyntax.ID?  // the body of a `do` with `catch` clauses
        switch kind {
        case .unexpectedNodes:
            return  // recovered garbage: no facts worth keeping
        case .functionCallExpr: recordCall(raw, at: start, scope)
        case .memberAccessExpr: recordMemberAccess(raw, at: start)
        case .catchClause: recordCatch(raw, at: start)
        case .throwStmt: recordThrow(raw, at: start)
        case .tryExpr:
            if raw.as(RawTryExprSyntax.self)?.questionOrExclamationMark == nil { scope.inTry = true }
        case .closureExpr:
            scope.inTry = false  // a `try` outside a closure does not cover the calls inside it
        case .functionDecl, .initializerDecl, .accessorDecl, .deinitializerDecl:
            scope = Scope()
        case .attribute:
            skipped = raw.as(RawAttributeSyntax.self)?.attributeName.raw.id
        case .doStmt:
            // The list's layout, not `elements`, which would build an array per `do`.
            if let doStmt = raw.as(RawDoStmtSyntax.self), doStmt.catchClauses.raw.layoutView?.children.isEmpty == false {
                doBody = doStmt.body.raw.id
            }
        default:
            break
        }
        // Tokens are facts only as the name of a type or a reference; elsewhere they are skipped
        // here rather than visited (half the nodes of a tree are tokens).
        let namesTokens = kind == .identifierType || kind == .declReferenceExpr || kind == .memberType
        var offset = start
        for child in layout.children {
            guard let child else { continue }
            let childKind = child.kind
            if !namesTokens, childKind == .token {
                offset += child.byteLength
                continue
            }
            // Identities are compared only in the few nodes that name a child (most name none).
            if skipped == nil || child.id != skipped {
                var childScope = scope
                if let doBody { childScope.inDoCatch = child.id == doBody || scope.inDoCatch }
                visit(child, kind: childKind, at: offset, parent: kind, scope: childScope)
            }
            offset += child.byteLength
        }
    }

    // MARK: - Facts

    /// An UpperCamelCase identifier in a type or a name expression.
    private mutating func recordName(_ raw: RawSyntax, at start: Int, parent: SyntaxKind) {
        guard parent == .identifierType || parent == .declReferenceExpr || parent == .memberType,
            let token = raw.tokenView, token.rawKind == .identifier,
            let first = token.rawText.first, first >= 0x41, first <= 0x5A  // A…Z
        else { return }
        let position = source.lines.position(ofOffset: start + token.leadingTriviaByteLength)
        facts.typeReferences.append(NameReference(name: String(syntaxText: token.rawText), line: position.line, column: position.column))
    }

    private mutating func recordCall(_ raw: RawSyntax, at start: Int, _ scope: Scope) {
        guard let call = raw.as(RawFunctionCallExprSyntax.self) else { return }
        var called = call.calledExpression.raw
        var calledStart = Self.childStart(raw, index: 1, from: start)
        while called.kind == .genericSpecializationExpr {  // `FetchDescriptor<X>(…)`
            calledStart = Self.childStart(called, index: 1, from: calledStart)
            guard let expression = called.as(RawGenericSpecializationExprSyntax.self)?.expression.raw else { return }
            called = expression
        }
        var site: CallSite
        if let reference = called.as(RawDeclReferenceExprSyntax.self) {
            let position = source.lines.position(ofOffset: calledStart + reference.raw.leadingTriviaByteLength)
            site = CallSite(name: String(syntaxText: reference.baseName.tokenText), line: position.line, column: position.column)
        } else if let access = called.as(RawMemberAccessExprSyntax.self) {
            let position = source.lines.position(ofOffset: Self.childStart(called, index: 5, from: calledStart) + access.declName.raw.leadingTriviaByteLength)
            site = CallSite(name: String(syntaxText: access.declName.baseName.tokenText), line: position.line, column: position.column)
            if let base = access.base?.raw {
                let baseStart = Self.childStart(called, index: 1, from: calledStart)
                site.receiver = text(base, at: baseStart)
                if base.kind == .optionalChainingExpr {
                    let mark = source.lines.position(ofOffset: baseStart + base.byteLength - base.trailingTriviaByteLength - 1)
                    site.optionalChainLine = mark.line
                    site.optionalChainColumn = mark.column
                }
            } else {
                site.receiver = ""
            }
        } else {
            return  // closures, subscripts, calls of calls: nothing a rule asks about
        }
        var count = 0
        var firstArgument: (raw: RawSyntax, start: Int)?
        var argumentStart = Self.childStart(raw, index: 5, from: start)
        if let arguments = call.arguments.raw.layoutView {
            for element in arguments.children {
                guard let element else { continue }
                if count == 0 { firstArgument = (element, argumentStart) }
                count += 1
                argumentStart += element.byteLength
            }
        }
        site.argumentCount = count
        if count == 1, let (element, elementStart) = firstArgument, let labeled = element.as(RawLabeledExprSyntax.self), labeled.label == nil,
            Self.isFunctionReference(labeled.expression.raw)
        {
            site.functionReferenceArgument = text(labeled.expression.raw, at: Self.childStart(element, index: 5, from: elementStart))
        }
        site.hasTrailingClosure = call.trailingClosure != nil
        site.isTried = scope.inTry
        site.isInsideDoCatch = scope.inDoCatch
        facts.calls.append(site)
    }

    /// `mapper.map`, `transform`, `Self.convert`: names and member chains, no calls.
    private static func isFunctionReference(_ raw: RawSyntax) -> Bool {
        var current = raw
        while true {
            switch current.kind {
            case .declReferenceExpr: return true
            case .memberAccessExpr:
                guard let base = current.as(RawMemberAccessExprSyntax.self)?.base?.raw else { return false }
                current = base
            default: return false
            }
        }
    }

    private mutating func recordMemberAccess(_ raw: RawSyntax, at start: Int) {
        guard let access = raw.as(RawMemberAccessExprSyntax.self), let base = access.base?.as(RawDeclReferenceExprSyntax.self) else { return }
        let baseToken = base.baseName
        let isSelf = baseToken.tokenKind == .keyword && baseToken.tokenText == "self"
        guard isSelf || baseToken.tokenKind == .identifier, let first = baseToken.tokenText.first, !(first >= 0x41 && first <= 0x5A)
        else { return }
        let position = source.lines.position(ofOffset: Self.childStart(raw, index: 5, from: start) + access.declName.raw.leadingTriviaByteLength)
        facts.memberAccesses.append(
            MemberAccess(
                base: String(syntaxText: baseToken.tokenText), member: String(syntaxText: access.declName.baseName.tokenText),
                line: position.line, column: position.column))
    }

    private mutating func recordCatch(_ raw: RawSyntax, at start: Int) {
        guard let clause = raw.as(RawCatchClauseSyntax.self) else { return }
        let keyword = source.lines.position(ofOffset: Self.childStart(raw, index: 1, from: start) + clause.catchKeyword.raw.leadingTriviaByteLength)
        let pattern = clause.catchItems.raw.byteLength == 0 ? "" : text(clause.catchItems.raw, at: Self.childStart(raw, index: 3, from: start))
        facts.catchClauses.append(
            CatchSite(
                pattern: pattern, line: keyword.line, column: keyword.column,
                // The pattern is read only for a body that is one `throw name` (most catch bodies map).
                rethrowsCaughtError: Self.rethrownName(clause.body).map { Self.boundName(in: pattern) == $0 } ?? false))
    }

    /// `let error as NetworkError` → `error`; a bare `catch` binds `error`.
    static func boundName(in pattern: String) -> String? {
        guard !pattern.isEmpty else { return "error" }
        let words = pattern.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "," || $0 == ":" })
        guard let binding = words.firstIndex(where: { $0 == "let" || $0 == "var" }), binding + 1 < words.count else { return nil }
        return String(words[binding + 1])
    }

    /// `name` when the block is exactly `throw name`.
    private static func rethrownName(_ body: RawCodeBlockSyntax) -> String? {
        // The list's layout, not `elements`, which would build an array per `catch`.
        guard let statements = body.statements.raw.layoutView, statements.children.count == 1,
            let first = statements.children.first, let item = first?.as(RawCodeBlockItemSyntax.self),
            let throwStmt = item.item.raw.as(RawThrowStmtSyntax.self),
            let reference = throwStmt.expression.raw.as(RawDeclReferenceExprSyntax.self)
        else { return nil }
        return String(syntaxText: reference.baseName.tokenText)
    }

    private mutating func recordThrow(_ raw: RawSyntax, at start: Int) {
        guard let statement = raw.as(RawThrowStmtSyntax.self) else { return }
        let keyword = source.lines.position(ofOffset: Self.childStart(raw, index: 1, from: start) + statement.throwKeyword.raw.leadingTriviaByteLength)
        facts.throwSites.append(
            ThrowSite(
                expression: text(statement.expression.raw, at: Self.childStart(raw, index: 3, from: start)), line: keyword.line, column: keyword.column))
    }

    // MARK: - Positions and text

    /// Offset of child `index` of a layout node starting at `start`.
    private static func childStart(_ raw: RawSyntax, index: Int, from start: Int) -> Int {
        guard let layout = raw.layoutView else { return start }
        var offset = start
        for position in 0..<min(index, layout.children.count) { offset += layout.children[position]?.byteLength ?? 0 }
        return offset
    }

    /// The node's text without surrounding trivia, whitespace runs folded to one space, shortened.
    private func text(_ raw: RawSyntax, at start: Int) -> String {
        let from = start + raw.leadingTriviaByteLength
        let to = min(start + raw.byteLength - raw.trailingTriviaByteLength, source.bytes.count)
        guard from < to else { return "" }
        let slice = source.bytes[from..<min(to, from + Self.maxTextLength)]
        // Most receivers and arguments are short and on one line: no folding needed.
        if to - from <= Self.maxTextLength, !slice.contains(where: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            return String(decoding: UnsafeBufferPointer(rebasing: slice), as: UTF8.self)
        }
        var result: [UInt8] = []
        result.reserveCapacity(min(to - from, Self.maxTextLength))
        var lastWasSpace = false
        for byte in source.bytes[from..<to] {
            let isSpace = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
            if isSpace {
                if !lastWasSpace { result.append(0x20) }
            } else {
                result.append(byte)
            }
            lastWasSpace = isSpace
            if result.count >= Self.maxTextLength { break }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
