enum EpisodeError: Error, Equatable, Sendable {
	case loadFailed(description: String = "")
	case characterNotFound(identifier: Int)
}
