public enum MovieStatus: String, Equatable, Sendable {
    case rumoured
    case planned
    case released
}
