/// Inherits requirements from two parents in other files (one of them twice).
/// @mockable
protocol ReadWriteRepository: ReadRepository, WriteRepository {
    func removeAll() async
}
