import Foundation
import MoviesDomain
import PopcornMoviesAdapters

/// How a repository combines the memory cache, the local store and the remote source.
enum CachingStrategy: String, Sendable, Equatable, CaseIterable {
    /// Reads: memory cache, then local store, then network. Writes go to the network first.
    case cacheFirst
    /// Reads: network, falling back to the local store when no answer comes. Writes go to the network first.
    case networkFirst
    /// Reads: local store, then network. Writes are saved locally and synced in the background.
    case offlineFirst
}

/// One read through the memory cache, the local store and the remote source, in the order a
/// strategy gives. Keeping a value (local store, memory) never fails the read.
struct CachedRead<Value: Sendable>: Sendable {
    var memory: @Sendable () async -> Value?
    var remember: @Sendable (Value) async -> Void
    var local: @Sendable () async throws -> Value?
    var store: @Sendable (Value) async throws -> Void
    var remote: @Sendable () async throws -> Value

    func run(_ strategy: CachingStrategy) async throws -> Value {
        switch strategy {
        case .cacheFirst:
            if let value = await memory() {
                return value
            }
            return try await localThenRemote()
        case .networkFirst:
            do {
                return try await fetchAndKeep()
            } catch {
                guard Self.isTransportFailure(error), let value = try? await local() else {
                    throw error
                }
                await remember(value)
                return value
            }
        case .offlineFirst:
            return try await localThenRemote()
        }
    }

    /// Whether a failed request may be answered from the device: only when no answer came (no
    /// connection, a timeout). A status is the server's answer (a 404 says the item is gone, a 401
    /// that the user may not see it), and a cancelled read was given up by its caller.
    static func isTransportFailure(_ error: any Error) -> Bool {
        if error is CancellationError || Task.isCancelled {
            return false
        }
        guard let failure = error as? NetworkError else {
            return false
        }
        if case .offline = failure {
            return true
        }
        return false
    }

    private func localThenRemote() async throws -> Value {
        if let value = try await local() {
            await remember(value)
            return value
        }
        return try await fetchAndKeep()
    }

    private func fetchAndKeep() async throws -> Value {
        let value = try await remote()
        try? await store(value)
        await remember(value)
        return value
    }
}
