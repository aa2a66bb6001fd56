/// Closures of every kind, `inout`, variadics, `rethrows`, unnamed parameters.
/// @mockable
protocol Scheduler {
    func schedule(after delay: Double, _ work: @escaping @Sendable () -> Void)
    func perform(_ work: () -> Int) -> Int
    func observe(_ handler: ((String) -> Void)?)
    func transform(_ value: inout Int, with change: (Int) -> Int)
    func log(_ messages: String...)
    func map(_ values: [Int], _ transform: (Int) throws -> String) rethrows -> [String]
    func notify(_: String, _: Int)
    func complete(_ completion: @escaping @Sendable (Result<Int, any Error>) -> Void)
}

/// Generic methods taking a non-escaping closure that throws a typed error, rethrown as is.
/// @mockable
protocol Transactions {
    func transaction<T>(_ body: () throws(UserError) -> T) throws(UserError) -> T
    func retrying<T: Sendable>(times: Int, _ body: () async throws(ServerError) -> T) async throws(ServerError) -> T
}
