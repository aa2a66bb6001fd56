enum TransportError: Error, Equatable {
    case status(Int)
    case unreadable
}
