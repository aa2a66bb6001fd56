import Foundation
import StrataModel
import StrataSpec
import Testing

@testable import StrataGenerate

/// Pages and queries through the caching strategies (stored lists, results kept in memory, queries
/// that write), `maxAge` in the local stores and the wiring, and the HTTP shape of `save`.
@Suite("Data layer: stored lists, maxAge, save")
struct DataLayerCachingTests {
    /// A repository with every kind of query result, under the given extra repository and `data:` lines.
    static func library(repository: String = "", data: String = "  caching: cacheFirst\n") -> String {
        """
        feature: Library
        entities:
          Book:
            properties:
              title: String
        repositories:
          Book:
            operations: [save, fetchByID, fetchAll, fetchPage, search, delete]
            caching: { default: cacheFirst, fetchLatest: networkFirst }
            queries:
              fetchByAuthor: { parameters: { author: String, since: "Date?" }, returns: "[Book]" }
              fetchLatest: "Book?"
              fetchFeatured: Book
              countBooks: Int
              archiveAll: {}

        """ + repository + "data:\n" + data
    }

    static func generateFiles(
        _ text: String, preset: String = "vitalarc", options: GenerationOptions = GenerationOptions()
    ) async throws -> [String: String] {
        let conventions = try #require(Presets.named(preset))
        let model = try SpecLoader(conventions: conventions).load(text: text, file: "library.yml")
        return try await generate(model, conventions, options: options)
    }

    static func file(_ files: [String: String], _ suffix: String) throws -> String {
        try DataLayerGeneratorTests.file(files, endingWith: suffix)
    }

    // MARK: Pages and queries

