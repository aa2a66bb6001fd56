enum CharacterError: Error, Equatable, Sendable {
	case loadFailed(description: String = "")
	case characterNotFound(identifier: Int)
}
