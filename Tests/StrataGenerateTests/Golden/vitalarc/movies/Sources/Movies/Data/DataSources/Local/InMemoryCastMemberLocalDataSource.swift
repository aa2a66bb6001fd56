import Foundation

/// Keeps `CastMember` values in memory: for tests, previews and platforms without SwiftData.
actor InMemoryCastMemberLocalDataSource: CastMemberLocalDataSource {
    private var entries: [UUID: (value: CastMember, cachedAt: Date)] = [:]
    private var order: [UUID] = []
    private var lists: [String: (ids: [UUID], cachedAt: Date)] = [:]
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
        saveCastMembers(castMembers, cachedAt: Date())
    }

    /// Keeps values as if they were fetched at `cachedAt` (tests age them to check `maxAge`).
    func saveCastMembers(_ castMembers: [CastMember], cachedAt: Date) {
        for castMember in castMembers {
            if entries[castMember.id] == nil { order.append(castMember.id) }
            entries[castMember.id] = (castMember, cachedAt)
        }
    }

    func deleteCastMember(id: UUID) {
        entries[id] = nil
        order.removeAll { $0 == id }
    }

    func fetchCastMemberList(key: String) -> [CastMember]? {
        guard let list = lists[key], isFresh(list.cachedAt) else { return nil }
        return list.ids.compactMap { entries[$0] }.filter { isFresh($0.cachedAt) }.map(\.value)
    }

    func saveCastMemberList(_ castMembers: [CastMember], key: String) {
        saveCastMemberList(castMembers, key: key, cachedAt: Date())
    }

    /// Keeps the items and their order as if they were fetched at `cachedAt`.
    func saveCastMemberList(_ castMembers: [CastMember], key: String, cachedAt: Date) {
        saveCastMembers(castMembers, cachedAt: cachedAt)
        lists[key] = (castMembers.map(\.id), cachedAt)
    }

    func deleteCastMemberLists() {
        lists.removeAll()
    }

    private func isFresh(_ cachedAt: Date) -> Bool {
        guard let maxAge else { return true }
        return Date().timeIntervalSince(cachedAt) <= maxAge
    }
}
