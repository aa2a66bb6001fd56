import Foundation

/// A synthetic but realistic Clean-Architecture codebase for tests and benchmarks: per feature an
/// entity, error enum, repository protocol and implementation, remote data source, DTO, mapper,
/// use cases, view model, mock and Swift Testing suite, with varied house styles (indent width,
/// tabs, headers, MARKs, doc comments, final classes versus actors).
///
/// Deterministic: the same `seed` and size give byte-identical files.
public struct CorpusGenerator: Sendable {
    public struct File: Sendable {
        public var path: String
        public var contents: String
    }

    private var random: SplitMix64

    public init(seed: UInt64 = 42) {
        random = SplitMix64(seed: seed)
    }

    /// Generates features until at least `lines` lines are produced.
    public mutating func files(lines: Int) -> [File] {
        var files: [File] = []
        var total = 0
        var feature = 0
        while total < lines {
            for file in featureFiles(index: feature) {
                total += file.contents.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
                files.append(file)
            }
            feature += 1
        }
        return files
    }

    /// Writes the files under `root`, creating folders; returns how many lines were written.
    @discardableResult
    public mutating func write(lines: Int, to root: URL) throws -> Int {
        var total = 0
        for file in files(lines: lines) {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
            total += file.contents.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        }
        return total
    }

    // MARK: - One feature

    private static let nouns = [
        "Workout", "Meal", "Invoice", "Customer", "Order", "Product", "Booking", "Ticket", "Message", "Album", "Track",
        "Recipe", "Patient", "Course", "Lesson", "Vehicle", "Trip", "Expense", "Budget", "Note", "Task", "Project",
        "Contact", "Event", "Payment", "Shipment", "Review", "Article", "Podcast", "Episode", "Habit", "Goal",
    ]
    private static let modules = ["Fitness", "Commerce", "Health", "Learning", "Travel", "Finance", "Social", "Media"]

    private struct Property {
        var name: String
        var type: String
        var sample: String
        var jsonKey: String
    }

    private static let propertyPool: [Property] = [
        Property(name: "title", type: "String", sample: "\"Sample\"", jsonKey: "title"),
        Property(name: "createdAt", type: "Date", sample: "Date(timeIntervalSince1970: 0)", jsonKey: "created_at"),
        Property(name: "updatedAt", type: "Date?", sample: "nil", jsonKey: "updated_at"),
        Property(name: "amount", type: "Decimal", sample: "12.5", jsonKey: "amount"),
        Property(name: "count", type: "Int", sample: "3", jsonKey: "count"),
        Property(name: "isArchived", type: "Bool", sample: "false", jsonKey: "is_archived"),
        Property(name: "tags", type: "[String]", sample: "[\"a\", \"b\"]", jsonKey: "tags"),
        Property(name: "notes", type: "String?", sample: "nil", jsonKey: "notes"),
        Property(name: "rating", type: "Double", sample: "4.5", jsonKey: "rating"),
        Property(name: "ownerID", type: "UUID", sample: "UUID()", jsonKey: "owner_id"),
        Property(name: "duration", type: "TimeInterval", sample: "60", jsonKey: "duration"),
        Property(name: "priority", type: "Int", sample: "1", jsonKey: "priority"),
        Property(name: "url", type: "URL?", sample: "nil", jsonKey: "url"),
        Property(name: "summary", type: "String", sample: "\"\"", jsonKey: "summary"),
    ]

