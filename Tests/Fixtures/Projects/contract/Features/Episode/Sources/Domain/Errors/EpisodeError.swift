enum EpisodeError: Error, Equatable, Sendable {
	case loadFailed(description: String = "")
	case notFound(identifier: Int)
}
