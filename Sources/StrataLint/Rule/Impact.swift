/// How much a violation costs: CRITICAL, HIGH, MEDIUM or LOW, as architecture rule documents grade them.
public enum Impact: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case critical = "CRITICAL"
    case high = "HIGH"
    case medium = "MEDIUM"
    case low = "LOW"

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// CRITICAL sorts first.
    public static func < (left: Impact, right: Impact) -> Bool { left.rank < right.rank }
}
