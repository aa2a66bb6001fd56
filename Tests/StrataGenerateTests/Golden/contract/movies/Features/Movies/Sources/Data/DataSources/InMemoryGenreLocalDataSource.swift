import Foundation

/// Keeps `Genre` values in memory: for tests, previews and platforms without SwiftData.
actor InMemoryGenreLocalDataSource: GenreLocalDataSourceContract {
    private var entries: [Int: (value: Genre, cachedAt: Date)] = [:]
    private var order: [Int] = []
    private var lists: [String: (ids: [Int], cachedAt: Date)] = [:]
    private let maxAge: TimeInterval?

    init(maxAge: TimeInterval? = nil) {
        self.maxAge = maxAge
    }

    func fetchGenre(id: Int) -> Genre? {
        guard let entry = entries[id], isFresh(entry.cachedAt) else { return nil }
        return entry.value
    }

    func fetchAllGenres() -> [Genre] {
        order.compactMap { entries[$0] }.filter { isFresh($0.cachedAt) }.map(\.value)
    }

    func saveGenres(_ genres: [Genre]) {
        saveGenres(genres, cachedAt: Date())
    }

    /// Keeps values as if they were fetched at `cachedAt` (tests age them to check `maxAge`).
    func saveGenres(_ genres: [Genre], cachedAt: Date) {
        for genre in genres {
            if entries[genre.id] == nil { order.append(genre.id) }
            entries[genre.id] = (genre, cachedAt)
        }
    }

    func deleteGenre(id: Int) {
        entries[id] = nil
        order.removeAll { $0 == id }
    }

    func fetchGenreList(key: String) -> [Genre]? {
        guard let list = lists[key], isFresh(list.cachedAt) else { return nil }
        return list.ids.compactMap { entries[$0] }.filter { isFresh($0.cachedAt) }.map(\.value)
    }

    func saveGenreList(_ genres: [Genre], key: String) {
        saveGenreList(genres, key: key, cachedAt: Date())
    }

    /// Keeps the items and their order as if they were fetched at `cachedAt`.
    func saveGenreList(_ genres: [Genre], key: String, cachedAt: Date) {
        saveGenres(genres, cachedAt: cachedAt)
        lists[key] = (genres.map(\.id), cachedAt)
    }

    func deleteGenreLists() {
        lists.removeAll()
    }

    private func isFresh(_ cachedAt: Date) -> Bool {
        guard let maxAge else { return true }
        return Date().timeIntervalSince(cachedAt) <= maxAge
    }
}
