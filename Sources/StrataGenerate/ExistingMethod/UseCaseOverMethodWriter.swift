/// Writes a use case over an existing repository method, its mock and its tests, in the contract
/// preset's shape and the indentation, access and test framework the project uses. The tests drive
/// the project's own repository mock through the members it already has.
package struct UseCaseOverMethodWriter: Sendable {
    let request: UseCaseOverMethod

    package init(_ request: UseCaseOverMethod) { self.request = request }

    package func files() -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        if let path = request.contractPath, let contract = contract() {
            files.append(GeneratedFile(path: path, contents: Self.importLines(request.imports) + contract, role: .useCase))
            files.append(GeneratedFile(path: request.useCasePath, contents: useCase(withContract: false), role: .useCase))
        } else {
            files.append(GeneratedFile(path: request.useCasePath, contents: useCase(withContract: true), role: .useCase))
        }
        if let path = request.mockPath, let mock = mock() { files.append(GeneratedFile(path: path, contents: mock, role: .useCaseMock)) }
        if let path = request.testsPath, let tests = tests() { files.append(GeneratedFile(path: path, contents: tests, role: .useCaseTest)) }
        return files
    }

    private var indent: String { request.style.indent }
    private var method: UseCaseOverMethod.Method { request.method }

    /// `execute(characterIdentifier: Int) async throws(EpisodeError) -> EpisodeCharacterWithEpisodes`
    var executeSignature: String {
        let parameters = method.executeArguments.map { argument in
            argument.label == argument.name ? "\(argument.name): \(argument.type)" : "\(argument.label) \(argument.name): \(argument.type)"
        }
        var text = "execute(" + parameters.joined(separator: ", ") + ")"
        if method.isAsync { text += " async" }
        if let clause = method.throwsClause { text += " " + clause }
        if let returns = method.returns { text += " -> " + returns }
        return text
    }

    /// `try await` as the method needs.
    private var effects: String {
        (method.throwsClause != nil ? "try " : "") + (method.isAsync ? "await " : "")
    }

    private func call(_ receiver: String, _ name: String, _ values: (UseCaseOverMethod.Argument) -> String) -> String {
        let arguments = method.arguments.map { argument in
            argument.label == "_" ? values(argument) : "\(argument.label): \(values(argument))"
        }
        return "\(receiver).\(name)(" + arguments.joined(separator: ", ") + ")"
    }

    private static func importLines(_ modules: [String]) -> String {
        modules.isEmpty ? "" : modules.map { "import \($0)\n" }.joined() + "\n"
    }

    /// A module imported `@testable` is not imported plainly too.
    private func withoutTestable(_ modules: [String]) -> [String] {
        modules.filter { $0 != request.testableModule }
    }

    // MARK: Use case

    /// The contract's declaration, when the project writes one.
    func contract() -> String? {
        guard let contract = request.contractName else { return nil }
        return "\(request.style.access)protocol \(contract)\(request.style.contractRefinesSendable ? ": Sendable" : "") {\n"
            + "\(indent)func \(executeSignature)\n}\n"
    }

    func useCase(withContract: Bool = true) -> String {
        let access = request.style.access
        var text = Self.importLines(request.imports)
        if withContract, let contract = contract() { text += contract + "\n" }
        let keyword = request.style.implementationIsStruct ? "struct" : "final class"
        text += "\(access)\(keyword) \(request.typeName)\(request.contractName.map { ": " + $0 } ?? "") {\n"
        text += "\(indent)private let \(request.repositoryProperty): \(request.repositoryType)\n\n"
        text += "\(indent)\(access)init(\(request.repositoryProperty): \(request.repositoryType)) {\n"
        text += "\(indent)\(indent)self.\(request.repositoryProperty) = \(request.repositoryProperty)\n\(indent)}\n\n"
        text += "\(indent)\(access)func \(executeSignature) {\n"
        let body = call(request.repositoryProperty, method.name) { argument in
            argument.isCachePolicy ? "." + (request.cachePolicyCase ?? "localFirst") : argument.name
        }
        text += "\(indent)\(indent)\(effects)\(body)\n\(indent)}\n}\n"
        return text
    }

    // MARK: Mock

    /// `lastRequestedCharacterIdentifier`.
    static func trackingName(_ argument: String) -> String {
        "lastRequested" + argument.prefix(1).uppercased() + argument.dropFirst()
    }

    private var failureType: String { request.errorType ?? "any Error" }

    /// The mock's default failure: the project's error value, else a cancellation.
    private var defaultFailure: String {
        if let value = request.failureValue { return value }
        return request.errorType == nil ? "CancellationError()" : ".loadFailed()"
    }

    func mock() -> String? {
        guard let contract = request.contractName, let mockName = request.mockName else { return nil }
        var text = Self.importLines(withoutTestable(request.imports.filter { $0 != "Foundation" } + (request.errorType == nil ? ["Foundation"] : [])))
        if let module = request.testableModule {
            text += "@testable import \(module)\n\n"
        }
        text += "final class \(mockName): \(contract), @unchecked Sendable {\n"
        let throwing = method.throwsClause != nil
        let success = method.returns ?? "Void"
        var initializer: String?
        if throwing {
            text += "\(indent)var result: Result<\(success), \(failureType)> = .failure(\(defaultFailure))\n"
        } else if let returns = method.returns {
            if let sample = request.sampleValue {
                text += "\(indent)var result: \(returns) = \(sample)\n"
            } else {
                text += "\(indent)var result: \(returns)\n"
                initializer = "init(result: \(returns)) {\n\(indent)\(indent)self.result = result\n\(indent)}"
            }
        }
        text += "\(indent)private(set) var executeCallCount = 0\n"
        for argument in method.executeArguments {
            text += "\(indent)private(set) var \(Self.trackingName(argument.name)): \(Self.nonOptional(argument.type))?\n"
        }
        if let initializer {
            text += "\n\(indent)\(request.style.mockMainActorInit ? "@MainActor " : "")\(initializer)\n"
        } else if request.style.mockMainActorInit {
            text += "\n\(indent)@MainActor init() {}\n"
        }
        text += "\n\(indent)func \(executeSignature) {\n"
        text += "\(indent)\(indent)executeCallCount += 1\n"
        for argument in method.executeArguments {
            text += "\(indent)\(indent)\(Self.trackingName(argument.name)) = \(argument.name)\n"
        }
        if throwing {
            text += "\(indent)\(indent)\(method.returns == nil ? "" : "return ")try result.get()\n"
        } else if method.returns != nil {
            text += "\(indent)\(indent)return result\n"
        }
        text += "\(indent)}\n}\n"
        return text
    }

    static func nonOptional(_ type: String) -> String {
        type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
    }

    // MARK: Tests

    func tests() -> String? {
        guard let mock = request.repositoryMock else { return nil }
        guard let arguments = executeArguments() else { return nil }
        let testsName = request.testsName ?? request.typeName + "Tests"
        var text = Self.importLines(withoutTestable((request.style.swiftTesting ? ["Testing"] : ["XCTest"]) + request.imports.filter { $0 != "Foundation" }))
        if let module = request.testableModule {
            if !request.style.blankLineBeforeTestableImport { text = String(text.dropLast()) }
            text += "@testable import \(module)\n\n"
        }
        let tests = [returnsTest(mock: mock, arguments: arguments), failureTest(mock: mock, arguments: arguments)].compactMap { $0 }
        if request.style.swiftTesting {
            text += "@Suite\nstruct \(testsName) {\n"
            text += tests.map { test in
                var head = "\(indent)@Test(\"\(test.title)\")\n"
                if mock.initIsMainActor { head += "\(indent)@MainActor\n" }
                head += "\(indent)func \(test.name)() async\(test.throwing ? " throws" : "") {\n"
                return head + test.lines.map { $0.isEmpty ? "\n" : "\(indent)\(indent)\($0)\n" }.joined() + "\(indent)}\n"
            }.joined(separator: "\n")
        } else {
            text += "final class \(testsName): XCTestCase {\n"
            text += tests.map { test in
                var head = mock.initIsMainActor ? "\(indent)@MainActor\n" : ""
                head += "\(indent)func test\(test.name.prefix(1).uppercased() + test.name.dropFirst())() async\(test.throwing ? " throws" : "") {\n"
                return head + test.lines.map { $0.isEmpty ? "\n" : "\(indent)\(indent)\($0)\n" }.joined() + "\(indent)}\n"
            }.joined(separator: "\n")
        }
        return text + "}\n"
    }

    private struct TestCase {
        var title: String
        var name: String
        var throwing: Bool
        var lines: [String]
    }

    /// `characterIdentifier: 1` per parameter; nil when one has no sample value.
    private func executeArguments() -> [(argument: UseCaseOverMethod.Argument, value: String)]? {
        var result: [(UseCaseOverMethod.Argument, String)] = []
        for argument in method.executeArguments {
            guard let value = request.sampleArguments[argument.name] else { return nil }
            result.append((argument, value))
        }
        return result
    }

    private func executeCall(_ arguments: [(argument: UseCaseOverMethod.Argument, value: String)]) -> String {
        let list = arguments.map { $0.argument.label == "_" ? $0.value : "\($0.argument.label): \($0.value)" }
        return "sut.execute(" + list.joined(separator: ", ") + ")"
    }

    private var policyPhrase: String {
        switch request.cachePolicyCase {
        case "localFirst": return ", reading local data first"
        case "remoteFirst": return ", fresh from the remote source"
        case let other?: return " with the `\(other)` policy"
        case nil: return ""
        }
    }

    private func given(_ mock: UseCaseOverMethod.RepositoryMock) -> [String] {
        ["let repositoryMock = \(mock.typeName)()"]
    }

    private var sut: String { "let sut = \(request.typeName)(\(request.repositoryProperty): repositoryMock)" }

    private func expectations(_ mock: UseCaseOverMethod.RepositoryMock, _ arguments: [(argument: UseCaseOverMethod.Argument, value: String)]) -> [String] {
        var lines: [String] = []
        let check: (String) -> String = { request.style.swiftTesting ? "#expect(\($0))" : "XCTAssert(\($0))" }
        if let count = mock.callCountProperty { lines.append(check("repositoryMock.\(count) == 1")) }
        for (argument, value) in arguments {
            if let property = mock.recordedArguments[argument.name], Self.isLiteral(value) { lines.append(check("repositoryMock.\(property) == \(value)")) }
        }
        if let policy = mock.cachePolicyProperty, let value = request.cachePolicyCase { lines.append(check("repositoryMock.\(policy) == .\(value)")) }
        return lines
    }

    package static func isLiteral(_ value: String) -> Bool {
        value.first.map { $0.isNumber || $0 == "\"" } == true || value == "true" || value == "false"
    }

    private func returnsTest(mock: UseCaseOverMethod.RepositoryMock, arguments: [(argument: UseCaseOverMethod.Argument, value: String)]) -> TestCase? {
        let throwing = method.throwsClause != nil
        let effects = (throwing ? "try " : "") + (method.isAsync ? "await " : "")
        var lines = ["// Given"]
        let canStub = mock.resultProperty != nil && throwing
        if method.returns != nil, let sample = request.sampleValue, canStub {
            lines.append("let expected = \(sample)")
            lines += given(mock)
            lines.append("repositoryMock.\(mock.resultProperty!) = .success(expected)")
            lines += [sut, "", "// When", "let value = \(effects)\(executeCall(arguments))", "", "// Then"]
            if request.returnIsEquatable {
                lines.append(request.style.swiftTesting ? "#expect(value == expected)" : "XCTAssertEqual(value, expected)")
            } else {
                lines.append("_ = value")
            }
        } else if method.returns == nil, canStub {
            lines += given(mock)
            lines.append("repositoryMock.\(mock.resultProperty!) = .success(())")
            lines += [sut, "", "// When", "\(effects)\(executeCall(arguments))", "", "// Then"]
        } else {
            lines += given(mock) + [sut, "", "// When", "_ = \(throwing ? "try? " : "")\(method.isAsync ? "await " : "")\(executeCall(arguments))", "", "// Then"]
        }
        let expectations = expectations(mock, arguments)
        guard lines.last != "// Then" || !expectations.isEmpty else { return nil }
        lines += expectations
        let title = method.returns == nil ? "Execute calls the repository\(policyPhrase)" : "Execute returns the repository's value\(policyPhrase)"
        return TestCase(title: title, name: method.returns == nil ? "executeCallsRepository" : "executeReturnsValue", throwing: throwing, lines: lines)
    }

    private func failureTest(mock: UseCaseOverMethod.RepositoryMock, arguments: [(argument: UseCaseOverMethod.Argument, value: String)]) -> TestCase? {
        guard method.throwsClause != nil, let result = mock.resultProperty, let failure = request.failureValue, let errorType = request.errorType else { return nil }
        let qualified = failure.hasPrefix(".") ? errorType + failure : failure
        var lines = ["// Given"] + given(mock) + ["repositoryMock.\(result) = .failure(\(qualified))", sut, ""]
        let call = (method.isAsync ? "try await " : "try ") + executeCall(arguments)
        if request.style.swiftTesting {
            lines.append("// When / Then")
            lines.append("await #expect(throws: \(request.errorIsEquatable ? qualified : errorType + ".self")) {")
            lines.append("\(indent)_ = \(call)")
            lines.append("}")
        } else {
            lines += ["// When / Then", "do {", "\(indent)_ = \(call)", "\(indent)XCTFail(\"expected an error\")", "} catch {"]
            lines.append(request.errorIsEquatable ? "\(indent)XCTAssertEqual(error, \(qualified))" : "\(indent)XCTAssertTrue(error is \(errorType))")
            lines.append("}")
        }
        return TestCase(title: "Execute forwards the repository's error", name: "executeForwardsError", throwing: false, lines: lines)
    }
}
