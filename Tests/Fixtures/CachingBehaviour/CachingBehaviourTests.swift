import Foundation
import Testing
// strata-e2e: imports

/// What each caching strategy does with each read of the naming table, over a real HTTP server on
/// 127.0.0.1, through the generated use cases and repository of one preset (`CachingAdapter`, written
/// per preset by Strata's end-to-end test, names the generated types and calls).
///
/// A first read stores "v1"; the server then answers the second read with a new value, a 404, a 401,
/// a 500, nothing at all (stopped), or too slowly for a caller who cancels.
/// - `Get…`, everything, pages and queries read as the repository is set up: cache-first and
///   offline-first serve "v1" without asking; network-first asks.
/// - `Refresh…` always asks, whatever the setting; searches always ask.
/// - A read that asks falls back to "v1" only when no answer came; a status is the server's answer
///   and a cancelled read was given up, so both fail instead of serving stale data.
@Suite("Caching behaviour over loopback HTTP", .serialized)
struct CachingBehaviourTests {
    static let id = UUID(uuidString: "3F2504E0-4F89-41D3-9A0C-0305E82C3301")!
    static let otherID = UUID(uuidString: "3F2504E0-4F89-41D3-9A0C-0305E82C3302")!

    static func item(_ title: String, id: UUID = id) -> String { #"{"id": "\#(id.uuidString)", "title": "\#(title)"}"# }
    static func list(_ title: String) -> String { "[\(item(title))]" }

    enum Answer: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case newValue, notFound, unauthorized, serverError, noConnection, cancelled
        var testDescription: String { rawValue }
        var status: Int {
            switch self {
            case .notFound: return 404
            case .unauthorized: return 401
            case .serverError: return 500
            default: return 200
            }
        }
    }

    /// One read of the naming table: its request, its body, and whether it asks the network whatever the setting.
    struct Read: Sendable {
        var name: String
        var path: String
        var body: @Sendable (String) -> String
        var alwaysRemote: Bool
        /// Searches have nothing on the device to fall back on.
        var fallsBack = true
        var perform: @Sendable (CachingAdapter) async throws -> [String]
    }

    static let reads: [Read] = [
        Read(name: "Get", path: "/notes/\(id.uuidString)", body: { item($0) }, alwaysRemote: false) { [try await $0.get(id).title] },
        Read(name: "Refresh", path: "/notes/\(id.uuidString)", body: { item($0) }, alwaysRemote: true) { [try await $0.refresh(id).title] },
        Read(name: "FetchAll", path: "/notes", body: { list($0) }, alwaysRemote: false) { try await $0.all().map(\.title) },
        Read(name: "GetPage", path: "/notes", body: { list($0) }, alwaysRemote: false) { try await $0.page(1).map(\.title) },
        Read(name: "RefreshPage", path: "/notes", body: { list($0) }, alwaysRemote: true) { try await $0.refreshPage(1).map(\.title) },
        Read(name: "Query", path: "/notes/fetch-pinned", body: { list($0) }, alwaysRemote: false) { try await $0.pinned().map(\.title) },
        Read(name: "Search", path: "/notes/search", body: { list($0) }, alwaysRemote: true, fallsBack: false) {
            try await $0.search("v").map(\.title)
        },
    ]