    private mutating func featureFiles(index: Int) -> [File] {
        let noun = Self.nouns[index % Self.nouns.count]
        let name = index < Self.nouns.count ? noun : "\(noun)\(index / Self.nouns.count)"
        let module = Self.modules[index % Self.modules.count]
        var properties = Self.propertyPool.shuffled(using: &random)
        properties = Array(properties.prefix(4 + random.next(upTo: 7)))
        let style = Style(
            indent: [4, 4, 4, 4, 2, 2, 0][random.next(upTo: 7)], header: random.next(upTo: 3) != 0,
            marks: random.next(upTo: 2) == 0, docs: random.next(upTo: 3) != 0, useActor: random.next(upTo: 4) == 0, module: module
        )
        // Half the modules are organised by layer (`Domain/Entities/…`), half by feature (`Workout/…`),
        // the two layouts met in Clean Architecture projects.
        let byLayer = (index % Self.modules.count).isMultiple(of: 2)
        func path(_ layer: String, _ file: String) -> String {
            byLayer ? "Sources/\(module)/\(layer)/\(file).swift" : "Sources/\(module)/\(name)/\(file).swift"
        }
        var files = [
            File(path: path("Domain/Entities", name), contents: entity(name, properties, style)),
            File(path: path("Domain/Errors", "\(name)Error"), contents: errorEnum(name, style)),
            File(path: path("Domain/Repositories", "\(name)RepositoryProtocol"), contents: repositoryProtocol(name, style)),
            File(path: path("Data/DTOs", "\(name)DTO"), contents: dto(name, properties, style)),
            File(path: path("Data/Mappers", "\(name)Mapper"), contents: mapper(name, properties, style)),
            File(path: path("Data/Repositories", "\(name)Repository"), contents: repository(name, style)),
            File(path: path("Data/DataSources", "\(name)RemoteDataSource"), contents: remoteDataSource(name, style)),
            File(path: path("Presentation", "\(name)ListViewModel"), contents: viewModel(name, style)),
            File(path: "Tests/\(module)Tests/Mocks/Mock\(name)Repository.swift", contents: mock(name, style)),
            File(path: "Tests/\(module)Tests/\(name)UseCaseTests.swift", contents: tests(name, properties, style)),
        ]
        for kind in UseCaseKind.allCases where random.next(upTo: 4) != 0 {
            files.append(File(path: path("Domain/UseCases", "\(kind.prefix)\(name)UseCase"), contents: useCase(kind, name, style)))
        }
        return files
    }

    // MARK: - Style

    private struct Style {
        var indent: Int  // 0 = tabs
        var header: Bool
        var marks: Bool
        var docs: Bool
        var useActor: Bool
        var module: String
    }

