enum CharacterStatus: Equatable, Sendable {
	case alive
	case dead
	case unknown
}
