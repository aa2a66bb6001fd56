enum CharacterStatus: String, Equatable, Sendable {
	case alive
	case dead
	case unknown
}
