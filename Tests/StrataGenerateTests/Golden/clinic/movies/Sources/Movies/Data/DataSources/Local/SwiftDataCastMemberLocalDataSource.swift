import Foundation
#if canImport(SwiftData)
import SwiftData

/// `CastMemberLocalDataSource` over SwiftData, on its own model actor.
@ModelActor
actor SwiftDataCastMemberLocalDataSource: CastMemberLocalDataSource {
    private let mapper = CastMemberEntityMapper()

    func fetchCastMember(id: String) throws -> CastMember? {
        try modelContext.fetch(descriptor(id)).first.map(mapper.map)
    }

    func fetchAllCastMembers() throws -> [CastMember] {
        try modelContext.fetch(FetchDescriptor<CastMemberEntity>(sortBy: [SortDescriptor(\.cachedAt)])).map(mapper.map)
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

    func deleteCastMember(id: String) throws {
        for stored in try modelContext.fetch(descriptor(id)) {
            modelContext.delete(stored)
        }
        try modelContext.save()
    }

    private func descriptor(_ id: String) -> FetchDescriptor<CastMemberEntity> {
        var descriptor = FetchDescriptor<CastMemberEntity>(predicate: #Predicate { $0.castMemberID == id })
        descriptor.fetchLimit = 1
        return descriptor
    }
}
#endif
