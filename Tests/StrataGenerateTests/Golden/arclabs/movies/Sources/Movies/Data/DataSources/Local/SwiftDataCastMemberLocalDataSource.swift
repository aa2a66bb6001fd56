import Foundation
#if canImport(SwiftData)
import SwiftData

/// `CastMemberLocalDataSourceProtocol` over SwiftData, on its own model actor; rows older than `maxAge` are
/// not read. The actor is what `@ModelActor` writes, with `maxAge` added to its initializer.
actor SwiftDataCastMemberLocalDataSource: CastMemberLocalDataSourceProtocol, ModelActor {
    nonisolated let modelExecutor: any ModelExecutor
    nonisolated let modelContainer: ModelContainer
    private let mapper = CastMemberEntityMapper()
    private let maxAge: TimeInterval?

    init(modelContainer: ModelContainer, maxAge: TimeInterval? = nil) {
        modelExecutor = DefaultSerialModelExecutor(modelContext: ModelContext(modelContainer))
        self.modelContainer = modelContainer
        self.maxAge = maxAge
    }

    func fetchCastMember(id: UUID) throws -> CastMember? {
        try modelContext.fetch(descriptor(id, cachedSince: oldestFresh)).first.map(mapper.map)
    }

    func fetchAllCastMembers() throws -> [CastMember] {
        let oldest = oldestFresh
        let descriptor = FetchDescriptor<CastMemberEntity>(
            predicate: #Predicate { $0.cachedAt >= oldest }, sortBy: [SortDescriptor(\.cachedAt)]
        )
        return try modelContext.fetch(descriptor).map(mapper.map)
    }

    func saveCastMembers(_ castMembers: [CastMember]) throws {
        for castMember in castMembers {
            if let stored = try modelContext.fetch(descriptor(castMember.id)).first {
                mapper.map(castMember, to: stored)
            } else {
                modelContext.insert(mapper.map(castMember))
            }
        }
        try modelContext.save()
    }

    func deleteCastMember(id: UUID) throws {
        for stored in try modelContext.fetch(descriptor(id)) {
            modelContext.delete(stored)
        }
        try modelContext.save()
    }

    func fetchCastMemberList(key: String) throws -> [CastMember]? {
        let oldest = oldestFresh
        guard let list = try modelContext.fetch(listDescriptor(key, cachedSince: oldest)).first else { return nil }
        let ids = list.ids
        let rows = try modelContext.fetch(FetchDescriptor<CastMemberEntity>(
            predicate: #Predicate { ids.contains($0.castMemberID) && $0.cachedAt >= oldest }
        ))
        let byID = Dictionary(rows.map { ($0.castMemberID, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }.map(mapper.map)
    }

    func saveCastMemberList(_ castMembers: [CastMember], key: String) throws {
        try saveCastMembers(castMembers)
        let ids = castMembers.map(\.id)
        if let stored = try modelContext.fetch(listDescriptor(key)).first {
            stored.ids = ids
            stored.cachedAt = .now
        } else {
            modelContext.insert(CastMemberStoredListEntity(key: key, ids: ids))
        }
        try modelContext.save()
    }

    func deleteCastMemberLists() throws {
        for stored in try modelContext.fetch(FetchDescriptor<CastMemberStoredListEntity>()) {
            modelContext.delete(stored)
        }
        try modelContext.save()
    }

    private func descriptor(_ id: UUID, cachedSince oldest: Date = .distantPast) -> FetchDescriptor<CastMemberEntity> {
        var descriptor = FetchDescriptor<CastMemberEntity>(predicate: #Predicate { $0.castMemberID == id && $0.cachedAt >= oldest })
        descriptor.fetchLimit = 1
        return descriptor
    }

    private func listDescriptor(_ key: String, cachedSince oldest: Date = .distantPast) -> FetchDescriptor<CastMemberStoredListEntity> {
        var descriptor = FetchDescriptor<CastMemberStoredListEntity>(predicate: #Predicate { $0.key == key && $0.cachedAt >= oldest })
        descriptor.fetchLimit = 1
        return descriptor
    }

    /// Rows cached before this are too old: `maxAge` seconds ago, or never without a `maxAge`.
    private var oldestFresh: Date {
        maxAge.map { Date().addingTimeInterval(-$0) } ?? .distantPast
    }
}
#endif
