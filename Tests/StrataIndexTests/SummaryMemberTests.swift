import Testing

@testable import StrataIndex

@Suite("Summaries: members")
struct SummaryMemberTests {
    private func members(_ source: String, of name: String? = nil) throws -> [Member] {
        let declarations = Indexer.summarize(source: source, path: "T.swift").declarations
        let declaration = try #require(name.map { name in declarations.first { $0.name == name } } ?? declarations.first)
        return declaration.members
    }

    @Test func storedAndComputedProperties() throws {
        let members = try members(
            """
            struct Workout {
                let id: UUID
                public var title: String = ""
                private(set) var laps: [Lap]? = nil
                static let shared = Workout()
                var a, b: Int
                var total: Int { laps?.count ?? 0 }
                var name: String {
                    get { title }
                    set { title = newValue }
                }
                var observed: Int = 0 {
                    didSet { print(observed) }
                }
                var loaded: Data { get async throws(LoadError) { Data() } }
            }
            """)
        #expect(members.map(\.name) == ["id", "title", "laps", "shared", "a", "b", "total", "name", "observed", "loaded"])
        let byName = Dictionary(uniqueKeysWithValues: members.map { ($0.name, $0) })
        #expect(byName["id"]?.isMutable == false)
        #expect(byName["id"]?.type == "UUID")
        #expect(byName["id"]?.hasInitializer == false)
        #expect(byName["title"]?.accessLevel == "public")
        #expect(byName["title"]?.hasInitializer == true)
        #expect(byName["laps"]?.accessLevel == nil)  // `private(set)` restricts the setter only
        #expect(byName["laps"]?.type == "[Lap]?")
        #expect(byName["shared"]?.isStatic == true)
        #expect(byName["shared"]?.type == nil)
        #expect(byName["a"]?.type == "Int")  // from `b`
        #expect(byName["total"]?.isComputed == true)
        #expect(byName["total"]?.hasInitializer == true)
        #expect(byName["total"]?.accessors == ["get"])
        #expect(byName["name"]?.accessors == ["get", "set"])
        #expect(byName["name"]?.bodyLineCount == 4)
        #expect(byName["observed"]?.isComputed == false)
        #expect(byName["observed"]?.accessors == ["didSet"])
        #expect(byName["loaded"]?.isAsync == true)
        #expect(byName["loaded"]?.throwsClause == "throws(LoadError)")
        #expect(byName["a"]?.line == 6)
    }

    @Test func methodsAndInitializers() throws {
        let members = try members(
            """
            final class Repository {
                // MARK: - Init

                /// Makes one.
                init(session: URLSession = .shared, _ cache: Cache) throws {
                    self.session = session
                }

                @discardableResult
                public func fetch(id: UUID, in range: Range<Int>, values: Int...) async throws(WorkoutsError) -> [Workout] {
                    []
                }

                static func make() rethrows -> Self { fatalError() }
                mutating func bump() throws {}
                class func shared() {}
                static func == (lhs: Repository, rhs: Repository) -> Bool { true }
            }
            """)
        let initializer = members[0]
        #expect(initializer.kind == .initializer)
        #expect(initializer.name == "init")
        #expect(
            initializer.parameters == [
                MemberParameter(label: "session", name: "session", type: "URLSession", hasDefault: true),
                MemberParameter(label: "_", name: "cache", type: "Cache"),
            ])
        #expect(initializer.throwsClause == "throws")
        #expect(initializer.bodyLineCount == 3)
        #expect(initializer.precedingMark == "- Init")
        #expect(initializer.docComment == "Makes one.")

        let fetch = members[1]
        #expect(fetch.name == "fetch")
        #expect(fetch.isAsync)
        #expect(fetch.throwsClause == "throws(WorkoutsError)")
        #expect(fetch.type == "[Workout]")
        #expect(fetch.attributes == ["discardableResult"])
        #expect(fetch.accessLevel == "public")
        #expect(fetch.parameters.map(\.label) == ["id", "in", "values"])
        #expect(fetch.parameters.map(\.name) == ["id", "range", "values"])
        #expect(fetch.parameters.last?.type == "Int...")
        #expect(fetch.line == 9)
        #expect(fetch.bodyLineCount == 3)

        #expect(members[2].isStatic && members[2].throwsClause == "rethrows" && members[2].type == "Self")
        #expect(members[3].isMutable && members[3].bodyLineCount == 1)
        #expect(members[4].isStatic)
        #expect(members[5].name == "==")
    }

    @Test func enumCasesWithRawAndAssociatedValues() throws {
        let members = try members(
            """
            enum Failure: Error {
                case notFound(id: UUID), network(Int, retry: Bool = false)
                case plain
                indirect case nested(_ inner: Failure)
            }
            enum Unit: String {
                case kilograms = "kg"
                case pounds
            }
            """)
        #expect(members.map(\.name) == ["notFound", "network", "plain", "nested"])
        #expect(members[0].parameters == [MemberParameter(label: "id", name: "id", type: "UUID")])
        #expect(
            members[1].parameters == [
                MemberParameter(label: "_", name: "", type: "Int"),
                MemberParameter(label: "retry", name: "retry", type: "Bool", hasDefault: true),
            ])
        #expect(members[3].parameters == [MemberParameter(label: "_", name: "inner", type: "Failure")])
        #expect(members.allSatisfy { $0.kind == .enumCase })
        let units = try self.members("enum Unit: String {\n    case kilograms = \"kg\"\n    case pounds\n}")
        #expect(units.map(\.rawValue) == ["\"kg\"", nil])
    }

    @Test func protocolRequirementsAreMembers() throws {
        let members = try members(
            """
            protocol WorkoutRepository: Sendable {
                associatedtype Item: Codable & Sendable
                associatedtype Key = String
                var lastSync: Date? { get }
                var current: Item { get set }
                static var name: String { get }
                init(store: Store)
                func fetchAll() async throws -> [Item]
                subscript(index: Int) -> Item { get set }
            }
            """)
        #expect(members.map(\.kind) == [.associatedType, .associatedType, .property, .property, .property, .initializer, .method, .subscript])
        #expect(members[0].type == "Codable & Sendable")
        #expect(members[1].hasInitializer)
        #expect(members[2].accessors == ["get"])
        #expect(members[2].isComputed == false)
        #expect(members[2].hasInitializer == false)
        #expect(members[3].accessors == ["get", "set"])
        #expect(members[4].isStatic)
        #expect(members[6].bodyLineCount == nil)
        #expect(members[6].isAsync && members[6].throwsClause == "throws")
        #expect(members[7].parameters == [MemberParameter(label: "_", name: "index", type: "Int")])
        #expect(members[7].type == "Item")
        #expect(members[7].isMutable)
    }

    @Test func membersUnderIfConfigAndNestedTypesStaySeparate() throws {
        let summary = Indexer.summarize(
            source: """
                struct Screen {
                    #if DEBUG
                    var debugLabel: String
                    struct Preview {}
                    #else
                    var releaseLabel: String
                    #endif
                    struct Inner { let value: Int }
                    func body() {}
                }
                """, path: "Screen.swift")
        #expect(summary.declarations.map(\.name) == ["Screen", "Screen.Preview", "Screen.Inner"])
        #expect(summary.declarations[0].members.map(\.name) == ["debugLabel", "releaseLabel", "body"])
        #expect(summary.declarations[2].members.map(\.name) == ["value"])
    }
}
