import Foundation
import Testing
@testable import VitalarcWorkouts

/// The generated `vitalarc` Workouts Data layer over a real HTTP server on 127.0.0.1: the real
/// `URLSessionAPIClient`, DTO decoding of a snake_case JSON fixture, each caching strategy, a query
/// result kept for when the server is gone, `save` as the example's `POST` to the collection, and
/// the domain errors for 401, 404, 500 and malformed JSON.
///
/// Copied into the generated package by Strata's end-to-end test (`GeneratedPackageTests`).
@Suite("Live HTTP on loopback", .serialized)
struct LiveServerTests {
    static let id = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    static let collection = "/api/v1/workouts"
    static let path = "\(collection)/\(id)"
    /// What the API sends: snake_case keys, ISO 8601 dates, an embedded exercise.
    static let fixture = #"""
        {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "name": "Leg day", "date": "2023-11-14T22:13:20Z",
         "kind": "strength", "duration_minutes": 60, "notes": null, "program_id": null,
         "exercises": [{"id": "0F2E3B44-5D1A-4C59-9E43-4B9A4F1A2B3C", "name": "Squat", "sets": 5, "reps": 5, "weight": 100}]}
        """#

    func makeRepository(_ server: LoopbackServer, _ caching: WorkoutRepositoryImpl.Caching) throws -> WorkoutRepositoryImpl {
        let client = URLSessionAPIClient(baseURL: try #require(server.baseURL))
        return WorkoutRepositoryImpl(
            remoteDataSource: WorkoutRemoteDataSource(apiClient: client),
            localDataSource: InMemoryWorkoutLocalDataSource(),
            caching: caching
        )
    }

    func workoutID() throws -> UUID { try #require(UUID(uuidString: Self.id)) }

    @Test("Cache-first asks the server once, then serves the cache")
    func cacheFirst() async throws {
        let server = LoopbackServer()
        try server.start()
        defer { server.stop() }
        server.route("GET", Self.path, body: Self.fixture)
        let repository = try makeRepository(server, .init(fetchByID: .cacheFirst))

        let first = try await repository.fetch(id: try workoutID())
        let second = try await repository.fetch(id: try workoutID())

        #expect(first?.name == "Leg day")
        #expect(first?.durationMinutes == 60)
        #expect(first?.exercises.map(\.name) == ["Squat"])
        #expect(second == first)
        #expect(server.requests.count == 1)
    }

    @Test("Network-first falls back to local data when the server is stopped")
    func networkFirst() async throws {
        let server = LoopbackServer()
        try server.start()
        defer { server.stop() }
        server.route("GET", Self.path, body: Self.fixture)
        let repository = try makeRepository(server, .init(fetchByID: .networkFirst))
        let fresh = try await repository.fetch(id: try workoutID())

        server.stop()
        let fallback = try await repository.fetch(id: try workoutID())

        #expect(fresh?.name == "Leg day")
        #expect(fallback == fresh)
        #expect(server.requests.count == 1)
    }

    @Test("Offline-first saves locally and syncs when the server is back")
    func offlineFirst() async throws {
        let server = LoopbackServer()
        try server.start()
        server.stop()
        defer { server.stop() }
        let repository = try makeRepository(server, .init(save: .offlineFirst, fetchByID: .offlineFirst))
        let workout = Workout(id: try workoutID(), name: "Row", date: Date(timeIntervalSince1970: 1_700_000_000))

        try await repository.save(workout)
        await repository.synchronizePendingChanges()
        let stored = try await repository.fetch(id: workout.id)
        let waiting = await repository.pendingChangeCount()
        try server.start()
        server.route("POST", Self.collection, status: 201)
        await repository.synchronizePendingChanges()
        let remaining = await repository.pendingChangeCount()

        #expect(stored == workout)
        #expect(waiting == 1)
        #expect(remaining == 0)
        let upload = try #require(server.requests.first)
        #expect(upload.method == "POST" && upload.path == Self.collection)
        #expect(upload.body.contains("\"duration_minutes\":0"))
    }

    @Test("Save POSTs the workout to the collection, its id in the body (spec: `save: post`)")
    func savePostsToTheCollection() async throws {
        let server = LoopbackServer()
        try server.start()
        defer { server.stop() }
        server.route("POST", Self.collection, status: 201, body: Self.fixture)
        let repository = try makeRepository(server, .init(save: .networkFirst))
        let workout = Workout(id: try workoutID(), name: "Row", date: Date(timeIntervalSince1970: 1_700_000_000))

        try await repository.save(workout)

        #expect(server.requests.map(\.method) == ["POST"])
        #expect(server.requests.map(\.path) == [Self.collection])
        #expect(server.requests.first?.body.contains(Self.id) == true)
    }

    @Test("Network-first serves the stored recent workouts when the server is stopped")
    func storedQueryResultSurvivesTheServer() async throws {
        let server = LoopbackServer()
        try server.start()
        defer { server.stop() }
        server.route("GET", Self.collection + "/fetch-recent", body: "[\(Self.fixture)]")
        let repository = try makeRepository(server, .init(fetchRecent: .networkFirst))
        let fresh = try await repository.fetchRecent(limit: 5)

        server.stop()
        let stored = try await repository.fetchRecent(limit: 5)

        #expect(fresh.map(\.name) == ["Leg day"])
        #expect(stored == fresh)
        #expect(server.requests.map(\.query) == ["limit=5"])
    }

    @Test("401, 404, 500 and malformed JSON surface as the feature's errors")
    func statusCodes() async throws {
        let server = LoopbackServer()
        try server.start()
        defer { server.stop() }
        let ids = (0..<4).map { _ in UUID() }
        server.route("GET", "/api/v1/workouts/\(ids[0])", status: 401)
        server.route("GET", "/api/v1/workouts/\(ids[2])", status: 500)
        server.route("GET", "/api/v1/workouts/\(ids[3])", body: #"{"id": "#)
        let repository = try makeRepository(server, .init(fetchByID: .networkFirst))

        await #expect(throws: WorkoutsError.unauthorized) { try await repository.fetch(id: ids[0]) }
        #expect(try await repository.fetch(id: ids[1]) == nil)
        await #expect(throws: WorkoutsError.loadFailed(description: "the server failed with status 500")) {
            try await repository.fetch(id: ids[2])
        }
        await #expect(throws: WorkoutsError.loadFailed(description: "the response could not be read")) {
            try await repository.fetch(id: ids[3])
        }
        #expect(server.requests.allSatisfy { $0.method == "GET" })
    }
}
