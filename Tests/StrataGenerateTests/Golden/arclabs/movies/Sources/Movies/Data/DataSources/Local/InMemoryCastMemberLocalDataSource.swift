import Foundation

/// Keeps `CastMember` values in memory: for tests, previews and platforms without SwiftData.
actor InMemoryCastMemberLocalDataSource: CastMemberLocalDataSourceProtocol {
    private var entries: [UUID: (value: CastMember, cachedAt: Date)] = [:]
    private var order: [UUID] = []
    private let maxAge: TimeInterval?

    init(maxAge: TimeInterval? = nil) {
        self.maxAge = maxAge
    }

    func fetchCastMember(id: UUID) -> CastMember? {
        guard let entry = entries[id], isFresh(entry.cachedAt) else { return nil }
        return entry.value
    }

    func fetchAllCastMembers() -> [CastMember] {
        order.compactMap { entries[$0] }.filter { isFresh($0.cachedAt) }.map(\.value)
    }

    func saveCastMembers(_ castMembers: [CastMember]) {
        for castMember in castMembers {
            if entries[castMember.id] == nil { order.append(castMember.id) }
            entries[castMember.id] = (castMember, Date())
        }
    }

    func deleteCastMember(id: UUID) {
        entries[id] = nil
        order.removeAll { $0 == id }
    }

    private func isFresh(_ cachedAt: Date) -> Bool {
        guard let maxAge else { return true }
        return Date().timeIntervalSince(cachedAt) <= maxAge
    }
}
