import StrataIndex
import StrataMock
import StrataModel
import StrataPropagation
import SwiftSyntax

/// The types conforming to a repository protocol that just gained a method: each must implement
/// it, or the project stops compiling.
///
/// - A mock gets the method's tracking members: in the generator's shape when it is the
///   generator's in-memory mock (so the generated use-case tests find what they set), otherwise
///   rendered by `strata mock` in the style the mock itself shows.
/// - An implementation gets a witness that throws the repository's error, with a TODO, and the
///   place is listed for a person: how to read the data is not Strata's to invent.
struct ConformerCompletion {
    /// The requirement just added, as the protocol now declares it.
    struct NewRequirement {
        var protocolName: String
        var method: String
        var declaration: FunctionDeclSyntax
        /// On one line, for messages.
        var oneLine: String
        /// The protocol's declaration with the requirement, standalone, for the mock renderer.
        var protocolSource: String
        /// The generator's repository mock for the one-use-case spec, with the project's names.
        var generatedMock: String?
        /// The feature's error type, for an untyped `throws`.
        var errorType: String?
    }

    let types: ProjectTypes
    let session: EditSession
    let failures: FailureValues
    let useCase: String

    func complete(_ conformer: ProjectType, with requirement: NewRequirement) throws(StrataIssues) {
        let path = conformer.file.path
        let source = try session.source(path)
        let line = session.line(conformer.declaration.line, in: path)
        guard let group = Self.group(of: conformer, conformingTo: requirement.protocolName, in: source) else {
            session.unhandled(path, line: line, "`\(conformer.name)` must now implement `\(requirement.oneLine)`")
            return
        }
        if group.memberBlock.members.contains(where: { $0.decl.as(FunctionDeclSyntax.self)?.name.text == requirement.method }) {
            session.alreadyPresent("`\(conformer.name).\(requirement.method)` (\(path))")
            return
        }
        if conformer.isTest, conformer.declaration.kind != .struct {
            completeMock(conformer, group: group, source: source, line: line, requirement: requirement)
        } else {
            // A struct test double cannot count calls: its witnesses are not `mutating`. It gets the
            // witness an implementation gets, which compiles, and a person decides what it returns.
            completeImplementation(conformer, group: group, source: source, line: line, requirement: requirement, isTestDouble: conformer.isTest)
        }
    }

    // MARK: Mocks

    private func completeMock(_ conformer: ProjectType, group: DeclGroupSyntax, source: ParsedSource, line: Int, requirement: NewRequirement) {
        let existing = Set(conformer.declaration.members.map(\.name))
        let state: [String]
        let witness: String
        let how: String
        if let generated = requirement.generatedMock.flatMap({ GeneratedMockMembers(mock: $0, method: requirement.method) }),
            generated.sharedState.isSubset(of: existing)
        {
            (state, witness, how) = (generated.state, generated.witness, "as the generator's mocks do")
        } else {
            let style = MockMemberAddition.style(ofMockMembers: conformer.declaration.members) ?? .seed
            guard
                let addition = MockMemberAddition.method(
                    named: requirement.method, ofProtocol: requirement.protocolName, declaredIn: requirement.protocolSource, path: conformer.file.path,
                    mockName: conformer.name, style: style, mainActorInit: false, failures: failures)
            else {
                session.unhandled(conformer.file.path, line: line, "mock `\(conformer.name)` must now implement `\(requirement.oneLine)`")
                return
            }
            let needsHelper = addition.needsNotStubbed && !existing.contains("NotStubbed")
            state = addition.state
            witness = needsHelper ? Self.trimmed(addition.notStubbedDeclaration) + "\n\n" + addition.implementation : addition.implementation
            how = "in its \(style.rawValue) style"
        }
        let lines = source.lines
        let members = group.memberBlock.members
        let appender = MemberAppender(source: source)
        let indentation = appender.memberIndentation(of: group)
        var edits: [SourceEdit] = []
        if !state.isEmpty {
            let stored = members.last { $0.decl.as(VariableDeclSyntax.self)?.bindings.allSatisfy({ $0.accessorBlock == nil }) == true }
            let gap = MemberSpacing.separated(members) { $0.is(VariableDeclSyntax.self) } ? lines.newline : ""
            let text = gap + state.map { indentation + $0 }.joined(separator: lines.newline)
            if let stored {
                edits.append(lines.lineEdit(text, after: stored.endPositionBeforeTrailingTrivia.utf8Offset))
            } else {
                edits.append(SourceEdit(insert: lines.newline + text, at: group.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset))
            }
        }
        edits.append(appender.append(witness, to: group, blankLineBefore: true))
        session.add(edits, in: conformer.file.path, line: line, "mock `\(conformer.name)`: `\(requirement.method)` with call tracking, \(how)")
    }