    @Test("A second read after a stored first one, by strategy and by the server's answer", arguments: CachingStrategy.allCases, Answer.allCases)
    func secondRead(strategy: CachingStrategy, answer: Answer) async throws {
        for read in Self.reads {
            let server = LoopbackServer()
            try server.start()
            defer { server.stop() }
            let adapter = CachingAdapter(baseURL: try #require(server.baseURL), strategy: strategy)
            server.route("GET", read.path, body: read.body("v1"))
            let first = try await read.perform(adapter)
            #expect(first == ["v1"], "\(read.name) under \(strategy): the first read")

            let asks = read.alwaysRemote || strategy == .networkFirst
            // A cancelled read waits on a server far slower than the wait below, so it is always in flight when cancelled.
            server.route("GET", read.path, status: answer.status, body: answer.status == 200 ? read.body("v2") : "{}",
                         delay: answer == .cancelled ? 30 : 0)
            if answer == .noConnection { server.stop() }
            let second: Result<[String], any Error>
            if answer == .cancelled, asks {
                let task = Task { try await read.perform(adapter) }
                // Up to 10 s for the request to reach the server: a loaded machine is slow to connect.
                for _ in 0..<2_000 where server.requests.count < 2 { try await Task.sleep(nanoseconds: 5_000_000) }
                task.cancel()
                second = await task.result
            } else {
                second = await Result(awaiting: { try await read.perform(adapter) })
            }

            let context = "\(read.name) under \(strategy), answered \(answer)"
            guard asks else {
                #expect((try? second.get()) == ["v1"], "\(context): served from the device")
                #expect(server.requests.count == 1, "\(context): asked the network again")
                continue
            }
            // A stopped server cannot count a request that never reached it: there the answer tells.
            if answer != .noConnection {
                #expect(server.requests.count == 2, "\(context): did not ask the network")
            }
            switch answer {
            case .newValue:
                #expect((try? second.get()) == ["v2"], "\(context): not the server's new value")
            case .noConnection where read.fallsBack:
                #expect((try? second.get()) == ["v1"], "\(context): no fallback to the stored value")
            default:
                #expect((try? second.get()) == nil, "\(context): stale data instead of the failure")
            }
        }
    }

    @Test("Everything is asked for once, even after reads by id filled the store", arguments: CachingStrategy.allCases)
    func allIsAListOfItsOwn(strategy: CachingStrategy) async throws {
        let server = LoopbackServer()
        try server.start()
        defer { server.stop() }
        let adapter = CachingAdapter(baseURL: try #require(server.baseURL), strategy: strategy)
        server.route("GET", "/notes/\(Self.id.uuidString)", body: Self.item("one"))
        server.route("GET", "/notes", body: "[\(Self.item("one")), \(Self.item("two", id: Self.otherID))]")

        _ = try await adapter.get(Self.id)
        let all = try await adapter.all()
        let again = try await adapter.all()

        #expect(all.map(\.title) == ["one", "two"])
        #expect(again == all)
        #expect(server.requests.map(\.path).filter { $0 == "/notes" }.count == (strategy == .networkFirst ? 2 : 1))
    }

    @Test("A note saved offline is part of everything while its upload waits")
    func savedOfflineJoinsAll() async throws {
        let server = LoopbackServer()
        try server.start()
        defer { server.stop() }
        let adapter = CachingAdapter(baseURL: try #require(server.baseURL), strategy: .offlineFirst)
        server.route("GET", "/notes", body: Self.list("one"))
        _ = try await adapter.all()
        server.stop()

        try await adapter.save(CachingAdapter.note(Self.otherID, "offline"))
        let all = try await adapter.all()
        let waiting = await adapter.pending()

        #expect(all.map(\.title) == ["one", "offline"])
        #expect(waiting == 1)
    }

    @Test("An item the server says is gone is gone from the device too")
    func notFoundForgetsTheStoredItem() async throws {
        let server = LoopbackServer()
        try server.start()
        defer { server.stop() }
        let adapter = CachingAdapter(baseURL: try #require(server.baseURL), strategy: .cacheFirst)
        server.route("GET", "/notes/\(Self.id.uuidString)", body: Self.item("v1"))
        _ = try await adapter.get(Self.id)
        server.route("GET", "/notes/\(Self.id.uuidString)", status: 404)

        await #expect(throws: (any Error).self) { try await adapter.refresh(Self.id) }
        server.stop()
        let afterwards = await Result(awaiting: { try await adapter.get(Self.id) })

        #expect((try? afterwards.get()) == nil, "the deleted item came back from the device")
    }
}

extension Result where Failure == any Error {
    init(awaiting body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
