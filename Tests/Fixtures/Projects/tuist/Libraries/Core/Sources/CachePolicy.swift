/// Where a repository reads from.
public enum CachePolicy: Sendable {
	/// The cache when it holds the value, else the network.
	case localFirst
	/// The network, then the cache; the cache when the network fails.
	case remoteFirst
	/// The network only.
	case noCache
}
