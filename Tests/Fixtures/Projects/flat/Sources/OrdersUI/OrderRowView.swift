#if canImport(SwiftUI)
import Orders
import SwiftUI

struct OrderRowView: View {
    let order: Order

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(order.lines.map(\.title).joined(separator: ", "))
                .lineLimit(1)
            Text(order.placedAt, format: .relative(presentation: .named))
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}
#endif
