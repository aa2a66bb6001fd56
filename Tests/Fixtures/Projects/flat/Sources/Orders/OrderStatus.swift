public enum OrderStatus: String, Codable, Sendable, CaseIterable {
    case open
    case fulfilled
    case cancelled
}
