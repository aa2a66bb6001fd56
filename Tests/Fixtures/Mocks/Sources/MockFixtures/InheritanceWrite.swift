protocol WriteRepository: Sendable {
    func insert(_ user: User) async throws
    /// Also declared by `ReadWriteRepository`: implemented once.
    func all() async throws -> [User]
}
