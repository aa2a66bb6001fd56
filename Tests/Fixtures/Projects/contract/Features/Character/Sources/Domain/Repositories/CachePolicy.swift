enum CachePolicy: Equatable, Sendable {
	/// Return cached data when present; otherwise fetch from remote and cache it.
	case localFirst
	/// Fetch from remote and cache it; fall back to cached data when the request fails.
	case remoteFirst
	/// Always fetch from remote and never touch the cache.
	case none
}