    @Test("Pages and entity-valued queries read through stored lists under a key; search stays remote")
    func storedLists() async throws {
        let repository = try Self.file(try await Self.generateFiles(Self.library()), "/BookRepositoryImpl.swift")
        #expect(repository.contains("return try await readStoredList(\"page:\\(page)\", strategy: caching.fetchPage, remote: {"))
        #expect(
            repository.contains(
                "return try await readStoredList(\"query:fetchByAuthor?author=\\(author)&since=\\(String(describing: since))\", strategy: caching.fetchByAuthor, remote: {"
            ))
        #expect(repository.contains("let items = try await readStoredList(\"query:fetchLatest\", strategy: caching.fetchLatest, remote: {"))
        #expect(repository.contains("        return response.map { $0.toDomain() }.map { [$0] } ?? []\n            })\n            return items.first\n"))
        #expect(repository.contains("            guard let item = items.first else { throw NetworkError.notFound }\n            return item\n"))
        #expect(repository.contains("local: { try await self.localDataSource.fetchBookList(key: key) },"))
        #expect(repository.contains("store: { try await self.localDataSource.saveBookList($0, key: key) },"))
        #expect(repository.contains("let results = try await self.remoteDataSource.searchBooks(query: query, page: page)"))
    }

    @Test("Each reading query has a strategy of its own, from the spec's exception or the repository's default")
    func queryStrategies() async throws {
        let repository = try Self.file(try await Self.generateFiles(Self.library()), "/BookRepositoryImpl.swift")
        #expect(repository.contains("        var fetchByAuthor: CachingStrategy = .cacheFirst\n"))
        #expect(repository.contains("        var fetchLatest: CachingStrategy = .networkFirst\n"))
        #expect(repository.contains("        var countBooks: CachingStrategy = .cacheFirst\n"))
        #expect(!repository.contains("var archiveAll"))
    }

    @Test("Results that are not the entity stay in a memory cache of their own")
    func memoryOnlyResults() async throws {
        let repository = try Self.file(try await Self.generateFiles(Self.library()), "/BookRepositoryImpl.swift")
        #expect(repository.contains("    private let resultCache = MemoryCacheManager<any Sendable>()\n"))
        #expect(repository.contains("return try await readResult(\"query:countBooks\", strategy: caching.countBooks, remote: {"))
        #expect(repository.contains("memory: { await self.resultCache.value(for: key).flatMap { $0 as? Value } },"))
        #expect(repository.contains("local: { nil },"))
    }

    /// Consecutive lines of a method body, as generated (twelve spaces deep in `do {`, sixteen in a `switch`).
    static func block(_ lines: [String], indent: Int) -> String {
        lines.map { String(repeating: " ", count: indent) + $0 + "\n" }.joined()
    }

    @Test("A query that returns nothing is a write: it clears the memory caches and the stored lists")
    func writingQuery() async throws {
        let repository = try Self.file(try await Self.generateFiles(Self.library()), "/BookRepositoryImpl.swift")
        #expect(
            repository.contains(
                Self.block(
                    [
                        "try await self.remoteDataSource.archiveAll()", "await cache.removeAll()", "await resultCache.removeAll()",
                        "try await localDataSource.deleteBookLists()",
                    ], indent: 12) + "        } catch {\n            throw LibraryErrorMapper.map(error, writing: true)\n"))
    }

    @Test("An offline-first write keeps the stored lists until its upload succeeds; one that reached the server drops them")
    func writesAndStoredLists() async throws {
        let repository = try Self.file(try await Self.generateFiles(Self.library()), "/BookRepositoryImpl.swift")
        #expect(
            repository.contains(
                Self.block(
                    [
                        "try await localDataSource.saveBooks([book])",
                        // Saved offline, it joins the stored "all" list at once.
                        "if var all = try await localDataSource.fetchBookList(key: \"all\"), !all.contains(where: { $0.id == book.id }) {",
                        "    all.append(book)", "    try await localDataSource.saveBookList(all, key: \"all\")", "}",
                        "await cache.removeAll()", "await resultCache.removeAll()",
                        "await pendingSync.enqueue(\"\\(book.id)\") {", "    try await self.remoteDataSource.saveBook(dto)", "    await self.cache.removeAll()",
                        "    await self.resultCache.removeAll()", "    try? await self.localDataSource.deleteBookLists()", "}",
                    ], indent: 16)))
        #expect(
            repository.contains(
                Self.block(
                    [
                        "try await self.remoteDataSource.saveBook(dto)", "try await localDataSource.saveBooks([book])", "await cache.removeAll()",
                        "await resultCache.removeAll()", "try await localDataSource.deleteBookLists()",
                    ], indent: 16)))
    }

    @Test("The local data sources store lists: a dictionary in memory, a `StoredList` model in SwiftData")
    func localStoredLists() async throws {
        let files = try await Self.generateFiles(Self.library(), preset: "popcorn")
        let contract = try Self.file(files, "/BookLocalDataSource.swift")
        #expect(contract.contains("    func fetchBookList(key: String) async throws -> [Book]?\n"))
        #expect(contract.contains("    func saveBookList(_ books: [Book], key: String) async throws\n"))
        #expect(contract.contains("    func deleteBookLists() async throws\n"))
        let inMemory = try Self.file(files, "/InMemoryBookLocalDataSource.swift")
        #expect(inMemory.contains("    private var lists: [String: (ids: [Int], cachedAt: Date)] = [:]\n"))
        #expect(inMemory.contains("return list.ids.compactMap { entries[$0] }.filter { isFresh($0.cachedAt) }.map(\\.value)"))
        let model = try Self.file(files, "/Local/Models/LibraryBookStoredListEntity.swift")
        #expect(model.contains("@Model\nfinal class LibraryBookStoredListEntity {\n    @Attribute(.unique) var key: String\n    var ids: [Int]\n    var cachedAt: Date\n"))
        let swiftData = try Self.file(files, "/SwiftDataBookLocalDataSource.swift")
        #expect(swiftData.contains("FetchDescriptor<LibraryBookStoredListEntity>(predicate: #Predicate { $0.key == key && $0.cachedAt >= oldest })"))
        #expect(swiftData.contains("predicate: #Predicate { ids.contains($0.bookID) && $0.cachedAt >= oldest }"))
        #expect(swiftData.contains("modelContext.insert(LibraryBookStoredListEntity(key: key, ids: ids))"))
        let design = try Self.file(try await Self.generateFiles(Self.library(), options: GenerationOptions(designDocumentPath: "DESIGN.md")), "DESIGN.md")
        #expect(design.contains("Pages and query results are stored lists in `BookStoredListModel`"))
    }

    @Test("Without everything, pages or entity-valued queries the local data source keeps its four methods")
    func noStoredListsWhenNothingNeedsThem() async throws {
        let text = Self.library().replacingOccurrences(of: "fetchAll, fetchPage, ", with: "")
            .replacingOccurrences(of: "      fetchByAuthor: { parameters: { author: String, since: \"Date?\" }, returns: \"[Book]\" }\n", with: "")
            .replacingOccurrences(of: "      fetchLatest: \"Book?\"\n      fetchFeatured: Book\n", with: "")
            .replacingOccurrences(of: ", fetchLatest: networkFirst", with: "")
        let files = try await Self.generateFiles(text)
        #expect(!files.keys.contains { $0.hasSuffix("BookStoredListModel.swift") })
        #expect(!(try Self.file(files, "/BookLocalDataSource.swift")).contains("List"))
        #expect(!(try Self.file(files, "/BookRepositoryImpl.swift")).contains("deleteBookLists"))
    }

    // MARK: maxAge

    @Test("maxAge: the repository's wins over the data section's, in seconds, into both wirings")
    func maxAgeWiring() async throws {
        let files = try await Self.generateFiles(Self.library(repository: "    maxAge: 2h\n", data: "  maxAge: 15m\n"))
        let wiring = try Self.file(files, "+Data.swift")
        #expect(wiring.contains("localDataSource: InMemoryBookLocalDataSource(maxAge: 7_200)"))
        #expect(wiring.contains("localDataSource: SwiftDataBookLocalDataSource(modelContainer: modelContainer, maxAge: 7_200)"))
        let dataDefault = try Self.file(try await Self.generateFiles(Self.library(data: "  maxAge: 15m\n")), "+Data.swift")
        #expect(dataDefault.contains("InMemoryBookLocalDataSource(maxAge: 900)"))
        let none = try Self.file(try await Self.generateFiles(Self.library()), "+Data.swift")
        #expect(none.contains("localDataSource: InMemoryBookLocalDataSource())"))
        #expect(none.contains("localDataSource: SwiftDataBookLocalDataSource(modelContainer: modelContainer))"))
    }

    @Test("The SwiftData store leaves rows older than maxAge out of its fetches; writes find rows of any age")
    func swiftDataMaxAge() async throws {
        let swiftData = try Self.file(try await Self.generateFiles(Self.library()), "/SwiftDataBookLocalDataSource.swift")
        #expect(swiftData.contains("actor SwiftDataBookLocalDataSource: BookLocalDataSource, ModelActor {\n"))
        #expect(swiftData.contains("    init(modelContainer: ModelContainer, maxAge: TimeInterval? = nil) {\n"))
        #expect(swiftData.contains("modelExecutor = DefaultSerialModelExecutor(modelContext: ModelContext(modelContainer))"))
        #expect(swiftData.contains("try modelContext.fetch(descriptor(id, cachedSince: oldestFresh)).first.map(mapper.map)"))
        #expect(swiftData.contains("predicate: #Predicate { $0.cachedAt >= oldest }, sortBy: [SortDescriptor(\\.cachedAt)]"))
        #expect(swiftData.contains("if let stored = try modelContext.fetch(descriptor(book.id)).first {"))
        #expect(swiftData.contains("maxAge.map { Date().addingTimeInterval(-$0) } ?? .distantPast"))
    }

    @Test(arguments: [(900, "900"), (86_400, "86_400"), (1_234_567, "1_234_567"), (100_000, "100_000")])
    func secondsAreGroupedInTheWiring(seconds: Int, literal: String) {
        #expect(DataWiringPlanner.grouped(seconds) == literal)
    }

    // MARK: save

    @Test("save: PUT to the item by default, POST to the collection or PATCH to the item when asked")
    func saveShapes() async throws {
        let put = try await Self.generateFiles(Self.library())
        #expect(try Self.file(put, "/BookRemoteDataSource.swift").contains("try await apiClient.send(Endpoint(.put, \"/books/\\(dto.id)\", body: body))"))
        #expect(!(try Self.file(put, "/Endpoint.swift")).contains("patch"))
        let post = try await Self.generateFiles(Self.library(data: "  save: post\n"))
        let remote = try Self.file(post, "/BookRemoteDataSource.swift")
        #expect(remote.contains("try await apiClient.send(Endpoint(.post, \"/books\", body: body))"))
        #expect(remote.contains("    /// POSTs the item, id included, to the collection: the server creates or replaces it by that id.\n"))
        let patch = try await Self.generateFiles(Self.library(repository: "    save: patch\n", data: "  save: post\n"))
        #expect(try Self.file(patch, "/BookRemoteDataSource.swift").contains("try await apiClient.send(Endpoint(.patch, \"/books/\\(dto.id)\", body: body))"))
        #expect(try Self.file(patch, "/Endpoint.swift").contains("    case put = \"PUT\"\n    case patch = \"PATCH\"\n"))
    }

    @Test("The remote data source's save is tested against a recording API client, in its HTTP shape")
    func remoteDataSourceTests() async throws {
        let files = try await Self.generateFiles(Self.library(data: "  save: post\n"), preset: "contract")
        let tests = try Self.file(files, "/BookRemoteDataSourceTests.swift")
        #expect(tests.contains("@Test(\"Save sends POST /books with the item\")"))
        #expect(tests.contains("        let client = APIClientMock()\n        let sut = BookRemoteDataSource(apiClient: client)\n"))
        #expect(tests.contains("#expect(client.endpoints.map(\\.method) == [.post])"))
        #expect(tests.contains("#expect(client.endpoints.map(\\.path) == [\"/books\"])"))
        let client = try Self.file(files, "/APIClientMock.swift")
        #expect(client.contains("final class APIClientMock: APIClientProtocol, @unchecked Sendable {"))
        #expect(client.contains("    @MainActor init() {}\n"))
    }

    // MARK: Generated tests

    @Test("The generated repository tests cover stored pages and queries, writes by query and expiry")
    func generatedTests() async throws {
        let tests = try Self.file(try await Self.generateFiles(Self.library()), "/BookRepositoryImplTests.swift")
        for title in [
            "A stored value older than maxAge is fetched again", "Network-first serves the stored page when the network fails",
            "A stored page older than maxAge is fetched again", "Cache-first asks the network once for fetchByAuthor",
            "Cache-first asks the network once for fetchLatest", "Cache-first asks the network once for countBooks",
            "Network-first serves the stored fetchByAuthor result when the network fails", "Calling archiveAll clears the cached lists, like a write",
            "A stored list serves reads while an offline write waits, and is fetched again once it is synced",
        ] {
            #expect(tests.contains("@Test(\"\(title)\")"), "no generated test \"\(title)\"")
        }
        #expect(tests.contains("let local = InMemoryBookLocalDataSource(maxAge: 60)"))
        #expect(tests.contains("await local.saveBookList([Book.mock(id: UUID())], key: \"page:1\", cachedAt: Date().addingTimeInterval(-3_600))"))
        // Arguments declared once, so both calls share one cache key.
        #expect(tests.contains("let author: String = "))
    }

    @Test("Everything generated for the library parses, in every preset", arguments: Presets.names)
    func parsesEverywhere(preset: String) async throws {
        for (path, contents) in try await Self.generateFiles(Self.library(repository: "    save: patch\n    maxAge: 1d\n"), preset: preset)
        where path.hasSuffix(".swift") {
            #expect(Verifier().verify(contents, path: path).isEmpty, "\(path): \(Verifier().verify(contents, path: path))")
        }
    }
}