    // MARK: Implementations

    private func completeImplementation(
        _ conformer: ProjectType, group: DeclGroupSyntax, source: ParsedSource, line: Int, requirement: NewRequirement, isTestDouble: Bool = false
    ) {
        let kind = isTestDouble ? "test double" : "implementation"
        let path = conformer.file.path
        let placeholder = PlaceholderError(types: types, failures: failures)
        // What the witness does, said as a statement, and in the summary and the message.
        let statement: String, doing: String, does: String
        var edits: [SourceEdit] = []
        if let thrown = placeholder.value(for: requirement.declaration, untypedErrorType: requirement.errorType) {
            (statement, doing, does) = ("throw \(thrown)", "throwing `\(thrown)`", "throws `\(thrown)`")
        } else if Self.throwsUntyped(requirement.declaration) {
            // Any error will do for an untyped `throws`: the conformer's own, when the feature has none.
            let error = ownError(conformer: conformer, group: group, source: source, edits: &edits)
            (statement, doing, does) = ("throw \(error)", "throwing `\(error)`", "throws `\(error)`")
        } else if let wrapper = FailingWrapper.of(requirement.declaration),
            let error = wrapperError(wrapper, conformer: conformer, group: group, source: source, errorType: requirement.errorType, edits: &edits)
        {
            (statement, doing, does) = (wrapper.failing(with: error), "failing with `\(error)`", "fails with `\(error)`")
        } else if let neutral = Self.neutralResult(of: requirement.declaration) {
            // Nothing to fail with, but nothing to make up either: no result, or an optional one.
            (statement, doing, does) = neutral.isEmpty ? ("", "doing nothing", "does nothing") : (neutral, "returning `nil`", "returns `nil`")
        } else {
            session.unhandled(
                path, line: line, "\(kind) `\(conformer.name)` must now implement `\(requirement.oneLine)`",
                hint:
                    "Strata writes a placeholder only for a requirement that throws, returns nothing or an optional, or returns a Single, Maybe, Observable, Completable or failing AnyPublisher, whose error it can make"
            )
            return
        }
        let access = Self.witnessAccess(in: group)
        let signature = Self.columnZero(requirement.declaration.with(\.body, nil).with(\.attributes, []).with(\.modifiers, []))
        let todo = isTestDouble ? "return what the tests need here" : "read or write through the data sources here"
        let witness =
            access + signature + " {\n"
            + "    // TODO(strata): `strata add usecase \(useCase)` added this requirement; \(todo).\n"
            + (statement.isEmpty ? "" : "    \(statement)\n") + "}"
        // The witness first, its error type after it, at the end of the type.
        edits.insert(MemberAppender(source: source).append(witness, to: group, blankLineBefore: !group.memberBlock.members.isEmpty), at: 0)
        session.add(edits, in: path, line: line, "\(kind) `\(conformer.name)`: `\(requirement.method)` \(doing) until written")
        session.unhandled(
            path, line: line, "`\(conformer.name).\(requirement.method)` \(does) until its body is written (see the TODO)",
            hint: isTestDouble ? "a struct cannot count calls in a method that is not `mutating`: return what the tests need" : "implement it with the repository's data sources")
    }

