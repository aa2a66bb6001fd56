/// The root of a small hierarchy whose parts live in separate files.
protocol ReadRepository: Sendable {
    func all() async throws -> [User]
}
