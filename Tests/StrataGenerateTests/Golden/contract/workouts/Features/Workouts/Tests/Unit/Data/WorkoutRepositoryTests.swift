import Foundation
import Testing
@testable import Workouts

@MainActor
@Suite("WorkoutRepository")
struct WorkoutRepositoryTests {
    @Test("Cache-first asks the network once, then serves the cache")
    func cacheFirstAsksTheNetworkOnce() async throws {
        let workoutMapper = WorkoutMapper()
        let remote = WorkoutRemoteDataSourceMock()
        let local = InMemoryWorkoutLocalDataSource()
        let sut = WorkoutRepository(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .cacheFirst))
        let stored = Workout.mock()
        remote.items = [workoutMapper.map(stored)]

        let first = try await sut.getWorkout(identifier: stored.id, cachePolicy: .localFirst)
        let second = try await sut.getWorkout(identifier: stored.id, cachePolicy: .localFirst)

        #expect(first?.id == stored.id)
        #expect(second?.id == stored.id)
        #expect(remote.fetchWorkoutCallCount == 1)
    }

    @Test("Network-first falls back to local data when offline")
    func networkFirstFallsBackToLocalData() async throws {
        let remote = WorkoutRemoteDataSourceMock()
        let local = InMemoryWorkoutLocalDataSource()
        let sut = WorkoutRepository(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .networkFirst))
        let stored = Workout.mock()
        await local.saveWorkouts([stored])
        remote.error = .offline("no connection")

        let workout = try await sut.getWorkout(identifier: stored.id, cachePolicy: .remoteFirst)

        #expect(workout?.id == stored.id)
        #expect(remote.fetchWorkoutCallCount == 1)
    }

    @Test("A 404 reads as nothing stored")
    func notFoundReadsAsNil() async throws {
        let remote = WorkoutRemoteDataSourceMock()
        let local = InMemoryWorkoutLocalDataSource()
        let sut = WorkoutRepository(remoteDataSource: remote, localDataSource: local)
        let stored = Workout.mock()

        let workout = try await sut.getWorkout(identifier: stored.id, cachePolicy: .localFirst)

        #expect(workout == nil)
    }

    @Test("Maps unauthorized failures to WorkoutsError.unauthorized")
    func mapsUnauthorizedFailures() async throws {
        let remote = WorkoutRemoteDataSourceMock()
        let local = InMemoryWorkoutLocalDataSource()
        let sut = WorkoutRepository(remoteDataSource: remote, localDataSource: local)
        let stored = Workout.mock()
        remote.error = .unauthorized

        await #expect(throws: WorkoutsError.unauthorized) {
            try await sut.getWorkout(identifier: stored.id, cachePolicy: .localFirst)
        }
    }

    @Test("Maps offline failures to WorkoutsError.offline")
    func mapsOfflineFailures() async throws {
        let remote = WorkoutRemoteDataSourceMock()
        let local = InMemoryWorkoutLocalDataSource()
        let sut = WorkoutRepository(remoteDataSource: remote, localDataSource: local)
        let stored = Workout.mock()
        remote.error = .offline("no connection")

        await #expect(throws: WorkoutsError.offline) {
            try await sut.getWorkout(identifier: stored.id, cachePolicy: .localFirst)
        }
    }

    @Test("Maps server failures to WorkoutsError.loadFailed")
    func mapsServerFailures() async throws {
        let remote = WorkoutRemoteDataSourceMock()
        let local = InMemoryWorkoutLocalDataSource()
        let sut = WorkoutRepository(remoteDataSource: remote, localDataSource: local)
        let stored = Workout.mock()
        remote.error = .server(statusCode: 500)

        await #expect(throws: WorkoutsError.loadFailed(description: "the server failed with status 500")) {
            try await sut.getWorkout(identifier: stored.id, cachePolicy: .localFirst)
        }
    }

    @Test("Maps decoding failures to WorkoutsError.loadFailed")
    func mapsDecodingFailures() async throws {
        let remote = WorkoutRemoteDataSourceMock()
        let local = InMemoryWorkoutLocalDataSource()
        let sut = WorkoutRepository(remoteDataSource: remote, localDataSource: local)
        let stored = Workout.mock()
        remote.error = .decoding("bad JSON")

        await #expect(throws: WorkoutsError.loadFailed(description: "the response could not be read")) {
            try await sut.getWorkout(identifier: stored.id, cachePolicy: .localFirst)
        }
    }

    @Test("Network-first serves no local data when the server refuses")
    func networkFirstDoesNotFallBackOnARefusal() async throws {
        let remote = WorkoutRemoteDataSourceMock()
        let local = InMemoryWorkoutLocalDataSource()
        let sut = WorkoutRepository(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .networkFirst))
        let stored = Workout.mock()
        await local.saveWorkouts([stored])
        remote.error = .unauthorized

        await #expect(throws: WorkoutsError.unauthorized) {
            try await sut.getWorkout(identifier: stored.id, cachePolicy: .remoteFirst)
        }
    }

    @Test("A 404 forgets the stored value")
    func notFoundForgetsTheStoredValue() async throws {
        let remote = WorkoutRemoteDataSourceMock()
        let local = InMemoryWorkoutLocalDataSource()
        let sut = WorkoutRepository(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .networkFirst))
        let stored = Workout.mock()
        await local.saveWorkouts([stored])
        remote.error = .notFound

        let workout = try await sut.getWorkout(identifier: stored.id, cachePolicy: .remoteFirst)
        let kept = await local.fetchWorkout(id: stored.id)

        #expect(workout == nil)
        #expect(kept == nil)
    }

    @Test("Everything is asked for once, even after a read by id")
    func everythingIsAListOfItsOwn() async throws {
        let workoutMapper = WorkoutMapper()
        let remote = WorkoutRemoteDataSourceMock()
        let local = InMemoryWorkoutLocalDataSource()
        let sut = WorkoutRepository(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .cacheFirst, fetchAll: .cacheFirst))
        let first = Workout.mock(id: 1)
        remote.items = [workoutMapper.map(first), workoutMapper.map(Workout.mock(id: 2))]
        _ = try await sut.getWorkout(identifier: first.id, cachePolicy: .localFirst)

        let all = try await sut.getAllWorkouts()
        let again = try await sut.getAllWorkouts()

        #expect(all.count == 2)
        #expect(again.count == 2)
        #expect(remote.fetchAllWorkoutsCallCount == 1)
    }

    @Test("A stored value older than maxAge is fetched again")
    func expiredValueIsFetchedAgain() async throws {
        let workoutMapper = WorkoutMapper()
        let remote = WorkoutRemoteDataSourceMock()
        let local = InMemoryWorkoutLocalDataSource(maxAge: 60)
        let sut = WorkoutRepository(remoteDataSource: remote, localDataSource: local, caching: .init(fetchByID: .cacheFirst))
        let stored = Workout.mock()
        await local.saveWorkouts([stored], cachedAt: Date().addingTimeInterval(-3_600))
        remote.items = [workoutMapper.map(stored)]

        let workout = try await sut.getWorkout(identifier: stored.id, cachePolicy: .localFirst)

        #expect(workout?.id == stored.id)
        #expect(remote.fetchWorkoutCallCount == 1)
    }

    @Test("Cache-first asks the network once for fetchRecent")
    func cacheFirstAsksOnceForFetchRecent() async throws {
        let workoutMapper = WorkoutMapper()
        let remote = WorkoutRemoteDataSourceMock()
        let local = InMemoryWorkoutLocalDataSource()
        let sut = WorkoutRepository(remoteDataSource: remote, localDataSource: local, caching: .init(fetchRecent: .cacheFirst))
        remote.fetchRecentResult = [workoutMapper.map(Workout.mock())]
        let limit: Int = 1

        _ = try await sut.fetchRecent(limit: limit)
        _ = try await sut.fetchRecent(limit: limit)

        #expect(remote.fetchRecentCallCount == 1)
    }

    @Test("Network-first serves the stored fetchRecent result when the network fails")
    func networkFirstServesTheStoredFetchRecent() async throws {
        let workoutMapper = WorkoutMapper()
        let remote = WorkoutRemoteDataSourceMock()
        let local = InMemoryWorkoutLocalDataSource()
        let sut = WorkoutRepository(remoteDataSource: remote, localDataSource: local, caching: .init(fetchRecent: .networkFirst))
        remote.fetchRecentResult = [workoutMapper.map(Workout.mock())]
        let limit: Int = 1
        let fresh = try await sut.fetchRecent(limit: limit)
        remote.error = .offline("no connection")

        let stored = try await sut.fetchRecent(limit: limit)

        #expect(stored.map(\.id) == fresh.map(\.id))
        #expect(stored.count == 1)
        #expect(remote.fetchRecentCallCount == 2)
    }

    @Test("A stored list serves reads while an offline write waits, and is fetched again once it is synced")
    func syncedWriteDropsTheStoredLists() async throws {
        let workoutMapper = WorkoutMapper()
        let remote = WorkoutRemoteDataSourceMock()
        let local = InMemoryWorkoutLocalDataSource()
        let sut = WorkoutRepository(remoteDataSource: remote, localDataSource: local, caching: .init(save: .offlineFirst, fetchRecent: .offlineFirst))
        remote.fetchRecentResult = [workoutMapper.map(Workout.mock())]
        let limit: Int = 1
        _ = try await sut.fetchRecent(limit: limit)
        remote.error = .offline("no connection")
        try await sut.saveWorkout(Workout.mock(id: 2))
        await sut.synchronizePendingChanges()
        let whileOffline = try await sut.fetchRecent(limit: limit)
        remote.error = nil
        await sut.synchronizePendingChanges()
        _ = try await sut.fetchRecent(limit: limit)

        #expect(whileOffline.count == 1)
        #expect(remote.fetchRecentCallCount == 2)
    }

    @Test("Offline-first saves locally and syncs when the network is back")
    func offlineFirstSavesLocallyThenSyncs() async throws {
        let remote = WorkoutRemoteDataSourceMock()
        let local = InMemoryWorkoutLocalDataSource()
        let sut = WorkoutRepository(remoteDataSource: remote, localDataSource: local, caching: .init(save: .offlineFirst))
        let workout = Workout.mock()
        remote.error = .offline("no connection")

        try await sut.saveWorkout(workout)
        await sut.synchronizePendingChanges()
        let saved = await local.fetchWorkout(id: workout.id)
        let waiting = await sut.pendingChangeCount()
        remote.error = nil
        await sut.synchronizePendingChanges()
        let remaining = await sut.pendingChangeCount()

        #expect(saved?.id == workout.id)
        #expect(waiting == 1)
        #expect(remaining == 0)
        #expect(remote.savedItems.map(\.id) == [workout.id])
    }

    @Test("Saving clears the cached lists")
    func savingClearsTheCachedLists() async throws {
        let workoutMapper = WorkoutMapper()
        let remote = WorkoutRemoteDataSourceMock()
        let local = InMemoryWorkoutLocalDataSource()
        let sut = WorkoutRepository(remoteDataSource: remote, localDataSource: local, caching: .init(save: .networkFirst, fetchAll: .cacheFirst))
        remote.items = [workoutMapper.map(Workout.mock(id: 1))]
        _ = try await sut.getAllWorkouts()
        let added = Workout.mock(id: 2)

        try await sut.saveWorkout(added)
        let all = try await sut.getAllWorkouts()

        #expect(all.count == 2)
        #expect(remote.savedItems.map(\.id) == [added.id])
    }

    @Test("An item saved offline joins the stored list of everything")
    func savedOfflineJoinsEverything() async throws {
        let workoutMapper = WorkoutMapper()
        let remote = WorkoutRemoteDataSourceMock()
        let local = InMemoryWorkoutLocalDataSource()
        let sut = WorkoutRepository(remoteDataSource: remote, localDataSource: local, caching: .init(save: .offlineFirst, fetchAll: .offlineFirst))
        remote.items = [workoutMapper.map(Workout.mock(id: 1))]
        _ = try await sut.getAllWorkouts()
        remote.error = .offline("no connection")
        let added = Workout.mock(id: 2)

        try await sut.saveWorkout(added)
        let all = try await sut.getAllWorkouts()

        #expect(all.map(\.id).last == added.id)
        #expect(all.count == 2)
    }
}
