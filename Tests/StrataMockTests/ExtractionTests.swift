import Testing

@testable import StrataMock

/// Protocols read from syntax: every kind of requirement, with its whole signature.
@Suite("Protocol extraction")
struct ExtractionTests {
    func only(_ source: String) throws -> MockableProtocol {
        let found = MockTestSupport.extract(source)
        #expect(found.broken.isEmpty)
        return try #require(found.protocols.first)
    }

    func methods(_ model: MockableProtocol) -> [MethodRequirement] {
        model.requirements.compactMap { if case .method(let method) = $0 { method } else { nil } }
    }

    @Test func methodsKeepEffectsGenericsAndParameters() throws {
        let model = try only(
            """
            protocol P {
                func a(id: Int) async throws(E) -> User
                func b(_ x: Int, named y: String) throws
                func c<T: Decodable>(_ type: T.Type) rethrows -> T where T: Sendable
                static func d() throws(any Error)
                @MainActor @discardableResult func e() throws(Never) -> Int
                nonisolated mutating func f(_: Int...)
            }
            """)
        let all = methods(model)
        #expect(all.map(\.name) == ["a", "b", "c", "d", "e", "f"])
        #expect(all[0].isAsync && all[0].throwsKind == .typed("E") && all[0].returnType?.written == "User")
        #expect(all[1].parameters.map(\.label) == ["_", "named"] && all[1].parameters.map(\.name) == ["x", "y"])
        #expect(all[1].throwsKind == .untyped && all[1].returnType == nil)
        #expect(all[2].genericParameters == [GenericParameter(name: "T", constraint: "Decodable")])
        #expect(all[2].whereClause == "T: Sendable" && all[2].throwsKind == .rethrows)
        #expect(all[3].isStatic && all[3].throwsKind == .untyped)
        #expect(all[4].attributes == ["@MainActor", "@discardableResult"] && all[4].throwsKind == ThrowsKind.none)
        #expect(all[5].attributes == ["nonisolated"] && all[5].parameters[0].name == nil && all[5].parameters[0].isVariadic)
    }

    @Test func propertiesSubscriptsInitializersAndAssociatedTypes() throws {
        let model = try only(
            """
            protocol Store<Item>: Sendable where Item: Codable {
                associatedtype Item: Equatable
                associatedtype Key = String where Key: Hashable
                var name: String { get set }
                var token: Token { get async throws(AuthError) }
                static var shared: Self { get }
                subscript(key: Key) -> Item? { get set }
                subscript<T>(typed key: String) -> T { get }
                init?(name: String) async throws
            }
            """)
        #expect(model.primaryAssociatedTypes == ["Item"] && model.whereClause == "Item: Codable")
        #expect(
            model.associatedTypes == [
                AssociatedTypeRequirement(name: "Item", constraint: "Equatable"),
                AssociatedTypeRequirement(name: "Key", defaultType: "String", whereClause: "Key: Hashable"),
            ])
        guard model.requirements.count == 6,
            case .property(let name) = model.requirements[0], case .property(let token) = model.requirements[1],
            case .property(let shared) = model.requirements[2], case .subscript(let keyed) = model.requirements[3],
            case .subscript(let typed) = model.requirements[4], case .initializer(let initializer) = model.requirements[5]
        else {
            Issue.record("unexpected requirements: \(model.requirements)")
            return
        }
        #expect(name.hasSetter && !name.getterIsAsync)
        #expect(token.getterIsAsync && token.getterThrows == .typed("AuthError") && !token.hasSetter)
        #expect(shared.isStatic && shared.type.written == "Self")
        #expect(keyed.hasSetter && keyed.parameters[0].label == "_" && keyed.parameters[0].name == "key" && keyed.returnType.isOptional)
        #expect(typed.parameters[0].label == "typed" && typed.genericParameters.map(\.name) == ["T"])
        #expect(initializer.isFailable && initializer.isAsync && initializer.throwsKind == .untyped)
    }

    @Test func typeSpellingsForStorageAndClosures() throws {
        let model = try only(
            """
            protocol P {
                func f(_ a: @escaping @Sendable (Int) -> Void, _ b: inout Int, _ c: some Encodable, _ d: (Int) -> Int, _ e: Int!, _ f: ((String) -> Void)?, _ g: any P & Q)
            }
            """)
        let types = methods(model)[0].parameters.map(\.type)
        #expect(types[0].stored == "@Sendable (Int) -> Void" && types[0].isEscaping && types[0].storedOptional == "(@Sendable (Int) -> Void)?")
        #expect(types[0].inClosure == "@escaping @Sendable (Int) -> Void")
        #expect(types[1].isInout && types[1].stored == "Int" && types[1].storedOptional == "Int?" && types[1].inClosure == "inout Int")
        #expect(types[2].stored == "any Encodable" && types[2].storedOptional == "(any Encodable)?" && types[2].inClosure == "any Encodable")
        #expect(types[3].isNonEscapingClosure)
        #expect(types[4].stored == "Int?" && types[4].isOptional)
        #expect(types[5].isOptional && !types[5].isFunction && types[5].storedOptional == "((String) -> Void)?")
        #expect(types[6].storedOptional == "(any P & Q)?")
    }

    @Test func protocolLevelFacts() throws {
        let model = try only(
            """
            import Foundation
            @preconcurrency import Combine
            /// Loads users.
            /// @mockable(typealias: Item = User; override: name = UsersFake)
            @MainActor public protocol Users: AnyObject, Sendable & Identifiable, class {}
            """)
        #expect(model.imports == ["import Foundation", "@preconcurrency import Combine"])
        #expect(model.annotation == MockableAnnotation(typealiases: ["Item": "User"], mockName: "UsersFake"))
        #expect(model.accessLevel == "public" && model.globalActor == "MainActor")
        #expect(model.inherited == ["AnyObject", "Sendable", "Identifiable", "AnyObject"])
        #expect(model.line == 5 && model.column == 1)
    }

    @Test func nestedProtocolsAndConditionalBranches() {
        let found = MockTestSupport.extract(
            """
            enum Feature {
                protocol Service { func run() }
            }
            #if DEBUG
            protocol Debug { func dump() }
            #else
            protocol Release {}
            #endif
            struct S { func protocolLike() {} }
            """)
        #expect(found.protocols.map(\.name) == ["Feature.Service", "Debug", "Release"])
        #expect(found.protocols[0].simpleName == "Service")
    }

    @Test func filesWithoutProtocolsAreSkippedWithoutAWalk() {
        #expect(MockTestSupport.extract("struct A { var b = 1 }\n").protocols.isEmpty)
    }

    @Test func aProtocolThatDoesNotParseIsReportedWhereItBreaks() {
        let found = MockTestSupport.extract("protocol Fine { func a() }\n\nprotocol Broken {\n    func b(x: ) -> \n}\n")
        #expect(found.protocols.map(\.name) == ["Fine"])
        #expect(found.broken.count == 1)
        #expect(found.broken.first?.name == "Broken")
        #expect(found.broken.first?.line == 4)
    }
}
