public enum OrdersError: Error, Equatable, Sendable {
    case customerNotFound
    case customerBlocked
    case emptyOrder
    case orderNotFound
    case notOpen(OrderStatus)
    case mixedCurrencies
}
