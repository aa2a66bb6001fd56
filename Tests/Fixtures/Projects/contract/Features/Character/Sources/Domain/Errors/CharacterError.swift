enum CharacterError: Error, Equatable, Sendable {
	case loadFailed(description: String = "")
	case notFound(identifier: Int)
}