    /// Templates are written with 4-space indentation; the feature's style re-indents them.
    private func finish(_ text: String, file: String, imports: [String], style: Style) -> String {
        var out = ""
        if style.header {
            out += "//\n//  \(file).swift\n//  Generated corpus\n//\n//  Created by Strata on 01/01/2025.\n//\n\n"
        }
        for module in imports { out += module.hasPrefix("@") ? "\(module)\n" : "import \(module)\n" }
        out += "\n"
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let spaces = line.prefix { $0 == " " }.count
            let level = spaces / 4
            let rest = line.dropFirst(level * 4)
            out += String(repeating: style.indent == 0 ? "\t" : String(repeating: " ", count: style.indent), count: level) + rest + "\n"
        }
        return out
    }

    private func mark(_ text: String, _ style: Style, indent: String = "    ") -> String {
        style.marks ? "\(indent)// MARK: - \(text)\n\n" : ""
    }

    private func doc(_ text: String, _ style: Style, indent: String = "") -> String {
        style.docs ? "\(indent)/// \(text)\n" : ""
    }

    // MARK: - Domain

    private func entity(_ name: String, _ properties: [Property], _ style: Style) -> String {
        var text = doc("A \(name.lowercased()) as the domain sees it.", style)
        text += "public struct \(name): Identifiable, Hashable, Codable, Sendable {\n"
        text += mark("Properties", style)
        text += "    public let id: UUID\n"
        for property in properties { text += "    public var \(property.name): \(property.type)\n" }
        text += "\n" + mark("Initialization", style)
        let parameters = (["id: UUID = UUID()"] + properties.map { "\($0.name): \($0.type)" }).joined(separator: ",\n        ")
        text += "    public init(\n        \(parameters)\n    ) {\n        self.id = id\n"
        for property in properties { text += "        self.\(property.name) = \(property.name)\n" }
        text += "    }\n\n"
        text += mark("Derived", style)
        text += "    public var displayName: String {\n        \"\\(String(describing: id).prefix(8)) – \(name)\"\n    }\n\n"
        text += "    public func isSimilar(to other: \(name)) -> Bool {\n"
        text += "        guard other.id != id else { return true }\n"
        text += "        return " + properties.prefix(2).map { "other.\($0.name) == \($0.name)" }.joined(separator: " && ") + "\n    }\n"
        text += "}\n\n"
        text += "extension \(name) {\n    static let sample = \(name)(\n"
        text += properties.map { "        \($0.name): \($0.sample)" }.joined(separator: ",\n") + "\n    )\n}\n"
        return finish(text, file: name, imports: ["Foundation"], style: style)
    }

    private func errorEnum(_ name: String, _ style: Style) -> String {
        var text = doc("Everything that can go wrong with \(name.lowercased())s.", style)
        text += """
            public enum \(name)Error: Error, Equatable, Sendable {
                case notFound(id: UUID)
                case invalidInput(field: String, reason: String)
                case network(statusCode: Int)
                case decoding(String)
                case unauthorized
                case unknown
            }

            extension \(name)Error: LocalizedError {
                public var errorDescription: String? {
                    switch self {
                    case .notFound(let id):
                        return "No \(name.lowercased()) with id \\(id)."
                    case .invalidInput(let field, let reason):
                        return "\\(field) is invalid: \\(reason)"
                    case .network(let statusCode) where statusCode >= 500:
                        return "The server failed (\\(statusCode)). Try again later."
                    case .network(let statusCode):
                        return "Request failed with status \\(statusCode)."
                    case .decoding(let detail):
                        return "Unexpected response: \\(detail)"
                    case .unauthorized:
                        return "Please sign in again."
                    case .unknown:
                        return nil
                    }
                }
            }

            """
        return finish(text, file: "\(name)Error", imports: ["Foundation"], style: style)
    }

    private func repositoryProtocol(_ name: String, _ style: Style) -> String {
        var text = mark("\(name)RepositoryProtocol", style, indent: "")
        text += doc("Where \(name.lowercased())s come from; implemented in the data layer.", style)
        text += """
            public protocol \(name)RepositoryProtocol: Sendable {
                func fetchAll() async throws(\(name)Error) -> [\(name)]
                func fetch(id: UUID) async throws(\(name)Error) -> \(name)
                func fetchPage(_ page: Int, pageSize: Int) async throws(\(name)Error) -> [\(name)]
                func search(query: String, limit: Int) async throws(\(name)Error) -> [\(name)]
                func save(_ item: \(name)) async throws(\(name)Error)
                func delete(id: UUID) async throws(\(name)Error)
                var lastSync: Date? { get }
            }

            """
        return finish(text, file: "\(name)RepositoryProtocol", imports: ["Foundation"], style: style)
    }

    enum UseCaseKind: CaseIterable {
        case get, create, update, delete, search, refresh

        var prefix: String {
            switch self {
            case .get: "Get"
            case .create: "Create"
            case .update: "Update"
            case .delete: "Delete"
            case .search: "Search"
            case .refresh: "Refresh"
            }
        }
    }

    private func useCase(_ kind: UseCaseKind, _ name: String, _ style: Style) -> String {
        let type = "\(kind.prefix)\(name)UseCase"
        let (signature, body): (String, String)
        switch kind {
        case .get:
            signature = "func execute(id: UUID) async throws(\(name)Error) -> \(name)"
            body =
                "        let item = try await repository.fetch(id: id)\n        guard !item.displayName.isEmpty else {\n            throw .notFound(id: id)\n        }\n        return item"
        case .create, .update:
            signature = "func execute(_ item: \(name)) async throws(\(name)Error)"
            body =
                "        guard item.displayName.count < 200 else {\n            throw .invalidInput(field: \"displayName\", reason: \"too long\")\n        }\n        try await repository.save(item)"
        case .delete:
            signature = "func execute(id: UUID) async throws(\(name)Error)"
            body = "        try await repository.delete(id: id)"
        case .search:
            signature = "func execute(query: String, limit: Int = 20) async throws(\(name)Error) -> [\(name)]"
            body =
                "        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)\n        guard trimmed.count >= 2 else { return [] }\n        let results = try await repository.search(query: trimmed, limit: limit)\n        return results\n            .filter { !$0.displayName.isEmpty }\n            .sorted { $0.displayName < $1.displayName }"
        case .refresh:
            signature = "func execute() async throws(\(name)Error) -> [\(name)]"
            body =
                "        if let lastSync = repository.lastSync, Date().timeIntervalSince(lastSync) < 60 {\n            return try await repository.fetchPage(0, pageSize: 50)\n        }\n        return try await repository.fetchAll()"
        }
        var text = doc("\(kind.prefix)s \(name.lowercased())s.", style)
        text += "public protocol \(type)Protocol: Sendable {\n    \(signature)\n}\n\n"
        text += mark("Implementation", style, indent: "")
        text += "public struct \(type): \(type)Protocol {\n    private let repository: any \(name)RepositoryProtocol\n\n"
        text += "    public init(repository: any \(name)RepositoryProtocol) {\n        self.repository = repository\n    }\n\n"
        text += "    public \(signature) {\n\(body)\n    }\n}\n"
        return finish(text, file: type, imports: ["Foundation"], style: style)
    }

    // MARK: - Data

    private func dto(_ name: String, _ properties: [Property], _ style: Style) -> String {
        var text = "struct \(name)DTO: Codable, Sendable {\n    let id: String\n"
        for property in properties { text += "    let \(property.name): \(property.type)\n" }
        text += "\n    enum CodingKeys: String, CodingKey {\n        case id\n"
        for property in properties { text += "        case \(property.name) = \"\(property.jsonKey)\"\n" }
        text += "    }\n}\n"
        return finish(text, file: "\(name)DTO", imports: ["Foundation"], style: style)
    }

    private func mapper(_ name: String, _ properties: [Property], _ style: Style) -> String {
        var text = "extension \(name)DTO {\n"
        text += "    func toDomain() throws(\(name)Error) -> \(name) {\n"
        text += "        guard let uuid = UUID(uuidString: id) else {\n            throw .decoding(\"id '\\(id)' is not a UUID\")\n        }\n"
        text += "        return \(name)(\n            id: uuid,\n"
        text += properties.map { "            \($0.name): \($0.name)" }.joined(separator: ",\n") + "\n        )\n    }\n}\n\n"
        text += "extension \(name) {\n    func toDTO() -> \(name)DTO {\n        \(name)DTO(\n            id: id.uuidString,\n"
        text += properties.map { "            \($0.name): \($0.name)" }.joined(separator: ",\n") + "\n        )\n    }\n}\n"
        return finish(text, file: "\(name)Mapper", imports: ["Foundation"], style: style)
    }

    private func repository(_ name: String, _ style: Style) -> String {
        let kind = style.useActor ? "actor" : "final class"
        var text = mark("\(name)Repository", style, indent: "")
        text += """
            \(kind) \(name)Repository: \(name)RepositoryProtocol\(style.useActor ? "" : ", @unchecked Sendable") {
                private let remote: any \(name)RemoteDataSourceProtocol
                private var cache: [UUID: \(name)] = [:]
                nonisolated(unsafe) private(set) var lastSync: Date?

                init(remote: any \(name)RemoteDataSourceProtocol) {
                    self.remote = remote
                }

                func fetchAll() async throws(\(name)Error) -> [\(name)] {
                    let dtos = try await remote.list(page: nil, pageSize: nil)
                    var items: [\(name)] = []
                    items.reserveCapacity(dtos.count)
                    for dto in dtos {
                        let item = try dto.toDomain()
                        cache[item.id] = item
                        items.append(item)
                    }
                    lastSync = Date()
                    return items
                }

                func fetch(id: UUID) async throws(\(name)Error) -> \(name) {
                    if let cached = cache[id] {
                        return cached
                    }
                    let dto = try await remote.item(id: id.uuidString)
                    let item = try dto.toDomain()
                    cache[id] = item
                    return item
                }

                func fetchPage(_ page: Int, pageSize: Int) async throws(\(name)Error) -> [\(name)] {
                    precondition(page >= 0, "pages start at 0")
                    let dtos = try await remote.list(page: page, pageSize: pageSize)
                    return try dtos.map { dto throws(\(name)Error) in try dto.toDomain() }
                }

                func search(query: String, limit: Int) async throws(\(name)Error) -> [\(name)] {
                    let all = try await fetchAll()
                    let lowered = query.lowercased()
                    return Array(all.filter { $0.displayName.lowercased().contains(lowered) }.prefix(limit))
                }

                func save(_ item: \(name)) async throws(\(name)Error) {
                    try await remote.upload(item.toDTO())
                    cache[item.id] = item
                }

                func delete(id: UUID) async throws(\(name)Error) {
                    try await remote.remove(id: id.uuidString)
                    cache.removeValue(forKey: id)
                }
            }

            """
        return finish(text, file: "\(name)Repository", imports: ["Foundation"], style: style)
    }

    private func remoteDataSource(_ name: String, _ style: Style) -> String {
        let path = name.lowercased() + "s"
        let text = """
            protocol \(name)RemoteDataSourceProtocol: Sendable {
                func list(page: Int?, pageSize: Int?) async throws(\(name)Error) -> [\(name)DTO]
                func item(id: String) async throws(\(name)Error) -> \(name)DTO
                func upload(_ dto: \(name)DTO) async throws(\(name)Error)
                func remove(id: String) async throws(\(name)Error)
            }

            struct \(name)RemoteDataSource: \(name)RemoteDataSourceProtocol {
                let baseURL: URL
                let session: URLSession
                private let decoder: JSONDecoder = {
                    let decoder = JSONDecoder()
                    decoder.dateDecodingStrategy = .iso8601
                    return decoder
                }()

                func list(page: Int?, pageSize: Int?) async throws(\(name)Error) -> [\(name)DTO] {
                    var components = URLComponents(url: baseURL.appendingPathComponent("\(path)"), resolvingAgainstBaseURL: false)
                    if let page, let pageSize {
                        components?.queryItems = [
                            URLQueryItem(name: "page", value: String(page)),
                            URLQueryItem(name: "per_page", value: String(pageSize)),
                        ]
                    }
                    guard let url = components?.url else { throw .invalidInput(field: "url", reason: "malformed") }
                    return try await get(url)
                }

                func item(id: String) async throws(\(name)Error) -> \(name)DTO {
                    try await get(baseURL.appendingPathComponent("\(path)/\\(id)"))
                }

                func upload(_ dto: \(name)DTO) async throws(\(name)Error) {
                    var request = URLRequest(url: baseURL.appendingPathComponent("\(path)"))
                    request.httpMethod = "POST"
                    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                    do {
                        request.httpBody = try JSONEncoder().encode(dto)
                        let (_, response) = try await session.data(for: request)
                        try check(response)
                    } catch let error as \(name)Error {
                        throw error
                    } catch {
                        throw .unknown
                    }
                }

                func remove(id: String) async throws(\(name)Error) {
                    var request = URLRequest(url: baseURL.appendingPathComponent("\(path)/\\(id)"))
                    request.httpMethod = "DELETE"
                    do {
                        let (_, response) = try await session.data(for: request)
                        try check(response)
                    } catch let error as \(name)Error {
                        throw error
                    } catch {
                        throw .unknown
                    }
                }

                private func get<T: Decodable>(_ url: URL) async throws(\(name)Error) -> T {
                    do {
                        let (data, response) = try await session.data(from: url)
                        try check(response)
                        return try decoder.decode(T.self, from: data)
                    } catch let error as \(name)Error {
                        throw error
                    } catch let error as DecodingError {
                        throw .decoding(String(describing: error))
                    } catch {
                        throw .unknown
                    }
                }

                private func check(_ response: URLResponse) throws(\(name)Error) {
                    guard let http = response as? HTTPURLResponse else { throw .unknown }
                    switch http.statusCode {
                    case 200..<300: return
                    case 401, 403: throw .unauthorized
                    default: throw .network(statusCode: http.statusCode)
                    }
                }
            }

            """
        return finish(text, file: "\(name)RemoteDataSource", imports: ["Foundation"], style: style)
    }

    // MARK: - Presentation and tests

    private func viewModel(_ name: String, _ style: Style) -> String {
        var text = doc("Drives the \(name.lowercased()) list screen.", style)
        text += """
            @MainActor
            @Observable
            final class \(name)ListViewModel {
                enum State: Equatable {
                    case idle
                    case loading
                    case loaded([\(name)])
                    case failed(String)
                }

                private(set) var state: State = .idle
                var query = ""
                private let getAll: any Refresh\(name)UseCaseProtocol
                private let search: any Search\(name)UseCaseProtocol

                init(getAll: any Refresh\(name)UseCaseProtocol, search: any Search\(name)UseCaseProtocol) {
                    self.getAll = getAll
                    self.search = search
                }

                var items: [\(name)] {
                    if case .loaded(let items) = state { return items }
                    return []
                }

                func load() async {
                    state = .loading
                    do {
                        let items = try await getAll.execute()
                        state = .loaded(items)
                    } catch {
                        state = .failed(error.localizedDescription)
                    }
                }

                func submitSearch() async {
                    guard !query.isEmpty else {
                        await load()
                        return
                    }
                    state = .loading
                    do {
                        state = .loaded(try await search.execute(query: query, limit: 50))
                    } catch {
                        state = .failed(error.localizedDescription)
                    }
                }
            }

            """
        return finish(text, file: "\(name)ListViewModel", imports: ["Foundation", "Observation"], style: style)
    }

    private func mock(_ name: String, _ style: Style) -> String {
        let text = """
            final class Mock\(name)Repository: \(name)RepositoryProtocol, @unchecked Sendable {
                var items: [\(name)] = []
                var error: \(name)Error?
                private(set) var fetchAllCallCount = 0
                private(set) var savedItems: [\(name)] = []
                private(set) var deletedIDs: [UUID] = []
                var lastSync: Date?

                func fetchAll() async throws(\(name)Error) -> [\(name)] {
                    fetchAllCallCount += 1
                    if let error { throw error }
                    return items
                }

                func fetch(id: UUID) async throws(\(name)Error) -> \(name) {
                    if let error { throw error }
                    guard let item = items.first(where: { $0.id == id }) else { throw .notFound(id: id) }
                    return item
                }

                func fetchPage(_ page: Int, pageSize: Int) async throws(\(name)Error) -> [\(name)] {
                    if let error { throw error }
                    return Array(items.dropFirst(page * pageSize).prefix(pageSize))
                }

                func search(query: String, limit: Int) async throws(\(name)Error) -> [\(name)] {
                    if let error { throw error }
                    return Array(items.filter { $0.displayName.contains(query) }.prefix(limit))
                }

                func save(_ item: \(name)) async throws(\(name)Error) {
                    if let error { throw error }
                    savedItems.append(item)
                }

                func delete(id: UUID) async throws(\(name)Error) {
                    if let error { throw error }
                    deletedIDs.append(id)
                }
            }

            """
        return finish(text, file: "Mock\(name)Repository", imports: ["Foundation", "@testable import \(style.module)"], style: style)
    }

    private func tests(_ name: String, _ properties: [Property], _ style: Style) -> String {
        let text = """
            @Suite("\(name) use cases")
            struct \(name)UseCaseTests {
                let repository = Mock\(name)Repository()

                @Test func searchTrimsAndSorts() async throws {
                    repository.items = [.sample, .sample]
                    let useCase = Search\(name)UseCase(repository: repository)
                    let results = try await useCase.execute(query: "  sa  ")
                    #expect(results.count <= 2)
                }

                @Test func searchIgnoresShortQueries() async throws {
                    let useCase = Search\(name)UseCase(repository: repository)
                    let results = try await useCase.execute(query: "a")
                    #expect(results.isEmpty)
                    #expect(repository.fetchAllCallCount == 0)
                }

                @Test func createSaves() async throws {
                    let useCase = Create\(name)UseCase(repository: repository)
                    try await useCase.execute(.sample)
                    #expect(repository.savedItems.count == 1)
                }

                @Test(arguments: [401, 500])
                func failuresPropagate(statusCode: Int) async {
                    repository.error = .network(statusCode: statusCode)
                    let useCase = Refresh\(name)UseCase(repository: repository)
                    await #expect(throws: \(name)Error.self) {
                        _ = try await useCase.execute()
                    }
                }

                @Test func sampleHas\(properties.count)Properties() {
                    let item = \(name).sample
                    #expect(item.isSimilar(to: item))
                }
            }

            """
        return finish(text, file: "\(name)UseCaseTests", imports: ["Foundation", "Testing", "@testable import \(style.module)"], style: style)
    }
}

/// Small, fast, seedable generator so the corpus is reproducible on every platform.
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(upTo bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
