#if canImport(SwiftUI)
import SwiftUI

/// A small capsule with a label, tinted by tone. Features decide which tone a status gets.
public struct StatusBadge: View {
    public enum Tone: Sendable {
        case neutral
        case positive
        case warning
        case critical
    }

    private let text: String
    private let tone: Tone

    public init(_ text: String, tone: Tone) {
        self.text = text
        self.tone = tone
    }

    public var body: some View {
        Text(text)
            .font(.caption.weight(.semibold))
            .padding(.horizontal, ClinicSpacing.small)
            .padding(.vertical, ClinicSpacing.extraSmall)
            .background(color.opacity(0.15), in: Capsule())
            .foregroundStyle(color)
    }

    private var color: Color {
        switch tone {
        case .neutral: .secondary
        case .positive: .green
        case .warning: .orange
        case .critical: .red
        }
    }
}
#endif