    /// The error a wrapper witness fails with: a value of the publisher's failure type, else of the
    /// feature's error, else the conformer's own `NotImplemented` (declared inside it once, so it
    /// cannot collide with a same-named type elsewhere in the module).
    private func wrapperError(
        _ wrapper: FailingWrapper, conformer: ProjectType, group: DeclGroupSyntax, source: ParsedSource, errorType: String?, edits: inout [SourceEdit]
    ) -> String? {
        let placeholder = PlaceholderError(types: types, failures: failures)
        if case .publisher(let failure) = wrapper, !wrapper.acceptsAnyError {
            return placeholder.qualifiedValue(of: failure)
        }
        // The feature's error only where the conformer's file can name it (its module or imports).
        if let errorType, types.resolve(errorType, at: conformer.file.path) != nil, let value = placeholder.qualifiedValue(of: errorType) { return value }
        return ownError(conformer: conformer, group: group, source: source, edits: &edits)
    }

    /// `NotImplemented()`, declared inside the conformer once (so it cannot collide with a
    /// same-named type elsewhere in the module).
    private func ownError(conformer: ProjectType, group: DeclGroupSyntax, source: ParsedSource, edits: inout [SourceEdit]) -> String {
        let name = "NotImplemented"
        let declared = group.memberBlock.members.contains { member in
            member.decl.as(StructDeclSyntax.self)?.name.text == name || member.decl.as(EnumDeclSyntax.self)?.name.text == name
        }
        if !declared, session.claim(conformer.file.path, offset: group.position.utf8Offset, "wrapper-error") {
            edits.append(
                MemberAppender(source: source).append(
                    "/// What the witnesses Strata added fail with until their bodies are written.\nprivate struct \(name): Error {}",
                    to: group, blankLineBefore: !group.memberBlock.members.isEmpty))
        }
        return "\(name)()"
    }

    /// The statement of a witness that needs no made-up value: "" for a requirement returning
    /// nothing (`Void`, `()`), `return nil` for an optional result; nil otherwise.
    static func neutralResult(of requirement: FunctionDeclSyntax) -> String? {
        guard let returned = requirement.signature.returnClause?.type else { return "" }
        if returned.is(OptionalTypeSyntax.self) || returned.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return "return nil" }
        return ["Void", "()", "Swift.Void"].contains(returned.trimmedDescription) ? "" : nil
    }

    static func throwsUntyped(_ requirement: FunctionDeclSyntax) -> Bool {
        guard let clause = requirement.signature.effectSpecifiers?.throwsClause else { return false }
        return clause.throwsSpecifier.tokenKind == .keyword(.throws) && clause.type == nil
    }

    private static func trimmed(_ text: String) -> String {
        String(text.reversed().drop { $0 == "\n" }.reversed())
    }

    /// The access modifier the type's witnesses carry (`public `), or none.
    private static func witnessAccess(in group: DeclGroupSyntax) -> String {
        let levels: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private"]
        for member in group.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
            if let access = function.modifiers.first(where: { levels.contains($0.name.text) }) {
                let word = access.name.text == "open" ? "public" : access.name.text
                return word == "private" || word == "fileprivate" ? "" : word + " "
            }
            return ""
        }
        return ""
    }

    /// A node's text moved to column 0: its continuation lines lose the node's own indentation.
    static func columnZero(_ node: some SyntaxProtocol) -> String {
        let own = node.leadingTrivia.pieces.reversed().prefix { piece in
            if case .spaces = piece { return true }
            if case .tabs = piece { return true }
            return false
        }.reduce(0) { width, piece in
            switch piece {
            case .spaces(let n): return width + n
            case .tabs(let n): return width + 4 * n
            default: return width
            }
        }
        return node.trimmedDescription.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            guard index > 0 else { return String(line) }
            let spaces = line.prefix { $0 == " " }.count
            return String(line.dropFirst(min(spaces, own)))
        }.joined(separator: "\n")
    }

    /// The declaration that states the conformance: the type itself, or the extension that adds it.
    private static func group(of conformer: ProjectType, conformingTo protocolName: String, in source: ParsedSource) -> DeclGroupSyntax? {
        let locator = DeclarationLocator(source: source)
        guard conformer.declaration.kind == .extension else { return locator.type(named: conformer.name) }
        return locator.extensions(of: conformer.name).first { ext in
            ext.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription.split(separator: ".").last.map(String.init) == protocolName } ?? false
        }
    }
}
