/// How much a violation costs, in the words of the seeds' rule documents (seed 004).
public enum Impact: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case critical = "CRITICAL"
    case high = "HIGH"
    case medium = "MEDIUM"
    case low = "LOW"

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// CRITICAL sorts first.
    public static func < (left: Impact, right: Impact) -> Bool { left.rank < right.rank }
}
