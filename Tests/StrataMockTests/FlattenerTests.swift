import Testing

@testable import StrataMock

/// Inherited requirements across files, and what a mock needs to know about its parents.
@Suite("Inheritance")
struct FlattenerTests {
    func flatten(_ name: String, _ sources: [String: String]) throws -> (FlattenedProtocol, [String]) {
        let catalog = ProtocolCatalog(MockTestSupport.protocols(sources))
        let root = try #require(catalog.lookup(name, from: nil))
        let (flattened, issues) = InheritanceFlattener(catalog: catalog).flatten(root)
        return (flattened, issues.map { "\($0.location?.description ?? ""): \($0.message)" })
    }

    func names(_ flattened: FlattenedProtocol) -> [String] {
        flattened.requirements.map { requirement in
            switch requirement {
            case .method(let method): method.name
            case .property(let property): property.name
            case .subscript: "subscript"
            case .initializer: "init"
            }
        }
    }

    @Test func parentsInOtherFilesAreIncludedOnce() throws {
        let (flattened, issues) = try flatten(
            "Both",
            [
                "A.swift": "import Foundation\nprotocol Read: Sendable { func all() async throws -> [Int] }",
                "B.swift": "import Combine\nprotocol Write { func insert(_ x: Int); func all() async throws -> [Int] }",
                "C.swift": "protocol Both: Read, Write { func clear() }",
            ])
        #expect(issues.isEmpty)
        #expect(names(flattened) == ["clear", "all", "insert"])
        #expect(flattened.ancestors == ["Read", "Write"])
        #expect(flattened.imports == ["import Foundation", "import Combine"])
        #expect(flattened.files == ["C.swift", "A.swift", "B.swift"])
    }

    @Test func aParentOutsideTheProjectIsAWarningWithItsLocation() throws {
        let (flattened, issues) = try flatten("P", ["P.swift": "\nprotocol P: ObservableObject, Hashable, Sendable { func a() }"])
        #expect(names(flattened) == ["a"])
        #expect(flattened.standardParents == ["Hashable"])
        #expect(issues.count == 1)
        #expect(issues.first?.hasPrefix("P.swift:2:1: `P` inherits `ObservableObject`") == true)
    }

    @Test func parentArgumentsAndSameTypeRequirementsFixAssociatedTypes() throws {
        let (flattened, _) = try flatten(
            "Users",
            [
                "Store.swift": "protocol Store<Item> { associatedtype Item; associatedtype Key; func get(_ key: Key) -> Item? }",
                "Users.swift": "protocol Users: Store<User> where Key == String {}",
            ])
        #expect(flattened.fixedTypes == ["Item": "User", "Key": "String"])
        #expect(flattened.whereRequirements.isEmpty)
        let shape = MockShape(flattened, name: "UsersMock")
        #expect(!shape.isGeneric)
        #expect(shape.typealiases.map(\.name) == ["Item", "Key"])
    }

    @Test func isolationIsInherited() throws {
        let (actorBound, _) = try flatten("Counter", ["A.swift": "protocol Base: Actor {}\nprotocol Counter: Base { func tick() }"])
        #expect(actorBound.isActor)
        let (mainActor, _) = try flatten("Child", ["A.swift": "@MainActor protocol Screen {}\nprotocol Child: Screen {}"])
        #expect(mainActor.globalActor == "MainActor")
        #expect(MockShape(mainActor, name: "ChildMock").declaration == "@MainActor final class ChildMock: Child")
    }

    @Test func genericMockDeclaration() throws {
        let (flattened, _) = try flatten(
            "Store",
            [
                "A.swift": "protocol Store where Item: Codable { associatedtype Item: Sendable; associatedtype ID = Int; associatedtype Key: Hashable where Key: Sendable }"
            ])
        let shape = MockShape(flattened, name: "StoreMock")
        #expect(shape.declaration == "final class StoreMock<Item: Sendable, Key: Hashable>: Store, @unchecked Sendable where Key: Sendable, Item: Codable")
        #expect(shape.typealiases.map(\.name) == ["ID"])
    }
}
